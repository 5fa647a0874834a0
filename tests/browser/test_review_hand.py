"""The hand review: from the hand summary, South's decisions priced one by one, each with its mark."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, expect

from axe_audit import audit, describe, serious
from browser_tab import OpenTab
from game_page import GamePage

# A machine shared with other work can take long to start Python.
BOOT_MS = 170_000
TITLES = {"de": "Analyse der Hand", "zh": "本局复盘"}
OPEN = {"de": "Diese Hand analysieren", "zh": "复盘这一局"}
ROW = {"de": "Hand 1 analysieren", "zh": "复盘第1局"}
AVERAGE = {"de": "im Schnitt", "zh": "平均"}
DEAL = {"de": "Wie gegeben, und die aufgedeckten Karten", "zh": "发牌时的牌和亮牌"}
TRICK = {"de": "Stich {n} von 13", "zh": "第{n}墩（共13墩）"}
# South's exposure of no card, in words (not a dash).
EXPOSED_NONE = {"de": "Aufdecken: nichts", "zh": "亮牌：无"}
# The chart's title (its table's caption) and the last row's name.
CHART = {"de": ("Dein erwartetes Ergebnis, Stich für Stich", "Ergebnis"), "zh": ("你的预期得分，逐墩变化", "结果")}
# The engine's requests for the review, as the page sends them to the worker.
COUNT_REVIEW_REQUESTS = """
window.__reviewRequests = 0;
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  if (message?.type === "request" && String(message.request).includes('"op":"review"')) window.__reviewRequests += 1;
  return post.call(this, message, ...rest);
};
"""
# As soon as the first decision is priced, the review is closed (its Close button); returns the requests sent by then.
CLOSE_ONCE_PRICED = """() => new Promise((resolve) => {
  const panel = document.querySelector('dialog[data-panel="review"]');
  const priced = () => panel.querySelector('li[data-mark]:not([data-mark="pending"])');
  const close = () => {
    panel.querySelector('[data-action="closePanel"]').click();
    resolve(window.__reviewRequests);
  };
  if (priced()) return close();
  const watch = new MutationObserver(() => priced() && (watch.disconnect(), close()));
  watch.observe(panel, { subtree: true, childList: true, attributes: true });
})"""
# A finger's sideways swipe over the review's table (pointer events, as a touch screen sends them).
SWIPE = """(board, dx) => {
  const box = board.getBoundingClientRect();
  const at = (x) => ({ bubbles: true, isPrimary: true, pointerId: 7, pointerType: "touch", clientX: x, clientY: box.top + 20 });
  const x = box.left + box.width / 2;
  board.dispatchEvent(new PointerEvent("pointerdown", at(x)));
  board.dispatchEvent(new PointerEvent("pointerup", at(x + dx)));
}"""


@pytest.mark.parametrize(("device", "lang"), [("phone", "de"), ("desktop", "zh")])
def test_review_a_finished_hand(open_tab: OpenTab, device: str, lang: str) -> None:
    tab = open_tab(device, bypass_csp=True)  # axe-core is injected below
    tab.page.add_init_script(COUNT_REVIEW_REQUESTS)
    game = GamePage(tab, lang=lang, touch=device == "phone")
    tab.open(f"/?seed=EXPHINT0&lang={lang}&speed=0&boot_timeout_ms={BOOT_MS}")
    tab.wait_for_python(BOOT_MS + 10_000)
    if device == "phone":
        tab.page.set_viewport_size({"width": 360, "height": 780})
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
    # Closing the review stops its pricing: after the step in flight, the engine is asked nothing more.
    asked = page.evaluate(CLOSE_ONCE_PRICED)
    expect(panel).to_be_hidden()
    page.wait_for_timeout(3_000)
    assert page.evaluate("window.__reviewRequests") == asked < 15, asked  # the outline and 14 decisions: not all asked
    button.click()
    expect(decisions.first).to_be_visible(timeout=60_000)
    count = decisions.count()
    assert count == 14  # the exposure and 13 plays
    # Priced one step at a time: no decision is left pending, then the summary line shows.
    expect(panel.locator('li[data-mark="pending"]')).to_have_count(0, timeout=120_000)
    expect(panel.locator(".review-summary")).to_be_visible()
    marks = [decisions.nth(i).get_attribute("data-mark") for i in range(count)]
    assert set(marks) <= {"good", "inaccuracy", "mistake", "blunder"}
    check_chart(panel, marks, lang)
    assert decisions.nth(0).locator("button").inner_text().startswith(EXPOSED_NONE[lang])
    # A marked decision's mark stands apart from what was played ("… ♠2 gespielt — Grober Fehler.").
    for i in range(count):
        if marks[i] != "good":
            assert decisions.nth(i).locator(".review-mark").inner_text().strip().startswith("— "), i
    # The table opens on the deal: the four hands as dealt, and the exposure decision with its verdict.
    heading = panel.locator("#review-at")
    board = panel.locator(".review-board")
    cards_held = board.locator(".review-suit > span")  # cards still held and not yet played in this trick
    expect(heading).to_have_text(DEAL[lang])
    expect(cards_held).to_have_count(52)
    expect(panel.locator(".review-decision.current")).to_have_count(1)
    expect(decisions.nth(0)).to_have_class("review-decision current")
    expect(panel.locator(".review-verdict")).to_be_visible()
    # Forward: the first trick, who led it and each card with its player, dimmed in the hands; its decision current.
    forward = panel.locator('.review-nav [data-action="reviewStep"][data-to="forward"]')
    forward.click()
    expect(heading).to_have_text(TRICK[lang].format(n=1))
    expect(decisions.nth(1)).to_have_class("review-decision current")
    expect(board.locator(".review-trick li")).to_have_count(4)
    expect(board.locator(".review-held del")).to_have_count(4)
    expect(cards_held).to_have_count(48)
    expect(board.locator(".review-took")).not_to_be_empty()
    live = panel.locator("[data-live]")
    expect(live).to_contain_text(TRICK[lang].format(n=1))  # said to a screen reader, in the dialog itself
    # The keys: the focus stays on Forward across the redraw; → ← End Home.
    assert page.evaluate("document.activeElement.dataset.to") == "forward"
    page.keyboard.press("ArrowRight")
    expect(heading).to_have_text(TRICK[lang].format(n=2))
    expect(cards_held).to_have_count(44)
    expect(live).to_contain_text(TRICK[lang].format(n=2))
    page.keyboard.press("End")
    expect(heading).to_have_text(TRICK[lang].format(n=13))
    expect(cards_held).to_have_count(0)
    expect(board.locator(".review-result")).to_be_visible()
    expect(decisions.nth(13)).to_have_class("review-decision current")
    page.keyboard.press("ArrowLeft")
    expect(heading).to_have_text(TRICK[lang].format(n=12))
    page.keyboard.press("Home")
    expect(heading).to_have_text(DEAL[lang])
    # The jump list, a decision of the list, and a swipe move the table too.
    panel.locator("select[data-review-jump]").select_option("7")
    expect(heading).to_have_text(TRICK[lang].format(n=7))
    expect(decisions.nth(7)).to_have_class("review-decision current")
    decisions.nth(10).locator("button").click()
    expect(heading).to_have_text(TRICK[lang].format(n=10))
    board.evaluate(SWIPE, -120)
    expect(heading).to_have_text(TRICK[lang].format(n=11))
    board.evaluate(SWIPE, 120)
    expect(heading).to_have_text(TRICK[lang].format(n=10))
    board.evaluate(SWIPE, 120)
    expect(heading).to_have_text(TRICK[lang].format(n=9))
    board.evaluate(SWIPE, 20)  # too short to be a swipe
    expect(heading).to_have_text(TRICK[lang].format(n=9))
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


def check_chart(panel: Locator, marks: list[str | None], lang: str) -> None:
    """The review's chart: an SVG hidden from screen readers, within the dialog's width, a dot on each
    marked decision; its table says each decision's expected result, then the hand's result."""
    title, end = CHART[lang]
    chart = panel.locator(".review-chart")
    drawing = chart.locator("svg")
    expect(drawing).to_be_visible()
    assert drawing.get_attribute("aria-hidden") == "true"
    box, frame = drawing.bounding_box(), panel.bounding_box()
    assert (
        box
        and frame
        and box["width"] > 200
        and box["x"] >= frame["x"]
        and box["x"] + box["width"] <= frame["x"] + frame["width"]
    )
    expect(chart.locator(".review-chart-line")).to_have_count(1)
    expect(chart.locator("circle[data-mark]")).to_have_count(sum(m not in (None, "good") for m in marks))
    table = chart.locator("table")
    expect(table.locator("caption")).to_have_text(title)
    rows = table.locator("tr")
    expect(rows).to_have_count(1 + len(marks) + 1)  # the heads, each decision, the result
    expect(rows.last.locator("th")).to_have_text(end)
    for i in range(1, rows.count()):
        assert (rows.nth(i).locator("td").first.text_content() or "").strip(), i  # every decision priced
