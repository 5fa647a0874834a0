"""The pool of seeded contexts (tests/browser/conftest.py): a context given back is cleared, or closed."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import BrowserContext, Playwright

from browser_tab import BrowserTab
from stored_snapshot import SAME_ORIGIN_PAGE, SNAPSHOT_PREFIX

from .conftest import ContextPool, tab_options

# Leaves something in every kind of storage the page's origin has; the snapshot caches stay as they are.
LEAVE_TRACES = """async () => {
  localStorage.setItem("left", "1");
  sessionStorage.setItem("left", "1");
  await (await caches.open("gongzhu-page-test")).put("left", new Response("1"));
  await new Promise((resolve, reject) => {
    const opened = indexedDB.open("left");
    opened.onsuccess = () => { opened.result.close(); resolve(); };
    opened.onerror = () => reject(opened.error);
  });
}"""
TRACES = f"""async () => ({{
  local: localStorage.length,
  caches: (await caches.keys()).filter((name) => !name.startsWith("{SNAPSHOT_PREFIX}")),
  snapshots: (await caches.keys()).filter((name) => name.startsWith("{SNAPSHOT_PREFIX}")).length,
  databases: (await indexedDB.databases()).map((database) => database.name),
}})"""


def traces(context: BrowserContext, server_url: str) -> dict[str, Any]:
    page = context.new_page()
    page.goto(server_url + SAME_ORIGIN_PAGE)
    found: dict[str, Any] = page.evaluate(TRACES)
    page.close()
    return found


def test_a_context_given_back_is_cleared_but_keeps_the_snapshot(
    playwright: Playwright, context_pool: ContextPool, server_url: str
) -> None:
    options = tab_options(playwright, "desktop", locale="eo")
    context = context_pool.take(options)
    assert traces(context, server_url) == {"local": 0, "caches": [], "snapshots": 1, "databases": []}
    page = context.new_page()
    page.goto(server_url + SAME_ORIGIN_PAGE)
    page.evaluate(LEAVE_TRACES)
    assert traces(context, server_url)["local"] == 1
    context_pool.give_back(options, context)

    again = context_pool.take(options)
    assert again is context
    assert again.pages == []
    assert traces(again, server_url) == {"local": 0, "caches": [], "snapshots": 1, "databases": []}

    # Given back with the game still running in two tabs: both close, and what the game stored goes.
    games = [BrowserTab(page=again.new_page(), context=again, server_url=server_url) for _ in range(2)]
    for game in games:
        game.open("/?seed=POOL1&speed=0")
        game.wait_for_python()
    assert games[0].page.evaluate("async () => (await gongzhu.python.ready).boot") == "snapshot"
    assert traces(again, server_url)["local"] > 0
    context_pool.give_back(options, again)
    assert all(game.page.is_closed() for game in games)

    third = context_pool.take(options)
    assert third is context
    assert third.pages == []
    assert traces(third, server_url) == {"local": 0, "caches": [], "snapshots": 1, "databases": []}
    context_pool.give_back(options, third)


def test_a_context_a_test_changed_or_left_without_its_snapshot_is_closed(
    playwright: Playwright, context_pool: ContextPool, server_url: str
) -> None:
    options = tab_options(playwright, "desktop", locale="tlh")
    changed = context_pool.take(options)
    changed.set_extra_http_headers({"X-Test": "1"})
    context_pool.give_back(options, changed)
    unseeded = context_pool.take(options)
    assert unseeded is not changed

    page = unseeded.new_page()
    page.goto(server_url + SAME_ORIGIN_PAGE)
    page.evaluate("async () => { for (const name of await caches.keys()) await caches.delete(name); }")
    context_pool.give_back(options, unseeded)
    fresh = context_pool.take(options)
    assert fresh is not unseeded
    assert traces(fresh, server_url)["snapshots"] == 1
    context_pool.give_back(options, fresh)
