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
- a text has less contrast with what is behind it than 4.5:1 (3:1 for large
  text, WCAG AA), the felt read where it is lightest;
- on touch screens (``touch``): a control smaller than 44 × 44 px (WCAG 2.5.5),
  but links inside running text, and a card of the hand whose visible strip is
  narrower than 44 px.

``SET_LANG`` (a script for ``page.evaluate``, with the language's code)
switches the page's language with its own menu and resolves once it is drawn.

Only what can be seen counts: with a dialog open, only what is in it; with
the hand's result shown, only what is in it and the dialogs over it.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, Playwright, sync_playwright

from browser import CHROMIUM_ARGS, chromium_path, context_options, served_web
from browser_tab import BrowserTab
from game_page import GamePage, HeldRuntime

# The least size of a control on a touch screen, in CSS pixels.
TOUCH_TARGET = 44

# The check itself, one function for page.evaluate (its leading comment lines left out).
GEOMETRY = "\n".join(
    line
    for line in Path(__file__).with_name("layout_check.js").read_text(encoding="utf-8").splitlines()
    if not line.startswith("//")
)


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


# Where the table's parts are (their boxes as laid out, before any transform of their own
# such as a chosen card's lift): a message that comes or goes must move none of them.
PLACES = """() => {
  const places = {};
  const note = (key, el) => {
    if (!el || !el.checkVisibility()) return;
    const r = el.getBoundingClientRect();
    places[key] = [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 10) / 10);
  };
  for (const plate of document.querySelectorAll('.seat[data-seat] .plate')) note('plate ' + plate.closest('.seat').dataset.seat, plate);
  for (const slot of document.querySelectorAll('#trick .slot')) note('trick ' + slot.dataset.slot, slot);
  for (const card of document.querySelectorAll('#hand [data-card]:not(.selected)')) note('card ' + card.dataset.card, card);
  note('actions', document.getElementById('actions'));
  return places;
}"""


# The table's scale: a hand card's height and a score box's name size, each against the screen's height,
# and how much of a card the next one covers in the hand.
SCALE = """() => {
  const card = document.querySelector('#hand [data-card]').getBoundingClientRect();
  const cards = [...document.querySelectorAll('#hand [data-card]')].map((c) => c.getBoundingClientRect());
  const covered = cards.slice(1).reduce((most, r, i) => Math.abs(r.top - cards[i].top) < 2 ? Math.max(most, cards[i].right - r.left) : most, 0);
  const tops = cards.map((r) => r.top).sort((a, b) => a - b);
  return {
    card_height: card.height / innerHeight,
    name_px: parseFloat(getComputedStyle(document.querySelector('.seat-N .name')).fontSize),
    name_share: parseFloat(getComputedStyle(document.querySelector('.seat-N .name')).fontSize) / innerHeight,
    covered: covered / card.width,
    rows: tops.filter((top, i) => i === 0 || top - tops[i - 1] > card.height / 2).length,
  };
}"""


def moved(before: dict[str, list[float]], after: dict[str, list[float]], what: str) -> list[str]:
    """The parts that moved or changed size between two looks at PLACES."""
    problems = []
    for key, box in before.items():
        now = after.get(key)
        if now is not None and any(abs(a - b) > 1 for a, b in zip(box, now, strict=True)):
            problems.append(f"moves when {what}: {key} from {box} to {now}")
    return problems


# A crowded table: every seat's running total in four digits and a sign (the widest a score box
# shows), a card exposed beside West and the all-hearts badge at East.
CROWDED = """() => {
  const totals = {S: -1195, E: 1040, N: -1360, W: -985};
  const view = gongzhu.state.view;
  for (const seat of view.seats) seat.total = totals[seat.seat];
  const west = view.seats.find((seat) => seat.seat === 'W');
  if (!west.exposed_held.length) west.exposed_held = ['AH'];
  view.heart_threat = 'E';
}"""

# The score sheet's marks and colours: an "all ♥" mark, and a hand won (+120) under a negative total.
MARKED_SHEET = """() => {
  const line = gongzhu.state.view.history[0];
  line[1].all_hearts = true;
  line[2] = {...line[2], hand: 120, total: -380};
}"""

# Dialogs a look opens (after the language is set) and closes again.
_FRAME = "const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));"


def clicks(*steps: tuple[str, str]) -> str:
    """A page script: for each step, a click on ``click``, then up to 300 frames until ``ready`` is there
    (a ``ready`` that starts with "!": until it is gone), and one frame more at the end."""
    lines = ["async () => {", f"  {_FRAME}"]
    for click, ready in steps:
        found = f"document.querySelector({json.dumps(ready.removeprefix('!'))})"
        waiting = found if ready.startswith("!") else f"!{found}"
        lines += [
            f"  document.querySelector({json.dumps(click)}).click();",
            f"  for (let i = 0; i < 300 && {waiting}; i++) await frame();",
        ]
    return "\n".join([*lines, "  await frame();", "}"])


OPEN_MENU = clicks(("#menu-button", '#menu[open] [data-action="setLang"]'))
OPEN_STATISTICS = clicks(
    ("#menu-button", '#menu[open] [data-action="statistics"]'),
    ('#menu [data-action="statistics"]', '[data-panel="statistics"][open] [data-stat="games"]'),
)
# Opens the score sheet with its button (on the summary) and waits until it is drawn.
OPEN_SCORE_SHEET = clicks(('#result [data-panel="scoreSheet"]', "#score-sheet[open] table"))

OPEN_REVIEW = """async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const priced = () => document.querySelector('dialog[data-panel="review"][open] .review-verdict');
  document.querySelector('#result [data-action="review-hand"]').click();
  for (const end = performance.now() + 60000; !priced() && performance.now() < end; ) await frame();
  if (!priced()) throw new Error('the review priced no decision in 60 s');
  await frame();
}"""

CLOSE = clicks(("dialog[open] .dialog-head .close", "!dialog[open]"))

# Opens the guide from the menu at its step on the exposure; returns how far (px, both ways) it covers the exposure panel.
GUIDE_OVER_PANEL = """async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const until = async (ok) => { for (let i = 0; i < 300 && !ok(); i++) await frame(); };
  document.getElementById('menu-button').click();
  await until(() => document.querySelector('#menu[open] [data-action="openGuide"]'));
  document.querySelector('#menu [data-action="openGuide"]').click();
  await until(() => document.querySelector('#guide[open] [data-action="guideStep"]'));
  document.querySelector('#guide [data-action="guideStep"][data-step="1"]').click();
  await until(() => document.querySelector('#guide[open] [data-step="expose"]'));
  await frame();
  const a = document.getElementById('guide').getBoundingClientRect();
  const b = document.getElementById('expose-panel').getBoundingClientRect();
  const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return x > 1 && y > 1 ? Math.round(Math.min(x, y)) : 0;
}"""

FRAMES = "() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))"


@dataclass
class Tour:
    """One page through a game's phases, looked at in each language: what is wrong, and where.

    ``langs`` ends with the game's own language (the page is driven by its words);
    with ``shots`` every look is also a screenshot there, named ``{name}-{where}-{lang}.png``.
    """

    game: GamePage
    langs: tuple[str, ...]
    touch: bool
    name: str = ""
    shots: Path | None = None
    problems: dict[str, list[str]] = field(default_factory=dict)
    scale: dict[str, float] = field(default_factory=dict)

    def look(self, where: str, *, opens: str | None = None, before: str | None = None) -> None:
        page = self.game.page
        for lang in self.langs:
            if self.langs != (self.game.lang,):
                page.evaluate(SET_LANG, lang)
            if before:
                page.evaluate(before)
                page.evaluate(OPEN_MENU)  # a drawing of the table as it is now
                page.evaluate(CLOSE)
            if opens:
                page.evaluate(opens)
            self.note(f"{where} {lang}", layout_problems(page, touch=self.touch))
            if opens:
                page.evaluate(CLOSE)

    def note(self, where: str, problems: list[str]) -> None:
        if self.shots is not None:
            self.game.page.screenshot(path=str(self.shots / f"{self.name}-{where.replace(' ', '-')}.png"))
        for problem in problems:
            self.problems.setdefault(problem, []).append(where)

    def messages(self) -> None:
        """A hint, then a refused card's message, shown and gone: the table stays where it is."""
        game, page = self.game, self.game.page
        before = page.evaluate(PLACES)
        game.press("hint")
        page.wait_for_selector("#hand .hinted")
        page.evaluate(FRAMES)
        self.note(f"hint {game.lang}", moved(before, page.evaluate(PLACES), "the hint shows"))
        illegal = game.play_until_a_card_is_refusable()
        before = page.evaluate(PLACES)
        game.tap_card(illegal[0])
        page.wait_for_selector("#toast.visible")
        page.evaluate(FRAMES)
        shown = moved(before, page.evaluate(PLACES), "a message shows")
        self.note(f"message {game.lang}", shown + layout_problems(page, touch=self.touch))
        page.wait_for_selector("#toast.visible", state="detached", timeout=20_000)
        page.evaluate(FRAMES)
        self.note(f"message gone {game.lang}", moved(before, page.evaluate(PLACES), "a message goes"))

    def guide(self) -> None:
        """The guide's step on the exposure (from the menu) leaves the exposure panel it explains in sight."""
        game, page = self.game, self.game.page
        covered = page.evaluate(GUIDE_OVER_PANEL)
        self.note(
            f"guide {game.lang}",
            [f"the guide's exposure step covers the exposure panel by {covered} px"] * bool(covered),
        )
        page.evaluate(CLOSE)

    def before_ready(self) -> None:
        """A reload: the saved table drawn from storage while Python is held back, with its "Getting ready" mark."""
        game, page = self.game, self.game.page
        held = HeldRuntime(page)
        page.reload()
        page.wait_for_selector('#app[data-ready="false"] #getting-ready:not([hidden])')
        page.evaluate(FRAMES)
        self.note(f"before-ready {game.lang}", layout_problems(page, touch=self.touch))
        held.release()
        game.tab.wait_for_python()
        game.wait_settled()

    def sweep(self) -> None:
        """A trick complete on the table, before it is swept to its taker (the computers at double pace)."""
        game, page = self.game, self.game.page
        page.evaluate("() => { gongzhu.state.speed = 2; }")
        card = game.playable()[0]
        game.tap_card(card)
        game.tap_card(card)
        page.wait_for_selector("#trick.complete", timeout=20_000)
        page.wait_for_timeout(450)  # the last card's flight in
        self.note(f"sweep {game.lang}", layout_problems(page, touch=self.touch))
        page.evaluate("() => { gongzhu.state.speed = 0; }")
        game.wait_settled()


def walk(tour: Tour, *, review: bool) -> None:
    """Seed G16 (South may expose two cards) capped at two hands: every phase, looked at in every language."""
    game = tour.game
    assert game.open(f"seed=G16&cap=2&lang={game.lang}&boot_timeout_ms=120000") == "expose"
    game.tap_card(game.playable()[0])  # chosen: raised in the hand and pressed in the panel
    tour.look("expose")
    tour.guide()
    game.press("hint")
    game.page.wait_for_function("() => gongzhu.state.choice.hint")
    game.page.evaluate(FRAMES)
    tour.look("expose-hint")
    game.skip_exposure()
    tour.scale = game.page.evaluate(SCALE)
    tour.before_ready()
    tour.messages()
    tour.look("play", before=CROWDED)
    tour.look("menu", opens=OPEN_MENU)
    tour.sweep()
    assert game.play_hand() == "hand-over"
    game.page.evaluate(MARKED_SHEET)
    tour.look("hand-over")
    tour.look("score-sheet", opens=OPEN_SCORE_SHEET)
    if review:
        tour.look("review", opens=OPEN_REVIEW)
    game.next_hand()
    assert game.play_hand() == "game-over"
    tour.look("game-over")
    tour.look("statistics", opens=OPEN_STATISTICS)


def scale(tour: Tour) -> str:
    """The table's scale in words: the cards' and names' size against the screen's height, the hand's overlap."""
    figures = tour.scale
    return (
        f"cards {figures['card_height']:.1%} of the height, names {figures['name_px']:.1f} px"
        f" (1/{1 / figures['name_share']:.0f}), {figures['covered']:.0%} of a card covered, {figures['rows']:.0f} rows"
    )


def report(problems: dict[str, list[str]]) -> str:
    """One line a problem, with the first places it was seen."""
    return "\n".join(
        f"{problem}  [{', '.join(where[:3])}{' …' if len(where) > 3 else ''}]" for problem, where in problems.items()
    )


LANGS = ("de", "es", "zh", "id", "en")
SIZES = ("320x568", "360x740", "390x844", "740x360", "863x360", "820x1180", "1366x768", "1920x1080", "2560x1440")


def touch_screen(size: str) -> bool:
    """Phones and tablets (touch screens) up to 1024 px wide; larger screens are desktops."""
    width, height = (int(n) for n in size.split("x"))
    return min(width, height) <= 820 and width <= 1180


def context_for(playwright: Playwright, size: str) -> dict[str, Any]:
    """The browser context of a screen size: a Pixel 7 (touch) with its viewport, or a desktop."""
    width, height = (int(n) for n in size.split("x"))
    viewport = {"width": width, "height": height}
    if touch_screen(size):
        return {**context_options(playwright, "phone"), "viewport": viewport, "screen": viewport}
    return {**context_options(playwright, "desktop"), "viewport": viewport}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The layout check over every phase, size and language.")
    parser.add_argument("--size", action="append", choices=SIZES, help="default: all")
    parser.add_argument("--lang", action="append", choices=LANGS, help="default: all (English last)")
    parser.add_argument("--shots", type=Path, help="a screenshot of every look, into this folder")
    parser.add_argument("--review", action="store_true", help="the hand review too (slow: it prices decisions)")
    parser.add_argument("--chromium", default=chromium_path())
    args = parser.parse_args(argv)
    langs = tuple(args.lang or LANGS)
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
    found = 0
    with served_web() as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS)
        for size in args.size or SIZES:
            context = browser.new_context(**context_for(playwright, size), service_workers="block")
            tab = BrowserTab(page=context.new_page(), context=context, server_url=base)
            game = GamePage(tab, lang=langs[-1], touch=touch_screen(size))
            checked = Tour(game, langs, touch_screen(size), name=size, shots=args.shots)
            started = time.monotonic()
            walk(checked, review=args.review)
            trouble = tab.console_errors + tab.console_warnings + tab.page_errors
            print(
                f"{size}: {len(checked.problems)} problems ({time.monotonic() - started:.0f} s); {scale(checked)}",
                flush=True,
            )
            if checked.problems:
                print(report(checked.problems), flush=True)
            if trouble:
                print(f"  console: {trouble}", flush=True)
            found += len(checked.problems) + len(trouble)
            context.close()
        browser.close()
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
