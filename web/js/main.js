// Page start-up: Python starts in its worker at once; meanwhile the texts,
// storage, state, renderer and input layer are put together; then the saved
// game is resumed (or a new one dealt) and the controller takes over.
//
// URL parameters (stable; outside checks rely on them):
//   seed=CODE            start a new game with this code, replacing the saved one;
//                        read together with it (a shared link), options other than the defaults:
//     exposure=0         no exposure phase (default 1)
//     length=quick       the engine's quick game instead of its standard one (rules.py PRESETS)
//     cap=N              game over after N hands at the latest (default none; the dialog offers 30)
//     swap=1             pig–goat swap (default 0)
//     lead=club2         first lead by the holder of ♣2, who must lead it (default spade2: ♠2 holder, any card)
//     lowhearts=0        ♥2–♥4 don't count for the transformer (default 1)
//     level=easy|normal|hard   the computers' difficulty for that game (default: the player's setting)
//                        All of these leave the address once the game has started, so a reload resumes.
//   lang=en|de|es        force the language
//   speed=N              multiply every delay by N; 0 = no delays and no motion (tests);
//                        overrides the speed setting of the menu
//   boot_timeout_ms=N    give up starting Python after N ms (default 30000)
//
// The root element #app carries data-phase ("loading", "expose", "play",
// "hand-over", "game-over", "error"), data-turn ("S", "E", "N", "W" or "") and
// data-ready ("false" until the engine has the game: a saved table may show
// before, drawn from storage; taps on it are carried out once it is "true").

import { Engine, recoverGame, startGame } from "./boot.js";
import { Announcer } from "./announce.js";
import { explainer } from "./explain.js";
import { GameController } from "./game.js";
import { createI18n, loadCatalogues, pickLanguage } from "./i18n.js";
import { OPTION_PARAMS, optionsFromParams } from "./options.js";
import { attachInput } from "./input.js";
import { createPageActions } from "./page-actions.js";
import { createRenderer } from "./render.js";
import { addNotice, createState } from "./state.js";
import { createStorage } from "./storage.js";
import { offlineProblem, startOffline } from "./offline.js";
import { readSettings, speedOf } from "./settings.js";
import { readStats, statsWatcher } from "./stats.js";
import { createSounds, soundWatcher } from "./sounds.js";
import { forcedCardPlayer } from "./autoplay.js";

const DEFAULT_BOOT_TIMEOUT_MS = 30_000;

function readOptions(url) {
  const params = url.searchParams;
  const timeout = Number.parseInt(params.get("boot_timeout_ms") ?? "", 10);
  const speed = Number.parseFloat(params.get("speed") ?? "");
  return {
    seed: params.get("seed")?.trim() || null,
    rules: optionsFromParams(params),
    level: params.get("level"), // one of the engine's levels, else the player's own (game.js)
    lang: params.get("lang"),
    speed: Number.isFinite(speed) && speed >= 0 ? speed : null, // null: the speed setting's
    bootTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_BOOT_TIMEOUT_MS,
  };
}

/** Keeps the address bar in step: the game code in ?seed=, ?lang= only while forced. */
function updateUrl(change) {
  const url = new URL(window.location.href);
  change(url.searchParams);
  window.history.replaceState(null, "", url);
}

/** Python starts in its worker; its progress shows on the loading screen once the state exists. */
function startPython(options, page) {
  return new Engine({
    bootTimeoutMs: options.bootTimeoutMs,
    onProgress: (stage) => {
      performance.mark(`gongzhu:boot-${stage}`);
      if (page.state) {
        page.state.loadingStage = stage;
        page.renderer.schedule(page.state);
      }
    },
  });
}

/** The storage and the settings in it; the language to show, from the address, the settings or the browser. */
function readStored(options, page) {
  // A save that meets a full storage is reported to the controller, which tells the player.
  const storage = createStorage(globalThis.localStorage, { onFull: (report) => page.controller?.storageFull(report) });
  const { settings, corrupt } = readSettings(storage.loadSettingsText());
  if (corrupt) storage.writeSettings(settings); // reset: what could be read stays
  const browser = navigator.languages ?? [navigator.language];
  const lang = pickLanguage({ forced: options.lang, saved: settings.lang, browser });
  return { storage, settings, corrupt, lang };
}

/** Texts, state, renderer, controller and input, put together (nothing drawn yet). */
function assemble(options, engine, page, { storage, settings, corrupt, lang }) {
  const root = document.getElementById("app");
  let i18n = createI18n(lang);
  const texts = { get: () => i18n, set: (next) => (i18n = next) };
  const state = createState({ lang: i18n.lang, settings, speed: speedOf(settings, options.speed) });
  state.speedForced = options.speed;
  if (corrupt) addNotice(state, "notice.corruptSettings");
  const stats = readStats(storage.loadStatsText());
  state.stats = stats.stats;
  if (stats.corrupt) {
    storage.writeStats(stats.stats); // reset: counting starts again from zero
    addNotice(state, "notice.corruptStats");
  }
  const renderer = createRenderer(root, texts.get);
  Object.assign(page, { state, renderer });

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
    onEngineFailure: () => recoverGame({ engine, controller, storage }),
    announcer: new Announcer(root.querySelector("#announcer"), texts.get),
  });
  page.controller = controller;
  const watchers = [soundWatcher(createSounds()), forcedCardPlayer(controller), statsWatcher(storage.writeStats)];
  const actions = createPageActions({ root, state, storage, controller, renderer, texts, updateUrl });
  attachInput(root, actions.dispatch);
  document.addEventListener("fullscreenchange", () => controller.refresh());
  return { state, storage, renderer, controller, read: actions.read, texts };
}

/**
 * The saved table at once, when it can be drawn; once Python is ready, the
 * game of the link, the saved game, or a new one (boot.js).
 */
async function play(options, engine, { state, storage, renderer, controller, read, texts }) {
  try {
    engine.ready.then(() => {
      performance.mark("gongzhu:python-ready");
      state.loadingStage = "deal";
    }, () => {});
    const link = { seed: options.seed, options: options.rules, level: options.level };
    const started = startGame({ engine, controller, storage, link });
    // The first drawing: the saved table when startGame found one before its first await, else the loading screen.
    if (state.view) drawSavedTable(renderer, state);
    else renderer.now(state);
    await started;
    // ?seed= is an order to start that game; once obeyed (or found invalid) it leaves the address
    // (with its options), so a reload or a bookmark resumes the saved game instead of dealing anew.
    updateUrl((params) => {
      params.delete("seed");
      for (const name of OPTION_PARAMS) params.delete(name);
    });
    renderer.now(state);
    performance.mark("gongzhu:hand-drawn");
    if (state.reader) read(state.reader.page);
    startOffline({ getI18n: texts.get });
  } catch (error) {
    console.warn("Gong Zhu could not start:", error);
    state.phase = "error";
    const message = error instanceof Error ? error.message : String(error);
    const offline = offlineProblem(texts.get().t);
    state.error = { message: offline ? `${offline} (${message})` : message };
    renderer.now(state);
  }
}

/** The table drawn from storage, on screen before Python is ready: drawn now, not on the next frame. */
function drawSavedTable(renderer, state) {
  try {
    renderer.now(state);
    performance.mark("gongzhu:saved-table");
  } catch (error) {
    console.warn("The stored table could not be drawn:", error); // the engine's own view replaces it soon
  }
}

async function start() {
  const options = readOptions(new URL(window.location.href));
  // Python first: everything else is quick and can happen while it boots.
  const page = { state: null, renderer: null, controller: null };
  const engine = startPython(options, page);
  const stored = readStored(options, page);
  // The texts, even those of the loading screen: the language shown, and English for any text it lacks.
  await loadCatalogues([stored.lang, "en"]);
  const parts = assemble(options, engine, page, stored);
  // For the browser console and tests: gongzhu.python.call({op: ...}) reaches the current worker.
  globalThis.gongzhu = { python: engine, state: parts.state };
  return play(options, engine, parts);
}

start();
