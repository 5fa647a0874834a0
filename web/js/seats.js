// The four seats of the page, in playing order from South: the order of the
// score boxes, the score sheet's columns and the screen reader's lists. The
// engine names them by these letters; play goes S → E → N → W → S.

/** @typedef {"S" | "E" | "N" | "W"} SeatName */

/** @type {readonly SeatName[]} */
export const SEATS = Object.freeze(["S", "E", "N", "W"]);
