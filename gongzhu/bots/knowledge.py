"""What a seat can infer from public information, and its table state.

Beyond the engine's recorded voids (a seat that did not follow suit), the
exposure restriction reveals more: an exposed card played to the first trick
of its suit was its owner's only card of that suit, so the owner is void in
that suit from then on.
"""

from __future__ import annotations

from ..cards import SUIT_MASKS
from ..seatview import SeatView
from .position import Position


def play_leader(view: SeatView) -> int:
    """The current trick's leader, which is public once play has started."""
    if view.leader is None:
        raise ValueError("the leader is not public before the first hand's exposures are revealed")
    return view.leader


def inferred_voids(view: SeatView) -> list[int]:
    """Per seat, bit ``s`` set when the seat is known to hold no card of suit ``s``."""
    voids = list(view.voids)
    led = 0
    tricks = [(t.leader, t.cards) for t in view.tricks]
    if view.trick:
        tricks.append((play_leader(view), view.trick))
    for leader, cards in tricks:
        suit = cards[0] // 13
        if not led >> suit & 1:
            for i, card in enumerate(cards):
                owner = (leader + i) & 3
                if card // 13 == suit and view.exposed_by[owner] >> card & 1:
                    voids[owner] |= 1 << suit
        led |= 1 << suit
    # Once every card of a suit is seen, nobody else holds it.
    unseen = view.unseen()
    for suit in range(4):
        if not unseen & SUIT_MASKS[suit]:
            for seat in range(4):
                if seat != view.seat:
                    voids[seat] |= 1 << suit
    return voids


def position_of(view: SeatView) -> Position:
    """The table as ``view.seat`` knows it: other hands are left empty."""
    hands = [0, 0, 0, 0]
    hands[view.seat] = view.hand
    return Position(
        hands=hands,
        leader=play_leader(view),
        trick=list(view.trick),
        played=view.played,
        collected=list(view.collected),
        exposed=view.exposed,
        exposed_by=list(view.exposed_by),
        voids=inferred_voids(view),
        led_suits=view.led_suits,
        rules=view.rules,
        forced=view.forced,
    )
