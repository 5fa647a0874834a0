"""The computers think while the previous card's pause runs; a long decision shows a quiet mark."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from browser import package_with_prelude
from browser_tab import BrowserTab
from game_page import GamePage

BOOT_MS = 120_000

# Logs when each advance is asked for and its reply arrives, when each card lands in the trick, and every thinking mark.
WATCH = """() => {
  const log = { asked: [], replies: [], shown: [], marks: [] };
  const python = gongzhu.python;
  const call = python.call.bind(python);
  log.southReplies = [];
  python.call = async (request) => {
    if (request.op === "advance" && request.steps === 1) log.asked.push(performance.now());
    const reply = await call(request);
    if (request.op === "advance" && request.steps === 1) log.replies.push(performance.now());
    if (request.op === "play") log.southReplies.push(performance.now());
    return reply;
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (node.classList?.contains("table-card") && node.dataset.seat !== "S") log.shown.push(performance.now());
      }
    }
  }).observe(document.getElementById("trick"), { childList: true, subtree: true });
  const app = document.getElementById("app");
  new MutationObserver(() => {
    if (app.dataset.thinking) log.marks.push(app.dataset.thinking);
  }).observe(app, { attributes: true, attributeFilter: ["data-thinking"] });
  window.thinkingLog = log;
}"""


def open_slow(tab: BrowserTab, seconds: float, speed: float) -> GamePage:
    """The game, with an engine whose every `advance` takes at least `seconds` (a slow decision)."""
    slow = f"import time\nend = time.monotonic() + {seconds!r}\nwhile time.monotonic() < end:\n    pass"
    tab.serve_package(package_with_prelude("advance", slow))
    game = GamePage(tab)
    tab.open(f"/?seed=ABC123&speed={speed:g}&boot_timeout_ms={BOOT_MS}")
    tab.wait_for_python(timeout_ms=2 * BOOT_MS)
    return game


def play_until_computers_have_played(game: GamePage, cards: int) -> dict[str, Any]:
    """South skips exposing and plays; returns the log once `cards` computer cards were shown."""
    game.page.evaluate(WATCH)
    if game.wait_settled(timeout_ms=BOOT_MS) == "expose":
        game.skip_exposure(timeout_ms=BOOT_MS)
    for _ in range(4):
        game.wait_settled(timeout_ms=BOOT_MS)
        log: dict[str, Any] = game.page.evaluate("() => window.thinkingLog")
        if len(log["shown"]) >= cards:
            return log
        game.play_card(game.playable()[0])
    return log


def test_a_decision_shorter_than_the_pause_is_ready_when_the_pause_ends(tab: BrowserTab) -> None:
    # Each decision takes 0.3 s; each computer card waits 650 ms × 3 before it is shown.
    game = open_slow(tab, 0.3, speed=3)
    log = play_until_computers_have_played(game, 3)
    assert len(log["shown"]) >= 3
    # Every card was decided well before it was shown: it waited for the pacing, not the other way round.
    for received, shown in zip(log["replies"], log["shown"], strict=False):
        assert shown - received > 300, (received, shown)
    assert log["marks"] == []
    expect(tab.page.locator(".seat .thinking:visible")).to_have_count(0)
    tab.assert_clean()


def test_the_next_computer_card_is_asked_for_as_soon_as_the_card_before_it_is_decided(tab: BrowserTab) -> None:
    # Each decision takes 0.3 s, each card's pause 650 ms × 3. ABC123: South leads, then East, North and West play.
    game = open_slow(tab, 0.3, speed=3)
    log = play_until_computers_have_played(game, 3)
    asked, replies, shown = log["asked"], log["replies"], log["shown"]
    # North's card was asked for when East's was decided, well before East's was shown; West's likewise.
    for k in (1, 2):
        assert replies[k - 1] <= asked[k] < shown[k - 1] - 1000, (asked, replies, shown)
    # Each card still had its whole pause after the card before it (give or take a frame of drawing).
    for k in (1, 2):
        assert shown[k] - shown[k - 1] >= 650 * 3 - 50, shown
    tab.assert_clean()


def test_the_card_after_souths_is_asked_for_with_souths_card(tab: BrowserTab) -> None:
    # ABC123: South leads, then East plays. East's card is asked for behind South's, before South's reply came
    # (and so before South's card was drawn), not once it was on the table; it is still shown after its pause.
    game = open_slow(tab, 0.3, speed=3)
    log = play_until_computers_have_played(game, 1)
    assert log["southReplies"] and log["asked"] and log["shown"], log
    assert log["asked"][0] < log["southReplies"][0], log
    assert log["shown"][0] - log["southReplies"][0] >= 650 * 3 - 50, log
    tab.assert_clean()


def test_a_decision_longer_than_the_pacing_shows_the_thinking_mark(tab: BrowserTab) -> None:
    # Each decision takes 1.5 s; the pacing is 650 ms × 0.2.
    game = open_slow(tab, 1.5, speed=0.2)
    log = play_until_computers_have_played(game, 2)
    assert log["marks"], "no thinking mark"
    assert set(log["marks"]) <= {"E", "N", "W"}
    # At rest on South's turn, no mark is left.
    game.wait_settled(timeout_ms=BOOT_MS)
    assert tab.page.get_attribute("#app", "data-thinking") == ""
    expect(tab.page.locator(".seat .thinking:visible")).to_have_count(0)
    tab.assert_clean()


# From the page's start: when each request for a computer card was posted to the engine's worker, and when each
# computer card landed in the trick.
WATCH_OPENING = """() => {
  const log = (window.openingLog = { asked: [], shown: [] });
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (JSON.stringify(message ?? null).includes("advance")) log.asked.push(performance.now());
    return post.call(this, message, ...rest);
  };
  document.addEventListener("DOMContentLoaded", () => {
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node.classList?.contains("table-card")) log.shown.push([node.dataset.seat, performance.now()]);
        }
      }
    }).observe(document.getElementById("trick"), { childList: true, subtree: true });
  });
}"""


def test_a_computers_first_lead_of_a_hand_waits_as_long_as_a_lead_after_a_trick(tab: BrowserTab) -> None:
    # LEAD1: South has nothing to expose and West holds ♠2, so West leads the hand: its card is asked for at once,
    # and shown after the hand's opening and its own pause, (1,100 + 650) ms × 0.5, not after 650 ms × 0.5 alone.
    tab.page.add_init_script(script=f"({WATCH_OPENING})()")
    game = GamePage(tab)
    game.open("seed=LEAD1&level=easy", speed=0.5)
    log: dict[str, Any] = tab.page.evaluate("() => window.openingLog")
    seat, shown = log["shown"][0]
    assert seat == "W"
    assert shown - log["asked"][0] >= (1100 + 650) * 0.5, log
    tab.assert_clean()
