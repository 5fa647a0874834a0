// One tab owns the game (web/js/tab-owner.js), on a stand-in for navigator.locks.
import assert from "node:assert/strict";
import { test } from "node:test";

import { LOCK_NAME, createTabOwner, guardStorage } from "../../web/js/tab-owner.js";

/** navigator.locks for one lock name, shared by the "tabs": waiting (with a signal), steal and release as the Web Locks API does them. */
function fakeLocks() {
  let holder = null; // {reject}
  const waiting = [];
  const grant = (callback) =>
    new Promise((resolve, reject) => {
      holder = { reject };
      Promise.resolve(callback({ name: LOCK_NAME })).then(resolve);
    });
  return {
    request(name, options, callback) {
      assert.equal(name, LOCK_NAME);
      if (holder && options.steal) {
        holder.reject(new DOMException("The lock was stolen.", "AbortError"));
        holder = null;
      }
      if (!holder) return grant(callback);
      return new Promise((resolve, reject) => {
        const entry = { callback, resolve, reject };
        waiting.push(entry);
        options.signal?.addEventListener("abort", () => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(options.signal.reason);
        });
      });
    },
    /** The holder's page unloads: the next waiting request gets the lock. */
    release() {
      holder = null;
      const next = waiting.shift();
      if (next) grant(next.callback).then(next.resolve, next.reject);
    },
  };
}

function recordingStorage() {
  const writes = [];
  const write = (name) => (value) => writes.push([name, value]) > 0;
  return {
    writes,
    storage: {
      kept: true,
      loadSave: () => "save",
      writeSave: write("writeSave"),
      writeView: write("writeView"),
      writeUi: write("writeUi"),
      writeStats: write("writeStats"),
      writeSettings: write("writeSettings"),
      quarantineSave: (text) => (writes.push(["quarantineSave", text]), "key"),
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

test("the first tab owns the game; a second one does not, and writes nothing of the game", async () => {
  const locks = fakeLocks();
  const first = createTabOwner({ locks });
  assert.equal(await first.settled, true);
  const second = createTabOwner({ locks, waitMs: 20 });
  assert.equal(await second.settled, false);
  assert.equal(second.owned, false);

  const { storage, writes } = recordingStorage();
  const guarded = guardStorage(storage, second);
  assert.equal(guarded.writeSave("older save"), false);
  assert.equal(guarded.writeStats({ games: 1 }), false);
  assert.equal(guarded.writeView("view"), false);
  assert.equal(guarded.writeUi("{}"), false);
  assert.equal(guarded.quarantineSave("save"), null);
  assert.equal(guarded.writeSettings({ lang: "de" }), true); // the player's settings are not the game's
  assert.equal(guarded.loadSave(), "save");
  assert.equal(guarded.kept, true);
  assert.deepEqual(writes, [["writeSettings", { lang: "de" }]]);
  assert.equal(guardStorage(storage, first).writeSave("newer save"), true);
});

test("taking over: the other tab hears at once that it lost the game and stops writing", async () => {
  const locks = fakeLocks();
  const lost = [];
  const first = createTabOwner({ locks, onLost: () => lost.push("first") });
  await first.settled;
  const second = createTabOwner({ locks, onLost: () => lost.push("second"), waitMs: 20 });
  await second.settled;
  const { storage, writes } = recordingStorage();
  const old = guardStorage(storage, first);

  assert.equal(await second.takeOver(), true);
  await tick();
  assert.deepEqual(lost, ["first"]);
  assert.equal(first.owned, false);
  assert.equal(second.owned, true);
  assert.equal(old.writeSave("a save older than the other tab's"), false);
  assert.deepEqual(writes, []);
  // And back again.
  assert.equal(await first.takeOver(), true);
  await tick();
  assert.deepEqual(lost, ["first", "second"]);
  assert.equal(await first.takeOver(), true); // already its own: nothing happens
  assert.deepEqual(lost, ["first", "second"]);
});

test("a page that reloads gets the lock its unloading self lets go of a moment later", async () => {
  const locks = fakeLocks();
  const before = createTabOwner({ locks });
  await before.settled;
  const after = createTabOwner({ locks, waitMs: 1000 });
  setTimeout(() => locks.release(), 30);
  assert.equal(await after.settled, true);
  assert.equal(after.owned, true);
});

test("without Web Locks every tab owns the game, as before", async () => {
  const owner = createTabOwner({ locks: null });
  assert.equal(await owner.settled, true);
  assert.equal(owner.owned, true);
});
