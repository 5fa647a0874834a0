// The game's actions: for each named action of the game (input.js, the page's
// one action table, action-table.js), what it changes in the state and which
// move it asks the game for (game.js): a card, an exposure, a hint, the next
// hand, a new game, the panels of the game and the hand review. A handler
// decides nothing about the rules: the state's named changes (tapCard, …) and
// the engine do.
//
//   actions.register(gameActions({state, storage, changed, play, expose, …}));

import { DIALOG_STEPS, dialogStep, draftToStart } from "./draft.js";
import { randomSeed } from "./gamecode.js";
import { rulesFromOptions } from "./options.js";
import { reviewStep, runReview } from "./review.js";
import {
  changeSettings,
  closeNewGameDialog,
  closePanel,
  closeReplayDialog,
  dismissNotices,
  infoOnTable,
  openPanel,
  setDraft,
  tapCard,
  viewOnTable,
} from "./state.js";

/** @typedef {import("./types/engine").View} View */
/** @typedef {import("./state.js").State} State */
/** @typedef {import("./action-table.js").Action} Action */
/** @typedef {(action: Action) => unknown} Handler changes the state; false: nothing changed */

/**
 * What the actions ask of the game (game.js): the state, and its moves, each run as the player's engine work.
 * @typedef {object} Game
 * @property {State} state the one state object (state.js)
 * @property {import("./storage.js").PageStorage} storage
 * @property {() => void} changed asks for a new frame
 * @property {(problem: import("./refusal-words.js").Problem) => void} explain says why a tap does nothing (a toast)
 * @property {(request: object) => Promise<object>} send a request to the engine (the hand review's)
 * @property {() => void} fastForward the computers' cards at once
 * @property {(task: () => Promise<void>) => unknown} playerWork runs a move in order with the engine work before it
 * @property {(card: string | null) => Promise<void>} play plays South's card (when it may still be played)
 * @property {(cards: string[]) => Promise<void>} expose
 * @property {() => Promise<void>} hint
 * @property {() => Promise<void>} nextHand
 * @property {(level: string) => Promise<void>} setLevel
 * @property {(seed: string, rules: Record<string, unknown> | null, level?: string | null) => Promise<void>} newGame
 */

// Actions that make sense before a game is on the table.
const WITHOUT_GAME = ["closePanel", "dismissNotice", "openPanel"];

/**
 * The game's actions: type → handler. Before a game is on the table only WITHOUT_GAME's do anything.
 * @param {Game} game
 * @returns {Record<string, Handler>}
 */
export function gameActions(game) {
  const state = game.state;
  /** @type {Record<string, Handler>} */
  const table = { ...moves(game), ...newGames(game), ...panels(game) };
  for (const type of DIALOG_STEPS) table[type] = (action) => dialogStep(state, action);
  // Each handler changes the state; the page is drawn again unless it says nothing changed (false).
  /** @type {Record<string, (action: Action) => void>} */
  const handlers = {};
  for (const [type, handler] of Object.entries(table)) {
    handlers[type] = (action) => {
      if (!state.view && !WITHOUT_GAME.includes(type)) return;
      if (handler(action) !== false) game.changed();
    };
  }
  return handlers;
}

/**
 * The moves of a hand: cards, exposures, hints, the computers' fast-forward, the next hand.
 * @param {Game} game
 * @returns {Record<string, Handler>}
 */
function moves(game) {
  const state = game.state;
  return {
    card: ({ card }) => {
      if (!card) return false; // input.js names the card of every tap
      const next = tapCard(state, card);
      const play = next?.play;
      if (play) game.playerWork(() => game.play(play));
      else if (next?.explain) game.explain(next.explain);
    },
    play: () => {
      if (state.choice.selected) game.playerWork(() => game.play(state.choice.selected));
    },
    expose: () => {
      if (state.choice.exposeSelection.length) game.playerWork(() => game.expose(state.choice.exposeSelection));
    },
    skipExpose: () => game.playerWork(() => game.expose([])),
    hint: () => game.playerWork(() => game.hint()),
    fastForward: () => game.fastForward(),
    nextHand: () => game.playerWork(() => game.nextHand()),
    setLevel: ({ level }) => level && game.playerWork(() => game.setLevel(level)),
  };
}

/**
 * A new game: the same rules again, the new-game dialog's, or this very deal replayed.
 * @param {Game} game
 * @returns {Record<string, Handler>}
 */
function newGames(game) {
  const state = game.state;
  return {
    playAgain: () => {
      // the same house rules as the game just played
      closeNewGameDialog(state);
      game.playerWork(() => game.newGame(randomSeed(), viewOnTable(state).rules));
    },
    startNewGame: () => {
      const draft = draftToStart(state);
      closeNewGameDialog(state);
      setDraft(state, null);
      changeSettings(state, { level: draft.level });
      game.storage.writeSettings(state.settings);
      game.playerWork(() => game.newGame(randomSeed(), rulesFromOptions(draft, infoOnTable(state)), draft.level));
    },
    confirmReplay: () => {
      const { code, rules, level } = viewOnTable(state);
      closeReplayDialog(state);
      game.playerWork(() => game.newGame(code, rules, level));
    },
  };
}

/**
 * The panels over the table the game's actions open and close, the hand review among them.
 * @param {Game} game
 * @returns {Record<string, Handler>}
 */
function panels(game) {
  const state = game.state;
  const store = { load: () => game.storage.loadReview(), save: (/** @type {object} */ record) => game.storage.writeReview(record) };
  return {
    openPanel: ({ panel }) => panel && openPanel(state, panel),
    "review-hand": ({ hand }) => {
      runReview(state, game.send, game.changed, store, Number(hand) || null);
      return false;
    },
    reviewStep: ({ to }) => reviewStep(state, to),
    closePanel: () => closePanel(state),
    dismissNotice: () => dismissNotices(state),
  };
}
