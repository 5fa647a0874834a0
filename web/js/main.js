// Page start-up (start.js, the page's first script, calls start() with the worker it started, or null):
// Python starts in its worker at once; meanwhile the texts are read
// and the rest of the page (app.js: state, renderer, controller, input) is set up;
// then the saved game is resumed (or a new one dealt) and the controller takes over.
// The page loads start.js as web/build/page.js, and this module and all it imports as a part of their own;
// app.js and what only it imports are another, fetched once Python is asked for (scripts/build.py).
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
//   speed=N              multiply every delay by N (0 to 5, or slow|normal|fast); 0 = no delays
//                        and no motion (tests); overrides the speed setting until one is chosen in the menu
//   boot_timeout_ms=N    give up starting Python after N ms (default 30000, at least 3000)
//   snapshot_timeout_ms=N  give up restoring the memory snapshot after N ms and start
//                        Python the normal way (default 10000, at least 1000)
//   engine_timeout_ms=N  restart the engine when a request gets no answer within N ms
//                        (default 30000, at least 2000)
// A value the page does not know is refused with a notice (link.js); unknown parameters
// and refused values leave the address.
//
// The root element #app carries data-phase ("loading", "expose", "play",
// "hand-over", "game-over", "error"), data-turn ("S", "E", "N", "W" or "") and
// data-ready ("false" until the engine has the game: a saved table may show
// before, drawn from storage; taps on it are carried out once it is "true").

import { Engine } from "./engine/boot.js";
import { loadCatalogues, pickLanguage } from "./i18n.js";
import { readAddress } from "./link.js";
import { browserStorage, createStorage } from "./storage.js";
import { readSettings } from "./settings.js";
import { setLoadingStage } from "./state.js";
import { createTabOwner, guardStorage } from "./tab-owner.js";

/** @typedef {import("./state.js").State} State */
/** @typedef {import("./game.js").GameController} GameController */
/** @typedef {ReturnType<typeof import("./render.js").createRenderer>} Renderer */
/** @typedef {import("./engine/early-worker.js").EarlyWorker} EarlyWorker */
/** What the address asks for (link.js's readAddress), with the engine's limits filled in. */
/** @typedef {ReturnType<typeof readOptions>} Options */
/** What storage holds for the start: the storage (guarded by the tab's ownership), the settings, the language. */
/** @typedef {ReturnType<typeof readStored>} Stored */
/**
 * The page's parts as they come: the state and renderer once app.js has made them, then the controller.
 * @typedef {object} Page
 * @property {State | null} state
 * @property {Renderer | null} renderer
 * @property {GameController | null} controller
 * @property {() => void} [onLost] another tab took the game over
 */

const DEFAULT_BOOT_TIMEOUT_MS = 30_000;

/** @param {URL} url */
function readOptions(url) {
  const link = readAddress(url); // strict: values it does not know are refused (link.js)
  return {
    ...link,
    rules: link.options,
    bootTimeoutMs: link.bootTimeoutMs ?? DEFAULT_BOOT_TIMEOUT_MS,
    snapshotTimeoutMs: link.snapshotTimeoutMs ?? undefined, // python.js's
    engineTimeoutMs: link.engineTimeoutMs ?? undefined, // python.js's
  };
}

/**
 * Python starts in its worker (`early`'s when start.js started one); its progress shows on the loading screen once the state exists.
 * @param {Options} options
 * @param {Page} page
 * @param {EarlyWorker | null} early
 */
function startPython(options, page, early) {
  return new Engine({
    early,
    bootTimeoutMs: options.bootTimeoutMs,
    snapshotTimeoutMs: options.snapshotTimeoutMs,
    requestTimeoutMs: options.engineTimeoutMs,
    onProgress: (stage) => {
      performance.mark(`gongzhu:boot-${stage}`);
      if (page.state && page.renderer) {
        setLoadingStage(page.state, stage);
        page.renderer.schedule(page.state);
      }
    },
  });
}

/**
 * The storage and the settings in it; the language to show, from the address, the settings or the browser.
 * @param {Options} options
 * @param {Page} page
 */
function readStored(options, page) {
  // A save that meets a full storage is reported to the controller, which tells the player.
  // One tab owns the game; the others write none of it (tab-owner.js).
  const owner = createTabOwner({ onLost: () => page.onLost?.() });
  const backend = createStorage(browserStorage(), { onFull: (report) => page.controller?.storageFull(report) });
  const storage = guardStorage(backend, owner);
  const { settings, corrupt } = readSettings(storage.loadSettingsText());
  if (corrupt) storage.writeSettings(settings); // reset: what could be read stays
  const browser = navigator.languages ?? [navigator.language];
  const lang = pickLanguage({ forced: options.lang, saved: settings.lang, browser });
  return { storage, owner, settings, corrupt, lang };
}

/**
 * Resolves once the whole page is parsed (main.js runs as soon as it is loaded: index.html loads it async).
 * @returns {Promise<unknown>}
 */
function parsed() {
  if (document.readyState !== "loading") return Promise.resolve();
  return new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
}

/** The canonical address: this page's, without its query (a search engine wants it absolute). */
function setCanonical() {
  document.querySelector('link[rel="canonical"]')?.setAttribute("href", new URL("./", window.location.href).href);
}

/**
 * Starts the page; `early` is the worker start.js started (engine/early-worker.js), or null.
 * @param {EarlyWorker | null} [early]
 */
export async function start(early = null) {
  const options = readOptions(new URL(window.location.href));
  // Python first: everything else can happen while it boots. The rest of the page
  // (app.js and its modules) is evaluated only after the worker is asked for.
  /** @type {Page} */
  const page = { state: null, renderer: null, controller: null };
  const engine = startPython(options, page, early);
  const stored = readStored(options, page);
  // The texts, even those of the loading screen: the language shown, and English for any text it lacks.
  const [{ startPage }] = await Promise.all([import("./app.js"), loadCatalogues([stored.lang, "en"]), parsed()]);
  setCanonical();
  return startPage({ options, engine, page, stored });
}
