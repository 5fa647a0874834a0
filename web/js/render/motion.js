// Card motion, by transform only (the Web Animations API): a card flies from
// where it was (South's hand, a computer's seat) to its place in the trick,
// and a finished trick slides to its winner. Nothing moves when the player
// prefers reduced motion or the page runs with ?speed=0.

const reducedMotion = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)");

/** Where South's cards were just before they left the hand: code -> DOMRect. */
export const departed = new Map();

export function motionAllowed(root) {
  return root.dataset.motion !== "off" && !reducedMotion?.matches;
}

function offset(from, to) {
  const dx = from.left + from.width / 2 - (to.left + to.width / 2);
  const dy = from.top + from.height / 2 - (to.top + to.height / 2);
  const scale = from.width && to.width ? from.width / to.width : 1;
  return `translate(${dx}px, ${dy}px) scale(${scale})`;
}

/** Animates `element` (already in place) from the rectangle `from`. */
export function flyFrom(element, from, duration = 320) {
  if (!from) return;
  element.animate([{ transform: offset(from, element.getBoundingClientRect()) }, { transform: "none" }], {
    duration,
    easing: "cubic-bezier(.2,.7,.3,1)",
  });
}

/** Slides `element` towards the rectangle `to` while fading, then removes it. */
export function flyAway(element, to, duration = 380) {
  const here = element.getBoundingClientRect();
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

/** New cards in South's hand rise into place, one after the other. */
export function dealIn(elements) {
  elements.forEach((element, index) => {
    element.animate(
      [
        { transform: "translateY(60%) scale(0.9)", opacity: 0 },
        { transform: "none", opacity: 1 },
      ],
      { duration: 260, delay: index * 28, easing: "ease-out", fill: "backwards" },
    );
  });
}
