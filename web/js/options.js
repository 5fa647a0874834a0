// House-rule options of a new game, in the page's own terms, and their
// translations: to the engine's `rules` object, from it, to and from URL
// parameters, and to the short "rules in force" line. The numbers (totals
// that end a game, the default rules, the levels, the largest hand cap) are the
// engine's: `info` is its reply to {op: "info"}: {levels, default_level, presets, rules, limits}.
//
// Options: {exposure: bool, length: a preset's name ("standard", "quick"), cap: null|number,
//           swap: bool, lead: "spade2"|"club2", lowhearts: bool}
// URL:     exposure=0|1  length=standard|quick  cap=N (hands; 0 = none)
//          swap=0|1  lead=spade2|club2  lowhearts=0|1  (only what differs from the defaults is written)

/** @typedef {import("./types/engine").Info} Info */
/**
 * A new game's house-rule options, in the page's terms.
 * @typedef {object} Options
 * @property {boolean} exposure
 * @property {string} length  a preset's name ("standard", "quick")
 * @property {number | null} cap  the hand cap; null: none
 * @property {boolean} swap
 * @property {"spade2" | "club2"} lead
 * @property {boolean} lowhearts
 */
/**
 * The engine's `rules` object (gongzhu/rules.py, `view.rules`, `info.rules`), as far as the options read it.
 * @typedef {Record<string, unknown>} Rules
 */

/** The hand cap the new-game dialog offers (docs/rules.md, House-rule options). */
export const OFFERED_CAP = 30;

/**
 * The game-length presets the engine offers, in its order.
 * @param {Info} info
 * @returns {string[]}
 */
export function lengthNames(info) {
  return Object.keys(info.presets);
}

/**
 * The preset whose values `rules` has; the first one when none fits.
 * @param {Rules} rules
 * @param {Info} info
 */
function lengthOf(rules, info) {
  const names = lengthNames(info);
  const fits = (/** @type {string} */ name) => Object.entries(info.presets[name]).every(([key, value]) => rules[key] === value);
  return names.find(fits) ?? names[0];
}

/**
 * The options of the engine's `rules` object; of its default rules when `rules` is null.
 * @param {Rules | null | undefined} rules
 * @param {Info} info
 * @returns {Options}
 */
export function optionsFromRules(rules, info) {
  const r = rules ?? info.rules;
  return {
    exposure: r.exposure !== false,
    length: lengthOf(r, info),
    cap: /** @type {number | null} */ (r.max_hands ?? null), // the engine's max_hands: an int or None
    swap: Boolean(r.pig_goat_swap),
    lead: r.first_lead === "club_two_must" ? "club2" : "spade2",
    lowhearts: r.zero_hearts_are_points !== false,
  };
}

/**
 * The options of the engine's default rules.
 * @param {Info} info
 */
export function defaultOptions(info) {
  return optionsFromRules(null, info);
}

/**
 * The engine's `rules` object for `options`; what they leave out stays at the engine's defaults.
 * @param {Partial<Options>} options
 * @param {Info} info
 * @returns {Rules}
 */
export function rulesFromOptions(options, info) {
  const defaults = defaultOptions(info);
  const o = { ...defaults, ...options };
  const length = Object.hasOwn(info.presets, o.length) ? o.length : defaults.length;
  return {
    ...info.rules,
    exposure: o.exposure,
    ...info.presets[length],
    // A cap beyond the engine's limit (a hand-made address) is left out.
    max_hands: o.cap && o.cap <= info.limits.max_hands ? o.cap : null,
    pig_goat_swap: o.swap,
    first_lead: o.lead === "club2" ? "club_two_must" : "spade_two_any",
    zero_hearts_are_points: o.lowhearts,
  };
}

/** @type {Partial<Record<string, boolean>>} */
const FLAGS = { 1: true, on: true, true: true, 0: false, off: false, false: false };
/** @type {readonly string[]} */
const LEADS = ["spade2", "club2"];

/**
 * The options named in the address, each checked: {options, refused}. `options`
 * is null when none is named; `refused` lists [{name, value}] the values that
 * are not options (a length the engine does not offer, or a cap beyond its
 * limit, are for the engine's info to judge: link.js refusedByEngine).
 * @param {URLSearchParams} params
 * @returns {{options: Partial<Options> | null, refused: {name: string, value: string | null}[]}}
 */
export function readOptionParams(params) {
  /** @type {Partial<Options>} */
  const options = {};
  /** @type {{name: string, value: string | null}[]} */
  const refused = [];
  /**
   * @template {keyof Options} K
   * @param {K} name
   * @param {Options[K] | undefined} value
   */
  const take = (name, value) => {
    if (value === undefined) refused.push({ name, value: params.get(name) });
    else options[name] = value;
  };
  for (const name of /** @type {const} */ (["exposure", "swap", "lowhearts"])) {
    if (params.has(name)) take(name, FLAGS[/** @type {string} */ (params.get(name))]);
  }
  const length = params.get("length");
  if (length !== null) take("length", /^[a-z]{1,16}$/.test(length) ? length : undefined);
  const cap = params.get("cap");
  if (cap !== null) take("cap", /^\d{1,6}$/.test(cap) ? Number(cap) || null : undefined); // 0: none
  const lead = params.get("lead");
  if (lead !== null) take("lead", LEADS.includes(lead) ? /** @type {Options["lead"]} */ (lead) : undefined);
  return { options: Object.keys(options).length ? options : null, refused };
}

/**
 * The options named in the address, or null when none is named; values that are not options are left out.
 * @param {URLSearchParams} params
 */
export function optionsFromParams(params) {
  return readOptionParams(params).options;
}

/**
 * URL parameters for the options that differ from the engine's defaults.
 * @param {Partial<Options>} options
 * @param {Info} info
 * @returns {[string, string][]}
 */
export function paramsFromOptions(options, info) {
  const defaults = defaultOptions(info);
  const o = { ...defaults, ...options };
  /** @type {Record<keyof Options, (value: unknown) => number | string>} */
  const write = { exposure: Number, length: String, cap: (n) => String(n ?? 0), swap: Number, lead: String, lowhearts: Number };
  const entries = /** @type {[keyof Options, (value: unknown) => number | string][]} */ (Object.entries(write));
  return entries
    .filter(([name]) => o[name] !== defaults[name])
    .map(([name, text]) => [name, String(text(o[name]))]);
}

export const OPTION_PARAMS = ["exposure", "length", "cap", "swap", "lead", "lowhearts", "level"];

/**
 * The address that starts this game anew anywhere: code, options other than the defaults, level.
 * @param {string | URL} base
 * @param {string} code
 * @param {Rules | null | undefined} rules
 * @param {string | null | undefined} level
 * @param {Info} info
 */
export function shareLink(base, code, rules, level, info) {
  const url = new URL(base);
  url.search = "";
  url.hash = "";
  url.searchParams.set("seed", code);
  for (const [name, value] of paramsFromOptions(optionsFromRules(rules, info), info)) url.searchParams.set(name, value);
  if (level && level !== info.default_level) url.searchParams.set("level", level);
  return url.toString();
}

/**
 * "Quick ±500 · No exposure · …" (only what differs from the defaults), or "Standard rules".
 * @param {Rules | null | undefined} rules
 * @param {import("./i18n.js").T} t
 * @param {Info} info
 */
export function rulesLine(rules, t, info) {
  const o = optionsFromRules(rules, info);
  const items = [];
  if (o.length !== defaultOptions(info).length) items.push(t(`rulesLine.${o.length}`));
  if (o.cap) items.push(t("rulesLine.cap", { n: o.cap }));
  if (!o.exposure) items.push(t("rulesLine.noExposure"));
  if (o.swap) items.push(t("rulesLine.swap"));
  if (o.lead === "club2") items.push(t("rulesLine.club2"));
  if (!o.lowhearts) items.push(t("rulesLine.lowHearts"));
  return items.length ? items.join(" · ") : t("rulesLine.standard");
}
