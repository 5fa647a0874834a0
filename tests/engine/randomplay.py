"""Uniformly random legal moves, for tests that need a game to get somewhere."""

from __future__ import annotations

import random

from gongzhu.cards import cards_of
from gongzhu.game import Expose, Game, NextHand, Phase, Play
from gongzhu.seats import SEATS


def decide_exposures(game: Game, rnd: random.Random) -> None:
    """Every undecided seat exposes a random subset of its exposable cards."""
    for seat in SEATS:
        if game.phase is Phase.EXPOSE and game.pending[seat] is None:
            chosen = 0
            for card in cards_of(game.exposable(seat)):
                if rnd.random() < 0.3:
                    chosen |= 1 << card
            game.apply(Expose(seat, chosen))


def random_play(game: Game, rnd: random.Random) -> None:
    assert game.turn is not None
    game.apply(Play(game.turn, rnd.choice(list(cards_of(game.legal_plays())))))


def random_game(code: str, plays: int, rnd: random.Random) -> Game:
    """A new game of ``code`` after random exposures and ``plays`` random cards."""
    game = Game.new(code)
    decide_exposures(game, rnd)
    for _ in range(plays):
        random_play(game, rnd)
    return game


def step(game: Game, rnd: random.Random) -> None:
    """One move of whatever kind the phase asks for (all exposures at once)."""
    if game.phase is Phase.EXPOSE:
        decide_exposures(game, rnd)
    elif game.phase is Phase.PLAY:
        random_play(game, rnd)
    elif game.phase is Phase.HAND_OVER:
        game.apply(NextHand())
    else:
        raise AssertionError("the game is over")


def finish_hand(game: Game, rnd: random.Random) -> None:
    """Play on until the current hand is over (hand-over or game-over)."""
    while game.phase in (Phase.EXPOSE, Phase.PLAY):
        step(game, rnd)


def finish_game(game: Game, rnd: random.Random) -> None:
    while game.phase is not Phase.GAME_OVER:
        step(game, rnd)
