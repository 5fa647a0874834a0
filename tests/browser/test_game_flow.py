"""Whole hands and whole games through taps and clicks, on phones and a desktop."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from browser_tab import OpenTab
from game_page import SEATS, GamePage

# Phone portrait at the smallest supported size, a phone turned sideways, a desktop;
# and the game each plays: on the phones one capped at two hands (the same screens, hand
# to hand and to the end, in less time), on the desktop the standard game.
DEVICES = {
    "portrait-360": ("phone", {"viewport": {"width": 360, "height": 640}}, "&cap=2"),
    "landscape": ("Pixel 7 landscape", {}, "&cap=2"),
    "desktop": ("desktop", {}, ""),
}

# Hand 1 of this game offers South the ♥A and the ♣10 to expose.
SEED = "G16"


@pytest.mark.parametrize("device", list(DEVICES))
def test_whole_game_by_taps(open_tab: OpenTab, device: str) -> None:
    name, options, length = DEVICES[device]
    tab = open_tab(name, **options)
    game = GamePage(tab, touch=name != "desktop")
    assert game.open(f"seed={SEED}{length}") == "expose"
    assert len(game.hand()) == 13
    assert_no_overlap_in_hand(game)

    # Hand 1, from the exposure to the summary.
    exposed = game.expose_by_taps()
    assert exposed
    expect(tab.page.locator(f'.seat[data-seat="S"] [data-chip="{exposed[0]}"]')).to_be_visible()
    assert game.play_hand(hint_every=5) == "hand-over"
    result = tab.page.locator("#result")
    expect(result.get_by_role("heading", name="Hand 1")).to_be_visible()
    expect(result.locator("tr[data-row]")).to_have_count(7)
    totals = game.totals()
    view = game.engine_view()
    assert totals == {seat["seat"]: seat["total"] for seat in view["seats"]}
    assert set(totals) == set(SEATS)
    if device == "desktop":
        assert_reload_keeps_result(game)

    # The rest of the game, to "Play again".
    game.next_hand()
    hands = 1 + game.play_game()
    assert game.phase() == "game-over"
    expect(result.get_by_role("heading", name=re.compile(r"^(Victory!|Defeat)$"))).to_be_visible()
    expect(result.locator("[data-rank-seat]")).to_have_count(4)
    if not length:  # the standard game ends when someone is out; a capped one after its hands
        assert result.locator(".badge.out").count() >= 1
    assert hands >= 2
    if device == "desktop":
        assert_reload_keeps_result(game)

    code = game.saved_code()
    game.press("again")
    tab.page.wait_for_function(f"() => gongzhu.state.view && gongzhu.state.view.code !== '{code}'")
    assert game.wait_settled() in {"expose", "play"}
    assert len(game.hand()) == 13
    assert game.totals() == dict.fromkeys(SEATS, 0)
    tab.assert_clean()


def test_fast_forward_button_finishes_the_computers_turns(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    game = GamePage(tab)
    game.open("seed=G34", speed=3)  # slow: each computer card waits about 2 s
    assert game.phase() == "play"
    card = game.playable()[0]
    game.tap_card(card)
    game.tap_card(card)
    tab.page.wait_for_function("() => document.getElementById('app').dataset.turn !== 'S'")
    expect(tab.page.locator(f'#trick [data-card="{card}"][data-seat="S"]')).to_be_visible()
    started = time.monotonic()
    game.press("ff")
    game.wait_settled(timeout_ms=4_000)
    assert time.monotonic() - started < 4
    view = game.engine_view()
    assert view["turn"] in ("S", None)
    shown = game.trick()
    if view["trick"]:
        assert shown == [(entry["seat"], entry["card"]) for entry in view["trick"]]
    else:
        # South leads next: the table is clear, or still shows the trick just won.
        last = view["tricks"][-1]["cards"] if view["tricks"] else []
        won = sorted(((entry["seat"], entry["card"]) for entry in last), key=lambda item: SEATS.index(item[0]))
        assert shown in ([], won)
    tab.assert_clean()


def assert_no_overlap_in_hand(game: GamePage) -> None:
    """Every card in the hand is on screen, with its corner (rank and suit) visible."""
    page = game.page
    viewport = page.viewport_size
    assert viewport is not None
    boxes = [page.locator(f'#hand [data-card="{code}"]').bounding_box() for code in game.hand()]
    for box in boxes:
        assert box is not None
        assert box["x"] >= 0 and box["y"] >= 0
        assert box["x"] + box["width"] <= viewport["width"] + 0.5
        assert box["y"] + box["height"] <= viewport["height"] + 0.5
        assert box["width"] >= 40, box
    # The page itself never scrolls.
    scroll = page.evaluate("() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
    assert scroll[0] <= viewport["width"] and scroll[1] <= viewport["height"]


def assert_reload_keeps_result(game: GamePage) -> None:
    """The hand summary or game result is back after a reload, with the same numbers."""
    result = game.page.locator("#result")
    before = (game.snapshot(), result.inner_text())
    phase = before[0].phase
    assert game.reload() == phase
    expect(result).to_be_visible()
    assert (game.snapshot(), result.inner_text()) == before


def test_a_quiet_player_taps_the_cards_it_means(open_tab: OpenTab) -> None:
    """The measuring script's player (GamePage's ``quiet``: mouse events on a card's left edge,
    looks every 100 ms) plays the cards it names, from a full fan down to a short one."""
    tab = open_tab("desktop")
    game = GamePage(tab, quiet=True)
    if game.open(f"seed={SEED}") == "expose":
        game.skip_exposure()
    for _ in range(4):
        hand = game.hand()
        card = game.playable()[0]  # the leftmost: the cards to its right fan over it
        game.play_card(card)
        assert card not in game.hand() and len(game.hand()) == len(hand) - 1
        game.wait_settled()
    tab.assert_clean()
