"""Scoring a hand from the point cards each player collected.

>>> from .cards import parse_cards
>>> s = score_player(parse_cards("QS AH 5H"), 0)
>>> s.hearts, s.pig, s.hand
(-60, -100, -160)
>>> score_player(parse_cards("TC QS"), parse_cards("TC")).hand
-400
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from .cards import (
    GOAT,
    HEART_ACE,
    HEART_MASK,
    HEARTS,
    PIG,
    POINT_CARDS,
    TRANSFORMER,
    Mask,
    cards_of,
    make_card,
    names,
)
from .rules import Rules

#: ♥2, ♥3, ♥4: worth nothing, but point cards under the default rules.
ZERO_HEARTS: Mask = sum(1 << make_card(rank, HEARTS) for rank in range(13) if Rules.HEART_VALUES[rank] == 0)

_DEFAULT_RULES = Rules()


@dataclass(frozen=True)
class HandScore:
    """One player's result for one hand, line by line.

    ``base`` is hearts + pig + goat; ``hand`` is what the transformer makes of
    it. ``transformer`` is ``""`` (not taken), ``"+50"``/``"+100"`` (taken
    alone) or ``"x2"``/``"x4"`` (multiplying ``base``).
    """

    hearts: int
    pig: int
    goat: int
    base: int
    transformer: str
    transformer_factor: int
    #: Multipliers from exposed cards that applied to this player's cards.
    heart_factor: int
    pig_factor: int
    goat_factor: int
    transformer_exposed: bool
    all_hearts: bool
    all_points: bool
    #: Pig–goat swap variant: all hearts, pig, goat and transformer in one pile.
    clean_sweep: bool
    #: Pig–goat swap variant: the pig and goat changed sign this hand.
    swapped: bool
    hand: int
    #: The point cards collected (♥2–♥4 included), as a mask.
    points: Mask

    @property
    def cards(self) -> list[str]:
        """The point cards collected, as codes."""
        return names(self.points)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        del data["points"]
        data["cards"] = self.cards
        return data


def score_player(
    collected: Mask,
    exposed: Mask,
    rules: Rules = _DEFAULT_RULES,
    hearts_swept: bool = False,
) -> HandScore:
    """Score one player's pile. ``exposed`` holds every card exposed this hand.

    ``hearts_swept`` says some player (maybe this one) took all 13 hearts; it
    matters only under the pig–goat swap.
    """
    points = collected & POINT_CARDS
    hearts_taken = points & HEART_MASK
    all_hearts = hearts_taken == HEART_MASK
    has_pig = bool(points >> PIG & 1)
    has_goat = bool(points >> GOAT & 1)
    has_transformer = bool(points >> TRANSFORMER & 1)
    x = rules.EXPOSED_FACTOR

    heart_factor = x if exposed >> HEART_ACE & 1 else 1
    pig_factor = x if exposed >> PIG & 1 else 1
    goat_factor = x if exposed >> GOAT & 1 else 1
    transformer_exposed = bool(exposed >> TRANSFORMER & 1)

    raw_hearts = sum(rules.heart_value(c % 13) for c in cards_of(hearts_taken))
    hearts = (-raw_hearts if all_hearts else raw_hearts) * heart_factor

    swapped = rules.pig_goat_swap and (hearts_swept or all_hearts)
    clean_sweep = swapped and all_hearts and has_pig and has_goat and has_transformer
    pig_value = rules.PIG_VALUE
    goat_value = rules.GOAT_VALUE
    if all_hearts or swapped:
        pig_value = -pig_value
    if swapped and not clean_sweep:
        goat_value = -goat_value
    pig = pig_value * pig_factor if has_pig else 0
    goat = goat_value * goat_factor if has_goat else 0
    base = hearts + pig + goat

    transformer = ""
    factor = 1
    hand = base
    if has_transformer:
        others = points & ~(1 << TRANSFORMER)
        if not rules.zero_hearts_are_points:
            others &= ~ZERO_HEARTS
        if not others:
            alone = rules.TRANSFORMER_ALONE * (x if transformer_exposed else 1)
            transformer = f"+{alone}"
            hand = alone
        else:
            factor = rules.TRANSFORMER_FACTOR * (x if transformer_exposed else 1)
            transformer = f"x{factor}"
            hand = base * factor

    return HandScore(
        hearts=hearts,
        pig=pig,
        goat=goat,
        base=base,
        transformer=transformer,
        transformer_factor=factor,
        heart_factor=heart_factor if hearts_taken else 1,
        pig_factor=pig_factor if has_pig else 1,
        goat_factor=goat_factor if has_goat else 1,
        transformer_exposed=transformer_exposed and has_transformer,
        all_hearts=all_hearts,
        all_points=points == POINT_CARDS,
        clean_sweep=clean_sweep,
        swapped=swapped,
        hand=hand,
        points=points,
    )


def score_hand(collected: Sequence[Mask], exposed: Mask, rules: Rules = _DEFAULT_RULES) -> tuple[HandScore, ...]:
    """Score all four piles of a finished hand (S, E, N, W)."""
    swept = any(c & HEART_MASK == HEART_MASK for c in collected)
    return tuple(score_player(c, exposed, rules, swept) for c in collected)
