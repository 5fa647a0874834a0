// Texts in English, German, Spanish, Simplified Chinese and Indonesian: one
// catalogue per language in web/i18n/.
//
//   const i18n = createI18n("de");
//   i18n.t("reasons.mustFollow.C")               -> "Du musst Kreuz bedienen"
//   i18n.t("seat.cardsLeft", { n: 1 })            -> "1 Karte übrig" (plural forms by Intl.PluralRules)
//   i18n.t("callout.taken.pig", { seat: "E" })    -> text for the seat: "you" (South) or "other" form
//
// Placeholders are named ({name}); sentences are never glued together from parts.

import en from "../i18n/en.js";
import de from "../i18n/de.js";
import es from "../i18n/es.js";
import zh from "../i18n/zh.js";
import id from "../i18n/id.js";

export const CATALOGUES = { en, de, es, zh, id };
export const LANGUAGES = Object.keys(CATALOGUES);

// Tags whose first part is not the catalogue's name: "in" is the old code for
// Indonesian. Every Chinese tag (zh-CN, zh-SG, zh-Hans, zh-TW, zh-HK, zh-Hant…)
// falls to "zh" by its first part: Traditional readers get Simplified Chinese
// until a Traditional catalogue exists (the picker says so).
const ALIASES = { in: "id" };

// What <html lang> says for each catalogue: the Chinese one is in Simplified script.
const HTML_LANG = { zh: "zh-Hans" };

/** The catalogue for one language tag ("zh-TW" -> "zh", "in" -> "id"), or null. */
export function languageOf(tag) {
  const first = String(tag ?? "").trim().toLowerCase().replace(/_/g, "-").split("-")[0];
  const code = ALIASES[first] ?? first;
  return LANGUAGES.includes(code) ? code : null;
}

/** The language to use: ?lang= first, then the saved choice, then the browser's languages. */
export function pickLanguage({ forced, saved, browser = [] }) {
  for (const candidate of [forced, saved, ...browser]) {
    const code = languageOf(candidate);
    if (code) return code;
  }
  return "en";
}

/** The value of <html lang> (and of lang= on a language's name) for a catalogue. */
export function htmlLang(code) {
  return HTML_LANG[code] ?? code;
}

function lookup(catalogue, key) {
  let entry = catalogue;
  for (const part of key.split(".")) {
    if (entry == null || typeof entry !== "object") return undefined;
    entry = entry[part];
  }
  return entry;
}

function fill(template, params) {
  return template.replace(/\{(\w+)\}/g, (match, name) =>
    params[name] === undefined ? match : String(params[name]),
  );
}

export function createI18n(lang) {
  const catalogue = CATALOGUES[lang] ?? en;
  const plural = new Intl.PluralRules(lang);
  const numbers = new Intl.NumberFormat(lang, { signDisplay: "exceptZero", useGrouping: false });
  const lists = new Intl.ListFormat(lang, { style: "long", type: "conjunction" });

  function t(key, params = {}) {
    let entry = lookup(catalogue, key) ?? lookup(en, key);
    // Entries that name a player have a "you" form for South and an "other" form.
    if (entry && typeof entry === "object" && "you" in entry) {
      entry = params.seat === "S" ? entry.you : entry.other;
      if (params.seat && params.name === undefined) {
        params = { ...params, name: lookup(catalogue, `seats.${params.seat}`) };
      }
    }
    // Entries that count something have plural forms: {one, other}.
    if (entry && typeof entry === "object" && "other" in entry && typeof params.n === "number") {
      entry = entry[plural.select(params.n)] ?? entry.other;
    }
    if (typeof entry !== "string") {
      console.warn(`missing text: ${key}`);
      return key;
    }
    return fill(entry, params);
  }

  return {
    lang,
    htmlLang: htmlLang(lang),
    t,
    /** Scores with a real minus sign and a plus on gains: "−160", "+50", "0". */
    score: (value) => numbers.format(value).replace("-", "\u2212"),
    list: (items) => lists.format(items),
    has: (key) => typeof lookup(catalogue, key) === "string",
  };
}
