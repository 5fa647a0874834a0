"""``defender``: greedy's one-trick look-ahead plus the habit of stopping all-hearts runs."""

from __future__ import annotations

from typing import Any

import pytest
from gongzhu.bots import decision_rng, make_bot
from gongzhu.bots.defender import STAKE_MOST, runner_of, stake
from gongzhu.cards import HEART_ACE, card_name, parse_cards

from .tables import make_view


def _card(level: str, hand: str, trick: str, **kw: Any) -> str:
    view = make_view(hand, trick, **kw)
    decision = make_bot(level).choose_play(view, decision_rng("DEFEND", view.seat, view.move_number))
    assert decision.card is not None and view.legal >> decision.card & 1
    return card_name(decision.card)


# West (seat 1) has taken every heart so far, five of them; the rest are still out.
RUN = {"collected": {1: "2H 6H 7H TH JH"}}


def test_the_runner_is_the_seat_holding_every_heart_taken() -> None:
    assert runner_of([0, parse_cards("2H 6H QS"), 0, 0]) == (1, 2)
    assert runner_of([0, parse_cards("2H"), parse_cards("3H"), 0]) == (-1, 0)
    assert runner_of([parse_cards("QS JD"), 0, 0, 0]) == (-1, 0)


def test_the_stake_grows_with_the_run_and_doubles_with_the_exposed_heart_ace() -> None:
    assert stake(1, 0) < stake(5, 0) < stake(13, 0) == STAKE_MOST
    assert stake(5, 1 << HEART_ACE) == 2 * stake(5, 0)


def test_last_to_the_runners_heart_trick_the_defender_takes_it_where_greedy_ducks() -> None:
    # West led ♥9 and holds five hearts taken: ♥A breaks the run for a few points.
    kw: dict[str, Any] = {**RUN, "out": "8H QH KH"}
    assert _card("greedy", "AH 3H 8D 9D 5S 6S 7S", "9H 4H 5H", **kw) == "3H"
    assert _card("defender", "AH 3H 8D 9D 5S 6S 7S", "9H 4H 5H", **kw) == "AH"


def test_void_the_defender_does_not_feed_the_runner_a_heart() -> None:
    # North (seat 2) wins the trick and holds every heart taken: ♥Q would feed the run.
    kw: dict[str, Any] = {"collected": {2: "2H 6H 7H TH JH"}, "out": "3H 4H 5H 8H 9H KH AH"}
    assert _card("greedy", "QH 4D 8D 9D 5S 6S 7S", "5C 9C 2C", **kw) == "QH"
    assert _card("defender", "QH 4D 8D 9D 5S 6S 7S", "5C 9C 2C", **kw) != "QH"


@pytest.mark.parametrize("level", ["greedy", "defender"])
def test_without_a_runner_the_defender_plays_as_greedy(level: str) -> None:
    # Hearts split between two seats: nobody is running, so both duck.
    kw: dict[str, Any] = {"collected": {1: "2H 6H", 3: "7H"}, "out": "8H QH KH TH JH"}
    assert _card(level, "AH 3H 8D 9D 5S 6S 7S", "9H 4H 5H", **kw) == "3H"
