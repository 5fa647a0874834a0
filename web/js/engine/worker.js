// Module Web Worker that runs the `gongzhu` Python package in Pyodide.
//
// Everything is loaded from our own origin: the runtime from build/pyodide/,
// the package from build/gongzhu.zip. Requests and responses are JSON strings,
// handed to and returned by `gongzhu.webapi.handle`, so no Python object ever
// crosses into JavaScript.
//
// Two ways to start (snapshot.js keeps the snapshots):
// - plain: start Pyodide, unpack the package, import gongzhu.webapi. When this
//   build has no snapshot stored yet, "ready" names the cache it goes in, and
//   the page later starts a second worker with ?snapshot=make, which starts the
//   same way with Pyodide's snapshot mode on (it makes a start about half as
//   slow again), takes a memory snapshot (Python with the package imported and
//   no game), stores it, says so and has nothing more to do;
// - from the snapshot stored for this build and package: its bytes are read
//   while the runtime's files load, and Pyodide restores it; the package files
//   are unpacked again a few seconds later, once the game is on the table (the
//   snapshot holds memory, not files). If the restore fails the worker says so
//   (boot-error with `snapshot`), and the page starts a new worker with
//   ?snapshot=off, which neither reads nor makes one.
//
// Messages (see python.js for the page side):
//   worker -> page  {type: "progress", stage}        "runtime" | "package" | "import"
//   worker -> page  {type: "snapshot", name}         restoring the snapshot of cache `name`
//   worker -> page  {type: "ready", python, pyodide, boot, snapshotTo}  versions; boot: "plain" | "snapshot";
//                   snapshotTo: the cache a snapshot-making worker should store one in, or null
//   worker -> page  {type: "boot-error", message, snapshot, network}  snapshot: the cache name when restoring
//                   one, else null; network: true when a file of the page could not be fetched at all (no
//                   network, or the server unreachable), as opposed to an answer that was wrong
//   worker -> page  {type: "snapshot-stored", stored}  from a ?snapshot=make worker: whether it stored one
//   page -> worker  {type: "request", id, request}    request: JSON string
//   worker -> page  {type: "response", id, response}  response: JSON string
//   worker -> page  {type: "request-error", id, message}
//   page -> worker  {type: "want-helpers"}            Hard is likely to play: start the helpers early, and warm up
//   worker -> page  {type: "helpers", ready, answered, stopped, warm}  the helper workers' figures, when they change
//   worker -> page  {type: "warm-up", steps, ms, error}  the warm-up is over (error: why it stopped early, or null)
//
// Helpers (helpers.js): where the browser has JavaScript Promise Integration (WebAssembly.Suspending),
// the engine starts helper workers, this script with ?role=helper, once Python asks (a game with Hard)
// or the page does (want-helpers), but not before its own runtime is loaded;
// Hard's searches send them shares of their deals (gongzhu/bots/offload.py) and wait for the answers
// with the request suspended, so requests run one after another (`queue`). A helper boots as the
// engine does and answers the engine's {type: "job"} messages (helpers.js lists them).
//
// Warm-up (idle-steps.js, gongzhu/bots/warmup.py): a new worker's first search takes about half as
// long again as the same search later, until the WebAssembly engine has compiled Python's hot code
// for speed. So where Hard is to play, the engine (after its first reply, once the page has wanted
// helpers) and each helper (from its start) play short steps of Hard's search on positions of
// their own while they have nothing else to do, a message waiting for one step at most.

import { HelperPool, helperCount } from "./helpers.js";
import { IdleSteps } from "./idle-steps.js";
import { findStoredSnapshot, packageDigest, snapshotCacheName, storeSnapshot } from "./snapshot.js";

// Addresses are the bundle's, web/build/worker.js (scripts/build.py): one directory below web/.
const RUNTIME_URL = new URL("../build/pyodide/", import.meta.url).href;
const PACKAGE_URL = new URL("../build/gongzhu.zip", import.meta.url).href;
const PACKAGE_DIR = "/home/pyodide/app";
const SNAPSHOT_MODE = new URL(self.location.href).searchParams.get("snapshot"); // "off", "make" or none
const SNAPSHOTS = SNAPSHOT_MODE !== "off";
// "helper": a helper of the engine's worker (helpers.js), which answers jobs, not requests.
const HELPER = new URL(self.location.href).searchParams.get("role") === "helper";
// JavaScript Promise Integration: a Python call can wait for a promise (the helpers' answers).
const SUSPENDS = typeof (/** @type {{Suspending?: unknown}} */ (WebAssembly).Suspending) === "function";
// After a restore, when the package's files are unpacked: after the start-up's requests.
const FILES_AFTER_RESTORE_MS = 3000;

/** @typedef {typeof import("pyodide")} PyodideModule the runtime's module, pyodide.mjs */
/** @typedef {import("pyodide").PyodideAPI} Pyodide */
/** @typedef {import("pyodide").PyodideConfig} PyodideConfig */
/** @typedef {import("pyodide/ffi").PyCallable} Handle gongzhu.webapi.handle: a JSON request to a JSON reply */
/**
 * The package's modules the worker calls: gongzhu.webapi's handle, gongzhu.bots.offload, gongzhu.bots.warmup.
 * @typedef {{handle: Handle, offload: import("pyodide/ffi").PyProxy & {run_job: (job: string) => string},
 *   warmup: import("pyodide/ffi").PyProxy & {step: (k: number) => number, STEPS: number}}} Modules
 */
/** @typedef {{cause?: unknown} | null | undefined} Caused an error, or what caused one */

/** @param {unknown} error */
function describe(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Prefixes the error of a failed boot step with what was being done.
 * @template T
 * @param {string} what
 * @param {Promise<T>} promise
 * @returns {Promise<T>}
 */
async function step(what, promise) {
  try {
    return await promise;
  } catch (error) {
    throw new Error(`${what}: ${describe(error)}`, { cause: error });
  }
}

/**
 * A fetch of the page's own file that failed on the way: fetch throws a TypeError when there is no
 * network or the server cannot be reached (an HTTP error is an answer, not this).
 */
class NetworkFailure extends Error {
  /**
   * @param {string} url
   * @param {unknown} error
   */
  constructor(url, error) {
    super(`${url}: ${describe(error)}`, { cause: error });
    this.name = "NetworkFailure";
  }
}

/**
 * Whether `error`, or an error it was caused by, is a NetworkFailure.
 * @param {unknown} error
 */
function isNetworkFailure(error) {
  for (let cause = /** @type {Caused} */ (error); cause; cause = /** @type {Caused} */ (cause.cause)) {
    if (cause instanceof NetworkFailure) return true;
  }
  return false;
}

/**
 * fetch(url), failing with a NetworkFailure when no answer came.
 * @param {string} url
 * @param {RequestInit} [options]
 */
async function fetchOrFail(url, options) {
  try {
    return await fetch(url, options);
  } catch (error) {
    throw error instanceof TypeError ? new NetworkFailure(url, error) : error;
  }
}

/**
 * import(url): a module that could not be loaded fails with a NetworkFailure when the same address
 * cannot be fetched either (import() says only "failed to fetch", for a missing file as well).
 * @template M the module's exports
 * @param {string} url
 * @returns {Promise<M>}
 */
async function importModule(url) {
  try {
    return await import(url);
  } catch (error) {
    const unreachable = await fetch(url, { method: "HEAD", cache: "no-store" }).then(
      () => false,
      (probe) => probe instanceof TypeError,
    );
    throw unreachable ? new NetworkFailure(url, error) : error;
  }
}

/**
 * @param {string} url
 * @returns {Promise<ArrayBuffer>}
 */
async function fetchBytes(url) {
  const response = await fetchOrFail(url);
  if (!response.ok) {
    throw new Error(`${url} answered HTTP ${response.status}`);
  }
  return response.arrayBuffer();
}

/**
 * What is wrong with a runtime file's response, or null.
 * @param {string} url
 * @param {Response} response
 * @returns {string | null}
 */
function responseProblem(url, response) {
  if (!response.ok) return `${url} answered HTTP ${response.status}`;
  const type = response.headers.get("Content-Type") ?? "";
  if (url.endsWith(".wasm") && !type.startsWith("application/wasm")) {
    return `${url} is served as "${type}", not as application/wasm`;
  }
  return null;
}

// Pyodide catches a failed download or compile of pyodide.asm.wasm itself: it
// logs a warning and loadPyodide never settles. So the worker watches the
// runtime's downloads; the returned promise rejects on the first bad one.
/** @returns {Promise<never>} */
function watchRuntimeDownloads() {
  /** @type {(error: Error) => void} */
  let fail = () => {}; // replaced at once, by the promise `failed`
  /** @type {Promise<never>} */
  const failed = new Promise((resolve, reject) => {
    fail = reject;
  });
  failed.catch(() => {});
  const originalFetch = self.fetch.bind(self);
  self.fetch = async (resource, options) => {
    const url = resource instanceof Request ? resource.url : String(resource);
    if (!url.startsWith(RUNTIME_URL)) return originalFetch(resource, options);
    let response;
    try {
      response = await originalFetch(resource, options);
    } catch (error) {
      fail(error instanceof TypeError ? new NetworkFailure(url, error) : new Error(`${url}: ${describe(error)}`));
      throw error;
    }
    const problem = responseProblem(url, response);
    if (problem) fail(new Error(problem));
    return response;
  };
  return failed;
}

/**
 * @param {Promise<PyodideModule>} runtime
 * @param {PyodideConfig} options
 * @returns {Promise<Pyodide>}
 */
async function loadRuntime(runtime, options) {
  const downloadFailed = watchRuntimeDownloads();
  const { loadPyodide } = await runtime;
  // packageBaseUrl keeps any package look-up on our origin (the default is a CDN).
  const loaded = loadPyodide({ indexURL: RUNTIME_URL, packageBaseUrl: RUNTIME_URL, ...options });
  loaded.then(runtimeLoaded, () => {});
  return Promise.race([loaded, downloadFailed]);
}

/**
 * @param {Pyodide} pyodide
 * @param {ArrayBuffer} archive
 */
async function unpack(pyodide, archive) {
  self.postMessage({ type: "progress", stage: "package" });
  await step(
    "Unpacking the game package failed",
    (async () => pyodide.unpackArchive(archive, "zip", { extractDir: PACKAGE_DIR }))(),
  );
}

/**
 * The modules the worker calls, imported (before a memory snapshot is taken, so that it holds them).
 * @param {Pyodide} pyodide
 * @returns {Modules}
 */
function engineModules(pyodide) {
  const handle = pyodide.pyimport("gongzhu.webapi").handle;
  return { handle, offload: pyodide.pyimport("gongzhu.bots.offload"), warmup: pyodide.pyimport("gongzhu.bots.warmup") };
}

/**
 * Pyodide started afresh, the package unpacked and imported; `forSnapshot`: in Pyodide's snapshot mode.
 * @param {Promise<PyodideModule>} runtime
 * @param {Promise<ArrayBuffer>} archive
 * @returns {Promise<{pyodide: Pyodide, modules: Modules}>}
 */
async function bootPlain(runtime, archive, forSnapshot = false) {
  const [pyodide, bytes] = await Promise.all([
    step("Loading the Python runtime failed", loadRuntime(runtime, { _makeSnapshot: forSnapshot })),
    archive,
  ]);
  await unpack(pyodide, bytes);
  self.postMessage({ type: "progress", stage: "import" });
  const modules = await step(
    "Starting the game engine failed",
    (async () => {
      const sys = pyodide.pyimport("sys");
      sys.path.insert(0, PACKAGE_DIR);
      sys.destroy();
      return engineModules(pyodide);
    })(),
  );
  return { pyodide, modules };
}

/**
 * Pyodide restored from `snapshot` (a promise of its bytes, read while the
 * runtime's files load), with the package imported and sys.path set.
 * @param {Promise<PyodideModule>} runtime
 * @param {Promise<ArrayBuffer>} archive
 * @param {Promise<Uint8Array>} snapshot
 * @returns {Promise<{pyodide: Pyodide, modules: Modules}>}
 */
async function bootFromSnapshot(runtime, archive, snapshot) {
  const [pyodide, bytes] = await Promise.all([
    step("Restoring the memory snapshot failed", loadRuntime(runtime, { _loadSnapshot: snapshot })),
    archive,
  ]);
  const modules = await step("Starting the game engine failed", (async () => engineModules(pyodide))());
  // The snapshot holds memory, not files: the package's files are unpacked again for
  // later imports (none today: webapi imports the whole package), once the game has started.
  setTimeout(() => {
    try {
      pyodide.unpackArchive(bytes, "zip", { extractDir: PACKAGE_DIR });
    } catch (error) {
      console.info(`The game package's files were not unpacked again (${describe(error)}).`);
    }
  }, FILES_AFTER_RESTORE_MS);
  return { pyodide, modules };
}

/** A ?snapshot=make worker's whole work: start in snapshot mode, take the snapshot before any request, store it. */
async function makeSnapshot() {
  let stored = false;
  try {
    /** @type {Promise<PyodideModule>} */
    const runtime = importModule(`${RUNTIME_URL}pyodide.mjs`);
    const archive = fetchBytes(PACKAGE_URL);
    const name = await snapshotCacheName();
    if (name === null) throw new Error("its cache could not be named (build/version.json)");
    const { pyodide } = await bootPlain(runtime, archive, true);
    stored = await storeSnapshot(name, pyodide.makeMemorySnapshot(), await packageDigest(await archive));
  } catch (error) {
    console.info(`No memory snapshot could be made (${describe(error)}).`);
  }
  self.postMessage({ type: "snapshot-stored", stored });
}

// The cache name of the snapshot being restored, while the worker boots from one.
/** @type {string | null} */
let restoring = null;

/**
 * This build's snapshot cache name (null: none to read or make) and, when one is stored
 * for this package, a promise of its bytes (else null).
 * @param {Promise<string>} digest
 * @returns {Promise<{name: string | null, snapshot: Promise<Uint8Array> | null}>}
 */
async function findSnapshot(digest) {
  if (!SNAPSHOTS) return { name: null, snapshot: null };
  const name = snapshotCacheName().catch(() => null);
  // Only a repeat visit waits for the package before it starts the runtime.
  const stored = await findStoredSnapshot(name, digest).catch(() => null);
  return { name: await name, snapshot: stored?.bytes ?? null };
}

/** @returns {Promise<Modules>} */
async function boot() {
  self.postMessage({ type: "progress", stage: "runtime" });
  // The runtime's script, the package and the snapshot are fetched at the same time.
  /** @type {Promise<PyodideModule>} */
  const runtime = importModule(`${RUNTIME_URL}pyodide.mjs`);
  const archive = step("Downloading the game package failed", fetchBytes(PACKAGE_URL));
  const digest = archive.then(packageDigest);
  for (const promise of [runtime, archive, digest]) promise.catch(() => {}); // awaited later, failures reported there
  const { name, snapshot } = await findSnapshot(digest);
  let booted;
  if (snapshot) {
    restoring = name;
    self.postMessage({ type: "snapshot", name });
    booted = await bootFromSnapshot(runtime, archive, snapshot);
  } else {
    booted = await bootPlain(runtime, archive);
  }
  const { pyodide, modules } = booted;
  const python = pyodide.runPython("import sys; sys.version.split()[0]");
  const boot = snapshot ? "snapshot" : "plain";
  if (helpers) {
    // Python starts them when Hard plays.
    modules.offload.use(modules.offload.PageHelpers(helpers));
    suspending = true;
  }
  self.postMessage({ type: "ready", python, pyodide: pyodide.version, boot, snapshotTo: snapshot ? null : name });
  return modules;
}

/**
 * The engine's helper workers (helpers.js), or null: none in a helper or a snapshot maker, nor where a
 * request cannot wait for them (no JavaScript Promise Integration) or no core is spare.
 * @returns {HelperPool | null}
 */
function helperPool() {
  const size = helperCount(navigator.hardwareConcurrency, /** @type {{deviceMemory?: number}} */ (navigator).deviceMemory);
  if (HELPER || SNAPSHOT_MODE === "make" || !SUSPENDS || size === 0) return null;
  const url = new URL(self.location.href);
  url.searchParams.set("role", "helper");
  return new HelperPool(url, size, { onChange: (stats) => self.postMessage({ type: "helpers", ...stats }) });
}

const helpers = helperPool();
/** @type {() => void} */
let runtimeLoaded = () => {}; // replaced at once, by the promise below
// Once this worker's runtime is loaded, helpers started find its files in the browser's cache.
const runtimeIsLoaded = new Promise((resolve) => {
  runtimeLoaded = () => resolve(undefined);
});

let state = "booting"; // then "ready" or "failed"
// Whether requests are made with callPromising, so that they can wait for the helpers.
let suspending = false;
/** @type {Promise<Modules>} */
const booted = SNAPSHOT_MODE === "make" ? new Promise(() => {}) : boot();
if (SNAPSHOT_MODE === "make") makeSnapshot();
booted.then(
  () => {
    state = "ready";
  },
  (error) => {
    state = "failed";
    self.postMessage({ type: "boot-error", message: describe(error), snapshot: restoring, network: isNetworkFailure(error) });
  },
);

// Pyodide leaves some of its own failures as unhandled rejections (again a
// failed pyodide.asm.wasm download, depending on timing): report them at once
// instead of waiting for the page's boot timeout. After a failed boot they are
// only echoes of the error already reported.
self.addEventListener("unhandledrejection", (event) => {
  if (state === "ready") return;
  event.preventDefault();
  if (state === "booting") {
    self.postMessage({
      type: "boot-error",
      message: `Loading the Python runtime failed: ${describe(event.reason)}`,
      snapshot: restoring,
      network: isNetworkFailure(event.reason),
    });
  }
});

// Requests, and a helper's jobs, run one after another: a request that waits for the helpers
// must not let the next one into Python meanwhile.
/** @type {Promise<void>} */
let queue = Promise.resolve();

/**
 * @param {{type: "request", id: number, request: string} | {type: "job", id: number, job: string} | {type?: undefined}} message
 * @returns {Promise<void>}
 */
async function answer(message) {
  if (message.type === "job" && HELPER) {
    try {
      const { offload } = await booted;
      self.postMessage({ type: "job-done", id: message.id, result: offload.run_job(message.job) });
    } catch (error) {
      self.postMessage({ type: "job-failed", id: message.id, message: describe(error) });
    }
  } else if (message.type === "request" && !HELPER) {
    try {
      const { handle } = await booted;
      const response = suspending ? await handle.callPromising(message.request) : handle(message.request);
      self.postMessage({ type: "response", id: message.id, response });
    } catch (error) {
      self.postMessage({ type: "request-error", id: message.id, message: describe(error) });
    }
  }
}

// The warm-up (see the top), in the queue of requests and jobs.
const warmUp = new IdleSteps((k) => booted.then(({ warmup }) => warmup.step(k)), {
  enqueue: (task) => {
    queue = queue.then(task);
  },
  onDone: (stats) => self.postMessage({ type: "warm-up", ...stats }),
});
// A helper warms up from its start; the engine once the page expects Hard and has had its first reply.
let hardExpected = HELPER;
let replied = HELPER;
function warmUpWhenDue() {
  if (hardExpected && replied && SNAPSHOT_MODE !== "make") booted.then(({ warmup }) => warmUp.start(Number(warmup.STEPS)));
}
warmUpWhenDue();

self.addEventListener("message", (event) => {
  const message = /** @type {MessageEvent} */ (event).data ?? {};
  if (message.type === "want-helpers") {
    // The page expects Hard to play: the helpers start early, once the runtime is loaded.
    runtimeIsLoaded.then(() => helpers?.want());
    hardExpected = true;
    warmUpWhenDue();
    return;
  }
  warmUp.arrived();
  queue = queue
    .then(() => answer(message))
    .then(() => {
      replied ||= message.type === "request";
      warmUp.answered();
      warmUpWhenDue();
    });
});
