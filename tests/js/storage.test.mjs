// What the page keeps in localStorage (web/js/storage.js), on a fake localStorage.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  CORRUPT_PREFIX,
  SAVE_KEY,
  SETTINGS_KEY,
  STATS_KEY,
  UI_KEY,
  VIEW_KEY,
  browserStorage,
  createStorage,
} from "../../web/js/storage.js";

/** A localStorage stand-in: a Map with the Storage methods the page uses; `fail` makes writes throw. */
function fakeLocalStorage({ fail = null } = {}) {
  const items = new Map();
  return {
    items,
    fail,
    getItem(key) {
      return items.has(key) ? items.get(key) : null;
    },
    setItem(key, value) {
      if (this.fail?.(key)) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      items.set(key, String(value));
    },
    removeItem(key) {
      items.delete(key);
    },
  };
}

test("the save text is written and read back under its key, as is", () => {
  const backend = fakeLocalStorage();
  const storage = createStorage(backend);
  assert.equal(storage.loadSave(), null);
  storage.writeSave('{"code": "ABC123"}');
  assert.equal(backend.items.get(SAVE_KEY), '{"code": "ABC123"}');
  assert.equal(storage.loadSave(), '{"code": "ABC123"}');
});

test("a storage made later reads what an earlier one wrote (a reload)", () => {
  const backend = fakeLocalStorage();
  createStorage(backend).writeSave("save text");
  createStorage(backend).writeSettings({ lang: "de", level: "hard" });
  const again = createStorage(backend);
  assert.equal(again.loadSave(), "save text");
  assert.deepEqual(again.loadSettings(), { lang: "de", level: "hard" });
});

test("the probe leaves nothing behind", () => {
  const backend = fakeLocalStorage();
  createStorage(backend);
  assert.deepEqual([...backend.items.keys()], []);
});

test("settings and UI state are JSON; anything unreadable reads as nothing", () => {
  const backend = fakeLocalStorage();
  const storage = createStorage(backend);
  assert.deepEqual(storage.loadSettings(), {});
  assert.equal(storage.loadUi(), null);
  storage.writeUi(JSON.stringify({ panel: "menu" }));
  assert.deepEqual(storage.loadUi(), { panel: "menu" });
  for (const text of ["{not json", "42", '"text"', "null"]) {
    backend.items.set(UI_KEY, text);
    backend.items.set(SETTINGS_KEY, text);
    assert.equal(storage.loadUi(), null, text);
    assert.deepEqual(storage.loadSettings(), {}, text);
  }
});

test("an unreadable save is moved aside, never deleted", (t) => {
  t.mock.method(Date, "now", () => 1700000000000);
  const backend = fakeLocalStorage();
  const storage = createStorage(backend);
  storage.writeSave("garbage");
  const key = storage.quarantineSave("garbage");
  assert.equal(key, `${CORRUPT_PREFIX}1700000000000`);
  assert.equal(backend.items.get(key), "garbage");
  assert.equal(storage.loadSave(), null);
});

test("without a usable localStorage everything still works for this visit", () => {
  for (const backend of [null, fakeLocalStorage({ fail: () => true })]) {
    const storage = createStorage(backend);
    storage.writeSave("save text");
    storage.writeSettings({ lang: "es" });
    storage.writeUi('{"selected": "QS"}');
    assert.equal(storage.loadSave(), "save text");
    assert.deepEqual(storage.loadSettings(), { lang: "es" });
    assert.deepEqual(storage.loadUi(), { selected: "QS" });
  }
});

test("a write refused later (storage full) does not throw, and the old save is kept", (t) => {
  t.mock.method(console, "warn", () => {});
  const backend = fakeLocalStorage();
  const storage = createStorage(backend);
  storage.writeSave("first");
  backend.fail = (key) => key === SAVE_KEY;
  assert.doesNotThrow(() => storage.writeSave("second"));
  assert.equal(backend.items.get(SAVE_KEY), "first");
});

/** A localStorage stand-in with a quota, as browsers count it: the characters of every key and value. */
function quotaLocalStorage(quota) {
  const items = new Map();
  const used = () => [...items].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  return {
    items,
    quota,
    used,
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    setItem(key, value) {
      const text = String(value);
      const before = items.get(key);
      const size = used() - (before === undefined ? 0 : key.length + before.length) + key.length + text.length;
      if (size > this.quota) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      items.set(key, text);
    },
    removeItem: (key) => items.delete(key),
  };
}

/** A roomy quota storage holding a save of 100 characters, a view copy, set-aside saves from `stamps` and, with `ui`, a UI snapshot. */
function storedUp({ stamps = [1, 2], ui = true } = {}) {
  const backend = quotaLocalStorage(1_000_000);
  const reports = [];
  const storage = createStorage(backend, { onFull: (report) => reports.push(report) });
  backend.setItem(VIEW_KEY, "v".repeat(100));
  if (ui) backend.setItem(UI_KEY, "{}");
  for (const stamp of stamps) backend.setItem(`${CORRUPT_PREFIX}${stamp}000`, "c".repeat(200));
  storage.writeSave("s".repeat(100));
  return { backend, storage, reports };
}

test("a full storage makes room for the save: view copy and UI first, then old set-aside saves, the newest kept", (t) => {
  t.mock.method(console, "warn", () => {});
  const { backend, storage, reports } = storedUp({ stamps: [3, 1, 2] });
  backend.quota = backend.used(); // full, the save included

  // A save 250 characters longer needs the view copy, the UI snapshot and one old copy to go.
  assert.equal(storage.writeSave("s".repeat(350)), true);
  assert.equal(storage.loadSave(), "s".repeat(350));
  assert.deepEqual(reports, [{ saved: true, dropped: [VIEW_KEY, UI_KEY, `${CORRUPT_PREFIX}1000`] }]);
  // Much longer: every old copy but the newest goes, and that is not enough. The old save stays.
  assert.equal(storage.writeSave("s".repeat(5000)), false);
  assert.equal(storage.loadSave(), "s".repeat(350));
  assert.deepEqual(reports[1], { saved: false, dropped: [`${CORRUPT_PREFIX}2000`] });
  assert.equal(backend.getItem(`${CORRUPT_PREFIX}3000`), "c".repeat(200));
  // Failing again is not reported again; saving again is.
  assert.equal(storage.writeSave("s".repeat(4000)), false);
  assert.equal(reports.length, 2);
  assert.equal(storage.writeSave("s".repeat(300)), true);
  assert.deepEqual(reports[2], { saved: true, dropped: [] });
  // The view copy and UI snapshot, dropped for room, are not written again this visit.
  assert.equal(storage.writeUi("{}"), false);
  assert.equal(storage.writeView("{}"), false);
  assert.equal(backend.getItem(UI_KEY), null);
});

test("the statistics are kept under their own key; for room they drop only the conveniences", (t) => {
  t.mock.method(console, "warn", () => {});
  const { backend, storage } = storedUp();
  assert.equal(storage.loadStatsText(), null);
  assert.equal(storage.writeStats({ games: 1 }), true);
  assert.equal(storage.loadStatsText(), '{"games":1}');
  backend.quota = backend.used();

  // Longer statistics: the view copy goes (enough room), never the save nor a set-aside save.
  assert.equal(storage.writeStats({ games: 1, note: "n".repeat(60) }), true);
  assert.equal(backend.getItem(VIEW_KEY), null);
  assert.equal(storage.writeStats({ games: 1, note: "n".repeat(500) }), false);
  assert.equal(backend.getItem(UI_KEY), null);
  assert.equal(storage.loadSave(), "s".repeat(100));
  assert.equal(backend.getItem(`${CORRUPT_PREFIX}1000`), "c".repeat(200));
  assert.equal(JSON.parse(storage.loadStatsText()).note.length, 60);
});

test("a save in a full storage drops the statistics last, after the old set-aside saves", (t) => {
  t.mock.method(console, "warn", () => {});
  const { backend, storage, reports } = storedUp({ ui: false });
  storage.writeStats({ games: 3, note: "n".repeat(300) });
  backend.quota = backend.used();

  // 500 more characters: the view copy (~115), the older copy (~220) and then the statistics (~330).
  assert.equal(storage.writeSave("s".repeat(600)), true);
  assert.deepEqual(reports, [{ saved: true, dropped: [VIEW_KEY, `${CORRUPT_PREFIX}1000`, STATS_KEY] }]);
  assert.equal(backend.getItem(`${CORRUPT_PREFIX}2000`), "c".repeat(200));
  // Dropped for the save's room, they are not written again this visit.
  assert.equal(storage.writeStats({ games: 4 }), false);
  assert.equal(storage.loadStatsText(), null);
  // A copy of an unreadable save never drops the statistics.
  const other = createStorage(backend);
  other.writeStats({ games: 1 });
  assert.equal(other.quarantineSave("x".repeat(400)), null);
  assert.equal(other.loadStatsText(), '{"games":1}');
});

test("a view copy that does not fit goes, and is not tried again this visit; the UI snapshot stays", (t) => {
  t.mock.method(console, "warn", () => {});
  const backend = quotaLocalStorage(1000);
  const storage = createStorage(backend);
  assert.equal(storage.writeView("old view"), true);
  assert.equal(storage.writeSave("s".repeat(100)), true);
  assert.equal(storage.writeView("v".repeat(2000)), false);
  assert.equal(backend.getItem(VIEW_KEY), null);
  assert.equal(storage.writeView("small"), false);
  assert.equal(backend.getItem(VIEW_KEY), null);
  assert.equal(storage.writeUi("{}"), true);
  assert.equal(storage.loadSave(), "s".repeat(100));
});

test("an unreadable save is removed only once its copy is written and read back", (t) => {
  t.mock.method(console, "warn", () => {});
  t.mock.method(Date, "now", () => 1700000000000);
  const big = "x".repeat(3000);
  const backend = quotaLocalStorage(5000);
  const storage = createStorage(backend);
  storage.writeSave(big);
  // No room for a copy beside it: it stays, and no new save replaces it.
  assert.equal(storage.quarantineSave(big), null);
  assert.equal(storage.loadSave(), big);
  assert.equal(storage.writeSave("new game"), false);
  assert.equal(storage.loadSave(), big);

  // With room, the copy is checked before the save goes; a second one the same millisecond gets its own key.
  const roomy = quotaLocalStorage(100_000);
  const kept = createStorage(roomy);
  kept.writeSave(big);
  assert.equal(kept.quarantineSave(big), `${CORRUPT_PREFIX}1700000000000`);
  kept.writeSave("other");
  assert.equal(kept.quarantineSave("other"), `${CORRUPT_PREFIX}1700000000000.1`);
  assert.equal(roomy.getItem(`${CORRUPT_PREFIX}1700000000000`), big);
  assert.equal(kept.loadSave(), null);
});

test("a copy that reads back differently is not a copy: the save stays", (t) => {
  t.mock.method(console, "warn", () => {});
  const backend = fakeLocalStorage();
  const storage = createStorage(backend);
  storage.writeSave("garbage");
  const setItem = backend.setItem.bind(backend);
  backend.setItem = (key, value) => setItem(key, key.startsWith(CORRUPT_PREFIX) ? String(value).slice(1) : value);
  assert.equal(storage.quarantineSave("garbage"), null);
  assert.equal(storage.loadSave(), "garbage");
});

test("a full localStorage is still the one read and written, not a stand-in in memory", (t) => {
  t.mock.method(console, "warn", () => {});
  const backend = quotaLocalStorage(100);
  backend.setItem(SAVE_KEY, "s".repeat(100 - SAVE_KEY.length));
  const storage = createStorage(backend);
  assert.equal(storage.loadSave(), "s".repeat(100 - SAVE_KEY.length));
  assert.equal(storage.writeSave("shorter"), true);
  assert.equal(backend.getItem(SAVE_KEY), "shorter");
});

test("a storage that refuses every write loses nothing: no item goes to make room, and it says it keeps nothing", (t) => {
  t.mock.method(console, "warn", () => {});
  const backend = quotaLocalStorage(1_000_000);
  for (const [key, text] of [[SAVE_KEY, "old save"], [STATS_KEY, '{"games":4}'], [VIEW_KEY, "view"], [UI_KEY, "{}"]]) {
    backend.setItem(key, text);
  }
  const before = new Map(backend.items);
  backend.setItem = () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
  const reports = [];
  const storage = createStorage(backend, { onFull: (report) => reports.push(report) });
  assert.equal(storage.kept, false);
  assert.equal(storage.loadSave(), "old save"); // still read
  assert.equal(storage.writeSave("new save"), false);
  assert.equal(storage.writeStats({ games: 5 }), false);
  assert.equal(storage.writeView("new view"), false);
  assert.equal(storage.writeUi("{}"), false);
  assert.equal(storage.quarantineSave("old save"), null);
  assert.deepEqual(backend.items, before);
  assert.deepEqual(reports, [{ saved: false, dropped: [], refused: true }]);
});

test("a storage that starts refusing writes in play drops nothing either", (t) => {
  t.mock.method(console, "warn", () => {});
  const { backend, storage, reports } = storedUp();
  assert.equal(storage.kept, true);
  storage.writeStats({ games: 2 });
  const before = new Map(backend.items);
  backend.setItem = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  assert.equal(storage.writeSave("s".repeat(400)), false);
  assert.equal(storage.writeView("v"), false);
  assert.deepEqual(backend.items, before);
  assert.deepEqual(reports, [{ saved: false, dropped: [], refused: true }]);
});

test("no localStorage at all, or one that cannot even be read: the storage says it keeps nothing", () => {
  assert.equal(createStorage(null).kept, false);
  const unreadable = {
    get length() {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
    setItem() {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
  };
  const storage = createStorage(unreadable);
  assert.equal(storage.kept, false);
  assert.equal(storage.writeSave("save"), true); // in memory, for this visit
  assert.equal(storage.loadSave(), "save");
  assert.equal(createStorage(fakeLocalStorage()).kept, true);
});

test("browserStorage() is null when reading localStorage throws (site data blocked)", () => {
  const own = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
  Object.defineProperty(globalThis, "localStorage", {
    configurable: true,
    get() {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
  });
  try {
    assert.equal(browserStorage(), null);
  } finally {
    if (own) Object.defineProperty(globalThis, "localStorage", own);
    else delete globalThis.localStorage;
  }
});

test("every record the page keeps is written and read back by its pair of methods", () => {
  const storage = createStorage(fakeLocalStorage());
  const pairs = [
    ["writeSave", "loadSave", '{"code": "ABC123"}'],
    ["writeAside", "loadAside", '{"code": "DEF456"}'],
    ["writePractice", "loadPractice", '{"hand": 1}'],
    ["writeDaily", "loadDaily", '{"days": []}'],
    ["writeView", "loadView", '{"phase": "play"}'],
  ];
  for (const [write, load, text] of pairs) {
    assert.notEqual(storage[write](text), false, write);
    assert.equal(storage[load](), text, load);
  }
});
