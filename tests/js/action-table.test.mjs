// The page's one table of actions (web/js/action-table.js).
import assert from "node:assert/strict";
import { test } from "node:test";

import { ActionTable } from "../../web/js/action-table.js";

test("each action goes to the one handler registered for its type", () => {
  const done = [];
  const table = new ActionTable();
  table.register({ card: (action) => done.push(["card", action.card]), hint: () => done.push(["hint"]) });
  table.register({ setLang: (action) => done.push(["setLang", action.lang]) });
  assert.equal(table.dispatch({ type: "card", card: "QS" }), true);
  assert.equal(table.dispatch({ type: "setLang", lang: "de" }), true);
  assert.equal(table.dispatch({ type: "nothing" }), false);
  assert.equal(table.dispatch(null), false);
  assert.deepEqual(done, [["card", "QS"], ["setLang", "de"]]);
  assert.equal(table.has("hint"), true);
  assert.equal(table.has("nothing"), false);
});

test("a type registered twice is an error: one owner for each action", () => {
  const table = new ActionTable();
  table.register({ read: () => {} });
  assert.throws(() => table.register({ read: () => {} }), /"read" has a handler already/);
});

test("an action that must wait is dropped", () => {
  const done = [];
  const table = new ActionTable({ waits: (action) => action.type === "play" });
  table.register({ play: () => done.push("play"), deal: () => done.push("deal") });
  assert.equal(table.dispatch({ type: "play" }), false);
  assert.equal(table.dispatch({ type: "deal" }), true);
  assert.deepEqual(done, ["deal"]);
});
