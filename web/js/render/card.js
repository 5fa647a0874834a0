// A card face drawn in HTML and CSS: rank and suit in the corner, a large suit in
// the middle, or a court card's figure (court.js). Used for South's hand, the
// trick and the little cards beside the seats.

import { parseCard, shortName } from "../cards.js";
import { courtFigure } from "./court.js";

/** @typedef {ReturnType<typeof parseCard>} Card */

// Each card's face, built once; every card drawn gets a copy.
/** @type {Map<string, HTMLSpanElement>} */
const faces = new Map();

/**
 * A span with `className` showing `text` as CSS content (data-t).
 * @param {string} className
 * @param {string} [text]
 */
function letters(className, text) {
  const span = document.createElement("span");
  span.className = className;
  if (text !== undefined) span.dataset.t = text;
  return span;
}

/**
 * A corner of the face: rank over suit.
 * @param {Card} card
 * @param {string} className
 */
function corner(card, className) {
  const box = letters(className);
  box.append(letters("rank", card.face), letters("suit", card.symbol));
  return box;
}

/**
 * The face of `card` (parseCard's): a picture, its letters CSS content (data-t),
 * not text, so the card's accessible name is its label alone ("Queen of spades").
 * @param {Card} card
 * @returns {Node}
 */
function faceOf(card) {
  let face = faces.get(card.code);
  if (!face) {
    face = letters("face");
    face.setAttribute("aria-hidden", "true");
    const rank = card.rank;
    const middle = rank === "J" || rank === "Q" || rank === "K" ? courtFigure(rank, card.symbol) : letters("pip", card.symbol);
    face.append(corner(card, "corner"), middle, corner(card, "corner corner-end"));
    faces.set(card.code, face);
  }
  return face.cloneNode(true);
}

/**
 * Fills `element` with the face of `code` and marks it with data-card.
 * @template {HTMLElement} E
 * @param {E} element
 * @param {string} code
 * @returns {E}
 */
export function drawFace(element, code) {
  const card = parseCard(code);
  element.dataset.card = code;
  element.classList.add("card", `suit-${card.suit}`);
  element.classList.toggle("red", card.red);
  element.classList.toggle("court", "JQK".includes(card.rank));
  element.replaceChildren(faceOf(card));
  return element;
}

/**
 * A small chip naming a card, e.g. "♠Q" in black or "♥A" in red.
 * @param {string} code
 * @param {string} [label]
 */
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
