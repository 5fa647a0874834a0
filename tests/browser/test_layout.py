"""Layouts without faults: from a 320 px phone to a 2560 px desktop, in every phase.

One page per screen size plays a game capped at two hands (the deal of seed
G16 offers South two cards to expose) and is looked at in every phase by the
tour of scripts/layout_check.py: the exposure (a card chosen, then the hint),
the guide's step on it, the saved table before Python is ready, a hint and a
refused card's message coming and going (nothing on the table may move), play
with every score box crowded, the menu, a complete trick before it is swept,
the hand summary and its score sheet (and on one phone and one desktop the
hand review), game over and the statistics. Every size is looked at in German
(the longest words), and at 360 and 1366 px in all five languages: no two
visible controls, texts or score boxes intersect, no text leaves its box or is
cut off, no box scrolls without showing it, no word breaks without a hyphen,
every text is readable on its ground (4.5:1), and on touch screens every
control and every card's visible strip is at least 44 × 44 px.

The table's scale is checked too: on 1920 × 1080 and 2560 × 1440 the hand's
cards are at least a sixth of the screen's height and the names 1/60 of it; on
a tablet in portrait the hand lies in two rows, no card over another. On a
phone in landscape, the lists inside the collected cards and a reading page,
which scroll there, show that they do.
(``python scripts/layout_check.py`` runs the whole matrix: every size in every language.)
"""

from __future__ import annotations

import pytest

from browser_tab import OpenTab
from game_page import GamePage
from layout_check import LANGS, SIZES, Tour, layout_problems, report, touch_screen, walk

# Every language at one phone size and one desktop size; German, the longest, at the others.
ALL_LANGS = ("360x740", "1366x768")
# The hand review (its first decision priced) at one phone size and one desktop size.
REVIEW_SCREENS = ("360x740", "1366x768")
# Whether the box of a selector has more content than it shows.
SCROLLS = "(selector) => { const box = document.querySelector(selector); return box.scrollHeight > box.clientHeight; }"
# Where the table must have grown: the hand's cards' and the names' share of the screen's height.
LARGE = ("1920x1080", "2560x1440")


@pytest.mark.parametrize("screen", SIZES)
def test_no_fault_in_any_phase_at_any_size(open_tab: OpenTab, screen: str) -> None:
    width, height = (int(n) for n in screen.split("x"))
    touch = touch_screen(screen)
    viewport = {"width": width, "height": height}
    tab = open_tab("phone", viewport=viewport, screen=viewport) if touch else open_tab("desktop", viewport=viewport)
    langs = LANGS if screen in ALL_LANGS else ("de",)
    tour = Tour(GamePage(tab, lang=langs[-1], touch=touch), langs, touch)
    walk(tour, review=screen in REVIEW_SCREENS)

    assert not tour.problems, f"{screen}:\n{report(tour.problems)}"
    # Two rows on portrait screens (phones and tablets), one elsewhere; no more overlap than a row needs.
    assert tour.scale["rows"] == (2 if height > width else 1), tour.scale
    if width >= 768 and height > width:
        assert tour.scale["covered"] == 0, tour.scale
    if screen in LARGE:
        assert tour.scale["card_height"] >= 0.16, tour.scale
        assert tour.scale["name_share"] >= 1 / 60, tour.scale
    tab.assert_clean()


def test_dialog_lists_that_scroll_on_a_phone_in_landscape_show_it(open_tab: OpenTab) -> None:
    # A Pixel 7 in landscape: the lists inside those dialogs scroll, and their edges say so (shadows where more is).
    viewport = {"width": 863, "height": 360}
    tab = open_tab("phone", viewport=viewport, screen=viewport)
    game = GamePage(tab, lang="de", touch=True)
    game.open("seed=G16&lang=de")
    page = tab.page
    game.press("collected")
    page.wait_for_selector("#collected[open] .collected-list")
    assert page.evaluate(SCROLLS, ".collected-list")
    assert layout_problems(page, touch=True) == []
    page.keyboard.press("Escape")
    game.press("menu")
    page.locator("#menu [data-action=read][data-page=rules]").tap()
    page.wait_for_selector("#reader h3")
    assert page.evaluate(SCROLLS, ".reader-body")
    assert layout_problems(page, touch=True) == []
    tab.assert_clean()
