"""``greedy`` and ``defender``: the arena's one-trick sparring partners, and nowhere else."""

from __future__ import annotations

import json
from typing import Any

import pytest
from gongzhu.bots import ARENA_LEVELS, LEVELS, decision_rng, make_bot
from gongzhu.bots.greedy import card_values
from gongzhu.cards import GOAT, HEART_ACE, PIG, TRANSFORMER, card_name, parse_card, parse_cards
from gongzhu.game import Game, SetLevel
from gongzhu.illegal import IllegalAction
from gongzhu.rules import Rules
from gongzhu.save import SaveError, load, save
from gongzhu.tools.arena import main as arena_main
from gongzhu.webapi import handle

from .tables import make_view


def _greedy_card(hand: str, trick: str = "", **kw: Any) -> str:
    view = make_view(hand, trick, **kw)
    decision = make_bot("greedy").choose_play(view, decision_rng("GREEDY", view.seat, view.move_number))
    assert decision.card is not None and view.legal >> decision.card & 1
    return card_name(decision.card)


SPARRING = ("greedy", "defender")


@pytest.mark.parametrize("level", SPARRING)
def test_a_sparring_partner_is_an_arena_level_only(level: str) -> None:
    assert level in ARENA_LEVELS and level not in LEVELS
    with pytest.raises(ValueError, match="unknown level"):
        Game.new("G1", Rules(), level)
    game = Game.new("G1")
    with pytest.raises(IllegalAction, match="unknown level"):
        game.apply(SetLevel(level))


@pytest.mark.parametrize("level", SPARRING)
def test_a_save_with_a_sparring_level_is_refused(level: str) -> None:
    data = json.loads(save(Game.new("G2")))
    data["settings"] = {"level": level, "next_level": level}
    with pytest.raises(SaveError, match="bad level"):
        load(json.dumps(data))
    data["settings"] = {"level": "hard", "next_level": level}
    with pytest.raises(SaveError, match="bad level"):
        load(json.dumps(data))


@pytest.mark.parametrize("level", SPARRING)
def test_the_page_entry_point_refuses_a_sparring_level(level: str) -> None:
    reply = json.loads(handle(json.dumps({"op": "new_game", "seed": "G3", "level": level})))
    assert reply["ok"] is False and reply["error"]["reason"] == "bad_request"
    assert json.loads(handle(json.dumps({"op": "new_game", "seed": "G3"})))["ok"] is True
    reply = json.loads(handle(json.dumps({"op": "set_level", "level": level})))
    assert reply["ok"] is False and reply["error"]["reason"] == "bad_request"


@pytest.mark.parametrize("level", SPARRING)
def test_the_arena_seats_a_sparring_partner(level: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert arena_main(["--deals", "1", "--seed", "4", "--hero", "normal", "--field", level]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["field"] == level and report["ms_per_decision"]["count"] > 13


def test_card_values_are_the_rules_values_doubled_when_exposed() -> None:
    rules = Rules()
    plain = card_values(rules, 0)
    assert (plain[PIG], plain[GOAT], plain[HEART_ACE], plain[parse_card("5H")], plain[parse_card("2H")]) == (
        -100,
        100,
        -50,
        -10,
        0,
    )
    assert sum(plain) == -200 - 100 + 100 - 50  # hearts, pig, goat, transformer
    exposed = card_values(rules, parse_cards("AH JD TC"))
    assert (exposed[parse_card("5H")], exposed[GOAT], exposed[TRANSFORMER], exposed[PIG]) == (-20, 200, -100, -100)


def test_last_to_the_trick_ducks_under_points() -> None:
    # ♥Q is on the trick: ♥J ducks, ♥K would take −40 and more.
    assert _greedy_card("KH JH 4D 6C", "QH 5H 3H") == "JH"


def test_last_to_a_clean_trick_wins_it_with_its_high_card() -> None:
    # Nothing of value on the trick: shedding ♦A beats keeping it.
    assert _greedy_card("AD 3D 5C 6C", "9D 4D 7D") == "AD"


def test_void_in_the_led_suit_the_pig_goes() -> None:
    assert _greedy_card("QS 5H 7D 9D", "5C 9C", out="AS KS") == "QS"


def test_the_goat_is_taken_when_last() -> None:
    assert _greedy_card("AD 4D 6C 7C", "3D JD 5D") == "AD"


def test_greedy_decides_from_the_view_and_the_rng_alone() -> None:
    view = make_view("KS 4S 8D 2C 9H 3D", "3S")
    first = make_bot("greedy").choose_play(view, decision_rng("X", 0, 9))
    assert make_bot("greedy").choose_play(view, decision_rng("X", 0, 9)) == first


def test_a_card_on_the_trick_keeps_the_cards_around_it_apart() -> None:
    # ♠4 lies between ♠3 and ♠5 only on this trick: ♠3 ducks under it, ♠5
    # would take the two hearts. Merging them as one run plays the higher one.
    assert _greedy_card("5S 3S 8C 9C", "4S 7H 6H") == "3S"
