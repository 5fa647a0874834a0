"""The exposure phase (docs/rules.md "Exposure phase").

Game "ABC123" deals South no exposable card, East the goat, North ♥A and the
transformer, West the pig; the tests below check that first.
"""

from __future__ import annotations

import pytest
from gongzhu.game import Expose, Game, Phase
from gongzhu.reasons import Reason
from gongzhu.rules import Rules
from gongzhu.seats import EAST, NORTH, SEATS, SOUTH, WEST

from .positions import assert_refused, cards, code_set


@pytest.fixture
def game() -> Game:
    game = Game.new("ABC123")
    assert [code_set(game.exposable(s)) for s in SEATS] == [set(), {"JD"}, {"AH", "TC"}, {"QS"}]
    return game


def test_a_new_hand_starts_in_the_exposure_phase(game: Game) -> None:
    assert game.phase is Phase.EXPOSE
    assert game.turn is None
    assert game.exposed == 0 and game.exposed_by == [0, 0, 0, 0]


def test_a_seat_without_exposable_cards_is_decided_automatically(game: Game) -> None:
    assert game.pending[SOUTH] == 0
    assert game.pending[EAST] is None and game.pending[NORTH] is None and game.pending[WEST] is None


def test_a_seat_without_exposable_cards_cannot_decide_again(game: Game) -> None:
    assert_refused(game, "S expose", Reason.ALREADY_DECIDED, seat="S")


def test_nothing_is_revealed_while_a_seat_is_undecided(game: Game) -> None:
    game.apply("E expose JD")
    game.apply("N expose AH TC")
    assert game.phase is Phase.EXPOSE
    assert game.exposed == 0 and game.exposed_by == [0, 0, 0, 0]
    assert game.turn is None


def test_all_exposures_are_revealed_together_when_the_last_seat_decides(game: Game) -> None:
    game.apply("E expose JD")
    game.apply("N expose AH TC")
    game.apply("W expose")
    assert game.phase is Phase.PLAY
    assert game.exposed_by == [0, cards("JD"), cards("AH TC"), 0]
    assert game.exposed == cards("JD AH TC")


def test_the_order_of_the_decisions_does_not_matter(game: Game) -> None:
    other = Game.new("ABC123")
    for action in ("E expose JD", "N expose TC", "W expose QS"):
        game.apply(action)
    for action in ("W expose QS", "N expose TC", "E expose JD"):
        other.apply(action)
    assert game.exposed_by == other.exposed_by
    assert game.turn == other.turn


def test_a_seat_may_expose_any_subset_of_its_exposable_cards(game: Game) -> None:
    game.apply(Expose(NORTH, cards("TC")))
    assert game.pending[NORTH] == cards("TC")


def test_choosing_not_to_expose_is_a_decision(game: Game) -> None:
    game.apply("E expose")
    assert game.pending[EAST] == 0
    assert game.exposable(EAST) == 0


def test_exposable_cards_are_the_seats_pig_goat_transformer_and_heart_ace(game: Game) -> None:
    for seat in SEATS:
        assert code_set(game.exposable(seat)) == code_set(game.dealt[seat]) & {"QS", "JD", "TC", "AH"}


def test_play_starts_with_the_leader_once_all_decided(game: Game) -> None:
    for action in ("E expose", "N expose", "W expose"):
        game.apply(action)
    assert game.phase is Phase.PLAY
    assert game.turn == game.leader == SOUTH  # South holds ♠2


def test_exposing_a_card_held_by_another_seat_is_refused(game: Game) -> None:
    assert_refused(game, "E expose QS", Reason.NOT_EXPOSABLE, card="QS")


def test_exposing_a_card_that_is_not_exposable_is_refused(game: Game) -> None:
    assert_refused(game, "E expose JD 9S", Reason.NOT_EXPOSABLE, card="9S")


def test_deciding_twice_is_refused(game: Game) -> None:
    game.apply("E expose JD")
    assert_refused(game, "E expose", Reason.ALREADY_DECIDED, seat="E")


def test_playing_during_the_exposure_phase_is_refused(game: Game) -> None:
    assert_refused(game, "S play 2S", Reason.WRONG_PHASE, phase="expose", action="play")


def test_exposing_during_play_is_refused(game: Game) -> None:
    for action in ("E expose", "N expose", "W expose"):
        game.apply(action)
    assert_refused(game, "W expose QS", Reason.WRONG_PHASE, phase="play", action="expose")


def test_without_the_exposure_rule_play_starts_at_once() -> None:
    game = Game.new("ABC123", Rules(exposure=False))
    assert game.phase is Phase.PLAY
    assert game.turn == SOUTH
    assert game.exposed == 0
    assert game.exposable(WEST) == 0
    assert_refused(game, "W expose QS", Reason.WRONG_PHASE, phase="play", action="expose")


def test_exposure_decisions_are_recorded_as_actions(game: Game) -> None:
    game.apply("N expose TC AH")
    game.apply(Expose(EAST, 0))
    assert game.actions == ["N expose AH TC", "E expose"]
