// Work that a worker does in small steps while it has nothing else to do: the warm-up of Hard's
// search (worker.js, gongzhu/bots/warmup.py). A step starts only when no message is waiting, and
// runs in the worker's one queue of work, so a message that comes meanwhile waits for one step at
// most. The steps end after `count`, or at the first that fails.
//
//   const idle = new IdleSteps((k) => warmup.step(k), { enqueue: (task) => (queue = queue.then(task)) });
//   idle.start(150);                       // 150 steps from now on, whenever the worker is idle
//   idle.arrived(); … idle.answered();     // around each message's work

/**
 * What the steps came to: how many ran, their milliseconds, and why they stopped early (else null).
 * @typedef {{steps: number, ms: number, error: string | null}} IdleStats
 */

export class IdleSteps {
  #count = 0;
  #step;
  #enqueue;
  #later;
  #onDone;
  #started = false;
  #scheduled = false;
  #finished = false;
  #waiting = 0;
  #done = 0;
  #ms = 0;

  /**
   * @param {(k: number) => unknown} step runs step `k` (from 0); may return a promise
   * @param {object} options
   * @param {(task: () => Promise<void>) => void} options.enqueue puts a task in the worker's queue of work
   * @param {(task: () => void) => void} [options.later] runs a task once pending events are dispatched
   * @param {(stats: IdleStats) => void} [options.onDone] told once, when the steps end
   */
  constructor(step, { enqueue, later = (task) => setTimeout(task, 0), onDone = () => {} }) {
    this.#step = step;
    this.#enqueue = enqueue;
    this.#later = later;
    this.#onDone = onDone;
  }

  /**
   * Runs `count` steps from now on, while no message waits (the first call only).
   * @param {number} count
   */
  start(count) {
    if (this.#started) return;
    this.#started = true;
    this.#count = count;
    if (count > 0) this.#next();
    else this.#finish(null);
  }

  /** A message came: it goes before any step not yet begun. */
  arrived() {
    this.#waiting += 1;
  }

  /** A message's work is done. */
  answered() {
    this.#waiting -= 1;
    this.#next();
  }

  /** @returns {IdleStats} */
  get stats() {
    return { steps: this.#done, ms: Math.round(this.#ms), error: null };
  }

  #next() {
    if (!this.#started || this.#finished || this.#scheduled || this.#waiting > 0) return;
    this.#scheduled = true;
    // After the events already here: a message among them goes first.
    this.#later(() => {
      this.#scheduled = false;
      if (this.#waiting === 0 && !this.#finished) this.#enqueue(() => this.#run());
    });
  }

  async #run() {
    const started = performance.now();
    try {
      await this.#step(this.#done);
    } catch (error) {
      this.#finish(error instanceof Error ? error.message : String(error));
      return;
    }
    this.#ms += performance.now() - started;
    this.#done += 1;
    if (this.#done >= this.#count) this.#finish(null);
    else this.#next();
  }

  /** @param {string | null} error */
  #finish(error) {
    this.#finished = true;
    this.#onDone({ ...this.stats, error });
  }
}
