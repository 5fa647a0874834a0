// The page's one state object and what a tap does to it (web/js/state.js).
// Views are shaped as gongzhu.webapi sends them; the rules are the engine's, so
// these tests only check that the page follows what the view says.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  acceptView,
  addCallout,
  applySetting,
  addNotice,
  askReplay,
  changeLang,
  changeSettings,
  clearChoice,
  clearHand,
  clearTrickArea,
  closeNewGameDialog,
  dropCallout,
  dropNotice,
  hidePanel,
  hideReveal,
  openNewGameDialog,
  openReview,
  selectCard,
  setEngineStatus,
  showError,
  showReveal,
  showTrick,
  tableFromView,
  createState,
  focusCard,
  isExposing,
  isSouthsTurn,
  resetDialogs,
  READER_PAGES,
  closePanel,
  dealOnScreen,
  dismissNotices,
  openPanel,
  openReader,
  pointOf,
  readerText,
  restoreUi,
  samePoint,
  seatEntry,
  showGuide,
  showHint,
  showLastTrick,
  tapCard,
  uiSnapshot,
  waitsForDeal,
} from "../../web/js/state.js";
import { engineView } from "./fixtures.mjs";

const HAND = ["2S", "QS", "AH", "TC", "JD"];

function playView(overrides = {}) {
  return {
    code: "ABC123",
    hand_no: 1,
    phase: "play",
    turn: "S",
    tricks_played: 0,
    trick: [],
    hand: HAND,
    legal: ["2S", "QS"],
    illegal: { AH: { reason: "must_follow", params: { suit: "S" } } },
    exposable: [],
    ...overrides,
  };
}

function exposeView(overrides = {}) {
  return playView({ phase: "expose", turn: null, legal: [], illegal: {}, exposable: ["QS", "AH", "TC", "JD"], ...overrides });
}

function stateWith(view) {
  const state = createState({ lang: "en", settings: {}, speed: 0 });
  acceptView(state, view);
  return state;
}

test("a new state is loading, with nothing chosen", () => {
  const state = createState({ lang: "de", settings: { level: "hard" }, speed: 0 });
  assert.equal(state.stage, "loading");
  assert.equal(state.view, null);
  assert.equal(state.lang, "de");
  assert.deepEqual(state.settings, { level: "hard" });
  assert.deepEqual(state.choice.exposeSelection, []);
  assert.equal(state.choice.selected, null);
  assert.equal(isExposing(state), false);
  assert.equal(isSouthsTurn(state), false);
  assert.equal(tapCard(state, "QS"), null);
  assert.equal(uiSnapshot(state), null);
});

test("a first tap on a legal card selects it, a second tap plays it", () => {
  const state = stateWith(playView());
  assert.equal(isSouthsTurn(state), true);
  assert.equal(tapCard(state, "QS"), null);
  assert.equal(state.choice.selected, "QS");
  assert.equal(tapCard(state, "2S"), null);
  assert.equal(state.choice.selected, "2S");
  assert.deepEqual(tapCard(state, "2S"), { play: "2S" });
});

test("a tap on an unplayable card explains why, in the engine's words, and selects nothing", () => {
  const state = stateWith(playView());
  assert.deepEqual(tapCard(state, "AH"), { explain: { reason: "must_follow", params: { suit: "S" } } });
  assert.deepEqual(tapCard(state, "TC"), { explain: { reason: "generic" } });
  assert.equal(state.choice.selected, null);
});

test("out of turn, or while a request is in flight, a tap explains that it is not South's turn", () => {
  const waiting = stateWith(playView({ turn: "E" }));
  assert.deepEqual(tapCard(waiting, "QS"), { explain: { reason: "not_your_turn" } });
  const busy = stateWith(playView());
  busy.engine.busy = true;
  assert.deepEqual(tapCard(busy, "QS"), { explain: { reason: "not_your_turn" } });
  assert.equal(busy.choice.selected, null);
});

test("a card that is not in South's hand is ignored", () => {
  const state = stateWith(playView());
  assert.equal(tapCard(state, "KD"), null);
  assert.equal(state.choice.selected, null);
});

test("exposure taps toggle exposable cards and keep the view's order", () => {
  const state = stateWith(exposeView());
  assert.equal(isExposing(state), true);
  assert.equal(tapCard(state, "JD"), null);
  assert.equal(tapCard(state, "QS"), null);
  assert.deepEqual(state.choice.exposeSelection, ["QS", "JD"]);
  assert.equal(tapCard(state, "JD"), null);
  assert.deepEqual(state.choice.exposeSelection, ["QS"]);
  assert.deepEqual(tapCard(state, "2S"), { explain: { reason: "card_not_exposable" } });
  assert.deepEqual(state.choice.exposeSelection, ["QS"]);
});

test("a new view drops a selection it no longer allows, and keeps one it does", () => {
  const state = stateWith(playView());
  tapCard(state, "QS");
  acceptView(state, playView({ legal: ["QS"] }));
  assert.equal(state.choice.selected, "QS");
  acceptView(state, playView({ legal: ["2S"] }));
  assert.equal(state.choice.selected, null);
  tapCard(state, "2S");
  acceptView(state, playView({ turn: "W", legal: [] }));
  assert.equal(state.choice.selected, null);
});

test("the exposure selection follows the view and is cleared when play starts", () => {
  const state = stateWith(exposeView());
  tapCard(state, "QS");
  tapCard(state, "TC");
  acceptView(state, exposeView({ exposable: ["TC", "JD"] }));
  assert.deepEqual(state.choice.exposeSelection, ["TC"]);
  acceptView(state, playView());
  assert.deepEqual(state.choice.exposeSelection, []);
  assert.equal(state.stage, "play");
});

test("a hint lasts while the game stands at the same point, and goes when it moves on", () => {
  const state = stateWith(playView());
  state.choice.hint = { card: "2S", reason: "lowest" };
  acceptView(state, playView());
  assert.deepEqual(state.choice.hint, { card: "2S", reason: "lowest" });
  acceptView(state, playView({ trick: [["E", "3S"]] }));
  assert.equal(state.choice.hint, null);
});

test("resetDialogs leaves every dialog step behind", () => {
  const state = stateWith(playView());
  Object.assign(state.dialogs, { confirmNewGame: true, confirmReplay: true, draft: { cap: 30 }, linkCopied: "copied" });
  resetDialogs(state);
  assert.deepEqual(
    [state.dialogs.confirmNewGame, state.dialogs.confirmReplay, state.dialogs.draft, state.dialogs.linkCopied],
    [false, false, null, null],
  );
});

test("unfinished choices survive a reload at the same point of the game", () => {
  const before = stateWith(playView());
  tapCard(before, "QS");
  before.choice.hint = { card: "2S", reason: "lowest" };
  before.panel = "collected";
  const snapshot = JSON.parse(JSON.stringify(uiSnapshot(before)));

  const after = stateWith(playView());
  restoreUi(after, snapshot);
  assert.equal(after.choice.selected, "QS");
  assert.deepEqual(after.choice.hint, { card: "2S", reason: "lowest" });
  assert.equal(after.panel, "collected");
});

test("choices from another point of the game are not put back; the open panel is", () => {
  const before = stateWith(exposeView());
  tapCard(before, "QS");
  before.panel = "reader";
  before.reader = { page: "rules", html: "<h3>Rules</h3>", failed: false };
  const snapshot = uiSnapshot(before);

  const other = stateWith(exposeView({ hand_no: 2 }));
  restoreUi(other, snapshot);
  assert.deepEqual(other.choice.exposeSelection, []);
  assert.equal(other.panel, "reader");
  assert.deepEqual(other.reader, { page: "rules", html: null, failed: false });

  const same = stateWith(exposeView());
  restoreUi(same, snapshot);
  assert.deepEqual(same.choice.exposeSelection, ["QS"]);
});

test("a stored reader page is opened only when it is one of the reader's own pages", () => {
  const point = { code: "ABC123", hand_no: 1, phase: "play", tricks_played: 0, trick: 0 };
  for (const page of ["../index.html?", "../sw.js?", "rules.en", "", 42, null, "constructor"]) {
    const state = stateWith(playView());
    restoreUi(state, { ...point, panel: "reader", reader: page });
    assert.equal(state.panel, null, String(page));
    assert.equal(state.reader, null, String(page));
  }
  for (const page of READER_PAGES) {
    const state = stateWith(playView());
    restoreUi(state, { ...point, panel: "reader", reader: page });
    assert.deepEqual(state.reader, { page, html: null, failed: false });
  }
});

test("a stored snapshot that does not fit the view is ignored, field by field", () => {
  const state = stateWith(playView());
  const point = { code: "ABC123", hand_no: 1, phase: "play", tricks_played: 0, trick: 0 };
  restoreUi(state, { ...point, selected: "AH", panel: "settings", exposeSelection: ["QS"], hint: "yes" });
  assert.equal(state.choice.selected, null);
  assert.equal(state.panel, null);
  assert.deepEqual(state.choice.exposeSelection, []);
  assert.equal(state.choice.hint, null);
  restoreUi(state, null);
  restoreUi(state, { ...point, selected: "2S" });
  assert.equal(state.choice.selected, "2S");
});

test("before the tap on Deal nothing of the hand is decided: no exposure, no turn, no move", () => {
  for (const view of [exposeView(), playView(), playView({ turn: "E" })]) {
    const state = stateWith(view);
    state.engine.dealPending = true;
    assert.equal(isExposing(state), false);
    assert.equal(isSouthsTurn(state), false);
    assert.equal(tapCard(state, "QS"), null);
    for (const type of ["card", "play", "expose", "skipExpose", "hint", "fastForward", "focusCard"]) {
      assert.equal(waitsForDeal(state, { type }), true, type);
    }
    for (const type of ["deal", "openPanel", "closePanel", "setLang", "setSetting"]) {
      assert.equal(waitsForDeal(state, { type }), false, type);
    }
    state.engine.dealPending = false;
    assert.equal(waitsForDeal(state, { type: "hint" }), false);
  }
});

test("the arrow keys choose the card they move to, and drop a hint for another card", () => {
  const state = stateWith(playView());
  showHint(state, { card: "2S", reason: "lowest" });
  assert.equal(state.choice.selected, "2S");
  focusCard(state, "QS");
  assert.equal(state.choice.selected, "QS");
  assert.equal(state.choice.hint, null);
  focusCard(state, "AH"); // not playable now: nothing is chosen
  assert.equal(state.choice.selected, null);
  const waiting = stateWith(playView({ turn: "E" }));
  focusCard(waiting, "QS");
  assert.equal(waiting.choice.selected, null);
});

test("a hint clears a refusal shown before, so the hint's reason is what the player reads", () => {
  const state = stateWith(playView());
  state.messages.toast = { id: 1, text: "You must follow suit" };
  showHint(state, { card: "QS", reason: "lowest" });
  assert.equal(state.messages.toast, null);
});

test("a seat's entry is found by its letter, wherever it stands in the engine's view.seats", () => {
  const view = engineView("play");
  const south = view.seats.find((entry) => entry.seat === "S");
  view.seats.reverse();
  assert.equal(view.seat, "S");
  assert.equal(seatEntry(view), south);
  assert.equal(seatEntry(view, "N").seat, "N");
  assert.equal(seatEntry(view, "X"), null);
  assert.equal(seatEntry(null), null);
});

test("on the engine's own view, a refused card is explained by the engine's reason and a legal one chosen, then played", () => {
  const view = engineView("play");
  const state = stateWith(view);
  const [refused, reason] = Object.entries(view.illegal)[0];
  assert.deepEqual(tapCard(state, refused), { explain: reason });
  assert.equal(state.choice.selected, null);
  const card = view.legal[0];
  assert.equal(tapCard(state, card), null);
  assert.equal(state.choice.selected, card);
  assert.deepEqual(tapCard(state, card), { play: card });
  acceptView(state, engineView("card").after); // the computers' turn now: nothing stays chosen
  assert.equal(state.choice.selected, null);
  assert.equal(isSouthsTurn(state), false);
});

test("pointOf is where the game stands: it moves on with a card and a turn, and is null before a game", () => {
  const { before, after } = engineView("card");
  assert.deepEqual(pointOf(before), { code: before.code, hand_no: 1, phase: "play", tricks_played: before.tricks_played, trick: before.trick.length, turn: "S" });
  assert.equal(samePoint(pointOf(before), pointOf(structuredClone(before))), true);
  assert.equal(samePoint(pointOf(before), pointOf(after)), false);
  assert.equal(samePoint(pointOf(before), pointOf({ ...before, turn: "E" })), false);
  assert.equal(pointOf(null), null);
  assert.equal(samePoint(null, null), true);
  assert.equal(samePoint(null, pointOf(before)), false);
});

test("a snapshot kept before a point had its turn is still put back at its point", () => {
  const state = stateWith(playView());
  const { turn, ...old } = uiSnapshot(stateWith(playView()));
  assert.equal(turn, "S");
  restoreUi(state, { ...old, selected: "2S" });
  assert.equal(state.choice.selected, "2S");
});

test("panels open and close by name: a panel leaves the dialogs' steps behind, closing takes the reader's page along", () => {
  const state = stateWith(playView());
  state.dialogs.confirmNewGame = true;
  openPanel(state, "stats");
  assert.equal(state.panel, "stats");
  assert.equal(state.dialogs.confirmNewGame, false);
  openReader(state, "rules");
  assert.deepEqual([state.panel, state.reader], ["reader", { page: "rules", html: null, failed: false }]);
  assert.equal(readerText(state, "faq", "<p>late</p>"), false); // another page's text is dropped
  assert.equal(readerText(state, "rules", null), true);
  assert.deepEqual(state.reader, { page: "rules", html: null, failed: true });
  closePanel(state);
  assert.deepEqual([state.panel, state.reader], [null, null]);
  showGuide(state);
  assert.deepEqual([state.panel, state.guide.step], ["guide", 0]);
  showGuide(state, "2");
  assert.deepEqual([state.panel, state.guide.step], ["guide", 2]);
  showLastTrick(state);
  assert.deepEqual([state.panel, state.trickLog], ["lastTrick", false]);
  showLastTrick(state, "on");
  assert.deepEqual([state.panel, state.trickLog], ["lastTrick", true]);
});

test("the tap on Deal deals the waiting hand on screen, and the notices go when dismissed", () => {
  const state = stateWith(playView());
  state.engine.dealPending = true;
  addNotice(state, "notice.notKept");
  dealOnScreen(state);
  assert.equal(state.engine.dealPending, false);
  assert.equal(isSouthsTurn(state), true);
  dismissNotices(state);
  assert.deepEqual(state.messages.notices, []);
});

test("the new-game dialog and the replay question take each other's place; starting closes the dialog and its panel", () => {
  const state = stateWith(playView());
  openPanel(state, "menu");
  askReplay(state);
  openNewGameDialog(state, { level: "hard" });
  assert.deepEqual([state.dialogs.confirmNewGame, state.dialogs.confirmReplay, state.dialogs.draft], [true, false, { level: "hard" }]);
  askReplay(state);
  assert.deepEqual([state.dialogs.confirmNewGame, state.dialogs.confirmReplay, state.dialogs.draft], [false, true, null]);
  openNewGameDialog(state, { level: "easy" });
  closeNewGameDialog(state);
  assert.deepEqual([state.dialogs.confirmNewGame, state.panel, state.dialogs.draft], [false, null, { level: "easy" }]);
});

test("a new hand clears the selection, the callouts and the trick area; a new trick area shows the engine's trick", () => {
  const state = stateWith(exposeView());
  tapCard(state, "QS");
  addCallout(state, { id: 1, kind: "pig", seat: "E", taken: false });
  showTrick(state, [{ seat: "E", card: "QS" }], "E", -100);
  clearHand(state);
  assert.deepEqual([state.choice.exposeSelection, state.choice.selected, state.table.callouts], [[], null, []]);
  assert.deepEqual([state.table.trick, state.table.winner], [[], null]);
  acceptView(state, playView({ trick: ["3S"] }));
  addCallout(state, { id: 2, kind: "goat", seat: "N", taken: true });
  tableFromView(state);
  assert.deepEqual([state.table.trick, state.table.winner], [["3S"], null]);
  clearTrickArea(state);
  assert.deepEqual([state.table.callouts, state.table.trick, state.table.winner], [[], [], null]);
});

test("a callout replaces one of its kind and goes by its id; a notice goes by its key", () => {
  const state = createState({ lang: "en", settings: {}, speed: 0 });
  addCallout(state, { id: 1, kind: "pig", seat: "E", taken: false });
  addCallout(state, { id: 2, kind: "goat", seat: "N", taken: false });
  addCallout(state, { id: 3, kind: "pig", seat: "E", taken: true });
  assert.deepEqual(state.table.callouts.map((c) => c.id), [2, 3]);
  dropCallout(state, 2);
  assert.deepEqual(state.table.callouts.map((c) => c.id), [3]);
  addNotice(state, "notice.storageFull");
  addNotice(state, "notice.notKept");
  dropNotice(state, "notice.storageFull");
  assert.deepEqual(state.messages.notices, [{ key: "notice.notKept", params: {} }]);
});

test("the page's other changes: a card chosen and dropped, the language, the settings, the review, an error", () => {
  const state = stateWith(playView());
  selectCard(state, "2S");
  showHint(state, { card: "QS", reason: "x" });
  clearChoice(state);
  assert.deepEqual([state.choice.selected, state.choice.hint], [null, null]);
  changeLang(state, "de");
  changeSettings(state, { level: "hard" });
  assert.deepEqual([state.lang, state.settings], ["de", { lang: "de", level: "hard" }]);
  showReveal(state, [{ seat: "E", cards: ["QS"] }], true);
  hideReveal(state);
  assert.deepEqual([state.table.reveal, state.table.skipMessage], [null, false]);
  openPanel(state, "menu");
  hidePanel(state);
  assert.equal(state.panel, null);
  openReview(state);
  assert.deepEqual([state.panel, state.review], ["review", { outline: null, steps: [], summary: null, at: 0, failed: false }]);
  showError(state, "no engine");
  assert.deepEqual([state.stage, state.error], ["error", { message: "no engine" }]);
});

test("a setting of the menu: its speed wins over ?speed= from then on; another setting keeps ?speed=", () => {
  const state = createState({ lang: "en", settings: { speed: "normal", sounds: true }, speed: 0, speedForced: 0 });
  applySetting(state, "sounds", "off");
  assert.deepEqual([state.settings.sounds, state.speedForced, state.speed], [false, 0, 0]);
  applySetting(state, "speed", "slow");
  assert.equal(state.speedForced, null);
  assert.equal(state.settings.speed, "slow");
  assert.ok(state.speed > 1);
});

test("the computers' turns: while they play the result waits; when they are done it may show", () => {
  const state = createState({ lang: "en", settings: {}, speed: 0 });
  setEngineStatus(state, { computersPlaying: true });
  setEngineStatus(state, { busy: true });
  assert.deepEqual([state.engine.computersPlaying, state.engine.busy], [true, true]);
  setEngineStatus(state, { showResult: false });
  setEngineStatus(state, { computersPlaying: false, showResult: true });
  assert.deepEqual([state.engine.computersPlaying, state.engine.showResult], [false, true]);
});
