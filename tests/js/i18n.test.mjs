// Texts of the page (web/js/i18n.js and the catalogues web/i18n/*.json).
import assert from "node:assert/strict";
import { test } from "node:test";

import { CATALOGUES, LANGUAGES, LANGUAGE_NAMES, createI18n, loadCatalogues, pickLanguage } from "../../web/js/i18n.js";
import "./catalogues.mjs";

/** Every text of a catalogue by its dotted key. */
function leaves(entry, prefix = "") {
  if (typeof entry !== "object" || entry === null) return { [prefix]: entry };
  return Object.assign({}, ...Object.entries(entry).map(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key)));
}

const placeholders = (text) => new Set([...String(text).matchAll(/\{(\w+)\}/g)].map((match) => match[1]));

test("the language is ?lang= first, then the saved one, then the browser's, else English", () => {
  assert.equal(pickLanguage({ forced: "de", saved: "es", browser: ["es-ES"] }), "de");
  assert.equal(pickLanguage({ forced: "xx", saved: "es", browser: ["de"] }), "es");
  assert.equal(pickLanguage({ forced: null, saved: undefined, browser: ["fr-FR", "DE-at"] }), "de");
  assert.equal(pickLanguage({ browser: ["fr", "it"] }), "en");
  assert.equal(pickLanguage({}), "en");
  for (const lang of LANGUAGES) assert.equal(pickLanguage({ browser: [`${lang}-XX`] }), lang);
});

test("texts are filled in by name; an unknown name stays visible", () => {
  const { t } = createI18n("en");
  assert.equal(t("bar.handNo", { n: 7 }), "Hand 7");
  assert.equal(t("bar.handNo"), "Hand {n}");
  assert.equal(t("cardName", { rank: "Queen", suit: "spades" }), "Queen of spades");
});

test("counted texts take the language's plural form", () => {
  const en = createI18n("en");
  assert.equal(en.t("seat.cardsLeft", { n: 1 }), "1 card left");
  assert.equal(en.t("seat.cardsLeft", { n: 0 }), "0 cards left");
  assert.equal(en.t("seat.cardsLeft", { n: 12 }), "12 cards left");
  const de = createI18n("de");
  assert.equal(de.t("seat.cardsLeft", { n: 1 }), "noch 1 Karte");
  assert.equal(de.t("seat.cardsLeft", { n: 2 }), "noch 2 Karten");
});

test("texts about a player say 'you' for South and the player's name otherwise", () => {
  const { t } = createI18n("en");
  assert.equal(t("callout.trickWon", { seat: "S" }), "You win the trick");
  assert.equal(t("callout.trickWon", { seat: "E" }), "Lili wins the trick");
  assert.equal(t("callout.taken.pig", { seat: "W" }), "Chen takes the pig");
  assert.equal(t("callout.trickWon", { seat: "N", name: "Someone" }), "Someone wins the trick");
});

test("a missing text shows its key and is reported", (t) => {
  const warn = t.mock.method(console, "warn", () => {});
  const i18n = createI18n("en");
  assert.equal(i18n.t("no.such.text"), "no.such.text");
  assert.equal(i18n.t("seat"), "seat"); // a group of texts, not a text
  assert.equal(warn.mock.callCount(), 2);
  assert.equal(i18n.has("actions.play"), true);
  assert.equal(i18n.has("actions"), false);
  assert.equal(i18n.has("no.such.text"), false);
});

test("a language without a catalogue gets the English texts", () => {
  assert.equal(createI18n("fr").t("actions.play"), "Play");
});

test("scores carry a real minus sign, a plus on gains, and no grouping", () => {
  for (const lang of LANGUAGES) {
    const { score } = createI18n(lang);
    assert.equal(score(-160), "\u2212160", lang);
    assert.equal(score(50), "+50", lang);
    assert.equal(score(0), "0", lang);
    assert.equal(score(-1000), "\u22121000", lang);
  }
});

test("scores read as Intl's own signed number format would write them, in every language", () => {
  for (const lang of LANGUAGES) {
    const intl = new Intl.NumberFormat(lang, { signDisplay: "exceptZero", useGrouping: false });
    const { score } = createI18n(lang);
    for (const value of [-1000, -999, -160, -1, 0, 1, 50, 200, 1000, 12345]) {
      assert.equal(score(value), intl.format(value).replace("-", "\u2212"), `${lang} ${value}`);
    }
  }
});

test("lists are joined the language's way", () => {
  assert.equal(createI18n("en").list(["Lili", "Bao", "Chen"]), "Lili, Bao, and Chen");
  assert.equal(createI18n("de").list(["Lili", "Bao", "Chen"]), "Lili, Bao und Chen");
  assert.equal(createI18n("es").list(["Lili", "Bao"]), "Lili y Bao");
});

test("every catalogue names itself and uses only placeholders its English text has", () => {
  const english = leaves(CATALOGUES.en);
  for (const lang of LANGUAGES) {
    assert.equal(CATALOGUES[lang].languageName, LANGUAGE_NAMES[lang], lang); // the menu's name for it
    for (const [key, text] of Object.entries(leaves(CATALOGUES[lang]))) {
      if (!(key in english)) continue; // missing and extra keys: tests/browser/test_game_i18n.py
      const unknown = [...placeholders(text)].filter((name) => !placeholders(english[key]).has(name));
      assert.deepEqual(unknown, [], `${lang} ${key}: ${text}`);
    }
  }
});

test("Chinese tags all get the Simplified catalogue, the old code 'in' gets Indonesian", () => {
  for (const tag of ["zh", "zh-CN", "zh-SG", "zh-Hans", "zh-Hans-CN", "zh-TW", "zh-HK", "zh-Hant", "zh-Hant-TW", "zh_TW"]) {
    assert.equal(pickLanguage({ browser: [tag] }), "zh", tag);
  }
  for (const tag of ["id", "id-ID", "in", "in-ID", "IN"]) assert.equal(pickLanguage({ browser: [tag] }), "id", tag);
  assert.equal(pickLanguage({ forced: "in", saved: "zh" }), "id");
  assert.equal(pickLanguage({ forced: "zh-TW", saved: "id" }), "zh");
});

test("<html lang> names the script of the Chinese catalogue", () => {
  assert.equal(createI18n("zh").htmlLang, "zh-Hans");
  for (const lang of ["en", "de", "es", "id"]) assert.equal(createI18n(lang).htmlLang, lang);
});

test("Chinese and Indonesian texts: the players' names, one plural form, lists", () => {
  const zh = createI18n("zh");
  assert.equal(zh.t("callout.taken.pig", { seat: "E" }), "丽丽收了猪");
  assert.equal(zh.t("seat.cardsLeft", { n: 1 }), "剩1张");
  assert.equal(zh.t("cardName", { rank: "Q", suit: "黑桃" }), "黑桃Q");
  assert.equal(zh.list(["丽丽", "小宝", "老陈"]), "丽丽、小宝和老陈");
  const id = createI18n("id");
  assert.equal(id.t("callout.taken.pig", { seat: "S" }), "Kamu kena Babi");
  assert.equal(id.t("seat.cardsLeft", { n: 2 }), "sisa 2 kartu");
  assert.equal(id.list(["Lili", "Bao", "Chen"]), "Lili, Bao, dan Chen");
});

test("averages keep one decimal and a real minus sign; shares are percentages", () => {
  const en = createI18n("en");
  assert.equal(en.average(-12.34), "\u221212.3");
  assert.equal(en.average(-0.04), "0");
  assert.equal(en.average(2.25), "+2.3");
  assert.equal(en.percent(2 / 3), "67%");
  assert.equal(createI18n("de").average(-12.34), "\u221212,3");
});

test("loadCatalogues reads only the languages asked for, each once, and tries a failed one again", async () => {
  const reads = [];
  let fail = true;
  const read = async (url) => {
    const code = url.pathname.split("/").pop().replace(".json", "");
    reads.push(code);
    if (code === "zh" && fail) throw new Error("offline");
    return CATALOGUES[code];
  };
  await loadCatalogues(["de", "en"], read);
  await loadCatalogues(["en", "de"], read);
  assert.deepEqual(reads, []); // read already by catalogues.mjs
  const { loadCatalogues: fresh } = await import(`../../web/js/i18n.js?fresh=${Date.now()}`);
  await fresh(["de", "en"], read);
  await fresh(["en", "de"], read);
  assert.deepEqual(reads, ["de", "en"]);
  await assert.rejects(fresh(["zh"], read), /offline/);
  fail = false;
  await fresh(["zh"], read);
  assert.deepEqual(reads, ["de", "en", "zh", "zh"]);
});
