"""Cards, suits and hand masks.

A card is an ``int`` from 0 to 51: ``suit * 13 + rank``, where rank 0 is the
two and rank 12 the ace, and suits are ordered spades, hearts, diamonds,
clubs. A set of cards is an ``int`` bit mask (bit ``c`` set when card ``c`` is
in the set), so a hand is a 52-bit mask and set operations are ``&``, ``|``
and ``~``.

>>> card_name(parse_card("Q♠")) == "QS"
True
>>> card_name(PIG), card_name(GOAT), card_name(TRANSFORMER), card_name(HEART_ACE)
('QS', 'JD', 'TC', 'AH')
>>> [card_name(c) for c in cards_of(parse_cards("10C AH 2S"))]
['2S', 'AH', 'TC']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .untrusted import quoted

Card = int
Mask = int

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
SUITS = (SPADES, HEARTS, DIAMONDS, CLUBS)
SUIT_LETTERS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RANK_LETTERS = "23456789TJQKA"

TWO, TEN, JACK, QUEEN, KING, ACE = 0, 8, 9, 10, 11, 12

FULL_DECK: Mask = (1 << 52) - 1


def make_card(rank: int, suit: int) -> Card:
    """The card of ``rank`` (0 = two … 12 = ace) and ``suit``."""
    return suit * 13 + rank


def suit_of(card: Card) -> int:
    return card // 13


def rank_of(card: Card) -> int:
    return card % 13


SUIT_MASKS: tuple[Mask, ...] = tuple(((1 << 13) - 1) << (13 * s) for s in SUITS)
HEART_MASK: Mask = SUIT_MASKS[HEARTS]

PIG: Card = make_card(QUEEN, SPADES)
GOAT: Card = make_card(JACK, DIAMONDS)
TRANSFORMER: Card = make_card(TEN, CLUBS)
HEART_ACE: Card = make_card(ACE, HEARTS)
TWO_OF_SPADES: Card = make_card(TWO, SPADES)
TWO_OF_CLUBS: Card = make_card(TWO, CLUBS)

#: The special cards as one-card masks.
PIG_BIT: Mask = 1 << PIG
GOAT_BIT: Mask = 1 << GOAT
TRANSFORMER_BIT: Mask = 1 << TRANSFORMER
#: The cards that may be exposed before the first lead.
EXPOSABLE: Mask = PIG_BIT | GOAT_BIT | TRANSFORMER_BIT | (1 << HEART_ACE)
#: The 16 point cards: all hearts, the pig, the goat and the transformer.
POINT_CARDS: Mask = HEART_MASK | PIG_BIT | GOAT_BIT | TRANSFORMER_BIT


class CardParseError(ValueError):
    """A card code that cannot be read."""


def card_name(card: Card) -> str:
    """The engine code of a card: rank letter then suit letter, e.g. ``"TC"``."""
    if not 0 <= card < 52:
        raise ValueError(f"not a card: {quoted(card)}")
    return RANK_LETTERS[rank_of(card)] + SUIT_LETTERS[suit_of(card)]


def parse_card(text: str) -> Card:
    """Read a card code: ``QS``, ``TC``, ``10C``, ``10♣``, ``q♠`` (case-insensitive).

    >>> parse_card("2S"), parse_card("AC"), parse_card("10♣") == parse_card("TC")
    (0, 51, True)
    """
    if not isinstance(text, str):
        raise CardParseError(f"card code must be text, not {type(text).__name__}")
    code = text.strip().upper()
    if len(code) < 2:
        raise CardParseError(f"unknown card {quoted(text)}")
    rank_part, suit_part = code[:-1], code[-1]
    suit = SUIT_LETTERS.find(suit_part)
    if suit < 0:
        suit = SUIT_SYMBOLS.find(suit_part)
    if rank_part == "10":
        rank = TEN
    elif len(rank_part) == 1:
        rank = RANK_LETTERS.find(rank_part)
    else:
        rank = -1
    if suit < 0 or rank < 0:
        raise CardParseError(f"unknown card {quoted(text)}")
    return make_card(rank, suit)


def mask_of(cards: Iterable[Card]) -> Mask:
    """The mask holding ``cards``."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_of(mask: Mask) -> Iterator[Card]:
    """The cards in ``mask``, lowest first (spades 2 … clubs A)."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def card_list(mask: Mask) -> list[Card]:
    """The cards in ``mask`` as a list, lowest first (a plain loop: bots call it often)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def parse_cards(text: str | Iterable[str]) -> Mask:
    """A mask from card codes, given as one space- or comma-separated string or a list.

    Raises :class:`CardParseError` for an unknown code or a card named twice.
    """
    codes = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    mask = 0
    for code in codes:
        card = parse_card(code)
        if mask >> card & 1:
            raise CardParseError(f"card {card_name(card)} named twice")
        mask |= 1 << card
    return mask


def card_codes(mask: Mask) -> list[str]:
    """The card codes (``"QS"``, ``"TC"``) of the cards in ``mask``, lowest first.

    >>> card_codes(parse_cards("TC 2S QS"))
    ['2S', 'QS', 'TC']
    """
    return [card_name(c) for c in cards_of(mask)]
