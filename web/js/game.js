// The game's controller: puts the engine's game on the table and moves it on.
// It starts (boot.js) or resumes a game, carries out the moves the player's
// actions ask for (game-actions.js: a card, an exposure, a hint, a new game),
// each one piece of engine work in order (work-queue.js), and takes each reply
// into the state. Its parts, one job each: engine-session.js (requests, the
// view kept in step), save-writer.js (when the game is written),
// engine-recovery.js (a failed request or engine), pacing.js (the computers'
// turns), messages.js (timed messages). The tap's path: README.md.

import { EngineRecovery } from "./engine-recovery.js";
import { EngineSession } from "./engine-session.js";
import { gameActions } from "./game-actions.js";
import { Messages, storageNotices } from "./messages.js";
import { rulesFromOptions } from "./options.js";
import { ComputerPacing } from "./pacing.js";
import { SaveWriter } from "./save-writer.js";
import {
  acceptView,
  addNotice,
  changeSettings,
  clearChoice,
  clearHand,
  clearTrickArea,
  dropNotice,
  infoOnTable,
  markReady,
  newDeal,
  openReader,
  readerText,
  restoreUi,
  setHintPending,
  setInfo,
  setEngineStatus,
  showHint,
  tableFromView,
  viewOnTable,
} from "./state.js";
import { WorkQueue } from "./work-queue.js";

/** @typedef {import("./types/engine").View} View */
/** @typedef {import("./state.js").State} State */
/** @typedef {import("./engine-session.js").Request} Request */
/** @typedef {import("./engine-session.js").Answer} Answer */
/** @typedef {{type: string} & Record<string, string>} Action a named action (input.js): its type and its data */

export class GameController {
  #storage;
  #state;
  #onChange;
  #explain;
  #say;
  #announcer;
  #messages;
  #pacing;
  #work;
  #session;
  #saves;

  /**
   * @param {object} parts
   * @param {import("./engine-session.js").EngineClient} parts.python the engine's client (engine/python.js)
   * @param {ReturnType<typeof import("./storage.js").createStorage>} parts.storage
   * @param {State} parts.state the one state object (state.js)
   * @param {(state: State) => void} parts.onChange asks for a new frame
   * @param {(problem: import("./refusal-words.js").Problem) => string} parts.explain words for a refusal
   * @param {import("./i18n.js").T} parts.say a text of the current language
   * @param {((error: Error) => Promise<void>) | null} [parts.onEngineFailure] starts the engine afresh and resumes the game (boot.js)
   * @param {import("./announce.js").Announcer | null} [parts.announcer] what a screen reader hears
   */
  constructor({ python, storage, state, onChange, explain, say, onEngineFailure = null, announcer = null }) {
    this.#storage = storage;
    this.#state = state;
    this.#onChange = onChange;
    this.#explain = explain;
    this.#say = say;
    this.#announcer = announcer;
    const changed = () => this.#changed();
    this.#saves = new SaveWriter({ storage, state });
    this.#messages = new Messages({ state, changed, announce: (text) => announcer?.say(text) });
    const recovery = new EngineRecovery({
      state,
      loadSave: () => storage.loadSave(),
      write: () => this.#saves.write(),
      restart: onEngineFailure,
      toast: (text) => this.#messages.toast(text),
      explain,
      changed,
    });
    this.#work = new WorkQueue({ current: () => state.view, failed: (error) => recovery.failed(error) });
    this.#session = new EngineSession({ python, state, quiet: () => this.#work.held });
    this.#pacing = new ComputerPacing({
      state,
      changed,
      messages: this.#messages,
      run: (task) => this.#work.run(task),
      // An advance with changes: true answers with its changes, and the session makes its view whole.
      call: (request) => /** @type {Promise<import("./pacing.js").AdvanceReply>} */ (this.#session.send(request)),
      accept: (reply) => this.#accept(/** @type {Answer} */ (reply)),
      rested: () => this.#work.run(() => this.#saves.rest(async () => (await this.#session.send({ op: "save" })).save, changed)),
      held: () => state.panel === "guide", // the computers wait while the newcomer reads
    });
  }

  get state() {
    return this.#state;
  }

  // ---- start-up (boot.js decides what to start) ------------------------------

  /** Asks the engine what a new game offers (levels, game lengths, default rules): state.info. */
  async loadInfo() {
    const reply = await this.#session.send({ op: "info" });
    setInfo(this.#state, reply.info ?? null);
  }

  /**
   * Asks the engine to load a save; resolves with its reply (nothing shown yet), rejects when refused.
   * @param {string} save
   */
  load(save) {
    return this.#session.send({ op: "load", save });
  }

  /**
   * Shows a loaded game (the reply of load()) where it stood, with the player's unfinished choices.
   * @param {Answer} reply
   */
  resume(reply) {
    this.#accept(reply);
    this.#show();
    this.#announcer?.handStart(viewOnTable(this.#state));
    this.#changed();
    this.#pacing.drive();
  }

  /**
   * Before the engine is ready: the table of the stored view ({view, info},
   * saved-view.js), as resume() will show it. Taps on it work at once; what
   * they ask of the engine waits for started().
   * @param {{view: View, info: import("./types/engine").Info | null}} stored
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

  /**
   * Starts the game `seed` with `options` (house rules, options.js) and `level` (or the preferred one).
   * @param {{seed: string, options?: object | null, level?: string | null}} game
   */
  begin({ seed, options = null, level = null }) {
    return this.#newGame(seed, rulesFromOptions(options ?? {}, infoOnTable(this.#state)), level);
  }

  /**
   * Puts a practice hand on the table (practice.js): `request` is the engine's
   * {op: "practice", ...} or {op: "new_game", ...}; it is shown as a new deal.
   * Run it through queue(); rejects when the engine refuses.
   * @param {Request} request
   */
  async startPractice(request) {
    const state = this.#state;
    const reply = await this.#session.send(request);
    clearHand(state);
    this.#accept(reply);
    this.#saves.write(); // at once, whoever is to play: the practice record already names this hand
    setEngineStatus(state, { showResult: true });
    newDeal(state);
    this.#handStarted();
  }

  /**
   * Runs `task` as the player's engine work, in order with the rest (link-offer.js).
   * @param {() => unknown} task
   */
  queue(task) {
    return this.#playerWork(task);
  }

  /**
   * A message that stays until the player dismisses it.
   * @param {string} key
   * @param {import("./i18n.js").TextParams} [params]
   */
  notify(key, params = {}) {
    addNotice(this.#state, key, params);
    this.#changed();
  }

  /**
   * A save met a full storage (storage.js onFull): the player is told at once what happened.
   * @param {{saved: boolean, dropped: string[], refused?: boolean}} report
   */
  storageFull(report) {
    const state = this.#state;
    // Saving again: the warning that it was not is over.
    if (report.saved) dropNotice(state, "notice.storageFull");
    for (const { key, params } of storageNotices(report)) addNotice(state, key, params);
    this.#changed();
  }

  // ---- the player's actions ------------------------------------------------

  /**
   * The game's actions, for the page's one action table (action-table.js): type → handler (game-actions.js).
   * @returns {Record<string, import("./action-table.js").Handler>}
   */
  actions() {
    return gameActions({
      state: this.#state,
      storage: this.#storage,
      changed: () => this.#changed(),
      explain: (problem) => this.#messages.toast(this.#explain(problem)),
      send: (request) => this.#session.send(/** @type {Request} */ (request)),
      fastForward: () => this.#pacing.fastForward(),
      playerWork: (task) => this.#playerWork(task),
      play: (card) => this.#play(card),
      expose: (cards) => this.#expose(cards),
      hint: () => this.#hint(),
      nextHand: () => this.#nextHand(),
      setLevel: (level) => this.#setLevel(level),
      newGame: (seed, rules, level) => this.#newGame(seed, rules, level),
    });
  }

  /**
   * The reading page `page` opens in the reader, its text still to come (setReaderContent).
   * @param {string} page
   */
  openReader(page) {
    openReader(this.#state, page);
    this.#changed();
  }

  /**
   * The reader's text arrived (or failed: null); main.js fetches it.
   * @param {string} page
   * @param {string | null} html
   */
  setReaderContent(page, html) {
    if (readerText(this.#state, page, html)) this.#changed();
  }

  /** Something outside the controller changed the state (language, settings, the tap on Deal: play goes on). */
  refresh() {
    if (!this.#state.engine.dealPending) this.#pacing.drive();
    this.#changed();
  }

  // ---- requests to the engine ---------------------------------------------

  /**
   * The player's engine work, in order with the rest (work-queue.js): the cards the computers' pacing waits for
   * (the next one, and one asked for ahead) are shown first, each as soon as it is decided.
   * @param {() => unknown} task
   */
  #playerWork(task) {
    this.#pacing.hurry();
    return this.#work.run(async () => {
      await this.#pacing.settle(); // a computer card the engine has played is on the table first
      return task();
    });
  }

  /**
   * Takes a reply's view and save; the cards it played (the player's or the computers') are announced.
   * @param {Answer} reply a reply with a view (new_game, load, play, …)
   */
  #accept(reply) {
    const view = reply.view;
    if (!view) throw new Error("the engine's reply has no view");
    const trick = [...(this.#state.view?.trick ?? [])];
    acceptView(this.#state, view);
    this.#saves.took({ view, save: reply.save });
    if (reply.events) this.#announcer?.events(reply.events, view, trick);
  }

  /**
   * Sends a request that changes the game and puts its reply on the table.
   * @param {Request} request
   */
  async #sendAndShow(request) {
    const reply = await this.#session.send(request);
    this.#accept(reply);
    return reply;
  }

  /**
   * Sends {op: "new_game", seed, level, rules}; `rules` is the engine's object (its defaults if null).
   * @param {string} seed
   * @param {Record<string, unknown> | null} [rules]
   * @param {string | null} [level]
   */
  async #newGame(seed, rules = null, level = null) {
    const state = this.#state;
    const info = infoOnTable(state);
    const { levels, default_level: defaultLevel } = info;
    const chosen = [level, state.settings.level].find((name) => typeof name === "string" && levels.includes(name)) ?? defaultLevel;
    const reply = await this.#session.send({ op: "new_game", seed, level: chosen, rules: rules ?? info.rules });
    clearHand(state);
    this.#accept(reply);
    setEngineStatus(state, { showResult: true });
    newDeal(state);
    this.#handStarted();
  }

  /** @param {string[]} cards */
  async #expose(cards) {
    if (viewOnTable(this.#state).phase !== "expose") return; // a second press while the first was on its way
    await this.#sendAndShow({ op: "expose", cards });
    this.#handStarted();
  }

  /** @param {string | null} card */
  async #play(card) {
    const state = this.#state;
    const view = viewOnTable(state);
    if (view.turn !== "S" || !card || !view.legal.includes(card)) return;
    clearChoice(state);
    const played = this.#session.send({ op: "play", card, changes: true });
    this.#pacing.askAfterSouth(played);
    const reply = await played;
    this.#accept(reply);
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
      const reply = await this.#session.send({ op: "hint" });
      if (state.view === before && reply.hint) showHint(state, reply.hint); // else the game moved on meanwhile
    } finally {
      setHintPending(state, false);
      this.#changed();
    }
  }

  async #nextHand() {
    const state = this.#state;
    if (viewOnTable(state).phase !== "hand-over") return;
    const reply = await this.#session.send({ op: "next_hand" });
    clearTrickArea(state);
    this.#accept(reply);
    newDeal(state);
    this.#handStarted();
  }

  /** @param {string} level */
  async #setLevel(level) {
    const state = this.#state;
    await this.#sendAndShow({ op: "set_level", level });
    const view = viewOnTable(state);
    changeSettings(state, { level });
    this.#storage.writeSettings(state.settings);
    if (view.next_level !== view.level) {
      this.#messages.toast(this.#say("notice.levelChanged", { level: this.#say(`menu.levels.${level}`) }));
    }
    this.#changed();
  }

  /** A hand was dealt or its exposures decided: announce, draw, let the computers play. */
  #handStarted() {
    this.#messages.announceHandStart();
    this.#announcer?.handStart(viewOnTable(this.#state));
    this.#changed();
    if (!this.#state.engine.dealPending) this.#pacing.drive();
  }

  #changed() {
    const state = this.#state;
    this.#onChange(state);
    this.#pacing?.release(); // the guide may have closed
    this.#saves.noteChoices();
  }
}
