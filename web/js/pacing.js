// The computers' turns at a readable pace: one card per request to the engine,
// a pause before each computer card, a complete trick left on the table for a
// moment (and as long a moment before a computer leads a new hand), and
// fast-forward, which cuts every pause and asks for the rest at once.
// It also keeps what the trick area shows (`state.table`), which lags the
// engine while a finished trick lingers.
//
// A computer's decision is asked for as soon as the card before it is decided
// when that card is a computer's too, with South's card when it follows South's
// in the same trick (askAfterSouth), else once it is shown, so it is computed
// in the worker while the card before waits out its pause, the trick lingers
// and its own pause runs; it is shown when both its pause and its decision are
// over. A card asked for ahead is put on the table before the player's requests
// (settle()), which the engine meets after it. A decision that takes longer than
// the pacing shows a quiet "thinking" mark at its seat (state.engine.thinking).
// The engine is asked for the same cards one by one as without the head start,
// so the same code and plays give the same game.

import { SPECIAL } from "./cards.js";
import { clearTable, hardInSouthsSeat, setEngineStatus, showTrick, tableFromView } from "./state.js";

/** @typedef {import("./state.js").State} State */
/** @typedef {import("./types/engine").View} View */
/** @typedef {import("./types/engine").CardEvent} CardEvent */
/** @typedef {import("./types/engine").TrickCard} TrickCard */
/**
 * The computers' cards asked for: one, or all up to South's turn; `south: "hard"` when Hard plays South's seat.
 * @typedef {{op: "advance", steps: 1 | "all", changes: true, south?: "hard"}} AdvanceRequest
 */
/**
 * The reply to an AdvanceRequest, its view made whole from the changes (game.js): the view and the cards played.
 * @typedef {import("./types/engine").ChangesReply & {view: View}} AdvanceReply
 */
/**
 * The controller's side of the pacing.
 * @typedef {object} PacingHost
 * @property {State} state the one state object (state.js)
 * @property {() => void} changed asks for a new frame
 * @property {import("./messages.js").Messages} messages the callouts
 * @property {(task: () => Promise<void>) => Promise<void>} run queues engine work behind the player's
 * @property {(request: AdvanceRequest) => Promise<AdvanceReply>} call sends a request; resolves with the reply, rejects when refused
 * @property {(reply: AdvanceReply) => void} accept takes a reply's view and save
 * @property {() => void} [rested] the computers have played: the game is at rest
 * @property {() => boolean} [held] the computers wait (the first-hand guide is open); release() when that may have changed
 */

/**
 * Hard plays South's seat (a practice hand, practice.js): South's cards are the computers' too.
 * @param {State} state
 */
const hardSeat = (state) => hardInSouthsSeat(state.practice);
/** @param {State} state @returns {{south?: "hard"}} */
const southPlayer = (state) => (hardSeat(state) ? { south: "hard" } : {});

// Milliseconds at speed 1.
const CARD_DELAY = 650; // before each computer card
const TRICK_LINGER = 1100; // a complete trick stays on the table
const HAND_OPENING = TRICK_LINGER; // before a computer's first lead of a hand: the new hand and its exposures are looked at first
const THINKING_MARK_AFTER = 250; // the least wait that shows the mark (at any speed, also fast-forward)

/**
 * Whether a computer is to play in `view`.
 * @param {State} state
 * @param {View | null} view
 * @returns {view is View}
 */
const computersToPlay = (state, view) =>
  Boolean(view && view.phase === "play" && view.turn && (view.turn !== "S" || hardSeat(state)));

/**
 * A computer card asked for: its decision, and when it was asked for.
 * @typedef {{decision: Promise<AdvanceReply>, askedAt: number}} Asked
 */

/**
 * A computer card asked for ahead: asked for once the card before it was decided, with the view after that card.
 * @typedef {Asked & {after: View}} Ahead
 */

/**
 * Whether `view`'s next card is the first of its hand.
 * @param {View} view
 */
const opensHand = (view) => view.tricks_played === 0 && view.trick.length === 0;

export class ComputerPacing {
  /** @type {PacingHost} */
  #host; // the controller's side: its state, redraw, callouts and engine calls
  #driving = false;
  #fast = false;
  /** @type {(() => void) | null} */
  #wake = null;
  #waiting = false; // a computer card is being waited for (its pauses, its decision)
  #hurried = false; // the player asked for something meanwhile: no more pauses for this card
  /** @type {(() => void) | null} */
  #release = null; // lets a card held by host.held() go on (release())
  /** @type {Ahead | null} */
  #ahead = null; // the next computer card, asked for once the card before it (after its view) was decided

  /** @param {PacingHost} host the controller's side */
  constructor(host) {
    this.#host = host;
  }

  /** The player asked for something: the card being waited for is shown as soon as it is decided. */
  hurry() {
    if (!this.#waiting) return;
    this.#hurried = true;
    this.#wake?.();
  }

  /** What holds the computers (host.held) may have ended: a held card goes on, after its pause. */
  release() {
    this.#release?.();
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
    const state = this.#host.state;
    let played = false;
    try {
      for (;;) {
        const view = state.view;
        if (!computersToPlay(state, view)) {
          if (!state.table.winner) break;
          await this.#pause(TRICK_LINGER); // the last trick of the hand, or before South leads
          if (state.table.winner) this.clearTrick();
          continue;
        }
        setEngineStatus(state, { computersPlaying: true });
        played = true;
        this.#host.changed();
        if (this.#fast) {
          await this.#host.run(() => this.#advanceAll());
          break;
        }
        await this.#host.run(() => this.#nextCard(view));
        if (state.view === view) break; // the engine refused: stop rather than ask again and again
      }
    } finally {
      this.#driving = false;
      this.#fast = false;
      setEngineStatus(state, { computersPlaying: false, showResult: true }); // the hand's result may show
      this.#host.changed();
      if (played) this.#host.rested?.();
    }
  }

  /**
   * The cards just played (the engine's events) land in the trick area, with their callouts.
   * @param {readonly CardEvent[]} [events]
   */
  showEvents(events = []) {
    const state = this.#host.state;
    for (const event of events) {
      if (state.table.winner) this.clearTrick();
      const trick = [...state.table.trick, { seat: event.seat, card: event.card }];
      showTrick(state, trick, event.trick_winner ?? null, event.trick_points ?? 0);
      const special = SPECIAL[event.card];
      if (special && !event.trick_winner) this.#host.messages.callout(special, event.seat, false);
      if (event.trick_winner) {
        this.#host.messages.calloutsTaken(trick, event.trick_winner);
        // The reply's view is accepted before its cards are shown.
        if (/** @type {View} */ (state.view).phase !== "play") setEngineStatus(state, { showResult: false });
      }
    }
  }

  clearTrick() {
    clearTable(this.#host.state);
    this.#host.changed();
  }

  /**
   * One computer card: decided during the lingering trick and the pause, shown when both are over.
   * @param {View} view
   */
  async #nextCard(view) {
    const state = this.#host.state;
    if (state.view !== view) return; // the game moved on while this waited its turn
    const { decision, askedAt } = this.#takeAhead(view) ?? this.#ask();
    this.#askAhead(decision);
    this.#waiting = true;
    /** @type {AdvanceReply} */
    let reply;
    try {
      if (state.table.winner) {
        await this.#pause(TRICK_LINGER);
        this.clearTrick();
      } else if (opensHand(view)) {
        await this.#pause(HAND_OPENING);
      }
      await this.#pauseUnheld(CARD_DELAY);
      // How long the card waited for its decision beyond the pacing, and which card it was
      // (scripts/measure_page.py reads it).
      const paced = performance.now();
      reply = await this.#decided(decision, view.turn, askedAt);
      const detail = { seat: view.turn, trick: view.tricks_played + 1, place: view.trick.length + 1 };
      performance.measure("gongzhu:card-wait", { start: paced, detail });
    } finally {
      this.#waiting = false;
      this.#hurried = false;
    }
    this.#show(reply);
  }

  /**
   * A computer card's reply: its view taken, its card put in the trick.
   * @param {AdvanceReply} reply
   */
  #show(reply) {
    this.#host.accept(reply);
    this.showEvents(reply.events);
    this.#host.changed();
  }

  /**
   * Asks the engine for the next computer card.
   * @returns {Asked}
   */
  #ask() {
    const decision = this.#host.call({ op: "advance", steps: 1, changes: true, ...southPlayer(this.#host.state) });
    decision.catch(() => {}); // a refusal or failure is met by whoever waits for it, after the pause
    return { decision, askedAt: performance.now() };
  }

  /**
   * South's card is on its way to the engine (`played`, its reply): where a computer plays next in the same trick,
   * that card is asked for at once, behind South's, instead of once South's card's reply is on the table: on the
   * phone profile (scripts/measure_page.py --profile mobile) that was 90 to 180 ms after South's card was sent,
   * taken from the card's pause, the only time such a decision has.
   * @param {Promise<{view?: View}>} played
   */
  askAfterSouth(played) {
    const state = this.#host.state;
    const view = state.view;
    if (this.#fast || hardSeat(state) || !view || view.phase !== "play" || view.turn !== "S" || view.trick.length >= 3) {
      return;
    }
    const asked = this.#ask();
    played.then(
      (reply) => {
        if (reply.view && computersToPlay(state, reply.view)) this.#ahead = { after: reply.view, ...asked };
      },
      () => {},
    );
  }

  /**
   * Once `decision` (the card being waited for) is decided, and the card after it is a computer's too,
   * asks for that one at once (#ahead), so that its decision runs while this card's pause runs.
   * @param {Promise<AdvanceReply>} decision
   */
  #askAhead(decision) {
    decision.then(
      (reply) => {
        // The card is not shown yet (its wait began after this), so no other work reached the engine meanwhile.
        if (this.#fast || !computersToPlay(this.#host.state, reply.view)) return;
        this.#ahead = { after: reply.view, ...this.#ask() };
      },
      () => {},
    );
  }

  /**
   * The card asked for ahead of `view` (the view on the table), if any; one asked for ahead of another view
   * is dropped: a game loaded or dealt since has replaced the one it was played in.
   * @param {View | null} view
   * @returns {Ahead | null}
   */
  #takeAhead(view) {
    const ahead = this.#ahead;
    this.#ahead = null;
    return ahead && ahead.after === view ? ahead : null;
  }

  /**
   * A computer card asked for ahead is put on the table as soon as it is decided: before the player's
   * requests, which the engine meets after it, and before fast-forward.
   */
  async settle() {
    const ahead = this.#takeAhead(this.#host.state.view);
    if (!ahead) return;
    this.#show(await this.#decided(ahead.decision, ahead.after.turn, ahead.askedAt));
  }

  async #advanceAll() {
    await this.settle();
    const state = this.#host.state;
    if (!computersToPlay(state, state.view)) return; // the card asked for ahead was the last before South's turn
    /** @type {AdvanceRequest} */
    const request = { op: "advance", steps: "all", changes: true, ...southPlayer(state) };
    const reply = await this.#decided(this.#host.call(request), state.view.turn, performance.now());
    this.#host.accept(reply);
    // Only what is still worth seeing: who took the pig, the goat, the transformer.
    /** @type {TrickCard[]} */
    let trick = state.table.winner ? [] : [...state.table.trick];
    for (const event of reply.events ?? []) {
      trick.push(event);
      if (event.trick_winner) {
        this.#host.messages.calloutsTaken(trick, event.trick_winner);
        trick = [];
      }
    }
    tableFromView(state);
    this.#host.changed();
  }

  /**
   * Waits for a decision asked for at `askedAt`; shows the thinking mark at
   * `seat` once it has taken longer than the pacing of one card.
   * @param {Promise<AdvanceReply>} decision
   * @param {string | null} seat
   * @param {number} askedAt
   * @returns {Promise<AdvanceReply>}
   */
  async #decided(decision, seat, askedAt) {
    const state = this.#host.state;
    const pacing = Math.max(CARD_DELAY * state.speed, THINKING_MARK_AFTER);
    const timer = setTimeout(
      () => {
        setEngineStatus(state, { thinking: seat });
        this.#host.changed();
      },
      Math.max(pacing - (performance.now() - askedAt), 0),
    );
    try {
      return await decision;
    } finally {
      clearTimeout(timer);
      if (state.engine.thinking) {
        setEngineStatus(state, { thinking: null });
        this.#host.changed();
      }
    }
  }

  /**
   * Waits `ms` (times the speed); while the computers are held, until released and then `ms` again.
   * @param {number} ms
   */
  async #pauseUnheld(ms) {
    await this.#pause(ms);
    while (this.#host.held?.()) {
      await /** @type {Promise<void>} */ (new Promise((resolve) => (this.#release = resolve)));
      this.#release = null;
      await this.#pause(ms);
    }
  }

  /**
   * Waits `ms` (times the speed), or less when fast-forward is pressed.
   * @param {number} ms
   * @returns {Promise<void>}
   */
  #pause(ms) {
    const wait = this.#fast || this.#hurried ? 0 : ms * this.#host.state.speed;
    if (wait <= 0) return Promise.resolve();
    /** @type {Promise<void>} */
    const waited = new Promise((resolve) => {
      const timer = setTimeout(done, wait);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = done;
    });
    return waited.finally(() => {
      this.#wake = null;
    });
  }
}
