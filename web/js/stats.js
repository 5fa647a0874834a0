// The player's statistics, kept across visits in gongzhu.stats.v1 (storage.js):
//   games, wins    games finished, and of those won ("Victory": view.outcome.victory)
//   hands, points  hands finished and the sum of South's hand scores in them
//   best, worst    South's highest and lowest hand score (null before the first hand)
//   streak         games won in a row, up to the last finished game; longest: the most ever
//   current        {code, hands, over}: the game on the table, how many of its hands
//                  are counted and whether its end is
//   earlier        the same for the last games left before it (a game set aside and
//                  brought back, another tab's game), newest first; absent when none
//   versus         {hands, diff}: the hands compared with Hard in South's seat on the
//                  same deal (practice.js), and the sum of South's result minus Hard's;
//                  absent when none (older records read as before)
// Everything comes from the engine's view: the compact per-hand history
// (view.history) and the game's outcome. Recording a view is idempotent: a
// hand counts when the history grows past `current.hands`, a game when its
// game-over view meets `current.over` false, so a reload (at game over or in
// the middle of a hand) counts nothing twice and loses nothing. A game starts
// anew (even the same code, replayed) when its history is empty.
// A record that cannot be read, or does not add up, is reset and the player is told.
// The watcher adds each view to the record as stored now, not to a copy read at
// the start: what another tab or an earlier game counted stays counted.

import { setStats } from "./state.js";

/** @typedef {import("./types/engine").View} View */
/** @typedef {import("./state.js").State} State */
/** @typedef {{code: string, hands: number, over: boolean}} CountedGame a game: its code, its hands counted, whether its end is */
/**
 * The player's statistics, as above.
 * @typedef {object} Stats
 * @property {number} games
 * @property {number} wins
 * @property {number} hands
 * @property {number} points
 * @property {number | null} best
 * @property {number | null} worst
 * @property {number} streak
 * @property {number} longest
 * @property {CountedGame | null} current
 * @property {CountedGame[]} [earlier]
 * @property {{hands: number, diff: number}} [versus]
 */

/** @type {Readonly<Stats>} */
export const EMPTY_STATS = Object.freeze({
  games: 0,
  wins: 0,
  hands: 0,
  points: 0,
  best: null,
  worst: null,
  streak: 0,
  longest: 0,
  current: null,
});

// A stored record longer than this is not ours.
const MAX_TEXT = 2000;
const MAX_CODE = 64;
const MAX_EARLIER = 8;

/** @type {(value: unknown) => value is number} */
const count = (value) => Number.isSafeInteger(value) && /** @type {number} */ (value) >= 0;
/** @type {(value: unknown) => value is number} */
const score = (value) => Number.isSafeInteger(value);

/**
 * @param {unknown} current
 * @returns {current is CountedGame | null}
 */
function validCurrent(current) {
  if (current === null) return true;
  if (!current || typeof current !== "object" || Array.isArray(current)) return false;
  const { code, hands, over } = /** @type {Record<string, unknown>} */ (current);
  return typeof code === "string" && code.length > 0 && code.length <= MAX_CODE && count(hands) && typeof over === "boolean";
}

/**
 * Whether a parsed record has every field, of its type, and adds up.
 * @param {unknown} stats
 * @returns {stats is Stats}
 */
function valid(stats) {
  if (!stats || typeof stats !== "object" || Array.isArray(stats)) return false;
  const record = /** @type {Record<string, unknown>} */ (stats);
  const { games, wins, hands, points, best, worst, streak, longest, current } = record;
  if (!(count(games) && count(wins) && count(hands) && count(streak) && count(longest)) || !score(points)) return false;
  if (wins > games || streak > wins || longest > wins || streak > longest) return false;
  const bounds = hands === 0 ? best === null && worst === null && points === 0 : score(best) && score(worst) && worst <= best;
  return bounds && validCurrent(current) && validEarlier(record.earlier) && validVersus(record.versus);
}

/** @param {unknown} versus */
function validVersus(versus) {
  if (versus === undefined) return true;
  if (!versus || typeof versus !== "object") return false;
  const { hands, diff } = /** @type {Record<string, unknown>} */ (versus);
  return count(hands) && hands > 0 && score(diff);
}

/** @param {unknown} earlier */
function validEarlier(earlier) {
  if (earlier === undefined) return true;
  return Array.isArray(earlier) && earlier.length <= MAX_EARLIER && earlier.every((game) => game !== null && validCurrent(game));
}

/** @type {(game: CountedGame) => CountedGame} */
const copyGame = (game) => ({ code: game.code, hands: game.hands, over: game.over });

/**
 * The statistics stored as `text` (null: nothing stored): {stats, corrupt}.
 * readStats(null).stats.games -> 0; readStats("{").corrupt -> true
 * @param {unknown} text
 * @returns {{stats: Stats, corrupt: boolean}}
 */
export function readStats(text) {
  if (text === null || text === undefined) return { stats: { ...EMPTY_STATS }, corrupt: false };
  if (typeof text !== "string" || text.length > MAX_TEXT) return { stats: { ...EMPTY_STATS }, corrupt: true };
  /** @type {unknown} */
  let stored;
  try {
    stored = JSON.parse(text);
  } catch {
    return { stats: { ...EMPTY_STATS }, corrupt: true };
  }
  if (!valid(stored)) return { stats: { ...EMPTY_STATS }, corrupt: true };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const name of Object.keys(EMPTY_STATS)) fields[name] = /** @type {Record<string, unknown>} */ (stored)[name];
  const stats = /** @type {Stats} */ (fields);
  stats.current = stats.current && copyGame(stats.current);
  if (stored.earlier?.length) stats.earlier = stored.earlier.map(copyGame);
  if (stored.versus) stats.versus = { hands: stored.versus.hands, diff: stored.versus.diff };
  return { stats, corrupt: false };
}

/**
 * South's line in each finished hand of `view` (the history lists the seats in view.seats' order).
 * @param {View} view
 * @returns {number[]}
 */
function southHands(view) {
  const index = view.seats.findIndex((seat) => seat.seat === view.seat);
  return view.history.map((line) => line[index].hand);
}

/**
 * The statistics after the engine sent `view`: the same object when nothing
 * new is in it (no hand or game finished since the last call).
 * @param {Stats} stats
 * @param {View | null} view
 * @returns {Stats}
 */
export function recordView(stats, view) {
  if (!view || !Array.isArray(view.history) || typeof view.code !== "string") return stats;
  const hands = southHands(view);
  const code = view.code.slice(0, MAX_CODE);
  const games = [stats.current, ...(stats.earlier ?? [])].filter((game) => !!game);
  const known = games.find((game) => game.code === code);
  const current = known && hands.length > 0 ? known : { code, hands: 0, over: false };
  const over = view.phase === "game-over" && Boolean(view.outcome);
  const next = { ...stats, current: { ...current } };
  const earlier = games.filter((game) => game.code !== code).slice(0, MAX_EARLIER);
  if (earlier.length) next.earlier = earlier;
  for (const hand of hands.slice(current.hands)) {
    next.hands += 1;
    next.points += hand;
    next.best = next.best === null ? hand : Math.max(next.best, hand);
    next.worst = next.worst === null ? hand : Math.min(next.worst, hand);
  }
  next.current.hands = Math.max(current.hands, hands.length);
  if (over && !current.over) {
    next.games += 1;
    next.current.over = true;
    if (view.outcome?.victory) {
      next.wins += 1;
      next.streak += 1;
      next.longest = Math.max(next.longest, next.streak);
    } else {
      next.streak = 0;
    }
  }
  return JSON.stringify(next) === JSON.stringify(stats) ? stats : next;
}

/**
 * The statistics with one more hand compared with Hard in South's seat: South made `yours`, Hard `hard`.
 * @param {Stats} stats
 * @param {number} yours
 * @param {number} hard
 * @returns {Stats}
 */
export function recordComparison(stats, yours, hard) {
  const versus = stats.versus ?? { hands: 0, diff: 0 };
  return { ...stats, versus: { hands: versus.hands + 1, diff: versus.diff + (yours - hard) } };
}

/**
 * Statistics at zero; the game on the table (if any) counts only from here on.
 * @param {View | null} [view]
 * @returns {Stats}
 */
export function resetStats(view = null) {
  /** @type {Stats} */
  const stats = { ...EMPTY_STATS };
  if (view && Array.isArray(view.history) && typeof view.code === "string") {
    const over = view.phase === "game-over" && Boolean(view.outcome);
    stats.current = { code: view.code.slice(0, MAX_CODE), hands: view.history.length, over };
  }
  return stats;
}

/**
 * What the panel shows: null for what cannot be said yet (no hand, no game).
 * @param {Stats} stats
 */
export function statsSummary(stats) {
  return {
    games: stats.games,
    wins: stats.wins,
    winRate: stats.games ? stats.wins / stats.games : null,
    hands: stats.hands,
    average: stats.hands ? stats.points / stats.hands : null,
    best: stats.best,
    worst: stats.worst,
    streak: stats.streak,
    longest: stats.longest,
    compared: stats.versus?.hands ?? 0,
    versusHard: stats.versus ? stats.versus.diff / stats.versus.hands : null,
  };
}

/**
 * Returns a watcher to call after every change of the state: each new view is
 * added to the statistics as `read` gives them from the storage now (else to
 * state.stats), the result kept in state.stats, and `write` stores them when they changed.
 * @param {(stats: Stats) => void} write
 * @param {() => string | null} [read]
 * @returns {(state: State) => void}
 */
export function statsWatcher(write, read = () => null) {
  /** @type {View | null} */
  let seen = null; // the last view recorded
  return (state) => {
    const view = state.view;
    if (!view || view === seen || !state.stats || state.practice) return; // a practice hand counts nothing
    seen = view;
    const stored = read(); // as stored now (another tab may have added to it); else the page's own
    const fresh = stored === null ? null : readStats(stored);
    const base = fresh && !fresh.corrupt ? fresh.stats : state.stats;
    const next = recordView(base, view);
    setStats(state, base);
    if (next === base) return;
    setStats(state, next);
    write(next);
  };
}
