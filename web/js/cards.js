// Card codes as the engine writes them: rank then suit, e.g. "QS", "10H", "2C".

const SUITS = {
  S: { symbol: "\u2660", name: "spades", red: false },
  H: { symbol: "\u2665", name: "hearts", red: true },
  D: { symbol: "\u2666", name: "diamonds", red: true },
  C: { symbol: "\u2663", name: "clubs", red: false },
};

const RANK_NAMES = { J: "jack", Q: "queen", K: "king", A: "ace", T: "10" };

/** Splits a code into its parts: parseCard("10H") -> {rank: "10", suit: "H", ...}. */
export function parseCard(code) {
  const suit = code.slice(-1);
  const rank = code.slice(0, -1) === "T" ? "10" : code.slice(0, -1);
  const info = SUITS[suit];
  if (!info || !rank) throw new Error(`Not a card code: ${code}`);
  return { code, rank, suit, symbol: info.symbol, red: info.red, suitName: info.name };
}

/** Words for screen readers: cardName("QS") -> "queen of spades". */
export function cardName(code) {
  const card = parseCard(code);
  return `${RANK_NAMES[card.rank] ?? card.rank} of ${card.suitName}`;
}
