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
from enum import StrEnum
from typing import TypedDict, cast

from .cards import (
    GOAT,
    HEART_ACE,
    HEART_MASK,
    HEARTS,
    PIG,
    POINT_CARDS,
    TRANSFORMER,
    Mask,
    card_codes,
    cards_of,
    make_card,
    rank_of,
)
from .rules import Rules

#: ♥2, ♥3, ♥4: worth nothing, but point cards under the default rules.
ZERO_HEARTS: Mask = sum(1 << make_card(rank, HEARTS) for rank in range(13) if Rules.HEART_VALUES[rank] == 0)

_DEFAULT_RULES = Rules()


class TransformerEffect(StrEnum):
    """What the transformer (♣10) did to one player's hand."""

    #: Not taken.
    NONE = "none"
    #: Taken with no other point card: the hand is the transformer's own
    #: points (+50, or +100 when exposed).
    ALONE = "alone"
    #: Taken with other point cards: ``base`` times ``transformer_factor``
    #: (2, or 4 when exposed).
    MULTIPLIES = "multiplies"


@dataclass(frozen=True)
class HandScore:
    """One player's result for one hand, line by line.

    ``base`` is hearts + pig + goat; ``hand`` is what the transformer makes of
    it (see :class:`TransformerEffect`).
    """

    hearts: int
    pig: int
    goat: int
    base: int
    transformer: TransformerEffect
    #: What ``base`` is multiplied by: 1, or 2 / 4 when the transformer multiplies.
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
        return card_codes(self.points)

    @property
    def transformer_text(self) -> str:
        """The transformer line as text: ``""``, ``"+50"``/``"+100"`` or ``"x2"``/``"x4"``."""
        if self.transformer is TransformerEffect.ALONE:
            return f"+{self.hand}"
        if self.transformer is TransformerEffect.MULTIPLIES:
            return f"x{self.transformer_factor}"
        return ""

    def to_dict(self) -> ScoreLine:
        """The breakdown as the ``score`` command prints it (:class:`ScoreLine`: ``transformer`` as text)."""
        data = asdict(self)
        del data["points"]
        data["transformer"] = self.transformer_text
        data["transformer_effect"] = self.transformer
        data["cards"] = self.cards
        return cast(ScoreLine, data)


class Breakdown(TypedDict):
    """A :class:`HandScore` as JSON data, but for ``transformer``, which its two forms give apart.

    The page view's :class:`gongzhu.pageview.Score` gives the transformer's effect
    (:class:`TransformerEffect`); the ``score`` command's :class:`ScoreLine` gives its line
    as the score sheet prints it, and the effect as ``transformer_effect``.
    """

    hearts: int
    pig: int
    goat: int
    base: int
    transformer_factor: int
    heart_factor: int
    pig_factor: int
    goat_factor: int
    transformer_exposed: bool
    all_hearts: bool
    all_points: bool
    clean_sweep: bool
    swapped: bool
    hand: int
    #: The point cards taken, as codes.
    cards: list[str]


class ScoreLine(Breakdown):
    """One player's result as the ``score`` command prints it (:meth:`HandScore.to_dict`)."""

    #: The transformer's line as text: ``""``, ``"+50"``/``"+100"`` (alone) or ``"x2"``/``"x4"`` (multiplies).
    transformer: str
    transformer_effect: TransformerEffect


def _transformer(points: Mask, base: int, exposed: bool, rules: Rules) -> tuple[TransformerEffect, int, int]:
    """What ♣10 among ``points`` does to the ``base`` score: its effect, the factor and the hand score."""
    if not points >> TRANSFORMER & 1:
        return TransformerEffect.NONE, 1, base
    x = rules.EXPOSED_FACTOR if exposed else 1
    others = points & ~(1 << TRANSFORMER)
    if not rules.zero_hearts_are_points:
        others &= ~ZERO_HEARTS
    if not others:
        return TransformerEffect.ALONE, 1, rules.TRANSFORMER_ALONE * x
    factor = rules.TRANSFORMER_FACTOR * x
    return TransformerEffect.MULTIPLIES, factor, base * factor


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

    raw_hearts = sum(rules.heart_value(rank_of(c)) for c in cards_of(hearts_taken))
    hearts = (-raw_hearts if all_hearts else raw_hearts) * heart_factor

    swapped = rules.pig_goat_swap and (hearts_swept or all_hearts)
    clean_sweep = swapped and all_hearts and has_pig and has_goat and has_transformer
    # All hearts turn the pig to plus; the swap also turns the goat to minus, unless all is swept.
    pig_value = -rules.PIG_VALUE if all_hearts or swapped else rules.PIG_VALUE
    goat_value = -rules.GOAT_VALUE if swapped and not clean_sweep else rules.GOAT_VALUE
    pig = pig_value * pig_factor if has_pig else 0
    goat = goat_value * goat_factor if has_goat else 0
    base = hearts + pig + goat

    transformer, factor, hand = _transformer(points, base, transformer_exposed, rules)
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


@dataclass(frozen=True)
class ExposureEffect:
    """What exposing one card changes, for the page's labels.

    Points: every heart together (−200 → −400 for ♥A), the pig (−100 → −200),
    the goat (+100 → +200), the transformer taken alone (+50 → +100).
    Multiplier: 1 → 2 for the hearts, pig and goat; the transformer's 2 → 4.

    >>> [(e.points_before, e.points_after, e.times_after) for e in exposure_effects(Rules())]
    [(-100, -200, 2), (-200, -400, 2), (100, 200, 2), (50, 100, 4)]
    """

    card: int
    #: What the exposure multiplies: ``"hearts"``, ``"pig"``, ``"goat"`` or ``"transformer"``.
    target: str
    points_before: int
    points_after: int
    times_before: int
    times_after: int


def exposure_effects(rules: Rules = _DEFAULT_RULES) -> tuple[ExposureEffect, ...]:
    """The effect of exposing each exposable card (pig, ♥A, goat, transformer), read from the scoring."""
    hearts = sum(rules.heart_value(rank) for rank in range(13))
    doubled = rules.EXPOSED_FACTOR
    pig = (score_player(1 << PIG, 0, rules), score_player(1 << PIG, 1 << PIG, rules))
    goat = (score_player(1 << GOAT, 0, rules), score_player(1 << GOAT, 1 << GOAT, rules))
    alone = (score_player(1 << TRANSFORMER, 0, rules), score_player(1 << TRANSFORMER, 1 << TRANSFORMER, rules))
    with_goat = 1 << TRANSFORMER | 1 << GOAT
    times = (score_player(with_goat, 0, rules), score_player(with_goat, 1 << TRANSFORMER, rules))
    return (
        ExposureEffect(PIG, "pig", pig[0].hand, pig[1].hand, pig[0].pig_factor, pig[1].pig_factor),
        ExposureEffect(HEART_ACE, "hearts", hearts, hearts * doubled, 1, doubled),
        ExposureEffect(GOAT, "goat", goat[0].hand, goat[1].hand, goat[0].goat_factor, goat[1].goat_factor),
        ExposureEffect(
            TRANSFORMER,
            "transformer",
            alone[0].hand,
            alone[1].hand,
            times[0].transformer_factor,
            times[1].transformer_factor,
        ),
    )
