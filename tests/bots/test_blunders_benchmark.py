"""The blunder benchmark's logic (``python -m gongzhu blunders``), with made-up searches, and its second search on a built position."""

from __future__ import annotations

import json

import pytest
from gongzhu.bots import Decision
from gongzhu.cards import Card, card_list, card_name, parse_card
from gongzhu.reasons import Reason
from gongzhu.rng import Rng
from gongzhu.seatview import SeatView, seat_view
from gongzhu.tools.blunders import Judged, confirm_search, judge, main, positions, summarize

from .tables import make_view


class _Highest:
    """A player that always plays its highest legal card."""

    level = "highest"

    def choose_exposure(self, view: SeatView, rng: Rng) -> Decision:
        return Decision(Reason.NO_SAFE_EXPOSURE)

    def choose_play(self, view: SeatView, rng: Rng) -> Decision:
        return Decision(Reason.ON_BALANCE, card=view.legal.bit_length() - 1)


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


def test_only_a_loss_above_the_margin_is_priced_again_and_with_the_two_cards() -> None:
    asked: list[tuple[Card, Card]] = []

    def half_of_it(view: SeatView, card: Card, best: Card, rng: Rng) -> float:
        asked.append((card, best))
        return 12.5

    for margin, times in ((20.0, 1), (40.0, 0)):
        asked.clear()
        game, seat = next(positions(1, 5))
        judged = judge(game, seat, _Highest(), _lowest_is_worth_30, margin, half_of_it)
        legal = card_list(seat_view(game, seat).legal)
        assert asked == [(legal[-1], legal[0])] * times
        assert judged.loss == 30.0 and judged.confirmed == (12.5 if times else None)


def test_a_blunder_counts_as_confirmed_only_when_the_second_search_agrees() -> None:
    def one(loss: float, confirmed: float | None, code: str) -> Judged:
        return Judged(code, 0, 9, ["2C", "3C"], [], "2C", "3C", loss, confirmed)

    judged = [one(0.0, None, "A"), one(20.0, 18.0, "B"), one(60.0, 3.0, "C"), one(30.0, -5.0, "D"), one(4.0, None, "E")]
    report = summarize(judged, margin=15.0, seconds=1.0)
    assert (report["blunders"], report["rate"], report["mean_loss"]) == (3, 0.6, 22.8)
    worst = report["worst"]
    assert isinstance(worst, dict) and worst["code"] == "C" and worst["confirmed"] == 3.0
    confirmed = report["confirmed"]
    assert isinstance(confirmed, dict)
    # Second losses where there are (a negative one counts as none), first losses elsewhere.
    assert (confirmed["blunders"], confirmed["rate"], confirmed["mean_loss"]) == (1, 0.2, 5.0)
    assert isinstance(confirmed["worst"], dict) and confirmed["worst"]["code"] == "B"
    flagged = report["flagged"]
    assert isinstance(flagged, list) and [j["code"] for j in flagged] == ["B", "C", "D"]
    assert summarize([one(20.0, 1.0, "F")], 15.0, 1.0)["confirmed"] == {
        "blunders": 0,
        "rate": 0.0,
        "mean_loss": 1.0,
        "worst": None,
    }


def test_the_second_search_confirms_taking_the_pig_with_the_king_and_prices_both_cards_on_the_same_deals() -> None:
    # Last on a spade trick with the pig on it: ♠K takes it (−100), ♠4 lets the ♠5 have it.
    view = make_view("KS 4S 8D 2C", "3S QS 5S")
    king, four = parse_card("KS"), parse_card("4S")
    loss = confirm_search(view, king, four, Rng.from_key("confirm-test"))
    assert loss > 60.0
    assert confirm_search(view, four, king, Rng.from_key("confirm-test")) == -loss
    assert confirm_search(view, four, four, Rng.from_key("confirm-test")) == 0.0


def test_the_command_refuses_no_positions() -> None:
    with pytest.raises(SystemExit):
        main(["--positions", "0"])


def test_the_command_prints_the_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--positions", "2", "--seed", "4"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["positions"] == 2 and report["budget_factor"] == 8 and report["confirm_factor"] == 32
    assert 0.0 <= report["rate"] <= 1.0 and report["worst"]["loss"] >= 0.0
    assert 0 <= report["confirmed"]["blunders"] <= report["blunders"] == len(report["flagged"])
    assert main(["--positions", "2", "--seed", "4"]) == 0
    again = json.loads(capsys.readouterr().out)
    assert {**again, "seconds": 0} == {**report, "seconds": 0}


def test_the_command_refuses_no_jobs() -> None:
    with pytest.raises(SystemExit):
        main(["--positions", "1", "--jobs", "0"])
