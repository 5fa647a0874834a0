"""Uniformly random legal moves, for tests that need a game to get somewhere."""

from __future__ import annotations

import random

from gongzhu.bots.drive import drive
from gongzhu.bots.drive import step as drive_step
from gongzhu.cards import Card, Mask, cards_of
from gongzhu.game import Game, Phase
from gongzhu.seats import Seat


class RandomMoves:
    """A player of uniformly random legal cards that exposes each exposable card three times in ten."""

    def __init__(self, rnd: random.Random) -> None:
        self.rnd = rnd

    def expose(self, game: Game, seat: Seat) -> Mask:
        chosen = 0
        for card in cards_of(game.exposable(seat)):
            if self.rnd.random() < 0.3:
                chosen |= 1 << card
        return chosen

    def play(self, game: Game, seat: Seat) -> Card:
        return self.rnd.choice(list(cards_of(game.legal_plays())))


def decide_exposures(game: Game, rnd: random.Random) -> None:
    """Every undecided seat exposes a random subset of its exposable cards."""
    drive(game, [RandomMoves(rnd)] * 4, stop=lambda g: g.phase is not Phase.EXPOSE)


def random_play(game: Game, rnd: random.Random) -> None:
    assert game.phase is Phase.PLAY
    drive(game, [RandomMoves(rnd)] * 4, moves=1)


def random_game(code: str, plays: int, rnd: random.Random) -> Game:
    """A new game of ``code`` after random exposures and ``plays`` random cards."""
    game = Game.new(code)
    decide_exposures(game, rnd)
    for _ in range(plays):
        random_play(game, rnd)
    return game


def step(game: Game, rnd: random.Random) -> None:
    """One move of whatever kind the phase asks for (all exposures at once)."""
    if game.phase is Phase.GAME_OVER:
        raise AssertionError("the game is over")
    drive_step(game, [RandomMoves(rnd)] * 4, deal_on=True)


def finish_hand(game: Game, rnd: random.Random) -> None:
    """Play on until the current hand is over (hand-over or game-over)."""
    while game.phase in (Phase.EXPOSE, Phase.PLAY):
        step(game, rnd)


def finish_game(game: Game, rnd: random.Random) -> None:
    while game.phase is not Phase.GAME_OVER:
        step(game, rnd)
