// Helper workers for the engine's worker: each runs the same Python package and plays out a share
// of Hard's sampled deals (gongzhu/bots/offload.py), so a phone's other cores shorten Hard's
// decisions. The cards do not depend on them: a share a helper does not answer is played by the
// engine itself.
//
//   const pool = new HelperPool(helperUrl, helperCount(navigator.hardwareConcurrency, navigator.deviceMemory));
//   pool.want();                           // starts the helpers once (Python asks when Hard plays)
//   pool.count();                          // how many are ready
//   const answer = await pool.start(0, job);  // run_job's text, or undefined: play it yourself
//
// A helper is worker.js?role=helper. Messages:
//   helper -> engine  {type: "ready", ...} | {type: "boot-error", message, ...}  as to the page
//   engine -> helper  {type: "job", id, job}              job: JSON text (offload.job)
//   helper -> engine  {type: "job-done", id, result}      result: JSON text (offload.run_job)
//   helper -> engine  {type: "job-failed", id, message}
//   helper -> engine  {type: "warm-up", steps, ms, error}  its warm-up is over (worker.js; error: why it failed, or null)
// A helper that fails to start, fails a job or its warm-up, sends what cannot be read, or does not answer a job
// within JOB_TIMEOUT_MS is stopped and never used again; its jobs answer undefined.

/** At most this many helpers, whatever the cores: the shares get small and each helper is a Python. */
export const MOST_HELPERS = 3;
/** A job unanswered this long (a share takes well under a second) means the helper is stuck. */
export const JOB_TIMEOUT_MS = 10_000;

/**
 * How many helpers to start: one per core beside the engine's, up to MOST_HELPERS, and (where the
 * browser tells the device's memory) one fewer than its gigabytes: each helper is a Python of its own,
 * tens of megabytes (its memory starts at the snapshot's 31 MB), and a phone short of memory closes the tab.
 * @param {number | undefined} cores navigator.hardwareConcurrency
 * @param {number | undefined} [memoryGb] navigator.deviceMemory (Chromium's; rounded, at most 8)
 */
export function helperCount(cores, memoryGb) {
  const byMemory = memoryGb === undefined ? MOST_HELPERS : Math.floor(memoryGb) - 1;
  return Math.max(0, Math.min(MOST_HELPERS, (cores || 1) - 1, byMemory));
}

/**
 * What a helper says.
 * @typedef {{type: "ready"}
 *   | {type: "boot-error", message: string}
 *   | {type: "job-done", id: number, result: string}
 *   | {type: "job-failed", id: number, message: string}
 *   | ({type: "warm-up"} & import("./idle-steps.js").IdleStats)
 *   | {type: "progress" | "snapshot"}} HelperMessage
 */

/**
 * The pool's figures: helpers ready, jobs answered, helpers stopped, helpers that finished their warm-up.
 * @typedef {{ready: number, answered: number, stopped: number, warm: number}} HelperStats
 */

/** One helper worker and its jobs in flight. */
class Helper {
  /** @type {Map<number, {resolve: (answer: string | undefined) => void, timer: ReturnType<typeof setTimeout>}>} */
  jobs = new Map();
  ready = false;
  stopped = false;

  /** @param {Worker} worker */
  constructor(worker) {
    this.worker = worker;
  }
}

export class HelperPool {
  /** @type {URL} */
  #url;
  #size;
  #WorkerClass;
  #timeoutMs;
  #onChange;
  #started = false;
  /** @type {Helper[]} the helpers ready, in the order they became so */
  #ready = [];
  #nextId = 0;
  #answered = 0;
  #stopped = 0;
  #warm = 0;

  /**
   * @param {URL | string} url the helper's script (worker.js?role=helper)
   * @param {number} size how many helpers want() starts
   * @param {object} [options]
   * @param {typeof Worker} [options.WorkerClass]
   * @param {number} [options.timeoutMs] a job unanswered this long stops its helper
   * @param {(stats: HelperStats) => void} [options.onChange] told each time a helper is ready, answers or is stopped
   */
  constructor(url, size, { WorkerClass = globalThis.Worker, timeoutMs = JOB_TIMEOUT_MS, onChange = () => {} } = {}) {
    this.#url = new URL(url);
    this.#size = size;
    this.#WorkerClass = WorkerClass;
    this.#timeoutMs = timeoutMs;
    this.#onChange = onChange;
  }

  /** Starts the helpers, the first time only. */
  want() {
    if (this.#started) return;
    this.#started = true;
    for (let i = 0; i < this.#size; i += 1) this.#spawn();
  }

  /** How many helpers are ready now. */
  count() {
    return this.#ready.length;
  }

  /** @returns {HelperStats} */
  get stats() {
    return { ready: this.#ready.length, answered: this.#answered, stopped: this.#stopped, warm: this.#warm };
  }

  /**
   * Sends `job` to the ready helper number `index`; resolves with its answer, or undefined when it
   * has none (no such helper, or it failed).
   * @param {number} index
   * @param {string} job
   * @returns {Promise<string | undefined>}
   */
  start(index, job) {
    const helper = this.#ready[index];
    if (!helper) return Promise.resolve(undefined);
    const id = this.#nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#stop(helper, `no answer to a job within ${this.#timeoutMs} ms`), this.#timeoutMs);
      helper.jobs.set(id, { resolve, timer });
      try {
        helper.worker.postMessage({ type: "job", id, job });
      } catch (error) {
        this.#stop(helper, `a job could not be sent (${error instanceof Error ? error.message : String(error)})`);
      }
    });
  }

  #spawn() {
    const helper = new Helper(new this.#WorkerClass(this.#url, { type: "module" }));
    helper.worker.addEventListener("message", (event) => this.#receive(helper, /** @type {MessageEvent} */ (event).data));
    helper.worker.addEventListener("error", (event) => {
      event.preventDefault();
      this.#stop(helper, /** @type {ErrorEvent} */ (event).message || "its script could not be loaded");
    });
    helper.worker.addEventListener("messageerror", () => this.#stop(helper, "it sent a message that could not be read"));
  }

  /**
   * @param {Helper} helper
   * @param {HelperMessage | null | undefined} message
   */
  #receive(helper, message) {
    switch (message?.type) {
      case "ready":
        if (helper.stopped || helper.ready) return;
        helper.ready = true;
        this.#ready.push(helper);
        this.#onChange(this.stats);
        break;
      case "boot-error":
        this.#stop(helper, `it did not start: ${message.message}`);
        break;
      case "job-done":
        if (this.#settle(helper, message.id, message.result)) {
          this.#answered += 1;
          this.#onChange(this.stats);
        }
        break;
      case "job-failed":
        this.#settle(helper, message.id, undefined);
        this.#stop(helper, `a job failed: ${message.message}`);
        break;
      case "warm-up":
        if (message.error !== null) this.#stop(helper, `its warm-up failed: ${message.error}`);
        else if (!helper.stopped) {
          this.#warm += 1;
          this.#onChange(this.stats);
        }
        break;
    }
  }

  /**
   * @param {Helper} helper
   * @param {number} id
   * @param {string | undefined} answer
   * @returns {boolean} whether job `id` was waiting for an answer
   */
  #settle(helper, id, answer) {
    const job = helper.jobs.get(id);
    if (!job) return false;
    helper.jobs.delete(id);
    clearTimeout(job.timer);
    job.resolve(answer);
    return true;
  }

  /**
   * Stops `helper` for good: its jobs answer undefined (the engine plays them).
   * @param {Helper} helper
   * @param {string} why
   */
  #stop(helper, why) {
    if (helper.stopped) return;
    helper.stopped = true;
    helper.worker.terminate();
    for (const id of [...helper.jobs.keys()]) this.#settle(helper, id, undefined);
    this.#ready = this.#ready.filter((other) => other !== helper);
    this.#stopped += 1;
    console.info(`A helper of the game engine was stopped: ${why}.`);
    this.#onChange(this.stats);
  }
}
