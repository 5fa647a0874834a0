// South's hand: one <button data-card> per card, kept across frames (so focus
// and motion survive), marked with what the engine allows right now.

import { cardName } from "../cards.js";
import { isExposing, isSouthsTurn, seatEntry } from "../state.js";
import { drawFace } from "./card.js";
import { setAttr, setData, setProperty } from "./dom.js";
import { dealFromCentre, motionAllowed } from "./motion.js";

const PER_ROW_PORTRAIT = 7;

// What each card button last showed: an unchanged card is not touched again (most frames change one or two).
const drawn = new WeakMap();

function cardButton(code) {
  const button = document.createElement("button");
  button.type = "button";
  drawFace(button, code);
  const mark = document.createElement("span");
  mark.className = "mark";
  mark.setAttribute("aria-hidden", "true");
  button.append(mark);
  return button;
}

/** Each card's place in the fan (desktops draw the hand in a shallow arc): its distance from the middle. */
function placeInFan(container, count) {
  [...container.children].forEach((button, index) => {
    const off = index - (count - 1) / 2;
    setProperty(button, "--fan", String(off));
    setProperty(button, "--fan-y", String(off * off));
  });
}

/** The keyboard's place follows the chosen card (a hint, an arrow key): one highlighted card at a time. */
function focusFollowsChoice(container, state) {
  const active = document.activeElement;
  if (state.choice.selected && active?.parentElement === container && active.dataset.card !== state.choice.selected) {
    container.querySelector(`[data-card="${state.choice.selected}"]`)?.focus({ preventScroll: true });
  }
}

/** Each card marked with what the engine allows now: playable or exposable, chosen, hinted, exposed, its multiplier. */
function markCards(buttonOf, codes, state, i18n) {
  const view = state.view;
  const exposing = isExposing(state);
  const myTurn = isSouthsTurn(state);
  const exposedHeld = seatEntry(view)?.exposed_held ?? [];
  for (const code of codes) {
    const button = buttonOf(code);
    const exposable = exposing && view.exposable.includes(code);
    const playable = myTurn && view.legal.includes(code);
    const allowed = exposing ? exposable : playable;
    const selected = exposing ? state.choice.exposeSelection.includes(code) : state.choice.selected === code;
    const hinted = exposing
      ? Array.isArray(state.choice.hint?.cards) && state.choice.hint.cards.includes(code)
      : state.choice.hint?.card === code;

    const dimmed = (myTurn && !playable) || (exposing && !exposable);
    const exposed = exposedHeld.includes(code);
    // The short mark on an exposable (or exposed) card: its multiplier once exposed; the words are in the exposure panel.
    const effect = view.effects?.[code];
    const markText = effect && (exposable || exposed) ? i18n.t("times", { n: effect.times_after }) : "";
    const shown = [i18n.lang, exposing, allowed, selected, hinted, exposable, dimmed, exposed, markText].join("|");
    if (drawn.get(button) === shown) continue;
    drawn.set(button, shown);

    setAttr(button, "aria-label", cardName(code, i18n.t));
    setAttr(button, "aria-disabled", allowed ? "false" : "true");
    setAttr(button, "aria-pressed", exposing && exposable ? (selected ? "true" : "false") : null);
    button.classList.toggle("selected", selected);
    button.classList.toggle("hinted", hinted);
    button.classList.toggle("exposable", exposable);
    button.classList.toggle("dimmed", dimmed);
    button.classList.toggle("exposed", exposed);
    const mark = button.querySelector(".mark");
    if ((mark.dataset.t ?? "") !== markText) mark.dataset.t = markText; // CSS content, like the face
  }
}

/** A new deal (not a reload) flies in from the table centre; other new cards rise into place. */
function dealIn(container, state, scene, fresh, count) {
  // With the Deal button setting the new hand waits, unseen, for the tap on Deal.
  const root = container.closest("#app");
  setData(container, "awaitingDeal", state.engine.dealPending ? "true" : "false");
  if (state.engine.dealPending) {
    if (fresh.length && fresh.length === count) scene.heldDeal = state.table.dealId;
    return;
  }
  const held = scene.heldDeal === state.table.dealId;
  if (((fresh.length && fresh.length === count) || held) && state.table.dealId !== scene.lastDeal) {
    scene.lastDeal = state.table.dealId;
    if (motionAllowed(root)) {
      const centre = root.querySelector("#trick")?.getBoundingClientRect();
      dealFromCentre(scene, root, held ? [...container.children] : fresh, centre, state.speed);
    }
  }
}

/** The cards the hand shows: none once the hand is over. */
function shownCodes(state) {
  const view = state.view;
  return view && view.phase !== "hand-over" && view.phase !== "game-over" ? view.hand : [];
}

/** The place in the hand of the card with the keyboard focus when it is about to leave (not in `codes`), else -1. */
function leavingFocus(container, codes) {
  const index = [...container.children].indexOf(document.activeElement);
  return index >= 0 && !codes.includes(document.activeElement.dataset.card) ? index : -1;
}

/**
 * Before the frame changes anything: the keyboard focus, if on a card about to
 * leave (just played), moves now to the card that takes its place. Moved later,
 * between the frame's changes, the focus (and the focused card's removal) would
 * make the browser lay the page out again in the middle of the frame.
 * When new cards come too, renderHand moves it once they are in place.
 */
export function focusBeforeLeaving(container, state) {
  const codes = shownCodes(state);
  const focusedIndex = leavingFocus(container, codes);
  if (focusedIndex < 0) return;
  const kept = [...container.children].filter((button) => codes.includes(button.dataset.card));
  if (kept.length && kept.length === codes.length) kept[Math.min(focusedIndex, kept.length - 1)].focus({ preventScroll: true });
}

/** `scene` is the renderer's memory between frames (motion.js createScene). */
export function renderHand(container, state, i18n, scene) {
  const codes = shownCodes(state);
  const existing = new Map([...container.children].map((button) => [button.dataset.card, button]));
  // Where the keyboard focus was, if on a card about to leave (just played):
  // it moves to the card now in that place, never falls to <body>.
  const focusedIndex = leavingFocus(container, codes);

  for (const [code, button] of existing) {
    if (!codes.includes(code)) {
      button.remove(); // where it was is in scene.departed (motion.js measure), for its flight to the trick
      existing.delete(code);
    }
  }
  const fresh = [];
  codes.forEach((code, index) => {
    let button = existing.get(code);
    if (!button) {
      button = cardButton(code);
      fresh.push(button);
    }
    if (container.children[index] !== button) container.insertBefore(button, container.children[index] ?? null);
  });

  const count = codes.length;
  placeInFan(container, count);
  if (focusedIndex >= 0 && count) container.children[Math.min(focusedIndex, count - 1)].focus({ preventScroll: true });
  setProperty(container, "--count", String(Math.max(count, 1)));
  setProperty(container, "--per-row", String(count <= PER_ROW_PORTRAIT ? Math.max(count, 1) : Math.ceil(count / 2)));

  markCards((code) => existing.get(code) ?? fresh.find((b) => b.dataset.card === code), codes, state, i18n);
  focusFollowsChoice(container, state);
  dealIn(container, state, scene, fresh, count);
}
