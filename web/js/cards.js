// Card codes as the engine writes them: rank then suit, e.g. "QS", "TH", "2C".
// This module only reads codes; which cards may be played is the engine's business.

/** @type {Record<string, string>} */
const SYMBOLS = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
const RANK_ORDER = "23456789TJQKA";

// The three special cards, which have callouts (with ♥A, the four cards that may be exposed).
export const PIG = "QS";
export const GOAT = "JD";
export const TRANSFORMER = "TC";
/** @type {Partial<Record<string, "pig" | "goat" | "transformer">>} */
export const SPECIAL = { [PIG]: "pig", [GOAT]: "goat", [TRANSFORMER]: "transformer" };

/**
 * A card code taken apart.
 * @typedef {{code: string, rank: string, face: string, suit: string, symbol: string, red: boolean}} Card
 */

/**
 * Splits a code: parseCard("TH") -> {code: "TH", rank: "T", face: "10", suit: "H", symbol: "♥", red: true}.
 * @param {string} code
 * @returns {Card}
 */
export function parseCard(code) {
  const suit = code.slice(-1);
  let rank = code.slice(0, -1);
  if (rank === "10") rank = "T";
  if (!SYMBOLS[suit] || !RANK_ORDER.includes(rank) || rank.length !== 1) {
    throw new Error(`Not a card code: ${code}`);
  }
  return {
    code,
    rank,
    face: rank === "T" ? "10" : rank,
    suit,
    symbol: SYMBOLS[suit],
    red: suit === "H" || suit === "D",
  };
}

/**
 * Short form for lists and chips: "♠Q", "♣10".
 * @param {string} code
 */
export function shortName(code) {
  const card = parseCard(code);
  return `${card.symbol}${card.face}`;
}

/**
 * The card's name in the current language: cardName("QS", t) -> "Queen of spades".
 * @param {string} code
 * @param {import("./i18n.js").T} t
 */
export function cardName(code, t) {
  const card = parseCard(code);
  return t("cardName", { rank: t(`ranks.${card.rank}`), suit: t(`suitNames.${card.suit}`) });
}
