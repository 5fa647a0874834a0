// The menu dialog: difficulty, language, reading pages, and the game (its
// code, the rules in force, the share link, the score sheet, the statistics,
// replay and new game).

import { LANGUAGES, LANGUAGE_NAMES, htmlLang } from "../i18n.js";
import { rulesLine, shareLink } from "../options.js";
import { actionButton, dialogHeader } from "./dialog.js";
import { settingsSection } from "./settings.js";
import { build } from "./dom.js";
import { READER_PAGES as PAGES } from "../state.js";

/** @typedef {import("../state.js").State} State */
/** @typedef {ReturnType<typeof import("../i18n.js").createI18n>} I18n */

/**
 * The practice hands (practice.js): a finished deal again, the deal of the day, the way back to the game.
 * @param {State} state
 * @param {I18n["t"]} t
 */
function practiceButtons(state, t) {
  /** @type {HTMLButtonElement[]} */
  const buttons = [];
  if (state.practice) buttons.push(actionButton(t("practice.back"), "practiceBack", {}, "primary"));
  else if (state.view?.history?.length) buttons.push(actionButton(t("practice.replay"), "replay-deal"));
  const daily = actionButton(t("daily.open"), "daily");
  daily.disabled = !state.info;
  buttons.push(daily);
  return buttons;
}

/**
 * A menu section headed `title`, and its row of choices (a group named as the section), still to fill.
 * @param {string} title
 * @param {string} rowClass
 * @returns {[HTMLElement, HTMLElement]}
 */
function choiceSection(title, rowClass) {
  const section = build("section", "menu-section");
  section.append(build("h3", "", title));
  const row = build("div", rowClass);
  row.setAttribute("role", "group");
  row.setAttribute("aria-label", title);
  return [section, row];
}

/**
 * The difficulty: the levels, the one chosen, and when a change takes effect.
 * @param {State} state
 * @param {I18n} i18n
 */
function levelSection(state, i18n) {
  const { t } = i18n;
  const view = state.view;
  const [level, levels] = choiceSection(t("menu.difficulty"), "choice-row");
  const names = state.info?.levels ?? [];
  const chosen = view?.next_level ?? state.settings.level ?? state.info?.default_level;
  for (const name of names) {
    const button = actionButton(t(`menu.levels.${name}`), "setLevel", { level: name }, "choice");
    button.setAttribute("aria-pressed", chosen === name ? "true" : "false");
    button.disabled = !view;
    levels.append(button);
  }
  level.append(levels);
  const pending = view !== null && view.next_level !== view.level;
  level.append(
    build(
      "p",
      `note${pending ? " pending" : ""}`,
      pending ? t("menu.levelPending", { level: t(`menu.levels.${view.next_level}`) }) : t("menu.levelNote"),
    ),
  );
  return level;
}

/**
 * The page's language, each named in itself.
 * @param {I18n} i18n
 */
function languageSection(i18n) {
  const { t } = i18n;
  const [language, langs] = choiceSection(t("menu.language"), "choice-row wrap languages");
  for (const code of LANGUAGES) {
    const button = actionButton(LANGUAGE_NAMES[code], "setLang", { lang: code }, "choice");
    button.lang = htmlLang(code);
    button.setAttribute("aria-pressed", i18n.lang === code ? "true" : "false");
    langs.append(button);
  }
  language.append(langs);
  return language;
}

/**
 * The reading pages, the keyboard shortcuts and the first-hand guide.
 * @param {I18n} i18n
 */
function readSection(i18n) {
  const { t } = i18n;
  const read = build("section", "menu-section");
  read.append(build("h3", "", t("menu.read")));
  const pages = build("div", "choice-row wrap");
  for (const page of PAGES) pages.append(actionButton(t(`menu.pages.${page}`), "read", { page }, "link-button"));
  pages.append(actionButton(t("help.open"), "openPanel", { panel: "help" }, "link-button"));
  pages.append(actionButton(t("guide.open"), "openGuide", {}, "link-button"));
  read.append(pages);
  return read;
}

/**
 * The game: its code, rules in force and share link; the score sheet, statistics, replay and new game.
 * @param {State} state
 * @param {I18n} i18n
 */
function gameSection(state, i18n) {
  const { t } = i18n;
  const view = state.view;
  const game = build("section", "menu-section");
  game.append(build("h3", "", t("menu.game")));
  if (view && state.info) {
    game.append(build("p", "note game-code", t("menu.gameCode", { code: view.code })));
    game.append(build("p", "note rules-in-force", t("menu.rulesInForce", { rules: rulesLine(view.rules, i18n.t, state.info) })));
    const share = build("div", "share-row");
    const field = build("input", "share-link");
    field.id = "share-link";
    field.type = "text";
    field.readOnly = true;
    field.value = shareLink(window.location.href, view.code, view.rules, view.level, state.info);
    field.setAttribute("aria-label", t("menu.shareLink"));
    share.append(field, actionButton(t("menu.copyLink"), "copyLink", {}, "copy-link"));
    game.append(share);
    if (state.dialogs.linkCopied) {
      const status = build("p", "note pending copy-status", t(state.dialogs.linkCopied === "copied" ? "menu.linkCopied" : "menu.linkSelect"));
      status.setAttribute("role", "status");
      game.append(status);
    }
  }
  const row = build("div", "choice-row wrap");
  const sheet = actionButton(t("scoreSheet.open"), "openPanel", { panel: "scoreSheet" });
  sheet.disabled = !view;
  row.append(sheet, actionButton(t("stats.open"), "statistics"));
  const replay = actionButton(t("menu.replay"), "replayDeal");
  replay.disabled = !view || Boolean(state.practice); // a practice hand ends first (practice.js)
  const button = actionButton(t("menu.newGame"), "newGame");
  button.disabled = !view || Boolean(state.practice);
  row.append(replay, button);
  row.append(...practiceButtons(state, t));
  if (state.asideCode) row.append(actionButton(t("menu.restoreAside", { code: state.asideCode }), "restoreAside"));
  game.append(row);
  if (state.dialogs.confirmReplay && view) {
    const confirm = build("div", "confirm");
    confirm.append(
      build("p", "", t("menu.confirmReplay", { code: view.code })),
      actionButton(t("menu.confirmReplayButton"), "confirmReplay", {}, "primary danger"),
      actionButton(t("menu.cancel"), "cancelNewGame"),
    );
    game.append(confirm);
  }
  return game;
}

/**
 * The menu dialog's content.
 * @param {State} state
 * @param {I18n} i18n
 */
export function menuContent(state, i18n) {
  return [
    dialogHeader(i18n.t("menu.title"), i18n, "menu-title"),
    levelSection(state, i18n),
    languageSection(i18n),
    settingsSection(state, i18n),
    readSection(i18n),
    gameSection(state, i18n),
  ];
}
