// The new-game draft: the options of the new-game dialog while it is open,
// started from the current game's house rules (a table keeps its rules), and
// changed one switch at a time.
//
// Draft: {exposure, length, cap, swap, lead, lowhearts, level} (options.js, plus the level).

import { optionsFromRules } from "./options.js";

const LEVELS = ["easy", "normal", "hard"];

/** The dialog's first draft: the current game's options and the level of its next hand. */
export function openDraft(view, settings) {
  return { ...optionsFromRules(view.rules), level: view.next_level ?? settings.level ?? "normal" };
}

/** The draft to start from: the open one, or the current game's options and the preferred level. */
export function draftToStart(state) {
  return state.draft ?? { ...optionsFromRules(state.view.rules), level: state.settings.level };
}

/** Every option back at its default; the level stays. */
export function resetDraft(draft) {
  return { ...optionsFromRules(null), level: draft.level };
}

/** A dialog switch ({option, value} from data attributes) applied to the draft. */
export function changeDraft(draft, option, value) {
  return { ...draft, ...draftChange(option, value) };
}

function draftChange(option, value) {
  switch (option) {
    case "exposure":
    case "swap":
    case "lowhearts":
      return { [option]: value === "on" };
    case "length":
      return { length: value === "quick" ? "quick" : "standard" };
    case "cap": {
      const n = Number.parseInt(value, 10);
      return { cap: Number.isInteger(n) && n > 0 ? n : null };
    }
    case "lead":
      return { lead: value === "club2" ? "club2" : "spade2" };
    case "level":
      return LEVELS.includes(value) ? { level: value } : {};
    default:
      return {};
  }
}
