"""The statistics panel: games played and won, South's average, best and worst hand,
the winning streak; kept across reloads without counting anything twice; a reset that
asks first; a corrupt record reset with a notice. On a phone and a desktop, in
several languages."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from browser_tab import OpenTab
from game_page import STATS_KEY, GamePage
from tests.browser.test_review_panels import open_game, score, tap
from tests.browser.test_settings_ui import open_over_a_corrupt_record

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "open": "Statistics",
        "none": "No games finished yet.",
        "reset": "Reset statistics",
        "confirm": "Reset",
        "cancel": "Cancel",
        "close": "Close",
        "hands": "{average} over {n} hands",
        "rate": "{wins} ({rate}%)",
        "streak": "{n} games",
        "streak1": "{n} game",
        "notice": "Your saved statistics could not be read",
    },
    "de": {
        "open": "Statistik",
        "none": "Noch kein Spiel beendet.",
        "reset": "Statistik zurücksetzen",
        "confirm": "Zurücksetzen",
        "cancel": "Abbrechen",
        "close": "Schließen",
        "hands": "{average} aus {n} Händen",
        "rate": "{wins} ({rate}\u00a0%)",
        "streak": "{n} Spiele",
        "streak1": "{n} Spiel",
        "notice": "Deine gespeicherte Statistik war nicht lesbar",
    },
    "zh": {
        "open": "统计",
        "none": "还没有打完的一盘。",
        "notice": "保存的统计无法读取",
    },
}

CASES = [("phone", "en"), ("desktop", "de")]


def stored(game: GamePage) -> dict[str, Any]:
    text = game.storage(STATS_KEY)
    assert text
    record: dict[str, Any] = json.loads(text)
    return record


def open_stats(game: GamePage, lang: str) -> Locator:
    """Opens the statistics from the menu; returns the panel."""
    page = game.page
    game.press("menu")
    control = page.locator('#menu [data-action="statistics"]')
    expect(control).to_have_accessible_name(TEXTS[lang]["open"])
    tap(game, control)
    panel = page.locator('[data-panel="statistics"]')
    expect(panel).to_be_visible()
    expect(page.locator("#menu")).to_be_hidden()
    expect(panel.get_by_role("heading", level=2)).to_have_text(TEXTS[lang]["open"])
    return panel


def stat(panel: Locator, name: str) -> Locator:
    return panel.locator(f'[data-stat="{name}"] dd')


def south_hands(view: dict[str, Any]) -> list[int]:
    index = [seat["seat"] for seat in view["seats"]].index(view["seat"])
    return [line[index]["hand"] for line in view["history"]]


def mean(hands: list[int], lang: str) -> str:
    """The average as the page writes it: one decimal at most, a sign, the language's decimal mark."""
    value = round(sum(hands) / len(hands), 1)
    if value == int(value):
        return score(int(value))
    sign = "+" if value > 0 else "\u2212"
    return sign + f"{abs(value):.1f}".replace(".", "," if lang == "de" else ".")


def streak_text(lang: str, n: int) -> str:
    return TEXTS[lang]["streak1" if n == 1 else "streak"].format(n=n)


def play_some_cards(game: GamePage, count: int) -> None:
    if game.phase() == "expose":
        game.skip_exposure()
    for _ in range(count):
        game.play_card(game.playable()[0])


@pytest.mark.parametrize(("device", "lang"), CASES)
def test_statistics_count_each_game_and_hand_once_across_reloads_and_reset_asks_first(
    open_tab: OpenTab, device: str, lang: str
) -> None:
    tab = open_tab(device)
    game = GamePage(tab, lang=lang, touch=device == "phone")
    page = tab.page
    texts = TEXTS[lang]
    open_game(game, f"seed=G16&cap=1&lang={lang}")

    # Nothing finished yet: the panel says so, and offers no reset.
    panel = open_stats(game, lang)
    expect(panel).to_contain_text(texts["none"])
    expect(panel.locator('[data-action="resetStats"]')).to_have_count(0)
    tap(game, panel.get_by_role("button", name=texts["close"], exact=True))
    expect(panel).to_be_hidden()

    # A short game (one hand, more while the top is shared): each hand and the game count
    # once, also after a reload at game over.
    game.play_game()
    first = game.engine_view()
    hands = south_hands(first)
    won = [bool(first["outcome"]["victory"])]
    record = stored(game)
    assert (record["games"], record["wins"], record["hands"], record["points"]) == (
        1,
        int(won[0]),
        len(hands),
        sum(hands),
    )
    assert game.reload() == "game-over"
    assert stored(game) == record
    # The game's result leads to the statistics too.
    tap(game, page.locator("#result").get_by_role("button", name=texts["open"], exact=True))
    panel = page.locator('[data-panel="statistics"]')
    expect(stat(panel, "games")).to_have_text("1")
    expect(stat(panel, "streak")).to_have_text(streak_text(lang, int(won[0])))
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()

    # A second game, reloaded in the middle of its hand: nothing counted twice, nothing lost.
    game.press("again")
    game.wait_left("game-over")
    play_some_cards(game, 3)
    game.reload()
    assert (stored(game)["games"], stored(game)["hands"]) == (1, len(hands))
    game.play_game()
    second = game.engine_view()
    hands += south_hands(second)
    won.append(bool(second["outcome"]["victory"]))
    streak = 2 if all(won) else int(won[1])
    record = stored(game)
    assert (record["games"], record["wins"], record["hands"], record["points"]) == (2, sum(won), len(hands), sum(hands))
    assert (record["best"], record["worst"], record["streak"]) == (max(hands), min(hands), streak)

    # What the panel shows: the engine's numbers, in the page's language.
    panel = open_stats(game, lang)
    expect(stat(panel, "games")).to_have_text("2")
    rate = round(100 * sum(won) / 2)
    expect(stat(panel, "wins")).to_have_text(texts["rate"].format(wins=sum(won), rate=rate))
    expect(stat(panel, "average")).to_have_text(texts["hands"].format(average=mean(hands, lang), n=len(hands)))
    expect(stat(panel, "best")).to_have_text(score(max(hands)))
    expect(stat(panel, "worst")).to_have_text(score(min(hands)))
    expect(stat(panel, "streak")).to_have_text(streak_text(lang, streak))
    expect(stat(panel, "longest")).to_have_text(streak_text(lang, max(streak, int(won[0]))))

    # Reset asks first; Cancel keeps the numbers.
    tap(game, panel.get_by_role("button", name=texts["reset"], exact=True))
    confirm = panel.get_by_role("button", name=texts["confirm"], exact=True)
    expect(confirm).to_be_visible()
    cancel = panel.get_by_role("button", name=texts["cancel"], exact=True)
    expect(cancel).to_be_focused()
    tap(game, cancel)
    expect(confirm).to_be_hidden()
    expect(stat(panel, "games")).to_have_text("2")
    assert stored(game)["games"] == 2
    tap(game, panel.get_by_role("button", name=texts["reset"], exact=True))
    tap(game, panel.get_by_role("button", name=texts["confirm"], exact=True))
    expect(panel).to_contain_text(texts["none"])
    assert (stored(game)["games"], stored(game)["hands"]) == (0, 0)

    # The reset is kept; the game on the table, already over, is not counted again.
    game.reload()
    assert (stored(game)["games"], stored(game)["hands"]) == (0, 0)
    expect(page.locator("#notice")).to_be_hidden()
    tab.assert_clean()


def notice(page: Page) -> Locator:
    return page.locator("#notice")


GOOD = {"games": 3, "wins": 2, "hands": 9, "points": -120, "best": 150, "worst": -200, "streak": 1, "longest": 2}


@pytest.mark.parametrize(
    ("device", "lang", "record"),
    [
        ("phone", "zh", "{not json"),
        ("desktop", "en", json.dumps({**GOOD, "games": -3, "current": None})),
        ("phone", "de", json.dumps({**GOOD, "current": {"code": "x" * 100_000, "hands": 1, "over": False}})),
    ],
)
def test_a_corrupt_statistics_record_resets_itself_with_a_notice(
    open_tab: OpenTab, device: str, lang: str, record: str
) -> None:
    game, shown = open_over_a_corrupt_record(
        open_tab, device, lang, STATS_KEY, record, f"seed=G34&lang={lang}", TEXTS[lang]["notice"]
    )
    reset = stored(game)
    assert (reset["games"], reset["wins"], reset["hands"], reset["best"]) == (0, 0, 0, None)
    game.play_card(game.playable()[0])  # the game goes on
    shown.locator('[data-action="dismissNotice"]').click()
    panel = open_stats(game, lang)
    expect(panel).to_contain_text(TEXTS[lang]["none"])
    game.reload()
    expect(shown).to_be_hidden()  # reset once, not again on every visit
    game.tab.assert_clean()


def test_a_good_record_is_shown_as_stored(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    game = GamePage(tab, lang="en")
    tab.preset_storage({STATS_KEY: json.dumps({**GOOD, "current": None})})
    open_game(game, "seed=G34&lang=en")
    expect(notice(tab.page)).to_be_hidden()
    panel = open_stats(game, "en")
    expect(stat(panel, "games")).to_have_text("3")
    expect(stat(panel, "wins")).to_have_text("2 (67%)")
    expect(stat(panel, "average")).to_have_text("\u221213.3 over 9 hands")
    expect(stat(panel, "best")).to_have_text("+150")
    expect(stat(panel, "worst")).to_have_text("\u2212200")
    expect(stat(panel, "streak")).to_have_text("1 game")
    expect(stat(panel, "longest")).to_have_text("2 games")
    expect(panel.locator(".negative")).to_have_count(2)
    tab.assert_clean()
