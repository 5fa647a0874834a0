// The page's one table of actions. Each named action of input.js ({type, ...})
// has one handler, registered by the module that owns it: game.js the game's
// (cards, hints, new games, the game's dialogs), page-actions.js the page's own
// (language, settings, statistics, reading pages, a link's questions). A type
// registered twice is an error; an action no one registered does nothing.
//
//   const actions = new ActionTable({ waits: (action) => waitsForDeal(state, action) });
//   actions.register(controller.actions());        // {card: (action) => ..., ...}
//   actions.dispatch({ type: "card", card: "QS" });

/**
 * A named action: its type, and its fields as the page's buttons carry them (data attributes: text).
 * @typedef {{type: string, [field: string]: string | undefined}} Action
 */
/** @typedef {(action: Action) => void} Handler */

export class ActionTable {
  /** @type {Map<string, Handler>} */
  #handlers = new Map();
  #waits;

  /** @param {{waits?: (action: Action) => boolean}} [options] actions that must wait are dropped */
  constructor({ waits = () => false } = {}) {
    this.#waits = waits;
  }

  /**
   * Adds the handlers of `handlers` ({type: (action) => void}); a type that has one already throws.
   * @param {Record<string, Handler>} handlers
   */
  register(handlers) {
    for (const [type, handler] of Object.entries(handlers)) {
      if (this.#handlers.has(type)) throw new Error(`the action "${type}" has a handler already`);
      this.#handlers.set(type, handler);
    }
  }

  /**
   * Whether an action of `type` has a handler.
   * @param {string} type
   */
  has(type) {
    return this.#handlers.has(type);
  }

  /**
   * Does `action` with its type's handler; whether it was done (not waiting, and handled).
   * @param {Action | null} action
   * @returns {boolean}
   */
  dispatch(action) {
    if (!action) return false;
    const handler = this.#handlers.get(action.type);
    if (!handler || this.#waits(action)) return false;
    handler(action);
    return true;
  }
}
