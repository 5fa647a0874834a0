"""The playouts' one-trick look-ahead: the card best for a seat over the rest of a trick where something is at stake."""

from __future__ import annotations

import random

import pytest
from gongzhu.actions import Play
from gongzhu.bots.evaluators import FastEvaluator
from gongzhu.bots.fast import Spot, close_trick, fast_playout
from gongzhu.bots.hard_settings import HardSettings
from gongzhu.bots.lookahead import LOOK_ALL, LOOK_LAST, LOOK_OTHERS, LOOK_OWN
from gongzhu.cardfacts import card_values
from gongzhu.cards import EXPOSABLE, GOAT_BIT, PIG_BIT, POINT_CARDS, Mask, card_list, parse_card, parse_cards
from gongzhu.game import Game
from gongzhu.legal import legal_plays
from gongzhu.rules import Rules
from gongzhu.scoring import score_hand
from gongzhu.seatview import seat_view

from .tables import fast_play_masks, look_play_masks, trick_gain_masks


def _deal(rnd: random.Random) -> list[Mask]:
    cards = list(range(52))
    rnd.shuffle(cards)
    return [sum(1 << c for c in cards[13 * k : 13 * k + 13]) for k in range(4)]


def _transformer_trick(pile: Mask) -> tuple[int, int]:
    """Seat 3, last to a club trick that holds ♣10 and nothing else of value, with ``pile`` taken so far:
    the rule policy's card and the look-ahead's."""
    hands = [parse_cards("4D"), parse_cards("5D"), parse_cards("6D"), parse_cards("3C KC 7D")]
    trick = [parse_card(c) for c in ("5C", "TC", "2C")]
    played = parse_cards("5C TC 2C")
    values = card_values(Rules(), 0)
    collected = [0, 0, 0, pile]
    policy = fast_play_masks(hands, 3, trick, played, 0, 0, values)
    return policy, look_play_masks(hands, 3, 0, trick, played, collected, 0, 0, values, Rules())


def test_the_last_seat_ducks_the_transformer_onto_its_pig_and_takes_it_onto_its_goat() -> None:
    """The rule policy counts ♣10 at nothing and takes the clean-looking trick with ♣K; the look-ahead prices the
    trick on the pile: it ducks with ♣3 when it holds the pig (the transformer would double it), takes it
    when it holds the goat."""
    policy, pig = _transformer_trick(PIG_BIT)
    assert policy == parse_card("KC") and pig == parse_card("3C")
    assert _transformer_trick(GOAT_BIT) == (parse_card("KC"), parse_card("KC"))


def _random_trick(rnd: random.Random, k: int) -> tuple[list[Mask], Spot, list[int]]:
    """A deal, a spot some tricks into it (played by the rule policy) with one to three cards of a trick, its values."""
    hands = _deal(rnd)
    exposed = rnd.getrandbits(52) & EXPOSABLE & (hands[0] | hands[1] | hands[2] | hands[3]) if k % 3 == 0 else 0
    rules = Rules(zero_hearts_are_points=k % 2 == 0)
    spot = Spot(k % 4, (), 0, (0, 0, 0, 0), exposed, 0, rules)
    values = card_values(rules, exposed)
    for _ in range(4 * (k % 9) + 1 + k % 3):
        seat = (spot.leader + len(spot.trick)) & 3
        card = fast_play_masks(hands, seat, list(spot.trick), spot.played, exposed, spot.led_suits, values)
        hands[seat] ^= 1 << card
        spot = spot.after(card)
    return hands, spot, values


def test_the_look_ahead_plays_a_legal_card_no_worse_over_the_trick_than_any_other() -> None:
    rnd = random.Random(51)
    moved = 0
    for k in range(300):
        hands, spot, values = _random_trick(rnd, k)
        seat = (spot.leader + len(spot.trick)) & 3
        trick, collected = list(spot.trick), list(spot.collected)
        args = (spot.played, collected, spot.exposed, spot.led_suits, values, spot.rules)
        card = look_play_masks(hands, seat, spot.leader, trick, *args)
        legal = legal_plays(hands[seat], trick[0] // 13, spot.exposed, spot.led_suits)
        assert legal >> card & 1, k
        gains = {c: trick_gain_masks(hands, seat, spot.leader, trick, c, *args) for c in range(52) if legal >> c & 1}
        assert gains[card] == max(gains.values()), k
        policy = fast_play_masks(hands, seat, trick, spot.played, spot.exposed, spot.led_suits, values)
        if gains[policy] == gains[card]:
            assert card == policy, k  # the rule policy's card unless another is strictly better
        moved += card != policy
        if card != policy:
            assert (legal | sum(1 << c for c in trick) | hands[0] | hands[1] | hands[2] | hands[3]) & POINT_CARDS
    assert moved >= 10, moved  # the look-ahead does change cards


@pytest.mark.parametrize(
    "model", [LOOK_OWN, LOOK_OWN | LOOK_LAST, LOOK_ALL, LOOK_ALL | LOOK_LAST, LOOK_OTHERS, LOOK_OTHERS | LOOK_LAST]
)
def test_a_playout_that_looks_ahead_plays_as_look_play_and_scores_like_the_engine(model: int) -> None:
    """The playout is played again by hand, the looking seats by :func:`look_play` when they follow or discard
    (only as the last card with ``LOOK_LAST``), the others by the rule policy, and scored by the engine."""
    rnd = random.Random(53 + model)
    differ = 0
    for k in range(60):
        hands = _deal(rnd)
        rules, shooter = Rules(), k % 4
        values = card_values(rules, 0)
        lookers = 15 if model & LOOK_ALL else 15 ^ 1 << shooter if model & LOOK_OTHERS else 1 << shooter
        piles, played, led_suits, lead = [0, 0, 0, 0], 0, 0, next(s for s in range(4) if hands[s] & 1)
        spot = Spot(lead, (), 0, (0, 0, 0, 0), 0, 0, rules)
        h = list(hands)
        for _ in range(13):
            trick: list[int] = []
            for i in range(4):
                seat = (lead + i) & 3
                looks = lookers >> seat & 1 and i >= (3 if model & LOOK_LAST else 1)
                if looks:
                    points = [p & POINT_CARDS for p in piles]
                    card = look_play_masks(h, seat, lead, trick, played, points, 0, led_suits, values, rules)
                else:
                    card = fast_play_masks(h, seat, trick, played, 0, led_suits, values)
                assert legal_plays(h[seat], trick[0] // 13 if trick else None, 0, led_suits) >> card & 1
                h[seat] ^= 1 << card
                played |= 1 << card
                trick.append(card)
            lead, led_suits = close_trick(lead, trick, piles, led_suits)
        expected = [b.hand for b in score_hand(piles, 0, rules)]
        got = fast_playout(spot, list(hands), values, shooter, 14, model)
        assert got == expected, k
        differ += got != fast_playout(spot, list(hands), values, shooter, 14, 0)
    assert differ > 0


def test_the_setting_reads_its_modes_and_refuses_others() -> None:
    assert HardSettings.named({"lookahead": 3}).lookahead == 3
    assert HardSettings().lookahead == 0
    with pytest.raises(ValueError, match="lookahead"):
        HardSettings.named({"lookahead": 7})


def test_the_look_ahead_is_paid_for_in_playouts() -> None:
    """With the look-ahead on, a decision's budget is divided by ``look_share`` (two thirds as many playouts as
    shipped); without it, or with a share of 1, it is the budget given."""
    game = Game.new("LOOK1", Rules(exposure=False))
    assert game.turn is not None
    view = seat_view(game, game.turn)
    assert FastEvaluator(view, HardSettings(), 36000).budget == 36000
    assert FastEvaluator(view, HardSettings(lookahead=1), 36000).budget == 24000
    assert FastEvaluator(view, HardSettings(lookahead=1, look_share=1.0), 36000).budget == 36000


def test_without_look_leads_the_look_ahead_is_off_at_a_lead_and_on_while_following() -> None:
    """``look_leads=False``: a lead is priced by the plain playouts with the whole budget; a card to a trick
    that has been led looks ahead, with the budget divided by ``look_share``."""
    game = Game.new("LOOK1", Rules(exposure=False))
    assert game.turn is not None
    settings = HardSettings(lookahead=1, look_leads=False)
    lead = seat_view(game, game.turn)
    assert not lead.trick
    leading = FastEvaluator(lead, settings, 36000)
    assert (leading.budget, leading.model & LOOK_OWN) == (36000, 0)
    game.apply(Play(game.turn, min(card_list(lead.legal))))
    assert game.turn is not None
    following = FastEvaluator(seat_view(game, game.turn), settings, 36000)
    assert (following.budget, following.model & LOOK_OWN) == (24000, LOOK_OWN)
    assert FastEvaluator(lead, HardSettings(lookahead=1), 36000).model & LOOK_OWN == LOOK_OWN
