"""The shared card facts against plain definitions: the top of a trick, the hearts' runner, card values."""

from __future__ import annotations

import random

from gongzhu.cardfacts import ABOVE, BELOW, card_values, heart_runner, holds_every_heart, trick_top
from gongzhu.cards import GOAT, HEART_MASK, HEARTS, PIG, TRANSFORMER, make_card, rank_of, suit_of
from gongzhu.rules import Rules
from gongzhu.scoring import score_hand


def test_above_and_below_are_the_same_suit_higher_and_lower() -> None:
    for card in range(52):
        assert ABOVE[card] == sum(1 << c for c in range(52) if suit_of(c) == suit_of(card) and c > card)
        assert BELOW[card] == sum(1 << c for c in range(52) if suit_of(c) == suit_of(card) and c < card)


def test_trick_top_is_the_highest_card_of_the_led_suit() -> None:
    rnd = random.Random(5)
    for _ in range(500):
        trick = rnd.sample(range(52), rnd.randint(1, 4))
        led = suit_of(trick[0])
        top = max((c for c in trick if suit_of(c) == led), key=rank_of)
        assert trick[trick_top(trick)] == top


def test_the_heart_runner_holds_every_heart_taken_from_the_named_count_on() -> None:
    rnd = random.Random(6)
    for _ in range(500):
        piles = [0, 0, 0, 0]
        for card in rnd.sample(range(52), rnd.randint(0, 30)):
            piles[rnd.randrange(4)] |= 1 << card
        taken = (piles[0] | piles[1] | piles[2] | piles[3]) & HEART_MASK
        for least in (1, 4, 5):
            expected = [s for s in range(4) if piles[s] & HEART_MASK == taken and taken.bit_count() >= least]
            assert heart_runner(piles, least) == (expected[0] if expected else None)
            for s in range(4):
                assert holds_every_heart(piles, s, least) == (s in expected)


def test_card_values_are_what_the_scorer_gives_a_lone_card() -> None:
    rules = Rules()
    for exposed in (0, (1 << PIG) | (1 << GOAT) | (1 << make_card(12, HEARTS))):
        values = card_values(rules, exposed)
        for card in range(52):
            if card == TRANSFORMER:
                assert values[card] == 0  # no value of its own
                continue
            # A pile of that one card scores its value.
            pile = 1 << card
            assert values[card] == score_hand([pile, 0, 0, 0], exposed, rules)[0].hand, card
