// Ghost taps: the second tap of a double tap, or a tap a moment too late,
// lands on whatever the first one put in its place (the next hand's "Don't
// expose" where "Next hand" was, a menu item where the Menu button was). A
// decision button therefore takes a tap only once it has been on screen for
// QUIET_MS, unless it does not overlap the button tapped before it.
//
//   const guard = new TapGuard();
//   guard.seen(["actions|{...}", ...], now);     // after each drawing: the decision buttons on screen
//   guard.accepts({ key, rect }, now);          // on a tap: false for a ghost tap (the tap is dropped)
//
// A button is known by a key (its container and data attributes, input.js),
// not by its element: a dialog drawn again keeps its buttons' keys and times.

/** @typedef {{left: number, top: number, right: number, bottom: number}} Rect  a rectangle on screen (a DOMRect is one) */

/** How long a decision button must have been on screen before a tap on the place of the last one counts. */
export const QUIET_MS = 450;

/**
 * Whether two rectangles ({left, top, right, bottom}) share any area.
 * @param {Rect} a
 * @param {Rect} b
 */
export function overlaps(a, b) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

export class TapGuard {
  /** @type {Map<string | null, number>} */
  #shownAt = new Map(); // key -> when it came on screen
  /** @type {Rect | null} */
  #last = null; // the rectangle of the last tap taken
  /** @type {number} */
  #quietMs;
  /** @type {() => boolean} */
  #enabled;

  /**
   * @param {object} [options]
   * @param {number} [options.quietMs]
   * @param {() => boolean} [options.enabled] false: every tap counts (the page at speed 0, for tests)
   */
  constructor({ quietMs = QUIET_MS, enabled = () => true } = {}) {
    this.#quietMs = quietMs;
    this.#enabled = enabled;
  }

  /**
   * The decision buttons on screen now (their keys): those new to it are timed from `now`.
   * @param {Iterable<string | null>} keys  null: not a decision button
   * @param {number} now
   */
  seen(keys, now) {
    const next = new Map();
    for (const key of keys) next.set(key, this.#shownAt.get(key) ?? now);
    this.#shownAt = next;
  }

  /**
   * A tap on the button `key` (null: not a decision button, e.g. a card) whose
   * rectangle is `rect`, landing on `at` (the point tapped; the button's rectangle
   * when there is none, a key press): whether it counts. The button of one that
   * counts is the one before the next tap.
   * @param {{key?: string | null, rect: Rect, at?: Rect}} tap
   * @param {number} now
   */
  accepts({ key = null, rect, at = rect }, now) {
    const since = key === null ? undefined : this.#shownAt.get(key);
    const fresh = since !== undefined && now - since < this.#quietMs; // also a tap from before it came (now < since)
    const ghost = fresh && this.#last !== null && overlaps(this.#last, at) && this.#enabled();
    if (!ghost) this.#last = rect;
    return !ghost;
  }
}
