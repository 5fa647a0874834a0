// A start that failed for want of a network (web/js/offline.js's offlineProblem).
import assert from "node:assert/strict";
import { test } from "node:test";

import { BootError } from "../../web/js/engine/python.js";
import { offlineProblem } from "../../web/js/offline.js";

const t = (key) => `<${key}>`;

function withOnLine(onLine, body) {
  const before = Object.getOwnPropertyDescriptor(globalThis, "navigator");
  Object.defineProperty(globalThis, "navigator", { value: { onLine }, configurable: true });
  try {
    body();
  } finally {
    if (before) Object.defineProperty(globalThis, "navigator", before);
    else delete globalThis.navigator;
  }
}

test("a file that could not be fetched at all is offline, though navigator.onLine reads true", () => {
  withOnLine(true, () => {
    const failed = new BootError("Downloading the game package failed: Failed to fetch", { network: true });
    assert.equal(offlineProblem(t, failed), "<offline.notStored>");
    // The worker's report may arrive as the cause of the error the page shows.
    assert.equal(offlineProblem(t, new Error("The game could not start", { cause: failed })), "<offline.notStored>");
  });
});

test("an answer that was wrong is not offline; navigator.onLine false still is", () => {
  withOnLine(true, () => {
    assert.equal(offlineProblem(t, new BootError("build/gongzhu.zip answered HTTP 404")), null);
    assert.equal(offlineProblem(t, new Error("Python did not start within 30 s.")), null);
    assert.equal(offlineProblem(t, undefined), null);
  });
  withOnLine(false, () => {
    assert.equal(offlineProblem(t, new BootError("Python did not start within 30 s.")), "<offline.notStored>");
  });
});
