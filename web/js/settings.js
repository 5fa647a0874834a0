// The player's settings, kept across visits in gongzhu.settings.v1 (storage.js):
//   lang        the language chosen in the menu
//   level       the preferred difficulty
//   speed       "slow" | "normal" | "fast": the computers' pace (?speed= overrides it, for tests)
//   fourColour  a four-colour deck: diamonds blue, clubs green
//   autoPlay    a forced card (the only legal one) is played by itself
//   sounds      short sounds made with the Web Audio API (off by default)
//   dealButton  each hand's deal waits for a tap on "Deal"
//   guideSeen   the first-hand guide has opened once by itself (render/guide.js)
//   guideSpecials  "due": the guide's goat and transformer step waits for them in the first hand; "seen"
// A record that cannot be read, or a setting with a value it cannot have,
// is reset (the readable settings stay) and the player is told.

/** @typedef {"slow" | "normal" | "fast"} Speed */
/** @typedef {"fourColour" | "autoPlay" | "sounds" | "dealButton"} Switch */
/**
 * The player's settings, as above.
 * @typedef {object} Settings
 * @property {string} [lang]
 * @property {string} [level]
 * @property {Speed} speed
 * @property {boolean} fourColour
 * @property {boolean} autoPlay
 * @property {boolean} sounds
 * @property {boolean} dealButton
 * @property {boolean} [guideSeen]
 * @property {"due" | "seen"} [guideSpecials]
 */

/** @type {readonly Speed[]} */
export const SPEEDS = ["slow", "normal", "fast"];
// How much every delay is stretched at each speed.
/** @type {Record<Speed, number>} */
const SPEED_FACTOR = { slow: 1.7, normal: 1, fast: 0.45 };
/** @type {readonly Switch[]} */
export const SWITCHES = ["fourColour", "autoPlay", "sounds", "dealButton"];

/** @type {Readonly<Settings>} */
export const DEFAULT_SETTINGS = Object.freeze({
  speed: "normal",
  fourColour: false,
  autoPlay: false,
  sounds: false,
  dealButton: false,
});

/** @type {(value: unknown) => value is Speed} */
const isSpeed = (value) => SPEEDS.includes(/** @type {Speed} */ (value));
/** @type {(name: string) => name is Switch} */
const isSwitch = (name) => SWITCHES.includes(/** @type {Switch} */ (name));

/** @type {Record<string, (value: unknown) => boolean>} each setting's test */
const VALID = {
  lang: (value) => typeof value === "string" && value.length <= 16,
  level: (value) => typeof value === "string" && value.length <= 16,
  speed: isSpeed,
  ...Object.fromEntries(SWITCHES.map((name) => [name, (/** @type {unknown} */ value) => typeof value === "boolean"])),
  guideSeen: (value) => typeof value === "boolean",
  guideSpecials: (value) => value === "due" || value === "seen",
};

/**
 * The settings stored as `text` (null: nothing stored): {settings, corrupt}.
 * readSettings('{"speed":"fast"}').settings.speed -> "fast"; readSettings("{").corrupt -> true
 */
/**
 * @param {string | null | undefined} text
 * @returns {{settings: Settings, corrupt: boolean}}
 */
export function readSettings(text) {
  if (text === null || text === undefined) return { settings: { ...DEFAULT_SETTINGS }, corrupt: false };
  /** @type {unknown} */
  let stored;
  try {
    stored = JSON.parse(text);
  } catch {
    return { settings: { ...DEFAULT_SETTINGS }, corrupt: true };
  }
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) {
    return { settings: { ...DEFAULT_SETTINGS }, corrupt: true };
  }
  const settings = { ...DEFAULT_SETTINGS };
  const record = /** @type {Record<string, unknown>} */ (stored);
  let corrupt = false;
  for (const [name, valid] of Object.entries(VALID)) {
    if (!(name in record)) continue;
    if (valid(record[name])) /** @type {Record<string, unknown>} */ (settings)[name] = record[name];
    else corrupt = true;
  }
  return { settings, corrupt };
}

/**
 * A menu switch ({setting, value} from data attributes) applied: a new settings object.
 * @param {Settings} settings
 * @param {string} name
 * @param {string | undefined} value
 * @returns {Settings}
 */
export function changeSetting(settings, name, value) {
  if (name === "speed") return isSpeed(value) ? { ...settings, speed: value } : settings;
  if (isSwitch(name)) return { ...settings, [name]: value === "on" };
  return settings;
}

/**
 * The delay multiplier: ?speed= when given, else the chosen speed's.
 * @param {Settings} settings
 * @param {number | null} [forced]
 * @returns {number}
 */
export function speedOf(settings, forced = null) {
  return forced ?? SPEED_FACTOR[settings.speed] ?? 1;
}
