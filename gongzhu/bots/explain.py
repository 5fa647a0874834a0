"""A machine-readable reason for any legal card, read from the position.

Normal's and Hard's choices (and so the hints) are explained the same way:
by what the card does on this trick, seen from the mover's knowledge only.
"""

from __future__ import annotations

from ..cards import FULL_DECK, GOAT, HEARTS, PIG, SPADES, SUIT_MASKS, TRANSFORMER, Card, Mask
from . import reasons as r
from .policy import ABOVE, HIGH_HEARTS, HIGH_SPADES, heart_threat
from .position import Position


def explain_play(pos: Position, seat: int, card: Card, legal: Mask) -> str:
    """Why ``seat`` plays ``card`` (one of :mod:`gongzhu.bots.reasons`)."""
    if not legal & (legal - 1):
        return r.ONLY_CARD
    hand = pos.hands[seat]
    unseen = FULL_DECK & ~hand & ~pos.played
    bit = 1 << card
    trick = pos.trick
    if not trick:
        if card == GOAT:
            return r.TAKE_GOAT
        suit_len = (hand & SUIT_MASKS[card // 13]).bit_count()
        if card // 13 == SPADES and card < PIG and unseen >> PIG & 1:
            return r.FLUSH_PIG
        if suit_len <= 2 and (hand >> PIG & 1 or hand & HIGH_HEARTS):
            return r.LEAD_SHORT_SUIT
        if bit & HIGH_HEARTS or (card % 13 >= 10 and not unseen & ABOVE[card]):
            return r.DUMP_HIGH_CARD
        return r.LEAD_LOW
    led = trick[0] // 13
    _, top = pos.current_winner()
    tmask = 0
    for c in trick:
        tmask |= 1 << c
    if card // 13 != led:
        if card == PIG:
            return r.DUMP_PIG_VOID
        if bit & SUIT_MASKS[HEARTS] and bit & HIGH_HEARTS:
            return r.DUMP_HIGH_HEART
        if bit & HIGH_SPADES and unseen >> PIG & 1:
            return r.DUMP_HIGH_SPADE
        if card == TRANSFORMER:
            return r.DUMP_TRANSFORMER
        return r.DUMP_HIGH_CARD
    if card < top:
        if card == PIG:
            return r.DUMP_PIG_UNDER
        if bit & HIGH_HEARTS:
            return r.DUMP_HIGH_HEART
        if led == SPADES and unseen >> PIG & 1:
            return r.DUCK_PIG_OUT
        return r.DUCK
    # The card is on top now.
    if tmask >> GOAT & 1 or card == GOAT:
        return r.TAKE_GOAT
    if tmask >> TRANSFORMER & 1 or card == TRANSFORMER:
        return r.TAKE_TRANSFORMER
    threat = heart_threat(pos, seat)
    if threat is not None and (led == HEARTS or tmask & SUIT_MASKS[HEARTS]):
        return r.STOP_ALL_HEARTS
    if not legal & ~ABOVE[top]:
        return r.FORCED_HIGH
    return r.WIN_CHEAP
