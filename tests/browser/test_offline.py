"""Offline play, installation and updates: the service worker, the manifest, compressed responses.

The service worker (web/sw.js) is registered once the game is up; it stores the
build listed in web/build/precache.js under a cache named after the build hash.
The update tests serve a copy of web/ from their own server, so that they can
build it again while the browser holds the old build.
"""

from __future__ import annotations

import gzip
import json
import shutil
import struct
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Playwright, Response, expect

import build
import serve
from browser import CHROMIUM_ARGS, DESKTOP, ROOT, chromium_path, context_options
from browser_tab import BrowserTab, OpenTab
from game_page import SAVE_KEY, GamePage
from stored_snapshot import SNAPSHOT_PREFIX, SNAPSHOT_STORED

WEB = ROOT / "web"
CACHE_PREFIX = "gongzhu-page-"
SW_TIMEOUT_MS = 60_000
# This file boots the page a dozen times; on a busy 2-core machine a boot can take longer
# than the page's default 30 s, which is not what these tests are about.
BOOT_WAIT_MS = 180_000
SLOW_BOOT = "boot_timeout_ms=150000"

# Resolves once this page is controlled by an activated service worker.
CONTROLLED = """async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  }
  const worker = navigator.serviceWorker.controller;
  if (worker.state !== "activated") {
    await new Promise((resolve) => worker.addEventListener("statechange", () => worker.state === "activated" && resolve()));
  }
  return worker.state;
}"""
# The service worker's caches; the Python worker's memory snapshots have caches of their own.
CACHE_KEYS = f"async () => (await caches.keys()).filter((key) => key.startsWith('{CACHE_PREFIX}'))"
# The service worker's cache of the page (there is one once the page is controlled).
PAGE_CACHE = f"(await caches.keys()).find((key) => key.startsWith('{CACHE_PREFIX}'))"
VERSION = "() => fetch('build/version.json').then((r) => r.json())"
SNAPSHOT_KEYS = f"async () => (await caches.keys()).filter((key) => key.startsWith('{SNAPSHOT_PREFIX}'))"
BOOTED_FROM = "async () => (await gongzhu.python.ready).boot"


@pytest.fixture
def tab(open_tab: OpenTab) -> BrowserTab:
    """A desktop tab with the service worker allowed (conftest's tabs block it).

    Its context is new; the memory snapshot is stored in it beforehand unless
    the test is marked ``first_visit`` (the first visit, and the update, are
    about what the service worker does with nothing stored).
    """
    return open_tab("desktop", service_workers="allow")


def build_hash(web: Path = WEB) -> str:
    record: dict[str, Any] = json.loads((web / "build" / "version.json").read_text(encoding="utf-8"))
    build: str = record["hash"]
    return build


def wait_controlled(tab: BrowserTab) -> None:
    assert tab.page.evaluate(CONTROLLED) == "activated"


def open_game(game: GamePage, seed: str, *extra: str) -> str:
    """Open the page on a new game (no delays, a patient boot); the phase once at rest."""
    game.tab.open("/?" + "&".join([f"seed={seed}", *extra, "speed=0", SLOW_BOOT]))
    game.tab.wait_for_python(BOOT_WAIT_MS)
    return game.wait_settled()


def stored_game_in_play(game: GamePage, seed: str) -> tuple[str | None, list[str]]:
    """A new game of ``seed`` under the service worker, one card played: its save and South's hand."""
    open_game(game, seed)
    wait_controlled(game.tab)
    game.play_one_card()
    return game.storage(SAVE_KEY), game.hand()


@pytest.mark.first_visit
def test_plays_offline_after_the_first_visit(tab: BrowserTab) -> None:
    game = GamePage(tab)
    open_game(game, "OFFLINE1")
    # Over the network the page's own scripts come first, then the worker's (start.js).
    assert tab.page.evaluate("() => gongzhu.python.startedEarly") is False
    wait_controlled(tab)
    assert tab.page.evaluate(CACHE_KEYS) == [CACHE_PREFIX + build_hash()]
    played = game.play_one_card()
    save = game.storage(SAVE_KEY)

    tab.context.set_offline(True)
    started = time.perf_counter()
    tab.page.reload()
    assert tab.wait_for_python(BOOT_WAIT_MS) == "play"
    print(f"offline reload: playable after {time.perf_counter() - started:.2f} s")
    # From the stored files the worker starts before the rest of the page is fetched.
    assert tab.page.evaluate("() => gongzhu.python.startedEarly") is True
    assert game.storage(SAVE_KEY) == save
    assert played not in game.hand()
    second = game.play_one_card()
    assert second not in game.hand()
    assert game.storage(SAVE_KEY) != save
    # The reading pages were stored too.
    tab.page.evaluate("() => fetch('content/rules.de.html').then((r) => r.text())")
    assert tab.foreign_requests == []
    assert tab.page_errors == []


@pytest.mark.first_visit
def test_manifest_is_installable_and_follows_the_language(
    playwright: Playwright, server_url: str, tmp_path: Path
) -> None:
    # Chromium offers no installation in its incognito-like contexts: this needs a profile.
    context = playwright.chromium.launch_persistent_context(
        tmp_path / "profile",
        executable_path=chromium_path(),
        args=CHROMIUM_ARGS,
        **DESKTOP,
    )
    try:
        tab = BrowserTab(
            page=context.pages[0] if context.pages else context.new_page(), context=context, server_url=server_url
        )
        open_game(GamePage(tab, lang="de"), "INSTALL", "lang=de")
        wait_controlled(tab)
        cdp = context.new_cdp_session(tab.page)
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["errors"] == []
        assert manifest["url"].endswith("/manifest.de.webmanifest")
        data = json.loads(manifest["data"])
        assert data["name"] == "Gong Zhu – Schweinejagd" and data["short_name"] == "Gong Zhu" and data["lang"] == "de"
        tab.assert_clean()
    finally:
        context.close()

    # One manifest per catalogue.
    languages = sorted(path.stem for path in (WEB / "i18n").glob("*.json"))
    assert sorted(path.name.split(".")[1] for path in WEB.glob("manifest.*.webmanifest")) == languages
    for lang in languages:
        data = json.loads((WEB / f"manifest.{lang}.webmanifest").read_text(encoding="utf-8"))
        tag = {"zh": "zh-Hans"}.get(lang, lang)  # the tag <html lang> carries
        assert data["lang"] == tag and data["display"] == "standalone" and data["start_url"] == "./"
        assert data["theme_color"] and data["background_color"] and data["name"] and data["short_name"]
        icons = {(icon["sizes"], icon["purpose"]): icon["src"] for icon in data["icons"]}
        assert set(icons) == {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")}
        for (sizes, _), src in icons.items():
            head = (WEB / src).read_bytes()[:24]
            assert head[:8] == b"\x89PNG\r\n\x1a\n", src
            width, height = struct.unpack(">II", head[16:24])
            assert f"{width}x{height}" == sizes, src


def fetch(url: str, encoding: str | None) -> tuple[dict[str, str], bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": encoding} if encoding is not None else {})
    with urllib.request.urlopen(request, timeout=30) as response:
        return {name.lower(): value for name, value in response.headers.items()}, response.read()


def test_responses_are_compressed(server_url: str, tab: BrowserTab) -> None:
    wasm = WEB / "build" / "pyodide" / "pyodide.asm.wasm"
    url = f"{server_url}/build/pyodide/pyodide.asm.wasm"
    headers, body = fetch(url, "gzip, deflate, br")
    assert headers["content-encoding"] == "br" and headers["vary"] == "Accept-Encoding"
    assert headers["content-type"] == "application/wasm"
    assert len(body) == int(headers["content-length"]) < wasm.stat().st_size * 0.4
    headers, body = fetch(url, "gzip")
    assert headers["content-encoding"] == "gzip" and gzip.decompress(body) == wasm.read_bytes()
    headers, body = fetch(url, "br;q=0, identity")
    assert "content-encoding" not in headers and body == wasm.read_bytes()
    # Small text files are gzipped on the fly.
    headers, body = fetch(f"{server_url}/css/comforts.css", "gzip, br")
    assert headers["content-encoding"] == "gzip"
    assert gzip.decompress(body) == (WEB / "css" / "comforts.css").read_bytes()

    # What the browser moved for the page's big files with nothing in its HTTP cache (the worker loads them).
    responses: list[Response] = []
    tab.context.on("response", lambda response: responses.append(response))
    open_game(GamePage(tab), "BYTES")
    # The first answer for each: the service worker later revalidates them (304s) to store them.
    big: dict[str, Response] = {}
    for response in responses:
        if response.url.endswith(("pyodide.asm.wasm", "pyodide.asm.mjs")):
            big.setdefault(Path(response.url).name, response)
    assert set(big) == {"pyodide.asm.wasm", "pyodide.asm.mjs"}
    for name, response in big.items():
        assert response.all_headers().get("content-encoding") == "br", name
        moved = response.request.sizes()["responseBodySize"]
        assert 0 < moved < (WEB / "build" / "pyodide" / name).stat().st_size * 0.4, name
    tab.assert_clean()


def test_lost_cache_keeps_the_save_and_says_offline_plainly(tab: BrowserTab) -> None:
    game = GamePage(tab)
    save, hand = stored_game_in_play(game, "EVICTED")

    # Part of the stored build is gone and so is the network: the page says why it cannot start.
    # It tells offline from what failed, not from navigator.onLine: a page its service worker
    # served may read true with no network (Chromium 150 does), as it does here.
    tab.page.evaluate(f"async () => (await caches.open({PAGE_CACHE})).delete('build/gongzhu.zip')")
    tab.page.add_init_script("Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true })")
    tab.context.set_offline(True)
    tab.page.reload()
    assert tab.wait_for_python(BOOT_WAIT_MS, allow_error=True) == "error"
    expect(tab.page.locator("#error-message")).to_contain_text("You are offline")
    assert game.storage(SAVE_KEY) == save

    # The browser evicts the whole cache (storage pressure): a plain page says so.
    tab.page.evaluate("async () => { for (const key of await caches.keys()) await caches.delete(key); }")
    tab.page.reload()
    offline = tab.page.locator("#app[data-offline='true']")
    expect(offline).to_contain_text("You are offline")
    assert game.storage(SAVE_KEY) == save

    # Back online: the same game, and the cache is filled again.
    tab.context.set_offline(False)
    tab.page.reload()
    assert tab.wait_for_python(BOOT_WAIT_MS) == "play"
    game.wait_settled()
    assert game.hand() == hand and game.storage(SAVE_KEY) == save


def test_a_damaged_cache_entry_is_fetched_again(tab: BrowserTab) -> None:
    game = GamePage(tab)
    open_game(game, "DAMAGED")
    wait_controlled(tab)
    record = json.loads((WEB / "build" / "version.json").read_text(encoding="utf-8"))
    entry = record["files"]["build/gongzhu.zip"]
    # Same recorded hash, wrong bytes: a truncated entry.
    tab.page.evaluate(
        f"""async (sha) => {{
          const cache = await caches.open({PAGE_CACHE});
          await cache.put("build/gongzhu.zip", new Response("PK broken", {{ headers: {{ "X-Content-SHA256": sha }} }}));
        }}""",
        entry["sha256"],
    )
    tab.page.reload()
    assert tab.wait_for_python(BOOT_WAIT_MS) in ("expose", "play")
    size = tab.page.evaluate(
        f"""async () => {{
          for (let i = 0; i < 100; i++) {{
            const cache = await caches.open({PAGE_CACHE});
            const size = (await (await cache.match("build/gongzhu.zip")).blob()).size;
            if (size > 100) return size;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }}
          return 0;
        }}"""
    )
    assert size == entry["size"], "the damaged entry was not mended"
    tab.assert_clean()


# ---- updates -------------------------------------------------------------------------------


@pytest.fixture
def web_copy(tmp_path: Path, server_url: str) -> Iterator[tuple[Path, str]]:
    """A copy of web/ (built by server_url's fixture), served on its own port."""
    del server_url  # only for the build it makes
    web = tmp_path / "web"
    shutil.copytree(WEB, web)
    server = serve.make_server(web, port=0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, name="web-copy-server", daemon=True)
    thread.start()
    try:
        yield web, str(serve.server_url(server)).rstrip("/")
    finally:
        server.shutdown()
        server.server_close()


def rebuild(web: Path) -> str:
    assert build.main(["--web", str(web)]) == 0
    return build_hash(web)


@pytest.mark.first_visit
def test_update_prompt_keeps_the_save_and_replaces_the_cache(
    playwright: Playwright, browser: Browser, web_copy: tuple[Path, str]
) -> None:
    web, url = web_copy
    context = browser.new_context(**context_options(playwright, "desktop"), service_workers="allow")
    try:
        tab = BrowserTab(page=context.new_page(), context=context, server_url=url)
        game = GamePage(tab)
        old = build_hash(web)
        save, hand = stored_game_in_play(game, "UPDATE1")
        assert tab.page.locator("#update-bar").is_hidden()
        assert tab.page.evaluate(SNAPSHOT_STORED) is True

        # A new build is deployed: one page file changed.
        with (web / "css" / "comforts.css").open("a", encoding="utf-8") as stream:
            stream.write("/* build two */\n")
        new = rebuild(web)
        assert new != old

        # The player comes back: the stored (old) build starts, the new one is stored meanwhile.
        tab.page.reload()
        assert tab.wait_for_python(BOOT_WAIT_MS) == "play"
        # Python starts from the memory snapshot, which the service worker left alone.
        assert tab.page.evaluate(BOOTED_FROM) == "snapshot"
        tab.page.evaluate("() => { window.sameDocument = true; }")
        bar = tab.page.locator("#update-bar")
        expect(bar).to_be_visible(timeout=SW_TIMEOUT_MS)
        expect(bar).to_contain_text("Update available")
        # Nothing reloads by itself; the game is the same.
        tab.page.wait_for_timeout(1_000)
        assert tab.page.evaluate("() => window.sameDocument === true")
        assert game.storage(SAVE_KEY) == save and game.hand() == hand
        assert sorted(tab.page.evaluate(CACHE_KEYS)) == sorted([CACHE_PREFIX + old, CACHE_PREFIX + new])

        # "Later" hides the bar; an ordinary reload keeps the old build and offers the update again.
        bar.get_by_role("button", name="Later").click()
        expect(bar).to_be_hidden()
        tab.page.reload()
        assert tab.wait_for_python(BOOT_WAIT_MS) == "play"
        expect(bar).to_be_visible(timeout=SW_TIMEOUT_MS)
        assert tab.page.evaluate(VERSION)["hash"] == old
        tab.page.evaluate("() => { window.sameDocument = true; }")

        # Reload: the new build takes over, the old cache goes, the saved game goes on.
        with tab.page.expect_navigation():
            bar.get_by_role("button", name="Reload").click()
        assert tab.wait_for_python(BOOT_WAIT_MS) == "play"
        game.wait_settled()
        assert tab.page.evaluate("() => window.sameDocument") is None
        assert game.storage(SAVE_KEY) == save and game.hand() == hand
        assert tab.page.evaluate(CACHE_KEYS) == [CACHE_PREFIX + new]
        # The new build starts Python afresh and stores its own snapshot in place of the old one.
        assert tab.page.evaluate(BOOTED_FROM) == "plain"
        assert tab.page.evaluate(SNAPSHOT_STORED) is True
        pyodide = json.loads((web / "build" / "version.json").read_text(encoding="utf-8"))["pyodide"]
        assert tab.page.evaluate(SNAPSHOT_KEYS) == [f"{SNAPSHOT_PREFIX}{pyodide}-{new}"]
        served = tab.page.evaluate("() => fetch('css/comforts.css').then((r) => r.text())")
        assert served.endswith("/* build two */\n")
        assert tab.page.evaluate(VERSION)["hash"] == new
        assert tab.page.locator("#update-bar").is_hidden()
        game.play_one_card()

        # A broken deploy (a changed file that does not match its build record) is not installed.
        # It is built beside web/ and put in place record last, so that no update check ever sees
        # a whole build three (the browser may check at any time, e.g. once the worker is idle).
        staged = web.parent / "staged"
        shutil.copytree(web, staged)
        styles = staged / "css" / "comforts.css"
        with styles.open("a", encoding="utf-8") as stream:
            stream.write("/* build three */\n")
        rebuild(staged)
        styles.write_text(styles.read_text(encoding="utf-8").replace("build three", "build 3!!!"), encoding="utf-8")
        shutil.copy2(styles, web / "css" / "comforts.css")
        records = sorted((staged / "build").glob("precache.js*"))
        shutil.copytree(
            staged / "build", web / "build", dirs_exist_ok=True, ignore=shutil.ignore_patterns("precache.js*")
        )
        for record in records:
            shutil.copy2(record, web / "build" / record.name)
        failed = tab.page.evaluate(
            # The worker is taken from updatefound, not read after update(): a failed install is quick
            # (every other file comes from the older cache), and the worker may already be redundant,
            # and gone from registration.installing, when update()'s promise is answered.
            """async () => {
              const registration = await navigator.serviceWorker.getRegistration();
              const found = new Promise((resolve) => {
                if (registration.installing) resolve(registration.installing);
                registration.addEventListener("updatefound", () => resolve(registration.installing), { once: true });
              });
              await registration.update();
              const worker = await Promise.race([found, new Promise((resolve) => setTimeout(resolve, 10000, null))]);
              if (!worker) return "no install";
              const ended = () => worker.state === "redundant" || worker.state === "installed";
              if (!ended()) {
                await new Promise((resolve) => worker.addEventListener("statechange", () => { if (ended()) resolve(); }));
              }
              return worker.state;
            }"""
        )
        assert failed == "redundant"
        assert tab.page.locator("#update-bar").is_hidden()
        # The stored build still plays, offline too.
        context.set_offline(True)
        tab.page.reload()
        assert tab.wait_for_python(BOOT_WAIT_MS) == "play"
        assert tab.page.evaluate(VERSION)["hash"] == new
        game.play_one_card()
        assert tab.foreign_requests == [] and tab.page_errors == []
    finally:
        context.close()
