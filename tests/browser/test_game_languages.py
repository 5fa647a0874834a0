"""Simplified Chinese and Indonesian at the table, and how the page picks its language.

Each language plays a short game (a two-hand limit) on a 360 px phone and on
a desktop: the exposure panel, a refused tap, the hand summary and the game
over are all in that language, scores carry the true minus sign, and buttons
keep to one line.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from browser_tab import BrowserTab, OpenTab
from game_page import LABELS, SETTINGS_KEY, GamePage

# Hand 1 of this game offers South the ♥A and the ♣10 to expose.
SEED = "G16"

DEVICES = {
    "phone-360": ("phone", {"viewport": {"width": 360, "height": 640}}),
    "desktop": ("desktop", {}),
}

TABLE: dict[str, dict[str, str]] = {
    "zh": {
        "html": "zh-Hans",
        "title": "拱猪",
        "tag": "可亮",
        "transformer": "变压器 ×4",
        "refusal": "只有红桃A、黑桃Q、方块J和梅花10可以亮",
        "AH": "红桃A",
        "TC": "梅花10",
        "summary": "第1局",
        "over": r"^(胜利！|失败)$",
        "ranking": "排名",
        "turn": "轮到你",
    },
    "id": {
        "html": "id",
        "title": "Gong Zhu",
        "tag": "bisa dibuka",
        "transformer": "Trafo ×4",
        "refusal": "Yang bisa dibuka hanya As hati, Queen sekop, Jack wajik, dan 10 keriting",
        "AH": "As hati",
        "TC": "10 keriting",
        "summary": "Babak 1",
        "over": r"^(Menang!|Kalah)$",
        "ranking": "Peringkat",
        "turn": "Giliranmu",
    },
}

# The seven rows of the hand summary.
ROWS = {
    "zh": ["红桃", "猪", "羊", "小计", "变压器", "本局", "总分"],
    "id": ["Hati", "Babi", "Kambing", "Dasar", "Trafo", "Babak", "Total"],
}

# The words a player reads on the table: visible text under #app, outside
# decorative (aria-hidden) marks, plus the accessible names of its buttons.
VISIBLE_TEXT = """() => {
  const parts = [];
  const walker = document.createTreeWalker(document.getElementById("app"), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent.trim() || element.closest("[aria-hidden='true'], [hidden], dialog:not([open])")) continue;
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    parts.push(node.textContent.trim());
  }
  for (const el of document.querySelectorAll("#app [aria-label]")) {
    if (el.checkVisibility()) parts.push(el.getAttribute("aria-label"));
  }
  return parts;
}"""

# Visible buttons with words (not the cards) whose label takes more than one
# line, or does not fit: two pieces of text that share no height are two lines.
WRAPPED_BUTTONS = """() => {
  const bad = [];
  for (const button of document.querySelectorAll("#app button:not([data-card]):not([data-expose])")) {
    if (!button.checkVisibility() || !button.textContent.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(button);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    rects.sort((a, b) => a.top - b.top);
    let bottom = -Infinity;
    let lines = 0;
    for (const r of rects) {
      if (r.top >= bottom - 1) lines += 1;
      bottom = Math.max(bottom, r.bottom);
    }
    if (lines > 1 || button.scrollWidth > button.clientWidth + 1) bad.push(button.textContent.trim());
  }
  const info = document.querySelector(".game-info");
  if (info.scrollWidth > info.clientWidth + 1) bad.push(`cut: ${info.textContent}`);
  return bad;
}"""

# Latin letters that may stay in Chinese: the ranks on the cards.
ZH_LATIN = {"J", "Q", "K", "A"}


def assert_in_language(tab: BrowserTab, lang: str) -> None:
    """Scores use "−"; Chinese shows no English word, Indonesian no English button."""
    texts: list[str] = tab.page.evaluate(VISIBLE_TEXT)
    assert texts
    joined = "\n".join(texts)
    assert not re.search(r"(^|[^\w])-\d", joined), f"a hyphen as minus sign: {joined!r}"
    if lang == "zh":
        latin = {word for text in texts for word in re.findall(r"[A-Za-z]+", text)}
        assert latin <= ZH_LATIN, f"English on the Chinese table: {sorted(latin - ZH_LATIN)}"
    english = {label for label in LABELS["en"].values() if label not in LABELS[lang].values()}
    assert not english & set(texts), f"English labels on the {lang} table: {english & set(texts)}"


def assert_buttons_on_one_line(tab: BrowserTab) -> None:
    wrapped: list[str] = tab.page.evaluate(WRAPPED_BUTTONS)
    assert wrapped == [], f"buttons that wrap or overflow: {wrapped}"


@pytest.mark.parametrize("device", list(DEVICES))
@pytest.mark.parametrize("lang", list(TABLE))
def test_a_short_game_in_the_language(open_tab: OpenTab, lang: str, device: str) -> None:
    name, options = DEVICES[device]
    words = TABLE[lang]
    tab = open_tab(name, **options)
    game = GamePage(tab, lang=lang, touch=name != "desktop")
    assert game.open(f"seed={SEED}&lang={lang}&cap=2") == "expose"
    assert tab.page.get_attribute("html", "lang") == words["html"]
    assert tab.page.text_content("#loading .title") == words["title"]

    # The exposure panel and a refused tap.
    for button in ("expose", "skip", "hint", "menu", "collected"):
        expect(game.button(button)).to_be_visible()
    expect(tab.page.locator('[data-expose="AH"]')).to_contain_text(words["tag"])
    expect(tab.page.locator('[data-expose="TC"]')).to_contain_text(words["transformer"])
    expect(game.card("AH")).to_have_attribute("aria-label", words["AH"])
    expect(game.card("TC")).to_have_attribute("aria-label", words["TC"])
    other = next(card for card in game.hand() if card not in ("AH", "QS", "JD", "TC"))
    game.tap_card(other)
    expect(tab.page.locator("#toast")).to_have_text(words["refusal"])
    assert_in_language(tab, lang)
    assert_buttons_on_one_line(tab)

    # Play: the prompt, the seats, the Play button.
    game.expose_by_taps()
    assert game.wait_settled() == "play"
    expect(tab.page.locator(".seat-S").get_by_role("img", name=words["turn"])).to_be_visible()
    assert_in_language(tab, lang)
    assert_buttons_on_one_line(tab)

    # The hand summary.
    assert game.play_hand() == "hand-over"
    result = tab.page.locator("#result")
    expect(result.get_by_role("heading", name=words["summary"])).to_be_visible()
    rows = result.locator("tr[data-row]")
    expect(rows).to_have_count(7)
    for index, row in enumerate(ROWS[lang]):
        expect(rows.nth(index).get_by_role("rowheader")).to_have_text(re.compile(rf"^\d*\s*{row}\s*$"))
    expect(game.button("next")).to_be_visible()
    assert_in_language(tab, lang)
    assert_buttons_on_one_line(tab)

    # Game over after the second hand.
    assert game.next_hand() in ("expose", "play")
    assert game.play_hand() == "game-over"
    expect(result.get_by_role("heading", name=re.compile(words["over"]))).to_be_visible()
    expect(result).to_contain_text(words["ranking"])
    expect(result.locator("[data-rank-seat]")).to_have_count(4)
    expect(game.button("again")).to_be_visible()
    assert_in_language(tab, lang)
    assert_buttons_on_one_line(tab)
    tab.assert_clean()


# The smallest phones, held both ways.
NARROW = {
    "portrait-360": ("phone", {"viewport": {"width": 360, "height": 640}}),
    "landscape-640": ("Pixel 7 landscape", {"viewport": {"width": 640, "height": 360}}),
}


@pytest.mark.parametrize("device", list(NARROW))
def test_the_longest_labels_fit_on_one_line(open_tab: OpenTab, device: str) -> None:
    """The exposure phase shows the longest buttons (German, Indonesian "Tidak, langsung main")."""
    name, options = NARROW[device]
    tab = open_tab(name, **options)
    for lang in ("de", "id", "es", "zh", "en"):
        game = GamePage(tab, lang=lang, touch=True)
        assert game.open(f"seed={SEED}&lang={lang}") == "expose"
        for button in ("expose", "skip", "hint", "menu", "collected"):
            expect(game.button(button)).to_be_visible()
        assert_buttons_on_one_line(tab)
        if lang in ("de", "id"):
            game.tap_card(game.playable()[0])  # the prompt grows: "1 kartu dipilih: tekan …"
            assert_buttons_on_one_line(tab)
    tab.assert_clean()


# Browser tags (navigator.languages) and the catalogue each one gets.
PICKS = {
    "zh-CN": "zh",
    "zh-SG": "zh",
    "zh-Hans": "zh",
    "zh-Hans-CN": "zh",
    "zh": "zh",
    "zh-TW": "zh",
    "zh-HK": "zh",
    "zh-Hant": "zh",
    "zh-Hant-TW": "zh",
    "id": "id",
    "id-ID": "id",
    "in": "id",
    "in-ID": "id",
    "ID": "id",
    "de-AT": "de",
    "es-419": "es",
    "en-GB": "en",
    "fr-FR": "en",
    "": "en",
}

PICK = """async ({ tags, cases }) => {
  const { pickLanguage, htmlLang } = await import("/js/i18n.js");
  return {
    browser: Object.fromEntries(tags.map((tag) => [tag, pickLanguage({ browser: [tag] })])),
    cases: cases.map((c) => pickLanguage(c)),
    html: Object.fromEntries(["en", "de", "es", "zh", "id"].map((code) => [code, htmlLang(code)])),
  };
}"""


def test_language_picking_rules(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    tab.open("/content/rules.en.html")  # any page of the site; no game needed
    cases: list[dict[str, Any]] = [
        {"forced": "in", "saved": "de", "browser": ["es"]},  # ?lang= first
        {"forced": "xx", "saved": "zh", "browser": ["es"]},  # an unknown ?lang= is passed over
        {"saved": "id", "browser": ["zh-TW"]},  # then the saved choice
        {"browser": ["fr-FR", "zh-HK", "en"]},  # then the first known browser language
        {"browser": []},
    ]
    picked = tab.page.evaluate(PICK, {"tags": list(PICKS), "cases": cases})
    assert picked["browser"] == PICKS
    assert picked["cases"] == ["id", "zh", "id", "zh", "en"]
    assert picked["html"] == {"en": "en", "de": "de", "es": "es", "zh": "zh-Hans", "id": "id"}
    assert tab.page_errors == [] and tab.foreign_requests == []


def test_traditional_chinese_browser_gets_simplified_and_the_picker_says_so(open_tab: OpenTab) -> None:
    tab = open_tab("phone", locale="zh-TW", viewport={"width": 360, "height": 640})
    game = GamePage(tab, lang="zh", touch=True)
    assert game.open(f"seed={SEED}") == "expose"
    assert tab.page.get_attribute("html", "lang") == "zh-Hans"
    expect(game.button("expose")).to_be_visible()

    game.press("menu")
    menu = tab.page.locator("#menu")
    chinese = menu.get_by_role("button", name="简体中文", exact=True)
    expect(chinese).to_have_attribute("aria-pressed", "true")
    expect(chinese).to_have_attribute("lang", "zh-Hans")
    expect(menu.get_by_role("button", name="Bahasa Indonesia", exact=True)).to_have_attribute("lang", "id")
    assert_buttons_on_one_line(tab)
    menu.get_by_role("button", name="Bahasa Indonesia", exact=True).tap()
    expect(menu.get_by_role("button", name="Sulit", exact=True)).to_be_visible()
    assert tab.page.get_attribute("html", "lang") == "id"
    tab.page.keyboard.press("Escape")
    game.lang = "id"
    expect(game.button("expose")).to_be_visible()
    assert '"lang":"id"' in (game.storage(SETTINGS_KEY) or "")
    tab.assert_clean()


def test_old_indonesian_code_in_the_address(open_tab: OpenTab) -> None:
    tab = open_tab("desktop", locale="zh-CN")
    game = GamePage(tab, lang="id")
    assert game.open(f"seed={SEED}&lang=in") == "expose"
    assert tab.page.get_attribute("html", "lang") == "id"
    expect(game.button("skip")).to_be_visible()
    assert tab.page.title() == "Gong Zhu – memburu Babi"
    tab.assert_clean()
