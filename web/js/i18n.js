// Texts in English, German, Spanish, Simplified Chinese and Indonesian: one
// catalogue per language, web/i18n/<code>.json, each read once by
// loadCatalogues() when first needed (the page reads its language and English
// at start, another when the player picks it).
// The catalogues are data, all with the keys of en.json; a text missing from
// one falls back to the English text. An entry with "you"/"other" forms names
// a player ("you" is used for South); one with "one"/"other" (and the other
// Intl.PluralRules categories) counts something ({n}). Each language's game
// words are listed in docs/translating.md.
//
//   await loadCatalogues(["de", "en"]);        // English: the fallback for a missing text
//   const i18n = createI18n("de");
//   i18n.t("reasons.mustFollow.C")               -> "Du musst Kreuz bedienen"
//   i18n.t("seat.cardsLeft", { n: 1 })            -> "1 Karte übrig" (plural forms by Intl.PluralRules)
//   i18n.t("callout.taken.pig", { seat: "E" })    -> text for the seat: "you" (South) or "other" form
//
// Placeholders are named ({name}); sentences are never glued together from parts.

/**
 * A catalogue's entry: a text, or nested entries (forms "you"/"other", plural forms, a group of keys).
 * @typedef {string | {[key: string]: Entry}} Entry
 */
/** @typedef {{[key: string]: Entry}} Catalogue  one language's texts, web/i18n/<code>.json */
/**
 * A text's placeholders by name; `seat` picks the "you" (South) or "other" form, `n` the plural form.
 * @typedef {Record<string, string | number | null | undefined>} TextParams
 */
/**
 * The text of `key` in the current language, its placeholders filled in.
 * @typedef {(key: string, params?: TextParams) => string} T
 */
/** @typedef {ReturnType<typeof createI18n>} I18n  the texts and formats of one language */

/**
 * Each language's name in its own words, for the language menu (before its
 * catalogue is read); the same as each catalogue's "languageName".
 */
export const LANGUAGE_NAMES = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  zh: "简体中文",
  id: "Bahasa Indonesia",
};

/**
 * The languages' codes, English (the fallback) first.
 * @type {(keyof typeof LANGUAGE_NAMES)[]}
 */
export const LANGUAGES = /** @type {(keyof typeof LANGUAGE_NAMES)[]} */ (Object.keys(LANGUAGE_NAMES));

/**
 * Each language's texts by its code, once read by loadCatalogues(); English before any createI18n().
 * @type {Record<string, Catalogue>}
 */
export const CATALOGUES = {};

/** The reads under way or done, by language code. @type {Map<string, Promise<void>>} */
const reading = new Map();

/**
 * @param {URL} url
 * @returns {Promise<Catalogue>}
 */
async function fetchJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname}: ${response.status} ${response.statusText}`);
  return response.json();
}

/**
 * Reads the catalogues of `codes` (default: all), web/i18n/<code>.json, into
 * CATALOGUES, each at most once, all at the same time. A read that failed is
 * tried again on the next call.
 * @param {string[]} [codes]
 * @param {(url: URL) => Promise<Catalogue>} [read]  fetches by default; tests under Node read the file
 */
export async function loadCatalogues(codes = LANGUAGES, read = fetchJson) {
  await Promise.all(
    codes.map((code) => {
      if (!reading.has(code)) {
        const done = read(new URL(`../i18n/${code}.json`, import.meta.url)).then((texts) => {
          CATALOGUES[code] = texts;
        });
        done.catch(() => reading.delete(code));
        reading.set(code, done);
      }
      return reading.get(code);
    }),
  );
}

// Tags whose first part is not the catalogue's name: "in" is the old code for
// Indonesian. Every Chinese tag (zh-CN, zh-SG, zh-Hans, zh-TW, zh-HK, zh-Hant…)
// falls to "zh" by its first part: Traditional readers get Simplified Chinese
// until a Traditional catalogue exists (the picker says so).
/** @type {Partial<Record<string, string>>} */
const ALIASES = { in: "id" };

// What <html lang> says for each catalogue: the Chinese one is in Simplified script.
/** @type {Partial<Record<string, string>>} */
const HTML_LANG = { zh: "zh-Hans" };

/**
 * The catalogue for one language tag ("zh-TW" -> "zh", "in" -> "id"), or null.
 * @param {unknown} tag
 * @returns {string | null}
 */
export function languageOf(tag) {
  const first = String(tag ?? "").trim().toLowerCase().replace(/_/g, "-").split("-")[0];
  const code = ALIASES[first] ?? first;
  return /** @type {readonly string[]} */ (LANGUAGES).includes(code) ? code : null;
}

/**
 * The language to use: ?lang= first, then the saved choice, then the browser's languages.
 * @param {{forced?: string | null, saved?: string | null, browser?: readonly string[]}} choices
 * @returns {string}
 */
export function pickLanguage({ forced, saved, browser = [] }) {
  for (const candidate of [forced, saved, ...browser]) {
    const code = languageOf(candidate);
    if (code) return code;
  }
  return "en";
}

/**
 * The value of <html lang> (and of lang= on a language's name) for a catalogue.
 * @param {string} code
 * @returns {string}
 */
export function htmlLang(code) {
  return HTML_LANG[code] ?? code;
}

/**
 * @param {Catalogue | undefined} catalogue
 * @param {string} key
 * @returns {Entry | undefined}
 */
function lookup(catalogue, key) {
  /** @type {Entry | undefined} */
  let entry = catalogue;
  for (const part of key.split(".")) {
    if (entry == null || typeof entry !== "object") return undefined;
    entry = entry[part];
  }
  return entry;
}

/**
 * @param {string} template
 * @param {TextParams} params
 */
function fill(template, params) {
  return template.replace(/\{(\w+)\}/g, (/** @type {string} */ match, /** @type {string} */ name) =>
    params[name] === undefined ? match : String(params[name]),
  );
}

/**
 * A whole score with a real minus sign and a plus on gains, as every language
 * here writes it (Latin digits, no grouping): "−160", "+50", "0". Intl's number
 * format would say the same, but making one costs a first drawing several milliseconds.
 * @param {number} value
 * @returns {string}
 */
export function signed(value) {
  const n = Math.round(value);
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "0";
}

/**
 * `make()` on the first call, and its value ever after.
 * @template V
 * @param {() => V} make
 * @returns {() => V}
 */
function lazily(make) {
  /** @type {V | undefined} */
  let value;
  return () => (value ??= make());
}

/**
 * The texts and formats of the language `lang` (English where its catalogue is not read).
 * @param {string} lang
 */
export function createI18n(lang) {
  const en = CATALOGUES.en;
  const catalogue = CATALOGUES[lang] ?? en;
  // Intl's formatters are made on first use: each costs the start-up some milliseconds.
  const plural = lazily(() => new Intl.PluralRules(lang));
  const averages = lazily(
    () => new Intl.NumberFormat(lang, { signDisplay: "exceptZero", maximumFractionDigits: 1, useGrouping: false }),
  );
  const percents = lazily(() => new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 }));
  const lists = lazily(() => new Intl.ListFormat(lang, { style: "long", type: "conjunction" }));

  /**
   * @param {string} key
   * @param {TextParams} [params]
   * @returns {string}
   */
  function t(key, params = {}) {
    let entry = lookup(catalogue, key) ?? lookup(en, key);
    // Entries that name a player have a "you" form for South and an "other" form.
    if (entry && typeof entry === "object" && "you" in entry) {
      entry = params.seat === "S" ? entry.you : entry.other;
      if (params.seat && params.name === undefined) {
        const name = /** @type {string | undefined} */ (lookup(catalogue, `seats.${params.seat}`)); // seats.* are texts
        params = { ...params, name };
      }
    }
    // Entries that count something have plural forms: {one, other}.
    if (entry && typeof entry === "object" && "other" in entry && typeof params.n === "number") {
      entry = entry[plural().select(params.n)] ?? entry.other;
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
    score: signed,
    /** An average score, to one decimal: "−12.5", "+3". */
    average: (/** @type {number} */ value) => averages().format(value).replace("-", "\u2212"),
    /** A share (0..1) as a percentage: "50%". */
    percent: (/** @type {number} */ share) => percents().format(share),
    list: (/** @type {Iterable<string>} */ items) => lists().format(items),
    has: (/** @type {string} */ key) => typeof lookup(catalogue, key) === "string",
  };
}
