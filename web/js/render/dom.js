// Small DOM helpers shared by the renderers.

// The seats in playing order (seats.js), for the renderers.
export { SEATS } from "../seats.js";

/**
 * A new element with an optional class name and text, typed by its tag (`build("button")` is a button).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} [className]
 * @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function build(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/**
 * The element `selector` names under `root`, one the page always has (index.html, or a part drawn
 * once), of the class `type` (HTMLElement unless told): a clear error names one that is not there.
 * @overload
 * @param {ParentNode} root
 * @param {string} selector
 * @returns {HTMLElement}
 */
/**
 * @template {Element} E
 * @overload
 * @param {ParentNode} root
 * @param {string} selector
 * @param {new () => E} type
 * @returns {E}
 */
/**
 * @param {ParentNode} root
 * @param {string} selector
 * @param {new () => Element} [type]
 * @returns {Element}
 */
export function find(root, selector, type = HTMLElement) {
  const element = root.querySelector(selector);
  if (!(element instanceof type)) throw new Error(`the page has no ${type.name} ${selector}`);
  return element;
}

/**
 * The HTML elements `selector` names under `root`, in document order.
 * @param {ParentNode} root
 * @param {string} selector
 * @returns {HTMLElement[]}
 */
export function findAll(root, selector) {
  return [...root.querySelectorAll(selector)].filter((element) => element instanceof HTMLElement);
}

/**
 * Sets text only when it changed, so an unchanged frame touches nothing.
 * @param {Node} element
 * @param {string} text
 */
export function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

// Writes only on a change: an attribute set to the value it has still reaches
// mutation observers, style invalidation and the accessibility tree, and the
// table is drawn twice for every card played.

/**
 * Sets an attribute only when its value changed; `null` removes it.
 * @param {Element} element
 * @param {string} name
 * @param {string | null} value
 */
export function setAttr(element, name, value) {
  if (value === null) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) {
    element.setAttribute(name, value);
  }
}

/**
 * Hides or shows `element` only when that changed.
 * @param {HTMLElement} element
 * @param {boolean} hidden
 */
export function setHidden(element, hidden) {
  if (element.hidden !== hidden) element.hidden = hidden;
}

/**
 * Enables or disables a button (or any control) only when that changed.
 * @param {{disabled: boolean}} element
 * @param {boolean} disabled
 */
export function setDisabled(element, disabled) {
  if (element.disabled !== disabled) element.disabled = disabled;
}

/**
 * Sets a custom property of `element`'s style only when it changed.
 * @param {ElementCSSInlineStyle} element
 * @param {string} name
 * @param {string} value
 */
export function setProperty(element, name, value) {
  if (element.style.getPropertyValue(name) !== value) element.style.setProperty(name, value);
}

/**
 * Sets a data attribute (a dataset key) only when it changed.
 * @param {HTMLOrSVGElement} element
 * @param {string} key
 * @param {string} value
 */
export function setData(element, key, value) {
  if (element.dataset[key] !== value) element.dataset[key] = value;
}
