"""Hostile input never strands the player: deep saves, a dying runtime, full storage, bad links.

Each case ends at a playable table, the player is told what happened, and no
save is lost without a copy.
"""

from __future__ import annotations

import json
import urllib.parse

import pytest
from playwright.sync_api import Worker, expect

from browser import package_with_prelude
from browser_tab import BrowserTab, OpenTab
from game_page import SAVE_KEY, STATS_KEY, UI_KEY, VIEW_KEY, GamePage

CORRUPT_PREFIX = "gongzhu.save.corrupt."

DEEP_BRACKETS = "[" * 100_000 + "]" * 100_000
DEEP_INSIDE = json.dumps({"format": "gongzhu-save", "version": 1, "code": "ABC123", "actions": []})[:-1] + (
    ', "junk": ' + "[" * 5000 + "]" * 5000 + "}"
)

# Fills localStorage to the last character with keys of its own (test.fill.N).
FILL_STORAGE = """(prefix) => {
  let size = 1 << 20;
  let n = 0;
  while (size >= 1) {
    try {
      localStorage.setItem(prefix + n, "x".repeat(size));
      n += 1;
    } catch {
      size = Math.floor(size / 2);
    }
  }
  return n;
}"""

CORRUPT_KEYS = f"() => Object.keys(localStorage).filter((k) => k.startsWith({json.dumps(CORRUPT_PREFIX)})).sort()"


# A start here may boot Python twice (a fresh runtime after a failure), on a busy machine.
BOOT_MS = 120_000


def open_page(game: GamePage, query: str = "") -> str:
    """Opens the page at `query` (at speed 0); returns the phase once at rest."""
    game.tab.open(f"/?{query}{'&' if query else ''}speed=0&boot_timeout_ms={BOOT_MS}")
    game.tab.wait_for_python(timeout_ms=2 * BOOT_MS)
    return game.wait_settled()


def reload_page(game: GamePage) -> str:
    game.page.reload()
    game.tab.wait_for_python(timeout_ms=2 * BOOT_MS)
    return game.wait_settled()


def notice_text(tab: BrowserTab) -> str:
    notice = tab.page.locator("#notice")
    expect(notice).to_be_visible(timeout=BOOT_MS)  # after a fresh runtime has started, in play
    return notice.inner_text()


@pytest.mark.parametrize("bad_save", [DEEP_BRACKETS, DEEP_INSIDE], ids=["deep-brackets", "deep-inside-a-save"])
def test_a_deeply_nested_save_is_set_aside_and_a_new_game_starts(open_tab: OpenTab, bad_save: str) -> None:
    tab = open_tab("desktop")
    game = GamePage(tab)
    tab.preset_storage({SAVE_KEY: bad_save})
    assert open_page(game) in {"expose", "play"}

    kept = tab.page.evaluate(CORRUPT_KEYS)
    assert len(kept) == 1
    assert game.storage(kept[0]) == bad_save
    assert kept[0] in notice_text(tab)
    assert json.loads(game.storage(SAVE_KEY) or "null")["version"] == 1
    game.play_one_card()
    # The next load resumes the new game: the bad save no longer stands in the way.
    code = game.saved_code()
    reload_page(game)
    assert tab.page.evaluate("() => gongzhu.state.view.code") == code
    expect(tab.page.locator("#notice")).to_be_hidden()


def package_that_dies_on(op: str) -> bytes:
    """The real package, whose `handle` first kills the runtime (the deep-nesting crash) when asked for `op`."""
    crash = "import json\njson.loads('[' * 100000 + ']' * 100000)\nraise RuntimeError('still alive')"
    return package_with_prelude(op, crash)


def test_a_runtime_that_dies_loading_the_save_is_started_afresh(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    game = GamePage(tab)
    assert open_page(game, "seed=ABC123") in {"expose", "play"}
    save = game.storage(SAVE_KEY)
    assert save

    tab.serve_package(package_that_dies_on("load"))
    workers: list[Worker] = []
    tab.page.on("worker", lambda worker: workers.append(worker))
    assert reload_page(game) in {"expose", "play"}

    assert len(workers) == 2, "the runtime was not started again"
    kept = tab.page.evaluate(CORRUPT_KEYS)
    assert len(kept) == 1
    assert game.storage(kept[0]) == save
    assert kept[0] in notice_text(tab)
    assert tab.page.evaluate("() => gongzhu.state.view.code") != "ABC123"
    game.play_one_card()
    assert tab.page_errors == []


def test_a_save_too_big_to_copy_stays_in_place(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    game = GamePage(tab)
    huge = json.dumps({"format": "gongzhu-save", "version": 1, "code": "A" * 3_000_000, "actions": []})
    tab.preset_storage({SAVE_KEY: huge}, then=f"({FILL_STORAGE})('test.fill.');")
    assert open_page(game) in {"expose", "play"}

    text = notice_text(tab)
    assert "no room" in text and "kept" not in text
    assert tab.page.evaluate(CORRUPT_KEYS) == []
    game.play_one_card()
    # Never replaced by the new game's save.
    assert game.storage(SAVE_KEY) == huge
    assert reload_page(game) in {"expose", "play"}
    assert game.storage(SAVE_KEY) == huge
    assert "no room" in notice_text(tab)


def test_full_storage_during_play_makes_room_and_says_so(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    game = GamePage(tab)
    copies = {f"{CORRUPT_PREFIX}{stamp}": "c" * 2000 for stamp in (1000, 2000, 3000)}
    tab.preset_storage(copies)
    assert open_page(game, "seed=ABC123") in {"expose", "play"}
    game.play_one_card()

    # Full: the next save needs room; the oldest set-aside copy goes, the newest stays.
    # (The conveniences, which would go first, are gone already: the copies are what is left to drop.)
    for key in (UI_KEY, VIEW_KEY):
        tab.page.evaluate("(key) => localStorage.removeItem(key)", key)
    tab.page.evaluate(FILL_STORAGE, "test.fill.")
    saved = game.storage(SAVE_KEY)
    game.play_one_card()
    assert game.storage(SAVE_KEY) != saved
    text = notice_text(tab)
    assert "was full" in text and f"{CORRUPT_PREFIX}1000" in text
    assert tab.page.evaluate(CORRUPT_KEYS) == [f"{CORRUPT_PREFIX}2000", f"{CORRUPT_PREFIX}3000"]
    game.press("OK")

    # Full again with only the newest copy and the statistics left: the statistics go, the move is saved.
    for key in (UI_KEY, VIEW_KEY, CORRUPT_PREFIX + "2000"):
        tab.page.evaluate("(key) => localStorage.removeItem(key)", key)
    assert game.storage(STATS_KEY) is not None
    tab.page.evaluate(FILL_STORAGE, "test.fill2.")
    saved = game.storage(SAVE_KEY)
    game.play_one_card()
    assert game.storage(SAVE_KEY) != saved
    assert "your statistics" in notice_text(tab)
    assert game.storage(STATS_KEY) is None
    game.press("OK")

    # Nothing left to drop (the newest copy stays): the player is told at once, and plays on.
    for key in (UI_KEY, VIEW_KEY):
        tab.page.evaluate("(key) => localStorage.removeItem(key)", key)
    tab.page.evaluate(FILL_STORAGE, "test.fill3.")
    saved = game.storage(SAVE_KEY)
    game.play_one_card()
    assert "not being saved" in notice_text(tab)
    assert game.storage(SAVE_KEY) == saved
    assert game.storage(f"{CORRUPT_PREFIX}3000") == "c" * 2000
    game.play_one_card()

    # Room again: the next move is saved, and a reload resumes exactly there.
    tab.page.evaluate(
        "() => Object.keys(localStorage).filter((k) => k.startsWith('test.fill')).forEach((k) => localStorage.removeItem(k))"
    )
    game.play_one_card()
    expect(tab.page.locator("#notice")).to_contain_text("saved again")
    before = game.snapshot()
    reload_page(game)
    assert game.snapshot() == before
    tab.assert_clean(expected_warnings=("Could not store",))


BAD_CODES = ["hello world", "A" * 25, "Ünïcode", "\x00", "<img src=x onerror=alert(1)>"]


def test_an_invalid_game_code_in_the_link_is_named_and_the_saved_game_goes_on(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    game = GamePage(tab)
    assert open_page(game, "seed=ABC123") in {"expose", "play"}
    game.play_one_card()
    before = game.snapshot()

    for code in BAD_CODES:
        open_page(game, "seed=" + urllib.parse.quote(code, safe=""))
        assert "is not valid" in notice_text(tab)
        assert tab.page.evaluate("() => gongzhu.state.view.code") == "ABC123"
        assert game.snapshot() == before
        assert "seed=" not in tab.page.evaluate("() => location.search")
        expect(tab.page.locator("#notice img")).to_have_count(0)
    # The address no longer holds the bad code: a reload just resumes.
    reload_page(game)
    expect(tab.page.locator("#notice")).to_be_hidden()
    assert game.snapshot() == before
    tab.assert_clean(expected_warnings=("The link's game code could not be used",))


def test_an_invalid_game_code_without_a_save_starts_a_new_game(tab: BrowserTab) -> None:
    game = GamePage(tab)
    assert open_page(game, "seed=hello%20world&length=quick") in {"expose", "play"}
    assert "is not valid" in notice_text(tab)
    assert "“hello world”" in notice_text(tab)
    assert len(game.hand()) == 13
    assert game.engine_view()["rules"]["win_at"] is not None  # the link's valid options still count
    assert "seed=" not in tab.page.evaluate("() => location.search")
    game.play_one_card()
    tab.assert_clean(expected_warnings=("The link's game code could not be used",))


def test_a_runtime_that_dies_in_play_is_started_afresh_and_the_game_goes_on(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    tab.serve_package(package_that_dies_on("hint"))
    workers: list[Worker] = []
    tab.page.on("worker", lambda worker: workers.append(worker))
    game = GamePage(tab)
    assert open_page(game, "seed=ABC123") in {"expose", "play"}
    game.play_one_card()
    before = game.snapshot()

    game.press("hint")
    assert "started again" in notice_text(tab)
    game.wait_settled()
    # The engine's first worker and the one started afresh (a worker that makes the memory snapshot,
    # ?snapshot=make, may start too when the page is slow: it holds no game).
    assert len([w for w in workers if "snapshot=make" not in w.url]) == 2
    assert game.snapshot() == before
    assert tab.page.evaluate(CORRUPT_KEYS) == []
    game.play_one_card()
    assert tab.page_errors == []
