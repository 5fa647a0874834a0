"""What one seat may see: its own hand plus public information, never more.

Computer players and hints receive only a :class:`SeatView`. It holds no game
code (which would reveal the deal) and no other hand, except the exposed cards
that other seats still hold, which everyone has seen.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cardfacts import heart_runner
from .cards import FULL_DECK, Card, Mask, suit_of
from .game import Game, Phase, Trick
from .rules import Rules
from .seats import Seat

#: Hearts a seat must have taken (and nobody else any) before the table shows it running the hearts.
HEART_RUN_SHOWN = 1


@dataclass(frozen=True)
class SeatView:
    """Everything ``seat`` may know now: its hand, the table, public history.

    Built by :func:`seat_view`, the one place that decides what is hidden:
    other hands, other seats' exposure choices before the reveal, and the
    first leader while that would reveal who holds a card. Masks are card
    sets (see :mod:`gongzhu.cards`); tuples are indexed by seat.
    """

    seat: Seat
    rules: Rules
    phase: Phase
    hand_no: int
    #: This seat's cards now, and as dealt.
    hand: Mask
    dealt: Mask
    #: This seat's own exposure choice (``None`` while undecided).
    my_exposure: Mask | None
    #: Revealed exposures of this hand by seat (all zero before the reveal).
    exposed_by: tuple[Mask, ...]
    exposed: Mask
    #: Seat that leads or led the current trick (``None`` while it is not
    #: public: in the exposure phase of the first hand, where it is the
    #: holder of a card), and the trick's cards in playing order.
    leader: Seat | None
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    turn: Seat | None
    #: Cards played this hand, including the current trick.
    played: Mask
    collected: tuple[Mask, ...]
    #: Bit ``s`` of ``voids[seat]``: that seat has shown it holds no suit ``s``.
    voids: tuple[int, ...]
    led_suits: int
    totals: tuple[int, ...]
    #: Legal plays for this seat now (0 when not its turn).
    legal: Mask
    #: Cards each seat still holds (counts only).
    hand_sizes: tuple[int, ...]
    #: Number of actions so far in the game, for seeding decisions.
    move_number: int
    #: Card the first lead must be (♣2 variant), else ``None``.
    forced: Card | None

    @property
    def led_suit(self) -> int | None:
        return suit_of(self.trick[0]) if self.trick else None

    def unseen(self) -> Mask:
        """Cards this seat has not seen: in the other three hands."""
        return FULL_DECK & ~self.hand & ~self.played

    def held_exposed(self, seat: Seat) -> Mask:
        """Exposed cards that ``seat`` still holds (public)."""
        return self.exposed_by[seat] & ~self.played

    def sole_heart_taker(self) -> Seat | None:
        """The seat that has taken every heart of the finished tricks (at least :data:`HEART_RUN_SHOWN`), if any.

        It is on its way to all thirteen hearts.
        """
        return heart_runner(self.collected, HEART_RUN_SHOWN)


def public_leader(game: Game) -> Seat | None:
    """Who leads, once that is public: hidden in the first hand's exposure phase."""
    if game.phase is Phase.EXPOSE and game.hand_no == 1:
        return None
    return game.leader


def seat_view(game: Game, seat: Seat) -> SeatView:
    revealed = game.phase is not Phase.EXPOSE
    return SeatView(
        seat=seat,
        rules=game.rules,
        phase=game.phase,
        hand_no=game.hand_no,
        hand=game.hands[seat],
        dealt=game.dealt[seat],
        my_exposure=game.pending[seat],
        exposed_by=tuple(game.exposed_by) if revealed else (0, 0, 0, 0),
        exposed=game.exposed if revealed else 0,
        leader=public_leader(game),
        trick=tuple(game.trick),
        tricks=tuple(game.tricks),
        turn=game.turn,
        played=game.played,
        collected=tuple(game.collected),
        voids=tuple(game.voids),
        led_suits=game.led_suits,
        totals=tuple(game.totals),
        legal=game.legal_plays(seat),
        hand_sizes=tuple(h.bit_count() for h in game.hands),
        move_number=len(game.actions),
        forced=game.forced_lead(),
    )
