#!/usr/bin/env python3
"""Run any ``python -m gongzhu …`` command inside the pinned Pyodide under Node.

Builds ``web/build/gongzhu.zip`` from the sources (:mod:`build`), then runs
``scripts/bench_pyodide.mjs``, which loads ``node_modules/pyodide`` (the
version ``package-lock.json`` pins, Python 3.14 inside), unpacks the zip as
the page's worker does and calls the command in one process. The command's
output and exit status are passed through, so the arena's JSON report, with
its ``ms_per_decision``, is the browser engine's own figure.

    python3 scripts/bench_pyodide.py arena --deals 20 --seed 1 --hero hard --field greedy
    python3 scripts/bench_pyodide.py score < tables.jsonl
    python3 scripts/bench_pyodide.py --compare arena --deals 20 --seed 1 --hero hard --field greedy

``--compare`` runs an ``arena`` command twice, in this CPython and in
Pyodide, checks that both played the same games, and prints both timings
side by side. Pyodide has no multiprocessing: the arena runs with one job.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import build

ROOT = Path(__file__).resolve().parent.parent
RUNNER = ROOT / "scripts" / "bench_pyodide.mjs"
#: The arena report's timing fields compared by ``--compare``.
TIMINGS = ("ms_per_decision", "ms_per_play", "cpu_ms_per_decision")


def pyodide_command(args: list[str], out: Path) -> list[str]:
    """Build the package zip into ``out`` and return the Node command that runs ``args``."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit("bench_pyodide: Node.js is needed (node not found)")
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").is_file():
        raise SystemExit("bench_pyodide: node_modules/pyodide is missing: run `npm ci` first")
    archive = out / "gongzhu.zip"
    build.write_if_changed(archive, build.zip_package(ROOT / "gongzhu"))
    return [node, str(RUNNER), str(archive), *args]


#: The largest gap between two reports' rounded means that can still be the same games: Python 3.12 and later
#: sum floats more exactly than 3.11, so a mean can land on the other side of a rounding step.
ROUNDING = 0.011


def same_games(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether two arena reports are of the same games: each deal's margin alike (``--profile``'s ``per_deal``),
    or without it, the means and the interval alike but for rounding.

    >>> same_games({"diff": 78.13, "hero_mean": 1.0, "field_mean": 2.0, "ci95": [1.0, 2.0]},
    ...            {"diff": 78.12, "hero_mean": 1.0, "field_mean": 2.0, "ci95": [1.0, 2.01]})
    True
    >>> same_games({"diff": 78.13, "per_deal": {"diff": [1.0, 2.0]}}, {"diff": 78.13, "per_deal": {"diff": [2.0, 1.0]}})
    False
    """
    if "per_deal" in a or "per_deal" in b:
        return a.get("per_deal") == b.get("per_deal")
    numbers = [(a[k], b[k]) for k in ("hero_mean", "field_mean", "diff")]
    numbers += list(zip(a["ci95"], b["ci95"], strict=True))
    return all(abs(x - y) <= ROUNDING for x, y in numbers)


def compare(args: list[str], out: Path) -> int:
    """Run an arena command in CPython and in Pyodide; print both reports' timings."""
    if not args or args[0] != "arena":
        raise SystemExit("bench_pyodide: --compare takes an arena command")
    reports = {}
    for name, command in (
        ("cpython", [sys.executable, "-m", "gongzhu", *args]),
        ("pyodide", pyodide_command(args, out)),
    ):
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            sys.stderr.write(done.stderr)
            raise SystemExit(f"bench_pyodide: the {name} run failed ({done.returncode})")
        reports[name] = json.loads(done.stdout)
    if not same_games(reports["cpython"], reports["pyodide"]):
        raise SystemExit(f"bench_pyodide: CPython and Pyodide played different games: {reports}")
    same = {k: reports["cpython"][k] for k in ("hero_mean", "field_mean", "diff", "ci95")}
    summary = {
        "command": ["python", "-m", "gongzhu", *args],
        **same,
        **{field: {name: report[field] for name, report in reports.items()} for field in TIMINGS},
    }
    print(json.dumps(summary))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Run a `python -m gongzhu` command in Pyodide under Node.",
        usage="%(prog)s [--compare] [--out DIR] COMMAND [ARG ...]",
    )
    parser.add_argument("--compare", action="store_true", help="an arena command in CPython and Pyodide, side by side")
    parser.add_argument("--out", type=Path, default=ROOT / "web" / "build", help="where gongzhu.zip is built")
    options, args = parser.parse_known_args(argv)
    if not args:
        parser.error("give a command, e.g. `arena --deals 5` or `score`")
    if options.compare:
        return compare(args, options.out)
    return subprocess.run(pyodide_command(args, options.out), cwd=ROOT, check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
