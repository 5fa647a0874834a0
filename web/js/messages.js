// Timed messages on the state object: the short toast (why a card may not be
// played, a level change), the pig, goat and transformer callouts, and the
// exposures revealed together as play starts. Each one clears itself after a
// while; the renderer only draws what the state holds.

import { SPECIAL } from "./cards.js";
import { addCallout, dropCallout, hideReveal, hideToast, pointOf, showReveal, showToast } from "./state.js";
import { STATS_KEY, UI_KEY, VIEW_KEY } from "./storage.js";

// Milliseconds at speed 1.
const TOAST_TIME = 3800;
const CALLOUT_TIME = 2400;
const REVEAL_TIME = 5000; // the exposures revealed together, as play starts

export class Messages {
  #state;
  #changed;
  #announce;
  #nextId = 1;

  /**
   * @param {object} parts
   * @param {object} parts.state the one state object (state.js)
   * @param {() => void} parts.changed asks for a new frame
   * @param {(text: string) => void} [parts.announce] says a text to screen readers too
   */
  constructor({ state, changed, announce = () => {} }) {
    this.#state = state;
    this.#changed = changed;
    this.#announce = announce;
  }

  /** At the start of play: every exposure revealed together, and the skip message. */
  announceHandStart() {
    const state = this.#state;
    const view = state.view;
    hideReveal(state);
    if (view.phase !== "play" || view.tricks_played > 0 || view.trick.length > 0) return;
    if (!view.rules?.exposure) return;
    const reveal = view.seats.map((seat) => ({ seat: seat.seat, cards: seat.exposed }));
    showReveal(state, reveal, Boolean(view.nothing_to_expose));
    setTimeout(() => {
      if (state.table.reveal === reveal) {
        hideReveal(state);
        this.#changed();
      }
    }, REVEAL_TIME * Math.max(state.speed, 0.5));
  }

  /** A short message over the hand. */
  toast(text) {
    const state = this.#state;
    const id = this.#nextId++;
    showToast(state, { id, text, at: pointOf(state.view) }); // it goes as soon as the game moves on
    this.#announce(text);
    this.#changed();
    setTimeout(() => {
      if (state.messages.toast?.id === id) {
        hideToast(state);
        this.#changed();
      }
    }, TOAST_TIME);
  }

  /** A pig, goat or transformer callout: it landed on the table, or `seat` took it. */
  callout(kind, seat, taken) {
    const state = this.#state;
    const id = this.#nextId++;
    addCallout(state, { id, kind, seat, taken });
    setTimeout(() => {
      dropCallout(state, id);
      this.#changed();
    }, CALLOUT_TIME * Math.max(state.speed, 0.5));
  }

  /** A callout for each pig, goat or transformer in a finished trick, naming who took it. */
  calloutsTaken(trick, winner) {
    for (const played of trick) {
      if (SPECIAL[played.card]) this.callout(SPECIAL[played.card], winner, true);
    }
  }
}

/**
 * The notices for a save that met a full storage (storage.js onFull): whether
 * the game is saved now, and what was dropped to make room, one line each.
 */
export function storageNotices({ saved, dropped, refused = false }) {
  if (refused) return [{ key: "notice.notKept", params: {} }];
  const head = saved
    ? { key: dropped.length ? "notice.storageFreed" : "notice.savingAgain", params: {} }
    : { key: "notice.storageFull", params: {} };
  const lines = dropped.map((key) => {
    if (key === VIEW_KEY) return { key: "notice.droppedView", params: {} };
    if (key === UI_KEY) return { key: "notice.droppedUi", params: {} };
    if (key === STATS_KEY) return { key: "notice.droppedStats", params: {} };
    return { key: "notice.droppedCopy", params: { key } };
  });
  return [head, ...lines];
}
