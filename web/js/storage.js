// What the page keeps in localStorage, under three keys:
//   gongzhu.save.v1      the engine's save text, written after every action
//   gongzhu.ui.v1        the player's unfinished choices (exposure selection, selected card, open panel)
//   gongzhu.settings.v1  language and preferred difficulty
// A save that cannot be read is moved to gongzhu.save.corrupt.<timestamp>, never deleted.
// Without localStorage (private modes, quota) everything still works for this visit.

export const SAVE_KEY = "gongzhu.save.v1";
export const UI_KEY = "gongzhu.ui.v1";
export const SETTINGS_KEY = "gongzhu.settings.v1";
export const CORRUPT_PREFIX = "gongzhu.save.corrupt.";

function memoryStore() {
  const items = new Map();
  return {
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    setItem: (key, value) => items.set(key, String(value)),
    removeItem: (key) => items.delete(key),
  };
}

function usableStore(candidate) {
  try {
    const probe = "gongzhu.probe";
    candidate.setItem(probe, "1");
    candidate.removeItem(probe);
    return candidate;
  } catch {
    return memoryStore();
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

export function createStorage(backend = globalThis.localStorage) {
  const store = usableStore(backend);

  function write(key, text) {
    try {
      store.setItem(key, text);
    } catch (error) {
      console.warn(`Could not store ${key}:`, error);
    }
  }

  return {
    loadSave: () => store.getItem(SAVE_KEY),
    writeSave: (text) => write(SAVE_KEY, text),

    /** Moves an unreadable save aside; returns the key it now lives under. */
    quarantineSave(text) {
      const key = `${CORRUPT_PREFIX}${Date.now()}`;
      write(key, text);
      store.removeItem(SAVE_KEY);
      return key;
    },

    loadUi: () => readJson(store, UI_KEY),
    writeUi: (text) => write(UI_KEY, text), // already JSON: the controller compares texts

    loadSettings: () => readJson(store, SETTINGS_KEY) ?? {},
    writeSettings: (settings) => write(SETTINGS_KEY, JSON.stringify(settings)),
  };
}
