// What every panel and dialog shares: buttons that name an action, rows of
// choice buttons, a dialog's header with its Close button, and drawing a dialog only when its content
// changed (keeping the scroll position and the focused switch).

import { build, findAll, setData, setHidden } from "./dom.js";

/** @typedef {ReturnType<typeof import("../i18n.js").createI18n>} I18n */

/**
 * A button that reports `action` (with `data` as data attributes) to the input layer.
 * @param {string} label
 * @param {string} action
 * @param {Record<string, string>} [data]
 * @param {string} [className]
 */
export function actionButton(label, action, data = {}, className = "") {
  const button = build("button", className, label);
  button.type = "button";
  button.dataset.action = action;
  Object.assign(button.dataset, data);
  return button;
}

/**
 * A labelled row of choice buttons, the one for `current` pressed: a house rule
 * of the new-game dialog (key "option") or a setting of the menu (key
 * "setting"). The group carries data-<key>=`name`; a button reports `action`
 * with {<key>: name, value}.
 * @param {object} group
 * @param {string} group.label
 * @param {string} group.key
 * @param {string} group.name
 * @param {unknown} group.current  pressed is the choice whose value reads the same (String)
 * @param {[string, string][]} group.choices  [value, words]
 * @param {string} group.action
 * @param {string} [group.className]
 */
export function choiceGroup({ label, key, name, current, choices, action, className = "option" }) {
  const group = build("div", className);
  group.dataset[key] = name;
  const id = `${key}-${name}`;
  const heading = build("p", "option-label", label);
  heading.id = id;
  const row = build("div", "choice-row");
  row.setAttribute("role", "group");
  row.setAttribute("aria-labelledby", id);
  for (const [value, text] of choices) {
    const button = actionButton(text, action, { [key]: name, value }, "choice");
    button.setAttribute("aria-pressed", String(current) === String(value) ? "true" : "false");
    row.append(button);
  }
  group.append(heading, row);
  return group;
}

/**
 * The dialog's title (with `id`, which the dialog is labelled by) and a Close button.
 * @param {string} title
 * @param {I18n} i18n
 * @param {string} id
 */
export function dialogHeader(title, i18n, id) {
  const header = build("header", "dialog-head");
  const heading = build("h2", "", title);
  heading.id = id;
  header.append(heading, actionButton(i18n.t("actions.close"), "closePanel", {}, "close"));
  return header;
}

/**
 * A dialog marked data-modeless (the first-hand guide) opens with show(), over its scrim (the
 * element just before it, .dialog-scrim), which takes the taps meant for the page (index.html,
 * main.css), with the focus kept in it (input.js): the modal way, showModal(), makes the rest of
 * the page inert, and that restyles and lays out the whole table, a long task as a newcomer's
 * first hand is drawn.
 * @param {HTMLDialogElement} dialog
 * @param {boolean} open
 */
function syncDialog(dialog, open) {
  const modeless = dialog.hasAttribute("data-modeless");
  const scrim = dialog.previousElementSibling;
  if (modeless && scrim instanceof HTMLElement && scrim.classList.contains("dialog-scrim")) setHidden(scrim, !open);
  if (open && !dialog.open) {
    if (modeless) dialog.show();
    else dialog.showModal();
  } else if (!open && dialog.open) dialog.close();
}

/**
 * Opens or closes `dialog`; fills it from `content()` when `key` (what it shows) changed.
 * `key` is a string, or a function that makes it, called only while the dialog is open.
 * @param {HTMLDialogElement} dialog
 * @param {boolean} open
 * @param {string | (() => string)} key
 * @param {() => Node[]} content
 */
export function renderDialog(dialog, open, key, content) {
  const shown = open ? (typeof key === "function" ? key() : key) : null;
  if (shown !== null && dialog.dataset.key !== shown) {
    dialog.dataset.key = shown;
    const scroll = dialog.querySelector(".reader-body")?.scrollTop ?? 0;
    const dialogScroll = dialog.scrollTop;
    // A switch pressed in the new-game dialog keeps the focus across the redraw.
    const active = document.activeElement;
    const focused = active instanceof HTMLElement && dialog.contains(active) ? active : null;
    const focusKey = focused?.dataset?.action ? JSON.stringify(focused.dataset) : null;
    const title = dialog.querySelector("h2")?.textContent ?? null;
    // A child marked data-keep (a dialog's own live region) stays where it is, so what it says is heard.
    for (const child of [...dialog.children]) if (!child.hasAttribute("data-keep")) child.remove();
    dialog.prepend(...content());
    // Another page in the same dialog (the menu's New game): it opens at its
    // top, title and Close button in sight, with the focus on its title.
    const heading = dialog.querySelector("h2");
    if (title !== null && heading && heading.textContent !== title) {
      dialog.scrollTop = 0;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      syncDialog(dialog, open);
      return;
    }
    const body = dialog.querySelector(".reader-body");
    if (body && scroll) body.scrollTop = scroll;
    if (focusKey) {
      const again = findAll(dialog, "[data-action]").find((el) => JSON.stringify(el.dataset) === focusKey);
      if (again) {
        again.focus({ preventScroll: true });
        dialog.scrollTop = dialogScroll;
      }
    }
  }
  if (!open) setData(dialog, "key", "");
  syncDialog(dialog, open);
}
