"""English, German and Spanish: forced by ?lang=, switched in the menu, one catalogue each.

(The language taken from the browser is checked in test_game_rules_ui.py.)
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from browser_tab import OpenTab
from game_page import LABELS, SETTINGS_KEY, GamePage

# The seeds' own words, which every catalogue must use.
SEED_WORDS = {
    "de": [
        "Aufdecken",
        "Nicht aufdecken",
        "Tipp",
        "Vorspulen",
        "Spielen",
        "Nächste Hand",
        "Nochmal spielen",
        "Sieg!",
        "Niederlage",
        "Raus",
        "Gesammelte Karten zeigen",
        "Alle-Herzen-Drohung",
        "aufdeckbar",
        "Schwein ×2",
        "Du hast diese Hand keine Karte zum Aufdecken",
        "Du musst Kreuz bedienen",
        "Leicht",
        "Normal",
        "Schwer",
    ],
    "es": [
        "Exponer",
        "No exponer",
        "Pista",
        "Avanzar",
        "Jugar",
        "Siguiente mano",
        "Jugar de nuevo",
        "¡Victoria!",
        "Derrota",
        "Eliminado",
        "Ver cartas recogidas",
        "Amenaza de todos los corazones",
        "se puede exponer",
        "Cerdo ×2",
        "No tienes cartas para exponer en esta mano",
        "Debes seguir tréboles",
        "Fácil",
        "Normal",
        "Difícil",
    ],
    "en": [
        "Expose",
        "Don't expose",
        "Hint",
        "Fast-forward",
        "Play",
        "Next hand",
        "Play again",
        "Victory!",
        "Defeat",
        "Out",
        "Show collected cards",
        "All-hearts threat",
        "Easy",
        "Normal",
        "Hard",
    ],
}

CATALOGUES = """async () => {
  const load = async (lang) => (await import(`/i18n/${lang}.js`)).default;
  return { en: await load("en"), de: await load("de"), es: await load("es") };
}"""


def leaves(entry: Any, prefix: str = "") -> dict[str, str]:
    """Every text of a catalogue by its dotted key."""
    if isinstance(entry, dict):
        found: dict[str, str] = {}
        for key, value in entry.items():
            found.update(leaves(value, f"{prefix}.{key}" if prefix else key))
        return found
    return {prefix: entry}


def test_catalogues_have_the_same_keys_and_the_seed_words(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    tab.open("/content/rules.en.html")  # any page of the site; no game needed
    catalogues = {lang: leaves(texts) for lang, texts in tab.page.evaluate(CATALOGUES).items()}
    assert set(catalogues["de"]) == set(catalogues["en"])
    assert set(catalogues["es"]) == set(catalogues["en"])
    for lang, words in SEED_WORDS.items():
        texts = set(catalogues[lang].values())
        missing = [word for word in words if word not in texts]
        assert not missing, f"{lang} lacks {missing}"
        for key, text in catalogues[lang].items():
            assert text.strip() == text and text, f"{lang} {key}: {text!r}"
    assert tab.page_errors == [] and tab.foreign_requests == []


def test_forced_language_then_switched_in_the_menu(open_tab: OpenTab) -> None:
    tab = open_tab("desktop", locale="de-DE")
    game = GamePage(tab, lang="es")
    assert game.open("seed=G34&lang=es") == "play"
    assert tab.page.get_attribute("html", "lang") == "es"
    expect(game.button("hint")).to_be_visible()
    expect(game.button("play")).to_be_visible()
    first = game.hand()[0]
    expect(game.card(first)).to_have_attribute("aria-label", _spanish_name(first))

    # The menu: difficulty, language, pages, in Spanish.
    game.press("menu")
    menu = tab.page.locator("#menu")
    for label in ("Fácil", "Normal", "Difícil", "English", "Deutsch", "Español"):
        expect(menu.get_by_role("button", name=label, exact=True)).to_be_visible()
    menu.get_by_role("button", name="English", exact=True).click()
    expect(menu.get_by_role("button", name="Easy", exact=True)).to_be_visible()
    assert "lang=" not in tab.page.url
    tab.page.keyboard.press("Escape")
    game.lang = "en"
    expect(game.button("hint")).to_be_visible()

    # The choice is a setting: it survives a reload (the browser says German).
    assert game.reload() == "play"
    expect(game.button("hint")).to_be_visible()
    assert tab.page.get_attribute("html", "lang") == "en"
    assert '"lang":"en"' in (game.storage(SETTINGS_KEY) or "")
    tab.assert_clean()


SPANISH_RANKS = {"J": "Jota", "Q": "Reina", "K": "Rey", "A": "As", "T": "10"}
SPANISH_SUITS = {"S": "picas", "H": "corazones", "D": "diamantes", "C": "tréboles"}


def _spanish_name(code: str) -> str:
    return f"{SPANISH_RANKS.get(code[0], code[0])} de {SPANISH_SUITS[code[1]]}"


def test_labels_cover_every_language() -> None:
    assert set(LABELS) == {"en", "de", "es"}
    assert all(set(labels) == set(LABELS["en"]) for labels in LABELS.values())


def test_every_hint_reason_has_its_own_words(open_tab: OpenTab) -> None:
    from gongzhu.bots.reasons import ALL_REASONS

    tab = open_tab("desktop")
    tab.open("/content/rules.en.html")
    catalogues = {lang: leaves(texts) for lang, texts in tab.page.evaluate(CATALOGUES).items()}
    for lang, texts in catalogues.items():
        missing = [reason for reason in ALL_REASONS if f"hint.reasons.{reason}" not in texts]
        assert not missing, f"{lang} lacks hint words for {missing}"
