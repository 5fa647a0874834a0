// Service worker: keeps the page, the Python runtime and the game package on the
// device, so that after one visit the game starts and plays with no network.
//
// What to keep comes from build/precache.js, written by scripts/build.py: the
// build hash and every file the page loads with its size and SHA-256. A new
// build changes that script, and so the browser's update check sees a new
// worker. The new worker stores the new build in its own cache
// (gongzhu-page-<hash>), taking unchanged files from the old cache rather than
// the network, and checks every file against its SHA-256: a failed or partial
// download fails the install, and the old worker and its cache go on serving.
// The new worker then waits until the page asks it to take over (the player's
// "Reload", see js/offline.js); once active it deletes the old caches.
//
// Requests: a precached file is answered from the cache when the stored copy is
// whole (its recorded hash and size match), else from the network (and the copy
// is mended); a page load answers index.html the same way. Anything else goes to
// the network untouched. The save lives in localStorage, which this worker never
// touches: losing the cache never loses a game.
//
// The Python worker keeps its memory snapshot in caches of its own
// (gongzhu-snapshot-*, see js/engine/snapshot.js); this worker leaves them alone.
//
// Messages from the page: {type: "skip-waiting"} activates a waiting worker.

/* global GONGZHU_BUILD */
importScripts("build/precache.js");

const BUILD = self.GONGZHU_BUILD;
const CACHE_PREFIX = "gongzhu-page-";
const CACHE = `${CACHE_PREFIX}${BUILD.hash}`;
const SCOPE = new URL("./", self.location.href);
const HASH_HEADER = "X-Content-SHA256";
const VERSION_NAME = "build/version.json";
const DOWNLOADS_AT_ONCE = 4;

// Shown for a page load when neither the network nor the cache can answer.
const OFFLINE_TEXTS = {
  en: {
    title: "Gong Zhu is not available offline yet",
    body: "You are offline, and the game is not stored on this device. Connect to the internet and reload: after that, it also plays offline. Your saved game is kept.",
    reload: "Reload",
  },
  de: {
    title: "Gong Zhu ist offline noch nicht verfügbar",
    body: "Du bist offline, und das Spiel ist auf diesem Gerät nicht gespeichert. Verbinde dich mit dem Internet und lade neu: danach läuft es auch offline. Dein gespeichertes Spiel bleibt erhalten.",
    reload: "Neu laden",
  },
  es: {
    title: "Gong Zhu aún no está disponible sin conexión",
    body: "No tienes conexión y el juego no está guardado en este dispositivo. Conéctate a internet y recarga: después también funciona sin conexión. Tu partida guardada se conserva.",
    reload: "Recargar",
  },
  zh: {
    title: "拱猪还不能离线使用",
    body: "你现在离线，而这台设备上还没有保存游戏。请联网后重新加载：之后离线也能玩。你保存的游戏不会丢失。",
    reload: "重新加载",
  },
  id: {
    title: "Gong Zhu belum bisa dimainkan offline",
    body: "Kamu sedang offline, dan permainan belum tersimpan di perangkat ini. Sambungkan ke internet lalu muat ulang: setelah itu permainan juga jalan tanpa internet. Permainan yang tersimpan tetap aman.",
    reload: "Muat ulang",
  },
};

function urlOf(name) {
  return new URL(name, SCOPE).href;
}

/** The precached file a request asks for ("build/page.js"), or null. Queries are ignored. */
function precachedName(url) {
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null;
  const name = decodeURIComponent(url.pathname.slice(SCOPE.pathname.length));
  return Object.hasOwn(BUILD.files, name) && BUILD.precache.includes(name) ? name : null;
}

/** True if a cached response is the file the build lists: same hash, same size. */
async function isWhole(response, name) {
  if (!response || !response.ok) return false;
  const entry = BUILD.files[name];
  if (response.headers.get(HASH_HEADER) !== entry.sha256) return false;
  const body = await response.clone().blob();
  return body.size === entry.size;
}

async function sha256Hex(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A cacheable response for `name` made of `bytes`, if they are the listed file; else null. */
async function verified(name, bytes, contentType) {
  const entry = BUILD.files[name];
  if (bytes.byteLength !== entry.size || (await sha256Hex(bytes)) !== entry.sha256) return null;
  const headers = { [HASH_HEADER]: entry.sha256 };
  if (contentType) headers["Content-Type"] = contentType;
  return new Response(bytes, { headers });
}

/** Downloads `name` and checks it; throws if it is not the listed file. */
async function download(name) {
  // Revalidating is enough the first time; a mismatch may be a stale HTTP cache, so retry once past it.
  for (const mode of ["no-cache", "reload"]) {
    const response = await fetch(urlOf(name), { cache: mode });
    if (!response.ok) throw new Error(`${name} answered HTTP ${response.status}`);
    const checked = await verified(name, await response.arrayBuffer(), response.headers.get("Content-Type"));
    if (checked) return checked;
  }
  throw new Error(`${name} does not match build ${BUILD.hash}`);
}

/** The same file from an older build's cache, if it is there and whole. */
async function fromOlderCache(name, olderCaches) {
  for (const cache of olderCaches) {
    const response = await cache.match(urlOf(name));
    if (await isWhole(response, name)) return response;
  }
  return null;
}

async function precache() {
  const cache = await caches.open(CACHE);
  const olderNames = (await caches.keys()).filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE);
  const olderCaches = await Promise.all(olderNames.map((key) => caches.open(key)));
  const queue = [...BUILD.precache];
  async function work() {
    while (queue.length) {
      const name = queue.shift();
      if (await isWhole(await cache.match(urlOf(name)), name)) continue; // an interrupted install resumed
      const response = (await fromOlderCache(name, olderCaches)) ?? (await download(name));
      await cache.put(urlOf(name), response);
    }
  }
  await Promise.all(Array.from({ length: DOWNLOADS_AT_ONCE }, work));
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(CACHE_PREFIX) && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") self.skipWaiting();
});

/** Puts a good network copy of `name` back into the cache; a bad one is left out. */
async function mend(name, response) {
  try {
    const checked = await verified(name, await response.arrayBuffer(), response.headers.get("Content-Type"));
    if (checked) await (await caches.open(CACHE)).put(urlOf(name), checked);
  } catch (error) {
    console.warn(`Could not store ${name} again:`, error);
  }
}

async function answer(event, name) {
  try {
    const cached = await caches.match(urlOf(name), { cacheName: CACHE });
    if (await isWhole(cached, name)) return cached;
  } catch (error) {
    console.warn(`Cached ${name} could not be read:`, error);
  }
  // Missing (evicted, cleared) or damaged: the network, and mend the cache meanwhile.
  const response = await fetch(event.request.mode === "navigate" ? urlOf(name) : event.request);
  if (response.ok) event.waitUntil(mend(name, response.clone()));
  return response;
}

function offlinePage() {
  const languages = (self.navigator.languages ?? [self.navigator.language]).map((tag) =>
    String(tag).toLowerCase().split("-")[0],
  );
  const lang = languages.find((code) => Object.hasOwn(OFFLINE_TEXTS, code)) ?? "en";
  const text = OFFLINE_TEXTS[lang];
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#17492b"><title>${text.title}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#17492b;color:#f6f2e6;font:1.05rem/1.5 system-ui,sans-serif}
main{max-width:30rem;padding:1.5rem}a{display:inline-block;margin-top:.5rem;padding:.6rem 1.2rem;border-radius:999px;background:#f2c14e;color:#17492b;font-weight:700;text-decoration:none}</style>
</head><body><main id="app" data-phase="error" data-offline="true" role="alert"><h1>${text.title}</h1><p>${text.body}</p><a href="./">${text.reload}</a></main></body></html>`;
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

async function answerNavigation(event) {
  try {
    return await answer(event, "index.html");
  } catch {
    return offlinePage();
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (request.mode === "navigate") {
    const inScope = url.origin === SCOPE.origin && url.pathname.startsWith(SCOPE.pathname);
    const path = url.pathname.slice(SCOPE.pathname.length);
    if (inScope && (path === "" || path === "index.html")) event.respondWith(answerNavigation(event));
    return;
  }
  // The record of the build this worker serves, so the page knows it offline as well.
  if (url.href.split("?")[0] === urlOf(VERSION_NAME)) {
    event.respondWith(Response.json(BUILD, { headers: { "Cache-Control": "no-cache" } }));
    return;
  }
  const name = precachedName(url);
  if (name) event.respondWith(answer(event, name));
});
