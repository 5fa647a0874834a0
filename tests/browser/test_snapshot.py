"""Python starts from a memory snapshot on a repeat visit, and a bad one only costs time.

The first visit starts Python the normal way and stores a snapshot of it (the
package imported, no game) in Cache Storage, under this build's name. The next
visit restores it. A damaged snapshot, one of another build, or one whose
restore takes too long is not used: Python starts the normal way, the game
plays, and no warning is shown.

The tests of a bad snapshot start from the entry a first visit stored, which
the fixtures put in place (tests/browser/conftest.py) instead of making it again.
"""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest
from gongzhu import webapi
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Route

from browser_tab import BrowserTab, OpenTab
from game_page import RUNTIME, GamePage
from stored_snapshot import SNAPSHOT_PREFIX as PREFIX
from stored_snapshot import SNAPSHOT_STORED

SNAPSHOT_CACHES = f"""async () => {{
  const names = (await caches.keys()).filter((name) => name.startsWith("{PREFIX}"));
  const sizes = {{}};
  for (const name of names) {{
    const entries = await (await caches.open(name)).matchAll();
    sizes[name] = await Promise.all(entries.map(async (response) => (await response.arrayBuffer()).byteLength));
  }}
  return sizes;
}}"""

# Replaces the stored snapshot's bytes, not its headers: `how` is "garbage" (bytes
# of no snapshot's shape) or "header" (the real snapshot with its first bytes
# zeroed: the right shape, but not Pyodide's header).
DAMAGE = """async ({ name, how }) => {
  const cache = await caches.open(name);
  const [request] = await cache.keys();
  const stored = await cache.match(request);
  let bytes;
  if (how === "garbage") {
    bytes = new Uint8Array(100_003);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
  } else {
    bytes = new Uint8Array(await stored.clone().arrayBuffer());
    bytes.fill(0, 0, 16);
  }
  await cache.put(request, new Response(bytes, { headers: stored.headers }));
}"""

# Moves the snapshot to the cache name another build would use.
RENAME = """async ({ name, other }) => {
  const from = await caches.open(name);
  const [request] = await from.keys();
  await (await caches.open(other)).put(request, await from.match(request));
  await caches.delete(name);
}"""


def snapshot_stored(tab: BrowserTab) -> bool:
    """Whether the page's current worker stored a memory snapshot (it says so once it knows)."""
    stored: bool | str = tab.page.evaluate(SNAPSHOT_STORED)
    assert isinstance(stored, bool), stored
    return stored


def boot_kind(tab: BrowserTab) -> str:
    """How the page's current Python started: "plain" or "snapshot"."""
    kind: str = tab.page.evaluate("async () => (await gongzhu.python.ready).boot")
    return kind


def cache_name(tab: BrowserTab) -> str:
    """This build's snapshot cache: gongzhu-snapshot-<pyodide>-<build hash>."""
    version: dict[str, Any] = tab.page.evaluate("async () => (await fetch('build/version.json')).json()")
    return f"{PREFIX}{version['pyodide']}-{version['hash']}"


def first_visit(tab: BrowserTab) -> tuple[GamePage, str]:
    """Opens the game on a fresh profile: a normal start that stores this build's snapshot."""
    game = GamePage(tab)
    assert game.open("seed=ABC123") == "play"
    assert boot_kind(tab) == "plain"
    assert snapshot_stored(tab)
    name = cache_name(tab)
    caches = tab.page.evaluate(SNAPSHOT_CACHES)
    assert list(caches) == [name]
    [size] = caches[name]
    assert size > 10_000_000
    return game, name


def repeat_visit(tab: BrowserTab) -> tuple[GamePage, str]:
    """Opens the game where a first visit stored this build's snapshot (the fixtures put that very entry in place)."""
    game = GamePage(tab)
    assert game.open("seed=ABC123") == "play"
    assert boot_kind(tab) == "snapshot"
    name = cache_name(tab)
    assert list(tab.page.evaluate(SNAPSHOT_CACHES)) == [name]
    return game, name


def cpython_replies(requests: list[dict[str, Any]]) -> list[Any]:
    return [json.loads(webapi.handle(json.dumps(request))) for request in requests]


@pytest.mark.first_visit
def test_the_second_visit_starts_from_the_snapshot_and_plays_the_same(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    game, name = first_visit(tab)
    hand = game.hand()

    assert game.reload() == "play"
    assert boot_kind(tab) == "snapshot"
    assert game.hand() == hand
    # The snapshot holds no game: a game started in it plays exactly as in CPython.
    requests: list[dict[str, Any]] = [
        {"op": "new_game", "seed": "SNAP-1", "level": "hard"},
        {"op": "advance", "steps": "all"},
        {"op": "hint"},
    ]
    assert [tab.call(request) for request in requests] == cpython_replies(requests)
    # A start from the snapshot stores nothing new.
    assert not snapshot_stored(tab)
    assert list(tab.page.evaluate(SNAPSHOT_CACHES)) == [name]
    tab.assert_clean()


@pytest.mark.parametrize("how", ["garbage", "header"])
def test_a_damaged_snapshot_means_a_normal_start(open_tab: OpenTab, how: str) -> None:
    tab = open_tab("desktop")
    game, name = repeat_visit(tab)
    tab.page.evaluate(DAMAGE, {"name": name, "how": how})

    assert game.reload() == "play"
    assert boot_kind(tab) == "plain"
    game.play_card(game.playable()[0])
    # The damaged snapshot is gone, and this page makes no other.
    assert tab.page.evaluate(SNAPSHOT_CACHES) == {}
    assert not snapshot_stored(tab)
    tab.assert_clean()


def test_the_snapshot_of_another_build_is_not_used(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    game, name = repeat_visit(tab)
    other = f"{PREFIX}{name.removeprefix(PREFIX).split('-')[0]}-0123456789abcdef"
    tab.page.evaluate(RENAME, {"name": name, "other": other})

    assert game.reload() == "play"
    assert boot_kind(tab) == "plain"
    # This build's snapshot is stored anew and the other build's deleted.
    assert snapshot_stored(tab)
    assert list(tab.page.evaluate(SNAPSHOT_CACHES)) == [name]
    tab.assert_clean()


def test_a_restore_that_takes_too_long_means_a_normal_start(open_tab: OpenTab) -> None:
    tab = open_tab("desktop")
    game, _ = repeat_visit(tab)
    hand = game.hand()
    # The restoring worker never gets the runtime; the normal start after it does.
    held: list[Route] = []
    restoring = [True]

    def hold_while_restoring(route: Route) -> None:
        if restoring[0]:
            held.append(route)
        else:
            route.fallback()

    tab.page.route(RUNTIME, hold_while_restoring)
    with tab.page.expect_console_message(lambda message: "Restoring the memory snapshot took over" in message.text):
        tab.open("/?speed=0&snapshot_timeout_ms=1000")
    restoring[0] = False
    for route in held:
        with contextlib.suppress(PlaywrightError):  # the request of a worker already stopped
            route.abort()

    assert tab.wait_for_python() == "play"
    assert boot_kind(tab) == "plain"
    assert game.hand() == hand
    game.play_card(game.playable()[0])
    # The snapshot that could not be restored is gone, and this page makes no other.
    assert tab.page.evaluate(SNAPSHOT_CACHES) == {}
    assert not snapshot_stored(tab)
    tab.assert_clean()


@pytest.mark.first_visit
def test_no_snapshot_is_made_when_its_cache_cannot_be_named(open_tab: OpenTab) -> None:
    """The worker that makes the snapshot names its cache from build/version.json again; when it cannot
    (the file is gone: a build being replaced), it makes none, rather than store it in a cache named "null"
    that no visit reads and no later snapshot deletes."""
    tab = open_tab("desktop")
    asked: list[str] = []

    def version_once(route: Route) -> None:
        asked.append(route.request.url)
        if len(asked) == 1:
            route.fallback()  # the page's worker, as it starts
        else:
            route.fulfill(status=404, body="gone")  # the worker that makes the snapshot, later

    tab.page.route("**/build/version.json", version_once)
    game = GamePage(tab)
    assert game.open("seed=ABC123") == "play"
    assert boot_kind(tab) == "plain"
    assert not snapshot_stored(tab)
    assert len(asked) == 2
    assert tab.page.evaluate("async () => await caches.keys()") == []
    tab.assert_clean()
