"""bench_pyodide.py --compare tells the same games from different ones, whatever the rounding of the means."""

from __future__ import annotations

from bench_pyodide import same_games

REPORT = {"hero_mean": -40.25, "field_mean": -118.38, "diff": 78.13, "ci95": [53.4, 102.86]}


def test_means_that_differ_only_in_their_last_rounding_are_the_same_games() -> None:
    # Python 3.14 (Pyodide) sums floats more exactly than 3.11: the same games gave 78.13 and 78.12.
    assert same_games(REPORT, {**REPORT, "diff": 78.12, "ci95": [53.39, 102.86]})


def test_means_apart_by_more_than_rounding_are_different_games() -> None:
    assert not same_games(REPORT, {**REPORT, "diff": 78.5})
    assert not same_games(REPORT, {**REPORT, "ci95": [53.4, 103.0]})


def test_with_the_deals_margins_each_deal_is_compared() -> None:
    deals = {"diff": [10.0, -5.0], "ordinary": [True, False]}
    assert same_games({**REPORT, "per_deal": deals}, {**REPORT, "diff": 78.12, "per_deal": dict(deals)})
    swapped = {"diff": [-5.0, 10.0], "ordinary": [False, True]}
    assert not same_games({**REPORT, "per_deal": deals}, {**REPORT, "per_deal": swapped})
    assert not same_games({**REPORT, "per_deal": deals}, REPORT)
