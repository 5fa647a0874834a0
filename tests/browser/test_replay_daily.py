"""Practice hands at the page: a finished deal played again, Hard in your seat, the deal of the day.

One started page per device does it all, in order: play a hand; replay it with
your own cards (a reload in the middle), which gives exactly your result; watch
Hard play your seat (a reload in the middle), which gives exactly the arena's
hand with Hard in that seat; back to the game, which was kept; then the deal of
the day (a reload in the middle), its share text, and back again. None of it
counts in the statistics but the comparison with Hard.
"""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from typing import Any

import pytest
from gongzhu.bots import make_bot
from gongzhu.rules import Rules
from gongzhu.tools.arena import play_hand
from playwright.sync_api import expect

from axe_audit import audit, describe, serious
from browser_tab import OpenTab
from game_page import SETTLED, GamePage
from layout_check import layout_problems

BOOT_MS = 170_000
HAND_MS = 240_000  # Hard in South's seat, in Pyodide on a busy machine
SEED = "REPLAY7"
PRACTICE_KEY = "gongzhu.practice.v1"
STATS_KEY = "gongzhu.stats.v1"
TEXTS = {
    "de": {
        "replay": "Dieses Blatt nachspielen",
        "again": "Noch einmal spielen",
        "hard": "Schwer auf deinem Platz zusehen",
        "back": "Zurück zu deinem Spiel",
        "line": "Übung · Hand 1",
        "hardLine": "Schwer · Hand 1",
        "daily": "Blatt des Tages",
        "share": "Ergebnis kopieren",
        "thisTime": "Diesmal {again}, in deinem Spiel {yours}",
        "compare": "Du {you}, Schwer auf deinem Platz {hard}",
        "versus": "Gegen Schwer auf deinem Platz",
    },
    "es": {
        "replay": "Repetir este reparto",
        "again": "Jugarla otra vez",
        "hard": "Ver a Difícil en tu puesto",
        "back": "Volver a tu partida",
        "line": "Práctica · mano 1",
        "hardLine": "Difícil · mano 1",
        "daily": "Reparto del día",
        "share": "Copiar el resultado",
        "thisTime": "Esta vez {again}, en tu partida {yours}",
        "compare": "Tú {you}, Difícil en tu puesto {hard}",
        "versus": "Frente a Difícil en tu puesto",
    },
}


def fmt(n: int) -> str:
    """A score as the page writes it: a sign, and the minus sign for negatives."""
    return f"+{n}" if n > 0 else f"\u2212{-n}" if n < 0 else "0"


def south(view: dict[str, Any], hand: int) -> int:
    index = [seat["seat"] for seat in view["seats"]].index(view["seat"])
    result: int = view["history"][hand - 1][index]["hand"]
    return result


def counted(game: GamePage) -> dict[str, Any]:
    """The statistics stored, without the comparison with Hard."""
    stats: dict[str, Any] = json.loads(game.storage(STATS_KEY) or "{}")
    stats.pop("versus", None)
    return stats


def wait_hand_over(game: GamePage) -> None:
    game.page.wait_for_function(
        """() => ["hand-over", "game-over"].includes(document.getElementById("app").dataset.phase)
              && !document.getElementById("result").hidden""",
        timeout=HAND_MS,
    )


def wait_tricks(game: GamePage, n: int) -> None:
    """Until the engine has played ``n`` tricks of the hand (Hard plays South's cards by itself)."""
    game.page.wait_for_function(
        "(n) => (gongzhu.state.view?.tricks_played ?? 0) >= n && gongzhu.state.view.phase === 'play'",
        arg=n,
        timeout=HAND_MS,
    )


def replay_own_hand(game: GamePage, texts: dict[str, str], yours: int, actions: list[str]) -> None:
    """The deal again, South's own cards again (a reload after three of them): the same result.

    On the phone it is asked for from the score sheet's line of the hand, on the desktop from the summary.
    """
    page = game.page
    if game.touch:
        page.locator('#result [data-action="openPanel"][data-panel="scoreSheet"]').click()
        page.locator('[data-panel="score-sheet"] [data-action="replay-deal"][data-hand="1"]').click()
    else:
        # The hand review offers it too; the question it asks can be put off.
        page.locator('#result [data-action="review-hand"]').click()
        page.locator('dialog[data-panel="review"] [data-action="replay-deal"]').click(timeout=60_000)
        expect(page.locator("#question")).to_be_visible()
        page.locator('#question [data-action="keepGame"]').click()
        expect(page.locator("#question")).to_be_hidden()
        page.locator('#result [data-action="replay-deal"]').click()
    question = page.locator("#question")
    expect(question).to_be_visible()
    expect(question.get_by_role("button", name=texts["hard"], exact=True)).to_be_visible()
    found = serious(audit(page))
    assert found == [], f"axe on the replay question:\n{describe(found)}"
    question.get_by_role("button", name=texts["again"], exact=True).click()
    expect(page.locator("#game-info")).to_have_text(texts["line"])
    assert json.loads(game.storage(PRACTICE_KEY) or "null")["kind"] == "replay"
    ours = [a.split()[-1] for a in actions if a.startswith("S play")]
    if game.wait_settled() == "expose":
        game.expose_by_taps()
    for card in ours[:3]:
        game.wait_settled()
        game.play_card(card)
    game.reload()
    expect(page.locator("#game-info")).to_have_text(texts["line"])  # still the practice hand
    for card in ours[3:]:
        game.wait_settled()
        game.play_card(card)
    wait_hand_over(game)
    again = json.loads(game.storage("gongzhu.save.v1") or "{}")
    assert again["actions"] == actions  # the same hand, card for card
    line = texts["thisTime"].format(again=fmt(yours), yours=fmt(yours))
    expect(page.locator("#result .practice-compare")).to_have_text(line)


def assert_whole_on_a_small_phone(game: GamePage) -> None:
    """On a phone, at 320 px wide for a moment: the practice hand's longer line in the bar ("Schwer · Hand 1",
    "Blatt des Tages") leaves the buttons beside it whole, and nothing else is cut or overlaps."""
    if not game.touch:
        return
    page = game.page
    size = page.viewport_size
    assert size is not None
    page.set_viewport_size({"width": 320, "height": 568})
    try:
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        assert layout_problems(page, touch=True) == []
    finally:
        page.set_viewport_size(size)


def watch_hard(game: GamePage, texts: dict[str, str], yours: int, arena: int) -> None:
    """Hard in South's seat (a reload after two tricks): the arena's result, compared with yours."""
    page = game.page
    page.locator('#result [data-action="hard-in-my-seat"]').click()
    expect(page.locator("#game-info")).to_have_text(texts["hardLine"])
    wait_tricks(game, 2)
    page.reload()
    game.tab.wait_for_python()
    expect(page.locator("#game-info")).to_have_text(texts["hardLine"])
    wait_hand_over(game)
    line = texts["compare"].format(you=fmt(yours), hard=fmt(arena))
    expect(page.locator("#result .practice-compare")).to_have_text(line)
    assert_whole_on_a_small_phone(game)
    found = serious(audit(page))
    assert found == [], f"axe on the practice summary:\n{describe(found)}"


def play_the_daily(game: GamePage, texts: dict[str, str]) -> None:
    """Today's deal (a reload after two cards), its share text, then back to the game."""
    page = game.page
    page.locator("#menu-button").click()
    page.locator('[data-action="daily"]').click()
    day = datetime.now(UTC).strftime("%Y-%m-%d")
    page.wait_for_function("(code) => gongzhu.state.view?.code === code", arg=f"DAY-{day}", timeout=60_000)
    if game.wait_settled() == "expose":
        game.skip_exposure()
    for _ in range(2):
        game.wait_settled()
        game.play_card(game.playable()[0])
    assert game.reload() in ("play", "expose")
    assert game.saved_code() == f"DAY-{day}"
    assert game.play_hand() in ("hand-over", "game-over")
    expect(page.locator('#result .practice-summary[data-practice="daily"]')).to_be_visible()
    assert_whole_on_a_small_phone(game)
    page.locator('#result [data-action="dailyShare"]').click()
    question = page.locator("#question")
    expect(question).to_be_visible()
    text = question.locator(".question-text").inner_text()
    assert day in text and not re.search(r"[♠♥♦♣]", text), text
    question.locator('[data-action="keepGame"]').click()
    page.locator('#result [data-action="practiceBack"]').click()
    # Played once: the deal of the day is not dealt again today; its result is shown, to share.
    page.wait_for_function("() => !gongzhu.state.practice && gongzhu.state.view?.phase === 'hand-over'")
    page.locator("#menu-button").click()
    page.locator('[data-action="daily"]').click()
    expect(question).to_be_visible()
    expect(question.locator(".question-text")).to_contain_text(day)
    expect(question.get_by_role("button", name=texts["share"], exact=True)).to_be_visible()
    question.locator('[data-action="keepGame"]').click()
    assert game.storage(PRACTICE_KEY) is None


@pytest.mark.parametrize(("device", "lang"), [("phone", "de"), ("desktop", "es")])
def test_replay_hard_in_your_seat_and_the_deal_of_the_day(open_tab: OpenTab, device: str, lang: str) -> None:
    texts = TEXTS[lang]
    tab = open_tab(device, bypass_csp=True)  # axe-core is injected
    game = GamePage(tab, lang=lang, touch=device == "phone")
    tab.open(f"/?seed={SEED}&lang={lang}&speed=0&boot_timeout_ms={BOOT_MS}")
    tab.wait_for_python(BOOT_MS + 10_000)
    assert game.play_hand() == "hand-over"
    page = game.page
    expect(page.locator('#result [data-action="replay-deal"]')).to_have_accessible_name(texts["replay"])
    view = game.engine_view()
    yours = south(view, 1)
    saved = game.storage("gongzhu.save.v1") or ""
    stats = counted(game)
    assert stats["hands"] == 1

    replay_own_hand(game, texts, yours, json.loads(saved)["actions"])
    level = view["level"]
    arena = play_hand(SEED, [make_bot("hard"), make_bot(level), make_bot(level), make_bot(level)], Rules())[0]
    watch_hard(game, texts, yours, arena)
    assert counted(game) == stats  # practice hands count nothing
    assert json.loads(game.storage(STATS_KEY) or "{}")["versus"] == {"hands": 1, "diff": yours - arena}

    page.locator('#result [data-action="practiceBack"]').click()
    page.wait_for_function(SETTLED, timeout=60_000)
    expect(page.locator("#game-info")).not_to_have_text(texts["hardLine"])
    assert game.storage("gongzhu.save.v1") == saved and game.storage(PRACTICE_KEY) is None
    assert game.phase() == "hand-over"

    play_the_daily(game, texts)
    page.wait_for_function("(code) => gongzhu.state.view?.code === code", arg=SEED, timeout=60_000)
    assert game.storage("gongzhu.save.v1") == saved and game.storage(PRACTICE_KEY) is None
    assert counted(game) == stats
    # The statistics show the comparison with Hard.
    page.locator("#menu-button").click()
    page.locator('[data-action="statistics"]').first.click()
    expect(page.locator('[data-stat="versus-hard"] dt')).to_have_text(texts["versus"])
