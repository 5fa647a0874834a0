"""Saves that cannot be read are kept aside, the player is told, a new game starts."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from browser_tab import OpenTab
from game_page import SAVE_KEY, SETTINGS_KEY, GamePage

UNKNOWN_VERSION = json.dumps({"format": "gongzhu-save", "version": 99, "code": "ABC123", "actions": []})


@pytest.mark.parametrize("bad_save", ["{this is not a save", UNKNOWN_VERSION], ids=["corrupt", "unknown-version"])
def test_unreadable_save_is_kept_and_a_new_game_starts(open_tab: OpenTab, bad_save: str) -> None:
    tab = open_tab("desktop")
    game = GamePage(tab, lang="es")
    # The bad save is in place before the page's own scripts run (once: not on later loads).
    tab.preset_storage({SAVE_KEY: bad_save, SETTINGS_KEY: json.dumps({"lang": "es", "level": "hard"})})
    tab.open("/?speed=0")
    tab.wait_for_python()
    assert game.wait_settled() in {"expose", "play"}

    # The player is told, in the language of their settings, where the old save is.
    notice = tab.page.locator("#notice")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("No se pudo leer tu partida guardada")
    kept = tab.page.evaluate("() => Object.keys(localStorage).filter((k) => k.startsWith('gongzhu.save.corrupt.'))")
    assert len(kept) == 1
    assert game.storage(kept[0]) == bad_save
    expect(notice).to_contain_text(kept[0])

    # A new game runs and is saved; the settings survived.
    assert len(game.hand()) == 13
    saved = json.loads(game.storage(SAVE_KEY) or "null")
    assert saved["version"] == 1
    assert json.loads(game.storage(SETTINGS_KEY) or "{}") == {"lang": "es", "level": "hard"}
    assert tab.page.get_attribute("html", "lang") == "es"
    assert game.engine_view()["level"] == "hard"

    game.press("Aceptar")
    expect(notice).to_be_hidden()
    tab.assert_clean(expected_warnings=("The saved game could not be read",))
