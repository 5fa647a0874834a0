// The page's engine work (the player's requests, the computers' turns), one
// piece at a time in the order it was asked for.
//
// While the engine starts under a table drawn from storage (saved-view.js),
// the work is held: a tap on that table is not lost, it is carried out once
// the engine has the game, unless the game then stands somewhere else than
// where it was asked for (the save could not be loaded and a new game was
// dealt): then it is dropped.
//
//   const work = new WorkQueue({ current: () => state.view, failed: (error) => ... });
//   work.hold();              // the table drawn from storage, before the engine is ready
//   work.run(() => play(card));
//   work.release();           // the engine has the game: the held work runs

import { pointOf, samePoint } from "./state.js";

/** @typedef {import("./types/engine").View} View */

export class WorkQueue {
  /** @type {Promise<void>} */
  #tail = Promise.resolve();
  #current;
  #failed;
  /** @type {((value?: unknown) => void) | null} */
  #release = null; // while held: lets the held work run

  /**
   * @param {object} parts
   * @param {() => View | null} parts.current the view on the table now
   * @param {(error: unknown) => unknown} parts.failed meets a piece of work that threw; the next one still runs
   */
  constructor({ current, failed }) {
    this.#current = current;
    this.#failed = failed;
  }

  /** Whether work is held (the engine is starting under a table drawn from storage). */
  get held() {
    return this.#release !== null;
  }

  /**
   * Queues `task`; resolves once it is done (or dropped, or failed and met).
   * @param {() => unknown} task
   * @returns {Promise<void>}
   */
  run(task) {
    const askedOn = this.held ? this.#current() : null; // held work runs only where the game still stands
    const done = this.#tail
      .then(() => (askedOn && !samePoint(pointOf(askedOn), pointOf(this.#current())) ? undefined : task()))
      .catch(this.#failed);
    this.#tail = /** @type {Promise<void>} */ (done); // what it resolves with means nothing
    return this.#tail;
  }

  /** Holds the work asked for from now until release(). */
  hold() {
    if (this.held) return;
    const started = new Promise((resolve) => (this.#release = resolve));
    this.#tail = this.#tail.then(() => started);
  }

  /** Lets the held work run, in order (what no longer fits the game on the table is dropped). */
  release() {
    const release = this.#release;
    this.#release = null;
    release?.();
  }
}
