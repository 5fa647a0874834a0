"""Game flow (docs/rules.md "Leading and playing"): who leads, who wins a trick, hands.

Trick tests use a hand-built deal without exposure; flow tests play real
deals with random legal moves.
"""

from __future__ import annotations

import random

import pytest
from gongzhu.cards import FULL_DECK, PIG, cards_of, parse_card
from gongzhu.game import Game, NextHand, Phase, Play
from gongzhu.illegal import IllegalAction
from gongzhu.reasons import Reason
from gongzhu.rules import Rules
from gongzhu.seats import EAST, NORTH, SEATS, SOUTH, WEST

from .positions import assert_refused, cards, play, position
from .randomplay import decide_exposures, finish_hand, random_game, random_play

NO_EXPOSURE = Rules(exposure=False)
CODES = [f"FLOW{i}" for i in range(12)]

# North has no spades, West no clubs.
DEAL = {
    "S": "2S 3S 4S 5S 2H 3H 4H 5H 2D 3D 4D 5D 2C",
    "E": "6S 7S 8S 9S 6H 7H 8H 9H 6D 7D 8D 9D 3C",
    "N": "AC KC QC JC TC 9C 8C 7C 6C 5C 4C AH AD",
    "W": "TS JS QS KS AS TH JH QH KH TD JD QD KD",
}


def trick_game(leader: int | None = None) -> Game:
    return position(S=DEAL["S"], E=DEAL["E"], N=DEAL["N"], W=DEAL["W"], leader=leader, rules=NO_EXPOSURE)


def holder(game: Game, code: str) -> int:
    return next(s for s in SEATS if game.dealt[s] >> parse_card(code) & 1)


# --- tricks ------------------------------------------------------------------------------


def test_the_highest_card_of_the_led_suit_wins_the_trick() -> None:
    game = play(trick_game(), "2S", "9S", "AC", "TS")
    assert game.tricks[-1].winner == WEST


def test_an_off_suit_card_never_wins_even_an_ace() -> None:
    game = play(trick_game(leader=NORTH), "4C", "AS", "2C", "3C")
    assert game.tricks[-1].winner == NORTH


def test_the_leader_wins_with_a_low_card_when_nobody_follows() -> None:
    game = play(trick_game(leader=NORTH), "4C", "AS", "2C", "3C")  # now only North has clubs
    play(game, "5C", "KS", "2S", "9S")
    assert game.tricks[-1].winner == NORTH


def test_the_winner_leads_the_next_trick() -> None:
    game = play(trick_game(), "2S", "9S", "AC", "TS")
    assert game.turn == WEST and game.leader == WEST
    assert game.legal_plays(SOUTH) == 0


def test_the_winner_collects_the_four_cards() -> None:
    game = play(trick_game(), "2S", "9S", "AC", "TS")
    assert game.collected == [0, 0, 0, cards("2S 9S AC TS")]


def test_a_finished_trick_records_leader_cards_and_winner() -> None:
    game = play(trick_game(leader=NORTH), "4C", "AS", "2C", "3C")
    trick = game.tricks[-1]
    assert (trick.leader, trick.winner) == (NORTH, NORTH)
    assert trick.cards == tuple(parse_card(c) for c in ("4C", "AS", "2C", "3C"))
    assert [trick.seat_of(i) for i in range(4)] == [NORTH, WEST, SOUTH, EAST]


def test_failing_to_follow_records_a_void() -> None:
    game = play(trick_game(), "2S", "9S", "AC")
    assert game.voids == [0, 0, 1 << 0, 0]


def test_playing_out_of_turn_is_refused() -> None:
    game = trick_game()
    assert_refused(game, "E play 6S", Reason.NOT_YOUR_TURN, seat="E", turn="S")


# --- who leads a hand ---------------------------------------------------------------------


@pytest.mark.parametrize("code", CODES)
def test_the_first_hand_is_led_by_the_holder_of_the_two_of_spades(code: str) -> None:
    game = Game.new(code)
    decide_exposures(game, random.Random(code))
    assert game.turn == holder(game, "2S")


@pytest.mark.parametrize("code", CODES)
def test_the_first_leader_may_lead_any_card(code: str) -> None:
    game = Game.new(code, NO_EXPOSURE)
    assert game.turn is not None
    assert game.legal_plays() == game.hands[game.turn]


def test_the_first_leader_may_lead_something_other_than_the_two_of_spades() -> None:
    game = Game.new(CODES[0], NO_EXPOSURE)
    assert game.turn is not None
    other = next(c for c in cards_of(game.hands[game.turn]) if c != parse_card("2S"))
    game.apply(Play(game.turn, other))
    assert game.trick == [other]


@pytest.mark.parametrize("code", CODES[:6])
def test_later_hands_are_led_by_the_previous_hands_pig_taker(code: str) -> None:
    rnd = random.Random(code)
    game = Game.new(code)
    for _ in range(3):
        finish_hand(game, rnd)
        if game.phase is Phase.GAME_OVER:
            break
        pig_taker = next(t.winner for t in game.tricks if PIG in t.cards)
        game.apply(NextHand())
        assert game.leader == pig_taker
        decide_exposures(game, rnd)
        assert game.turn == pig_taker


# --- hands ---------------------------------------------------------------------------------


@pytest.mark.parametrize("code", CODES[:4])
def test_every_deal_gives_13_cards_to_each_seat(code: str) -> None:
    game = Game.new(code)
    assert [h.bit_count() for h in game.dealt] == [13, 13, 13, 13]
    assert game.dealt[0] | game.dealt[1] | game.dealt[2] | game.dealt[3] == FULL_DECK


def test_a_hand_is_over_after_13_tricks() -> None:
    rnd = random.Random(1)
    game = random_game("FLOW-HAND", 51, rnd)
    assert (game.phase, len(game.tricks)) == (Phase.PLAY, 12)
    random_play(game, rnd)
    assert game.phase is Phase.HAND_OVER
    assert len(game.tricks) == 13 and game.turn is None
    assert game.hands == [0, 0, 0, 0]


def test_the_hand_scores_are_added_to_the_totals() -> None:
    game = Game.new("FLOW-HAND")
    finish_hand(game, random.Random(1))
    assert len(game.results) == 1
    assert game.totals == [s.hand for s in game.results[0]]
    assert game.totals == [s.hand for s in game.current_scores()]


def test_next_hand_deals_a_fresh_hand() -> None:
    game = Game.new("FLOW-HAND")
    finish_hand(game, random.Random(1))
    game.apply(NextHand())
    assert game.hand_no == 2 and game.phase in (Phase.EXPOSE, Phase.PLAY)
    assert [h.bit_count() for h in game.hands] == [13, 13, 13, 13]
    assert game.tricks == [] and game.trick == []
    assert game.collected == [0, 0, 0, 0] and game.voids == [0, 0, 0, 0]
    assert game.led_suits == 0 and game.played == 0
    assert game.actions[-1] == "next"


def test_next_hand_is_refused_during_the_exposure_phase() -> None:
    game = Game.new("ABC123")
    assert game.phase is Phase.EXPOSE
    assert_refused(game, NextHand(), Reason.WRONG_PHASE, phase="expose", action="start the next hand")


def test_next_hand_is_refused_during_play() -> None:
    game = Game.new("ABC123", NO_EXPOSURE)
    assert_refused(game, "next", Reason.WRONG_PHASE, phase="play", action="start the next hand")


def test_playing_after_the_hand_is_over_is_refused() -> None:
    game = Game.new("FLOW-HAND")
    finish_hand(game, random.Random(1))
    assert game.phase is Phase.HAND_OVER
    assert_refused(game, "S play 2S", Reason.WRONG_PHASE, phase="hand-over", action="play")


def test_text_and_value_actions_are_the_same() -> None:
    by_text, by_value = Game.new("ABC123", NO_EXPOSURE), Game.new("ABC123", NO_EXPOSURE)
    by_text.apply("s play 2s")
    by_value.apply(Play(SOUTH, parse_card("2S")))
    assert by_text == by_value
    assert by_text.actions == ["S play 2S"]
    assert by_text.turn == EAST


def test_a_replay_is_the_game_again_and_stops_where_it_is_told() -> None:
    rnd = random.Random(2)
    game = Game.new("FLOW-REPLAY")
    finish_hand(game, rnd)
    game.apply(NextHand())
    finish_hand(game, rnd)
    assert Game.new("FLOW-REPLAY").replay(game.actions) == game
    # Stopped as hand 2 is dealt: every action up to its "next", none after.
    second = Game.new("FLOW-REPLAY").replay(game.actions, until=lambda g: g.hand_no == 2)
    assert second.hand_no == 2 and second.actions == game.actions[: game.actions.index("next") + 1]
    # It goes on from there with the actions it has not applied, one at a time if asked.
    start = len(second.actions)
    assert list(second.replaying(game.actions)) == list(range(start, len(game.actions)))
    assert second == game and second.hands == game.hands


def test_a_replay_refuses_an_impossible_action_at_its_index() -> None:
    game = Game.new("FLOW-REPLAY", NO_EXPOSURE)
    finish_hand(game, random.Random(3))
    actions = list(game.actions)
    actions[5] = actions[4]  # the same card twice
    replay = Game.new("FLOW-REPLAY", NO_EXPOSURE)
    with pytest.raises(IllegalAction):
        replay.replay(actions)
    assert replay.actions == actions[:5]
