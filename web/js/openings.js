// First tables for a first visit: the build (scripts/build.py) deals a few game codes
// with the engine itself, under CPython, and bundles their first views into page.js.
// A first visit draws one of them at once, before Python is ready, and starts that
// very game code once it is (boot.js): the table the engine then sends is the same.

// @ts-ignore: the build writes this file (not there to check), and the checker's module es2022 has no import attributes
import built from "../build/openings.json" with { type: "json" };

/** @typedef {import("./types/engine").View} View */
/** @typedef {import("./types/engine").Info} Info */
/** @typedef {{code: string, view: View, info: Info}} Opening */
/** @typedef {{info: Info, openings: {code: string, view: View}[], package: string}} Openings the file scripts/build.py writes */

/**
 * One of the first tables, at random, as {code, view, info}; null when the game the
 * page will start is not one of them (its level is not the one they were dealt at).
 * @param {string | null | undefined} level
 * @returns {Opening | null}
 */
export function pickOpening(level) {
  const { info, openings } = /** @type {Openings} */ (built);
  if (!openings.length || (level ?? info.default_level) !== info.default_level) return null;
  const { code, view } = openings[Math.floor(Math.random() * openings.length)];
  return { code, view, info };
}
