// The page's address, read strictly: what a link asks for, what it asks for
// that the game does not know (refused, with a notice, never quietly replaced
// by a default), and which parameters leave the address.
//
//   const link = readAddress(new URL(location.href));
//   link.refused        // [{name, value}] values the page will not use ("level=god", "cap=1.5", "speed=0x10")
//   refusedByEngine(link, info)   // the same for values only the engine's info can judge (level, length, cap)
//   cleanText(text)     // a link's text as a notice may repeat it: no control or direction characters
//
// Parameters (see main.js for what each does): seed and the game options
// (OPTION_PARAMS), lang, speed, boot_timeout_ms, snapshot_timeout_ms,
// engine_timeout_ms. Any other parameter is dropped from the address.

import { OPTION_PARAMS, readOptionParams } from "./options.js";

/** @typedef {import("./types/engine").Info} Info */
/** @typedef {import("./options.js").Options} Options */
/** @typedef {{name: string, value: string | null}} Refused  a parameter and the value the page will not use */
/**
 * The game a link asks for (any part may be missing), and the values refused on the way.
 * @typedef {object} GameLink
 * @property {string | null} [seed]
 * @property {Partial<Options> | null} [options]
 * @property {string | null} [level]
 * @property {Refused[]} [refused]
 */
/**
 * What the address asks for (readAddress).
 * @typedef {object} Address
 * @property {string | null} seed
 * @property {Partial<Options> | null} options
 * @property {string | null} level
 * @property {string | null} lang
 * @property {number | null} speed
 * @property {number | null} bootTimeoutMs
 * @property {number | null} snapshotTimeoutMs
 * @property {number | null} engineTimeoutMs
 * @property {Refused[]} refused
 * @property {string[]} adjusted
 * @property {string[]} unknown
 */

/** @type {Readonly<Record<string, number>>} */
export const SPEED_NAMES = { slow: 1.7, normal: 1, fast: 0.45 }; // the menu's speeds (settings.js)
export const MAX_SPEED = 50; // the slowest pace a link may ask for (tests use 40: the computers wait about 25 s a card)
// The least start-up and answer limits a link may set: a start takes about 1 s (3 s the first time).
export const MIN_BOOT_TIMEOUT_MS = 3_000;
export const MIN_SNAPSHOT_TIMEOUT_MS = 1_000;
export const MIN_ENGINE_TIMEOUT_MS = 2_000;
export const MAX_TIMEOUT_MS = 600_000;
const TIMEOUTS = ["boot_timeout_ms", "snapshot_timeout_ms", "engine_timeout_ms"];
/** The parameters that say which game to play: a value of these refused, the link is not used. */
export const GAME_PARAMS = ["seed", ...OPTION_PARAMS];
const KNOWN = new Set(["lang", "speed", ...GAME_PARAMS, ...TIMEOUTS]);
const SHOWN_CHARS = 24;

/**
 * A text from a link as a notice may show it: control, format and direction
 * characters (NUL, U+202E and the like) removed, at most `max` characters (then "…").
 *
 *   cleanText("ab\u0000\u202Ecd") -> "abcd"
 * @param {unknown} text
 * @param {number} [max]
 */
export function cleanText(text, max = SHOWN_CHARS) {
  const chars = [...String(text).replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/gu, "")];
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : chars.join("");
}

/**
 * A whole number of milliseconds in decimal digits, or null.
 * @param {string} text
 */
function milliseconds(text) {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/**
 * `?speed=`: a named speed or a decimal number in [0, MAX_SPEED]; null when not given or not one.
 * @param {string | null} text
 * @returns {number | null}
 */
export function readSpeed(text) {
  if (text === null) return null;
  if (Object.hasOwn(SPEED_NAMES, text)) return SPEED_NAMES[text];
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(text)) return null;
  const speed = Number(text);
  return speed <= MAX_SPEED ? speed : null;
}

/**
 * A timeout parameter: at least `min` ms, or null when absent or unreadable (then refused).
 * One raised to `min` (or lowered to MAX_TIMEOUT_MS) is listed in `adjusted`: it leaves the address.
 * @param {URLSearchParams} params
 * @param {string} name
 * @param {number} min
 * @param {{refused: Refused[], adjusted: string[]}} found
 */
function readTimeout(params, name, min, { refused, adjusted }) {
  if (!params.has(name)) return null;
  const ms = milliseconds(/** @type {string} */ (params.get(name)));
  if (ms === null) {
    refused.push({ name, value: params.get(name) });
    return null;
  }
  const bounded = Math.min(Math.max(ms, min), MAX_TIMEOUT_MS);
  if (bounded !== ms) adjusted.push(name);
  return bounded;
}

/**
 * What the address asks for: {seed, options, level, lang, speed, bootTimeoutMs,
 * snapshotTimeoutMs, engineTimeoutMs, refused, adjusted, unknown}. `refused` lists the
 * values the page will not use; `adjusted` the limits it raised or lowered; `unknown` the
 * parameters it does not know. All of them leave the address.
 * @param {URL} url
 * @returns {Address}
 */
export function readAddress(url) {
  const params = url.searchParams;
  const { options, refused } = readOptionParams(params);
  const level = params.get("level");
  if (level !== null && !/^[a-z]{1,16}$/.test(level)) refused.push({ name: "level", value: level });
  const speedText = params.get("speed");
  const speed = readSpeed(speedText);
  if (speedText !== null && speed === null) refused.push({ name: "speed", value: speedText });
  const found = { refused, adjusted: /** @type {string[]} */ ([]) };
  return {
    seed: params.get("seed")?.trim() || null,
    options,
    level: level !== null && /^[a-z]{1,16}$/.test(level) ? level : null,
    lang: params.get("lang"),
    speed,
    bootTimeoutMs: readTimeout(params, "boot_timeout_ms", MIN_BOOT_TIMEOUT_MS, found),
    snapshotTimeoutMs: readTimeout(params, "snapshot_timeout_ms", MIN_SNAPSHOT_TIMEOUT_MS, found),
    engineTimeoutMs: readTimeout(params, "engine_timeout_ms", MIN_ENGINE_TIMEOUT_MS, found),
    refused,
    adjusted: found.adjusted,
    unknown: [...new Set(params.keys())].filter((name) => !KNOWN.has(name)),
  };
}

/**
 * The link's values that the engine does not offer (`info`: its reply to {op: "info"}): [{name, value}].
 * @param {GameLink} link
 * @param {Info} info
 * @returns {Refused[]}
 */
export function refusedByEngine({ options, level }, info) {
  /** @type {Refused[]} */
  const refused = [];
  if (level !== null && level !== undefined && !info.levels.includes(level)) refused.push({ name: "level", value: level });
  if (options?.length !== undefined && !Object.hasOwn(info.presets, options.length)) {
    refused.push({ name: "length", value: options.length });
  }
  if (options?.cap && options.cap > info.limits.max_hands) refused.push({ name: "cap", value: String(options.cap) });
  return refused;
}

/**
 * The refused values as a notice shows them: "level=god, cap=99999" (each cleaned, see cleanText).
 * @param {readonly Refused[]} refused
 */
export function refusedText(refused) {
  return refused.map(({ name, value }) => `${name}=${cleanText(value ?? "")}`).join(", ");
}

/**
 * Whether `seed` can be a game code: 1 to 24 letters, digits or dashes, in either case
 * (as gongzhu.game.normalize_code has them; the engine has the last word). A link with
 * anything else is not worth a question: the engine refuses it and the game goes on.
 * @param {string} seed
 */
export function looksLikeCode(seed) {
  return /^[A-Za-z0-9-]{1,24}$/.test(seed.trim());
}

/**
 * Whether a game link asks for a game: a code or options of a new game.
 * @param {GameLink} link
 */
export function asksForGame(link) {
  return Boolean(link.seed || link.options || link.level);
}

/**
 * Whether the save text `save` holds a game in progress: one the player has
 * acted in (an action of South's) and that is not over. Nothing is lost by
 * replacing any other.
 * @param {string} save
 */
export function inProgress(save) {
  /** @type {{actions?: unknown, state?: {phase?: unknown} | null} | null} */ // any JSON: each field read is checked
  let parsed;
  try {
    parsed = JSON.parse(save);
  } catch {
    return false;
  }
  const actions = Array.isArray(parsed?.actions) ? parsed.actions : [];
  const acted = actions.some((action) => typeof action === "string" && action.startsWith("S "));
  return acted && parsed?.state?.phase !== "game-over";
}
