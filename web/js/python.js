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

const DEFAULT_BOOT_TIMEOUT_MS = 30_000;

/** Python could not be started: timeout, failed download, exception on import. */
export class BootError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = "BootError";
  }
}

/** A request reached Python but raised instead of returning a reply. */
export class PythonError extends Error {
  constructor(message) {
    super(message);
    this.name = "PythonError";
  }
}

/** A request the engine refused (a reply with ok: false); `reason` and `params` come from the engine. */
export class EngineRefusal extends Error {
  constructor(error) {
    super(error?.message ?? "the engine refused the request");
    this.name = "EngineRefusal";
    this.reason = error?.reason ?? "unknown";
    this.params = error?.params ?? {};
  }
}

export class PythonClient {
  #worker;
  #pending = new Map(); // id -> {resolve, reject}
  #nextId = 1;
  #failure = null;
  #timer;
  #settleBoot;

  /**
   * @param {object} [options]
   * @param {number} [options.bootTimeoutMs] give up if Python is not ready by then
   * @param {(stage: string) => void} [options.onProgress] "runtime", "package", "import"
   * @param {URL|string} [options.workerUrl] the worker module (default: worker.js beside this file)
   */
  constructor({
    bootTimeoutMs = DEFAULT_BOOT_TIMEOUT_MS,
    onProgress = () => {},
    workerUrl = new URL("./worker.js", import.meta.url),
  } = {}) {
    this.onProgress = onProgress;
    /** Resolves with {python, pyodide} versions once requests can be answered. */
    this.ready = new Promise((resolve, reject) => {
      this.#settleBoot = { resolve, reject };
    });
    // Callers may use only call(); the rejection still reaches them there.
    this.ready.catch(() => {});

    this.#timer = setTimeout(() => {
      const seconds = (bootTimeoutMs / 1000).toFixed(1).replace(/\.0$/, "");
      this.#fail(new BootError(`Python did not start within ${seconds} s.`));
    }, bootTimeoutMs);

    this.#worker = new Worker(workerUrl, { type: "module" });
    this.#worker.addEventListener("message", (event) => this.#receive(event.data));
    this.#worker.addEventListener("error", (event) => {
      event.preventDefault();
      const detail = event.message || "the worker script could not be loaded";
      this.#fail(new BootError(`The Python worker failed: ${detail}`));
    });
    this.#worker.addEventListener("messageerror", () => {
      this.#fail(new BootError("The Python worker sent a message that could not be read."));
    });
  }

  /** Sends a JSON string to `gongzhu.webapi.handle`; resolves with its JSON string. */
  request(json) {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ type: "request", id, request: json });
    });
  }

  /** Like request(), but takes and returns plain objects. */
  async call(message) {
    return JSON.parse(await this.request(JSON.stringify(message)));
  }

  /** Stops the worker; pending and later calls reject. */
  terminate() {
    this.#fail(new Error("The Python worker was stopped."));
  }

  #receive(message) {
    switch (message?.type) {
      case "progress":
        this.onProgress(message.stage);
        break;
      case "ready":
        clearTimeout(this.#timer);
        this.#settleBoot.resolve({ python: message.python, pyodide: message.pyodide });
        break;
      case "boot-error":
        this.#fail(new BootError(message.message));
        break;
      case "response":
      case "request-error": {
        const pending = this.#pending.get(message.id);
        if (!pending) return;
        this.#pending.delete(message.id);
        if (message.type === "response") pending.resolve(message.response);
        else pending.reject(new PythonError(message.message));
        break;
      }
    }
  }

  #fail(error) {
    if (this.#failure) return;
    this.#failure = error;
    clearTimeout(this.#timer);
    this.#worker.terminate();
    this.#settleBoot.reject(error);
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
  }
}
