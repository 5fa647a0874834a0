"""The arena command prints the agreed JSON report."""

from __future__ import annotations

import json
import math

import pytest
from gongzhu.rules import Rules
from gongzhu.tools.arena import DealResult, DealTask, main, play_deal, summarize


def test_arena_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--deals", "3", "--seed", "7", "--hero", "normal", "--field", "easy"]) == 0
    report = json.loads(capsys.readouterr().out)
    for key in ("deals", "hero_mean", "field_mean", "diff", "ci95", "ms_per_decision"):
        assert key in report
    assert report["deals"] == 3
    assert set(report["ms_per_decision"]) >= {"p50", "p95", "max"}
    # Each seating counts once for the hero and three times for the field, so the
    # mean of the deals' differences is the difference of the means.
    assert abs(report["diff"] - (report["hero_mean"] - report["field_mean"])) <= 0.02


def test_the_interval_is_the_mean_deal_difference_plus_or_minus_1_96_standard_errors() -> None:
    # Three deals whose hero-minus-field differences are 10, 20 and 30 points.
    results = [DealResult(hero=[h] * 4, field=[0] * 12) for h in (10, 20, 30)]
    report = summarize(results, "normal", "easy", 1, Rules(), 1.0)
    half = 1.96 * 10 / math.sqrt(3)  # sample standard deviation 10
    assert report["diff"] == 20.0
    assert report["ci95"] == [round(20 - half, 2), round(20 + half, 2)]
    assert (report["hero_mean"], report["field_mean"]) == (20.0, 0.0)


def test_arena_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--deals", "1", "--seed", "3", "--hero", "hard", "--field", "random", "--no-exposure"]
    main(args)
    first = json.loads(capsys.readouterr().out)
    main(args)
    second = json.loads(capsys.readouterr().out)
    assert first["exposure"] is False
    # Everything but the clock: scores, interval, rules and how many decisions were timed.
    for report in (first, second):
        del report["seconds"]
        for key in ("ms_per_decision", "ms_per_play", "ms_per_exposure", "cpu_ms_per_decision"):
            report[key] = report[key]["count"]
    assert first == second
    # And the four seatings' own scores, hand by hand.
    task: DealTask = (3, 0, "hard", "random", Rules(exposure=False), {})
    once, again = play_deal(task), play_deal(task)
    assert (once.hero, once.field) == (again.hero, again.field)
    assert len(once.hero) == 4 and len(once.field) == 12


def test_arena_rejects_unknown_level() -> None:
    with pytest.raises(SystemExit):
        main(["--hero", "grandmaster"])


def test_arena_takes_the_rule_options(capsys: pytest.CaptureFixture[str]) -> None:
    args = [
        "--deals",
        "2",
        "--seed",
        "5",
        "--hero",
        "normal",
        "--field",
        "easy",
        "--pig-goat-swap",
        "--club-two-lead",
        "--low-hearts-ignored",
        "--no-exposure",
    ]
    assert main(args) == 0
    rules = json.loads(capsys.readouterr().out)["rules"]
    assert rules["pig_goat_swap"] is True and rules["first_lead"] == "club_two_must"
    assert rules["zero_hearts_are_points"] is False and rules["exposure"] is False


def test_arena_runs_through_the_package_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    import subprocess
    import sys

    args = ["--deals", "1", "--seed", "4", "--hero", "easy", "--field", "random"]
    out = subprocess.run(
        [sys.executable, "-m", "gongzhu", "arena", *args], capture_output=True, text=True, check=True
    ).stdout
    main(args)
    here = json.loads(capsys.readouterr().out)
    there = json.loads(out)
    results = ("deals", "hero", "field", "rules", "hero_mean", "field_mean", "diff", "ci95")
    assert {key: there[key] for key in results} == {key: here[key] for key in results}


def test_arena_hero_settings_reach_hard(capsys: pytest.CaptureFixture[str]) -> None:
    rules = Rules(exposure=False)
    base: DealTask = (6, 0, "hard", "greedy", rules, {})
    fewer = (6, 0, "hard", "greedy", rules, {"budget": 400.0, "exact_cards": 0.0})
    # A smaller search plays other cards somewhere in four hands.
    assert play_deal(base).hero != play_deal(fewer).hero
    args = ["--deals", "1", "--seed", "6", "--hero", "hard", "--field", "greedy", "--no-exposure"]
    assert main([*args, "--hero-setting", "exact_cards=0"]) == 0
    assert json.loads(capsys.readouterr().out)["hero_settings"] == {"exact_cards": 0.0}


@pytest.mark.parametrize(
    ("hero", "setting", "message"),
    [
        ("hard", "depth=3", "unknown Hard setting 'depth'"),
        ("hard", "exact_cards=2.5", "whole number"),
        ("hard", "fast=2", "0 or 1"),
        ("hard", "budget", "NAME=NUMBER"),
        ("normal", "budget=10", "takes no settings"),
    ],
)
def test_arena_refuses_bad_hero_settings(
    hero: str, setting: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["--deals", "1", "--hero", hero, "--hero-setting", setting])
    assert message in capsys.readouterr().err


def test_the_profile_counts_the_hero_and_the_field_hands_apart() -> None:
    # Two deals: the hero's eight hands and the field's twenty-four.
    results = [
        DealResult(hero=[0, -100, 250, -20], field=[0] * 6 + [-120] * 3 + [200] * 3),
        DealResult(hero=[-40, -40, 0, 300], field=[-20] * 12),
    ]
    plain = summarize(results, "hard", "defender", 1, Rules(), 1.0)
    assert "profile" not in plain
    report = summarize(results, "hard", "defender", 1, Rules(), 1.0, profile=True)
    profile = report["profile"]
    assert isinstance(profile, dict)
    assert profile["hero"] == {
        "hands": 8,
        "median": -10.0,
        "zero": 0.25,
        "minus_100_or_worse": 0.125,
        "plus_200_or_more": 0.25,
    }
    assert profile["field"] == {
        "hands": 24,
        "median": -20.0,
        "zero": 0.25,
        "minus_100_or_worse": 0.125,
        "plus_200_or_more": 0.125,
    }
    # Nothing else of the report changes; the margins on ordinary deals and the rest are added.
    added = ("profile", "ordinary", "rest", "per_deal")
    assert {k: v for k, v in report.items() if k not in added} == plain


def test_arena_profile_flag(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--deals", "1", "--seed", "2", "--hero", "normal", "--field", "defender", "--profile"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["profile"]["hero"]["hands"] == 4 and report["profile"]["field"]["hands"] == 12
    assert "diff" in report and "ci95" in report


def _interval(diffs: list[float]) -> list[float]:
    """The arena's ci95 of a list of per-deal differences, worked out here by hand."""
    n = len(diffs)
    mean = sum(diffs) / n
    half = 1.96 * math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
    return [round(mean - half, 2), round(mean + half, 2)]


def test_the_ordinary_deals_and_the_rest_have_their_own_margins() -> None:
    results = [
        DealResult(hero=[10] * 4, field=[0] * 12),  # ordinary, +10
        DealResult(hero=[20] * 4, field=[0] * 12),  # ordinary, +20
        DealResult(hero=[199, -139, 40, 20], field=[0] * 12),  # ordinary (199 is under 200), +30
        DealResult(hero=[200, 0, 0, 0], field=[0] * 12),  # the hero's 200: the rest, +50
        DealResult(hero=[0] * 4, field=[250] + [-10] * 11),  # a field hand at 250: the rest, -140/12
    ]
    report = summarize(results, "hard", "defender", 1, Rules(), 1.0, profile=True)
    assert report["ordinary"] == {
        "deals": 3,
        "diff": 20.0,
        "ci95": _interval([10, 20, 30]),
        "hero_mean": 20.0,
        "field_mean": 0.0,
    }
    rest = [50.0, -140 / 12]
    assert report["rest"] == {
        "deals": 2,
        "diff": round(sum(rest) / 2, 2),
        "ci95": _interval(rest),
        "hero_mean": 25.0,
        "field_mean": round(140 / 24, 2),
    }
    # The whole run's interval is worked out the same way, over all five deals.
    assert report["ci95"] == _interval([10, 20, 30, *rest])
    assert report["per_deal"] == {
        "diff": [10.0, 20.0, 30.0, 50.0, -11.67],
        "ordinary": [True, True, True, False, False],
    }


def test_a_run_with_no_deal_of_a_kind_reports_none() -> None:
    report = summarize([DealResult(hero=[-20] * 4, field=[-10] * 12)], "hard", "greedy", 1, Rules(), 1.0, profile=True)
    assert report["ordinary"] == {
        "deals": 1,
        "diff": -10.0,
        "ci95": [-10.0, -10.0],
        "hero_mean": -20.0,
        "field_mean": -10.0,
    }
    assert report["rest"] == {"deals": 0, "diff": 0.0, "ci95": [0.0, 0.0], "hero_mean": 0.0, "field_mean": 0.0}


def test_the_profile_flag_splits_the_run_and_prints_it_as_text(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--deals", "4", "--seed", "9", "--hero", "normal", "--field", "easy", "--profile"]
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    ordinary, rest, per_deal = report["ordinary"], report["rest"], report["per_deal"]
    assert ordinary["deals"] + rest["deals"] == 4 == len(per_deal["diff"])
    assert ordinary["deals"] == sum(per_deal["ordinary"])
    mine = [d for d, o in zip(per_deal["diff"], per_deal["ordinary"], strict=True) if o]
    assert abs(ordinary["diff"] - sum(mine) / max(1, len(mine))) <= 0.01
    assert main([*args, "--text"]) == 0
    text = capsys.readouterr().out
    lo, hi = report["ci95"]
    assert f"all deals            4 deals  {report['diff']:+8.2f}  ({lo:+.2f} .. {hi:+.2f})" in text
    lo, hi = ordinary["ci95"]
    assert f"ordinary deals  {ordinary['deals']:6} deals  {ordinary['diff']:+8.2f}  ({lo:+.2f} .. {hi:+.2f})" in text
    assert f"rest            {rest['deals']:6} deals" in text
