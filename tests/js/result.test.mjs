// The hand summary's note on a tie at the top (web/js/render/result.js): a limit of the game is
// reached, but more than one player has the highest total, so another hand is played.
import assert from "node:assert/strict";
import { test } from "node:test";

import { tieAtTop } from "../../web/js/render/result.js";
import { engineView } from "./fixtures.mjs";

/** The engine's hand-over view with these totals, hands played and limits. */
function handOver(totals, { hands = 1, ...rules } = {}) {
  const view = engineView("hand-over");
  view.seats.forEach((seat, i) => (seat.total = totals[i]));
  view.history = Array.from({ length: hands }, () => view.history[0]);
  Object.assign(view.rules, rules);
  return view;
}

test("a hand limit reached with a tie at the top: the note names how many share it, and the total", () => {
  assert.deepEqual(tieAtTop(handOver([0, 0, -600, 0], { max_hands: 1 })), { n: 3, total: 0 });
  assert.equal(tieAtTop(handOver([0, 0, -600, 0], { max_hands: 2 })), null); // the limit is a hand away
  assert.equal(tieAtTop(handOver([10, 0, -600, 0], { max_hands: 1 })), null); // not a tie: the game is over
});

test("a player at the losing total with a tie at the top, or the winning total tied", () => {
  assert.deepEqual(tieAtTop(handOver([120, 120, -1010, -300])), { n: 2, total: 120 });
  assert.equal(tieAtTop(handOver([120, 120, -990, -300])), null);
  assert.deepEqual(tieAtTop(handOver([500, 500, 0, -300], { win_at: 500 })), { n: 2, total: 500 });
  const over = handOver([120, 120, -1010, -300]);
  over.phase = "game-over";
  assert.equal(tieAtTop(over), null);
});
