// What a game link may do to the game on the table, and the questions the page
// asks before anything is lost (shown by render/question.js from state.messages.question):
//
// - a link whose values the page or the engine does not know is refused with a notice;
// - a link's game over a game in progress: "start the linked game, or continue?"
//   Starting it sets the old game aside (storage.js gongzhu.save.aside.v1), where
//   the menu brings it back ("Back to game …", which sets the other one aside);
// - another tab owns the game (tab-owner.js): "this game is open in another tab",
//   with a button that takes it over.
//
//   const offer = new LinkOffer({ controller, storage, owner });
//   startGame({ ..., link, screen: offer.screen });   // boot.js asks it before obeying a link
//   offer.answer(action)                              // startLinked, keepGame, restoreAside, takeOver

import { EngineRefusal } from "./engine/python.js";
import { askQuestion, dropQuestion, hidePanel, setAsideCode } from "./state.js";
import { GAME_PARAMS, asksForGame, cleanText, inProgress, looksLikeCode, refusedByEngine, refusedText } from "./link.js";

const ELSEWHERE = { key: "question.elsewhere", params: {}, choices: [{ action: "takeOver", label: "question.takeOver" }] };

/** The code of a save text, or null. */
function codeOf(save) {
  try {
    const code = JSON.parse(save)?.code;
    return typeof code === "string" ? cleanText(code) : null;
  } catch {
    return null;
  }
}

export class LinkOffer {
  /** The actions answer() takes: a question's answers, and the menu's way back to the game set aside. */
  static ANSWERS = ["startLinked", "keepGame", "restoreAside", "takeOver"];

  #controller;
  #storage;
  #owner;
  #reload;

  /**
   * @param {object} parts
   * @param {import("./game.js").GameController} parts.controller
   * @param {ReturnType<import("./storage.js").createStorage>} parts.storage
   * @param {ReturnType<import("./tab-owner.js").createTabOwner>} parts.owner
   * @param {() => void} [parts.reload] starts the page again (after taking the game over)
   */
  constructor({ controller, storage, owner, reload = () => window.location.reload() }) {
    this.#controller = controller;
    this.#storage = storage;
    this.#owner = owner;
    this.#reload = reload;
    setAsideCode(controller.state, codeOf(storage.loadAside()));
  }

  /**
   * Before a link ({seed, options, level, refused}) is obeyed (boot.js): the link to obey now;
   * {} when any of its values is refused (all are named in a notice), or when it is left to a question.
   */
  screen = async (link, loaded) => {
    const state = this.#controller.state;
    // Nothing is put on the table before this tab knows whether it owns the game.
    const owned = await this.#owner.settled;
    // Every value refused is named: those the page could not read (link.refused), and those the engine does not offer.
    // The game's own are a reason not to use the link (a speed or a start-up limit is not).
    const refused = [...(link.refused ?? []), ...refusedByEngine(link, state.info)];
    if (refused.length) this.#controller.notify("notice.linkRefused", { values: refusedText(refused) });
    if (refused.some(({ name }) => GAME_PARAMS.includes(name))) return {};
    if (!owned || !asksForGame(link)) return {};
    const save = this.#storage.loadSave();
    if (!link.seed || !looksLikeCode(link.seed) || !loaded || !save || !inProgress(save)) return link;
    askQuestion(state, {
      key: "question.link",
      params: { code: cleanText(link.seed), current: codeOf(save) ?? "" },
      choices: [
        { action: "startLinked", label: "question.startLinked" },
        { action: "keepGame", label: "question.keepGame" },
      ],
      link,
    });
    return {};
  };

  /** Another tab owns the game (now, or from now on): the question that lets this one take it over. */
  elsewhere = () => {
    askQuestion(this.#controller.state, ELSEWHERE);
    this.#controller.refresh();
  };

  /** An answer to a question, or the menu's way back to the game set aside: whether `type` was one. */
  answer(type) {
    const state = this.#controller.state;
    switch (type) {
      case "startLinked":
        this.#controller.queue(() => this.#startLinked());
        return true;
      case "keepGame":
        dropQuestion(state);
        return true;
      case "restoreAside":
        hidePanel(state);
        this.#controller.queue(() => this.#restoreAside());
        return true;
      case "takeOver":
        this.#owner.takeOver().then(this.#reload);
        return true;
      default:
        return false;
    }
  }

  /** The linked game starts; the one in progress is set aside first (or nothing happens). */
  async #startLinked() {
    const [controller, storage, state] = [this.#controller, this.#storage, this.#controller.state];
    const link = state.messages.question?.link;
    dropQuestion(state);
    if (!link) return;
    const save = storage.loadSave();
    if (save && !storage.writeAside(save)) {
      controller.notify("notice.asideFailed");
      return;
    }
    try {
      await controller.begin(link);
    } catch (error) {
      if (!(error instanceof EngineRefusal)) throw error;
      controller.notify("notice.badLinkResumed", { code: cleanText(link.seed) });
      return;
    }
    setAsideCode(state, codeOf(save));
    controller.refresh();
  }

  /** The game set aside comes back; the one on the table takes its place aside. */
  async #restoreAside() {
    const [controller, storage] = [this.#controller, this.#storage];
    const aside = storage.loadAside();
    const current = storage.loadSave();
    if (!aside) return;
    let reply;
    try {
      reply = await controller.load(aside);
    } catch (error) {
      if (!(error instanceof EngineRefusal)) throw error;
      controller.notify("notice.asideUnreadable");
      return;
    }
    if (current && !storage.writeAside(current)) {
      controller.notify("notice.asideFailed");
      await controller.load(current); // the engine holds the game on the table again
      return;
    }
    controller.resume(reply);
    setAsideCode(controller.state, codeOf(current));
  }
}
