// The hint's words and its "Why?" rows (web/js/render/hintwhy.js): the reason's numbers put in
// words in each language, the hinted card first, and a "Why?" only where there is a choice.
import assert from "node:assert/strict";
import { test } from "node:test";

import "./catalogues.mjs";
import { createI18n } from "../../web/js/i18n.js";
import { hintHasWhy, hintReason, hintRows } from "../../web/js/render/hintwhy.js";

/** @type {import("../../web/js/types/engine").Hint} */
const RUN = {
  card: "AH",
  reason: "keep_run_open",
  params: { card: "QH", chance: 0.94, other: 0.87 },
  prices: [
    { cards: ["AH"], value: 1647.7, noise: 0 },
    { cards: ["QH", "JH"], value: 1530.8, noise: 36.4 },
  ],
};

test("a reason read from the prices gives its numbers in each language's words", () => {
  assert.equal(
    hintReason(RUN, createI18n("en")),
    "it keeps your run for all the hearts open: it succeeds in 94% of the trial deals, 87% with ♥Q.",
  );
  const de = hintReason(RUN, createI18n("de"));
  assert.match(de, /94\s?%/);
  assert.match(de, /♥Q/);
  const voids = { card: "6D", reason: "make_void", params: { card: "QS", suit: "D", points: 9.2 } };
  assert.equal(
    hintReason(voids, createI18n("en")),
    "it leaves you void in diamonds, free to discard there later: +9.2 points on average against ♠Q.",
  );
  for (const lang of ["en", "de", "es", "zh", "id"]) {
    assert.doesNotMatch(hintReason(RUN, createI18n(lang)), /\{/, lang); // every placeholder filled
    assert.doesNotMatch(hintReason(voids, createI18n(lang)), /\{/, lang);
  }
});

test("the Why? lists the hinted card first and is offered only for a choice", () => {
  assert.deepEqual(
    hintRows(RUN).map((row) => [row.cards.join(" "), row.hinted]),
    [
      ["AH", true],
      ["QH JH", false],
    ],
  );
  assert.equal(hintHasWhy(RUN), true);
  assert.equal(hintHasWhy({ card: "2C", reason: "only_card" }), false);
  assert.equal(hintHasWhy({ cards: ["QS"], reason: "expose_by_simulation", values: [] }), false);
  assert.equal(hintHasWhy(null), false);
});
