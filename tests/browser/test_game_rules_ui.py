"""The page explains refused moves and never lets an illegal one through."""

from __future__ import annotations

from playwright.sync_api import expect

from browser_tab import OpenTab
from game_page import GamePage, has_class

MUST_FOLLOW_DE = {
    "S": "Du musst Pik bedienen",
    "H": "Du musst Herz bedienen",
    "D": "Du musst Karo bedienen",
    "C": "Du musst Kreuz bedienen",
}
MUST_FOLLOW_EN = {
    "S": "You must follow suit: play a spade",
    "H": "You must follow suit: play a heart",
    "D": "You must follow suit: play a diamond",
    "C": "You must follow suit: play a club",
}


def test_illegal_exposure_and_unplayable_tap(open_tab: OpenTab) -> None:
    # German because the browser says so.
    tab = open_tab("phone", locale="de-DE", viewport={"width": 360, "height": 640})
    game = GamePage(tab, lang="de", touch=True)
    assert game.open("seed=G16") == "expose"
    assert tab.page.get_attribute("html", "lang") == "de"
    for name in ("expose", "skip", "hint", "menu", "collected"):
        expect(game.button(name)).to_be_visible()
    expect(tab.page.locator('[data-expose="AH"]')).to_contain_text("aufdeckbar")
    expect(tab.page.locator('[data-expose="TC"]')).to_contain_text("Trafo ×4")
    toast = tab.page.locator("#toast")

    # Only the four exposable cards can be chosen; the others say why not.
    expect(game.button("expose")).to_be_disabled()
    other = next(card for card in game.hand() if card not in ("AH", "QS", "JD", "TC"))
    expect(game.card(other)).to_have_attribute("aria-disabled", "true")
    game.tap_card(other)
    expect(toast).to_have_text("Aufdecken kann man nur Herz Ass, Pik Dame, Karo Bube und Kreuz 10")
    assert game.snapshot().exposed_selection == []
    expect(game.button("expose")).to_be_disabled()
    expect(game.card("AH")).to_have_attribute("aria-label", "Herz Ass")
    game.press("skip")
    tab.page.wait_for_function("() => document.getElementById('app').dataset.phase === 'play'")

    # South's turn with cards that may not be played.
    for _ in range(13):
        game.wait_settled()
        view = game.engine_view()
        if view["illegal"]:
            break
        game.play_card(game.playable()[0])
    illegal = view["illegal"]
    assert illegal, "no unplayable card in this hand"
    card, why = next(iter(illegal.items()))
    assert why["reason"] == "must_follow_suit"
    expect(game.card(card)).to_have_attribute("aria-disabled", "true")
    expect(game.card(card)).to_have_class(has_class("dimmed"))

    legal = game.playable()[0]
    game.tap_card(legal)  # a selection, which the refused tap must leave alone
    expect(game.card(legal)).to_have_class(has_class("selected"))
    before = game.snapshot()
    game.tap_card(card)
    expect(toast).to_have_text(MUST_FOLLOW_DE[why["params"]["suit"]])
    assert game.snapshot() == before
    assert game.engine_view() == view

    # The same in English, after switching the language in the menu.
    game.press("menu")
    tab.page.get_by_role("button", name="English").click()
    tab.page.keyboard.press("Escape")
    expect(tab.page.locator("#menu")).to_be_hidden()
    game.lang = "en"
    game.tap_card(card)
    expect(toast).to_have_text(MUST_FOLLOW_EN[why["params"]["suit"]])
    assert game.snapshot() == before
    tab.assert_clean()
