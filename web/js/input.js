// The one input layer: clicks and taps (a click event on any button, from
// mouse, touch or keyboard) and a few keys become named actions such as
// {type: "card", card: "QS"} or {type: "hint"}. It knows nothing of the game.
// Any tap or key is first reported as {type: "interrupt"} (main.js finishes a
// running deal animation at once with it); then it does what it always does.
//
// A card dragged with the mouse onto the table is played.
//
// Keys: H hint, Enter play the selected card, F fast-forward, N next hand /
// play again, Esc close a dialog, ← → move between your cards (during play the
// card moved to is the one chosen), ? the list of these keys (render/help.js shows it).
//
// A ghost tap (tap-guard.js) is dropped: a tap on a decision button (the
// actions, the hand's or game's result, a question, the notice, a dialog) that
// came on screen less than a moment ago where the last tap was.

import { attachReviewInput } from "./review.js";
import { TapGuard } from "./tap-guard.js";

/**
 * A named action: its type and the data attributes of the button tapped ({type: "card", card: "QS"}).
 * @typedef {{type: string, [data: string]: string | undefined}} Action
 */
/** @typedef {(action: Action) => void} Dispatch  does a named action */
/** @typedef {HTMLElement & {disabled?: boolean}} Control  an element with data-action: a button, or another that may be disabled */
/** @typedef {(element: Element, event: MouseEvent) => boolean} Counts  whether a tap on `element` counts (no ghost tap) */

// Where the decision buttons are; a button's key is its container's id and its data attributes.
const DECISIONS = "#actions, #result, #question, #notice, #error, dialog";
const DECISION_BUTTONS =
  "#actions button, #result button, #question button, #notice button, #error button, dialog[open] button, dialog[open]";

/**
 * @param {Element} element
 * @returns {string | null}
 */
function decisionKey(element) {
  if (element instanceof HTMLDialogElement) return `${element.id}|backdrop`; // a tap beside its content closes it
  if (!(element instanceof HTMLButtonElement)) return null;
  const place = element.closest(DECISIONS);
  return place ? `${place.id}|${JSON.stringify(element.dataset)}` : null;
}

/**
 * A guard that knows, after every change of the page, which decision buttons are on screen since when.
 * @param {HTMLElement} root
 * @returns {Counts}
 */
function watchDecisions(root) {
  const guard = new TapGuard({ enabled: () => root.dataset.motion !== "off" });
  // Which decision buttons are on screen is read once per drawing, not on every
  // change of the page, and only after a change that can show or hide one (not a
  // card's class, a seat's score): reading it lays the page out, and a drawing
  // makes many changes. It is read in a task of its own once the frame is drawn,
  // when the layout is done already. They are timed from the last change before
  // the reading (so no earlier than they came); a tap before the reading reads first.
  /** @type {number | null} */
  let changedAt = null;
  const look = () => {
    if (changedAt === null) return;
    const shown = [...root.querySelectorAll(DECISION_BUTTONS)].filter((button) => button.getClientRects().length > 0);
    guard.seen(shown.map(decisionKey), changedAt);
    changedAt = null;
  };
  const changed = () => {
    if (changedAt === null) setTimeout(look);
    changedAt = performance.now();
  };
  // A change inside a decision's place, or around one (the page's phase): not in the hand, the trick or a seat.
  const nearDecision = (/** @type {Node} */ node) =>
    node instanceof Element && Boolean(node.closest(DECISIONS) || node.querySelector(DECISIONS));
  new MutationObserver((records) => {
    if (records.some((record) => nearDecision(record.target))) changed();
  }).observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["hidden", "open", "class", "data-phase"],
  });
  changed();
  return (element, event) => {
    look();
    const rect = element.getBoundingClientRect();
    // Where a pointer tapped (a key press has no place: the element's own rectangle then).
    const at = event.detail > 0 ? { left: event.clientX, top: event.clientY, right: event.clientX + 1, bottom: event.clientY + 1 } : rect;
    // When the tap happened (a busy page may handle it later): a tap from before the button came counts as too soon.
    return guard.accepts({ key: decisionKey(element), rect, at }, event.timeStamp);
  };
}

/**
 * Whether a click on `target` is taken: not under a question, and no ghost tap.
 * @param {HTMLElement} root
 * @param {Element} target
 * @param {MouseEvent} event
 * @param {Counts} counts
 */
function taken(root, target, event, counts) {
  // While a question is over the page, only its answers count (a key press could reach what is under it).
  if (!target.closest("#question") && root.querySelector("#question:not([hidden])")) return false;
  return counts(target.closest("#hand [data-card]") ?? target.closest("[data-action]") ?? target, event);
}

/** @type {Partial<Record<string, string>>} */
const KEY_ACTIONS = {
  h: "hint",
  f: "fastForward",
};

/**
 * With a mouse, a card of the hand dragged onto the table is played
 * ({type: "dropCard"}); the click that ends a drag does nothing more.
 * @param {HTMLElement} root
 * @param {Dispatch} dispatch
 */
function attachDrag(root, dispatch) {
  /** @type {{card: string | undefined, element: HTMLElement, x: number, y: number, moved: boolean} | null} */
  let drag = null;
  let swallowClick = false;
  root.addEventListener("pointerdown", (event) => {
    if (event.pointerType !== "mouse" || event.button !== 0) return;
    const element = event.target instanceof Element ? event.target.closest("#hand [data-card]") : null;
    if (!(element instanceof HTMLElement) || element.getAttribute("aria-disabled") === "true") return;
    drag = { card: element.dataset.card, element, x: event.clientX, y: event.clientY, moved: false };
  });
  document.addEventListener("pointermove", (event) => {
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 8) return;
    drag.moved = true;
    drag.element.classList.add("dragging");
    drag.element.style.translate = `${dx}px ${dy}px`;
  });
  document.addEventListener("pointerup", (event) => {
    if (!drag) return;
    const { card, element, moved } = drag;
    drag = null;
    if (!moved) return;
    element.classList.remove("dragging");
    element.style.translate = "";
    swallowClick = true;
    setTimeout(() => (swallowClick = false), 0);
    const table = /** @type {Element} */ (root.querySelector("#table")).getBoundingClientRect(); // index.html has it
    if (event.clientY >= table.top && event.clientY <= table.bottom) dispatch({ type: "dropCard", card });
  });
  root.addEventListener(
    "click",
    (event) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.stopPropagation();
    },
    true,
  );
}

/**
 * Focus rings for keys only: on a touch screen, until a key is pressed, a focus
 * the page moves by itself (after a reload, a dialog's first button) draws no
 * ring (main.css, :root[data-input="touch"]). A key shows them again.
 */
function watchInputKind() {
  const html = document.documentElement;
  // Written only when the kind changes: a change restyles the whole page (its CSS rule
  // has :focus-visible under :root), which on a slow phone is a long task of its own.
  const use = (/** @type {string} */ kind) => {
    if (html.dataset.input !== kind) html.dataset.input = kind;
  };
  use(matchMedia("(pointer: coarse)").matches ? "touch" : "mouse");
  document.addEventListener("pointerdown", (event) => use(event.pointerType === "mouse" ? "mouse" : "touch"), true);
  document.addEventListener("keydown", () => use("keys"), true);
}

/**
 * Turns the taps, clicks and keys on `root` (#app) into named actions.
 * @param {HTMLElement} root
 * @param {Dispatch} dispatch
 */
export function attachInput(root, dispatch) {
  attachDrag(root, dispatch);
  watchInputKind();
  // A tap anywhere (or a key), before anything else sees it.
  const interrupt = () => dispatch({ type: "interrupt" });
  document.addEventListener("pointerdown", interrupt, true);
  document.addEventListener("click", interrupt, true);
  document.addEventListener("keydown", interrupt, true);

  const counts = watchDecisions(root);
  root.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !taken(root, target, event, counts)) return;
    const card = /** @type {HTMLElement | null} */ (target.closest("#hand [data-card]")); // the hand's buttons
    if (card) {
      dispatch({ type: "card", card: card.dataset.card });
      return;
    }
    const button = /** @type {Control | null} */ (target.closest("[data-action]"));
    if (button && !button.disabled) {
      const { action, ...data } = button.dataset;
      if (action === "toggleExpose") dispatch({ type: "card", card: data.expose });
      else dispatch({ type: /** @type {string} */ (action), ...data }); // [data-action] has one
      return;
    }
    // A click on a dialog's backdrop (the dialog itself, outside its content) closes it.
    if (target instanceof HTMLDialogElement) dispatch({ type: "closePanel" });
  });

  attachReviewInput(root.querySelector("#review"), dispatch); // the hand review's own keys and swipe

  for (const dialog of root.querySelectorAll("dialog")) {
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault(); // the state decides what is open
      dispatch({ type: "closePanel" });
    });
  }

  attachModeless(root, dispatch);
  attachKeys(root, dispatch);
}

/**
 * A modeless dialog (the guide, over its scrim: render/dialog.js) acts as a modal one: the focus stays
 * in it (a focus that leaves it for the page under the scrim goes back to its first button), and
 * Escape closes it (it has no close request of its own).
 * @param {HTMLElement} root
 * @param {Dispatch} dispatch
 */
function attachModeless(root, dispatch) {
  const open = () => root.querySelector("dialog[data-modeless][open]");
  document.addEventListener("focusin", (event) => {
    const dialog = open();
    if (!dialog || !(event.target instanceof Node) || dialog.contains(event.target)) return;
    dialog.querySelector("button")?.focus();
  });
  document.addEventListener("keydown", (event) => {
    const dialog = open();
    if (!dialog) return;
    if (event.key === "Escape") {
      event.preventDefault();
      dispatch({ type: "closePanel" });
      return;
    }
    // Tab from its last button comes round to its first (and Shift+Tab back), not out of the page.
    if (event.key !== "Tab") return;
    const buttons = [...dialog.querySelectorAll("button")];
    const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
    if (document.activeElement !== edge && dialog.contains(document.activeElement)) return;
    event.preventDefault();
    (event.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
  });
}

/**
 * The page's keys (`?` lists them): each clicks its button when shown, ← → move in the hand.
 * @param {HTMLElement} root
 * @param {Dispatch} dispatch
 */
function attachKeys(root, dispatch) {
  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (root.querySelector("dialog[open], #question:not([hidden])")) return;
    const key = event.key.toLowerCase();
    if (key === "?") {
      dispatch({ type: "openPanel", panel: "help" });
      return;
    }
    if (KEY_ACTIONS[key]) {
      // A game key leaves the bar's buttons (the focus a closed dialog gives back to the menu
      // button): Enter then plays the chosen card instead of opening the menu again.
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused.closest(".bar")) focused.blur();
      clickIfShown(root, `[data-action="${KEY_ACTIONS[key]}"]`);
      return;
    }
    if (key === "n") {
      clickIfShown(root, '#result [data-action="nextHand"], #result [data-action="playAgain"]');
      return;
    }
    if (key === "enter" && !(event.target instanceof HTMLButtonElement)) {
      clickIfShown(root, '#actions [data-action="play"]');
      return;
    }
    if (key === "arrowleft" || key === "arrowright") moveInHand(root, dispatch, event, key === "arrowleft" ? -1 : 1);
  });
}

/**
 * ← →: the focus goes to the next card of the hand, which during play is the one chosen.
 * @param {HTMLElement} root
 * @param {Dispatch} dispatch
 * @param {KeyboardEvent} event
 * @param {number} step
 */
function moveInHand(root, dispatch, event, step) {
  const cards = [.../** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("#hand [data-card]"))]; // buttons
  if (!cards.length) return;
  const active = document.activeElement;
  const here = active instanceof HTMLElement ? cards.indexOf(active) : -1;
  const next = here < 0 ? (step > 0 ? 0 : cards.length - 1) : (here + step + cards.length) % cards.length;
  cards[next].focus();
  dispatch({ type: "focusCard", card: cards[next].dataset.card });
  event.preventDefault();
}

/**
 * @param {HTMLElement} root
 * @param {string} selector
 */
function clickIfShown(root, selector) {
  const button = /** @type {Control | null} */ (root.querySelector(selector)); // a button, found by data-action
  if (button && !button.hidden && !button.disabled && button.offsetParent !== null) button.click();
}
