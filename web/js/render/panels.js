// Panels over the table: the result of a hand (result.js) and the dialogs,
// one module each: menu.js (with newgame.js inside it), rulesinfo.js,
// collected.js, reader.js, lasttrick.js, scoresheet.js, stats.js, help.js (keyboard shortcuts),
// guide.js (the first-hand guide). A dialog is open exactly when the state says so;
// closing one (Esc, Close, backdrop) is an action.

import { collectedContent } from "./collected.js";
import { lastTrickContent } from "./lasttrick.js";
import { scoreSheetContent } from "./scoresheet.js";
import { statsContent } from "./stats.js";
import { renderSettingMarks } from "./settings.js";
import { renderDialog } from "./dialog.js";
import { setDisabled } from "./dom.js";
import { guideContent } from "./guide.js";
import { helpContent } from "./help.js";
import { menuContent } from "./menu.js";
import { newGameContent } from "./newgame.js";
import { readerContent } from "./reader.js";
import { renderResult } from "./result.js";
import { reviewContent, reviewKey, sayReviewStep } from "./review.js";
import { rulesInfoContent } from "./rulesinfo.js";

/** The dialogs about the game on the table: its rules, the collected cards, the last trick, the score sheet. */
function renderTableDialogs(root, state, i18n) {
  const view = state.view;
  renderDialog(
    root.querySelector("#rules-info"),
    state.panel === "rulesInfo" && Boolean(view),
    () => JSON.stringify([i18n.lang, view?.rules]),
    () => rulesInfoContent(state, i18n),
  );
  renderDialog(
    root.querySelector("#collected"),
    state.panel === "collected" && Boolean(view),
    () => JSON.stringify([i18n.lang, view?.seats.map((s) => [s.exposed, s.score.cards, s.score.hand])]),
    () => collectedContent(state, i18n),
  );
  setDisabled(root.querySelector("#last-trick-button"), !view?.tricks?.length);
  renderDialog(
    root.querySelector("#last-trick"),
    state.panel === "lastTrick" && Boolean(view),
    () => JSON.stringify([i18n.lang, view?.code, view?.hand_no, view?.tricks?.length, state.trickLog]),
    () => lastTrickContent(state, i18n),
  );
  renderDialog(
    root.querySelector("#score-sheet"),
    state.panel === "scoreSheet" && Boolean(view),
    () => JSON.stringify([i18n.lang, view?.code, view?.history]),
    () => scoreSheetContent(state, i18n),
  );
}

export function renderPanels(root, state, i18n) {
  renderResult(root, state, i18n);
  renderSettingMarks(root, state, i18n);
  const view = state.view;
  const newGame = state.dialogs.confirmNewGame && Boolean(state.dialogs.draft) && Boolean(view);
  renderDialog(
    root.querySelector("#menu"),
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
    root.querySelector("#stats"),
    state.panel === "stats" && Boolean(state.stats),
    () => JSON.stringify([i18n.lang, state.stats, state.dialogs.confirmResetStats]),
    () => statsContent(state, i18n),
  );
  renderDialog(
    root.querySelector("#review"),
    state.panel === "review" && Boolean(state.review),
    () => reviewKey(state, i18n.lang),
    () => reviewContent(state, i18n),
  );
  sayReviewStep(root.querySelector("#review"), state, i18n);
  renderDialog(root.querySelector("#help"), state.panel === "help", i18n.lang, () => helpContent(state, i18n));
  renderDialog(root.querySelector("#guide"), state.panel === "guide", `${i18n.lang}|${state.guide.step}`, () =>
    guideContent(state, i18n),
  );
  renderDialog(
    root.querySelector("#reader"),
    state.panel === "reader" && Boolean(state.reader),
    () => JSON.stringify([i18n.lang, state.reader?.page, state.reader?.html?.length, state.reader?.failed]),
    () => readerContent(state, i18n),
  );
}

