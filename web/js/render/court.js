// The court cards' figures: a king, a queen and a jack drawn for this page as
// small vector pictures, double-ended like a printed deck (the top half, and
// the same half turned about the card's centre). They are sharp at every size
// and weigh a few hundred bytes each. Their colours come from CSS: the ink is
// the card's own colour (currentColor, so the four-colour deck colours them
// too), the gold, skin and paper are custom properties (main.css, .figure).

// Each rank's half figure, in a box 50 wide and 40 high: the picture is 50 by 90,
// the half at its top and again turned about its centre, a band of 10 between.
// Classes: i ink, g gold, s skin; no class: a line in ink.
const BODY = `<path class="i" d="M4 40C5 31 10 28 16 27H34C40 28 45 31 46 40Z"/><path class="g" d="M16 27L25 36L34 27H30L25 32L20 27Z"/><path class="g" d="M24.1 35.5H25.9V40H24.1Z"/><path class="s" d="M22 21H28V28H22Z"/>`;
const FACE = `<ellipse class="s" cx="25" cy="17" rx="6.5" ry="7.5"/><circle class="i" cx="22.6" cy="16.2" r=".85"/><circle class="i" cx="27.4" cy="16.2" r=".85"/><path d="M23.4 21.4Q25 22.4 26.6 21.4"/>`;
const HALVES = {
  K:
    BODY +
    FACE +
    `<path class="i" d="M19.6 21C20.2 26.5 22.6 28.6 25 28.6S29.8 26.5 30.4 21C29 23.6 21 23.6 19.6 21Z"/>` +
    `<path class="g" d="M17.6 11.5L17 3L20.6 7L25 1.6L29.4 7L33 3L32.4 11.5Z"/>` +
    `<path d="M41.5 39V9" stroke-width="1.4"/><path class="g" d="M38 11.5H45L41.5 6Z"/>`,
  Q:
    `<path class="i" d="M17.5 15C16 24 15 31 12 35L20 31C18.5 25 19 19 20 14ZM32.5 15C34 24 35 31 38 35L30 31C31.5 25 31 19 30 14Z"/>` +
    BODY +
    FACE +
    `<path class="i" d="M18.6 15.5C18.4 8.6 31.6 8.6 31.4 15.5C29 12 21 12 18.6 15.5Z"/>` +
    `<path class="g" d="M19.4 10.6L18.8 5.4L22 7.6L25 4.2L28 7.6L31.2 5.4L30.6 10.6Z"/><circle class="g" cx="25" cy="3.6" r="1.3"/>` +
    `<path d="M41 38V21"/><circle class="g" cx="41" cy="19" r="2.8"/><circle class="i" cx="41" cy="19" r="1"/>`,
  J:
    BODY +
    FACE +
    `<path class="i" d="M18.6 15L18.2 21.5L20.2 18ZM31.4 15L31.8 21.5L29.8 18Z"/>` +
    `<path class="g" d="M16.5 12.5C16.5 4.5 33.5 4.5 33.5 12.5Z"/><path class="i" d="M14.5 12H35.5L34.5 14.6H15.5Z"/>` +
    `<path class="i" d="M33 8.5C37 4 42 2.6 46 4.6C41.5 5.4 37.5 8 34.5 11.5Z"/>` +
    `<path d="M42 39V15" stroke-width="1.4"/><path class="g" d="M42 8L45 15H39Z"/>`,
};

/**
 * The figure of a court card: a span (class "figure") holding its picture, hidden from
 * the screen reader (the card's name is its label).
 * @param {"J" | "Q" | "K"} rank
 * @param {string} symbol  the suit's symbol (♠ ♥ ♦ ♣), drawn beside the figure
 * @returns {HTMLElement}
 */
export function courtFigure(rank, symbol) {
  // card.js builds each card's face once and copies it: no cache of figures here.
  const half = `${HALVES[rank]}<text class="i" x="8" y="13" font-size="10" text-anchor="middle">${symbol}</text>`;
  const template = document.createElement("template");
  template.innerHTML =
    `<span class="figure figure-${rank}" aria-hidden="true"><svg viewBox="0 0 50 90" focusable="false">` +
    `<rect class="p" x=".6" y=".6" width="48.8" height="88.8" rx="2.4"/>` +
    `<g>${half}</g><g transform="rotate(180 25 45)">${half}</g><path d="M3 45H47"/></svg></span>`;
  return /** @type {HTMLElement} */ (template.content.firstElementChild);
}
