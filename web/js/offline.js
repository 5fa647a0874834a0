// Offline play and updates, the page's side of the service worker (../sw.js).
//
//   startOffline({ getI18n });   // once the game is up
//
// - The worker is registered when the browser is idle after the game has
//   started, so a first visit never waits for it to store the game.
// - When a new build has been stored (the worker is "waiting"), a bar says
//   "Update available" with a Reload button (and × for later). Nothing reloads
//   by itself: only that button activates the new build and reloads, and the
//   save in localStorage carries the game over.
// - Another tab may activate the new build first; this page then keeps running
//   and offers the same Reload.
// - Updates are looked for on every page load (by the browser) and when the
//   page becomes visible again, at most every CHECK_EVERY_MS.
// - <link rel="manifest"> follows the page's language, for the installed app's name.
//
// Also exported: offlineProblem(t, error), the sentence for a start-up that failed
// because there is no network (and nothing stored to start from).

// Languages with their own web app manifest (manifest.<lang>.webmanifest beside index.html).
const MANIFEST_LANGUAGES = ["en", "de", "es", "zh", "id"];
const CHECK_EVERY_MS = 15 * 60_000;
const IDLE_WAIT_MS = 5_000;
// If the new worker does not take over in this time after Reload, reload anyway.
const TAKEOVER_WAIT_MS = 4_000;

/** @typedef {{cause?: unknown, network?: unknown} | null | undefined} Caused an error, or what caused one */

/**
 * A sentence for a start that failed for want of a network, else null. What failed tells it: a
 * file of the page that could not be fetched at all (`error.network`, or an error it was caused by;
 * see engine/worker.js). `navigator.onLine === false` is one more sign, but not a needed one: a page
 * served by its service worker may read true with no network at all.
 * @param {(key: string) => string} t
 * @param {unknown} error
 * @returns {string | null}
 */
export function offlineProblem(t, error) {
  let network = navigator.onLine === false;
  for (let cause = /** @type {Caused} */ (error); cause && !network; cause = /** @type {Caused} */ (cause.cause)) {
    network = cause.network === true;
  }
  return network ? t("offline.notStored") : null;
}

/** @param {() => void} callback */
function whenIdle(callback) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(callback, { timeout: IDLE_WAIT_MS });
  else setTimeout(callback, 1_000);
}

/** Points <link rel="manifest"> at the manifest in the page's language, so an installed app is named in it. */
function followLanguage() {
  const link = document.querySelector('link[rel="manifest"]');
  if (!link) return;
  const code = document.documentElement.lang.toLowerCase().split("-")[0]; // "zh-Hans" -> "zh"
  const lang = MANIFEST_LANGUAGES.includes(code) ? code : "en";
  const href = `manifest.${lang}.webmanifest`;
  if (link.getAttribute("href") !== href) link.setAttribute("href", href);
}

/**
 * @param {() => {t: (key: string) => string}} getI18n
 * @param {() => void} onReload
 * @returns {{show: () => void}}
 */
function createBar(getI18n, onReload) {
  const bar = document.createElement("div");
  bar.id = "update-bar";
  bar.className = "update-bar";
  bar.setAttribute("role", "status");
  bar.hidden = true;
  const text = document.createElement("p");
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = "update-reload";
  reload.addEventListener("click", () => {
    reload.disabled = true;
    onReload();
  });
  // "Later" hides the bar until the next check finds the update still waiting.
  const later = document.createElement("button");
  later.type = "button";
  later.className = "update-later";
  later.textContent = "×";
  later.addEventListener("click", () => {
    bar.hidden = true;
  });
  bar.append(text, reload, later);
  document.body.append(bar);

  function translate() {
    const { t } = getI18n();
    text.textContent = t("update.available");
    reload.textContent = t("update.reload");
    later.setAttribute("aria-label", t("update.later"));
    later.title = t("update.later");
  }
  // The renderer sets <html lang> whenever the language changes.
  new MutationObserver(translate).observe(document.documentElement, { attributeFilter: ["lang"] });
  return {
    show() {
      translate();
      bar.hidden = false;
    },
  };
}

/**
 * A new build installing beside this one (now or later): the update bar once it is installed.
 * @param {ServiceWorkerRegistration} registration
 * @param {ServiceWorkerContainer} container
 * @param {{show: () => void}} bar
 */
function watchInstalling(registration, container, bar) {
  const watch = (/** @type {ServiceWorker | null} */ worker) =>
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && container.controller) bar.show();
    });
  watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
}

/**
 * Registers the service worker once the browser is idle; shows the update bar when needed.
 * @param {object} options
 * @param {() => {t: (key: string) => string}} options.getI18n  the texts of the current language
 * @param {URL|string} [options.scriptUrl]  the worker script (default: ../sw.js)
 */
export function startOffline({ getI18n, scriptUrl = new URL("../sw.js", import.meta.url) }) {
  followLanguage();
  new MutationObserver(followLanguage).observe(document.documentElement, { attributeFilter: ["lang"] });
  const container = navigator.serviceWorker;
  if (!container || !window.isSecureContext) return;
  /** @type {ServiceWorkerRegistration | null} */
  let registration = null;
  let reloadAsked = false;
  let controlled = Boolean(container.controller);
  let lastCheck = Date.now();

  function reload() {
    reloadAsked = true;
    const waiting = registration?.waiting;
    if (!waiting) {
      window.location.reload();
      return;
    }
    waiting.postMessage({ type: "skip-waiting" });
    setTimeout(() => window.location.reload(), TAKEOVER_WAIT_MS);
  }
  const bar = createBar(getI18n, reload);

  container.addEventListener("controllerchange", () => {
    if (reloadAsked) {
      window.location.reload();
    } else if (controlled) {
      bar.show(); // another tab switched to the new build; this one reloads only when the player says so
    }
    controlled = true; // the first worker taking over a first visit is no update
  });

  async function register() {
    try {
      registration = await container.register(scriptUrl, { updateViaCache: "none" });
    } catch (error) {
      console.warn("Offline play is not available:", error);
      return;
    }
    if (!registration) return; // service workers blocked (some test and privacy set-ups resolve with nothing)
    if (registration.waiting && container.controller) bar.show();
    watchInstalling(registration, container, bar);
  }

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || !registration) return;
    if (registration.waiting && container.controller) bar.show();
    if (Date.now() - lastCheck < CHECK_EVERY_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => {}); // offline: try again later
  });

  whenIdle(register);
}
