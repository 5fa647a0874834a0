"""A table without faults, and playable blind.

Each test runs on a phone and on a desktop, in two languages at least:
- axe-core (npm development dependency, injected by the test only) finds no
  serious or critical violation at exposure, play, the hand summary, game
  over, the menu and every dialog (the statistics too);
- screen-reader announcements name every card played with its seat, who takes
  each trick and its points, the exposures and the hand's result;
- messages cover no card and no seat, and go when the turn moves on;
- the deal animation flies (no NaN transform, no console warning);
- keyboard focus stays in the hand after a play; prompts fit touch and keys;
  the shortcuts are listed in a help dialog;
- the 320 px header, the New game dialog, the upside-down index, the use of
  space, the hand summary's backdrop.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from axe_audit import audit, describe, serious
from browser_tab import BrowserTab, OpenTab
from game_page import GamePage

# Hand 1 of this game offers South the ♥A and the ♣10 to expose.
SEED = "G16"

# name -> (Playwright device or "desktop", context overrides)
LAYOUTS: dict[str, tuple[str, dict[str, Any]]] = {
    "phone-360": ("phone", {"viewport": {"width": 360, "height": 640}}),
    "phone-320": ("phone", {"viewport": {"width": 320, "height": 568}}),
    "landscape": ("Pixel 7 landscape", {}),
    "desktop": ("desktop", {}),
    "desktop-1440": ("desktop", {"viewport": {"width": 1440, "height": 900}}),
}

# A phone and a desktop, each in another language.
PAIRS = [("phone-360", "de"), ("desktop", "en"), ("phone-320", "zh"), ("desktop-1440", "es")]

ANNOUNCER = "#announcer"

# Python may take long to start while other tests load the machine.
BOOT = "boot_timeout_ms=120000"


def open_game(open_tab: OpenTab, layout: str, lang: str, query: str = "", **extra: Any) -> tuple[BrowserTab, GamePage]:
    device, options = LAYOUTS[layout]
    tab = open_tab(device, **{**options, **extra})
    game = GamePage(tab, lang=lang, touch=device != "desktop")
    game.open("&".join(part for part in (f"seed={SEED}", f"lang={lang}", BOOT, query) if part))
    return tab, game


def rect(page: Any, selector: str) -> list[dict[str, float]]:
    rects: list[dict[str, float]] = page.eval_on_selector_all(
        selector,
        """els => els.filter((e) => e.checkVisibility()).map((e) => {
          const r = e.getBoundingClientRect();
          return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, what: e.className + ' ' + (e.dataset.card || e.dataset.seat || '')};
        }).filter((r) => r.right > r.left && r.bottom > r.top)""",
    )
    return rects


def overlapping(a: dict[str, float], b: dict[str, float]) -> bool:
    return (
        a["left"] < b["right"] - 0.5
        and b["left"] < a["right"] - 0.5
        and a["top"] < b["bottom"] - 0.5
        and b["top"] < a["bottom"] - 0.5
    )


# What a message must never cover: seat plates (South's too), exposed-card
# markers, the cards of the trick and of the hand.
COVERED = ".seat .plate, .exposed-row .chip, #trick .table-card, #hand .card"


def assert_covers_nothing(page: Any, selector: str) -> None:
    messages = rect(page, selector)
    assert messages, f"{selector} is not shown"
    things = rect(page, COVERED)
    for message in messages:
        hit = [thing["what"] for thing in things if overlapping(message, thing)]
        assert hit == [], f"{selector} covers {hit}"


# ---- axe-core ---------------------------------------------------------------


def assert_axe_clean(tab: BrowserTab, where: str) -> None:
    found = serious(audit(tab.page))
    assert found == [], f"axe at {where}:\n{describe(found)}"


# The dialogs the menu opens: (its item, what shows the dialog is open, the dialog's name).
MENU_DIALOGS = [
    ('[data-action="newGame"]', "#menu [data-action=startNewGame]", "new game"),
    ('[data-action="openPanel"][data-panel="help"]', "#help", "help"),
    ("[data-action=read][data-page=rules]", "#reader h3", "reading page"),
    ('[data-action="openGuide"]', "#guide .guide-text", "first-hand guide"),
]


def open_from_menu(game: GamePage, item: str, shown: str) -> None:
    """Open the menu, choose ``item`` in it and wait until ``shown`` (its first match) is visible."""
    game.press("menu")
    game.page.locator(f"#menu {item}").click()
    expect(game.page.locator(shown).first).to_be_visible()


def check_hint_why(tab: BrowserTab, game: GamePage, where: str) -> None:
    """At South's turn: the hint, its "Why?" opened from the keyboard, every legal card priced, the hinted
    one first and marked, the others best first; axe-clean; Escape closes it and gives the focus back."""
    page = tab.page
    game.press("hint")
    hinted = page.locator("#hand .hinted[data-card]")
    expect(hinted).to_have_count(1)
    why = game.button("why")
    expect(why).to_be_visible()
    why.focus()
    page.keyboard.press("Enter")
    panel = page.locator("#hint-why")
    expect(panel).to_be_visible()
    rows = panel.locator("tbody tr")
    expect(rows.first).to_have_class(re.compile(r"\bhinted\b"))
    assert rows.first.locator("[data-chip]").first.get_attribute("data-chip") == hinted.get_attribute("data-card")
    chips = panel.locator("tbody [data-chip]").evaluate_all("(els) => els.map((el) => el.dataset.chip)")
    assert sorted(chips) == sorted(game.playable()) and rows.count() >= 2
    values = [
        float(v.split()[0].replace("\u2212", "-").replace(",", "."))
        for v in rows.locator(".why-value").all_inner_texts()
    ]
    assert values[1:] == sorted(values[1:], reverse=True), values
    expect(panel.get_by_role("table")).to_have_count(1)
    assert_axe_clean(tab, f"{where} hint's Why?")
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    assert page.evaluate("() => document.activeElement.id") == "btn-why"


@pytest.mark.parametrize(("layout", "lang"), [PAIRS[0], ("desktop", "zh")])
def test_axe_finds_nothing_serious_at_any_phase_or_dialog(open_tab: OpenTab, layout: str, lang: str) -> None:
    tab, game = open_game(open_tab, layout, lang, "cap=2", bypass_csp=True)
    page = tab.page
    assert game.phase() == "expose"
    assert_axe_clean(tab, f"{layout} exposure")
    expect(page.get_by_role("main")).to_have_count(1)
    expect(page.get_by_role("heading", level=1)).to_have_count(1)
    game.expose_by_taps()
    assert_axe_clean(tab, f"{layout} play")
    game.wait_settled()
    check_hint_why(tab, game, layout)

    # The menu and every dialog.
    game.press("menu")
    expect(page.locator("#menu")).to_be_visible()
    assert_axe_clean(tab, f"{layout} menu")
    page.keyboard.press("Escape")
    for item, shown, name in MENU_DIALOGS:
        open_from_menu(game, item, shown)
        assert_axe_clean(tab, f"{layout} {name}")
        page.keyboard.press("Escape")
    game.press("collected")
    expect(page.locator("#collected")).to_be_visible()
    assert_axe_clean(tab, f"{layout} collected cards")
    page.keyboard.press("Escape")
    page.locator("#rules-button").click()
    expect(page.locator("#rules-info")).to_be_visible()
    assert_axe_clean(tab, f"{layout} rules in force")
    page.keyboard.press("Escape")
    expect(page.locator("dialog[open]")).to_have_count(0)

    assert game.play_hand() == "hand-over"
    assert_axe_clean(tab, f"{layout} hand summary")
    game.next_hand()
    assert game.play_hand() == "game-over"
    assert_axe_clean(tab, f"{layout} game over")
    # The statistics, with a game in them, and their reset asking first.
    open_from_menu(game, '[data-action="statistics"]', '[data-panel="statistics"] [data-stat="games"]')
    assert_axe_clean(tab, f"{layout} statistics")
    page.locator('[data-panel="statistics"] [data-action="resetStats"]').click()
    expect(page.locator('[data-panel="statistics"] [data-action="confirmResetStats"]')).to_be_visible()
    assert_axe_clean(tab, f"{layout} statistics reset")
    page.keyboard.press("Escape")
    tab.assert_clean()


def test_card_and_rules_button_names_start_with_what_they_show(open_tab: OpenTab) -> None:
    """Speech input says what it sees: the rules button's name starts with its visible line."""
    for layout, lang, words in (("desktop", "de", "(geltende Regeln)"), ("desktop-1440", "en", "(rules in force)")):
        tab, game = open_game(open_tab, layout, lang)
        button = tab.page.locator("#rules-button")
        line = tab.page.inner_text("#rules-line").strip()
        assert line
        expect(button).to_have_attribute("aria-label", f"{line} {words}")
        # A card is a picture named by its label: no text of its own to contradict it.
        card = game.hand()[0]
        assert tab.page.locator(f'#hand [data-card="{card}"]').evaluate("(el) => el.textContent") == ""
        tab.assert_clean()


# ---- announcements ----------------------------------------------------------

# (South plays, a computer plays) in each language; {card} is the card's label.
PLAYS = {"de": ("Du spielst {card}", "{name} spielt {card}"), "en": ("You play {card}", "{name} plays {card}")}
TRICK = {
    "de": re.compile(r"^(Du nimmst|\w+ nimmt) den Stich: (keine Punkte|[−+]\d+ Punkte?)$"),
    "en": re.compile(r"^(You take|\w+ takes) the trick: (no points|[−+]\d+ points?)$"),
}
EXPOSED = {"de": re.compile(r"^Aufgedeckt: du Herz Ass"), "en": re.compile(r"^Exposed: you Ace of hearts")}
HAND_OVER = {
    "de": re.compile(r"^Hand 1 ist vorbei: du [−+]?\d+, gesamt [−+]?\d+; Lili [−+]?\d+, gesamt "),
    "en": re.compile(r"^Hand 1 is over: you [−+]?\d+, total [−+]?\d+; Lili [−+]?\d+, total "),
}
NAMES = {"E": "Lili", "N": "Bao", "W": "Chen"}


def record_announcements(page: Any) -> None:
    """Every line the live region ever gets (it keeps only the last few)."""
    page.evaluate(
        """(selector) => {
          window.__said = [];
          new MutationObserver((changes) => {
            for (const change of changes) for (const node of change.addedNodes) window.__said.push(node.textContent);
          }).observe(document.querySelector(selector), {childList: true});
        }""",
        ANNOUNCER,
    )


def said(page: Any) -> list[str]:
    lines: list[str] = page.evaluate("() => window.__said")
    return lines


def trick_labels(page: Any) -> dict[str, str]:
    """The cards on the table by seat, as their labels say them ("Lili: Pik Dame" -> E: "Pik Dame")."""
    labels: list[list[str]] = page.eval_on_selector_all(
        "#trick .table-card:not(.leaving)", "els => els.map((e) => [e.dataset.seat, e.getAttribute('aria-label')])"
    )
    return {seat: label.split(": ", 1)[1] for seat, label in labels}


@pytest.mark.parametrize(("layout", "lang"), [("phone-360", "de"), ("desktop", "en")])
def test_announcements_name_every_card_trick_exposure_and_result(open_tab: OpenTab, layout: str, lang: str) -> None:
    you_play, plays = PLAYS[lang]
    tab, game = open_game(open_tab, layout, lang)
    page = tab.page
    region = page.locator(ANNOUNCER)
    expect(region).to_have_attribute("aria-live", "polite")
    expect(region).to_have_attribute("role", "log")
    record_announcements(page)
    game.expose_by_taps()
    assert any(EXPOSED[lang].match(line) for line in said(page)), said(page)

    mine = []
    while game.phase() == "play":
        before = len(said(page))
        card = game.playable()[0]
        label = game.card(card).get_attribute("aria-label")
        mine.append(you_play.format(card=label))
        game.play_card(card)
        lines = said(page)[before:]
        assert lines[0] == you_play.format(card=label), lines
        # The computers' cards still on the table were each announced with their seat.
        for seat, card_name in trick_labels(page).items():
            if seat != "S":
                assert plays.format(name=NAMES[seat], card=card_name) in said(page), (seat, card_name)
    every = said(page)
    assert game.phase() == "hand-over"
    tricks = [line for line in every if TRICK[lang].match(line)]
    assert len(tricks) == 13, tricks
    starts = tuple(plays.format(name=name, card="") for name in NAMES.values())
    assert len([line for line in every if line.startswith(starts)]) == 39  # every computer card of the hand
    assert sorted(line for line in every if line in mine) == sorted(mine) and len(mine) == 13
    assert any(HAND_OVER[lang].match(line) for line in every), every[-3:]
    tab.assert_clean()


# ---- messages ---------------------------------------------------------------


@pytest.mark.parametrize("layout", ["phone-360", "phone-320", "landscape", "desktop", "desktop-1440"])
def test_messages_cover_no_card_and_no_seat_and_go_when_the_turn_moves_on(open_tab: OpenTab, layout: str) -> None:
    lang = "de" if layout in ("phone-360", "landscape") else "en"
    tab, game = open_game(open_tab, layout, lang)
    page = tab.page
    # A refusal during the exposure.
    other = next(card for card in game.hand() if card not in ("AH", "QS", "JD", "TC"))
    game.tap_card(other)
    expect(page.locator("#toast")).to_be_visible()
    assert_covers_nothing(page, "#toast")

    # The exposures revealed as play starts (South exposed one: its marker is beside its plate).
    game.expose_by_taps()
    expect(page.locator("#toast.reveal")).to_be_visible()
    assert_covers_nothing(page, "#toast")

    # A refused card during play; it goes as soon as a card is played.
    illegal = game.play_until_a_card_is_refusable()
    game.tap_card(illegal[0])
    expect(page.locator("#toast")).to_be_visible()
    assert_covers_nothing(page, "#toast")
    game.play_card(game.playable()[0])
    expect(page.locator("#toast")).to_be_hidden()
    tab.assert_clean()


def test_no_callout_over_the_hand_summary_and_its_backdrop_reaches_the_edges(open_tab: OpenTab) -> None:
    for layout, lang in (("desktop-1440", "de"), ("phone-360", "en")):
        tab, game = open_game(open_tab, layout, lang, "speed=0")
        game.play_hand()
        page = tab.page
        expect(page.locator("#result")).to_be_visible()
        expect(page.locator("#callouts .callout")).to_have_count(0)
        size = page.viewport_size
        assert size
        box = page.locator("#result").bounding_box()
        assert box
        assert box["x"] <= 0 and box["y"] <= 0
        assert box["x"] + box["width"] >= size["width"] and box["y"] + box["height"] >= size["height"]
        tab.assert_clean()


# ---- the deal ---------------------------------------------------------------

DEAL_KEYFRAMES = """() => [...document.querySelectorAll('#hand .card')].flatMap((card) =>
  card.getAnimations().filter((a) => a.id === 'deal').map((a) => a.effect.getKeyframes()[0].transform))"""


@pytest.mark.parametrize(("layout", "lang"), [("phone-360", "de"), ("desktop", "en")])
def test_the_deal_flies_from_the_centre_without_a_console_warning(open_tab: OpenTab, layout: str, lang: str) -> None:
    device, options = LAYOUTS[layout]
    tab = open_tab(device, **options)
    game = GamePage(tab, lang=lang)
    game.open(f"seed={SEED}&lang={lang}&{BOOT}", speed=3)  # slow: the deal lasts about 4 s
    starts: list[str] = tab.page.evaluate(DEAL_KEYFRAMES)
    assert len(starts) == 13, starts
    for start in starts:
        assert "NaN" not in start and start.startswith("translate("), start
        _dx, dy = (float(v) for v in re.findall(r"(-?[\d.]+)px", start)[:2])
        assert dy < -10, f"the cards fly up from the table centre: {start}"
    tab.page.wait_for_function("() => document.getElementById('app').dataset.dealing === 'false'", timeout=20_000)
    tab.assert_clean()


# ---- keyboard ---------------------------------------------------------------


@pytest.mark.parametrize(("layout", "lang"), [("phone-360", "es"), ("desktop", "de")])
def test_keyboard_focus_stays_in_the_hand_after_a_play(open_tab: OpenTab, layout: str, lang: str) -> None:
    tab, game = open_game(open_tab, layout, lang, "exposure=0")
    page = tab.page
    assert game.phase() == "play"
    for _ in range(3):
        game.wait_settled()
        playable = game.playable()
        hand = game.hand()
        page.locator(f'#hand [data-card="{hand[0]}"]').focus()
        for _ in range(hand.index(playable[0])):
            page.keyboard.press("ArrowRight")
        expect(game.card(playable[0])).to_be_focused()
        page.keyboard.press("Enter")  # choose
        page.keyboard.press("Enter")  # play
        expect(game.card(playable[0])).to_have_count(0)
        assert page.evaluate("() => document.activeElement.closest('#hand') !== null"), "focus left the hand"
        game.wait_settled()
        assert page.evaluate("() => document.activeElement.closest('#hand') !== null"), "focus left the hand"
    tab.assert_clean()


TAP_WORDS = re.compile(r"\b(tap|tippe|toca|ketuk)\b|点", re.IGNORECASE)


@pytest.mark.parametrize(
    ("layout", "lang"), [("phone-360", "zh"), ("desktop", "en"), ("phone-320", "id"), ("desktop-1440", "de")]
)
def test_prompts_speak_to_touch_and_keys_alike(open_tab: OpenTab, layout: str, lang: str) -> None:
    tab, game = open_game(open_tab, layout, lang)
    prompt = tab.page.locator("#prompt")  # its text, also while a message stands in for it
    texts = [prompt.text_content() or ""]
    exposable = game.playable()
    game.tap_card(exposable[0])
    texts.append(prompt.text_content() or "")
    game.skip_exposure()
    texts.append(prompt.text_content() or "")
    game.tap_card(game.playable()[0])
    texts.append(prompt.text_content() or "")
    assert all(texts), texts
    assert not [text for text in texts if TAP_WORDS.search(text)], texts
    tab.assert_clean()


@pytest.mark.parametrize(("layout", "lang"), [("phone-360", "de"), ("desktop", "zh")])
def test_the_help_dialog_lists_the_keyboard_shortcuts(open_tab: OpenTab, layout: str, lang: str) -> None:
    tab, game = open_game(open_tab, layout, lang)
    page = tab.page
    page.keyboard.press("?")
    dialog = page.locator("#help")
    expect(dialog).to_be_visible()
    keys = dialog.locator("kbd")
    enter = {"de": "Eingabe", "zh": "回车"}[lang]  # the keys' names in the language
    for key in ("←", "→", enter, "H", "F", "N", "?", "Esc"):
        expect(keys.filter(has_text=re.compile(rf"^{re.escape(key)}$")).first).to_be_visible()
    expect(dialog.locator("dd")).to_have_count(8)
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    # From the menu too.
    game.press("menu")
    page.locator('#menu [data-action="openPanel"][data-panel="help"]').click()
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("heading", level=2)).to_have_text({"de": "Tastenkürzel", "zh": "键盘快捷键"}[lang])
    tab.assert_clean()


# ---- layout -----------------------------------------------------------------

CLIPPED = """(selectors) => selectors.flatMap((selector) =>
  [...document.querySelectorAll(selector)].filter((el) => el.checkVisibility())
    .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > innerWidth + 0.5
                    || el.getBoundingClientRect().left < -0.5)
    .map((el) => selector + ': ' + el.textContent))"""


@pytest.mark.parametrize("lang", ["de", "id", "en"])
def test_the_320px_header_shows_the_hand_number_and_rules_button_and_whole_names(open_tab: OpenTab, lang: str) -> None:
    tab, game = open_game(open_tab, "phone-320", lang)
    page = tab.page
    expect(page.locator("#game-info")).to_be_visible()
    expect(page.locator("#rules-button")).to_be_visible()
    clipped = page.evaluate(CLIPPED, ["#game-info", "#rules-button", ".bar-button", ".seat .name", ".bar"])
    assert clipped == []
    game.expose_by_taps()
    game.play_hand()
    clipped = page.evaluate(CLIPPED, ["#result thead th", "#result .cell-value"])
    assert clipped == []
    tab.assert_clean()


@pytest.mark.parametrize(("layout", "lang"), [("phone-320", "de"), ("phone-360", "en"), ("desktop", "es")])
def test_the_new_game_dialog_opens_at_its_top(open_tab: OpenTab, layout: str, lang: str) -> None:
    tab, game = open_game(open_tab, layout, lang)
    page = tab.page
    game.press("menu")
    menu = page.locator("#menu")
    # Scrolled down to the New game button, as a player on a small phone does.
    button = page.locator('#menu [data-action="newGame"]')
    button.scroll_into_view_if_needed()
    button.click()
    expect(page.locator("#menu [data-action=startNewGame]")).to_be_attached()
    page.wait_for_timeout(100)
    assert menu.evaluate("(d) => d.scrollTop") == 0
    heading = menu.get_by_role("heading", level=2)
    expect(heading).to_be_in_viewport()
    expect(menu.locator(".dialog-head .close")).to_be_in_viewport()
    tab.assert_clean()


def test_the_upside_down_index_is_smaller_than_the_top_one(open_tab: OpenTab) -> None:
    for layout, lang in (("phone-360", "de"), ("desktop-1440", "en")):
        tab, game = open_game(open_tab, layout, lang, "exposure=0")
        game.play_card(game.playable()[0])
        sizes = tab.page.evaluate(
            """() => [...document.querySelectorAll('#trick .table-card')].map((card) => [
              parseFloat(getComputedStyle(card.querySelector('.corner:not(.corner-end) .rank'), '::before').fontSize),
              parseFloat(getComputedStyle(card.querySelector('.corner-end .rank'), '::before').fontSize),
            ])"""
        )
        assert sizes
        for top, end in sizes:
            assert end <= top * 0.7, sizes
        tab.assert_clean()


def card_width(page: Any, selector: str) -> float:
    box = page.locator(selector).first.bounding_box()
    assert box
    return float(box["width"])


def test_portrait_uses_the_table_and_wide_screens_scale_up(open_tab: OpenTab) -> None:
    # Portrait: larger cards in the hand's two rows (they were 56 px wide on a 360 px phone).
    tab, game = open_game(open_tab, "phone-360", "de", "exposure=0")
    page = tab.page
    assert card_width(page, "#hand .card") >= 62
    tops = {
        round(box["y"]) for box in (page.locator(f'#hand [data-card="{c}"]').bounding_box() for c in game.hand()) if box
    }
    assert len(tops) == 2
    tab.assert_clean()

    # 1440×900: cards, seats and the trick are larger than at 1280×800 by the screen's measure.
    sizes = {}
    for layout in ("desktop", "desktop-1440"):
        tab, game = open_game(open_tab, layout, "en", "exposure=0")
        page = tab.page
        game.play_card(game.playable()[0])
        sizes[layout] = (
            card_width(page, "#hand .card"),
            card_width(page, "#trick .table-card"),
            card_width(page, '.seat[data-seat="N"] .plate'),
        )
        tab.assert_clean()
    hand, trick, plate = sizes["desktop-1440"]
    assert hand >= 96 and trick >= 100 and plate >= 150, sizes
