// The reading dialog: one of the text pages of web/content/ (rules,
// background, strategy, FAQ, variants), fetched by main.js.

import { dialogHeader } from "./dialog.js";
import { build } from "./dom.js";

/** @typedef {import("../state.js").State} State */
/** @typedef {ReturnType<typeof import("../i18n.js").createI18n>} I18n */

/**
 * The reading dialog's content: the page, a spinner while it comes, or the words for a failure.
 * @param {State} state
 * @param {I18n} i18n
 */
export function readerContent(state, i18n) {
  const { t } = i18n;
  const reader = state.reader;
  if (!reader) return []; // drawn only with a page asked for (panels.js)
  const parts = [dialogHeader(t(`menu.pages.${reader.page}`), i18n, "reader-title")];
  const body = build("div", "reader-body");
  // It scrolls: the keyboard reaches it (Tab, then the arrow keys).
  body.tabIndex = 0;
  body.setAttribute("role", "region");
  body.setAttribute("aria-labelledby", "reader-title");
  if (reader.html !== null) body.innerHTML = reader.html; // our own text pages from web/content/
  else if (reader.failed) body.append(build("p", "", t("menu.readingFailed")));
  else body.append(build("p", "spinner", ""));
  parts.push(body);
  return parts;
}
