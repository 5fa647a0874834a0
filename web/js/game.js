// The controller: turns the player's named actions into requests to the
// engine (through PythonClient), keeps the state object up to date, saves
// after every reply, and drives the computer players at a readable pace.
//
// How a tap reaches the engine: input.js reports {type: "card", card: "QS"};
// dispatch() hands it to tapCard() in state.js, which either changes the
// selection or asks for a play; #play() sends {op: "play", card} to Python,
// #accept() stores the reply's view and save, and the renderer draws the new
// state on the next animation frame. #drive() then lets the computers play one
// card per request ({op: "advance", steps: 1}) until it is South's turn again.

import { SPECIAL } from "./cards.js";
import { optionsFromRules, rulesFromOptions } from "./options.js";
import { acceptView, resetDialogs, restoreUi, tapCard, uiSnapshot } from "./state.js";

// Milliseconds at speed 1.
const CARD_DELAY = 650; // before each computer card
const TRICK_LINGER = 1100; // a complete trick stays on the table
const TOAST_TIME = 3800;
const CALLOUT_TIME = 2400;
const REVEAL_TIME = 5000; // the exposures revealed together, as play starts

const SEED_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no I/1, O/0
const SEED_LENGTH = 6;

export function randomSeed() {
  const bytes = crypto.getRandomValues(new Uint8Array(SEED_LENGTH));
  return Array.from(bytes, (byte) => SEED_ALPHABET[byte % SEED_ALPHABET.length]).join("");
}

/** A refused request; `reason` and `params` come from the engine. */
export class EngineRefusal extends Error {
  constructor(error) {
    super(error?.message ?? "the engine refused the request");
    this.name = "EngineRefusal";
    this.reason = error?.reason ?? "unknown";
    this.params = error?.params ?? {};
  }
}

/** A dialog switch ({option, value} from data attributes) as a change of the draft. */
function draftChange(option, value) {
  switch (option) {
    case "exposure":
    case "swap":
    case "lowhearts":
      return { [option]: value === "on" };
    case "length":
      return { length: value === "quick" ? "quick" : "standard" };
    case "cap": {
      const n = Number.parseInt(value, 10);
      return { cap: Number.isInteger(n) && n > 0 ? n : null };
    }
    case "lead":
      return { lead: value === "club2" ? "club2" : "spade2" };
    case "level":
      return ["easy", "normal", "hard"].includes(value) ? { level: value } : {};
    default:
      return {};
  }
}

export class GameController {
  #python;
  #storage;
  #state;
  #onChange;
  #explain;
  #say;
  #queue = Promise.resolve();
  #driving = false;
  #fast = false;
  #wake = null;
  #nextId = 1;
  #lastUi = "";

  /**
   * @param {object} parts
   * @param {{call: (request: object) => Promise<object>}} parts.python
   * @param {ReturnType<import("./storage.js").createStorage>} parts.storage
   * @param {object} parts.state the one state object (state.js)
   * @param {(state: object) => void} parts.onChange asks for a new frame
   * @param {(problem: {reason: string, params?: object}) => string} parts.explain words for a refusal
   * @param {(key: string, params?: object) => string} parts.say a text of the current language
   */
  constructor({ python, storage, state, onChange, explain, say }) {
    this.#python = python;
    this.#storage = storage;
    this.#state = state;
    this.#onChange = onChange;
    this.#explain = explain;
    this.#say = say;
  }

  get state() {
    return this.#state;
  }

  // ---- start-up -----------------------------------------------------------

  /**
   * Resumes the saved game, or starts one. `seed` (from ?seed=) starts that
   * game anew, with `options` (house rules from the address, or the defaults)
   * and `level` (or the preferred difficulty). Returns the game code now being played.
   */
  async start({ seed, options = null, level = null }) {
    const state = this.#state;
    const saved = this.#storage.loadSave();
    let reply = null;
    if (saved) {
      reply = await this.#python.call({ op: "load", save: saved });
      if (!reply.ok) {
        const key = this.#storage.quarantineSave(saved);
        console.warn(`The saved game could not be read (${reply.error?.message}); kept as ${key}.`);
        state.notice = { key: "notice.corruptSave", params: { key } };
        reply = null;
      } else if (seed) {
        reply = null; // ?seed= starts that game anew, replacing the save
      }
    }
    if (reply) {
      this.#accept(reply);
      restoreUi(state, this.#storage.loadUi());
      state.table = { trick: [...reply.view.trick], winner: null };
      this.#announceHandStart();
    } else {
      await this.#newGame(seed || randomSeed(), rulesFromOptions(options ?? {}), level);
    }
    this.#changed();
    this.#drive();
    return state.view.code;
  }

  // ---- the player's actions ------------------------------------------------

  dispatch(action) {
    const state = this.#state;
    if (!state.view && !["closePanel", "dismissNotice", "openPanel", "read", "setLang"].includes(action.type)) return;
    switch (action.type) {
      case "card": {
        const next = tapCard(state, action.card);
        if (next?.play) this.#run(() => this.#play(next.play));
        else if (next?.explain) this.#toast(this.#explain(next.explain));
        break;
      }
      case "play":
        if (state.selected) this.#run(() => this.#play(state.selected));
        break;
      case "expose":
        if (state.exposeSelection.length) this.#run(() => this.#expose(state.exposeSelection));
        break;
      case "skipExpose":
        this.#run(() => this.#expose([]));
        break;
      case "hint":
        this.#run(() => this.#hint());
        break;
      case "fastForward":
        this.#fast = true;
        this.#wakeUp();
        this.#drive();
        break;
      case "nextHand":
        this.#run(() => this.#nextHand());
        break;
      case "playAgain": // the same house rules as the game just played
        state.confirmNewGame = false;
        state.panel = null;
        this.#run(() => this.#newGame(randomSeed(), state.view.rules));
        break;
      case "newGame":
        // The dialog starts from the current game's options: a table keeps its house rules.
        state.confirmNewGame = true;
        state.confirmReplay = false;
        state.draft = {
          ...optionsFromRules(state.view.rules),
          level: state.view.next_level ?? state.settings.level ?? "normal",
        };
        break;
      case "setOption":
        if (state.draft) state.draft = { ...state.draft, ...draftChange(action.option, action.value) };
        break;
      case "resetOptions":
        if (state.draft) state.draft = { ...optionsFromRules(null), level: state.draft.level };
        break;
      case "startNewGame": {
        const draft = state.draft ?? { ...optionsFromRules(state.view.rules), level: state.settings.level };
        state.confirmNewGame = false;
        state.draft = null;
        state.panel = null;
        state.settings = { ...state.settings, level: draft.level };
        this.#storage.writeSettings(state.settings);
        this.#run(() => this.#newGame(randomSeed(), rulesFromOptions(draft), draft.level));
        break;
      }
      case "cancelNewGame":
        resetDialogs(state);
        break;
      case "replayDeal":
        state.confirmReplay = true;
        state.confirmNewGame = false;
        state.draft = null;
        break;
      case "confirmReplay": {
        const { code, rules, level } = state.view;
        state.confirmReplay = false;
        state.panel = null;
        this.#run(() => this.#newGame(code, rules, level));
        break;
      }
      case "setLevel":
        this.#run(() => this.#setLevel(action.level));
        break;
      case "openPanel":
        state.panel = action.panel;
        resetDialogs(state);
        break;
      case "read":
        state.panel = "reader";
        state.reader = { page: action.page, html: null, failed: false };
        break;
      case "closePanel":
        state.panel = null;
        state.reader = null;
        resetDialogs(state);
        break;
      case "dismissNotice":
        state.notice = null;
        break;
      default:
        return;
    }
    this.#changed();
  }

  /** The reader's text arrived (or failed); main.js fetches it. */
  setReaderContent(page, html) {
    const reader = this.#state.reader;
    if (!reader || reader.page !== page) return;
    this.#state.reader = { page, html, failed: html === null };
    this.#changed();
  }

  /** Something outside the controller changed the state (language, full screen). */
  refresh() {
    this.#changed();
  }

  // ---- requests to the engine ---------------------------------------------

  /** Runs engine work one piece at a time, in the order the player asked for it. */
  #run(task) {
    this.#queue = this.#queue.then(task).catch((error) => {
      console.warn("Request failed:", error);
      this.#toast(this.#explain({ reason: error?.reason ?? "generic", params: error?.params }));
    });
    return this.#queue;
  }

  async #call(request) {
    const state = this.#state;
    state.busy = true;
    try {
      const reply = await this.#python.call(request);
      if (!reply.ok) throw new EngineRefusal(reply.error);
      return reply;
    } finally {
      state.busy = false;
    }
  }

  #accept(reply) {
    acceptView(this.#state, reply.view);
    if (reply.save) this.#storage.writeSave(reply.save);
  }

  /** Sends {op: "new_game", seed, level, rules}; `rules` is the engine's object (defaults if null). */
  async #newGame(seed, rules = null, level = null) {
    const state = this.#state;
    level = level ?? state.settings.level ?? "normal";
    const reply = await this.#call({ op: "new_game", seed, level, rules: rules ?? rulesFromOptions({}) });
    state.exposeSelection = [];
    state.selected = null;
    state.callouts = [];
    state.table = { trick: [], winner: null };
    this.#accept(reply);
    state.showResult = true;
    state.dealId += 1;
    this.#announceHandStart();
    this.#changed();
    this.#drive();
  }

  async #expose(cards) {
    if (this.#state.view.phase !== "expose") return; // a second press while the first was on its way
    const reply = await this.#call({ op: "expose", cards });
    this.#accept(reply);
    this.#announceHandStart();
    this.#changed();
    this.#drive();
  }

  async #play(card) {
    const state = this.#state;
    if (state.view.turn !== "S" || !state.view.legal.includes(card)) return;
    state.selected = null;
    state.hint = null;
    const reply = await this.#call({ op: "play", card });
    this.#accept(reply);
    for (const event of reply.events ?? []) this.#showEvent(event);
    this.#changed();
    this.#drive();
  }

  async #hint() {
    const state = this.#state;
    const before = state.view;
    state.hintPending = true;
    this.#changed();
    try {
      const reply = await this.#call({ op: "hint" });
      if (state.view !== before) return; // the game moved on meanwhile
      const hint = reply.hint;
      state.hint = hint;
      if (Array.isArray(hint.cards) && before.phase === "expose") {
        state.exposeSelection = before.exposable.filter((card) => hint.cards.includes(card));
      } else if (hint.card && before.legal.includes(hint.card)) {
        state.selected = hint.card;
      }
    } finally {
      state.hintPending = false;
      this.#changed();
    }
  }

  async #nextHand() {
    const state = this.#state;
    if (state.view.phase !== "hand-over") return;
    const reply = await this.#call({ op: "next_hand" });
    state.callouts = [];
    state.table = { trick: [], winner: null };
    this.#accept(reply);
    state.dealId += 1;
    this.#announceHandStart();
    this.#changed();
    this.#drive();
  }

  async #setLevel(level) {
    const state = this.#state;
    const reply = await this.#call({ op: "set_level", level });
    this.#accept(reply);
    state.settings = { ...state.settings, level };
    this.#storage.writeSettings(state.settings);
    if (reply.view.next_level !== reply.view.level) {
      this.#toast(this.#say("notice.levelChanged", { level: this.#say(`menu.levels.${level}`) }));
    }
    this.#changed();
  }

  // ---- the computers' turns -----------------------------------------------

  /**
   * Lets the computers play, one card per request, pausing between cards and
   * after each complete trick; returns when it is South's turn or the hand is
   * over. Fast-forward cuts every pause and asks for the rest at once.
   */
  async #drive() {
    if (this.#driving) return;
    this.#driving = true;
    const state = this.#state;
    try {
      for (;;) {
        const view = state.view;
        if (state.table.winner) {
          await this.#pause(TRICK_LINGER);
          if (state.table.winner) this.#clearTrick();
          continue;
        }
        if (!view || view.phase !== "play" || !view.turn || view.turn === "S") break;
        state.computersPlaying = true;
        this.#changed();
        if (this.#fast) {
          await this.#run(() => this.#advanceAll());
          break;
        }
        await this.#pause(CARD_DELAY);
        if (this.#fast || state.view !== view) continue;
        await this.#run(() => this.#advanceOne());
        if (state.view === view) break; // the engine refused: stop rather than ask again and again
      }
    } finally {
      this.#driving = false;
      this.#fast = false;
      state.computersPlaying = false;
      state.showResult = true;
      this.#changed();
    }
  }

  async #advanceOne() {
    const view = this.#state.view;
    if (view.phase !== "play" || view.turn === "S") return;
    const reply = await this.#call({ op: "advance", steps: 1 });
    this.#accept(reply);
    for (const event of reply.events ?? []) this.#showEvent(event);
    this.#changed();
  }

  async #advanceAll() {
    const state = this.#state;
    const reply = await this.#call({ op: "advance", steps: "all" });
    this.#accept(reply);
    const events = reply.events ?? [];
    // Only what is still worth seeing: who took the pig, the goat, the transformer.
    let trick = state.table.winner ? [] : [...state.table.trick];
    for (const event of events) {
      trick.push(event);
      if (event.trick_winner) {
        this.#calloutsTaken(trick, event.trick_winner);
        trick = [];
      }
    }
    state.table = { trick: [...state.view.trick], winner: null };
    this.#changed();
  }

  /** A callout for each pig, goat or transformer in a finished trick, naming who took it. */
  #calloutsTaken(trick, winner) {
    for (const played of trick) {
      if (SPECIAL[played.card]) this.#callout(SPECIAL[played.card], winner, true);
    }
  }

  #showEvent(event) {
    const state = this.#state;
    if (state.table.winner) this.#clearTrick();
    const trick = [...state.table.trick, { seat: event.seat, card: event.card }];
    state.table = { trick, winner: event.trick_winner ?? null };
    const special = SPECIAL[event.card];
    if (special && !event.trick_winner) this.#callout(special, event.seat, false);
    if (event.trick_winner) {
      this.#calloutsTaken(trick, event.trick_winner);
      if (state.view.phase !== "play") state.showResult = false;
    }
  }

  #clearTrick() {
    this.#state.table = { trick: [], winner: null };
    this.#changed();
  }

  /** Waits `ms` (times the speed), or less when fast-forward is pressed. */
  #pause(ms) {
    const wait = this.#fast ? 0 : ms * this.#state.speed;
    if (wait <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, wait);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = done;
    }).finally(() => {
      this.#wake = null;
    });
  }

  #wakeUp() {
    this.#wake?.();
  }

  // ---- messages -------------------------------------------------------------

  /** At the start of play: every exposure revealed together, and the skip message. */
  #announceHandStart() {
    const state = this.#state;
    const view = state.view;
    state.reveal = null;
    state.skipMessage = false;
    if (view.phase !== "play" || view.tricks_played > 0 || view.trick.length > 0) return;
    if (!view.rules?.exposure) return;
    const reveal = view.seats.map((seat) => ({ seat: seat.seat, cards: seat.exposed }));
    state.reveal = reveal;
    state.skipMessage = Boolean(view.nothing_to_expose);
    setTimeout(() => {
      if (state.reveal === reveal) {
        state.reveal = null;
        state.skipMessage = false;
        this.#changed();
      }
    }, REVEAL_TIME * Math.max(state.speed, 0.5));
  }

  #toast(text) {
    const state = this.#state;
    const id = this.#nextId++;
    state.toast = { id, text };
    this.#changed();
    setTimeout(() => {
      if (state.toast?.id === id) {
        state.toast = null;
        this.#changed();
      }
    }, TOAST_TIME);
  }

  #callout(kind, seat, taken) {
    const state = this.#state;
    const id = this.#nextId++;
    state.callouts = [...state.callouts.filter((c) => c.kind !== kind), { id, kind, seat, taken }];
    setTimeout(() => {
      state.callouts = state.callouts.filter((c) => c.id !== id);
      this.#changed();
    }, CALLOUT_TIME * Math.max(state.speed, 0.5));
  }

  #changed() {
    const state = this.#state;
    this.#onChange(state);
    const ui = JSON.stringify(uiSnapshot(state));
    if (ui !== this.#lastUi && state.view) {
      this.#lastUi = ui;
      this.#storage.writeUi(ui);
    }
  }
}
