// First tables for a first visit: the build (scripts/build.py) deals a few game codes
// with the engine itself, under CPython, and bundles their first views into page.js.
// A first visit draws one of them at once, before Python is ready, and starts that
// very game code once it is (boot.js): the table the engine then sends is the same.

import built from "../build/openings.json" with { type: "json" };

/**
 * One of the first tables, at random, as {code, view, info}; null when the game the
 * page will start is not one of them (its level is not the one they were dealt at).
 */
export function pickOpening(level) {
  const { info, openings } = built;
  if (!openings.length || (level ?? info.default_level) !== info.default_level) return null;
  const { code, view } = openings[Math.floor(Math.random() * openings.length)];
  return { code, view, info };
}
