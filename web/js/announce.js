// What a screen reader hears as the game goes on, in the page's language:
// every card played with its seat ("Lili spielt Pik Dame"), who takes each
// trick and the points in it, the exposures as play starts, whose turn it is,
// refusals, and the result of a hand and of the game. The words are built by
// the pure functions below; an Announcer appends them to one polite live
// region (role="log", visually hidden), keeping the last few lines.

import { SPECIAL, cardName } from "./cards.js";
import { SEATS } from "./seats.js";

const KEEP_LINES = 6;

/** "Lili plays Queen of spades". */
export function playedText(event, i18n) {
  return i18n.t("announce.played", { seat: event.seat, card: cardName(event.card, i18n.t) });
}

/** For a finished trick: ["Bao takes the trick: −100 points", "Bao takes the pig"]. */
export function trickLines(trick, winner, points, i18n) {
  const { t } = i18n;
  const worth =
    points === 0 || points === undefined
      ? t("announce.noPoints")
      : t("announce.points", { n: Math.abs(points), score: i18n.score(points) });
  // The trick's points first, then what the pig, goat or transformer did.
  const lines = [t("announce.trick", { seat: winner, points: worth })];
  for (const played of trick) {
    const kind = SPECIAL[played.card];
    if (kind) lines.push(t(`callout.taken.${kind}`, { seat: winner }));
  }
  return lines;
}

/**
 * The exposures revealed as play starts, one line each, on the page and for a screen reader:
 * ["You have nothing to expose.", "Exposed: Bao ♦J"] or [..., "Nobody exposed a card this hand."].
 * `entries` are {seat, cards}; `cardsText` writes one seat's cards.
 */
export function revealLines(nothing, entries, cardsText, i18n) {
  const { t } = i18n;
  const lines = nothing ? [t("expose.nothing")] : [];
  const items = entries
    .filter((entry) => entry.cards.length)
    .map((entry) => t("expose.revealEntry", { seat: entry.seat, cards: cardsText(entry.cards) }));
  lines.push(items.length ? t("expose.reveal", { list: i18n.list(items) }) : t("expose.revealNone"));
  return lines;
}

/** Everyone's exposures as play starts, one line each: ["Exposed: Bao Jack of diamonds"] or ["Nobody exposed a card this hand."]. */
export function exposuresLines(view, i18n) {
  const entries = view.seats.map((seat) => ({ seat: seat.seat, cards: seat.exposed }));
  const names = (cards) => i18n.list(cards.map((card) => cardName(card, i18n.t)));
  return revealLines(view.nothing_to_expose, entries, names, i18n);
}

/** ["Hand 3 is over: you −40, total −120; Lili …"], and at the end of the game who won. */
export function resultLines(view, i18n) {
  const { t, score } = i18n;
  const scores = view.last_hand ?? view.seats.map((seat) => seat.score);
  const items = view.seats.map((entry, index) =>
    t("announce.resultEntry", { seat: entry.seat, hand: score(scores[index].hand), total: score(entry.total) }),
  );
  const lines = [t("announce.handOver", { n: view.hand_no, list: items.join("; ") })];
  if (view.phase === "game-over" && view.outcome) {
    const outcome = view.outcome;
    lines.push(outcome.victory ? t("gameOver.victory") : t("gameOver.defeat"));
    lines.push(t("gameOver.winner", { seat: outcome.winner, total: score(outcome.totals[SEATS.indexOf(outcome.winner)]) }));
  }
  return lines;
}

export class Announcer {
  #region;
  #getI18n;
  #later;

  /**
   * @param {HTMLElement} region a polite live region (role="log")
   * @param {() => ReturnType<import("./i18n.js").createI18n>} getI18n the texts of the current language
   * @param {(write: () => void) => void} [later] when the lines are written: at once, or (the page)
   *   once the next frame is drawn, so a card's lines do not make the frame lay the page out twice
   */
  constructor(region, getI18n, later = (write) => write()) {
    this.#region = region;
    this.#getI18n = getI18n;
    this.#later = later;
  }

  /** Says each of `texts` (already in the page's language), one line each, in the order said. */
  say(...texts) {
    const region = this.#region;
    const lines = texts.flat().filter(Boolean);
    if (!region || !lines.length) return;
    this.#later(() => {
      for (const text of lines) {
        const line = document.createElement("p");
        line.textContent = text;
        region.append(line);
      }
      while (region.childElementCount > KEEP_LINES) region.firstElementChild.remove();
    });
  }

  /**
   * The engine's events of one reply (cards played, tricks finished), then
   * what the new view means: the hand's result, or that South is to play.
   * `trick` is what lay on the table before the first event.
   */
  events(events, view, trick = []) {
    const i18n = this.#getI18n();
    let cards = [...trick];
    for (const event of events ?? []) {
      cards.push(event);
      this.say(playedText(event, i18n));
      if (event.trick_winner) {
        this.say(trickLines(cards, event.trick_winner, event.trick_points, i18n));
        cards = [];
      }
    }
    this.position(view);
  }

  /** What the view asks of South now: play a card, or read the result. */
  position(view) {
    const i18n = this.#getI18n();
    if (!view) return;
    if (view.phase === "hand-over" || view.phase === "game-over") this.say(resultLines(view, i18n));
    else if (view.phase === "play" && view.turn === "S") {
      this.say(i18n.t(view.trick.length ? "prompt.follow" : "prompt.lead"));
    }
  }

  /** As a hand starts: the exposure choice, or the exposures revealed and whose turn it is. */
  handStart(view) {
    const i18n = this.#getI18n();
    if (!view) return;
    if (view.phase === "expose") {
      this.say(i18n.t("summary.title", { n: view.hand_no }), i18n.t("prompt.expose"));
      return;
    }
    if (view.phase === "play" && view.tricks_played === 0 && view.trick.length === 0 && view.rules?.exposure) {
      this.say(exposuresLines(view, i18n));
    }
    this.position(view);
  }
}
