// House-rule options of a new game (web/js/options.js): to and from the engine's rules and the address.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  OPTION_PARAMS,
  defaultOptions,
  lengthNames,
  optionsFromParams,
  optionsFromRules,
  paramsFromOptions,
  rulesFromOptions,
  rulesLine,
  shareLink,
} from "../../web/js/options.js";

// The engine's defaults (gongzhu.rules.Rules()), as webapi writes them.
const STANDARD_RULES = {
  exposure: true,
  lose_at: -1000,
  win_at: null,
  max_hands: null,
  pig_goat_swap: false,
  first_lead: "spade_two_any",
  zero_hearts_are_points: true,
};

// What the engine answers to {op: "info"} (gongzhu.pageview.info): the page takes every number from here.
const INFO = {
  levels: ["easy", "normal", "hard"],
  default_level: "normal",
  presets: { standard: { lose_at: -1000, win_at: null }, quick: { lose_at: -500, win_at: 500 } },
  rules: STANDARD_RULES,
  limits: { max_hands: 1000 },
};
const DEFAULT_OPTIONS = defaultOptions(INFO);

const EVERY_CHANGE = { exposure: false, length: "quick", cap: 30, swap: true, lead: "club2", lowhearts: false };

test("the default options are the engine's standard rules", () => {
  assert.deepEqual(DEFAULT_OPTIONS, { exposure: true, length: "standard", cap: null, swap: false, lead: "spade2", lowhearts: true });
  assert.deepEqual(rulesFromOptions(DEFAULT_OPTIONS, INFO), STANDARD_RULES);
  assert.deepEqual(rulesFromOptions({}, INFO), STANDARD_RULES);
  assert.deepEqual(optionsFromRules(STANDARD_RULES, INFO), DEFAULT_OPTIONS);
  assert.deepEqual(optionsFromRules(null, INFO), DEFAULT_OPTIONS);
  assert.deepEqual(lengthNames(INFO), ["standard", "quick"]);
});

test("the numbers are the engine's: other presets and defaults change the rules sent", () => {
  const info = {
    ...INFO,
    presets: { standard: { lose_at: -800, win_at: null }, quick: { lose_at: -300, win_at: 300 } },
    rules: { ...STANDARD_RULES, lose_at: -800, exposure: false },
  };
  assert.deepEqual(rulesFromOptions({ length: "quick" }, info), { ...info.rules, lose_at: -300, win_at: 300 });
  assert.equal(optionsFromRules({ ...info.rules, lose_at: -300, win_at: 300 }, info).length, "quick");
  assert.deepEqual(paramsFromOptions({ exposure: true }, info), [["exposure", "1"]]);
});

test("every option changes its own rule", () => {
  assert.deepEqual(rulesFromOptions(EVERY_CHANGE, INFO), {
    exposure: false,
    lose_at: -500,
    win_at: 500,
    max_hands: 30,
    pig_goat_swap: true,
    first_lead: "club_two_must",
    zero_hearts_are_points: false,
  });
});

test("options survive the trip to rules and back, one change at a time and all at once", () => {
  for (const [name, value] of Object.entries(EVERY_CHANGE)) {
    const options = { ...DEFAULT_OPTIONS, [name]: value };
    assert.deepEqual(optionsFromRules(rulesFromOptions(options, INFO), INFO), options, name);
  }
  assert.deepEqual(optionsFromRules(rulesFromOptions(EVERY_CHANGE, INFO), INFO), EVERY_CHANGE);
});

test("an unknown length or lead falls back to the standard one", () => {
  const rules = rulesFromOptions({ length: "endless", lead: "hearts" }, INFO);
  assert.equal(rulesFromOptions({ length: "constructor" }, INFO).lose_at, -1000);
  assert.equal(rules.lose_at, -1000);
  assert.equal(rules.win_at, null);
  assert.equal(rules.first_lead, "spade_two_any");
});

test("only options that differ from the defaults are written to the address", () => {
  assert.deepEqual(paramsFromOptions(DEFAULT_OPTIONS, INFO), []);
  assert.deepEqual(paramsFromOptions(EVERY_CHANGE, INFO), [
    ["exposure", "0"],
    ["length", "quick"],
    ["cap", "30"],
    ["swap", "1"],
    ["lead", "club2"],
    ["lowhearts", "0"],
  ]);
  for (const [name] of paramsFromOptions(EVERY_CHANGE, INFO)) assert.ok(OPTION_PARAMS.includes(name), name);
});

test("options read back from the address they were written to", () => {
  const params = new URLSearchParams(paramsFromOptions(EVERY_CHANGE, INFO));
  assert.deepEqual(optionsFromParams(params), EVERY_CHANGE);
});

test("an address that names no option gives null, not the defaults", () => {
  assert.equal(optionsFromParams(new URLSearchParams("")), null);
  assert.equal(optionsFromParams(new URLSearchParams("seed=ABC123&lang=de&speed=0")), null);
});

test("the address accepts 1/0, on/off and true/false, and ignores anything else", () => {
  assert.equal(optionsFromParams(new URLSearchParams("exposure=off")).exposure, false);
  assert.equal(optionsFromParams(new URLSearchParams("swap=true")).swap, true);
  assert.equal(optionsFromParams(new URLSearchParams("swap=on&lowhearts=false")).lowhearts, false);
  for (const query of ["exposure=maybe", "swap=2", "lead=heart2", "cap=-1", "cap=x"]) {
    assert.equal(optionsFromParams(new URLSearchParams(query)), null, query);
  }
  // A length the engine does not offer is left to it: the standard game.
  const long = optionsFromParams(new URLSearchParams("length=long"));
  assert.equal(rulesFromOptions(long, INFO).lose_at, -1000);
});

test("cap=0 in the address means no cap", () => {
  const options = optionsFromParams(new URLSearchParams("cap=0"));
  assert.deepEqual(options, { cap: null });
  assert.equal(optionsFromParams(new URLSearchParams("cap=1000")).cap, 1000);
});

test("a cap beyond the engine's limit is left out of the game's rules", () => {
  const rules = (query) => rulesFromOptions(optionsFromParams(new URLSearchParams(query)), INFO);
  assert.equal(rules("cap=1000").max_hands, 1000);
  assert.equal(rules("cap=1001").max_hands, null);
  assert.equal(rulesFromOptions({ cap: 12 }, { ...INFO, limits: { max_hands: 10 } }).max_hands, null);
  assert.deepEqual(rules("cap=1001&swap=1"), rules("swap=1"));
});

test("a share link carries the seed, the non-default options and a non-default level, nothing else", () => {
  const base = "http://127.0.0.1:8000/?seed=OLD&lang=de&speed=0#menu";
  assert.equal(shareLink(base, "ABC123", STANDARD_RULES, "normal", INFO), "http://127.0.0.1:8000/?seed=ABC123");
  const link = new URL(shareLink(base, "ABC123", rulesFromOptions({ cap: 12, swap: true }, INFO), "hard", INFO));
  assert.deepEqual([...link.searchParams], [
    ["seed", "ABC123"],
    ["cap", "12"],
    ["swap", "1"],
    ["level", "hard"],
  ]);
  assert.equal(link.hash, "");
});

test("the rules line names what differs from the defaults, in the catalogue's words", () => {
  const t = (key, params) => (params ? `${key}(${JSON.stringify(params)})` : key);
  assert.equal(rulesLine(STANDARD_RULES, t, INFO), "rulesLine.standard");
  assert.equal(rulesLine(null, t, INFO), "rulesLine.standard");
  assert.equal(
    rulesLine(rulesFromOptions(EVERY_CHANGE, INFO), t, INFO),
    [
      "rulesLine.quick",
      'rulesLine.cap({"n":30})',
      "rulesLine.noExposure",
      "rulesLine.swap",
      "rulesLine.club2",
      "rulesLine.lowHearts",
    ].join(" · "),
  );
});
