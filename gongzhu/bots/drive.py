"""One way to drive a game: each seat's player chooses, :meth:`Game.apply` carries it out.

The arena, ``selfcheck``, ``fuzz``, the page's entry point (the computers'
turns) and the tests all move a game forward here. A player is anything with
``expose(game, seat)`` and ``play(game, seat)`` (:class:`Player`): a
computer level (:class:`BotPlayer`), random choices from an
:class:`~gongzhu.rng.Rng` (:class:`RandomPlayer`), or a test's own. A seat
whose player is ``None`` (the human at the page) stops the drive when it is
that seat's turn.

>>> from ..game import Game, Phase
>>> game = Game.new("DRIVE1")
>>> drive(game, [RandomPlayer(Rng(1))] * 4)
54
>>> game.phase is Phase.HAND_OVER
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from ..cards import EXPOSABLE, Card, Mask
from ..game import LEVELS, Action, Expose, Game, NextHand, Phase, Play
from ..illegal import IllegalAction
from ..reasons import Reason
from ..rng import Rng
from ..seats import HUMAN, SEATS, Seat
from ..seatview import seat_view
from ..untrusted import quoted
from . import make_bot
from .base import Bot, decision_rng


class Player(Protocol):
    """Chooses for a seat, given the whole game (a fair player looks only at :func:`~gongzhu.seatview.seat_view`)."""

    def expose(self, game: Game, seat: Seat) -> Mask:
        """The cards ``seat`` exposes (a subset of its exposable cards)."""
        ...

    def play(self, game: Game, seat: Seat) -> Card:
        """The card ``seat``, to move, plays."""
        ...


class BotPlayer:
    """A computer player: it sees the seat's view and decides with the game's decision Rng for the move."""

    def __init__(self, bot: Bot, salt: str = "") -> None:
        self.bot = bot
        self.salt = salt

    def expose(self, game: Game, seat: Seat) -> Mask:
        view = seat_view(game, seat)
        return self.bot.choose_exposure(view, decision_rng(game.code + self.salt, seat, decision_move(game))).cards

    def play(self, game: Game, seat: Seat) -> Card:
        view = seat_view(game, seat)
        card = self.bot.choose_play(view, decision_rng(game.code + self.salt, seat, decision_move(game))).card
        if card is None:
            raise IllegalAction(Reason.BOT_FAILED, f"the {self.bot.level} computer chose no card")
        return card


def decision_move(game: Game) -> int:
    """The move number that seeds a computer's decision now (with :func:`~gongzhu.bots.base.decision_rng`).

    In play, the number of actions so far. In the exposure, the number at which
    the hand's exposure began: every seat decides from what it sees then, so the
    order in which the seats decide (all together in the arena, one after the
    other at the page, South last or first) does not change any choice.

    >>> from ..game import Game
    >>> game = Game.new("SEEDS1")
    >>> first = decision_move(game)
    >>> seat = next(s for s in SEATS if game.exposable(s))
    >>> game.apply(Expose(seat, 0))
    >>> decision_move(game) == first, len(game.actions) == first + 1
    (True, True)
    """
    if game.phase is Phase.EXPOSE:
        decided = sum(1 for s in SEATS if game.pending[s] is not None and game.dealt[s] & EXPOSABLE)
        return len(game.actions) - decided
    return len(game.actions)


class RandomPlayer:
    """Random legal choices from one Rng (shared by the seats it sits in): a random subset to expose, any legal card."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def expose(self, game: Game, seat: Seat) -> Mask:
        return game.dealt[seat] & EXPOSABLE & self.rng.next_u64()

    def play(self, game: Game, seat: Seat) -> Card:
        return self.rng.pick_bit(game.legal_plays())


Players = Sequence[Player | None]


def seat_players(level: str, south: str | None = None) -> list[Player | None]:
    """The page's table: computers of ``level`` in every seat but South's, which is the page's player
    (``None``) or, with ``south`` (a level of :data:`~gongzhu.game.LEVELS`), a computer of that level."""
    if south is not None and south not in LEVELS:
        raise ValueError(f"south must be one of {', '.join(LEVELS)}, not {quoted(south)}")
    return [
        (BotPlayer(make_bot(south)) if south is not None else None) if seat == HUMAN else BotPlayer(make_bot(level))
        for seat in SEATS
    ]


def next_actions(game: Game, players: Players, together: bool = True, deal_on: bool = False) -> list[Action]:
    """What the players do next (nothing when no seat with a player is to act).

    In the exposure, every undecided seat with a player decides, all from the
    same game state (``together``), or only the first of them. In play, the
    seat to move plays. After a hand, the next hand is dealt if ``deal_on``.
    """
    if game.phase is Phase.EXPOSE:
        seats = [s for s in SEATS if game.pending[s] is None and players[s] is not None]
        return [Expose(s, _player(players, s).expose(game, s)) for s in (seats if together else seats[:1])]
    if game.phase is Phase.PLAY:
        seat = game.turn
        if seat is None or players[seat] is None:
            return []
        return [Play(seat, _player(players, seat).play(game, seat))]
    if game.phase is Phase.HAND_OVER and deal_on:
        return [NextHand()]
    return []


def step(game: Game, players: Players, together: bool = True, deal_on: bool = False) -> list[Action]:
    """Apply :func:`next_actions`; the actions applied."""
    actions = next_actions(game, players, together, deal_on)
    for action in actions:
        game.apply(action)
    return actions


def drive(
    game: Game,
    players: Players,
    *,
    moves: int | None = None,
    together: bool = True,
    deal_on: bool = False,
    stop: Callable[[Game], bool] | None = None,
    applied: Callable[[Action], None] | None = None,
) -> int:
    """Let the players act until nobody with a player may, ``stop(game)`` holds or ``moves`` actions are taken.

    Without ``deal_on`` the drive ends with the hand. ``applied`` is told each
    action once it is carried out. With ``moves``, exposures are decided one
    seat at a time. Returns the number of actions taken.
    """
    done = 0
    while (moves is None or done < moves) and not (stop is not None and stop(game)):
        actions = next_actions(game, players, together and moves is None, deal_on)
        if not actions:
            break
        for action in actions:
            game.apply(action)
            if applied is not None:
                applied(action)
        done += len(actions)
    return done


def _player(players: Players, seat: Seat) -> Player:
    player = players[seat]
    assert player is not None
    return player
