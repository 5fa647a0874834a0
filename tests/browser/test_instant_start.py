"""A reload draws the saved table before Python is ready, and taps on it are not lost.

Python is held back deterministically: every request for the Pyodide runtime
waits in a route until the test lets it through, so the table the page drew
from storage can be looked at before the engine has the game.
"""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page, expect

from browser_tab import BrowserTab, OpenTab
from game_page import SAVE_KEY, VIEW_KEY, GamePage, HeldRuntime, has_class

# Everything the table shows, as text: seats, trick, hand (with what is playable
# or selected), prompt, bar, exposure panel and hand summary. The quiet
# "getting ready" mark is not part of the table.
TABLE = """() => {
  const app = document.getElementById("app");
  const classes = (el) => [...el.classList].sort().join(" ");
  const shown = (el) => el && el.checkVisibility();
  const text = (sel) => { const el = document.querySelector(sel); return shown(el) ? el.innerText : null; };
  return {
    phase: app.dataset.phase,
    turn: app.dataset.turn,
    seats: [...document.querySelectorAll(".seat[data-seat]")].map((s) => [s.dataset.seat, classes(s), s.innerText]),
    trick: [...document.querySelectorAll("#trick [data-card]")].map((c) => [c.dataset.seat, c.dataset.card, classes(c)]),
    hand: [...document.querySelectorAll("#hand [data-card]")].map((c) =>
      [c.dataset.card, c.getAttribute("aria-disabled"), c.getAttribute("aria-pressed"), classes(c)]),
    prompt: text("#prompt"),
    bar: text(".bar .game-info"),
    actions: [...document.querySelectorAll("#actions button")].filter((b) => !b.hidden).map((b) => [b.id, b.disabled]),
    expose: text("#expose-panel"),
    result: text("#result"),
  };
}"""


def reload_held(tab: BrowserTab) -> HeldRuntime:
    """Reload with Python held back; returns the hold once the page has asked for the runtime."""
    held = HeldRuntime(tab.page)
    tab.page.reload(wait_until="domcontentloaded")
    tab.page.wait_for_function("() => true")
    expect(tab.page.locator("#app")).to_have_attribute("data-ready", "false")
    return held


def table(page: Page) -> dict[str, Any]:
    value: dict[str, Any] = page.evaluate(TABLE)
    return value


def assert_drawn_before_ready(tab: BrowserTab, before: dict[str, Any]) -> None:
    """The saved table is on screen, Python still held back, and equals the table before the reload."""
    page = tab.page
    expect(page.locator('.seat[data-seat="S"] [data-total]')).to_be_visible()
    expect(page.locator("#app")).to_have_attribute("data-ready", "false")
    expect(page.locator("#getting-ready")).to_be_visible()
    expect(page.locator("#loading")).to_be_hidden()
    assert table(page) == before
    drawn_at = page.evaluate("() => performance.getEntriesByName('gongzhu:saved-table').length")
    assert drawn_at == 1
    assert page.evaluate("() => performance.getEntriesByName('gongzhu:python-ready').length") == 0


def test_the_saved_table_is_drawn_before_python_and_equals_the_ready_table(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    game = GamePage(tab)
    # Exposure: the panel and South's cards, drawn from storage.
    assert game.open("seed=G16", speed=40) == "expose"
    game.tap_card("TC")
    expect(game.card("TC")).to_have_attribute("aria-pressed", "true")
    before = table(tab.page)
    held = reload_held(tab)
    assert_drawn_before_ready(tab, before)
    held.release()
    assert tab.wait_for_python() == "expose"
    expect(tab.page.locator("#getting-ready")).to_be_hidden()
    assert table(tab.page) == before

    # Mid-trick, a computer to play: drawn, and the computers carry on once the engine is up.
    game.press("expose")
    tab.page.wait_for_function("() => document.getElementById('app').dataset.phase === 'play'")
    if game.turn() != "S":
        game.press("ff")
    game.wait_settled()
    card = game.playable()[0]
    game.tap_card(card)
    game.tap_card(card)
    tab.page.wait_for_function("() => document.getElementById('app').dataset.turn !== 'S'")
    before = table(tab.page)
    assert before["trick"] and before["turn"] != "S"
    held = reload_held(tab)
    assert_drawn_before_ready(tab, before)
    held.release()
    assert tab.wait_for_python() == "play"
    assert table(tab.page) == before
    game.press("ff")
    game.wait_settled()
    assert game.turn() == "S"
    tab.assert_clean()


def test_the_hand_summary_is_drawn_before_python(open_tab: OpenTab) -> None:
    tab = open_tab("phone")
    game = GamePage(tab, touch=True)
    assert game.open("seed=G34") == "play"
    assert game.play_hand() == "hand-over"
    before = table(tab.page)
    assert before["result"]
    held = reload_held(tab)
    assert_drawn_before_ready(tab, before)
    held.release()
    assert tab.wait_for_python() == "hand-over"
    assert table(tab.page) == before
    tab.assert_clean()


def test_a_tap_before_python_is_ready_is_carried_out(open_tab: OpenTab) -> None:
    tab = open_tab("phone")
    game = GamePage(tab, touch=True)
    assert game.open("seed=ABC123", speed=40) == "play"
    assert game.turn() == "S"
    card = game.playable()[0]
    held = reload_held(tab)
    expect(game.card(card)).to_have_attribute("aria-disabled", "false")
    # Selecting works at once; the play waits for the engine, the card still in hand.
    game.tap_card(card)
    expect(game.card(card)).to_have_class(has_class("selected"))
    game.tap_card(card)
    expect(tab.page.locator("#app")).to_have_attribute("data-ready", "false")
    assert card in game.hand()
    held.release()
    expect(game.card(card)).to_have_count(0, timeout=60_000)
    expect(tab.page.locator(f'#trick [data-card="{card}"][data-seat="S"]')).to_be_visible()
    assert tab.wait_for_python() == "play"
    history = game.engine_view()
    played = [entry for entry in history["trick"] if entry["seat"] == "S"]
    assert played == [{"seat": "S", "card": card}] or card not in history["hand"]
    tab.assert_clean()


def test_a_corrupt_or_stale_stored_view_is_ignored(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    game = GamePage(tab)
    assert game.open("seed=ABC123") == "play"
    stale = game.storage(VIEW_KEY)
    assert stale and json.loads(stale)["view"]["code"] == "ABC123"
    game.play_card(game.playable()[0])
    assert game.storage(VIEW_KEY) != stale
    save = game.storage(SAVE_KEY)
    broken = json.loads(game.storage(VIEW_KEY) or "")
    broken["view"]["seats"] = "four"
    for record in ("{not json", "null", stale, json.dumps(broken)):
        tab.page.evaluate("([key, text]) => localStorage.setItem(key, text)", [VIEW_KEY, record])
        held = reload_held(tab)
        tab.page.wait_for_timeout(300)
        assert game.phase() == "loading", record[:40]
        assert game.hand() == []
        held.release()
        assert tab.wait_for_python() == "play"
        assert game.storage(SAVE_KEY) == save
    # A link that starts another game does not draw the saved table either.
    held = HeldRuntime(tab.page)
    tab.open("/?seed=XYZ789&speed=0")
    tab.page.wait_for_timeout(300)
    assert game.phase() == "loading" and game.hand() == []
    held.release()
    tab.wait_for_python()
    tab.page.locator("#question").get_by_role("button", name="Start the linked game").click()  # over a game in progress
    tab.page.wait_for_function("() => gongzhu.state.view.code === 'XYZ789'")
    assert game.engine_view()["code"] == "XYZ789"
    tab.assert_clean()


def test_a_first_visit_draws_a_dealt_table_at_once_and_plays_that_game(open_tab: OpenTab) -> None:
    tab = open_tab("phone")
    game = GamePage(tab, touch=True)
    held = HeldRuntime(tab.page)
    tab.open("/?speed=40")
    # No save, no link: one of the first tables the build dealt, before Python is ready.
    expect(tab.page.locator("#hand [data-card]")).to_have_count(13)
    expect(tab.page.locator("#app")).to_have_attribute("data-ready", "false")
    assert tab.page.evaluate("() => performance.getEntriesByName('gongzhu:python-ready').length") == 0
    before = table(tab.page)
    code = tab.page.evaluate("() => gongzhu.state.view.code")
    held.release()
    assert tab.wait_for_python() == before["phase"]
    # The engine dealt that very game, and the table it sends is the one drawn.
    assert game.engine_view()["code"] == code
    assert table(tab.page) == before
    tab.assert_clean()


def test_a_tap_on_the_first_table_before_python_is_ready_is_carried_out(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    game = GamePage(tab)
    held = HeldRuntime(tab.page)
    # The first of the build's tables where South has something to do (Math.random picks it).
    for index in range(12):
        tab.page.add_init_script(f"Math.random = () => {(index + 0.5) / 12}")
        tab.open("/?speed=40")
        expect(tab.page.locator("#hand [data-card]")).to_have_count(13)
        phase = game.phase()
        if phase == "expose" or game.turn() == "S":
            break
    if phase == "expose":
        game.press("skip")
    else:
        card = game.playable()[0]
        game.tap_card(card)
        game.tap_card(card)
    expect(tab.page.locator("#app")).to_have_attribute("data-ready", "false")
    held.release()
    tab.wait_for_python()
    view = game.engine_view()
    if phase == "expose":
        assert view["phase"] == "play"
    else:
        assert card not in view["hand"]
    tab.assert_clean()
