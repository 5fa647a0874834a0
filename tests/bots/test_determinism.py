"""Same seat view and same seed give the same decision; games replay exactly."""

from __future__ import annotations

import pytest
from gongzhu.bots import decision_rng, make_bot
from gongzhu.game import Game, Phase
from gongzhu.seatview import seat_view

from .tables import play_to


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard", "greedy", "defender"])
def test_same_view_same_seed_same_decision(level: str) -> None:
    for k, moves in enumerate((0, 6, 20, 35)):
        game = play_to(Game.new(f"DET{k}"), moves)
        if game.phase is Phase.EXPOSE:
            seat = next(s for s in range(4) if game.pending[s] is None)
            view = seat_view(game, seat)
            first = make_bot(level).choose_exposure(view, decision_rng(game.code, seat, view.move_number))
            second = make_bot(level).choose_exposure(view, decision_rng(game.code, seat, view.move_number))
        else:
            assert game.turn is not None
            seat = game.turn
            view = seat_view(game, seat)
            first = make_bot(level).choose_play(view, decision_rng(game.code, seat, view.move_number))
            second = make_bot(level).choose_play(view, decision_rng(game.code, seat, view.move_number))
        assert first == second


def test_decision_rng_depends_on_code_seat_and_move() -> None:
    base = decision_rng("ABC", 1, 5).next_u64()
    assert decision_rng("ABC", 1, 5).next_u64() == base
    assert decision_rng("ABD", 1, 5).next_u64() != base
    assert decision_rng("ABC", 2, 5).next_u64() != base
    assert decision_rng("ABC", 1, 6).next_u64() != base
