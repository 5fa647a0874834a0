// The first-hand guide: a few short steps for a newcomer (the exposure,
// following suit, the goat and the transformer, where to read more). It opens
// by itself once, on a first visit (app.js), and again from the menu.

import { actionButton, dialogHeader } from "./dialog.js";
import { build } from "./dom.js";

export const GUIDE_STEPS = ["welcome", "expose", "follow", "specials", "more"];

export function guideContent(state, i18n) {
  const { t } = i18n;
  const step = Math.min(Math.max(state.guideStep, 0), GUIDE_STEPS.length - 1);
  const last = step === GUIDE_STEPS.length - 1;
  const parts = [dialogHeader(t("guide.title"), i18n, "guide-title")];
  const body = build("section", "menu-section guide");
  body.dataset.step = GUIDE_STEPS[step];
  body.append(
    build("p", "note guide-count", t("guide.count", { n: step + 1, total: GUIDE_STEPS.length })),
    build("h3", "guide-heading", t(`guide.steps.${GUIDE_STEPS[step]}.title`)),
    build("p", "guide-text", t(`guide.steps.${GUIDE_STEPS[step]}.text`)),
  );
  const row = build("div", "choice-row wrap guide-actions");
  if (step > 0) row.append(actionButton(t("guide.back"), "guideStep", { step: String(step - 1) }));
  row.append(
    last
      ? actionButton(t("guide.done"), "closePanel", {}, "primary")
      : actionButton(t("guide.next"), "guideStep", { step: String(step + 1) }, "primary"),
  );
  if (!last) row.append(actionButton(t("guide.skip"), "closePanel", {}, "link-button"));
  body.append(row);
  parts.push(body);
  return parts;
}

/**
 * A newcomer's first visit: the page came by its plain address (not a shared
 * game's link, nor a page driven with ?speed= or other parameters), no saved
 * game was resumed, no hand has been played, and the guide never opened.
 */
export function guideIsDue(state, { plainAddress, resumed }) {
  return plainAddress && !resumed && !state.settings.guideSeen && !state.stats?.hands && !state.panel;
}
