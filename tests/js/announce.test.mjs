// What a screen reader hears (web/js/announce.js): the words, in each language.
import assert from "node:assert/strict";
import { test } from "node:test";

import { exposuresLines, playedText, resultLines, trickLines } from "../../web/js/announce.js";
import { createI18n } from "../../web/js/i18n.js";
import { engineView } from "./fixtures.mjs";
import "./catalogues.mjs";

const de = createI18n("de");
const en = createI18n("en");
const zh = createI18n("zh");

test("every card played is named with its seat, in the page's language", () => {
  assert.equal(playedText({ seat: "E", card: "QS" }, de), "Lili spielt Pik Dame");
  assert.equal(playedText({ seat: "S", card: "TH" }, de), "Du spielst Herz 10");
  assert.equal(playedText({ seat: "N", card: "2C" }, en), "Bao plays 2 of clubs");
  assert.equal(playedText({ seat: "W", card: "AH" }, zh), "老陈出红桃A");
});

test("a finished trick says who takes it and its points, then what the pig, goat or transformer did", () => {
  const trick = [
    { seat: "S", card: "KS" },
    { seat: "E", card: "QS" },
    { seat: "N", card: "2S" },
    { seat: "W", card: "TC" },
  ];
  assert.deepEqual(trickLines(trick, "S", -100, de), ["Du nimmst den Stich: −100 Punkte", "Du bekommst das Schwein", "Du bekommst den Trafo"]);
  assert.deepEqual(trickLines(trick.slice(2), "W", 0, en), ["Chen takes the trick: no points", "Chen takes the transformer"]);
  assert.deepEqual(trickLines([{ seat: "E", card: "JD" }], "E", 100, en), ["Lili takes the trick: +100 points", "Lili takes the goat"]);
});

const seat = (code, exposed, hand, total) => ({ seat: code, exposed, score: { hand }, total });

test("exposures as play starts: who exposed what, or nobody", () => {
  const view = { nothing_to_expose: false, seats: [seat("S", ["AH"], 0, 0), seat("E", [], 0, 0), seat("N", ["JD", "TC"], 0, 0), seat("W", [], 0, 0)] };
  assert.deepEqual(exposuresLines(view, en), ["Exposed: you Ace of hearts and Bao Jack of diamonds and 10 of clubs"]);
  const none = { nothing_to_expose: true, seats: [seat("S", [], 0, 0), seat("E", [], 0, 0), seat("N", [], 0, 0), seat("W", [], 0, 0)] };
  assert.deepEqual(exposuresLines(none, de), ["Du hast diese Hand keine Karte zum Aufdecken", "In dieser Hand hat niemand eine Karte aufgedeckt."]);
});

test("the hand's result names each seat's hand and total, and the game's end who won", () => {
  const seats = [seat("S", [], -40, -120), seat("E", [], 0, 30), seat("N", [], -100, -100), seat("W", [], 50, 190)];
  const view = { phase: "hand-over", hand_no: 3, seats, last_hand: null };
  assert.deepEqual(resultLines(view, de), ["Hand 3 ist vorbei: du −40, gesamt −120; Lili 0, gesamt +30; Bao −100, gesamt −100; Chen +50, gesamt +190"]);
  const over = { ...view, phase: "game-over", outcome: { victory: false, winner: "W", totals: [-120, 30, -100, 190] } };
  const lines = resultLines(over, en);
  assert.equal(lines.length, 3);
  assert.equal(lines[1], "Defeat");
  assert.equal(lines[2], "Chen wins with +190.");
});

test("the engine's hand-over and game-over views are announced with every seat's score, then the winner", () => {
  const handOver = resultLines(engineView("hand-over"), en);
  assert.equal(handOver.length, 1);
  for (const name of ["you", "Lili", "Bao", "Chen"]) assert.match(handOver[0], new RegExp(name));
  const over = engineView("game-over");
  const lines = resultLines(over, en);
  assert.equal(lines.length, 3);
  assert.equal(lines[1], over.outcome.victory ? "Victory!" : en.t("gameOver.defeat"));
  const winner = over.seats.find((seat) => seat.seat === over.outcome.winner);
  assert.match(lines[2], new RegExp(en.score(winner.total).replace("+", "\\+")));
});
