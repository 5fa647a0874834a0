// The collected-cards dialog: for each seat, its exposed cards and the
// point cards it has taken this hand.

import { cardName } from "../cards.js";
import { cardChip } from "./card.js";
import { dialogHeader } from "./dialog.js";
import { build } from "./dom.js";

/** @typedef {import("../state.js").State} State */
/** @typedef {ReturnType<typeof import("../i18n.js").createI18n>} I18n */

/**
 * The collected-cards dialog's content.
 * @param {State} state
 * @param {I18n} i18n
 */
export function collectedContent(state, i18n) {
  const { t, score } = i18n;
  const parts = [dialogHeader(t("collected.title"), i18n, "collected-title")];
  const list = build("div", "collected-list");
  for (const seat of state.view?.seats ?? []) {
    const block = build("section", "collected-seat");
    const head = build("h3", "");
    head.append(build("span", "", t(`seats.${seat.seat}`)), build("span", `collected-score${seat.score.hand < 0 ? " negative" : ""}`, score(seat.score.hand)));
    block.append(head);
    /** @type {[string, string[]][]} */
    const rows = [
      [t("collected.exposed"), seat.exposed],
      [t("collected.collected"), seat.score.cards],
    ];
    for (const [label, cards] of rows) {
      const row = build("p", "collected-row");
      row.append(build("span", "collected-label", label));
      const chips = build("span", "chips");
      if (cards.length) chips.append(...cards.map((card) => cardChip(card, cardName(card, t))));
      else chips.append(build("span", "none", t("collected.none")));
      row.append(chips);
      block.append(row);
    }
    list.append(block);
  }
  parts.push(list);
  return parts;
}
