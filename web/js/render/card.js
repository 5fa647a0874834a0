// A card face drawn in HTML and CSS: rank and suit in the corner, a large suit (or
// court letter) in the middle. Used for South's hand, the trick and the
// little cards beside the seats.

import { parseCard, shortName } from "../cards.js";

/** Fills `element` with the face of `code` and marks it with data-card. */
export function drawFace(element, code) {
  const card = parseCard(code);
  element.dataset.card = code;
  element.classList.add("card", `suit-${card.suit}`);
  element.classList.toggle("red", card.red);
  element.classList.toggle("court", "JQK".includes(card.rank));
  const face = document.createElement("span");
  face.className = "face";
  face.setAttribute("aria-hidden", "true");
  // The face is a picture: its letters are CSS content (data-t), not text, so
  // the card's accessible name is its label alone ("Queen of spades").
  face.innerHTML =
    `<span class="corner"><span class="rank" data-t="${card.face}"></span><span class="suit" data-t="${card.symbol}"></span></span>` +
    `<span class="pip" data-t="${"JQK".includes(card.rank) ? card.face : card.symbol}"></span>` +
    `<span class="corner corner-end"><span class="rank" data-t="${card.face}"></span><span class="suit" data-t="${card.symbol}"></span></span>`;
  element.replaceChildren(face);
  return element;
}

/** A small chip naming a card, e.g. "♠Q" in black or "♥A" in red. */
export function cardChip(code, label) {
  const card = parseCard(code);
  const chip = document.createElement("span");
  chip.className = `chip suit-${card.suit}${card.red ? " red" : ""}`;
  chip.textContent = shortName(code);
  chip.dataset.chip = code;
  if (label) {
    chip.setAttribute("role", "img");
    chip.setAttribute("aria-label", label);
  }
  return chip;
}
