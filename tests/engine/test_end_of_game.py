"""End of game (docs/rules.md "End of game"): −1000 reached and one player alone on top."""

from __future__ import annotations

import random

import pytest
from gongzhu.game import Ending, Game, Phase
from gongzhu.reasons import Reason
from gongzhu.rules import Rules
from gongzhu.save import load, save
from gongzhu.seats import EAST, NORTH, SEATS, SOUTH, WEST

from . import reference
from .positions import assert_refused
from .randomplay import decide_exposures, finish_game, random_game, random_play


@pytest.mark.parametrize(
    ("totals", "over"),
    [
        pytest.param([-1010, 120, 120, -300], False, id="RULES example: tie at the top, play on"),
        pytest.param([-1010, 150, 120, -300], True, id="RULES example: 150 wins"),
        pytest.param([-1000, 150, 120, -300], True, id="exactly -1000 counts"),
        pytest.param([-999, 150, 120, -300], False, id="-999 is not enough"),
        pytest.param([-500, 900, 120, -300], False, id="a high total alone does not end the game"),
        pytest.param([-1000, 150, 0, 0], True, id="a tie below the top does not matter"),
        pytest.param([-1200, -1100, -1050, -1000], True, id="everyone out, -1000 leads"),
        pytest.param([-1000, -1000, -1200, -1300], False, id="tie at the top among the out"),
        pytest.param([-2000, 300, 300, 300], False, id="three-way tie at the top"),
    ],
)
def test_game_over_rule(totals: list[int], over: bool) -> None:
    assert Rules().game_over(totals, 5) is over
    assert reference.game_over(totals) is over


# --- through a game ---------------------------------------------------------------------


def last_card_pending(code: str) -> Game:
    """A game of ``code`` with one card left to play in its first hand."""
    return random_game(code, 51, random.Random(code))


def finish_with_totals(game: Game, wanted: list[int]) -> Game:
    """Play the last card so that the totals after the hand are ``wanted``."""
    probe = load(save(game))
    random_play(probe, random.Random(0))  # exactly one legal card is left
    hand_scores = [s.hand for s in probe.results[-1]]
    game.totals = [w - h for w, h in zip(wanted, hand_scores, strict=True)]
    random_play(game, random.Random(0))
    assert game.totals == wanted
    return game


def test_the_game_ends_when_a_total_reaches_minus_1000_and_one_leads_alone() -> None:
    game = finish_with_totals(last_card_pending("END1"), [-1010, 150, 120, -300])
    assert game.phase is Phase.GAME_OVER
    assert game.turn is None
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Ending.LOSE_AT


def _last_card_pending_under(rules: Rules, code: str) -> Game:
    game = Game.new(code, rules)
    rnd = random.Random(code)
    decide_exposures(game, rnd)
    for _ in range(51):
        random_play(game, rnd)
    return game


def test_the_outcome_says_why_the_game_ended() -> None:
    quick = finish_with_totals(_last_card_pending_under(Rules.quick(), "END3"), [520, -100, 0, -300])
    capped = finish_with_totals(_last_card_pending_under(Rules(max_hands=1), "END4"), [20, -100, 0, -300])
    both = finish_with_totals(_last_card_pending_under(Rules.quick(max_hands=1), "END5"), [520, -600, 0, 0])
    reasons = []
    for game in (quick, capped, both):
        outcome = game.outcome()
        assert outcome is not None
        reasons.append(outcome.reason)
    assert reasons == [Ending.WIN_AT, Ending.MAX_HANDS, Ending.LOSE_AT]


def test_a_tie_at_the_top_plays_another_hand() -> None:
    game = finish_with_totals(last_card_pending("END1"), [-1010, 120, 120, -300])
    assert game.phase is Phase.HAND_OVER
    assert game.outcome() is None


def test_exactly_minus_1000_ends_the_game() -> None:
    game = finish_with_totals(last_card_pending("END2"), [40, -1000, 10, 0])
    assert game.phase is Phase.GAME_OVER


def test_outcome_ranks_from_highest_to_lowest_total() -> None:
    game = finish_with_totals(last_card_pending("END1"), [-1010, 150, 120, -300])
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.ranking == (EAST, NORTH, WEST, SOUTH)
    assert outcome.winner == EAST
    assert outcome.totals == (-1010, 150, 120, -300)


def test_outcome_marks_every_seat_at_or_below_minus_1000_as_out() -> None:
    game = finish_with_totals(last_card_pending("END2"), [-1000, 200, -1300, -999])
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.out == (SOUTH, NORTH)
    assert outcome.winner == EAST


def test_the_human_can_win() -> None:
    game = finish_with_totals(last_card_pending("END2"), [300, -1000, 10, 0])
    outcome = game.outcome()
    assert outcome is not None and outcome.winner == SOUTH


def test_no_outcome_before_the_game_is_over() -> None:
    assert Game.new("END1").outcome() is None


def test_nothing_more_can_happen_after_the_game_is_over() -> None:
    game = finish_with_totals(last_card_pending("END1"), [-1010, 150, 120, -300])
    assert_refused(game, "next", Reason.WRONG_PHASE, phase="game-over", action="start the next hand")
    assert_refused(game, "S play 2S", Reason.WRONG_PHASE, phase="game-over", action="play")
    assert game.legal_plays() == 0


@pytest.mark.parametrize("code", ["FULL1", "FULL2", "FULL3", "FULL4", "FULL5"])
def test_a_whole_game_ends_exactly_when_the_rule_says(code: str) -> None:
    rnd = random.Random(code)
    game = Game.new(code)
    finish_game(game, rnd)
    running = [0, 0, 0, 0]
    for number, hand in enumerate(game.results, start=1):
        running = [t + s.hand for t, s in zip(running, hand, strict=True)]
        assert reference.game_over(running) is (number == len(game.results))
    assert running == game.totals
    outcome = game.outcome()
    assert outcome is not None
    assert [game.totals[s] for s in outcome.ranking] == sorted(game.totals, reverse=True)
    assert outcome.winner == outcome.ranking[0]
    assert outcome.out == tuple(s for s in SEATS if game.totals[s] <= -1000)
    assert outcome.reason is Ending.LOSE_AT
