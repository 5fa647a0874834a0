// Starting the engine and putting a game on the table, and doing both again
// after any failure: this is the one way the page (re)starts Python.
//
//   const engine = new Engine({ bootTimeoutMs, onProgress });   // Python starts in a worker
//   await startGame({ engine, controller, storage, link, screen, opening });   // the saved game, the link's, or a new one
//                                  // (the saved table is drawn at once, before Python is ready, when it can be;
//                                  // with no save and no link, the first table of `opening`, whose game then starts)
//   await recoverGame({ engine, controller, storage, error });  // after the runtime failed (or stalled) in play
//
// A save that cannot be loaded, for any reason (the engine refuses it, Python
// raises, or the runtime dies, e.g. "Maximum call stack size exceeded"), is a
// bad save: it is set aside, the runtime is started afresh when it may be
// broken, and a new game is dealt with a notice. A game code from the link
// that the engine refuses is said to be invalid; the saved game (or a new one)
// goes on. Anything that fails after that is a failure to start (the error screen).
//
// Python starts from the stored memory snapshot when there is one (worker.js);
// a start from it that fails is not a failure to start: the snapshot is
// discarded and Python restarted the normal way, here as after any failure.
// A runtime started from a snapshot that then fails is restarted the normal
// way too, and its snapshot discarded, in case the snapshot was to blame.

import { randomSeed } from "../gamecode.js";
import { cleanText } from "../link.js";
import { EngineRefusal, EngineStalled, PythonClient, SnapshotError } from "./python.js";
import { readViewRecord } from "../saved-view.js";
import { discardSnapshot } from "./snapshot.js";

/** @typedef {import("./python.js").BootInfo} BootInfo */
/** @typedef {import("./python.js").Request} Request */
/** @typedef {import("./python.js").Reply} Reply */
/** @typedef {import("../game.js").GameController} GameController */
/** @typedef {import("../storage.js").PageStorage} PageStorage */
/** @typedef {import("../openings.js").Opening} Opening */
/** What a link asks for (link.js, readAddress): a game code, house rules, a level. */
/** @typedef {{seed?: string | null, options?: object | null, level?: string | null}} Link */
/** @typedef {{message?: unknown} | null | undefined} Thrown what a failed request threw: an Error, as a rule */

/** How much of a bad game code a notice repeats. */
const CODE_SHOWN = 24;

/** The page's Python: one worker at a time; restart() replaces it with a fresh one. */
export class Engine {
  #options;
  /** @type {PythonClient} */
  #client;
  /** @type {Promise<BootInfo>} */
  #ready;
  #snapshots = true; // false once a start from a snapshot failed on this page

  /** @param {ConstructorParameters<typeof PythonClient>[0]} options as for PythonClient */
  constructor(options) {
    this.#options = options;
    [this.#client, this.#ready] = this.#start();
  }

  /**
   * Resolves with {python, pyodide, boot} once the current worker's Python answers requests
   * (boot: "snapshot" or "plain"); rejects with its BootError.
   * @returns {Promise<BootInfo>}
   */
  get ready() {
    return this.#ready;
  }

  /** Resolves with true once the current worker has stored a memory snapshot, false if it will not. */
  get snapshotStored() {
    return this.#client.snapshotStored;
  }

  /** True when the current worker is the one the page's first script started (start.js). */
  get startedEarly() {
    return this.#client.startedEarly;
  }

  /** The current worker's helper workers, as it last said (PythonClient.helpers). */
  get helpers() {
    return this.#client.helpers;
  }

  /** The current worker's warm-up of Hard's search, once over (PythonClient.warmUp). */
  get warmUp() {
    return this.#client.warmUp;
  }

  /** The current worker starts its helpers early: Hard is likely to play (PythonClient.wantHelpers). */
  wantHelpers() {
    this.#client.wantHelpers();
  }

  /**
   * Sends one request to the current worker (see PythonClient.call).
   * @param {Request} message
   * @returns {Promise<Reply>}
   */
  call(message) {
    return this.#client.call(message);
  }

  /**
   * Stops the current worker and starts a new one; resolves when it is ready. A worker that
   * only stopped answering (`stalled`) does not make its memory snapshot a suspect.
   * @param {{stalled?: boolean}} [options]
   * @returns {Promise<BootInfo>}
   */
  restart({ stalled = false } = {}) {
    this.#client.terminate();
    const suspect = this.#client.restoredFrom;
    if (suspect && !stalled) this.#giveUpSnapshots(suspect);
    [this.#client, this.#ready] = this.#start();
    return this.#ready;
  }

  /**
   * A new worker's client, and when it is ready (a start from a snapshot that fails starts again the normal way).
   * @returns {[PythonClient, Promise<BootInfo>]}
   */
  #start() {
    const client = new PythonClient({ ...this.#options, snapshots: this.#snapshots });
    const ready = client.ready.catch(async (error) => {
      if (!(error instanceof SnapshotError)) throw error;
      console.info(`Python starts the normal way: ${error.message}`);
      await this.#giveUpSnapshots(error.cacheName);
      return this.restart();
    });
    ready.catch(() => {});
    return [client, ready];
  }

  /**
   * No more snapshots on this page (a normal start makes none either); the stored one is deleted.
   * @param {string} cacheName
   */
  #giveUpSnapshots(cacheName) {
    this.#snapshots = false;
    return discardSnapshot(cacheName);
  }
}

/**
 * A refusal is the engine's answer; anything else (a Python exception, a dead worker) may leave the runtime unusable.
 * @param {unknown} error
 */
function mayHaveBrokenTheRuntime(error) {
  return !(error instanceof EngineRefusal);
}

/**
 * @param {string} code
 * @returns {string}
 */
function shownCode(code) {
  return cleanText(code, CODE_SHOWN); // no control or direction characters from the link
}

/**
 * Waits for Python, then puts a game on the table: the link's game when
 * `link.seed` is given (and valid), else the saved game, else a new one
 * (with `link.options` and `link.level`, the address's house rules and level, if any).
 *
 * Before that, when the page shows no game yet and the link names none, the
 * view stored with the save is drawn at once (synchronously, before the first
 * await): the player sees the saved table while Python starts, and what they
 * tap on it is carried out once the engine has the game (controller.preview).
 *
 * @param {object} parts
 * @param {Engine} parts.engine
 * @param {GameController} parts.controller
 * @param {PageStorage} parts.storage
 * @param {Link} [parts.link]
 * @param {((link: Link, loaded: boolean) => Promise<Link>) | null} [parts.screen] the link to obey
 *   once the saved game is loaded (or not): it may refuse it, or leave it to a question (link-offer.js)
 * @param {Opening | null} [parts.opening] a first table made by the
 *   build (openings.js): drawn at once when there is no save and the link asks for nothing, and its
 *   game is the new one then dealt
 * @returns {Promise<string>} the code of the game now on the table
 */
export async function startGame({ engine, controller, storage, link = {}, screen = null, opening = null }) {
  let code = null;
  if (!link.seed && !controller.state.view) drawSavedTable(controller, storage);
  if (opening && !controller.state.view && storage.loadSave() === null && !link.seed && !link.options && !link.level) {
    controller.preview(opening);
    code = opening.code;
  }
  await putGameOnTable({ engine, controller, storage, link, screen, code });
  controller.started();
  const view = controller.state.view;
  if (!view) throw new Error("no game is on the table"); // begin() and resume() put one there, or throw
  return view.code;
}

/**
 * The table of the view stored with the save, if there is a readable one of this save (saved-view.js).
 * @param {GameController} controller
 * @param {PageStorage} storage
 */
function drawSavedTable(controller, storage) {
  const saved = readViewRecord(storage.loadView(), storage.loadSave());
  if (saved) controller.preview(saved);
}

/**
 * @param {object} parts
 * @param {Engine} parts.engine
 * @param {GameController} parts.controller
 * @param {PageStorage} parts.storage
 * @param {Link} parts.link
 * @param {((link: Link, loaded: boolean) => Promise<Link>) | null} parts.screen
 * @param {string | null} parts.code the game code to deal when no game is loaded (the first table's)
 */
async function putGameOnTable({ engine, controller, storage, link, screen, code }) {
  await engine.ready;
  await controller.loadInfo();
  let loaded = await loadSave({ engine, controller, storage });
  if (screen) link = await screen(link, loaded !== null); // link-offer.js
  if (link.seed) {
    try {
      await controller.begin({ seed: link.seed, options: link.options, level: link.level });
      return;
    } catch (error) {
      const why = /** @type {Thrown} */ (error)?.message;
      console.warn(`The link's game code could not be used (${why}).`);
      if (mayHaveBrokenTheRuntime(error)) await engine.restart();
      controller.notify(loaded ? "notice.badLinkResumed" : "notice.badLinkNew", { code: shownCode(link.seed) });
      // The engine holds the saved game again (a fresh runtime holds none).
      if (loaded) loaded = await loadSave({ engine, controller, storage });
    }
  }
  if (loaded) controller.resume(loaded);
  else await controller.begin({ seed: code ?? randomSeed(), options: link.options, level: link.level });
}

/**
 * After the runtime failed in play: a fresh runtime, and the game resumed
 * from its save (written after the last move the engine accepted).
 * @param {object} parts
 * @param {Engine} parts.engine
 * @param {GameController} parts.controller
 * @param {PageStorage} parts.storage
 * @param {unknown} [parts.error] what failed
 */
export async function recoverGame({ engine, controller, storage, error = null }) {
  await engine.restart({ stalled: error instanceof EngineStalled });
  await startGame({ engine, controller, storage });
  controller.notify("notice.engineRestarted");
}

/**
 * The saved game's load reply, or null: no save, or a bad one (then set aside, with a notice).
 * @param {{engine: Engine, controller: GameController, storage: PageStorage}} parts
 */
async function loadSave({ engine, controller, storage }) {
  const saved = storage.loadSave();
  if (saved === null) return null;
  try {
    return await controller.load(saved);
  } catch (error) {
    const key = storage.quarantineSave(saved);
    const why = /** @type {Thrown} */ (error)?.message;
    console.warn(`The saved game could not be read (${why}); ${key ? `kept as ${key}` : "no copy could be made"}.`);
    controller.notify(key ? "notice.corruptSave" : "notice.corruptSaveStays", { key });
    if (mayHaveBrokenTheRuntime(error)) await engine.restart();
    return null;
  }
}
