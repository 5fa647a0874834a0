// Practice hands (web/js/practice.js): the record kept with the game to go back
// to, and the result of the practice hand written where it belongs.
import assert from "node:assert/strict";
import { test } from "node:test";

import { createI18n } from "../../web/js/i18n.js";
import { dailyChange, practiceOutcome, practiceOver, readPractice, southResult } from "../../web/js/practice.js";
import { comparisonLines } from "../../web/js/render/practice.js";
import { readStats, recordComparison, statsSummary, statsWatcher } from "../../web/js/stats.js";
import "./catalogues.mjs";

const SEATS = ["S", "E", "N", "W"];
const line = (south) => SEATS.map((seat, i) => ({ hand: i ? 10 : south, total: 0 }));
const view = (hands, phase = "hand-over", code = "G1") => ({ code, seat: "S", seats: SEATS.map((seat) => ({ seat })), phase, history: hands.map(line) });
const record = (change = {}) => ({ kind: "replay", code: "G1", hand: 2, day: null, back: "{}", yours: -40, again: null, hard: null, counted: false, ...change });

test("a stored record is read back; anything else is no practice hand", () => {
  assert.deepEqual(readPractice(JSON.stringify(record())), record());
  assert.equal(readPractice(null), null);
  assert.equal(readPractice("{"), null);
  assert.equal(readPractice(JSON.stringify(record({ kind: "other" }))), null);
  assert.equal(readPractice(JSON.stringify(record({ hand: 0 }))), null);
  assert.equal(readPractice(JSON.stringify(record({ yours: "x" }))), null);
});

test("South's result of a hand comes from the history; a hand not finished has none", () => {
  assert.equal(southResult(view([5, -40]), 2), -40);
  assert.equal(southResult(view([5]), 2), null);
});

test("the practice hand's end writes this time's result, Hard's, or the deal of the day's", () => {
  const over = view([5, 30]);
  assert.equal(practiceOutcome(record(), over).again, 30);
  assert.equal(practiceOutcome(record({ kind: "hard" }), over).hard, 30);
  assert.equal(practiceOutcome(record({ kind: "daily", hand: 1, yours: null }), view([-20])).yours, -20);
  // Before the end, or another game's view: nothing new.
  const before = record();
  assert.equal(practiceOutcome(before, view([5], "play")), before);
  assert.equal(practiceOutcome(before, view([5, 30], "hand-over", "OTHER")), before);
  assert.equal(practiceOver(before, over), true);
  assert.equal(practiceOver(before, view([5], "play")), false);
});

test("the statistics gain the average difference against Hard in your seat, and older records still read", () => {
  const old = readStats(JSON.stringify({ games: 1, wins: 0, hands: 2, points: -10, best: 0, worst: -10, streak: 0, longest: 0, current: null }));
  assert.equal(old.corrupt, false);
  assert.equal(statsSummary(old.stats).versusHard, null);
  let stats = recordComparison(old.stats, -40, 10);
  stats = recordComparison(stats, 20, 0);
  assert.deepEqual(stats.versus, { hands: 2, diff: -30 });
  assert.equal(statsSummary(stats).versusHard, -15);
  assert.equal(statsSummary(stats).compared, 2);
  const again = readStats(JSON.stringify(stats));
  assert.equal(again.corrupt, false);
  assert.deepEqual(again.stats.versus, { hands: 2, diff: -30 });
  assert.equal(readStats(JSON.stringify({ ...stats, versus: { hands: 0, diff: 3 } })).corrupt, true);
});

test("a practice hand counts nothing in the statistics", () => {
  const written = [];
  const watch = statsWatcher((stats) => written.push(stats));
  const state = { stats: readStats(null).stats, view: view([5, 30]), practice: record() };
  watch(state);
  assert.deepEqual(written, []);
  state.practice = null;
  state.view = { ...state.view };
  watch(state);
  assert.equal(written.length, 1);
  assert.equal(written[0].hands, 2);
});

test("the deal of the day played again is practice: the day keeps its first result, and the summary says so", () => {
  const day = { code: "DAY-2026-12-03", hand: 1, day: "2026-12-03" };
  assert.deepEqual(dailyChange(record({ ...day, kind: "daily", yours: -40 })), { you: -40 });
  assert.deepEqual(dailyChange(record({ ...day, kind: "hard", yours: -40, hard: 10 })), { hard: 10 });
  assert.equal(dailyChange(record({ ...day, kind: "replay", yours: -40, again: 60 })), null);
  assert.equal(dailyChange(record({ kind: "daily", yours: -40 })), null); // not a deal of the day
  const en = createI18n("en");
  assert.deepEqual(comparisonLines(record({ ...day, kind: "replay", yours: -40, again: 60 }), en), [
    "This time +60; your result of the day −40",
  ]);
  assert.deepEqual(comparisonLines(record({ kind: "replay", yours: -40, again: 60 }), en), ["This time +60, in your game −40"]);
  assert.match(en.t("daily.notCounted"), /first result/);
});
