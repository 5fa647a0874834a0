// The page's engine work, held while the engine starts under a table drawn from storage (web/js/work-queue.js).
import assert from "node:assert/strict";
import { test } from "node:test";

import { WorkQueue } from "../../web/js/work-queue.js";

const view = (changes = {}) => ({ code: "ABC123", hand_no: 1, phase: "play", tricks_played: 0, trick: [], turn: "S", ...changes });

/** A queue over a table standing at `view()`; `done` is for the work to note that it ran, `failures` gets what failed. */
function queue() {
  const table = { view: view() };
  const failures = [];
  const work = new WorkQueue({ current: () => table.view, failed: (error) => failures.push(error.message) });
  return { table, work, failures, done: [] };
}

test("work runs one piece at a time, in order; a failure is met and the next still runs", async () => {
  const { work, failures, done } = queue();
  work.run(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    done.push(1);
  });
  work.run(() => {
    throw new Error("refused");
  });
  await work.run(() => done.push(3));
  assert.deepEqual(done, [1, 3]);
  assert.deepEqual(failures, ["refused"]);
});

test("held work waits for release, then runs when the game stands where it was asked for", async () => {
  const { table, work, done } = queue();
  work.hold();
  assert.equal(work.held, true);
  const asked = work.run(() => done.push("play"));
  await new Promise((resolve) => setTimeout(resolve, 5));
  assert.deepEqual(done, []);
  table.view = view(); // the engine's own view of the same point replaces the stored one
  work.release();
  await asked;
  assert.deepEqual(done, ["play"]);
  assert.equal(work.held, false);
});

test("held work is dropped when the game on the table is then another (a new deal)", async () => {
  const { table, work, done } = queue();
  work.hold();
  const asked = work.run(() => done.push("play"));
  table.view = view({ code: "NEW999" });
  work.release();
  await asked;
  assert.deepEqual(done, []);
  await work.run(() => done.push("later")); // work asked for after the start is not held
  assert.deepEqual(done, ["later"]);
});

test("work asked for on the new game while still held (the computers' first turn) runs", async () => {
  const { table, work, done } = queue();
  work.hold();
  work.run(() => done.push("tap on the stored table"));
  table.view = view({ code: "NEW999", turn: "E" }); // the save was bad: a new game, dealt while held
  const computers = work.run(() => done.push("computers"));
  work.release();
  await computers;
  assert.deepEqual(done, ["computers"]);
});

test("of the held work, what no longer fits once an earlier piece moved the game on is dropped", async () => {
  const { table, work, done } = queue();
  work.hold();
  work.run(() => {
    done.push("play");
    table.view = view({ trick: [{ seat: "S", card: "2C" }], turn: "E" });
  });
  const second = work.run(() => done.push("play again"));
  work.release();
  await second;
  assert.deepEqual(done, ["play"]);
});
