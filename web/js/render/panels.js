// Panels over the table: the result of a hand (and of the game), and the
// dialogs: menu, collected cards, reading pages. A dialog is open exactly
// when the state says so; closing one (Esc, Close, backdrop) is an action.

import { cardName, shortName } from "../cards.js";
import { LANGUAGES, CATALOGUES } from "../i18n.js";
import { cardChip } from "./card.js";

const SEATS = ["S", "E", "N", "W"];
const LEVELS = ["easy", "normal", "hard"];
const PAGES = ["rules", "background", "strategy", "faq", "variants"];

function build(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

function actionButton(label, action, data = {}, className = "") {
  const button = build("button", className, label);
  button.type = "button";
  button.dataset.action = action;
  Object.assign(button.dataset, data);
  return button;
}

function syncDialog(dialog, open) {
  if (open && !dialog.open) dialog.showModal();
  else if (!open && dialog.open) dialog.close();
}

// ---- the result of a hand -------------------------------------------------

function multiplierTags(score) {
  const tags = [];
  if (score.heart_factor > 1) tags.push(`${shortName("AH")}\u00a0×${score.heart_factor}`);
  if (score.pig_factor > 1) tags.push(`${shortName("QS")}\u00a0×${score.pig_factor}`);
  if (score.goat_factor > 1) tags.push(`${shortName("JD")}\u00a0×${score.goat_factor}`);
  if (score.transformer_exposed && score.transformer) tags.push(`${shortName("TC")}\u00a0${score.transformer.replace("x", "×")}`);
  return tags;
}

function breakdownRows(scores, totals, i18n) {
  const { t, score: fmt } = i18n;
  const none = t("summary.none");
  const value = (n, shown = n !== 0) => (shown ? fmt(n) : none);
  return [
    ["hearts", (s) => value(s.hearts, s.cards.some((c) => c.endsWith("H")))],
    ["pig", (s) => value(s.pig)],
    ["goat", (s) => value(s.goat)],
    ["subtotal", (s) => value(s.base, s.cards.length > 0)],
    ["transformer", (s) => (s.transformer ? s.transformer.replace("x", "×") : none)],
    ["exposed", (s) => multiplierTags(s).join(" ") || none],
    [
      "bonus",
      (s) =>
        [
          s.all_points && t("summary.bonus.allPoints"),
          s.all_hearts && !s.all_points && t("summary.bonus.allHearts"),
          s.clean_sweep && t("summary.bonus.cleanSweep"),
        ]
          .filter(Boolean)
          .join(" ") || none,
    ],
    ["hand", (s) => fmt(s.hand)],
    ["total", (s, i) => fmt(totals[i])],
  ];
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
  for (const [key, cell] of breakdownRows(scores, totals, i18n)) {
    const row = build("tr", `row-${key}`);
    row.dataset.row = key;
    const th = build("th", "", t(`summary.rows.${key}`));
    th.scope = "row";
    row.append(th);
    scores.forEach((score, i) => {
      const td = build("td", "", cell(score, i));
      if ((key === "hand" || key === "total") && (key === "hand" ? score.hand : totals[i]) < 0) td.classList.add("negative");
      row.append(td);
    });
    body.append(row);
  }
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

function resultContent(view, i18n) {
  const { t, score: fmt } = i18n;
  const scores = view.results[view.results.length - 1] ?? view.seats.map((seat) => seat.score);
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
    const again = build("div", "result-actions");
    again.append(actionButton(t("actions.playAgain"), "playAgain", {}, "primary big"));
    parts.push(heading, list, again, build("h3", "last-hand-title", t("gameOver.lastHand")));
    parts.push(exposedLine(view, i18n), breakdownTable(scores, totals, i18n));
    return parts;
  } else {
    const title = build("h2", "result-title", t("summary.title", { n: view.hand_no }));
    title.id = "result-title";
    parts.push(title);
  }
  parts.push(exposedLine(view, i18n), breakdownTable(scores, totals, i18n));
  const footer = build("div", "result-actions");
  footer.append(actionButton(t("actions.nextHand"), "nextHand", {}, "primary big"));
  parts.push(footer);
  return parts;
}

function renderResult(root, state, i18n) {
  const panel = root.querySelector("#result");
  const view = state.view;
  const show = Boolean(view) && (view.phase === "hand-over" || view.phase === "game-over") && state.showResult;
  const wasHidden = panel.hidden;
  panel.hidden = !show;
  if (!show) {
    panel.dataset.key = "";
    return;
  }
  const key = JSON.stringify([i18n.lang, view.code, view.hand_no, view.phase, view.results.length]);
  if (panel.dataset.key !== key) {
    panel.dataset.key = key;
    const card = build("div", "result-card");
    card.append(...resultContent(view, i18n));
    panel.replaceChildren(card);
  }
  if (wasHidden) {
    // Keyboard players land on the button that continues.
    requestAnimationFrame(() => panel.querySelector(".result-actions button")?.focus({ preventScroll: true }));
  }
}

// ---- dialogs ---------------------------------------------------------------

function dialogHeader(title, i18n, id) {
  const header = build("header", "dialog-head");
  const heading = build("h2", "", title);
  heading.id = id;
  header.append(heading, actionButton(i18n.t("actions.close"), "closePanel", {}, "close"));
  return header;
}

function menuContent(state, i18n) {
  const { t } = i18n;
  const view = state.view;
  const parts = [dialogHeader(t("menu.title"), i18n, "menu-title")];

  const level = build("section", "menu-section");
  level.append(build("h3", "", t("menu.difficulty")));
  const levels = build("div", "choice-row");
  levels.setAttribute("role", "group");
  levels.setAttribute("aria-label", t("menu.difficulty"));
  const chosen = view?.next_level ?? state.settings.level ?? "normal";
  for (const name of LEVELS) {
    const button = actionButton(t(`menu.levels.${name}`), "setLevel", { level: name }, "choice");
    button.setAttribute("aria-pressed", chosen === name ? "true" : "false");
    button.disabled = !view;
    levels.append(button);
  }
  level.append(levels);
  const pending = view && view.next_level !== view.level;
  level.append(
    build(
      "p",
      `note${pending ? " pending" : ""}`,
      pending ? t("menu.levelPending", { level: t(`menu.levels.${view.next_level}`) }) : t("menu.levelNote"),
    ),
  );
  parts.push(level);

  const language = build("section", "menu-section");
  language.append(build("h3", "", t("menu.language")));
  const langs = build("div", "choice-row");
  langs.setAttribute("role", "group");
  langs.setAttribute("aria-label", t("menu.language"));
  for (const code of LANGUAGES) {
    const button = actionButton(CATALOGUES[code].languageName, "setLang", { lang: code }, "choice");
    button.lang = code;
    button.setAttribute("aria-pressed", i18n.lang === code ? "true" : "false");
    langs.append(button);
  }
  language.append(langs);
  parts.push(language);

  const read = build("section", "menu-section");
  read.append(build("h3", "", t("menu.read")));
  const pages = build("div", "choice-row wrap");
  for (const page of PAGES) pages.append(actionButton(t(`menu.pages.${page}`), "read", { page }, "link-button"));
  read.append(pages);
  parts.push(read);

  const game = build("section", "menu-section");
  game.append(build("h3", "", t("menu.game")));
  if (view) game.append(build("p", "note game-code", t("menu.gameCode", { code: view.code })));
  const row = build("div", "choice-row wrap");
  if (document.fullscreenEnabled) {
    const full = Boolean(document.fullscreenElement);
    row.append(actionButton(full ? t("menu.exitFullscreen") : t("menu.fullscreen"), "fullscreen"));
  }
  if (state.confirmNewGame) {
    const confirm = build("div", "confirm");
    confirm.append(
      build("p", "", t("menu.confirmNewGame")),
      actionButton(t("menu.confirm"), "playAgain", {}, "primary danger"),
      actionButton(t("menu.cancel"), "cancelNewGame"),
    );
    game.append(row, confirm);
  } else {
    const button = actionButton(t("menu.newGame"), "newGame");
    button.disabled = !view;
    row.append(button);
    game.append(row);
  }
  parts.push(game);
  return parts;
}

function collectedContent(state, i18n) {
  const { t, score } = i18n;
  const parts = [dialogHeader(t("collected.title"), i18n, "collected-title")];
  const list = build("div", "collected-list");
  for (const seat of state.view?.seats ?? []) {
    const block = build("section", "collected-seat");
    const head = build("h3", "");
    head.append(build("span", "", t(`seats.${seat.seat}`)), build("span", `collected-score${seat.hand_score < 0 ? " negative" : ""}`, score(seat.hand_score)));
    block.append(head);
    for (const [label, cards] of [
      [t("collected.exposed"), seat.exposed],
      [t("collected.collected"), seat.collected_points],
    ]) {
      const row = build("p", "collected-row");
      row.append(build("span", "collected-label", label));
      const chips = build("span", "chips");
      if (cards.length) chips.append(...cards.map((card) => cardChip(card, cardName(card, t))));
      else chips.append(build("span", "none", t("collected.none")));
      row.append(chips);
      block.append(row);
    }
    list.append(block);
  }
  parts.push(list);
  return parts;
}

function readerContent(state, i18n) {
  const { t } = i18n;
  const reader = state.reader;
  const parts = [dialogHeader(t(`menu.pages.${reader.page}`), i18n, "reader-title")];
  const body = build("div", "reader-body");
  if (reader.html !== null) body.innerHTML = reader.html; // our own text pages from web/content/
  else if (reader.failed) body.append(build("p", "", t("menu.readingFailed")));
  else body.append(build("p", "spinner", ""));
  parts.push(body);
  return parts;
}

function renderDialog(dialog, open, key, content) {
  if (open && dialog.dataset.key !== key) {
    dialog.dataset.key = key;
    const scroll = dialog.querySelector(".reader-body")?.scrollTop ?? 0;
    dialog.replaceChildren(...content());
    const body = dialog.querySelector(".reader-body");
    if (body && scroll) body.scrollTop = scroll;
  }
  if (!open) dialog.dataset.key = "";
  syncDialog(dialog, open);
}

export function renderPanels(root, state, i18n) {
  renderResult(root, state, i18n);
  const view = state.view;
  renderDialog(
    root.querySelector("#menu"),
    state.panel === "menu",
    JSON.stringify([i18n.lang, view?.code, view?.level, view?.next_level, state.confirmNewGame, Boolean(document.fullscreenElement)]),
    () => menuContent(state, i18n),
  );
  renderDialog(
    root.querySelector("#collected"),
    state.panel === "collected" && Boolean(view),
    JSON.stringify([i18n.lang, view?.seats.map((s) => [s.exposed, s.collected_points, s.hand_score])]),
    () => collectedContent(state, i18n),
  );
  renderDialog(
    root.querySelector("#reader"),
    state.panel === "reader" && Boolean(state.reader),
    JSON.stringify([i18n.lang, state.reader?.page, state.reader?.html?.length, state.reader?.failed]),
    () => readerContent(state, i18n),
  );
}

