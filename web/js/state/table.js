// The state's changes on the table (state.table: the trick area, the callouts,
// the exposures revealed, the deal) and in South's unfinished choices
// (state.choice: the card selected, the exposures marked, the hint). Each
// decides nothing about the rules: a card is playable when the engine put it
// in `view.legal`, and the reason a card is not comes from `view.illegal`.

import { isExposing, isSouthsTurn } from "./reads.js";

/** @typedef {import("../state.js").State} State */
/** @typedef {import("../state.js").Hint} Hint */
/** @typedef {import("../state.js").Callout} Callout */
/** @typedef {import("../types/engine").TrickCard} TrickCard */
/** @typedef {{reason: string, params?: Record<string, unknown>}} Problem */

/**
 * The keyboard moved to `card` in the hand: during play it is the one
 * highlighted card, chosen when it may be played (Enter then plays it); a hint
 * for another card is dropped, so that two cards never look chosen at once.
 * @param {State} state
 * @param {string} card
 */
export function focusCard(state, card) {
  const view = state.view;
  if (!view || !isSouthsTurn(state) || state.engine.busy) return;
  state.choice.selected = view.legal.includes(card) ? card : null;
  if (state.choice.hint && state.choice.hint.card !== card) state.choice.hint = null;
}

/**
 * A tap on one of South's cards. Returns what the controller must do next:
 * {play: card}, {explain: {reason, params}}, or null when only the selection changed.
 * @param {State} state
 * @param {string} card
 * @returns {{play: string, explain?: undefined} | {explain: Problem, play?: undefined} | null}
 */
export function tapCard(state, card) {
  const view = state.view;
  const choice = state.choice;
  if (!view || !view.hand.includes(card) || state.engine.dealPending) return null;
  if (isExposing(state)) {
    if (!view.exposable.includes(card)) return { explain: { reason: "card_not_exposable" } };
    const selection = choice.exposeSelection;
    choice.exposeSelection = selection.includes(card)
      ? selection.filter((code) => code !== card)
      : view.exposable.filter((code) => code === card || selection.includes(code));
    return null;
  }
  if (view.phase !== "play") return null;
  if (!isSouthsTurn(state) || state.engine.busy) return { explain: { reason: "not_your_turn" } };
  if (!view.legal.includes(card)) {
    return { explain: view.illegal[card] ?? { reason: "generic" } };
  }
  if (choice.selected === card) return { play: card };
  choice.selected = card;
  return null;
}

/**
 * The engine's hint for the view on the table: its cards selected, as a tap would.
 * @param {State} state
 * @param {Hint} hint
 */
export function showHint(state, hint) {
  const view = state.view;
  const choice = state.choice;
  choice.hint = hint;
  state.messages.toast = null; // a refusal shown before does not stand for the hint's reason
  if (!view) return;
  const cards = hint.cards;
  if (Array.isArray(cards) && view.phase === "expose") {
    choice.exposeSelection = view.exposable.filter((card) => cards.includes(card));
  } else if (hint.card && view.legal.includes(hint.card)) {
    choice.selected = hint.card;
  }
}

/**
 * South's card to play, as a first tap on it would choose it.
 * @param {State} state
 * @param {string | null} card
 */
export function selectCard(state, card) {
  state.choice.selected = card;
}

/**
 * A hint was asked for (true), or has come.
 * @param {State} state
 * @param {boolean} pending
 */
export function setHintPending(state, pending) {
  state.choice.hintPending = pending;
}

/**
 * South's card is on its way: neither a selection nor a hint stays.
 * @param {State} state
 */
export function clearChoice(state) {
  state.choice.selected = null;
  state.choice.hint = null;
}

/**
 * A new game or practice hand comes: nothing selected, nothing in the trick area.
 * @param {State} state
 */
export function clearHand(state) {
  state.choice.exposeSelection = [];
  state.choice.selected = null;
  clearTrickArea(state);
}

/**
 * A hand was dealt: South's cards fly in, at once or (the Deal button setting) on the tap on Deal.
 * @param {State} state
 */
export function newDeal(state) {
  state.table.dealId += 1;
  state.engine.dealPending = Boolean(state.settings.dealButton);
}

/**
 * The tap on Deal: the waiting hand is dealt on screen (the Deal button setting).
 * @param {State} state
 */
export function dealOnScreen(state) {
  state.engine.dealPending = false;
}

// The trick area: what it shows lags the engine while a trick lingers (pacing.js).

/**
 * The trick area shows `trick` ([{seat, card}]), taken by `winner` with `points` once it is full.
 * @param {State} state
 * @param {TrickCard[]} trick
 * @param {string | null} winner
 * @param {number} [points]
 */
export function showTrick(state, trick, winner, points) {
  Object.assign(state.table, { trick, winner, points });
}

/**
 * The trick area shows the engine's trick as it stands.
 * @param {State} state
 */
export function tableFromView(state) {
  showTrick(state, [...(state.view?.trick ?? [])], null, undefined);
}

/**
 * The trick area is empty.
 * @param {State} state
 */
export function clearTable(state) {
  showTrick(state, [], null, undefined);
}

/**
 * The trick area and the callouts are empty: a new hand comes.
 * @param {State} state
 */
export function clearTrickArea(state) {
  state.table.callouts = [];
  clearTable(state);
}

/**
 * The exposures revealed together at the start of play, and whether South had nothing to expose.
 * @param {State} state
 * @param {{seat: string, cards: string[]}[] | null} reveal
 * @param {boolean} skipMessage
 */
export function showReveal(state, reveal, skipMessage) {
  state.table.reveal = reveal;
  state.table.skipMessage = skipMessage;
}

/**
 * The revealed exposures and the skip message go.
 * @param {State} state
 */
export function hideReveal(state) {
  showReveal(state, null, false);
}

/**
 * A pig, goat or transformer callout ({id, kind, seat, taken}): it replaces one of its kind.
 * @param {State} state
 * @param {Callout} callout
 */
export function addCallout(state, callout) {
  state.table.callouts = [...state.table.callouts.filter((c) => c.kind !== callout.kind), callout];
}

/**
 * The callout `id` goes.
 * @param {State} state
 * @param {number} id
 */
export function dropCallout(state, id) {
  state.table.callouts = state.table.callouts.filter((c) => c.id !== id);
}
