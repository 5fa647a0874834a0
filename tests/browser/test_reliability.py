"""Nothing a player does, and nothing the browser does, loses a game.

Blocked site data, a storage that refuses every write, a hostile stored reader
name and view copy, links over a game in progress (and bad values in them), a
worker that stops answering, two tabs, and ghost taps on every screen that
follows a tap. Saves are made by the engine itself (gongzhu.webapi), here.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from typing import Any

import pytest
from gongzhu.webapi import Session
from playwright.sync_api import Page, expect

from browser_tab import BrowserTab, OpenTab
from game_page import SAVE_KEY, STATS_KEY, UI_KEY, VIEW_KEY, GamePage

ASIDE_KEY = "gongzhu.save.aside.v1"
QUESTION = "#question"


@functools.cache
def ghost_saves() -> tuple[str, str]:
    """A save at the end of a hand (GHOST4's second hand gives South an exposure to decide), and one at game over."""
    hand_over, _ = engine_game("GHOST4", lambda view: view["phase"] == "hand-over")
    game_over, _ = engine_game("GHOST2", lambda view: view["phase"] == "game-over", cap=1)
    return hand_over, game_over


def engine_game(
    seed: str, stop: Callable[[dict[str, Any]], bool], cap: int | None = None
) -> tuple[str, dict[str, Any]]:
    """Plays game ``seed`` in the engine (South plays its first legal card) until ``stop(view)``: (save, view)."""
    session = Session()

    def ask(request: dict[str, Any]) -> dict[str, Any]:
        reply: dict[str, Any] = json.loads(session.handle(json.dumps(request)))
        assert reply["ok"], reply
        return reply

    info = ask({"op": "info"})["info"]
    reply = ask({"op": "new_game", "seed": seed, "rules": {**info["rules"], "max_hands": cap}})
    while not stop(reply["view"]):
        view = reply["view"]
        if view["phase"] == "expose":
            reply = ask({"op": "expose", "cards": []})
        elif view["phase"] == "play" and view["turn"] == "S":
            reply = ask({"op": "play", "card": view["legal"][0]})
        elif view["phase"] == "play":
            reply = ask({"op": "advance", "steps": 1})
        else:
            raise AssertionError(f"game {seed} ended before the point asked for ({view['phase']})")
    return reply["save"], reply["view"]


def fingerprint(text: str) -> str:
    """saved-view.js's fingerprint of a save text (FNV-1a over UTF-16 code units, and the length)."""
    units = text.encode("utf-16-le")
    value = 0x811C9DC5
    for index in range(0, len(units), 2):
        value ^= units[index] | units[index + 1] << 8
        value = (value * 0x01000193) & 0xFFFFFFFF
    return f"{value:08x}.{len(text)}"


def at_souths_turn(view: dict[str, Any]) -> bool:
    return bool(view["phase"] == "play" and view["turn"] == "S" and view["tricks_played"] >= 1)


def storage(page: Page, key: str) -> str | None:
    value: str | None = page.evaluate("(key) => localStorage.getItem(key)", key)
    return value


def code_on_table(page: Page) -> str:
    code: str = page.evaluate("() => gongzhu.state.view.code")
    return code


def query_of(page: Page) -> str:
    query: str = page.evaluate("() => location.search")
    return query


# ---- storage the page cannot use -----------------------------------------------

# As in a browser with "block all site data": reading localStorage throws.
BLOCK_SITE_DATA = """Object.defineProperty(window, "localStorage", {
  configurable: true,
  get() { throw new DOMException("The operation is insecure.", "SecurityError"); },
});"""

# Every write to any storage throws, as it does in some private modes.
REFUSE_WRITES = """Storage.prototype.setItem = function () {
  throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
};"""


def test_blocked_site_data_the_game_plays_and_says_it_will_not_be_kept(tab: BrowserTab) -> None:
    tab.page.add_init_script(BLOCK_SITE_DATA)
    game = GamePage(tab)
    assert game.open("seed=G16") == "expose"
    expect(tab.page.locator("#notice")).to_contain_text("keeps no data for this site")
    game.skip_exposure()
    game.play_one_card()
    tab.assert_clean()


def test_a_storage_that_refuses_every_write_loses_nothing_and_says_so(tab: BrowserTab) -> None:
    save, _ = engine_game("REFUSE", at_souths_turn)
    items = {SAVE_KEY: save, STATS_KEY: json.dumps({"games": 3}), UI_KEY: "{}", VIEW_KEY: "old view"}
    tab.preset_storage(items, then=REFUSE_WRITES)
    game = GamePage(tab)
    assert game.open() == "play"
    assert code_on_table(tab.page) == "REFUSE"
    expect(tab.page.locator("#notice")).to_contain_text("keeps no data for this site")
    game.play_one_card()
    kept = tab.page.evaluate("() => Object.fromEntries(Object.entries(localStorage))")
    assert kept == items
    tab.assert_clean(expected_warnings=("Could not store",))


def test_a_hostile_reader_name_and_a_bad_view_copy_are_ignored(tab: BrowserTab) -> None:
    save, view = engine_game("HOSTIL", at_souths_turn)
    bad = {**view, "hand": ["ZZ", '<img src=x onerror="alert(1)">', *view["hand"][2:]]}
    info = {"levels": ["easy", "normal", "hard"], "presets": {"standard": {}}, "rules": view["rules"]}
    record = json.dumps({"format": 1, "save": fingerprint(save), "view": bad, "info": info})
    ui = {"code": "HOSTIL", "hand_no": 1, "phase": "play", "panel": "reader", "reader": "../index.html?"}
    tab.preset_storage({SAVE_KEY: save, VIEW_KEY: record, UI_KEY: json.dumps(ui)})
    asked: list[str] = []
    tab.page.on("request", lambda request: asked.append(request.url))
    game = GamePage(tab)
    assert game.open() == "play"
    assert game.hand() == view["hand"]  # the engine's table, once Python is ready
    expect(tab.page.locator("#reader")).not_to_have_attribute("open", "")
    assert [url for url in asked if "/content/" in url or "index.html" in url] == []
    tab.assert_clean()


# ---- links -----------------------------------------------------------------------


def answer(page: Page, name: str) -> None:
    question = page.locator(QUESTION)
    expect(question).to_be_visible()
    question.get_by_role("button", name=name, exact=True).click()
    expect(question).to_be_hidden()


def test_links_over_a_game_in_progress_ask_and_values_the_game_does_not_know_are_refused(tab: BrowserTab) -> None:
    page = tab.page
    game = GamePage(tab)
    assert game.open("seed=G16") == "expose"
    game.skip_exposure()  # the player has acted: a game in progress
    mine = storage(page, SAVE_KEY)

    # A link's game over it: the page asks. Continue: nothing changes; the link and strangers leave the address.
    assert game.open("seed=XYZ789&utm_source=mail") in {"play", "expose"}
    expect(page.locator(QUESTION)).to_contain_text("XYZ789")
    answer(page, "Continue my game")
    assert code_on_table(page) == "G16"
    assert storage(page, SAVE_KEY) == mine
    assert query_of(page) == "?speed=0"

    # Start it: the old game is set aside, and the menu brings it back (the linked one going aside).
    game.open("seed=XYZ789")
    answer(page, "Start the linked game")
    page.wait_for_function("() => gongzhu.state.view.code === 'XYZ789' && gongzhu.state.engine.ready")
    assert storage(page, ASIDE_KEY) == mine
    game.wait_settled()
    game.press("menu")
    page.locator("#menu").get_by_role("button", name="Back to game G16").click()
    page.wait_for_function("() => gongzhu.state.view.code === 'G16'")
    game.wait_settled()
    assert storage(page, SAVE_KEY) == mine
    assert json.loads(storage(page, ASIDE_KEY) or "{}")["code"] == "XYZ789"

    # Values the game does not know: refused, with a notice; the game in progress goes on.
    game.open("seed=QQQ&level=god&cap=1.5&length=marathon")
    notice = page.locator("#notice")
    expect(notice).to_contain_text("level=god")
    expect(notice).to_contain_text("cap=1.5")
    expect(page.locator(QUESTION)).to_be_hidden()
    assert code_on_table(page) == "G16"
    assert query_of(page) == "?speed=0"

    # Control and direction characters from a link are never repeated; a tiny start-up limit is raised, and leaves.
    game.open("seed=%00%E2%80%AEevil&boot_timeout_ms=1")
    notice_text = page.locator("#notice").inner_text()
    assert "“evil” is not valid" in notice_text and "\u0000" not in notice_text and "\u202e" not in notice_text
    assert code_on_table(page) == "G16"
    assert "boot_timeout_ms" not in query_of(page)

    # A crafted speed is refused (the menu's speed holds); the menu's choice wins over ?speed=, also after a reload.
    tab.open("/?speed=10000000")
    tab.wait_for_python()
    expect(page.locator("#notice")).to_contain_text("speed=10000000")
    assert page.evaluate("() => gongzhu.state.speed") == 1
    tab.open("/?speed=3")
    tab.wait_for_python()
    game.press("menu")
    page.locator('#menu [data-setting="speed"] button[data-value="fast"]').click()
    assert page.evaluate("() => gongzhu.state.speed") == 0.45
    assert "speed" not in query_of(page)
    page.reload()
    tab.wait_for_python()
    assert page.evaluate("() => gongzhu.state.speed") == 0.45
    tab.assert_clean(expected_warnings=("The link's game code could not be used",))


# ---- a worker that stops answering --------------------------------------------------

RESTARTED = "The game engine stopped and has been started again"
# The watchdog's bound in the test (2 s), then a fresh runtime on a busy machine.
RESTART_MS = 90_000

# The page's workers, and a way to stop the next one that is asked for an op (as if it died).
# window.stopOn = op: the worker dies as it starts the next request of that op, once it has answered the requests
# sent before it (the page sends the computer's card after South's before South's is answered: pacing.js).
CATCH_WORKERS = """(() => {
  const Original = window.Worker;
  window.pageWorkers = [];
  const unanswered = new WeakMap(); // each worker's requests not answered yet, by id
  window.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      window.pageWorkers.push(this);
      unanswered.set(this, new Set());
      this.addEventListener("message", (event) => unanswered.get(this).delete(event.data?.id));
    }
  };
  const post = Original.prototype.postMessage;
  Original.prototype.postMessage = function (message, ...rest) {
    const op = typeof message?.request === "string" ? JSON.parse(message.request).op : null;
    const before = unanswered.get(this);
    if (op && op === window.stopOn) {
      window.stopOn = null;
      const waiting = new Set(before);
      if (waiting.size === 0) this.terminate();
      else {
        this.addEventListener("message", (event) => {
          waiting.delete(event.data?.id);
          if (waiting.size === 0) this.terminate();
        });
      }
    }
    if (before && message?.type === "request") before.add(message.id);
    return post.call(this, message, ...rest);
  };
})();"""


def test_a_worker_that_stops_answering_is_restarted_and_the_game_goes_on(tab: BrowserTab) -> None:
    page = tab.page
    page.add_init_script(CATCH_WORKERS)
    game = GamePage(tab)
    assert game.open("seed=G16&engine_timeout_ms=2000") == "expose"
    assert game.skip_exposure() == "play"
    notice = page.locator("#notice")

    # South's turn: the worker dies unseen, then the player plays a card.
    before = storage(page, SAVE_KEY)
    hand = game.hand()
    page.evaluate("() => window.pageWorkers.at(-1).terminate()")
    card = game.playable()[0]
    game.tap_card(card)
    game.tap_card(card)
    expect(notice).to_contain_text(RESTARTED, timeout=RESTART_MS)
    game.wait_settled(RESTART_MS)
    assert storage(page, SAVE_KEY) == before  # nothing lost, nothing made up
    assert game.hand() == hand
    page.locator("#notice").get_by_role("button", name="OK").click()

    # The computers' turn: the worker dies as it is asked for their card.
    page.evaluate("() => { window.stopOn = 'advance'; }")
    game.play_card(game.playable()[0])
    expect(notice).to_contain_text(RESTARTED, timeout=RESTART_MS)
    game.wait_settled(RESTART_MS)
    assert len(game.hand()) == len(hand) - 1
    assert page.evaluate("() => window.pageWorkers.length") == 3
    game.play_one_card()
    tab.assert_clean(expected_warnings=("The game engine failed",))


# ---- two tabs ------------------------------------------------------------------------


def test_two_tabs_one_owns_the_game_and_a_finished_game_counts_once(tab: BrowserTab) -> None:
    last_card, _ = engine_game("TWO3", lambda view: view["tricks_played"] == 12 and view["turn"] == "S", cap=1)
    first = GamePage(tab)
    tab.preset_storage({SAVE_KEY: last_card})
    assert first.open() == "play"
    other = BrowserTab(page=tab.context.new_page(), context=tab.context, server_url=tab.server_url)
    second = GamePage(other)

    # Another game opened in a second tab: it waits, and writes nothing over the first tab's game.
    other.open("/?seed=OTHER1&speed=0")
    expect(other.page.locator(QUESTION)).to_contain_text("open in another tab")
    assert json.loads(storage(tab.page, SAVE_KEY) or "{}")["code"] == "TWO3"
    first.play_one_card()  # the last card: game over
    assert first.wait_settled() == "game-over"
    stats = json.loads(storage(tab.page, STATS_KEY) or "{}")
    assert [stats["games"], stats["hands"]] == [1, 1]

    # The second tab takes over: its link's game starts (the first one is over); the first tab now waits.
    answer(other.page, "Play here")
    other.wait_for_python()
    assert second.wait_settled() in {"expose", "play"}
    assert code_on_table(other.page) == "OTHER1"
    expect(tab.page.locator(QUESTION)).to_contain_text("open in another tab")
    # And back: the first tab resumes the newest save, the second's game.
    answer(tab.page, "Play here")
    tab.wait_for_python()
    first.wait_settled()
    assert code_on_table(tab.page) == "OTHER1"
    expect(other.page.locator(QUESTION)).to_be_visible()
    stats = json.loads(storage(tab.page, STATS_KEY) or "{}")
    assert [stats["games"], stats["hands"]] == [1, 1]
    assert other.page_errors == []
    tab.assert_clean()


def play_engine_order(game: GamePage) -> tuple[list[list[dict[str, Any]]], list[str]]:
    """South exposes nothing and plays the engine's first legal card until the game ends.

    Returns the game's history and, for each hand-over on the way, the summary's note on a tie at the top ("" for none).
    """
    notes: list[str] = []
    while (phase := game.wait_settled()) != "game-over":
        if phase == "expose":
            game.skip_exposure()
        elif phase == "hand-over":
            note = game.page.locator("#result .tie-plays-on")
            notes.append(note.inner_text() if note.count() else "")
            game.next_hand()
        elif game.turn() == "S":
            game.play_card(game.engine_view()["legal"][0])
    history: list[list[dict[str, Any]]] = game.engine_view()["history"]
    return history, notes


def test_a_game_taken_over_in_a_second_tab_counts_each_of_its_hands_once(tab: BrowserTab) -> None:
    """TABS-PROBE-B with a limit of one hand, its first legal cards played, ties at the top after hand 1
    (0, 0, −600, 0) and plays a second hand, which the summary of hand 1 says: two games of three hands
    in all, counted once each."""
    first = GamePage(tab)
    first.open("seed=TABS-PROBE-A&cap=1")
    history, notes = play_engine_order(first)
    assert len(history) == 1 and notes == []
    other = BrowserTab(page=tab.context.new_page(), context=tab.context, server_url=tab.server_url)
    second = GamePage(other)
    other.open("/?seed=TABS-PROBE-B&cap=1&speed=0")
    answer(other.page, "Play here")
    other.wait_for_python()
    second.wait_settled()
    assert code_on_table(other.page) == "TABS-PROBE-B"
    history, notes = play_engine_order(second)
    assert [line["hand"] for line in history[0]] == [0, 0, -600, 0]  # a tie at the top: the limit does not end it
    assert notes == [
        "The game could end here, but 3 players share the top with 0: it goes on until one player leads alone."
    ]
    stats = json.loads(storage(other.page, STATS_KEY) or "{}")
    assert [stats["games"], stats["hands"]] == [2, 1 + len(history)] == [2, 3], stats
    assert stats["current"] == {"code": "TABS-PROBE-B", "hands": 2, "over": True}, stats
    assert stats["earlier"] == [{"code": "TABS-PROBE-A", "hands": 1, "over": True}], stats
    assert other.page_errors == []
    tab.assert_clean()


# ---- ghost taps ----------------------------------------------------------------------

GHOST_DEVICES = {
    "phone": ("phone", {}),
    "landscape": ("Pixel 7 landscape", {}),
    "touch-desktop": ("desktop", {"viewport": {"width": 1280, "height": 800}, "has_touch": True}),
}


def double_tap(page: Page, selector: str, gap_ms: int = 150) -> None:
    box = page.locator(selector).bounding_box()
    assert box is not None, selector
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.touchscreen.tap(x, y)
    page.wait_for_timeout(gap_ms)
    page.touchscreen.tap(x, y)


def souths_actions(page: Page) -> list[str]:
    save = json.loads(storage(page, SAVE_KEY) or "{}")
    return [action for action in save["actions"] if action.startswith("S ")]


def not_answered(page: Page, before: int) -> None:
    """The screen the first tap brought waits for the player: the second tap decided nothing on it.

    Counted in the stored save once it is the game on screen (a new game's is written when it comes to rest).
    """
    page.wait_for_timeout(700)
    page.wait_for_function(
        "(key) => JSON.parse(localStorage.getItem(key) || '{}').code === gongzhu.state.view.code", arg=SAVE_KEY
    )
    assert len(souths_actions(page)) == before


@pytest.mark.parametrize("device", list(GHOST_DEVICES))
def test_a_double_tap_never_answers_the_screen_its_first_tap_brought(open_tab: OpenTab, device: str) -> None:
    name, options = GHOST_DEVICES[device]
    tab = open_tab(name, **options)
    page = tab.page
    hand_over, game_over = ghost_saves()
    tab.preset_storage({SAVE_KEY: hand_over})
    tab.open("/")  # the speed of the menu: normal
    tab.wait_for_python()
    next_hand = '#result [data-action="nextHand"]'
    expect(page.locator(next_hand)).to_be_visible()
    acted = len(souths_actions(page))
    double_tap(page, next_hand)
    page.wait_for_function("() => gongzhu.state.view.hand_no === 2 && gongzhu.state.view.phase === 'expose'")
    not_answered(page, acted)
    assert page.evaluate("() => gongzhu.state.view.phase") == "expose"

    page.evaluate("(save) => localStorage.setItem('gongzhu.save.v1', save)", game_over)
    page.reload()
    tab.wait_for_python()
    play_again = '#result [data-action="playAgain"]'
    expect(page.locator(play_again)).to_be_visible()
    double_tap(page, play_again, gap_ms=300)
    page.wait_for_function("() => gongzhu.state.view.code !== 'GHOST2'")
    not_answered(page, 0)

    # A dialog: the second tap on Menu does not choose what the menu put under the finger.
    double_tap(page, "#menu-button")
    page.wait_for_timeout(600)
    expect(page.locator("#menu")).to_have_attribute("open", "")
    tab.assert_clean()
