// One look at the page's geometry (scripts/layout_check.py runs it with page.evaluate):
// returns a list of readable problems, empty when the layout is clean.
({touch, target}) => {
  const problems = [];
  const name = (el) => {
    const id = el.id ? '#' + el.id : '';
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).join('.') : '';
    const text = (el.getAttribute('aria-label') || el.textContent || el.value || '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${el.tagName.toLowerCase()}${id}${cls}${el.dataset?.card ? '[' + el.dataset.card + ']' : ''} "${text}"`;
  };
  // What can be seen: the open modal dialog, else the hand's result (and the bar above it), else the page.
  const dialog = [...document.querySelectorAll('dialog[open]')].pop();
  const result = document.getElementById('result');
  const resultShown = !dialog && result && !result.hidden && result.checkVisibility();
  const scope = dialog ?? (resultShown ? result : document.getElementById('app'));
  const scopes = resultShown ? [result, document.querySelector('.bar')] : [scope];
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
  const scrollable = (s) => /(auto|scroll)/.test(s.overflowY + s.overflowX);
  const scrolls = (el) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      if (scrollable(getComputedStyle(p))) return true;
    }
    return false;
  };
  // Hidden for the eye but read out (the sr-only pattern: a 1 px box clipped away).
  const readOnly = (el) => {
    for (let p = el; p && p !== document.body; p = p.parentElement) {
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
  const controls = scopes.flatMap((s) => [...s.querySelectorAll('button, input, select, textarea, a[href], .table-card')]).filter(seen);
  for (const el of controls) add(el, el.getBoundingClientRect(), el.classList.contains('table-card') ? 'card' : 'control');
  // Texts: the line boxes of each element's own text nodes (and the nodes, for the words).
  const owners = new Map();
  const nodes = [];
  for (const root of scopes) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
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
        if (!nodes.includes(node)) nodes.push(node);
      }
    }
  }
  for (const [el, box] of owners) {
    const control = el.closest('button, a[href]');
    if (control && items.some((item) => item.el === control)) {
      // The text of a control is checked against the control, not against the control itself.
      const c = control.getBoundingClientRect();
      if (box.left < c.left - 1 || box.right > c.right + 1 || box.top < c.top - 1 || box.bottom > c.bottom + 1) {
        problems.push(`text wider than its button: ${name(el)}`);
      }
      continue;
    }
    add(el, box, 'text');
    const own = el.getBoundingClientRect();
    if (box.left < own.left - 1 || box.right > own.right + 1) problems.push(`text wider than its box: ${name(el)}`);
  }
  // Cut off: content wider (or taller) than a box that hides it.
  for (const el of new Set([...owners.keys(), ...controls.filter((c) => c.tagName !== 'INPUT')])) {
    const s = getComputedStyle(el);
    const hides = (o) => o === 'hidden' || o === 'clip';
    if (hides(s.overflowX) && el.scrollWidth > el.clientWidth + 1) problems.push(`text cut off: ${name(el)}`);
    else if (hides(s.overflowY) && el.scrollHeight > el.clientHeight + 2) problems.push(`text cut off below: ${name(el)}`);
  }
  // Clipped by a box that scrolls: more content than shows, and nothing that says so (a scroll bar
  // that takes room, or shadows at the edge with more, which scroll with the content: background-attachment local).
  // A box that shows less than a control's height of it is cut off whatever it says.
  for (const root of scopes) {
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const s = getComputedStyle(el);
      if (!/(auto|scroll)/.test(s.overflowY) || el.scrollHeight <= el.clientHeight + 2 || !seen(el)) continue;
      const bar = el.offsetWidth - el.clientWidth - parseFloat(s.borderLeftWidth) - parseFloat(s.borderRightWidth) > 0;
      const cue = bar || s.backgroundAttachment.includes('local');
      const room = `${Math.round(el.scrollHeight)} px of content in ${Math.round(el.clientHeight)} px`;
      if (!cue) problems.push(`clipped without a scroll cue (${room}): ${name(el)}`);
      else if (el.clientHeight < target * 1.5) problems.push(`clipped in a box too small to scroll (${room}): ${name(el)}`);
    }
  }
  // Off the screen (a scrolling container shows the rest on demand).
  for (const item of items) {
    const b = item.box;
    if (scrolls(item.el)) continue;
    if (b.left < -1 || b.top < -1 || b.right > W + 1 || b.bottom > H + 1) problems.push(`off the screen: ${name(item.el)}`);
  }
  // Whether two boxes share more than a pixel each way.
  const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1
    && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const inHand = (el) => el.closest('#hand');
  const inTrick = (el) => el.closest('#trick');
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i], b = items[j];
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      if (inHand(a.el) && inHand(b.el)) continue;
      if (inTrick(a.el) && inTrick(b.el)) continue;
      if (overlap(a.shown, b.shown)) problems.push(`overlap: ${name(a.el)} and ${name(b.el)}`);
    }
  }
  // Boxes that draw their own background (the score boxes, the panels) do not overlap either.
  const boxes = scopes.flatMap((s) => [...s.querySelectorAll('.plate, .expose-panel, .toast, .callout, .level-info, .getting-ready')]).filter(seen);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      if (overlap(boxes[i].getBoundingClientRect(), boxes[j].getBoundingClientRect())) problems.push(`overlap: ${name(boxes[i])} and ${name(boxes[j])}`);
    }
    for (const card of document.querySelectorAll('#trick .table-card:not(.leaving)')) {
      if (overlap(boxes[i].getBoundingClientRect(), card.getBoundingClientRect()) && seen(card)) problems.push(`overlap: ${name(boxes[i])} and ${name(card)}`);
    }
  }
  // The hand's result card starts below the bar's buttons: its content scrolls inside it, never under them.
  const resultCard = resultShown && result.querySelector('.result-card');
  if (resultCard) {
    const card = resultCard.getBoundingClientRect();
    for (const item of items) {
      if (item.el.closest('.bar') && overlap(card, item.shown)) problems.push(`overlap: ${name(item.el)} and the hand's result`);
    }
  }
  // The side seats' score boxes in line (where they face each other beside the trick).
  const west = document.querySelector('.seat-W .plate'), east = document.querySelector('.seat-E .plate');
  if (scope.id === 'app' && west && east && seen(west) && seen(east)) {
    const [w, e] = [west.getBoundingClientRect(), east.getBoundingClientRect()];
    if (Math.abs(w.top - e.top) > 1.5) problems.push(`out of line by ${Math.round(Math.abs(w.top - e.top))} px: the score boxes of West and East`);
  }
  // Words broken across lines without a hyphen (Chinese breaks between any two characters).
  const wordsOf = (text) => [...text.matchAll(/[^\s\-\u00ad\u2010\/]+[\-\u00ad\u2010\/]?/g)];
  const cjk = /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/;
  for (const node of nodes) {
    for (const word of wordsOf(node.textContent)) {
      if (word[0].length < 2 || cjk.test(word[0])) continue;
      const range = document.createRange();
      // After a hyphen the line may start with the hyphen's own box: the word's first letter is left out.
      range.setStart(node, word.index + (word.index > 0 && /[\-\u00ad\u2010\/]/.test(node.textContent[word.index - 1]) ? 1 : 0));
      range.setEnd(node, word.index + word[0].replace(/[\-\u00ad\u2010\/]$/, '').length);
      const tops = [...range.getClientRects()].filter((r) => r.width >= 1).map((r) => r.top);
      const lines = tops.filter((top, k) => tops.findIndex((t) => Math.abs(t - top) < 4) === k);
      if (lines.length > 1) problems.push(`word broken without a hyphen: "${word[0]}" in ${name(node.parentElement)}`);
    }
  }
  // A positive score drawn as a negative one (the colour of a running total on a hand's score).
  for (const el of owners.keys()) {
    if (/^\+\d/.test(el.textContent.trim()) && el.closest('.negative')) problems.push(`a positive score marked negative: ${name(el)}`);
  }
  // Contrast: every text readable on what is behind it (WCAG AA: 4.5:1, 3:1 for large text).
  const rgba = (text) => {
    const [r, g, b, a = 1] = (text.match(/[\d.]+/g) ?? [0, 0, 0, 0]).map(Number);
    return [r, g, b, a];
  };
  const over = (top, below) => top.slice(0, 3).map((c, i) => c * top[3] + below[i] * (1 - top[3])).concat(1);
  // The felt where it is lightest (main.css: --felt under its white --glow).
  const root = getComputedStyle(document.documentElement);
  const hex = root.getPropertyValue('--felt').trim().replace('#', '');
  const felt = over([255, 255, 255, Number(root.getPropertyValue('--glow'))], [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).concat(1));
  const backdrop = (el) => {
    const layers = [];
    let base = felt;
    for (let p = el; p && p !== document.body; p = p.parentElement) {
      const bg = rgba(getComputedStyle(p).backgroundColor);
      if (bg[3] > 0) layers.push(bg);
      if (bg[3] === 1) { base = [255, 255, 255, 1]; break; }
      if (p.tagName === 'DIALOG') { base = [255, 255, 255, 1]; break; }
    }
    return layers.reverse().reduce((below, top) => over(top, below), base);
  };
  // A box drawn on the table whose words do not show (a coloured pill with its text at no size).
  for (const el of scope.querySelectorAll('*')) {
    if (!el.textContent.trim() || el.closest('select') || rgba(getComputedStyle(el).backgroundColor)[3] === 0 || !seen(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(el);
    if (![...range.getClientRects()].some((r) => r.width >= 1 && r.height >= 1)) problems.push(`a box whose words do not show: ${name(el)}`);
  }
  const luminance = (c) => {
    const [r, g, b] = c.slice(0, 3).map((v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const opacity = (el) => {
    let o = 1;
    for (let p = el; p; p = p.parentElement) o *= Number(getComputedStyle(p).opacity);
    return o;
  };
  const quiet = '.card, .table-card, :disabled, [aria-disabled="true"], .dimmed';
  const texts = [...owners.keys()];
  for (const el of texts) {
    if (!seen(el) || el.closest(quiet)) continue;
    const s = getComputedStyle(el);
    const bg = backdrop(el);
    const ink = rgba(s.color);
    const fg = over([ink[0], ink[1], ink[2], ink[3] * opacity(el)], bg);
    const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
    const ratio = (hi + 0.05) / (lo + 0.05);
    const size = parseFloat(s.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) problems.push(`contrast ${ratio.toFixed(1)}:1 under ${large ? 3 : 4.5}:1: ${name(el)}`);
  }
  if (touch) {
    for (const item of items) {
      if (item.kind !== 'control' || item.el.closest('.reader-body a, p > a, li > a')) continue;
      const r = item.el.getBoundingClientRect();
      if (r.width < target - 0.5 || r.height < target - 0.5) {
        problems.push(`small target ${Math.round(r.width)}x${Math.round(r.height)}: ${name(item.el)}`);
      }
    }
    // A card of the hand shows a strip the next card leaves free: that strip is what a finger taps.
    const cards = [...document.querySelectorAll('#hand [data-card]')].filter(seen).map((c) => [c, c.getBoundingClientRect()]);
    if (scope.id === 'app') {
      for (let i = 0; i + 1 < cards.length; i++) {
        const [el, a] = cards[i], b = cards[i + 1][1];
        if (Math.abs(a.top - b.top) > a.height / 2) continue; // the last card of a row
        const strip = Math.min(b.left, a.right) - a.left;
        if (strip < target - 0.5) problems.push(`small target ${Math.round(strip)}x${Math.round(a.height)} (the strip of a card the next covers): ${name(el)}`);
      }
    }
  }
  return problems;
}
