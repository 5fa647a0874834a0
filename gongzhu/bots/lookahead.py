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

Hands, the cards played and the exposed cards are suit masks and the piles
small ints, as in the playouts (:mod:`.suits`).

Which seats look ahead is a part of the playouts' model bits (:mod:`.fast`):
:data:`LOOK_OWN` the seat whose playouts they are (the ``shooter``),
:data:`LOOK_ALL` every seat, :data:`LOOK_OTHERS` every seat but the
``shooter``'s (the other players as one-trick samplers play), and with
:data:`LOOK_LAST` only the last to play to a trick.
"""

from __future__ import annotations

from ..cardfacts import SUIT_OF
from ..cards import Card, Mask
from ..rules import Rules
from .fast_policy import discard_card, follow_card, follow_play, trick_state
from .points import pile_score
from .suits import (
    BASE,
    HIGHEST,
    LOWEST,
    PILE_BIT,
    POINT_RANKS,
    RANK_BIT,
    Suits,
    card_runs,
    follow_legal,
    has_points,
    pile_mask,
)

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
    hands: list[Suits],
    seat: int,
    leader: int,
    trick: list[Card],
    played: Suits,
    collected: list[int],
    exposed: Suits,
    exposed_mask: Mask,
    led_suits: int,
    values: list[int],
    rules: Rules,
) -> Card:
    """The card of ``seat`` (one or more cards in the ``trick``, led by ``leader``) best for it over the rest of
    the trick, the rule policy's where no other is strictly better; ``collected``: the point cards each seat holds
    (piles, :data:`~.suits.PILE_BIT`); ``exposed``: as suit masks (empty when none is) and as one mask.

    Nothing is changed: the caller plays the card.
    """
    hand = hands[seat]
    led = SUIT_OF[trick[0]]
    follow = hand[led]
    # The rule policy's card (:func:`~.fast_policy.fast_play`, its legal cards worked out here); where it has
    # no other, the trick's gains below keep it all the same.
    if follow:
        if exposed and exposed[led] & follow:
            follow = follow_legal(follow, exposed[led], led, led_suits)
        if not follow & (follow - 1):
            return BASE[led] + HIGHEST[follow]
        card = follow_card(trick, follow, led, values)
        stake = follow & POINT_RANKS[led]
    else:
        card = discard_card(hand, played, values)
        stake = has_points(hand)
    for c in trick:
        stake |= PILE_BIT[c]
    for i in range(len(trick) + 1, 4):
        later = hands[(leader + i) & 3]
        stake |= later[led] & POINT_RANKS[led] if later[led] else has_points(later)
    if not stake:
        return card
    args = (played, collected, exposed, exposed_mask, led_suits, values, rules)
    best = trick_gain(hands, seat, leader, trick, card, *args)
    for s in (led,) if follow else (0, 1, 2, 3):
        unplayed = ~played[s]
        for c in trick:
            if SUIT_OF[c] == s:
                unplayed |= RANK_BIT[c]
        for run in card_runs(follow if follow else hand[s], unplayed, POINT_RANKS[s]):
            c = BASE[s] + LOWEST[run]
            if SUIT_OF[card] == s and run & RANK_BIT[card]:
                continue
            gain = trick_gain(hands, seat, leader, trick, c, *args)
            if gain > best:
                best, card = gain, c
    return card


def trick_gain(
    hands: list[Suits],
    seat: int,
    leader: int,
    trick: list[Card],
    card: Card,
    played: Suits,
    collected: list[int],
    exposed: Suits,
    exposed_mask: Mask,
    led_suits: int,
    values: list[int],
    rules: Rules,
) -> int:
    """What ``seat`` playing ``card`` to the ``trick`` gains, the seats after it playing by the rule policy: the
    change the trick's points make to its taker's pile score, three times over if the taker is ``seat``, and
    against it (once) if not, as :func:`~.playout.utility` counts it.
    """
    t = [*trick, card]
    played = list(played)
    played[SUIT_OF[card]] |= RANK_BIT[card]
    # The trick's state (:func:`~.fast_policy.trick_state`), kept as the later seats' cards come.
    led, top, win, pts, points = trick_state(t, values)
    base = BASE[led]
    for i in range(len(t), 4):
        c = follow_play(hands[(leader + i) & 3], led, top, pts, i == 3, played, exposed, led_suits, values)
        played[SUIT_OF[c]] |= RANK_BIT[c]
        if top < c - base < 13:  # the led suit, over the top
            top, win = c - base, i
        pts += values[c]
        points |= PILE_BIT[c]
    if not points:
        return 0
    winner = (leader + win) & 3
    pile = collected[winner]
    gain = pile_score(pile_mask(pile | points), exposed_mask, rules) - pile_score(pile_mask(pile), exposed_mask, rules)
    return 3 * gain if winner == seat else -gain
