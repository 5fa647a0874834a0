#!/usr/bin/env python3
"""Measure how long the page takes to start Python, cold and warm.

Builds web/build/, serves web/ on a free loopback port and opens the page in
headless Chromium with a fresh profile: the first load is cold (empty HTTP and
code caches), the following loads reuse that profile's caches (warm). Prints,
per load, the times since navigation start at which the worker reported
progress, Python was ready and South's hand was drawn, plus the download sizes.

Run with the test venv (it needs Playwright):
    .venv/bin/python scripts/measure_boot.py [--warm-runs N] [--chromium PATH]
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))

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
]
MARKS = ("boot-runtime", "boot-package", "boot-import", "python-ready", "hand-drawn")


def load_once(page: Page, url: str) -> dict[str, float]:
    """Open ``url``, wait for the hand; milliseconds since navigation start per mark."""
    page.goto(url)
    page.wait_for_selector('#app:not([data-phase="loading"])', state="attached", timeout=120_000)
    phase = page.get_attribute("#app", "data-phase")
    if phase == "error":
        raise SystemExit(f"boot failed: {page.inner_text('#error-message')}")
    times: dict[str, float] = page.evaluate(
        """(names) => Object.fromEntries(names.map((name) => [
            name, performance.getEntriesByName(`gongzhu:${name}`)[0]?.startTime ?? NaN]))""",
        list(MARKS),
    )
    return times


def directory_size(path: Path) -> int:
    return sum(file.stat().st_size for file in path.rglob("*") if file.is_file())


def main() -> int:
    parser = argparse.ArgumentParser(description="Measure cold and warm boot of the page.")
    parser.add_argument("--warm-runs", type=int, default=3)
    parser.add_argument("--chromium", default=os.environ.get("GONGZHU_CHROMIUM") or shutil.which("chromium"))
    args = parser.parse_args()

    if build.main([]) != 0:
        return 1
    runtime = ROOT / "web" / "build" / "pyodide"
    archive = ROOT / "web" / "build" / "gongzhu.zip"
    print(f"Pyodide runtime copied to web/build/pyodide: {directory_size(runtime) / 1e6:.1f} MB")
    for file in sorted(runtime.iterdir()):
        print(f"  {file.name:22} {file.stat().st_size / 1e6:7.2f} MB")
    print(f"gongzhu.zip: {archive.stat().st_size / 1e3:.1f} kB")

    server = serve.make_server(ROOT / "web", port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = serve.server_url(server) + "?seed=ABC123"

    print(f"\nms since navigation start ({args.chromium or 'Playwright Chromium'}):")
    print(f"  {'load':6}" + "".join(f"{mark:>14}" for mark in MARKS))
    with tempfile.TemporaryDirectory() as profile, sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=args.chromium, args=CHROMIUM_ARGS, headless=True
        )
        for run in range(1 + args.warm_runs):
            page = context.new_page()
            times = load_once(page, url)
            page.close()
            label = "cold" if run == 0 else f"warm{run}"
            print(f"  {label:6}" + "".join(f"{times[mark]:14.0f}" for mark in MARKS))
        context.close()
    server.shutdown()
    server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
