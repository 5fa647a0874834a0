// Practice hands: a finished deal played again, Hard in South's seat on it, and
// the deal of the day (daily.js). None of them counts in the statistics, and
// none disturbs the game in progress: its save is kept with the practice
// hand's record (gongzhu.practice.v1, storage.js) and comes back with "Back to
// your game", also after a reload in the middle of the practice hand.
//
// The engine replays a hand from its deal ({op: "practice", save, hand, south}),
// and the computers decide by the same rule on the same seeds, so the
// comparison is exact: playing your own cards again gives your own result, and
// Hard in your seat gives what the arena's hand with Hard in that seat gives.
//
// The record: {kind: "replay" | "hard" | "daily", code, hand, day, back,
//   yours (South's result in the game, or in the deal of the day), again (this
//   time's), hard (Hard's in South's seat), counted (the comparison is in the statistics)}.
//
//   const practice = new PracticeHands({ controller, storage });
//   practice.answer(action)      // replay-deal, practicePlay, hard-in-my-seat, practiceBack, daily, dailyShare
//   practice.watch(state)        // after every change: a practice hand's end is noted

import { EngineRefusal } from "./engine/python.js";
import { dailyCode, dailyStreak, dayKey, playedOn, readDaily, recordDay, shareText } from "./daily.js";
import { readStats, recordComparison } from "./stats.js";
import { askQuestion, dropQuestion, hardInSouthsSeat, hidePanel, isDailyDeal, setPractice, setStats } from "./state.js";

/** @typedef {import("./types/engine").View} View */
/** @typedef {import("./state.js").State} State */
/** @typedef {import("./action-table.js").Action} Action */
/** @typedef {import("./engine/python.js").Request} Request */
/** @typedef {"replay" | "hard" | "daily"} PracticeKind */
/**
 * The practice hand's record, as above (null results: not played yet).
 * @typedef {object} Practice
 * @property {PracticeKind} kind
 * @property {string} code
 * @property {number} hand
 * @property {string | null} day the deal of the day's date (YYYY-MM-DD)
 * @property {string | null} back the save of the game to go back to
 * @property {number | null} yours
 * @property {number | null} again
 * @property {number | null} hard
 * @property {boolean} counted
 */

/** @type {readonly PracticeKind[]} */
const KINDS = ["replay", "hard", "daily"];
const MAX_HAND = 10_000;
/** @type {(value: unknown) => value is number | null} */
const score = (value) => value === null || Number.isSafeInteger(value);
/** @type {(value: unknown) => value is number} */
const integer = (value) => Number.isSafeInteger(value);

/**
 * The practice record stored as `text`, or null (none, or not one of ours).
 * @param {unknown} text
 * @returns {Practice | null}
 */
export function readPractice(text) {
  /** @type {unknown} */
  let record;
  try {
    record = typeof text === "string" ? JSON.parse(text) : null;
  } catch {
    return null;
  }
  if (!record || typeof record !== "object") return null;
  const { kind, code, hand, day, back, yours, again, hard, counted } = /** @type {Record<string, unknown>} */ (record);
  if (!KINDS.includes(/** @type {PracticeKind} */ (kind))) return null;
  if (typeof code !== "string" || !integer(hand) || hand < 1 || hand > MAX_HAND) return null;
  if (!(day === null || (typeof day === "string" && day.length === 10)) || !(back === null || typeof back === "string")) return null;
  if (!(score(yours) && score(again) && score(hard)) || typeof counted !== "boolean") return null;
  return { kind: /** @type {PracticeKind} */ (kind), code, hand, day, back, yours, again, hard, counted };
}

/**
 * South's result in hand `hand` of the game of `view` (null when that hand is not finished).
 * @param {View | null} view
 * @param {number} hand
 * @returns {number | null}
 */
export function southResult(view, hand) {
  const line = view?.history?.[hand - 1];
  if (!view || !line) return null;
  const index = view.seats.findIndex((seat) => seat.seat === view.seat);
  return line[index]?.hand ?? null;
}

/**
 * The record once `view` shows its hand finished: the result written where it belongs (the same record when nothing is new).
 * @param {Practice | null} practice
 * @param {View | null} view
 * @returns {Practice | null}
 */
export function practiceOutcome(practice, view) {
  if (!practice || !view || view.code !== practice.code) return practice;
  if (view.phase !== "hand-over" && view.phase !== "game-over") return practice;
  const result = southResult(view, practice.hand);
  if (result === null) return practice;
  const field = /** @type {const} */ ({ replay: "again", hard: "hard", daily: "yours" })[practice.kind];
  if (practice[field] === result) return practice;
  return { ...practice, [field]: result };
}

/**
 * Whether the practice hand on the table is over (its result is in the record).
 * @param {Practice | null} practice
 * @param {View | null} view
 * @returns {boolean}
 */
export function practiceOver(practice, view) {
  if (!practice || !view || view.code !== practice.code || southResult(view, practice.hand) === null) return false;
  return view.phase === "hand-over" || view.phase === "game-over";
}

/**
 * What a finished practice hand writes in the deal of the day's record (null: nothing): the first play
 * gives the day's result, Hard in your seat its own; playing the deal again is practice and changes nothing.
 * @param {Practice | null} practice
 * @returns {{you: number | null} | {hard: number | null} | null}
 */
export function dailyChange(practice) {
  if (!practice?.day) return null;
  if (isDailyDeal(practice)) return { you: practice.yours };
  return hardInSouthsSeat(practice) ? { hard: practice.hard } : null;
}

export class PracticeHands {
  #controller;
  #storage;
  #pending = false; // a practice hand is being started: the view on the table is still the old one

  /**
   * @param {object} parts
   * @param {import("./game.js").GameController} parts.controller
   * @param {import("./storage.js").PageStorage} parts.storage
   * @param {import("./i18n.js").T} parts.say a text of the current language
   * @param {(n: number) => string} parts.format a score as the page writes it (+10, −40)
   */
  constructor({ controller, storage, say, format }) {
    this.#controller = controller;
    this.#storage = storage;
    this.say = say;
    this.format = format;
    setPractice(controller.state, readPractice(storage.loadPractice()));
  }

  /** The actions answered here (:meth:`answer`). */
  static ACTIONS = ["replay-deal", "practicePlay", "hard-in-my-seat", "practiceBack", "daily", "dailyShare"];

  /** @returns {State} */
  get #state() {
    return /** @type {State} */ (this.#controller.state);
  }

  /**
   * One of the practice actions: whether `action` was one.
   * @param {Action} action
   * @returns {boolean}
   */
  answer(action) {
    const state = this.#state;
    const type = action.type;
    if (type === "replay-deal") this.#ask(Number(action.hand) || this.#finishedHand());
    else if (type === "dailyShare") this.#share();
    else if (type === "practicePlay" || type === "hard-in-my-seat") {
      const hand = state.messages.question?.hand ?? state.practice?.hand ?? this.#finishedHand();
      dropQuestion(state);
      hidePanel(state);
      if (hand) this.#controller.queue(() => this.#start(type === "practicePlay" ? "replay" : "hard", hand));
    } else if (type === "practiceBack" || type === "daily") {
      hidePanel(state);
      if (type === "daily") this.#daily();
      else this.#controller.queue(() => this.#back());
    } else return false;
    return true;
  }

  /**
   * After every change of the state: the end of a practice hand is written down (with the comparison it gives).
   * @param {State} state
   */
  watch(state) {
    const practice = state.practice;
    if (!practice || this.#pending) return;
    const next = practiceOutcome(practice, state.view);
    if (!next || next === practice) return;
    setPractice(state, this.#noted(next));
    this.#storage.writePractice(JSON.stringify(state.practice));
  }

  /**
   * The hand last finished on the table (0: none).
   * @returns {number}
   */
  #finishedHand() {
    return this.#state.view?.history?.length ?? 0;
  }

  /** @param {number} hand */
  #ask(hand) {
    if (!hand) return;
    hidePanel(this.#state);
    askQuestion(this.#state, {
      key: "practice.ask",
      params: { n: hand },
      choices: [
        { action: "practicePlay", label: "practice.playAgain" },
        { action: "hard-in-my-seat", label: "practice.watchHard" },
        { action: "keepGame", label: "practice.cancel" },
      ],
      hand,
    });
  }

  /**
   * The comparison and the deal of the day's record, once a result is new.
   * @param {Practice} practice
   * @returns {Practice}
   */
  #noted(practice) {
    let next = practice;
    if (hardInSouthsSeat(practice) && practice.yours !== null && practice.hard !== null && !practice.counted) {
      const stored = readStats(this.#storage.loadStatsText());
      const base = stored.corrupt ? (this.#state.stats ?? stored.stats) : stored.stats; // the page's own, read at its start
      const stats = recordComparison(base, practice.yours, practice.hard);
      setStats(this.#state, stats);
      this.#storage.writeStats(stats);
      next = { ...practice, counted: true };
    }
    const change = dailyChange(practice);
    if (change && practice.day) this.#storage.writeDaily(JSON.stringify(recordDay(readDaily(this.#storage.loadDaily()), practice.day, change)));
    return next;
  }

  /**
   * Hand `hand` of the game on the table again from its deal: played by South (`replay`) or by Hard (`hard`).
   * @param {"replay" | "hard"} kind
   * @param {number} hand
   */
  async #start(kind, hand) {
    const state = this.#state;
    const save = this.#storage.loadSave();
    const view = state.view;
    if (!save || !view) return;
    const previous = state.practice;
    const same = previous && previous.code === view.code && previous.hand === hand;
    /** @type {Practice} */
    const record = {
      kind,
      code: view.code,
      hand,
      day: same ? previous.day : null,
      back: previous ? previous.back : save,
      yours: same ? previous.yours : southResult(view, hand),
      again: null,
      hard: same ? previous.hard : null,
      counted: same ? previous.counted : false,
    };
    await this.#begin(record, { op: "practice", save, hand, ...(kind === "hard" ? { south: "hard" } : {}) });
  }

  /**
   * Writes the record (with the game to go back to) first, then asks the engine for the practice hand.
   * @param {Practice} record
   * @param {Request} request
   */
  async #begin(record, request) {
    const state = this.#state;
    if (!this.#storage.writePractice(JSON.stringify(record))) {
      this.#controller.notify("notice.practiceFailed");
      return;
    }
    const previous = state.practice;
    setPractice(state, record);
    this.#pending = true;
    try {
      await this.#controller.startPractice(request);
    } catch (error) {
      // The game on the table stays; so does its record.
      setPractice(state, previous);
      if (previous) this.#storage.writePractice(JSON.stringify(previous));
      else this.#storage.clearPractice();
      if (!(error instanceof EngineRefusal)) throw error;
      this.#controller.notify("notice.practiceFailed");
    } finally {
      this.#pending = false;
      this.watch(state);
      this.#controller.refresh();
    }
  }

  /** The game kept aside comes back to the table; the practice hand is over. */
  async #back() {
    const state = this.#state;
    const practice = readPractice(this.#storage.loadPractice()) ?? state.practice;
    if (!practice?.back) {
      setPractice(state, null);
      this.#storage.clearPractice();
      return;
    }
    const reply = await this.#controller.load(practice.back);
    this.#storage.writeSave(practice.back); // before the record goes: a reload now finds the game, not the practice hand
    this.#storage.clearPractice();
    setPractice(state, null);
    this.#controller.resume(reply);
  }

  /** Today's deal: played when it has not been yet, else its result and the way to share it. */
  #daily() {
    const state = this.#state;
    const today = dayKey();
    const record = readDaily(this.#storage.loadDaily());
    if (playedOn(record, today)) {
      const text = this.#shareText(today, record);
      askQuestion(state, { key: "daily.done", params: { text }, choices: this.#shareChoices(), text });
      this.#controller.refresh();
      return;
    }
    if (!state.info) return;
    const save = this.#storage.loadSave();
    const previous = state.practice;
    /** @type {Practice} */
    const practice = {
      kind: "daily",
      code: dailyCode(today),
      hand: 1,
      day: today,
      back: previous ? previous.back : save,
      yours: null,
      again: null,
      hard: null,
      counted: false,
    };
    const request = { op: "new_game", seed: practice.code, level: state.info.default_level, rules: state.info.rules };
    this.#controller.queue(() => this.#begin(practice, request));
  }

  #shareChoices() {
    return [
      { action: "dailyShare", label: "daily.share" },
      { action: "keepGame", label: "daily.close" },
    ];
  }

  /**
   * @param {string} day
   * @returns {string}
   */
  #shareText(day, record = readDaily(this.#storage.loadDaily())) {
    const entry = record.days[day] ?? { you: null, hard: null };
    return shareText(this.say, this.format, { day, you: entry.you, hard: entry.hard, streak: dailyStreak(record, dayKey()) });
  }

  /** The deal of the day's result to the clipboard; the text stays on screen to copy by hand when that fails. */
  #share() {
    const state = this.#state;
    const day = state.practice?.day ?? dayKey();
    const text = this.#shareText(day);
    const show = (/** @type {string} */ key) => {
      askQuestion(state, { key, params: { text }, choices: [{ action: "keepGame", label: "daily.close" }], text });
      this.#controller.refresh();
    };
    if (!navigator.clipboard?.writeText) {
      show("daily.copyThis");
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => show("daily.copied"),
      () => show("daily.copyThis"),
    );
  }
}
