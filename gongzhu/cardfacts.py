"""Facts about cards that the engine and the computer players share, each written once.

- Masks derived from :mod:`gongzhu.cards`: the cards ranked above and below
  each card in its suit, and the cards that matter around the pig, the goat
  and the hearts.
- :func:`trick_top`: which card of a trick is on top.
- :func:`holds_every_heart` and :func:`heart_runner`: the seat running the
  hearts (it has taken every heart of the finished tricks), from a named
  number of hearts on.
- :func:`card_values`: what each card is worth to its taker, read from
  :class:`~gongzhu.rules.Rules`.

Bots call these in their inner loops, so suits are written ``card // 13``.

>>> from .cards import parse_card, card_codes
>>> card_codes(ABOVE[parse_card("JS")])
['QS', 'KS', 'AS']
>>> trick_top([parse_card(c) for c in ("5S", "AH", "KS", "QS")])
2
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import GOAT, HEART_ACE, HEART_MASK, PIG, PIG_BIT, SPADES, SUIT_MASKS, TRANSFORMER, Card, Mask
from .rules import Rules

#: The suit of each card.
SUIT_OF: tuple[int, ...] = tuple(c // 13 for c in range(52))
#: Cards of the same suit ranked above each card.
ABOVE: tuple[Mask, ...] = tuple(SUIT_MASKS[c // 13] & ~((1 << (c + 1)) - 1) for c in range(52))
#: Cards of the same suit ranked below each card.
BELOW: tuple[Mask, ...] = tuple(SUIT_MASKS[c // 13] & ((1 << c) - 1) for c in range(52))
#: ♠K and ♠A: they catch the pig.
HIGH_SPADES: Mask = (1 << (PIG + 1)) | (1 << (PIG + 2))
#: ♠2 … ♠J: they guard the pig.
LOW_SPADES: Mask = SUIT_MASKS[SPADES] & (PIG_BIT - 1)
#: ♦Q, ♦K, ♦A: they win the goat.
HIGH_DIAMONDS: Mask = (1 << (GOAT + 1)) | (1 << (GOAT + 2)) | (1 << (GOAT + 3))
#: ♥J … ♥A.
HIGH_HEARTS: Mask = sum(1 << (HEART_ACE - r) for r in range(4))


def trick_top(trick: Sequence[Card]) -> int:
    """The index in ``trick`` (non-empty, in playing order) of its top card: the highest of the led suit."""
    suit = trick[0] // 13
    best = 0
    top = trick[0]
    for i in range(1, len(trick)):
        card = trick[i]
        if card > top and card // 13 == suit:
            top = card
            best = i
    return best


def holds_every_heart(collected: Sequence[Mask], seat: int, least: int) -> bool:
    """Whether ``seat`` has taken every heart of the finished tricks (``collected``), at least ``least`` of them.

    >>> from .cards import parse_cards
    >>> holds_every_heart([parse_cards("2H 9H"), parse_cards("QS"), 0, 0], 0, 2)
    True
    >>> holds_every_heart([parse_cards("2H 9H"), parse_cards("3H"), 0, 0], 0, 1)
    False
    """
    mine = collected[seat] & HEART_MASK
    if mine.bit_count() < least:
        return False
    return not (collected[0] | collected[1] | collected[2] | collected[3]) & HEART_MASK & ~mine


def heart_runner(collected: Sequence[Mask], least: int) -> int | None:
    """The seat that has taken every heart of the finished tricks, at least ``least`` (one or more) of them."""
    for seat in range(4):
        if holds_every_heart(collected, seat, least):
            return seat
    return None


def card_values(rules: Rules, exposed: Mask, transformer: int = 0) -> list[int]:
    """The fixed value of each card to the player who takes it, exposure included.

    The transformer (♣10) has no value of its own: its effect depends on the
    rest of the pile, so a caller gives the value it assumes (default 0).

    >>> values = card_values(Rules(), 1 << PIG)
    >>> values[PIG], values[GOAT], values[HEART_ACE], values[0]
    (-200, 100, -50, 0)
    """
    factor = rules.EXPOSED_FACTOR
    values = [0] * 52
    heart_factor = factor if exposed >> HEART_ACE & 1 else 1
    for rank in range(13):
        values[HEART_ACE - 12 + rank] = rules.heart_value(rank) * heart_factor
    for card, value in ((PIG, rules.PIG_VALUE), (GOAT, rules.GOAT_VALUE), (TRANSFORMER, transformer)):
        values[card] = value * (factor if exposed >> card & 1 else 1)
    return values
