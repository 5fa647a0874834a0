"""The JS tests' views (tests/js/fixtures/views.json) are the engine's replies as it makes them now."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SCRIPT = ROOT / "scripts" / "js_fixtures.py"
FIXTURE = ROOT / "tests" / "js" / "fixtures" / "views.json"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, check=False, cwd=ROOT)


def test_the_committed_views_are_the_engines() -> None:
    done = run("--check")
    assert done.returncode == 0, done.stderr


def test_a_stale_file_is_found(tmp_path: Path) -> None:
    stale = json.loads(FIXTURE.read_text(encoding="utf-8"))
    del stale["play"]["legal"]  # as if the engine's view had lost a field the page reads
    out = tmp_path / "views.json"
    out.write_text(json.dumps(stale), encoding="utf-8")
    done = run("--check", "--out", str(out))
    assert done.returncode == 1 and "stale" in done.stderr
    assert run("--out", str(out)).returncode == 0 and run("--check", "--out", str(out)).returncode == 0


def test_the_views_cover_each_phase_the_page_draws() -> None:
    views = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert [views[name]["phase"] for name in ("expose", "play", "hand-over", "game-over")] == [
        "expose",
        "play",
        "hand-over",
        "game-over",
    ]
    assert views["play"]["turn"] == "S" and views["play"]["trick"] and views["play"]["illegal"]
    assert views["card"]["changes"]["append"]["trick"][-1]["seat"] == "S"
