"""The mobile profile of the measuring scripts: a phone's network and CPU, for the page and its worker.

Lighthouse's mobile profile: Slow 4G (150 ms round trip, 1.6 Mbit/s down,
750 kbit/s up) and a CPU four times slower. Chrome slows the page's main
thread itself (``Emulation.setCPUThrottlingRate``), but refuses that on a
worker's target ("Operation is only supported for pages, not workers"), and
Python runs in a worker. So the worker's thread is slowed by the kernel
instead: the browser runs in a cgroup of the ``cpu`` controller, and each
thread named ``DedicatedWorker`` that appears in it is moved, within a few
milliseconds of its start, into a cgroup of its own whose quota is a quarter
of one core (``cpu.cfs_quota_us`` = 2.5 ms every 10 ms). A thread that such a
worker starts (a worker of its own, a thread of the browser's pool) starts in
the worker's cgroup; it is moved into one of its own as well, as on a phone it
would run on another core instead of sharing the worker's. The network
conditions are set on each page (``Network.emulateNetworkConditions``); they
apply to the page's worker as well.

    with Profile.named("mobile") as profile:      # before the browser is launched
        browser = playwright.chromium.launch(...)
        page = profile.new_page(context)          # throttled from its first request

``Profile.named("desktop")`` does nothing. The cgroup needs root and the
cgroup v1 ``cpu`` controller (``/sys/fs/cgroup/cpu``); without them the mobile
profile refuses to start (``ThrottleUnavailable``) rather than measure a worker
at full speed.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any

from playwright.sync_api import BrowserContext, Page

CPU_CGROUPS = Path("/sys/fs/cgroup/cpu")
# The period of the worker's quota: short, so that the worker is slowed evenly rather than in 100 ms gaps.
PERIOD_US = 10_000
# How often the browser's threads are looked at for new workers.
POLL_S = 0.002
SLOWED_THREADS = ("DedicatedWorker",)
# A thread not named a worker this long after it was first seen is not looked at again.
NAMED_WITHIN_S = 1.0


class ThrottleUnavailable(Exception):
    """The worker cannot be slowed on this machine: the message says why."""


@dataclass(frozen=True)
class Conditions:
    name: str
    cpu_slowdown: float
    latency_ms: float = 0
    down_kbit_s: float = 0
    up_kbit_s: float = 0

    @property
    def network(self) -> dict[str, Any] | None:
        if not self.latency_ms:
            return None
        return {
            "offline": False,
            "latency": self.latency_ms,
            "downloadThroughput": self.down_kbit_s * 1000 / 8,
            "uploadThroughput": self.up_kbit_s * 1000 / 8,
        }


PROFILES = {
    "desktop": Conditions("desktop", 1),
    "mobile": Conditions("mobile", 4, latency_ms=150, down_kbit_s=1600, up_kbit_s=750),
}


@dataclass
class WorkerThrottle:
    """Moves every worker thread of the browser into a cgroup with 1/``slowdown`` of a core."""

    slowdown: float
    root: Path = field(init=False)
    _seen: set[str] = field(default_factory=set)
    _groups: list[Path] = field(default_factory=list)
    _stop: threading.Event = field(default_factory=threading.Event)
    _thread: threading.Thread | None = None
    slowed: int = 0

    def start(self) -> None:
        if not (CPU_CGROUPS / "tasks").is_file():
            raise ThrottleUnavailable(f"no cgroup v1 cpu controller at {CPU_CGROUPS}: the worker cannot be slowed")
        self.root = CPU_CGROUPS / f"gongzhu-measure-{os.getpid()}"
        try:
            (self.root / "browser").mkdir(parents=True)
            # This process and so the browser it launches: the threads to watch.
            (self.root / "browser" / "cgroup.procs").write_text(str(os.getpid()))
        except OSError as error:
            self._remove()
            raise ThrottleUnavailable(f"cannot make a cgroup under {CPU_CGROUPS} ({error}): run as root") from error
        self._thread = threading.Thread(target=self._watch, name="worker-throttle", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread:
            self._thread.join()
        self._remove()

    def _watch(self) -> None:
        browser = self.root / "browser" / "tasks"
        young: dict[str, float] = {}  # threads seen lately: named by the browser soon after they start
        while not self._stop.is_set():
            now = time.monotonic()
            for tid in browser.read_text().split():
                if tid in self._seen:
                    continue
                try:
                    name = Path(f"/proc/{tid}/comm").read_text().strip()
                except OSError:
                    name = ""
                if name.startswith(SLOWED_THREADS):
                    self._seen.add(tid)
                    self._slow(tid)
                elif now - young.setdefault(tid, now) > NAMED_WITHIN_S:
                    self._seen.add(tid)
                    del young[tid]
            self._separate()
            time.sleep(POLL_S)

    def _separate(self) -> None:
        """A thread that a slowed worker starts (a worker it starts, a thread of the browser's pool) begins in
        that worker's cgroup, sharing its quarter of a core: each gets a cgroup and a quarter core of its own,
        as it would run on a core of its own on a phone."""
        for group in list(self._groups):
            try:
                tids = (group / "tasks").read_text().split()
            except OSError:  # the group is being removed
                continue
            for tid in tids:
                if tid not in self._seen:
                    self._seen.add(tid)
                    self._slow(tid)

    def _slow(self, tid: str) -> None:
        group = self.root / f"thread-{tid}"
        group.mkdir()
        self._groups.append(group)
        (group / "cpu.cfs_period_us").write_text(str(PERIOD_US))
        (group / "cpu.cfs_quota_us").write_text(str(round(PERIOD_US / self.slowdown)))
        try:
            (group / "tasks").write_text(tid)
            self.slowed += 1
        except OSError:  # the thread ended meanwhile
            pass

    def _remove(self) -> None:
        """Every thread back to the parent cgroup, then the cgroups gone."""
        parent = self.root.parent / "tasks"
        for group in [*self._groups, self.root / "browser"]:
            if not group.is_dir():
                continue
            for tid in (group / "tasks").read_text().split():
                with contextlib.suppress(OSError):  # ended meanwhile
                    parent.write_text(tid)
            group.rmdir()
        if self.root.is_dir():
            self.root.rmdir()


class Profile:
    """The conditions a measurement runs under; a context manager around the browser's life."""

    def __init__(self, conditions: Conditions) -> None:
        self.conditions = conditions
        self.throttle = WorkerThrottle(conditions.cpu_slowdown) if conditions.cpu_slowdown != 1 else None

    @classmethod
    def named(cls, name: str) -> Profile:
        return cls(PROFILES[name])

    @property
    def name(self) -> str:
        return self.conditions.name

    def __enter__(self) -> Profile:
        if self.throttle:
            self.throttle.start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if self.throttle:
            self.throttle.stop()

    def apply(self, page: Page) -> Page:
        """Slows ``page``'s main thread and network (before its first request); returns it."""
        if self.conditions.cpu_slowdown == 1 and self.conditions.network is None:
            return page
        session = page.context.new_cdp_session(page)
        session.send("Emulation.setCPUThrottlingRate", {"rate": self.conditions.cpu_slowdown})
        if self.conditions.network:
            session.send("Network.enable")
            session.send("Network.emulateNetworkConditions", self.conditions.network)
        return page

    def new_page(self, context: BrowserContext) -> Page:
        return self.apply(context.new_page())


# A loop of fixed work, timed in the page and in a worker of the page.
CALIBRATION_PAGE = """<!doctype html><meta charset="utf-8"><title>calibration</title><script>
const LOOP = "function spin(n) { let x = 0; for (let i = 0; i < n; i++) x = (x * 31 + i) | 0; return x; }";
const timed = "(n) => { const t = performance.now(); spin(n); return performance.now() - t; }";
window.pageLoop = new Function(`${LOOP}; return ${timed};`)();
const worker = new Worker(URL.createObjectURL(new Blob(
  [`${LOOP}; const timed = ${timed}; onmessage = (event) => postMessage(timed(event.data));`])));
window.workerLoop = (n) => new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); worker.postMessage(n); });
</script>"""
CALIBRATION_PATH = "/__calibration__.html"
CALIBRATION_LOOP = 20_000_000


def calibrate(profile: Profile, context: BrowserContext, base: str, runs: int = 3) -> dict[str, float]:
    """Milliseconds of the same loop in the page and in its worker under ``profile`` (the median of ``runs``)."""
    page = profile.new_page(context)
    page.route(f"**{CALIBRATION_PATH}", lambda route: route.fulfill(body=CALIBRATION_PAGE, content_type="text/html"))
    page.goto(base + CALIBRATION_PATH)
    page.evaluate(f"workerLoop({CALIBRATION_LOOP // 100})")  # the worker has started (and been moved)
    times: dict[str, list[float]] = {"page": [], "worker": []}
    for _ in range(runs):
        times["page"].append(page.evaluate(f"pageLoop({CALIBRATION_LOOP})"))
        times["worker"].append(page.evaluate(f"workerLoop({CALIBRATION_LOOP})"))
    page.close()
    return {where: round(sorted(values)[len(values) // 2], 1) for where, values in times.items()}
