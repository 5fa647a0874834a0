"""Driving the game page like a player, for the browser tests and scripts/screenshots.py.

``GamePage(tab)`` wraps a BrowserTab: it opens the page (with ``speed=0``
unless told otherwise, so computer turns are not animated), reads what the
page shows through its stable hooks (``data-phase``, ``data-turn``,
``data-card``, ``data-seat``, ``data-total``) and acts through taps or clicks
on real buttons, found by their accessible names.
"""

from __future__ import annotations

import contextlib
import json
import re
from dataclasses import dataclass
from typing import Any, Literal

from playwright.sync_api import Locator, Page, Route, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from browser_tab import BrowserTab

SEATS = ("S", "E", "N", "W")
SAVE_KEY = "gongzhu.save.v1"
UI_KEY = "gongzhu.ui.v1"
VIEW_KEY = "gongzhu.view.v1"
SETTINGS_KEY = "gongzhu.settings.v1"
STATS_KEY = "gongzhu.stats.v1"

# Every file of the Pyodide runtime: held back, Python cannot start.
RUNTIME = "**/build/pyodide/**"

# How long one step of the game may take (a request to Python plus a frame).
STEP_TIMEOUT_MS = 20_000

# The page is at rest when nothing is in flight and a player decision (or the
# result panel) is awaited.
SETTLED = """() => {
  const app = document.getElementById("app");
  if (!app || app.dataset.busy !== "false") return false;
  const phase = app.dataset.phase;
  if (phase === "expose") return true;
  if (phase === "play") return app.dataset.turn === "S";
  if (phase === "hand-over" || phase === "game-over") {
    return !document.getElementById("result").hidden;
  }
  return phase === "error";
}"""

# A card is played: it has left South's hand, and the page is at rest again.
PLAYED = f"""(code) => {{
  if (document.querySelector(`#hand [data-card="${{code}}"]`)) return false;
  return ({SETTLED})();
}}"""

# The page has left the phase given and is at rest in the next.
LEFT = f"""(phase) => document.getElementById("app").dataset.phase !== phase && ({SETTLED})()"""

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "expose": "Expose",
        "skip": "Don't expose",
        "hint": "Hint",
        "why": "Why?",
        "play": "Play",
        "ff": "Fast-forward",
        "next": "Next hand",
        "again": "Play again",
        "menu": "Menu",
        "collected": "Show collected cards",
    },
    "de": {
        "expose": "Aufdecken",
        "skip": "Nicht aufdecken",
        "hint": "Tipp",
        "why": "Warum?",
        "play": "Spielen",
        "ff": "Vorspulen",
        "next": "Nächste Hand",
        "again": "Nochmal spielen",
        "menu": "Menü",
        "collected": "Gesammelte Karten zeigen",
    },
    "es": {
        "expose": "Exponer",
        "skip": "No exponer",
        "hint": "Pista",
        "why": "¿Por qué?",
        "play": "Jugar",
        "ff": "Avanzar",
        "next": "Siguiente mano",
        "again": "Jugar de nuevo",
        "menu": "Menú",
        "collected": "Ver cartas recogidas",
    },
    "zh": {
        "expose": "亮牌",
        "skip": "不亮牌",
        "hint": "提示",
        "why": "为什么？",
        "play": "出牌",
        "ff": "快进",
        "next": "下一局",
        "again": "再来一盘",
        "menu": "菜单",
        "collected": "查看收到的牌",
    },
    "id": {
        "expose": "Buka kartu",
        "skip": "Tidak, langsung main",
        "hint": "Saran",
        "why": "Kenapa?",
        "play": "Keluarkan",
        "ff": "Percepat",
        "next": "Babak berikutnya",
        "again": "Main lagi",
        "menu": "Menu",
        "collected": "Kartu terkumpul",
    },
}


@dataclass
class Snapshot:
    """What the table shows at one moment, for before/after comparisons."""

    phase: str | None
    turn: str | None
    hand: list[str]
    trick: list[tuple[str, str]]
    totals: dict[str, int]
    selected: list[str]
    exposed_selection: list[str]


class HeldRuntime:
    """Holds every request for the Pyodide runtime until ``release()``: the page as it is before Python is ready.

    ``held = HeldRuntime(page); page.reload(); ...; held.release()``
    """

    def __init__(self, page: Page) -> None:
        self.page = page
        self.held: list[Route] = []
        self.holding = True
        page.route(RUNTIME, self._hold)

    def _hold(self, route: Route) -> None:
        if self.holding:
            self.held.append(route)
        else:
            route.fallback()

    def release(self) -> None:
        self.holding = False
        for route in self.held:
            route.fallback()
        self.held.clear()
        self.page.unroute(RUNTIME)


class GamePage:
    def __init__(self, tab: BrowserTab, lang: str = "en", touch: bool = False, *, quiet: bool = False) -> None:
        """``quiet``: look at the page as seldom as a player would, for measuring its own work.

        Playwright's waits run their test in the page at every animation frame, and a click
        first checks, in the page, that nothing covers its target. Quiet waits look every
        100 ms, and quiet clicks are the browser's own mouse events on the card's left edge.
        """
        self.tab = tab
        self.page: Page = tab.page
        self.lang = lang
        self.touch = touch
        self.polling: float | Literal["raf"] = 100 if quiet else "raf"
        self.quiet = quiet

    # ---- opening -----------------------------------------------------------

    def open(self, query: str = "", *, speed: float | None = 0) -> str:
        """Open the page with ``query`` (e.g. "seed=G16"); returns the phase once at rest."""
        parts = [part for part in (query, "" if speed is None else f"speed={speed:g}") if part]
        self.tab.open("/?" + "&".join(parts))
        self.tab.wait_for_python()
        return self.wait_settled()

    def reload(self) -> str:
        self.page.reload()
        self.tab.wait_for_python()
        return self.wait_settled()

    # ---- reading -----------------------------------------------------------

    def phase(self) -> str | None:
        return self.page.get_attribute("#app", "data-phase")

    def turn(self) -> str | None:
        return self.page.get_attribute("#app", "data-turn")

    def hand(self) -> list[str]:
        cards: list[str] = self.page.eval_on_selector_all(
            "#hand [data-card]", "cards => cards.map((c) => c.dataset.card)"
        )
        return cards

    def playable(self) -> list[str]:
        cards: list[str] = self.page.eval_on_selector_all(
            '#hand [data-card][aria-disabled="false"]', "cards => cards.map((c) => c.dataset.card)"
        )
        return cards

    def trick(self) -> list[tuple[str, str]]:
        cards: list[list[str]] = self.page.eval_on_selector_all(
            "#trick [data-card]:not(.leaving)", "cards => cards.map((c) => [c.dataset.seat, c.dataset.card])"
        )
        order = {seat: index for index, seat in enumerate(SEATS)}
        return sorted(((seat, card) for seat, card in cards), key=lambda item: order[item[0]])

    def totals(self) -> dict[str, int]:
        values: dict[str, str] = self.page.eval_on_selector_all(
            ".seat[data-seat] [data-total]",
            "els => Object.fromEntries(els.map((e) => [e.closest('[data-seat]').dataset.seat, e.dataset.total]))",
        )
        return {seat: int(value) for seat, value in values.items()}

    def snapshot(self) -> Snapshot:
        selected: list[str] = self.page.eval_on_selector_all(
            "#hand .selected[data-card]", "cards => cards.map((c) => c.dataset.card)"
        )
        pressed: list[str] = self.page.eval_on_selector_all(
            '#hand [data-card][aria-pressed="true"]', "cards => cards.map((c) => c.dataset.card)"
        )
        return Snapshot(
            phase=self.phase(),
            turn=self.turn(),
            hand=self.hand(),
            trick=self.trick(),
            totals=self.totals(),
            selected=selected,
            exposed_selection=pressed,
        )

    def engine_view(self) -> dict[str, Any]:
        """The engine's own view of the running game (a read-only request)."""
        reply: dict[str, Any] = self.tab.call({"op": "view"})
        assert reply["ok"], reply
        view: dict[str, Any] = reply["view"]
        return view

    def storage(self, key: str) -> str | None:
        value: str | None = self.page.evaluate("(key) => localStorage.getItem(key)", key)
        return value

    def saved_code(self) -> str:
        text = self.storage(SAVE_KEY)
        assert text, "nothing saved"
        code: str = json.loads(text)["code"]
        return code

    # ---- acting ------------------------------------------------------------

    def button(self, name: str) -> Locator:
        """An action button by its key in LABELS (or a literal label)."""
        label = LABELS[self.lang].get(name, name)
        return self.page.get_by_role("button", name=label, exact=True)

    def press(self, name: str) -> None:
        target = self.button(name)
        if self.touch:
            target.tap()
        else:
            target.click()

    def card(self, code: str) -> Locator:
        return self.page.locator(f'#hand [data-card="{code}"]')

    def tap_card(self, code: str) -> None:
        """Tap (or click) a card, also one marked aria-disabled: a player can always tap it."""
        disabled = self.card(code).get_attribute("aria-disabled") == "true"
        if self.touch:
            self.card(code).tap(force=disabled)
        elif self.quiet:
            box = self.card(code).bounding_box()
            assert box is not None, f"{code} is not on screen"
            # Near the left edge: the next card of the fan may cover the rest.
            self.page.mouse.click(box["x"] + min(8, box["width"] / 2), box["y"] + box["height"] / 2)
        else:
            self.card(code).click(force=disabled)

    def wait_settled(self, timeout_ms: float = STEP_TIMEOUT_MS) -> str:
        self.page.wait_for_function(SETTLED, timeout=timeout_ms, polling=self.polling)
        phase = self.phase()
        assert phase is not None
        return phase

    def wait_left(self, phase: str, timeout_ms: float = STEP_TIMEOUT_MS) -> str:
        """Waits until the page has left ``phase`` and is at rest; returns the phase it is in then."""
        self.page.wait_for_function(LEFT, arg=phase, timeout=timeout_ms, polling=self.polling)
        now = self.phase()
        assert now is not None
        return now

    def play_card(self, code: str, *, with_button: bool = False) -> None:
        """Select ``code``, then play it with a second tap (or the Play button); waits until it is played.

        The taps follow each other as a player's would: the page takes them in order, and
        a first tap that did not select the card leaves it in the hand, which fails here.
        """
        if "selected" not in (self.card(code).get_attribute("class") or "").split():
            self.tap_card(code)
        if with_button:
            expect(self.card(code)).to_have_class(has_class("selected"))
            self.press("play")
        else:
            self.tap_card(code)
        try:
            self.page.wait_for_function(PLAYED, arg=code, timeout=STEP_TIMEOUT_MS, polling=self.polling)
        except PlaywrightTimeoutError:
            where = "it is still in the hand" if self.card(code).count() else "the page is not at rest"
            raise AssertionError(f"{code} was not played: {where}") from None

    def skip_exposure(self, timeout_ms: float = STEP_TIMEOUT_MS) -> str:
        """In the exposure phase: press Don't expose and wait until play has settled; returns the phase.

        The exposure phase counts as settled, so waiting only for that could return before the press is taken.
        """
        self.press("skip")
        return self.wait_left("expose", timeout_ms)

    def play_one_card(self) -> str:
        """From a fresh deal: skip the exposure if offered, then play South's first playable card; returns it."""
        if self.wait_settled() == "expose":
            self.skip_exposure()
        card = self.playable()[0]
        self.play_card(card)
        return card

    def play_until_a_card_is_refusable(self, most: int = 13) -> list[str]:
        """Plays South's first playable card until South is to play with a card it may not play; returns those."""
        for _ in range(most):
            self.wait_settled()
            illegal = list(self.engine_view()["illegal"])
            if illegal:
                return illegal
            self.play_card(self.playable()[0])
        raise AssertionError(f"no card South may not play in {most} turns")

    def expose_by_taps(self) -> list[str]:
        """In the exposure phase: tap the first exposable card and press Expose."""
        exposable = self.playable()
        if not exposable:
            self.skip_exposure()
            return []
        self.tap_card(exposable[0])
        expect(self.card(exposable[0])).to_have_attribute("aria-pressed", "true")
        self.press("expose")
        self.wait_left("expose")
        return [exposable[0]]

    def next_hand(self) -> str:
        """Press "Next hand" on the summary; returns the phase once the new hand is at rest."""
        self.press("next")
        return self.wait_left("hand-over")

    def play_hand(self, *, hint_every: int = 0, fast_forward: bool = False) -> str:
        """Play South's cards until the hand ends; returns the phase at its end.

        South plays the first playable card, or the hinted one every
        ``hint_every`` cards. With ``fast_forward`` the Fast-forward button is
        pressed whenever the computers are to play.
        """
        plays = 0
        phase = self.wait_settled()
        if phase == "expose":
            self.expose_by_taps()
        for _ in range(60):
            phase = self.phase() or ""
            if phase in ("hand-over", "game-over"):
                expect(self.page.locator("#result")).to_be_visible()
                return phase
            if fast_forward and phase == "play" and self.turn() != "S":
                button = self.button("ff")
                if button.is_visible() and button.is_enabled():
                    with contextlib.suppress(Exception):  # the computers may finish first
                        button.click(timeout=1_000)
                self.wait_settled()
                continue
            self.wait_settled()
            if self.phase() != "play":
                continue
            playable = self.playable()
            assert playable, "South's turn without a playable card"
            card = playable[0]
            plays += 1
            if hint_every and plays % hint_every == 0:
                self.press("hint")
                hinted = self.page.locator("#hand .hinted[data-card]")
                expect(hinted).to_have_count(1, timeout=STEP_TIMEOUT_MS)
                card = hinted.get_attribute("data-card") or card
                self.play_card(card, with_button=True)
            else:
                self.play_card(card)
        raise AssertionError("the hand did not end")

    def play_game(self, *, max_hands: int = 25, on_hand_over: Any = None) -> int:
        """Play hands until game over; returns the number of hands played."""
        for hand in range(1, max_hands + 1):
            phase = self.play_hand()
            if phase == "game-over":
                return hand
            if on_hand_over is not None:
                on_hand_over(hand)
            self.next_hand()
        raise AssertionError(f"no game over after {max_hands} hands")


def has_class(name: str) -> re.Pattern[str]:
    """For expect(...).to_have_class(): the class list contains ``name``."""
    return re.compile(rf"(^|\s){re.escape(name)}(\s|$)")
