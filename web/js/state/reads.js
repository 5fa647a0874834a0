// What the page's state says, read and never changed: whose turn it is for the
// page, where the game stands (pointOf), which practice hand is on the table,
// when the first-hand guide opens by itself (guideIsDue, specialsDue).
// The state's changes are in state.js and its other modules (state/).

import { GOAT, TRANSFORMER } from "../cards.js";

/** @typedef {import("../types/engine").View} View */
/** @typedef {import("../types/engine").Info} Info */
/** @typedef {import("../types/engine").SeatState} SeatState */
/** @typedef {import("../state.js").State} State */
/** @typedef {import("../state.js").Practice} Practice */

/**
 * Where the game stands: its code, hand, phase, trick and whose turn.
 * @typedef {{code: string, hand_no: number, phase: string, tricks_played: number, trick: number, turn: string | null}} Point
 */

/**
 * The engine's info (what a new game offers), for what runs only once a game is on the table: a
 * view always comes with it (the engine's reply, or saved-view.js's record beside the view).
 * @param {State} state
 * @returns {Info}
 */
export function infoOnTable(state) {
  if (!state.info) throw new Error("the engine's info is not there yet");
  return state.info;
}

/**
 * The view on the table, for what runs only once there is one (the game's actions and moves).
 * @param {State} state
 * @returns {View}
 */
export function viewOnTable(state) {
  if (!state.view) throw new Error("no game is on the table");
  return state.view;
}

/**
 * South is to decide on exposures (the computers decided at the deal); not before the tap on Deal.
 * @param {State} state
 */
export function isExposing(state) {
  return state.view?.phase === "expose" && !state.engine.dealPending;
}

/**
 * South may play now: it is South's turn (and the hand is dealt on screen).
 * @param {State} state
 */
export function isSouthsTurn(state) {
  return state.view?.phase === "play" && state.view.turn === "S" && !state.engine.dealPending && !hardInSouthsSeat(state.practice);
}

/**
 * The entry of `view.seats` for a seat letter (by default the page's own seat, `view.seat`); null when there is none.
 * @param {View | null | undefined} view
 * @param {string | undefined} [seat]
 * @returns {SeatState | null}
 */
export function seatEntry(view, seat = view?.seat) {
  return view?.seats?.find((entry) => entry.seat === seat) ?? null;
}

// What waits for the tap on Deal: nothing of the hand is decided before it.
const HAND_MOVES = ["card", "play", "expose", "skipExpose", "hint", "fastForward", "focusCard", "dropCard"];

/**
 * Whether `action` must wait: the hand is not dealt on screen yet (the Deal button setting).
 * @param {State} state
 * @param {{type: string}} action
 */
export function waitsForDeal(state, action) {
  return state.engine.dealPending && HAND_MOVES.includes(action.type);
}

/**
 * Where the game stands (null before a game): its code, hand, phase, trick and
 * whose turn. It moves on with every card, trick and hand; what belongs to one
 * point (unfinished choices, a message, work asked for while the engine starts)
 * goes when the game leaves it.
 * @param {View | null | undefined} view
 * @returns {Point | null}
 */
export function pointOf(view) {
  if (!view) return null;
  return {
    code: view.code,
    hand_no: view.hand_no,
    phase: view.phase,
    tricks_played: view.tricks_played,
    trick: view.trick.length,
    turn: view.turn,
  };
}

/**
 * Whether two points of pointOf (or a stored snapshot holding one) are the same place in the game.
 * @param {Record<string, unknown> | null} a
 * @param {Record<string, unknown> | null} b
 */
export function samePoint(a, b) {
  if (!a || !b) return a === b;
  return Object.keys(a).every((key) => a[key] === b[key]);
}

// The practice hand on the table (state.practice, practice.js): which kind it is.

/**
 * Hard plays South's seat: South's cards are the computers' too.
 * @param {Practice | null | undefined} practice
 */
export function hardInSouthsSeat(practice) {
  return practice?.kind === "hard";
}

/**
 * A finished deal played again by the player.
 * @param {Practice | null | undefined} practice
 */
export function isReplay(practice) {
  return practice?.kind === "replay";
}

/**
 * The deal of the day (daily.js).
 * @param {Practice | null | undefined} practice
 */
export function isDailyDeal(practice) {
  return practice?.kind === "daily";
}

// The first-hand guide (render/guide.js): when it opens by itself.

/**
 * A newcomer's first visit: the page came by its plain address or one naming only
 * the language (not a shared game's link, nor a page driven with ?speed= or other parameters), no saved
 * game was resumed, no hand has been played, and the guide never opened.
 * @param {State} state
 * @param {{plainAddress: boolean, resumed: boolean}} visit
 */
export function guideIsDue(state, { plainAddress, resumed }) {
  return plainAddress && !resumed && !state.settings.guideSeen && !state.stats?.hands && !state.panel;
}

/** @type {Record<string, "goat" | "transformer">} */
const SPECIAL_KINDS = { [GOAT]: "goat", [TRANSFORMER]: "transformer" };

/**
 * The goat and transformer's step is due: the first-visit guide left it for
 * later (settings.guideSpecials "due"), this is still the newcomer's first hand
 * (no hand counted, hand 1), nothing else is open, and the goat or the
 * transformer is on the table: in the trick, in a trick taken, or exposed.
 * Returns which came ("goat" or "transformer"), or null.
 * @param {State} state
 * @returns {"goat" | "transformer" | null}
 */
export function specialsDue(state) {
  const view = state.view;
  if (state.settings.guideSpecials !== "due" || state.stats?.hands || state.panel || !view || view.hand_no !== 1) return null;
  if (view.phase !== "play" && view.phase !== "hand-over") return null;
  const shown = [
    ...(view.trick ?? []).map((played) => played.card),
    ...(view.tricks ?? []).flatMap((trick) => trick.cards.map((played) => played.card)),
    ...(view.seats ?? []).flatMap((seat) => seat.exposed ?? []),
  ];
  const card = shown.find((code) => SPECIAL_KINDS[code]);
  return card ? SPECIAL_KINDS[card] : null;
}
