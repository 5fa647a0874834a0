// Automatic play of a forced card: when the setting is on and the engine
// allows South exactly one card, that card is played after a short pause.

import { isSouthsTurn, selectCard } from "./state.js";

const PAUSE = 450; // milliseconds at speed 1: long enough to see what happens

/** Returns a watcher to call after every change of the state; `dispatch` does the page's actions. */
export function forcedCardPlayer(dispatch) {
  let planned = null; // the view a play is planned for
  return (state) => {
    const view = state.view;
    if (!state.settings.autoPlay || planned === view) return;
    if (!isSouthsTurn(state) || state.engine.busy || state.table.winner || view.legal.length !== 1) return;
    planned = view;
    setTimeout(() => {
      if (state.view !== view || !isSouthsTurn(state) || state.engine.busy || state.table.winner) {
        planned = null; // not yet: the next change looks again
        return;
      }
      selectCard(state, view.legal[0]);
      dispatch({ type: "play" });
    }, PAUSE * state.speed);
  };
}
