"""Actions and their text form: the one way a game changes (``Game.apply``).

``apply`` promises to carry out an action or raise ``IllegalAction`` and
change nothing, whatever it is given.
"""

from __future__ import annotations

import pytest
from gongzhu.cards import parse_card
from gongzhu.game import Action, Expose, Game, NextHand, Play, parse_action
from gongzhu.illegal import IllegalAction
from gongzhu.reasons import Reason
from gongzhu.rules import Rules
from gongzhu.save import save
from gongzhu.seats import EAST, NORTH, SOUTH, WEST

from .positions import assert_refused, cards


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("S play 2S", Play(SOUTH, parse_card("2S"))),
        ("E play TC", Play(EAST, parse_card("TC"))),
        ("w play 10♣", Play(WEST, parse_card("TC"))),
        ("N expose AH TC", Expose(NORTH, cards("AH TC"))),
        ("E expose", Expose(EAST, 0)),
        ("next", NextHand()),
    ],
)
def test_action_text_is_read(text: str, action: Action) -> None:
    assert parse_action(text) == action


@pytest.mark.parametrize(
    "action", [Play(SOUTH, parse_card("QS")), Expose(NORTH, cards("TC AH")), Expose(WEST, 0), NextHand()]
)
def test_action_text_round_trips(action: Action) -> None:
    assert parse_action(str(action)) == action


@pytest.mark.parametrize(
    "text", ["", "S", "S play", "S play 1C", "X play 2S", "S jump 2S", "next hand", "S play 2S 3S"]
)
def test_unreadable_action_text_is_refused_as_bad_action(text: str) -> None:
    with pytest.raises(IllegalAction) as caught:
        parse_action(text)
    assert caught.value.reason == Reason.BAD_ACTION


def test_apply_refuses_unreadable_text_without_change() -> None:
    game = Game.new("ACT1", Rules(exposure=False))
    assert_refused(game, "S dance", Reason.BAD_ACTION, text="S dance")


def test_illegal_action_has_a_dict_form_for_the_page() -> None:
    error = IllegalAction(Reason.MUST_FOLLOW_SUIT, "you must follow clubs", suit="C")
    assert error.to_dict() == {
        "reason": "must_follow_suit",
        "params": {"suit": "C"},
        "message": "you must follow clubs",
    }


@pytest.mark.parametrize(
    "action",
    [
        pytest.param(Play(SOUTH, 52), id="card 52"),
        pytest.param(Play(SOUTH, -1), id="card -1"),
        pytest.param(Play(4, 0), id="seat 4"),
    ],
)
def test_apply_refuses_an_out_of_range_play_with_illegal_action(action: Action) -> None:
    game = Game.new("ABC123", Rules(exposure=False))  # South to lead
    before = save(game)
    with pytest.raises(IllegalAction):
        game.apply(action)
    assert save(game) == before


@pytest.mark.parametrize(
    "action",
    [
        pytest.param(Expose(7, 0), id="seat 7"),
        pytest.param(Expose(EAST, 1 << 60), id="card 60"),
    ],
)
def test_apply_refuses_an_out_of_range_exposure_with_illegal_action(action: Action) -> None:
    game = Game.new("ABC123")  # East, North and West undecided
    before = save(game)
    with pytest.raises(IllegalAction):
        game.apply(action)
    assert save(game) == before


def test_apply_refuses_a_negative_seat() -> None:
    game = Game.new("ABC123")  # West undecided
    before = save(game)
    with pytest.raises(IllegalAction):
        game.apply(Expose(-1, 0))
    assert save(game) == before
