// Memory snapshots of the Python worker: Python with the game package
// imported and no game started, so that a repeat visit restores it instead of
// starting Python and importing the package again (several times faster).
//
//   const name = await snapshotCacheName();          // null when the build is unknown
//   const stored = await findStoredSnapshot(namePromise, digestPromise);  // null when none fits
//   const bytes = await stored.bytes;                // read meanwhile; rejects if damaged
//   await storeSnapshot(name, bytes, digest);        // false when it could not be stored
//   await discardSnapshot(name);
//
// `digest` is the SHA-256 (hex) of the game package the snapshot imported
// (packageDigest()): a snapshot is only used with the very package it was made
// from, even if the build record were to say otherwise.
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
// Addresses are the bundle's, web/build/page.js or worker.js (scripts/build.py): one directory below web/.
const VERSION_URL = new URL("../build/version.json", import.meta.url).href;
// The key of the one entry in a snapshot cache (never fetched).
export const SNAPSHOT_URL = new URL("../build/memory-snapshot", import.meta.url).href;
// Pyodide's header is a multiple of 16 bytes, the memory after it whole WebAssembly pages.
const WASM_PAGE = 65_536;

/** @returns {CacheStorage | null} */
function cacheStorage() {
  return typeof caches === "undefined" ? null : caches;
}

/**
 * The cache for this build's snapshot, "gongzhu-snapshot-<pyodide>-<hash>", or null.
 * @returns {Promise<string | null>}
 */
export async function snapshotCacheName() {
  if (!cacheStorage()) return null;
  const response = await fetch(VERSION_URL, { cache: "no-cache" });
  if (!response.ok) return null;
  const { pyodide, hash } = await response.json();
  if (typeof pyodide !== "string" || typeof hash !== "string" || !pyodide || !hash) return null;
  return `${SNAPSHOT_CACHE_PREFIX}${pyodide}-${hash}`;
}

const PACKAGE_HEADER = "X-Package-SHA256";

/**
 * The SHA-256 of the game package's bytes, as hex.
 * @param {BufferSource} bytes
 * @returns {Promise<string>}
 */
export async function packageDigest(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Throws unless `bytes` have the shape of a Pyodide memory snapshot.
 * @param {Uint8Array} bytes
 */
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

/**
 * The snapshot stored for the build `name` and made with the package `digest`,
 * or null when there is none (both are promises: the snapshot is looked for
 * while they are found out; with none stored, neither is waited for). Its bytes
 * are read from the moment it is found, while it is checked: the result is
 * {bytes}, a promise that rejects if they are damaged.
 * @param {Promise<string | null>} name
 * @param {Promise<string>} digest
 * @returns {Promise<{bytes: Promise<Uint8Array>} | null>}
 */
export async function findStoredSnapshot(name, digest) {
  const storage = cacheStorage();
  if (!storage) return null;
  // Only one snapshot is kept (storeSnapshot), so the one there is read before the build's name is known;
  // with none (a first visit) the start does not wait for the name either (a request for version.json).
  const kept = (await storage.keys()).filter((key) => key.startsWith(SNAPSHOT_CACHE_PREFIX));
  if (kept.length === 0) return null;
  const candidate = kept.length === 1 ? kept[0] : await name;
  if (!candidate || !(await storage.has(candidate))) return null;
  const response = await (await storage.open(candidate)).match(SNAPSHOT_URL);
  if (!response) return null;
  const bytes = response.arrayBuffer().then((buffer) => {
    const snapshot = new Uint8Array(buffer);
    checkShape(snapshot);
    return snapshot;
  });
  bytes.catch(() => {}); // reported where it is awaited
  if ((await name) !== candidate || response.headers.get(PACKAGE_HEADER) !== (await digest)) return null;
  return { bytes };
}

/**
 * Deletes every stored snapshot.
 * @param {CacheStorage} storage
 */
async function deleteAll(storage) {
  for (const key of await storage.keys()) {
    if (key.startsWith(SNAPSHOT_CACHE_PREFIX)) await storage.delete(key);
  }
}

/**
 * Stores `bytes`, made with the package `digest`, as the snapshot of cache
 * `name`, and deletes any other first (their space is better used for this
 * one). Never throws: a snapshot that cannot be stored (a full storage, say)
 * only means a slower start.
 * @param {string} name
 * @param {Uint8Array} bytes
 * @param {string} digest
 * @returns {Promise<boolean>}
 */
export async function storeSnapshot(name, bytes, digest) {
  try {
    checkShape(bytes);
    const storage = cacheStorage();
    if (!storage) throw new Error("this browser has no Cache Storage");
    await deleteAll(storage);
    const headers = { "Content-Type": "application/octet-stream", [PACKAGE_HEADER]: digest };
    const body = /** @type {Uint8Array<ArrayBuffer>} */ (bytes); // Wasm memory copied out, never a SharedArrayBuffer
    const response = new Response(body, { headers });
    await (await storage.open(name)).put(SNAPSHOT_URL, response);
    return true;
  } catch (error) {
    const reason = /** @type {{message?: string} | null | undefined} */ (error)?.message ?? error;
    console.info(`The memory snapshot was not stored (${reason}); Python will start the slower way.`);
    await discardSnapshot(name);
    return false;
  }
}

/**
 * Deletes the snapshot cache `name` (a damaged or unusable snapshot); never throws.
 * @param {string} name
 */
export async function discardSnapshot(name) {
  try {
    await cacheStorage()?.delete(name);
  } catch {
    // Nothing stored, or storage unavailable: there is nothing to discard.
  }
}
