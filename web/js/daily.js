// The deal of the day: one deal for everybody, made from the date in UTC (the
// same in every browser, in every language and offline), played once under the
// standard rules and compared with Hard in South's seat on the same deal.
//
// The record of the days played is kept in gongzhu.daily.v1 (storage.js):
//   {days: {"2026-12-02": {you: -40, hard: 10 | null}, ...}}  the last MAX_DAYS days
// A record that cannot be read counts as empty (it is a convenience; the game never depends on it).
//
//   dailyCode(dayKey(new Date()))   // "DAY-2026-12-02": the game code of today's deal
//   dailyStreak(record, today)      // days played in a row, up to today (or yesterday)
//   shareText(t, {...})             // the result in words, without the cards

/** @typedef {{you: number | null, hard: number | null}} DayResult  South's result and Hard's in South's seat */
/** @typedef {{days: Record<string, DayResult>}} DailyRecord  by day, "YYYY-MM-DD" */

const MAX_DAYS = 400;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** @type {(value: unknown) => value is number} */
const score = (value) => Number.isSafeInteger(value);

/**
 * The UTC date of `date` as "YYYY-MM-DD".
 * @param {Date} [date]
 */
export function dayKey(date = new Date()) {
  return date.toISOString().slice(0, 10);
}

/**
 * The game code of the deal of `day` ("YYYY-MM-DD"): letters, digits and dashes, as every game code.
 * @param {string} day
 */
export function dailyCode(day) {
  if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
  return `DAY-${day}`;
}

/**
 * The day before `day` ("YYYY-MM-DD"), in UTC.
 * @param {string} day
 */
export function previousDay(day) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return dayKey(date);
}

/**
 * The record stored as `text` (null or unreadable: empty).
 * @param {string | null} text
 * @returns {DailyRecord}
 */
export function readDaily(text) {
  /** @type {{days?: unknown} | null} */ // any JSON: each field read is checked
  let stored = null;
  try {
    stored = typeof text === "string" ? JSON.parse(text) : null;
  } catch {
    stored = null;
  }
  /** @type {Record<string, DayResult>} */
  const days = {};
  /** @type {[string, {you?: unknown, hard?: unknown} | null][]} */ // any JSON: each field read is checked
  const entries = stored?.days && typeof stored.days === "object" && !Array.isArray(stored.days) ? Object.entries(stored.days) : [];
  for (const [day, entry] of entries) {
    if (!DAY.test(day) || !entry || !score(entry.you)) continue;
    days[day] = { you: entry.you, hard: score(entry.hard) ? entry.hard : null };
  }
  return { days };
}

/**
 * The record with `day`'s result changed by `change` ({you} or {hard}); the oldest days go beyond MAX_DAYS.
 * @param {DailyRecord} record
 * @param {string} day
 * @param {Partial<DayResult>} change
 * @returns {DailyRecord}
 */
export function recordDay(record, day, change) {
  const before = record.days[day] ?? { you: null, hard: null };
  const days = { ...record.days, [day]: { ...before, ...change } };
  const kept = Object.keys(days).sort().slice(-MAX_DAYS);
  return { days: Object.fromEntries(kept.map((key) => [key, days[key]])) };
}

/**
 * Whether the deal of `day` has been played (its result is known).
 * @param {DailyRecord} record
 * @param {string} day
 */
export function playedOn(record, day) {
  return score(record.days[day]?.you);
}

/**
 * Days played in a row up to `today`; a day not yet played today does not break the run.
 * @param {DailyRecord} record
 * @param {string} today
 */
export function dailyStreak(record, today) {
  let day = playedOn(record, today) ? today : previousDay(today);
  let n = 0;
  while (playedOn(record, day)) {
    n += 1;
    day = previousDay(day);
  }
  return n;
}

/**
 * The result of `day` in words for sharing: the day, South's result, Hard's in
 * the same seat when known, and the streak; never a card.
 * `t` is the page's i18n.t, `fmt` its score format (+10, −40).
 * @param {import("./i18n.js").T} t
 * @param {(score: number) => string} fmt
 * @param {{day: string, you: number | null, hard: number | null, streak: number}} result  a result
 *   not known (the day's deal watched with Hard in South's seat, not played) is left out
 */
export function shareText(t, fmt, { day, you, hard, streak }) {
  const parts = [t("daily.shareTitle", { day })];
  if (you !== null && score(you)) parts.push(t("daily.shareYou", { score: fmt(you) }));
  if (hard !== null && score(hard)) parts.push(t("daily.shareHard", { score: fmt(hard) }));
  if (streak > 1) parts.push(t("daily.shareStreak", { n: streak }));
  return parts.join(" · ");
}
