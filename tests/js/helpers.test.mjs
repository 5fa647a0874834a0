// The engine's helper workers (web/js/engine/helpers.js): started once when wanted, used once ready,
// and stopped for good when they fail, their jobs then answering undefined (the engine plays them).
import assert from "node:assert/strict";
import { test } from "node:test";

import { HelperPool, MOST_HELPERS, helperCount } from "../../web/js/engine/helpers.js";

/** A stand-in Worker: `say` is a message from the helper, `fail` a failed script. */
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

const URL_OF_HELPER = "file:///build/worker.js?role=helper";

/** A pool of `size` fake helpers, started; `changes` collects what it tells. */
function pool(size, options = {}) {
  FakeWorker.made = [];
  const changes = [];
  const helpers = new HelperPool(URL_OF_HELPER, size, {
    WorkerClass: FakeWorker,
    onChange: (stats) => changes.push({ ...stats }),
    ...options,
  });
  helpers.want();
  return { helpers, workers: FakeWorker.made, changes };
}

/** Runs `body` with console.info collected, not shown. */
async function quietly(body) {
  const info = console.info;
  const said = [];
  console.info = (text) => said.push(text);
  try {
    await body();
  } finally {
    console.info = info;
  }
  return said;
}

test("one helper per core beside the engine's, up to the most, and one fewer than the memory's gigabytes", () => {
  assert.deepEqual([undefined, 1, 2, 4, 16].map((cores) => helperCount(cores)), [0, 0, 1, 3, MOST_HELPERS]);
  assert.deepEqual([0.5, 1, 2, 4, 8].map((gb) => helperCount(8, gb)), [0, 0, 1, 3, 3]);
  assert.equal(helperCount(2, 8), 1);
});

test("the helpers start once, as modules, and are used once they say they are ready", async () => {
  const { helpers, workers, changes } = pool(2);
  helpers.want();
  assert.equal(workers.length, 2);
  assert.deepEqual(workers.map((w) => [w.url, w.options]), [
    [URL_OF_HELPER, { type: "module" }],
    [URL_OF_HELPER, { type: "module" }],
  ]);
  assert.equal(helpers.count(), 0);
  assert.equal(await helpers.start(0, "job"), undefined); // none ready: the engine plays it
  workers[1].say({ type: "progress", stage: "runtime" });
  workers[1].say({ type: "ready" });
  assert.equal(helpers.count(), 1);
  const answer = helpers.start(0, "[1]");
  assert.deepEqual(workers[1].posted, [{ type: "job", id: 0, job: "[1]" }]);
  workers[1].say({ type: "job-done", id: 0, result: "[[2]]" });
  assert.equal(await answer, "[[2]]");
  assert.deepEqual(changes, [
    { ready: 1, answered: 0, stopped: 0, warm: 0 },
    { ready: 1, answered: 1, stopped: 0, warm: 0 },
  ]);
  assert.equal(workers[0].posted.length, 0);
});

test("a helper whose job fails is stopped and its other jobs answer undefined", async () => {
  const { helpers, workers } = pool(1);
  workers[0].say({ type: "ready" });
  const first = helpers.start(0, "a");
  const second = helpers.start(0, "b");
  const said = await quietly(async () => {
    workers[0].say({ type: "job-failed", id: 0, message: "boom" });
    assert.deepEqual(await Promise.all([first, second]), [undefined, undefined]);
  });
  assert.equal(workers[0].terminated, true);
  assert.equal(helpers.count(), 0);
  assert.deepEqual(helpers.stats, { ready: 0, answered: 0, stopped: 1, warm: 0 });
  assert.match(said[0], /a job failed: boom/);
  workers[0].say({ type: "job-done", id: 1, result: "late" }); // a stopped helper is not heard
  workers[0].say({ type: "ready" });
  assert.equal(helpers.count(), 0);
});

test("a helper that does not start, cannot be loaded or sends what cannot be read is stopped", async () => {
  const { helpers, workers } = pool(3);
  const said = await quietly(async () => {
    workers[0].say({ type: "boot-error", message: "no network" });
    assert.equal(workers[1].fail("404").defaultPrevented, true);
    workers[2].say({ type: "ready" });
    workers[2].dispatchEvent(new MessageEvent("messageerror"));
  });
  assert.deepEqual(workers.map((w) => w.terminated), [true, true, true]);
  assert.deepEqual(helpers.stats, { ready: 0, answered: 0, stopped: 3, warm: 0 });
  assert.equal(said.length, 3);
});

test("a job unanswered in time stops its helper", async () => {
  const { helpers, workers } = pool(1, { timeoutMs: 5 });
  workers[0].say({ type: "ready" });
  const said = await quietly(async () => {
    assert.equal(await helpers.start(0, "slow"), undefined);
  });
  assert.equal(workers[0].terminated, true);
  assert.match(said[0], /no answer to a job within 5 ms/);
});

test("a helper's warm-up is counted when it is over, and a helper whose warm-up fails is stopped", async () => {
  const { helpers, workers, changes } = pool(2);
  workers[0].say({ type: "ready" });
  workers[1].say({ type: "ready" });
  workers[0].say({ type: "warm-up", steps: 150, ms: 400, error: null });
  assert.deepEqual(helpers.stats, { ready: 2, answered: 0, stopped: 0, warm: 1 });
  const said = await quietly(async () => {
    workers[1].say({ type: "warm-up", steps: 3, ms: 9, error: "no module named gongzhu.bots.warmup" });
  });
  assert.equal(workers[1].terminated, true);
  assert.match(said[0], /its warm-up failed: no module named gongzhu.bots.warmup/);
  assert.deepEqual(helpers.stats, { ready: 1, answered: 0, stopped: 1, warm: 1 });
  assert.deepEqual(changes.at(-1), helpers.stats);
  workers[1].say({ type: "warm-up", steps: 150, ms: 400, error: null }); // a stopped helper is not heard
  assert.equal(helpers.stats.warm, 1);
});
