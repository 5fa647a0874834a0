// Python's worker started by the page's first script (web/js/engine/early-worker.js), and its
// takeover by the page's client (web/js/engine/python.js): nothing it says in between is lost.
import assert from "node:assert/strict";
import { test } from "node:test";

import { startEarlyWorker } from "../../web/js/engine/early-worker.js";
import { BootError, PythonClient } from "../../web/js/engine/python.js";

/** A stand-in Worker with real event dispatch: `say` is a message from worker.js, `fail` a failed script. */
class FakeWorker extends EventTarget {
  static made = [];
  posted = [];
  terminated = false;

  constructor(url, options) {
    super();
    this.url = String(url);
    this.options = options;
    FakeWorker.made.push(this);
  }

  postMessage(message) {
    this.posted.push(message);
  }

  terminate() {
    this.terminated = true;
  }

  say(data) {
    this.dispatchEvent(new MessageEvent("message", { data }));
  }

  fail(message) {
    const event = new Event("error", { cancelable: true });
    event.message = message;
    this.dispatchEvent(event);
    return event;
  }
}

globalThis.Worker = FakeWorker; // python.js makes its own workers with `new Worker(url)`

const URL_OF_WORKER = "file:///build/worker.js";
const READY = { type: "ready", boot: "plain", python: "3.14", pyodide: "0", snapshotTo: null };

function early() {
  FakeWorker.made = [];
  const started = startEarlyWorker(new URL(URL_OF_WORKER), FakeWorker);
  return { started, worker: FakeWorker.made[0] };
}

test("the worker starts at once, as a module, and what it says is kept in order until taken", () => {
  const { started, worker } = early();
  assert.equal(worker.url, URL_OF_WORKER);
  assert.deepEqual(worker.options, { type: "module" });
  assert.equal(started.url, URL_OF_WORKER);
  worker.say({ type: "progress", stage: "runtime" });
  const failed = worker.fail("boom");
  assert.equal(failed.defaultPrevented, true); // kept for the client, not reported twice
  worker.say(READY);
  const taken = started.adopt();
  assert.equal(taken.worker, worker);
  assert.deepEqual(
    taken.events.map((event) => event.data?.type ?? event.type),
    ["progress", "error", "ready"],
  );
  // Taken once: later messages are the taker's alone, and a second taker gets nothing.
  worker.say({ type: "progress", stage: "import" });
  assert.equal(taken.events.length, 3);
  assert.equal(started.adopt(), null);
});

test("the client takes the early worker over and reads what it said before anything later", async () => {
  const { started, worker } = early();
  worker.say({ type: "progress", stage: "runtime" });
  worker.say({ type: "progress", stage: "package" });
  const stages = [];
  const client = new PythonClient({ workerUrl: URL_OF_WORKER, early: started, onProgress: (stage) => stages.push(stage) });
  assert.equal(FakeWorker.made.length, 1, "no second worker");
  assert.equal(client.startedEarly, true);
  assert.deepEqual(stages, ["runtime", "package"]);
  worker.say({ type: "progress", stage: "import" });
  worker.say(READY);
  assert.deepEqual(stages, ["runtime", "package", "import"]);
  assert.equal((await client.ready).boot, "plain");
  const answer = client.call({ op: "info" });
  worker.say({ type: "response", id: worker.posted[0].id, response: '{"ok": true}' });
  assert.deepEqual(await answer, { ok: true });
  client.terminate();
});

test("a worker that failed before it was taken over fails the client's start", async () => {
  const { started, worker } = early();
  worker.fail("the worker script could not be parsed");
  const client = new PythonClient({ workerUrl: URL_OF_WORKER, early: started });
  await assert.rejects(client.ready, (error) => error instanceof BootError && /could not be parsed/.test(error.message));
  assert.equal(worker.terminated, true);
});

test("a client for another address, without snapshots, or after the first, starts a worker of its own", async () => {
  const { started, worker } = early();
  const elsewhere = new PythonClient({ workerUrl: "file:///other/worker.js", early: started });
  const plain = new PythonClient({ workerUrl: URL_OF_WORKER, early: started, snapshots: false });
  assert.equal(FakeWorker.made.length, 3);
  assert.match(FakeWorker.made[2].url, /snapshot=off/);
  const first = new PythonClient({ workerUrl: URL_OF_WORKER, early: started });
  const second = new PythonClient({ workerUrl: URL_OF_WORKER, early: started });
  assert.equal(FakeWorker.made.length, 4, "the first took the early worker, the second made one");
  assert.notEqual(FakeWorker.made[3], worker);
  assert.deepEqual([elsewhere, plain, first, second].map((client) => client.startedEarly), [false, false, true, false]);
  for (const client of [elsewhere, plain, first, second]) client.terminate();
});
