// The hand review dialog: the four hands as dealt, a progress mark while the
// engine prices South's decisions, then each decision with its mark
// (data-mark: "good", "inaccuracy", "mistake", "blunder", or "pending"), the
// better card, what it cost, why, and apart the price with all cards known.
// Forward, back and a tap on a decision move through the hand (review.js).

import { shortName } from "../cards.js";
import { actionButton, dialogHeader } from "./dialog.js";
import { SEATS, build } from "./dom.js";

const cards = (codes) => (codes.length ? codes.map(shortName).join(" ") : "—");

function dealtHands(outline, i18n) {
  const list = build("dl", "review-dealt");
  for (const seat of SEATS) {
    list.append(build("dt", "", i18n.t(`seats.${seat}`)), build("dd", "", cards(outline.dealt[seat])));
  }
  return list;
}

function decisionText(review, index, i18n) {
  const { t } = i18n;
  const { kind, played } = review.outline.decisions[index];
  const codes = played.split(" ").filter(Boolean);
  if (kind === "expose") return t("review.exposed", { cards: cards(codes) });
  const trick = review.outline.decisions.slice(0, index + 1).filter((d) => d.kind === "play").length;
  return t("review.played", { n: trick, card: cards(codes) });
}

function verdict(entry, i18n) {
  const { t, score } = i18n;
  const { decision, known } = entry;
  const lines = [];
  if (!decision.mark) lines.push(t("review.good"));
  else {
    const best = cards(decision.best.split(" ").filter(Boolean));
    lines.push(t(`review.marks.${decision.mark}`), t("review.better", { card: best, cost: score(-decision.cost) }));
    const code = decision.reason?.code;
    if (code && i18n.has(`hint.reasons.${code}`)) lines.push(t(`hint.reasons.${code}`));
    if (decision.reason?.out?.length) lines.push(t("review.stillOut", { cards: cards(decision.reason.out) }));
  }
  const knownBest = cards(known.best.split(" ").filter(Boolean));
  lines.push(t("review.known", { card: knownBest, cost: score(-known.cost) }));
  return lines.join(" ");
}

function decisionItem(review, index, i18n) {
  const entry = review.steps[index];
  const item = build("li", `review-decision${index === review.at ? " current" : ""}`);
  item.dataset.mark = entry ? (entry.decision.mark ?? "good") : "pending";
  const jump = actionButton(decisionText(review, index, i18n), "reviewStep", { to: String(index) });
  if (entry?.decision.mark) jump.append(build("span", "review-mark", ` — ${i18n.t(`review.marks.${entry.decision.mark}`)}`));
  if (index === review.at) jump.setAttribute("aria-current", "step");
  item.append(jump);
  if (entry && index === review.at) item.append(build("p", "review-verdict", verdict(entry, i18n)));
  return item;
}

function progress(review, i18n) {
  const done = review.steps.filter(Boolean).length;
  const box = build("p", "review-progress");
  const bar = build("progress");
  bar.max = review.outline.steps;
  bar.value = done;
  bar.setAttribute("aria-label", i18n.t("review.progress", { done, all: review.outline.steps }));
  box.append(bar, build("span", "", i18n.t("review.progress", { done, all: review.outline.steps })));
  return box;
}

export function reviewContent(state, i18n) {
  const { t } = i18n;
  const review = state.review;
  const parts = [dialogHeader(t("review.title"), i18n, "review-title")];
  const body = build("div", "menu-section review-body");
  parts.push(body);
  if (review.failed) body.append(build("p", "note", t("review.failed")));
  if (!review.outline) {
    if (!review.failed) body.append(build("p", "note", t("review.waiting")));
    return parts;
  }
  const done = review.steps.filter(Boolean).length === review.outline.steps;
  if (done && review.summary) {
    const { mistakes_cost: cost, accuracy } = review.summary;
    body.append(build("p", "review-summary", t("review.summary", { cost: i18n.score(-cost), accuracy: Math.round(accuracy) })));
  } else body.append(progress(review, i18n));
  body.append(build("h3", "", t("review.dealt")), dealtHands(review.outline, i18n));
  const list = build("ol", "review-decisions");
  list.setAttribute("aria-label", t("review.decisions"));
  for (let index = 0; index < review.outline.steps; index += 1) list.append(decisionItem(review, index, i18n));
  const nav = build("div", "review-nav");
  nav.append(
    actionButton(t("review.back"), "reviewStep", { to: String(review.at - 1) }),
    actionButton(t("review.forward"), "reviewStep", { to: String(review.at + 1) }),
  );
  body.append(build("h3", "", t("review.decisions")), nav, list, build("p", "note", t("review.knownNote")));
  body.append(actionButton(t("practice.replay"), "replay-deal", { hand: String(review.outline.hand) }, "review-replay")); // practice.js
  return parts;
}

/** What the dialog shows, for renderDialog's key: it is drawn again when this changes. */
export function reviewKey(state, lang) {
  const review = state.review;
  return JSON.stringify([lang, Boolean(review?.outline), review?.steps.filter(Boolean).length, review?.at, review?.failed]);
}
