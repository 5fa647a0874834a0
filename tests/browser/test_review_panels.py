"""The last-trick review and the score sheet, on a phone and a desktop, in two languages."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Locator, expect

from game_page import GamePage

# The words the tests look for, in English and German.
WORDS: dict[str, tuple[Any, Any]] = {
    "last": ("Last trick", "Letzter Stich"),
    "all": ("All tricks of this hand", "Alle Stiche dieser Hand"),
    "back": ("Back to the last trick", "Zurück zum letzten Stich"),
    "sheet": ("Score sheet", "Punkteblatt"),
    "took": (
        {"S": "You took the trick.", "other": "{name} took the trick."},
        {"S": "Du hast den Stich genommen.", "other": "{name} hat den Stich genommen."},
    ),
    "names": ({"S": "You", "E": "Lili", "N": "Bao", "W": "Chen"}, {"S": "Du", "E": "Lili", "N": "Bao", "W": "Chen"}),
    "out": ("Out", "Raus"),
    "allHearts": ("all ♥", "alle ♥"),
}
TEXTS = {lang: {key: words[index] for key, words in WORDS.items()} for index, lang in enumerate(("en", "de"))}


# A machine shared with other work can take long to start Python: these tests wait longer.
BOOT_MS = 170_000


def open_game(game: GamePage, query: str) -> str:
    game.tab.open(f"/?{query}&speed=0&boot_timeout_ms={BOOT_MS}")
    game.tab.wait_for_python(BOOT_MS + 10_000)
    return game.wait_settled()


def open_in_its_language(game: GamePage, seed: str) -> dict[str, Any]:
    """A new game of ``seed`` in the page's language; the words to look for."""
    open_game(game, f"seed={seed}&lang={game.lang}")
    return TEXTS[game.lang]


def took(lang: str, seat: str) -> str:
    texts = TEXTS[lang]
    words: str = texts["took"]["S"] if seat == "S" else texts["took"]["other"].format(name=texts["names"][seat])
    return words


def score(value: int) -> str:
    return "0" if value == 0 else f"+{value}" if value > 0 else f"\u2212{-value}"


def tap(game: GamePage, target: Locator) -> None:
    if game.touch:
        target.tap()
    else:
        target.click()


def test_last_trick_shows_the_four_cards_who_played_them_and_who_took_it(device_game: GamePage) -> None:
    game, page, lang = device_game, device_game.page, device_game.lang
    texts = open_in_its_language(game, "G34")
    control = page.locator('[data-action="last-trick"]')
    expect(control).to_have_accessible_name(texts["last"])
    expect(control).to_be_disabled()  # no trick complete yet
    while len(game.engine_view()["tricks"]) < 2:
        if game.phase() == "expose":
            game.skip_exposure()
        game.play_card(game.playable()[0])
    tricks: list[dict[str, Any]] = game.engine_view()["tricks"]
    last = tricks[-1]

    tap(game, control)
    panel = page.locator('[data-panel="last-trick"]')
    expect(panel).to_be_visible()
    cards = panel.locator(".last-trick-card")
    expect(cards).to_have_count(4)
    shown = [
        (item.get_attribute("data-seat"), item.locator("[data-card]").get_attribute("data-card"))
        for item in cards.all()
    ]
    assert shown == [(c["seat"], c["card"]) for c in last["cards"]]
    for item, played in zip(cards.all(), last["cards"], strict=True):
        expect(item).to_contain_text(texts["names"][played["seat"]])
    expect(panel.locator(".last-trick-card.winner")).to_have_attribute("data-seat", last["winner"])
    expect(panel).to_contain_text(took(lang, last["winner"]))

    # One more tap: every trick of this hand, in order, each with its taker.
    tap(game, panel.get_by_role("button", name=texts["all"], exact=True))
    rows = panel.locator(".trick-log-row")
    expect(rows).to_have_count(len(tricks))
    for row, trick in zip(rows.all(), tricks, strict=True):
        assert row.locator("[data-chip]").evaluate_all("els => els.map((e) => e.dataset.chip)") == [
            c["card"] for c in trick["cards"]
        ]
        expect(row).to_contain_text(took(lang, trick["winner"]))
    tap(game, panel.get_by_role("button", name=texts["back"], exact=True))
    expect(panel.locator(".last-trick-card")).to_have_count(4)
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    game.tab.assert_clean()


def sheet_matches(panel: Locator, history: list[list[dict[str, Any]]], lang: str) -> None:
    rows = panel.locator("tbody tr")
    expect(rows).to_have_count(len(history))
    for row, line in zip(rows.all(), history, strict=True):
        cells = row.locator("td").all()
        assert len(cells) == 4
        for cell, entry in zip(cells, line, strict=True):
            expect(cell.locator(".sheet-hand")).to_have_text(score(entry["hand"]))
            expect(cell.locator(".sheet-total")).to_have_text(score(entry["total"]))
            marks = cell.locator("[data-mark]").evaluate_all("els => els.map((e) => [e.dataset.mark, e.textContent])")
            wanted = []
            if entry["transformer_factor"] > 1:
                wanted.append(["times", f"×{entry['transformer_factor']}"])
            if entry["all_hearts"]:
                wanted.append(["all-hearts", TEXTS[lang]["allHearts"]])
            if entry["out"]:
                wanted.append(["out", TEXTS[lang]["out"]])
            assert marks == wanted


def test_score_sheet_from_the_hand_summary_and_the_menu(device_game: GamePage) -> None:
    game, page, lang = device_game, device_game.page, device_game.lang
    texts = open_in_its_language(game, "G16")
    panel = page.locator('[data-panel="score-sheet"]')

    assert game.play_hand() == "hand-over"
    tap(game, page.locator("#result").get_by_role("button", name=texts["sheet"], exact=True))
    expect(panel).to_be_visible()
    sheet_matches(panel, game.engine_view()["history"], lang)
    tap(game, panel.get_by_role("button", name="Close" if lang == "en" else "Schließen", exact=True))
    expect(panel).to_be_hidden()

    game.next_hand()
    # Hand 2 may end the game (a seat below the limit); the sheet is in the menu either way.
    assert game.play_hand() in ("hand-over", "game-over")
    game.press("menu")
    tap(game, page.locator("#menu").get_by_role("button", name=texts["sheet"], exact=True))
    expect(panel).to_be_visible()
    history = game.engine_view()["history"]
    assert len(history) == 2
    sheet_matches(panel, history, lang)

    # Every mark the sheet knows, on a history that has them all (the same drawing code).
    page.evaluate(
        """() => {
        const view = gongzhu.state.view;
        const line = view.history[1].map((e, i) => ({...e, transformer_factor: i === 0 ? 4 : 1,
            all_hearts: i === 1, out: i === 2}));
        gongzhu.state.view = {...view, history: [view.history[0], line]};
    }"""
    )
    page.keyboard.press("Escape")
    game.press("menu")
    tap(game, page.locator("#menu").get_by_role("button", name=texts["sheet"], exact=True))
    crafted = page.evaluate("() => gongzhu.state.view.history")
    sheet_matches(panel, crafted, lang)
    expect(panel.locator('tr[data-hand="2"] [data-mark]')).to_have_count(3)
    game.tab.assert_clean()
