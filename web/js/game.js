// The controller: turns the player's named actions into requests to the
// engine (through PythonClient), keeps the state object up to date and saves
// after every reply. Its helpers: pacing.js plays the computers' turns at a
// readable pace, messages.js shows the timed messages, draft.js holds the
// new-game dialog's options.
//
// How a tap reaches the engine: input.js reports {type: "card", card: "QS"};
// the page's action table (action-table.js) hands it to this controller's
// "card" handler (actions()), and that to tapCard() in state.js, which either changes the
// selection or asks for a play; #play() sends {op: "play", card} to Python,
// #accept() takes the reply's view and save, and the renderer draws the new
// state on the next animation frame. The pacing then lets the computers play
// one card per request ({op: "advance", steps: 1}) until it is South's turn again.
//
// A card's reply carries only what changed in the view (view-changes.js), and a
// computer card's none of the save. The save, the view copy and the player's
// unfinished choices are written once the game is at rest (South's turn, the end of
// the hand, a dialog of the engine's), asking the engine for the save then, and
// whenever the page is hidden or closed: a reload in the middle of the computers'
// cards finds South's last move saved, and the computers play the same cards again.

import { DIALOG_STEPS, dialogStep, draftToStart } from "./draft.js";
import { randomSeed } from "./gamecode.js";
import { Messages, storageNotices } from "./messages.js";
import { BootError, EngineRefusal, PythonError } from "./engine/python.js";
import { rulesFromOptions } from "./options.js";
import { ComputerPacing } from "./pacing.js";
import { viewRecord } from "./saved-view.js";
import { reviewStep, runReview } from "./review.js";
import { applyChanges } from "./view-changes.js";
import {
  acceptView,
  addNotice,
  changeSettings,
  clearChoice,
  clearHand,
  clearTrickArea,
  closeNewGameDialog,
  closePanel,
  closeReplayDialog,
  dismissNotices,
  dropNotice,
  markReady,
  newDeal,
  openPanel,
  openReader,
  readerText,
  restoreUi,
  setBusy,
  setDraft,
  setHintPending,
  setInfo,
  setResultShown,
  showError,
  showHint,
  tableFromView,
  tapCard,
  uiSnapshot,
} from "./state.js";
import { WorkQueue } from "./work-queue.js";

// Actions that make sense before a game is on the table.
const WITHOUT_GAME = ["closePanel", "dismissNotice", "openPanel"];

export class GameController {
  #python;
  #storage;
  #state;
  #onChange;
  #explain;
  #say;
  #announcer;
  #messages;
  #pacing;
  #onEngineFailure;
  #work;
  #lastUi = "";
  #ui = null; // {text, idle}: the player's unfinished choices (JSON), changed since written; idle: none
  #uiStoredIdle = false; // the choices stored hold none
  #recoveredAt = null; // the save the game was last resumed from after an engine failure
  #sent = null; // {id, view}: the engine's last view, which the changes of the next reply apply to
  #unsaved = null; // {save, view}: the last save the engine sent, not yet written
  #saveBehind = false; // the computers played since the last save the engine sent

  /**
   * @param {object} parts
   * @param {{call: (request: object) => Promise<object>}} parts.python
   * @param {ReturnType<import("./storage.js").createStorage>} parts.storage
   * @param {object} parts.state the one state object (state.js)
   * @param {(state: object) => void} parts.onChange asks for a new frame
   * @param {(problem: {reason: string, params?: object}) => string} parts.explain words for a refusal
   * @param {(key: string, params?: object) => string} parts.say a text of the current language
   * @param {(error: Error) => Promise<void>} [parts.onEngineFailure] starts the engine afresh and resumes the game (boot.js)
   * @param {import("./announce.js").Announcer} [parts.announcer] what a screen reader hears
   */
  constructor({ python, storage, state, onChange, explain, say, onEngineFailure = null, announcer = null }) {
    this.#python = python;
    this.#storage = storage;
    this.#state = state;
    this.#onChange = onChange;
    this.#explain = explain;
    this.#say = say;
    this.#onEngineFailure = onEngineFailure;
    this.#announcer = announcer;
    const changed = () => this.#changed();
    this.#work = new WorkQueue({ current: () => state.view, failed: (error) => this.#failed(error) });
    this.#messages = new Messages({ state, changed, announce: (text) => announcer?.say(text) });
    this.#pacing = new ComputerPacing({
      state,
      changed,
      messages: this.#messages,
      run: (task) => this.#run(task),
      call: (request) => this.#call(request),
      accept: (reply) => this.#accept(reply),
      rested: () => this.#run(() => this.#rest()),
      held: () => state.panel === "guide", // the computers wait while the newcomer reads
    });
    // Hidden or closed (a reload, another app): what is not written yet is written now.
    globalThis.addEventListener?.("pagehide", () => this.#write());
    globalThis.document?.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") this.#write();
    });
  }

  get state() {
    return this.#state;
  }

  // ---- start-up (boot.js decides what to start) ------------------------------

  /** Asks the engine what a new game offers (levels, game lengths, default rules): state.info. */
  async loadInfo() {
    const reply = await this.#call({ op: "info" });
    setInfo(this.#state, reply.info);
  }

  /** Asks the engine to load a save; resolves with its reply (nothing shown yet), rejects when refused. */
  load(save) {
    return this.#call({ op: "load", save });
  }

  /** Shows a loaded game (the reply of load()) where it stood, with the player's unfinished choices. */
  resume(reply) {
    this.#accept(reply);
    this.#show();
    this.#announcer?.handStart(this.#state.view);
    this.#changed();
    this.#pacing.drive();
  }

  /**
   * Before the engine is ready: the table of the stored view ({view, info},
   * saved-view.js), as resume() will show it. Taps on it work at once; what
   * they ask of the engine waits for started().
   */
  preview({ view, info }) {
    setInfo(this.#state, this.#state.info ?? info);
    acceptView(this.#state, view);
    this.#show();
    this.#work.hold();
    this.#changed();
  }

  /** The engine has the game on the table (boot.js): work asked for on the preview runs now. */
  started() {
    markReady(this.#state);
    this.#work.release();
    this.#changed();
  }

  #show() {
    const state = this.#state;
    restoreUi(state, this.#storage.loadUi());
    tableFromView(state);
    this.#messages.announceHandStart();
  }

  /** Starts the game `seed` with `options` (house rules, options.js) and `level` (or the preferred one). */
  begin({ seed, options = null, level = null }) {
    return this.#newGame(seed, rulesFromOptions(options ?? {}, this.#state.info), level);
  }

  /**
   * Puts a practice hand on the table (practice.js): `request` is the engine's
   * {op: "practice", ...} or {op: "new_game", ...}; it is shown as a new deal.
   * Run it through queue(); rejects when the engine refuses.
   */
  async startPractice(request) {
    const state = this.#state;
    const reply = await this.#call(request);
    clearHand(state);
    this.#accept(reply);
    this.#write(); // at once, whoever is to play: the practice record already names this hand
    setResultShown(state, true);
    newDeal(state);
    this.#handStarted();
  }

  /** Runs `task` as the player's engine work, in order with the rest (link-offer.js). */
  queue(task) {
    return this.#act(task);
  }

  /** A message that stays until the player dismisses it. */
  notify(key, params = {}) {
    addNotice(this.#state, key, params);
    this.#changed();
  }

  /** A save met a full storage (storage.js onFull): the player is told at once what happened. */
  storageFull(report) {
    const state = this.#state;
    // Saving again: the warning that it was not is over.
    if (report.saved) dropNotice(state, "notice.storageFull");
    for (const { key, params } of storageNotices(report)) addNotice(state, key, params);
    this.#changed();
  }

  // ---- the player's actions ------------------------------------------------

  /**
   * The game's actions, for the page's one action table (action-table.js): type → handler.
   * Before a game is on the table only WITHOUT_GAME's do anything.
   */
  actions() {
    const state = this.#state;
    const game = { ...this.#moves(), ...this.#newGames(), ...this.#panels() };
    for (const type of DIALOG_STEPS) game[type] = (action) => dialogStep(state, action);
    // Each handler changes the state; the page is drawn again unless it says nothing changed (false).
    const handlers = {};
    for (const [type, handler] of Object.entries(game)) {
      handlers[type] = (action) => {
        if (!state.view && !WITHOUT_GAME.includes(type)) return;
        if (handler(action) !== false) this.#changed();
      };
    }
    return handlers;
  }

  /** The moves of a hand: cards, exposures, hints, the computers' fast-forward, the next hand. */
  #moves() {
    const state = this.#state;
    return {
      card: ({ card }) => {
        const next = tapCard(state, card);
        if (next?.play) this.#act(() => this.#play(next.play));
        else if (next?.explain) this.#messages.toast(this.#explain(next.explain));
      },
      play: () => {
        if (state.selected) this.#act(() => this.#play(state.selected));
      },
      expose: () => {
        if (state.exposeSelection.length) this.#act(() => this.#expose(state.exposeSelection));
      },
      skipExpose: () => this.#act(() => this.#expose([])),
      hint: () => this.#act(() => this.#hint()),
      fastForward: () => this.#pacing.fastForward(),
      nextHand: () => this.#act(() => this.#nextHand()),
      setLevel: ({ level }) => this.#act(() => this.#setLevel(level)),
    };
  }

  /** A new game: the same rules again, the new-game dialog's, or this very deal replayed. */
  #newGames() {
    const state = this.#state;
    return {
      playAgain: () => {
        // the same house rules as the game just played
        closeNewGameDialog(state);
        this.#act(() => this.#newGame(randomSeed(), state.view.rules));
      },
      startNewGame: () => {
        const draft = draftToStart(state);
        closeNewGameDialog(state);
        setDraft(state, null);
        changeSettings(state, { level: draft.level });
        this.#storage.writeSettings(state.settings);
        this.#act(() => this.#newGame(randomSeed(), rulesFromOptions(draft, state.info), draft.level));
      },
      confirmReplay: () => {
        const { code, rules, level } = state.view;
        closeReplayDialog(state);
        this.#act(() => this.#newGame(code, rules, level));
      },
    };
  }

  /** The panels over the table the game's actions open and close, the hand review among them. */
  #panels() {
    const state = this.#state;
    return {
      openPanel: ({ panel }) => openPanel(state, panel),
      "review-hand": ({ hand }) => {
        runReview(state, (request) => this.#call(request), () => this.#changed(), {
          load: () => this.#storage.loadReview(),
          save: (record) => this.#storage.writeReview(record),
        }, Number(hand) || null);
        return false;
      },
      reviewStep: ({ to }) => reviewStep(state, to),
      closePanel: () => closePanel(state),
      dismissNotice: () => dismissNotices(state),
    };
  }

  /** The reading page `page` opens in the reader, its text still to come (setReaderContent). */
  openReader(page) {
    openReader(this.#state, page);
    this.#changed();
  }

  /** The reader's text arrived (or failed); main.js fetches it. */
  setReaderContent(page, html) {
    if (readerText(this.#state, page, html)) this.#changed();
  }

  /** Something outside the controller changed the state (language, settings, the tap on Deal: play goes on). */
  refresh() {
    if (!this.#state.dealPending) this.#pacing.drive();
    this.#changed();
  }

  // ---- requests to the engine ---------------------------------------------

  /** The player's engine work: the card the computers' pacing waits for is shown first, at once. */
  #act(task) {
    this.#pacing.hurry();
    return this.#run(task);
  }

  /** Runs engine work one piece at a time, in the order the player asked for it (work-queue.js). */
  #run(task) {
    return this.#work.run(task);
  }

  #failed(error) {
    if (error instanceof PythonError || error instanceof BootError) return this.#engineFailed(error);
    console.warn("Request failed:", error);
    this.#messages.toast(this.#explain({ reason: error?.reason ?? "generic", params: error?.params }));
  }

  /**
   * Python raised or its worker died: the runtime starts afresh and the game
   * resumes from its save (boot.js). When that happens again before the game
   * has moved on, it would only repeat: the page shows the error instead.
   */
  async #engineFailed(error) {
    this.#write();
    const save = this.#storage.loadSave();
    const repeated = this.#recoveredAt !== null && this.#recoveredAt === save;
    console.warn("The game engine failed:", error);
    try {
      if (repeated || !this.#onEngineFailure) throw error;
      this.#recoveredAt = save;
      await this.#onEngineFailure(error);
    } catch (failure) {
      const state = this.#state;
      showError(state, failure instanceof Error ? failure.message : String(failure));
      this.#changed();
    }
  }

  async #call(request) {
    const state = this.#state;
    setBusy(state, !this.#work.held); // taps on a preview are not refused while the engine starts
    try {
      const reply = await this.#python.call(request);
      if (!reply.ok) throw new EngineRefusal(reply.error);
      if (reply.changes) await this.#wholeView(reply);
      if (reply.view) this.#sent = { id: reply.view_id, view: reply.view };
      return reply;
    } finally {
      setBusy(state, false);
    }
  }

  /** A reply's view from its changes; should the page not have the view they apply to, the engine's whole view. */
  async #wholeView(reply) {
    if (this.#sent?.id === reply.base) {
      reply.view = applyChanges(this.#sent.view, reply.changes);
      return;
    }
    console.info(`The engine's view ${reply.base} is not the page's: the whole view is asked for.`);
    const whole = await this.#python.call({ op: "view" });
    if (!whole.ok) throw new EngineRefusal(whole.error);
    Object.assign(reply, { view: whole.view, view_id: whole.view_id, save: whole.save });
  }

  /** Takes a reply's view and save; the cards it played (the player's or the computers') are announced. */
  #accept(reply) {
    const trick = [...(this.#state.view?.trick ?? [])];
    acceptView(this.#state, reply.view);
    this.#saveBehind = !reply.save;
    if (reply.save) {
      this.#unsaved = { save: reply.save, view: reply.view };
      // At rest: written now; else once the computers have played (#rest).
      const { phase, turn } = reply.view;
      if (phase !== "play" || turn === "S") this.#write();
    }
    if (reply.events) this.#announcer?.events(reply.events, reply.view, trick);
  }

  /** The computers have played: the game is at rest, and written (the save asked for when it is behind). */
  async #rest() {
    const view = this.#state.view;
    if (this.#saveBehind && view) {
      try {
        this.#unsaved = { save: (await this.#call({ op: "save" })).save, view };
        this.#saveBehind = false;
      } catch (error) {
        // The last save stays; a failing engine is met by the next move's request.
        console.info(`The save was not asked for (${error?.message}).`);
      }
      this.#changed(); // no longer busy
    }
    this.#write();
  }

  /** Writes the last save with its view, and the player's unfinished choices, when not written yet. */
  #write() {
    if (this.#unsaved) {
      const { save, view } = this.#unsaved;
      this.#unsaved = null;
      this.#storage.writeSave(save);
      this.#storage.writeView(viewRecord({ view, save, info: this.#state.info }));
    }
    // Choices that hold none need not replace others that hold none (restoreUi finds nothing in either).
    if (this.#ui && !(this.#ui.idle && this.#uiStoredIdle)) {
      this.#storage.writeUi(this.#ui.text);
      this.#uiStoredIdle = this.#ui.idle;
    }
    this.#ui = null;
  }

  /** Sends a request and accepts its reply. */
  async #request(request) {
    const reply = await this.#call(request);
    this.#accept(reply);
    return reply;
  }

  /** Sends {op: "new_game", seed, level, rules}; `rules` is the engine's object (its defaults if null). */
  async #newGame(seed, rules = null, level = null) {
    const state = this.#state;
    const { levels, default_level: defaultLevel } = state.info;
    level = [level, state.settings.level].find((name) => levels.includes(name)) ?? defaultLevel;
    const reply = await this.#call({ op: "new_game", seed, level, rules: rules ?? state.info.rules });
    clearHand(state);
    this.#accept(reply);
    setResultShown(state, true);
    newDeal(state);
    this.#handStarted();
  }

  async #expose(cards) {
    if (this.#state.view.phase !== "expose") return; // a second press while the first was on its way
    await this.#request({ op: "expose", cards });
    this.#handStarted();
  }

  async #play(card) {
    const state = this.#state;
    if (state.view.turn !== "S" || !state.view.legal.includes(card)) return;
    clearChoice(state);
    const reply = await this.#request({ op: "play", card, changes: true });
    this.#pacing.showEvents(reply.events);
    this.#changed();
    this.#pacing.drive();
  }

  async #hint() {
    const state = this.#state;
    const before = state.view;
    setHintPending(state, true);
    this.#changed();
    try {
      const reply = await this.#call({ op: "hint" });
      if (state.view === before) showHint(state, reply.hint); // else the game moved on meanwhile
    } finally {
      setHintPending(state, false);
      this.#changed();
    }
  }

  async #nextHand() {
    const state = this.#state;
    if (state.view.phase !== "hand-over") return;
    const reply = await this.#call({ op: "next_hand" });
    clearTrickArea(state);
    this.#accept(reply);
    newDeal(state);
    this.#handStarted();
  }

  async #setLevel(level) {
    const state = this.#state;
    const reply = await this.#request({ op: "set_level", level });
    changeSettings(state, { level });
    this.#storage.writeSettings(state.settings);
    if (reply.view.next_level !== reply.view.level) {
      this.#messages.toast(this.#say("notice.levelChanged", { level: this.#say(`menu.levels.${level}`) }));
    }
    this.#changed();
  }

  /** A hand was dealt or its exposures decided: announce, draw, let the computers play. */
  #handStarted() {
    this.#messages.announceHandStart();
    this.#announcer?.handStart(this.#state.view);
    this.#changed();
    if (!this.#state.dealPending) this.#pacing.drive();
  }

  #changed() {
    const state = this.#state;
    this.#onChange(state);
    this.#pacing?.release(); // the guide may have closed
    const snapshot = uiSnapshot(state);
    const ui = JSON.stringify(snapshot);
    if (ui !== this.#lastUi && state.view) {
      this.#lastUi = ui;
      // Written with the save, at rest, or when the page is hidden (#write).
      const idle = !snapshot.panel && !snapshot.selected && !snapshot.hint && !snapshot.exposeSelection?.length;
      this.#ui = { text: ui, idle };
    }
  }
}
