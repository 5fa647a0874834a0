// The one state object of the page, and the changes a tap makes to it.
//
// `view` is the engine's last word (South's hand, legal cards, trick, scores);
// everything else is presentation: what the player has selected, what the
// trick area shows while cards are moving, which panel is open. The functions
// here decide nothing about the rules: a card is playable when the engine put
// it in `view.legal`, and the reason a card is not comes from `view.illegal`.
//
// This module is the state's one owner: every change of it is a named function
// here (tapCard, acceptView, openPanel, setBusy, …), which the other modules
// call; none of them writes a field itself (tests/test_state_owner.py).

import { changeSetting, speedOf } from "./settings.js";

/** @typedef {import("./types/engine").View} View */
/** @typedef {import("./types/engine").Info} Info */
/** @typedef {import("./types/engine").TrickCard} TrickCard */
/** @typedef {{card?: string, cards?: string[], reason: string, values?: unknown[]}} Hint */
/** @typedef {{id: number, kind: string, seat: string, taken?: boolean}} Callout */
/** @typedef {{key: string, params: Record<string, unknown>}} Notice */
/** @typedef {{action: string, label: string}} Choice */
/** @typedef {{key: string, params: Record<string, unknown>, choices: Choice[]}} Question */
/** @typedef {{trick: TrickCard[], winner: string | null, points?: number}} TableTrick */

/**
 * The page's state (see createState for each field's meaning). Fields whose shape
 * belongs to another module are typed there: settings (settings.js), stats (stats.js),
 * review (review.js), practice (practice.js), draft (draft.js).
 * @typedef {object} State
 * @property {string} phase
 * @property {string} loadingStage
 * @property {boolean} ready
 * @property {{message: string} | null} error
 * @property {string} lang
 * @property {Record<string, any>} settings  typed in settings.js
 * @property {number} speed
 * @property {Info | null} info
 * @property {number | null} speedForced
 * @property {View | null} view
 * @property {string[]} exposeSelection
 * @property {string | null} selected
 * @property {Hint | null} hint
 * @property {boolean} hintPending
 * @property {TableTrick} table
 * @property {Callout[]} callouts
 * @property {{seat: string, cards: string[]}[] | null} reveal
 * @property {boolean} skipMessage
 * @property {boolean} showResult
 * @property {boolean} computersPlaying
 * @property {string | null} thinking
 * @property {boolean} busy
 * @property {string | null} panel
 * @property {number} guideStep
 * @property {string} guide
 * @property {string | null} guideCard
 * @property {{page: string, html: string | null, failed: boolean} | null} reader
 * @property {any} review  typed in review.js
 * @property {boolean} trickLog
 * @property {boolean} confirmNewGame
 * @property {any} draft  typed in draft.js
 * @property {boolean} confirmReplay
 * @property {any} stats  typed in stats.js
 * @property {boolean} confirmResetStats
 * @property {"copied" | "select" | null} linkCopied
 * @property {boolean} dealPending
 * @property {number} dealId
 * @property {{id: number, text: string} | null} toast
 * @property {Notice[]} notices
 * @property {Question | null} question
 * @property {string | null} asideCode
 * @property {any} practice  typed in practice.js
 */

/**
 * @param {{lang: string, settings: Record<string, any>, speed: number, speedForced?: number | null}} options
 * @returns {State}
 */
export function createState({ lang, settings, speed, speedForced = null }) {
  return {
    phase: "loading", // the engine's phase once a game runs; "loading" and "error" before
    loadingStage: "runtime",
    ready: false, // the engine has the game: until then a table drawn from storage shows, with a quiet mark
    error: null, // {message} when Python could not start
    lang,
    settings, // {lang?, level?, speed, fourColour, autoPlay, sounds, dealButton} (settings.js)
    speed, // multiplier of every delay; 0 = no animation (tests)
    info: null, // the engine's {levels, default_level, presets, rules, limits}: what a new game offers
    speedForced, // ?speed= when given: it overrides the speed setting
    view: null,
    exposeSelection: [], // cards South has marked to expose
    selected: null, // the card South has picked to play
    hint: null, // {cards, reason} while exposing, {card, reason} while playing
    hintPending: false,
    table: { trick: [], winner: null }, // what the trick area shows; lags the engine while a trick lingers
    callouts: [], // [{id, kind, seat, taken}] pig/goat/transformer callouts
    reveal: null, // [{seat, cards}] exposures, revealed together when play starts
    skipMessage: false, // South had nothing to expose this hand
    showResult: true, // false while the last trick of a hand is still on the table
    computersPlaying: false,
    thinking: null, // the seat whose decision takes longer than the pacing: a quiet mark there
    busy: false, // a request to Python is in flight
    panel: null, // null | "menu" | "collected" | "reader" | "rulesInfo" | "lastTrick" | "scoreSheet" | "stats" | "help" | "guide"
    guideStep: 0, // the step of the first-hand guide shown (render/guide.js)
    guide: "full", // which guide: "full" (from the menu), "first" (a first visit), "specials" (the goat or transformer came)
    guideCard: null, // "goat" | "transformer": what brought the "specials" guide
    reader: null, // {page, html, failed} for panel "reader"
    review: null, // {outline, steps, summary, at, failed} for panel "review" (review.js)
    trickLog: false, // the last-trick panel lists every trick of the hand
    confirmNewGame: false, // the menu shows the new-game dialog
    draft: null, // {exposure, length, cap, swap, lead, lowhearts, level} while it is open
    confirmReplay: false, // the menu asks before replaying this deal
    stats: null, // the player's statistics (stats.js), once read from the storage
    confirmResetStats: false, // the statistics panel asks before resetting them
    linkCopied: null, // null | "copied" | "select": what the menu's copy button did
    dealPending: false, // the hand is dealt but waits for a tap on "Deal" (the Deal button setting)
    dealId: 0, // goes up when a hand is dealt (not on reload): South's cards fly in
    toast: null, // {id, text} a short message, e.g. why a card may not be played
    notices: [], // [{key, params}] messages that stay until dismissed
    question: null, // {key, params, choices: [{action, label}]} a question over the page (link-offer.js)
    asideCode: null, // the code of the game set aside for a link's game, which the menu brings back
    practice: null, // the practice hand on the table (practice.js): replayed deal, Hard in South's seat, deal of the day
  };
}

/** Adds a message that stays until dismissed (the same message twice is shown once). */
export function addNotice(state, key, params = {}) {
  const notice = { key, params };
  const text = JSON.stringify(notice);
  if (!state.notices.some((other) => JSON.stringify(other) === text)) state.notices = [...state.notices, notice];
}

/** South is to decide on exposures (the computers decided at the deal); not before the tap on Deal. */
export function isExposing(state) {
  return state.view?.phase === "expose" && !state.dealPending;
}

/** South may play now: it is South's turn (and the hand is dealt on screen). */
export function isSouthsTurn(state) {
  return state.view?.phase === "play" && state.view.turn === "S" && !state.dealPending && state.practice?.kind !== "hard";
}

/** The entry of `view.seats` for a seat letter (by default the page's own seat, `view.seat`); null when there is none. */
export function seatEntry(view, seat = view?.seat) {
  return view?.seats?.find((entry) => entry.seat === seat) ?? null;
}

// What waits for the tap on Deal: nothing of the hand is decided before it.
const HAND_MOVES = ["card", "play", "expose", "skipExpose", "hint", "fastForward", "focusCard", "dropCard"];

/** Whether `action` must wait: the hand is not dealt on screen yet (the Deal button setting). */
export function waitsForDeal(state, action) {
  return state.dealPending && HAND_MOVES.includes(action.type);
}

/**
 * The keyboard moved to `card` in the hand: during play it is the one
 * highlighted card, chosen when it may be played (Enter then plays it); a hint
 * for another card is dropped, so that two cards never look chosen at once.
 */
export function focusCard(state, card) {
  const view = state.view;
  if (!view || !isSouthsTurn(state) || state.busy) return;
  state.selected = view.legal.includes(card) ? card : null;
  if (state.hint && state.hint.card !== card) state.hint = null;
}

/**
 * A tap on one of South's cards. Returns what the controller must do next:
 * {play: card}, {explain: {reason, params}}, or null when only the selection changed.
 */
export function tapCard(state, card) {
  const view = state.view;
  if (!view || !view.hand.includes(card) || state.dealPending) return null;
  if (isExposing(state)) {
    if (!view.exposable.includes(card)) return { explain: { reason: "card_not_exposable" } };
    const selection = state.exposeSelection;
    state.exposeSelection = selection.includes(card)
      ? selection.filter((code) => code !== card)
      : view.exposable.filter((code) => code === card || selection.includes(code));
    return null;
  }
  if (view.phase !== "play") return null;
  if (!isSouthsTurn(state) || state.busy) return { explain: { reason: "not_your_turn" } };
  if (!view.legal.includes(card)) {
    return { explain: view.illegal[card] ?? { reason: "generic" } };
  }
  if (state.selected === card) return { play: card };
  state.selected = card;
  return null;
}

/** The engine's hint for the view on the table: its cards selected, as a tap would. */
export function showHint(state, hint) {
  const view = state.view;
  state.hint = hint;
  state.toast = null; // a refusal shown before does not stand for the hint's reason
  if (Array.isArray(hint.cards) && view.phase === "expose") {
    state.exposeSelection = view.exposable.filter((card) => hint.cards.includes(card));
  } else if (hint.card && view.legal.includes(hint.card)) {
    state.selected = hint.card;
  }
}

/**
 * Where the game stands (null before a game): its code, hand, phase, trick and
 * whose turn. It moves on with every card, trick and hand; what belongs to one
 * point (unfinished choices, a message, work asked for while the engine starts)
 * goes when the game leaves it.
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

/** Whether two points of pointOf (or a stored snapshot holding one) are the same place in the game. */
export function samePoint(a, b) {
  if (!a || !b) return a === b;
  return Object.keys(a).every((key) => a[key] === b[key]);
}

/** A hand was dealt: South's cards fly in, at once or (the Deal button setting) on the tap on Deal. */
export function newDeal(state) {
  state.dealId += 1;
  state.dealPending = Boolean(state.settings.dealButton);
}

/** The tap on Deal: the waiting hand is dealt on screen (the Deal button setting). */
export function dealOnScreen(state) {
  state.dealPending = false;
}

/** The player dismissed the notices: all of them go. */
export function dismissNotices(state) {
  state.notices = [];
}

/** Leaves every dialog step (new game, replay, reset statistics, copied link) behind. */
export function resetDialogs(state) {
  state.confirmNewGame = false;
  state.confirmReplay = false;
  state.confirmResetStats = false;
  state.draft = null;
  state.linkCopied = null;
}

/** A panel opens over the table (menu, collected cards, statistics, …), every dialog step left behind. */
export function openPanel(state, panel) {
  state.panel = panel;
  resetDialogs(state);
}

/** The open panel closes, and the reader's page with it. */
export function closePanel(state) {
  state.panel = null;
  state.reader = null;
  resetDialogs(state);
}

/** The reader opens on `page`, its text still to come (readerText). */
export function openReader(state, page) {
  state.panel = "reader";
  state.reader = { page, html: null, failed: false };
}

/** The text of the reader's `page` arrived (null: it could not be read); for another page it is dropped. */
export function readerText(state, page, html) {
  if (!state.reader || state.reader.page !== page) return false;
  state.reader = { page, html, failed: html === null };
  return true;
}

/** The first-hand guide opens at its first step (or moves to `step`). */
export function showGuide(state, step = null) {
  if (step === null) openPanel(state, "guide");
  state.guideStep = step === null ? 0 : Number(step) || 0;
}

/** The first-hand guide opens at its first step: `guide` says which (render/guide.js), `card` the card it is about. */
export function openGuide(state, guide = "full", card = null) {
  showGuide(state);
  state.guide = guide ?? "full";
  state.guideCard = card ?? null;
}

/** The last-trick review opens, or (`log`) lists every trick of the hand, or goes back to the last one. */
export function showLastTrick(state, log = null) {
  if (log === null) state.panel = "lastTrick";
  state.trickLog = log === "on";
}

/** After every engine reply: drop choices that no longer fit the new view. */
export function acceptView(state, view) {
  const previous = state.view;
  state.view = view;
  state.phase = view.phase;
  const same = previous && samePoint(pointOf(previous), pointOf(view));
  if (!same) state.hint = null;
  state.exposeSelection =
    view.phase === "expose" ? state.exposeSelection.filter((c) => view.exposable.includes(c)) : [];
  if (!isSouthsTurn(state) || !view.legal.includes(state.selected)) state.selected = null;
}

/** The unfinished choices worth keeping across a reload, tied to the point of the game they belong to. */
export function uiSnapshot(state) {
  const view = state.view;
  if (!view) return null;
  return {
    ...pointOf(view),
    exposeSelection: state.exposeSelection,
    selected: state.selected,
    hint: state.hint,
    panel: state.panel,
    reader: state.reader?.page ?? null,
  };
}

/** The reading pages (web/content/<page>.<lang>.html): the reader opens these and no other name. */
export const READER_PAGES = ["rules", "background", "strategy", "faq", "variants"];

// Dialogs that may be open again after a reload (the reader has its own line).
const PANELS = ["menu", "collected", "rulesInfo", "lastTrick", "scoreSheet", "stats"];

/** Puts back a snapshot taken at the same point of the same game; anything else is ignored. */
export function restoreUi(state, ui) {
  const view = state.view;
  if (!ui || !view) return;
  if (PANELS.includes(ui.panel)) state.panel = ui.panel;
  if (ui.panel === "reader" && READER_PAGES.includes(ui.reader)) {
    openReader(state, ui.reader);
  }
  if (!samePoint(pointOf(view), { turn: view.turn, ...ui })) return; // snapshots kept before a point had its turn have none
  if (Array.isArray(ui.exposeSelection) && view.phase === "expose") {
    state.exposeSelection = view.exposable.filter((card) => ui.exposeSelection.includes(card));
  }
  if (isSouthsTurn(state) && view.legal.includes(ui.selected)) state.selected = ui.selected;
  if (ui.hint && typeof ui.hint === "object") state.hint = ui.hint;
}

// ---- The changes the other modules make: each a named function, so that
// every change of the state is written here (tests/test_state_owner.py).

// Fields the other modules set as a whole, each changing nothing else: one
// setter each, named for the change, all made by `setter`.
const setter = (field) => (state, value) => {
  state[field] = value;
};
/** How far the start has come: the loading screen's stage. */
export const setLoadingStage = setter("loadingStage");
/** The engine's offer for a new game: its {levels, default_level, presets, rules, limits}. */
export const setInfo = setter("info");
/** A request to the engine is in flight (true), or answered. */
export const setBusy = setter("busy");
/** The player's statistics (stats.js). */
export const setStats = setter("stats");
/** The new-game dialog's options (null: none). */
export const setDraft = setter("draft");
/** The statistics panel asks before resetting them (true), or no longer. */
export const askResetStats = setter("confirmResetStats");
/** What the menu's copy button did with the game's link: "copied" or "select". */
export const setLinkCopied = setter("linkCopied");
/** A question over the page: {key, params, choices: [{action, label}], …} (link-offer.js, practice.js). */
export const askQuestion = setter("question");
/** The practice hand on the table (practice.js); null: none. */
export const setPractice = setter("practice");
/** The code of the game set aside for a link's game (null: none). */
export const setAsideCode = setter("asideCode");
/** The hand's result may show (true), or waits while its last trick is on the table. */
export const setResultShown = setter("showResult");
/** The seat whose decision takes longer than the pacing: a quiet mark there (null: none). */
export const setThinking = setter("thinking");
/** South's card to play, as a first tap on it would choose it. */
export const selectCard = setter("selected");
/** A hint was asked for (true), or has come. */
export const setHintPending = setter("hintPending");
/** A short message over the hand: {id, text, at}. */
export const showToast = setter("toast");

/** The engine has the game on the table: the quiet mark of a stored table goes. */
export function markReady(state) {
  state.ready = true;
}

/** The page cannot go on: the error screen, with `message`. */
export function showError(state, message) {
  state.phase = "error";
  state.error = { message };
}

/** Some settings change: `change` holds their new values (the caller stores them). */
export function changeSettings(state, change) {
  state.settings = { ...state.settings, ...change };
}

/** A setting of the menu (settings.js); the speed chosen there wins over ?speed= from now on. */
export function applySetting(state, setting, value) {
  state.settings = changeSetting(state.settings, setting, value);
  if (setting === "speed") state.speedForced = null;
  state.speed = speedOf(state.settings, state.speedForced);
}

/** The page speaks `lang` now, and keeps it as its setting. */
export function changeLang(state, lang) {
  state.lang = lang;
  state.settings = { ...state.settings, lang };
}

// Dialogs, panels and questions.

/** The new-game dialog opens with the options of `draft` (the replay question closes). */
export function openNewGameDialog(state, draft) {
  state.confirmNewGame = true;
  state.confirmReplay = false;
  state.draft = draft;
}

/** The menu asks before replaying this deal (the new-game dialog closes). */
export function askReplay(state) {
  state.confirmReplay = true;
  state.confirmNewGame = false;
  state.draft = null;
}

/** A new game starts from the new-game dialog: it closes, and its panel. */
export function closeNewGameDialog(state) {
  state.confirmNewGame = false;
  state.panel = null;
}

/** The deal is replayed: the question closes, and its panel. */
export function closeReplayDialog(state) {
  state.confirmReplay = false;
  state.panel = null;
}

/** The open panel goes, and nothing else: a question or another game takes its place. */
export function hidePanel(state) {
  state.panel = null;
}

/** The hand review opens (review.js): its outline and priced decisions still to come, its table at the deal. */
export function openReview(state) {
  state.review = { outline: null, steps: [], summary: null, at: 0, failed: false };
  state.panel = "review";
}

/** The hand review's outline came: the hand as dealt and played, and how many decisions it prices. */
export function setReviewOutline(state, outline) {
  state.review.outline = outline;
}

/** The hand review kept from before (the same hand, priced to the end): its steps and summary. */
export function keepReview(state, steps, summary) {
  state.review.steps = steps;
  state.review.summary = summary;
}

/** One decision of the hand review priced: `entry` ({decision, known}) at `step`, and the summary so far. */
export function addReviewStep(state, step, entry, summary) {
  state.review.steps[step] = entry;
  state.review.summary = summary;
}

/** The hand review could not be made: its dialog says so. */
export function reviewFailed(state) {
  state.review.failed = true;
}

/** The hand review's table moves to position `at` (the deal, then each trick). */
export function moveReview(state, at) {
  state.review.at = at;
}

/** The question over the page goes. */
export function dropQuestion(state) {
  state.question = null;
}

/** The messages with `key` go (a notice that no longer holds). */
export function dropNotice(state, key) {
  state.notices = state.notices.filter((notice) => notice.key !== key);
}

// The table: the trick area, the callouts, the selection.

/** The trick area shows the engine's trick as it stands. */
export function tableFromView(state) {
  state.table = { trick: [...state.view.trick], winner: null };
}

/** The trick area is empty. */
export function clearTable(state) {
  state.table = { trick: [], winner: null };
}

/** The trick area shows `trick` ([{seat, card}]), taken by `winner` with `points` once it is full. */
export function showTrick(state, trick, winner, points) {
  state.table = { trick, winner, points };
}

/** The trick area and the callouts are empty: a new hand comes. */
export function clearTrickArea(state) {
  state.callouts = [];
  clearTable(state);
}

/** A new game or practice hand comes: nothing selected, nothing in the trick area. */
export function clearHand(state) {
  state.exposeSelection = [];
  state.selected = null;
  clearTrickArea(state);
}

/** South's card is on its way: neither a selection nor a hint stays. */
export function clearChoice(state) {
  state.selected = null;
  state.hint = null;
}

/** The computers start playing their cards. */
export function startComputers(state) {
  state.computersPlaying = true;
}

/** The computers are done: the hand's result may show. */
export function stopComputers(state) {
  state.computersPlaying = false;
  state.showResult = true;
}

// Timed messages (messages.js).

/** The exposures revealed together at the start of play, and whether South had nothing to expose. */
export function showReveal(state, reveal, skipMessage) {
  state.reveal = reveal;
  state.skipMessage = skipMessage;
}

/** The revealed exposures and the skip message go. */
export function hideReveal(state) {
  showReveal(state, null, false);
}

/** The short message goes. */
export function hideToast(state) {
  state.toast = null;
}

/** A pig, goat or transformer callout ({id, kind, seat, taken}): it replaces one of its kind. */
export function addCallout(state, callout) {
  state.callouts = [...state.callouts.filter((c) => c.kind !== callout.kind), callout];
}

/** The callout `id` goes. */
export function dropCallout(state, id) {
  state.callouts = state.callouts.filter((c) => c.id !== id);
}
