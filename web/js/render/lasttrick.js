// The last-trick review: the last complete trick of this hand (its four cards,
// who played each, who took it) and, one tap further, every trick of the hand.
// The tricks come from the engine (view.tricks); nothing here knows the rules.

import { cardName } from "../cards.js";
import { cardChip, drawFace } from "./card.js";
import { actionButton, dialogHeader } from "./dialog.js";
import { build } from "./dom.js";

/** @typedef {import("../state.js").State} State */
/** @typedef {ReturnType<typeof import("../i18n.js").createI18n>} I18n */
/** @typedef {import("../types/engine").PastTrick} PastTrick */

/**
 * One trick: its cards, who played each, who took it.
 * @param {PastTrick} trick
 * @param {number} number  its place in the hand, from 1
 * @param {I18n} i18n
 */
function lastTrick(trick, number, i18n) {
  const { t } = i18n;
  const box = build("section", "last-trick");
  box.append(build("p", "last-trick-no", t("lastTrick.number", { n: number })));
  const cards = build("ol", "last-trick-cards");
  for (const { seat, card } of trick.cards) {
    const item = build("li", `last-trick-card${seat === trick.winner ? " winner" : ""}`);
    item.dataset.seat = seat;
    const face = drawFace(build("span", "review-card"), card);
    face.setAttribute("role", "img");
    face.setAttribute("aria-label", cardName(card, t));
    item.append(face, build("span", "last-trick-seat", t(`seats.${seat}`)));
    if (seat === trick.winner) item.append(build("span", "badge took", t("lastTrick.tookIt")));
    cards.append(item);
  }
  box.append(cards, build("p", "last-trick-winner", t("lastTrick.winner", { seat: trick.winner })));
  box.dataset.winner = trick.winner;
  return box;
}

/**
 * Every trick of the hand, one row each.
 * @param {PastTrick[]} tricks
 * @param {I18n} i18n
 */
function trickLog(tricks, i18n) {
  const { t } = i18n;
  const list = build("ol", "trick-log");
  tricks.forEach((trick, index) => {
    const row = build("li", "trick-log-row");
    row.dataset.trick = String(index + 1);
    row.dataset.winner = trick.winner;
    row.append(build("span", "trick-log-no", t("lastTrick.number", { n: index + 1 })));
    // Each card with who played it, in the order played: who led comes first, and is named.
    const chips = build("span", "chips");
    for (const { seat, card } of trick.cards) {
      const play = build("span", "trick-log-play");
      const chip = cardChip(card, `${t(`seats.${seat}`)}: ${cardName(card, t)}`);
      chip.dataset.seat = seat;
      chip.classList.toggle("winner", seat === trick.winner);
      const who = build("span", "trick-log-seat", t(`seats.${seat}`));
      who.setAttribute("aria-hidden", "true"); // the chip's name says it
      play.append(chip, who);
      chips.append(play);
    }
    const words = build("span", "trick-log-winner", t("lastTrick.led", { seat: trick.cards[0]?.seat }));
    words.append(" ", t("lastTrick.winner", { seat: trick.winner }));
    row.append(chips, words);
    list.append(row);
  });
  return list;
}

/**
 * The last-trick dialog's content: the last trick, or every trick of the hand.
 * @param {State} state
 * @param {I18n} i18n
 */
export function lastTrickContent(state, i18n) {
  const { t } = i18n;
  const tricks = state.view?.tricks ?? [];
  const log = state.trickLog;
  const parts = [dialogHeader(t(log ? "lastTrick.logTitle" : "lastTrick.title"), i18n, "last-trick-title")];
  const body = build("div", "menu-section last-trick-body");
  if (!tricks.length) {
    body.append(build("p", "note", t("lastTrick.none")));
  } else if (log) {
    body.append(trickLog(tricks, i18n), actionButton(t("lastTrick.showLast"), "trickLog", { show: "off" }));
  } else {
    body.append(
      lastTrick(tricks[tricks.length - 1], tricks.length, i18n),
      actionButton(t("lastTrick.showAll"), "trickLog", { show: "on" }),
    );
  }
  parts.push(body);
  return parts;
}
