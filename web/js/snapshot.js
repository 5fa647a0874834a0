// Memory snapshots of the Python worker: Python with the game package
// imported and no game started, so that a repeat visit restores it instead of
// starting Python and importing the package again (several times faster).
//
//   const name = await snapshotCacheName();      // null when the build is unknown
//   const bytes = await readSnapshot(name);      // null when none is stored; throws if damaged
//   await storeSnapshot(name, bytes);            // false when it could not be stored
//   await discardSnapshot(name);
//
// A snapshot is what Pyodide's makeMemorySnapshot() returns (about 31 MB),
// kept in Cache Storage in a cache of its own named after the Pyodide version
// and the build hash of build/version.json: another build or runtime never
// sees it, and storing one deletes those of other builds. The service worker's
// caches (gongzhu-page-*) are another prefix, so it leaves these alone. It is a
// pure cache: anything wrong with it means a normal start.
//
// It is stored as it is. gzip (CompressionStream) makes it about 6 MB, but
// unpacking it would take longer than reading 31 MB, on every start, and
// packing it seconds of the worker's time while the first game is played.
// Pyodide checks the snapshot's header and build id; checkShape() its size.

export const SNAPSHOT_CACHE_PREFIX = "gongzhu-snapshot-";
const VERSION_URL = new URL("../build/version.json", import.meta.url).href;
// The key of the one entry in a snapshot cache (never fetched).
export const SNAPSHOT_URL = new URL("../build/memory-snapshot", import.meta.url).href;
// Pyodide's header is a multiple of 16 bytes, the memory after it whole WebAssembly pages.
const WASM_PAGE = 65_536;

function cacheStorage() {
  return typeof caches === "undefined" ? null : caches;
}

/** The cache for this build's snapshot, "gongzhu-snapshot-<pyodide>-<hash>", or null. */
export async function snapshotCacheName() {
  if (!cacheStorage()) return null;
  const response = await fetch(VERSION_URL, { cache: "no-cache" });
  if (!response.ok) return null;
  const { pyodide, hash } = await response.json();
  if (typeof pyodide !== "string" || typeof hash !== "string" || !pyodide || !hash) return null;
  return `${SNAPSHOT_CACHE_PREFIX}${pyodide}-${hash}`;
}

/** Throws unless `bytes` have the shape of a Pyodide memory snapshot. */
function checkShape(bytes) {
  if (bytes.byteLength < 64 || bytes.byteLength % 16 !== 0) {
    throw new Error(`the snapshot has ${bytes.byteLength} bytes`);
  }
  const headerSize = new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true);
  const memory = bytes.byteLength - headerSize;
  if (headerSize < 48 || headerSize % 16 !== 0 || memory <= 0 || memory % WASM_PAGE !== 0) {
    throw new Error("the snapshot's header does not fit its size");
  }
}

/** The stored snapshot of cache `name` as bytes, or null if there is none; throws if it is damaged. */
export async function readSnapshot(name) {
  const storage = cacheStorage();
  if (!name || !storage || !(await storage.has(name))) return null;
  const response = await (await storage.open(name)).match(SNAPSHOT_URL);
  if (!response) return null;
  const bytes = new Uint8Array(await response.arrayBuffer());
  checkShape(bytes);
  return bytes;
}

/** Deletes the snapshot caches of other builds and runtimes. */
async function deleteOthers(name) {
  const storage = cacheStorage();
  for (const key of await storage.keys()) {
    if (key.startsWith(SNAPSHOT_CACHE_PREFIX) && key !== name) await storage.delete(key);
  }
}

/**
 * Stores `bytes` as the snapshot of cache `name`, and deletes
 * the others first (their space is better used for this one). Never throws: a
 * snapshot that cannot be stored (a full storage, say) only means a slower start.
 */
export async function storeSnapshot(name, bytes) {
  try {
    checkShape(bytes);
    await deleteOthers(name);
    const response = new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } });
    await (await cacheStorage().open(name)).put(SNAPSHOT_URL, response);
    return true;
  } catch (error) {
    console.info(`The memory snapshot was not stored (${error?.message ?? error}); Python will start the slower way.`);
    await discardSnapshot(name);
    return false;
  }
}

/** Deletes the snapshot cache `name` (a damaged or unusable snapshot); never throws. */
export async function discardSnapshot(name) {
  try {
    await cacheStorage()?.delete(name);
  } catch {
    // Nothing stored, or storage unavailable: there is nothing to discard.
  }
}
