// A question over the whole page (state.messages.question, link-offer.js): a link's game
// over a game in progress, or the game open in another tab. Nothing under it
// can be tapped until it is answered.

import { actionButton } from "./dialog.js";
import { setAttr, setHidden, setText } from "./dom.js";

export function renderQuestion(root, state, i18n) {
  const box = root.querySelector("#question");
  const question = state.messages.question;
  setHidden(box, !question);
  if (!question) {
    setAttr(box, "data-drawn", null);
    return;
  }
  const drawn = JSON.stringify([i18n.lang, question.key, question.params]);
  if (box.dataset.drawn === drawn) return;
  box.dataset.drawn = drawn;
  setText(box.querySelector(".question-text"), i18n.t(question.key, question.params));
  const buttons = question.choices.map(({ action, label }, index) => actionButton(i18n.t(label), action, {}, index ? "" : "primary"));
  box.querySelector(".question-choices").replaceChildren(...buttons);
  requestAnimationFrame(() => buttons[0]?.focus());
}
