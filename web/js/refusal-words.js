// Words for a refused move or request, from the engine's reason and params
// (the engine names the reason; the catalogues hold the words).

import { cardName } from "./cards.js";

/**
 * A refused move or request: the engine's reason code (or the page's "generic") and its params.
 * @typedef {{reason: string, params?: Record<string, unknown>}} Problem
 */

/**
 * @param {() => import("./i18n.js").I18n} getI18n the texts of the current language
 * @returns {(problem: Problem) => string} the words for a problem
 */
export function explainer(getI18n) {
  return ({ reason, params = {} }) => {
    const { t } = getI18n();
    switch (reason) {
      case "must_follow_suit":
        return t(`reasons.mustFollow.${params.suit}`);
      case "exposed_held_back":
        return t(`reasons.exposedHeldBack.${params.card}`);
      case "must_lead_card":
        // The engine's must_lead_card names its card.
      return t("reasons.mustLeadCard", { card: cardName(/** @type {string} */ (params.card), t) });
      case "not_your_turn":
        return t("reasons.notYourTurn");
      case "card_not_exposable":
        return t("reasons.notExposable");
      default:
        return t("reasons.generic");
    }
  };
}
