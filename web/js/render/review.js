// The hand review dialog: a progress mark while the engine prices South's
// decisions, then the review's table, which steps through the hand (the four
// hands as dealt and the exposures, then each trick: who led, who played
// what, who took it and its points, the cards played before it gone from the
// hands and this trick's dimmed), the verdict on South's decision there, and
// the list of South's decisions (data-mark: "good", "inaccuracy", "mistake",
// "blunder", or "pending"), each a jump to its trick. Back, Forward, a jump
// list, ← → Home End and a swipe move the table (review.js); each step is said
// in the dialog's own live region (sayReviewStep), kept across its redraws.

import { revealLines } from "../announce.js";
import { cardName, parseCard, shortName } from "../cards.js";
import { decisionAt, positionOf, positions, tableAt } from "../review.js";
import { cardChip } from "./card.js";
import { reviewChart } from "./review-chart.js";
import { actionButton, dialogHeader } from "./dialog.js";
import { build } from "./dom.js";

/** @typedef {import("../state.js").State} State */
/** @typedef {NonNullable<State["review"]>} Review  the review in the state (review.js) */
/** @typedef {NonNullable<Review["outline"]>} Outline  the engine's outline of the hand */
/** @typedef {import("../types/engine").OutlineDecision} OutlineDecision one of South's decisions, in the outline */
/** @typedef {Review["steps"][number]} Step  one priced decision, and the same with every card known */
/** @typedef {import("../types/engine").Summary} Summary */
/** A review whose outline has come. @typedef {Review & {outline: Outline}} Shown */
/** @typedef {ReturnType<typeof tableAt>} Table  the review's table at one position (review.js tableAt) */
/** @typedef {NonNullable<Table["trick"]>} Trick */
/** @typedef {ReturnType<typeof import("../i18n.js").createI18n>} I18n */

/** @param {string[]} codes */
const cards = (codes) => (codes.length ? codes.map(shortName).join(" ") : "—");
// The seats as round a table: North across, West and East, South (you) last.
/** @type {import("../seats.js").SeatName[]} */
const TABLE_ORDER = ["N", "W", "E", "S"];
const SUITS = ["S", "H", "C", "D"];

/**
 * One seat's cards still held, by suit ("♠ A K 4"), those of this trick dimmed and exposed ones marked.
 * @param {string[]} codes  the seat's cards as the trick began
 * @param {string[]} playing  the cards of this trick
 * @param {string[]} exposed  the seat's exposed cards
 * @param {I18n} i18n
 */
function heldCards(codes, playing, exposed, i18n) {
  const line = build("p", "review-held");
  for (const suit of SUITS) {
    const inSuit = codes.filter((code) => code.endsWith(suit));
    if (!inSuit.length) continue;
    const { symbol, red } = parseCard(inSuit[0]);
    const group = build("span", `review-suit${red ? " red" : ""}`, symbol);
    for (const code of inSuit) {
      const face = parseCard(code).face;
      const card = playing.includes(code) ? build("del", "review-gone", face) : build("span", "", face);
      if (exposed.includes(code)) {
        card.classList.add("review-exposed");
        card.append(build("span", "sr-only", ` (${i18n.t("review.exposedCard")})`));
      }
      group.append(" ", card);
    }
    line.append(group, " ");
  }
  if (!codes.length) line.append("—");
  return line;
}

/**
 * One seat's box on the review's table: its name, the points it has taken, the cards it holds.
 * @param {import("../seats.js").SeatName} seat
 * @param {Table} table
 * @param {Outline} outline
 * @param {I18n} i18n
 */
function seatBox(seat, table, outline, i18n) {
  const box = build("div", "review-seat");
  box.dataset.seat = seat;
  const name = build("p", "review-seat-name", i18n.t(`seats.${seat}`));
  if (table.taken[seat]) name.append(" ", build("span", "review-taken", i18n.score(table.taken[seat])));
  const playing = table.trick?.cards.map((/** @type {{card: string}} */ c) => c.card) ?? [];
  box.append(name, heldCards(table.held[seat], playing, outline.exposed?.[seat] ?? [], i18n));
  if (table.trick?.leader === seat) box.classList.add("leader");
  return box;
}

/**
 * What the table at `at` says in words: its title, then each line (the exposures, or the trick card by card and who took it).
 * @param {Outline} outline
 * @param {number} at  the table's position: 0 the deal, then each trick
 * @param {I18n} i18n
 * @returns {string[]}
 */
export function stepLines(outline, at, i18n) {
  const { t } = i18n;
  const table = tableAt(outline, at);
  if (!table.trick) {
    /** @type {Record<string, string[]>} */
    const exposed = outline.exposed ?? {};
    const entries = Object.entries(exposed).map(([seat, codes]) => ({ seat, cards: codes }));
    return [t("review.atDeal"), ...revealLines(false, entries, cards, i18n)];
  }
  const { trick } = table;
  const points =
    trick.points === 0 ? t("announce.noPoints") : t("announce.points", { n: Math.abs(trick.points), score: i18n.score(trick.points) });
  return [
    t("review.trickOf", { n: trick.number, all: outline.tricks.length }),
    t("lastTrick.led", { seat: trick.leader }),
    ...trick.cards.map((/** @type {{seat: string, card: string}} */ { seat, card }) => t("announce.played", { seat, card: cardName(card, t) })),
    t("announce.trick", { seat: trick.winner, points }),
  ];
}

/**
 * The trick on the review's table: each card with who played it, the winner marked.
 * @param {Trick} trick
 * @param {I18n} i18n
 */
function trickRow(trick, i18n) {
  const { t } = i18n;
  const list = build("ol", "review-trick");
  for (const { seat, card } of trick.cards) {
    const item = build("li", seat === trick.winner ? "winner" : "");
    item.dataset.seat = seat;
    const who = build("span", "review-trick-seat", t(`seats.${seat}`));
    who.setAttribute("aria-hidden", "true"); // the chip's name says it
    item.append(cardChip(card, `${t(`seats.${seat}`)}: ${cardName(card, t)}`), who);
    list.append(item);
  }
  return list;
}

/**
 * The jump list: every position of the table, the current one chosen.
 * @param {Shown} review
 * @param {I18n} i18n
 */
function jumpList(review, i18n) {
  const { t } = i18n;
  const label = build("label", "review-jump");
  label.append(build("span", "", t("review.jump")));
  const select = build("select");
  select.dataset.action = "reviewJump"; // a tap on it is no step; its choice is (review.js, attachReviewInput)
  select.dataset.reviewJump = "";
  for (let at = 0; at < positions(review.outline); at += 1) {
    const option = build("option", "", at ? t("review.trickOf", { n: at, all: review.outline.tricks.length }) : t("review.atDeal"));
    option.value = String(at);
    option.selected = at === review.at;
    select.append(option);
  }
  label.append(select);
  return label;
}

/**
 * The review's table at its position, its buttons, and the verdict on South's decision there.
 * @param {Shown} review
 * @param {I18n} i18n
 */
function board(review, i18n) {
  const { t } = i18n;
  const { outline, at } = review;
  const section = build("section", "review-board");
  section.setAttribute("aria-labelledby", "review-at");
  const last = positions(outline) - 1;
  const nav = build("div", "review-nav");
  const back = actionButton(t("review.back"), "reviewStep", { to: "back" });
  const forward = actionButton(t("review.forward"), "reviewStep", { to: "forward" });
  back.setAttribute("aria-disabled", String(at === 0));
  forward.setAttribute("aria-disabled", String(at >= last));
  nav.append(back, forward, jumpList(review, i18n));
  const [title, ...lines] = stepLines(outline, at, i18n);
  const heading = build("h3", "review-at", title);
  heading.id = "review-at";
  section.append(heading, nav);
  const table = tableAt(outline, at);
  if (table.trick) {
    const [led, ...rest] = lines;
    section.append(build("p", "review-led", led), trickRow(table.trick, i18n), build("p", "review-took", rest.at(-1)));
  } else section.append(...lines.map((line) => build("p", "review-led", line)));
  const hands = build("div", "review-hands");
  for (const seat of TABLE_ORDER) hands.append(seatBox(seat, table, outline, i18n));
  section.append(hands);
  if (at === last && outline.result && table.trick) {
    const items = TABLE_ORDER.map((seat) => `${t(`seats.${seat}`)} ${i18n.score(outline.result[seat])}`);
    section.append(build("p", "review-result", t("review.result", { list: items.join(", ") })));
  }
  const index = decisionAt(outline, at);
  const entry = review.steps[index];
  if (entry) section.append(build("p", "review-verdict", `${decisionText(review, index, i18n)} — ${verdictText(entry, i18n)}`));
  return section;
}

/**
 * South's decision `index` in words: the cards exposed, or the card played in its trick.
 * @param {Shown} review
 * @param {number} index
 * @param {I18n} i18n
 */
function decisionText(review, index, i18n) {
  const { t } = i18n;
  const { kind, played } = review.outline.decisions[index];
  const codes = played.split(" ").filter(Boolean);
  if (kind === "expose") return codes.length ? t("review.exposed", { cards: cards(codes) }) : t("review.exposedNone");
  const trick = review.outline.decisions.slice(0, index + 1).filter((d) => d.kind === "play").length;
  return t("review.played", { n: trick, card: cards(codes) });
}

/**
 * A choice in words: its cards ("♥A ♠Q"), or "no exposure" for an exposure of no card.
 * @param {string} kind  "expose" or "play"
 * @param {string} codes  the cards, a space between
 * @param {I18n["t"]} t
 */
function choiceText(kind, codes, t) {
  const list = codes.split(" ").filter(Boolean);
  return kind === "expose" && !list.length ? t("review.noExposure") : cards(list);
}

/**
 * The verdict on one priced decision ({decision, known}, a review step's reply) in words: its mark, the
 * better choice and the points it gives up, the reason, then the price with all cards known.
 * @param {Step} entry
 * @param {I18n} i18n
 */
export function verdictText(entry, i18n) {
  const { t } = i18n;
  const { decision, known } = entry;
  const lines = [];
  if (!decision.mark) lines.push(t("review.good"));
  else {
    const better = { card: choiceText(decision.kind, decision.best, t), n: Math.round(decision.cost) };
    lines.push(t(`review.marks.${decision.mark}`), t("review.better", better));
    const code = decision.reason?.code;
    if (code && i18n.has(`hint.reasons.${code}`)) lines.push(t(`hint.reasons.${code}`));
    const out = decision.reason && "out" in decision.reason ? decision.reason.out : [];
    if (out.length) lines.push(t("review.stillOut", { cards: cards(out) }));
    const gamble = "gamble" in decision ? decision.gamble : null;
    if (gamble) lines.push(gambleText(gamble, t));
  }
  const n = Math.round(known.cost);
  const card = choiceText(decision.kind, n ? known.best : known.played, t);
  lines.push(n ? t("review.known", { card, n }) : t("review.knownSame", { card }));
  if (decision.hindsight) lines.push(t(`review.${decision.hindsight}`));
  return lines.join(" ");
}

/**
 * A mark that rests on a run for all the hearts, in words: whose card bets on it, how it went, how often it succeeds.
 * @param {import("../types/engine").Gamble} gamble
 * @param {I18n["t"]} t
 */
export function gambleText(gamble, t) {
  const { chance } = gamble;
  const odds =
    chance < 0.02
      ? t("review.oddsNever")
      : chance <= 0.5
        ? t("review.oddsOneIn", { n: Math.round(1 / chance) })
        : t("review.oddsPercent", { p: Math.round(100 * chance) });
  if (!gamble.played) return t("review.gambleBest", { card: cards([gamble.card]), odds });
  return t(gamble.happened ? "review.gambleMineRan" : "review.gambleMine", { odds });
}

/**
 * The review's summary line: the points the marked decisions gave up, and the accuracy.
 * @param {Summary} summary
 * @param {I18n} i18n
 */
export function summaryText(summary, i18n) {
  return i18n.t("review.summary", { n: Math.round(summary.mistakes_cost), accuracy: Math.round(summary.accuracy) });
}

/**
 * One decision of the list: a jump to its trick, marked once priced.
 * @param {Shown} review
 * @param {number} index
 * @param {I18n} i18n
 */
function decisionItem(review, index, i18n) {
  const entry = review.steps[index];
  const current = index === decisionAt(review.outline, review.at);
  const item = build("li", `review-decision${current ? " current" : ""}`);
  item.dataset.mark = entry ? (entry.decision.mark ?? "good") : "pending";
  const jump = actionButton(decisionText(review, index, i18n), "reviewStep", { to: String(positionOf(review.outline, index)) });
  if (entry?.decision.mark) jump.append(build("span", "review-mark", ` — ${i18n.t(`review.marks.${entry.decision.mark}`)}`));
  if (current) jump.setAttribute("aria-current", "step");
  item.append(jump);
  return item;
}

/**
 * The progress of the pricing: a bar and its words.
 * @param {Shown} review
 * @param {I18n} i18n
 */
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

/**
 * The review dialog's content: the progress or the summary, the table, the decisions.
 * @param {State} state
 * @param {I18n} i18n
 */
export function reviewContent(state, i18n) {
  const { t } = i18n;
  const review = state.review;
  const parts = [dialogHeader(t("review.title"), i18n, "review-title")];
  if (!review) return parts; // drawn only with a review opened (panels.js)
  const body = build("div", "menu-section review-body");
  parts.push(body);
  if (review.failed) body.append(build("p", "note", t("review.failed")));
  if (!review.outline) {
    if (!review.failed) body.append(build("p", "note", t("review.waiting")));
    return parts;
  }
  const shown = /** @type {Shown} */ (review); // its outline has come: checked above
  const done = shown.steps.filter(Boolean).length === shown.outline.steps;
  if (done && shown.summary) body.append(build("p", "review-summary", summaryText(shown.summary, i18n)));
  else body.append(progress(shown, i18n));
  body.append(reviewChart(shown.outline, shown.steps, i18n));
  body.append(board(shown, i18n), build("p", "note review-keys", t("review.keys")));
  const list = build("ol", "review-decisions");
  list.setAttribute("aria-label", t("review.decisions"));
  for (let index = 0; index < shown.outline.steps; index += 1) list.append(decisionItem(shown, index, i18n));
  body.append(build("h3", "", t("review.decisions")), list, build("p", "note", t("review.knownNote")));
  body.append(actionButton(t("practice.replay"), "replay-deal", { hand: String(shown.outline.hand) }, "review-replay")); // practice.js
  return parts;
}

/** @type {WeakMap<Review, number>} */
const said = new WeakMap(); // review -> the table position last said

/**
 * Says the review table's step in the dialog's live region (a modal dialog
 * hides the page's own): not on opening, then each time the table moves.
 * @param {HTMLDialogElement} dialog  #review
 * @param {State} state
 * @param {I18n} i18n
 */
export function sayReviewStep(dialog, state, i18n) {
  const review = state.review;
  const live = dialog.querySelector("[data-live]");
  if (!live || !review?.outline || state.panel !== "review") return;
  if (!said.has(review)) {
    said.set(review, review.at);
    live.textContent = "";
    return;
  }
  if (said.get(review) === review.at) return;
  said.set(review, review.at);
  live.textContent = stepLines(review.outline, review.at, i18n).join(" ");
}

/**
 * What the dialog shows, for renderDialog's key: it is drawn again when this changes.
 * @param {State} state
 * @param {string} lang
 */
export function reviewKey(state, lang) {
  const review = state.review;
  return JSON.stringify([lang, Boolean(review?.outline), review?.steps.filter(Boolean).length, review?.at, review?.failed]);
}
