"""House rules: chosen in the new-game dialog, kept across a reload, shared by link; the deal animation."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlsplit

from playwright.sync_api import Page, expect

from browser_tab import OpenTab
from game_page import GamePage

HOUSE_RULES = {
    "exposure": False,
    "lose_at": -500,
    "win_at": 500,
    "max_hands": None,
    "pig_goat_swap": True,
    "first_lead": "club_two_must",
    "zero_hearts_are_points": True,
}
HOUSE_LINE = "Quick ±500 · No exposure · Pig–goat swap · ♣2 leads"

SHARED = "seed=HR7K2Q&exposure=0&length=quick&cap=30&swap=1&lead=club2&lowhearts=0&level=hard"
SHARED_RULES = {
    "exposure": False,
    "lose_at": -500,
    "win_at": 500,
    "max_hands": 30,
    "pig_goat_swap": True,
    "first_lead": "club_two_must",
    "zero_hearts_are_points": False,
}

ROW_KEYS = ["hearts", "pig", "goat", "base", "transformer", "hand", "total"]


def choose(page: Page, group: str, option: str) -> None:
    """Press ``option`` in the new-game dialog's switch ``group`` and see it pressed."""
    button = (
        page.locator("#menu")
        .get_by_role("group", name=group, exact=True)
        .get_by_role("button", name=option, exact=True)
    )
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")


def assert_club_two_leads(game: GamePage, view: dict[str, Any]) -> None:
    """The first trick of the game starts with ♣2: South may only play it, or a computer led it."""
    assert view["hand_no"] == 1 and view["tricks_played"] == 0
    if view["trick"]:
        assert view["trick"][0]["card"] == "2C"
    else:
        assert view["turn"] == "S" and "2C" in game.hand()
        assert game.playable() == ["2C"]
        assert view["legal"] == ["2C"]


def test_new_game_with_house_rules_survives_a_reload(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    game = GamePage(tab)
    assert game.open("seed=G34") == "play"
    page = tab.page
    expect(page.locator("#rules-line")).to_have_text("Standard rules")

    game.press("menu")
    menu = page.locator("#menu")
    menu.get_by_role("button", name="New game", exact=True).click()
    expect(menu.get_by_role("heading", name="New game")).to_be_visible()
    # The switches start at the running game's rules: the defaults here.
    for group, option in (("Exposure", "On"), ("Game length", "Standard −1000"), ("Pig–goat swap", "Off")):
        pressed = menu.get_by_role("group", name=group, exact=True).get_by_role("button", name=option, exact=True)
        expect(pressed).to_have_attribute("aria-pressed", "true")
    choose(page, "Exposure", "Off")
    choose(page, "Game length", "Quick ±500")
    choose(page, "Pig–goat swap", "On")
    choose(page, "First lead of the game", "♣2 leads ♣2")
    choose(page, "Difficulty", "Easy")
    menu.get_by_role("button", name="Start new game", exact=True).click()
    expect(menu).to_be_hidden()
    page.wait_for_function("() => gongzhu.state.view && gongzhu.state.view.code !== 'G34'")
    assert game.wait_settled() == "play"  # no exposure phase

    view = game.engine_view()
    assert view["rules"] == HOUSE_RULES
    assert view["level"] == "easy"
    expect(page.locator("#rules-line")).to_have_text(HOUSE_LINE)
    assert_club_two_leads(game, view)
    code = view["code"]

    # A reload resumes the same game under the same rules.
    assert game.reload() == "play"
    view = game.engine_view()
    assert view["code"] == code and view["rules"] == HOUSE_RULES
    expect(page.locator("#rules-line")).to_have_text(HOUSE_LINE)
    assert_club_two_leads(game, view)

    # The rules of this game, in full, behind the line.
    page.locator("#rules-button").click()
    info = page.locator("#rules-info")
    expect(info).to_be_visible()
    expect(info).to_contain_text("♣2 leads ♣2")
    expect(info).to_contain_text("Quick ±500")
    page.keyboard.press("Escape")
    expect(info).to_be_hidden()

    # The next new-game dialog starts from these rules.
    game.press("menu")
    menu.get_by_role("button", name="New game", exact=True).click()
    pressed = menu.get_by_role("group", name="Exposure", exact=True).get_by_role("button", name="Off", exact=True)
    expect(pressed).to_have_attribute("aria-pressed", "true")
    menu.get_by_role("button", name="Cancel", exact=True).click()
    page.keyboard.press("Escape")
    expect(menu).to_be_hidden()

    # The summary: seven rows per player.
    assert game.play_hand(fast_forward=True) in ("hand-over", "game-over")
    rows = page.locator("#result tr[data-row]")
    expect(rows).to_have_count(7)
    assert rows.evaluate_all("rows => rows.map((r) => r.dataset.row)") == ROW_KEYS
    expect(page.locator("#result .row-total td")).to_have_count(4)
    tab.assert_clean()


def test_shared_link_reproduces_the_deal_and_replay_starts_it_again(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    game = GamePage(tab)
    game.open(SHARED)
    page = tab.page
    view = game.engine_view()
    assert view["code"] == "HR7K2Q" and view["rules"] == SHARED_RULES and view["level"] == "hard"
    hand = sorted(game.hand())
    query = parse_qs(urlsplit(page.url).query)
    assert not {"seed", "exposure", "length", "cap", "swap", "lead", "lowhearts", "level"} & set(query)
    expect(page.locator("#rules-line")).to_contain_text("Max. 30 hands")

    # The menu shows the code and a link that carries the options.
    game.press("menu")
    menu = page.locator("#menu")
    expect(menu).to_contain_text("Game code HR7K2Q")
    link = page.locator("#share-link").input_value()
    assert parse_qs(urlsplit(link).query) == parse_qs(SHARED)
    menu.get_by_role("button", name="Copy link", exact=True).click()
    expect(menu.locator(".copy-status")).to_be_visible()
    page.keyboard.press("Escape")

    # The same link in another browser: the same deal under the same rules.
    other = open_tab("desktop")
    other_game = GamePage(other)
    path = urlsplit(link)
    other.open(f"{path.path}?{path.query}&speed=0")
    other.wait_for_python()
    other_game.wait_settled()
    other_view = other_game.engine_view()
    assert other_view["rules"] == SHARED_RULES and other_view["level"] == "hard"
    assert sorted(other_game.hand()) == hand
    assert other_view["trick"] == view["trick"]

    # Play on, then restart the game from its first deal (the menu names it for that).
    if game.turn() == "S":
        game.play_card(game.playable()[0])
    assert sorted(game.hand()) != hand
    game.press("menu")
    menu.get_by_role("button", name="Restart this game", exact=True).click()
    menu.get_by_role("button", name="Restart", exact=True).click()
    expect(menu).to_be_hidden()
    page.wait_for_function("() => gongzhu.state.view.tricks_played === 0 && gongzhu.state.view.hand.length === 13")
    game.wait_settled()
    again = game.engine_view()
    assert again["code"] == "HR7K2Q" and again["rules"] == SHARED_RULES and again["level"] == "hard"
    assert sorted(game.hand()) == hand
    assert again["trick"] == view["trick"]
    tab.assert_clean()
    other.assert_clean()


DEALING = "() => document.getElementById('app').dataset.dealing === 'true'"
RUNNING_DEAL = "() => document.getAnimations().filter((a) => a.id === 'deal' && a.playState === 'running').length"


def test_deal_animation_runs_and_a_tap_skips_it(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    game = GamePage(tab)
    page = tab.page
    tab.open("/?seed=G34&speed=3")
    tab.wait_for_python()
    page.wait_for_function(DEALING, timeout=20_000)
    assert page.evaluate(RUNNING_DEAL) > 0
    page.mouse.click(640, 300)  # a tap on the table
    assert page.evaluate("() => document.getElementById('app').dataset.dealing") == "false"
    assert page.evaluate(RUNNING_DEAL) == 0
    assert game.wait_settled() == "play"
    assert len(game.hand()) == 13

    # A reload resumes without dealing again.
    page.reload()
    tab.wait_for_python()
    game.wait_settled()
    page.wait_for_timeout(300)
    assert page.evaluate(RUNNING_DEAL) == 0
    assert page.evaluate("() => document.getElementById('app').dataset.dealing") != "true"
    tab.assert_clean()


def test_no_deal_animation_with_reduced_motion(open_tab: OpenTab) -> None:
    tab = open_tab("desktop", reduced_motion="reduce")
    game = GamePage(tab)
    game.open("seed=G34", speed=1)
    assert tab.page.evaluate(RUNNING_DEAL) == 0
    assert tab.page.evaluate("() => document.getElementById('app').dataset.dealing") != "true"
    tab.assert_clean()
