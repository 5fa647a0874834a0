"""scripts/bench_pyodide.py runs the command line inside the pinned Pyodide under Node."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_an_arena_plays_the_same_games_in_pyodide_as_in_cpython(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "scripts" / "bench_pyodide.py"),
            "--out",
            str(tmp_path),
            "--compare",
            "arena",
            "--deals",
            "1",
            "--seed",
            "2",
            "--hero",
            "easy",
            "--field",
            "random",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert (tmp_path / "gongzhu.zip").is_file()
    # --compare fails unless both played the same games; both timed the same decisions.
    timings = report["ms_per_decision"]
    assert timings["cpython"]["count"] == timings["pyodide"]["count"] > 13
    assert report["command"][-1] == "random" and isinstance(report["diff"], float | int)
