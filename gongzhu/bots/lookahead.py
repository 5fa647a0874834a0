"""One-trick look-ahead in the playouts: a seat plays the card best for it over the rest of the trick.

In a playout the sampled deal is fully known. Where a seat must follow or
discard to a trick in which something is at stake (a point card is in it, or
the seat or a seat still to play could put one in) and it has a real choice,
:func:`look_play` tries each of its cards, finishes the trick with the rule
policy (:func:`~.fast_policy.fast_play`) for the seats after it, and keeps the
card whose trick is best for it: what the trick's points change in the
taker's pile score (:func:`~.points.pile_score`), counted as the playouts'
utility counts it (its own score three times, a rival's once against it).
The rule policy's card is kept unless another is strictly better, so a clean
trick is played as the policy plays it. Leads are the policy's.

Which seats look ahead is a part of the playouts' model bits (:mod:`.fast`):
:data:`LOOK_OWN` the seat whose playouts they are (the ``shooter``),
:data:`LOOK_ALL` every seat, :data:`LOOK_OTHERS` every seat but the
``shooter``'s (the other players as one-trick samplers play), and with
:data:`LOOK_LAST` only the last to play to a trick.
"""

from __future__ import annotations

from ..cardfacts import SUIT_OF, trick_top
from ..cards import POINT_CARDS, SUIT_MASKS, Card, Mask
from ..legal import legal_plays
from ..rules import Rules
from .fast_policy import discard_card, fast_play, follow_card
from .playout import card_classes
from .points import pile_score

#: Model bits (:func:`~.fast.fast_playout`): the ``shooter``'s seat looks ahead, every seat does,
#: and only when it plays the trick's last card; every seat but the ``shooter``'s.
LOOK_OWN, LOOK_ALL, LOOK_LAST, LOOK_OTHERS = 128, 256, 512, 1024
#: The setting :attr:`~.hard_settings.HardSettings.lookahead` as model bits: off, our seat, our seat
#: when last to a trick, every seat, every seat when last, the other seats, the other seats when last.
LOOK_MODES = (
    0,
    LOOK_OWN,
    LOOK_OWN | LOOK_LAST,
    LOOK_ALL,
    LOOK_ALL | LOOK_LAST,
    LOOK_OTHERS,
    LOOK_OTHERS | LOOK_LAST,
)


def look_seats(model: int, shooter: int) -> int:
    """The seats (bits 0 to 3) that look ahead in a playout with ``model`` for the ``shooter``.

    >>> look_seats(LOOK_OWN, 2), look_seats(LOOK_ALL | LOOK_LAST, -1), look_seats(0, 1), look_seats(LOOK_OWN, -1)
    (4, 15, 0, 0)
    >>> look_seats(LOOK_OTHERS, 2), look_seats(LOOK_OTHERS | LOOK_LAST, -1)
    (11, 15)
    """
    if model & LOOK_ALL:
        return 15
    if model & LOOK_OTHERS:
        return 15 & ~(1 << shooter) if shooter >= 0 else 15
    return 1 << shooter if model & LOOK_OWN and shooter >= 0 else 0


def look_play(
    hands: list[Mask],
    seat: int,
    leader: int,
    trick: list[Card],
    played: Mask,
    collected: list[Mask],
    exposed: Mask,
    led_suits: int,
    values: list[int],
    rules: Rules,
) -> Card:
    """The card of ``seat`` (one or more cards in the ``trick``, led by ``leader``) best for it over the rest of
    the trick, the rule policy's where no other is strictly better; ``collected``: the point cards each seat holds.

    Nothing is changed: the caller plays the card.
    """
    hand = hands[seat]
    led = SUIT_OF[trick[0]]
    suit = SUIT_MASKS[led]
    legal = hand & suit or hand
    if exposed & legal:
        legal = legal_plays(hand, led, exposed, led_suits)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    # The rule policy's card (:func:`~.fast_policy.fast_play`, its legal cards worked out above).
    card = follow_card(trick, legal, led, values) if hand & suit else discard_card(hand, played, values)
    stake = legal
    for c in trick:
        stake |= 1 << c
    for i in range(len(trick) + 1, 4):
        later = hands[(leader + i) & 3]
        stake |= later & suit or later
    if not stake & POINT_CARDS:
        return card
    best = trick_gain(hands, seat, leader, trick, card, played, collected, exposed, led_suits, values, rules)
    for run in card_classes(legal, played, trick):
        if run >> card & 1:
            continue
        c = (run & -run).bit_length() - 1
        gain = trick_gain(hands, seat, leader, trick, c, played, collected, exposed, led_suits, values, rules)
        if gain > best:
            best, card = gain, c
    return card


def trick_gain(
    hands: list[Mask],
    seat: int,
    leader: int,
    trick: list[Card],
    card: Card,
    played: Mask,
    collected: list[Mask],
    exposed: Mask,
    led_suits: int,
    values: list[int],
    rules: Rules,
) -> int:
    """What ``seat`` playing ``card`` to the ``trick`` gains, the seats after it playing by the rule policy: the
    change the trick's points make to its taker's pile score, three times over if the taker is ``seat``, and
    against it (once) if not, as :func:`~.playout.utility` counts it.
    """
    t = [*trick, card]
    played |= 1 << card
    for i in range(len(t), 4):
        c = fast_play(hands, (leader + i) & 3, t, played, exposed, led_suits, values)
        t.append(c)
        played |= 1 << c
    points = ((1 << t[0]) | (1 << t[1]) | (1 << t[2]) | (1 << t[3])) & POINT_CARDS
    if not points:
        return 0
    winner = (leader + trick_top(t)) & 3
    pile = collected[winner]
    gain = pile_score(pile | points, exposed, rules) - pile_score(pile, exposed, rules)
    return 3 * gain if winner == seat else -gain
