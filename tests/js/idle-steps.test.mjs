// Work in small steps while a worker is idle (web/js/engine/idle-steps.js): a step starts only when no
// message waits, runs in the worker's queue, and the steps end after their count or at the first failure.
import assert from "node:assert/strict";
import { test } from "node:test";

import { IdleSteps } from "../../web/js/engine/idle-steps.js";

/** A worker's queue and timers, run by hand: `tick()` runs the tasks due "later". */
function harness(step = () => {}) {
  const log = [];
  let queue = Promise.resolve();
  const later = [];
  const done = [];
  const idle = new IdleSteps(
    async (k) => {
      log.push(`step ${k}`);
      await step(k);
    },
    {
      enqueue: (task) => {
        queue = queue.then(task);
      },
      later: (task) => later.push(task),
      onDone: (stats) => done.push(stats),
    },
  );
  // Promise chains of a few links settle within a turn of the event loop.
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    idle,
    log,
    done,
    /** A message that takes the queue until the returned function is called. */
    message(name) {
      idle.arrived();
      let release;
      const held = new Promise((resolve) => {
        release = resolve;
      });
      queue = queue
        .then(() => {
          log.push(`${name} starts`);
          return held;
        })
        .then(() => {
          log.push(`${name} answered`);
          idle.answered();
        });
      return release;
    },
    async tick() {
      for (const task of later.splice(0)) task();
      await settle();
    },
    settle,
  };
}

test("the steps run one by one while nothing else waits, and end after their count", async () => {
  const h = harness();
  h.idle.start(3);
  h.idle.start(10); // only the first start counts
  for (let i = 0; i < 5; i += 1) await h.tick();
  assert.deepEqual(h.log, ["step 0", "step 1", "step 2"]);
  assert.equal(h.done.length, 1);
  assert.equal(h.done[0].steps, 3);
  assert.equal(h.done[0].error, null);
});

test("a message that comes goes before the next step, and the steps go on once it is answered", async () => {
  const h = harness();
  h.idle.start(3);
  await h.tick(); // step 0
  const release = h.message("request");
  await h.tick(); // due, but a message waits: no step
  assert.deepEqual(h.log, ["step 0", "request starts"]);
  release();
  await h.settle();
  await h.tick();
  await h.tick();
  assert.deepEqual(h.log, ["step 0", "request starts", "request answered", "step 1", "step 2"]);
});

test("a message that comes while a step runs waits for that step only", async () => {
  let finishStep;
  const h = harness(
    (k) =>
      k === 0 &&
      new Promise((resolve) => {
        finishStep = resolve;
      }),
  );
  h.idle.start(2);
  await h.tick(); // step 0 starts and holds
  const release = h.message("request");
  finishStep();
  await h.settle();
  assert.deepEqual(h.log, ["step 0", "request starts"]);
  release();
  await h.settle();
  await h.tick();
  assert.deepEqual(h.log, ["step 0", "request starts", "request answered", "step 1"]);
});

test("nothing runs before start, and a failing step ends the steps with its error", async () => {
  const h = harness((k) => {
    if (k === 1) throw new Error("no such module");
  });
  await h.tick();
  assert.deepEqual(h.log, []);
  h.idle.start(5);
  for (let i = 0; i < 4; i += 1) await h.tick();
  assert.deepEqual(h.log, ["step 0", "step 1"]);
  assert.deepEqual(
    h.done.map(({ steps, error }) => ({ steps, error })),
    [{ steps: 1, error: "no such module" }],
  );
});

test("no steps to run ends at once", async () => {
  const h = harness();
  h.idle.start(0);
  await h.tick();
  assert.deepEqual(h.log, []);
  assert.equal(h.done.length, 1);
});
