#!/usr/bin/env python3
"""Lighthouse on the built page, as a benchmark: the four category scores, LCP, TBT and CLS.

Builds web/build/, serves web/ on a free loopback port and runs Lighthouse
(npm development dependency, pinned in package-lock.json) on a first visit to
the page, with its default mobile profile (a phone's screen, Slow 4G: 150 ms
round trip, 1.6 Mbit/s down, 750 kbit/s up, and a CPU four times slower,
simulated) and the machine's Chromium. Prints the figures; ``--json PATH``
keeps Lighthouse's whole report.

Targets (printed beside the scores, never asserted): performance at least 95
in each run, accessibility 100, best practices 100, SEO at least 90. Each run's
performance, TBT and long tasks are printed too: the median hides a bad run.

    .venv/bin/python scripts/lighthouse.py [--chromium PATH] [--runs N] [--json PATH]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from browser import ROOT, BuildFailed, chromium_path, served_web

LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
CATEGORIES = {"performance": 95, "accessibility": 100, "best-practices": 100, "seo": 90}
METRICS = {
    "largest-contentful-paint": "LCP",
    "total-blocking-time": "TBT",
    "cumulative-layout-shift": "CLS",
    "first-contentful-paint": "FCP",
}
CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking"


def run(url: str, chromium: str, report: Path) -> dict[str, Any]:
    command = [
        str(LIGHTHOUSE),
        url,
        f"--chrome-path={chromium}",
        f"--chrome-flags={CHROME_FLAGS}",
        f"--only-categories={','.join(CATEGORIES)}",
        "--output=json",
        f"--output-path={report}",
        "--quiet",
    ]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    if result.returncode != 0 or not report.is_file():
        raise SystemExit(f"lighthouse failed ({result.returncode}):\n{result.stderr[-3000:]}")
    data: dict[str, Any] = json.loads(report.read_text(encoding="utf-8"))
    return data


def figures(data: dict[str, Any]) -> dict[str, Any]:
    scores = {name: round(100 * (data["categories"][name]["score"] or 0)) for name in CATEGORIES}
    metrics = {label: data["audits"][audit]["numericValue"] for audit, label in METRICS.items()}
    failed = sorted(
        audit["id"]
        for category in CATEGORIES
        for ref in data["categories"][category]["auditRefs"]
        if ref["weight"] and (audit := data["audits"][ref["id"]])["score"] is not None and audit["score"] < 1
    )
    tasks = data["audits"].get("long-tasks", {}).get("details", {}).get("items", [])
    long_tasks = [f"{Path(str(task['url'])).name or task['url']} {task['duration']:.0f}" for task in tasks]
    return {"scores": scores, "metrics": metrics, "not_passed": failed, "long_tasks": long_tasks}


def main() -> int:
    parser = argparse.ArgumentParser(description="Lighthouse (mobile) on the built page.")
    parser.add_argument("--chromium", default=chromium_path() or "/usr/bin/chromium")
    parser.add_argument("--runs", type=int, default=1, help="runs; the median of each figure is printed")
    parser.add_argument("--json", type=Path, help="keep the last run's whole Lighthouse report here")
    args = parser.parse_args()
    if not LIGHTHOUSE.is_file():
        print(f"{LIGHTHOUSE} is missing: run `npm ci`", file=sys.stderr)
        return 1
    runs: list[dict[str, Any]] = []
    try:
        with served_web() as base, tempfile.TemporaryDirectory() as temporary:
            report = Path(temporary) / "report.json"
            for _ in range(args.runs):
                data = run(f"{base}/", args.chromium, report)
                runs.append(figures(data))
            if args.json:
                args.json.write_text(report.read_text(encoding="utf-8"), encoding="utf-8")
    except BuildFailed as error:
        print(error, file=sys.stderr)
        return 1
    print(f"Lighthouse {data['lighthouseVersion']}, mobile profile, {args.runs} run(s), median:")
    for name, target in CATEGORIES.items():
        score = statistics.median(run["scores"][name] for run in runs)
        print(f"  {name:15} {score:5.0f}   (target {'≥ ' if target < 100 else ''}{target})")
    for label in METRICS.values():
        value = statistics.median(run["metrics"][label] for run in runs)
        print(f"  {label:15} {value:8.3f}" if label == "CLS" else f"  {label:15} {value:6.0f} ms")
    print(f"  audits not passed: {', '.join(runs[-1]['not_passed']) or 'none'}")
    for number, figure in enumerate(runs, 1):
        tasks = ", ".join(figure["long_tasks"]) or "none"
        print(
            f"  run {number}: performance {figure['scores']['performance']}, "
            f"TBT {figure['metrics']['TBT']:.0f} ms; long tasks (ms): {tasks}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
