// When the game is written to storage: the save, the view beside it (for the
// next visit's first frame, saved-view.js) and the player's unfinished choices
// (uiSnapshot in state.js). A computer card's reply carries no save, so the
// save is written once the game is at rest (South's turn, the end of the hand,
// a dialog of the engine's), asking the engine for it then when the computers
// played since the last one, and whenever the page is hidden or closed: a
// reload in the middle of the computers' cards finds South's last move saved,
// and the computers play the same cards again. At most three writes a trick.
//
//   const saves = new SaveWriter({ storage, state });
//   saves.took(reply);           // after each reply: its save waits, written now when at rest
//   await saves.rest(askSave, changed);   // the computers have played
//   saves.noteChoices();         // after each change of the state

import { viewRecord } from "./saved-view.js";
import { uiSnapshot } from "./state.js";

/** @typedef {import("./types/engine").View} View */

/**
 * What the writer needs of the storage (storage.js, createStorage).
 * @typedef {object} SaveStorage
 * @property {(text: string) => unknown} writeSave
 * @property {(text: string) => unknown} writeView
 * @property {(text: string) => unknown} writeUi
 */

export class SaveWriter {
  #storage;
  #state;
  /** @type {{save: string, view: View} | null} the last save the engine sent, not yet written */
  #unsaved = null;
  /** the computers played since the last save the engine sent */
  #behind = false;
  /** the player's unfinished choices as last noted (JSON) */
  #lastUi = "";
  /** @type {{text: string, idle: boolean} | null} the choices changed since written; idle: they hold none */
  #ui = null;
  /** the choices stored hold none */
  #uiStoredIdle = false;

  /**
   * @param {object} parts
   * @param {SaveStorage} parts.storage
   * @param {import("./state.js").State} parts.state the one state object: its view, info and choices
   */
  constructor({ storage, state }) {
    this.#storage = storage;
    this.#state = state;
    // Hidden or closed (a reload, another app): what is not written yet is written now.
    globalThis.addEventListener?.("pagehide", () => this.write());
    globalThis.document?.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") this.write();
    });
  }

  /**
   * A reply was taken: its save waits to be written, and is written now when
   * the game is at rest; a reply with no save (a computer's card) leaves the saves behind.
   * @param {{view: View, save?: string}} reply
   */
  took(reply) {
    this.#behind = !reply.save;
    if (!reply.save) return;
    this.#unsaved = { save: reply.save, view: reply.view };
    // At rest: written now; else once the computers have played (rest).
    const { phase, turn } = reply.view;
    if (phase !== "play" || turn === "S") this.write();
  }

  /**
   * The computers have played: the game is at rest, and written; when the
   * saves are behind, `askSave` asks the engine for the save first, and
   * `changed` is called once it answered (the state is no longer busy).
   * @param {() => Promise<string | undefined>} askSave
   * @param {() => void} changed
   */
  async rest(askSave, changed) {
    const view = this.#state.view;
    if (this.#behind && view) {
      try {
        const save = await askSave();
        if (!save) throw new Error("the engine's reply has no save");
        this.#unsaved = { save, view };
        this.#behind = false;
      } catch (error) {
        // The last save stays; a failing engine is met by the next move's request.
        console.info(`The save was not asked for (${error instanceof Error ? error.message : error}).`);
      }
      changed();
    }
    this.write();
  }

  /** Writes the last save with its view, and the player's unfinished choices, when not written yet. */
  write() {
    if (this.#unsaved) {
      const { save, view } = this.#unsaved;
      this.#unsaved = null;
      this.#storage.writeSave(save);
      this.#storage.writeView(viewRecord({ view, save, info: this.#state.info }));
    }
    // Choices that hold none need not replace others that hold none (restoreUi finds nothing in either).
    if (this.#ui && !(this.#ui.idle && this.#uiStoredIdle)) {
      this.#storage.writeUi(this.#ui.text);
      this.#uiStoredIdle = this.#ui.idle;
    }
    this.#ui = null;
  }

  /** The state changed: the player's unfinished choices, when they changed, wait to be written with the save. */
  noteChoices() {
    const state = this.#state;
    const snapshot = uiSnapshot(state);
    const ui = JSON.stringify(snapshot);
    if (ui === this.#lastUi || !snapshot) return;
    this.#lastUi = ui;
    // Written with the save, at rest, or when the page is hidden (write).
    const idle = !snapshot.panel && !snapshot.selected && !snapshot.hint && !snapshot.exposeSelection?.length;
    this.#ui = { text: ui, idle };
  }
}
