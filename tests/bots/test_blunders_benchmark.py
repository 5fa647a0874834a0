"""The blunder benchmark's logic (``python -m gongzhu blunders``), with a made-up reference search."""

from __future__ import annotations

import json

import pytest
from gongzhu.bots import Decision
from gongzhu.cards import Card, card_list, card_name
from gongzhu.rng import Rng
from gongzhu.seatview import SeatView, seat_view
from gongzhu.tools.blunders import Judged, judge, main, positions, summarize


class _Highest:
    """A player that always plays its highest legal card."""

    level = "highest"

    def choose_exposure(self, view: SeatView, rng: Rng) -> Decision:
        return Decision("no_safe_exposure")

    def choose_play(self, view: SeatView, rng: Rng) -> Decision:
        return Decision("on_balance", card=view.legal.bit_length() - 1)


def _lowest_is_worth_30(view: SeatView, rng: Rng) -> dict[Card, float]:
    """A reference that values the lowest legal card 30 points above the others."""
    legal = card_list(view.legal)
    return {c: 30.0 if c == legal[0] else 0.0 for c in legal}


def test_positions_are_decisions_with_a_choice_and_the_same_each_time() -> None:
    first = [(game.code, seat, len(game.actions)) for game, seat in positions(6, 3)]
    assert first == [(game.code, seat, len(game.actions)) for game, seat in positions(6, 3)]
    assert len(first) == 6
    for game, seat in positions(6, 3):
        view = seat_view(game, seat)
        assert game.turn == seat and view.legal & (view.legal - 1)


def test_the_loss_is_the_references_best_value_minus_the_value_of_the_card_played() -> None:
    for game, seat in positions(4, 5):
        view = seat_view(game, seat)
        judged = judge(game, seat, _Highest(), _lowest_is_worth_30)
        legal = card_list(view.legal)
        assert judged.card == card_name(legal[-1]) and judged.best == card_name(legal[0])
        assert judged.loss == 30.0
        assert judged.code == game.code and judged.seat == seat


def test_the_report_counts_losses_above_the_margin_and_keeps_the_worst() -> None:
    def one(loss: float, card: str = "2C", best: str = "3C") -> Judged:
        return Judged("X", 0, 9, ["2C", "3C"], [], card, best, loss)

    report = summarize([one(0.0, "3C"), one(4.0), one(40.0), one(16.0)], margin=15.0, seconds=1.0)
    assert (report["positions"], report["blunders"], report["rate"], report["agree"]) == (4, 2, 0.5, 0.25)
    assert report["mean_loss"] == 15.0
    worst = report["worst"]
    assert isinstance(worst, dict) and worst["loss"] == 40.0


def test_the_command_refuses_no_positions() -> None:
    with pytest.raises(SystemExit):
        main(["--positions", "0"])


def test_the_command_prints_the_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--positions", "2", "--seed", "4"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["positions"] == 2 and report["budget_factor"] == 8
    assert 0.0 <= report["rate"] <= 1.0 and report["worst"]["loss"] >= 0.0
