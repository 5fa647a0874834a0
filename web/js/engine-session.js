// The page's session with the engine: sends a request, meets a refusal, and
// keeps the page's view in step with the engine's. Both sides keep the last
// view sent; a card's reply ({op: "play" | "advance", changes: true}) carries
// only what changed since then (view-changes.js), which the session applies to
// its copy. When the two have drifted (the reply's `base` is not the view the
// page has), it asks for the whole view again ({op: "view"}).
//
//   const session = new EngineSession({ python, state, quiet: () => work.held });
//   const reply = await session.send({ op: "play", card: "QS", changes: true });   // reply.view whole

import { EngineRefusal } from "./engine/python.js";
import { setEngineStatus } from "./state.js";
import { applyChanges } from "./view-changes.js";

/** @typedef {import("./types/engine").View} View */
/** @typedef {import("./types/engine").Reply} Reply */
/** @typedef {import("./types/engine").GameReply} GameReply */
/** @typedef {import("./types/engine").ChangesReply} ChangesReply */
/** @typedef {import("./types/engine").SaveReply} SaveReply */
/** @typedef {import("./types/engine").HintReply} HintReply */
/** @typedef {import("./types/engine").InfoReply} InfoReply */
/** @typedef {import("./types/engine").ReviewReply} ReviewReply */
/** @typedef {import("./types/engine").ErrorReply} ErrorReply */

/**
 * A request to the engine ({op: "play", card: "QS", changes: true}, …): gongzhu/webapi.py lists the ops.
 * @typedef {{op: string} & Record<string, unknown>} Request
 */

/**
 * The engine's client (engine/python.js, PythonClient): a request as an object, its reply parsed.
 * @typedef {{call: (request: Request) => Promise<Reply>}} EngineClient
 */

/**
 * A reply the engine accepted, whichever the op (the caller knows which fields its op answers with);
 * a changes reply arrives with its whole `view`, made by the session.
 * @typedef {{ok: true} & Partial<Omit<GameReply, "ok"> & Omit<ChangesReply, "ok"> & Omit<SaveReply, "ok"> & Omit<HintReply, "ok"> & Omit<InfoReply, "ok"> & Omit<ReviewReply, "ok">>} Answer
 */

export class EngineSession {
  #python;
  #state;
  #quiet;
  /** @type {{id: string | undefined, view: View} | null} the engine's last view, which the changes of the next reply apply to */
  #sent = null;

  /**
   * @param {object} parts
   * @param {EngineClient} parts.python the engine's client (engine/python.js)
   * @param {import("./state.js").State} parts.state the one state object: its busy mark
   * @param {() => boolean} parts.quiet no busy mark now (taps on a preview are not refused while the engine starts)
   */
  constructor({ python, state, quiet }) {
    this.#python = python;
    this.#state = state;
    this.#quiet = quiet;
  }

  /**
   * Sends `request`; resolves with the engine's reply (a view made whole from its changes),
   * rejects with EngineRefusal when the engine refuses it. The state is busy meanwhile.
   * @param {Request} request
   * @returns {Promise<Answer>}
   */
  async send(request) {
    const state = this.#state;
    setEngineStatus(state, { busy: !this.#quiet() });
    try {
      /** @type {Answer} */
      const reply = accepted(await this.#python.call(request));
      if (reply.changes) await this.#wholeView(reply);
      if (reply.view) this.#sent = { id: reply.view_id, view: reply.view };
      return reply;
    } finally {
      setEngineStatus(state, { busy: false });
    }
  }

  /**
   * A reply's view from its changes; should the page not have the view they apply to, the engine's whole view.
   * @param {Answer} reply a changes reply: gains `view` (and, when asked for whole, `view_id` and `save`)
   */
  async #wholeView(reply) {
    if (this.#sent && reply.changes && this.#sent.id === reply.base) {
      reply.view = applyChanges(this.#sent.view, reply.changes);
      return;
    }
    console.info(`The engine's view ${reply.base} is not the page's: the whole view is asked for.`);
    const whole = accepted(await this.#python.call({ op: "view" }));
    Object.assign(reply, { view: whole.view, view_id: whole.view_id, save: whole.save });
  }
}

/**
 * The reply when the engine accepted the request; its refusal thrown otherwise.
 * @param {Reply} reply
 * @returns {Answer}
 */
function accepted(reply) {
  if (!reply.ok) throw new EngineRefusal(reply.error);
  return reply;
}
