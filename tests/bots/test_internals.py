"""The bots' fast scorer, deal sampler and inference agree with the engine."""

from __future__ import annotations

import itertools
import random

import pytest
from gongzhu.bots.knowledge import inferred_voids
from gongzhu.bots.points import pile_score
from gongzhu.bots.sampling import DealSampler
from gongzhu.cards import EXPOSABLE, POINT_CARDS, SUIT_MASKS, parse_cards
from gongzhu.rng import Rng
from gongzhu.rules import Rules
from gongzhu.scoring import score_player

from .tables import make_view


class _OtherValues(Rules):
    """A table with other card values: the fast scorer must read them from the rules."""

    PIG_VALUE = -150
    GOAT_VALUE = 120
    TRANSFORMER_ALONE = 70
    TRANSFORMER_FACTOR = 3
    EXPOSED_FACTOR = 5


@pytest.mark.parametrize("table", [Rules, _OtherValues])
def test_pile_score_matches_the_engine(table: type[Rules]) -> None:
    rnd = random.Random(5)
    points = [c for c in range(52) if POINT_CARDS >> c & 1]
    for i in range(3000):
        pile = sum(1 << c for c in rnd.sample(points, rnd.randint(0, 16)))
        if i % 5 == 0:
            pile |= POINT_CARDS & SUIT_MASKS[1]
        pile |= rnd.getrandbits(52) & ~POINT_CARDS
        exposed = rnd.getrandbits(52) & EXPOSABLE
        rules = table(pig_goat_swap=i % 2 == 1, zero_hearts_are_points=i % 3 != 0)
        swept = i % 4 == 1
        assert pile_score(pile, exposed, rules, swept) == score_player(pile, exposed, rules, swept).hand


def test_pile_score_reads_the_card_values_from_the_rules() -> None:
    assert pile_score(parse_cards("TC"), parse_cards("TC"), _OtherValues()) == 350


def test_samples_respect_sizes_voids_and_exposed_cards() -> None:
    view = make_view(
        "2S 3S 4D 5D 6C 7C", "AH 9H", voids={1: "D", 3: "C"}, exposed_by={2: "QS"}, out="QS", led_suits="SH"
    )
    sampler = DealSampler(
        0, view.hand, view.unseen(), list(view.hand_sizes), list(view.exposed_by), inferred_voids(view)
    )
    rng = Rng(9)
    seen_pig_elsewhere = False
    for _ in range(200):
        hands = sampler.sample(rng)
        assert hands[0] == view.hand
        assert [h.bit_count() for h in hands] == list(view.hand_sizes)
        assert hands[1] | hands[2] | hands[3] == view.unseen()
        assert not hands[1] & SUIT_MASKS[2] and not hands[3] & SUIT_MASKS[3]
        assert hands[2] >> parse_cards("QS").bit_length() - 1 & 1
        seen_pig_elsewhere |= bool((hands[1] | hands[3]) & parse_cards("QS"))
    assert not seen_pig_elsewhere


def test_exposed_card_in_its_first_trick_reveals_a_void() -> None:
    # East exposed the goat and played it to the first diamond trick: no other diamond.
    view = make_view("2S 3S 4S 5C", "3D JD", exposed_by={3: "JD"}, led_suits="SC")
    assert inferred_voids(view)[3] >> 2 & 1


def test_sampler_numbers_every_consistent_deal_once() -> None:
    """The table of suit splits counts exactly the deals that give each seat its size and none a suit it is void
    in, and the deal numbers 0 to that count less one give each of them once (so a uniform number, a uniform deal)."""
    rnd = random.Random(3)
    checked = 0
    for _ in range(40):
        free_cards = rnd.sample(range(52), 9)
        caps = [rnd.randint(0, 5) for _ in range(2)]
        if sum(caps) > 9 or 9 - sum(caps) > 5:
            continue
        sizes = [0, caps[0], caps[1], 9 - sum(caps)]
        voids = [0] + [rnd.getrandbits(4) & rnd.getrandbits(4) for _ in range(3)]
        free = sum(1 << c for c in free_cards)
        sampler = DealSampler(0, 0, free, sizes, [0, 0, 0, 0], voids)
        if sampler.allowed != [[not voids[s] >> suit & 1 for s in (1, 2, 3)] for suit in range(4)]:
            continue  # no consistent deal: the sampler forgot the voids
        brute = set()
        for seats in itertools.product((1, 2, 3), repeat=9):
            held = [0, 0, 0, 0]
            hands = [0, 0, 0, 0]
            for card, seat in zip(free_cards, seats, strict=True):
                held[seat] += 1
                hands[seat] |= 1 << card
                if voids[seat] >> card // 13 & 1:
                    break
            else:
                if held == sizes:
                    brute.add(tuple(hands))
        assert sampler.total == len(brute)
        assert sorted(tuple(sampler.deal(i)) for i in range(sampler.total)) == sorted(brute)
        checked += 1
    assert checked > 10
