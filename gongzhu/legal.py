"""Which cards may be played (follow suit, the exposed-card restriction), and who wins a trick.

An exposed card still in hand may not be played to the first trick of the
hand in which its suit is led, unless it is the player's only card of that
suit; that includes leading it. Discarding it when void is always allowed.

>>> from .cards import parse_cards, card_codes, SPADES
>>> hand = parse_cards("QS 5S 3H")
>>> card_codes(legal_plays(hand, SPADES, parse_cards("QS"), 0))     # ♠ led first time
['5S']
>>> card_codes(legal_plays(hand, SPADES, parse_cards("QS"), 1 << SPADES))  # led before
['5S', 'QS']
>>> card_codes(legal_plays(hand, None, parse_cards("QS"), 0))        # leading
['5S', '3H']
"""

from __future__ import annotations

from collections.abc import Sequence

from .cardfacts import trick_top
from .cards import SUIT_LETTERS, SUIT_MASKS, SUIT_NAMES, Card, Mask, card_name, suit_of
from .illegal import IllegalAction
from .reasons import Reason


def _held_back(hand: Mask, exposed: Mask, led_suits: int, suit: int) -> Mask:
    """Exposed cards of ``suit`` that the restriction keeps in ``hand``."""
    if led_suits >> suit & 1:
        return 0
    in_suit = hand & SUIT_MASKS[suit]
    held = in_suit & exposed
    if held and in_suit != held:
        return held
    # Each suit has one exposable card, so here it is the only card of its suit.
    return 0


def legal_plays(
    hand: Mask,
    led_suit: int | None,
    exposed: Mask,
    led_suits: int,
    forced: Card | None = None,
) -> Mask:
    """The playable cards of ``hand``.

    ``led_suit`` is the suit of the current trick, or ``None`` when leading.
    ``exposed`` holds the exposed cards (only those in ``hand`` matter).
    ``led_suits`` has bit ``s`` set when suit ``s`` was led in an earlier
    trick of this hand. ``forced`` is a card that must be led (the ♣2 variant).
    """
    if led_suit is None:
        if forced is not None and hand >> forced & 1:
            return 1 << forced
        exposed &= hand
        if not exposed:
            return hand
        result = hand
        for suit in range(4):
            result &= ~_held_back(hand, exposed, led_suits, suit)
        return result
    follow = hand & SUIT_MASKS[led_suit]
    if not follow:
        return hand
    if exposed & follow:
        follow &= ~_held_back(hand, exposed, led_suits, led_suit)
    return follow


def why_illegal(
    card: Card,
    hand: Mask,
    led_suit: int | None,
    exposed: Mask,
    led_suits: int,
    forced: Card | None = None,
) -> IllegalAction | None:
    """The refusal for playing ``card`` now, or ``None`` if it is legal."""
    if not hand >> card & 1:
        return IllegalAction(Reason.CARD_NOT_IN_HAND, f"{card_name(card)} is not in the hand", card=card_name(card))
    if legal_plays(hand, led_suit, exposed, led_suits, forced) >> card & 1:
        return None
    suit = suit_of(card)
    if led_suit is None and forced is not None and hand >> forced & 1:
        return IllegalAction(
            Reason.MUST_LEAD_CARD, f"the first lead must be {card_name(forced)}", card=card_name(forced)
        )
    if led_suit is not None and suit != led_suit:
        return IllegalAction(
            Reason.MUST_FOLLOW_SUIT, f"you must follow {SUIT_NAMES[led_suit]}", suit=SUIT_LETTERS[led_suit]
        )
    return IllegalAction(
        Reason.EXPOSED_HELD_BACK,
        f"exposed {card_name(card)} may not be played in the first {SUIT_NAMES[suit]} trick "
        "while you hold other " + SUIT_NAMES[suit],
        card=card_name(card),
        suit=SUIT_LETTERS[suit],
    )


def trick_winner(leader: int, cards: Sequence[Card]) -> int:
    """The seat winning ``cards``, played in turn from ``leader``: the highest card of the led suit.

    For a trick in progress it is the seat winning it so far.

    >>> from .cards import parse_card
    >>> trick_winner(1, [parse_card(c) for c in ("5S", "AH", "KS", "QS")])  # ♠K, third from seat 1
    3
    """
    return (leader + trick_top(cards)) & 3
