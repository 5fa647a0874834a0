// The page's address read strictly (web/js/link.js): refused values, dropped parameters, clamped limits, clean notices.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  MAX_SPEED,
  MIN_BOOT_TIMEOUT_MS,
  cleanText,
  inProgress,
  looksLikeCode,
  readAddress,
  readSpeed,
  refusedByEngine,
  refusedText,
} from "../../web/js/link.js";

const INFO = {
  levels: ["easy", "normal", "hard"],
  presets: { standard: {}, quick: {} },
  limits: { max_hands: 1000 },
};
const address = (query) => readAddress(new URL(`https://example.org/?${query}`));
const refused = (query) => {
  const link = address(query);
  return [...link.refused, ...refusedByEngine(link, INFO)].map(({ name, value }) => `${name}=${value}`);
};

test("option values the game does not know are refused, each by name, not replaced by defaults", () => {
  assert.deepEqual(refused("seed=ABC&level=god"), ["level=god"]);
  assert.deepEqual(refused("seed=ABC&cap=99999"), ["cap=99999"]);
  assert.deepEqual(refused("seed=ABC&length=marathon"), ["length=marathon"]);
  assert.deepEqual(refused("seed=ABC&lead=club3"), ["lead=club3"]);
  assert.deepEqual(refused("seed=ABC&cap=1.5"), ["cap=1.5"]);
  assert.deepEqual(refused("exposure=maybe&swap=2&lowhearts=no&level=<b>"), [
    "exposure=maybe",
    "swap=2",
    "lowhearts=no",
    "level=<b>",
  ]);
  assert.deepEqual(refused("seed=ABC&level=hard&cap=30&length=quick&lead=club2&swap=1&exposure=0&lowhearts=0"), []);
  assert.deepEqual(address("seed=ABC&cap=0").options, { cap: null });
});

test("parameters the page does not know are listed to leave the address", () => {
  assert.deepEqual(address("seed=ABC&utm_source=x&fbclid=1&speed=0&lang=de").unknown, ["utm_source", "fbclid"]);
  assert.deepEqual(address("seed=ABC&cap=2&boot_timeout_ms=60000").unknown, []);
});

test("speed: a decimal number up to the limit or a named speed; anything else is refused", () => {
  assert.equal(readSpeed(null), null);
  assert.equal(readSpeed("0"), 0);
  assert.equal(readSpeed("1.5"), 1.5);
  assert.equal(readSpeed(String(MAX_SPEED)), MAX_SPEED);
  assert.equal(readSpeed("fast"), 0.45);
  for (const text of ["1000000", "10000000", "0x10", "1e3", "-1", "Infinity", "NaN", " 1", "", "50.001", "slowest"]) {
    assert.equal(readSpeed(text), null, text);
    assert.deepEqual(address(`speed=${encodeURIComponent(text)}`).refused.map((r) => r.name), ["speed"], text);
  }
});

test("start-up limits are raised to a sane least value; unreadable ones are refused", () => {
  assert.equal(address("boot_timeout_ms=1").bootTimeoutMs, MIN_BOOT_TIMEOUT_MS);
  assert.deepEqual(address("boot_timeout_ms=1").adjusted, ["boot_timeout_ms"]); // it leaves the address
  assert.equal(address("boot_timeout_ms=120000").bootTimeoutMs, 120000);
  assert.deepEqual(address("boot_timeout_ms=120000").adjusted, []);
  assert.equal(address("").bootTimeoutMs, null);
  assert.equal(address("engine_timeout_ms=5").engineTimeoutMs, 2000);
  assert.deepEqual(address("boot_timeout_ms=-5&snapshot_timeout_ms=1e9").refused.map((r) => r.name), [
    "boot_timeout_ms",
    "snapshot_timeout_ms",
  ]);
});

test("a notice repeats no control, format or direction characters from a link, and not too much of it", () => {
  assert.equal(cleanText("ab\u0000c\u202Ed\u2066e\u200Bf\n"), "abcdef");
  assert.equal(cleanText("x".repeat(30)), `${"x".repeat(24)}…`);
  assert.equal(cleanText("拱猪🐷"), "拱猪🐷");
  assert.equal(refusedText([{ name: "level", value: "g\u202Eod" }, { name: "cap", value: "1.5" }]), "level=god, cap=1.5");
});

test("a game is in progress once the player acted in it and until it is over", () => {
  const save = (actions, phase = "play") => JSON.stringify({ code: "ABC", actions, state: { phase } });
  assert.equal(inProgress(save(["E expose QS", "N expose"], "expose")), false);
  assert.equal(inProgress(save(["E expose QS", "N expose", "S expose"])), true);
  assert.equal(inProgress(save(["S expose", "S play 2C"], "game-over")), false);
  assert.equal(inProgress("{not json"), false);
});

test("a code worth asking about is 1 to 24 letters, digits or dashes", () => {
  for (const code of ["abc", "G16", "K7QX2M", "A-B-C", "A".repeat(24), " ABC "]) assert.ok(looksLikeCode(code), code);
  for (const code of ["hello world", "A".repeat(25), "Ünïcode", "\u0000", "<img src=x>", ""]) assert.ok(!looksLikeCode(code), code);
});
