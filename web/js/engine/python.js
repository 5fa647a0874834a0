// Page-side client of the Python worker (worker.js).
//
//   const python = new PythonClient({ bootTimeoutMs: 30000, onProgress });
//   await python.ready;                       // rejects with BootError
//   const reply = await python.call({ op: "new_game", seed: "ABC123" });
//
// `call` sends one request object as a JSON string to `gongzhu.webapi.handle`
// and resolves with the parsed JSON reply (game-level failures arrive as
// `{ok: false, error}` in that reply). It rejects with a PythonError when Python
// raised, and with the BootError when Python never started. Replies are matched
// to requests by id, so any number of calls may be in flight.
//
// A watchdog guards every request: one that gets no answer within
// `requestTimeoutMs` once Python is ready (far longer than Hard's slowest
// decision), or that cannot even be sent, rejects with an EngineStalled (a
// PythonError) and stops the worker; the caller restarts it as after a crash.
//
// The worker starts from this build's memory snapshot when one is stored (see
// worker.js). When none is, a second worker (worker.js?snapshot=make) makes
// one once the first reply is in and the page has had a moment: making it
// slows a start by half, so it is kept off the way to the first table. If that fails, or takes longer than `snapshotTimeoutMs`, `ready`
// rejects with a SnapshotError: the caller discards the snapshot and starts a
// new client with `snapshots: false` (boot.js's Engine does).

const DEFAULT_BOOT_TIMEOUT_MS = 30_000;
// A restore takes well under a second; one that takes this long is stuck.
const DEFAULT_SNAPSHOT_TIMEOUT_MS = 10_000;
// Hard's slowest decision takes about 1.5 s in CPython on a busy machine, a few
// seconds in Pyodide on a slow phone; a request unanswered this long never will be.
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
// After the first reply, when the worker that makes the memory snapshot starts.
const SNAPSHOT_AFTER_MS = 1500;

/** @typedef {import("../types/engine").Reply} Reply */
/** @typedef {import("../types/engine").EngineError} EngineError */
/** @typedef {import("../types/engine").Reason} Reason */
/** A request to `gongzhu.webapi.handle`: its op and that op's fields. */
/** @typedef {{op: string, [field: string]: unknown}} Request */
/** What `ready` resolves with: the versions, and how Python started. */
/** @typedef {{python: string, pyodide: string, boot: "plain" | "snapshot"}} BootInfo */
/**
 * What the worker says (worker.js lists them).
 * @typedef {{type: "progress", stage: string}
 *   | {type: "snapshot", name: string}
 *   | {type: "ready", python: string, pyodide: string, boot: "plain" | "snapshot", snapshotTo: string | null}
 *   | {type: "boot-error", message: string, snapshot: string | null, network: boolean}
 *   | {type: "snapshot-stored", stored: boolean}
 *   | {type: "response", id: number, response: string}
 *   | {type: "request-error", id: number, message: string}
 *   | ({type: "helpers"} & HelperStats)
 *   | ({type: "warm-up"} & import("./idle-steps.js").IdleStats)} WorkerMessage
 */
/** @typedef {import("./helpers.js").HelperStats} HelperStats */
/** @typedef {{resolve: (json: string) => void, reject: (error: Error) => void, timer?: number}} Pending */

/**
 * Python could not be started: timeout, failed download, exception on import. `network`: a file of
 * the page could not be fetched at all (no network, or the server unreachable).
 */
export class BootError extends Error {
  /**
   * @param {string} message
   * @param {{network?: boolean, cause?: unknown}} [options]
   */
  constructor(message, { network = false, ...options } = {}) {
    super(message, options);
    this.name = "BootError";
    this.network = network;
  }
}

/** Starting from the stored memory snapshot `cacheName` failed; a normal start may still work. */
export class SnapshotError extends BootError {
  /**
   * @param {string} message
   * @param {string} cacheName
   */
  constructor(message, cacheName) {
    super(message);
    this.name = "SnapshotError";
    this.cacheName = cacheName;
  }
}

/** A request reached Python but raised instead of returning a reply. */
export class PythonError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "PythonError";
  }
}

/** The worker did not answer a request in time, or the request could not be sent to it. */
export class EngineStalled extends PythonError {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "EngineStalled";
  }
}

/** A request the engine refused (a reply with ok: false); `reason` and `params` come from the engine. */
export class EngineRefusal extends Error {
  /** @param {EngineError | null | undefined} error the reply's `error` */
  constructor(error) {
    super(error?.message ?? "the engine refused the request");
    this.name = "EngineRefusal";
    /** @type {Reason | "unknown"} */
    this.reason = error?.reason ?? "unknown";
    /** @type {Record<string, unknown>} */
    this.params = error?.params ?? {};
  }
}

export class PythonClient {
  /** @type {Worker} */
  #worker;
  /** @type {Map<number, Pending>} */
  #pending = new Map(); // id -> {resolve, reject}
  #nextId = 1;
  /** @type {Error | null} */
  #failure = null;
  /** @type {number} */
  #timer;
  /** @type {number | undefined} */
  #snapshotTimer;
  /** @type {string | null} */
  #restoring = null; // the snapshot cache name while the worker restores it
  /** @type {{resolve: (info: BootInfo) => void, reject: (error: Error) => void} | null} */
  #settleBoot = null; // set at once, by the promise `ready`
  /** @type {((stored: boolean) => void) | null} */
  #settleStored = null; // set at once, by the promise `snapshotStored`
  /** @type {URL} */
  #workerUrl;
  /** @type {string | null} */
  #snapshotTo = null; // where a snapshot is to be stored, until its maker starts
  /** @type {Worker | null} */
  #maker = null; // the worker making it
  #makerDue = 0; // the timer that starts it

  /**
   * @param {object} [options]
   * @param {number} [options.bootTimeoutMs] give up if Python is not ready by then
   * @param {(stage: string) => void} [options.onProgress] "runtime", "package", "import"
   * @param {URL|string} [options.workerUrl] the worker module (default: worker.js beside this file)
   * @param {boolean} [options.snapshots] false: neither start from a memory snapshot nor make one
   * @param {number} [options.snapshotTimeoutMs] give up restoring a snapshot after this long
   * @param {number} [options.requestTimeoutMs] give up a request unanswered this long after Python is ready
   * @param {import("./early-worker.js").EarlyWorker | null} [options.early]
   *   a worker started before the page's other scripts (early-worker.js): taken over, with what it has said
   *   so far, when it is at `workerUrl` and snapshots are on (else, or once taken, a new worker starts)
   */
  constructor({
    bootTimeoutMs = DEFAULT_BOOT_TIMEOUT_MS,
    onProgress = () => {},
    workerUrl = new URL("./worker.js", import.meta.url),
    snapshots = true,
    snapshotTimeoutMs = DEFAULT_SNAPSHOT_TIMEOUT_MS,
    requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
    early = null,
  } = {}) {
    this.onProgress = onProgress;
    this.snapshotTimeoutMs = snapshotTimeoutMs;
    this.requestTimeoutMs = requestTimeoutMs;
    /**
     * The cache name of the memory snapshot this worker started from, or null.
     * @type {string | null}
     */
    this.restoredFrom = null;
    /**
     * The engine's helper workers (helpers.js), as it last said: none until Hard plays, and none where
     * the browser cannot let a request wait for them.
     * @type {HelperStats}
     */
    this.helpers = { ready: 0, answered: 0, stopped: 0, warm: 0 };
    /**
     * The worker's warm-up of Hard's search, once over (null before; none unless Hard is expected).
     * @type {import("./idle-steps.js").IdleStats | null}
     */
    this.warmUp = null;
    /**
     * Resolves with {python, pyodide, boot} once requests can be answered; boot: "plain" | "snapshot".
     * @type {Promise<BootInfo>}
     */
    this.ready = new Promise((resolve, reject) => {
      this.#settleBoot = { resolve, reject };
    });
    // Callers may use only call(); the rejection still reaches them there.
    this.ready.catch(() => {});
    /**
     * Resolves with true once a memory snapshot was stored for this build, false if none will be (by this client).
     * @type {Promise<boolean>}
     */
    this.snapshotStored = new Promise((resolve) => {
      this.#settleStored = resolve;
    });

    this.#timer = setTimeout(() => {
      const seconds = (bootTimeoutMs / 1000).toFixed(1).replace(/\.0$/, "");
      this.#failBoot(`Python did not start within ${seconds} s.`);
    }, bootTimeoutMs);

    const url = new URL(workerUrl, globalThis.location?.href);
    if (!snapshots) url.searchParams.set("snapshot", "off");
    this.#workerUrl = url;
    const adopted = snapshots && early?.url === url.href ? early.adopt() : null;
    /** True when this client took over the worker the page's first script started. */
    this.startedEarly = adopted !== null;
    this.#worker = adopted?.worker ?? new Worker(url, { type: "module" });
    this.#listen(adopted?.events ?? []);
  }

  /**
   * Listens to the worker; what an early worker said before it was taken over (`said`) is heard
   * first, in order, before anything it says next.
   * @param {Event[]} said
   */
  #listen(said) {
    /** @type {Record<string, (event: Event) => void>} */
    const listeners = {
      message: (event) => this.#receive(/** @type {MessageEvent} */ (event).data),
      error: (event) => {
        event.preventDefault();
        const detail = /** @type {ErrorEvent} */ (event).message || "the worker script could not be loaded";
        this.#failBoot(`The Python worker failed: ${detail}`);
      },
      messageerror: () => {
        this.#failBoot("The Python worker sent a message that could not be read.");
      },
    };
    for (const [type, listener] of Object.entries(listeners)) this.#worker.addEventListener(type, listener);
    for (const event of said) listeners[event.type](event);
  }

  /**
   * Sends a JSON string to `gongzhu.webapi.handle`; resolves with its JSON string.
   * @param {string} json
   * @returns {Promise<string>}
   */
  request(json) {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    /** @type {Promise<string>} */
    const answer = new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
    });
    try {
      this.#worker.postMessage({ type: "request", id, request: json });
    } catch (error) {
      const message = /** @type {{message?: string} | null | undefined} */ (error)?.message ?? error;
      this.#fail(new EngineStalled(`The request could not be sent to the Python worker: ${message}`));
      return answer;
    }
    this.#watch(id);
    return answer;
  }

  /**
   * The watchdog of request `id`: armed once Python is ready (a start has its own limit).
   * @param {number} id
   */
  #watch(id) {
    this.ready.then(() => {
      const pending = this.#pending.get(id);
      if (!pending) return;
      pending.timer = setTimeout(() => {
        if (this.#pending.has(id)) this.#fail(new EngineStalled(`The Python worker did not answer within ${this.requestTimeoutMs} ms.`));
      }, this.requestTimeoutMs);
    }, () => {});
  }

  /** Tells the worker that Hard is likely to play: it starts its helpers early and warms up (worker.js). */
  wantHelpers() {
    if (!this.#failure) this.#worker.postMessage({ type: "want-helpers" });
  }

  /**
   * Like request(), but takes and returns plain objects.
   * @param {Request} message
   * @returns {Promise<Reply>}
   */
  async call(message) {
    return JSON.parse(await this.request(JSON.stringify(message)));
  }

  /** Stops the worker; pending and later calls reject. */
  terminate() {
    this.#fail(new Error("The Python worker was stopped."));
  }

  /** Starts the worker that makes and stores the memory snapshot (see worker.js); settles snapshotStored. */
  #makeSnapshot() {
    if (this.#failure || !this.#snapshotTo) return;
    this.#snapshotTo = null;
    const url = new URL(this.#workerUrl);
    url.searchParams.set("snapshot", "make");
    const maker = new Worker(url, { type: "module" });
    this.#maker = maker;
    const done = (/** @type {boolean} */ stored) => {
      maker.terminate();
      if (this.#maker === maker) this.#maker = null;
      this.#settleStored?.(stored);
    };
    maker.addEventListener("message", (event) => {
      if (event.data?.type === "snapshot-stored") done(event.data.stored === true);
      else if (event.data?.type === "boot-error") done(false);
    });
    maker.addEventListener("error", (event) => {
      event.preventDefault();
      done(false);
    });
  }

  /** @param {WorkerMessage | null | undefined} message */
  #receive(message) {
    switch (message?.type) {
      case "progress":
        this.onProgress(message.stage);
        break;
      case "snapshot":
        this.#restoring = this.restoredFrom = message.name;
        this.#snapshotTimer = setTimeout(() => {
          this.#failBoot(`Restoring the memory snapshot took over ${this.snapshotTimeoutMs} ms.`);
        }, this.snapshotTimeoutMs);
        break;
      case "ready":
        clearTimeout(this.#timer);
        clearTimeout(this.#snapshotTimer);
        this.#restoring = null;
        this.#snapshotTo = message.snapshotTo ?? null;
        if (!this.#snapshotTo) this.#settleStored?.(false);
        this.#settleBoot?.resolve({ python: message.python, pyodide: message.pyodide, boot: message.boot });
        break;
      case "boot-error":
        this.#restoring = message.snapshot ?? this.#restoring;
        this.#failBoot(message.message, message.network === true);
        break;
      case "helpers":
        // When the first helper became ready (scripts/measure_page.py reads it).
        if (message.ready > 0 && this.helpers.ready === 0) performance.mark("gongzhu:helper-ready");
        this.helpers = { ready: message.ready, answered: message.answered, stopped: message.stopped, warm: message.warm };
        break;
      case "warm-up":
        // The worker's warm-up is over (worker.js; scripts/measure_page.py reads when).
        this.warmUp = { steps: message.steps, ms: message.ms, error: message.error };
        performance.mark("gongzhu:engine-warm");
        if (message.error !== null) console.warn(`The game engine's warm-up stopped: ${message.error}`);
        break;
      case "response":
      case "request-error": {
        const pending = this.#pending.get(message.id);
        if (!pending) return;
        this.#pending.delete(message.id);
        clearTimeout(pending.timer);
        if (message.type === "response") pending.resolve(message.response);
        else pending.reject(new PythonError(message.message));
        if (this.#snapshotTo && !this.#makerDue) this.#makerDue = setTimeout(() => this.#makeSnapshot(), SNAPSHOT_AFTER_MS);
        break;
      }
    }
  }

  /**
   * A failed start: a SnapshotError while a snapshot was being restored, else a BootError.
   * @param {string} message
   */
  #failBoot(message, network = false) {
    this.#fail(this.#restoring ? new SnapshotError(message, this.#restoring) : new BootError(message, { network }));
  }

  /** @param {Error} error */
  #fail(error) {
    if (this.#failure) return;
    this.#failure = error;
    clearTimeout(this.#timer);
    clearTimeout(this.#snapshotTimer);
    this.#settleStored?.(false);
    clearTimeout(this.#makerDue);
    this.#maker?.terminate();
    this.#worker.terminate();
    this.#settleBoot?.reject(error);
    for (const { reject, timer } of this.#pending.values()) {
      clearTimeout(timer);
      reject(error);
    }
    this.#pending.clear();
  }
}
