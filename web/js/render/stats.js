// The statistics panel: games played and won, South's average, best and worst
// hand, the winning streaks (stats.js keeps them), and a reset that asks first.

import { statsSummary } from "../stats.js";
import { actionButton, dialogHeader } from "./dialog.js";
import { build } from "./dom.js";

/** One line of the list: its name and its value; `stat` names it for tests and styles. */
function line(stat, label, value, negative = false) {
  const row = build("div", "stat-row");
  row.dataset.stat = stat;
  row.append(build("dt", "stat-label", label), build("dd", `stat-value${negative ? " negative" : ""}`, value));
  return row;
}

function statsList(summary, i18n) {
  const { t, score, average, percent } = i18n;
  const none = t("summary.none");
  const list = build("dl", "stats-list");
  const wins = summary.winRate === null ? String(summary.wins) : t("stats.winsValue", { wins: summary.wins, rate: percent(summary.winRate) });
  const mean = summary.average === null ? none : t("stats.averageValue", { average: average(summary.average), n: summary.hands });
  list.append(
    line("games", t("stats.games"), String(summary.games)),
    line("wins", t("stats.wins"), wins),
    line("average", t("stats.average"), mean, summary.average < 0),
    line("best", t("stats.best"), summary.best === null ? none : score(summary.best), summary.best < 0),
    line("worst", t("stats.worst"), summary.worst === null ? none : score(summary.worst), summary.worst < 0),
    line("streak", t("stats.streak"), t("stats.streakValue", { n: summary.streak })),
    line("longest", t("stats.longest"), t("stats.streakValue", { n: summary.longest })),
  );
  // Hands compared with Hard in South's seat on the same deal (practice.js): the average of yours minus Hard's.
  if (summary.versusHard !== null) {
    const value = t("stats.versusHardValue", { average: average(summary.versusHard), n: summary.compared });
    list.append(line("versus-hard", t("stats.versusHard"), value, summary.versusHard < 0));
  }
  return list;
}

export function statsContent(state, i18n) {
  const { t } = i18n;
  const summary = statsSummary(state.stats);
  const parts = [dialogHeader(t("stats.title"), i18n, "stats-title")];
  const body = build("div", "menu-section stats-body");
  if (summary.games === 0 && summary.hands === 0 && summary.versusHard === null) {
    body.append(build("p", "note stats-empty", t("stats.none")));
    parts.push(body);
    return parts;
  }
  body.append(statsList(summary, i18n), build("p", "note", t("stats.explain")));
  if (state.dialogs.confirmResetStats) {
    const confirm = build("div", "confirm");
    confirm.setAttribute("role", "group");
    const question = build("p", "", t("stats.confirmReset"));
    question.id = "stats-reset-question";
    confirm.setAttribute("aria-labelledby", question.id);
    confirm.append(
      question,
      actionButton(t("stats.confirmResetButton"), "confirmResetStats", {}, "primary danger"),
      actionButton(t("menu.cancel"), "cancelResetStats"),
    );
    body.append(confirm);
  } else {
    body.append(actionButton(t("stats.reset"), "resetStats", {}, "stats-reset"));
  }
  parts.push(body);
  return parts;
}
