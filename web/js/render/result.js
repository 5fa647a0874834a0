// The result of a hand (and of the game): the breakdown table of docs/rules.md, the
// exposed cards, and at the end of a game the winner, the ranking and the way to the
// statistics.

import { shortName } from "../cards.js";
import { actionButton } from "./dialog.js";
import { SEATS, build, setData, setHidden } from "./dom.js";
import { practiceSummary, practiceTitle } from "./practice.js";

// Seven rows per player (docs/rules.md, The page), with marks for what changed a row:
// the multiplier where exposure doubled it, "all ♥" for all thirteen hearts, "swap"
// when the pig–goat swap turned the pig and goat round, "sweep" for a clean sweep.

function mark(text, kind, title = "") {
  const element = build("span", `mark-badge mark-${kind}`, text);
  element.dataset.mark = kind;
  if (title) element.title = title;
  return element;
}

function breakdownRows(totals, i18n) {
  const { t, score: fmt } = i18n;
  const none = t("summary.none");
  const value = (n, shown = n !== 0) => (shown ? fmt(n) : none);
  const times = (factor) => mark(t("times", { n: factor }), "doubled", t("summary.marks.doubled"));
  return [
    [
      "hearts",
      (s) => value(s.hearts, s.cards.some((c) => c.endsWith("H"))),
      (s) => [
        s.all_hearts && mark(t("summary.marks.allHearts"), "all-hearts"),
        s.heart_factor > 1 && times(s.heart_factor),
      ],
    ],
    ["pig", (s) => value(s.pig), (s) => [s.pig && s.swapped && mark(t("summary.marks.swap"), "swap"), s.pig_factor > 1 && times(s.pig_factor)]],
    ["goat", (s) => value(s.goat), (s) => [s.goat && s.swapped && mark(t("summary.marks.swap"), "swap"), s.goat_factor > 1 && times(s.goat_factor)]],
    ["base", (s) => value(s.base, s.cards.length > 0), () => []],
    [
      "transformer",
      (s) => (s.transformer === "alone" ? fmt(s.hand) : s.transformer === "multiplies" ? t("times", { n: s.transformer_factor }) : none),
      (s) => [s.transformer !== "none" && s.transformer_exposed && mark(`${shortName("TC")}`, "doubled", t("summary.marks.doubled"))],
    ],
    [
      "hand",
      (s) => fmt(s.hand),
      (s) => [
        s.transformer_factor > 1 && mark(t("times", { n: s.transformer_factor }), "multiplied", t("summary.marks.transformerDoubled")),
        s.clean_sweep && mark(t("summary.marks.sweep"), "sweep"),
        s.all_points && !s.clean_sweep && mark(t("summary.marks.allPoints"), "all-points"),
      ],
    ],
    ["total", (s, i) => fmt(totals[i]), () => []],
  ];
}

/** Opens the score sheet of the whole game (scoresheet.js). */
function scoreSheetButton(t) {
  return actionButton(t("scoreSheet.open"), "openPanel", { panel: "scoreSheet" }, "score-sheet-button");
}

function breakdownTable(scores, totals, i18n) {
  const { t } = i18n;
  const table = build("table", "breakdown");
  const head = build("tr");
  head.append(build("th", "corner-cell", ""));
  for (const seat of SEATS) {
    const th = build("th", `who who-${seat}`, t(`seats.${seat}`));
    th.scope = "col";
    head.append(th);
  }
  const thead = build("thead");
  thead.append(head);
  const body = build("tbody");
  breakdownRows(totals, i18n).forEach(([key, cell, marks]) => {
    const row = build("tr", `row-${key}`);
    row.dataset.row = key;
    const th = build("th", "");
    th.append(build("span", "row-name", t(`summary.rows.${key}`)));
    th.scope = "row";
    row.append(th);
    scores.forEach((score, i) => {
      const td = build("td", "");
      td.append(build("span", "cell-value", cell(score, i)));
      const badges = marks(score).filter(Boolean);
      if (badges.length) {
        const holder = build("span", "cell-marks");
        holder.append(...badges);
        td.append(holder);
      }
      if ((key === "hand" || key === "total") && (key === "hand" ? score.hand : totals[i]) < 0) td.classList.add("negative");
      row.append(td);
    });
    body.append(row);
  });
  table.append(thead, body);
  const scroll = build("div", "breakdown-scroll");
  scroll.append(table);
  return scroll;
}

function exposedLine(view, i18n) {
  const cards = view.seats.flatMap((seat) => seat.exposed);
  return build(
    "p",
    "exposed-line",
    cards.length ? i18n.t("summary.exposedThisHand", { cards: cards.map(shortName).join(" ") }) : i18n.t("summary.exposedNone"),
  );
}

/** A practice hand's summary (practice.js): its own title, the hand's table, the comparison and its ways on. */
function practiceContent(view, practice, i18n) {
  const title = build("h2", "result-title", practiceTitle(practice, i18n));
  title.id = "result-title";
  const scores = view.last_hand ?? view.seats.map((seat) => seat.score);
  const totals = view.seats.map((seat) => seat.total);
  return [title, practiceSummary(practice, i18n), exposedLine(view, i18n), breakdownTable(scores, totals, i18n)];
}

/**
 * At the end of a hand where a limit of the game is reached (docs/rules.md, End of game, and the hand
 * limit) but more than one player has the highest total, so that another hand is played:
 * {n: how many share the top, total}; else null.
 */
export function tieAtTop(view) {
  const rules = view.rules ?? {};
  const totals = view.seats.map((seat) => seat.total);
  const top = Math.max(...totals);
  const reached =
    Math.min(...totals) <= rules.lose_at ||
    (Number.isInteger(rules.win_at) && top >= rules.win_at) ||
    (Number.isInteger(rules.max_hands) && view.history.length >= rules.max_hands);
  const n = totals.filter((total) => total === top).length;
  return view.phase === "hand-over" && reached && n > 1 ? { n, total: top } : null;
}

function resultContent(view, i18n) {
  const { t, score: fmt } = i18n;
  const scores = view.last_hand ?? view.seats.map((seat) => seat.score);
  const totals = view.seats.map((seat) => seat.total);
  const parts = [];
  if (view.phase === "game-over" && view.outcome) {
    const outcome = view.outcome;
    const title = build("h2", `result-title ${outcome.victory ? "victory" : "defeat"}`, outcome.victory ? t("gameOver.victory") : t("gameOver.defeat"));
    title.id = "result-title";
    const winnerIndex = SEATS.indexOf(outcome.winner);
    parts.push(title, build("p", "winner-line", t("gameOver.winner", { seat: outcome.winner, total: fmt(outcome.totals[winnerIndex]) })));
    const heading = build("h3", "ranking-title", t("gameOver.ranking"));
    const list = build("ol", "ranking");
    outcome.ranking.forEach((seat) => {
      const item = build("li", `rank-item rank-${seat}`);
      item.dataset.rankSeat = seat;
      item.append(build("span", "rank-name", t(`seats.${seat}`)));
      const total = outcome.totals[SEATS.indexOf(seat)];
      item.append(build("span", `rank-total${total < 0 ? " negative" : ""}`, fmt(total)));
      if (outcome.out.includes(seat)) item.append(build("span", "badge out", t("gameOver.out")));
      list.append(item);
    });
    // "Play again" right under the ranking; the last hand's breakdown follows.
    const again = resultActions(t, actionButton(t("actions.playAgain"), "playAgain", {}, "primary big"), [
      actionButton(t("stats.open"), "statistics", {}, "stats-button"),
    ]);
    parts.push(heading, list, again, build("h3", "last-hand-title", t("gameOver.lastHand")));
    parts.push(exposedLine(view, i18n), breakdownTable(scores, totals, i18n));
    return parts;
  } else {
    const title = build("h2", "result-title", t("summary.title", { n: view.hand_no }));
    title.id = "result-title";
    parts.push(title);
    const tie = tieAtTop(view);
    if (tie) parts.push(build("p", "note tie-plays-on", t("summary.tiePlaysOn", { n: tie.n, total: fmt(tie.total) })));
  }
  parts.push(exposedLine(view, i18n), breakdownTable(scores, totals, i18n));
  parts.push(
    resultActions(t, actionButton(t("actions.nextHand"), "nextHand", {}, "primary big"), [
      actionButton(t("review.open"), "review-hand", {}, "review-button"),
    ]),
  );
  return parts;
}

/** The summary's buttons: `primary` first, the score sheet, `others`, and the replay of the deal (practice.js). */
function resultActions(t, primary, others) {
  const row = build("div", "result-actions");
  row.append(primary, scoreSheetButton(t), ...others, actionButton(t("practice.replay"), "replay-deal", {}, "replay-button"));
  return row;
}

export function renderResult(root, state, i18n) {
  const panel = root.querySelector("#result");
  const view = state.view;
  const show = Boolean(view) && (view.phase === "hand-over" || view.phase === "game-over") && state.engine.showResult;
  const wasHidden = panel.hidden;
  setHidden(panel, !show);
  if (!show) {
    setData(panel, "key", "");
    return;
  }
  const practice = state.practice;
  const key = JSON.stringify([i18n.lang, view.code, view.hand_no, view.phase, view.history.length, practice && [practice.kind, practice.yours, practice.again, practice.hard]]);
  if (panel.dataset.key !== key) {
    panel.dataset.key = key;
    const card = build("div", "result-card");
    card.append(...(practice ? practiceContent(view, practice, i18n) : resultContent(view, i18n)));
    panel.replaceChildren(card);
  }
  if (wasHidden) {
    // Keyboard players land on the button that continues.
    requestAnimationFrame(() => panel.querySelector(".result-actions button")?.focus({ preventScroll: true }));
  }
}
