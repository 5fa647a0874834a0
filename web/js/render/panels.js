// Panels over the table: the result of a hand (and of the game), and the
// dialogs: menu, collected cards, reading pages. A dialog is open exactly
// when the state says so; closing one (Esc, Close, backdrop) is an action.

import { cardName, shortName } from "../cards.js";
import { LANGUAGES, CATALOGUES, htmlLang } from "../i18n.js";
import { OFFERED_CAP, optionsFromRules, rulesLine, shareLink } from "../options.js";
import { cardChip } from "./card.js";
import { SEATS, build } from "./dom.js";

const LEVELS = ["easy", "normal", "hard"];
const PAGES = ["rules", "background", "strategy", "faq", "variants"];

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

// Seed 003's table: seven rows per player, with marks for what changed a row:
// "×2" where exposure doubled it, "all ♥" for all thirteen hearts, "swap"
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
  const times = (factor) => mark(`×${factor}`, "doubled", t("summary.marks.doubled"));
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
      (s) => (s.transformer === "alone" ? fmt(s.hand) : s.transformer === "multiplies" ? `×${s.transformer_factor}` : none),
      (s) => [s.transformer !== "none" && s.transformer_exposed && mark(`${shortName("TC")}`, "doubled", t("summary.marks.doubled"))],
    ],
    [
      "hand",
      (s) => fmt(s.hand),
      (s) => [
        s.transformer_factor > 1 && mark(`×${s.transformer_factor}`, "multiplied", t("summary.marks.transformerDoubled")),
        s.clean_sweep && mark(t("summary.marks.sweep"), "sweep"),
        s.all_points && !s.clean_sweep && mark(t("summary.marks.allPoints"), "all-points"),
      ],
    ],
    ["total", (s, i) => fmt(totals[i]), () => []],
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
  breakdownRows(totals, i18n).forEach(([key, cell, marks], index) => {
    const row = build("tr", `row-${key}`);
    row.dataset.row = key;
    const th = build("th", "");
    th.append(build("span", "row-no", `${index + 1}`), build("span", "row-name", t(`summary.rows.${key}`)));
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
  const key = JSON.stringify([i18n.lang, view.code, view.hand_no, view.phase, view.history.length]);
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
  const langs = build("div", "choice-row wrap languages");
  langs.setAttribute("role", "group");
  langs.setAttribute("aria-label", t("menu.language"));
  for (const code of LANGUAGES) {
    const button = actionButton(CATALOGUES[code].languageName, "setLang", { lang: code }, "choice");
    button.lang = htmlLang(code);
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
  if (view) {
    game.append(build("p", "note game-code", t("menu.gameCode", { code: view.code })));
    game.append(build("p", "note rules-in-force", t("menu.rulesInForce", { rules: rulesLine(view.rules, i18n.t) })));
    const share = build("div", "share-row");
    const field = build("input", "share-link");
    field.id = "share-link";
    field.type = "text";
    field.readOnly = true;
    field.value = shareLink(window.location.href, view.code, view.rules, view.level);
    field.setAttribute("aria-label", t("menu.shareLink"));
    share.append(field, actionButton(t("menu.copyLink"), "copyLink", {}, "copy-link"));
    game.append(share);
    if (state.linkCopied) {
      const status = build("p", "note pending copy-status", t(state.linkCopied === "copied" ? "menu.linkCopied" : "menu.linkSelect"));
      status.setAttribute("role", "status");
      game.append(status);
    }
  }
  const row = build("div", "choice-row wrap");
  if (document.fullscreenEnabled) {
    const full = Boolean(document.fullscreenElement);
    row.append(actionButton(full ? t("menu.exitFullscreen") : t("menu.fullscreen"), "fullscreen"));
  }
  const replay = actionButton(t("menu.replay"), "replayDeal");
  replay.disabled = !view;
  const button = actionButton(t("menu.newGame"), "newGame");
  button.disabled = !view;
  row.append(replay, button);
  game.append(row);
  if (state.confirmReplay) {
    const confirm = build("div", "confirm");
    confirm.append(
      build("p", "", t("menu.confirmReplay", { code: view.code })),
      actionButton(t("menu.confirmReplayButton"), "confirmReplay", {}, "primary danger"),
      actionButton(t("menu.cancel"), "cancelNewGame"),
    );
    game.append(confirm);
  }
  parts.push(game);
  return parts;
}

// ---- the new-game dialog (inside the menu) ---------------------------------

/** One switch of the dialog: a labelled group of buttons, one pressed. */
function optionGroup(label, option, current, choices, note = "") {
  const section = build("div", "option");
  section.dataset.option = option;
  const id = `option-${option}`;
  const heading = build("p", "option-label", label);
  heading.id = id;
  const row = build("div", "choice-row");
  row.setAttribute("role", "group");
  row.setAttribute("aria-labelledby", id);
  for (const [value, text] of choices) {
    const button = actionButton(text, "setOption", { option, value }, "choice");
    button.setAttribute("aria-pressed", String(current) === value ? "true" : "false");
    row.append(button);
  }
  section.append(heading, row);
  if (note) section.append(build("p", "note option-note", note));
  return section;
}

function newGameContent(state, i18n) {
  const { t } = i18n;
  const draft = state.draft;
  const onOff = (value) => (value ? "on" : "off");
  const parts = [dialogHeader(t("newGame.title"), i18n, "menu-title")];
  const body = build("section", "menu-section new-game");
  const intro = build("div", "new-game-intro");
  intro.append(build("p", "note", t("newGame.intro")), actionButton(t("newGame.reset"), "resetOptions"));
  body.append(intro);
  body.append(
    optionGroup(t("newGame.exposure"), "exposure", onOff(draft.exposure), [
      ["on", t("newGame.on")],
      ["off", t("newGame.off")],
    ], t("newGame.exposureNote")),
    optionGroup(t("newGame.length"), "length", draft.length, [
      ["standard", t("newGame.standard")],
      ["quick", t("newGame.quick")],
    ]),
    optionGroup(t("newGame.cap"), "cap", draft.cap ?? "0", [
      ["0", t("newGame.noCap")],
      [String(OFFERED_CAP), t("newGame.capHands", { n: OFFERED_CAP })],
      ...(draft.cap && draft.cap !== OFFERED_CAP ? [[String(draft.cap), t("newGame.capHands", { n: draft.cap })]] : []),
    ], t("newGame.capNote")),
    optionGroup(t("newGame.swap"), "swap", onOff(draft.swap), [
      ["off", t("newGame.off")],
      ["on", t("newGame.on")],
    ], t("newGame.swapNote")),
    optionGroup(t("newGame.lead"), "lead", draft.lead, [
      ["spade2", t("newGame.spade2")],
      ["club2", t("newGame.club2")],
    ]),
    optionGroup(t("newGame.lowhearts"), "lowhearts", onOff(draft.lowhearts), [
      ["on", t("newGame.count")],
      ["off", t("newGame.dontCount")],
    ], t("newGame.lowheartsNote")),
    optionGroup(
      t("menu.difficulty"),
      "level",
      draft.level,
      LEVELS.map((name) => [name, t(`menu.levels.${name}`)]),
    ),
  );
  parts.push(body);
  const actions = build("div", "menu-section new-game-actions");
  actions.append(
    build("p", "note", t("menu.confirmNewGame")),
    actionButton(t("menu.confirm"), "startNewGame", {}, "primary"),
    actionButton(t("menu.cancel"), "cancelNewGame"),
  );
  parts.push(actions);
  return parts;
}

// ---- the rules in force ------------------------------------------------------

function rulesInfoContent(state, i18n) {
  const { t } = i18n;
  const o = optionsFromRules(state.view?.rules);
  const parts = [dialogHeader(t("rulesInfo.title"), i18n, "rules-info-title")];
  const body = build("section", "menu-section");
  const list = build("dl", "rules-list");
  const rows = [
    [t("newGame.exposure"), o.exposure ? t("newGame.on") : t("newGame.off")],
    [t("newGame.length"), o.length === "quick" ? t("newGame.quick") : t("newGame.standard")],
    [t("newGame.cap"), o.cap ? t("newGame.capHands", { n: o.cap }) : t("newGame.noCap")],
    [t("newGame.swap"), o.swap ? t("newGame.on") : t("newGame.off")],
    [t("newGame.lead"), o.lead === "club2" ? t("newGame.club2") : t("newGame.spade2")],
    [t("newGame.lowhearts"), o.lowhearts ? t("newGame.count") : t("newGame.dontCount")],
  ];
  for (const [name, value] of rows) list.append(build("dt", "", name), build("dd", "", value));
  body.append(list, build("p", "note", t("rulesInfo.tiesNote")));
  const links = build("div", "choice-row wrap");
  links.append(
    actionButton(t("menu.pages.variants"), "read", { page: "variants" }, "link-button"),
    actionButton(t("menu.pages.rules"), "read", { page: "rules" }, "link-button"),
  );
  body.append(links);
  parts.push(body);
  return parts;
}

function collectedContent(state, i18n) {
  const { t, score } = i18n;
  const parts = [dialogHeader(t("collected.title"), i18n, "collected-title")];
  const list = build("div", "collected-list");
  for (const seat of state.view?.seats ?? []) {
    const block = build("section", "collected-seat");
    const head = build("h3", "");
    head.append(build("span", "", t(`seats.${seat.seat}`)), build("span", `collected-score${seat.score.hand < 0 ? " negative" : ""}`, score(seat.score.hand)));
    block.append(head);
    for (const [label, cards] of [
      [t("collected.exposed"), seat.exposed],
      [t("collected.collected"), seat.score.cards],
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
    const dialogScroll = dialog.scrollTop;
    // A switch pressed in the new-game dialog keeps the focus across the redraw.
    const focused = dialog.contains(document.activeElement) ? document.activeElement : null;
    const focusKey = focused?.dataset?.action ? JSON.stringify(focused.dataset) : null;
    dialog.replaceChildren(...content());
    const body = dialog.querySelector(".reader-body");
    if (body && scroll) body.scrollTop = scroll;
    if (focusKey) {
      const again = [...dialog.querySelectorAll("[data-action]")].find((el) => JSON.stringify(el.dataset) === focusKey);
      if (again) {
        again.focus({ preventScroll: true });
        dialog.scrollTop = dialogScroll;
      }
    }
  }
  if (!open) dialog.dataset.key = "";
  syncDialog(dialog, open);
}

export function renderPanels(root, state, i18n) {
  renderResult(root, state, i18n);
  const view = state.view;
  const newGame = state.confirmNewGame && Boolean(state.draft) && Boolean(view);
  renderDialog(
    root.querySelector("#menu"),
    state.panel === "menu",
    JSON.stringify([
      i18n.lang,
      view?.code,
      view?.rules,
      view?.level,
      view?.next_level,
      newGame && state.draft,
      state.confirmReplay,
      state.linkCopied,
      Boolean(document.fullscreenElement),
    ]),
    () => (newGame ? newGameContent(state, i18n) : menuContent(state, i18n)),
  );
  renderDialog(
    root.querySelector("#rules-info"),
    state.panel === "rulesInfo" && Boolean(view),
    JSON.stringify([i18n.lang, view?.rules]),
    () => rulesInfoContent(state, i18n),
  );
  renderDialog(
    root.querySelector("#collected"),
    state.panel === "collected" && Boolean(view),
    JSON.stringify([i18n.lang, view?.seats.map((s) => [s.exposed, s.score.cards, s.score.hand])]),
    () => collectedContent(state, i18n),
  );
  renderDialog(
    root.querySelector("#reader"),
    state.panel === "reader" && Boolean(state.reader),
    JSON.stringify([i18n.lang, state.reader?.page, state.reader?.html?.length, state.reader?.failed]),
    () => readerContent(state, i18n),
  );
}

