// The new-game draft: the options of the new-game dialog while it is open,
// started from the current game's house rules (a table keeps its rules), and
// changed one switch at a time.
//
// Draft: {exposure, length, cap, swap, lead, lowhearts, level} (options.js, plus the level).
// `info` is the engine's: its levels, game lengths and default rules.

import { defaultOptions, lengthNames, optionsFromRules } from "./options.js";
import { askReplay, openNewGameDialog, resetDialogs, setDraft } from "./state.js";

/** @typedef {import("./types/engine").View} View */
/** @typedef {import("./types/engine").Info} Info */
/** @typedef {import("./state.js").State} State */
/** @typedef {import("./input.js").Action} Action */
/** @typedef {import("./options.js").Options} Options */
/**
 * The new-game dialog's options while it is open: the house rules and the level.
 * @typedef {Options & {level: string}} Draft
 */

/** The new-game and replay dialogs' steps: the actions dialogStep() takes. */
export const DIALOG_STEPS = ["newGame", "setOption", "resetOptions", "cancelNewGame", "replayDeal"];

/**
 * The steps of the new-game and replay dialogs that change only the state; false for any other action.
 * The game's actions run only with a game on the table (game.js), whose view comes with the engine's info.
 * @param {State} state
 * @param {Action} action
 */
export function dialogStep(state, action) {
  const info = /** @type {Info} */ (state.info); // a view comes with the engine's info (game.js preview, setup)
  switch (action.type) {
    case "newGame": // the dialog starts from the current game's options: a table keeps its house rules
      openNewGameDialog(state, openDraft(/** @type {View} */ (state.view), state.settings, info));
      return true;
    case "setOption":
      if (state.dialogs.draft) setDraft(state, changeDraft(state.dialogs.draft, action.option, action.value, info));
      return true;
    case "resetOptions":
      if (state.dialogs.draft) setDraft(state, resetDraft(state.dialogs.draft, info));
      return true;
    case "cancelNewGame":
      resetDialogs(state);
      return true;
    case "replayDeal":
      askReplay(state);
      return true;
    default:
      return false;
  }
}

/**
 * The dialog's first draft: the current game's options and the level of its next hand.
 * @param {View} view
 * @param {{level?: string}} settings
 * @param {Info} info
 * @returns {Draft}
 */
export function openDraft(view, settings, info) {
  return { ...optionsFromRules(view.rules, info), level: view.next_level ?? settings.level ?? info.default_level };
}

/**
 * The draft to start from: the open one, or the current game's options and the preferred level
 * (undefined: none preferred, the engine's default).
 * @param {State} state
 * @returns {Options & {level: string | undefined}}
 */
export function draftToStart(state) {
  const view = /** @type {View} */ (state.view); // the game's actions run only with a view (game.js)
  return state.dialogs.draft ?? { ...optionsFromRules(view.rules, /** @type {Info} */ (state.info)), level: state.settings.level };
}

/**
 * Every option back at the engine's default; the level stays.
 * @param {Draft} draft
 * @param {Info} info
 * @returns {Draft}
 */
export function resetDraft(draft, info) {
  return { ...defaultOptions(info), level: draft.level };
}

/**
 * A dialog switch ({option, value} from data attributes) applied to the draft.
 * @param {Draft} draft
 * @param {string | undefined} option
 * @param {string | undefined} value
 * @param {Info} info
 * @returns {Draft}
 */
export function changeDraft(draft, option, value, info) {
  return { ...draft, ...draftChange(option, value, info) };
}

/**
 * @param {string | undefined} option
 * @param {string | undefined} value
 * @param {Info} info
 * @returns {Partial<Draft>}
 */
function draftChange(option, value, info) {
  switch (option) {
    case "exposure":
    case "swap":
    case "lowhearts":
      return { [option]: value === "on" };
    case "length":
      return value !== undefined && lengthNames(info).includes(value) ? { length: value } : {};
    case "cap": {
      const n = Number.parseInt(value ?? "", 10); // none: NaN, as parseInt(undefined)
      return { cap: Number.isInteger(n) && n > 0 ? n : null };
    }
    case "lead":
      return { lead: value === "club2" ? "club2" : "spade2" };
    case "level":
      return value !== undefined && info.levels.includes(value) ? { level: value } : {};
    default:
      return {};
  }
}
