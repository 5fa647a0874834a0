"""Hand-built positions for the engine tests.

``position(S="QS 5S 3H", ...)`` deals the named cards to the named seats and
the rest of the deck, lowest card first, to the seats that still have room.
Name all 13 cards of a seat whenever the test depends on what it lacks.
The game is left in the exposure phase of hand 1; :func:`start` makes every
undecided seat decide (exposing the cards it is given) and so reveals.
"""

from __future__ import annotations

import pytest
from gongzhu.cards import FULL_DECK, Mask, card_name, cards_of, parse_cards
from gongzhu.game import Action, Expose, Game, Phase
from gongzhu.illegal import IllegalAction
from gongzhu.rules import Rules
from gongzhu.save import save
from gongzhu.seats import SEATS


def cards(codes: str) -> Mask:
    """A mask from card codes, e.g. ``cards("QS 5S")``."""
    return parse_cards(codes)


def position(
    *,
    S: str = "",
    E: str = "",
    N: str = "",
    W: str = "",
    leader: int | None = None,
    rules: Rules | None = None,
) -> Game:
    """Hand 1 of a game dealt as given, before any exposure decision.

    ``leader`` defaults to the holder of ♠2, as in a real first hand.
    """
    rules = rules or Rules()
    hands = [parse_cards(text) for text in (S, E, N, W)]
    taken = 0
    for hand in hands:
        assert hand.bit_count() <= 13, "a seat holds at most 13 cards"
        assert not hand & taken, "a card is given to two seats"
        taken |= hand
    for card in cards_of(FULL_DECK & ~taken):
        seat = next(s for s in SEATS if hands[s].bit_count() < 13)
        hands[seat] |= 1 << card

    if leader is None:
        leader = next(s for s in SEATS if hands[s] & cards("2S"))
    return Game.from_deal(hands, leader, rules)


def start(game: Game, **exposures: str) -> Game:
    """Let every undecided seat decide: ``start(g, S="QS")`` exposes South's ♠Q."""
    for seat, name in zip(SEATS, "SENW", strict=True):
        if game.phase is Phase.EXPOSE and game.pending[seat] is None:
            game.apply(Expose(seat, parse_cards(exposures.get(name, ""))))
    assert game.phase is Phase.PLAY
    return game


def play(game: Game, *codes: str) -> Game:
    """Play these cards in turn, whoever's turn it is."""
    for code in codes:
        assert game.turn is not None
        game.apply(f"{'SENW'[game.turn]} play {code}")
    return game


def code_set(mask: Mask) -> set[str]:
    """The codes of a mask, as a set (order-free comparisons)."""
    return {card_name(c) for c in cards_of(mask)}


def assert_refused(game: Game, attempt: Action | str, reason: str, /, **params: str) -> None:
    """``attempt`` raises IllegalAction with this reason and params, and changes nothing."""
    before = save(game)
    with pytest.raises(IllegalAction) as caught:
        game.apply(attempt)
    assert (caught.value.reason, caught.value.params) == (reason, params)
    assert save(game) == before


#: South holds ♠2 (so leads), the pig with two other spades, strong diamonds
#: and no hearts; every other seat holds three or four spades.
PIG_EXPOSED_DEAL = {
    "S": "2S 5S QS AD KD QD 2D 3D 2C 3C 4C 5C 6C",
    "E": "3S 4S 6S 2H 3H 4H 5H 6H 4D 5D 7C 8C 9C",
    "N": "7S 8S 9S 7H 8H 9H TH JH 6D 7D TC JC QC",
    "W": "TS JS KS AS QH KH AH 8D 9D TD JD KC AC",
}


def pig_exposed_game() -> Game:
    """:data:`PIG_EXPOSED_DEAL` after South alone exposed the pig; South to lead."""
    deal = PIG_EXPOSED_DEAL
    return start(position(S=deal["S"], E=deal["E"], N=deal["N"], W=deal["W"]), S="QS")
