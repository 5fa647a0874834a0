// The engine's own views (tests/js/fixtures/views.json, written by scripts/js_fixtures.py
// from gongzhu.webapi.handle): the page's tests start from these, so that they test the
// page against the view pageview.py really sends. Each call gives a fresh copy.
import { readFileSync } from "node:fs";

const VIEWS = JSON.parse(readFileSync(new URL("./fixtures/views.json", import.meta.url), "utf-8"));

/** @param {"expose"|"play"|"hand-over"|"game-over"|"card"} name a view (or, for "card", {before, changes, after}) */
export function engineView(name) {
  if (!(name in VIEWS)) throw new Error(`no engine view "${name}" in tests/js/fixtures/views.json`);
  return structuredClone(VIEWS[name]);
}

/** The views of every phase the page draws. */
export const PHASE_VIEWS = ["expose", "play", "hand-over", "game-over"];
