// Card codes as the page reads them (web/js/cards.js).
import assert from "node:assert/strict";
import { test } from "node:test";

import { cardName, parseCard, shortName } from "../../web/js/cards.js";

test("parseCard splits a code into rank, face, suit, symbol and colour", () => {
  assert.deepEqual(parseCard("TH"), { code: "TH", rank: "T", face: "10", suit: "H", symbol: "♥", red: true });
  assert.deepEqual(parseCard("QS"), { code: "QS", rank: "Q", face: "Q", suit: "S", symbol: "♠", red: false });
  assert.equal(parseCard("2C").red, false);
  assert.equal(parseCard("AD").red, true);
});

test("parseCard reads every one of the 52 codes, and '10' as the ten", () => {
  const codes = [];
  for (const suit of "SHDC") for (const rank of "23456789TJQKA") codes.push(rank + suit);
  assert.equal(new Set(codes.map((code) => shortName(code))).size, 52);
  assert.equal(parseCard("10C").rank, "T");
  assert.equal(parseCard("10C").face, "10");
});

test("parseCard refuses what is not a card code", () => {
  for (const bad of ["", "Q", "QX", "1S", "11S", "QQS", "qs", "XS", "TT"]) {
    assert.throws(() => parseCard(bad), /Not a card code/, bad);
  }
});

test("shortName puts the suit symbol first", () => {
  assert.equal(shortName("QS"), "♠Q");
  assert.equal(shortName("TC"), "♣10");
  assert.equal(shortName("AH"), "♥A");
});

test("cardName asks the catalogue for the rank and suit names", () => {
  const asked = [];
  const t = (key, params) => {
    asked.push([key, params]);
    return params ? `${params.rank} of ${params.suit}` : key.split(".").pop();
  };
  assert.equal(cardName("JD", t), "J of D");
  assert.deepEqual(asked.map(([key]) => key), ["ranks.J", "suitNames.D", "cardName"]);
});
