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

const KEY_ACTIONS = {
  h: "hint",
  f: "fastForward",
};

/**
 * With a mouse, a card of the hand dragged onto the table is played
 * ({type: "dropCard"}); the click that ends a drag does nothing more.
 */
function attachDrag(root, dispatch) {
  let drag = null; // {card, element, x, y, moved}
  let swallowClick = false;
  root.addEventListener("pointerdown", (event) => {
    if (event.pointerType !== "mouse" || event.button !== 0) return;
    const element = event.target instanceof Element ? event.target.closest("#hand [data-card]") : null;
    if (!element || element.getAttribute("aria-disabled") === "true") return;
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
    const table = root.querySelector("#table").getBoundingClientRect();
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

export function attachInput(root, dispatch) {
  attachDrag(root, dispatch);
  // A tap anywhere (or a key), before anything else sees it.
  const interrupt = () => dispatch({ type: "interrupt" });
  document.addEventListener("pointerdown", interrupt, true);
  document.addEventListener("click", interrupt, true);
  document.addEventListener("keydown", interrupt, true);

  root.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const card = target.closest("#hand [data-card]");
    if (card) {
      dispatch({ type: "card", card: card.dataset.card });
      return;
    }
    const button = target.closest("[data-action]");
    if (button && !button.disabled) {
      const { action, ...data } = button.dataset;
      if (action === "toggleExpose") dispatch({ type: "card", card: data.expose });
      else dispatch({ type: action, ...data });
      return;
    }
    // A click on a dialog's backdrop (the dialog itself, outside its content) closes it.
    if (target instanceof HTMLDialogElement) dispatch({ type: "closePanel" });
  });

  for (const dialog of root.querySelectorAll("dialog")) {
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault(); // the state decides what is open
      dispatch({ type: "closePanel" });
    });
  }

  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (root.querySelector("dialog[open]")) return;
    const key = event.key.toLowerCase();
    if (key === "?") {
      dispatch({ type: "openPanel", panel: "help" });
      return;
    }
    if (KEY_ACTIONS[key]) {
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

/** ← →: the focus goes to the next card of the hand, which during play is the one chosen. */
function moveInHand(root, dispatch, event, step) {
  const cards = [...root.querySelectorAll("#hand [data-card]")];
  if (!cards.length) return;
  const here = cards.indexOf(document.activeElement);
  const next = here < 0 ? (step > 0 ? 0 : cards.length - 1) : (here + step + cards.length) % cards.length;
  cards[next].focus();
  dispatch({ type: "focusCard", card: cards[next].dataset.card });
  event.preventDefault();
}

function clickIfShown(root, selector) {
  const button = root.querySelector(selector);
  if (button && !button.hidden && !button.disabled && button.offsetParent !== null) button.click();
}
