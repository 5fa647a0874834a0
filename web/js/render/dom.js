// Small DOM helpers shared by the renderers.

// The seats in playing order (seats.js), for the renderers.
export { SEATS } from "../seats.js";

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

// Writes only on a change: an attribute set to the value it has still reaches
// mutation observers, style invalidation and the accessibility tree, and the
// table is drawn twice for every card played.

/** Sets an attribute only when its value changed; `null` removes it. */
export function setAttr(element, name, value) {
  if (value === null) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) {
    element.setAttribute(name, value);
  }
}

/** Hides or shows `element` only when that changed. */
export function setHidden(element, hidden) {
  if (element.hidden !== hidden) element.hidden = hidden;
}

/** Enables or disables a button only when that changed. */
export function setDisabled(element, disabled) {
  if (element.disabled !== disabled) element.disabled = disabled;
}

/** Sets a custom property of `element`'s style only when it changed. */
export function setProperty(element, name, value) {
  if (element.style.getPropertyValue(name) !== value) element.style.setProperty(name, value);
}

/** Sets a data attribute (a dataset key) only when it changed. */
export function setData(element, key, value) {
  if (element.dataset[key] !== value) element.dataset[key] = value;
}
