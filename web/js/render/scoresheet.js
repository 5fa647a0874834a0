// The score sheet: every finished hand of this game, one row each, with each
// player's hand score and running total, and the marks the engine reports:
// the transformer's multiplier, all hearts, out. From view.history.

import { actionButton, dialogHeader } from "./dialog.js";
import { SEATS, build } from "./dom.js";

/** @typedef {import("../state.js").State} State */
/** @typedef {ReturnType<typeof import("../i18n.js").createI18n>} I18n */
/** @typedef {import("../types/engine").PastHand} PastHand */

/**
 * One seat's cell of one hand: its hand score, running total and marks.
 * @param {PastHand} entry
 * @param {I18n} i18n
 */
function cell(entry, i18n) {
  const { t, score } = i18n;
  // Each number in its own sign's colour: a hand's +120 stays plain under a negative total.
  const td = build("td");
  td.append(build("span", `sheet-hand${entry.hand < 0 ? " negative" : ""}`, score(entry.hand)));
  td.append(build("span", `sheet-total${entry.total < 0 ? " negative" : ""}`, score(entry.total)));
  /** @type {[string, string][]} */
  const marks = [];
  if (entry.transformer_factor > 1) marks.push(["times", t("scoreSheet.times", { n: entry.transformer_factor })]);
  if (entry.all_hearts) marks.push(["all-hearts", t("summary.marks.allHearts")]);
  if (entry.out) marks.push(["out", t("gameOver.out")]);
  for (const [kind, text] of marks) {
    const badge = build("span", `mark-badge mark-${kind}`, text);
    badge.dataset.mark = kind;
    td.append(badge);
  }
  return td;
}

/**
 * The score sheet dialog's content.
 * @param {State} state
 * @param {I18n} i18n
 */
export function scoreSheetContent(state, i18n) {
  const { t } = i18n;
  const history = state.view?.history ?? [];
  const parts = [dialogHeader(t("scoreSheet.title"), i18n, "score-sheet-title")];
  const body = build("div", "menu-section score-sheet-body");
  if (!history.length) {
    body.append(build("p", "note", t("scoreSheet.none")));
    parts.push(body);
    return parts;
  }
  const table = build("table", "score-sheet");
  const caption = build("caption", "note", t("scoreSheet.caption"));
  const head = build("tr");
  const corner = build("th", "", t("scoreSheet.hand"));
  corner.scope = "col";
  head.append(corner);
  for (const seat of SEATS) {
    const th = build("th", "", t(`seats.${seat}`));
    th.scope = "col";
    head.append(th);
  }
  const thead = build("thead");
  thead.append(head);
  const tbody = build("tbody");
  history.forEach((line, index) => {
    const row = build("tr");
    row.dataset.hand = String(index + 1);
    const th = build("th", "", String(index + 1));
    th.scope = "row";
    const review = actionButton(t("review.short"), "review-hand", { hand: String(index + 1) }, "sheet-review");
    review.setAttribute("aria-label", t("review.hand", { n: index + 1 }));
    // The deal again as a practice hand, or Hard in South's seat on it (practice.js).
    // A mark, not a word: the hand's column stays narrow on phones; its name says it all.
    const replay = actionButton("↻", "replay-deal", { hand: String(index + 1) }, "sheet-review sheet-replay");
    replay.setAttribute("aria-label", t("practice.hand", { n: index + 1 }));
    replay.title = t("practice.hand", { n: index + 1 });
    th.append(review, replay);
    row.append(th, ...line.map((entry) => cell(entry, i18n)));
    tbody.append(row);
  });
  table.append(caption, thead, tbody);
  const scroll = build("div", "score-sheet-scroll");
  scroll.append(table);
  body.append(scroll);
  parts.push(body);
  return parts;
}
