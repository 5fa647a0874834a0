"""A machine-readable reason for any legal card, true of the position.

Normal's, Hard's and ``greedy``'s choices (and so the hints) are explained
the same way: by what the card does on this trick, seen from the mover's
knowledge only. Each reason has a definition that the position either meets
or not (``tests/bots/test_hint_reasons.py`` checks them over random
positions); the first that holds, in the order below, is given.

Words used: the card *wins* when it is on top of the trick once played (a
later card may still beat it); the *taker* is the seat winning the trick now;
a trick *costs* a seat when taking its cards would lower that seat's score;
*unseen* cards are those neither in the mover's hand nor played.

Leading:

- ``take_goat`` — leading the goat with no unseen diamond above it.
- ``flush_pig`` — a spade below the pig while the pig is unseen.
- ``go_all_hearts`` — the mover has taken every heart of the finished tricks
  (four or more) and no unseen card of the suit is higher.
- ``lead_short_suit`` — the hand holds at most two cards of the suit.
- ``lead_low`` — more unseen cards of the suit rank above the card than below.
- ``win_cheap`` — no unseen card of the suit is higher and the card itself
  costs nothing.

Not winning the trick (a discard, or a card under the one on top):

- ``shed_goat`` — the goat, while an unseen diamond ranks above it.

Not following suit (void in the led suit):

- ``dump_pig_void`` — the pig.
- ``dump_high_heart`` — ♥J … ♥A.
- ``dump_high_spade`` — ♠K or ♠A while the pig is unseen.
- ``dump_transformer`` — ♣10, when the taker's pile with this trick scores
  below zero without it.
- ``dump_high_card`` — a jack or higher that is not a point card.

Following under the card on top:

- ``dump_pig_under`` — the pig.
- ``dump_high_heart``, ``dump_high_spade``, ``dump_transformer`` — as above.
- ``duck_pig_out`` — a spade while the pig is unseen.
- ``duck`` — the highest legal card under the card on top.
- ``dump_high_card`` — as above.

Following over the card on top (the card wins):

- ``take_goat`` — the goat is in the trick (or is the card).
- ``take_transformer`` — ♣10 is in the trick (or is the card) and taking the
  trick raises the mover's score.
- ``stop_all_hearts`` — a rival has taken every heart of the finished tricks
  (five or more) and the trick holds a heart.
- ``go_all_hearts`` — the mover has taken every heart of the finished tricks
  (four or more).
- ``forced_high`` — every legal card would win.
- ``win_cheap`` — taking the trick does not lower the mover's score.

And always:

- ``only_card`` — the single legal card (checked first).
- ``on_balance`` — none of the above holds.
"""

from __future__ import annotations

from ..cardfacts import ABOVE, BELOW, HIGH_HEARTS, HIGH_SPADES, heart_runner, holds_every_heart
from ..cards import (
    FULL_DECK,
    GOAT,
    GOAT_BIT,
    HEARTS,
    JACK,
    PIG,
    PIG_BIT,
    POINT_CARDS,
    SPADES,
    SUIT_MASKS,
    TRANSFORMER,
    TRANSFORMER_BIT,
    Card,
    Mask,
    rank_of,
    suit_of,
)
from ..reasons import Reason
from .fast_policy import SHOOT_LEAST
from .points import pile_score
from .policy import THREAT_HEARTS
from .position import Position


def explain_play(pos: Position, seat: int, card: Card, legal: Mask, running: bool = True) -> Reason:
    """Why ``seat`` plays ``card``: the first reason (see the module text) that holds.

    ``running=False`` says that the mover is not going for all the hearts
    (Hard's chosen line), so ``go_all_hearts`` is not given.
    """
    if not legal & (legal - 1):
        return Reason.ONLY_CARD
    hand = pos.hands[seat]
    unseen = FULL_DECK & ~hand & ~pos.played
    if not pos.trick:
        return _lead(pos, seat, card, hand, unseen, running)
    led = suit_of(pos.trick[0])
    winner, top = pos.current_winner()
    taken = 1 << card
    for c in pos.trick:
        taken |= 1 << c
    if suit_of(card) != led or card < top:
        return _under(pos, card, led, winner, taken, legal, top, unseen)
    return _over(pos, seat, card, legal, top, taken, running)


def _gain(pos: Position, who: int, cards: Mask) -> int:
    """Change of ``who``'s score on taking ``cards``."""
    pile = pos.collected[who]
    return pile_score(pile | cards, pos.exposed, pos.rules) - pile_score(pile, pos.exposed, pos.rules)


def _lead(pos: Position, seat: int, card: Card, hand: Mask, unseen: Mask, running: bool) -> Reason:
    suit = suit_of(card)
    higher = unseen & ABOVE[card]
    if card == GOAT and not higher:
        return Reason.TAKE_GOAT
    if suit == SPADES and card < PIG and unseen & PIG_BIT:
        return Reason.FLUSH_PIG
    if running and not higher and holds_every_heart(pos.collected, seat, SHOOT_LEAST):
        return Reason.GO_ALL_HEARTS
    if (hand & SUIT_MASKS[suit]).bit_count() <= 2:
        return Reason.LEAD_SHORT_SUIT
    if higher.bit_count() > (unseen & BELOW[card]).bit_count():
        return Reason.LEAD_LOW
    if not higher and _gain(pos, seat, 1 << card) >= 0:
        return Reason.WIN_CHEAP
    return Reason.ON_BALANCE


def _under(
    pos: Position, card: Card, led: int, winner: int, taken: Mask, legal: Mask, top: Card, unseen: Mask
) -> Reason:
    """A card that does not win: a discard, or a card of the led suit under the top one."""
    bit = 1 << card
    follows = suit_of(card) == led
    if card == GOAT and unseen & ABOVE[GOAT]:
        return Reason.SHED_GOAT
    if card == PIG:
        return Reason.DUMP_PIG_UNDER if follows else Reason.DUMP_PIG_VOID
    if bit & HIGH_HEARTS:
        return Reason.DUMP_HIGH_HEART
    if bit & HIGH_SPADES and unseen & PIG_BIT:
        return Reason.DUMP_HIGH_SPADE
    if card == TRANSFORMER and pile_score(pos.collected[winner] | (taken & ~bit), pos.exposed, pos.rules) < 0:
        return Reason.DUMP_TRANSFORMER
    if follows:
        if led == SPADES and unseen & PIG_BIT:
            return Reason.DUCK_PIG_OUT
        if not legal & BELOW[top] & ABOVE[card]:
            return Reason.DUCK
    if rank_of(card) >= JACK and not bit & POINT_CARDS:
        return Reason.DUMP_HIGH_CARD
    return Reason.ON_BALANCE


def _over(pos: Position, seat: int, card: Card, legal: Mask, top: Card, taken: Mask, running: bool) -> Reason:
    """A card of the led suit that goes on top of the trick."""
    if taken & GOAT_BIT:
        return Reason.TAKE_GOAT
    if taken & TRANSFORMER_BIT and _gain(pos, seat, taken) > 0:
        return Reason.TAKE_TRANSFORMER
    if taken & SUIT_MASKS[HEARTS] and heart_runner(pos.collected, THREAT_HEARTS) not in (None, seat):
        return Reason.STOP_ALL_HEARTS
    if running and holds_every_heart(pos.collected, seat, SHOOT_LEAST):
        return Reason.GO_ALL_HEARTS
    if not legal & ~ABOVE[top]:
        return Reason.FORCED_HIGH
    if _gain(pos, seat, taken) >= 0:
        return Reason.WIN_CHEAP
    return Reason.ON_BALANCE
