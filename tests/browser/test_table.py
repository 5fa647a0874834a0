"""The table's flows: the deal that waits for its tap, the keyboard's one highlighted card, and
messages that float over the prompt's place and move nothing.

- With "Deal on a tap", nothing of the hand is shown or decided before the tap:
  no cards, no exposure choice, no buttons but one large Deal button in the
  thumb zone, and fast-forward does not play on. The dealt cards fly under the
  exposure panel and the buttons.
- With the focus on a card, H chooses the hinted card, the focus moves to it,
  and Enter plays it; the arrow keys move the one highlighted card. With the
  mouse, a double click plays a card, and so does dragging it onto the table.
- A refusal floats over the prompt's place for its moment (the table stays where it is), and a hint replaces it.
- After a dialog gave the focus back to the menu button, H then Enter plays the hinted card.
- A finished trick sweeps to its taker, whose plate shows its points briefly;
  under reduced motion it fades where it is.
- The table says which level the computers play at, and which one a change
  brings from the next hand.
- A newcomer's first visit opens a short guide, once; the menu opens it again.
  While it is open the computers wait, and they play on when it closes.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

import pytest
from playwright.sync_api import expect

from browser import ROOT
from browser_tab import OpenTab
from game_page import SETTINGS_KEY, SETTLED, GamePage
from layout_check import SET_LANG, layout_problems

BOOT = "boot_timeout_ms=120000"


def g16_on_a_desktop(open_tab: OpenTab, speed: float = 0) -> tuple[GamePage, str]:
    """Game G16 without exposure opened on a desktop, in English: the game and its phase once at rest."""
    game = GamePage(open_tab("desktop"), lang="en")
    return game, game.open(f"seed=G16&exposure=0&lang=en&{BOOT}", speed=speed)


# How long a new decision button must be on screen before a tap where the last one was counts (web/js/tap-guard.js).
_QUIET = re.search(r"export const QUIET_MS = (\d+);", (ROOT / "web/js/tap-guard.js").read_text(encoding="utf-8"))
assert _QUIET, "web/js/tap-guard.js no longer exports QUIET_MS"
QUIET_MS = int(_QUIET.group(1))

# Every line the screen readers' live region gets.
RECORD_ANNOUNCEMENTS = """() => {
  window.__said = [];
  new MutationObserver((changes) => {
    for (const change of changes) for (const node of change.addedNodes) window.__said.push(node.textContent);
  }).observe(document.getElementById('announcer'), {childList: true});
}"""

# What a player could use before the deal: none of it may show.
HAND_CONTROLS = ("#btn-hint", "#btn-skip", "#btn-expose", "#btn-play", "#btn-ff", "#expose-panel", "#hand .card")


# What shows on top at points of the exposure panel and the buttons: a card of the hand there is a fault.
ON_TOP = """() => [...document.querySelectorAll('#expose-panel .expose-toggle, #actions button:not([hidden])')]
  .flatMap((el) => {
    const r = el.getBoundingClientRect();
    return [[0.5, 0.5], [0.2, 0.5], [0.8, 0.5]].map(([fx, fy]) => {
      const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
      return hit && hit.closest('#hand') ? `${el.id || el.className} under ${hit.closest('[data-card]')?.dataset.card}` : null;
    });
  }).filter(Boolean)"""


@pytest.mark.parametrize("exposure", ["1", "0"])
def test_deal_on_a_tap_shows_and_decides_nothing_before_the_tap(open_tab: OpenTab, exposure: str) -> None:
    tab = open_tab("phone", viewport={"width": 360, "height": 740})
    page = tab.page
    game = GamePage(tab, lang="en", touch=True)
    tab.preset_storage({SETTINGS_KEY: json.dumps({"dealButton": True})})
    # With the exposure, slow: the deal's flight lasts long enough to be looked at.
    speed = 3 if exposure == "1" else 0
    tab.open(f"/?seed=G16&exposure={exposure}&lang=en&speed={speed}&{BOOT}")
    tab.wait_for_python()
    deal = page.get_by_role("button", name="Deal", exact=True)
    expect(deal).to_be_visible()
    before = game.engine_view()
    for selector in HAND_CONTROLS:
        assert not page.locator(selector).first.is_visible(), f"{selector} shows before the deal"
    expect(page.locator("#prompt")).to_have_text("Deal when you are ready.")

    # One large button where the thumb rests: the lower part of the screen.
    box = deal.bounding_box()
    assert box and box["width"] >= 120 and box["height"] >= 52, box
    assert box["y"] > 740 * 0.55, box

    # Fast-forward (its key, and its button's click) does not play on before the deal.
    page.keyboard.press("f")
    page.evaluate("() => document.getElementById('btn-ff').click()")
    page.wait_for_timeout(400)
    after = game.engine_view()
    assert (after["phase"], after["trick"], after["tricks_played"]) == (
        before["phase"],
        before["trick"],
        before["tricks_played"],
    )

    deal.tap()
    expect(deal).to_be_hidden()
    expect(page.locator("#hand .card")).to_have_count(13)
    if exposure == "1":
        expect(page.locator("#expose-panel")).to_be_visible()
        # The cards in flight pass under the exposure panel and the buttons, never over them.
        assert page.evaluate("() => document.getElementById('app').dataset.dealing") == "true"
        covered = page.evaluate(ON_TOP)
        assert covered == [], covered
        page.wait_for_function("() => document.getElementById('app').dataset.dealing === 'false'", timeout=20_000)
        assert game.skip_exposure() == "play"
    else:
        game.wait_settled()
    expect(page.locator("#prompt")).not_to_have_text("Deal when you are ready.")
    tab.assert_clean()


def test_keys_double_click_and_drag_play_cards_with_one_card_highlighted_at_a_time(open_tab: OpenTab) -> None:
    game, phase = g16_on_a_desktop(open_tab)
    tab, page = game.tab, game.tab.page
    assert phase == "play"
    # Read after the next frame has drawn what the key changed.
    highlighted = """async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const cards = [...document.querySelectorAll('#hand .card')];
      return {
        focused: document.activeElement?.dataset?.card ?? null,
        selected: cards.filter((c) => c.classList.contains('selected')).map((c) => c.dataset.card),
        hinted: cards.filter((c) => c.classList.contains('hinted')).map((c) => c.dataset.card),
      };
    }"""
    for _ in range(2):
        game.wait_settled()
        hand = game.hand()
        game.card(hand[-1]).focus()
        page.keyboard.press("h")
        expect(page.locator("#hand .hinted")).to_have_count(1)
        now = page.evaluate(highlighted)
        assert now["selected"] == now["hinted"] == [now["focused"]], now
        page.keyboard.press("Enter")
        expect(game.card(now["focused"])).to_have_count(0)

    # The arrow keys move the one highlighted card; a hint for another card goes.
    game.wait_settled()
    game.card(game.hand()[0]).focus()
    page.keyboard.press("h")
    expect(page.locator("#hand .hinted")).to_have_count(1)
    for _ in range(len(game.hand())):
        page.keyboard.press("ArrowRight")
        now = page.evaluate(highlighted)
        assert len(now["selected"] + now["hinted"]) <= 2 and set(now["selected"] + now["hinted"]) <= {now["focused"]}, (
            now
        )
        if now["focused"] in game.playable():
            assert now["selected"] == [now["focused"]], now

    # With the mouse: a double click plays a card, and so does dragging it onto the table.
    for _ in range(5):  # a turn with a choice: a card not chosen yet
        game.wait_settled()
        others = [c for c in game.playable() if c not in page.evaluate(highlighted)["selected"]]
        if others:
            break
        game.play_card(game.playable()[0])
    card = others[0]
    game.card(card).dblclick()
    expect(game.card(card)).to_have_count(0)
    game.wait_settled()
    card = game.playable()[-1]
    start, table = game.card(card).bounding_box(), page.locator("#trick").bounding_box()
    assert start and table
    page.mouse.move(start["x"] + start["width"] / 2, start["y"] + start["height"] / 3)
    page.mouse.down()
    page.mouse.move(table["x"] + table["width"] / 2, table["y"] + table["height"] / 2, steps=6)
    expect(game.card(card)).to_have_class(re.compile(r"\bdragging\b"))
    page.mouse.up()
    expect(game.card(card)).to_have_count(0)
    tab.assert_clean()


def test_enter_after_a_hint_plays_the_card_when_the_focus_came_back_to_the_menu_button(open_tab: OpenTab) -> None:
    game, phase = g16_on_a_desktop(open_tab)
    tab, page = game.tab, game.tab.page
    assert phase == "play"
    hand = game.hand()
    # The menu, its list of keys, closed again: the focus is back on the menu button.
    page.locator("#menu-button").click()
    page.locator('#menu [data-action="openPanel"][data-panel="help"]').click()
    expect(page.locator("#help")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("dialog[open]")).to_have_count(0)
    assert page.evaluate("() => document.activeElement.id") == "menu-button"
    page.keyboard.press("h")
    hinted = page.locator("#hand .hinted")
    expect(hinted).to_have_count(1)
    card = hinted.get_attribute("data-card")
    page.keyboard.press("Enter")
    expect(game.card(card or "")).to_have_count(0)  # played, not the menu opened again
    expect(page.locator("dialog[open]")).to_have_count(0)
    assert len(game.hand()) == len(hand) - 1
    tab.assert_clean()


def test_a_refusal_shows_over_the_prompt_a_hint_replaces_it_and_the_level_shows(open_tab: OpenTab) -> None:
    tab = open_tab("phone", viewport={"width": 360, "height": 740})
    page = tab.page
    game = GamePage(tab, lang="en", touch=True)
    game.open(f"seed=G16&exposure=0&lang=en&{BOOT}")
    illegal = game.play_until_a_card_is_refusable()
    prompt = page.locator("#prompt")
    turn = prompt.text_content()
    slot = page.locator("#message-slot").bounding_box()
    game.tap_card(illegal[0])
    expect(page.locator("#toast")).to_be_visible()
    # The message floats over the prompt's place for its moment (nothing moves): the prompt waits under it.
    expect(prompt).to_be_hidden()
    expect(prompt).to_have_text(turn or "")
    toast = page.locator("#toast").bounding_box()
    assert toast and slot and page.locator("#message-slot").bounding_box() == slot
    assert abs(toast["y"] + toast["height"] - (slot["y"] + slot["height"])) <= 1

    game.press("hint")
    expect(page.locator("#hand .hinted")).to_have_count(1)
    expect(page.locator("#toast")).to_be_hidden()
    expect(prompt).to_be_visible()
    expect(prompt).to_contain_text("Hint:")

    # The level on the table: the one playing, and after a change the one from the next hand.
    label = page.locator("#level-info")
    expect(label).to_have_text("Normal")
    expect(label).to_have_attribute("aria-label", "Computers: Normal")
    game.press("menu")
    page.locator('#menu [data-action="setLevel"][data-level="hard"]').click()
    page.locator("#menu .dialog-head .close").click()
    expect(label).to_have_text("Normal → Hard")
    expect(label).to_have_attribute("aria-label", "Computers: Normal, Hard from the next hand")
    tab.assert_clean()


# Records each card of a finished trick as it leaves (its animation's keyframes and
# where the taker's plate is from it) and each trick's points shown on a plate.
WATCH_SWEEPS = """() => {
  window.__sweeps = [];
  window.__points = [];
  const centre = (r) => [r.left + r.width / 2, r.top + r.height / 2];
  new MutationObserver(() => {
    for (const card of document.querySelectorAll('#trick .table-card.leaving')) {
      if (card.__seen) continue;
      card.__seen = true;
      const seat = card.dataset.wonBy;
      const [px, py] = centre(document.querySelector(`.seat[data-seat="${seat}"] .plate`).getBoundingClientRect());
      const [cx, cy] = centre(card.parentElement.getBoundingClientRect()); // its slot: where it rests
      // Its last animation is the one it leaves with (the flight in may still be running).
      const frames = (card.getAnimations().at(-1)?.effect.getKeyframes() ?? []).map((f) => [f.transform ?? '', Number(f.opacity)]);
      window.__sweeps.push({seat, dx: px - cx, dy: py - cy, frames});
    }
    for (const tag of document.querySelectorAll('.trick-points')) {
      if (tag.__seen) continue;
      tag.__seen = true;
      window.__points.push([tag.closest('[data-seat]').dataset.seat, tag.textContent]);
    }
  }).observe(document.getElementById('app'), {subtree: true, childList: true, attributes: true, attributeFilter: ['class']});
}"""

TRICK_TAKEN = re.compile(r"^(You take|(\w+) takes) the trick: (no points|([−+]\d+) points?)$")
NAMES = {"Lili": "E", "Bao": "N", "Chen": "W"}


def test_a_trick_sweeps_to_its_taker_with_its_points_and_fades_under_reduced_motion(open_tab: OpenTab) -> None:
    game, _ = g16_on_a_desktop(open_tab, speed=0.3)
    tab, page = game.tab, game.tab.page
    page.evaluate(WATCH_SWEEPS)
    page.evaluate(RECORD_ANNOUNCEMENTS)
    shown: list[tuple[str, str]] = []
    for _ in range(6):
        game.play_card(game.playable()[0])
        page.wait_for_function("() => window.__sweeps.length >= 4 && !document.querySelector('#trick .leaving')")
        sweeps = page.evaluate("() => window.__sweeps.splice(0)")
        assert len(sweeps) == 4 and len({s["seat"] for s in sweeps}) == 1, sweeps
        for sweep in sweeps:
            *moving, last = sweep["frames"]
            assert all(opacity == 1 for _, opacity in moving[:-1]), sweep  # seen as it moves, fading at the end
            x, y = (float(v) for v in re.findall(r"translate\((-?[\d.e-]+)px, (-?[\d.e-]+)px\)", last[0])[0])
            # Towards the taker's plate (measured from where the card is now, maybe still arriving).
            towards = (x * sweep["dx"] + y * sweep["dy"]) / (math.hypot(x, y) * math.hypot(sweep["dx"], sweep["dy"]))
            assert last[1] == 0 and towards > 0.9, sweep
        shown += [tuple(p) for p in page.evaluate("() => window.__points.splice(0)")]
        if shown:
            break
    # Each trick with points shows them on the taker's plate, as the announcement says them.
    said = [TRICK_TAKEN.match(line) for line in page.evaluate("() => window.__said")]
    worth = [(NAMES.get(m[2] or "", "S"), m[4]) for m in said if m and m[4]]
    assert shown and shown == worth[: len(shown)], (shown, worth)

    # Reduced motion: the trick fades where it is.
    page.emulate_media(reduced_motion="reduce")
    game.play_card(game.playable()[0])
    page.wait_for_function("() => window.__sweeps.length >= 4")
    for sweep in page.evaluate("() => window.__sweeps"):
        assert [transform for transform, _ in sweep["frames"]] == ["", ""], sweep
        assert [opacity for _, opacity in sweep["frames"]] == [1, 0], sweep
    tab.assert_clean()


# The goat or transformer's guide step is open, or South is to play again with `code` (if any) gone from the hand.
SPECIALS_OR_TURN = f"""(code) => {{
  if (document.querySelector('#guide[open] [data-step="specials"]')) return true;
  if (code && document.querySelector(`#hand [data-card="${{code}}"]`)) return false;
  return document.getElementById("app").dataset.phase === "play" && ({SETTLED})();
}}"""
GUIDE_CLOSED_OR_SPECIALS = """() => !document.querySelector('#guide[open]')
  || Boolean(document.querySelector('#guide[open] [data-step="specials"]'))"""
APPEARED = {
    "JD": "The goat (♦J) has just come onto the table.",
    "TC": "The transformer (♣10) has just come onto the table.",
}


def cards_played(view: dict[str, Any]) -> int:
    """How many cards the engine's game has seen played this hand."""
    return 4 * int(view["tricks_played"]) + len(view["trick"])


def test_a_newcomer_gets_a_short_guide_once_and_the_menu_opens_it_again(open_tab: OpenTab) -> None:
    tab = open_tab("phone", viewport={"width": 360, "height": 740})
    page = tab.page
    game = GamePage(tab, lang="en", touch=True)
    # A newcomer comes by the plain address, or by one naming the language: the guide shows for either.
    tab.open("/?lang=en")
    tab.wait_for_python()
    guide = page.locator("#guide")
    expect(guide).to_be_visible()  # the game on the table, its computers waiting while it is open
    seen = []
    # Four steps now; the goat and the transformer wait for their first coming.
    for step in range(4):
        expect(guide.locator(".guide-count")).to_have_text(f"Step {step + 1} of 4")
        seen.append(guide.locator(".guide-text").text_content() or "")
        assert layout_problems(page, touch=True) == [], step
        if step < 3:
            # As a reader taps: each step's Next is a new button, and one tapped at once where the last was is a ghost tap.
            page.wait_for_timeout(QUIET_MS)
            guide.get_by_role("button", name="Next", exact=True).tap()
    assert len(set(seen)) == 4 and "doubles the card for whoever takes it" in seen[1], seen
    assert not any("transformer" in text for text in seen), seen
    page.wait_for_timeout(QUIET_MS)  # where the last Next was (tap-guard.js)
    guide.get_by_role("button", name="Let’s play", exact=True).tap()
    # The four steps are done. The next may come at once: the first table may show a computer's exposed goat.
    page.wait_for_function(GUIDE_CLOSED_OR_SPECIALS)

    # South plays on until the goat (♦J) or the transformer (♣10) first comes onto the table: then their step shows.
    if not guide.is_visible() and game.wait_settled() == "expose":
        game.press("skip")
    played = None
    for _ in range(14):
        page.wait_for_function(SPECIALS_OR_TURN, arg=played, timeout=60_000)
        if guide.is_visible():
            break
        played = game.playable()[0]
        game.tap_card(played)
        game.tap_card(played)
    expect(guide.locator('[data-step="specials"]')).to_be_visible()
    came = guide.locator(".guide-appeared").inner_text()
    assert came in APPEARED.values(), came
    view = game.engine_view()  # the card named is on the table: in the trick, a trick taken, or exposed
    on_table = {card for _, card in game.trick()} | {c["card"] for trick in view["tricks"] for c in trick["cards"]}
    on_table |= {card for seat in view["seats"] for card in seat["exposed"]}
    assert next(code for code, text in APPEARED.items() if text == came) in on_table, (came, on_table)
    expect(guide.locator(".guide-count")).to_have_count(0)  # a step of its own
    expect(guide.locator("h3")).to_have_text("The goat and the transformer")
    assert layout_problems(page, touch=True) == []
    # The computers wait while it is open, as for the other steps.
    # (Judged by the engine's game, not the cards on screen: a trick full when the step opened is still swept away.)
    turn, moved = game.turn(), cards_played(game.engine_view())
    page.wait_for_timeout(3_000)
    assert (game.turn(), cards_played(game.engine_view())) == (turn, moved)
    assert json.loads(game.storage(SETTINGS_KEY) or "{}").get("guideSpecials") == "seen"  # once only
    page.wait_for_timeout(QUIET_MS)
    guide.get_by_role("button", name="Play on", exact=True).tap()
    expect(guide).to_be_hidden()
    if turn != "S":
        page.wait_for_function("(t) => document.getElementById('app').dataset.turn !== t", arg=turn, timeout=30_000)

    # Once only: not again on a reload; from the menu (in German here), from its first step, and it can be skipped.
    game.reload()
    expect(guide).to_be_hidden()
    page.evaluate(SET_LANG, "de")
    game.lang = "de"
    game.press("menu")
    page.locator('#menu [data-action="openGuide"]').tap()
    expect(guide.locator(".guide-count")).to_have_text("Schritt 1 von 5")
    guide.get_by_role("button", name="Anleitung überspringen", exact=True).tap()
    expect(guide).to_be_hidden()
    tab.assert_clean()


# South plays `card` (two taps) and at once opens the guide from the menu, before the computers' next card.
PLAY_THEN_GUIDE = """async (card) => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const until = async (test) => { for (let i = 0; i < 300 && !test(); i++) await frame(); };
  for (let tap = 0; tap < 2; tap++) {
    document.querySelector(`#hand [data-card="${card}"]`).click();
    await frame();
  }
  await until(() => !document.querySelector(`#hand [data-card="${card}"]`));
  document.getElementById('menu-button').click();
  await until(() => document.querySelector('#menu[open] [data-action="openGuide"]'));
  document.querySelector('#menu [data-action="openGuide"]').click();
  await until(() => document.querySelector('#guide[open]'));
}"""


# The element a click at the middle of `selector`'s box would reach.
UNDER_SCRIM = """(selector) => {
  const box = document.querySelector(selector).getBoundingClientRect();
  return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2).id;
}"""


def test_the_computers_wait_while_the_guide_is_open_and_play_on_when_it_closes(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    page = tab.page
    game = GamePage(tab)
    # 1.3 s before each computer card: time to open the guide before the first one shows.
    assert game.open(f"seed=G34&{BOOT}", speed=2) == "play"
    page.evaluate(PLAY_THEN_GUIDE, game.playable()[0])
    guide = page.locator("#guide")
    expect(guide).to_be_visible()
    turn, trick = game.turn(), game.trick()
    assert turn != "S" and len(trick) < 4, "a computer is to play in this trick"
    # Three computer cards' time: without the hold at least two would have shown.
    page.wait_for_timeout(4_000)
    assert (game.turn(), game.trick()) == (turn, trick)
    # The guide is modeless (no restyle of the whole page as it opens) but acts as a modal one: the page
    # under its scrim takes no click, the focus stays in it, and Escape closes it.
    assert page.evaluate("() => document.querySelector('#guide:modal') === null")
    expect(page.locator("#guide-scrim")).to_be_visible()
    assert page.evaluate(UNDER_SCRIM, "#menu-button") == "guide-scrim"
    for _ in range(6):
        page.keyboard.press("Tab")
        assert page.evaluate("() => document.getElementById('guide').contains(document.activeElement)")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("() => document.getElementById('guide').contains(document.activeElement)")
    page.keyboard.press("Escape")
    expect(guide).to_be_hidden()
    expect(page.locator("#guide-scrim")).to_be_hidden()
    page.wait_for_function("(n) => document.querySelectorAll('#trick [data-card]').length > n", arg=len(trick))
    assert set(trick) < set(game.trick())
    tab.assert_clean()
