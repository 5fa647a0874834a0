// The new-game draft: the options of the new-game dialog while it is open,
// started from the current game's house rules (a table keeps its rules), and
// changed one switch at a time.
//
// Draft: {exposure, length, cap, swap, lead, lowhearts, level} (options.js, plus the level).
// `info` is the engine's: its levels, game lengths and default rules.

import { defaultOptions, lengthNames, optionsFromRules } from "./options.js";
import { askReplay, openNewGameDialog, resetDialogs, setDraft } from "./state.js";

/** The new-game and replay dialogs' steps: the actions dialogStep() takes. */
export const DIALOG_STEPS = ["newGame", "setOption", "resetOptions", "cancelNewGame", "replayDeal"];

/** The steps of the new-game and replay dialogs that change only the state; false for any other action. */
export function dialogStep(state, action) {
  switch (action.type) {
    case "newGame": // the dialog starts from the current game's options: a table keeps its house rules
      openNewGameDialog(state, openDraft(state.view, state.settings, state.info));
      return true;
    case "setOption":
      if (state.dialogs.draft) setDraft(state, changeDraft(state.dialogs.draft, action.option, action.value, state.info));
      return true;
    case "resetOptions":
      if (state.dialogs.draft) setDraft(state, resetDraft(state.dialogs.draft, state.info));
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

/** The dialog's first draft: the current game's options and the level of its next hand. */
export function openDraft(view, settings, info) {
  return { ...optionsFromRules(view.rules, info), level: view.next_level ?? settings.level ?? info.default_level };
}

/** The draft to start from: the open one, or the current game's options and the preferred level. */
export function draftToStart(state) {
  return state.dialogs.draft ?? { ...optionsFromRules(state.view.rules, state.info), level: state.settings.level };
}

/** Every option back at the engine's default; the level stays. */
export function resetDraft(draft, info) {
  return { ...defaultOptions(info), level: draft.level };
}

/** A dialog switch ({option, value} from data attributes) applied to the draft. */
export function changeDraft(draft, option, value, info) {
  return { ...draft, ...draftChange(option, value, info) };
}

function draftChange(option, value, info) {
  switch (option) {
    case "exposure":
    case "swap":
    case "lowhearts":
      return { [option]: value === "on" };
    case "length":
      return lengthNames(info).includes(value) ? { length: value } : {};
    case "cap": {
      const n = Number.parseInt(value, 10);
      return { cap: Number.isInteger(n) && n > 0 ? n : null };
    }
    case "lead":
      return { lead: value === "club2" ? "club2" : "spade2" };
    case "level":
      return info.levels.includes(value) ? { level: value } : {};
    default:
      return {};
  }
}
