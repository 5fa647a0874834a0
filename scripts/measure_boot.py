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
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

from browser import CHROMIUM_ARGS, BuildFailed, chromium_path, served_web

ROOT = Path(__file__).resolve().parent.parent
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
    parser.add_argument("--chromium", default=chromium_path())
    args = parser.parse_args()

    try:
        with served_web() as base:
            runtime = ROOT / "web" / "build" / "pyodide"
            archive = ROOT / "web" / "build" / "gongzhu.zip"
            print(f"Pyodide runtime copied to web/build/pyodide: {directory_size(runtime) / 1e6:.1f} MB")
            for file in sorted(runtime.iterdir()):
                print(f"  {file.name:22} {file.stat().st_size / 1e6:7.2f} MB")
            print(f"gongzhu.zip: {archive.stat().st_size / 1e3:.1f} kB")
            measure(base + "/?seed=ABC123", args.chromium, args.warm_runs)
    except BuildFailed as error:
        print(error, file=sys.stderr)
        return 1
    return 0


def measure(url: str, chromium: str | None, warm_runs: int) -> None:
    print(f"\nms since navigation start ({chromium or 'Playwright Chromium'}):")
    print(f"  {'load':6}" + "".join(f"{mark:>14}" for mark in MARKS))
    with tempfile.TemporaryDirectory() as profile, sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=chromium, args=CHROMIUM_ARGS, headless=True
        )
        for run in range(1 + warm_runs):
            page = context.new_page()
            times = load_once(page, url)
            page.close()
            label = "cold" if run == 0 else f"warm{run}"
            print(f"  {label:6}" + "".join(f"{times[mark]:14.0f}" for mark in MARKS))
        context.close()


if __name__ == "__main__":
    sys.exit(main())
