// The hand review: the engine prices South's decisions of a finished hand one
// request at a time ({op: "review", step}), so that a tap waits for at most one
// step; the dialog (render/review.js) shows each as it comes. Closing the
// dialog, or starting another review, stops the work after the step in flight.
// A review priced to the end is kept (storage.js, REVIEW_KEY) with the game
// code and the hand's outline, so the same hand opens again without pricing.
// Beside the prices, the review's table steps through the hand: the deal and
// the exposures, then each trick (tableAt), by button, jump, key or swipe.

import { SEATS } from "./seats.js";
import { addReviewStep, keepReview, moveReview, openReview, reviewFailed, setReviewOutline } from "./state.js";

/** @typedef {import("./state.js").State} State */
/** @typedef {import("./state.js").Review} Review */
/** @typedef {import("./types/engine").ReviewOutline} ReviewOutline */
/** @typedef {import("./types/engine").ReviewPrice} ReviewPrice */
/** @typedef {import("./types/engine").PastTrick} PastTrick */
/**
 * A review request ({op: "review"}, for a hand and one of its steps) and its answer.
 * @typedef {(request: {op: "review", hand?: number, step?: number}) => Promise<{review?: ReviewOutline | ReviewPrice}>} ReviewCall
 */
/**
 * The last review priced to the end, as kept in storage: its game, its outline, its steps.
 * @typedef {{code?: string, outline: ReviewOutline, steps: Review["steps"], summary: Review["summary"]}} KeptReview
 */
/** @typedef {{load: () => unknown, save: (record: KeptReview) => void}} ReviewStore */

/**
 * The engine's answer to a review request, checked: the outline (`step`: false) or a priced step.
 * @template {boolean} S
 * @param {{review?: ReviewOutline | ReviewPrice}} reply
 * @param {S} step
 * @returns {S extends true ? ReviewPrice : ReviewOutline}
 */
function reviewOf(reply, step) {
  const review = reply.review;
  if (!review || ("decision" in review) !== step) throw new Error("the engine's review reply is not the one asked for");
  return /** @type {S extends true ? ReviewPrice : ReviewOutline} */ (review);
}

/**
 * Opens the review of the hand just finished and prices its decisions in turn.
 * @param {State} state the page's state (state.js): gains `review`, panel "review"
 * @param {ReviewCall} call a request to the engine
 * @param {() => void} changed asks for a new frame
 * @param {ReviewStore | null} store the last review kept
 * @param {number | null} hand the hand of this game to review (default: the last finished one)
 */
export async function runReview(state, call, changed, store = null, hand = null) {
  openReview(state);
  const review = state.review; // this review: another one, or the dialog closed, stops the work
  changed();
  const current = () => state.review === review && state.panel === "review";
  try {
    const outline = reviewOf(await call(hand ? { op: "review", hand } : { op: "review" }), false);
    if (!current() || !review) return;
    setReviewOutline(state, outline);
    const code = state.view?.code;
    const kept = /** @type {KeptReview | null} */ (store?.load() ?? null); // checked below: its code and outline
    if (kept && kept.code === code && JSON.stringify(kept.outline) === JSON.stringify(outline)) {
      keepReview(state, kept.steps, kept.summary);
      changed();
      return;
    }
    changed();
    for (let step = 0; step < outline.steps && current(); step += 1) {
      const reply = reviewOf(await call({ op: "review", hand: outline.hand, step }), true);
      if (!current()) return;
      addReviewStep(state, step, { decision: reply.decision, known: reply.known }, reply.summary);
      changed();
    }
    if (current()) store?.save({ code, outline, steps: review.steps, summary: review.summary });
  } catch {
    if (!current()) return;
    reviewFailed(state); // the dialog says so; the game itself goes on
    changed();
  }
}

// --- the review's table: position 0 is the hand as dealt with the exposures, position t (1 to 13) trick t ---

/**
 * How many positions the review's table steps through: the deal, then each trick played.
 * @param {{tricks?: unknown[]} | null | undefined} outline
 */
export function positions(outline) {
  return 1 + (outline?.tricks?.length ?? 0);
}

/**
 * The table's position of South's decision `index`: the exposure at the deal, the k-th play at trick k.
 * @param {{decisions?: {kind: string}[]} | null | undefined} outline
 * @param {number} index
 */
export function positionOf(outline, index) {
  const decisions = outline?.decisions ?? [];
  if (decisions[index]?.kind !== "play") return 0;
  return decisions.slice(0, index + 1).filter((d) => d.kind === "play").length;
}

/**
 * South's decision at table position `at` (its index), or -1 when South decided nothing there.
 * @param {{decisions?: {kind: string}[]} | null | undefined} outline
 * @param {number} at
 */
export function decisionAt(outline, at) {
  const decisions = outline?.decisions ?? [];
  return decisions.findIndex((_, index) => positionOf(outline, index) === at && (at > 0 || decisions[index].kind === "expose"));
}

/**
 * The table at position `at`: each seat's cards still held as the trick began
 * (`held`, those it plays in this trick among them) and the points it has taken
 * after it (`taken`), and the trick itself ({number, leader, cards: [{seat, card}], winner, points}).
 * @param {Pick<ReviewOutline, "tricks" | "trick_points" | "dealt">} outline
 * @param {number} at
 * @returns {{held: Record<string, string[]>, taken: Record<string, number>, trick: (PastTrick & {number: number, points: number}) | null}}
 */
export function tableAt(outline, at) {
  const tricks = outline.tricks.slice(0, Math.max(0, at));
  const gone = new Set(tricks.slice(0, -1).flatMap((trick) => trick.cards.map((played) => played.card)));
  const taken = Object.fromEntries(SEATS.map((seat) => [seat, 0]));
  tricks.forEach(({ winner }, index) => (taken[winner] += outline.trick_points?.[index] ?? 0));
  const held = Object.fromEntries(Object.entries(outline.dealt).map(([seat, codes]) => [seat, codes.filter((c) => !gone.has(c))]));
  if (at < 1 || at > outline.tricks.length) return { held, taken, trick: null };
  const { leader, cards, winner } = outline.tricks[at - 1];
  return { held, taken, trick: { number: at, leader, cards, winner, points: outline.trick_points?.[at - 1] ?? 0 } };
}

/** How far a finger moves sideways over the review's table to step (CSS pixels). */
const SWIPE_PX = 40;
/** @type {Record<string, (at: number) => number>} */
const MOVES = { back: (at) => at - 1, forward: (at) => at + 1, first: () => 0, last: () => Infinity };

/**
 * Moves the review's table to position `to`: a number (clamped; a decision's
 * button gives its trick), or "back", "forward", "first", "last". True when it moved.
 * @param {State} state
 * @param {string | number | null | undefined} to
 */
export function reviewStep(state, to) {
  const review = state.review;
  const count = positions(review?.outline);
  if (!review?.outline) return false;
  const move = typeof to === "string" ? MOVES[to] : undefined;
  const wanted = move ? move(review.at) : to === "" || to === null || to === undefined ? NaN : Number(to);
  if (Number.isNaN(wanted)) return false;
  const at = Math.max(0, Math.min(count - 1, wanted));
  if (at === review.at) return false;
  moveReview(state, at);
  return true;
}

/**
 * The review's own keys and swipe, on its dialog: ← → step, Home and End go to
 * the deal and the last trick, a horizontal swipe over the table steps too.
 * Each becomes the action {type: "reviewStep", to}.
 * @param {Element | null} dialog
 * @param {import("./input.js").Dispatch} dispatch
 */
export function attachReviewInput(dialog, dispatch) {
  if (!dialog) return;
  /** @type {Record<string, string>} */
  const KEYS = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" };
  dialog.addEventListener("keydown", (/** @type {Event} */ event) => {
    if (!(event instanceof KeyboardEvent)) return;
    const to = KEYS[event.key];
    if (!to || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    dispatch({ type: "reviewStep", to });
  });
  dialog.addEventListener("change", (event) => {
    const target = event.target;
    if (target instanceof HTMLSelectElement && target.closest("[data-review-jump]")) dispatch({ type: "reviewStep", to: target.value });
  });
  /** @type {PointerEvent | null} */
  let start = null;
  dialog.addEventListener("pointerdown", (/** @type {Event} */ event) => {
    if (!(event instanceof PointerEvent)) return;
    start = event.isPrimary && event.target instanceof Element && event.target.closest(".review-board") ? event : null;
  });
  dialog.addEventListener("pointerup", (/** @type {Event} */ event) => {
    if (!(event instanceof PointerEvent) || !start || event.pointerId !== start.pointerId) return;
    const dx = event.clientX - start.clientX;
    const dy = event.clientY - start.clientY;
    start = null;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
    dispatch({ type: "reviewStep", to: dx < 0 ? "forward" : "back" });
  });
  dialog.addEventListener("pointercancel", () => (start = null));
}
