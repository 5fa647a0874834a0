"""The catalogues (en, de, es, zh, id) and content pages; ?lang= and the menu's language picker.

(The language taken from the browser is checked in test_game_rules_ui.py and
test_game_languages.py, which also plays Chinese and Indonesian tables.)
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from playwright.sync_api import expect

from browser_tab import OpenTab
from game_page import LABELS, SETTINGS_KEY, GamePage

# Words each catalogue must use: those of docs/rules.md ("Victory!", "Sieg!", …) and each language's usual game words.
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
    # The vocabulary Chinese players use: 拱猪, 猪 (♠Q), 羊 (♦J), 变压器 (♣10), 亮牌, 全红.
    "zh": [
        "拱猪",
        "亮牌",
        "不亮牌",
        "猪 ×2",
        "羊 ×2",
        "变压器 ×4",
        "全红",
        "猪",
        "羊",
        "变压器",
        "你必须跟梅花",
        "胜利！",
        "失败",
        "出局",
    ],
    # Indonesian players' own words.
    "id": [
        "Bagi kartu",
        "Buka kartu",
        "Tidak, langsung main",
        "Keluarkan",
        "Babi",
        "Kambing",
        "Trafo",
        "Babi ×2",
        "borong hati",
        "sapu bersih",
        "Cepat ±500",
        "Babi–Kambing tukar",
        "Kamu wajib ikut: keluarkan keriting",
    ],
}

LANGUAGES = ("en", "de", "es", "zh", "id")

# Texts that may be the same as the English one: names, words the language
# shares with English, and texts without a word of their own.
SAME_AS_ENGLISH = {
    "de": {"Gong Zhu", "Lili", "Bao", "Chen", "OK", "Hand", "Hand {n}", "Normal", "Standard −1000"},
    "es": {"Gong Zhu", "Lili", "Bao", "Chen", "Base", "Total", "Normal"},
    "zh": set(),
    # Indonesian players name the court cards in English ("Queen sekop").
    "id": {"Gong Zhu", "Lili", "Bao", "Chen", "Jack", "Queen", "King", "Menu", "Total", "Normal", "Enter"},
}

PLACEHOLDER = re.compile(r"\{(\w+)\}")

# Latin letters a Chinese text may show: the ranks on the cards and the names printed on keys
# that Chinese keyboards label in Latin too (Ctrl+C; Home and End in the hand review).
ZH_LATIN = {"J", "Q", "K", "A", "Ctrl", "C", "Home", "End"}

WEB = Path(__file__).resolve().parents[2] / "web"
CONTENT = WEB / "content"
PAGES = ("rules", "background", "strategy", "faq", "variants")


def leaves(entry: Any, prefix: str = "") -> dict[str, str]:
    """Every text of a catalogue by its dotted key."""
    if isinstance(entry, dict):
        found: dict[str, str] = {}
        for key, value in entry.items():
            found.update(leaves(value, f"{prefix}.{key}" if prefix else key))
        return found
    return {prefix: entry}


def load_catalogues() -> dict[str, dict[str, str]]:
    """Every text of each catalogue (web/i18n/<lang>.json) by its dotted key."""
    return {lang: leaves(json.loads((WEB / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))) for lang in LANGUAGES}


def test_catalogues_have_the_same_keys_and_the_seed_words() -> None:
    catalogues = load_catalogues()
    english = catalogues["en"]
    for lang in LANGUAGES:
        texts = catalogues[lang]
        assert sorted(set(english) - set(texts)) == [], f"{lang} lacks these keys"
        assert sorted(set(texts) - set(english)) == [], f"{lang} has keys English lacks"
        for key, text in texts.items():
            assert isinstance(text, str) and text and text.strip() == text, f"{lang} {key}: {text!r}"
            names = sorted(PLACEHOLDER.findall(text))
            assert names == sorted(PLACEHOLDER.findall(english[key])), f"{lang} {key}: {text!r} has other placeholders"
    for lang, words in SEED_WORDS.items():
        found = set(catalogues[lang].values())
        missing = [word for word in words if word not in found]
        assert not missing, f"{lang} lacks {missing}"


def test_every_text_is_translated() -> None:
    """A text equal to the English one is a text someone forgot, unless it is on the short list."""
    catalogues = load_catalogues()
    for lang, allowed in SAME_AS_ENGLISH.items():
        untranslated = {
            key: text
            for key, text in catalogues[lang].items()
            if text == catalogues["en"][key]
            and re.search(r"[^\W\d_]", PLACEHOLDER.sub("", text))
            and text not in allowed
        }
        assert untranslated == {}, f"{lang} texts still in English"
    # No English word in Chinese: only the rank letters (and Ctrl+C) stay Latin.
    latin = {word for text in catalogues["zh"].values() for word in re.findall(r"[A-Za-z]+", PLACEHOLDER.sub("", text))}
    assert latin <= ZH_LATIN, f"Latin words in zh: {sorted(latin - ZH_LATIN)}"


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        self.tags.append(tag)


def _tags(path: Path) -> list[str]:
    parser = _Tags()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser.tags


def test_content_pages_exist_in_every_language_with_the_english_structure() -> None:
    for page in PAGES:
        english = _tags(CONTENT / f"{page}.en.html")
        assert english[0] == "h2"
        for lang in LANGUAGES:
            path = CONTENT / f"{page}.{lang}.html"
            assert path.is_file(), f"{path.name} is missing"
            assert _tags(path) == english, f"{path.name} differs from {page}.en.html in its structure"
            text = path.read_text(encoding="utf-8")
            if lang != "en":
                assert text != (CONTENT / f"{page}.en.html").read_text(encoding="utf-8")
            if lang in ("zh", "id"):
                assert "-1" not in text and "-5" not in text, f"{path.name}: a hyphen where “−” belongs"


class _Strong(HTMLParser):
    """The texts in bold of a page: the buttons it names."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self._open = False

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag == "strong":
            self._open = True
            self.texts.append("")

    def handle_endtag(self, tag: str) -> None:
        self._open = self._open and tag != "strong"

    def handle_data(self, data: str) -> None:
        if self._open:
            self.texts[-1] += data


def test_the_faq_names_the_buttons_as_the_page_does() -> None:
    """Each name in bold in the FAQ is a text of the catalogue, and the two replays are told apart:
    "Restart this game" (menu.replay) starts the game again from its first deal, "Replay this deal"
    (practice.replay) plays a finished hand again as practice."""
    catalogues = load_catalogues()
    for lang in LANGUAGES:
        parser = _Strong()
        parser.feed((CONTENT / f"faq.{lang}.html").read_text(encoding="utf-8"))
        texts = set(catalogues[lang].values())
        assert [name for name in parser.texts if name not in texts] == [], (
            f"faq.{lang}.html names buttons the page lacks"
        )
        names = parser.texts
        restart, replay = catalogues[lang]["menu.replay"], catalogues[lang]["practice.replay"]
        assert restart in names and replay in names, f"faq.{lang}.html: {names}"


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
    for label in (
        "Fácil",
        "Normal",
        "Difícil",
        "English",
        "Deutsch",
        "Español",
        "Bahasa Indonesia",
        "简体中文",
    ):
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
    assert set(LABELS) == set(LANGUAGES)
    assert all(set(labels) == set(LABELS["en"]) for labels in LABELS.values())


def test_every_hint_reason_has_its_own_words() -> None:
    from gongzhu.bots.reason_groups import ALL_REASONS

    catalogues = load_catalogues()
    for lang, texts in catalogues.items():
        missing = [reason for reason in ALL_REASONS if f"hint.reasons.{reason}" not in texts]
        assert not missing, f"{lang} lacks hint words for {missing}"
