// The hand review: the engine prices South's decisions of a finished hand one
// request at a time ({op: "review", step}), so that a tap waits for at most one
// step; the dialog (render/review.js) shows each as it comes. Closing the
// dialog, or starting another review, stops the work after the step in flight.
// A review priced to the end is kept (storage.js, REVIEW_KEY) with the game
// code and the hand's outline, so the same hand opens again without pricing.

/**
 * Opens the review of the hand just finished and prices its decisions in turn.
 * @param {object} state the page's state (state.js): gains `review`, panel "review"
 * @param {(request: object) => Promise<object>} call a request to the engine
 * @param {() => void} changed asks for a new frame
 * @param {{load: () => object | null, save: (record: object) => void} | null} store the last review kept
 * @param {number | null} hand the hand of this game to review (default: the last finished one)
 */
export async function runReview(state, call, changed, store = null, hand = null) {
  const review = { outline: null, steps: [], summary: null, at: 0, failed: false };
  state.review = review;
  state.panel = "review";
  changed();
  const current = () => state.review === review && state.panel === "review";
  try {
    const outline = (await call(hand ? { op: "review", hand } : { op: "review" })).review;
    if (!current()) return;
    review.outline = outline;
    const code = state.view?.code;
    const kept = store?.load();
    if (kept?.code === code && JSON.stringify(kept.outline) === JSON.stringify(outline)) {
      Object.assign(review, { steps: kept.steps, summary: kept.summary });
      changed();
      return;
    }
    changed();
    for (let step = 0; step < outline.steps && current(); step += 1) {
      const reply = (await call({ op: "review", hand: outline.hand, step })).review;
      if (!current()) return;
      review.steps[step] = { decision: reply.decision, known: reply.known };
      review.summary = reply.summary;
      changed();
    }
    if (current()) store?.save({ code, outline, steps: review.steps, summary: review.summary });
  } catch {
    if (!current()) return;
    review.failed = true; // the dialog says so; the game itself goes on
    changed();
  }
}

/** Moves the review to decision `to` (clamped); true when it moved. */
export function reviewStep(state, to) {
  const review = state.review;
  const count = review?.outline?.steps ?? 0;
  if (!count) return false;
  const at = Math.max(0, Math.min(count - 1, Number(to)));
  if (Number.isNaN(at) || at === review.at) return false;
  review.at = at;
  return true;
}
