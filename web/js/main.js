// Page start-up: Python starts in its worker at once; meanwhile the texts,
// storage, state, renderer and input layer are put together; then the saved
// game is resumed (or a new one dealt) and the controller takes over.
//
// URL parameters (stable; outside checks rely on them):
//   seed=CODE            start a new game with this code, replacing the saved one;
//                        read together with it (a shared link), options other than the defaults:
//     exposure=0         no exposure phase (default 1)
//     length=quick       game over at −500 or +500 (default standard: −1000)
//     cap=N              game over after N hands at the latest (default none; the dialog offers 30)
//     swap=1             pig–goat swap (default 0)
//     lead=club2         first lead by the holder of ♣2, who must lead it (default spade2: ♠2 holder, any card)
//     lowhearts=0        ♥2–♥4 don't count for the transformer (default 1)
//     level=easy|normal|hard   the computers' difficulty for that game (default: the player's setting)
//                        All of these leave the address once the game has started, so a reload resumes.
//   lang=en|de|es        force the language
//   speed=N              multiply every delay by N; 0 = no delays and no motion (tests)
//   boot_timeout_ms=N    give up starting Python after N ms (default 30000)
//
// The root element #app carries data-phase ("loading", "expose", "play",
// "hand-over", "game-over", "error") and data-turn ("S", "E", "N", "W" or "").

import { PythonClient } from "./python.js";
import { cardName } from "./cards.js";
import { GameController } from "./game.js";
import { createI18n, pickLanguage } from "./i18n.js";
import { OPTION_PARAMS, optionsFromParams, shareLink } from "./options.js";
import { attachInput } from "./input.js";
import { createRenderer } from "./render.js";
import { createState } from "./state.js";
import { createStorage } from "./storage.js";

const DEFAULT_BOOT_TIMEOUT_MS = 30_000;

function readOptions(url) {
  const params = url.searchParams;
  const timeout = Number.parseInt(params.get("boot_timeout_ms") ?? "", 10);
  const speed = Number.parseFloat(params.get("speed") ?? "");
  const level = params.get("level");
  return {
    seed: params.get("seed")?.trim() || null,
    rules: optionsFromParams(params),
    level: ["easy", "normal", "hard"].includes(level) ? level : null,
    lang: params.get("lang"),
    speed: Number.isFinite(speed) && speed >= 0 ? speed : 1,
    bootTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_BOOT_TIMEOUT_MS,
  };
}

/** Keeps the address bar in step: the game code in ?seed=, ?lang= only while forced. */
function updateUrl(change) {
  const url = new URL(window.location.href);
  change(url.searchParams);
  window.history.replaceState(null, "", url);
}

/** Words for a refused move or request, from the engine's reason and params. */
function explainer(getI18n) {
  return ({ reason, params = {} }) => {
    const { t } = getI18n();
    switch (reason) {
      case "must_follow_suit":
        return t(`reasons.mustFollow.${params.suit}`);
      case "exposed_held_back":
        return t(`reasons.exposedHeldBack.${params.card}`);
      case "must_lead_card":
        return t("reasons.mustLeadCard", { card: cardName(params.card, t) });
      case "not_your_turn":
        return t("reasons.notYourTurn");
      case "card_not_exposable":
        return t("reasons.notExposable");
      default:
        return t("reasons.generic");
    }
  };
}

async function fetchPage(page, lang) {
  const response = await fetch(new URL(`../content/${page}.${lang}.html`, import.meta.url));
  if (!response.ok) throw new Error(`${page}.${lang}.html answered HTTP ${response.status}`);
  return response.text();
}

async function start() {
  const options = readOptions(new URL(window.location.href));
  const root = document.getElementById("app");

  // Python first: everything else is quick and can happen while it boots.
  let state = null;
  let renderer = null;
  const python = new PythonClient({
    bootTimeoutMs: options.bootTimeoutMs,
    onProgress: (stage) => {
      performance.mark(`gongzhu:boot-${stage}`);
      if (state) {
        state.loadingStage = stage;
        renderer.schedule(state);
      }
    },
  });

  const storage = createStorage();
  const settings = storage.loadSettings();
  let i18n = createI18n(
    pickLanguage({ forced: options.lang, saved: settings.lang, browser: navigator.languages ?? [navigator.language] }),
  );
  state = createState({ lang: i18n.lang, settings, speed: options.speed });
  renderer = createRenderer(root, () => i18n);
  renderer.now(state);

  const controller = new GameController({
    python,
    storage,
    state,
    onChange: (s) => renderer.schedule(s),
    explain: explainer(() => i18n),
    say: (key, params) => i18n.t(key, params),
  });

  async function read(page) {
    const lang = i18n.lang;
    let html = null;
    try {
      html = await fetchPage(page, lang);
    } catch (error) {
      console.warn("Reading page not available:", error);
    }
    if (lang === i18n.lang) controller.setReaderContent(page, html);
  }

  // Actions that concern the page rather than the game are handled here.
  function dispatch(action) {
    switch (action.type) {
      case "setLang":
        i18n = createI18n(action.lang);
        state.lang = i18n.lang;
        state.settings = { ...state.settings, lang: i18n.lang };
        storage.writeSettings(state.settings);
        updateUrl((params) => params.delete("lang"));
        controller.refresh();
        if (state.reader) read(state.reader.page);
        return;
      case "fullscreen":
        if (document.fullscreenElement) document.exitFullscreen?.();
        else document.documentElement.requestFullscreen?.().catch(() => {});
        return;
      case "reload":
        window.location.reload();
        return;
      case "copyLink":
        copyLink();
        return;
      case "read":
        controller.dispatch(action);
        read(action.page);
        return;
      default:
        controller.dispatch(action);
    }
  }
  // The game's link: to the clipboard, or else selected in its read-only field for the player to copy.
  function copyLink() {
    const view = state.view;
    if (!view) return;
    const link = shareLink(window.location.href, view.code, view.rules, view.level);
    const fallback = () => {
      state.linkCopied = "select";
      controller.refresh();
      requestAnimationFrame(() => {
        const field = root.querySelector("#share-link");
        field?.focus();
        field?.select();
      });
    };
    if (!navigator.clipboard?.writeText) {
      fallback();
      return;
    }
    navigator.clipboard.writeText(link).then(() => {
      state.linkCopied = "copied";
      controller.refresh();
    }, fallback);
  }
  attachInput(root, dispatch);
  document.addEventListener("fullscreenchange", () => controller.refresh());

  // For the browser console and tests: gongzhu.python.call({op: ...}).
  globalThis.gongzhu = { python, state };

  try {
    await python.ready;
    performance.mark("gongzhu:python-ready");
    state.loadingStage = "deal";
    await controller.start({ seed: options.seed, options: options.rules, level: options.level });
    // ?seed= is an order to start that game; once obeyed it leaves the address
    // (with its options), so a reload or a bookmark resumes the saved game instead of dealing anew.
    updateUrl((params) => {
      params.delete("seed");
      for (const name of OPTION_PARAMS) params.delete(name);
    });
    renderer.now(state);
    performance.mark("gongzhu:hand-drawn");
    if (state.reader) read(state.reader.page);
  } catch (error) {
    console.warn("Gong Zhu could not start:", error);
    state.phase = "error";
    state.error = { message: error instanceof Error ? error.message : String(error) };
    renderer.now(state);
  }
}

start();
