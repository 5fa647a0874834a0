// What the page keeps in localStorage (web/js/storage.js), on a fake localStorage.
import assert from "node:assert/strict";
import { test } from "node:test";

import { CORRUPT_PREFIX, SAVE_KEY, SETTINGS_KEY, UI_KEY, createStorage } from "../../web/js/storage.js";

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
