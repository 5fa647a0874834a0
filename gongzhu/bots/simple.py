"""The two weakest levels: ``random`` (any legal card) and Easy (a beginner).

Easy ducks when it can, sheds its worst card when void and leads low; now
and then it plays a careless card instead, but never an absurd one: it does
not give its own goat away, nor win a trick with its own pig, when it has a
choice.
"""

from __future__ import annotations

from ..cardfacts import trick_top
from ..cards import DIAMONDS, EXPOSABLE, GOAT, HEARTS, PIG, SPADES, SUIT_MASKS, Card, Mask, card_list, rank_of, suit_of
from ..rng import Rng
from ..seatview import SeatView
from . import reason_groups as r
from .base import Decision

#: How often Easy plays a careless card.
CARELESS_RATE = 0.3


class RandomBot:
    """Uniformly random legal cards and exposures: the arena's floor."""

    level = "random"

    def choose_exposure(self, view: SeatView, rng: Rng) -> Decision:
        cards = 0
        exposable = view.dealt & EXPOSABLE
        while exposable:
            b = exposable & -exposable
            if rng.below(2):
                cards |= b
            exposable ^= b
        return Decision(r.RANDOM, cards=cards)

    def choose_play(self, view: SeatView, rng: Rng) -> Decision:
        return Decision(r.RANDOM, card=rng.pick_bit(view.legal))


def _absurd(view: SeatView, card: Card) -> bool:
    """Giving the goat away or taking our own pig when a choice exists."""
    trick = view.trick
    if card == GOAT:
        if not trick:
            return False
        top = trick[trick_top(trick)]
        return not (suit_of(top) == DIAMONDS and top < GOAT)
    if card == PIG and trick:
        top = trick[trick_top(trick)]
        return suit_of(top) == SPADES and top < PIG
    return False


class EasyBot:
    """A beginner: simple habits, sometimes careless, never absurd."""

    level = "easy"

    def choose_exposure(self, view: SeatView, rng: Rng) -> Decision:
        if not view.dealt & EXPOSABLE:
            return Decision(r.NOTHING_TO_EXPOSE)
        return Decision(r.NO_SAFE_EXPOSURE)

    def choose_play(self, view: SeatView, rng: Rng) -> Decision:
        legal = view.legal
        if not legal & (legal - 1):
            return Decision(r.ONLY_CARD, card=legal.bit_length() - 1)
        if rng.random() < CARELESS_RATE:
            sane = [c for c in card_list(legal) if not _absurd(view, c)]
            if sane:
                return Decision(r.CARELESS, card=rng.choice(sane))
        return _habit(view, legal)


def _habit(view: SeatView, legal: Mask) -> Decision:
    trick = view.trick
    if not trick:
        # Lead the lowest card, avoiding the pig and the goat.
        plain = legal & ~(1 << PIG) & ~(1 << GOAT) or legal
        low = min(card_list(plain), key=lambda c: (rank_of(c), c))
        return Decision(r.LEAD_LOW, card=low)
    led = suit_of(trick[0])
    top = trick[trick_top(trick)]
    if legal & SUIT_MASKS[led]:
        under = legal & ((1 << top) - 1) & SUIT_MASKS[led]
        if under:
            return Decision(r.DUCK, card=under.bit_length() - 1)
        if len(trick) == 3:
            return Decision(r.FORCED_HIGH, card=legal.bit_length() - 1)
        return Decision(r.FORCED_HIGH, card=(legal & -legal).bit_length() - 1)
    if legal >> PIG & 1:
        return Decision(r.DUMP_PIG_VOID, card=PIG)
    hearts = legal & SUIT_MASKS[HEARTS]
    if hearts:
        return Decision(r.DUMP_HIGH_HEART, card=hearts.bit_length() - 1)
    rest = legal & ~(1 << GOAT) or legal
    high = max(card_list(rest), key=lambda c: (rank_of(c), c))
    return Decision(r.DUMP_HIGH_CARD, card=high)
