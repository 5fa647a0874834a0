// The one state object of the page, grouped by concern, and its changes.
//
// `view` is the engine's last word (South's hand, legal cards, trick, scores);
// everything else is the page's: its own stage (loading, error, or the game's
// phase), the engine's status (`engine`), what the table shows (`table`),
// South's unfinished choices (`choice`), the panel open over the table and the
// menu's dialogs (`dialogs`), the messages (`messages`), the practice hand.
//
// This module and its parts in state/ are the state's one owner: every change
// of it is a named function there (tapCard, acceptView, openPanel, setEngineStatus, …),
// which the other modules call from here; none of them writes a field itself
// (tests/test_state_owner.py). state/reads.js reads the state (whose turn,
// where the game stands), state/table.js changes the table and South's
// choices, state/panels.js the panels, dialogs and messages.

import { changeSetting, speedOf } from "./settings.js";
import { isSouthsTurn, pointOf, samePoint } from "./state/reads.js";
import { closedDialogs, openReader, READER_PAGES } from "./state/panels.js";

export * from "./state/reads.js";
export * from "./state/table.js";
export * from "./state/panels.js";

/** @typedef {import("./types/engine").View} View */
/** @typedef {import("./types/engine").Info} Info */
/** @typedef {import("./types/engine").Hint} Hint */
/** @typedef {import("./types/engine").TrickCard} TrickCard */
/** @typedef {import("./types/engine").Outline} Outline */
/** @typedef {import("./state/reads.js").Point} Point */
/** @typedef {{id: number, kind: string, seat: string, taken?: boolean}} Callout */
/** @typedef {import("./i18n.js").TextParams} TextParams */
/** @typedef {{key: string, params: TextParams}} Notice */
/** @typedef {{action: string, label: string}} Choice */
/** @typedef {{key: string, params: TextParams, choices: Choice[], text?: string, hand?: number, link?: import("./link.js").GameLink}} Question what is asked, and what the answer needs (the share text, the hand, the link) */

/** @typedef {import("./settings.js").Settings} Settings */
/** @typedef {import("./stats.js").Stats} Stats */
/** @typedef {import("./draft.js").Draft} Draft */
/** @typedef {import("./practice.js").Practice} Practice */
/**
 * The hand review (review.js): the outline, South's decisions priced one by one, the table's position.
 * Each step is a decision as the engine priced it (types/engine.d.ts's ReviewPrice), and the same with every card known.
 * @typedef {{decision: import("./types/engine").PlayDecision | import("./types/engine").ExposeDecision, known: import("./types/engine").KnownDecision}} ReviewStep
 * @typedef {{outline: import("./types/engine").ReviewOutline | null, steps: ReviewStep[], summary: import("./types/engine").Summary | null, at: number, failed: boolean}} Review
 */

/**
 * The page's state.
 * @typedef {object} State
 * @property {"loading" | "error" | string} stage the page's own stage, #app[data-phase]: "loading", "error", else the game's phase
 * @property {string} loadingStage how far the start has come: the loading screen's stage
 * @property {{message: string} | null} error why Python could not start
 * @property {string} lang
 * @property {Settings} settings
 * @property {number} speed multiplier of every delay; 0 = no animation (tests)
 * @property {number | null} speedForced ?speed= when given: it overrides the speed setting
 * @property {Info | null} info the engine's {levels, default_level, presets, rules, limits}: what a new game offers
 * @property {Stats | null} stats the player's statistics, once read from the storage
 * @property {View | null} view the engine's last view
 * @property {EngineStatus} engine
 * @property {Table} table
 * @property {SouthsChoice} choice
 * @property {Dialogs} dialogs
 * @property {Messages} messages
 * @property {string | null} panel null | "menu" | "collected" | "reader" | "rulesInfo" | "lastTrick" | "hintWhy" | "scoreSheet" | "stats" | "help" | "guide" | "review" | …
 * @property {{page: string, html: string | null, failed: boolean} | null} reader the page of panel "reader"
 * @property {Review | null} review the hand review of panel "review"
 * @property {boolean} trickLog the last-trick panel lists every trick of the hand
 * @property {{name: string, step: number, card: string | null}} guide the first-hand guide (render/guide.js): which ("full", "first", "specials"), its step, the card that brought "specials"
 * @property {string | null} asideCode the code of the game set aside for a link's game, which the menu brings back
 * @property {Practice | null} practice the practice hand on the table: replayed deal, Hard in South's seat, deal of the day
 *
 * @typedef {object} EngineStatus where the engine's play stands for the page
 * @property {boolean} ready the engine has the game: until then a table drawn from storage shows, with a quiet mark
 * @property {boolean} busy a request to Python is in flight
 * @property {boolean} computersPlaying
 * @property {string | null} thinking the seat whose decision takes longer than the pacing: a quiet mark there
 * @property {boolean} dealPending the hand is dealt but waits for a tap on "Deal" (the Deal button setting)
 * @property {boolean} showResult false while the last trick of a hand is still on the table
 *
 * @typedef {object} Table what the table shows; the trick area lags the engine while a trick lingers
 * @property {TrickCard[]} trick the trick area's cards
 * @property {string | null} winner who takes the trick shown, once it is full
 * @property {number} [points] the points of that trick
 * @property {Callout[]} callouts pig, goat and transformer callouts
 * @property {{seat: string, cards: string[]}[] | null} reveal exposures, revealed together when play starts
 * @property {boolean} skipMessage South had nothing to expose this hand
 * @property {number} dealId goes up when a hand is dealt (not on reload): South's cards fly in
 *
 * @typedef {object} SouthsChoice South's unfinished choices
 * @property {string | null} selected the card South has picked to play
 * @property {string[]} exposeSelection cards South has marked to expose
 * @property {Hint | null} hint {cards, reason} while exposing, {card, reason} while playing
 * @property {boolean} hintPending
 *
 * @typedef {object} Dialogs the menu's dialogs
 * @property {boolean} confirmNewGame the menu shows the new-game dialog
 * @property {boolean} confirmReplay the menu asks before replaying this deal
 * @property {boolean} confirmResetStats the statistics panel asks before resetting them
 * @property {"copied" | "select" | null} linkCopied what the menu's copy button did
 * @property {Draft | null} draft the new-game dialog's options while it is open
 *
 * @typedef {object} Messages
 * @property {{id: number, text: string, at?: Point | null} | null} toast a short message, e.g. why a card may not be played
 * @property {Notice[]} notices messages that stay until dismissed
 * @property {Question | null} question a question over the page (link-offer.js)
 */

/**
 * @param {{lang: string, settings: Settings, speed: number, speedForced?: number | null}} options
 * @returns {State}
 */
export function createState({ lang, settings, speed, speedForced = null }) {
  return {
    stage: "loading",
    loadingStage: "runtime",
    error: null,
    lang,
    settings,
    speed,
    speedForced,
    info: null,
    stats: null,
    view: null,
    engine: { ready: false, busy: false, computersPlaying: false, thinking: null, dealPending: false, showResult: true },
    table: { trick: [], winner: null, callouts: [], reveal: null, skipMessage: false, dealId: 0 },
    choice: { selected: null, exposeSelection: [], hint: null, hintPending: false },
    dialogs: closedDialogs(),
    messages: { toast: null, notices: [], question: null },
    panel: null,
    reader: null,
    review: null,
    trickLog: false,
    guide: { name: "full", step: 0, card: null },
    asideCode: null,
    practice: null,
  };
}

// ---- The engine's view and the choices that fit it.

/**
 * After every engine reply: drop choices that no longer fit the new view.
 * @param {State} state
 * @param {View} view
 */
export function acceptView(state, view) {
  const previous = state.view;
  const choice = state.choice;
  state.view = view;
  state.stage = view.phase;
  const same = previous && samePoint(pointOf(previous), pointOf(view));
  if (!same) choice.hint = null;
  choice.exposeSelection = view.phase === "expose" ? choice.exposeSelection.filter((c) => view.exposable.includes(c)) : [];
  if (!isSouthsTurn(state) || !choice.selected || !view.legal.includes(choice.selected)) choice.selected = null;
}

/**
 * The unfinished choices worth keeping across a reload, tied to the point of the game they belong to.
 * @param {State} state
 */
export function uiSnapshot(state) {
  const view = state.view;
  if (!view) return null;
  const { exposeSelection, selected, hint } = state.choice;
  return { ...pointOf(view), exposeSelection, selected, hint, panel: state.panel, reader: state.reader?.page ?? null };
}

// Dialogs that may be open again after a reload (the reader has its own line).
const PANELS = ["menu", "collected", "rulesInfo", "lastTrick", "scoreSheet", "stats"];

/**
 * Puts back a snapshot taken at the same point of the same game; anything else is ignored.
 * @param {State} state
 * @param {Record<string, unknown> | null} ui a snapshot of uiSnapshot, as stored
 */
export function restoreUi(state, ui) {
  const view = state.view;
  if (!ui || !view) return;
  const { panel, reader, exposeSelection, selected, hint } = ui;
  if (typeof panel === "string" && PANELS.includes(panel)) state.panel = panel;
  if (panel === "reader" && typeof reader === "string" && READER_PAGES.includes(reader)) {
    openReader(state, reader);
  }
  if (!samePoint(pointOf(view), { turn: view.turn, ...ui })) return; // snapshots kept before a point had its turn have none
  if (Array.isArray(exposeSelection) && view.phase === "expose") {
    state.choice.exposeSelection = view.exposable.filter((card) => exposeSelection.includes(card));
  }
  if (isSouthsTurn(state) && typeof selected === "string" && view.legal.includes(selected)) state.choice.selected = selected;
  if (hint && typeof hint === "object") state.choice.hint = /** @type {Hint} */ (hint); // as uiSnapshot stored it
}

// ---- The page's stage and the engine's status.

/**
 * How far the start has come: the loading screen's stage.
 * @param {State} state
 * @param {string} stage
 */
export function setLoadingStage(state, stage) {
  state.loadingStage = stage;
}

/**
 * The page cannot go on: the error screen, with `message`.
 * @param {State} state
 * @param {string} message
 */
export function showError(state, message) {
  state.stage = "error";
  state.error = { message };
}

/**
 * The engine has the game on the table: the quiet mark of a stored table goes.
 * @param {State} state
 */
export function markReady(state) {
  state.engine.ready = true;
}

/**
 * The engine's status changes: a request in flight (`busy`), the seat whose decision takes
 * longer than the pacing (`thinking`: a quiet mark there), the computers' turns
 * (`computersPlaying`), the hand's result shown (`showResult`) or waiting while its last trick
 * is on the table. The computers done: {computersPlaying: false, showResult: true}.
 * @param {State} state
 * @param {Partial<Omit<EngineStatus, "ready" | "dealPending">>} status
 */
export function setEngineStatus(state, status) {
  Object.assign(state.engine, status);
}

// ---- What the page keeps beside the game.

/**
 * The engine's offer for a new game: its {levels, default_level, presets, rules, limits}.
 * @param {State} state
 * @param {Info | null} info
 */
export function setInfo(state, info) {
  state.info = info;
}

/**
 * The player's statistics (stats.js).
 * @param {State} state
 * @param {Stats | null} stats
 */
export function setStats(state, stats) {
  state.stats = stats;
}

/**
 * The practice hand on the table (practice.js); null: none.
 * @param {State} state
 * @param {Practice | null} practice
 */
export function setPractice(state, practice) {
  state.practice = practice;
}

/**
 * The code of the game set aside for a link's game (null: none).
 * @param {State} state
 * @param {string | null} code
 */
export function setAsideCode(state, code) {
  state.asideCode = code;
}

/**
 * Some settings change: `change` holds their new values (the caller stores them).
 * @param {State} state
 * @param {Partial<Settings>} change
 */
export function changeSettings(state, change) {
  state.settings = { ...state.settings, ...change };
}

/**
 * A setting of the menu (settings.js); the speed chosen there wins over ?speed= from now on.
 * @param {State} state
 * @param {string} setting
 * @param {string | undefined} value
 */
export function applySetting(state, setting, value) {
  state.settings = changeSetting(state.settings, setting, value);
  if (setting === "speed") state.speedForced = null;
  state.speed = speedOf(state.settings, state.speedForced);
}

/**
 * The page speaks `lang` now, and keeps it as its setting.
 * @param {State} state
 * @param {string} lang
 */
export function changeLang(state, lang) {
  state.lang = lang;
  state.settings = { ...state.settings, lang };
}
