// The play hint's "Why?": what the engine's trial deals made of each legal card, as the
// hint itself priced them (the engine's reply's `prices`). One row a class of cards that
// are alike, the hinted one first and marked, then best first; a price's noise is shown
// where it is large enough to matter. Nothing here prices a card.

import { cardName, shortName } from "../cards.js";
import { cardChip } from "./card.js";
import { dialogHeader } from "./dialog.js";
import { build } from "./dom.js";

/** @typedef {import("../state.js").State} State */
/** @typedef {ReturnType<typeof import("../i18n.js").createI18n>} I18n */
/** @typedef {import("../types/engine").Hint} Hint */
/** @typedef {{cards: string[], value: number, noise: number, hinted: boolean}} Row one choice priced */

/** Noise (points) from which a price shows it: below, the order of the rows says enough. */
export const SHOWN_NOISE = 5;

/**
 * The hint's cards priced, the hinted one first: its cards, mean result, noise.
 * @param {Hint | null} hint
 * @returns {Row[]}
 */
export function hintRows(hint) {
  return (hint?.prices ?? []).map((price, i) => ({ ...price, hinted: i === 0 }));
}

/**
 * Whether the hint has prices to show behind its "Why?" (a play with two choices or more).
 * @param {Hint | null} hint
 */
export function hintHasWhy(hint) {
  return hintRows(hint).length > 1;
}

/**
 * One row's cards, as chips named for the screen reader.
 * @param {string[]} cards
 * @param {I18n} i18n
 */
function rowCards(cards, i18n) {
  const cell = build("th", "why-cards");
  cell.scope = "row";
  for (const card of cards) cell.append(cardChip(card, cardName(card, i18n.t)));
  return cell;
}

/**
 * The price of a row: its mean result, with ± its noise where that is large.
 * @param {Row} row
 * @param {I18n} i18n
 */
function rowValue(row, i18n) {
  const cell = build("td", "why-value", i18n.average(row.value));
  if (row.noise >= SHOWN_NOISE) cell.append(" ", build("span", "why-noise", i18n.t("hintWhy.noise", { noise: i18n.average(row.noise).replace("+", "") })));
  return cell;
}

/**
 * A play reason's numbers in words: the next best card, a suit, chances as percentages, points.
 * @param {Hint | null} hint
 * @param {I18n} i18n
 * @returns {import("../i18n.js").TextParams}
 */
function reasonParams(hint, i18n) {
  const params = hint?.params;
  if (!params) return {};
  return {
    card: shortName(params.card),
    suit: params.suit === undefined ? undefined : i18n.t(`suitNames.${params.suit}`),
    chance: params.chance === undefined ? undefined : i18n.percent(params.chance),
    other: params.other === undefined ? undefined : i18n.percent(params.other),
    points: params.points === undefined ? undefined : i18n.average(params.points),
  };
}

/**
 * The hint's reason in words, with its numbers.
 * @param {Hint | null} hint
 * @param {I18n} i18n
 */
export function hintReason(hint, i18n) {
  const reason = hint?.reason;
  return reason && i18n.has(`hint.reasons.${reason}`) ? i18n.t(`hint.reasons.${reason}`, reasonParams(hint, i18n)) : i18n.t("hint.generic");
}

/**
 * The "Why?" dialog's content: the reason, then a table of the choices priced.
 * @param {State} state
 * @param {I18n} i18n
 */
export function hintWhyContent(state, i18n) {
  const { t } = i18n;
  const hint = state.choice.hint;
  const body = build("div", "menu-section hint-why-body");
  body.append(build("p", "why-reason", t("hint.shown", { reason: hintReason(hint, i18n) })));
  const table = build("table", "why-table");
  table.append(build("caption", "", t("hintWhy.caption")));
  const head = build("tr", "");
  head.append(build("th", "", t("hintWhy.card")), build("th", "", t("hintWhy.points")));
  for (const cell of head.children) /** @type {HTMLTableCellElement} */ (cell).scope = "col";
  const rows = build("tbody", "");
  for (const row of hintRows(hint)) {
    const line = build("tr", row.hinted ? "why-row hinted" : "why-row");
    const cards = rowCards(row.cards, i18n);
    if (row.hinted) cards.append(" ", build("span", "badge why-hinted", t("hintWhy.hinted")));
    line.append(cards, rowValue(row, i18n));
    rows.append(line);
  }
  const thead = build("thead", "");
  thead.append(head);
  table.append(thead, rows);
  body.append(table, build("p", "note", t("hintWhy.note")));
  return [dialogHeader(t("hintWhy.title"), i18n, "hint-why-title"), body];
}
