// The actions that concern the page rather than the game: the language, full
// screen, the settings, the statistics and their reset, reloading, copying the
// game's link, the reading pages' text, and the interrupt every tap sends first
// (it finishes a running deal animation), and the first-hand guide. They go in
// the page's one action table (action-table.js), beside the game controller's.

import { createI18n, loadCatalogues } from "./i18n.js";
import { shareLink } from "./options.js";
import { LinkOffer } from "./link-offer.js";
import { PracticeHands } from "./practice.js";
import {
  READER_PAGES,
  applySetting,
  askResetStats,
  changeLang,
  changeSettings,
  dealOnScreen,
  focusCard,
  guideIsDue,
  openGuide,
  openPanel,
  setLinkCopied,
  setStats,
  showGuide,
  showLastTrick,
  specialsDue,
} from "./state.js";
import { resetStats } from "./stats.js";

/** @typedef {import("./input.js").Action} Action */
/** @typedef {Record<string, (action: Action) => void>} Handlers  an action's type → its handler */
/**
 * What the page's actions act on.
 * @typedef {object} PageParts
 * @property {HTMLElement} root the #app element
 * @property {import("./state.js").State} state the one state object
 * @property {ReturnType<import("./storage.js").createStorage>} storage
 * @property {import("./game.js").GameController} controller
 * @property {ReturnType<import("./render.js").createRenderer>} renderer
 * @property {{get: () => import("./i18n.js").I18n, set: (i18n: import("./i18n.js").I18n) => void}} texts the current language's texts
 * @property {(change: (params: URLSearchParams) => void) => void} updateUrl
 * @property {import("./link-offer.js").LinkOffer} [offer] the answers to the page's questions
 * @property {import("./action-table.js").ActionTable} actions the page's one action table: the page's own actions go in it
 * @property {import("./practice.js").PracticeHands} [practice] practice hands and the deal of the day
 */

/**
 * @param {string} page
 * @param {string} lang
 */
async function fetchPage(page, lang) {
  const response = await fetch(new URL(`../content/${page}.${lang}.html`, import.meta.url));
  if (!response.ok) throw new Error(`${page}.${lang}.html answered HTTP ${response.status}`);
  return response.text();
}

/**
 * Fetches a reading page in the current language for the open reader.
 * @param {PageParts} parts
 * @param {string} page
 */
async function readPage({ texts, controller }, page) {
  const lang = texts.get().lang;
  let html = null;
  try {
    html = await fetchPage(page, lang);
  } catch (error) {
    console.warn("Reading page not available:", error);
  }
  if (lang === texts.get().lang) controller.setReaderContent(page, html);
}

/**
 * The game's link: to the clipboard, or else selected in its read-only field for the player to copy.
 * @param {PageParts} parts
 */
function copyLink({ root, state, controller }) {
  const view = state.view;
  if (!view) return;
  const info = /** @type {import("./types/engine").Info} */ (state.info); // a view comes with the engine's info
  const link = shareLink(window.location.href, view.code, view.rules, view.level, info);
  const fallback = () => {
    setLinkCopied(state, "select");
    controller.refresh();
    requestAnimationFrame(() => {
      const field = /** @type {HTMLInputElement | null} */ (root.querySelector("#share-link")); // render/menu.js
      field?.focus();
      field?.select();
    });
  };
  if (!navigator.clipboard?.writeText) {
    fallback();
    return;
  }
  navigator.clipboard.writeText(link).then(() => {
    setLinkCopied(state, "copied");
    controller.refresh();
  }, fallback);
}

/**
 * Shows the page in `lang` once its texts are read (a failed read leaves the language as it is).
 * @param {PageParts} parts
 * @param {string} lang
 */
async function setLang(parts, lang) {
  const { state, storage, controller, texts, updateUrl } = parts;
  try {
    await loadCatalogues([lang]);
  } catch (error) {
    const message = /** @type {{message?: string} | null | undefined} */ (error)?.message; // an Error, or anything thrown
    console.info(`The texts for "${lang}" could not be read (${message ?? error}).`);
    return;
  }
  const i18n = createI18n(lang);
  texts.set(i18n);
  changeLang(state, i18n.lang);
  storage.writeSettings(state.settings);
  updateUrl((params) => params.delete("lang"));
  controller.refresh();
  if (state.reader) readPage(parts, state.reader.page);
}

/**
 * The statistics panel's reset: asked first; Cancel keeps the numbers. The focus then goes where the next step is.
 * @param {PageParts} parts
 * @param {"resetStats" | "confirmResetStats" | "cancelResetStats"} type
 */
function statsAction({ root, state, storage, controller }, type) {
  askResetStats(state, type === "resetStats");
  if (type === "confirmResetStats") {
    const stats = resetStats(state.view);
    setStats(state, stats);
    storage.writeStats(stats);
  }
  controller.refresh();
  /** @type {Partial<Record<string, string>>} */
  const next = { resetStats: '[data-action="cancelResetStats"]', cancelResetStats: '[data-action="resetStats"]' };
  requestAnimationFrame(() => {
    const target = /** @type {HTMLElement | null} */ (root.querySelector(`#stats ${next[type] ?? "h2"}`)); // a button or h2
    if (target?.tagName === "H2") target.tabIndex = -1;
    target?.focus();
    target?.closest(".confirm")?.scrollIntoView({ block: "nearest" });
  });
}

/**
 * A setting of the menu; its speed wins over ?speed=, now and after a reload.
 * @param {PageParts} parts
 * @param {Action} action
 */
function setSetting({ state, storage, controller, updateUrl }, { setting, value }) {
  if (setting === undefined) return; // each setting's button names it
  applySetting(state, setting, value);
  if (setting === "speed") updateUrl((params) => params.delete("speed"));
  storage.writeSettings(state.settings);
  controller.refresh();
}

/**
 * The newcomer's guide settings change, written at once.
 * @param {PageParts} parts
 * @param {{guideSeen?: boolean, guideSpecials?: "due" | "seen"}} change
 */
function noteGuide({ state, storage }, change) {
  changeSettings(state, change);
  storage.writeSettings(state.settings);
}

/**
 * The page's own actions that change what is on screen: panels, the guide, the hand's focus.
 * @param {PageParts} parts
 * @returns {Handlers}
 */
function screenHandlers(parts) {
  const { state, controller, renderer, actions } = parts;
  /** @type {(change: (action: Action) => void) => (action: Action) => void} */
  const then = (change) => (action) => {
    change(action);
    controller.refresh();
  };
  return {
    interrupt: () => renderer.skipDeal(),
    "last-trick": then(() => showLastTrick(state)), // its log of the hand's tricks is one tap further
    trickLog: then(({ show }) => showLastTrick(state, show)),
    statistics: then(() => openPanel(state, "stats")),
    deal: then(() => dealOnScreen(state)),
    focusCard: then(({ card }) => card && focusCard(state, card)), // the arrow keys in the hand, each card named
    openGuide: then(({ guide, card }) => openGuide(state, guide, card)), // which guide: render/guide.js
    guideStep: then(({ step }) => showGuide(state, step)),
    skipGuide: () => {
      // skipped: the goat and transformer's step is not shown later either
      if (state.settings.guideSpecials === "due") noteGuide(parts, { guideSpecials: "seen" });
      actions.dispatch({ type: "closePanel" });
    },
    dropCard: ({ card }) => {
      // a card dragged onto the table: chosen and played, as two taps would
      actions.dispatch({ type: "card", card });
      if (state.choice.selected === card) actions.dispatch({ type: "card", card });
    },
  };
}

/**
 * The page's own actions on the page itself: language, full screen, settings, statistics, link, reading pages.
 * @param {PageParts} parts
 * @returns {Handlers}
 */
function pageHandlers(parts) {
  const { controller } = parts;
  return {
    setLang: ({ lang }) => {
      if (lang) setLang(parts, lang); // the menu's language buttons each have one
    },
    fullscreen: ({ value }) => {
      const full = Boolean(document.fullscreenElement);
      if (full && value !== "on") document.exitFullscreen?.().catch(() => {});
      else if (!full && value !== "off") document.documentElement.requestFullscreen?.().catch(() => {});
    },
    resetStats: () => statsAction(parts, "resetStats"),
    confirmResetStats: () => statsAction(parts, "confirmResetStats"),
    cancelResetStats: () => statsAction(parts, "cancelResetStats"),
    setSetting: (action) => setSetting(parts, action),
    reload: () => window.location.reload(),
    copyLink: () => copyLink(parts),
    read: ({ page }) => {
      if (!page || !READER_PAGES.includes(page)) return; // only the reader's own pages
      controller.openReader(page);
      readPage(parts, page);
    },
  };
}

/**
 * The answers that other modules give: a link's questions (link-offer.js) and the practice hands (practice.js).
 * @param {PageParts} parts
 * @returns {Handlers}
 */
function answerHandlers({ controller, offer, practice }) {
  /** @type {Handlers} */
  const handlers = {};
  // A question's answers, and the menu's way back to the game set aside.
  if (offer) {
    for (const type of LinkOffer.ANSWERS) handlers[type] = () => offer.answer(type) && controller.refresh();
  }
  if (practice) {
    for (const type of PracticeHands.ACTIONS) handlers[type] = (action) => practice.answer(action) && controller.refresh();
  }
  return handlers;
}

/**
 * The page's own actions, registered in `parts.actions`; and what the page does itself with them.
 * @param {PageParts} parts
 * @returns {{read: (page: string) => Promise<void>, offerGuide: (visit: {plainAddress: boolean, resumed: boolean}) => void,
 *   offerSpecials: () => void}}
 */
export function createPageActions(parts) {
  const { state, actions } = parts;
  actions.register({ ...screenHandlers(parts), ...pageHandlers(parts), ...answerHandlers(parts) });
  return {
    read: (page) => readPage(parts, page),
    /** On a newcomer's first visit, once the game is on the table: the guide opens, once. */
    offerGuide(visit) {
      if (!guideIsDue(state, visit)) return;
      noteGuide(parts, { guideSeen: true, guideSpecials: "due" });
      actions.dispatch({ type: "openGuide", guide: "first" });
    },
    /** In a newcomer's first hand, as the goat or the transformer first comes onto the table: the guide's step on them, once. */
    offerSpecials() {
      const card = specialsDue(state);
      if (!card) return;
      noteGuide(parts, { guideSpecials: "seen" });
      actions.dispatch({ type: "openGuide", guide: "specials", card });
    },
  };
}
