// The page put together, once Python is starting and the texts are read
// (main.js): state, renderer, controller and input; then the saved table drawn
// at once, when there is one, and the game put on the table once Python is ready.
//
//   await startPage({ options, engine, page, stored });   // main.js's parts

import { recoverGame, startGame } from "./engine/boot.js";
import { ActionTable } from "./action-table.js";
import { Announcer } from "./announce.js";
import { explainer } from "./refusal-words.js";
import { GameController } from "./game.js";
import { createI18n } from "./i18n.js";
import { OPTION_PARAMS } from "./options.js";
import { attachInput } from "./input.js";
import { LinkOffer } from "./link-offer.js";
import { createPageActions } from "./page-actions.js";
import { createRenderer } from "./render.js";
import { addNotice, createState, setLoadingStage, setStats, showError, waitsForDeal } from "./state.js";
import { offlineProblem, startOffline } from "./offline.js";
import { speedOf } from "./settings.js";
import { readStats, statsWatcher } from "./stats.js";
import { createSounds, soundWatcher } from "./sounds.js";
import { forcedCardPlayer } from "./autoplay.js";
import { pickOpening } from "./openings.js";
import { PracticeHands } from "./practice.js";

/** @typedef {import("./state.js").State} State */
/** @typedef {import("./engine/boot.js").Engine} Engine */
/** @typedef {import("./main.js").Options} Options */
/** @typedef {import("./main.js").Page} Page */
/** @typedef {import("./main.js").Stored} Stored */
/** @typedef {import("./main.js").Renderer} Renderer */
/** @typedef {(state: State) => void} Watcher */
/** @typedef {import("./action-table.js").Action} Action */

/**
 * Keeps the address bar in step: the game code in ?seed=, ?lang= only while forced.
 * @param {(params: URLSearchParams) => void} change
 */
function updateUrl(change) {
  const url = new URL(window.location.href);
  change(url.searchParams);
  window.history.replaceState(null, "", url);
}

/**
 * Texts, state, renderer, controller and input, put together (nothing drawn yet).
 * @param {Options} options
 * @param {Engine} engine
 * @param {Page} page
 * @param {Stored} stored
 */
function assemble(options, engine, page, { storage, owner, settings, corrupt, lang }) {
  const root = /** @type {HTMLElement} */ (document.getElementById("app")); // index.html's root: always there
  let i18n = createI18n(lang);
  const texts = { get: () => i18n, set: (/** @type {typeof i18n} */ next) => (i18n = next) };
  const state = createState({ lang: i18n.lang, settings, speed: speedOf(settings, options.speed), speedForced: options.speed });
  if (corrupt) addNotice(state, "notice.corruptSettings");
  if (!storage.kept) addNotice(state, "notice.notKept");
  const stats = readStats(storage.loadStatsText());
  setStats(state, stats.stats);
  if (stats.corrupt) {
    storage.writeStats(stats.stats); // reset: counting starts again from zero
    addNotice(state, "notice.corruptStats");
  }
  const renderer = createRenderer(root, texts.get);
  Object.assign(page, { state, renderer });

  /** @type {GameController} */
  const controller = new GameController({
    python: engine,
    storage,
    state,
    onChange: (s) => {
      renderer.schedule(s);
      watchers.forEach((watch) => watch(s));
    },
    explain: explainer(texts.get),
    say: (key, params) => i18n.t(key, params),
    onEngineFailure: (error) => recoverGame({ engine, controller, storage, error }),
    // index.html's live region, always there
    announcer: new Announcer(/** @type {HTMLElement} */ (root.querySelector("#announcer")), texts.get, renderer.afterDraw),
  });
  page.controller = controller;
  // The page's one action table: the game's actions (game.js) and the page's own (page-actions.js).
  const actions = new ActionTable({ waits: (action) => waitsForDeal(state, action) });
  actions.register(controller.actions());
  const offer = new LinkOffer({ controller, storage, owner });
  page.onLost = offer.elsewhere;
  // Before the first view: a practice hand on the table (after a reload) counts nothing in the statistics.
  const practice = new PracticeHands({ controller, storage, say: (key, params) => i18n.t(key, params), format: (n) => i18n.score(n) });
  /** @type {Watcher[]} */
  const watchers = [
    (s) => practice.watch(s),
    soundWatcher(createSounds()),
    forcedCardPlayer((/** @type {Action} */ action) => actions.dispatch(action)),
    statsWatcher(storage.writeStats, storage.loadStatsText),
  ];
  const pageActions = createPageActions({ root, state, storage, controller, renderer, texts, updateUrl, offer, actions, practice });
  watchers.push(() => pageActions.offerSpecials()); // the guide's goat and transformer step, as they first come
  attachInput(root, (/** @type {Action} */ action) => actions.dispatch(action));
  document.addEventListener("fullscreenchange", () => controller.refresh());
  return { state, storage, owner, offer, renderer, controller, read: pageActions.read, offerGuide: pageActions.offerGuide, texts };
}

/**
 * The saved table at once, when it can be drawn; once Python is ready, the
 * game of the link, the saved game, or a new one (boot.js).
 * @param {Options} options
 * @param {Engine} engine
 * @param {ReturnType<typeof assemble>} parts
 */
async function play(options, engine, { state, storage, owner, offer, renderer, controller, read, offerGuide, texts }) {
  // A newcomer's address: the plain one, or one that names only the language (?lang=), read before
  // the start tidies the address. A shared game's link, or ?speed= and the like, is no first visit's.
  const plainAddress = [...new URLSearchParams(window.location.search).keys()].every((name) => name === "lang");
  // Parameters the page does not know, and values it refused, leave the address at once.
  updateUrl((params) => {
    for (const name of [...options.unknown, ...options.adjusted]) params.delete(name);
    for (const { name } of options.refused) params.delete(name);
  });
  try {
    engine.ready.then(() => {
      performance.mark("gongzhu:python-ready");
      setLoadingStage(state, "deal");
    }, () => {});
    // The values the page refused go along: a notice names them, and a game's own cost the link its game (link-offer.js).
    const link = { seed: options.seed, options: options.rules, level: options.level, refused: options.refused };
    const resumed = storage.loadSave() !== null; // a saved game was found
    const opening = pickOpening(state.settings.level);
    const started = startGame({ engine, controller, storage, link, screen: offer.screen, opening });
    // The link's level, the player's, or the saved table's (drawn by now if there is one).
    const levels = [options.level, state.settings.level, state.view?.level, state.view?.next_level];
    if (levels.includes("hard")) engine.wantHelpers();
    owner.settled.then((owned) => owned || offer.elsewhere());
    // The first drawing: the saved table when startGame found one before its first await, else the loading screen.
    if (state.view) drawSavedTable(renderer, state);
    else renderer.now(state);
    await started;
    // ?seed= is an order to start that game; once obeyed (or found invalid) it leaves the address
    // (with its options), so a reload or a bookmark resumes the saved game instead of dealing anew.
    // (In a tab that does not own the game the link waits there, for when it takes the game over.)
    if (owner.owned) {
      updateUrl((params) => {
        params.delete("seed");
        for (const name of OPTION_PARAMS) params.delete(name);
      });
    }
    renderer.now(state);
    performance.mark("gongzhu:hand-drawn");
    if (state.reader) read(state.reader.page);
    // The guide opens once the hand is on screen: opening a dialog over the page is a task of its own, not part of the hand's.
    afterPaint().then(() => offerGuide({ plainAddress, resumed }));
    startOffline({ getI18n: texts.get });
  } catch (error) {
    console.warn("Gong Zhu could not start:", error);
    const message = error instanceof Error ? error.message : String(error);
    const offline = offlineProblem(texts.get().t, error);
    showError(state, offline ? `${offline} (${message})` : message);
    renderer.now(state);
  }
}

/** A promise answered after the next frame is drawn. */
function afterPaint() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/**
 * The table drawn from storage, on screen before Python is ready: drawn now, not on the next frame.
 * @param {Renderer} renderer
 * @param {State} state
 */
function drawSavedTable(renderer, state) {
  try {
    renderer.now(state);
    performance.mark("gongzhu:saved-table");
    performance.mark("gongzhu:hand-shown");
  } catch (error) {
    console.warn("The stored table could not be drawn:", error); // the engine's own view replaces it soon
  }
}

/**
 * Puts the page together and starts the game: `options` of the address,
 * `engine` starting, `page` ({state, renderer, controller}, filled in here),
 * `stored` ({storage, owner, settings, corrupt, lang}) read from storage.
 * @param {{options: Options, engine: Engine, page: Page, stored: Stored}} parts
 */
export function startPage({ options, engine, page, stored }) {
  const parts = assemble(options, engine, page, stored);
  // For the browser console and tests: gongzhu.python.call({op: ...}) reaches the current worker.
  const global = /** @type {typeof globalThis & {gongzhu?: {python: Engine, state: State}}} */ (globalThis);
  global.gongzhu = { python: engine, state: parts.state };
  return play(options, engine, parts);
}
