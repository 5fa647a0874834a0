// What a game link may do to the game on the table, and the questions the page
// asks before anything is lost (shown by render/question.js from state.question):
//
// - a link whose values the page or the engine does not know is refused with a notice;
// - a link's game over a game in progress: "start the linked game, or continue?"
//   Starting it sets the old game aside (storage.js gongzhu.save.aside.v1), where
//   the menu brings it back ("Back to game …", which sets the other one aside);
// - another tab owns the game (tab-owner.js): "this game is open in another tab",
//   with a button that takes it over.
//
//   const offer = createLinkOffer({ controller, storage, owner });
//   startGame({ ..., link, screen: offer.screen });   // boot.js asks it before obeying a link
//   offer.answer(action)                              // startLinked, keepGame, restoreAside, takeOver

import { EngineRefusal } from "./python.js";
import { asksForGame, cleanText, inProgress, looksLikeCode, refusedByEngine, refusedText } from "./link.js";

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

/**
 * @param {object} parts
 * @param {import("./game.js").GameController} parts.controller
 * @param {ReturnType<import("./storage.js").createStorage>} parts.storage
 * @param {ReturnType<import("./tab-owner.js").createTabOwner>} parts.owner
 * @param {() => void} [parts.reload] starts the page again (after taking the game over)
 */
export function createLinkOffer({ controller, storage, owner, reload = () => window.location.reload() }) {
  const state = controller.state;
  state.asideCode = codeOf(storage.loadAside());

  /**
   * Before a link ({seed, options, level, refused}) is obeyed (boot.js): the link to obey now;
   * {} when any of its values is refused (all are named in a notice), or when it is left to a question.
   */
  async function screen(link, loaded) {
    // Nothing is put on the table before this tab knows whether it owns the game.
    const owned = await owner.settled;
    // Every value refused is named: those the page could not read (link.refused), and those the engine does not offer.
    const refused = [...(link.refused ?? []), ...refusedByEngine(link, state.info)];
    if (refused.length) {
      controller.notify("notice.linkRefused", { values: refusedText(refused) });
      return {};
    }
    if (!owned || !asksForGame(link)) return {};
    const save = storage.loadSave();
    if (!link.seed || !looksLikeCode(link.seed) || !loaded || !save || !inProgress(save)) return link;
    state.question = {
      key: "question.link",
      params: { code: cleanText(link.seed), current: codeOf(save) ?? "" },
      choices: [
        { action: "startLinked", label: "question.startLinked" },
        { action: "keepGame", label: "question.keepGame" },
      ],
      link,
    };
    return {};
  }

  /** The linked game starts; the one in progress is set aside first (or nothing happens). */
  async function startLinked() {
    const link = state.question?.link;
    state.question = null;
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
    state.asideCode = codeOf(save);
    controller.refresh();
  }

  /** The game set aside comes back; the one on the table takes its place aside. */
  async function restoreAside() {
    const aside = storage.loadAside();
    const current = storage.loadSave();
    state.panel = null;
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
    state.asideCode = codeOf(current);
  }

  function answer(type) {
    switch (type) {
      case "startLinked":
        controller.queue(startLinked);
        return true;
      case "keepGame":
        state.question = null;
        controller.refresh();
        return true;
      case "restoreAside":
        controller.queue(restoreAside);
        return true;
      case "takeOver":
        owner.takeOver().then(reload);
        return true;
      default:
        return false;
    }
  }

  /** Another tab owns the game (now, or from now on): the question that lets this one take it over. */
  function elsewhere() {
    state.question = ELSEWHERE;
    controller.refresh();
  }

  return { screen, answer, elsewhere };
}
