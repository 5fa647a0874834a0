"""A deal played again: the same hand of a game, from its deal, as a practice hand.

The page replays a finished hand in two ways: the player plays it again, or
Hard plays South's seat. Either way the game restarts at the moment that hand
was dealt (:func:`deal_start`): the same code, hand number, leader, level and
move numbers, so the computers decide by the same rule on the same seeds
(:func:`~gongzhu.bots.drive.decision_move`). Playing one's own cards again
therefore gives exactly the hand's result, and Hard in South's seat on hand 1
gives what an arena hand with Hard in that seat gives
(:func:`gongzhu.tools.arena.play_hand`).

>>> from .save import save
>>> game = Game.new("REPLAY1")
>>> _ = drive(game, seat_players(game.level, "hard"))
>>> again = deal_start(save(game), 1)
>>> again.phase is Phase.EXPOSE, again.actions
(True, [])
"""

from __future__ import annotations

from .bots.drive import drive, seat_players
from .game import Game, Phase
from .save import SaveError, load
from .untrusted import quoted

__all__ = ["ReplayError", "deal_start", "play_out"]


class ReplayError(ValueError):
    """A hand that cannot be replayed (not yet dealt, or a player level that does not exist)."""


def deal_start(save_text: str, hand: int) -> Game:
    """The game of ``save_text`` as it stood when hand ``hand`` was dealt, before any exposure.

    The save is checked as in :func:`~gongzhu.save.load`; every action before
    that deal is replayed (earlier hands, level changes), none after it.
    """
    whole = load(save_text)
    if type(hand) is not int or not 1 <= hand <= whole.hand_no:
        raise ReplayError(f"hand must be a hand of this game, 1 to {whole.hand_no}, not {quoted(hand)}")
    # As save.load does: replayed from the level saved (a level changed later applies from its hand on).
    game = Game.new(whole.code, whole.rules, whole.level).replay(whole.actions, until=lambda g: g.hand_no == hand)
    if game.hand_no != hand:  # pragma: no cover - the save replayed to this hand above
        raise SaveError(f"hand {hand} was not dealt in the save")
    return game


def play_out(game: Game, south: str) -> list[int]:
    """Play the rest of the hand with ``south`` in South's seat (the computers at the game's level); the four hand scores."""
    drive(
        game, seat_players(game.level, south), together=False, stop=lambda g: g.phase not in (Phase.EXPOSE, Phase.PLAY)
    )
    if game.phase in (Phase.EXPOSE, Phase.PLAY):  # pragma: no cover - every seat has a player
        raise ReplayError("the hand did not finish")
    return [s.hand for s in game.results[-1]]
