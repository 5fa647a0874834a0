import assert from "node:assert/strict";
import { test } from "node:test";

import { applyChanges } from "../../web/js/view-changes.js";
import { engineView } from "./fixtures.mjs";

const before = {
  turn: "E",
  trick: [{ seat: "S", card: "2S" }],
  seats: [
    { seat: "S", cards_left: 12, score: { hand: 0 } },
    { seat: "E", cards_left: 13, score: { hand: 0 } },
  ],
  history: [[{ hand: 1 }]],
  last_hand: null,
};

test("fields are set, lists appended, seats changed field by field, and the view before is left alone", () => {
  const copy = structuredClone(before);
  const after = applyChanges(before, {
    set: { turn: "N" },
    append: { trick: [{ seat: "E", card: "9S" }], history: [[{ hand: 2 }]] },
    items: { seats: [{}, { cards_left: 12, score: { hand: -50 } }] },
    from_seats: { last_hand: "score" },
  });
  assert.deepEqual(after, {
    turn: "N",
    trick: [
      { seat: "S", card: "2S" },
      { seat: "E", card: "9S" },
    ],
    seats: [
      { seat: "S", cards_left: 12, score: { hand: 0 } },
      { seat: "E", cards_left: 12, score: { hand: -50 } },
    ],
    history: [[{ hand: 1 }], [{ hand: 2 }]],
    last_hand: [{ hand: 0 }, { hand: -50 }],
  });
  assert.deepEqual(before, copy);
});

test("no changes give an equal view; changes for another number of seats are refused", () => {
  assert.deepEqual(applyChanges(before, { set: {}, append: {}, items: {}, from_seats: {} }), before);
  assert.throws(() => applyChanges(before, { items: { seats: [{}] } }), /do not fit/);
});

test("the engine's changes for South's card, applied to the view before, give the engine's view after", () => {
  const { before, changes, after } = engineView("card");
  assert.deepEqual(applyChanges(before, changes), after);
  assert.notDeepEqual(before, after);
});
