// The settings section of the menu (speed, four-colour deck, automatic play
// of a forced card, sounds, the Deal button, full screen), and what the
// settings change on the page: the deck's colours and the Deal button.

import { SPEEDS, SWITCHES } from "../settings.js";
import { actionButton, choiceGroup } from "./dialog.js";
import { build, setHidden } from "./dom.js";

/** One setting: its name and a row of buttons, the chosen one pressed. */
function settingRow(label, setting, current, choices, action = "setSetting") {
  return choiceGroup({ label, key: "setting", name: setting, current, choices, action, className: "option setting" });
}

export function settingsSection(state, i18n) {
  const { t } = i18n;
  const settings = state.settings;
  const section = build("section", "menu-section settings");
  section.append(build("h3", "", t("settings.title")));
  const speeds = SPEEDS.map((speed) => [speed, t(`settings.speeds.${speed}`)]);
  section.append(settingRow(t("settings.speed"), "speed", settings.speed, speeds));
  const onOff = [
    ["on", t("newGame.on")],
    ["off", t("newGame.off")],
  ];
  for (const name of SWITCHES) {
    section.append(settingRow(t(`settings.${name}`), name, settings[name] ? "on" : "off", onOff));
  }
  // Full screen only where the browser offers it.
  if (document.fullscreenEnabled) {
    const full = Boolean(document.fullscreenElement) ? "on" : "off";
    section.append(settingRow(t("menu.fullscreen"), "fullscreen", full, onOff, "fullscreen"));
  }
  return section;
}

/** The deck's colours and the Deal button that starts a waiting deal. */
export function renderSettingMarks(root, state, i18n) {
  const deck = state.settings.fourColour ? "four" : "two";
  if (root.dataset.deck !== deck) root.dataset.deck = deck;
  let button = root.querySelector("#deal-button");
  if (!button) {
    // The one button while the hand waits: large, where the thumb rests, over nothing.
    button = actionButton("", "deal", {}, "primary big deal-button");
    button.id = "deal-button";
    root.querySelector("#actions").append(button);
  }
  setHidden(button, !(state.engine.dealPending && state.view));
  if (button.textContent !== i18n.t("actions.deal")) button.textContent = i18n.t("actions.deal");
}
