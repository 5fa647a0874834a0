"""A page opened on the test server, with a record of what it did.

Browser tests get one through the fixtures in tests/browser/conftest.py
(``tab``, ``phone_tab``, ``open_tab``), the measuring scripts make their own;
both drive ``tab.page`` with Playwright's sync API.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import BrowserContext, ConsoleMessage, Page, Request

# How long a test waits for Python to start in the page. Booting takes a few
# seconds on a 2-core machine; the page's own boot timeout is 30 s.
PYTHON_READY_TIMEOUT_MS = 60_000

# Warnings that come from the test harness, not the page: Playwright says this
# when a context blocks service workers (tests/browser/conftest.py does, but for the offline tests).
HARNESS_WARNINGS = ("Service Worker registration blocked by Playwright",)

# The page has started: the engine has the game on the table, or it failed.
READY_SELECTOR = '#app[data-ready="true"], #app[data-phase="error"]'

# Requests to these schemes never leave the browser.
LOCAL_SCHEMES = {"data", "blob", "about", "chrome", "chrome-extension", "devtools"}


@dataclass
class BrowserTab:
    """One page in its own browser context, watched from the moment it opens.

    - ``console_errors``: console.error messages and failed loads, page and workers.
    - ``console_warnings``: console.warn messages (and Chrome's own warnings, such
      as an animation keyframe it could not parse), page and workers.
    - ``page_errors``: uncaught exceptions on the page.
    - ``foreign_requests``: every request to a host other than the test server.
    """

    page: Page
    context: BrowserContext
    server_url: str
    console_errors: list[str] = field(default_factory=list)
    console_warnings: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    foreign_requests: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.context.on("console", self._on_console)
        self.context.on("request", self._on_request)
        self.page.on("pageerror", lambda error: self.page_errors.append(str(error)))

    def stop_watching(self) -> None:
        """Stops recording the context's console and requests (before the context serves another tab)."""
        self.context.remove_listener("console", self._on_console)
        self.context.remove_listener("request", self._on_request)

    def url(self, path: str = "/") -> str:
        """The test server's URL for ``path`` (which starts with "/")."""
        return self.server_url.rstrip("/") + path

    def preset_storage(self, items: Mapping[str, str], *, then: str = "") -> None:
        """Stores ``items`` in localStorage before the page's first start (not again on a reload).

        ``then``: script statements run once after the items are stored (filling the storage, say).
        """
        flag = json.dumps("preset:" + json.dumps(sorted(items)))
        self.page.add_init_script(
            f"if (!sessionStorage.getItem({flag})) {{\n"
            f"  sessionStorage.setItem({flag}, '1');\n"
            f"  for (const [key, text] of Object.entries({json.dumps(items)})) localStorage.setItem(key, text);\n"
            f"  {then}\n"
            "}\n"
        )

    def serve_package(self, body: bytes) -> None:
        """Answer the page's requests for the game package with ``body`` (a zip) instead.

        Routed in the context, not the page: a page that plays long enough stores a memory snapshot of
        that package, and a context so changed serves no other test (tests/browser/conftest.py).
        """
        self.context.route(
            "**/build/gongzhu.zip",
            lambda route: route.fulfill(status=200, body=body, content_type="application/zip"),
        )

    def open(self, path: str = "/") -> Page:
        """Navigate to ``path`` on the test server; returns the page."""
        self.page.goto(self.url(path))
        return self.page

    def phase(self) -> str | None:
        """The ``data-phase`` of the root element ``#app``."""
        return self.page.get_attribute("#app", "data-phase")

    def wait_for_python(self, timeout_ms: float = PYTHON_READY_TIMEOUT_MS, *, allow_error: bool = False) -> str:
        """Wait until the engine has the game on the table (or the page failed); returns the phase.

        A saved table may show before (``data-ready="false"``, drawn from
        storage): this waits for ``data-ready="true"``. A page that ends in the
        "error" phase fails the test, showing its error message, unless ``allow_error``.
        """
        self.page.wait_for_selector(READY_SELECTOR, state="attached", timeout=timeout_ms)
        phase = self.phase()
        assert phase is not None
        if phase == "error" and not allow_error:
            message = self.page.inner_text("#error-message")
            raise AssertionError(f"the page did not start: {message}")
        return phase

    def call(self, request: dict[str, Any]) -> Any:
        """Send ``request`` to ``gongzhu.webapi.handle`` inside the page's worker."""
        return self.page.evaluate("(request) => gongzhu.python.call(request)", request)

    def assert_clean(self, *, expected_warnings: tuple[str, ...] = ()) -> None:
        """No console error or warning, no uncaught exception, no request to another host.

        ``expected_warnings``: parts of the warnings a test provokes on purpose
        (a corrupt save, a full storage, a bad link); every other warning still
        fails the test.
        """
        assert self.console_errors == [], f"console errors: {self.console_errors}"
        unexpected = [w for w in self.console_warnings if not any(part in w for part in expected_warnings)]
        assert unexpected == [], f"console warnings: {unexpected}"
        assert self.page_errors == [], f"uncaught exceptions: {self.page_errors}"
        assert self.foreign_requests == [], f"requests to other hosts: {self.foreign_requests}"

    def _on_console(self, message: ConsoleMessage) -> None:
        if message.type not in ("error", "warning"):
            return
        if message.type == "warning" and message.text in HARNESS_WARNINGS:
            return
        where = message.location.get("url", "") if message.location else ""
        text = f"{message.text} ({where})" if where else message.text
        (self.console_errors if message.type == "error" else self.console_warnings).append(text)

    def _on_request(self, request: Request) -> None:
        url = urlsplit(request.url)
        if url.scheme in LOCAL_SCHEMES:
            return
        if url.netloc != urlsplit(self.server_url).netloc:
            self.foreign_requests.append(request.url)


# The type of the ``open_tab`` fixture: open_tab(device="desktop", **context_options).
OpenTab = Callable[..., BrowserTab]
