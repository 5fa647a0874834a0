"""Hand-built positions with the play a club player expects, one per strategy point.

Each scenario names the tip it checks (docs/rules.md and the strategy
tips of web/content/strategy.en.html). Normal must find the expected card by rule, Hard by simulation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
from gongzhu.bots import decision_rng, make_bot
from gongzhu.bots.reasons import ALL_REASONS
from gongzhu.cards import card_name, parse_cards

from .tables import exposure_view, make_view


@dataclass(frozen=True)
class Scenario:
    name: str
    hand: str
    trick: str = ""
    expect: str = ""  # acceptable cards
    avoid: str = ""  # cards that must not be played (when ``expect`` is empty)
    reason: str | None = None  # Normal's expected reason
    kw: dict[str, Any] = field(default_factory=dict)
    #: Levels expected to find it (Hard may prefer another card its simulation finds better).
    levels: tuple[str, ...] = ("normal", "hard")


SCENARIOS = [
    Scenario(
        "pig goes when void in the led suit",
        "QS 5H 7D 9D",
        "5C 9C",
        expect="QS",
        reason="dump_pig_void",
        kw={"out": "AS KS"},
    ),
    Scenario(
        "last on a spade trick with the pig on it: do not win with the king",
        "KS 4S 8D 2C",
        "3S QS 5S",
        expect="4S",
        kw={"collected": {}},
    ),
    Scenario("forced to win the pig when only the king follows", "KS 9D", "3S QS 5S", expect="KS"),
    Scenario("diamond ace takes the goat when last", "AD 4D 6C 7C", "3D JD 5D", expect="AD", reason="take_goat"),
    Scenario(
        "pig slips under the spade king", "QS 3S 8H 9C 4D 7D 2C 5C", "5S KS", expect="QS", reason="dump_pig_under"
    ),
    Scenario(
        "void: the heart ace goes first",
        "AH 3H 6D 7D",
        "4C 8C",
        expect="AH",
        reason="dump_high_heart",
        kw={"gone": "QS"},
    ),
    Scenario(
        "void: spade ace goes while the pig is out",
        "AS 2S 6D 7D",
        "4C 8C",
        expect="AS",
        reason="dump_high_spade",
        kw={"out": "QS"},
        levels=("normal",),
    ),
    Scenario(
        "take the transformer with the goat",
        "KC 2C 8D 9D",
        "4C TC 5C",
        expect="KC",
        reason="take_transformer",
        kw={"collected": {0: "JD"}},
    ),
    Scenario(
        "avoid the transformer with minus points",
        "KC 2C 8D 9D",
        "4C TC 5C",
        expect="2C",
        kw={"collected": {0: "QS 9H"}},
    ),
    Scenario(
        "the transformer alone is worth fifty once the points are gone",
        "KC 2C 8D 9D",
        "4C TC 5C",
        expect="KC",
        kw={"collected": {0: ""}, "gone": "QS JD 8H 9H TH JH QH KH AH"},
        levels=("normal",),
    ),
    Scenario(
        "early on, the transformer alone is not worth taking",
        "KC 2C 8D 9D 3S 5S 7S 3H 4H",
        "4C TC 5C",
        expect="2C",
        kw={"collected": {0: ""}},
        levels=("normal",),
    ),
    Scenario(
        "stop the all-hearts run with a cheap heart",
        "4H 6H 2C 3C",
        "5H 2H 3H",
        expect="6H",
        reason="stop_all_hearts",
        kw={"collected": {1: "7H 8H 9H TH JH"}},
    ),
    Scenario(
        "lead the goat once it is the top diamond",
        "JD 3C 5C 7S",
        expect="JD",
        reason="take_goat",
        kw={"gone": "QD KD AD QS", "out": "2D 3D 4D 5D"},
    ),
    Scenario(
        "long low spades guard the pig: duck under the lead",
        "QS 2S 3S 6S 8D 9D",
        "9S",
        expect="6S",
        kw={"out": "4S 5S 7S 8S TS JS KS AS"},
    ),
    Scenario(
        "flush the pig with low spades",
        "2S 4S 6C 8C 9D TD",
        expect="2S 4S",
        reason="flush_pig",
        kw={"out": "QS AS KS", "gone": "2C 3C 4C"},
        levels=("normal",),
    ),
    Scenario("the pig holder does not lead spades", "QS 2S 3S 5C 7D 8D", avoid="QS 2S 3S", kw={"out": "AS KS"}),
    Scenario(
        "do not lead into a player void in the suit",
        "AD 5C 6C",
        avoid="AD",
        kw={"out": "QS AC KC", "voids": {2: "D"}, "gone": "JD"},
    ),
    Scenario("a high heart goes under a higher one", "KH 5H 2C", "AH 3H 4H", expect="KH", reason="dump_high_heart"),
    Scenario("never throw the goat away", "JD 2D 5S", "4C 8C", avoid="JD", kw={"out": "AD KD QD"}),
    Scenario("duck a heart trick when possible", "7H KH 2C 3C", "9H", expect="7H"),
    Scenario(
        "exposed pig after us: do not win the spade trick with the king",
        "KS 2S 9C",
        "5S 8S",
        expect="2S",
        kw={"exposed_by": {1: "QS"}, "led_suits": "SC"},
    ),
    Scenario(
        "goat on the table, not last, highest diamond: take it",
        "AD 2D 9C",
        "5D JD",
        expect="AD",
        # Higher clubs still out give the winner a way out; without one, ♦2 and ♣9 would both win
        # the last tricks, and exact search rightly refuses to take the goat and then every point.
        kw={"gone": "KD QD", "out": "KC AC"},
    ),
    Scenario(
        "void and the pig is gone: shed the highest heart",
        "QH 5H 9D 2D 4D 6S 7S 8S",
        "3C 6C 8C",
        expect="QH",
        kw={"gone": "QS"},
        levels=("normal",),
    ),
    Scenario("play the goat into our own trick", "JD AD 2C 4C 6S 7S", "3D 5D 8D", expect="JD", reason="take_goat"),
    Scenario(
        "void: hand the transformer to the pig taker",
        "TC 2C 5S 6S 7S 8S",
        "4D 9D 5D",
        expect="TC",
        reason="dump_transformer",
        kw={"collected": {2: "QS"}, "out": "2D 3D"},
    ),
    Scenario(
        "void: do not feed hearts to an all-hearts run",
        "KH 9H 5S 6S 7S 8D",
        "AC 4C 5C",
        avoid="KH 9H",
        kw={"collected": {1: "2H 3H 4H 5H 6H 7H"}},
        levels=("normal",),
    ),
]


CASES = [(level, sc) for sc in SCENARIOS for level in sc.levels]


def _decide(level: str, sc: Scenario) -> tuple[str, str]:
    view = make_view(sc.hand, sc.trick, **sc.kw)
    decision = make_bot(level).choose_play(view, decision_rng("SCENARIO", 0, 7))
    assert decision.card is not None
    assert view.legal >> decision.card & 1
    return card_name(decision.card), decision.reason


@pytest.mark.parametrize(("level", "sc"), CASES, ids=[f"{level}: {sc.name}" for level, sc in CASES])
def test_scenario(level: str, sc: Scenario) -> None:
    card, reason = _decide(level, sc)
    assert reason in ALL_REASONS
    if sc.expect:
        assert card in sc.expect.split(), f"{level} played {card}"
    if sc.avoid:
        assert card not in sc.avoid.split(), f"{level} played {card}"
    if sc.reason and level == "normal":
        assert reason == sc.reason


def test_there_are_enough_scenarios() -> None:
    assert len(SCENARIOS) >= 20
    assert sum("hard" in sc.levels for sc in SCENARIOS) >= 20


def test_normal_exposes_the_pig_with_long_low_spades() -> None:
    view = exposure_view("QS 2S 3S 5S 7S 4D 8D 9D 3C 5C 7C 9C 2H")
    decision = make_bot("normal").choose_exposure(view, decision_rng("SCENARIO", 0, 1))
    assert decision.cards == parse_cards("QS")
    assert decision.reason == "expose_pig_safe_spades"


def test_hard_exposes_by_simulation_what_it_holds_and_says_why() -> None:
    # Hard may prefer another exposure than the rule of thumb; what it exposes and
    # the reason it gives must agree.
    for k, hand in enumerate(("QS 2S 3S 5S 7S 4D 8D 9D 3C 5C 7C 9C 2H", "JD AD KD 2S 3S 9H 4C 5C 6C 7D 8D 9D TD")):
        view = exposure_view(hand)
        decision = make_bot("hard").choose_exposure(view, decision_rng("SCENARIO", 0, k))
        assert decision.cards & ~view.dealt == 0
        if decision.cards == 0:
            assert decision.reason == "no_safe_exposure"
        elif decision.reason == "expose_pig_safe_spades":
            assert decision.cards & parse_cards("QS")
        elif decision.reason == "expose_goat_high_diamonds":
            assert decision.cards & parse_cards("JD")
        else:
            assert decision.reason == "expose_by_simulation"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_no_exposure_of_an_unguarded_pig(level: str) -> None:
    view = exposure_view("QS KS 4D 8D 9D TD 3C 5C 7C 9C AH KH 2H")
    decision = make_bot(level).choose_exposure(view, decision_rng("SCENARIO", 0, 1))
    assert not decision.cards & parse_cards("QS")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_expose_goat_with_top_diamonds(level: str) -> None:
    view = exposure_view("JD AD KD QD 9D 2S 3S 4S 5C 6C 7C 3H 4H")
    decision = make_bot(level).choose_exposure(view, decision_rng("SCENARIO", 0, 1))
    assert decision.cards & parse_cards("JD")


def test_normal_exposes_nothing_without_guards() -> None:
    view = exposure_view("QS 3S JD 5D 9D 3C 5C 7C 9C 2H 4H 6H 8H")
    decision = make_bot("normal").choose_exposure(view, decision_rng("SCENARIO", 0, 1))
    assert decision.cards == 0
    assert decision.reason == "no_safe_exposure"
