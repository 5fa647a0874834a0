"""Determinism: a game code fixes every deal, on every Python (docs/rules.md:
the same game code and the same plays give the same game).

The pinned values below were computed once; a change of generator or deal
procedure breaks them, and with them every shared game code and every save.
"""

from __future__ import annotations

import random

import pytest
from gongzhu.cards import card_name, cards_of
from gongzhu.game import Game, GameCodeError, NextHand, Phase
from gongzhu.rng import Rng
from gongzhu.seats import SOUTH

from .randomplay import finish_hand

ABC123_SOUTH_HAND_1 = ["2S", "5S", "6S", "7S", "8S", "2H", "2D", "8D", "AD", "2C", "3C", "6C", "JC"]
ABC123_SOUTH_HAND_2 = ["4S", "6S", "7S", "JH", "QH", "KH", "5D", "9D", "TD", "AD", "7C", "9C", "KC"]


def codes(mask: int) -> list[str]:
    return [card_name(c) for c in cards_of(mask)]


def test_abc123_deals_south_the_pinned_hand() -> None:
    assert codes(Game.new("ABC123").dealt[SOUTH]) == ABC123_SOUTH_HAND_1


def test_abc123_deals_south_the_pinned_second_hand() -> None:
    game = Game.new("ABC123")
    finish_hand(game, random.Random(0))
    game.apply(NextHand())
    assert codes(game.dealt[SOUTH]) == ABC123_SOUTH_HAND_2


def test_game_codes_ignore_case_and_surrounding_space() -> None:
    assert Game.new(" abc123 ").dealt == Game.new("ABC123").dealt
    assert Game.new("abc123").code == "ABC123"


def test_different_codes_give_different_deals() -> None:
    deals = {tuple(Game.new(f"CODE{i}").dealt) for i in range(200)}
    assert len(deals) == 200


def test_each_hand_of_a_game_has_a_new_deal() -> None:
    game = Game.new("HANDS")
    rnd = random.Random(1)
    seen = []
    while game.hand_no <= 3 and game.phase is not Phase.GAME_OVER:
        seen.append(tuple(game.dealt))
        finish_hand(game, rnd)
        if game.phase is Phase.HAND_OVER:
            game.apply(NextHand())
    assert len(set(seen)) == len(seen) >= 2


def test_later_deals_do_not_depend_on_the_plays() -> None:
    first, second = Game.new("PLAYS"), Game.new("PLAYS")
    finish_hand(first, random.Random(1))
    finish_hand(second, random.Random(2))
    assert first.actions != second.actions
    assert (first.phase, second.phase) == (Phase.HAND_OVER, Phase.HAND_OVER)
    first.apply(NextHand())
    second.apply(NextHand())
    assert first.dealt == second.dealt


@pytest.mark.parametrize("code", ["", "   ", "ABC 123", "ÄBC", "X" * 25, "A/B"])
def test_bad_game_codes_are_refused(code: str) -> None:
    with pytest.raises(GameCodeError):
        Game.new(code)


# --- the generator -------------------------------------------------------------------------


def test_rng_is_splitmix64() -> None:
    # The published SplitMix64 outputs for seed 0.
    rng = Rng(0)
    assert [rng.next_u64() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_rng_pinned_outputs() -> None:
    rng = Rng(12345)
    assert [rng.next_u64() for _ in range(3)] == [2454886589211414944, 3778200017661327597, 2205171434679333405]


def test_rng_seed_from_key_is_pinned() -> None:
    assert Rng.from_key("ABC123").state == 4797346807992401632
    assert Rng.from_key("gongzhu-deal", "ABC123", 1).state == 8044826040254215979


def test_rng_below_is_pinned() -> None:
    rng = Rng(99)
    assert [rng.below(6) for _ in range(10)] == [5, 0, 1, 5, 4, 1, 3, 1, 2, 4]


def test_rng_shuffle_is_pinned() -> None:
    assert Rng(2024).shuffled(range(10)) == [9, 0, 6, 3, 4, 2, 5, 7, 8, 1]
    assert Rng(7).shuffled(range(10)) == [8, 1, 5, 9, 0, 4, 3, 2, 6, 7]


def test_rng_random_and_pick_bit_are_pinned() -> None:
    assert Rng(1).random() == 0.5665615751722809
    assert Rng(5).pick_bit(0b101101) == 3


def test_rng_below_stays_in_range() -> None:
    rng = Rng(3)
    for n in (1, 2, 3, 7, 52, 2**40 + 3):
        assert all(0 <= rng.below(n) < n for _ in range(50))


def test_rng_below_refuses_an_empty_range() -> None:
    with pytest.raises(ValueError):
        Rng(0).below(0)


def test_rng_shuffle_keeps_every_item() -> None:
    assert sorted(Rng(11).shuffled(range(52))) == list(range(52))
