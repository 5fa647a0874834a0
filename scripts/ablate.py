#!/usr/bin/env python3
"""What each part of Hard is worth: the arena against one field, part by part.

Runs ``python -m gongzhu arena`` once for Hard as it ships and once for each
variant with one part switched off or cut down (``--hero-setting``), on the
same deals, and prints a Markdown table: each variant's difference per hand
against the field with its 95% interval, on all deals, on the ordinary deals
(no hand of any seating at +200 or more) and on the rest; paired with Hard as
it ships, deal by deal, the variant's margin less base Hard's, on all deals and
on the deals ordinary in both runs (the paired interval is much narrower: the
luck of a deal is the same for both); and what it costs per decision.

    python3 scripts/ablate.py --deals 100 --seed 11 --field greedy --no-exposure --jobs 2
    python3 scripts/ablate.py --only base,no-exact --deals 20
    python3 scripts/ablate.py --only budget-2x,budget-4x --seed 1,2 --field defender --no-exposure --runs /tmp/runs

``--seed 1,2`` pools the deals of two seeds; ``--runs`` keeps each arena report
in a folder and reads it from there the next time (a table printed again, or
runs made one by one in the background put together).

The variants are in :data:`VARIANTS`; ``--list`` prints them.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gongzhu.bots.hard_settings import PLAY_BUDGET  # noqa: E402
from gongzhu.tools.handtypes import mean_interval  # noqa: E402

#: name -> (Hard settings, what is switched off or changed).
VARIANTS: dict[str, tuple[dict[str, str], str]] = {
    "base": ({}, "Hard as it ships"),
    "no-exact": ({"exact_cards": "0"}, "no exact endgame: playouts to the last card"),
    "exact-2": ({"exact_cards": "2"}, "exact endgame from 2 cards instead of 3"),
    "exact-4": ({"exact_cards": "4", "exact_samples": "12"}, "exact endgame from 4 cards (12 deals)"),
    "uniform": ({"infer": "1"}, "uniform deals: no weighting by the plays seen"),
    "infer-no-leads": ({"infer_leads": "1"}, "the deals' weights read the follows and discards, not the leads"),
    "infer-calibrated": (
        {"infer_leads": "1", "infer_discards": "0.2"},
        "the deals' weights as the plays of the field bear out: leads say nothing, a discard missed weighs 0.2",
    ),
    "infer-classes": (
        {"infer_classes": "1"},
        "the deals' weights count a card interchangeable with the model's as the model's card",
    ),
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
    "no-pool": ({"pool": "1"}, "every deal drawn is played out and counts by its weight: no picks from a pool"),
    "no-extend": (
        {"extend": "0", "extend_short": "0"},
        "no more deals for the cards the first deals cannot tell from the best",
    ),
    "extend-1": ({"extend": "1"}, "one round of more deals at a lead, as for a card to a trick"),
    "short-extend-2": ({"extend_short": "2"}, "two rounds of more deals for a card to a trick too, as at a lead"),
    "quarter": ({"budget": str(PLAY_BUDGET // 4)}, "a quarter of the playouts"),
    "leads-1.5": ({"lead_factor": "1.5"}, "a lead after a trick has 1.5 times the budget, as before the pool"),
    "plain-leads": ({"lead_factor": "1", "first_factor": "1"}, "a lead has the budget of a card to a trick"),
    "follows-1": ({"follow_factor": "1"}, "a card to a trick has the whole budget, as before the phone's pacing"),
    "rule-playouts": ({"fast": "0"}, "playouts by the rule policy (the slow reference search)"),
    "transformer-50": (
        {"transformer": "-50"},
        "the playouts' rule policy counts ♣10 at -50: every seat ducks it and sheds it when void",
    ),
    "transformer-25": ({"transformer": "-25"}, "the playouts' rule policy counts ♣10 at -25"),
    "replies": (
        {"replies": "1"},
        "the seats after ours in this trick play their best reply on each deal (fewer deals for it)",
    ),
    "replies-full": ({"replies": "1", "reply_share": "0"}, "best replies in this trick, and as many deals as without"),
    "replies-calm": (
        {"replies": "1", "reply_runs": "0"},
        "best replies in this trick while no seat holds every heart taken (fewer deals for them)",
    ),
    "look-own": (
        {"lookahead": "1", "look_share": "1"},
        "our seat of the playouts plays the card best for it over the rest of a trick where something is at stake",
    ),
    "look-own-cut": (
        {"lookahead": "1"},
        "look-own with two thirds of the playouts (look_share 1.5): about base Hard's time per decision",
    ),
    "look-follow": (
        {"lookahead": "1", "look_share": "1", "look_leads": "0"},
        "look-own only while we follow or discard to a trick; our leads are chosen as without",
    ),
    "look-follow-cut": (
        {"lookahead": "1", "look_leads": "0"},
        "look-follow with two thirds of the playouts while we follow (look_share 1.5); leads as without",
    ),
    "look-others": (
        {"lookahead": "5", "look_share": "1"},
        "the other seats of the playouts (not ours) play the card best for them over a trick at stake",
    ),
    "look-others-last": (
        {"lookahead": "6", "look_share": "1"},
        "the other seats of the playouts look over the trick only when last to it",
    ),
    "look-own-last": (
        {"lookahead": "2", "look_share": "1"},
        "our seat of the playouts looks over the trick only when last to it",
    ),
    "look-all": (
        {"lookahead": "3", "look_share": "1"},
        "every seat of the playouts looks over the rest of a trick at stake",
    ),
    "look-all-last": (
        {"lookahead": "4", "look_share": "1"},
        "every seat of the playouts looks over the trick when last to it",
    ),
    "expose-24": ({"expose_budget": "24"}, "6 deals per exposure choice instead of 360 in all"),
}
# The curve of strength against budget: twice, four and eight times the playouts.
VARIANTS.update({f"budget-{k}x": ({"budget": str(PLAY_BUDGET * k)}, f"{k} times the playouts") for k in (2, 4, 8)})


def run(name: str, seed: int, args: argparse.Namespace) -> dict[str, object]:
    """The arena's report of variant ``name`` on the deals of ``seed``: read from ``--runs`` where kept there,
    else played (and kept there)."""
    kept = run_file(args.runs, name, seed, args) if args.runs else None
    if kept is not None and kept.exists() and kept.stat().st_size:
        report: dict[str, object] = json.loads(kept.read_text())
        return report
    settings, _ = VARIANTS[name]
    command = [sys.executable, "-m", "gongzhu", "arena", "--deals", str(args.deals), "--seed", str(seed)]
    command += ["--hero", "hard", "--field", args.field, "--jobs", str(args.jobs), "--profile"]
    if args.no_exposure:
        command.append("--no-exposure")
    for key, value in settings.items():
        command += ["--hero-setting", f"{key}={value}"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"ablate: {name} failed:\n{done.stderr}")
    if kept is not None:
        kept.write_text(done.stdout)
    report = json.loads(done.stdout)
    return report


def run_file(folder: Path, name: str, seed: int, args: argparse.Namespace) -> Path:
    """Where ``--runs`` keeps the report of variant ``name`` on the deals of ``seed``.

    >>> run_file(Path("runs"), "base", 2, argparse.Namespace(field="defender", deals=100, no_exposure=True)).name
    'base-defender-100-s2-noexp.json'
    """
    exposure = "noexp" if args.no_exposure else "exp"
    return folder / f"{name}-{args.field}-{args.deals}-s{seed}-{exposure}.json"


def main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    if args.list:
        for name, (settings, text) in VARIANTS.items():
            print(f"{name:14} {text}  {settings}")
        return 0
    names = args.only.split(",") if args.only else list(VARIANTS)
    unknown = [n for n in names if n not in VARIANTS]
    if unknown:
        raise SystemExit(f"ablate: unknown variants: {', '.join(unknown)} (see --list)")
    seeds = [int(s) for s in str(args.seed).split(",")]
    if args.runs:
        args.runs.mkdir(parents=True, exist_ok=True)
    exposure = "without" if args.no_exposure else "with"
    deals = args.deals * len(seeds)
    print(f"Hard against {args.field}, {deals} deals (seed {args.seed}), {exposure} exposure\n")
    print(
        "| variant | what changes | all deals (95%) | ordinary deals (95%) | rest (95%) "
        "| paired with base: all | paired: ordinary in both | CPU ms p50 / p95 / max |"
    )
    print("|---|---|---|---|---|---|---|---|")
    base = pooled([run("base", seed, args) for seed in seeds])
    for name in names:
        runs = base if name == "base" else pooled([run(name, seed, args) for seed in seeds])
        cells = [margin_cell(runs, part) for part in (None, "ordinary", "rest")]
        cells += paired_cells(runs, base) if name != "base" else ["", ""]
        print(f"| {name} | {VARIANTS[name][1]} | {' | '.join(cells)} | {runs.cpu} |", flush=True)
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=100, help="deals per seed")
    parser.add_argument(
        "--seed", default="11", help="seed of the deals, or seeds joined by commas (1,2): their deals pooled"
    )
    parser.add_argument("--field", default="greedy")
    parser.add_argument("--no-exposure", action="store_true")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", help="comma-separated variant names (default: all)")
    parser.add_argument("--runs", type=Path, help="a folder that keeps each arena report, read again instead of played")
    parser.add_argument("--list", action="store_true", help="print the variants and exit")
    return parser


class Pooled(NamedTuple):
    """One variant's runs: each deal's margin and kind (ordinary or not), and the CPU time cell."""

    diff: list[float]
    ordinary: list[bool]
    cpu: str


def pooled(reports: list[dict[str, object]]) -> Pooled:
    """The arena reports of one variant on several seeds as one: each deal's margin and kind (``per_deal``),
    and the CPU time per decision (p50: their mean; p95 and max: their largest).

    >>> one = {"per_deal": {"diff": [10.0], "ordinary": [True]}, "cpu_ms_per_decision": {"p50": 5, "p95": 9, "max": 20}}
    >>> two = {"per_deal": {"diff": [-4.0], "ordinary": [False]}, "cpu_ms_per_decision": {"p50": 7, "p95": 8, "max": 30}}
    >>> pooled([one, two])
    Pooled(diff=[10.0, -4.0], ordinary=[True, False], cpu='6 / 9 / 30')
    """
    diff: list[float] = []
    ordinary: list[bool] = []
    cpu: list[dict[str, float]] = []
    for report in reports:
        per_deal = report["per_deal"]
        assert isinstance(per_deal, dict)
        diff += per_deal["diff"]
        ordinary += per_deal["ordinary"]
        times = report["cpu_ms_per_decision"]
        assert isinstance(times, dict)
        cpu.append(times)
    p50 = sum(t["p50"] for t in cpu) / len(cpu)
    return Pooled(diff, ordinary, f"{p50:.0f} / {max(t['p95'] for t in cpu):.0f} / {max(t['max'] for t in cpu):.0f}")


def margin_cell(runs: Pooled, part: str | None) -> str:
    """A table cell: the margin per deal and its 95% interval, of all deals (``part`` None) or of the
    ``ordinary`` deals or the ``rest``, with their count (:func:`pooled` runs).

    >>> margin_cell(Pooled([0.0, 2.0, 1.0, 50.0], [True, True, True, False], ""), "ordinary")
    '+1.0 (-0.1 .. +2.1), 3 deals'
    """
    chosen = [d for d, o in zip(runs.diff, runs.ordinary, strict=True) if part is None or o == (part == "ordinary")]
    mean, (lo, hi) = mean_interval(chosen)
    cell = f"{mean:+.1f} ({lo:+.1f} .. {hi:+.1f})"
    return cell if part is None else f"{cell}, {len(chosen)} deals"


def paired_cells(runs: Pooled, base: Pooled) -> list[str]:
    """Two table cells: the variant's margin minus base Hard's, deal by deal on the same deals, with its 95%
    interval, on all deals and on the deals ordinary in both runs (:func:`pooled` runs).

    >>> paired_cells(Pooled([5.0, 9.0, 60.0], [True, True, False], ""), Pooled([1.0, 3.0, 0.0], [True, True, True], ""))
    ['+23.3 (-12.6 .. +59.3)', '+5.0 (+3.0 .. +7.0), 2 deals']
    """
    pairs = list(zip(runs.diff, base.diff, runs.ordinary, base.ordinary, strict=True))
    cells = []
    for part in (None, "ordinary"):
        chosen = [v - b for v, b, vo, bo in pairs if part is None or (vo and bo)]
        mean, (lo, hi) = mean_interval(chosen)
        cell = f"{mean:+.1f} ({lo:+.1f} .. {hi:+.1f})"
        cells.append(cell if part is None else f"{cell}, {len(chosen)} deals")
    return cells


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
