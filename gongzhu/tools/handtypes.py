"""Where the arena's ordinary hands are won and lost: hero and field, hand type by hand type.

Every seat of a deal is played once by the hero and three times by the field,
always from the same thirteen cards. Grouping those hands by what was dealt
(:data:`HAND_TYPES`: the pig with few or many spades, the goat, many hearts, a
short suit...) and comparing, group by group, how often each side took the pig,
the goat and the transformer, how many hearts it took, how many voids it made
and when, and its mean hand, shows which hands cost the hero points against
the field. ``python -m gongzhu arena --hand-types`` adds this to its report,
on the deals where no hand scored +200 or more (:func:`~.arena.is_ordinary`),
with the seats where the hero and the field differ most.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import NamedTuple

from ..cards import (
    DIAMONDS,
    GOAT,
    HEART_ACE,
    HEART_MASK,
    HEARTS,
    PIG,
    SPADES,
    SUIT_MASKS,
    SUITS,
    TRANSFORMER,
    Mask,
    make_card,
)
from ..game import Game, Trick
from ..seats import SEAT_NAMES


class HandFacts(NamedTuple):
    """One seat's hand in one seating of a deal: what it was dealt and took, and when it made voids."""

    #: The seat the hero sat in for this playing of the deal (the hero's hand: ``seat == seating``).
    seating: int
    seat: int
    score: int
    dealt: Mask
    taken: Mask
    #: The tricks (1..12) after which the seat held no card of a suit that others still held.
    voids: tuple[int, ...]


def made_voids(dealt: Mask, tricks: Sequence[Trick], seat: int) -> tuple[int, ...]:
    """The tricks after which ``seat`` had played its last card of a suit while others still held some.

    >>> from gongzhu.cards import parse_card, parse_cards
    >>> def trick(leader, codes):
    ...     return Trick(leader, tuple(parse_card(c) for c in codes.split()), 0)
    >>> made_voids(parse_cards("2C 3D"), [trick(0, "2C 4C 5C 6C"), trick(3, "7C 3D 8C 9C")], 0)
    (1,)
    """
    hand, played, made = dealt, 0, []
    for number, trick in enumerate(tricks, 1):
        card = trick.cards[(seat - trick.leader) & 3]
        hand &= ~(1 << card)
        for c in trick.cards:
            played |= 1 << c
        suit = SUIT_MASKS[card // 13]
        if not hand & suit and suit & ~played and number < len(tricks):
            made.append(number)
    return tuple(made)


def facts_of(game: Game, seating: int) -> list[HandFacts]:
    """The four seats' :class:`HandFacts` of ``game``'s last finished hand, the hero in seat ``seating``."""
    scores = game.results[-1]
    return [
        HandFacts(
            seating, s, scores[s].hand, game.dealt[s], game.collected[s], made_voids(game.dealt[s], game.tricks, s)
        )
        for s in range(4)
    ]


def _count(hand: Mask, suit: int) -> int:
    return (hand & SUIT_MASKS[suit]).bit_count()


_SPADE_TOPS = (1 << make_card(12, SPADES)) | (1 << make_card(11, SPADES))
_HIGH_DIAMONDS = sum(1 << make_card(rank, DIAMONDS) for rank in (10, 11, 12))
_HIGH_HEARTS = (1 << HEART_ACE) | (1 << (HEART_ACE - 1))
_POINTED = (1 << PIG) | (1 << GOAT) | (1 << TRANSFORMER) | _SPADE_TOPS

#: Kinds of dealt hand, by the cards held (a hand may be of several kinds).
HAND_TYPES: dict[str, Callable[[Mask], bool]] = {
    "all": lambda h: True,
    "pig, 3 spades or fewer": lambda h: bool(h >> PIG & 1) and _count(h, SPADES) <= 3,
    "pig, 4 spades or more": lambda h: bool(h >> PIG & 1) and _count(h, SPADES) >= 4,
    "spade ace or king, no pig": lambda h: not h >> PIG & 1 and bool(h & _SPADE_TOPS),
    "goat": lambda h: bool(h >> GOAT & 1),
    "diamond queen or higher, no goat": lambda h: not h >> GOAT & 1 and bool(h & _HIGH_DIAMONDS),
    "transformer": lambda h: bool(h >> TRANSFORMER & 1),
    "4 hearts or more": lambda h: _count(h, HEARTS) >= 4,
    "heart ace or king": lambda h: bool(h & _HIGH_HEARTS),
    "a void or singleton outside hearts": lambda h: any(_count(h, s) <= 1 for s in SUITS if s != HEARTS),
    "none of pig, goat, transformer, spade A/K": lambda h: not h & _POINTED,
}


def side_figures(hands: Sequence[HandFacts]) -> dict[str, float]:
    """Hands, mean hand, shares that took the pig, goat and transformer, hearts taken, voids made and when.

    ``first_void``: the mean trick of the first void made, over the hands that made one.
    """
    n = max(1, len(hands))
    firsts = [h.voids[0] for h in hands if h.voids]
    return {
        "hands": len(hands),
        "mean": round(sum(h.score for h in hands) / n, 2),
        "pig": round(sum(h.taken >> PIG & 1 for h in hands) / n, 4),
        "goat": round(sum(h.taken >> GOAT & 1 for h in hands) / n, 4),
        "transformer": round(sum(h.taken >> TRANSFORMER & 1 for h in hands) / n, 4),
        "hearts": round(sum((h.taken & HEART_MASK).bit_count() for h in hands) / n, 3),
        "voids": round(sum(len(h.voids) for h in hands) / n, 3),
        "first_void": round(sum(firsts) / max(1, len(firsts)), 2),
    }


class SeatPair(NamedTuple):
    """One seat of one deal: the hero's hand there and the field's three."""

    deal: int
    seat: int
    hero: HandFacts
    field: tuple[HandFacts, ...]

    @property
    def margin(self) -> float:
        return self.hero.score - sum(h.score for h in self.field) / len(self.field)


def seat_pairs(deals: Sequence[tuple[int, Sequence[HandFacts]]]) -> list[SeatPair]:
    """Each deal's (number, sixteen hands) as four :class:`SeatPair`\\ s, one a seat."""
    pairs = []
    for number, hands in deals:
        for seat in range(4):
            mine = [h for h in hands if h.seat == seat]
            hero = [h for h in mine if h.seat == h.seating]
            if len(hero) != 1 or len(mine) != 4:
                raise ValueError(f"deal {number}, seat {seat}: want one hero hand and three of the field")
            pairs.append(SeatPair(number, seat, hero[0], tuple(h for h in mine if h.seat != h.seating)))
    return pairs


def mean_interval(values: Sequence[float]) -> tuple[float, list[float]]:
    """The mean of ``values`` and its 95% interval, ± 1.96 standard errors (none for one value): the arena's
    ``diff`` and ``ci95``.

    >>> mean_interval([10.0, 20.0, 30.0])
    (20.0, [8.68, 31.32])
    """
    n = len(values)
    mean = sum(values) / n if n else 0.0
    half = 1.96 * math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n) if n > 1 else 0.0
    return round(mean, 2), [round(mean - half, 2), round(mean + half, 2)]


def compare_types(pairs: Sequence[SeatPair]) -> list[dict[str, object]]:
    """For each of :data:`HAND_TYPES`: the seats of that type, hero's and field's figures, and the margin.

    ``diff`` is the hero's mean hand minus the field's over those seats, with ``ci95``
    over the seats (seats of one deal are not independent: a rough interval).
    """
    rows: list[dict[str, object]] = []
    for name, is_type in HAND_TYPES.items():
        chosen = [p for p in pairs if is_type(p.hero.dealt)]
        diff, ci95 = mean_interval([p.margin for p in chosen])
        rows.append(
            {
                "type": name,
                "seats": len(chosen),
                "diff": diff,
                "ci95": ci95,
                "hero": side_figures([p.hero for p in chosen]),
                "field": side_figures([h for p in chosen for h in p.field]),
            }
        )
    return rows


def describe(pair: SeatPair, code: str) -> dict[str, object]:
    """A seat where hero and field differ: the deal's code, the seat, its kinds and the scores."""
    return {
        "deal": pair.deal,
        "code": code,
        "seat": SEAT_NAMES[pair.seat],
        "types": [name for name, is_type in HAND_TYPES.items() if name != "all" and is_type(pair.hero.dealt)],
        "hero": pair.hero.score,
        "field": [h.score for h in pair.field],
        "margin": round(pair.margin, 2),
    }


def hand_type_report(pairs: Sequence[SeatPair], code_of: Callable[[int], str], extremes: int = 6) -> dict[str, object]:
    """The comparison (:func:`compare_types`) and the ``extremes`` seats where the hero did worst and best."""
    ordered = sorted(pairs, key=lambda p: (p.margin, p.deal, p.seat))
    return {
        "seats": len(pairs),
        "types": compare_types(pairs),
        "worst": [describe(p, code_of(p.deal)) for p in ordered[:extremes]],
        "best": [describe(p, code_of(p.deal)) for p in reversed(ordered[-extremes:])],
    }
