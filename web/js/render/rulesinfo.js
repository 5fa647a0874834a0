// The rules-in-force dialog: each house rule of the game on the table.

import { optionsFromRules } from "../options.js";
import { actionButton, dialogHeader } from "./dialog.js";
import { build } from "./dom.js";
import { houseRuleSwitches } from "./newgame.js";

/** @typedef {import("../state.js").State} State */
/** @typedef {ReturnType<typeof import("../i18n.js").createI18n>} I18n */

/**
 * The rules-in-force dialog's content.
 * @param {State} state
 * @param {I18n} i18n
 */
export function rulesInfoContent(state, i18n) {
  const { t } = i18n;
  const info = state.info;
  const parts = [dialogHeader(t("rulesInfo.title"), i18n, "rules-info-title")];
  if (!info) return parts; // a table is drawn with the engine's info (saved-view.js keeps it beside the view)
  const o = optionsFromRules(state.view?.rules, info);
  const body = build("section", "menu-section");
  const list = build("dl", "rules-list");
  for (const { label, value, choices } of houseRuleSwitches(o, t, info)) {
    const chosen = choices.find(([choice]) => choice === value);
    list.append(build("dt", "", label), build("dd", "", chosen?.[1] ?? value));
  }
  body.append(list, build("p", "note", t("rulesInfo.tiesNote")));
  const links = build("div", "choice-row wrap");
  links.append(
    actionButton(t("menu.pages.variants"), "read", { page: "variants" }, "link-button"),
    actionButton(t("menu.pages.rules"), "read", { page: "rules" }, "link-button"),
  );
  body.append(links);
  parts.push(body);
  return parts;
}
