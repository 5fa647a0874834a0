// What the page does when a piece of engine work failed. A refusal (or any
// other error of one request) is told in a toast, and the game goes on. When
// Python raised or its worker died, the save is written, the runtime starts
// afresh and the game resumes from its save (boot.js); when that happens again
// before the game has moved on, it would only repeat: the page shows the error.

import { BootError, PythonError } from "./engine/python.js";
import { showError } from "./state.js";

export class EngineRecovery {
  #host;
  /** @type {string | null} the save the game was last resumed from after an engine failure */
  #recoveredAt = null;

  /**
   * @param {object} host the controller's side
   * @param {import("./state.js").State} host.state the one state object: its error screen
   * @param {() => string | null} host.loadSave the save stored now
   * @param {() => void} host.write writes what is not written yet (save-writer.js)
   * @param {((error: Error) => Promise<void>) | null} host.restart starts the engine afresh and resumes the game (boot.js)
   * @param {(text: string) => void} host.toast a short message
   * @param {(problem: import("./refusal-words.js").Problem) => string} host.explain words for a refusal
   * @param {() => void} host.changed asks for a new frame
   */
  constructor(host) {
    this.#host = host;
  }

  /**
   * Meets a piece of engine work that threw (work-queue.js).
   * @param {unknown} error
   */
  failed(error) {
    if (error instanceof PythonError || error instanceof BootError) return this.#engineFailed(error);
    console.warn("Request failed:", error);
    const { reason, params } = /** @type {{reason?: string, params?: Record<string, unknown>}} */ (error ?? {});
    this.#host.toast(this.#host.explain({ reason: reason ?? "generic", params }));
  }

  /** @param {Error} error Python raised or its worker died */
  async #engineFailed(error) {
    const host = this.#host;
    host.write();
    const save = host.loadSave();
    const repeated = this.#recoveredAt !== null && this.#recoveredAt === save;
    console.warn("The game engine failed:", error);
    try {
      if (repeated || !host.restart) throw error;
      this.#recoveredAt = save;
      await host.restart(error);
    } catch (failure) {
      showError(host.state, failure instanceof Error ? failure.message : String(failure));
      host.changed();
    }
  }
}
