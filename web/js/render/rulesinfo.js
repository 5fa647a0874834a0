// The rules-in-force dialog: each house rule of the game on the table.

import { optionsFromRules } from "../options.js";
import { actionButton, dialogHeader } from "./dialog.js";
import { build } from "./dom.js";
import { houseRuleSwitches } from "./newgame.js";

export function rulesInfoContent(state, i18n) {
  const { t } = i18n;
  const info = state.info;
  const o = optionsFromRules(state.view?.rules, info);
  const parts = [dialogHeader(t("rulesInfo.title"), i18n, "rules-info-title")];
  const body = build("section", "menu-section");
  const list = build("dl", "rules-list");
  for (const { label, value, choices } of houseRuleSwitches(o, t, info)) {
    const chosen = choices.find(([choice]) => choice === value);
    list.append(build("dt", "", label), build("dd", "", chosen[1]));
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
