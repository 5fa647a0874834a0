// The keyboard shortcuts dialog (menu, or the "?" key): each key input.js
// knows, with what it does.

import { dialogHeader } from "./dialog.js";
import { build } from "./dom.js";

/**
 * [keys, text key]: the keys are drawn as key caps; Enter and Space by their names in the language.
 * @type {[string[], string][]}
 */
export const SHORTCUTS = [
  [["←", "→"], "help.arrows"],
  [["Enter", "Space"], "help.choose"],
  [["Enter"], "help.play"],
  [["H"], "help.hint"],
  [["F"], "help.fastForward"],
  [["N"], "help.next"],
  [["?"], "help.help"],
  [["Esc"], "help.close"],
];

/** @type {Record<string, string>} */
const NAMED = { Enter: "help.keys.enter", Space: "help.keys.space" };

/** @typedef {import("../state.js").State} State */
/** @typedef {ReturnType<typeof import("../i18n.js").createI18n>} I18n */

/**
 * The keyboard shortcuts dialog's content.
 * @param {State} state
 * @param {I18n} i18n
 */
export function helpContent(state, i18n) {
  const { t } = i18n;
  const parts = [dialogHeader(t("help.title"), i18n, "help-title")];
  const body = build("section", "menu-section");
  const list = build("dl", "rules-list shortcuts");
  for (const [keys, text] of SHORTCUTS) {
    const caps = build("dt", "keys");
    keys.forEach((key, index) => {
      if (index) caps.append(" ");
      caps.append(build("kbd", "", NAMED[key] ? t(NAMED[key]) : key));
    });
    list.append(caps, build("dd", "", t(text)));
  }
  body.append(list);
  parts.push(body);
  return parts;
}
