"""A reload puts the player exactly where they were, in every phase."""

from __future__ import annotations

from playwright.sync_api import expect

from browser_tab import OpenTab
from game_page import UI_KEY, GamePage, has_class

PORTRAIT = {"viewport": {"width": 360, "height": 640}}

# The focused element's ring as drawn: its outline's style ("none" when none is drawn).
FOCUS_RING = "() => getComputedStyle(document.activeElement).outlineStyle"

NEXT_HAND = '#result [data-action="nextHand"]'


def test_reload_during_exposure_and_mid_trick(open_tab: OpenTab) -> None:
    tab = open_tab("phone", **PORTRAIT)
    game = GamePage(tab, touch=True)
    # Computers wait ~25 s per card: nothing moves on its own while the test looks.
    assert game.open("seed=G16", speed=40) == "expose"

    # Exposure phase with a card selected.
    exposable = game.playable()
    assert exposable == ["AH", "TC"]
    game.tap_card("TC")
    expect(game.card("TC")).to_have_attribute("aria-pressed", "true")
    before = game.snapshot()
    assert before.exposed_selection == ["TC"]
    assert game.reload() == "expose"
    assert game.snapshot() == before
    expect(tab.page.locator('[data-expose="TC"]')).to_have_attribute("aria-pressed", "true")
    expect(tab.page.locator('[data-expose="AH"]')).to_have_attribute("aria-pressed", "false")

    # Expose it, then get to a trick that South does not complete.
    game.press("expose")
    tab.page.wait_for_function("() => document.getElementById('app').dataset.phase === 'play'")
    for _ in range(13):
        if game.turn() != "S":
            game.press("ff")
        game.wait_settled()
        if len(game.trick()) < 3:
            break
        game.play_card(game.playable()[0])
    assert game.turn() == "S" and len(game.trick()) < 3

    # South's turn with a card selected survives a reload.
    card = game.playable()[0]
    game.tap_card(card)
    expect(game.card(card)).to_have_class(has_class("selected"))
    selected = game.snapshot()
    assert selected.selected == [card]
    assert game.reload() == "play"
    assert game.snapshot() == selected

    # South plays; the computers' turns are still to come when the page reloads.
    game.tap_card(card)
    tab.page.wait_for_function("() => document.getElementById('app').dataset.turn !== 'S'")
    expect(tab.page.locator(f'#trick [data-card="{card}"]')).to_be_visible()
    mid_trick = game.snapshot()
    assert ("S", card) in mid_trick.trick
    tab.page.reload()
    assert tab.wait_for_python() == "play"
    expect(tab.page.locator(f'#trick [data-card="{card}"][data-seat="S"]')).to_be_visible()
    assert game.snapshot() == mid_trick
    # The engine's reply to the load, as the page took it (the engine itself may already be
    # deciding the next computer card, which the page shows only when its pause is over).
    view = tab.page.evaluate("() => gongzhu.state.view")
    assert view["turn"] == mid_trick.turn
    assert sorted((entry["seat"], entry["card"]) for entry in view["trick"]) == sorted(mid_trick.trick)
    # ... and then the computers carry on from there.
    game.press("ff")
    game.wait_settled()
    assert game.storage(UI_KEY)
    tab.assert_clean()


def test_a_seed_in_the_address_replaces_the_save_and_a_plain_reload_resumes(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    game = GamePage(tab)
    assert game.open("seed=G34") == "play"
    game.play_hand()
    assert game.phase() == "hand-over"
    played = game.snapshot()
    # Going to the same address (now without the seed) resumes the game.
    tab.page.goto(tab.page.url)
    assert tab.wait_for_python() == "hand-over"
    assert game.snapshot() == played
    # The focus lands on "Next hand" with its ring, for keyboard players.
    expect(tab.page.locator(NEXT_HAND)).to_be_focused()
    assert tab.page.evaluate(FOCUS_RING) == "solid"
    # Asking for the code again deals it anew, once the player says so (the game in progress goes aside).
    game.open("seed=G34")
    tab.page.locator("#question").get_by_role("button", name="Start the linked game").click()
    tab.page.wait_for_function("() => gongzhu.state.view.history.length === 0")
    assert game.wait_settled() == "play"
    assert game.engine_view()["hand_no"] == 1 and game.engine_view()["history"] == []
    assert len(game.hand()) == 13
    tab.assert_clean()


def test_on_a_touch_screen_a_reload_or_a_question_moves_the_focus_without_a_ring(open_tab: OpenTab) -> None:
    tab = open_tab("phone", **PORTRAIT)
    game = GamePage(tab, touch=True)
    assert game.open("seed=G34") == "play"
    assert game.play_hand() == "hand-over"
    # The hand's summary after a reload: the focus is on "Next hand" (for keys), drawn without a ring.
    assert game.reload() == "hand-over"
    expect(tab.page.locator(NEXT_HAND)).to_be_focused()
    assert tab.page.evaluate(FOCUS_RING) == "none"
    # A key brings the ring back.
    tab.page.keyboard.press("Shift")
    assert tab.page.evaluate(FOCUS_RING) == "solid"
    # A question over the page as it opens (a link's game over the game in progress): no ring either.
    game.open("seed=G34")
    question = tab.page.locator("#question")
    expect(question.get_by_role("button", name="Start the linked game")).to_be_focused()
    assert tab.page.evaluate(FOCUS_RING) == "none"
    tab.assert_clean()
