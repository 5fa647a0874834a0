// The deal of the day (web/js/daily.js): its code from the UTC date, the streak
// of days played, and the share text, which never names a card.
import assert from "node:assert/strict";
import { test } from "node:test";

import { dailyCode, dailyStreak, dayKey, playedOn, previousDay, readDaily, recordDay, shareText } from "../../web/js/daily.js";

const fmt = (n) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "0");
const TEXTS = {
  "daily.shareTitle": "Gong Zhu, deal of {day}",
  "daily.shareYou": "me {score}",
  "daily.shareHard": "Hard in my seat {score}",
  "daily.shareStreak": "{n} days in a row",
};
const t = (key, params = {}) => TEXTS[key].replace(/\{(\w+)\}/g, (_, name) => String(params[name]));

test("the day is the UTC date, whatever the time zone of the moment given", () => {
  assert.equal(dayKey(new Date("2026-12-02T23:59:59Z")), "2026-12-02");
  assert.equal(dayKey(new Date("2026-12-03T00:30:00+02:00")), "2026-12-02");
  assert.equal(dayKey(new Date("2026-12-02T00:00:00-05:00")), "2026-12-02");
});

test("the code of a day's deal is the same game code for every visitor, and a valid one", () => {
  assert.equal(dailyCode("2026-12-02"), "DAY-2026-12-02");
  assert.match(dailyCode("2026-12-02"), /^[A-Z0-9-]{1,24}$/);
  assert.notEqual(dailyCode("2026-12-02"), dailyCode("2026-12-03"));
  assert.throws(() => dailyCode("2026-12-2"));
});

test("the day before crosses months and years", () => {
  assert.equal(previousDay("2026-03-01"), "2026-02-28");
  assert.equal(previousDay("2027-01-01"), "2026-12-31");
});

test("the streak counts the days played in a row up to today; a day not yet played today does not break it", () => {
  let record = readDaily(null);
  assert.equal(dailyStreak(record, "2026-12-02"), 0);
  for (const day of ["2026-11-28", "2026-11-30", "2026-12-01"]) record = recordDay(record, day, { you: -10 });
  assert.equal(dailyStreak(record, "2026-12-02"), 2); // 30 Nov and 1 Dec; 29 Nov was missed
  record = recordDay(record, "2026-12-02", { you: 20 });
  assert.equal(dailyStreak(record, "2026-12-02"), 3);
  assert.equal(dailyStreak(record, "2026-12-04"), 0); // 3 Dec missed
  // Hard's result does not make a day played.
  record = recordDay(record, "2026-12-03", { hard: 5 });
  assert.equal(playedOn(record, "2026-12-03"), false);
  assert.equal(dailyStreak(record, "2026-12-03"), 3);
});

test("a day's result and Hard's are kept together; a record that cannot be read is empty", () => {
  let record = recordDay(readDaily(null), "2026-12-02", { you: -40 });
  record = recordDay(record, "2026-12-02", { hard: 10 });
  assert.deepEqual(readDaily(JSON.stringify(record)).days["2026-12-02"], { you: -40, hard: 10 });
  assert.deepEqual(readDaily("{").days, {});
  assert.deepEqual(readDaily(JSON.stringify({ days: { nonsense: { you: 1 }, "2026-12-01": { you: "x" } } })).days, {});
  // Days that are not an object of days, null among them (typeof null is "object"), count as none.
  for (const text of ['{"days": null}', '{"days": 5}', '{"days": []}', "null", "[]"]) assert.deepEqual(readDaily(text).days, {}, text);
});

test("the share text gives the results and the streak, never a card", () => {
  const text = shareText(t, fmt, { day: "2026-12-02", you: -40, hard: 10, streak: 3 });
  assert.equal(text, "Gong Zhu, deal of 2026-12-02 · me \u221240 · Hard in my seat +10 · 3 days in a row");
  assert.doesNotMatch(text, /[♠♥♦♣]|\b(?:[2-9]|10|[JQKA])[SHDC]\b/);
  // Without Hard's result and a streak of one day: only what is known.
  assert.equal(shareText(t, fmt, { day: "2026-12-02", you: 0, hard: null, streak: 1 }), "Gong Zhu, deal of 2026-12-02 · me 0");
  // The day's deal watched with Hard in South's seat and not played yet: no result of mine (not "me 0").
  assert.equal(shareText(t, fmt, { day: "2026-12-02", you: null, hard: -20, streak: 1 }), "Gong Zhu, deal of 2026-12-02 · Hard in my seat \u221220");
});
