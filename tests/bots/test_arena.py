"""The arena command prints the agreed JSON report."""

from __future__ import annotations

import json

import pytest
from gongzhu.arena import main


def test_arena_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--deals", "3", "--seed", "7", "--hero", "normal", "--field", "easy"]) == 0
    report = json.loads(capsys.readouterr().out)
    for key in ("deals", "hero_mean", "field_mean", "diff", "ci95", "ms_per_decision"):
        assert key in report
    assert report["deals"] == 3
    assert set(report["ms_per_decision"]) >= {"p50", "p95", "max"}
    lo, hi = report["ci95"]
    assert lo <= report["diff"] <= hi


def test_arena_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--deals", "1", "--seed", "3", "--hero", "hard", "--field", "random", "--no-exposure"]
    main(args)
    first = json.loads(capsys.readouterr().out)
    main(args)
    second = json.loads(capsys.readouterr().out)
    assert first["exposure"] is False
    assert (first["hero_mean"], first["field_mean"]) == (second["hero_mean"], second["field_mean"])


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


def test_arena_runs_through_the_package_command_line() -> None:
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-m", "gongzhu", "arena", "--deals", "1", "--hero", "easy", "--field", "random"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert json.loads(out)["deals"] == 1
