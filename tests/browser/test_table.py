"""The table's flows: the deal that waits for its tap, the keyboard's one highlighted card, and
messages that never hide the prompt.

- With "Deal on a tap", nothing of the hand is shown or decided before the tap:
  no cards, no exposure choice, no buttons but one large Deal button in the
  thumb zone, and fast-forward does not play on.
- With the focus on a card, H chooses the hinted card, the focus moves to it,
  and Enter plays it; the arrow keys move the one highlighted card.
- A refusal shows beside the prompt, not instead of it, and a hint replaces it.
- The table says which level the computers play at, and which one a change
  brings from the next hand.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from browser_tab import OpenTab
from game_page import SETTINGS_KEY, GamePage

BOOT = "boot_timeout_ms=120000"

# What a player could use before the deal: none of it may show.
HAND_CONTROLS = ("#btn-hint", "#btn-skip", "#btn-expose", "#btn-play", "#btn-ff", "#expose-panel", "#hand .card")


@pytest.mark.parametrize("exposure", ["1", "0"])
def test_deal_on_a_tap_shows_and_decides_nothing_before_the_tap(open_tab: OpenTab, exposure: str) -> None:
    tab = open_tab("phone", viewport={"width": 360, "height": 740})
    page = tab.page
    game = GamePage(tab, lang="en", touch=True)
    tab.preset_storage({SETTINGS_KEY: json.dumps({"dealButton": True})})
    tab.open(f"/?seed=G16&exposure={exposure}&lang=en&speed=0&{BOOT}")
    tab.wait_for_python()
    deal = page.get_by_role("button", name="Deal", exact=True)
    expect(deal).to_be_visible()
    before = game.engine_view()
    for selector in HAND_CONTROLS:
        assert not page.locator(selector).first.is_visible(), f"{selector} shows before the deal"
    expect(page.locator("#prompt")).to_have_text("Deal when you are ready.")

    # One large button where the thumb rests: the lower part of the screen.
    box = deal.bounding_box()
    assert box and box["width"] >= 120 and box["height"] >= 52, box
    assert box["y"] > 740 * 0.55, box

    # Fast-forward (its key, and its button's click) does not play on before the deal.
    page.keyboard.press("f")
    page.evaluate("() => document.getElementById('btn-ff').click()")
    page.wait_for_timeout(400)
    after = game.engine_view()
    assert (after["phase"], after["trick"], after["tricks_played"]) == (
        before["phase"],
        before["trick"],
        before["tricks_played"],
    )

    deal.tap()
    expect(deal).to_be_hidden()
    expect(page.locator("#hand .card")).to_have_count(13)
    if exposure == "1":
        expect(page.locator("#expose-panel")).to_be_visible()
        assert game.skip_exposure() == "play"
    else:
        game.wait_settled()
    expect(page.locator("#prompt")).not_to_have_text("Deal when you are ready.")
    tab.assert_clean()


def test_hint_then_enter_plays_the_hinted_card_and_one_card_is_highlighted_at_a_time(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    page = tab.page
    game = GamePage(tab, lang="en")
    assert game.open(f"seed=G16&exposure=0&lang=en&{BOOT}") == "play"
    # Read after the next frame has drawn what the key changed.
    highlighted = """async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const cards = [...document.querySelectorAll('#hand .card')];
      return {
        focused: document.activeElement?.dataset?.card ?? null,
        selected: cards.filter((c) => c.classList.contains('selected')).map((c) => c.dataset.card),
        hinted: cards.filter((c) => c.classList.contains('hinted')).map((c) => c.dataset.card),
      };
    }"""
    for _ in range(2):
        game.wait_settled()
        hand = game.hand()
        game.card(hand[-1]).focus()
        page.keyboard.press("h")
        expect(page.locator("#hand .hinted")).to_have_count(1)
        now = page.evaluate(highlighted)
        assert now["selected"] == now["hinted"] == [now["focused"]], now
        page.keyboard.press("Enter")
        expect(game.card(now["focused"])).to_have_count(0)

    # The arrow keys move the one highlighted card; a hint for another card goes.
    game.wait_settled()
    game.card(game.hand()[0]).focus()
    page.keyboard.press("h")
    expect(page.locator("#hand .hinted")).to_have_count(1)
    for _ in range(len(game.hand())):
        page.keyboard.press("ArrowRight")
        now = page.evaluate(highlighted)
        assert len(now["selected"] + now["hinted"]) <= 2 and set(now["selected"] + now["hinted"]) <= {now["focused"]}, (
            now
        )
        if now["focused"] in game.playable():
            assert now["selected"] == [now["focused"]], now
    tab.assert_clean()


def test_a_refusal_shows_beside_the_prompt_a_hint_replaces_it_and_the_level_shows(open_tab: OpenTab) -> None:
    tab = open_tab("phone", viewport={"width": 360, "height": 740})
    page = tab.page
    game = GamePage(tab, lang="en", touch=True)
    game.open(f"seed=G16&exposure=0&lang=en&{BOOT}")
    for _ in range(13):
        game.wait_settled()
        illegal = list(game.engine_view()["illegal"])
        if illegal:
            break
        game.play_card(game.playable()[0])
    assert illegal
    prompt = page.locator("#prompt")
    turn = prompt.text_content()
    game.tap_card(illegal[0])
    expect(page.locator("#toast")).to_be_visible()
    expect(prompt).to_be_visible()
    expect(prompt).to_have_text(turn or "")
    toast, shown = page.locator("#toast").bounding_box(), prompt.bounding_box()
    assert toast and shown
    assert toast["y"] + toast["height"] <= shown["y"] + 0.5 or shown["y"] + shown["height"] <= toast["y"] + 0.5

    game.press("hint")
    expect(page.locator("#hand .hinted")).to_have_count(1)
    expect(page.locator("#toast")).to_be_hidden()
    expect(prompt).to_be_visible()
    expect(prompt).to_contain_text("Hint:")

    # The level on the table: the one playing, and after a change the one from the next hand.
    label = page.locator("#level-info")
    expect(label).to_have_text("Normal")
    expect(label).to_have_attribute("aria-label", "Computers: Normal")
    game.press("menu")
    page.locator('#menu [data-action="setLevel"][data-level="hard"]').click()
    page.locator("#menu .dialog-head .close").click()
    expect(label).to_have_text("Normal → Hard")
    expect(label).to_have_attribute("aria-label", "Computers: Normal, Hard from the next hand")
    tab.assert_clean()
