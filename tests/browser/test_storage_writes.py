"""The page writes its storage when the game is at rest, not on every card: at most three writes a trick."""

from __future__ import annotations

from browser_tab import BrowserTab
from game_page import SAVE_KEY, GamePage

# Every localStorage write, by key, from the page's first script on.
COUNT_WRITES = """(() => {
  window.storageWrites = [];
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    window.storageWrites.push(key);
    return setItem.call(this, key, value);
  };
})()"""
WRITES_PER_TRICK = 3


def writes(tab: BrowserTab) -> list[str]:
    keys: list[str] = tab.page.evaluate("() => window.storageWrites")
    return keys


def test_a_trick_writes_the_storage_at_most_three_times(tab: BrowserTab) -> None:
    tab.page.add_init_script(COUNT_WRITES)
    game = GamePage(tab)
    if game.open("seed=ABC123") == "expose":
        game.skip_exposure()
    per_trick: list[list[str]] = []
    while game.phase() == "play" and game.turn() == "S":
        before = len(writes(tab))
        game.play_card(game.playable()[0])
        per_trick.append(writes(tab)[before:])
    assert len(per_trick) == 13 and game.phase() == "hand-over"
    assert max(len(keys) for keys in per_trick) <= WRITES_PER_TRICK, [k for k in per_trick if len(k) > 2]
    # Each trick ends with the game saved, as the engine has it.
    assert all(SAVE_KEY in keys for keys in per_trick), per_trick
    assert game.storage(SAVE_KEY) == tab.call({"op": "save"})["save"]
    tab.assert_clean()
