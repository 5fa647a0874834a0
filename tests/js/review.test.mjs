// The hand review's requests (web/js/review.js): one decision per request, in
// order; closing stops the work; a review priced to the end is kept and shown again without pricing.
import assert from "node:assert/strict";
import { test } from "node:test";

import { reviewStep, runReview } from "../../web/js/review.js";

const OUTLINE = { hand: 1, steps: 3, decisions: [], dealt: {}, tricks: [] };

function engine({ closeAfter = Infinity, state } = {}) {
  const requests = [];
  const call = async (request) => {
    requests.push(request);
    if (request.step === undefined) return { ok: true, review: OUTLINE };
    if (requests.length > closeAfter) state.panel = null; // the player closed the dialog meanwhile
    const decision = { move: request.step, mark: null, cost: 0 };
    return { ok: true, review: { decision, known: { move: request.step }, summary: { priced: request.step + 1 } } };
  };
  return { call, requests };
}

function memory() {
  let kept = null;
  return { load: () => kept, save: (record) => (kept = structuredClone(record)) };
}

test("the decisions are priced one request each, in order, and the last review is kept", async () => {
  const state = { view: { code: "ABC" }, panel: null };
  const { call, requests } = engine();
  const store = memory();
  let frames = 0;
  await runReview(state, call, () => (frames += 1), store);
  assert.deepEqual(
    requests.map((r) => r.step),
    [undefined, 0, 1, 2],
  );
  assert.equal(state.panel, "review");
  assert.deepEqual(
    state.review.steps.map((s) => s.decision.move),
    [0, 1, 2],
  );
  assert.deepEqual(state.review.summary, { priced: 3 });
  assert.ok(frames >= 4);
  // Opened again: the outline is asked for, no decision is priced again.
  const again = engine();
  await runReview(state, again.call, () => {}, store);
  assert.deepEqual(
    again.requests.map((r) => r.step),
    [undefined],
  );
  assert.equal(state.review.steps.length, 3);
  // Another game's code: priced afresh.
  const other = engine();
  await runReview({ view: { code: "XYZ" }, panel: null }, other.call, () => {}, store);
  assert.equal(other.requests.length, 4);
});

test("closing the dialog stops the work after the step in flight, and nothing half-done is kept", async () => {
  const state = { view: { code: "ABC" }, panel: null };
  const { call, requests } = engine({ closeAfter: 2, state });
  const store = memory();
  await runReview(state, call, () => {}, store);
  assert.deepEqual(
    requests.map((r) => r.step),
    [undefined, 0, 1],
  );
  assert.equal(store.load(), null);
});

test("forward, back and jump stay within the hand", () => {
  const state = { review: { outline: OUTLINE, at: 0 } };
  assert.equal(reviewStep(state, -1), false);
  assert.equal(reviewStep(state, 1), true);
  assert.equal(state.review.at, 1);
  assert.equal(reviewStep(state, 99), true);
  assert.equal(state.review.at, 2);
  assert.equal(reviewStep(state, "x"), false);
});
