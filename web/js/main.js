// Page start-up: boot Python in the worker, start a game, draw South's hand.
//
// URL parameters:
//   seed=CODE            deal of the game (a random code is made and put in the URL if absent)
//   boot_timeout_ms=N    give up starting Python after N ms (default 30000)
//
// The root element #app carries data-phase: "loading" while Python starts,
// "error" when it cannot, and otherwise the phase reported by the engine.

import { PythonClient } from "./python.js";
import { renderHand } from "./hand.js";

const DEFAULT_BOOT_TIMEOUT_MS = 30_000;
const SEED_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no I/1, O/0
const SEED_LENGTH = 6;

const PROGRESS_TEXT = {
  runtime: "Loading Python…",
  package: "Unpacking the game…",
  import: "Starting the game…",
};

function randomSeed() {
  const bytes = crypto.getRandomValues(new Uint8Array(SEED_LENGTH));
  return Array.from(bytes, (byte) => SEED_ALPHABET[byte % SEED_ALPHABET.length]).join("");
}

/** Reads the page options from the URL; puts a fresh seed there if none was given. */
function readOptions() {
  const url = new URL(window.location.href);
  const params = url.searchParams;
  let seed = params.get("seed")?.trim();
  if (!seed) {
    seed = randomSeed();
    params.set("seed", seed);
    window.history.replaceState(null, "", url); // a reload deals the same cards
  }
  const timeout = Number.parseInt(params.get("boot_timeout_ms") ?? "", 10);
  const bootTimeoutMs = Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_BOOT_TIMEOUT_MS;
  return { seed, bootTimeoutMs };
}

function createPage(root) {
  const status = root.querySelector("#status");
  const errorBox = root.querySelector("#error");
  return {
    hand: root.querySelector("#hand"),
    setPhase(phase) {
      root.dataset.phase = phase;
    },
    setStatus(text) {
      status.textContent = text;
    },
    showError(error) {
      root.dataset.phase = "error";
      status.textContent = "";
      root.querySelector("#error-message").textContent =
        error instanceof Error ? error.message : String(error);
      errorBox.hidden = false;
      root.querySelector("#reload").addEventListener("click", () => window.location.reload());
    },
  };
}

async function start() {
  const page = createPage(document.getElementById("app"));
  try {
    const { seed, bootTimeoutMs } = readOptions();
    page.setPhase("loading");
    const python = new PythonClient({
      bootTimeoutMs,
      onProgress: (stage) => {
        performance.mark(`gongzhu:boot-${stage}`);
        page.setStatus(PROGRESS_TEXT[stage] ?? "Loading…");
      },
    });
    // For the browser console and tests: gongzhu.python.call({op: ...}).
    globalThis.gongzhu = { python };

    await python.ready;
    performance.mark("gongzhu:python-ready");

    const reply = await python.call({ op: "new_game", seed });
    if (!reply.ok) {
      throw new Error(`${reply.error?.message ?? "The engine refused to start a game."}`);
    }
    renderHand(page.hand, reply.view.hand);
    page.setStatus(`Game ${seed}`);
    page.setPhase(reply.view.phase);
    performance.mark("gongzhu:hand-drawn");
  } catch (error) {
    console.warn("Gong Zhu could not start:", error);
    page.showError(error);
  }
}

start();
