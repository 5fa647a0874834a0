// The actions that concern the page rather than the game: the language, full
// screen, the settings, the statistics and their reset, reloading, copying the
// game's link, the reading pages' text, and the interrupt every tap sends first
// (it finishes a running deal animation), and the first-hand guide. They go in
// the page's one action table (action-table.js), beside the game controller's.

import { createI18n, loadCatalogues } from "./i18n.js";
import { shareLink } from "./options.js";
import { changeSetting, speedOf } from "./settings.js";
import { LinkOffer } from "./link-offer.js";
import { PracticeHands } from "./practice.js";
import { READER_PAGES, dealOnScreen, focusCard, openGuide, openPanel, showGuide, showLastTrick } from "./state.js";
import { resetStats } from "./stats.js";
import { guideIsDue, specialsDue } from "./render/guide.js";

async function fetchPage(page, lang) {
  const response = await fetch(new URL(`../content/${page}.${lang}.html`, import.meta.url));
  if (!response.ok) throw new Error(`${page}.${lang}.html answered HTTP ${response.status}`);
  return response.text();
}

/**
 * @param {object} parts
 * @param {HTMLElement} parts.root the #app element
 * @param {object} parts.state the one state object
 * @param {ReturnType<import("./storage.js").createStorage>} parts.storage
 * @param {import("./game.js").GameController} parts.controller
 * @param {ReturnType<import("./render.js").createRenderer>} parts.renderer
 * @param {{get: () => object, set: (i18n: object) => void}} parts.texts the current language's texts
 * @param {(change: (params: URLSearchParams) => void) => void} parts.updateUrl
 * @param {import("./link-offer.js").LinkOffer} [parts.offer] the answers to the page's questions
 * @param {import("./action-table.js").ActionTable} parts.actions the page's one action table: the page's own actions go in it
 * @param {import("./practice.js").PracticeHands} [parts.practice] practice hands and the deal of the day
 * @returns {{read: (page: string) => Promise<void>, offerGuide: (visit: object) => void, offerSpecials: () => void}}
 */
export function createPageActions({ root, state, storage, controller, renderer, texts, updateUrl, offer = null, actions, practice = null }) {
  /** Fetches a reading page in the current language for the open reader. */
  async function read(page) {
    const lang = texts.get().lang;
    let html = null;
    try {
      html = await fetchPage(page, lang);
    } catch (error) {
      console.warn("Reading page not available:", error);
    }
    if (lang === texts.get().lang) controller.setReaderContent(page, html);
  }

  // The game's link: to the clipboard, or else selected in its read-only field for the player to copy.
  function copyLink() {
    const view = state.view;
    if (!view) return;
    const link = shareLink(window.location.href, view.code, view.rules, view.level, state.info);
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

  /** Shows the page in `lang` once its texts are read (a failed read leaves the language as it is). */
  async function setLang(lang) {
    try {
      await loadCatalogues([lang]);
    } catch (error) {
      console.info(`The texts for "${lang}" could not be read (${error?.message ?? error}).`);
      return;
    }
    const i18n = createI18n(lang);
    texts.set(i18n);
    state.lang = i18n.lang;
    state.settings = { ...state.settings, lang: i18n.lang };
    storage.writeSettings(state.settings);
    updateUrl((params) => params.delete("lang"));
    controller.refresh();
    if (state.reader) read(state.reader.page);
  }

  /** After the statistics panel was drawn again: the focus goes to `selector` in it, scrolled into sight. */
  function focusInStats(selector) {
    requestAnimationFrame(() => {
      const target = root.querySelector(`#stats ${selector}`);
      if (target?.tagName === "H2") target.tabIndex = -1;
      target?.focus();
      target?.closest(".confirm")?.scrollIntoView({ block: "nearest" });
    });
  }

  /** The statistics panel's reset: asked first; Cancel keeps the numbers. */
  function statsAction(type) {
    state.confirmResetStats = type === "resetStats";
    if (type === "confirmResetStats") {
      state.stats = resetStats(state.view);
      storage.writeStats(state.stats);
    }
    controller.refresh();
    const next = { resetStats: '[data-action="cancelResetStats"]', cancelResetStats: '[data-action="resetStats"]' };
    focusInStats(next[type] ?? "h2");
  }

  /** A setting of the menu; its speed wins over ?speed=, now and after a reload. */
  function setSetting({ setting, value }) {
    state.settings = changeSetting(state.settings, setting, value);
    if (setting === "speed") {
      state.speedForced = null;
      updateUrl((params) => params.delete("speed"));
    }
    state.speed = speedOf(state.settings, state.speedForced);
    storage.writeSettings(state.settings);
    controller.refresh();
  }

  /** The page's own actions, for the page's one action table (action-table.js): type → handler. */
  const handlers = {
    interrupt: () => renderer.skipDeal(),
    setLang: ({ lang }) => setLang(lang),
    fullscreen: ({ value }) => {
      const full = Boolean(document.fullscreenElement);
      if (full && value !== "on") document.exitFullscreen?.().catch(() => {});
      else if (!full && value !== "off") document.documentElement.requestFullscreen?.().catch(() => {});
    },
    "last-trick": () => {
      // the last-trick review; its log of the hand's tricks is one tap further
      showLastTrick(state);
      controller.refresh();
    },
    statistics: () => {
      openPanel(state, "stats");
      controller.refresh();
    },
    resetStats: () => statsAction("resetStats"),
    confirmResetStats: () => statsAction("confirmResetStats"),
    cancelResetStats: () => statsAction("cancelResetStats"),
    deal: () => {
      dealOnScreen(state);
      controller.refresh();
    },
    dropCard: ({ card }) => {
      // a card dragged onto the table: chosen and played, as two taps would
      actions.dispatch({ type: "card", card });
      if (state.selected === card) actions.dispatch({ type: "card", card });
    },
    openGuide: ({ guide, card }) => {
      // the first-hand guide, from its first step (guide: which one, render/guide.js)
      openGuide(state, guide, card);
      controller.refresh();
    },
    skipGuide: () => {
      // skipped: the goat and transformer's step is not shown later either
      if (state.settings.guideSpecials === "due") {
        state.settings = { ...state.settings, guideSpecials: "seen" };
        storage.writeSettings(state.settings);
      }
      actions.dispatch({ type: "closePanel" });
    },
    guideStep: ({ step }) => {
      showGuide(state, step);
      controller.refresh();
    },
    focusCard: ({ card }) => {
      // the arrow keys in the hand
      focusCard(state, card);
      controller.refresh();
    },
    trickLog: ({ show }) => {
      showLastTrick(state, show);
      controller.refresh();
    },
    setSetting: (action) => setSetting(action),
    reload: () => window.location.reload(),
    copyLink: () => copyLink(),
    read: ({ page }) => {
      if (!READER_PAGES.includes(page)) return; // only the reader's own pages
      controller.openReader(page);
      read(page);
    },
  };
  // A question's answers, and the menu's way back to the game set aside (link-offer.js).
  for (const type of offer ? LinkOffer.ANSWERS : []) {
    handlers[type] = () => offer.answer(type) && controller.refresh();
  }
  // The practice hands and the deal of the day (practice.js).
  for (const type of practice ? PracticeHands.ACTIONS : []) {
    handlers[type] = (action) => practice.answer(action) && controller.refresh();
  }
  actions.register(handlers);

  /** On a newcomer's first visit, once the game is on the table: the guide opens, once. */
  function offerGuide(visit) {
    if (!guideIsDue(state, visit)) return;
    state.settings = { ...state.settings, guideSeen: true, guideSpecials: "due" };
    storage.writeSettings(state.settings);
    actions.dispatch({ type: "openGuide", guide: "first" });
  }

  /** In a newcomer's first hand, as the goat or the transformer first comes onto the table: the guide's step on them, once. */
  function offerSpecials() {
    const card = specialsDue(state);
    if (!card) return;
    state.settings = { ...state.settings, guideSpecials: "seen" };
    storage.writeSettings(state.settings);
    actions.dispatch({ type: "openGuide", guide: "specials", card });
  }

  return { read, offerGuide, offerSpecials };
}
