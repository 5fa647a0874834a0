// Ghost taps (web/js/tap-guard.js): a decision button new on screen, where the last tap was, waits a moment.
import assert from "node:assert/strict";
import { test } from "node:test";

import { QUIET_MS, TapGuard, overlaps } from "../../web/js/tap-guard.js";

const rect = (left, top, width = 100, height = 44) => ({ left, top, right: left + width, bottom: top + height });
const NEXT_HAND = { key: "result|nextHand", rect: rect(600, 500) };
const DONT_EXPOSE = { key: "actions|skipExpose", rect: rect(620, 510) }; // over Next hand's place
const HINT = { key: "actions|hint", rect: rect(300, 510) }; // beside it

test("rectangles overlap when they share area, not when they only touch", () => {
  assert.ok(overlaps(rect(0, 0), rect(50, 20)));
  assert.ok(!overlaps(rect(0, 0), rect(100, 0)));
  assert.ok(!overlaps(rect(0, 0), rect(0, 44)));
});

test("the second tap of a double tap on Next hand does not answer the next hand's exposure", () => {
  const guard = new TapGuard();
  guard.seen([NEXT_HAND.key], 0);
  assert.equal(guard.accepts(NEXT_HAND, 2000), true);
  guard.seen([DONT_EXPOSE.key, HINT.key], 2080); // the next hand, drawn
  for (const gap of [120, 300, QUIET_MS + 60]) {
    assert.equal(guard.accepts(DONT_EXPOSE, 2000 + gap), false, `${gap} ms later`);
  }
  // A tap made before the button came, handled late by a busy page, is a ghost too.
  assert.equal(guard.accepts(DONT_EXPOSE, 2050), false);
  // Beside the last tap, or once on screen for a moment, a tap counts.
  assert.equal(guard.accepts(HINT, 2150), true);
  guard.seen([DONT_EXPOSE.key, HINT.key], 2200);
  assert.equal(guard.accepts(DONT_EXPOSE, 2080 + QUIET_MS), true);
});

test("a button drawn again (a dialog rebuilt) keeps its time; one that left the screen starts again", () => {
  const guard = new TapGuard();
  const menuItem = { key: "menu|setSetting|speed|fast", rect: rect(10, 10) };
  guard.seen([menuItem.key], 0);
  guard.seen([menuItem.key], 300);
  assert.equal(guard.accepts(menuItem, QUIET_MS), true);
  guard.seen([], 600);
  guard.seen([menuItem.key], 700);
  assert.equal(guard.accepts(menuItem, 800), false);
  assert.equal(guard.accepts(menuItem, 700 + QUIET_MS), true);
});

test("taps on cards and other controls always count, and are the last tap for the next", () => {
  const guard = new TapGuard();
  const card = { key: null, rect: rect(610, 505, 60, 90) };
  assert.equal(guard.accepts(card, 1000), true);
  guard.seen([DONT_EXPOSE.key], 1010);
  assert.equal(guard.accepts(DONT_EXPOSE, 1100), false);
});

test("what counts is where the tap lands: inside the last button, or beside it", () => {
  const guard = new TapGuard();
  const menuButton = { key: "bar|menu", rect: rect(0, 0, 80, 44) };
  guard.seen([menuButton.key], 0);
  guard.accepts(menuButton, 1000);
  guard.seen([menuButton.key, "menu|backdrop"], 1050); // the menu opened; its backdrop covers the button
  const backdrop = { key: "menu|backdrop", rect: rect(100, 0, 400, 800) };
  assert.equal(guard.accepts({ ...backdrop, at: rect(40, 20, 1, 1) }, 1150), false); // on the Menu button's place
  assert.equal(guard.accepts({ ...backdrop, at: rect(300, 700, 1, 1) }, 1160), true); // far from it
});

test("switched off (the page at speed 0, for tests), every tap counts", () => {
  const guard = new TapGuard({ enabled: () => false });
  guard.seen([NEXT_HAND.key], 0);
  guard.accepts(NEXT_HAND, 1000);
  guard.seen([DONT_EXPOSE.key], 1010);
  assert.equal(guard.accepts(DONT_EXPOSE, 1050), true);
});
