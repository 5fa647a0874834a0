"""The hand review: from the hand summary, South's decisions priced one by one, each with its mark."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from axe_audit import audit, describe, serious
from browser_tab import OpenTab
from game_page import GamePage

# A machine shared with other work can take long to start Python.
BOOT_MS = 170_000
TITLES = {"de": "Analyse der Hand", "es": "Revisión de la mano"}
OPEN = {"de": "Diese Hand analysieren", "es": "Revisar esta mano"}
ROW = {"de": "Hand 1 analysieren", "es": "Revisar la mano 1"}
AVERAGE = {"de": "im Schnitt", "es": "de media"}


@pytest.mark.parametrize(("device", "lang"), [("phone", "de"), ("desktop", "es")])
def test_review_a_finished_hand(open_tab: OpenTab, device: str, lang: str) -> None:
    tab = open_tab(device, bypass_csp=True)  # axe-core is injected below
    game = GamePage(tab, lang=lang, touch=device == "phone")
    tab.open(f"/?seed=EXPHINT0&lang={lang}&speed=0&boot_timeout_ms={BOOT_MS}")
    tab.wait_for_python(BOOT_MS + 10_000)
    # South may expose ♠Q: the hint says what exposing it is worth, in points.
    assert game.wait_settled() == "expose"
    game.press("hint")
    expect(game.page.locator("#prompt")).to_contain_text(AVERAGE[lang], timeout=60_000)
    game.skip_exposure()
    assert game.play_hand() == "hand-over"
    page = game.page
    button = page.locator('#result [data-action="review-hand"]')
    expect(button).to_have_accessible_name(OPEN[lang])
    button.click()
    panel = page.locator('dialog[data-panel="review"]')
    expect(panel).to_be_visible()
    expect(panel.locator("h2")).to_have_text(TITLES[lang])
    decisions = panel.locator("li[data-mark]")
    expect(decisions.first).to_be_visible(timeout=60_000)
    count = decisions.count()
    assert count == 14  # the exposure and 13 plays
    # Priced one step at a time: no decision is left pending, then the summary line shows.
    expect(panel.locator('li[data-mark="pending"]')).to_have_count(0, timeout=120_000)
    expect(panel.locator(".review-summary")).to_be_visible()
    marks = [decisions.nth(i).get_attribute("data-mark") for i in range(count)]
    assert set(marks) <= {"good", "inaccuracy", "mistake", "blunder"}
    # A marked decision's mark stands apart from what was played ("… ♠2 gespielt — Grober Fehler.").
    for i in range(count):
        if marks[i] != "good":
            assert decisions.nth(i).locator(".review-mark").inner_text().strip().startswith("— "), i
    # The first decision is shown with its verdict; forward moves to the next one.
    expect(panel.locator(".review-decision.current")).to_have_count(1)
    expect(panel.locator(".review-verdict")).to_be_visible()
    panel.locator('.review-nav [data-action="reviewStep"]').nth(1).click()
    expect(decisions.nth(1)).to_have_class("review-decision current")
    found = serious(audit(tab.page))
    assert found == [], f"axe in the review:\n{describe(found)}"
    panel.locator('[data-action="closePanel"]').click()
    expect(panel).to_be_hidden()
    assert game.phase() == "hand-over"
    # After a reload the reviewed hand shows again at once: kept, not priced again.
    shown = [decisions.nth(i).locator("button").inner_text() for i in range(count)]
    assert game.reload() == "hand-over"
    page.locator('#result [data-action="review-hand"]').click()
    expect(decisions.first).to_be_visible(timeout=60_000)
    assert panel.locator('li[data-mark="pending"]').count() == 0
    assert [decisions.nth(i).get_attribute("data-mark") for i in range(count)] == marks
    assert [decisions.nth(i).locator("button").inner_text() for i in range(count)] == shown
    expect(panel.locator(".review-summary")).to_be_visible()
    # The score sheet offers the review of each finished hand: hand 1 is the one kept.
    panel.locator('[data-action="closePanel"]').click()
    page.locator('#result [data-action="openPanel"][data-panel="scoreSheet"]').click()
    row = page.locator('[data-panel="score-sheet"] [data-action="review-hand"][data-hand="1"]')
    expect(row).to_have_accessible_name(ROW[lang])
    row.click()
    expect(decisions.first).to_be_visible(timeout=60_000)
    assert panel.locator('li[data-mark="pending"]').count() == 0
    assert [decisions.nth(i).get_attribute("data-mark") for i in range(count)] == marks
