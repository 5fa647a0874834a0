"""What a card played costs the page: the table drawn touches only what changed.

- While a hand is played, no attribute of the page is written with the value it
  already has: such a write still reaches mutation observers, style invalidation
  and the accessibility tree, and the table is drawn twice for every card.
- The hand's own numbers (the card count, each card's place in the fan) are not
  inherited by the parts of a card face, so a card played restyles the cards, not
  every part of every face.
"""

from __future__ import annotations

from browser_tab import OpenTab
from game_page import GamePage

BOOT = "boot_timeout_ms=120000"

# Every attribute write under #app that left the value as it was. For each element and
# attribute the records give the values before each write in order, and the value now
# follows the last: a write whose value before equals the one after changed nothing.
RECORD_SAME_WRITES = """() => {
  window.__writes = { records: [], count: 0 };
  new MutationObserver((records) => {
    window.__writes.records.push(...records.filter((r) => r.type === 'attributes'));
  }).observe(document.getElementById('app'), { subtree: true, attributes: true, attributeOldValue: true });
}"""
SAME_WRITES = """() => {
  const byPlace = new Map();
  for (const r of window.__writes.records) {
    const key = [r.target, r.attributeName];
    const found = [...byPlace.keys()].find(([t, a]) => t === r.target && a === r.attributeName);
    const list = byPlace.get(found) ?? [];
    if (!found) byPlace.set(key, list);
    list.push(r.oldValue);
  }
  const same = [];
  for (const [[target, name], olds] of byPlace) {
    const values = [...olds, target.getAttribute(name)];
    for (let i = 0; i + 1 < values.length; i++) {
      if (values[i] === values[i + 1]) same.push(`${name} on ${target.id || target.className || target.tagName}`);
    }
  }
  return { writes: window.__writes.records.length, same };
}"""

# A card of the hand and a part of its face: the hand's numbers on each.
HAND_NUMBERS = """() => {
  const hand = document.getElementById('hand');
  const card = hand.querySelector('[data-card]');
  const face = card.querySelector('.face');
  const value = (element, name) => getComputedStyle(element).getPropertyValue(name).trim();
  return {
    hand: value(hand, '--count'),
    card: [value(card, '--count'), value(card, '--fan')],
    face: [value(face, '--count'), value(face, '--per-row'), value(face, '--fan'), value(face, '--fan-y'), value(face, '--fan-t')],
  };
}"""


def test_a_card_played_writes_no_attribute_with_the_value_it_has(open_tab: OpenTab) -> None:
    game = GamePage(tab := open_tab("desktop"), lang="en")
    # Animated, as a player sees it: the computers' cards each drawn on their own.
    game.open(f"seed=ABC123&exposure=0&lang=en&{BOOT}", speed=0.1)
    tab.page.evaluate(RECORD_SAME_WRITES)
    for _ in range(3):  # three tricks: South's cards, the computers' and the tricks taken
        game.play_card(game.playable()[0])
        game.wait_settled()
    result = tab.page.evaluate(SAME_WRITES)
    assert result["writes"] > 0, "nothing was recorded"
    assert result["same"] == [], result["same"][:20]
    tab.assert_clean()


def test_the_hands_numbers_stay_on_the_hand_and_its_cards(open_tab: OpenTab) -> None:
    tab = open_tab("desktop", viewport={"width": 1440, "height": 900})  # the fanned hand of large screens
    page = tab.page
    game = GamePage(tab, lang="en")
    game.open(f"seed=ABC123&exposure=0&lang=en&{BOOT}", speed=0)
    numbers = page.evaluate(HAND_NUMBERS)
    assert numbers["hand"] == "13", numbers
    assert numbers["card"][0] == "" and numbers["card"][1] != "", numbers
    assert numbers["face"] == ["", "", "", "", ""], numbers
    tab.assert_clean()


# The values <html data-input> takes, in order, from now on.
RECORD_INPUT_KIND = """() => {
  window.__kinds = [];
  new MutationObserver((records) => {
    for (const r of records) window.__kinds.push(document.documentElement.dataset.input);
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-input'] });
}"""


def test_the_kind_of_input_is_written_only_when_it_changes(open_tab: OpenTab) -> None:
    # Each write restyles the whole page (main.css: :root[data-input="touch"] :focus-visible).
    game = GamePage(tab := open_tab("desktop"), lang="en")
    page = tab.page
    game.open(f"seed=ABC123&exposure=0&lang=en&{BOOT}", speed=0)
    assert page.evaluate("() => document.documentElement.dataset.input") == "mouse"
    page.evaluate(RECORD_INPUT_KIND)
    game.play_card(game.playable()[0])  # two clicks
    game.wait_settled()
    page.keyboard.press("Shift")
    page.mouse.click(5, 5)
    page.mouse.click(5, 5)
    page.wait_for_function("() => window.__kinds.length >= 2")
    assert page.evaluate("() => window.__kinds") == ["keys", "mouse"]
    tab.assert_clean()
