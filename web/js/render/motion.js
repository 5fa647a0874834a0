// Card motion, by transform only (the Web Animations API): a card flies from
// where it was (South's hand, a computer's seat) to its place in the trick,
// and a finished trick slides to its winner. Nothing moves when the player
// prefers reduced motion or the page runs with ?speed=0.

import { findAll } from "./dom.js";

/** @typedef {import("../state.js").State} State */
/** @typedef {{left: number, top: number, width: number, height: number}} Box a rectangle on the page */

/**
 * What the drawing remembers from one frame to the next (createScene).
 * @typedef {object} Scene
 * @property {Map<string, DOMRect>} departed
 * @property {Map<Element, DOMRect>} rects
 * @property {{animations: Animation[], root: HTMLElement | null}} deal
 * @property {number} lastDeal
 * @property {number} [heldDeal]  the dealId of a deal that waited for the tap on Deal (hand.js)
 */

/** @type {MediaQueryList | undefined} */
const reducedMotion = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)");

/**
 * What the drawing remembers from one frame to the next; the renderer owns one.
 *   departed  where South's cards were just before they left the hand: code -> DOMRect
 *   rects     where things were at the start of this frame (measure()): element -> DOMRect
 *   deal      the running deal animation: {animations, root}
 *   lastDeal  the state's dealId whose cards have been dealt on screen
 * @returns {Scene}
 */
export function createScene() {
  return { departed: new Map(), rects: new Map(), deal: { animations: [], root: null }, lastDeal: 0 };
}

/**
 * Reads, before the frame changes anything, where the cards about to move are
 * and where they go: South's cards leaving the hand, the trick's cards and
 * slots, the seats' plates. Read first, the page is laid out once for all of
 * them, not once per read between the frame's changes (a long task on a phone).
 * @param {HTMLElement} root
 * @param {State} state
 * @param {Scene} scene
 */
export function measure(root, state, scene) {
  scene.rects.clear();
  if (!motionAllowed(root)) return;
  const view = state.view;
  const hand = view && view.phase !== "hand-over" && view.phase !== "game-over" ? view.hand : [];
  for (const button of findAll(root, "#hand [data-card]")) {
    const code = button.dataset.card ?? "";
    if (!hand.includes(code)) scene.departed.set(code, button.getBoundingClientRect());
  }
  const shown = state.table.trick.map((entry) => entry.card);
  const present = findAll(root, "#trick .table-card:not(.leaving)");
  const same = present.length === shown.length && present.every((element) => shown.includes(element.dataset.card ?? ""));
  if (same) return;
  for (const element of [...present, ...root.querySelectorAll("#trick, #trick .slot, .seat[data-seat] .plate")]) {
    scene.rects.set(element, element.getBoundingClientRect());
  }
}

/** @param {HTMLElement} root */
export function motionAllowed(root) {
  return root.dataset.motion !== "off" && !reducedMotion?.matches;
}

/**
 * The player prefers reduced motion (and the page is not in its test mode without motion): fades only.
 * @param {HTMLElement} root
 */
export function fadesOnly(root) {
  return root.dataset.motion !== "off" && Boolean(reducedMotion?.matches);
}

/**
 * Fades `element` out where it is, then removes it (a finished trick under reduced motion).
 * @param {Element} element
 * @param {number} [duration]  ms
 */
export function fadeAway(element, duration = 320) {
  const animation = element.animate([{ opacity: 1 }, { opacity: 0 }], { duration, easing: "ease-in", fill: "forwards" });
  animation.onfinish = () => element.remove();
  animation.oncancel = () => element.remove();
}

/**
 * The transform that puts a box at `to` where `from` is.
 * @param {Box} from
 * @param {Box} to
 */
function offset(from, to) {
  const dx = from.left + from.width / 2 - (to.left + to.width / 2);
  const dy = from.top + from.height / 2 - (to.top + to.height / 2);
  const scale = from.width && to.width ? from.width / to.width : 1;
  return `translate(${dx}px, ${dy}px) scale(${scale})`;
}

/**
 * Animates `element` (already in place, the rectangle `to`) from the rectangle `from`.
 * @param {Element} element
 * @param {Box | undefined} from
 * @param {Box} [to]
 * @param {number} [duration]  ms
 */
export function flyFrom(element, from, to = element.getBoundingClientRect(), duration = 320) {
  if (!from || !to) return;
  element.animate([{ transform: offset(from, to) }, { transform: "none" }], {
    duration,
    easing: "cubic-bezier(.2,.7,.3,1)",
  });
}

/**
 * Sweeps `element` (at the rectangle `here`) to the rectangle `to`, the winner's
 * seat: the trick's cards gather at `middle` (the trick's centre), then slide
 * together to the seat, shrinking, and fade only as they arrive; then it is removed.
 * @param {Element} element
 * @param {Box} to
 * @param {Box} [here]
 * @param {Box | null} [middle]
 * @param {number} [duration]  ms
 */
export function flyAway(element, to, here = element.getBoundingClientRect(), middle = null, duration = 560) {
  const centre = (/** @type {Box} */ r) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  const from = centre(here);
  const gather = middle ? centre(middle) : from;
  const end = centre(to);
  const animation = element.animate(
    [
      { transform: "none", opacity: 1 },
      { offset: 0.3, transform: `translate(${gather.x - from.x}px, ${gather.y - from.y}px)`, opacity: 1 },
      { offset: 0.85, transform: `translate(${end.x - from.x}px, ${end.y - from.y}px) scale(0.55)`, opacity: 1 },
      { transform: `translate(${end.x - from.x}px, ${end.y - from.y}px) scale(0.45)`, opacity: 0 },
    ],
    { duration, easing: "cubic-bezier(.4,0,.6,1)", fill: "forwards" },
  );
  animation.onfinish = () => element.remove();
  animation.oncancel = () => element.remove();
}

// ---- the deal ----------------------------------------------------------------

const DEAL_GAP = 40; // ms between two cards, at speed 1
const DEAL_FLIGHT = 300;
/** @param {Scene["deal"]} deal */
function dealOver(deal) {
  deal.animations = [];
  if (deal.root) deal.root.dataset.dealing = "false";
}

/**
 * At the start of a hand: South's cards fly from the table centre into the
 * hand one by one. `speed` stretches it (capped, so a slow test page stays usable).
 * @param {Scene} scene
 * @param {HTMLElement} root
 * @param {Element[]} elements
 * @param {Box | undefined} centre  the table centre's rectangle
 * @param {number} [speed]
 */
export function dealFromCentre(scene, root, elements, centre, speed = 1) {
  skipDeal(scene);
  const deal = scene.deal;
  if (!elements.length || !centre) return;
  const stretch = Math.min(Math.max(speed, 0.25), 3);
  deal.root = root;
  root.dataset.dealing = "true"; // the hand is drawn under the table's panels and buttons meanwhile (CSS)
  deal.animations = elements.map((element, index) => {
    // From a card-sized spot at the table centre, a little smaller than in the hand.
    const to = element.getBoundingClientRect();
    const start = {
      left: centre.left + centre.width / 2 - to.width * 0.4,
      top: centre.top + centre.height / 2 - to.height * 0.4,
      width: to.width * 0.8,
      height: to.height * 0.8,
    };
    const animation = element.animate(
      [{ transform: offset(start, to), opacity: 0.6 }, { transform: "none", opacity: 1 }],
      { duration: DEAL_FLIGHT * stretch, delay: index * DEAL_GAP * stretch, easing: "cubic-bezier(.2,.7,.3,1)", fill: "backwards" },
    );
    animation.id = "deal";
    return animation;
  });
  const all = deal.animations;
  Promise.all(all.map((animation) => animation.finished.catch(() => {}))).then(() => {
    if (deal.animations === all) dealOver(deal);
  });
}

/**
 * A tap (or key) during the deal: every card at its place at once. Returns whether a deal was running.
 * @param {Scene} scene
 */
export function skipDeal(scene) {
  const deal = scene.deal;
  if (!deal.animations.length) return false;
  for (const animation of deal.animations) {
    try {
      animation.finish();
    } catch {
      animation.cancel();
    }
  }
  dealOver(deal);
  return true;
}
