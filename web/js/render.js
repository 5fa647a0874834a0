// Draws the state: render(state) patches the DOM, at most once per animation
// frame. The parts live in render/: table.js (seats and trick), hand.js
// (South's cards), controls.js (bar, prompt, buttons, messages), panels.js
// (hand result, menu, collected cards, reading pages), motion.js (cards in
// flight). What the drawing remembers between frames (the scene) lives here.

import { renderControls } from "./render/controls.js";
import { setData, setHidden, setText } from "./render/dom.js";
import { focusBeforeLeaving, renderHand } from "./render/hand.js";
import { createScene, measure, skipDeal } from "./render/motion.js";
import { renderPanels } from "./render/panels.js";
import { renderQuestion } from "./render/question.js";
import { renderTable } from "./render/table.js";

/** The page's fixed texts (data-i18n, data-i18n-label), its language, title and description, in `i18n`'s language. */
function translateStatic(root, i18n) {
  for (const element of root.querySelectorAll("[data-i18n]")) {
    element.textContent = i18n.t(element.dataset.i18n);
  }
  for (const element of root.querySelectorAll("[data-i18n-label]")) {
    element.setAttribute("aria-label", i18n.t(element.dataset.i18nLabel));
  }
  document.documentElement.lang = i18n.htmlLang;
  document.title = i18n.t("pageTitle");
  document.querySelector('meta[name="description"]')?.setAttribute("content", i18n.t("pageDescription"));
}

/** #app's data attributes (phase, turn, motion, busy, thinking, ready), and the loading and error screens. */
function renderRoot(root, state, i18n) {
  setData(root, "phase", state.stage);
  setData(root, "turn", state.view?.phase === "play" ? (state.view.turn ?? "") : "");
  setData(root, "motion", state.speed === 0 ? "off" : "on");
  setData(root, "busy", state.engine.busy || state.engine.computersPlaying ? "true" : "false");
  setData(root, "thinking", state.engine.thinking ?? "");

  const status = root.querySelector("#status");
  const loading = state.stage === "loading";
  setHidden(root.querySelector("#loading"), !loading);
  if (loading) setText(status, i18n.t(`loading.${state.loadingStage}`));

  // A table drawn from storage while the engine starts: a quiet mark, until the engine has the game.
  setData(root, "ready", state.engine.ready ? "true" : "false");
  setHidden(root.querySelector("#getting-ready"), state.engine.ready || !state.view || state.stage === "error");

  setHidden(root.querySelector("#error"), state.stage !== "error");
  if (state.error) setText(root.querySelector("#error-message"), state.error.message);
}

/** Every part of the page drawn from `state`, in `i18n`'s language. */
function renderParts(root, state, i18n, scene) {
  renderRoot(root, state, i18n);
  renderTable(root, state, i18n, scene);
  renderHand(root.querySelector("#hand"), state, i18n, scene);
  renderControls(root, state, i18n);
  renderPanels(root, state, i18n);
  renderQuestion(root, state, i18n);
}

/**
 * @param {HTMLElement} root   the #app element
 * @param {() => ReturnType<import("./i18n.js").createI18n>} getI18n  the texts of the current language
 */
export function createRenderer(root, getI18n) {
  let frame = 0;
  let latest = null;
  let lang = null;
  const scene = createScene();
  const after = []; // writes that wait until the frame's drawing is done (afterDraw)

  function render(state) {
    measure(root, state, scene); // every read of the page's geometry before the first change
    focusBeforeLeaving(root.querySelector("#hand"), state); // on the page as laid out for measure()
    const i18n = getI18n();
    if (i18n.lang !== lang) {
      lang = i18n.lang;
      translateStatic(root, i18n);
    }
    renderParts(root, state, i18n, scene);
  }

  /** Draws `state` (if any), then the writes that waited for it. */
  function draw(state) {
    try {
      if (state) render(state);
    } finally {
      for (const write of after.splice(0)) write();
    }
  }

  function nextFrame() {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      draw(latest);
    });
  }

  return {
    /** Draws `state` on the next animation frame (several calls, one drawing). */
    schedule(state) {
      latest = state;
      nextFrame();
    },
    /** Draws at once (start-up and errors, before any frame). */
    now(state) {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      draw(state);
    },
    /** Runs `write` once the next drawing is made (the screen reader's lines: written before it, it lays the page out twice). */
    afterDraw(write) {
      after.push(write);
      nextFrame();
    },
    /** A tap or key during the deal: every card at its place at once. */
    skipDeal() {
      skipDeal(scene);
    },
  };
}
