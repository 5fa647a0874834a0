"""The mobile profile's worker throttle (throttle.py): each worker thread, and each thread a worker starts,
gets a quarter of a core of its own. Checked on a cgroup tree in a temporary directory: the bookkeeping,
not the kernel's scheduling."""

from __future__ import annotations

from pathlib import Path

from throttle import PERIOD_US, WorkerThrottle


def throttle_in(root: Path) -> WorkerThrottle:
    throttle = WorkerThrottle(4)
    throttle.root = root
    (root / "browser").mkdir()
    return throttle


def quota(root: Path, tid: str) -> tuple[str, str, str]:
    group = root / f"thread-{tid}"
    return (
        (group / "cpu.cfs_quota_us").read_text(),
        (group / "cpu.cfs_period_us").read_text(),
        (group / "tasks").read_text(),
    )


def test_a_thread_a_slowed_worker_starts_gets_a_quarter_core_of_its_own(tmp_path: Path) -> None:
    # The kernel starts a thread in the cgroup of the thread that made it: a worker that the engine's worker
    # starts (or a thread of the browser's pool) would share the engine's quarter core.
    throttle = throttle_in(tmp_path)
    throttle._seen.add("100")
    throttle._slow("100")  # the engine's worker
    (tmp_path / "thread-100" / "tasks").write_text("100\n101\n")  # it started thread 101
    throttle._separate()
    assert quota(tmp_path, "101") == (str(PERIOD_US // 4), str(PERIOD_US), "101")
    assert throttle.slowed == 2
    throttle._separate()  # seen once, moved once
    assert throttle.slowed == 2


def test_the_threads_of_the_browser_itself_are_left_alone(tmp_path: Path) -> None:
    throttle = throttle_in(tmp_path)
    (tmp_path / "browser" / "tasks").write_text("7\n8\n")
    throttle._separate()
    assert throttle.slowed == 0
    assert not list(tmp_path.glob("thread-*"))
