"""A compact, mutable table state for the bots: masks and small lists only.

:class:`Position` is what the play policy reads and what playouts advance.
Built from a :class:`~gongzhu.seatview.SeatView` it holds only the seat's own
hand (other hands are 0); a sampled deal fills the other hands in.

Playouts call :meth:`Position.play` for every card, so suits are computed
inline (``card // 13``) rather than through :func:`~gongzhu.cards.suit_of`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, Mask
from ..legal import legal_plays, trick_winner
from ..rules import Rules

_DEFAULT_RULES = Rules()


@dataclass(slots=True, eq=False)
class Position:
    """Hands, the trick in progress and what each seat has shown."""

    hands: list[Mask]
    leader: int
    trick: list[Card]
    #: Every card played this hand, the current trick included.
    played: Mask
    collected: list[Mask]
    exposed: Mask
    exposed_by: list[Mask]
    voids: list[int]
    led_suits: int
    #: The rule set, for scoring (the pig–goat swap and other options).
    rules: Rules = _DEFAULT_RULES
    forced: Card | None = None

    def copy(self) -> Position:
        return Position(
            list(self.hands),
            self.leader,
            list(self.trick),
            self.played,
            list(self.collected),
            self.exposed,
            self.exposed_by,
            list(self.voids),
            self.led_suits,
            self.rules,
            self.forced,
        )

    @property
    def turn(self) -> int:
        return (self.leader + len(self.trick)) & 3

    def legal(self, seat: int) -> Mask:
        trick = self.trick
        led = trick[0] // 13 if trick else None
        return legal_plays(self.hands[seat], led, self.exposed, self.led_suits, self.forced)

    def play(self, card: Card) -> None:
        """Play ``card`` for the seat to move; close the trick when it is full."""
        trick = self.trick
        seat = (self.leader + len(trick)) & 3
        self.hands[seat] &= ~(1 << card)
        self.played |= 1 << card
        self.forced = None
        if trick and card // 13 != trick[0] // 13:
            self.voids[seat] |= 1 << (trick[0] // 13)
        trick.append(card)
        if len(trick) == 4:
            self.finish_trick()

    def finish_trick(self) -> None:
        trick = self.trick
        winner = trick_winner(self.leader, trick)
        self.collected[winner] |= (1 << trick[0]) | (1 << trick[1]) | (1 << trick[2]) | (1 << trick[3])
        self.led_suits |= 1 << (trick[0] // 13)
        self.leader = winner
        self.trick = []

    def current_winner(self) -> tuple[int, Card]:
        """Seat and card winning the (non-empty) trick so far."""
        winner = trick_winner(self.leader, self.trick)
        return winner, self.trick[(winner - self.leader) & 3]
