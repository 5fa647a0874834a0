// The computers' turns at a readable pace: one card per request to the engine,
// a pause before each computer card, a complete trick left on the table for a
// moment, and fast-forward, which cuts every pause and asks for the rest at once.
// It also keeps what the trick area shows (`state.table`), which lags the
// engine while a finished trick lingers.

import { SPECIAL } from "./cards.js";

// Milliseconds at speed 1.
const CARD_DELAY = 650; // before each computer card
const TRICK_LINGER = 1100; // a complete trick stays on the table

export class ComputerPacing {
  #state;
  #changed;
  #messages;
  #run;
  #request;
  #driving = false;
  #fast = false;
  #wake = null;

  /**
   * @param {object} parts
   * @param {object} parts.state the one state object (state.js)
   * @param {() => void} parts.changed asks for a new frame
   * @param {import("./messages.js").Messages} parts.messages the callouts
   * @param {(task: () => Promise<void>) => Promise<void>} parts.run queues engine work behind the player's
   * @param {(request: object) => Promise<object>} parts.request sends a request and accepts its reply
   */
  constructor({ state, changed, messages, run, request }) {
    this.#state = state;
    this.#changed = changed;
    this.#messages = messages;
    this.#run = run;
    this.#request = request;
  }

  /** Fast-forward: no more pauses; the rest of the computers' cards at once. */
  fastForward() {
    this.#fast = true;
    this.#wake?.();
    this.drive();
  }

  /**
   * Lets the computers play, one card per request, pausing between cards and
   * after each complete trick; returns when it is South's turn or the hand is over.
   */
  async drive() {
    if (this.#driving) return;
    this.#driving = true;
    const state = this.#state;
    try {
      for (;;) {
        const view = state.view;
        if (state.table.winner) {
          await this.#pause(TRICK_LINGER);
          if (state.table.winner) this.clearTrick();
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

  /** The cards just played (the engine's events) land in the trick area, with their callouts. */
  showEvents(events = []) {
    const state = this.#state;
    for (const event of events) {
      if (state.table.winner) this.clearTrick();
      const trick = [...state.table.trick, { seat: event.seat, card: event.card }];
      state.table = { trick, winner: event.trick_winner ?? null };
      const special = SPECIAL[event.card];
      if (special && !event.trick_winner) this.#messages.callout(special, event.seat, false);
      if (event.trick_winner) {
        this.#messages.calloutsTaken(trick, event.trick_winner);
        if (state.view.phase !== "play") state.showResult = false;
      }
    }
  }

  clearTrick() {
    this.#state.table = { trick: [], winner: null };
    this.#changed();
  }

  async #advanceOne() {
    const view = this.#state.view;
    if (view.phase !== "play" || view.turn === "S") return;
    const reply = await this.#request({ op: "advance", steps: 1 });
    this.showEvents(reply.events);
    this.#changed();
  }

  async #advanceAll() {
    const state = this.#state;
    const reply = await this.#request({ op: "advance", steps: "all" });
    // Only what is still worth seeing: who took the pig, the goat, the transformer.
    let trick = state.table.winner ? [] : [...state.table.trick];
    for (const event of reply.events ?? []) {
      trick.push(event);
      if (event.trick_winner) {
        this.#messages.calloutsTaken(trick, event.trick_winner);
        trick = [];
      }
    }
    state.table = { trick: [...state.view.trick], winner: null };
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
}
