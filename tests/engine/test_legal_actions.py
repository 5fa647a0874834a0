"""Game.legal_actions lists exactly what apply accepts, in every phase; Game.from_deal deals as told."""

from __future__ import annotations

import random

import pytest
from gongzhu.cards import EXPOSABLE, parse_cards
from gongzhu.game import Action, Expose, Game, NextHand, Phase, Play
from gongzhu.illegal import IllegalAction
from gongzhu.rules import FIRST_LEAD_CLUB_TWO, Rules

from .randomplay import step


def _accepted(game: Game, action: Action) -> bool:
    try:
        game.copy().apply(action)
    except IllegalAction:
        return False
    return True


def _every_action(game: Game) -> list[Action]:
    """Every play, exposure and next hand there is, legal or not."""
    plays: list[Action] = [Play(seat, card) for seat in range(4) for card in range(52)]
    exposures: list[Action] = [Expose(seat, cards) for seat in range(4) for cards in _subsets(EXPOSABLE)]
    return [*plays, *exposures, NextHand()]


def _subsets(mask: int) -> list[int]:
    bits = [1 << c for c in range(52) if mask >> c & 1]
    return [sum(b for i, b in enumerate(bits) if k >> i & 1) for k in range(1 << len(bits))]


@pytest.mark.parametrize(
    "rules",
    [Rules(lose_at=-100_000), Rules(first_lead=FIRST_LEAD_CLUB_TWO, lose_at=-100_000), Rules.quick(max_hands=1)],
)
def test_legal_actions_are_what_apply_accepts_in_every_phase(rules: Rules) -> None:
    rnd = random.Random(str(rules))
    game = Game.new("ACTIONS", rules)
    phases = set()
    for n in range(140):
        legal = game.legal_actions()
        if n % 7 == 0 or game.phase is not Phase.PLAY:
            accepted = [a for a in _every_action(game) if _accepted(game, a)]
            assert sorted(map(str, legal)) == sorted(map(str, accepted)), (n, game.phase)
        else:
            assert all(_accepted(game, a) for a in legal)
        phases.add(game.phase)
        if game.phase is Phase.GAME_OVER:
            assert legal == []
            break
        game.apply(rnd.choice(legal))
    assert {Phase.EXPOSE, Phase.PLAY} <= phases
    assert Phase.GAME_OVER in phases if rules.max_hands == 1 else Phase.HAND_OVER in phases


def test_the_exposure_offers_every_subset_of_each_undecided_seats_exposable_cards() -> None:
    game = Game.new("ACTIONS2")
    assert game.phase is Phase.EXPOSE
    by_seat: dict[int, set[int]] = {}
    for action in game.legal_actions():
        assert isinstance(action, Expose)
        by_seat.setdefault(action.seat, set()).add(action.cards)
    for seat in range(4):
        mine = game.dealt[seat] & EXPOSABLE
        assert by_seat.get(seat, set()) == (set(_subsets(mine)) if mine else set())


def test_from_deal_deals_the_hands_given_with_the_leader_given() -> None:
    rnd = random.Random(3)
    cards = list(range(52))
    rnd.shuffle(cards)
    hands = [sum(1 << c for c in cards[13 * s : 13 * s + 13]) for s in range(4)]
    game = Game.from_deal(hands, 2, Rules(exposure=False))
    assert game.hands == hands and game.dealt == hands
    assert (game.phase, game.turn, game.leader, game.hand_no) == (Phase.PLAY, 2, 2, 1)
    while game.phase is Phase.PLAY:
        step(game, rnd)
    assert game.phase is Phase.HAND_OVER
    exposing = Game.from_deal(hands, None, Rules())
    assert exposing.phase is Phase.EXPOSE
    assert exposing.leader == next(s for s in range(4) if hands[s] & parse_cards("2S"))


@pytest.mark.parametrize(
    "hands",
    [
        ["2S", "3S", "4S"],
        ["2S", "3S", "4S", "5S 6S"],
        ["2S", "2S", "4S", "5S"],
    ],
)
def test_from_deal_refuses_what_is_not_a_deal(hands: list[str]) -> None:
    with pytest.raises(ValueError, match="a deal is"):
        Game.from_deal([parse_cards(h) for h in hands], 0, Rules(exposure=False))
