// What the page keeps in localStorage:
//   gongzhu.save.v1      the engine's save text, written after every action
//   gongzhu.ui.v1        the player's unfinished choices (exposure selection, selected card, open panel)
//   gongzhu.view.v1      a copy of the last view, tied to the save it came with, for drawing the
//                        table before Python is ready (saved-view.js)
//   gongzhu.settings.v1  language, preferred difficulty and the comfort settings (settings.js)
//   gongzhu.stats.v1     the player's statistics: games, wins, hands, streaks (stats.js)
//   gongzhu.save.corrupt.<timestamp>  a save that could not be read, set aside, never deleted unasked
//   gongzhu.save.aside.v1  a game in progress set aside for a link's game; the menu brings it back
//   gongzhu.practice.v1  a practice hand on the table (a deal replayed, Hard in South's seat, the deal
//                        of the day) and the save of the game to go back to (practice.js)
//   gongzhu.daily.v1     the deals of the day played: each day's result and Hard's (daily.js)
// Without localStorage (private modes, site data blocked: reading it may even throw)
// everything still works for this visit, and `kept` is false so the player can be told.
// A storage that refuses every write (not merely full: even rewriting what it
// holds fails) is read, but nothing in it is dropped to make room.
//
// When the storage is full, a save makes room, retrying after each step:
// first the view copy and the UI snapshot (both are only conveniences), then
// the set-aside copies of unreadable saves, oldest first, always keeping the
// newest, and last the statistics (then not written again this visit). The
// current save is never dropped. The statistics make room by dropping only the
// conveniences. `onFull` hears what happened, so the player can be told.

export const SAVE_KEY = "gongzhu.save.v1";
export const UI_KEY = "gongzhu.ui.v1";
export const VIEW_KEY = "gongzhu.view.v1";
export const SETTINGS_KEY = "gongzhu.settings.v1";
export const STATS_KEY = "gongzhu.stats.v1";
export const REVIEW_KEY = "gongzhu.review.v1"; // the last hand reviewed (review.js), a convenience
export const CORRUPT_PREFIX = "gongzhu.save.corrupt.";
export const ASIDE_KEY = "gongzhu.save.aside.v1";
export const PRACTICE_KEY = "gongzhu.practice.v1";
export const DAILY_KEY = "gongzhu.daily.v1";

/** @typedef {import("./settings.js").Settings} Settings */
/** @typedef {import("./stats.js").Stats} Stats */
/** What the page needs of localStorage (a stand-in in memory, or in tests, has the same). */
/** @typedef {Pick<Storage, "length" | "key" | "getItem" | "setItem" | "removeItem">} Store */
/** What a write that met a full storage reports (`onFull`). */
/** @typedef {{saved: boolean, dropped: string[], refused?: boolean}} FullReport */
/** The page's storage (createStorage). */
/** @typedef {ReturnType<typeof createStorage>} PageStorage */

/** @returns {Store} */
function memoryStore() {
  /** @type {Map<string, string>} */
  const items = new Map();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => (items.has(key) ? /** @type {string} */ (items.get(key)) : null),
    setItem: (key, value) => items.set(key, String(value)),
    removeItem: (key) => items.delete(key),
  };
}

/**
 * localStorage, or null when the browser has none or refuses it (site data blocked: a SecurityError).
 * @returns {Storage | null}
 */
export function browserStorage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether `store` refuses writes that need no room: one of its own items written again as it is.
 * @param {Store} store
 */
function refusesWrites(store) {
  try {
    const key = store.key(0);
    if (key === null) return true; // empty, yet the probe did not fit
    store.setItem(key, /** @type {string} */ (store.getItem(key))); // the item of a key it lists
    return false;
  } catch {
    return true;
  }
}

/**
 * The browser's store when it can be written, or is merely full: {store, kept};
 * one that refuses writes but holds something is still read (kept: false);
 * else one in memory for this visit.
 * @param {Store | null} candidate
 * @returns {{store: Store, kept: boolean}}
 */
function usableStore(candidate) {
  if (!candidate) return { store: memoryStore(), kept: false };
  try {
    const probe = "gongzhu.probe";
    candidate.setItem(probe, "1");
    candidate.removeItem(probe);
    return { store: candidate, kept: true };
  } catch {
    // Full is not unusable: what it holds (a save) is read, and a full store gets room made.
    try {
      if (candidate.length > 0) return { store: candidate, kept: !refusesWrites(candidate) };
    } catch {
      // not even readable
    }
    return { store: memoryStore(), kept: false };
  }
}

/**
 * The object stored as JSON under `key`, or null (none, or not an object): not checked further.
 * @param {Store} store
 * @param {string} key
 * @returns {Record<string, unknown> | null}
 */
function readJson(store, key) {
  try {
    const value = JSON.parse(store.getItem(key) ?? "null");
    return value && typeof value === "object" ? value : null;
  } catch {
    return null;
  }
}

/**
 * The set-aside copies of unreadable saves, oldest first.
 * @param {Store} store
 * @returns {string[]}
 */
function corruptKeys(store) {
  /** @type {string[]} */
  const keys = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(CORRUPT_PREFIX)) keys.push(key);
  }
  const stamp = (/** @type {string} */ key) => Number(key.slice(CORRUPT_PREFIX.length).split(".")[0]) || 0;
  return keys.sort((a, b) => stamp(a) - stamp(b) || a.localeCompare(b));
}

/**
 * The writes that may meet a full storage, and what they remember of it this
 * visit: what was dropped for room is not written again, an unreadable save
 * that could not be set aside is not replaced, and a failing save is reported
 * once when it fails and again when it works.
 */
class Room {
  #store;
  #kept;
  #onFull;
  #saveFailing = false; // the last save could not be written
  #conveniencesOff = false; // the view copy and UI snapshot were dropped for room: not written again this visit
  #viewOff = false; // the view copy alone did not fit: not written again this visit
  #saveLocked = false; // an unreadable save could not be set aside: it stays, and no save may replace it
  #statsOff = false; // the statistics were dropped for the save's room: not written again this visit

  /**
   * @param {Store} store
   * @param {boolean} kept
   * @param {(report: FullReport) => void} onFull
   */
  constructor(store, kept, onFull) {
    this.#store = store;
    this.#kept = kept;
    this.#onFull = onFull;
  }

  /**
   * Writes and reads back; false when the storage refused (full) or kept something else.
   * @param {string} key
   * @param {string} text
   * @returns {boolean}
   */
  put(key, text) {
    try {
      this.#store.setItem(key, text);
      return this.#store.getItem(key) === text;
    } catch (error) {
      console.warn(`Could not store ${key}:`, error);
      return false;
    }
  }

  /**
   * What may go to make room for `key`, in order: for the statistics only the
   * conveniences; for the save the statistics too, last. The newest set-aside save always stays.
   * @param {string} key
   * @returns {string[]}
   */
  #droppable(key) {
    const present = (/** @type {string} */ candidate) => this.#store.getItem(candidate) !== null;
    const conveniences = [REVIEW_KEY, VIEW_KEY, UI_KEY].filter(present);
    if (key === STATS_KEY) return conveniences;
    const stats = key === SAVE_KEY ? [STATS_KEY].filter(present) : [];
    return [...conveniences, ...corruptKeys(this.#store).slice(0, -1), ...stats];
  }

  /**
   * Writes `text` under `key`, dropping what may go until it fits: whether it is written, and what was dropped.
   * @param {string} key
   * @param {string} text
   * @returns {{written: boolean, dropped: string[]}}
   */
  putMakingRoom(key, text) {
    /** @type {string[]} */
    const dropped = [];
    for (;;) {
      if (this.put(key, text)) return { written: true, dropped };
      if (!this.#kept || refusesWrites(this.#store)) return { written: false, dropped }; // dropping cannot help
      const next = this.#droppable(key).find((candidate) => candidate !== key);
      if (!next) return { written: false, dropped };
      this.#store.removeItem(next);
      dropped.push(next);
      if (next === VIEW_KEY || next === UI_KEY || next === REVIEW_KEY) this.#conveniencesOff = true;
      if (next === STATS_KEY) this.#statsOff = true;
    }
  }

  /**
   * The statistics (stats.js): written when they fit, at the cost of the conveniences only (quietly, as they go).
   * @param {Stats} stats
   * @returns {boolean}
   */
  writeStats(stats) {
    return !this.#statsOff && this.putMakingRoom(STATS_KEY, JSON.stringify(stats)).written;
  }

  /**
   * @param {string} text
   * @returns {boolean}
   */
  writeSave(text) {
    if (this.#saveLocked) return false;
    if (this.put(SAVE_KEY, text)) {
      if (this.#saveFailing) {
        this.#saveFailing = false;
        this.#onFull({ saved: true, dropped: [] });
      }
      return true;
    }
    const { written, dropped } = this.putMakingRoom(SAVE_KEY, text);
    // Told once when saving stops, and again when it works again or something was dropped.
    const report =
      !written && refusesWrites(this.#store) ? { saved: false, dropped, refused: true } : { saved: written, dropped };
    if (written || dropped.length || !this.#saveFailing) this.#onFull(report);
    this.#saveFailing = !written;
    return written;
  }

  /**
   * A convenience (view copy, UI snapshot): written when it fits, never at the cost of anything.
   * @param {string} key
   * @param {string} text
   * @returns {boolean}
   */
  writeConvenience(key, text) {
    if (this.#conveniencesOff || (key === VIEW_KEY && this.#viewOff)) return false;
    if (this.put(key, text)) return true;
    if (!this.#kept || refusesWrites(this.#store)) return false; // nothing goes when nothing can be written
    if (key === VIEW_KEY) {
      // The first thing to give up: gone (it would belong to an older save), not tried again this visit.
      this.#store.removeItem(VIEW_KEY);
      this.#viewOff = true;
      return false;
    }
    if (this.#store.getItem(VIEW_KEY) !== null) {
      this.#store.removeItem(VIEW_KEY);
      this.#conveniencesOff = true;
      return this.put(key, text);
    }
    return false;
  }

  /**
   * An unreadable save set aside (createStorage's quarantineSave).
   * @param {string} text
   * @returns {string | null}
   */
  quarantineSave(text) {
    const store = this.#store;
    let key = `${CORRUPT_PREFIX}${Date.now()}`;
    for (let n = 1; store.getItem(key) !== null; n += 1) key = `${CORRUPT_PREFIX}${Date.now()}.${n}`;
    const { written, dropped } = this.putMakingRoom(key, text);
    if (dropped.length) this.#onFull({ saved: written, dropped });
    if (!written) {
      this.#saveLocked = true;
      return null;
    }
    store.removeItem(SAVE_KEY);
    return key;
  }
}

/**
 * @param {Store | null} [backend] localStorage, or a stand-in
 * @param {object} [hooks]
 * @param {(report: FullReport) => void} [hooks.onFull]
 *   a save met a full storage: whether it is saved now, the keys dropped to make room, and
 *   whether the storage refuses every write (then nothing is dropped)
 */
export function createStorage(backend = globalThis.localStorage, { onFull = () => {} } = {}) {
  const { store, kept } = usableStore(backend);
  const room = new Room(store, kept, onFull);

  return {
    /** False when nothing written now is there after a reload (no storage, or one that refuses writes). */
    kept,
    loadSave: () => store.getItem(SAVE_KEY),
    /** Stores the save; returns whether it is stored (the storage may be full). */
    writeSave: (/** @type {string} */ text) => room.writeSave(text),

    /**
     * Sets an unreadable save aside under gongzhu.save.corrupt.<time>. Returns
     * that key once the copy is written and read back, and only then removes
     * the save; returns null when no copy could be made (the save stays, and
     * no other save replaces it this visit).
     */
    quarantineSave: (/** @type {string} */ text) => room.quarantineSave(text),

    loadAside: () => store.getItem(ASIDE_KEY),
    /** Keeps a save text aside (dropping only conveniences or old unreadable copies for room); whether it is kept. */
    writeAside: (/** @type {string} */ text) => room.putMakingRoom(ASIDE_KEY, text).written,

    loadPractice: () => store.getItem(PRACTICE_KEY),
    /** Keeps the practice hand's record, with the game to go back to (as a set-aside game is kept); whether it is kept. */
    writePractice: (/** @type {string} */ text) => room.putMakingRoom(PRACTICE_KEY, text).written,
    clearPractice: () => store.removeItem(PRACTICE_KEY),
    loadDaily: () => store.getItem(DAILY_KEY),
    writeDaily: (/** @type {string} */ text) => room.put(DAILY_KEY, text),

    loadUi: () => readJson(store, UI_KEY),
    writeUi: (/** @type {string} */ text) => room.writeConvenience(UI_KEY, text), // already JSON: the controller compares texts

    loadReview: () => readJson(store, REVIEW_KEY),
    writeReview: (/** @type {unknown} */ review) => room.writeConvenience(REVIEW_KEY, JSON.stringify(review)),

    loadView: () => store.getItem(VIEW_KEY),
    writeView: (/** @type {string} */ text) => room.writeConvenience(VIEW_KEY, text),

    loadSettings: () => readJson(store, SETTINGS_KEY) ?? {},
    /** The settings record as stored (settings.js reads it), or null. */
    loadSettingsText: () => store.getItem(SETTINGS_KEY),
    writeSettings: (/** @type {Settings} */ settings) => room.put(SETTINGS_KEY, JSON.stringify(settings)),

    /** The statistics record as stored (stats.js reads it), or null. */
    loadStatsText: () => store.getItem(STATS_KEY),
    /** Stores the statistics; returns whether they are stored (the storage may be full). */
    writeStats: (/** @type {Stats} */ stats) => room.writeStats(stats),
  };
}
