"""The interface every computer player shares, and how decisions are seeded.

A bot sees one :class:`~gongzhu.seatview.SeatView` and an injected
:class:`~gongzhu.rng.Rng`, nothing else, so its choice can only depend on
what that seat may know. The driver (page API, arena) builds the Rng with
:func:`decision_rng` from the game code and the move number, which makes a
whole game replay exactly without the bot ever seeing the code.

>>> decision_rng("ABC", 1, 7).next_u64() == decision_rng("ABC", 1, 7).next_u64()
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..cards import Card, Mask
from ..reasons import Reason
from ..rng import Rng
from ..seats import Seat
from ..seatview import SeatView


@dataclass(frozen=True)
class Decision:
    """A bot's choice: ``cards`` to expose or the ``card`` to play, and why.

    ``reason`` is one of the codes in :mod:`gongzhu.bots.reason_groups`.
    """

    reason: Reason
    cards: Mask = 0
    card: Card | None = None


class Bot(Protocol):
    """A computer player of one level."""

    level: str

    def choose_exposure(self, view: SeatView, rng: Rng) -> Decision:
        """Which exposable cards to expose (``Decision.cards``)."""
        ...

    def choose_play(self, view: SeatView, rng: Rng) -> Decision:
        """Which legal card to play (``Decision.card``)."""
        ...


def decision_rng(code: str, seat: Seat, move_number: int) -> Rng:
    """The generator for ``seat``'s decision at ``move_number`` of game ``code``."""
    return Rng.from_key("gongzhu-bot", code, seat, move_number)
