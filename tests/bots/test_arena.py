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
