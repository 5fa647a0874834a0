"""Hand-built positions with the play a club player expects, one per strategy point.

The positions are the fixture file scenarios.toml; each names the tip it checks
(docs/rules.md and the strategy tips of web/content/strategy.en.html). Normal must
find the expected card by rule, Hard by simulation.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from gongzhu.bots import decision_rng, make_bot
from gongzhu.bots.reason_groups import ALL_REASONS
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
    kw: dict[str, Any] = field(default_factory=dict)  # the rest of the position, for make_view
    #: Levels expected to find it (Hard may prefer another card its simulation finds better).
    levels: tuple[str, ...] = ("normal", "hard")


def _scenario(entry: dict[str, Any]) -> Scenario:
    """One [[scenario]] of scenarios.toml; tables by seat have their seat numbers as keys."""
    own = {name: entry.pop(name) for name in ("name", "hand", "trick", "expect", "avoid", "reason") if name in entry}
    levels = tuple(entry.pop("levels", Scenario.levels))
    kw = {
        key: {int(seat): cards for seat, cards in value.items()} if isinstance(value, dict) else value
        for key, value in entry.items()
    }
    return Scenario(**own, kw=kw, levels=levels)


SCENARIOS = [
    _scenario(entry)
    for entry in tomllib.loads((Path(__file__).parent / "scenarios.toml").read_text(encoding="utf-8"))["scenario"]
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
