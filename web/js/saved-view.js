// The table drawn before Python is ready: the last view the engine sent is
// stored (storage.js, gongzhu.view.v1) with a fingerprint of the save that came
// with it, and drawn on the next visit only beside that very save. A record
// that cannot be read, belongs to another save or does not look like a view is
// ignored: the page then waits for Python as it would without one.
//
//   storage.writeView(viewRecord({ view, save, info }));     // after every engine reply
//   const saved = readViewRecord(storage.loadView(), storage.loadSave());   // {view, info} or null

import { SEATS } from "./seats.js";

/** @typedef {import("./types/engine").View} View */
/** @typedef {import("./types/engine").Info} Info */
/** A table drawn from storage: the view, and the engine's info it came with. */
/** @typedef {{view: View, info: Info}} SavedTable */

const FORMAT = 1;
/**
 * The view's fields that are whole numbers, named as the engine's View names them (a field renamed
 * there fails the type check here too).
 * @type {(keyof View)[]}
 */
const WHOLE_NUMBERS = ["hand_no", "tricks_played"];
const PHASES = ["expose", "play", "hand-over", "game-over"];

/**
 * A short fingerprint of a save text (32-bit FNV-1a over its UTF-16 code units, and its length).
 *
 *   fingerprint("abc")   -> "1a47e90b.3"
 * @param {string} text
 * @returns {string}
 */
export function fingerprint(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, "0")}.${text.length}`;
}

// The engine's info as JSON, kept for the info object it was made from: the info
// does not change in a game, and the record is written after every reply.
/** @type {{info: Info | null | undefined, json: string}} */
let infoText = { info: undefined, json: "null" };

/**
 * The text to store for the view `view` that came with the save text `save`; `info` is the engine's info.
 * @param {{view: View, save: string, info?: Info | null}} parts
 * @returns {string}
 */
export function viewRecord({ view, save, info = null }) {
  if (infoText.info !== info) infoText = { info, json: JSON.stringify(info) };
  // As JSON.stringify({format, save, view, info}) would write it, with the info's text reused.
  const head = JSON.stringify({ format: FORMAT, save: fingerprint(save), view });
  return `${head.slice(0, -1)},"info":${infoText.json}}`;
}

/** @type {(value: unknown) => value is Record<string, unknown>} */
const isObject = (value) => Boolean(value) && typeof value === "object" && !Array.isArray(value);
const CARD = /^(?:[2-9TJQKA]|10)[SHDC]$/; // as cards.js parseCard reads them
/** @type {(value: unknown) => value is string} */
const isCard = (value) => typeof value === "string" && CARD.test(value);
/** @type {(value: unknown) => value is string[]} */
const isCardList = (value) => Array.isArray(value) && value.every(isCard);
/** @type {(value: unknown) => value is import("./seats.js").SeatName} */
const isSeat = (value) => /** @type {readonly unknown[]} */ (SEATS).includes(value);
// Where the view holds cards: lists under these names, single ones under "card", and the keys of these maps,
// named as the engine names them (types/engine.d.ts: a field renamed there fails the type check here too).
/** @type {(keyof View)[]} */
const VIEW_CARD_LISTS = ["hand", "legal", "exposable"];
/** @type {Set<string>} */
const CARD_LISTS = new Set([
  ...VIEW_CARD_LISTS,
  .../** @type {(keyof import("./types/engine").SeatState)[]} */ (["exposed", "exposed_held"]),
  .../** @type {(keyof import("./types/engine").PastTrick)[]} */ (["cards"]),
]);
/** @type {Set<string>} */
const CARD_MAPS = new Set(/** @type {(keyof View)[]} */ (["illegal", "effects"]));

/**
 * Whether every card anywhere in `value` (the view, or a part of it named `name`) is a card code.
 * @param {unknown} value
 * @param {string} [name]
 * @returns {boolean}
 */
function cardsValid(value, name = "") {
  if (Array.isArray(value)) {
    // A trick's "cards" are {seat, card} entries: walked like any other part.
    return value.every((item) => (CARD_LISTS.has(name) && !isObject(item) ? isCard(item) : cardsValid(item)));
  }
  if (!isObject(value)) return true;
  if (CARD_MAPS.has(name) && !Object.keys(value).every(isCard)) return false;
  return Object.entries(value).every(([key, item]) => (key === "card" ? isCard(item) : cardsValid(item, key)));
}

/**
 * Whether `view` has the parts the table is drawn from (the engine's view shape, not its rules),
 * every card in it a card code.
 * @param {unknown} view
 * @returns {view is View}
 */
export function looksLikeView(view) {
  if (!isObject(view) || !PHASES.includes(/** @type {string} */ (view.phase)) || typeof view.code !== "string") return false;
  if (!WHOLE_NUMBERS.every((key) => Number.isInteger(view[key])) || !isObject(view.rules)) return false;
  if (!VIEW_CARD_LISTS.every((key) => isCardList(view[key]))) return false;
  const { trick, seats } = view;
  if (!isObject(view.illegal) || !Array.isArray(trick) || !Array.isArray(view.tricks) || !Array.isArray(view.history)) return false;
  if (!trick.every((entry) => isObject(entry) && isSeat(entry.seat) && isCard(entry.card))) {
    return false;
  }
  if (!Array.isArray(seats) || seats.length !== SEATS.length || !cardsValid(view)) return false;
  return seats.every(
    (seat) =>
      isObject(seat) &&
      isSeat(seat.seat) &&
      Number.isInteger(seat.total) &&
      Number.isInteger(seat.cards_left) &&
      isObject(seat.score) &&
      isCardList(seat.exposed_held),
  );
}

/**
 * Whether `info` has what the table's rules line and dialogs are drawn from (the engine's info reply).
 * @param {unknown} info
 * @returns {info is Info}
 */
function looksLikeInfo(info) {
  return isObject(info) && isObject(info.presets) && isObject(info.rules) && Array.isArray(info.levels);
}

/**
 * The stored view of the save text `save`, as {view, info}; null when there is
 * no save or no record, or the record is unreadable, of another save, or not a
 * view with the engine's info.
 * @param {string | null} text
 * @param {string | null} save
 * @returns {SavedTable | null}
 */
export function readViewRecord(text, save) {
  if (typeof text !== "string" || typeof save !== "string" || !save) return null;
  /** @type {unknown} */
  let record;
  try {
    record = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(record) || record.format !== FORMAT || record.save !== fingerprint(save)) return null;
  if (!looksLikeView(record.view) || !looksLikeInfo(record.info)) return null;
  return { view: record.view, info: record.info };
}
