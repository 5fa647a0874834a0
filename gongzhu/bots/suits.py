"""Card sets as four 13-bit suit masks: the representation of Hard's playouts (:mod:`.fast`).

Everywhere else a card set is one 52-bit ``int`` (:mod:`gongzhu.cards`). CPython, and Pyodide with it,
stores an ``int`` in 30-bit digits, so every set that holds a diamond or a club is a two-digit ``int``, and
each ``&``, ``|``, ``^`` or ``-`` on it takes the slow generic path and allocates a new object: in Pyodide
five such operations take about 470 ns against 250 ns on one-digit ints. The playouts do little else, so
they keep a hand, the cards played and the exposed cards as a :data:`Suits`: a list of four masks indexed
by suit, bit ``r`` of each the card of rank ``r`` (0: the two, 12: the ace), every one a one-digit ``int``.
A seat's pile of point cards is one small ``int`` too (:data:`PILE_BIT`). Cards themselves keep their
numbers 0 to 51 (``suit * 13 + rank``), so the tricks, :data:`~gongzhu.cardfacts.SUIT_OF` and the card
values read as everywhere; the playouts convert at their boundary (:func:`split`, :func:`join`,
:func:`pile_mask`).

>>> from ..cards import parse_cards, card_codes
>>> split(parse_cards("2S AH TC"))
[1, 4096, 0, 256]
>>> card_codes(join(split(parse_cards("2S AH TC QD"))))
['2S', 'AH', 'QD', 'TC']
>>> card_codes(pile_mask(pile_of(parse_cards("QS 3H JD TC"))))
['QS', '3H', 'JD', 'TC']
"""

from __future__ import annotations

from ..cards import GOAT, GOAT_BIT, HEARTS, PIG, PIG_BIT, TRANSFORMER, TRANSFORMER_BIT, Mask

#: A card set as four suit masks (spades, hearts, diamonds, clubs), bit ``r`` the card of rank ``r``.
Suits = list[int]

#: Every card of one suit.
FULL_SUIT = (1 << 13) - 1
#: Each card's bit in its suit's mask.
RANK_BIT: tuple[int, ...] = tuple(1 << c % 13 for c in range(52))
#: The number of each suit's lowest card: a card is ``BASE[suit] + rank``.
BASE = (0, 13, 26, 39)
#: The ranks of the pig, the goat and the transformer in their suits, and their bits.
PIG_RANK, GOAT_RANK, TRANSFORMER_RANK = PIG % 13, GOAT % 13, TRANSFORMER % 13
PIG_R, GOAT_R, TRANSFORMER_R = 1 << PIG_RANK, 1 << GOAT_RANK, 1 << TRANSFORMER_RANK
#: Each suit's point cards, as a suit mask.
POINT_RANKS = (PIG_R, FULL_SUIT, GOAT_R, TRANSFORMER_R)
#: The cards of a suit ranked below each rank, and above it.
BELOW_RANK: tuple[int, ...] = tuple((1 << r) - 1 for r in range(13))
ABOVE_RANK: tuple[int, ...] = tuple(FULL_SUIT & ~((1 << (r + 1)) - 1) for r in range(13))

#: By suit mask (0 to 8191): the rank of its highest card and of its lowest (-1: none), and its number of cards.
#: A subscript costs less than a method call (``int.bit_length``, ``int.bit_count``), in Pyodide most of all.
HIGHEST: tuple[int, ...] = tuple(m.bit_length() - 1 for m in range(1 << 13))
LOWEST: tuple[int, ...] = tuple((m & -m).bit_length() - 1 for m in range(1 << 13))
COUNT: tuple[int, ...] = tuple(m.bit_count() for m in range(1 << 13))

#: A pile of point cards as one ``int``: the hearts taken in bits 0 to 12 (by rank), the pig in bit 13,
#: the goat in 14, the transformer in 15. Each card's bit (0 for a card worth nothing).
_SPECIAL_PILE_BITS = {PIG: 1 << 13, GOAT: 1 << 14, TRANSFORMER: 1 << 15}
PILE_BIT: tuple[int, ...] = tuple(1 << c - 13 if c // 13 == HEARTS else _SPECIAL_PILE_BITS.get(c, 0) for c in range(52))
#: The pile's hearts.
PILE_HEARTS = FULL_SUIT
#: The 52-bit mask of a pile's pig, goat and transformer bits (``pile >> 13``).
_SPECIALS = tuple(
    (PIG_BIT if k & 1 else 0) | (GOAT_BIT if k & 2 else 0) | (TRANSFORMER_BIT if k & 4 else 0) for k in range(8)
)


def split(mask: Mask) -> Suits:
    """The four suit masks of a 52-bit card set."""
    return [mask & FULL_SUIT, mask >> 13 & FULL_SUIT, mask >> 26 & FULL_SUIT, mask >> 39 & FULL_SUIT]


def join(suits: Suits) -> Mask:
    """The 52-bit card set of four suit masks."""
    return suits[0] | suits[1] << 13 | suits[2] << 26 | suits[3] << 39


def split_exposed(exposed: Mask) -> Suits:
    """The exposed cards as suit masks, or an empty list (falsy) when none is: the playouts then skip the
    exposure's restriction (:func:`lead_legal`, :func:`follow_legal`) at one test."""
    return split(exposed) if exposed else []


def pile_of(mask: Mask) -> int:
    """The pile (:data:`PILE_BIT`) of the point cards of a 52-bit card set."""
    return (
        (mask >> 13 & FULL_SUIT) | (mask >> PIG & 1) << 13 | (mask >> GOAT & 1) << 14 | (mask >> TRANSFORMER & 1) << 15
    )


def pile_mask(pile: int) -> Mask:
    """The 52-bit card set of a pile (:data:`PILE_BIT`)."""
    return (pile & PILE_HEARTS) << 13 | _SPECIALS[pile >> 13]


def has_points(hand: Suits) -> bool:
    """Whether ``hand`` holds a point card."""
    return bool(hand[HEARTS] or hand[0] & PIG_R or hand[2] & GOAT_R or hand[3] & TRANSFORMER_R)


def lead_legal(hand: Suits, exposed: Suits, led_suits: int) -> Suits:
    """The cards of ``hand`` it may lead (:func:`~gongzhu.legal.legal_plays`): ``hand`` itself where the
    exposure (``exposed``, not empty) holds none back, else a new list."""
    legal = hand
    for s in (0, 1, 2, 3):
        cards = hand[s]
        held = cards & exposed[s]
        if held and held != cards and not led_suits >> s & 1:
            if legal is hand:
                legal = list(hand)
            legal[s] = cards ^ held
    return legal


def follow_legal(follow: int, exposed: int, led: int, led_suits: int) -> int:
    """The cards of ``follow`` (a seat's cards of the ``led`` suit) it may play: an exposed card of them stays
    in hand in the suit's first trick while the seat holds another (:func:`~gongzhu.legal.legal_plays`)."""
    held = follow & exposed
    return follow ^ held if held and held != follow and not led_suits >> led & 1 else follow


def card_runs(cards: int, unplayed: int, points: int) -> list[int]:
    """One suit's runs of interchangeable cards (:func:`~.playout.card_classes`), as suit masks: ``cards`` split
    into runs, lowest first; ``unplayed``: the suit's cards not played before the current trick, ``points``:
    its point cards.

    >>> card_runs(0b10111, ~0, 0)  # 2 3 4 6 with the 5 in another hand: the 6 stands alone
    [7, 16]
    >>> card_runs(0b10111, ~0b01000, 0)  # the 5 played: one run
    [23]
    >>> card_runs(0b10111, ~0b01000, 0b00100)  # the 4 a point card: a run of its own
    [3, 4, 16]
    """
    out: list[int] = []
    between = unplayed & ~cards
    prev = -1
    run = 0
    while cards:
        b = cards & -cards
        c = b.bit_length() - 1
        cards ^= b
        if run and not between & ((1 << c) - (1 << (prev + 1))) and not (b | (1 << prev)) & points:
            run |= b
        else:
            if run:
                out.append(run)
            run = b
        prev = c
    if run:
        out.append(run)
    return out
