// The bar at the top (menu, hand number, collected cards), the prompt line and
// action buttons above the hand, the short messages (toast) and the notice
// that stays until dismissed.

import { revealLines } from "../announce.js";
import { shortName } from "../cards.js";
import { rulesLine } from "../options.js";
import { hardInSouthsSeat, isDailyDeal, isExposing, isSouthsTurn, pointOf, samePoint } from "../state.js";
import { find, setAttr, setData, setDisabled, setHidden, setText } from "./dom.js";
import { hintHasWhy, hintReason } from "./hintwhy.js";

/** @typedef {import("../state.js").State} State */
/** @typedef {import("../types/engine").View} View */
/** @typedef {ReturnType<typeof import("../i18n.js").createI18n>} I18n */
/** @typedef {I18n["t"]} Words */
/** @typedef {{cards: string[], value: number, gain: number}} ExposureValue one priced choice of a hint's `values` */

/**
 * The hint's words: its reason, and while exposing what its choice is worth.
 * @param {State} state
 * @param {I18n} i18n
 */
function hintText(state, i18n) {
  const hint = state.choice.hint;
  return [i18n.t("hint.shown", { reason: hintReason(hint, i18n) }), exposeValue(hint, i18n)].filter(Boolean).join(" ");
}

/**
 * While exposing: what the engine's priced choice is worth against exposing nothing (the hint's values).
 * @param {State["choice"]["hint"]} hint
 * @param {I18n} i18n
 */
function exposeValue(hint, i18n) {
  if (!hint || !Array.isArray(hint.values)) return "";
  const values = /** @type {ExposureValue[]} */ (hint.values); // the engine's exposure_advice rows (review.py)
  const rows = values.filter((row) => row.cards.length);
  const key = (/** @type {string[]} */ cards) => [...cards].sort().join(" ");
  const row = rows.find((r) => key(r.cards) === key(hint.cards ?? [])) ?? rows[0];
  if (!row) return "";
  return i18n.t("hint.exposeValue", { cards: row.cards.map(shortName).join(" "), gain: i18n.average(row.gain) });
}

/**
 * The prompt line above the hand: what South may do now, or who is thinking.
 * @param {State} state
 * @param {I18n} i18n
 */
function promptText(state, i18n) {
  const { t } = i18n;
  const view = state.view;
  if (!view) return "";
  if (state.engine.dealPending) return t("prompt.deal");
  if (isExposing(state)) {
    if (state.choice.hint) return hintText(state, i18n);
    const n = state.choice.exposeSelection.length;
    return n ? t("prompt.exposeSelected", { n }) : t("prompt.expose");
  }
  if (view.phase !== "play") return "";
  if (isSouthsTurn(state)) {
    if (state.choice.hint) return hintText(state, i18n);
    if (state.choice.selected) return t("prompt.selected");
    return view.trick.length ? t("prompt.follow") : t("prompt.lead");
  }
  if (state.table.winner) {
    return t("callout.trickWon", { seat: state.table.winner });
  }
  if (view.turn === "S" && hardInSouthsSeat(state.practice)) return t("practice.hardThinking");
  return view.turn ? t("prompt.thinking", { seat: view.turn, name: t(`seats.${view.turn}`) }) : "";
}

/**
 * Everyone's exposures, revealed together as play starts (and the skip message).
 * @param {State} state
 * @param {I18n} i18n
 */
function revealText(state, i18n) {
  // Until the first trick is done or South has played into it.
  const view = state.view;
  if (!state.table.reveal || !view || view.tricks_played > 0 || view.trick.some((entry) => entry.seat === "S")) return "";
  return revealLines(state.table.skipMessage, state.table.reveal, (/** @type {string[]} */ cards) => cards.map(shortName).join(" "), i18n).join("\n");
}

/**
 * The level the computers play at, and the one a change brings from the next hand: "Normal → Hard".
 * @param {HTMLElement} element  #level-info
 * @param {View | null} view
 * @param {Words} t
 */
function renderLevel(element, view, t) {
  setHidden(element, !view?.level);
  if (!view?.level) return;
  const level = t(`menu.levels.${view.level}`);
  const next = view.next_level && view.next_level !== view.level ? t(`menu.levels.${view.next_level}`) : null;
  setText(element, next ? `${level} → ${next}` : level);
  const words = next ? t("bar.levelNext", { level, next }) : t("bar.level", { level });
  setAttr(element, "title", words);
  setAttr(element, "aria-label", words);
  setAttr(element, "role", "note");
  setData(element, "level", view.level);
  setData(element, "next", view.next_level ?? view.level);
}

/**
 * The toast's words; the exposures revealed have a title line, bold however it wraps.
 * @param {HTMLElement} toast
 * @param {string} text
 * @param {boolean} titled
 */
function showToastText(toast, text, titled) {
  const key = `${titled}|${text}`;
  if (toast.dataset.key === key) return;
  toast.dataset.key = key;
  if (!titled) {
    toast.textContent = text;
    return;
  }
  const [title, ...rest] = text.split("\n");
  const head = document.createElement("span");
  head.className = "toast-title";
  head.textContent = title;
  toast.replaceChildren(head, rest.length ? `\n${rest.join("\n")}` : "");
}

/**
 * @param {HTMLButtonElement} button
 * @param {boolean} visible
 * @param {boolean} [enabled]
 */
function showButton(button, visible, enabled = true) {
  setHidden(button, !visible);
  setDisabled(button, !enabled);
}

/**
 * A practice hand's line in the bar, where the hand number stands.
 * @param {NonNullable<State["practice"]>} practice
 * @param {Words} t
 */
function practiceLine(practice, t) {
  if (isDailyDeal(practice)) return t("practice.dailyLine", { day: practice.day });
  return breakAfterDots(t(hardInSouthsSeat(practice) ? "practice.hardLine" : "practice.line", { n: practice.hand }));
}

/**
 * `line` breakable after each " · " only ("Schwer · Hand 1" may wrap as "Schwer ·" and "Hand 1" on a 320 px
 * phone, never as "Hand" and "1"): the other spaces no-break ones.
 * @param {string} line
 */
function breakAfterDots(line) {
  return line
    .split(" · ")
    .map((part) => part.replaceAll(" ", "\u00a0"))
    .join("\u00a0· ");
}

/**
 * The bar, the prompt, the action buttons, the toast and the notice.
 * @param {HTMLElement} root
 * @param {State} state
 * @param {I18n} i18n
 */
export function renderControls(root, state, i18n) {
  const { t } = i18n;
  const view = state.view;

  // A practice hand (practice.js) says so where the hand number stands.
  const handLine = state.practice ? practiceLine(state.practice, t) : t("bar.handNo", { n: view?.hand_no });
  const gameInfo = find(root, "#game-info");
  setText(gameInfo, view ? handLine : "");
  gameInfo.classList.toggle("practice-line", Boolean(state.practice));
  renderLevel(find(root, "#level-info"), view, t);
  const rulesButton = find(root, "#rules-button");
  setHidden(rulesButton, !view);
  if (view && state.info) {
    const line = rulesLine(view.rules, t, state.info);
    setText(find(root, "#rules-line"), line);
    // A practice hand's longer line takes the room: the rules stay behind their ⓘ (and in the button's name).
    setHidden(find(root, "#rules-line"), Boolean(state.practice));
    setAttr(rulesButton, "title", line);
    // The name starts with the visible text (the rules line), as speech input expects.
    setAttr(rulesButton, "aria-label", t("bar.rules", { rules: line }));
  }
  setDisabled(find(root, "#collected-button", HTMLButtonElement), !view);

  setText(find(root, "#prompt"), promptText(state, i18n));

  const exposing = isExposing(state);
  const myTurn = isSouthsTurn(state) && !state.engine.busy;
  const playing = view?.phase === "play" && !state.engine.dealPending;
  const computers = playing && !!view.turn && (view.turn !== "S" || hardInSouthsSeat(state.practice));
  const hint = find(root, "#btn-hint", HTMLButtonElement);
  showButton(hint, exposing || (playing && !computers), (exposing || myTurn) && !state.choice.hintPending);
  setAttr(hint, "aria-busy", state.choice.hintPending ? "true" : "false");
  // The hint's prices, one tap further, with the hint they explain; its place is kept on South's turn,
  // so that the buttons do not move when a hint comes.
  const why = find(root, "#btn-why", HTMLButtonElement);
  const explained = hintHasWhy(state.choice.hint);
  showButton(why, playing && !computers, explained && !state.engine.busy);
  why.classList.toggle("held", !explained);
  showButton(find(root, "#btn-skip", HTMLButtonElement), exposing, !state.engine.busy);
  showButton(find(root, "#btn-expose", HTMLButtonElement), exposing, state.choice.exposeSelection.length > 0 && !state.engine.busy);
  showButton(find(root, "#btn-play", HTMLButtonElement), playing && !computers, myTurn && !!state.choice.selected);
  showButton(find(root, "#btn-ff", HTMLButtonElement), computers || (playing && state.table.winner !== null && view.turn !== "S"));

  // A message stands in for the prompt while it lasts, and goes when the turn moves on.
  const toast = find(root, "#toast");
  const current = state.messages.toast && samePoint(state.messages.toast.at ?? null, pointOf(view)) ? state.messages.toast : null;
  const reveal = current ? "" : revealText(state, i18n);
  const toastText = current?.text ?? reveal;
  showToastText(toast, toastText, Boolean(reveal));
  toast.classList.toggle("visible", Boolean(toastText));
  toast.classList.toggle("reveal", Boolean(reveal));
  if (current) setData(toast, "id", String(current.id));
  const callouts = find(root, "#callouts").childElementCount > 0;
  find(root, "#message-slot").classList.toggle("has-message", Boolean(toastText) || callouts);

  const notice = find(root, "#notice");
  setHidden(notice, state.messages.notices.length === 0);
  setText(find(notice, ".notice-text"), state.messages.notices.map(({ key, params }) => t(key, params)).join("\n"));
}
