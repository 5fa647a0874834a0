// The first-hand guide: a few short steps for a newcomer (the exposure,
// following suit, where to read more). It opens by itself once, on a first
// visit (app.js), and again from the menu with every step. The goat and the
// transformer get their step apart, as the first of them comes onto the table
// in the newcomer's first hand (state/reads.js specialsDue; page-actions.js offerSpecials watches for it).

import { actionButton, dialogHeader } from "./dialog.js";
import { build } from "./dom.js";

/** @typedef {import("../state.js").State} State */
/** @typedef {ReturnType<typeof import("../i18n.js").createI18n>} I18n */

export const GUIDE_STEPS = ["welcome", "expose", "follow", "specials", "more"];
/**
 * The steps of each guide: all of them from the menu, the first visit's, and the goat and transformer's own.
 * @type {Record<string, string[]>}
 */
export const GUIDES = {
  full: GUIDE_STEPS,
  first: GUIDE_STEPS.filter((step) => step !== "specials"),
  specials: ["specials"],
};

/**
 * The guide dialog's content: the step shown, and the ways back, on and out.
 * @param {State} state
 * @param {I18n} i18n
 */
export function guideContent(state, i18n) {
  const { t } = i18n;
  const steps = GUIDES[state.guide.name] ?? GUIDES.full;
  const step = Math.min(Math.max(state.guide.step, 0), steps.length - 1);
  const last = step === steps.length - 1;
  const parts = [dialogHeader(t("guide.title"), i18n, "guide-title")];
  const body = build("section", "menu-section guide");
  body.dataset.step = steps[step];
  if (steps.length > 1) body.append(build("p", "note guide-count", t("guide.count", { n: step + 1, total: steps.length })));
  const kind = state.guide.name === "specials" ? state.guide.card : null;
  if (kind) body.append(build("p", "guide-appeared", t(`guide.appeared.${kind}`)));
  body.append(
    build("h3", "guide-heading", t(`guide.steps.${steps[step]}.title`)),
    build("p", "guide-text", t(`guide.steps.${steps[step]}.text`)),
  );
  const row = build("div", "choice-row wrap guide-actions");
  if (step > 0) row.append(actionButton(t("guide.back"), "guideStep", { step: String(step - 1) }));
  const done = state.guide.name === "specials" ? t("guide.resume") : t("guide.done");
  row.append(
    last
      ? actionButton(done, "closePanel", {}, "primary")
      : actionButton(t("guide.next"), "guideStep", { step: String(step + 1) }, "primary"),
  );
  if (!last) row.append(actionButton(t("guide.skip"), "skipGuide", {}, "link-button"));
  body.append(row);
  parts.push(body);
  return parts;
}
