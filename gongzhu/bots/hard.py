"""Hard: the level that searches (Perfect Information Monte Carlo); also the hints and the review's prices.

A play decision, step by step:

1. :func:`candidates`: one card per class of interchangeable cards;
2. :meth:`HardBot.sample_lines`: deals of the unseen cards consistent with what is public
   (:func:`sample_deals`), weighted by the plays seen (:mod:`.inference`) or picked by those
   weights from a pool where they differ much (:func:`weighted_deals`), each other seat
   defending against a run or not by its habits (:mod:`.habits`), for each line priced:
   our seat going for all the hearts, and not (:meth:`HardBot.thresholds`);
3. a :class:`~.tally.Tally` of each card played out on each deal (:mod:`.evaluators`: the
   bit-mask playouts of :mod:`.fast`, exact near the end), and as many deals again for the
   cards the deals cannot yet tell from the best (:meth:`HardBot.contenders`);
4. :meth:`HardBot.favour_lines`: the best card and its line, or the rule policy's card where
   the best beats it by less than the noise.

The exposure plays whole hands out from the deal for each choice (:meth:`HardBot.price_exposures`).
Settings and budgets are one value (:mod:`.hard_settings`); budgets are counts, never clock time,
so a decision is a function of the seat view and the Rng.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from ..cardfacts import card_values, holds_every_heart
from ..cards import EXPOSABLE, FULL_DECK, Card, Mask, card_list, mask_of
from ..rng import Rng
from ..seatview import SeatView
from . import reason_groups as r
from .base import Decision
from .evaluators import Evaluator, FastEvaluator, ReferenceEvaluator
from .explain import explain_play
from .exposure import safe_exposure
from .fast import NEVER_SHOOT, Spot
from .habits import UNKNOWN, calm_seats, defence_shown
from .hard_settings import (
    EXPOSE_BONUS,
    EXPOSE_MIN_SAMPLES,
    POOL,
    POOL_SKIP,
    REFERENCE_EXPOSE_BUDGET,
    UNSURE_ERRORS,
    UNSURE_POINTS,
    HardSettings,
)
from .knowledge import inferred_voids, play_leader, position_of
from .playout import UTILITY_UNIT, card_classes, playout, utility
from .policy import policy_play
from .position import Position
from .sampling import DealSampler, resample
from .tally import Tally, line_means


def candidates(view: SeatView, favourite: Card) -> list[Card]:
    """One legal card per class of interchangeable cards: the ``favourite`` where it lies, else the highest."""
    classes = card_classes(view.legal, view.played, view.trick)
    return [favourite if m >> favourite & 1 else m.bit_length() - 1 for m in classes]


def deal_sampler(view: SeatView) -> DealSampler:
    """The sampler of deals of the unseen cards consistent with what ``view`` shows (:class:`~.sampling.DealSampler`).

    The last view's is kept: a decision samples its rounds of deals from one view, and the sampler's table of
    suit splits is its costly part (a sampler is the same for the same view, and drawing changes only that table).
    """
    global _last_sampler
    if _last_sampler is not None and _last_sampler[0] is view:
        return _last_sampler[1]
    held = [view.held_exposed(s) for s in range(4)]
    sampler = DealSampler(view.seat, view.hand, view.unseen(), list(view.hand_sizes), held, inferred_voids(view))
    _last_sampler = (view, sampler)
    return sampler


#: :func:`deal_sampler`'s last view and its sampler (the view is kept, so no other object takes its place).
_last_sampler: tuple[SeatView, DealSampler] | None = None


def sample_deals(view: SeatView, rng: Rng, count: int) -> list[list[Mask]]:
    """``count`` deals of the unseen cards consistent with what ``view`` shows (:func:`deal_sampler`)."""
    sampler = deal_sampler(view)
    return [sampler.sample(rng) for _ in range(count)]


class Drawn(NamedTuple):
    """Sampled deals and how much each counts (:func:`weighted_deals`): the weights sum to the deals drawn."""

    deals: list[list[Mask]]
    weights: list[float]


def weighted_deals(
    view: SeatView, rng: Rng, count: int, evaluator: Evaluator, pool: float = POOL, skip: float = POOL_SKIP
) -> Drawn:
    """``count`` deals' worth of :func:`sample_deals`, each counting by the ``evaluator``'s weight.

    Weights that differ much waste deals: a deal at a tenth of another's weight costs a playout and
    counts for little. So from the second trick on, where their effective number, (sum w)^2 / sum w^2,
    is below ``skip`` times ``count``, ``pool`` times as many deals are drawn and ``count`` picks made
    among all of them in proportion to their weights (:func:`~.sampling.resample`); a deal picked k times
    is played out once and counts k. The picks' mean estimates what the weighted mean does, on deals
    that each count about alike.
    """
    sampler = deal_sampler(view)
    deals = [sampler.sample(rng) for _ in range(count)]
    weights = [evaluator.weight(hands) for hands in deals]
    total = sum(weights)
    # In the first trick the weights rest on a card or three, and the whole hand is still to play: a pool
    # there would cost the first cards their time (scripts/measure_page.py --profile mobile).
    if pool <= 1.0 or not view.tricks or total * total >= skip * count * sum(w * w for w in weights):
        return Drawn(deals, [w * count / total for w in weights])
    more = [sampler.sample(rng) for _ in range(round(count * (pool - 1.0)))]
    deals += more
    weights += [evaluator.weight(hands) for hands in more]
    picks = resample(weights, count, rng.random())
    return Drawn([deals[i] for i in picks], [float(n) for n in picks.values()])


def best_card(means: dict[Card, float], favourite: Card, bonus: float) -> Card:
    """The card with the best mean, the ``favourite`` getting ``bonus`` points of head start (first on a tie)."""
    return max(means, key=lambda card: means[card] + (bonus if card == favourite else 0.0))


def better_line_values(priced: Sequence[dict[Card, float]]) -> dict[Card, float]:
    """Each card's mean on its own better line of ``priced`` (:meth:`HardBot.price_lines`): Hard chooses a card
    and a line together, so a card meant for the line that does not go for all the hearts is worth what it
    makes there, not what it makes on the line of another card."""
    return {card: max(line[card] for line in priced) for card in priced[0]}


class SampledLines(NamedTuple):
    """What pricing cards on every line starts from (:meth:`HardBot.sample_lines`)."""

    #: Each line's shoot threshold (:meth:`HardBot.thresholds`).
    thresholds: list[int]
    #: Each line's evaluator.
    evaluators: list[Evaluator]
    #: The deals sampled for them all.
    deals: list[list[Mask]]
    #: How much each deal counts (:func:`weighted_deals`).
    weights: list[float]
    #: Per deal, the seats that let runs go (:meth:`HardBot.calms`); None: all defend.
    calms: list[int] | None


class PricedPlay(NamedTuple):
    """Hard's play decision with its prices (:meth:`HardBot.price_play`)."""

    #: The card to play.
    card: Card
    #: Its entry (line and card) in the tally.
    entry: int
    #: Whether its line goes for all the hearts.
    running: bool
    #: Each line's shoot threshold (:meth:`HardBot.thresholds`).
    thresholds: list[int]
    tally: Tally


@dataclass(eq=False)
class HardBot:
    """The strongest level; also the source of the hints."""

    level = "hard"

    settings: HardSettings = field(default_factory=HardSettings)

    def choose_play(self, view: SeatView, rng: Rng) -> Decision:
        """Candidates, priced on sampled deals (:meth:`choose_line`), and the best of them (or the rule card within the noise)."""
        pos = position_of(view)
        favourite = policy_play(pos, view.seat, view.legal)
        cards = candidates(view, favourite)
        if len(cards) <= 1:
            return Decision(explain_play(pos, view.seat, favourite, view.legal), card=favourite)
        card, running = self.choose_line(view, cards, favourite, rng)
        return Decision(explain_play(pos, view.seat, card, view.legal, running), card=card)

    def choose_line(self, view: SeatView, cards: Sequence[Card], favourite: Card, rng: Rng) -> tuple[Card, bool]:
        """The card to play of ``cards``, and whether its line goes for all the hearts: :meth:`favour_lines`
        (in the ablations off :attr:`~.hard_settings.HardSettings.shipped_route`, :meth:`best_line_means`)."""
        if self.settings.shipped_route:
            return self.favour_lines(view, cards, favourite, rng)
        means, running = self.best_line_means(view, cards, rng)
        return best_card(means, favourite, self.settings.bonus), running

    def favour_lines(self, view: SeatView, cards: Sequence[Card], favourite: Card, rng: Rng) -> tuple[Card, bool]:
        """The card and whether its line goes for all the hearts, of :meth:`price_play`."""
        priced = self.price_play(view, cards, favourite, rng)
        return priced.card, priced.running

    def price_play(
        self, view: SeatView, cards: Sequence[Card], favourite: Card, rng: Rng, record: bool = False
    ) -> PricedPlay:
        """The best card and line on a :class:`~.tally.Tally` of the :meth:`sample_lines`, but the rule policy's
        card (``favourite``) where the best beats it on that line by less than ``favour`` standard errors
        of their difference on the deals; with ``record``, the tally keeps who took what on each deal
        (the hints' reasons), the prices and the card unchanged.

        The best of many noisy means is biased up; the rule card holds where the search cannot tell them apart.
        """
        s = self.settings
        thresholds, evaluators, deals, weights, calms = self.sample_lines(view, len(cards), rng)
        tally = Tally([(i, card) for i in range(len(thresholds)) for card in cards], record)
        tally.add(evaluators, deals, weights, calms)
        count = round(sum(weights))
        for _ in range(s.extend if not view.trick else s.extend_short):
            contenders = self.contenders(tally, tally.top(thresholds), favourite)
            if not contenders:
                break
            more = weighted_deals(view, rng, count, evaluators[0], s.pool, s.pool_skip)
            tally.add(evaluators, more.deals, more.weights, self.calms(view, len(more.deals), rng), contenders)
        top = tally.top(thresholds)
        line, card = tally.entries[top]
        if tally.close((line, favourite), top, s.favour):
            card = favourite
        return PricedPlay(card, tally.entries.index((line, card)), thresholds[line] < NEVER_SHOOT, thresholds, tally)

    def contenders(self, tally: Tally, top: int, favourite: Card) -> list[int]:
        """The entries to play out on more deals: none while no entry is :meth:`~.tally.Tally.unsure` beside the
        ``top``, else those, the top and the rule policy's card on the top's line."""
        unsure = tally.unsure(top, UNSURE_ERRORS, UNSURE_POINTS)
        if not unsure:
            return []
        rule = (tally.entries[top][0], favourite)
        return sorted({top, *unsure, *([tally.entries.index(rule)] if rule in tally.entries else [])})

    def evaluator(self, view: SeatView, budget: int | None = None, shoot: int | None = None) -> Evaluator:
        """This bot's evaluator for ``view`` (the fast one with ``budget`` card plays, or the reference)."""
        if not self.settings.fast:
            return ReferenceEvaluator(view)
        return FastEvaluator(view, self.settings, self.settings.budget if budget is None else budget, shoot)

    def thresholds(self, view: SeatView) -> list[int]:
        """The shoot thresholds of the lines to price: going for all the hearts and not, while that is open to us."""
        s = self.settings
        if not (s.fast and s.choose_run) or view.hand.bit_count() <= s.exact_cards:
            return [s.shoot]
        if not holds_every_heart(view.collected, view.seat, 1) or s.shoot >= NEVER_SHOOT:
            return [s.shoot]
        return [s.shoot, NEVER_SHOOT]

    def sample_lines(self, view: SeatView, cards: int, rng: Rng, budget: int | None = None) -> SampledLines:
        """The lines to price ``cards`` cards on, an evaluator for each, and the deals sampled for them all
        (for ``budget`` card plays, else :meth:`play_budget`) with their :meth:`calms`."""
        thresholds = self.thresholds(view)
        budget = self.play_budget(view) if budget is None else budget
        evaluators = [self.evaluator(view, budget, shoot) for shoot in thresholds]
        plays = 4 * view.hand.bit_count() - len(view.trick)
        count = evaluators[0].samples(cards * len(thresholds), plays)
        s = self.settings
        deals, weights = weighted_deals(view, rng, count, evaluators[0], s.pool, s.pool_skip)
        return SampledLines(thresholds, evaluators, deals, weights, self.calms(view, len(deals), rng))

    def price_lines(
        self, view: SeatView, cards: Sequence[Card], rng: Rng, budget: int | None = None
    ) -> tuple[list[int], list[dict[Card, float]]]:
        """The lines' shoot thresholds and each line's weighted mean result (points: ours minus the others' mean)
        of playing each of ``cards`` now, on the same deals (:meth:`sample_lines`)."""
        thresholds, evaluators, deals, weights, calms = self.sample_lines(view, len(cards), rng, budget)
        return thresholds, line_means(evaluators, deals, weights, cards, calms)

    def best_line_means(
        self, view: SeatView, cards: Sequence[Card], rng: Rng, budget: int | None = None
    ) -> tuple[dict[Card, float], bool]:
        """Ablations only (:meth:`choose_line`): the means of ``cards`` on the line with the best card
        (:meth:`price_lines`), and whether that line goes for all the hearts."""
        thresholds, priced = self.price_lines(view, cards, rng, budget)
        # On a tie (no playout's run differs) the line that does not go for all the hearts.
        best = max(range(len(priced)), key=lambda i: (max(priced[i].values()), thresholds[i]))
        return priced[best], thresholds[best] < NEVER_SHOOT

    def play_budget(self, view: SeatView) -> int:
        """Card plays for a play decision of ``view``: the budget, times ``follow_factor`` for a card to a
        trick, ``lead_factor`` for a lead after a trick and ``first_factor`` for the first lead of a hand."""
        s = self.settings
        factor = s.follow_factor if view.trick else s.lead_factor if view.tricks else s.first_factor
        return round(s.budget * factor)

    def calms(self, view: SeatView, count: int, rng: Rng) -> list[int] | None:
        """For each of ``count`` sampled deals, the seats that let runs go (:mod:`.habits`); None: all defend."""
        s = self.settings
        if not (s.fast and s.defend) or s.defend_prior >= 1.0:
            return None
        shown = defence_shown(view) if s.read_habits else [UNKNOWN] * 4
        return [calm_seats(shown, view.seat, s.defend_prior, rng) for _ in range(count)]

    def choose_exposure(self, view: SeatView, rng: Rng) -> Decision:
        """The safe exposure and each variation of it (one card more or less), played out on sampled deals."""
        base, base_reason = safe_exposure(view.dealt)
        if not view.dealt & EXPOSABLE:
            return Decision(base_reason, cards=0)
        options = exposure_options(view.dealt, base)
        means = self.price_exposures(view, options, rng)
        best = max(range(len(options)), key=lambda i: means[i] + (EXPOSE_BONUS if i == 0 else 0.0))
        chosen = options[best]
        if best == 0:
            return Decision(base_reason, cards=chosen)
        return Decision(r.EXPOSE_SIMULATED if chosen else r.NO_SAFE_EXPOSURE, cards=chosen)

    def price_exposures(self, view: SeatView, options: list[Mask], rng: Rng) -> list[float]:
        """The mean result (points) of each exposure in ``options``, over whole hands played out from sampled deals."""
        budget = self.settings.expose_budget if self.settings.fast else REFERENCE_EXPOSE_BUDGET
        n = max(EXPOSE_MIN_SAMPLES, budget // len(options))
        totals = [0.0] * len(options)
        unseen = FULL_DECK & ~view.dealt
        for _ in range(n):
            hands = _deal_others(view.seat, view.dealt, unseen, rng)
            for i, cards in enumerate(options):
                start = _start(view, hands, cards)
                totals[i] += utility(self._play_out(start), view.seat)
        return [total / n / UTILITY_UNIT for total in totals]

    def _play_out(self, start: Position) -> list[int]:
        """The four hand scores of ``start`` played out by this bot's playout core."""
        if not self.settings.fast:
            return playout(start)
        return Spot.of(start).playout(start.hands, card_values(start.rules, start.exposed))


def exposure_options(dealt: Mask, base: Mask) -> list[Mask]:
    """The exposure ``base`` first, then each set one exposable card of ``dealt`` away from it."""
    options = [base]
    rest = dealt & EXPOSABLE
    while rest:
        b = rest & -rest
        rest ^= b
        options.append(base ^ b)
    return options


def _deal_others(me: int, hand: Mask, unseen: Mask, rng: Rng) -> list[Mask]:
    """A random deal of the ``unseen`` cards, 13 to each other seat (nothing is public yet)."""
    cards = rng.shuffled(card_list(unseen))
    hands = [0, 0, 0, 0]
    hands[me] = hand
    others = [s for s in range(4) if s != me]
    for k, seat in enumerate(others):
        hands[seat] = mask_of(cards[13 * k : 13 * k + 13])
    return hands


def _start(view: SeatView, hands: list[Mask], mine: Mask) -> Position:
    """The sampled deal right after the reveal, with our exposure ``mine``."""
    exposed_by = [safe_exposure(h)[0] if view.rules.exposure else 0 for h in hands]
    exposed_by[view.seat] = mine
    exposed = exposed_by[0] | exposed_by[1] | exposed_by[2] | exposed_by[3]
    forced = None
    if view.hand_no == 1:
        first = view.rules.first_lead_card
        leader = next(s for s in range(4) if hands[s] >> first & 1)
        if view.rules.first_lead_forced:
            forced = first
    else:
        leader = play_leader(view)  # later hands: last hand's pig-taker, public
    return Position(list(hands), leader, [], 0, [0, 0, 0, 0], exposed, exposed_by, [0, 0, 0, 0], 0, view.rules, forced)
