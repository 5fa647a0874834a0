// The end of a practice hand in the hand summary (practice.js): the comparison
// ("You −40, Hard in your seat +10"), and the ways on: play the deal again,
// watch Hard in your seat, share the deal of the day, back to your game.

import { hardInSouthsSeat, isDailyDeal, isReplay } from "../state.js";
import { actionButton } from "./dialog.js";
import { build } from "./dom.js";

/** A day ("2026-12-02") in the page's language: "2. Dez. 2026". */
export function dayText(day, lang) {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
  } catch {
    return day;
  }
}

/** The summary's title for a practice hand. */
export function practiceTitle(practice, i18n) {
  const { t } = i18n;
  if (isDailyDeal(practice)) return t("daily.title", { day: dayText(practice.day, i18n.lang) });
  return t(hardInSouthsSeat(practice) ? "practice.titleHard" : "practice.title", { n: practice.hand });
}

/** The lines that compare this time's result with the game's (or the day's: the first one) and with Hard's. */
export function comparisonLines(practice, i18n) {
  const { t, score } = i18n;
  const lines = [];
  const { yours, again, hard } = practice;
  if (isReplay(practice) && again !== null) {
    const key = practice.day ? "daily.again" : "practice.again";
    lines.push(yours === null ? t("practice.thisTime", { again: score(again) }) : t(key, { again: score(again), yours: score(yours) }));
  }
  if (yours !== null && hard !== null) lines.push(t("practice.compare", { you: score(yours), hard: score(hard) }));
  else if (hard !== null) lines.push(t("practice.hardOnly", { hard: score(hard) }));
  else if (isDailyDeal(practice) && yours !== null) lines.push(t("daily.result", { score: score(yours) }));
  return lines;
}

/** The practice part of the hand summary: the comparison, "not counted", and its buttons. */
export function practiceSummary(practice, i18n) {
  const { t } = i18n;
  const box = build("div", "practice-summary");
  box.dataset.practice = practice.kind;
  for (const line of comparisonLines(practice, i18n)) box.append(build("p", "practice-compare", line));
  box.append(build("p", "note", t(practice.day ? "daily.notCounted" : "practice.notCounted")));
  const actions = build("div", "result-actions");
  actions.append(actionButton(t("practice.back"), "practiceBack", {}, "primary big"));
  if (!hardInSouthsSeat(practice)) actions.append(actionButton(t("practice.watchHard"), "hard-in-my-seat", { hand: String(practice.hand) }));
  actions.append(actionButton(t("practice.playAgain"), "practicePlay", { hand: String(practice.hand) }));
  if (practice.day) actions.append(actionButton(t("daily.share"), "dailyShare"));
  box.append(actions);
  return box;
}
