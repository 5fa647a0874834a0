"""The settings of the menu: speed, four-colour deck, automatic play of a forced card,
sounds, the Deal button, full screen; the exposure panel's change in points; a corrupt
settings record. On a phone and a desktop, in two languages."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from browser_tab import OpenTab
from game_page import SETTINGS_KEY, GamePage
from tests.browser.test_review_panels import BOOT_MS, open_game, score, tap

TEXTS: dict[str, dict[str, Any]] = {
    "en": {
        "deal": "Deal",
        "notice": "Your saved settings could not be read",
        "effect": {"QS": "Pig ×2", "AH": "Hearts ×2", "JD": "Goat ×2", "TC": "Transformer ×4"},
        "alone": "alone",
    },
    "de": {
        "deal": "Geben",
        "notice": "Deine gespeicherten Einstellungen waren nicht lesbar",
        "effect": {"QS": "Schwein ×2", "AH": "Herzen ×2", "JD": "Ziege ×2", "TC": "Trafo ×4"},
        "alone": "allein",
    },
}


def setting(page: Page, name: str, value: str) -> Locator:
    return page.locator(f'#menu [data-setting="{name}"] button[data-value="{value}"]')


# Each court card of South's hand: its figure (no letter in a box), inside the card,
# its ink the card's own colour (so the four-colour deck colours it too).
COURT_FIGURES = """() => [...document.querySelectorAll("#hand button[data-card]")]
  .filter((card) => "JQK".includes(card.dataset.card[0]))
  .map((card) => {
    const figure = card.querySelector(".figure svg");
    const box = card.getBoundingClientRect();
    const drawn = figure?.getBoundingClientRect();
    return {
      card: card.dataset.card,
      pip: card.querySelector(".pip") !== null,
      inside: Boolean(drawn) && drawn.width > box.width / 3 && drawn.left >= box.left && drawn.right <= box.right
        && drawn.top >= box.top && drawn.bottom <= box.bottom,
      ink: figure ? getComputedStyle(figure.querySelector(".i")).fill : null,
      colour: getComputedStyle(card).color,
    };
  })"""


def assert_court_figures(page: Page) -> None:
    courts: list[dict[str, Any]] = page.evaluate(COURT_FIGURES)
    assert courts, "the hand has no court card to look at"
    for court in courts:
        assert not court["pip"] and court["inside"] and court["ink"] == court["colour"], court
    # The four suits' inks differ in the four-colour deck: diamonds are not hearts' red.
    assert len({court["colour"] for court in courts}) == len({court["card"][1] for court in courts}), courts


def stored_settings(game: GamePage) -> dict[str, Any]:
    text = game.storage(SETTINGS_KEY)
    assert text
    record: dict[str, Any] = json.loads(text)
    return record


def test_settings_are_kept_across_a_reload_and_speed_yields_to_the_address(device_game: GamePage) -> None:
    game = device_game
    tab, page, lang = game.tab, game.page, game.lang
    # Without ?speed= the speed setting sets the pace.
    tab.open(f"/?seed=G34&lang={lang}&boot_timeout_ms={BOOT_MS}")
    tab.wait_for_python(BOOT_MS + 10_000)
    game.wait_settled(60_000)
    assert page.evaluate("() => gongzhu.state.speed") == 1
    game.press("menu")
    for name, value in [
        ("speed", "fast"),
        ("fourColour", "on"),
        ("autoPlay", "on"),
        ("sounds", "on"),
        ("dealButton", "on"),
    ]:
        tap(game, setting(page, name, value))
        expect(setting(page, name, value)).to_have_attribute("aria-pressed", "true")
    expect(setting(page, "speed", "normal")).to_have_attribute("aria-pressed", "false")
    assert page.evaluate("() => gongzhu.state.speed") < 1
    expect(page.locator("#app")).to_have_attribute("data-deck", "four")
    red = page.evaluate(
        "() => getComputedStyle(document.querySelector('#hand .card.suit-D, #hand .card.suit-C') ?? document.body).color"
    )
    assert red not in ("rgb(196, 35, 43)", "rgb(27, 27, 29)")  # neither the red nor the black of a two-colour deck
    stored = stored_settings(game)
    chosen = {name: stored.get(name) for name in ("speed", "fourColour", "autoPlay", "sounds", "dealButton")}
    assert chosen == {"speed": "fast", "fourColour": True, "autoPlay": True, "sounds": True, "dealButton": True}
    tap(game, setting(page, "speed", "slow"))
    slow = page.evaluate("() => gongzhu.state.speed")
    assert slow > 1
    page.keyboard.press("Escape")

    page.reload()
    tab.wait_for_python(BOOT_MS + 10_000)
    game.wait_settled(60_000)
    assert page.evaluate("() => gongzhu.state.speed") == slow
    expect(page.locator("#app")).to_have_attribute("data-deck", "four")
    assert_court_figures(page)
    game.press("menu")
    for name, value in [
        ("speed", "slow"),
        ("fourColour", "on"),
        ("autoPlay", "on"),
        ("sounds", "on"),
        ("dealButton", "on"),
    ]:
        expect(setting(page, name, value)).to_have_attribute("aria-pressed", "true")
    tap(game, setting(page, "fourColour", "off"))
    expect(page.locator("#app")).to_have_attribute("data-deck", "two")

    # ?speed= (for tests) overrides the setting, which stays stored.
    open_game(game, f"lang={lang}")
    assert page.evaluate("() => gongzhu.state.speed") == 0
    assert stored_settings(game)["speed"] == "slow"
    tab.assert_clean()


def test_deal_button_and_automatic_play_of_a_forced_card(device_game: GamePage) -> None:
    game = device_game
    tab, page, lang = game.tab, game.page, game.lang
    tab.preset_storage({SETTINGS_KEY: json.dumps({"dealButton": True, "autoPlay": True})})
    tab.open(f"/?seed=G34&lang={lang}&speed=0&boot_timeout_ms={BOOT_MS}")
    tab.wait_for_python(BOOT_MS + 10_000)
    deal = page.get_by_role("button", name=TEXTS[lang]["deal"], exact=True)
    expect(deal).to_be_visible()
    expect(page.locator("#hand")).to_be_hidden()
    page.wait_for_timeout(500)
    view = game.engine_view()
    assert view["trick"] == [] or (view["trick"][-1]["seat"] != "S" and len(view["trick"]) < 3)  # nobody plays on
    before = len(view["trick"])
    page.wait_for_timeout(300)
    assert len(game.engine_view()["trick"]) == before
    tap(game, deal)
    expect(deal).to_be_hidden()
    expect(page.locator("#hand")).to_be_visible()

    # South plays 13 cards a hand; the last one at least is forced, and goes without a tap.
    taps = 0
    for _ in range(60):
        if game.wait_settled() != "play":
            break
        view = game.engine_view()
        if view["turn"] != "S" or len(view["legal"]) == 1:
            continue  # the page plays a forced card by itself
        game.play_card(game.playable()[0])
        taps += 1
    assert game.phase() == "hand-over" and len(game.engine_view()["history"]) == 1
    assert taps < 13
    tab.assert_clean()


COUNT_TONES = """
window.__tones = 0;
window.__contexts = 0;
const Base = window.AudioContext;
window.AudioContext = class extends Base {
  constructor(...args) { super(...args); window.__contexts += 1; }
  createOscillator() {
    const oscillator = super.createOscillator();
    const start = oscillator.start.bind(oscillator);
    oscillator.start = (...args) => { window.__tones += 1; return start(...args); };
    return oscillator;
  }
};
"""


def test_sounds_are_off_by_default_and_made_with_web_audio_when_on(device_game: GamePage) -> None:
    game = device_game
    tab, page, lang = game.tab, game.page, game.lang
    page.add_init_script(COUNT_TONES)
    open_game(game, f"seed=G34&lang={lang}")
    game.play_card(game.playable()[0])
    assert page.evaluate("() => [window.__contexts, window.__tones]") == [0, 0]
    game.press("menu")
    tap(game, setting(page, "sounds", "on"))
    page.keyboard.press("Escape")
    game.play_card(game.playable()[0])
    assert page.evaluate("() => window.__contexts") == 1
    assert page.evaluate("() => window.__tones") >= 4  # a tick per card at least
    assert not tab.foreign_requests
    tab.assert_clean()


def test_exposure_panel_shows_each_cards_change_in_points(device_game: GamePage) -> None:
    game = device_game
    tab, lang = game.tab, game.lang
    assert open_game(game, f"seed=G16&lang={lang}") == "expose"
    view = game.engine_view()
    assert view["exposable"]
    for card in view["exposable"]:
        effect = view["effects"][card]
        toggle = tab.page.locator(f'#expose-panel [data-expose="{card}"]')
        expect(toggle).to_contain_text(TEXTS[lang]["effect"][card])
        change = f"{score(effect['points_before'])} → {score(effect['points_after'])}"
        if card == "TC":
            change = f"{TEXTS[lang]['alone']} {change}"
        expect(toggle.locator(".expose-change")).to_have_text(change)
    tab.assert_clean()


def test_full_screen_keeps_the_game_where_it_was(device_game: GamePage) -> None:
    game = device_game
    game.touch = False  # the Fullscreen API wants a click
    tab, page, lang = game.tab, game.page, game.lang
    open_game(game, f"seed=G34&lang={lang}")
    game.play_card(game.playable()[0])
    game.tap_card(game.playable()[0])  # a selected card, too
    expect(tab.page.locator("#hand .selected")).to_have_count(1)
    before = game.snapshot()
    game.press("menu")
    setting(page, "fullscreen", "on").click()
    page.wait_for_function("() => document.fullscreenElement !== null")
    expect(setting(page, "fullscreen", "on")).to_have_attribute("aria-pressed", "true")
    assert game.snapshot() == before
    setting(page, "fullscreen", "off").click()
    page.wait_for_function("() => document.fullscreenElement === null")
    page.locator("#menu").get_by_role("button", name="Close" if lang == "en" else "Schließen", exact=True).click()
    assert game.snapshot() == before
    tab.assert_clean()


def test_full_screen_is_not_offered_where_the_browser_has_none(open_tab: OpenTab) -> None:
    tab = open_tab("phone")
    game = GamePage(tab, touch=True)
    tab.page.add_init_script("Object.defineProperty(Document.prototype, 'fullscreenEnabled', {get: () => false})")
    open_game(game, "seed=G34")
    game.press("menu")
    expect(tab.page.locator('#menu .setting[data-setting="speed"]')).to_be_visible()
    expect(tab.page.locator('#menu [data-setting="fullscreen"]')).to_have_count(0)
    tab.assert_clean()


def open_over_a_corrupt_record(
    open_tab: OpenTab, device: str, lang: str, key: str, record: str, query: str, words: str
) -> tuple[GamePage, Locator]:
    """A game opened on ``device`` with ``record`` stored under ``key`` before the page starts: it is
    played, and the notice (returned) says with ``words`` that the record could not be read."""
    tab = open_tab(device)
    game = GamePage(tab, lang=lang, touch=device == "phone")
    tab.preset_storage({key: record})
    assert open_game(game, query) == "play"
    notice = tab.page.locator("#notice")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text(words)
    return game, notice


@pytest.mark.parametrize(
    ("device", "lang", "record"),
    [("phone", "en", "{not json"), ("desktop", "de", '{"lang": "de", "speed": 7, "fourColour": "yes"}')],
)
def test_a_corrupt_settings_record_resets_itself_with_a_notice(
    open_tab: OpenTab, device: str, lang: str, record: str
) -> None:
    game, notice = open_over_a_corrupt_record(
        open_tab, device, lang, SETTINGS_KEY, record, "seed=G34", TEXTS[lang]["notice"]
    )
    stored = stored_settings(game)
    assert stored["speed"] == "normal" and stored["fourColour"] is False
    assert stored.get("lang", "en") == lang  # what could be read stays
    game.play_card(game.playable()[0])  # the game goes on
    game.reload()
    expect(notice).to_be_hidden()  # reset once, not again on every visit
    game.tab.assert_clean()
