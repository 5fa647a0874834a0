// One tab owns the game: the tab that holds the Web Lock "gongzhu.game". Any
// other tab of the page (the same game opened twice, another game, an old tab
// left open after an update) writes nothing to the stored game or statistics,
// shows "this game is open in another tab", and may take the game over: it
// steals the lock (the other tab learns at once that it lost it) and starts
// again from the save, so nothing newer is ever written over.
//
//   const owner = createTabOwner({ onLost: () => ... });   // asks for the lock at once
//   await owner.settled;            // true: this tab owns the game; false: another tab does
//   const storage = guardStorage(createStorage(...), owner); // the game's writes only while it owns it
//   await owner.takeOver();         // this tab's now; the other one hears onLost
//
// A browser without Web Locks (or an insecure page) cannot tell tabs apart:
// every tab owns the game, as before.

export const LOCK_NAME = "gongzhu.game";
// A page that reloads (or goes to another address of the game) lets go of the lock as it
// unloads, a moment after the next page may ask: that long the next page waits for it.
const WAIT_MS = 1500;

/** @typedef {import("./storage.js").PageStorage} PageStorage */
/** Whether this tab owns the game (createTabOwner). */
/** @typedef {ReturnType<typeof createTabOwner>} TabOwner */

/**
 * @param {object} [parts]
 * @param {LockManager|null} [parts.locks] navigator.locks, or a stand-in
 * @param {() => void} [parts.onLost] another tab took the game over (or the lock was lost otherwise)
 * @param {number} [parts.waitMs] how long to wait for the lock at the start
 */
export function createTabOwner({ locks = globalThis.navigator?.locks ?? null, onLost = () => {}, waitMs = WAIT_MS } = {}) {
  let owned = !locks;
  /** @type {(owns: boolean) => void} */
  let settle = () => {}; // replaced at once, by the promise `settled`
  /** @type {Promise<boolean>} */
  const settled = new Promise((resolve) => (settle = resolve));

  /**
   * Holds the lock until it is stolen: resolves once held (true) or not to be had in time (false).
   * @type {(locks: LockManager, options: LockOptions) => Promise<boolean>}
   */
  function hold(locks, options) {
    return new Promise((resolve) => {
      const request = locks.request(LOCK_NAME, options, (lock) => {
        if (!lock) {
          resolve(false);
          return undefined;
        }
        owned = true;
        resolve(true);
        return new Promise(() => {}); // held for the page's life
      });
      request.catch(() => {
        if (!owned) {
          resolve(false); // another tab kept it all the while
          return;
        }
        // Stolen by another tab's takeOver(): this tab no longer writes.
        owned = false;
        onLost();
      });
    });
  }

  if (locks) {
    const waited = new AbortController();
    const timer = setTimeout(() => waited.abort(), waitMs);
    hold(locks, { signal: waited.signal }).then((owns) => {
      clearTimeout(timer);
      settle(owns);
    });
  } else {
    settle(true);
  }

  return {
    /** Whether this tab owns the game now. */
    get owned() {
      return owned;
    },
    /** Resolves with whether this tab owned the game once the lock was asked for. */
    settled,
    /** Takes the game over from the tab that owns it; resolves once this tab does. */
    takeOver() {
      if (owned || !locks) return Promise.resolve(true);
      return hold(locks, { steal: true });
    },
  };
}

// What only the owner of the game writes: the game, its view copy and UI choices, the statistics.
/** @type {readonly (keyof PageStorage)[]} */
const GAME_WRITES = ["writeSave", "writeView", "writeUi", "writeStats", "writeAside", "quarantineSave"];

/**
 * The storage, with the game's writes refused (returning false or null, as a full storage would) unless `owner` owns the game.
 * @param {PageStorage} storage
 * @param {{owned: boolean}} owner
 * @returns {PageStorage}
 */
export function guardStorage(storage, owner) {
  /** @type {Record<string, unknown>} */
  const guarded = { ...storage };
  for (const name of GAME_WRITES) {
    const write = /** @type {(...args: unknown[]) => unknown} */ (storage[name]);
    guarded[name] = (/** @type {unknown[]} */ ...args) => (owner.owned ? write(...args) : name === "quarantineSave" ? null : false);
  }
  return /** @type {PageStorage} */ (guarded);
}
