#!/usr/bin/env python3
"""Measure what offline play costs and saves: bytes over the wire, offline start, an update.

Builds web/build/, copies web/ to a temporary directory and serves that copy
through scripts/serve.py's handler, counting every byte the server writes
(headers and bodies). Then, in headless Chromium with one fresh profile:

1. first visit: the page until South's hand is drawn, then the service worker
   storing the build (it starts once the game is up and the browser is idle);
2. repeat visit: a new tab on the same profile;
3. offline reload: the network cut, the page reloaded, time until the hand is drawn;
4. update: a page file changed and the copy built again; the page reloaded
   (old build), time until "Update available" shows, then Reload, and the
   bytes the update moved.

Run with the test venv (it needs Playwright):
    .venv/bin/python scripts/measure_offline.py [--chromium PATH] [--json]
"""

from __future__ import annotations

import argparse
import functools
import json
import shutil
import sys
import tempfile
import threading
import time
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

import build
import serve
from browser import CHROMIUM_ARGS, DESKTOP, ROOT, BuildFailed, build_web, chromium_path

READY = '#app[data-ready="true"], #app[data-phase="error"]'
CONTROLLED = """async () => {
  await navigator.serviceWorker.ready;
  while (navigator.serviceWorker.controller?.state !== "activated") {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}"""
HAND_DRAWN = "() => performance.getEntriesByName('gongzhu:hand-drawn')[0]?.startTime ?? NaN"


class Counter:
    """Bytes written by the server, in total and per path."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.total = 0
        self.paths: dict[str, int] = {}

    def add(self, path: str, count: int) -> None:
        with self.lock:
            self.total += count
            self.paths[path] = self.paths.get(path, 0) + count

    def take(self) -> tuple[int, dict[str, int]]:
        """Bytes since the last take, and per path."""
        with self.lock:
            total, paths = self.total, self.paths
            self.total, self.paths = 0, {}
        return total, paths


class CountingWriter:
    def __init__(self, inner: Any, counter: Counter, handler: serve.PageRequestHandler) -> None:
        self.inner, self.counter, self.handler = inner, counter, handler

    def write(self, data: bytes) -> int:
        self.counter.add(getattr(self.handler, "path", "?").split("?")[0], len(data))
        written: int = self.inner.write(data)
        return written

    def flush(self) -> None:
        self.inner.flush()

    def close(self) -> None:
        self.inner.close()

    @property
    def closed(self) -> bool:
        closed: bool = self.inner.closed
        return closed


def counting_server(directory: Path, counter: Counter) -> ThreadingHTTPServer:
    class Handler(serve.QuietPageRequestHandler):
        def setup(self) -> None:
            super().setup()
            self.wfile = CountingWriter(self.wfile, counter, self)  # type: ignore[assignment]

    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(directory)))
    server.daemon_threads = True
    return server


def open_game(page: Page, url: str) -> float:
    """Open or reload ``url``; milliseconds from navigation start to South's hand drawn."""
    if url:
        page.goto(url)
    else:
        page.reload()
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    if page.get_attribute("#app", "data-phase") == "error":
        raise SystemExit(f"the page did not start: {page.inner_text('#error-message')}")
    drawn: float = page.evaluate(HAND_DRAWN)
    return drawn


def settle(counter: Counter, quiet_s: float = 1.5) -> None:
    """Wait until the server has written nothing for ``quiet_s`` seconds."""
    last = -1
    while True:
        time.sleep(quiet_s)
        with counter.lock:
            now = counter.total
        if now == last:
            return
        last = now


def biggest(paths: dict[str, int], n: int = 4) -> str:
    top = sorted(paths.items(), key=lambda item: -item[1])[:n]
    return ", ".join(f"{path} {size / 1e6:.2f} MB" for path, size in top)


def main() -> int:
    parser = argparse.ArgumentParser(description="Measure bytes, offline start and an update.")
    parser.add_argument("--chromium", default=chromium_path())
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of lines")
    args = parser.parse_args()
    try:
        build_web()
    except BuildFailed as error:
        print(error, file=sys.stderr)
        return 1
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as temporary:
        web = Path(temporary) / "web"
        shutil.copytree(ROOT / "web", web)
        record = json.loads((web / "build" / "version.json").read_text(encoding="utf-8"))
        results["uncompressed_bytes"] = sum(entry["size"] for entry in record["files"].values())
        counter = Counter()
        server = counting_server(web, counter)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = serve.server_url(server)
        with sync_playwright() as playwright:
            context = playwright.chromium.launch_persistent_context(
                Path(temporary) / "profile", executable_path=args.chromium, args=CHROMIUM_ARGS, **DESKTOP
            )
            page = context.pages[0] if context.pages else context.new_page()

            results["first_visit_hand_ms"] = open_game(page, f"{base}?seed=MEASURE&speed=0")
            first_page, first_paths = counter.take()
            page.evaluate(CONTROLLED)
            settle(counter)
            precache, _ = counter.take()
            results["first_visit_bytes"] = first_page + precache
            results["first_visit_page_bytes"] = first_page
            results["first_visit_precache_bytes"] = precache
            results["first_visit_biggest"] = biggest(first_paths)

            tab = context.new_page()
            results["repeat_visit_hand_ms"] = open_game(tab, base)
            settle(counter)
            repeat, repeat_paths = counter.take()
            results["repeat_visit_bytes"] = repeat
            results["repeat_visit_paths"] = sorted(repeat_paths)
            tab.close()

            context.set_offline(True)
            started = time.perf_counter()
            results["offline_reload_hand_ms"] = open_game(page, "")
            results["offline_reload_wall_ms"] = (time.perf_counter() - started) * 1000
            offline_bytes, _ = counter.take()
            results["offline_reload_bytes"] = offline_bytes
            context.set_offline(False)

            # An update: one page file changed, built again.
            with (web / "css" / "comforts.css").open("a", encoding="utf-8") as stream:
                stream.write("/* measure_offline.py: a changed file */\n")
            if build.main(["--web", str(web)]) != 0:
                raise SystemExit("the second build failed")
            started = time.perf_counter()
            open_game(page, "")
            bar = page.locator("#update-bar")
            bar.wait_for(state="visible", timeout=120_000)
            results["update_prompt_after_ms"] = (time.perf_counter() - started) * 1000
            settle(counter)
            with page.expect_navigation():
                bar.locator(".update-reload").click()
            page.wait_for_selector(READY, state="attached", timeout=120_000)
            settle(counter)
            update_bytes, update_paths = counter.take()
            results["update_bytes"] = update_bytes
            results["update_paths"] = sorted(update_paths)
            results["caches_after_update"] = page.evaluate("() => caches.keys()")
            context.close()
        server.shutdown()
        server.server_close()

    if args.json:
        print(json.dumps(results, indent=1))
        return 0
    print(f"everything the page loads, uncompressed: {results['uncompressed_bytes'] / 1e6:.2f} MB")
    print(
        f"first visit: {results['first_visit_bytes'] / 1e6:.2f} MB over the wire "
        f"({results['first_visit_page_bytes'] / 1e6:.2f} MB until the hand is drawn at "
        f"{results['first_visit_hand_ms']:.0f} ms, then {results['first_visit_precache_bytes'] / 1e3:.1f} kB "
        f"while the service worker stores the build); biggest: {results['first_visit_biggest']}"
    )
    print(
        f"repeat visit: {results['repeat_visit_bytes'] / 1e3:.1f} kB over the wire "
        f"({', '.join(results['repeat_visit_paths']) or 'nothing'}), hand drawn at {results['repeat_visit_hand_ms']:.0f} ms"
    )
    print(
        f"offline reload: hand drawn at {results['offline_reload_hand_ms']:.0f} ms after navigation "
        f"({results['offline_reload_wall_ms']:.0f} ms wall), {results['offline_reload_bytes']} bytes over the wire"
    )
    print(
        f"update: 'Update available' {results['update_prompt_after_ms']:.0f} ms after the reload; "
        f"Reload moved {results['update_bytes'] / 1e3:.1f} kB ({', '.join(results['update_paths'])}); "
        f"caches then: {results['caches_after_update']}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
