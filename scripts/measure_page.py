#!/usr/bin/env python3
"""Measure the game page: time to playable cards, longest main-thread task, bytes.

Builds web/build/, serves web/ on a free loopback port and, in headless
Chromium, measures in one run:

- ``bare_boot_ms``: a page that does nothing but start Pyodide in a module
  worker from the same files (the floor for the game page);
- ``playable_ms``: navigation start to South's cards drawn and tappable
  (the page's ``gongzhu:hand-drawn`` mark), on a fresh page with no save;
  ``first_visit_hand_shown_median``: to South's hand on screen (``gongzhu:hand-shown``:
  a table the build dealt, drawn before Python is ready);
- both cold (a fresh browser context: empty HTTP cache) and warm (the same
  page loaded again in that context), as medians over ``--runs`` runs; the
  game page warm twice, once starting Python from the memory snapshot that
  the cold load stored (``warm_snapshot``) and once with it deleted
  (``warm``); ``warm_snapshot_over_bare_warm`` compares the first with the
  bare boot (the target is 0.4 at most);
- ``snapshot_bytes``: the stored memory snapshot, as stored and gzip-compressed;
- ``saved_table_ms``: a reload in the middle of a hand, navigation start to the
  saved table on screen (``gongzhu:saved-table``, drawn from storage before
  Python is ready) and to the engine having the game (``gongzhu:hand-drawn``);
- ``longest_task_ms``: the longest task on the page's main thread while one
  hand is played through the page at a quick but animated pace (Chrome trace),
  with its CPU time on that thread (the rest is waiting for a core), and the
  tasks that took the most CPU time. The hand is played "quietly" (GamePage's
  ``quiet``): the script looks at the page every 100 ms and taps with the
  browser's own mouse events, so that the page's tasks are not lengthened by
  Playwright's checks, which otherwise run in the page at every frame;
- ``pacing``: ``--runs`` hands against Hard at normal speed, each on a first
  visit: how long a computer card waited for its decision beyond the pacing
  (the page's ``gongzhu:card-wait``), the longest of all, and each card that
  waited (its trick, seat and place in the trick), with when the engine and its
  helpers were ready and warmed up (``helpers``); with ``--look-ms``, South
  looks at each new hand that long before its first tap, as a player does;
- ``bytes``: everything a cold load of the page downloads, in total and by file.

- ``calibration_loop_ms``: the same loop timed in the page and in a worker, which
  shows how much slower the profile makes each (throttle.py).

``--profile mobile`` measures on Lighthouse's mobile profile (Slow 4G, the page's
main thread and the worker four times slower; see throttle.py), ``--profile both``
on the desktop and then on the mobile profile, in browsers of their own. Prints the
main figures of each profile side by side, then one JSON object (``--json``: only
that). Run with the test venv (it needs Playwright; the mobile profile needs root):
    .venv/bin/python scripts/measure_page.py [--runs N] [--profile desktop|mobile|both] [--only PART ...]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

from browser import CHROMIUM_ARGS, BuildFailed, chromium_path, served_web
from browser_tab import READY_SELECTOR, BrowserTab
from game_page import GamePage
from stored_snapshot import SNAPSHOT_PREFIX
from throttle import PROFILES, Profile, ThrottleUnavailable, calibrate

ROOT = Path(__file__).resolve().parent.parent

SEED = "ABC123"

# The browser's own report of tasks of 50 ms or more, beside the trace.
LONGTASK_OBSERVER = """() => {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
  }).observe({ type: "longtask" });
}"""
BARE_PATH = "/__bare_pyodide__.html"

# What one run measures; --only picks some.
PARTS = ["boot", "saved-table", "hand", "pacing", "bytes"]

# The game page's own marks of every load measured: when Python answered, when the cards were drawn.
PHASES: list[dict[str, float]] = []

# The conditions of the figures being measured (throttle.py): main() sets it for each --profile.
PROFILE = Profile.named("desktop")
# A slow profile's first visit may take longer than the page's own 30 s boot timeout.
BOOT_TIMEOUT = "boot_timeout_ms=300000"

# Starts Pyodide in a module worker, exactly as the game's worker does, and
# nothing else: no game package, no page code.
BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare</title><script type="module">
const source = `
  const { loadPyodide } = await import("${location.origin}/build/pyodide/pyodide.mjs");
  await loadPyodide({ indexURL: "${location.origin}/build/pyodide/", packageBaseUrl: "${location.origin}/build/pyodide/" });
  postMessage("ready");`;
const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })), { type: "module" });
worker.onmessage = () => { window.bareReadyMs = performance.now(); };
</script>"""


def bare_boot(page: Page, base: str) -> float:
    page.route(f"**{BARE_PATH}", lambda route: route.fulfill(body=BARE_PAGE, content_type="text/html"))
    page.goto(base + BARE_PATH)
    page.wait_for_function("() => window.bareReadyMs !== undefined", timeout=120_000)
    value: float = page.evaluate("() => window.bareReadyMs")
    return value


def page_playable(page: Page, base: str) -> float:
    # No game code: with no save, the page shows one of the tables the build dealt at once (a first visit).
    page.goto(f"{base}/?speed=0&{BOOT_TIMEOUT}")
    # The engine has the game (a first visit may show a table the build dealt before that).
    page.wait_for_selector(READY_SELECTOR, state="attached", timeout=300_000)
    if page.get_attribute("#app", "data-phase") == "error":
        raise SystemExit(f"the page did not start: {page.inner_text('#error-message')}")
    page.wait_for_selector("#hand [data-card]")
    marks: dict[str, float] = page.evaluate(
        """() => Object.fromEntries(["python-ready", "hand-drawn", "hand-shown"].map((name) =>
             [name, performance.getEntriesByName(`gongzhu:${name}`)[0]?.startTime ?? null]))"""
    )
    # South's hand on screen: drawn before Python is ready when the page can, else when the engine's came.
    marks["hand-shown"] = marks["hand-shown"] or marks["hand-drawn"]
    PHASES.append(marks)
    return marks["hand-drawn"]


def saved_table(browser: Browser, base: str, runs: int) -> dict[str, Any]:
    """Reloads in the middle of a hand: when the saved table is on screen, and when the engine has the game."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = PROFILE.new_page(context)
    game = GamePage(BrowserTab(page=page, context=context, server_url=base))
    game.open(f"seed={SEED}&{BOOT_TIMEOUT}")
    game.play_card(game.playable()[0])
    # A returning player's reload: the memory snapshot of the first visit is stored (a second worker makes it
    # once the first table is up; a reload before then starts Python the normal way, and makes it again).
    assert page.evaluate("() => gongzhu.python.snapshotStored"), "no memory snapshot was stored"
    drawn: list[float] = []
    ready: list[float] = []
    for _ in range(runs):
        game.reload()
        marks: dict[str, float | None] = page.evaluate(
            """() => Object.fromEntries(["saved-table", "hand-drawn"].map((name) =>
                 [name, performance.getEntriesByName(`gongzhu:${name}`)[0]?.startTime ?? null]))"""
        )
        if marks["saved-table"] is None:
            raise SystemExit("the saved table was not drawn before Python was ready")
        drawn.append(marks["saved-table"])
        ready.append(marks["hand-drawn"] or 0.0)
    context.close()
    return {
        "visible": round(statistics.median(drawn)),
        "engine_has_game": round(statistics.median(ready)),
        "all": [[round(a), round(b)] for a, b in zip(drawn, ready, strict=True)],
    }


# The memory snapshots stored by the game page's worker (web/js/engine/snapshot.js).
SNAPSHOT_CACHES = """async (prefix) => {
  const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
  if (names.length !== 1) return null;
  const [response] = await (await caches.open(names[0])).matchAll();
  const stored = await response.arrayBuffer();
  const packed = new Response(new Blob([stored]).stream().pipeThrough(new CompressionStream("gzip")));
  return { stored: stored.byteLength, gzip: (await packed.arrayBuffer()).byteLength };
}"""
DELETE_SNAPSHOTS = """async (prefix) => {
  for (const name of await caches.keys()) if (name.startsWith(prefix)) await caches.delete(name);
}"""
SNAPSHOT_SIZES: list[dict[str, int]] = []


def again(context: BrowserContext, base: str, measure: Any, *, snapshot: bool | None = None) -> float:
    """The page loaded again in ``context``, with no save; ``snapshot=False`` deletes the memory snapshot first."""
    page = PROFILE.new_page(context)
    page.goto(base + "/favicon.svg")
    page.evaluate("() => localStorage.clear()")
    if snapshot is False:
        page.evaluate(DELETE_SNAPSHOTS, SNAPSHOT_PREFIX)
    value: float = measure(page, base)
    if snapshot is not None:
        started_from = page.evaluate("async () => (await gongzhu.python.ready).boot")
        assert started_from == ("snapshot" if snapshot else "plain"), started_from
    page.close()
    return value


def cold_and_warm(browser: Browser, base: str, measure: Any) -> tuple[float, float]:
    """One fresh context: the first load is cold, the second warm. Storage is cleared between."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        cold = measure(PROFILE.new_page(context), base)
        context.clear_cookies()
        return cold, again(context, base, measure)
    finally:
        context.close()


def game_visits(browser: Browser, base: str) -> tuple[float, float, float]:
    """The game page: a first visit, then repeat visits without and with the memory snapshot it stored."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = PROFILE.new_page(context)
        cold = page_playable(page, base)
        assert page.evaluate("() => gongzhu.python.snapshotStored"), "no memory snapshot was stored"
        if not SNAPSHOT_SIZES:
            SNAPSHOT_SIZES.append(page.evaluate(SNAPSHOT_CACHES, SNAPSHOT_PREFIX))
        page.close()
        with_snapshot = again(context, base, page_playable, snapshot=True)
        without = again(context, base, page_playable, snapshot=False)
        return cold, without, with_snapshot
    finally:
        context.close()


def bytes_loaded(browser: Browser, base: str) -> dict[str, Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    sizes: dict[str, int] = {}

    def finished(request: Any) -> None:
        path = urlsplit(request.url).path
        try:
            body = request.sizes()["responseBodySize"]
        except Exception:  # a request without a response body
            body = 0
        sizes[path] = max(sizes.get(path, 0), body)

    context.on("requestfinished", finished)
    page = PROFILE.new_page(context)
    page_playable(page, base)
    page.wait_for_timeout(500)
    context.close()
    # Some responses (the worker's own script, streamed wasm) report no body size: count those from disk.
    for path, size in sizes.items():
        on_disk = ROOT / "web" / (path.lstrip("/") or "index.html")
        if size == 0 and on_disk.is_file():
            sizes[path] = on_disk.stat().st_size
    return {"total": sum(sizes.values()), "files": dict(sorted(sizes.items(), key=lambda kv: -kv[1]))}


def top_level_tasks(events: Any) -> list[tuple[float, float]]:
    """(wall ms, thread CPU ms) of each task, a task nested in another (RunTask in its controller's) counted once."""
    tasks: list[tuple[float, float]] = []
    thread: tuple[int, int] | None = None
    end = 0.0
    for event in sorted(events, key=lambda event: (event["pid"], event["tid"], event["ts"], -event["dur"])):
        here = (event["pid"], event["tid"])
        if here == thread and event["ts"] < end:
            continue
        thread, end = here, event["ts"] + event["dur"]
        tasks.append((event["dur"] / 1000, event.get("tdur", event["dur"]) / 1000))
    return tasks


def longest_task(browser: Browser, base: str) -> dict[str, Any]:
    """Plays one hand through the page with animations on; the longest main-thread task."""
    context: BrowserContext = browser.new_context(viewport={"width": 1280, "height": 800})
    page = PROFILE.new_page(context)
    tab = BrowserTab(page=page, context=context, server_url=base)
    game = GamePage(tab, quiet=True)
    game.open(f"seed={SEED}&{BOOT_TIMEOUT}", speed=0.25)
    with tempfile.TemporaryDirectory() as tmp:
        trace_path = Path(tmp) / "trace.json"
        page.evaluate(LONGTASK_OBSERVER)
        browser.start_tracing(
            page=page,
            path=str(trace_path),
            categories=["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline"],
        )
        phase = game.play_hand()
        browser.stop_tracing()
        trace = json.loads(trace_path.read_text())
        observed: list[float] = page.evaluate("() => window.longTasks")
    context.close()
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    main_threads = {
        (event["pid"], event["tid"])
        for event in events
        if event.get("name") == "thread_name" and event.get("args", {}).get("name") == "CrRendererMain"
    }
    tasks = top_level_tasks(
        event
        for event in events
        if event.get("name") in ("RunTask", "ThreadControllerImpl::RunTask")
        and (event.get("pid"), event.get("tid")) in main_threads
        and "dur" in event
    )
    tasks.sort(key=lambda task: -task[0])
    return {
        "longest_task_ms": round(tasks[0][0], 1) if tasks else None,
        "longest_task_cpu_ms": round(tasks[0][1], 1) if tasks else None,
        "tasks_over_50ms": sum(1 for task in tasks if task[0] > 50),
        # Lighthouse's total blocking time: what every task spent beyond 50 ms, added up.
        "total_blocking_ms": round(sum(max(task[0] - 50, 0) for task in tasks)),
        "top5_ms": [round(task[0], 1) for task in tasks[:5]],
        "top5_cpu_ms": [round(task[1], 1) for task in tasks[:5]],
        # By CPU time alone: what the page itself costs, whatever else the machine runs.
        "most_cpu_ms": sorted((round(task[1], 1) for task in tasks), reverse=True)[:5],
        "longtask_observer_ms": sorted((round(task, 1) for task in observed), reverse=True)[:5],
        "hand_ended_in": phase,
    }


def boot_figures(bare: list[tuple[float, ...]], game: list[tuple[float, ...]]) -> dict[str, Any]:
    results: dict[str, Any] = {}
    for name, runs, kinds in (
        ("bare_boot_ms", bare, ("cold", "warm")),
        ("playable_ms", game, ("cold", "warm", "warm_snapshot")),
    ):
        results[name] = {kind: round(statistics.median(run[i] for run in runs)) for i, kind in enumerate(kinds)}
        results[name]["all"] = [[round(value) for value in run] for run in runs]
    ratio = results["playable_ms"]["warm_snapshot"] / results["bare_boot_ms"]["warm"]
    results["warm_snapshot_over_bare_warm"] = round(ratio, 2)
    results["snapshot_bytes"] = SNAPSHOT_SIZES[0] if SNAPSHOT_SIZES else None
    results["game_page_marks_ms"] = {
        "python_ready_median": round(statistics.median(m["python-ready"] for m in PHASES)),
        "ready_to_cards_median": round(statistics.median(m["hand-drawn"] - m["python-ready"] for m in PHASES)),
        # The first load of each run (a first visit): when South's hand was on screen.
        "first_visit_hand_shown_median": round(statistics.median(m["hand-shown"] for m in PHASES[::3])),
    }
    for kind in ("cold", "warm"):
        over = results["playable_ms"][kind] / results["bare_boot_ms"][kind] - 1
        results[f"playable_over_bare_{kind}"] = f"{over * 100:+.1f}%"
    return results


def measure(browser: Browser, base: str, parts: list[str], runs: int, look_ms: int = 0) -> dict[str, Any]:
    """Every part of ``parts`` under the current PROFILE."""
    PHASES.clear()
    SNAPSHOT_SIZES.clear()
    results: dict[str, Any] = {}
    context = browser.new_context()
    results["calibration_loop_ms"] = calibrate(PROFILE, context, base)
    context.close()
    bare: list[tuple[float, ...]] = []
    game: list[tuple[float, ...]] = []
    for _ in range(runs if "boot" in parts else 0):  # interleaved, so both see the same machine load
        bare.append(cold_and_warm(browser, base, bare_boot))
        game.append(game_visits(browser, base))
    if "boot" in parts:
        results.update(boot_figures(bare, game))
    if "saved-table" in parts:
        results["saved_table_ms"] = saved_table(browser, base, runs)
    if "hand" in parts:
        results["hand"] = longest_task(browser, base)
    if "pacing" in parts:
        results["pacing"] = card_waits(browser, base, runs, look_ms)
    if "bytes" in parts:
        results["bytes"] = bytes_loaded(browser, base)
    return results


# The figures printed side by side: (label, path into one profile's results).
SUMMARY = [
    ("loop in the page, ms", ("calibration_loop_ms", "page")),
    ("loop in the worker, ms", ("calibration_loop_ms", "worker")),
    ("bare boot cold, ms", ("bare_boot_ms", "cold")),
    ("bare boot warm, ms", ("bare_boot_ms", "warm")),
    ("first visit: hand shown, ms", ("game_page_marks_ms", "first_visit_hand_shown_median")),
    ("first visit: playable, ms", ("playable_ms", "cold")),
    ("repeat visit: playable, ms", ("playable_ms", "warm_snapshot")),
    ("repeat visit, no snapshot, ms", ("playable_ms", "warm")),
    ("reload mid-hand: table shown, ms", ("saved_table_ms", "visible")),
    ("reload mid-hand: engine has it, ms", ("saved_table_ms", "engine_has_game")),
    ("hand played: longest task, ms", ("hand", "longest_task_ms")),
    ("hand played: total blocking, ms", ("hand", "total_blocking_ms")),
    ("Hard, speed 1: longest card wait, ms", ("pacing", "longest_wait_ms")),
    ("Hard, speed 1: cards waiting > 50 ms", ("pacing", "waits_over_50ms")),
    ("first visit bytes", ("bytes", "total")),
]


def summary(results: dict[str, dict[str, Any]]) -> str:
    """The main figures of each profile in one column each."""
    names = list(results)
    lines = [f"{'':36}" + "".join(f"{name:>14}" for name in names)]
    for label, path in SUMMARY:
        values = []
        for name in names:
            value: Any = results[name]
            for key in path:
                value = value.get(key) if isinstance(value, dict) else None
            values.append("-" if value is None else f"{value:,}")
        if any(value != "-" for value in values):
            lines.append(f"{label:36}" + "".join(f"{value:>14}" for value in values))
    return "\n".join(lines)


def card_waits(browser: Browser, base: str, runs: int, look_ms: int = 0) -> dict[str, Any]:
    """``runs`` hands against Hard at normal speed, each in a fresh context: how long each computer card waited
    beyond its pacing. ``longest_wait_ms`` is the longest of all the hands; ``waited`` names, hand by hand,
    each card that waited over a millisecond (its trick, seat, place in the trick, wait, and when: ms since the
    page started); ``helpers``, hand by hand, the engine's helper workers (their figures, when the first was
    ready, when the engine was, when the first computer card was due, the engine's warm-up and when it ended)."""
    hands = [hand_waits(browser, base, look_ms) for _ in range(runs)]
    return {
        "hands": runs,
        "cards": sum(hand["cards"] for hand in hands),
        "longest_wait_ms": max(hand["longest_wait_ms"] for hand in hands),
        "longest_each_ms": [hand["longest_wait_ms"] for hand in hands],
        "waits_over_50ms": sum(hand["waits_over_50ms"] for hand in hands),
        "hands_ended_in": sorted({hand["hand_ended_in"] for hand in hands}),
        "waited": [hand["waited"] for hand in hands],
        "helpers": [hand["helpers"] for hand in hands],
    }


def hand_waits(browser: Browser, base: str, look_ms: int = 0) -> dict[str, Any]:
    """One hand against Hard at normal speed (:func:`card_waits`); South looks at its new hand for ``look_ms``
    before its first tap (else it taps as soon as it can)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = PROFILE.new_page(context)
    game = GamePage(BrowserTab(page=page, context=context, server_url=base), quiet=True)
    game.open(f"seed={SEED}&level=hard&{BOOT_TIMEOUT}", speed=1)
    page.evaluate("() => performance.clearMeasures('gongzhu:card-wait')")
    if look_ms:
        game.wait_settled()
        page.wait_for_timeout(look_ms)
    phase = game.play_hand()
    waits: list[dict[str, Any]] = page.evaluate(
        """() => performance.getEntriesByName('gongzhu:card-wait')
             .map((entry) => ({...entry.detail, ms: Math.round(entry.duration), at: Math.round(entry.startTime)}))"""
    )
    helpers: dict[str, Any] = page.evaluate(
        """() => ({...gongzhu.python.helpers,
                   ready_at: performance.getEntriesByName('gongzhu:helper-ready').map((m) => Math.round(m.startTime))[0],
                   python_ready_at: performance.getEntriesByName('gongzhu:python-ready')
                     .map((m) => Math.round(m.startTime))[0],
                   engine_warm_up: gongzhu.python.warmUp,
                   engine_warm_at: performance.getEntriesByName('gongzhu:engine-warm')
                     .map((m) => Math.round(m.startTime))[0]})"""
    )
    helpers["first_card_at"] = waits[0]["at"] if waits else None
    context.close()
    return {
        "cards": len(waits),
        "longest_wait_ms": max((wait["ms"] for wait in waits), default=0),
        "waits_over_50ms": sum(1 for wait in waits if wait["ms"] > 50),
        "hand_ended_in": phase,
        "waited": [wait for wait in waits if wait["ms"] > 1],
        "helpers": helpers,
    }


def main() -> int:
    global PROFILE
    parser = argparse.ArgumentParser(description="Measure the game page (prints a summary and JSON).")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--chromium", default=chromium_path())
    parser.add_argument(
        "--only", action="append", choices=PARTS, help=f"measure only these (default: {', '.join(PARTS)})"
    )
    parser.add_argument(
        "--profile",
        action="append",
        choices=[*PROFILES, "both"],
        help="desktop (this machine as it is, the default) or mobile (Slow 4G, CPU and worker 4x slower); "
        "both: one after the other, printed side by side",
    )
    parser.add_argument("--json", action="store_true", help="print only the JSON object")
    parser.add_argument(
        "--look-ms",
        type=int,
        default=0,
        help="pacing: South looks at each new hand this long before its first tap (default 0: at once)",
    )
    args = parser.parse_args()
    parts = args.only or PARTS
    profiles = [name for choice in args.profile or ["desktop"] for name in (PROFILES if choice == "both" else [choice])]

    results: dict[str, Any] = {"chromium": args.chromium, "runs": args.runs}
    try:
        with served_web() as base:
            for name in dict.fromkeys(profiles):
                # Each profile has a browser of its own: the mobile one starts inside its cgroup.
                with Profile.named(name) as PROFILE, sync_playwright() as playwright:
                    browser = playwright.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS)
                    results[name] = measure(browser, base, parts, args.runs, args.look_ms)
                    browser.close()
                    if PROFILE.throttle:
                        results[name]["worker_threads_slowed"] = PROFILE.throttle.slowed
    except (BuildFailed, ThrottleUnavailable) as error:
        print(error, file=sys.stderr)
        return 1
    if not args.json:
        print(summary({name: results[name] for name in dict.fromkeys(profiles)}))
    print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
