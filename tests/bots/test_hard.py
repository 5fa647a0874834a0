"""Hard's search as steps: candidates, sampled deals, weighted means, the best card."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from gongzhu.bots.evaluators import FastEvaluator, ReferenceEvaluator, line_utilities
from gongzhu.bots.fast import Spot
from gongzhu.bots.hard import HardBot, best_card, better_line_values, candidates, sample_deals, weighted_deals
from gongzhu.bots.hard_settings import FOLLOW_FACTOR, PLAY_BUDGET, HardSettings
from gongzhu.bots.knowledge import position_of
from gongzhu.bots.playout import UTILITY_UNIT
from gongzhu.bots.policy import policy_play
from gongzhu.bots.tally import Tally, line_means
from gongzhu.cards import POINT_CARDS, Card, Mask, card_list
from gongzhu.game import Game, Phase
from gongzhu.rng import Rng
from gongzhu.rules import Rules
from gongzhu.seatview import SeatView, seat_view
from gongzhu.tools.blunders import positions

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


def _hard(**settings: float) -> HardBot:
    return HardBot(HardSettings.named(settings))


def test_choose_play_is_the_best_of_the_priced_candidates() -> None:
    bot = _hard(budget=2000, favour=0.0)
    for i, view in enumerate(_views(range(1, 40, 6))):
        favourite = policy_play(position_of(view), view.seat, view.legal)
        cards = candidates(view, favourite)
        chosen = bot.choose_play(view, Rng(i)).card
        if len(cards) == 1:
            assert chosen == favourite
            continue
        means, _ = bot.best_line_means(view, cards, Rng(i))
        assert list(means) == cards
        assert chosen == best_card(means, favourite, 0.0) == max(means, key=means.__getitem__)


class _Table:
    """An evaluator whose utility for card ``c`` on deal ``k`` (``hands[0] == k``) is ``points[c][k]`` points."""

    def __init__(self, points: dict[Card, list[int]]) -> None:
        self.points = points

    def samples(self, cards: int, plays: int) -> int:
        return 4

    def weight(self, hands: list[Mask]) -> float:
        return 1.0

    def utilities(
        self, hands: list[Mask], cards: Sequence[Card], calm: int = 0, piles: list[list[Mask]] | None = None
    ) -> list[int]:
        if piles is not None:
            piles.extend([] for _ in cards)
        return [self.points[c][hands[0]] * UTILITY_UNIT for c in cards]


def test_the_tally_measures_the_noise_of_a_difference_on_the_same_deals() -> None:
    # Card 1 beats card 2 by 30, -10, 30, -10 points: a mean of 10, a standard error of 10.
    tally = Tally([(0, 1), (0, 2), (0, 3)])
    deals = [[k, 0, 0, 0] for k in range(4)]
    tally.add([_Table({1: [40, 0, 40, 0], 2: [10, 10, 10, 10], 3: [30, -10, 30, -10]})], deals, [1.0] * 4, None)
    assert tally.means() == [20.0, 10.0, 10.0]
    assert tally.noise(0, 1) == 10.0 and tally.noise(0, 2) == 0.0
    assert tally.close((0, 2), 0, 1.5) and not tally.close((0, 2), 0, 0.5)
    # The same mean difference with no noise at all is never close; the top is close to itself.
    assert not tally.close((0, 3), 0, 100.0) and tally.close((0, 1), 0, 0.1)
    assert not tally.close((1, 2), 0, 100.0)  # not in the tally


def test_the_tally_plays_only_the_entries_asked_for_and_measures_a_difference_on_the_deals_of_both() -> None:
    table = _Table({1: [40, 0, 40, 0, 0, 0], 2: [10, 10, 10, 10, 10, 30], 3: [30, -10, 30, -10, 99, 99]})
    tally = Tally([(0, 1), (0, 2), (0, 3)])
    tally.add([table], [[k, 0, 0, 0] for k in range(4)], [1.0] * 4, None)
    tally.add([table], [[k, 0, 0, 0] for k in (4, 5)], [1.0] * 2, None, active=[0, 1])
    # Card 3 keeps the mean of the four deals it was played out on; cards 1 and 2 have six.
    assert tally.means() == [80 / 6, 80 / 6, 10.0]
    # Card 1 minus card 2 on six deals: 30, -10, 30, -10, -10, -30 (a mean of 0); card 1 minus card 3 on the first four only.
    assert tally.noise(0, 1) == pytest.approx(3000**0.5 / 6)
    assert tally.noise(0, 2) == 0.0 and tally.noise(1, 2) == 10.0  # -20, 20, -20, 20 on the first four deals


def test_the_cards_the_deals_cannot_tell_from_the_best_get_more_deals() -> None:
    # Against card 1 (mean 20): card 2 is 10 below, with a noise of 10; card 3 is 10 below with none;
    # card 4 is 60 below, with a noise of 10; card 5 is 10 below with a noise of 5.
    table = _Table(
        {1: [40, 0, 40, 0], 2: [10, 10, 10, 10], 3: [30, -10, 30, -10], 4: [-40, -40, -40, -40], 5: [25, 5, 25, 5]}
    )
    tally = Tally([(0, c) for c in (1, 2, 3, 4, 5)])
    tally.add([table], [[k, 0, 0, 0] for k in range(4)], [1.0] * 4, None)
    assert tally.top([4]) == 0
    assert tally.unsure(0, 2.0, 7.5) == [1]
    assert tally.unsure(0, 2.0, 4.0) == [1, 4]
    # Those, the best and the rule card (card 4 here) are played out on more deals; none when no card is unsure.
    assert HardBot().contenders(tally, 0, 4) == [0, 1, 3]
    clear = Tally([(0, 1), (0, 4)])
    clear.add([table], [[k, 0, 0, 0] for k in range(4)], [1.0] * 4, None)
    assert clear.unsure(0, 2.0, 7.5) == [] and HardBot().contenders(clear, 0, 4) == []


def test_hard_keeps_the_rule_card_only_while_the_best_beats_it_by_less_than_its_noise() -> None:
    # On the first deals alone (no more deals for the cards they cannot tell apart).
    plain, favouring = (
        _hard(budget=2000, favour=0.0, extend=0, extend_short=0),
        _hard(budget=2000, favour=0.5, extend=0, extend_short=0),
    )
    # A favour too small to matter prices exactly as the plain search does (same deals, same line).
    tiny = _hard(budget=2000, favour=1e-12, extend=0, extend_short=0)
    kept = beaten = 0
    for i, view in enumerate(_views(range(1, 40, 3))):
        favourite = policy_play(position_of(view), view.seat, view.legal)
        cards = candidates(view, favourite)
        if len(cards) == 1:
            continue
        best = plain.choose_play(view, Rng(i)).card
        assert tiny.choose_play(view, Rng(i)).card == best
        chosen = favouring.choose_play(view, Rng(i)).card
        assert chosen in (best, favourite)
        means, _ = plain.best_line_means(view, cards, Rng(i))
        assert best is not None and means[best] == max(means.values())
        kept += chosen != best
        beaten += chosen == best != favourite
    # Some rule cards hold against a best card within the noise, others are clearly beaten.
    assert kept > 0 and beaten > 0


def test_the_fast_and_the_reference_evaluator_agree_on_the_exact_endgame() -> None:
    # With two cards left both search exactly, so every deal gives each card the same utility.
    fast_bot = _hard(exact_cards=2)
    for i, view in enumerate(_views(range(44, 48), games=6)):
        favourite = policy_play(position_of(view), view.seat, view.legal)
        cards = candidates(view, favourite)
        fast = fast_bot.evaluator(view)
        assert isinstance(fast, FastEvaluator)
        reference = _hard(fast=False).evaluator(view)
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
    _, priced = _hard(budget=1000).price_lines(view, cards, Rng(3))
    for means in priced:
        assert set(means) == set(cards)
        assert all(-2600 <= v <= 2600 for v in means.values())


def test_a_lead_after_a_trick_a_hands_first_lead_and_a_card_to_a_trick_have_budgets_of_their_own() -> None:
    assert _hard().play_budget(_views(range(1, 2), games=1)[0]) == round(PLAY_BUDGET * FOLLOW_FACTOR) < PLAY_BUDGET
    bot = _hard(lead_factor=3.0, first_factor=2.0, follow_factor=1.0)
    # After 0, 1 and 4 cards: the hand's first lead, a card to a trick, the lead after the first trick.
    first, follow, lead = (_views(range(n, n + 1), games=1)[0] for n in (0, 1, 4))
    assert not first.tricks and not first.trick and follow.trick and lead.tricks and not lead.trick
    budget = bot.settings.budget
    assert [bot.play_budget(v) for v in (first, follow, lead)] == [2 * budget, budget, 3 * budget]
    # The deals are sampled for that budget: three times as many for a lead as the plain budget gives.
    weights = bot.sample_lines(lead, 2, Rng(1)).weights
    assert round(sum(weights)) == 3 * bot.evaluator(lead).samples(2, 4 * lead.hand.bit_count())


def test_both_lines_priced_at_once_are_each_lines_own_prices() -> None:
    bot = _hard(budget=4000)
    views = [v for v in _views(range(2, 40), games=6) if len(bot.thresholds(v)) == 2]
    assert len(views) >= 5
    parted = 0
    for i, view in enumerate(views):
        cards = candidates(view, policy_play(position_of(view), view.seat, view.legal))
        _, evaluators, deals, weights, calms = bot.sample_lines(view, len(cards), Rng(i))
        first = evaluators[0]
        assert isinstance(first, FastEvaluator) and first.pairs_with(evaluators[1])
        for d, hands in enumerate(deals):
            calm = calms[d] if calms else 0
            apart = [evaluator.utilities(hands, cards, calm) for evaluator in evaluators]
            assert line_utilities(evaluators, hands, [cards, cards], calm) == apart
            parted += apart[0] != apart[1]
        apart_means = [line_means([evaluator], deals, weights, cards, calms)[0] for evaluator in evaluators]
        assert line_means(evaluators, deals, weights, cards, calms) == apart_means
    assert parted > 0  # some deals do go for all the hearts


def test_hard_plays_the_unsure_cards_out_on_more_deals_and_else_chooses_on_the_first_deals(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    extending, first_deals = _hard(budget=2000), _hard(budget=2000, extend=0, extend_short=0)
    asked: list[list[int]] = []
    contenders = HardBot.contenders

    def spy(self: HardBot, tally: Tally, top: int, favourite: Card) -> list[int]:
        asked.append(contenders(self, tally, top, favourite))
        return asked[-1]

    monkeypatch.setattr(HardBot, "contenders", spy)
    extended = kept = 0
    for i, view in enumerate(_views(range(1, 40, 3))):
        asked.clear()
        card = extending.choose_play(view, Rng(i)).card
        if not asked:
            continue  # a single card to play
        if asked[0]:
            extended += 1
        else:
            assert card == first_deals.choose_play(view, Rng(i)).card
            kept += 1
    assert extended > 0 and kept > 0


def test_a_cards_value_is_its_value_on_its_own_better_line() -> None:
    bot = _hard(budget=4000)
    # The blunder benchmark's positions (seed 2) while Hard holds every heart taken; BL2-90 is one of them.
    views = [v for v in (seat_view(game, seat) for game, seat in positions(100, 2)) if len(bot.thresholds(v)) == 2]
    elsewhere = 0
    for i, view in enumerate(views):
        cards = candidates(view, policy_play(position_of(view), view.seat, view.legal))
        _, evaluators, deals, weights, calms = bot.sample_lines(view, len(cards), Rng(i))
        lines = line_means(evaluators, deals, weights, cards, calms)
        values = better_line_values(bot.price_lines(view, cards, Rng(i))[1])
        assert values == {card: max(line[card] for line in lines) for card in cards}
        # The best line's means give every card the value on the line of the best card; some do better on the other.
        single, _ = bot.best_line_means(view, cards, Rng(i))
        assert max(values.values()) == max(single.values())
        elsewhere += any(values[card] > single[card] for card in cards)
    assert elsewhere > 0


def _holders(deals: Sequence[list[Mask]], weights: Sequence[float], card: Card) -> list[float]:
    """The weighted share of the deals in which each seat holds ``card``."""
    total = sum(weights)
    return [sum(w for hands, w in zip(deals, weights, strict=True) if hands[s] >> card & 1) / total for s in range(4)]


def test_deals_whose_weights_differ_much_are_picked_by_weight_from_a_pool() -> None:
    bot = HardBot()
    # Late in a hand the plays seen weigh the deals unevenly; on the first lead every deal counts alike.
    uneven = _views(range(26, 27), games=1)[0]
    evaluator = bot.evaluator(uneven)
    plain = weighted_deals(uneven, Rng(1), 400, evaluator, pool=1.0)
    assert len(plain.deals) == 400 and sum(plain.weights) == pytest.approx(400)
    assert sum(plain.weights) ** 2 < 0.85 * 400 * sum(w * w for w in plain.weights)  # below the pool's threshold
    pooled = weighted_deals(uneven, Rng(1), 400, evaluator)
    # Each deal picked is played out once and counts as often as it was picked: whole counts that sum to the deals asked.
    assert len(pooled.deals) < 400 and sum(pooled.weights) == 400
    assert all(w == int(w) >= 1 for w in pooled.weights)
    assert len({tuple(hands) for hands in pooled.deals}) == len(pooled.deals)
    # The picks estimate what the weighted deals do: who holds each unseen card, against many weighted deals.
    many = weighted_deals(uneven, Rng(2), 20000, evaluator, pool=1.0)
    picked = [weighted_deals(uneven, Rng(10 + k), 400, evaluator) for k in range(10)]
    deals, weights = [h for d in picked for h in d.deals], [w for d in picked for w in d.weights]
    for card in card_list(uneven.unseen()):
        assert _holders(deals, weights, card) == pytest.approx(_holders(many.deals, many.weights, card), abs=0.05)
    first = _views(range(0, 1), games=1)[0]
    drawn = weighted_deals(first, Rng(1), 50, bot.evaluator(first))
    assert len(drawn.deals) == 50 and drawn.weights == [1.0] * 50


def test_a_card_with_the_short_pacing_gets_its_own_rounds_of_more_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    # A card to a trick is due sooner than a lead (after a trick, or a hand's first): rounds of its own.
    bot = _hard(budget=2000, extend=3, extend_short=1)
    rounds: list[int] = []
    contenders = HardBot.contenders

    def spy(self: HardBot, tally: Tally, top: int, favourite: Card) -> list[int]:
        rounds[-1] += 1
        return contenders(self, tally, top, favourite)

    monkeypatch.setattr(HardBot, "contenders", spy)
    most = {"short": 0, "lead": 0, "first lead": 0}
    for i, view in enumerate(_views(range(0, 44), games=2) + _views(range(0, 1), games=12)):
        rounds.append(0)
        bot.choose_play(view, Rng(i))
        kind = "short" if view.trick else "lead" if view.tricks else "first lead"
        most[kind] = max(most[kind], rounds[-1])
    assert most == {"short": 1, "lead": 3, "first lead": 3}
