// The hand review's chart: South's expected result for the hand after each of its decisions (the
// engine's mean result of the choice made, `expected` of a review step's reply), then the hand's
// result, as a line over an area from the zero line, with the marked decisions as dots (lichess's
// evaluation graph is the model). The SVG is drawn here, hidden from screen readers; a table beside
// it (visually hidden) says the same: each decision, its expected result and its mark.

import { build } from "./dom.js";

/** @typedef {import("../state.js").State} State */
/** @typedef {NonNullable<NonNullable<State["review"]>["outline"]>} Outline */
/** @typedef {NonNullable<State["review"]>["steps"]} Steps */
/** @typedef {ReturnType<typeof import("../i18n.js").createI18n>} I18n */
/** One point of the chart. @typedef {{label: string, value: number | null, mark: string | null}} Point */

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 320;
const HEIGHT = 96;
const PAD = 6;
/** The least half-height of the chart, in points: a quiet hand is not blown up. */
const LEAST_SPAN = 60;

/**
 * The chart's points: each of South's decisions (the exposure, then the card of each trick) with the
 * expected result once priced, then the hand's result.
 * @param {Outline} outline
 * @param {Steps} steps
 * @param {I18n["t"]} t
 * @returns {Point[]}
 */
export function chartPoints(outline, steps, t) {
  let trick = 0;
  /** @type {Point[]} */
  const points = outline.decisions.map((decision, index) => {
    const entry = steps[index];
    if (decision.kind === "play") trick += 1;
    const label = decision.kind === "play" ? t("review.chartTrick", { n: trick }) : t("review.chartDeal");
    const value = entry ? (entry.decision.expected ?? null) : null;
    return { label, value, mark: entry ? entry.decision.mark : null };
  });
  const result = outline.result?.S;
  if (typeof result === "number") points.push({ label: t("review.chartEnd"), value: result, mark: null });
  return points;
}

/**
 * An SVG element with its attributes.
 * @param {string} tag
 * @param {Record<string, string | number>} attributes
 */
function svg(tag, attributes) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

/**
 * The chart as SVG: the zero line, the area and the line through the points priced, a dot on each marked decision.
 * @param {Point[]} points
 */
function drawing(points) {
  const span = Math.max(LEAST_SPAN, ...points.map((p) => Math.abs(p.value ?? 0)));
  const x = (/** @type {number} */ i) => PAD + ((WIDTH - 2 * PAD) * i) / Math.max(1, points.length - 1);
  const y = (/** @type {number} */ v) => HEIGHT / 2 - ((HEIGHT / 2 - PAD) * v) / span;
  const shown = points.map((p, i) => ({ ...p, x: x(i) })).filter((p) => p.value !== null);
  const chart = svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: "review-chart-svg", "aria-hidden": "true", focusable: "false" });
  chart.append(svg("line", { x1: 0, x2: WIDTH, y1: y(0), y2: y(0), class: "review-chart-zero" }));
  if (shown.length) {
    const line = shown.map((p, i) => `${i ? "L" : "M"}${p.x.toFixed(1)} ${y(p.value ?? 0).toFixed(1)}`).join(" ");
    const first = shown[0].x.toFixed(1);
    const last = shown[shown.length - 1].x.toFixed(1);
    chart.append(svg("path", { d: `M${first} ${y(0)} ${line.replace(/^M/, "L")} L${last} ${y(0)} Z`, class: "review-chart-area" }));
    chart.append(svg("path", { d: line, class: "review-chart-line" }));
  }
  for (const p of shown) {
    if (p.mark) chart.append(svg("circle", { cx: p.x.toFixed(1), cy: y(p.value ?? 0).toFixed(1), r: 4, class: "review-chart-dot", "data-mark": p.mark }));
  }
  return chart;
}

/**
 * The chart's text equivalent: a table of each point's expected result and mark.
 * @param {Point[]} points
 * @param {I18n} i18n
 */
function chartTable(points, i18n) {
  const { t } = i18n;
  const table = build("table", "sr-only review-chart-table");
  table.append(build("caption", "", t("review.chart")));
  const head = build("tr");
  for (const key of ["chartWhen", "chartValue", "chartMark"]) head.append(build("th", "", t(`review.${key}`)));
  table.append(head);
  for (const point of points) {
    const row = build("tr");
    const value = point.value === null ? t("review.chartPending") : i18n.score(Math.round(point.value));
    row.append(build("th", "", point.label), build("td", "", value), build("td", "", point.mark ? t(`review.marks.${point.mark}`) : ""));
    row.firstElementChild?.setAttribute("scope", "row");
    table.append(row);
  }
  return table;
}

/**
 * The review's chart with its title and its table.
 * @param {Outline} outline
 * @param {Steps} steps
 * @param {I18n} i18n
 */
export function reviewChart(outline, steps, i18n) {
  const points = chartPoints(outline, steps, i18n.t);
  const figure = build("figure", "review-chart");
  const caption = build("figcaption", "review-chart-title", i18n.t("review.chart"));
  caption.setAttribute("aria-hidden", "true"); // the table's caption says it
  figure.append(caption, drawing(points), chartTable(points, i18n));
  return figure;
}
