"""Layouts without faults: on phones (portrait and landscape) and desktops, in every language.

One page per screen size plays a game capped at two hands (the deal of seed
G16 offers South two cards to expose). At the exposure (a card chosen), in
play (a hint shown), at the hand summary and at game over, and with the score
sheet open (and on one phone and one desktop the hand review, its first
decision priced), the page is switched through the five languages with its own menu
and checked each time (scripts/layout_check.py): no two visible controls or
texts intersect, no text overflows its box or the screen, every badge is
readable on its colour, and on phones every control is at least 44 × 44 px.
"""

from __future__ import annotations

from typing import Any

import pytest

from browser_tab import OpenTab
from game_page import GamePage
from layout_check import SET_LANG, layout_problems

# English last: the page is left in it, as the test drives it by its English names.
LANGS = ("de", "es", "zh", "id", "en")

# name -> (Playwright device, viewport); phones are touch screens.
SCREENS: dict[str, tuple[str, dict[str, int]]] = {
    "320x568": ("phone", {"width": 320, "height": 568}),
    "360x740": ("phone", {"width": 360, "height": 740}),
    "740x360": ("phone", {"width": 740, "height": 360}),
    "568x320": ("phone", {"width": 568, "height": 320}),
    "1366x768": ("desktop", {"width": 1366, "height": 768}),
    "1920x1080": ("desktop", {"width": 1920, "height": 1080}),
}

# Opens the score sheet with its button (on the summary) and waits until it is drawn.
SCORE_SHEET = """async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  document.querySelector('#result [data-panel="scoreSheet"]').click();
  for (let i = 0; i < 300 && !document.querySelector('#score-sheet[open] table'); i++) await frame();
  await frame();
}"""

# The hand review (its button on the summary) at one phone size and one desktop size:
# opened in each language, checked once its first decision is priced (its verdict shown).
REVIEW_SCREENS = ("360x740", "1366x768")

REVIEW = """async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const priced = () => document.querySelector('dialog[data-panel="review"][open] .review-verdict');
  document.querySelector('#result [data-action="review-hand"]').click();
  for (const end = performance.now() + 60000; !priced() && performance.now() < end; ) await frame();
  if (!priced()) throw new Error('the review priced no decision in 60 s');
  await frame();
}"""

CLOSE = """async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  document.querySelector('dialog[open] .dialog-head .close').click();
  for (let i = 0; i < 300 && document.querySelector('dialog[open]'); i++) await frame();
  await frame();
}"""


class Checker:
    """Switches the page through the languages at one moment of the game and collects its problems."""

    def __init__(self, game: GamePage, touch: bool) -> None:
        self.game = game
        self.touch = touch
        self.problems: dict[str, list[str]] = {}

    def check(self, where: str, *, score_sheet: bool = False, review: bool = False) -> None:
        page = self.game.page
        for lang in LANGS:
            page.evaluate(SET_LANG, lang)
            self._note(f"{where} {lang}")
            for wanted, script, what in ((score_sheet, SCORE_SHEET, "score sheet"), (review, REVIEW, "review")):
                if wanted:
                    page.evaluate(script)
                    self._note(f"{where} {what} {lang}")
                    page.evaluate(CLOSE)

    def _note(self, where: str) -> None:
        for problem in layout_problems(self.game.page, touch=self.touch):
            self.problems.setdefault(problem, []).append(where)


# How many rows South's cards make: their tops, grouped when less than half a card apart.
HAND_ROWS = """() => {
  const cards = [...document.querySelectorAll('#hand .card')].map((c) => c.getBoundingClientRect());
  const tops = cards.map((r) => r.top).sort((a, b) => a - b);
  return tops.filter((top, i) => i === 0 || top - tops[i - 1] > cards[0].height / 2).length;
}"""


def hand_rows(page: Any) -> int:
    rows: int = page.evaluate(HAND_ROWS)
    return rows


def report(problems: dict[str, list[str]]) -> str:
    return "\n".join(
        f"{problem}  [{', '.join(where[:3])}{' …' if len(where) > 3 else ''}]" for problem, where in problems.items()
    )


@pytest.mark.parametrize("screen", list(SCREENS))
def test_no_overlap_overflow_or_small_target_in_any_phase_or_language(open_tab: OpenTab, screen: str) -> None:
    device, viewport = SCREENS[screen]
    touch = device != "desktop"
    options: dict[str, Any] = {"viewport": viewport}
    if touch:
        options["screen"] = viewport
    tab = open_tab(device, **options)
    game = GamePage(tab, lang="en", touch=touch)
    assert game.open("seed=G16&cap=2&lang=en&boot_timeout_ms=120000") == "expose"
    checker = Checker(game, touch)

    exposable = game.playable()
    assert exposable
    game.tap_card(exposable[0])  # chosen: raised in the hand and pressed in the panel
    checker.check("exposure")

    game.skip_exposure()
    # The hand in two rows on portrait phones, in one everywhere else.
    assert hand_rows(tab.page) == (2 if viewport["width"] < viewport["height"] else 1)
    game.play_card(game.playable()[0])
    game.press("hint")
    tab.page.wait_for_selector("#hand .hinted")
    checker.check("play")

    assert game.play_hand() == "hand-over"
    # The score sheet's "all ♥" mark (a hand where one player took every heart) is drawn too.
    tab.page.evaluate("() => { gongzhu.state.view.history[0][1].all_hearts = true; }")
    checker.check("hand-over", score_sheet=True, review=screen in REVIEW_SCREENS)

    game.next_hand()
    assert game.play_hand() == "game-over"
    checker.check("game-over", score_sheet=True)

    assert not checker.problems, f"{screen}:\n{report(checker.problems)}"
    tab.assert_clean()
