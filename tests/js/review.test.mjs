// The hand review's requests (web/js/review.js): one decision per request, in
// order; closing stops the work; a review priced to the end is kept and shown again without pricing.
import assert from "node:assert/strict";
import { test } from "node:test";

import { LANGUAGES, createI18n } from "../../web/js/i18n.js";
import { decisionAt, positionOf, positions, reviewStep, runReview, tableAt } from "../../web/js/review.js";
import { chartPoints } from "../../web/js/render/review-chart.js";
import { gambleText, stepLines, summaryText, verdictText } from "../../web/js/render/review.js";
import { specialsDue } from "../../web/js/state.js";
import "./catalogues.mjs";

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

test("with no review kept and no game code to compare, the decisions are priced (the review does not fail)", async () => {
  const state = { view: null, panel: null };
  const { call, requests } = engine();
  await runReview(state, call, () => {}, memory());
  assert.equal(state.review.failed, false);
  assert.equal(requests.length, 4);
  assert.equal(state.review.steps.length, 3);
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

/** A trick as the engine sends it: its leader, its cards with their seats in playing order, its taker. */
function trick(leader, codes, winner) {
  const order = ["S", "E", "N", "W"];
  const first = order.indexOf(leader);
  return { leader, cards: codes.map((card, i) => ({ seat: order[(first + i) % 4], card })), winner };
}

// A hand of three tricks, enough to step through: West leads the first, North takes it; North leads the next two.
const HAND = {
  hand: 1,
  steps: 4,
  decisions: [
    { kind: "expose", played: "" },
    { kind: "play", played: "2S" },
    { kind: "play", played: "AH" },
    { kind: "play", played: "3C" },
  ],
  dealt: { S: ["2S", "AH", "3C"], E: ["4S", "5H", "JD"], N: ["KS", "QH", "4C"], W: ["3S", "6H", "TC"] },
  exposed: { S: [], E: ["JD"], N: [], W: [] },
  tricks: [
    trick("W", ["3S", "2S", "4S", "KS"], "N"),
    trick("N", ["QH", "6H", "AH", "5H"], "S"),
    trick("S", ["3C", "JD", "4C", "TC"], "W"),
  ],
  trick_points: [0, -60, 200],
  result: { S: -60, E: 0, N: 0, W: 400 },
};

test("the review's table: the deal, then each trick with its leader, the cards played before it gone", () => {
  assert.equal(positions(HAND), 4);
  const deal = tableAt(HAND, 0);
  assert.equal(deal.trick, null);
  assert.deepEqual(deal.held, HAND.dealt);
  const second = tableAt(HAND, 2);
  // The first trick's cards are gone; the second trick's are still held (the page dims them).
  assert.deepEqual(second.held.S, ["AH", "3C"]);
  assert.deepEqual(second.held.W, ["6H", "TC"]);
  assert.deepEqual(second.trick, {
    number: 2,
    leader: "N",
    cards: [
      { seat: "N", card: "QH" },
      { seat: "W", card: "6H" },
      { seat: "S", card: "AH" },
      { seat: "E", card: "5H" },
    ],
    winner: "S",
    points: -60,
  });
  assert.deepEqual(second.taken, { S: -60, E: 0, N: 0, W: 0 });
  assert.deepEqual(tableAt(HAND, 3).taken, { S: -60, E: 0, N: 0, W: 200 });
});

test("each decision has its place on the table, and each place its decision", () => {
  assert.deepEqual(
    HAND.decisions.map((_, index) => positionOf(HAND, index)),
    [0, 1, 2, 3],
  );
  assert.deepEqual(
    [0, 1, 2, 3].map((at) => decisionAt(HAND, at)),
    [0, 1, 2, 3],
  );
  // Without an exposure decision, the deal has none and the plays keep their tricks.
  const plays = { ...HAND, decisions: HAND.decisions.slice(1) };
  assert.deepEqual(
    [0, 1, 2, 3].map((at) => decisionAt(plays, at)),
    [-1, 0, 1, 2],
  );
  assert.equal(positionOf(plays, 2), 3);
});

test("forward, back, first, last and a jump stay within the hand", () => {
  const state = { review: { outline: HAND, at: 0 } };
  assert.equal(reviewStep(state, "back"), false);
  assert.equal(reviewStep(state, "forward"), true);
  assert.equal(state.review.at, 1);
  assert.equal(reviewStep(state, "last"), true);
  assert.equal(state.review.at, 3);
  assert.equal(reviewStep(state, "forward"), false);
  assert.equal(reviewStep(state, "first"), true);
  assert.equal(state.review.at, 0);
  assert.equal(reviewStep(state, "2"), true);
  assert.equal(state.review.at, 2);
  assert.equal(reviewStep(state, 99), true);
  assert.equal(state.review.at, 3);
  for (const bad of ["x", "", undefined, null]) assert.equal(reviewStep(state, bad), false);
  assert.equal(reviewStep({ review: null }, "forward"), false);
});

test("each step of the table is said in words: the exposures, or the trick card by card, who took it and its points", () => {
  const en = createI18n("en");
  assert.deepEqual(stepLines(HAND, 0, en), ["As dealt, and the exposures", "Exposed: Lili ♦J"]);
  assert.deepEqual(stepLines(HAND, 2, en), [
    "Trick 2 of 3",
    "Bao led.",
    "Bao plays Queen of hearts",
    "Chen plays 6 of hearts",
    "You play Ace of hearts",
    "Lili plays 5 of hearts",
    "You take the trick: −60 points",
  ]);
  const de = createI18n("de");
  assert.equal(stepLines(HAND, 1, de).at(-1), "Bao nimmt den Stich: keine Punkte");
});

test("the guide's goat and transformer step is due once either comes onto the table in a newcomer's first hand", () => {
  const view = { phase: "play", hand_no: 1, trick: [{ seat: "W", card: "3S" }], tricks: [], seats: [] };
  const state = { settings: { guideSpecials: "due" }, stats: { hands: 0 }, panel: null, view };
  assert.equal(specialsDue(state), null);
  view.trick.push({ seat: "N", card: "TC" });
  assert.equal(specialsDue(state), "transformer");
  // In a trick already taken, or exposed: it has come all the same.
  Object.assign(view, { trick: [], tricks: [{ leader: "E", cards: [{ seat: "E", card: "JD" }], winner: "E" }] });
  assert.equal(specialsDue(state), "goat");
  Object.assign(view, { tricks: [], seats: [{ seat: "E", exposed: ["JD"] }] });
  assert.equal(specialsDue(state), "goat");
  // Not when shown already, nor after the first hand, nor over another dialog, nor while exposing.
  for (const other of [
    { settings: { guideSpecials: "seen" } },
    { settings: {} },
    { stats: { hands: 1 } },
    { panel: "menu" },
    { view: { ...view, hand_no: 2 } },
    { view: { ...view, phase: "expose" } },
  ]) {
    assert.equal(specialsDue({ ...state, ...other }), null, JSON.stringify(other));
  }
});

// A marked exposure whose better choice is to expose nothing, as a review step's reply gives it.
const EXPOSE_NOTHING = {
  decision: { kind: "expose", played: "AH", best: "", cost: 70.6, noise: 9, mark: "mistake", reason: { code: "expose_nothing" } },
  known: { played: "AH", best: "", cost: 40.2 },
};

test("a verdict says in words to expose nothing, and what a mistake gave up as a number of points", () => {
  const en = createI18n("en");
  assert.equal(
    verdictText(EXPOSE_NOTHING, en),
    "Mistake. Better: no exposure, 71 points more on average. With all cards known: no exposure was better, by 40 points.",
  );
  const played = {
    decision: { kind: "play", played: "QH", best: "4H", cost: 34.4, mark: "mistake", reason: null },
    known: { played: "QH", best: "QH", cost: 0 },
  };
  assert.equal(verdictText(played, en), "Mistake. Better: ♥4, 34 points more on average. With all cards known: ♥Q was the best choice.");
  assert.equal(summaryText({ mistakes_cost: 70.6, accuracy: 87.5 }, en), "Your mistakes cost you 71 points in this hand; accuracy 88%.");
  // In every language: no dash for "nothing", and no minus sign on a cost (a double negative).
  for (const lang of LANGUAGES) {
    const i18n = createI18n(lang);
    const text = `${verdictText(EXPOSE_NOTHING, i18n)} ${summaryText({ mistakes_cost: 70.6, accuracy: 90 }, i18n)}`;
    assert.ok(text.includes(i18n.t("review.noExposure")) && text.includes("71") && text.includes("40"), `${lang}: ${text}`);
    assert.doesNotMatch(text, /[—\u2212]/, `${lang}: ${text}`);
  }
});

test("a verdict says when its mark rests on a run for all the hearts, and when the true deal disagrees", () => {
  const en = createI18n("en");
  const run = { card: "3H", played: true, chance: 0.2, happened: false };
  const played = {
    decision: { kind: "play", played: "3H", best: "2S", cost: 48, mark: "mistake", reason: null, gamble: run, hindsight: "lucky" },
    known: { played: "3H", best: "3H", cost: 0 },
  };
  assert.equal(
    verdictText(played, en),
    "Mistake. Better: ♠2, 48 points more on average. Your card bets on a run for all the hearts: the run failed; it succeeds in 1 deal in 5. " +
      "With all cards known: ♥3 was the best choice. On the true deal your choice did no harm: the mark is for the odds, not for what happened.",
  );
  assert.equal(gambleText({ ...run, happened: true, chance: 0.1 }, en.t), "Your card bets on a run for all the hearts: it came off this time, but it succeeds in only 1 deal in 10.");
  assert.equal(gambleText({ card: "AH", played: false, chance: 0.7, happened: false }, en.t), "♥A keeps a run for all the hearts open: it succeeds in 70% of deals.");
  assert.equal(gambleText({ ...run, chance: 0.01 }, en.t), "Your card bets on a run for all the hearts: the run failed; it succeeds in almost no deal.");
  const good = { decision: { kind: "play", played: "9C", best: "9C", cost: 0, mark: null, hindsight: "unlucky" }, known: { played: "9C", best: "2D", cost: 45 } };
  assert.match(verdictText(good, en), /by 45 points\. On the true deal another choice did better, but nothing you could see pointed to it\.$/);
  for (const lang of LANGUAGES) {
    const i18n = createI18n(lang);
    for (const text of [verdictText(played, i18n), verdictText(good, i18n)]) assert.doesNotMatch(text, /review\.|\{/, `${lang}: ${text}`);
  }
});

test("the chart's points: the exposure, each trick's card once priced, then the hand's result", () => {
  const en = createI18n("en");
  const outline = {
    decisions: [{ kind: "expose" }, { kind: "play" }, { kind: "play" }],
    result: { S: -40, W: 0, N: 0, E: 40 },
  };
  const steps = [{ decision: { expected: null, mark: null } }, { decision: { expected: -12.4, mark: "mistake" } }];
  assert.deepEqual(chartPoints(outline, steps, en.t), [
    { label: "Exposure", value: null, mark: null },
    { label: "Trick 1", value: -12.4, mark: "mistake" },
    { label: "Trick 2", value: null, mark: null },
    { label: "Result", value: -40, mark: null },
  ]);
});
