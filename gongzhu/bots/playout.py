"""Simulating the rest of a hand on a fully dealt position.

:func:`playout` lets every seat play the rule-based policy to the last
trick; :func:`solve` searches the last tricks exactly (each seat picks the
card best for itself, assuming the others do the same).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import POINT_CARDS, Card, Mask
from ..legal import legal_plays
from .points import final_scores
from .policy import policy_play
from .position import Position
from .suits import BASE, FULL_SUIT, POINT_RANKS, card_runs


def playout(pos: Position) -> list[int]:
    """Play ``pos`` (all hands known) to the end with the policy; the four hand scores."""
    hands = pos.hands
    while hands[0] | hands[1] | hands[2] | hands[3]:
        trick = pos.trick
        if not trick and not (hands[0] | hands[1] | hands[2] | hands[3]) & POINT_CARDS:
            break  # no point card left to win: the scores are final
        seat = (pos.leader + len(trick)) & 3
        led = trick[0] // 13 if trick else None
        legal = legal_plays(hands[seat], led, pos.exposed, pos.led_suits, pos.forced)
        pos.play(policy_play(pos, seat, legal))
    return final_scores(pos.collected, pos.exposed, pos.rules)


#: :func:`utility` counts in thirds of a point.
UTILITY_UNIT = 3


def utility(scores: list[int], seat: int) -> int:
    """How good final ``scores`` are for ``seat``: its score minus the others' mean, in thirds of a point.

    Whole numbers (three times its score minus the others' sum), so that equal
    utilities compare equal wherever a search or a mean meets them.

    >>> utility([-100, 0, 50, 10], 0)
    -360
    """
    return 4 * scores[seat] - (scores[0] + scores[1] + scores[2] + scores[3])


def solve(pos: Position) -> list[int]:
    """Exact max-n search of the rest of the hand: the four hand scores of best play."""
    hands = pos.hands
    if not hands[0] | hands[1] | hands[2] | hands[3]:
        return final_scores(pos.collected, pos.exposed, pos.rules)
    trick = pos.trick
    seat = (pos.leader + len(trick)) & 3
    led = trick[0] // 13 if trick else None
    legal = legal_plays(hands[seat], led, pos.exposed, pos.led_suits, pos.forced)
    best: list[int] | None = None
    best_u = -(1 << 62)
    for cls in card_classes(legal, pos.played, trick):
        card = cls.bit_length() - 1
        child = pos.copy()
        child.play(card)
        scores = solve(child)
        u = utility(scores, seat)
        if u > best_u:
            best_u = u
            best = scores
    assert best is not None
    return best


def card_classes(legal: Mask, played: Mask, trick: Sequence[Card] = ()) -> list[Mask]:
    """``legal`` split into runs of interchangeable cards.

    Two cards of a suit are interchangeable when every card ranked between
    them is already played in an earlier trick or also in the run, and
    neither is a point card: whichever of them is played, every trick goes
    the same way. A card of the current ``trick`` lying between them keeps
    them apart (one wins over it, the other not).

    >>> from ..cards import parse_card, parse_cards, card_codes
    >>> [card_codes(m) for m in card_classes(parse_cards("2S 3S 5S 9H TH"), parse_cards("4S"))]
    [['2S', '3S', '5S'], ['9H'], ['TH']]
    >>> [card_codes(m) for m in card_classes(parse_cards("2S 5S"), parse_cards("3S 4S"), [parse_card("4S")])]
    [['2S'], ['5S']]
    """
    unplayed = ~played
    for c in trick:
        unplayed |= 1 << c
    out: list[Mask] = []
    for suit, base in enumerate(BASE):
        cards = legal >> base & FULL_SUIT
        if cards:
            out += [run << base for run in card_runs(cards, unplayed >> base & FULL_SUIT, POINT_RANKS[suit])]
    return out
