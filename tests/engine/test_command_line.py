"""``python -m gongzhu score``, ``selfcheck`` and ``playouts``: outside checks rely on these."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "gongzhu", *args], input=stdin, capture_output=True, text=True, timeout=120
    )


def table(*piles: list[str], exposed: list[str] | None = None) -> str:
    return json.dumps({"collected": list(piles), "exposed": exposed or []})


def test_score_prints_one_line_per_table_with_the_agreed_fields() -> None:
    lines = [
        table(["QS", "AH", "5H"], ["TC"], [], []),
        table(["TC", "QS"], [], [], [], exposed=["TC"]),
        table(["TC", "JD"], ["2H"], [], []),
    ]
    result = run("score", stdin="\n".join(lines) + "\n")
    assert result.returncode == 0, result.stderr
    outputs = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(outputs) == 3
    first = outputs[0]["scores"]
    assert len(first) == 4
    for key in ("hearts", "pig", "goat", "transformer", "all_hearts", "all_points", "hand"):
        assert key in first[0]
    assert [s["hand"] for s in first] == [-160, 50, 0, 0]
    assert (first[0]["hearts"], first[0]["pig"], first[1]["transformer"], first[2]["transformer"]) == (
        -60,
        -100,
        "+50",
        "",
    )
    assert outputs[1]["scores"][0]["hand"] == -400 and outputs[1]["scores"][0]["transformer"] == "x4"
    assert outputs[2]["scores"][0]["hand"] == 200 and outputs[2]["scores"][0]["transformer"] == "x2"


def test_score_reads_all_hearts_and_all_points() -> None:
    hearts = [f"{r}H" for r in "23456789TJQKA"]
    result = run("score", stdin=table([*hearts, "QS", "JD", "TC"], [], [], []) + "\n")
    score = json.loads(result.stdout)["scores"][0]
    assert score["hand"] == 800 and score["all_hearts"] and score["all_points"]


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ("not json", "not valid JSON"),
        (table(["ZZ"], [], [], []), "unknown card"),
        (table(["QS"], ["QS"], [], []), "two piles"),
        (table(["QS", "QS"], [], [], []), "twice"),
        (json.dumps({"collected": [[], [], []]}), "four piles"),
        (json.dumps([1, 2]), "object"),
    ],
)
def test_score_rejects_bad_input_with_exit_2_naming_the_line(line: str, words: str) -> None:
    good = table([], [], [], [])
    result = run("score", stdin=good + "\n" + line + "\n")
    assert result.returncode == 2
    assert result.stderr.startswith("line 2:") and words in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_selfcheck_reports_hands_violations_and_speed() -> None:
    result = run("selfcheck", "--hands", "60", "--seed", "9")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["hands"] == 60 and report["violations"] == 0
    assert report["hands_per_second"] > 0


def test_selfcheck_catches_a_wrong_score(monkeypatch: pytest.MonkeyPatch) -> None:
    import dataclasses

    import gongzhu.game
    from gongzhu.scoring import score_hand as real
    from gongzhu.tools.selfcheck import run as selfcheck

    def off_by_ten(*args: object, **kwargs: object) -> object:
        scores = real(*args, **kwargs)  # type: ignore[arg-type]
        return (dataclasses.replace(scores[0], hand=scores[0].hand + 10), *scores[1:])

    monkeypatch.setattr(gongzhu.game, "score_hand", off_by_ten)
    report = selfcheck(5, "broken")
    assert report["violations"] >= 5
    assert "expected" in report["violation_examples"][0]


def test_selfcheck_catches_a_save_that_does_not_round_trip(monkeypatch: pytest.MonkeyPatch) -> None:
    import gongzhu.game
    from gongzhu.tools.selfcheck import run as selfcheck

    real_copy = gongzhu.game.Game.copy

    def forgetful_copy(self: gongzhu.game.Game) -> gongzhu.game.Game:
        twin = real_copy(self)
        twin.totals = [0, 0, 0, 0]
        return twin

    monkeypatch.setattr(gongzhu.game.Game, "copy", forgetful_copy)
    report = selfcheck(12, "copy")
    assert report["violations"] > 0
    assert any("does not load" in example for example in report["violation_examples"])


def test_playouts_reports_both_playout_rates() -> None:
    result = run("playouts", "--deals", "40", "--seed", "3")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["deals"] == 40 and report["seed"] == "3"
    assert report["fast"]["playouts"] == 40 and report["rule"]["playouts"] == 4
    for part in ("fast", "rule"):
        assert report[part]["playouts_per_second"] > 0 and report[part]["cpu_playouts_per_second"] > 0
    assert report["speedup"] > 0
    assert run("playouts", "--deals", "0").returncode == 2
