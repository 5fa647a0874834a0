"""Fixtures for the browser tests (Playwright, sync API).

- ``server_url``   (session) web/ served by scripts/serve.py on a free port,
                   after scripts/build.py has refreshed web/build/.
- ``browser``      (session) Chromium from $GONGZHU_CHROMIUM (set by
                   scripts/test), else Playwright's own download.
- ``open_tab``     factory: ``open_tab("desktop")`` or ``open_tab("phone")``
                   (Pixel 7 emulation), extra keyword arguments go to
                   ``browser.new_context``; returns a watched BrowserTab.
- ``tab``          a desktop BrowserTab; ``phone_tab`` a Pixel 7 one.

A test opens the page with ``tab.open("/?seed=ABC123")``, waits with
``tab.wait_for_python()``, and usually ends with ``tab.assert_clean()``.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Playwright, sync_playwright

# The test modules here import browser_tab by name, whatever pytest's import mode.
sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser_tab import BrowserTab, OpenTab

ROOT = Path(__file__).resolve().parents[2]

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    # Any name other than the loopback test server fails at once: a stray
    # request to another host can neither leave the machine nor hang a test.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
]

DESKTOP: dict[str, Any] = {"viewport": {"width": 1280, "height": 800}, "device_scale_factor": 1}
PHONE_DEVICE = "Pixel 7"


def _load_script(name: str) -> ModuleType:
    """Import scripts/<name>.py, which is not a package."""
    path = ROOT / "scripts" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"gongzhu_scripts_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def server_url() -> Iterator[str]:
    """Base URL (``http://127.0.0.1:PORT``) of web/, freshly built, served in a thread."""
    build = _load_script("build")
    if build.main([]) != 0:
        pytest.fail("scripts/build.py failed (run ./scripts/test, which installs node_modules)")
    serve = _load_script("serve")
    server = serve.make_server(ROOT / "web", port=0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, name="web-server", daemon=True)
    thread.start()
    try:
        yield str(serve.server_url(server)).rstrip("/")
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as instance:
        yield instance


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    executable = os.environ.get("GONGZHU_CHROMIUM") or None
    launched = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
    try:
        yield launched
    finally:
        launched.close()


def context_options(playwright: Playwright, device: str) -> dict[str, Any]:
    """``browser.new_context`` options for "desktop", "phone" or a Playwright device name."""
    if device == "desktop":
        return dict(DESKTOP)
    name = PHONE_DEVICE if device == "phone" else device
    options = dict(playwright.devices[name])
    options.pop("default_browser_type", None)
    return options


@pytest.fixture
def open_tab(playwright: Playwright, browser: Browser, server_url: str) -> Iterator[OpenTab]:
    """Factory of watched tabs, each in a fresh context (no shared cache or storage)."""
    contexts: list[BrowserContext] = []

    def open_(device: str = "desktop", **overrides: Any) -> BrowserTab:
        context = browser.new_context(**{**context_options(playwright, device), **overrides})
        contexts.append(context)
        return BrowserTab(page=context.new_page(), context=context, server_url=server_url)

    yield open_
    for context in contexts:
        context.close()


@pytest.fixture
def tab(open_tab: OpenTab) -> BrowserTab:
    return open_tab("desktop")


@pytest.fixture
def phone_tab(open_tab: OpenTab) -> BrowserTab:
    return open_tab("phone")
