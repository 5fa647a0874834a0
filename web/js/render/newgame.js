// The new-game dialog (inside the menu): one switch per house rule and the
// difficulty, drawn from the draft in the state (draft.js).

import { OFFERED_CAP, lengthNames } from "../options.js";
import { actionButton, choiceGroup, dialogHeader } from "./dialog.js";
import { build } from "./dom.js";


/** One switch of the dialog: a labelled group of buttons, one pressed, and a note under it. */
function optionGroup(label, option, current, choices, note = "") {
  const section = choiceGroup({ label, key: "option", name: option, current, choices, action: "setOption" });
  if (note) section.append(build("p", "note option-note", note));
  return section;
}

/**
 * The house-rule switches for `options` (options.js): what each is called,
 * its choices as [value, words], the value chosen, and a note for the dialog.
 * The new-game dialog offers them; the rules-in-force dialog shows the choice.
 */
export function houseRuleSwitches(options, t, info) {
  const onOff = (value) => (value ? "on" : "off");
  const switchOf = (option, value, choices, note = "") => ({ option, label: t(`newGame.${option}`), value, choices, note });
  // Choices whose words are the catalogue's newGame.<value>.
  const named = (...values) => values.map((value) => [value, t(`newGame.${value}`)]);
  const caps = [...new Set([OFFERED_CAP, options.cap].filter(Boolean))];
  const capChoices = [["0", t("newGame.noCap")], ...caps.map((n) => [String(n), t("newGame.capHands", { n })])];
  const countChoices = [
    ["on", t("newGame.count")],
    ["off", t("newGame.dontCount")],
  ];
  return [
    switchOf("exposure", onOff(options.exposure), named("on", "off"), t("newGame.exposureNote")),
    switchOf("length", options.length, named(...lengthNames(info))),
    switchOf("cap", String(options.cap ?? 0), capChoices, t("newGame.capNote")),
    switchOf("swap", onOff(options.swap), named("off", "on"), t("newGame.swapNote")),
    switchOf("lead", options.lead, named("spade2", "club2")),
    switchOf("lowhearts", onOff(options.lowhearts), countChoices, t("newGame.lowheartsNote")),
  ];
}

export function newGameContent(state, i18n) {
  const { t } = i18n;
  const draft = state.dialogs.draft;
  const parts = [dialogHeader(t("newGame.title"), i18n, "menu-title")];
  const body = build("section", "menu-section new-game");
  const intro = build("div", "new-game-intro");
  intro.append(build("p", "note", t("newGame.intro")), actionButton(t("newGame.reset"), "resetOptions"));
  body.append(intro);
  for (const { option, label, value, choices, note } of houseRuleSwitches(draft, t, state.info)) {
    body.append(optionGroup(label, option, value, choices, note));
  }
  const levels = state.info.levels.map((name) => [name, t(`menu.levels.${name}`)]);
  body.append(optionGroup(t("menu.difficulty"), "level", draft.level, levels));
  parts.push(body);
  const actions = build("div", "menu-section new-game-actions");
  actions.append(
    build("p", "note", t("menu.confirmNewGame")),
    actionButton(t("menu.confirm"), "startNewGame", {}, "primary"),
    actionButton(t("menu.cancel"), "cancelNewGame"),
  );
  parts.push(actions);
  return parts;
}
