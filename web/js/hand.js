// Draws a hand of cards as buttons: <button data-card="QS">.

import { parseCard, cardName } from "./cards.js";

function cardButton(code) {
  const card = parseCard(code);
  const button = document.createElement("button");
  button.type = "button";
  button.className = `card suit-${card.suit}${card.red ? " red" : ""}`;
  button.dataset.card = code;
  button.setAttribute("aria-label", cardName(code));
  const rank = document.createElement("span");
  rank.className = "rank";
  rank.textContent = card.rank;
  const suit = document.createElement("span");
  suit.className = "suit";
  suit.textContent = card.symbol;
  button.append(rank, suit);
  return button;
}

/** Replaces the content of `container` with one button per card code, in order. */
export function renderHand(container, codes) {
  container.replaceChildren(...codes.map(cardButton));
}
