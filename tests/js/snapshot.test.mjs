// Finding the stored memory snapshot (web/js/engine/snapshot.js), with a stand-in Cache Storage.
import assert from "node:assert/strict";
import { test } from "node:test";

import { findStoredSnapshot, SNAPSHOT_CACHE_PREFIX, SNAPSHOT_URL } from "../../web/js/engine/snapshot.js";

/** Bytes shaped as Pyodide's snapshot: a 48-byte header (its size at offset 4), then one wasm page. */
function snapshotBytes() {
  const bytes = new Uint8Array(48 + 65_536);
  new DataView(bytes.buffer).setUint32(4, 48, true);
  return bytes;
}

/** Cache Storage holding `entries`: cache name -> {digest} (a snapshot made with that package). */
function standInCaches(entries) {
  return {
    keys: async () => Object.keys(entries),
    has: async (name) => Object.hasOwn(entries, name),
    open: async (name) => ({
      match: async (url) =>
        url === SNAPSHOT_URL
          ? new Response(snapshotBytes(), { headers: { "X-Package-SHA256": entries[name].digest } })
          : undefined,
    }),
  };
}

const NAME = `${SNAPSHOT_CACHE_PREFIX}314.0.7-abc`;

/** `globalThis.caches` is `storage` until the test ends. */
function withCaches(t, storage) {
  globalThis.caches = storage;
  t.after(() => delete globalThis.caches);
}
const never = new Promise(() => {});

test("with no snapshot stored, the look-up answers at once, without the build's name or the package", async (t) => {
  withCaches(t, standInCaches({ "gongzhu-page-x": {} }));
  assert.equal(await findStoredSnapshot(never, never), null);
});

test("the snapshot stored for this build and package is found, and one of another package is not", async (t) => {
  withCaches(t, standInCaches({ [NAME]: { digest: "d1" } }));
  const found = await findStoredSnapshot(Promise.resolve(NAME), Promise.resolve("d1"));
  assert.equal((await found.bytes).byteLength, 48 + 65_536);
  assert.equal(await findStoredSnapshot(Promise.resolve(NAME), Promise.resolve("d2")), null);
  assert.equal(await findStoredSnapshot(Promise.resolve(`${NAME}-other`), Promise.resolve("d1")), null);
});
