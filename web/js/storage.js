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

function memoryStore() {
  const items = new Map();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    setItem: (key, value) => items.set(key, String(value)),
    removeItem: (key) => items.delete(key),
  };
}

/** localStorage, or null when the browser has none or refuses it (site data blocked: a SecurityError). */
export function browserStorage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Whether `store` refuses writes that need no room: one of its own items written again as it is. */
function refusesWrites(store) {
  try {
    const key = store.key(0);
    if (key === null) return true; // empty, yet the probe did not fit
    store.setItem(key, store.getItem(key));
    return false;
  } catch {
    return true;
  }
}

/**
 * The browser's store when it can be written, or is merely full: {store, kept};
 * one that refuses writes but holds something is still read (kept: false);
 * else one in memory for this visit.
 */
function usableStore(candidate) {
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

function readJson(store, key) {
  try {
    const value = JSON.parse(store.getItem(key) ?? "null");
    return value && typeof value === "object" ? value : null;
  } catch {
    return null;
  }
}

/** The set-aside copies of unreadable saves, oldest first. */
function corruptKeys(store) {
  const keys = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(CORRUPT_PREFIX)) keys.push(key);
  }
  const stamp = (key) => Number(key.slice(CORRUPT_PREFIX.length).split(".")[0]) || 0;
  return keys.sort((a, b) => stamp(a) - stamp(b) || a.localeCompare(b));
}

/**
 * @param {Storage|null} [backend] localStorage, or a stand-in
 * @param {object} [hooks]
 * @param {(report: {saved: boolean, dropped: string[], refused?: boolean}) => void} [hooks.onFull]
 *   a save met a full storage: whether it is saved now, the keys dropped to make room, and
 *   whether the storage refuses every write (then nothing is dropped)
 */
export function createStorage(backend = globalThis.localStorage, { onFull = () => {} } = {}) {
  const { store, kept } = usableStore(backend);
  let saveFailing = false; // the last save could not be written
  let conveniencesOff = false; // the view copy and UI snapshot were dropped for room: not written again this visit
  let viewOff = false; // the view copy alone did not fit: not written again this visit
  let saveLocked = false; // an unreadable save could not be set aside: it stays, and no save may replace it
  let statsOff = false; // the statistics were dropped for the save's room: not written again this visit

  /** Writes and reads back; false when the storage refused (full) or kept something else. */
  function put(key, text) {
    try {
      store.setItem(key, text);
      return store.getItem(key) === text;
    } catch (error) {
      console.warn(`Could not store ${key}:`, error);
      return false;
    }
  }

  const present = (key) => store.getItem(key) !== null;

  /**
   * What may go to make room for `key`, in order: for the statistics only the
   * conveniences; for the save the statistics too, last. The newest set-aside save always stays.
   */
  function droppable(key) {
    const conveniences = [REVIEW_KEY, VIEW_KEY, UI_KEY].filter(present);
    if (key === STATS_KEY) return conveniences;
    const stats = key === SAVE_KEY ? [STATS_KEY].filter(present) : [];
    return [...conveniences, ...corruptKeys(store).slice(0, -1), ...stats];
  }

  /** Writes `text` under `key`, dropping what may go until it fits: whether it is written, and what was dropped. */
  function putMakingRoom(key, text) {
    const dropped = [];
    for (;;) {
      if (put(key, text)) return { written: true, dropped };
      if (!kept || refusesWrites(store)) return { written: false, dropped }; // dropping cannot help
      const next = droppable(key).find((candidate) => candidate !== key);
      if (!next) return { written: false, dropped };
      store.removeItem(next);
      dropped.push(next);
      if (next === VIEW_KEY || next === UI_KEY || next === REVIEW_KEY) conveniencesOff = true;
      if (next === STATS_KEY) statsOff = true;
    }
  }

  /** The statistics (stats.js): written when they fit, at the cost of the conveniences only (quietly, as they go). */
  function writeStats(stats) {
    return !statsOff && putMakingRoom(STATS_KEY, JSON.stringify(stats)).written;
  }

  function writeSave(text) {
    if (saveLocked) return false;
    if (put(SAVE_KEY, text)) {
      if (saveFailing) {
        saveFailing = false;
        onFull({ saved: true, dropped: [] });
      }
      return true;
    }
    const { written, dropped } = putMakingRoom(SAVE_KEY, text);
    // Told once when saving stops, and again when it works again or something was dropped.
    const report = !written && refusesWrites(store) ? { saved: false, dropped, refused: true } : { saved: written, dropped };
    if (written || dropped.length || !saveFailing) onFull(report);
    saveFailing = !written;
    return written;
  }

  /** A convenience (view copy, UI snapshot): written when it fits, never at the cost of anything. */
  function writeConvenience(key, text) {
    if (conveniencesOff || (key === VIEW_KEY && viewOff)) return false;
    if (put(key, text)) return true;
    if (!kept || refusesWrites(store)) return false; // nothing goes when nothing can be written
    if (key === VIEW_KEY) {
      // The first thing to give up: gone (it would belong to an older save), not tried again this visit.
      store.removeItem(VIEW_KEY);
      viewOff = true;
      return false;
    }
    if (store.getItem(VIEW_KEY) !== null) {
      store.removeItem(VIEW_KEY);
      conveniencesOff = true;
      return put(key, text);
    }
    return false;
  }

  return {
    /** False when nothing written now is there after a reload (no storage, or one that refuses writes). */
    kept,
    loadSave: () => store.getItem(SAVE_KEY),
    /** Stores the save; returns whether it is stored (the storage may be full). */
    writeSave,

    /**
     * Sets an unreadable save aside under gongzhu.save.corrupt.<time>. Returns
     * that key once the copy is written and read back, and only then removes
     * the save; returns null when no copy could be made (the save stays, and
     * no other save replaces it this visit).
     */
    quarantineSave(text) {
      let key = `${CORRUPT_PREFIX}${Date.now()}`;
      for (let n = 1; store.getItem(key) !== null; n += 1) key = `${CORRUPT_PREFIX}${Date.now()}.${n}`;
      const { written, dropped } = putMakingRoom(key, text);
      if (dropped.length) onFull({ saved: written, dropped });
      if (!written) {
        saveLocked = true;
        return null;
      }
      store.removeItem(SAVE_KEY);
      return key;
    },

    loadAside: () => store.getItem(ASIDE_KEY),
    /** Keeps a save text aside (dropping only conveniences or old unreadable copies for room); whether it is kept. */
    writeAside: (text) => putMakingRoom(ASIDE_KEY, text).written,

    loadPractice: () => store.getItem(PRACTICE_KEY),
    /** Keeps the practice hand's record, with the game to go back to (as a set-aside game is kept); whether it is kept. */
    writePractice: (text) => putMakingRoom(PRACTICE_KEY, text).written,
    clearPractice: () => store.removeItem(PRACTICE_KEY),
    loadDaily: () => store.getItem(DAILY_KEY),
    writeDaily: (text) => put(DAILY_KEY, text),

    loadUi: () => readJson(store, UI_KEY),
    writeUi: (text) => writeConvenience(UI_KEY, text), // already JSON: the controller compares texts

    loadReview: () => readJson(store, REVIEW_KEY),
    writeReview: (review) => writeConvenience(REVIEW_KEY, JSON.stringify(review)),

    loadView: () => store.getItem(VIEW_KEY),
    writeView: (text) => writeConvenience(VIEW_KEY, text),

    loadSettings: () => readJson(store, SETTINGS_KEY) ?? {},
    /** The settings record as stored (settings.js reads it), or null. */
    loadSettingsText: () => store.getItem(SETTINGS_KEY),
    writeSettings: (settings) => put(SETTINGS_KEY, JSON.stringify(settings)),

    /** The statistics record as stored (stats.js reads it), or null. */
    loadStatsText: () => store.getItem(STATS_KEY),
    /** Stores the statistics; returns whether they are stored (the storage may be full). */
    writeStats,
  };
}
