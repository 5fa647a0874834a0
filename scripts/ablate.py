#!/usr/bin/env python3
"""What each part of Hard is worth: the arena against one field, part by part.

Runs ``python -m gongzhu arena`` once for Hard as it ships and once for each
variant with one part switched off or cut down (``--hero-setting``), on the
same deals, and prints a Markdown table: each variant's difference per hand
against the field with its 95% interval, on all deals, on the ordinary deals
(no hand of any seating at +200 or more) and on the rest, and what it costs
per decision.

    python3 scripts/ablate.py --deals 100 --seed 11 --field greedy --no-exposure --jobs 2
    python3 scripts/ablate.py --only base,no-exact --deals 20

The variants are in :data:`VARIANTS`; ``--list`` prints them.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gongzhu.bots.hard_settings import PLAY_BUDGET  # noqa: E402

#: name -> (Hard settings, what is switched off or changed).
VARIANTS: dict[str, tuple[dict[str, str], str]] = {
    "base": ({}, "Hard as it ships"),
    "no-exact": ({"exact_cards": "0"}, "no exact endgame: playouts to the last card"),
    "exact-2": ({"exact_cards": "2"}, "exact endgame from 2 cards instead of 3"),
    "exact-4": ({"exact_cards": "4", "exact_samples": "12"}, "exact endgame from 4 cards (12 deals)"),
    "uniform": ({"infer": "1"}, "uniform deals: no weighting by the plays seen"),
    "no-shoot": ({"shoot": "14"}, "our playouts never go for all the hearts"),
    "no-defend": ({"defend": "0"}, "the other seats of our playouts never stop a run"),
    "no-rivals": ({"rivals": "0"}, "the other seats of our playouts never go for all the hearts"),
    "fixed-run": ({"choose_run": "0"}, "one line priced: we go for all the hearts from four of them on"),
    "all-defend": ({"defend_prior": "1"}, "every seat defends in our playouts: no habits read or drawn"),
    "no-habits": ({"read_habits": "0"}, "habits not read: each seat defends with the prior chance on each deal"),
    "prior-25": ({"defend_prior": "0.25"}, "a seat whose habit is not shown defends on a quarter of the deals"),
    "prior-75": ({"defend_prior": "0.75"}, "a seat whose habit is not shown defends on three deals in four"),
    "no-control": ({"control": "0"}, "our playouts go for all the hearts without holding the top heart still out"),
    "old-model": (
        {"defend": "0", "rivals": "0", "choose_run": "0"},
        "playouts as before: nobody defends, only we go for all the hearts, from four on",
    ),
    "shoot-2": ({"shoot": "2"}, "our line that goes for all the hearts starts from two of them"),
    "bonus-6": ({"bonus": "6"}, "a head start of 6 points for the rule policy's card"),
    "no-favour": ({"favour": "0"}, "the best mean always played, even within the noise of the rule policy's card"),
    "no-extend": ({"extend": "0"}, "no more deals for the cards the first deals cannot tell from the best"),
    "quarter": ({"budget": str(PLAY_BUDGET // 4)}, "a quarter of the playouts"),
    "plain-leads": ({"lead_factor": "1", "first_factor": "1"}, "a lead has the budget of a card to a trick"),
    "rule-playouts": ({"fast": "0"}, "playouts by the rule policy (the slow reference search)"),
    "transformer-50": (
        {"transformer": "-50"},
        "the playouts' rule policy counts ♣10 at -50: every seat ducks it and sheds it when void",
    ),
    "transformer-25": ({"transformer": "-25"}, "the playouts' rule policy counts ♣10 at -25"),
    "expose-24": ({"expose_budget": "24"}, "6 deals per exposure choice instead of 360 in all"),
}
# The curve of strength against budget: twice, four and eight times the playouts.
VARIANTS.update({f"budget-{k}x": ({"budget": str(PLAY_BUDGET * k)}, f"{k} times the playouts") for k in (2, 4, 8)})


def run(name: str, args: argparse.Namespace) -> dict[str, object]:
    settings, _ = VARIANTS[name]
    command = [sys.executable, "-m", "gongzhu", "arena", "--deals", str(args.deals), "--seed", str(args.seed)]
    command += ["--hero", "hard", "--field", args.field, "--jobs", str(args.jobs), "--profile"]
    if args.no_exposure:
        command.append("--no-exposure")
    for key, value in settings.items():
        command += ["--hero-setting", f"{key}={value}"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"ablate: {name} failed:\n{done.stderr}")
    report: dict[str, object] = json.loads(done.stdout)
    return report


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--field", default="greedy")
    parser.add_argument("--no-exposure", action="store_true")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", help="comma-separated variant names (default: all)")
    parser.add_argument("--list", action="store_true", help="print the variants and exit")
    args = parser.parse_args(argv)
    if args.list:
        for name, (settings, text) in VARIANTS.items():
            print(f"{name:14} {text}  {settings}")
        return 0
    names = args.only.split(",") if args.only else list(VARIANTS)
    unknown = [n for n in names if n not in VARIANTS]
    if unknown:
        parser.error(f"unknown variants: {', '.join(unknown)} (see --list)")
    exposure = "without" if args.no_exposure else "with"
    print(f"Hard against {args.field}, {args.deals} deals, seed {args.seed}, {exposure} exposure\n")
    print("| variant | what changes | all deals (95%) | ordinary deals (95%) | rest (95%) | CPU ms p50 / p95 / max |")
    print("|---|---|---|---|---|---|")
    for name in names:
        report = run(name, args)
        cpu = report["cpu_ms_per_decision"]
        assert isinstance(cpu, dict)
        margins = " | ".join(margin_cell(report, part) for part in (None, "ordinary", "rest"))
        print(
            f"| {name} | {VARIANTS[name][1]} | {margins} | {cpu['p50']:.0f} / {cpu['p95']:.0f} / {cpu['max']:.0f} |",
            flush=True,
        )
    return 0


def margin_cell(report: dict[str, object], part: str | None) -> str:
    """A table cell: the margin per deal and its 95% interval, of all deals (``part`` None) or of the
    ``ordinary`` deals or the ``rest``, with their count.

    >>> margin_cell({"diff": 20.0, "ci95": [8.68, 31.32], "ordinary": {"deals": 3, "diff": -1.0, "ci95": [-5, 3]}}, "ordinary")
    '-1.0 (-5.0 .. +3.0), 3 deals'
    """
    figures = report if part is None else report[part]
    assert isinstance(figures, dict)
    lo, hi = figures["ci95"]
    cell = f"{figures['diff']:+.1f} ({lo:+.1f} .. {hi:+.1f})"
    return cell if part is None else f"{cell}, {figures['deals']} deals"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
