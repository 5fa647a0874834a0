"""Headless Chromium on the served page, shared by the browser tests and the measuring scripts.

- ``CHROMIUM_ARGS``: the one set of Chromium flags (no sandbox, no GPU, no
  background traffic, no host but the loopback test server).
- ``chromium_path()``: ``$GONGZHU_CHROMIUM``, else ``chromium`` on PATH, else
  None (Playwright's own download).
- ``served_web()``: builds web/build/ and serves web/ on a free loopback port,
  in a thread, for the length of a ``with`` block; yields the base URL.
- ``package_with_prelude(op, code)``: the built game package whose ``handle``
  first runs ``code`` when asked for ``op`` (a slow or crashing engine, for tests).
- ``context_options(playwright, "desktop" | "phone" | device name)``: the
  ``browser.new_context`` options for one of the devices the page is tested on.

Scripts in this directory import it by name; the browser tests put this
directory on ``sys.path`` (tests/browser/conftest.py).
"""

from __future__ import annotations

import contextlib
import fcntl
import io
import os
import shutil
import threading
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from playwright.sync_api import Playwright

import build
import serve

ROOT = Path(__file__).resolve().parent.parent

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


class BuildFailed(Exception):
    pass


def chromium_path() -> str | None:
    """The Chromium to drive: $GONGZHU_CHROMIUM, else one on PATH, else None (Playwright's own)."""
    return os.environ.get("GONGZHU_CHROMIUM") or shutil.which("chromium") or None


def build_web() -> None:
    """Refresh web/build/ (scripts/build.py), one process at a time: parallel test workers share it."""
    out = ROOT / "web" / "build"
    out.mkdir(parents=True, exist_ok=True)
    with (out / ".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if build.main([]) != 0:
            raise BuildFailed("scripts/build.py failed (run ./scripts/test, which installs node_modules)")


@contextlib.contextmanager
def served_web() -> Iterator[str]:
    """Base URL (``http://127.0.0.1:PORT``, no trailing slash) of web/, freshly built, served in a thread."""
    build_web()
    server = serve.make_server(ROOT / "web", port=0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, name="web-server", daemon=True)
    thread.start()
    try:
        yield serve.server_url(server).rstrip("/")
    finally:
        server.shutdown()
        server.server_close()


def package_with_prelude(op: str, code: str) -> bytes:
    """web/build/gongzhu.zip, whose ``webapi.handle`` first runs ``code`` (lines of Python) for ``op``.

    The zip holds bytecode; the changed module goes in as source beside its .pyc,
    and Python imports a source before the bytecode of the same name.
    """
    body = "".join(f"        {line}\n" for line in code.splitlines())
    wrapper = (
        "\n\n_handle = handle\n\n\ndef handle(request):\n"
        f'    if request.startswith(\'{{"op":"{op}"\'):\n{body}'
        "    return _handle(request)\n"
    )
    out = io.BytesIO()
    with (
        zipfile.ZipFile(ROOT / "web" / "build" / "gongzhu.zip") as source,
        zipfile.ZipFile(out, "w") as target,
    ):
        for item in source.infolist():
            target.writestr(item, source.read(item))
        webapi = (ROOT / "gongzhu" / "webapi.py").read_text(encoding="utf-8")
        target.writestr("gongzhu/webapi.py", webapi + wrapper)
    return out.getvalue()


def context_options(playwright: Playwright, device: str) -> dict[str, Any]:
    """``browser.new_context`` options for "desktop", "phone" (a Pixel 7) or a Playwright device name."""
    if device == "desktop":
        return dict(DESKTOP)
    name = PHONE_DEVICE if device == "phone" else device
    options = dict(playwright.devices[name])
    options.pop("default_browser_type", None)
    return options
