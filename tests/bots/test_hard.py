"""Hard's search as steps: candidates, sampled deals, weighted means, the best card."""

from __future__ import annotations

from gongzhu.bots.fast import Spot
from gongzhu.bots.hard import FastEvaluator, HardBot, ReferenceEvaluator, best_card, candidates, sample_deals
from gongzhu.bots.knowledge import position_of
from gongzhu.bots.policy import policy_play
from gongzhu.cards import POINT_CARDS
from gongzhu.game import Game, Phase
from gongzhu.rng import Rng
from gongzhu.rules import Rules
from gongzhu.seatview import SeatView, seat_view

from .tables import play_to


def _views(moves: range, games: int = 3) -> list[SeatView]:
    """Seat views of the player to move after each of ``moves`` plays of a few games by Normal."""
    views = []
    for k in range(games):
        for n in moves:
            game = play_to(Game.new(f"HARD{k}", Rules(exposure=False)), n)
            assert game.phase is Phase.PLAY and game.turn is not None
            views.append(seat_view(game, game.turn))
    return views


def test_choose_play_is_the_best_of_the_priced_candidates() -> None:
    bot = HardBot(budget=2000)
    for i, view in enumerate(_views(range(1, 40, 6))):
        favourite = policy_play(position_of(view), view.seat, view.legal)
        cards = candidates(view, favourite)
        chosen = bot.choose_play(view, Rng(i)).card
        if len(cards) == 1:
            assert chosen == favourite
            continue
        means = bot.price_cards(view, cards, Rng(i))
        assert list(means) == cards
        assert chosen == best_card(means, favourite, 0.0) == max(means, key=means.__getitem__)


def test_the_fast_and_the_reference_evaluator_agree_on_the_exact_endgame() -> None:
    # With two cards left both search exactly, so every deal gives each card the same utility.
    fast_bot = HardBot(exact_cards=2)
    for i, view in enumerate(_views(range(44, 48), games=6)):
        favourite = policy_play(position_of(view), view.seat, view.legal)
        cards = candidates(view, favourite)
        fast = fast_bot.evaluator(view)
        assert isinstance(fast, FastEvaluator)
        reference = HardBot(fast=False).evaluator(view)
        assert isinstance(reference, ReferenceEvaluator)
        for hands in sample_deals(view, Rng(i), 5):
            assert fast.utilities(hands, cards) == reference.utilities(hands, cards)


def test_a_spot_after_a_card_is_the_position_after_it() -> None:
    for i, view in enumerate(_views(range(1, 48, 5))):
        pos = position_of(view)
        for card in candidates(view, policy_play(pos, view.seat, view.legal)):
            child = pos.copy()
            child.play(card)
            after = Spot.of(pos).after(card)
            assert after == Spot.of(child), (i, card)
            assert after.collected == tuple(m & POINT_CARDS for m in child.collected)


def test_hard_prices_any_cards_it_is_asked_about() -> None:
    view = _views(range(9, 10), games=1)[0]
    cards = [c for c in range(52) if view.legal >> c & 1]
    means = HardBot(budget=1000).price_cards(view, cards, Rng(3))
    assert set(means) == set(cards)
    assert all(-2600 <= v <= 2600 for v in means.values())
