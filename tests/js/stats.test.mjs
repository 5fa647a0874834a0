// The player's statistics (web/js/stats.js): recorded from the engine's views,
// idempotent across reloads, and a corrupt record reset.
import assert from "node:assert/strict";
import { test } from "node:test";

import { EMPTY_STATS, readStats, recordView, resetStats, statsSummary, statsWatcher } from "../../web/js/stats.js";

const SEATS = ["S", "E", "N", "W"];

/** A view as the engine sends it, with South's hand scores `hands` (the others' made up). */
function view({ code = "G1", hands = [], phase = "play", victory = null } = {}) {
  let total = 0;
  const history = hands.map((hand) => {
    total += hand;
    return SEATS.map((seat, index) => ({ hand: index ? -hand : hand, total, transformer_factor: 1, all_hearts: false, out: false }));
  });
  const over = victory !== null;
  return {
    code,
    seat: "S",
    seats: SEATS.map((seat) => ({ seat })),
    phase: over ? "game-over" : phase,
    history,
    outcome: over ? { victory, winner: victory ? "S" : "E", ranking: [], out: [], totals: [] } : null,
  };
}

/** The views of one game in order: after each hand, then the game-over view. */
function playGame(stats, code, hands, victory) {
  for (let n = 0; n <= hands.length; n += 1) {
    const last = n === hands.length;
    stats = recordView(stats, view({ code, hands: hands.slice(0, n), phase: n ? "hand-over" : "play", victory: last ? victory : null }));
  }
  return stats;
}

test("nothing stored: empty statistics; the summary says nothing it cannot know", () => {
  const { stats, corrupt } = readStats(null);
  assert.equal(corrupt, false);
  assert.deepEqual(stats, EMPTY_STATS);
  const summary = statsSummary(stats);
  assert.equal(summary.average, null);
  assert.equal(summary.winRate, null);
  assert.equal(summary.best, null);
});

test("hands count as they finish, with South's score: average, best, worst", () => {
  let stats = { ...EMPTY_STATS };
  stats = recordView(stats, view({ hands: [] }));
  assert.equal(stats.hands, 0);
  stats = recordView(stats, view({ hands: [-50], phase: "hand-over" }));
  stats = recordView(stats, view({ hands: [-50, 200], phase: "hand-over" }));
  stats = recordView(stats, view({ hands: [-50, 200, 0], phase: "play" }));
  const summary = statsSummary(stats);
  assert.deepEqual([summary.hands, summary.best, summary.worst, summary.average], [3, 200, -50, 50]);
  assert.equal(summary.games, 0);
});

test("South's line is found by seat, whatever the order of the seats", () => {
  const seen = view({ hands: [-100], phase: "hand-over" });
  seen.seat = "E";
  const stats = recordView({ ...EMPTY_STATS }, seen);
  assert.equal(stats.best, 100);
});

test("a view seen again (a reload) counts nothing twice and returns the same object", () => {
  let stats = recordView({ ...EMPTY_STATS }, view({ hands: [10, 20] }));
  const again = recordView(stats, view({ hands: [10, 20] }));
  assert.equal(again, stats);
  stats = recordView(stats, view({ hands: [10, 20, 30], victory: true }));
  const reloaded = readStats(JSON.stringify(stats)).stats;
  const afterReload = recordView(reloaded, view({ hands: [10, 20, 30], victory: true }));
  assert.equal(afterReload, reloaded);
  assert.deepEqual([afterReload.games, afterReload.wins, afterReload.hands], [1, 1, 3]);
});

test("a reload in the middle of a hand loses no hand: the history catches up", () => {
  let stats = recordView({ ...EMPTY_STATS }, view({ hands: [10] }));
  const stored = JSON.stringify(stats);
  // The next hand ended, but the page was closed before the statistics were written.
  stats = recordView(readStats(stored).stats, view({ hands: [10, -20, 5], phase: "play" }));
  assert.deepEqual([stats.hands, stats.points], [3, -5]);
});

test("wins come from the engine's outcome; the streak counts wins in a row", () => {
  let stats = { ...EMPTY_STATS };
  stats = playGame(stats, "A", [10, 20], true);
  stats = playGame(stats, "B", [10], true);
  assert.deepEqual([stats.games, stats.wins, stats.streak, stats.longest], [2, 2, 2, 2]);
  stats = playGame(stats, "C", [-300], false);
  assert.deepEqual([stats.games, stats.wins, stats.streak, stats.longest], [3, 2, 0, 2]);
  stats = playGame(stats, "D", [5], true);
  assert.deepEqual([stats.streak, stats.longest], [1, 2]);
  assert.equal(statsSummary(stats).winRate, 3 / 4);
});

test("the same game code played again (a replay) is a new game", () => {
  let stats = playGame({ ...EMPTY_STATS }, "SAME", [10, 20], true);
  stats = playGame(stats, "SAME", [10, 20], true);
  assert.deepEqual([stats.games, stats.hands, stats.streak], [2, 4, 2]);
});

test("a game left unfinished keeps its hands and counts no game", () => {
  let stats = recordView({ ...EMPTY_STATS }, view({ code: "LEFT", hands: [40] }));
  stats = playGame(stats, "NEXT", [-10], false);
  assert.deepEqual([stats.games, stats.hands, stats.points], [1, 2, 30]);
});

test("a reset starts from zero; the game on the table counts only from there", () => {
  let stats = playGame({ ...EMPTY_STATS }, "A", [10], true);
  stats = recordView(stats, view({ code: "B", hands: [30, 40] }));
  stats = resetStats(view({ code: "B", hands: [30, 40] }));
  assert.deepEqual([stats.games, stats.hands, stats.current], [0, 0, { code: "B", hands: 2, over: false }]);
  stats = recordView(stats, view({ code: "B", hands: [30, 40, -5], victory: false }));
  assert.deepEqual([stats.games, stats.hands, stats.points], [1, 1, -5]);
  assert.deepEqual(resetStats(null), { ...EMPTY_STATS });
});

test("a stored record reads back as it was written", () => {
  const stats = playGame({ ...EMPTY_STATS }, "A", [10, -30], true);
  const { stats: read, corrupt } = readStats(JSON.stringify(stats));
  assert.equal(corrupt, false);
  assert.deepEqual(read, stats);
});

test("a corrupt record (bad JSON, wrong types, negative counts, numbers that do not add up, huge text) is reset", () => {
  const good = playGame({ ...EMPTY_STATS }, "A", [10, -30], true);
  const bad = [
    "{not json",
    "[]",
    "42",
    '"text"',
    "null",
    JSON.stringify({ ...good, games: -1 }),
    JSON.stringify({ ...good, games: "3" }),
    JSON.stringify({ ...good, wins: 1.5 }),
    JSON.stringify({ ...good, wins: good.games + 1 }),
    JSON.stringify({ ...good, streak: 5, longest: 1 }),
    JSON.stringify({ ...good, best: null }),
    JSON.stringify({ ...good, worst: good.best + 1 }),
    JSON.stringify({ ...good, points: 1e300 }),
    JSON.stringify({ ...good, current: { code: "x".repeat(500), hands: 1, over: false } }),
    JSON.stringify({ ...good, current: { code: "A", hands: -1, over: false } }),
    JSON.stringify({ ...good, current: "A" }),
    JSON.stringify({ ...EMPTY_STATS, best: 3 }),
    JSON.stringify((({ current, ...rest }) => rest)(good)),
    JSON.stringify({ ...good, junk: "y".repeat(5000) }),
  ];
  for (const text of bad) {
    const { stats, corrupt } = readStats(text);
    assert.equal(corrupt, true, text.slice(0, 80));
    assert.deepEqual(stats, { ...EMPTY_STATS });
  }
  // "null" is JSON but not a record; nothing stored at all is not corrupt.
  assert.equal(readStats(undefined).corrupt, false);
});

test("the watcher records each new view once and writes only what changed", () => {
  const written = [];
  const watch = statsWatcher((stats) => written.push(stats));
  const state = { view: null, stats: { ...EMPTY_STATS } };
  watch(state);
  state.view = view({ hands: [] });
  watch(state);
  watch(state);
  state.view = view({ hands: [7], phase: "hand-over" });
  watch(state);
  watch(state);
  assert.equal(written.length, 2); // the new game's code, then the hand
  assert.equal(state.stats.hands, 1);
  assert.equal(written.at(-1), state.stats);
});

test("a game set aside and brought back counts each hand and its end once", () => {
  let stats = recordView({ ...EMPTY_STATS }, view({ code: "OLD", hands: [10, 20] }));
  stats = playGame(stats, "LINKED", [5], true); // a link's game, started over it
  stats = recordView(stats, view({ code: "OLD", hands: [10, 20] })); // brought back from the menu
  stats = recordView(stats, view({ code: "OLD", hands: [10, 20, 30], victory: false }));
  assert.deepEqual([stats.games, stats.wins, stats.hands, stats.points], [2, 1, 4, 65]);
  stats = recordView(stats, view({ code: "LINKED", hands: [5], victory: true })); // and the other once more
  assert.deepEqual([stats.games, stats.hands], [2, 4]);
  assert.deepEqual(readStats(JSON.stringify(stats)).stats, stats);
  // No more than a few earlier games are remembered.
  for (let n = 0; n < 20; n += 1) stats = recordView(stats, view({ code: `G${n}`, hands: [1] }));
  assert.equal(stats.earlier.length, 8);
  assert.equal(readStats(JSON.stringify({ ...stats, earlier: [...stats.earlier, stats.current] })).corrupt, true);
  assert.equal(readStats(JSON.stringify({ ...stats, earlier: [null] })).corrupt, true);
});

test("two tabs: each adds to the statistics as stored, so both finished games count, each once", () => {
  let stored = null;
  const storage = { read: () => stored, write: (stats) => (stored = JSON.stringify(stats)) };
  // Both tabs read the record at their start (nothing yet) and play different games.
  const tabs = ["A", "B"].map((code) => ({
    code,
    watch: statsWatcher(storage.write, storage.read),
    state: { view: null, stats: { ...EMPTY_STATS } },
  }));
  const show = (tab, hands, victory = null) => {
    tab.state.view = view({ code: tab.code, hands, phase: hands.length ? "hand-over" : "play", victory });
    tab.watch(tab.state);
  };
  const [a, b] = tabs;
  show(a, []);
  show(b, []);
  show(a, [10]);
  show(b, [-20]);
  show(a, [10], true);
  show(b, [-20, 5]);
  show(b, [-20, 5], false);
  show(a, [10], true); // the same view again (a reload at game over): nothing more
  const final = JSON.parse(stored);
  assert.deepEqual([final.games, final.wins, final.hands, final.points], [2, 1, 3, -5]);
  assert.deepEqual(a.state.stats, final); // what the panel shows
  // A tab whose record was dropped for room goes on with its own numbers.
  stored = null;
  show(a, [10, 40]);
  assert.equal(a.state.stats.hands, 4);
});
