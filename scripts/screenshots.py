#!/usr/bin/env python3
"""Take screenshots of the game page at every phase, on phones and a desktop.

Builds web/build/, serves web/ on a free loopback port, and for each device
(phone portrait 320x568, 360x640 and Pixel 7, phone landscape 915x412, 640x360
and 568x320, desktops 1280x800, 1366x768, 1440x900 and 1920x1080) plays
a game through the page, saving PNGs into screenshots/ (not committed):
exposure with a selection, a trick in progress, the hint and its "Why?", a refused card, the
saved table drawn on a reload before Python is ready, the hand summary,
the menu, collected cards, a reading page, the practice hands (the replay
question, Hard in South's seat and its comparison, the deal of the day and its
share text; ``--practice`` for these alone), the game result, the statistics
and their reset asking first. Under each screenshot it prints what the layout
check (scripts/layout_check.py) finds wrong in it, if anything.

Run with the test venv (it needs Playwright):
    .venv/bin/python scripts/screenshots.py [--lang en|de|es|zh|id] [--device NAME ...] [--out DIR]
    [--review | --practice | --hint]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

from browser import CHROMIUM_ARGS, BuildFailed, chromium_path, context_options, served_web
from browser_tab import BrowserTab
from game_page import GamePage, HeldRuntime
from layout_check import layout_problems

ROOT = Path(__file__).resolve().parent.parent

# name -> (Playwright device or "desktop", context overrides)
DEVICES: dict[str, tuple[str, dict[str, Any]]] = {
    "portrait-320": ("Pixel 7", {"viewport": {"width": 320, "height": 568}, "device_scale_factor": 2}),
    "portrait-360": ("Pixel 7", {"viewport": {"width": 360, "height": 640}, "device_scale_factor": 2}),
    "pixel7": ("Pixel 7", {}),
    "landscape": ("Pixel 7 landscape", {}),
    "landscape-740": ("Pixel 7 landscape", {"viewport": {"width": 740, "height": 360}, "device_scale_factor": 2}),
    "landscape-640": ("Pixel 7 landscape", {"viewport": {"width": 640, "height": 360}, "device_scale_factor": 2}),
    "landscape-568": ("Pixel 7 landscape", {"viewport": {"width": 568, "height": 320}, "device_scale_factor": 2}),
    "desktop": ("desktop", {}),
    "desktop-1366": ("desktop", {"viewport": {"width": 1366, "height": 768}}),
    "desktop-1440": ("desktop", {"viewport": {"width": 1440, "height": 900}}),
    "desktop-1920": ("desktop", {"viewport": {"width": 1920, "height": 1080}}),
}

SEED = "G16"  # hand 1 offers South two cards to expose


def shoot(page: Page, out: Path, name: str) -> None:
    page.wait_for_timeout(350)  # let transitions end
    path = out / f"{name}.png"
    page.screenshot(path=str(path))
    print(f"  {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    touch = page.evaluate("() => matchMedia('(pointer: coarse)').matches")
    for problem in layout_problems(page, touch=touch):
        print(f"    layout: {problem}")


def run_device(game: GamePage, out: Path, prefix: str) -> None:
    page = game.page
    game.open(f"seed={SEED}&lang={game.lang}&boot_timeout_ms=180000")
    exposable = game.playable()
    if exposable:
        game.tap_card(exposable[0])
    shoot(page, out, f"{prefix}-1-expose")
    game.press("expose" if exposable else "skip")
    page.wait_for_function("() => document.getElementById('app').dataset.phase !== 'expose'")
    game.wait_settled()
    shoot(page, out, f"{prefix}-2-play-start")

    # A trick in progress with South to play, a selected card and a hint.
    for _ in range(12):
        game.wait_settled()
        if game.trick() and game.engine_view()["illegal"]:
            break
        game.play_card(game.playable()[0])
    game.press("hint")
    page.wait_for_selector("#hand .hinted")
    shoot(page, out, f"{prefix}-3-play-hint")
    if game.button("why").is_enabled():
        game.press("why")
        page.wait_for_selector("#hint-why .why-table")
        shoot(page, out, f"{prefix}-3b-hint-why")
        page.keyboard.press("Escape")
    illegal = list(game.engine_view()["illegal"])
    if illegal:
        game.tap_card(illegal[0])
        page.wait_for_selector("#toast.visible")
        shoot(page, out, f"{prefix}-4-refused")

    # A reload: the saved table, drawn from storage while Python is held back.
    held = HeldRuntime(page)
    page.reload()
    page.wait_for_selector('#app[data-ready="false"] #getting-ready:not([hidden])')
    shoot(page, out, f"{prefix}-4b-before-ready")
    held.release()
    game.tab.wait_for_python()
    game.wait_settled()

    game.press("collected")
    shoot(page, out, f"{prefix}-5-collected")
    page.keyboard.press("Escape")
    game.press("menu")
    shoot(page, out, f"{prefix}-6-menu")
    page.locator("#menu [data-action=read][data-page=rules]").click()
    page.wait_for_selector("#reader h3")
    shoot(page, out, f"{prefix}-7-rules")
    page.keyboard.press("Escape")

    game.play_hand()
    shoot(page, out, f"{prefix}-8-summary")
    run_practice(game, out, prefix)
    game.next_hand()
    game.play_game()
    shoot(page, out, f"{prefix}-9-game-over")
    game.press("menu")
    page.locator('#menu [data-action="statistics"]').click()
    page.wait_for_selector('[data-panel="statistics"] [data-stat="games"]')
    shoot(page, out, f"{prefix}-10-statistics")
    page.locator('[data-panel="statistics"] [data-action="resetStats"]').click()
    shoot(page, out, f"{prefix}-11-statistics-reset")
    page.keyboard.press("Escape")


def run_review(game: GamePage, out: Path, prefix: str) -> None:
    """The hand review of a finished hand: its table on the deal, on a trick, on the last trick, and its list."""
    page = game.page
    game.open(f"seed={SEED}&lang={game.lang}&boot_timeout_ms=180000")
    game.play_hand()
    page.locator('#result [data-action="review-hand"]').click()
    page.wait_for_selector('dialog[data-panel="review"] .review-summary', timeout=180_000)
    shoot(page, out, f"{prefix}-r1-review-deal")
    page.locator(".review-decisions li:nth-child(6) button").click()
    page.evaluate("() => document.getElementById('review-at').scrollIntoView({block: 'start'})")
    shoot(page, out, f"{prefix}-r2-review-trick-5")
    page.keyboard.press("End")
    page.evaluate("() => document.getElementById('review-at').scrollIntoView({block: 'start'})")
    shoot(page, out, f"{prefix}-r3-review-last-trick")
    page.evaluate("() => document.querySelector('.review-decisions').scrollIntoView({block: 'start'})")
    shoot(page, out, f"{prefix}-r4-review-decisions")


def scroll_to(page: Page, selector: str) -> None:
    """Scrolls ``selector`` into view once it is there: in one step, as the menu may draw its list again while it opens."""
    page.wait_for_selector(selector)
    page.evaluate("(selector) => document.querySelector(selector).scrollIntoView({block: 'nearest'})", selector)


def run_practice(game: GamePage, out: Path, prefix: str) -> None:
    """From a hand summary: the replay question, Hard in South's seat, the deal of the day; back to the game."""
    page = game.page
    code = game.engine_view()["code"]
    game.press("menu")
    scroll_to(page, '#menu [data-action="daily"]')
    shoot(page, out, f"{prefix}-8-menu-after-hand")
    page.keyboard.press("Escape")
    page.locator('#result [data-action="openPanel"][data-panel="scoreSheet"]').click()
    page.wait_for_selector('[data-panel="score-sheet"] [data-action="replay-deal"]')
    shoot(page, out, f"{prefix}-8a-score-sheet")
    page.keyboard.press("Escape")
    page.locator('#result [data-action="replay-deal"]').click()
    page.wait_for_selector("#question:not([hidden])")
    shoot(page, out, f"{prefix}-8b-replay-question")
    page.locator('#question [data-action="hard-in-my-seat"]').click()
    page.wait_for_function("() => (gongzhu.state.view?.tricks_played ?? 0) >= 1", timeout=240_000)
    shoot(page, out, f"{prefix}-8c-hard-watching")
    game.press("menu")
    scroll_to(page, '#menu [data-action="practiceBack"]')
    shoot(page, out, f"{prefix}-8c2-menu-in-practice")
    page.keyboard.press("Escape")
    page.wait_for_selector("#result .practice-summary", timeout=240_000)
    shoot(page, out, f"{prefix}-8d-hard-summary")
    page.locator('#result [data-action="practiceBack"]').click()
    page.wait_for_function("(code) => gongzhu.state.view?.code === code && !gongzhu.state.practice", arg=code)
    game.press("menu")
    page.locator('#menu [data-action="daily"]').click()
    page.wait_for_function("() => gongzhu.state.view?.code.startsWith('DAY-')")
    game.play_hand()
    shoot(page, out, f"{prefix}-8e-daily-summary")
    page.locator('#result [data-action="dailyShare"]').click()
    page.wait_for_selector("#question:not([hidden])")
    shoot(page, out, f"{prefix}-8f-daily-share")
    page.locator('#question [data-action="keepGame"]').click()
    page.locator('#result [data-action="practiceBack"]').click()
    page.wait_for_function("(code) => gongzhu.state.view?.code === code && !gongzhu.state.practice", arg=code)
    game.wait_settled()


def practice_only(game: GamePage, out: Path, prefix: str) -> None:
    """A hand played, then only the practice hands' screens (--practice)."""
    game.open(f"seed={SEED}&lang={game.lang}&boot_timeout_ms=180000")
    game.play_hand()
    shoot(game.page, out, f"{prefix}-8-summary")
    run_practice(game, out, prefix)


def hint_only(game: GamePage, out: Path, prefix: str) -> None:
    """The exposure skipped, a trick in progress with South to play: the hint and its "Why?" (--hint)."""
    page = game.page
    game.open(f"seed={SEED}&lang={game.lang}&boot_timeout_ms=180000")
    game.skip_exposure()
    for _ in range(12):
        game.wait_settled()
        if game.trick() and len(game.playable()) > 2:
            break
        game.play_card(game.playable()[0])
    game.press("hint")
    page.wait_for_selector("#hand .hinted")
    shoot(page, out, f"{prefix}-3-play-hint")
    game.press("why")
    page.wait_for_selector("#hint-why .why-table")
    shoot(page, out, f"{prefix}-3b-hint-why")


def main() -> int:
    parser = argparse.ArgumentParser(description="Screenshots of the game page at every phase.")
    parser.add_argument("--lang", default="en", choices=["en", "de", "es", "zh", "id"])
    parser.add_argument("--device", action="append", choices=list(DEVICES), help="default: all")
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots")
    parser.add_argument("--chromium", default=chromium_path())
    parser.add_argument("--review", action="store_true", help="only the hand review, after one hand")
    parser.add_argument("--practice", action="store_true", help="only the practice hands' screens (after one hand)")
    parser.add_argument("--hint", action="store_true", help="only the hint and its Why? in a trick")
    args = parser.parse_args()

    args.out.mkdir(parents=True, exist_ok=True)
    try:
        with served_web() as base, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS)
            for name in args.device or list(DEVICES):
                device, overrides = DEVICES[name]
                print(f"{name}:")
                context = browser.new_context(**{**context_options(playwright, device), **overrides})
                tab = BrowserTab(page=context.new_page(), context=context, server_url=base)
                game = GamePage(tab, lang=args.lang, touch=device != "desktop")
                runner = (
                    run_review
                    if args.review
                    else practice_only
                    if args.practice
                    else hint_only
                    if args.hint
                    else run_device
                )
                runner(game, args.out, f"{name}-{args.lang}")
                problems = tab.console_errors + tab.console_warnings + tab.page_errors
                if problems:
                    print(f"  problems: {problems}")
                context.close()
            browser.close()
    except BuildFailed as error:
        print(error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
