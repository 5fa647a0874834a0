// Panels over the table: the result of a hand (result.js) and the dialogs,
// one module each: menu.js (with newgame.js inside it), rulesinfo.js,
// collected.js, reader.js, lasttrick.js, hintwhy.js (the hint's prices), scoresheet.js, stats.js, help.js (keyboard shortcuts),
// guide.js (the first-hand guide). A dialog is open exactly when the state says so;
// closing one (Esc, Close, backdrop) is an action.

import { collectedContent } from "./collected.js";
import { lastTrickContent } from "./lasttrick.js";
import { scoreSheetContent } from "./scoresheet.js";
import { statsContent } from "./stats.js";
import { renderSettingMarks } from "./settings.js";
import { renderDialog } from "./dialog.js";
import { find, setDisabled } from "./dom.js";
import { guideContent } from "./guide.js";
import { helpContent } from "./help.js";
import { hintHasWhy, hintWhyContent } from "./hintwhy.js";
import { menuContent } from "./menu.js";
import { newGameContent } from "./newgame.js";
import { readerContent } from "./reader.js";
import { renderResult } from "./result.js";
import { reviewContent, reviewKey, sayReviewStep } from "./review.js";
import { rulesInfoContent } from "./rulesinfo.js";

/** @typedef {import("../state.js").State} State */
/** @typedef {ReturnType<typeof import("../i18n.js").createI18n>} I18n */

/**
 * The dialogs about the game on the table: its rules, the collected cards, the last trick, the hint's prices, the score sheet.
 * @param {HTMLElement} root
 * @param {State} state
 * @param {I18n} i18n
 */
function renderTableDialogs(root, state, i18n) {
  const view = state.view;
  renderDialog(
    find(root, "#rules-info", HTMLDialogElement),
    state.panel === "rulesInfo" && Boolean(view),
    () => JSON.stringify([i18n.lang, view?.rules]),
    () => rulesInfoContent(state, i18n),
  );
  renderDialog(
    find(root, "#collected", HTMLDialogElement),
    state.panel === "collected" && Boolean(view),
    () => JSON.stringify([i18n.lang, view?.seats.map((s) => [s.exposed, s.score.cards, s.score.hand])]),
    () => collectedContent(state, i18n),
  );
  setDisabled(find(root, "#last-trick-button", HTMLButtonElement), !view?.tricks?.length);
  renderDialog(
    find(root, "#last-trick", HTMLDialogElement),
    state.panel === "lastTrick" && Boolean(view),
    () => JSON.stringify([i18n.lang, view?.code, view?.hand_no, view?.tricks?.length, state.trickLog]),
    () => lastTrickContent(state, i18n),
  );
  renderDialog(
    find(root, "#hint-why", HTMLDialogElement),
    state.panel === "hintWhy" && hintHasWhy(state.choice.hint),
    () => JSON.stringify([i18n.lang, state.choice.hint]),
    () => hintWhyContent(state, i18n),
  );
  renderDialog(
    find(root, "#score-sheet", HTMLDialogElement),
    state.panel === "scoreSheet" && Boolean(view),
    () => JSON.stringify([i18n.lang, view?.code, view?.history]),
    () => scoreSheetContent(state, i18n),
  );
}

/**
 * The hand's result and every dialog, each open exactly when the state says so.
 * @param {HTMLElement} root
 * @param {State} state
 * @param {I18n} i18n
 */
export function renderPanels(root, state, i18n) {
  renderResult(root, state, i18n);
  renderSettingMarks(root, state, i18n);
  const view = state.view;
  const newGame = state.dialogs.confirmNewGame && Boolean(state.dialogs.draft) && Boolean(view);
  renderDialog(
    find(root, "#menu", HTMLDialogElement),
    state.panel === "menu",
    () => JSON.stringify([
      i18n.lang,
      view?.code,
      view?.rules,
      view?.level,
      view?.next_level,
      newGame && state.dialogs.draft,
      state.dialogs.confirmReplay,
      state.dialogs.linkCopied,
      state.settings,
      state.asideCode,
      Boolean(document.fullscreenElement),
    ]),
    () => (newGame ? newGameContent(state, i18n) : menuContent(state, i18n)),
  );
  renderTableDialogs(root, state, i18n);
  renderDialog(
    find(root, "#stats", HTMLDialogElement),
    state.panel === "stats" && Boolean(state.stats),
    () => JSON.stringify([i18n.lang, state.stats, state.dialogs.confirmResetStats]),
    () => statsContent(state, i18n),
  );
  renderDialog(
    find(root, "#review", HTMLDialogElement),
    state.panel === "review" && Boolean(state.review),
    () => reviewKey(state, i18n.lang),
    () => reviewContent(state, i18n),
  );
  sayReviewStep(find(root, "#review", HTMLDialogElement), state, i18n);
  renderDialog(find(root, "#help", HTMLDialogElement), state.panel === "help", i18n.lang, () => helpContent(state, i18n));
  renderDialog(find(root, "#guide", HTMLDialogElement), state.panel === "guide", `${i18n.lang}|${state.guide.step}`, () =>
    guideContent(state, i18n),
  );
  renderDialog(
    find(root, "#reader", HTMLDialogElement),
    state.panel === "reader" && Boolean(state.reader),
    () => JSON.stringify([i18n.lang, state.reader?.page, state.reader?.html?.length, state.reader?.failed]),
    () => readerContent(state, i18n),
  );
}

