"""A check of the page's geometry at one moment, for the layout tests and scripts/screenshots.py.

``layout_problems(page, touch=True)`` runs one ``page.evaluate`` and returns a
list of readable problems (empty when the layout is clean):

- two visible controls or texts intersect (a control is a button, an input
  or a link; a text is the line boxes of an element's own text, a card on
  the table counts as a text). Pairs that may touch by design are left out:
  an element and what it contains, two cards of South's hand (they are
  fanned), two cards of the trick;
- a text overflows its box: its line boxes leave the element (or the control
  it is in), or the element cuts it off (its content wider or taller than
  its box while it hides the overflow, as an ellipsis does);
- something leaves the screen (a scrolling container may hold more than it
  shows: only what shows counts);
- a badge's words have less than 4.5:1 contrast with its colour (WCAG AA);
- on phones (``touch``): a control smaller than 44 × 44 px (WCAG 2.5.5),
  but links inside running text.

``SET_LANG`` (a script for ``page.evaluate``, with the language's code)
switches the page's language with its own menu and resolves once it is drawn.

Only what can be seen counts: with a dialog open, only what is in it; with
the hand's result shown, only what is in it and the dialogs over it.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

# The least size of a control on a touch screen, in CSS pixels.
TOUCH_TARGET = 44

GEOMETRY = """({touch, target}) => {
  const problems = [];
  const name = (el) => {
    const id = el.id ? '#' + el.id : '';
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
    const text = (el.getAttribute('aria-label') || el.textContent || el.value || '').trim().replace(/\\s+/g, ' ').slice(0, 30);
    return `${el.tagName.toLowerCase()}${id}${cls}${el.dataset?.card ? '[' + el.dataset.card + ']' : ''} "${text}"`;
  };
  // What can be seen: the open modal dialog, else the hand's result, else the page.
  const dialog = [...document.querySelectorAll('dialog[open]')].pop();
  const result = document.getElementById('result');
  const scope = dialog ?? (result && !result.hidden && result.checkVisibility() ? result : document.getElementById('app'));
  const W = innerWidth, H = innerHeight;
  // The part of `el` that shows: its box cut by every ancestor that clips, and by the screen.
  const clipOf = (el, box) => {
    let r = {left: box.left, top: box.top, right: box.right, bottom: box.bottom};
    for (let p = el.parentElement; p; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const b = p.getBoundingClientRect();
      r = {left: Math.max(r.left, b.left), top: Math.max(r.top, b.top), right: Math.min(r.right, b.right), bottom: Math.min(r.bottom, b.bottom)};
    }
    return r;
  };
  const scrolls = (el) => {
    for (let p = el.parentElement; p && p !== scope.parentElement; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (/(auto|scroll)/.test(s.overflowY + s.overflowX)) return true;
    }
    return false;
  };
  // Hidden for the eye but read out (the sr-only pattern: a 1 px box clipped away).
  const readOnly = (el) => {
    for (let p = el; p && p !== scope; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.clipPath === 'inset(50%)' || (s.clip && s.clip !== 'auto')) return true;
    }
    return false;
  };
  const seen = (el) => el.checkVisibility({opacityProperty: true, visibilityProperty: true})
    && !el.closest('[aria-hidden="true"]:not(.card):not(.table-card), .leaving') && !readOnly(el);
  const items = [];
  const add = (el, box, kind) => {
    if (box.right - box.left < 1 || box.bottom - box.top < 1) return;
    const shown = clipOf(el, box);
    if (shown.right - shown.left < 1 || shown.bottom - shown.top < 1) return;
    items.push({el, kind, box, shown});
  };
  const controls = scope.querySelectorAll('button, input, select, textarea, a[href], .table-card');
  for (const el of controls) {
    if (!seen(el)) continue;
    add(el, el.getBoundingClientRect(), el.classList.contains('table-card') ? 'card' : 'control');
  }
  // Texts: the line boxes of each element's own text nodes.
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  const owners = new Map();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    const el = node.parentElement;
    if (!el || !seen(el) || el.closest('style, script, noscript, option')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      if (r.width < 1 || r.height < 1) continue;
      const box = owners.get(el) ?? {left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity};
      owners.set(el, {left: Math.min(box.left, r.left), top: Math.min(box.top, r.top), right: Math.max(box.right, r.right), bottom: Math.max(box.bottom, r.bottom)});
    }
  }
  for (const [el, box] of owners) {
    const control = el.closest('button, a[href]');
    if (control && items.some((item) => item.el === control)) {
      // The text of a control is checked against the control, not against the control itself.
      const c = control.getBoundingClientRect();
      if (box.left < c.left - 1 || box.right > c.right + 1 || box.top < c.top - 1 || box.bottom > c.bottom + 1) {
        problems.push(`text spills out of its control: ${name(el)}`);
      }
      continue;
    }
    add(el, box, 'text');
    const own = el.getBoundingClientRect();
    if (box.left < own.left - 1 || box.right > own.right + 1) problems.push(`text wider than its box: ${name(el)}`);
  }
  // Cut off: content wider (or taller) than a box that hides it.
  for (const el of new Set([...owners.keys(), ...[...controls].filter(seen)])) {
    const s = getComputedStyle(el);
    const hides = (o) => o === 'hidden' || o === 'clip';
    if (hides(s.overflowX) && el.scrollWidth > el.clientWidth + 1) problems.push(`text cut off: ${name(el)}`);
    else if (hides(s.overflowY) && el.scrollHeight > el.clientHeight + 2) problems.push(`text cut off below: ${name(el)}`);
  }
  // Off the screen (a scrolling container shows the rest on demand).
  for (const item of items) {
    const b = item.box;
    if (scrolls(item.el)) continue;
    if (b.left < -1 || b.top < -1 || b.right > W + 1 || b.bottom > H + 1) problems.push(`off the screen: ${name(item.el)}`);
  }
  const inHand = (el) => el.closest('#hand');
  const inTrick = (el) => el.closest('#trick');
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i], b = items[j];
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      if (inHand(a.el) && inHand(b.el)) continue;
      if (inTrick(a.el) && inTrick(b.el)) continue;
      const x = Math.min(a.shown.right, b.shown.right) - Math.max(a.shown.left, b.shown.left);
      const y = Math.min(a.shown.bottom, b.shown.bottom) - Math.max(a.shown.top, b.shown.top);
      if (x > 1 && y > 1) problems.push(`overlap: ${name(a.el)} and ${name(b.el)}`);
    }
  }
  // Badges (a seat's threat, the marks of the summary and score sheet): their words readable on their colour.
  const rgba = (text) => {
    const [r, g, b, a = 1] = text.match(/[\\d.]+/g).map(Number);
    return [r, g, b, a];
  };
  const over = (top, below) => top.slice(0, 3).map((c, i) => c * top[3] + below[i] * (1 - top[3])).concat(1);
  const backdrop = (el) => {
    const layers = [];
    for (let p = el; p; p = p.parentElement) {
      const bg = rgba(getComputedStyle(p).backgroundColor);
      if (bg[3] > 0) layers.push(bg);
      if (bg[3] === 1) break;
    }
    return layers.reverse().reduce((below, top) => over(top, below), [255, 255, 255, 1]);
  };
  const luminance = (c) => {
    const [r, g, b] = c.slice(0, 3).map((v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  for (const el of scope.querySelectorAll('.badge, .mark-badge')) {
    if (!seen(el)) continue;
    const bg = backdrop(el);
    const fg = over(rgba(getComputedStyle(el).color), bg);
    const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
    const ratio = (hi + 0.05) / (lo + 0.05);
    if (ratio < 4.5) problems.push(`contrast ${ratio.toFixed(1)}:1 under 4.5:1: ${name(el)}`);
  }
  if (touch) {
    for (const item of items) {
      if (item.kind !== 'control' || item.el.closest('.reader-body, p, li')) continue;
      const r = item.el.getBoundingClientRect();
      if (r.width < target - 0.5 || r.height < target - 0.5) {
        problems.push(`small target ${Math.round(r.width)}x${Math.round(r.height)}: ${name(item.el)}`);
      }
    }
  }
  return problems;
}"""


# The page's own menu switches the language; resolves once the page is drawn in it.
SET_LANG = """async (lang) => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const until = async (ok, what) => {
    for (let i = 0; i < 300 && !ok(); i++) await frame();
    if (!ok()) throw new Error('waited in vain for ' + what);
  };
  const choice = `#menu[open] [data-action="setLang"][data-lang="${lang}"]`;
  document.getElementById('menu-button').click();
  await until(() => document.querySelector(choice), 'the menu');
  document.querySelector(choice).click();
  await until(() => document.querySelector(choice + '[aria-pressed="true"]'), lang);
  document.querySelector('#menu .dialog-head .close').click();
  await until(() => !document.querySelector('dialog[open]'), 'the menu to close');
  await frame();
  await frame();
}"""


def layout_problems(page: Page, *, touch: bool) -> list[str]:
    """What is wrong with the page's layout now (empty when nothing); one evaluate."""
    found: list[Any] = page.evaluate(GEOMETRY, {"touch": touch, "target": TOUCH_TARGET})
    return [str(problem) for problem in found]
