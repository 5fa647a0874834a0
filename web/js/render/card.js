// A card face drawn in HTML and CSS: rank and suit in the corner, a large suit (or
// court letter) in the middle. Used for South's hand, the trick and the
// little cards beside the seats.

import { parseCard, shortName } from "../cards.js";

// Each card's face, parsed once; every card drawn gets a copy (no HTML parsing for a card played).
const faces = new Map();

/** The face of `card` (parseCard's): a picture, its letters CSS content (data-t), not text. */
function faceOf(card) {
  let face = faces.get(card.code);
  if (!face) {
    face = document.createElement("span");
    face.className = "face";
    face.setAttribute("aria-hidden", "true");
    // The card's accessible name is its label alone ("Queen of spades").
    face.innerHTML =
      `<span class="corner"><span class="rank" data-t="${card.face}"></span><span class="suit" data-t="${card.symbol}"></span></span>` +
      `<span class="pip" data-t="${"JQK".includes(card.rank) ? card.face : card.symbol}"></span>` +
      `<span class="corner corner-end"><span class="rank" data-t="${card.face}"></span><span class="suit" data-t="${card.symbol}"></span></span>`;
    faces.set(card.code, face);
  }
  return face.cloneNode(true);
}

/** Fills `element` with the face of `code` and marks it with data-card. */
export function drawFace(element, code) {
  const card = parseCard(code);
  element.dataset.card = code;
  element.classList.add("card", `suit-${card.suit}`);
  element.classList.toggle("red", card.red);
  element.classList.toggle("court", "JQK".includes(card.rank));
  element.replaceChildren(faceOf(card));
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
