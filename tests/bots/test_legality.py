"""Every level makes only legal decisions, with a documented reason, over many games."""

from __future__ import annotations

import pytest
from gongzhu.bots import Bot, decision_rng, hint_exposure, hint_play, make_bot
from gongzhu.bots.drive import drive
from gongzhu.bots.reason_groups import ALL_REASONS, EXPOSURE_REASONS, PLAY_REASONS
from gongzhu.cards import EXPOSABLE, Card, Mask
from gongzhu.game import Expose, Game, Play
from gongzhu.rules import Rules
from gongzhu.seatview import seat_view


class _Checked:
    """A bot in a seat whose every decision is checked: legal, with a reason of its kind."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.decisions = 0

    def expose(self, game: Game, seat: int) -> Mask:
        view = seat_view(game, seat)
        d = self.bot.choose_exposure(view, decision_rng(game.code, seat, view.move_number))
        assert d.cards & ~(view.dealt & EXPOSABLE) == 0
        assert d.reason in EXPOSURE_REASONS
        self.decisions += 1
        return d.cards

    def play(self, game: Game, seat: int) -> Card:
        view = seat_view(game, seat)
        d = self.bot.choose_play(view, decision_rng(game.code, seat, view.move_number))
        assert d.card is not None and view.legal >> d.card & 1
        assert d.reason in PLAY_REASONS
        self.decisions += 1
        return d.card


def _play_hands(bots: list[Bot], code: str, rules: Rules, hands: int) -> int:
    """Play ``hands`` hands, checking each decision; the number of decisions."""
    players = [_Checked(bot) for bot in bots]
    drive(Game.new(code, rules), players, deal_on=True, stop=lambda game: game.hand_no > hands)
    return sum(player.decisions for player in players)


@pytest.mark.parametrize("level", ["random", "easy", "normal", "greedy", "defender"])
def test_fast_levels_play_legally(level: str) -> None:
    bots = [make_bot(level) for _ in range(4)]
    total = 0
    for k in range(6):
        rules = Rules(
            exposure=k % 3 != 2,
            pig_goat_swap=k % 2 == 1,
            zero_hearts_are_points=k % 4 != 1,
            first_lead="club_two_must" if k == 4 else "spade_two_any",
            lose_at=-100_000,  # four whole hands, however they are scored
        )
        total += _play_hands(bots, f"LEGAL{level}{k}", rules, 4)
    assert total > 6 * 4 * 52


def test_hard_plays_legally_among_all_levels() -> None:
    bots = [make_bot("hard"), make_bot("random"), make_bot("easy"), make_bot("normal")]
    assert _play_hands(bots, "LEGALHARD", Rules(), 2) >= 104
    assert _play_hands([make_bot("hard")] * 4, "LEGALHARD4", Rules(first_lead="club_two_must"), 1) >= 52


def test_hints_are_legal_and_explained() -> None:
    game = Game.new("HINTS1")
    seat = next((s for s in range(4) if game.pending[s] is None), None)
    if seat is not None:
        view = seat_view(game, seat)
        d = hint_exposure(view, decision_rng(game.code, seat, view.move_number))
        assert d.cards & ~(view.dealt & EXPOSABLE) == 0 and d.reason in ALL_REASONS
        for s in range(4):
            if game.pending[s] is None:
                game.apply(Expose(s, 0))
    for _ in range(10):
        assert game.turn is not None
        view = seat_view(game, game.turn)
        advice = hint_play(view, decision_rng(game.code, game.turn, view.move_number))
        assert view.legal >> advice.card & 1 and advice.reason in ALL_REASONS
        game.apply(Play(game.turn, advice.card))


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError):
        make_bot("expert")
