// The stored view that draws the table before Python is ready (web/js/saved-view.js).
import assert from "node:assert/strict";
import { test } from "node:test";

import { fingerprint, looksLikeView, readViewRecord, viewRecord } from "../../web/js/saved-view.js";
import { engineView as realView, PHASE_VIEWS } from "./fixtures.mjs";

const seat = (code, total = 0) => ({ seat: code, cards_left: 13, exposed: [], exposed_held: [], total, out: false, score: { hand: 0 } });

/** A view as the engine sends it, with only what the table is drawn from. */
function engineView(changes = {}) {
  return {
    phase: "play",
    code: "ABC123",
    rules: { exposure: true },
    hand_no: 2,
    hand: ["2S", "QS"],
    legal: ["2S"],
    illegal: { QS: { reason: "must_follow" } },
    exposable: [],
    turn: "S",
    trick: [{ seat: "W", card: "5S" }],
    tricks_played: 3,
    tricks: [],
    history: [],
    seats: [seat("S", -20), seat("E"), seat("N", 100), seat("W")],
    ...changes,
  };
}

const INFO = { levels: ["easy", "normal"], default_level: "normal", presets: { standard: {} }, rules: { exposure: true } };

test("a view stored with its save is read back with the engine info", () => {
  const view = engineView();
  const text = viewRecord({ view, save: '{"code": "ABC123"}', info: INFO });
  assert.deepEqual(readViewRecord(text, '{"code": "ABC123"}'), { view, info: INFO });
});

test("a record is the JSON of its parts, the info's text made once for the same info object", () => {
  const view = engineView();
  const expected = (info) => JSON.stringify({ format: 1, save: fingerprint("s"), view, info });
  assert.equal(viewRecord({ view, save: "s", info: INFO }), expected(INFO));
  assert.equal(viewRecord({ view, save: "s", info: INFO }), expected(INFO));
  const other = { ...INFO, levels: ["hard"] };
  assert.equal(viewRecord({ view, save: "s", info: other }), expected(other));
  assert.equal(viewRecord({ view, save: "s" }), expected(null));
});

test("a view of another save is not used: the table waits for the engine", () => {
  const text = viewRecord({ view: engineView(), save: "save after 12 moves", info: INFO });
  assert.equal(readViewRecord(text, "save after 13 moves"), null);
  assert.equal(readViewRecord(text, null), null); // no save at all
  assert.equal(readViewRecord(text, ""), null);
});

test("an unreadable record is ignored, never thrown", () => {
  const save = "the save";
  for (const text of [null, "", "{", "null", "[]", '"text"', "42", JSON.stringify({ format: 1, save: fingerprint(save) })]) {
    assert.equal(readViewRecord(text, save), null, String(text));
  }
  const wrongFormat = JSON.stringify({ format: 99, save: fingerprint(save), view: engineView() });
  assert.equal(readViewRecord(wrongFormat, save), null);
  for (const info of [null, "x", { levels: [] }, { ...INFO, presets: null }]) {
    const record = JSON.stringify({ format: 1, save: fingerprint(save), view: engineView(), info });
    assert.equal(readViewRecord(record, save), null, JSON.stringify(info));
  }
});

test("a record whose view lacks what the table is drawn from is ignored", () => {
  assert.ok(looksLikeView(engineView()));
  const broken = [
    { phase: "dancing" },
    { phase: "loading" },
    { hand: "2S QS" },
    { legal: [1, 2] },
    { trick: [{ seat: "X", card: "5S" }] },
    { trick: [null] },
    { seats: [seat("S"), seat("E"), seat("N")] },
    { seats: [seat("S"), seat("E"), seat("N"), { ...seat("W"), total: "100" }] },
    { history: null },
    { hand_no: 1.5 },
    { illegal: [] },
  ];
  for (const change of broken) {
    const save = "the save";
    const text = viewRecord({ view: engineView(change), save, info: INFO });
    assert.equal(readViewRecord(text, save), null, JSON.stringify(change));
  }
});

test("a record with anything but card codes where cards go is ignored, as a bad save is", () => {
  const bad = ["ZZ", "<img src=x onerror=alert(1)>", "1S", "QX", "", 7, null];
  const withSeat = (change) => ({ seats: [seat("S"), seat("E"), { ...seat("N"), ...change }, seat("W")] });
  for (const card of bad) {
    const changes = [
      { hand: ["2S", card] },
      { legal: [card] },
      { exposable: [card] },
      { trick: [{ seat: "W", card }] },
      { tricks: [{ cards: [{ seat: "N", card }], winner: "N" }] },
      { illegal: { [card]: { reason: "must_follow" } } },
      { effects: { [card]: { target: "pig" } } },
      withSeat({ exposed: [card] }),
      withSeat({ exposed_held: [card] }),
      withSeat({ score: { hand: 0, cards: [card] } }),
      { last_hand: { seats: [{ seat: "S", score: { cards: [card] } }] } },
    ];
    for (const change of changes) {
      const text = viewRecord({ view: engineView(change), save: "the save", info: INFO });
      assert.equal(readViewRecord(text, "the save"), null, JSON.stringify(change));
    }
  }
  // Every code the engine writes, and the "10" form, are cards.
  const every = [..."23456789TJQKA"].flatMap((rank) => [..."SHDC"].map((suit) => rank + suit));
  assert.ok(looksLikeView(engineView({ hand: [...every, "10C"], tricks: [{ cards: [{ seat: "N", card: "AH" }], winner: "N" }] })));
});

test("the fingerprint tells saves apart, also by one character or by length", () => {
  assert.equal(fingerprint("abc"), "1a47e90b.3");
  assert.notEqual(fingerprint('{"actions": [1, 2]}'), fingerprint('{"actions": [1, 3]}'));
  assert.notEqual(fingerprint("a"), fingerprint("a\u0000"));
  assert.equal(fingerprint("♠♥"), fingerprint("♠♥"));
});

test("the engine's views of every phase look like views and are read back beside their save", () => {
  for (const name of PHASE_VIEWS) {
    const view = realView(name);
    assert.equal(looksLikeView(view), true, name);
    const text = viewRecord({ view, save: "save of " + name, info: INFO });
    assert.deepEqual(readViewRecord(text, "save of " + name), { view, info: INFO }, name);
  }
  const { after } = realView("card");
  assert.equal(looksLikeView(after), true);
  delete after.seats[2].exposed_held; // a view the page cannot draw from
  assert.equal(looksLikeView(after), false);
});
