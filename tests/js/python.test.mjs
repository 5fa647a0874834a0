// The page's client of the Python worker (web/js/engine/python.js), with a stand-in worker: the watchdog.
import assert from "node:assert/strict";
import { test } from "node:test";

import { EngineStalled, PythonClient, PythonError } from "../../web/js/engine/python.js";

/** A stand-in Worker: records what is posted; `answer` replies like worker.js; `throwOnPost` makes postMessage throw. */
class FakeWorker {
  static last = null;
  static all = [];
  listeners = {};
  posted = [];
  terminated = false;
  throwOnPost = false;

  constructor(url) {
    this.url = String(url);
    FakeWorker.last = this;
    FakeWorker.all.push(this);
  }

  addEventListener(type, listener) {
    this.listeners[type] = listener;
  }

  postMessage(message) {
    if (this.throwOnPost) throw new DOMException("The object could not be cloned.", "DataCloneError");
    this.posted.push(message);
  }

  terminate() {
    this.terminated = true;
  }

  send(data) {
    this.listeners.message?.({ data });
  }
}

globalThis.Worker = FakeWorker; // python.js makes its worker with `new Worker(url)`

async function readyClient(t, requestTimeoutMs = 5000) {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const client = new PythonClient({ workerUrl: "file:///worker.js", requestTimeoutMs });
  const worker = FakeWorker.last;
  worker.send({ type: "ready", boot: "plain", python: "3.12", pyodide: "0" });
  await client.ready;
  return { client, worker };
}

test("a request the worker never answers rejects after the bound, and the worker is stopped", async (t) => {
  const { client, worker } = await readyClient(t, 5000);
  const answer = client.call({ op: "advance", steps: 1 });
  let outcome = null;
  answer.then(
    () => (outcome = "answered"),
    (error) => (outcome = error),
  );
  await new Promise((resolve) => setImmediate(resolve));
  t.mock.timers.tick(4999);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(outcome, null);
  t.mock.timers.tick(1);
  await new Promise((resolve) => setImmediate(resolve));
  assert.ok(outcome instanceof EngineStalled && outcome instanceof PythonError, String(outcome));
  assert.equal(worker.terminated, true);
  // Later calls reject at once: the caller starts a new client (boot.js Engine.restart).
  await assert.rejects(client.call({ op: "info" }), EngineStalled);
});

test("an answered request disarms its watchdog: slow but answered is fine", async (t) => {
  const { client, worker } = await readyClient(t, 5000);
  const answer = client.call({ op: "hint" });
  await new Promise((resolve) => setImmediate(resolve));
  t.mock.timers.tick(4000);
  worker.send({ type: "response", id: worker.posted[0].id, response: '{"ok": true}' });
  assert.deepEqual(await answer, { ok: true });
  t.mock.timers.tick(10_000);
  assert.equal(worker.terminated, false);
  worker.send({ type: "response", id: 2, response: "{}" }); // nobody waits for it: ignored
});

test("a request sent while Python starts is timed from the moment Python is ready", async (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const client = new PythonClient({ workerUrl: "file:///worker.js", requestTimeoutMs: 3000, bootTimeoutMs: 60_000 });
  const worker = FakeWorker.last;
  const answer = client.call({ op: "info" });
  t.mock.timers.tick(20_000); // the start takes long: no watchdog yet
  worker.send({ type: "ready", boot: "plain" });
  await client.ready;
  await new Promise((resolve) => setImmediate(resolve));
  t.mock.timers.tick(2000);
  worker.send({ type: "response", id: worker.posted[0].id, response: '{"ok": true}' });
  assert.deepEqual(await answer, { ok: true });
  assert.equal(worker.terminated, false);
});

test("a postMessage that throws rejects the request as a stalled engine, not a silent nothing", async (t) => {
  const { client, worker } = await readyClient(t);
  worker.throwOnPost = true;
  await assert.rejects(client.call({ op: "play", card: "QS" }), EngineStalled);
  assert.equal(worker.terminated, true);
});

/** A client whose worker started plain with no snapshot stored for the build: it names the cache one goes in. */
async function plainClientWithoutSnapshot(t) {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  FakeWorker.all = [];
  const client = new PythonClient({ workerUrl: "file:///worker.js" });
  const worker = FakeWorker.last;
  worker.send({ type: "ready", boot: "plain", python: "3.14", pyodide: "0", snapshotTo: "gongzhu-snapshot-x" });
  await client.ready;
  let stored = null;
  client.snapshotStored.then((value) => (stored = value));
  return { client, worker, storedNow: () => stored };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

test("the snapshot is made by a second worker, only after the first reply and a pause", async (t) => {
  const { client, worker, storedNow } = await plainClientWithoutSnapshot(t);
  t.mock.timers.tick(60_000);
  assert.equal(FakeWorker.all.length, 1, "no maker before the first reply");
  const answer = client.call({ op: "new_game" });
  worker.send({ type: "response", id: worker.posted[0].id, response: "{}" });
  await answer;
  t.mock.timers.tick(1000);
  assert.equal(FakeWorker.all.length, 1, "the first table comes first");
  t.mock.timers.tick(1000);
  assert.equal(FakeWorker.all.length, 2);
  const maker = FakeWorker.last;
  assert.equal(new URL(maker.url).searchParams.get("snapshot"), "make");
  assert.equal(maker.posted.length, 0, "the maker gets no request");
  maker.send({ type: "progress", stage: "package" });
  await settle();
  assert.equal(storedNow(), null);
  maker.send({ type: "snapshot-stored", stored: true });
  await settle();
  assert.equal(storedNow(), true);
  assert.equal(maker.terminated, true);
  assert.equal(worker.terminated, false);
  // More replies start no other maker.
  const again = client.call({ op: "info" });
  worker.send({ type: "response", id: worker.posted[1].id, response: "{}" });
  await again;
  t.mock.timers.tick(10_000);
  assert.equal(FakeWorker.all.length, 2);
});

test("a maker that fails, or a client stopped before its maker is done, means no snapshot and no worker left", async (t) => {
  for (const ending of ["error", "boot-error", "terminate"]) {
    const { client, worker, storedNow } = await plainClientWithoutSnapshot(t);
    const answer = client.call({ op: "new_game" });
    worker.send({ type: "response", id: worker.posted[0].id, response: "{}" });
    await answer;
    t.mock.timers.tick(2000);
    const maker = FakeWorker.last;
    assert.notEqual(maker, worker, ending);
    if (ending === "error") maker.listeners.error({ preventDefault() {} });
    else if (ending === "boot-error") maker.send({ type: "boot-error", message: "no", snapshot: null });
    else client.terminate();
    await settle();
    assert.equal(storedNow(), false, ending);
    assert.equal(maker.terminated, true, ending);
    t.mock.timers.reset();
  }
});

test("a start from the snapshot, or one that names no cache, makes none", async (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  for (const ready of [{ boot: "snapshot", snapshotTo: null }, { boot: "plain", snapshotTo: null }]) {
    FakeWorker.all = [];
    const client = new PythonClient({ workerUrl: "file:///worker.js" });
    const worker = FakeWorker.last;
    worker.send({ type: "ready", python: "3.14", pyodide: "0", ...ready });
    assert.equal(await client.snapshotStored, false);
    const answer = client.call({ op: "new_game" });
    worker.send({ type: "response", id: worker.posted[0].id, response: "{}" });
    await answer;
    t.mock.timers.tick(10_000);
    assert.equal(FakeWorker.all.length, 1);
  }
});
