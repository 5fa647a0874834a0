"""The page boots Python in a worker and deals the same cards as CPython.

Tests marked ``first_visit`` start with nothing stored: Python starts the
normal way (and every failed start is one). The others start from the stored
memory snapshot, as a repeat visit does.
"""

from __future__ import annotations

import io
import json
import re
import zipfile
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from gongzhu import webapi
from playwright.sync_api import Route, expect

from browser_tab import PYTHON_READY_TIMEOUT_MS, BrowserTab, OpenTab

ROOT = Path(__file__).resolve().parents[2]


def cpython_view(seed: str) -> dict[str, Any]:
    """What the engine, run by CPython here, shows South for a new game."""
    reply = json.loads(webapi.handle(json.dumps({"op": "new_game", "seed": seed})))
    assert reply["ok"], reply
    view: dict[str, Any] = reply["view"]
    return view


def hand_on_page(tab: BrowserTab) -> list[str]:
    cards: list[str] = tab.page.eval_on_selector_all(
        "#hand [data-card]", "buttons => buttons.map((b) => b.dataset.card)"
    )
    return cards


@pytest.mark.parametrize(
    ("seed", "device"),
    [
        pytest.param("ABC123", "desktop", marks=pytest.mark.first_visit, id="ABC123-desktop-first-visit"),
        ("PIG-2024", "phone"),
        ("Z", "desktop"),
    ],
)
def test_hand_matches_cpython(open_tab: OpenTab, seed: str, device: str) -> None:
    tab = open_tab(device)
    requested: list[str] = []
    tab.context.on("request", lambda request: requested.append(urlsplit(request.url).path))
    tab.open(f"/?seed={seed}")
    phase = tab.wait_for_python()
    # The page and its worker each load one bundled script (scripts/build.py), none of the modules it is made of.
    assert {"/build/page.js", "/build/worker.js"} <= set(requested)
    assert [path for path in requested if path.startswith("/js/")] == []

    expected = cpython_view(seed)
    assert phase == expected["phase"]
    assert phase in {"expose", "play"}
    assert hand_on_page(tab) == expected["hand"]
    assert len(expected["hand"]) == 13
    expect(tab.page.locator("#error")).to_be_hidden()
    tab.assert_clean()


def test_without_a_seed_a_random_code_is_dealt(tab: BrowserTab) -> None:
    tab.open("/")
    tab.wait_for_python()

    code = tab.page.evaluate("() => gongzhu.state.view.code")
    assert re.fullmatch(r"[A-Z0-9]{6}", code), code
    assert hand_on_page(tab) == cpython_view(code)["hand"]
    tab.assert_clean()


def test_the_seed_leaves_the_address_once_the_game_starts(tab: BrowserTab) -> None:
    tab.open("/?seed=ABC123")
    tab.wait_for_python()

    tab.page.wait_for_function("() => !location.search.includes('seed=')")
    assert tab.page.evaluate("() => gongzhu.state.view.code") == "ABC123"
    tab.assert_clean()


@pytest.mark.first_visit
def test_worker_answers_requests_after_boot(tab: BrowserTab) -> None:
    tab.open("/?seed=ABC123")
    tab.wait_for_python()

    replies = [tab.call({"op": "new_game", "seed": seed}) for seed in ("A1", "B2")]
    assert [reply["view"]["hand"] for reply in replies] == [
        cpython_view("A1")["hand"],
        cpython_view("B2")["hand"],
    ]
    tab.assert_clean()


# Failed boots: each must end in data-phase="error" with a visible message.

BOOT_TIMEOUT_MS = 4_000
ERROR_WAIT_MS = BOOT_TIMEOUT_MS + 10_000


def expect_boot_error(tab: BrowserTab, message: str | re.Pattern[str], timeout_ms: float = ERROR_WAIT_MS) -> None:
    assert tab.wait_for_python(timeout_ms=timeout_ms, allow_error=True) == "error"
    expect(tab.page.locator("#error")).to_be_visible()
    expect(tab.page.locator("#error-message")).to_contain_text(message)
    expect(tab.page.locator("#hand [data-card]")).to_have_count(0)
    assert tab.foreign_requests == []
    assert tab.page_errors == []


@pytest.mark.first_visit
def test_runtime_download_failure_shows_error(tab: BrowserTab) -> None:
    tab.page.route("**/pyodide.asm.wasm", lambda route: route.abort())
    tab.open("/?seed=ABC123&boot_timeout_ms=30000")  # must fail before any timeout
    expect_boot_error(tab, "Loading the Python runtime failed")
    expect(tab.page.locator("#error-message")).to_contain_text("Failed to fetch")


@pytest.mark.first_visit
def test_wasm_with_wrong_mime_type_shows_error(tab: BrowserTab) -> None:
    wasm = (ROOT / "web" / "build" / "pyodide" / "pyodide.asm.wasm").read_bytes()
    tab.page.route(
        "**/pyodide.asm.wasm",
        lambda route: route.fulfill(status=200, body=wasm, content_type="application/octet-stream"),
    )
    tab.open("/?seed=ABC123&boot_timeout_ms=30000")  # must fail before any timeout
    expect_boot_error(tab, 'pyodide.asm.wasm is served as "application/octet-stream"')


@pytest.mark.first_visit
def test_boot_timeout_shows_error(tab: BrowserTab) -> None:
    stalled: list[Route] = []
    tab.page.route("**/python_stdlib.zip", lambda route: stalled.append(route))  # never answered
    tab.open(f"/?seed=ABC123&boot_timeout_ms={BOOT_TIMEOUT_MS}")
    expect_boot_error(tab, "Python did not start within 4 s")
    assert stalled, "the stalled request was never made"


@pytest.mark.first_visit
def test_missing_package_shows_error(tab: BrowserTab) -> None:
    tab.page.route("**/build/gongzhu.zip", lambda route: route.fulfill(status=404, body="gone"))
    tab.open(f"/?seed=ABC123&boot_timeout_ms={BOOT_TIMEOUT_MS}")
    expect_boot_error(tab, "Downloading the game package failed")


def broken_package() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("gongzhu/__init__.py", "")
        archive.writestr("gongzhu/webapi.py", "raise RuntimeError('broken on purpose')\n")
    return buffer.getvalue()


@pytest.mark.first_visit
def test_python_exception_on_import_shows_error(tab: BrowserTab) -> None:
    tab.serve_package(broken_package())
    tab.open("/?seed=ABC123")  # Python itself starts, so allow a whole boot
    expect_boot_error(tab, "RuntimeError: broken on purpose", timeout_ms=PYTHON_READY_TIMEOUT_MS)
