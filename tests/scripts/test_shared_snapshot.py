"""The memory snapshot is taken once per test run, and shared by the run's workers (scripts/stored_snapshot.py)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from stored_snapshot import StoredSnapshot, shared_snapshot

ENTRY = StoredSnapshot(
    cache="gongzhu-snapshot-314.0.7-abc",
    url="http://127.0.0.1:4001/build/memory-snapshot",
    headers={"content-type": "application/octet-stream", "x-package-sha256": "00ff"},
    body=bytes(range(256)) * 64,
)


def test_the_first_worker_takes_the_snapshot_and_the_others_wait_for_it(tmp_path: Path) -> None:
    taking = threading.Event()
    finish = threading.Event()
    takes: list[str] = []
    results: dict[str, StoredSnapshot] = {}

    def take() -> StoredSnapshot:
        takes.append(threading.current_thread().name)
        taking.set()
        assert finish.wait(10)
        return ENTRY

    def worker() -> None:
        results[threading.current_thread().name] = shared_snapshot(tmp_path, take)

    first = threading.Thread(target=worker, name="gw0")
    first.start()
    assert taking.wait(10)
    second = threading.Thread(target=worker, name="gw1")
    second.start()
    second.join(0.3)
    assert second.is_alive(), "the second worker did not wait for the snapshot being taken"
    finish.set()
    first.join(10)
    second.join(10)
    assert takes == ["gw0"]
    assert results == {"gw0": ENTRY, "gw1": ENTRY}


def test_a_failed_take_leaves_nothing_and_the_next_worker_tries_again(tmp_path: Path) -> None:
    def fail() -> StoredSnapshot:
        raise AssertionError("the page stored no memory snapshot")

    with pytest.raises(AssertionError, match="no memory snapshot"):
        shared_snapshot(tmp_path, fail)
    assert shared_snapshot(tmp_path, lambda: ENTRY) == ENTRY
    assert shared_snapshot(tmp_path, fail) == ENTRY


def test_the_entry_is_put_on_each_workers_own_origin() -> None:
    moved = ENTRY.on_origin("http://127.0.0.1:5123")
    assert moved.url == "http://127.0.0.1:5123/build/memory-snapshot"
    assert (moved.cache, moved.headers, moved.body) == (ENTRY.cache, ENTRY.headers, ENTRY.body)
