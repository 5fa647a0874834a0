// Small DOM helpers shared by the renderers.

/** The seats in playing order, as the engine names them. */
export const SEATS = ["S", "E", "N", "W"];

/** A new element with an optional class name and text. */
export function build(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/** Sets text only when it changed, so an unchanged frame touches nothing. */
export function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}
