"""The page's memory snapshot, read out of one browser context and put in place in others.

A first visit starts Python the normal way and stores a memory snapshot in
Cache Storage (web/js/engine/snapshot.js); a repeat visit restores it, about three
times faster, and stores nothing. The browser tests use this to start each
tab as on a repeat visit (tests/browser/conftest.py):

    snapshot = read_snapshot(tab)            # a tab whose page stored its snapshot
    with serve_snapshot(snapshot) as source:
        seed_snapshot(context, server_url, snapshot, source)   # before the context's first page

    snapshot = shared_snapshot(directory, lambda: read_snapshot(tab))   # once for several processes

The entry put in place is the very one the page stored: same cache, headers
and bytes, and the same key on the seeded context's origin (each test worker
serves web/ on a port of its own; the bytes hold no trace of the origin). The
bytes leave the browser as a download and go back in over loopback HTTP from a
small server of their own: 31 MB through the DevTools protocol (an evaluate's
result, a Playwright route) take seconds, this way a fraction of one.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import BrowserContext

from browser_tab import BrowserTab

SNAPSHOT_PREFIX = "gongzhu-snapshot-"

# Whether the page's Python worker stored its memory snapshot (false if it will not), within a minute.
SNAPSHOT_STORED = """() => Promise.race([
  gongzhu.python.snapshotStored,
  new Promise((resolve) => setTimeout(() => resolve("no answer"), 60_000)),
])"""

# The one stored snapshot: its cache, the entry's key and headers. Its bytes are
# saved as a download: through the DevTools protocol, as base64, they take seconds.
READ = """async (prefix) => {
  const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
  if (names.length !== 1) throw new Error(`snapshot caches: ${names}`);
  const cache = await caches.open(names[0]);
  const [request] = await cache.keys();
  const response = await cache.match(request);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await response.clone().blob());
  link.download = "memory-snapshot";
  document.body.append(link);
  link.click();
  return { cache: names[0], url: request.url, headers: [...response.headers] };
}"""

# Stores the entry, its bytes fetched from `source`, as the page would have.
WRITE = """async ({ cache, url, headers, source }) => {
  const response = await fetch(source, { cache: "no-store" });
  if (!response.ok) throw new Error(`${source} answered HTTP ${response.status}`);
  const body = await response.arrayBuffer();
  await (await caches.open(cache)).put(url, new Response(body, { headers }));
}"""

# A small file of the page's origin: the document in which the entry is stored.
SAME_ORIGIN_PAGE = "/build/version.json"


@dataclass(frozen=True)
class StoredSnapshot:
    """A Cache Storage entry as the page stored it."""

    cache: str  # gongzhu-snapshot-<pyodide>-<build hash>
    url: str  # the entry's key
    headers: dict[str, str]  # Content-Type and X-Package-SHA256
    body: bytes

    def on_origin(self, server_url: str) -> StoredSnapshot:
        """The same entry, its key on the origin ``server_url`` (the page's key is its own origin's)."""
        return replace(self, url=server_url + urlsplit(self.url).path)


def shared_snapshot(directory: Path, take: Callable[[], StoredSnapshot]) -> StoredSnapshot:
    """The snapshot in ``directory``, taken there by ``take`` if none is yet; one process at a time.

    The processes of one test run (pytest-xdist workers) share one: the first
    takes it, the others wait for it and read it. If taking it fails, the next
    process tries again.
    """
    meta, body = directory / "memory-snapshot.json", directory / "memory-snapshot"
    with (directory / "memory-snapshot.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if meta.is_file():
            return StoredSnapshot(**json.loads(meta.read_text(encoding="utf-8")), body=body.read_bytes())
        snapshot = take()
        body.write_bytes(snapshot.body)
        entry = {"cache": snapshot.cache, "url": snapshot.url, "headers": snapshot.headers}
        meta.write_text(json.dumps(entry), encoding="utf-8")  # last: the bytes are whole by then
        return snapshot


def wait_stored(tab: BrowserTab) -> None:
    """Waits until the page in ``tab`` (started the normal way) stored its snapshot; fails if it stores none."""
    stored = tab.page.evaluate(SNAPSHOT_STORED)
    assert stored is True, f"the page stored no memory snapshot ({stored})"


def read_snapshot(tab: BrowserTab) -> StoredSnapshot:
    """The snapshot the page in ``tab`` stored (it started Python the normal way); fails if it stored none.

    It is read in another page of the tab's context, whose console ``tab`` hears too.
    """
    wait_stored(tab)
    # A page of the same origin (the same Cache Storage) without the game's CSP or scripts.
    page = tab.context.new_page()
    try:
        page.goto(tab.url(SAME_ORIGIN_PAGE))
        with page.expect_download() as download:
            entry: dict[str, Any] = page.evaluate(READ, SNAPSHOT_PREFIX)
        body = Path(download.value.path()).read_bytes()
    finally:
        page.close()
    return StoredSnapshot(cache=entry["cache"], url=entry["url"], headers=dict(entry["headers"]), body=body)


@contextlib.contextmanager
def serve_snapshot(snapshot: StoredSnapshot) -> Iterator[str]:
    """The URL of ``snapshot``'s bytes on a loopback port of their own (any origin may fetch them)."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Content-Length", str(len(snapshot.body)))
            self.send_header("Access-Control-Allow-Origin", "*")
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            self.wfile.write(snapshot.body)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, name="snapshot-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/snapshot"
    finally:
        server.shutdown()
        server.server_close()


def seed_snapshot(context: BrowserContext, server_url: str, snapshot: StoredSnapshot, source: str) -> None:
    """Stores ``snapshot`` (its bytes served at ``source``) in ``context``, on the page's origin ``server_url``.

    Call it before the context's tab is watched: it opens and closes a page of its own.
    """
    entry = snapshot.on_origin(server_url)
    page = context.new_page()
    try:
        page.goto(server_url + SAME_ORIGIN_PAGE)
        arguments = {"cache": entry.cache, "url": entry.url, "headers": entry.headers, "source": source}
        page.evaluate(WRITE, arguments)
    finally:
        page.close()
