// The first-hand guide: a few short steps for a newcomer (the exposure,
// following suit, where to read more). It opens by itself once, on a first
// visit (app.js), and again from the menu with every step. The goat and the
// transformer get their step apart, as the first of them comes onto the table
// in the newcomer's first hand (specialsDue; page-actions.js offerSpecials watches for it).

import { GOAT, TRANSFORMER } from "../cards.js";
import { actionButton, dialogHeader } from "./dialog.js";
import { build } from "./dom.js";

export const GUIDE_STEPS = ["welcome", "expose", "follow", "specials", "more"];
/** The steps of each guide: all of them from the menu, the first visit's, and the goat and transformer's own. */
export const GUIDES = {
  full: GUIDE_STEPS,
  first: GUIDE_STEPS.filter((step) => step !== "specials"),
  specials: ["specials"],
};

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

/**
 * A newcomer's first visit: the page came by its plain address (not a shared
 * game's link, nor a page driven with ?speed= or other parameters), no saved
 * game was resumed, no hand has been played, and the guide never opened.
 */
export function guideIsDue(state, { plainAddress, resumed }) {
  return plainAddress && !resumed && !state.settings.guideSeen && !state.stats?.hands && !state.panel;
}

const SPECIAL_KINDS = { [GOAT]: "goat", [TRANSFORMER]: "transformer" };

/**
 * The goat and transformer's step is due: the first-visit guide left it for
 * later (settings.guideSpecials "due"), this is still the newcomer's first hand
 * (no hand counted, hand 1), nothing else is open, and the goat or the
 * transformer is on the table: in the trick, in a trick taken, or exposed.
 * Returns which came ("goat" or "transformer"), or null.
 */
export function specialsDue(state) {
  const view = state.view;
  if (state.settings.guideSpecials !== "due" || state.stats?.hands || state.panel || !view || view.hand_no !== 1) return null;
  if (view.phase !== "play" && view.phase !== "hand-over") return null;
  const shown = [
    ...(view.trick ?? []).map((played) => played.card),
    ...(view.tricks ?? []).flatMap((trick) => trick.cards.map((played) => played.card)),
    ...(view.seats ?? []).flatMap((seat) => seat.exposed ?? []),
  ];
  const card = shown.find((code) => SPECIAL_KINDS[code]);
  return card ? SPECIAL_KINDS[card] : null;
}
