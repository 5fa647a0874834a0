"""Fixtures for the browser tests (Playwright, sync API).

- ``server_url``   (session) web/ served by scripts/serve.py on a free port,
                   after scripts/build.py has refreshed web/build/.
- ``browser``      (session) Chromium from $GONGZHU_CHROMIUM (set by
                   scripts/test), else ``chromium`` on PATH, else Playwright's
                   own download (scripts/browser.py).
- ``snapshot_seeder`` (session) puts the memory snapshot the page stores
                   on a first visit (web/js/engine/snapshot.js) into a new context:
                   taken from one page once per run (the first worker to
                   ask takes it), the same cache, key (on the worker's own
                   origin), headers and bytes (scripts/stored_snapshot.py).
- ``open_tab``     factory: ``open_tab("desktop")`` or ``open_tab("phone")``
                   (Pixel 7 emulation), extra keyword arguments go to
                   ``browser.new_context``; returns a watched BrowserTab.
                   Each tab has a context of its own whose Cache Storage
                   already holds that snapshot, exactly as the page stored
                   it, so Python starts from it (about 1 s instead of 3 s, and
                   no snapshot is made again). Contexts serve one test after
                   another, cleared in between (``ContextPool``). Tests
                   marked ``first_visit`` (the boot, snapshot and offline
                   tests) get a profile with nothing stored. The service worker is blocked unless a
                   test passes ``service_workers="allow"`` (test_offline.py
                   does): no background caching, and a test's routes see
                   every request.
- ``tab``          a desktop BrowserTab; ``phone_tab`` a Pixel 7 one.

A test opens the page with ``tab.open("/?seed=ABC123")``, waits with
``tab.wait_for_python()``, and usually ends with ``tab.assert_clean()``.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Playwright, sync_playwright
from playwright.sync_api import Error as PlaywrightError

# What the tests share with the measuring scripts lives in scripts/ (browser.py,
# browser_tab.py, game_page.py, stored_snapshot.py); the test modules import those by name.
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from browser import CHROMIUM_ARGS, BuildFailed, chromium_path, context_options, served_web
from browser_tab import BrowserTab, OpenTab
from game_page import GamePage
from stored_snapshot import (
    SAME_ORIGIN_PAGE,
    SNAPSHOT_PREFIX,
    StoredSnapshot,
    read_snapshot,
    seed_snapshot,
    serve_snapshot,
    shared_snapshot,
    wait_stored,
)

# Stores the page's memory snapshot in a new context, before its first page.
SeedSnapshot = Callable[[BrowserContext], None]

# The page's start-up limits for the one start that takes the snapshot, and the one that checks it.
SLOW_START_MS = 120_000

HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Everything under tests/browser is marked ``browser``: ``-m "not browser"`` runs the rest."""
    for item in items:
        if item.path.is_relative_to(HERE):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def server_url() -> Iterator[str]:
    """Base URL (``http://127.0.0.1:PORT``) of web/, freshly built, served in a thread."""
    try:
        with served_web() as url:
            yield url
    except BuildFailed as error:
        pytest.fail(str(error))


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as instance:
        yield instance


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    launched = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
    try:
        yield launched
    finally:
        launched.close()


def tab_options(playwright: Playwright, device: str, **overrides: Any) -> dict[str, Any]:
    """The context options of a test's tab: the device's, the service worker blocked, then ``overrides``."""
    return {"service_workers": "block", **context_options(playwright, device), **overrides}


@contextmanager
def _desktop_tab(
    playwright: Playwright, browser: Browser, server_url: str, seed: SeedSnapshot | None = None
) -> Iterator[BrowserTab]:
    """A desktop tab in a context of its own (seeded with ``seed`` first), closed afterwards."""
    context = browser.new_context(**tab_options(playwright, "desktop"))
    try:
        if seed is not None:
            seed(context)
        yield BrowserTab(page=context.new_page(), context=context, server_url=server_url)
    finally:
        context.close()


@pytest.fixture(scope="session")
def snapshot_seeder(
    playwright: Playwright, browser: Browser, server_url: str, tmp_path_factory: pytest.TempPathFactory, worker_id: str
) -> Iterator[SeedSnapshot]:
    """Puts the memory snapshot a first visit stores into a new context.

    It is taken once per run: by the first worker (pytest-xdist) to ask, which
    leaves it in the run's temporary directory for the others.
    """

    def take() -> StoredSnapshot:
        with _desktop_tab(playwright, browser, server_url) as tab:
            # Every browser test waits on this one start: give a busy machine time.
            tab.open(f"/?speed=0&boot_timeout_ms={SLOW_START_MS}")
            tab.wait_for_python(timeout_ms=SLOW_START_MS)
            wait_stored(tab)
            tab.assert_clean()
            return read_snapshot(tab)

    # Each worker's base directory is one of the run's; without workers, the run's own.
    shared = tmp_path_factory.getbasetemp() if worker_id == "master" else tmp_path_factory.getbasetemp().parent
    snapshot = shared_snapshot(shared, take)
    with serve_snapshot(snapshot) as source:

        def seed(context: BrowserContext) -> None:
            seed_snapshot(context, server_url, snapshot, source)

        assert_seeded_start(playwright, browser, server_url, seed)
        yield seed


def assert_seeded_start(playwright: Playwright, browser: Browser, server_url: str, seed: SeedSnapshot) -> None:
    """A page in a seeded context starts from the snapshot: else every test would quietly start the slow way."""
    with _desktop_tab(playwright, browser, server_url, seed) as tab:
        # However slow the machine: this is about whether the entry is used, not how fast.
        tab.open(f"/?speed=0&boot_timeout_ms={SLOW_START_MS}&snapshot_timeout_ms={SLOW_START_MS}")
        tab.wait_for_python(timeout_ms=SLOW_START_MS)
        assert tab.page.evaluate("async () => (await gongzhu.python.ready).boot") == "snapshot"
        tab.assert_clean()


# Clears what a test left in a context's storage on the page's origin, but the
# memory snapshot; true if that is still stored (a test may have discarded it).
CLEAR_STORAGE = """async (prefix) => {
  localStorage.clear();
  sessionStorage.clear();
  for (const { name } of await indexedDB.databases()) {
    await new Promise((resolve, reject) => {
      const deleting = indexedDB.deleteDatabase(name);
      deleting.onsuccess = deleting.onblocked = resolve; // blocked: its pages are closed, it goes
      deleting.onerror = () => reject(deleting.error);
    });
  }
  let snapshot = false;
  for (const name of await caches.keys()) {
    if (name.startsWith(prefix)) snapshot = true;
    else await caches.delete(name);
  }
  return snapshot;
}"""

# What a test may change in a context beyond its storage and pages: a context so
# changed is closed after the test instead of serving the next one.
CONTEXT_CHANGES = (
    "add_init_script",
    "expose_binding",
    "expose_function",
    "grant_permissions",
    "new_cdp_session",
    "route",
    "route_from_har",
    "route_web_socket",
    "set_extra_http_headers",
    "set_geolocation",
    "set_offline",
)


class ContextPool:
    """Seeded contexts that serve one test after another, per set of context options.

    A new context costs the 31 MB snapshot put into its Cache Storage and a cold
    HTTP cache; a context given back has its pages closed and its storage
    cleared (but the snapshot), so the next test starts as on a repeat visit to
    a cleared page. A context a test changed otherwise is closed instead.
    """

    def __init__(self, browser: Browser, server_url: str, seed: SeedSnapshot) -> None:
        self.browser = browser
        self.server_url = server_url
        self.seed = seed
        self.idle: dict[str, list[BrowserContext]] = {}
        self.changed: set[int] = set()

    def take(self, options: dict[str, Any]) -> BrowserContext:
        """A seeded context with ``options``, unused by any other test now."""
        free = self.idle.setdefault(self._key(options), [])
        if free:
            return free.pop()
        context = self.new(options)
        self._watch_changes(context)
        return context

    def new(self, options: dict[str, Any]) -> BrowserContext:
        """A new seeded context with ``options``, not to be given back (the caller closes it)."""
        context = self.browser.new_context(**options)
        self.seed(context)
        return context

    def give_back(self, options: dict[str, Any], context: BrowserContext) -> None:
        """After the test: the context, cleared, serves the next test with ``options`` (or is closed)."""
        if id(context) in self.changed or not self._clear(context):
            self.changed.discard(id(context))
            context.close()
            return
        self.idle.setdefault(self._key(options), []).append(context)

    def close(self) -> None:
        for contexts in self.idle.values():
            for context in contexts:
                context.close()
        self.idle.clear()

    def _clear(self, context: BrowserContext) -> bool:
        """Closes the context's pages and clears its storage but the snapshot; False if the snapshot is gone.

        The clearing is done in the test's first page, which leaves the game for
        a small page of the same origin (three times quicker than closing it and
        opening another); the page is closed after.
        """
        pages = context.pages
        for extra in pages[1:]:
            extra.close()
        page = pages[0] if pages else context.new_page()
        try:
            context.clear_cookies()
            context.clear_permissions()
            page.goto(self.server_url + SAME_ORIGIN_PAGE)
            cleared: bool = page.evaluate(CLEAR_STORAGE, SNAPSHOT_PREFIX)
            return cleared
        except PlaywrightError:
            return False  # a page that cannot leave (crashed, say): the context is closed instead
        finally:
            page.close()

    def _watch_changes(self, context: BrowserContext) -> None:
        for name in CONTEXT_CHANGES:
            method = getattr(context, name)

            def changed(*args: Any, _method: Any = method, **kwargs: Any) -> Any:
                self.changed.add(id(context))
                return _method(*args, **kwargs)

            setattr(context, name, changed)

    @staticmethod
    def _key(options: dict[str, Any]) -> str:
        return json.dumps(options, sort_keys=True, default=str)


@pytest.fixture(scope="session")
def context_pool(browser: Browser, server_url: str, snapshot_seeder: SeedSnapshot) -> Iterator[ContextPool]:
    pool = ContextPool(browser, server_url, snapshot_seeder)
    yield pool
    pool.close()


@pytest.fixture
def open_tab(
    request: pytest.FixtureRequest, playwright: Playwright, browser: Browser, server_url: str
) -> Iterator[OpenTab]:
    """Factory of watched tabs, each in a context of its own, with the snapshot stored.

    The context is new to this test, or one an earlier test used and gave back
    cleared (ContextPool): no storage is shared. A context that allows the
    service worker is always new. A test marked ``first_visit`` gets new
    contexts with nothing stored.
    """
    first_visit = request.node.get_closest_marker("first_visit") is not None
    pool: ContextPool | None = None if first_visit else request.getfixturevalue("context_pool")
    fresh: list[BrowserContext] = []
    pooled: list[tuple[dict[str, Any], BrowserContext]] = []
    tabs: list[BrowserTab] = []

    def open_(device: str = "desktop", **overrides: Any) -> BrowserTab:
        options = tab_options(playwright, device, **overrides)
        if pool is None:
            context = browser.new_context(**options)
            fresh.append(context)
        elif options["service_workers"] != "block":
            # A service worker would outlast the clearing: its context serves this test only.
            context = pool.new(options)
            fresh.append(context)
        else:
            context = pool.take(options)
            pooled.append((options, context))
        tab = BrowserTab(page=context.new_page(), context=context, server_url=server_url)
        tabs.append(tab)
        return tab

    yield open_
    for tab in tabs:
        tab.stop_watching()
    for context in fresh:
        context.close()
    for options, context in pooled:
        assert pool is not None
        pool.give_back(options, context)


@pytest.fixture
def tab(open_tab: OpenTab) -> BrowserTab:
    return open_tab("desktop")


@pytest.fixture
def phone_tab(open_tab: OpenTab) -> BrowserTab:
    return open_tab("phone")


@pytest.fixture(params=[("phone", "en"), ("desktop", "de")], ids=["phone-en", "desktop-de"])
def device_game(request: pytest.FixtureRequest, open_tab: OpenTab) -> GamePage:
    """The game page twice: on a phone in English, tapped, and on a desktop in German, clicked."""
    device, lang = request.param
    return GamePage(open_tab(device), lang=lang, touch=device == "phone")
