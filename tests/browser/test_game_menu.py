"""The menu: difficulty from the next hand, reading pages, collected cards, new game."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from browser_tab import OpenTab
from game_page import GamePage


def test_menu_difficulty_pages_collected_and_new_game(open_tab: OpenTab) -> None:
    tab = open_tab("phone", viewport={"width": 360, "height": 640})
    game = GamePage(tab, touch=True)
    assert game.open("seed=G34") == "play"
    page = tab.page
    menu = page.locator("#menu")

    # Difficulty: Normal by default, a change applies from the next hand and says so.
    game.press("menu")
    expect(menu).to_be_visible()
    expect(menu.get_by_role("button", name="Normal", exact=True)).to_have_attribute("aria-pressed", "true")
    menu.get_by_role("button", name="Hard", exact=True).tap()
    expect(menu).to_contain_text("Hard from the next hand.")
    expect(menu.get_by_role("button", name="Hard", exact=True)).to_have_attribute("aria-pressed", "true")
    view = game.engine_view()
    assert (view["level"], view["next_level"]) == ("normal", "hard")

    # A reading page opens in a dialog and closes again.
    menu.get_by_role("button", name="Rules", exact=True).tap()
    reader = page.locator("#reader")
    expect(reader).to_be_visible()
    expect(reader.get_by_role("heading", level=3).first).to_be_visible()
    expect(reader).to_contain_text("−100")
    reader.get_by_role("button", name="Close", exact=True).tap()
    expect(reader).to_be_hidden()

    # Everyone's exposed and collected point cards.
    game.play_card(game.playable()[0])
    game.press("collected")
    collected = page.locator("#collected")
    expect(collected).to_be_visible()
    expect(collected.locator(".collected-seat")).to_have_count(4)
    page.keyboard.press("Escape")
    expect(collected).to_be_hidden()

    # New game, after a confirmation; the old game's code leaves the address bar.
    game.press("menu")
    menu.get_by_role("button", name="New game", exact=True).tap()
    menu.get_by_role("button", name="Start new game", exact=True).tap()
    expect(menu).to_be_hidden()
    page.wait_for_function("() => gongzhu.state.view && gongzhu.state.view.code !== 'G34'")
    assert game.wait_settled() in {"expose", "play"}
    assert len(game.hand()) == 13
    code = page.evaluate("() => gongzhu.state.view.code")
    assert re.fullmatch(r"[A-Z0-9]{6}", code) and game.saved_code() == code
    assert game.engine_view()["level"] == "hard"
    tab.assert_clean()
