// Card motion, by transform only (the Web Animations API): a card flies from
// where it was (South's hand, a computer's seat) to its place in the trick,
// and a finished trick slides to its winner. Nothing moves when the player
// prefers reduced motion or the page runs with ?speed=0.

const reducedMotion = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)");

/**
 * What the drawing remembers from one frame to the next; the renderer owns one.
 *   departed  where South's cards were just before they left the hand: code -> DOMRect
 *   rects     where things were at the start of this frame (measure()): element -> DOMRect
 *   deal      the running deal animation: {animations, root}
 *   lastDeal  the state's dealId whose cards have been dealt on screen
 */
export function createScene() {
  return { departed: new Map(), rects: new Map(), deal: { animations: [], root: null }, lastDeal: 0 };
}

/**
 * Reads, before the frame changes anything, where the cards about to move are
 * and where they go: South's cards leaving the hand, the trick's cards and
 * slots, the seats' plates. Read first, the page is laid out once for all of
 * them, not once per read between the frame's changes (a long task on a phone).
 */
export function measure(root, state, scene) {
  scene.rects.clear();
  if (!motionAllowed(root)) return;
  const view = state.view;
  const hand = view && view.phase !== "hand-over" && view.phase !== "game-over" ? view.hand : [];
  for (const button of root.querySelectorAll("#hand [data-card]")) {
    if (!hand.includes(button.dataset.card)) scene.departed.set(button.dataset.card, button.getBoundingClientRect());
  }
  const shown = state.table.trick.map((entry) => entry.card);
  const present = [...root.querySelectorAll("#trick .table-card:not(.leaving)")];
  const same = present.length === shown.length && present.every((element) => shown.includes(element.dataset.card));
  if (same) return;
  for (const element of [...present, ...root.querySelectorAll("#trick .slot, .seat[data-seat] .plate")]) {
    scene.rects.set(element, element.getBoundingClientRect());
  }
}

export function motionAllowed(root) {
  return root.dataset.motion !== "off" && !reducedMotion?.matches;
}

function offset(from, to) {
  const dx = from.left + from.width / 2 - (to.left + to.width / 2);
  const dy = from.top + from.height / 2 - (to.top + to.height / 2);
  const scale = from.width && to.width ? from.width / to.width : 1;
  return `translate(${dx}px, ${dy}px) scale(${scale})`;
}

/** Animates `element` (already in place, the rectangle `to`) from the rectangle `from`. */
export function flyFrom(element, from, to = element.getBoundingClientRect(), duration = 320) {
  if (!from || !to) return;
  element.animate([{ transform: offset(from, to) }, { transform: "none" }], {
    duration,
    easing: "cubic-bezier(.2,.7,.3,1)",
  });
}

/** Slides `element` (at the rectangle `here`) towards the rectangle `to` while fading, then removes it. */
export function flyAway(element, to, here = element.getBoundingClientRect(), duration = 380) {
  const target = { left: to.left + to.width / 2 - here.width / 4, top: to.top + to.height / 2 - here.height / 4, width: here.width / 2, height: here.height / 2 };
  const dx = target.left + target.width / 2 - (here.left + here.width / 2);
  const dy = target.top + target.height / 2 - (here.top + here.height / 2);
  const animation = element.animate(
    [
      { transform: "none", opacity: 1 },
      { transform: `translate(${dx}px, ${dy}px) scale(0.5)`, opacity: 0 },
    ],
    { duration, easing: "ease-in", fill: "forwards" },
  );
  animation.onfinish = () => element.remove();
  animation.oncancel = () => element.remove();
}

// ---- the deal ----------------------------------------------------------------

const DEAL_GAP = 40; // ms between two cards, at speed 1
const DEAL_FLIGHT = 300;
function dealOver(deal) {
  deal.animations = [];
  if (deal.root) deal.root.dataset.dealing = "false";
}

/**
 * At the start of a hand: South's cards fly from the table centre into the
 * hand one by one. `speed` stretches it (capped, so a slow test page stays usable).
 */
export function dealFromCentre(scene, root, elements, centre, speed = 1) {
  skipDeal(scene);
  const deal = scene.deal;
  if (!elements.length || !centre) return;
  const stretch = Math.min(Math.max(speed, 0.25), 3);
  // A DOMRect's left/top/width/height are getters on its prototype, not own
  // properties: spreading one ({...centre}) copies nothing. Name each one.
  const start = {
    left: centre.left + centre.width * 0.15,
    top: centre.top + centre.height * 0.15,
    width: centre.width * 0.7,
    height: centre.height * 0.7,
  };
  deal.root = root;
  root.dataset.dealing = "true";
  deal.animations = elements.map((element, index) => {
    const animation = element.animate(
      [{ transform: offset(start, element.getBoundingClientRect()), opacity: 0.2 }, { transform: "none", opacity: 1 }],
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

/** A tap (or key) during the deal: every card at its place at once. Returns whether a deal was running. */
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
