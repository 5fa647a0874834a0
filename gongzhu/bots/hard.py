"""Hard: counting, inference and simulation (Perfect Information Monte Carlo).

For a play, Hard deals the unseen cards to the other seats in ways
consistent with what is public (:mod:`.sampling`), weights each deal by how
well it explains the other seats' plays so far (:mod:`.inference`), plays
each distinct legal card on every sampled deal and lets all four seats
finish the hand with the bit-mask playout policy (:func:`.fast.fast_playout`:
the other seats may go for all the hearts themselves, and some of them
defend against a run, see below; while we hold every heart taken so far,
at least :data:`.fast.SHOOT_LEAST`, and hold the top heart still out,
our own seat plays on for all the hearts when that is the line chosen), or, with :data:`EXACT_CARDS` cards
or fewer in hand, searches the rest of the hand exactly
(:func:`.fast.fast_solve`, max-n: each seat for itself). It keeps the card
with the best weighted mean result (our score minus the others' mean),
unless the rule policy's card is within :data:`FAVOUR_ERRORS` standard
errors of it on the same deals: the best of many noisy means is biased up,
and where the deals cannot tell the two apart the rule card is kept
(:meth:`HardBot.favour_lines`). Before it chooses, the cards that the deals
cannot yet tell from the best by more than the noise (:meth:`Tally.unsure`)
are played out on as many deals again, with the best and the rule card
(:meth:`HardBot.contenders`): the deals are spent where the choice is close.

A play decision reads as four steps, each a function here: the
:func:`candidates` (one card per class of interchangeable cards),
:func:`sample_deals`, the :func:`weighted_means` of an :class:`Evaluator`
(:class:`FastEvaluator`, or the :class:`ReferenceEvaluator` built on the
rule policy), and the :func:`best_card`. :meth:`HardBot.price_cards` runs the
middle two for any cards of a position.

Players differ: some stop a run as soon as it is cheap, others never do.
So on each sampled deal each other seat either defends in the playouts or
lets runs go: a seat whose plays this hand have shown its habit
(:func:`.habits.defence_shown`) keeps it, any other defends with chance
:data:`.habits.DEFEND_PRIOR` (:func:`.habits.calm_seats`, drawn from the
decision's Rng after the deals).

Going for all the hearts is a choice made on its estimated chance against
those players, not on a count of hearts: while we hold every heart
taken so far, each card is priced twice on the same deals, once with our
seat playing on for all of them in the playouts and once without, and the
line with the better best card is kept (:meth:`HardBot.price_lines`). Only
when that line goes for them does the hint say so. A card's two playouts on
a deal are one until our seat would start its run, and are played out as one
up to there (:func:`.fast.fast_playout_lines`).

For the exposure, Hard plays whole hands out from the deal for its safe
exposure and for each variation of it (one card more or less); the other
seats expose by the rule of thumb on their sampled hands.

All budgets are counts (samples, playouts), never clock time, so a decision
is a function of the seat view and the Rng. A lead has more of them than a
card to a trick (:meth:`HardBot.play_budget`): the table gives it more time.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ..cardfacts import card_values, holds_every_heart
from ..cards import EXPOSABLE, FULL_DECK, Card, Mask, card_list, mask_of
from ..rng import Rng
from ..seatview import SeatView
from . import reason_groups as r
from .base import Decision
from .explain import explain_play
from .exposure import safe_exposure
from .fast import DEFEND, IN_CONTROL, NEVER_SHOOT, RIVALS_SHOOT, SHOOT_LEAST, Spot
from .habits import DEFEND_PRIOR, UNKNOWN, calm_seats, defence_shown
from .inference import MISS, History
from .knowledge import inferred_voids, play_leader, position_of
from .playout import UTILITY_UNIT, card_classes, playout, solve, utility
from .policy import policy_play
from .position import Position
from .sampling import DealSampler

#: Card plays simulated per play decision (spread over candidates and samples): a card to a trick's.
PLAY_BUDGET = 36000
#: A lead after a trick has this many times the budget: the computers' card is decided while the trick
#: lingers on the table (web/js/pacing.js: 1.1 s and the card's 0.65 s instead of 0.65 s), and the leads
#: are where a search of the plain budget errs most (``python -m gongzhu blunders``).
LEAD_FACTOR = 1.5
#: The first lead of a hand, with no trick to linger, has this many times the budget.
FIRST_LEAD_FACTOR = 4 / 3
#: Where a card is below the best by less than :data:`UNSURE_ERRORS` standard errors of their difference,
#: and that error is above :data:`UNSURE_POINTS` points (half the blunder margin of ``python -m gongzhu
#: blunders``), the deals cannot tell them apart: those cards (and the best and the rule card) are played
#: out on as many deals again, :data:`EXTEND_ROUNDS` times at most (:meth:`HardBot.favour_lines`).
UNSURE_ERRORS, UNSURE_POINTS = 2.0, 7.5
EXTEND_ROUNDS = 1
#: Bounds on samples per candidate card (the upper one at :data:`PLAY_BUDGET`, in proportion to the budget).
MIN_SAMPLES, MAX_SAMPLES = 8, 180
#: Search exactly once our hand has this many cards or fewer.
EXACT_CARDS = 3
#: Samples for the exact endgame.
EXACT_SAMPLES = 20
#: Head start of the policy's own card (points per hand). Zero: a head start
#: for the rule of thumb only held Hard back from the cards its playouts
#: prefer (for one, the tricks that keep all the hearts within reach).
POLICY_BONUS = 0.0
#: Whole-hand playouts per exposure decision (spread over the candidate sets).
EXPOSE_BUDGET = 360
#: Fewest sampled deals per exposure candidate.
EXPOSE_MIN_SAMPLES = 6
#: Head start of the rule-of-thumb exposure.
EXPOSE_BONUS = 4.0
#: The reference evaluator (``fast=False``: the rule policy on
#: :class:`~.position.Position` objects) is slower and has its own budgets:
#: card plays per play decision, bounds on samples, the hand size from which
#: it searches exactly, and whole-hand playouts per exposure decision.
REFERENCE_PLAY_BUDGET = 2000
REFERENCE_MIN_SAMPLES, REFERENCE_MAX_SAMPLES = 4, 40
REFERENCE_EXACT_CARDS = 2
REFERENCE_EXPOSE_BUDGET = 48
#: The rule policy's card is kept unless the best card beats it by more than
#: this many standard errors of their difference on the same deals (0: the best is always played).
FAVOUR_ERRORS = 0.5


class Evaluator(Protocol):
    """Prices candidate cards on sampled deals (:class:`FastEvaluator`, :class:`ReferenceEvaluator`)."""

    def samples(self, cards: int, plays: int) -> int:
        """How many deals to sample for ``cards`` candidates with ``plays`` card plays left in the hand."""
        ...

    def weight(self, hands: list[Mask]) -> float:
        """How much the sampled deal ``hands`` counts."""
        ...

    def utilities(self, hands: list[Mask], cards: Sequence[Card], calm: int = 0) -> list[int]:
        """Our :func:`~.playout.utility` after playing each of ``cards`` now, on the deal ``hands``.

        ``calm``: the seats that let runs go on this deal (:func:`~.habits.calm_seats`).
        """
        ...


class FastEvaluator:
    """The bit-mask core: :func:`~.fast.fast_playout`, or :func:`~.fast.fast_solve` near the end; deals weighted by inference."""

    def __init__(self, view: SeatView, bot: HardBot, budget: int, shoot: int | None = None) -> None:
        self.seat = view.seat
        self.spot = Spot.of(position_of(view))
        self.exact = view.hand.bit_count() <= bot.exact_cards
        self.budget = budget
        self.exact_samples = bot.exact_samples
        self.most_samples = bot.most_samples
        self.shoot = bot.shoot if shoot is None else shoot
        self.model = (
            (RIVALS_SHOOT if bot.rivals else 0) | (DEFEND if bot.defend else 0) | (IN_CONTROL if bot.control else 0)
        )
        self.values = card_values(view.rules, view.exposed)
        self.history = History(view, bot.infer) if bot.infer < 1.0 else None
        self.memo: dict[tuple[int, ...], list[int]] = {}
        #: The spot after each card played now (the same on every deal).
        self.afters: dict[Card, Spot] = {}

    def samples(self, cards: int, plays: int) -> int:
        if self.exact:
            return self.exact_samples
        most = max(MIN_SAMPLES, self.most_samples * self.budget // PLAY_BUDGET)
        return max(MIN_SAMPLES, min(most, self.budget // (cards * plays)))

    def weight(self, hands: list[Mask]) -> float:
        return self.history.weight(hands, self.values) if self.history is not None else 1.0

    def utilities(self, hands: list[Mask], cards: Sequence[Card], calm: int = 0) -> list[int]:
        seat = self.seat
        model = self.model | calm
        self.memo.clear()  # one table per deal, shared by the candidates
        out = []
        for card in cards:
            deal = list(hands)
            deal[seat] ^= 1 << card
            after = self.after(card)
            scores = (
                after.solve(deal, self.memo)
                if self.exact
                else after.playout(deal, self.values, seat, self.shoot, model)
            )
            out.append(utility(scores, seat))
        return out

    def after(self, card: Card) -> Spot:
        """The spot once we play ``card`` now (kept: the same on every deal)."""
        after = self.afters.get(card)
        if after is None:
            after = self.afters[card] = self.spot.after(card)
        return after

    def pairs_with(self, other: Evaluator) -> bool:
        """Whether ``other`` prices as this evaluator does but on the line that never goes for all the hearts
        (:data:`~.fast.NEVER_SHOOT`), this one's going for them: :meth:`both_lines` gives both."""
        if not isinstance(other, FastEvaluator) or not other.shoot >= NEVER_SHOOT > self.shoot:
            return False
        mine = (self.seat, self.spot, self.exact, self.model, self.values)
        return mine == (other.seat, other.spot, other.exact, other.model, other.values)

    def both_lines(self, hands: list[Mask], cards: Sequence[Card], calm: int = 0) -> tuple[list[int], list[int]]:
        """:meth:`utilities` on this evaluator's line and on the line that never goes for all the hearts.

        Each card's two playouts share their tricks until our seat would start to play on for all
        the hearts (:func:`~.fast.fast_playout_lines`): the same numbers as two evaluators', for less.
        """
        if self.exact:  # the exact search plays every seat for itself, on either line
            out = self.utilities(hands, cards, calm)
            return out, list(out)
        seat = self.seat
        model = self.model | calm
        shoot, never = [], []
        for card in cards:
            deal = list(hands)
            deal[seat] ^= 1 << card
            scores, other = self.after(card).playout_lines(deal, self.values, seat, self.shoot, model)
            shoot.append(utility(scores, seat))
            never.append(utility(other, seat))
        return shoot, never


class ReferenceEvaluator:
    """The rule policy on :class:`~.position.Position` objects (:func:`~.playout.playout`, :func:`~.playout.solve`)."""

    def __init__(self, view: SeatView) -> None:
        self.seat = view.seat
        self.pos = position_of(view)
        self.exact = view.hand.bit_count() <= REFERENCE_EXACT_CARDS

    def samples(self, cards: int, plays: int) -> int:
        return max(REFERENCE_MIN_SAMPLES, min(REFERENCE_MAX_SAMPLES, REFERENCE_PLAY_BUDGET // (cards * plays)))

    def weight(self, hands: list[Mask]) -> float:
        return 1.0

    def utilities(self, hands: list[Mask], cards: Sequence[Card], calm: int = 0) -> list[int]:
        evaluate = solve if self.exact else playout
        out = []
        for card in cards:
            child = self.pos.copy()
            child.hands = list(hands)
            child.play(card)
            out.append(utility(evaluate(child), self.seat))
        return out


def candidates(view: SeatView, favourite: Card) -> list[Card]:
    """One legal card per class of interchangeable cards: the ``favourite`` where it lies, else the highest."""
    classes = card_classes(view.legal, view.played, view.trick)
    return [favourite if m >> favourite & 1 else m.bit_length() - 1 for m in classes]


def sample_deals(view: SeatView, rng: Rng, count: int) -> list[list[Mask]]:
    """``count`` deals of the unseen cards consistent with what ``view`` shows (:class:`~.sampling.DealSampler`)."""
    held = [view.held_exposed(s) for s in range(4)]
    sampler = DealSampler(view.seat, view.hand, view.unseen(), list(view.hand_sizes), held, inferred_voids(view))
    return [sampler.sample(rng) for _ in range(count)]


def weighted_means(
    evaluator: Evaluator, deals: list[list[Mask]], cards: Sequence[Card], calms: Sequence[int] | None = None
) -> dict[Card, float]:
    """Each card's mean utility over ``deals``, weighted by the evaluator, in points.

    ``calms``: per deal, the seats that let runs go on it (none by default).
    """
    return weighted_line_means([evaluator], deals, cards, calms)[0]


def weighted_line_means(
    evaluators: Sequence[Evaluator], deals: list[list[Mask]], cards: Sequence[Card], calms: Sequence[int] | None = None
) -> list[dict[Card, float]]:
    """:func:`weighted_means` of each of the ``evaluators`` (lines, :meth:`HardBot.lines`), the deals weighted by
    the first; each deal is played out for all the lines at once (:func:`line_utilities`)."""
    totals = [[0.0] * len(cards) for _ in evaluators]
    norm = 0.0
    for k, hands in enumerate(deals):
        w = evaluators[0].weight(hands)
        norm += w
        utilities = line_utilities(evaluators, hands, [cards] * len(evaluators), calms[k] if calms else 0)
        for line, us in zip(totals, utilities, strict=True):
            for i, u in enumerate(us):
                line[i] += w * u
    return [{card: line[i] / norm / UTILITY_UNIT for i, card in enumerate(cards)} for line in totals]


def line_utilities(
    evaluators: Sequence[Evaluator], hands: list[Mask], cards: Sequence[Sequence[Card]], calm: int = 0
) -> list[list[int]]:
    """Each evaluator's :meth:`~Evaluator.utilities` of its ``cards`` on the deal ``hands`` (``calm``: the seats
    that let runs go on it), none for no cards.

    A line that goes for all the hearts and the line that never does, on the same cards, are played out
    together (:meth:`FastEvaluator.both_lines`): their playouts share every trick before the run.
    """
    if len(evaluators) == 2 and cards[0] == cards[1] and cards[0]:
        first, second = evaluators
        if isinstance(first, FastEvaluator) and first.pairs_with(second):
            return list(first.both_lines(hands, cards[0], calm))
    return [evaluator.utilities(hands, c, calm) if c else [] for evaluator, c in zip(evaluators, cards, strict=True)]


class Tally:
    """Each entry's (a line's index and a card) weighted utility over the deals it was played out on.

    The rows (each deal's weight and the utilities of the entries played out on it) give the noise of a
    difference of two entries, on the deals both were played out on.
    """

    def __init__(self, entries: Sequence[tuple[int, Card]]) -> None:
        self.entries = list(entries)
        self.sums = [0.0] * len(self.entries)
        self.norms = [0.0] * len(self.entries)
        self.rows: list[tuple[float, dict[int, int]]] = []

    def add(
        self,
        evaluators: Sequence[Evaluator],
        deals: list[list[Mask]],
        calms: Sequence[int] | None,
        active: Sequence[int] | None = None,
    ) -> None:
        """Play the ``active`` entries (indices, all by default) out on ``deals`` (``calms``: per deal, the seats that let runs go)."""
        chosen = range(len(self.entries)) if active is None else active
        lines = [[k for k in chosen if self.entries[k][0] == i] for i in range(len(evaluators))]
        cards = [[self.entries[k][1] for k in line] for line in lines]
        for d, hands in enumerate(deals):
            w = evaluators[0].weight(hands)
            row: dict[int, int] = {}
            for line, us in zip(lines, line_utilities(evaluators, hands, cards, calms[d] if calms else 0), strict=True):
                for k, u in zip(line, us, strict=True):
                    self.sums[k] += w * u
                    self.norms[k] += w
                    row[k] = u
            self.rows.append((w, row))

    def means(self) -> list[float]:
        """Each entry's weighted mean (points; 0 for one never played out)."""
        return [
            total / norm / UTILITY_UNIT if norm > 0 else 0.0 for total, norm in zip(self.sums, self.norms, strict=True)
        ]

    def noise(self, i: int, j: int) -> float:
        """The standard error (points) of the weighted mean difference of entries ``i`` and ``j`` on the deals of both."""
        both = [(w, row[i] - row[j]) for w, row in self.rows if i in row and j in row]
        norm = sum(w for w, _ in both)
        if norm <= 0 or len(both) < 2:
            return 0.0
        mean = sum(w * d for w, d in both) / norm
        spread = sum((w * (d - mean)) ** 2 for w, d in both)
        return float(spread**0.5 / norm / UTILITY_UNIT)

    def top(self, thresholds: Sequence[int]) -> int:
        """The entry with the best mean (on a tie the line that does not go for all the hearts, then the first)."""
        means = self.means()
        return max(range(len(means)), key=lambda k: (means[k], thresholds[self.entries[k][0]], -k))

    def unsure(self, top: int, errors: float, points: float) -> list[int]:
        """The entries below ``top`` by less than ``errors`` standard errors of their difference while that
        standard error is above ``points``: the deals cannot yet tell them from the top by the margin."""
        means = self.means()
        out = []
        for k in range(len(self.entries)):
            if k != top:
                noise = self.noise(top, k)
                if noise > points and means[top] - means[k] < errors * noise:
                    out.append(k)
        return out

    def close(self, entry: tuple[int, Card], top: int, errors: float) -> bool:
        """Whether ``entry`` (if in the tally) is below entry ``top`` by less than ``errors`` standard errors of their difference."""
        if entry not in self.entries:
            return False
        k = self.entries.index(entry)
        means = self.means()
        return k == top or means[top] - means[k] < errors * self.noise(top, k)


def best_card(means: dict[Card, float], favourite: Card, bonus: float) -> Card:
    """The card with the best mean, the ``favourite`` getting ``bonus`` points of head start (first on a tie)."""
    return max(means, key=lambda card: means[card] + (bonus if card == favourite else 0.0))


@dataclass(eq=False)
class HardBot:
    """The strongest level; also the source of the hints.

    The settings exist for measuring what each part is worth (the arena's
    ablations), each a keyword argument.
    """

    level = "hard"

    #: Card plays simulated per play decision.
    budget: int = PLAY_BUDGET
    #: False: play out with the rule policy instead of the bit-mask core.
    fast: bool = True
    #: Head start of the rule policy's card.
    bonus: float = POLICY_BONUS
    #: 1.0: sample deals uniformly (no inference).
    infer: float = MISS
    #: Whole-hand playouts per exposure decision.
    expose_budget: int = EXPOSE_BUDGET
    #: Search exactly with this many cards in hand or fewer (0: never).
    exact_cards: int = EXACT_CARDS
    #: Samples for the exact endgame.
    exact_samples: int = EXACT_SAMPLES
    #: The most deals sampled for a play at :data:`PLAY_BUDGET` (in proportion to the budget).
    most_samples: int = MAX_SAMPLES
    #: The playouts go for all the hearts from this many on (14: never).
    shoot: int = SHOOT_LEAST
    #: False: the other seats of the playouts never stop a run.
    defend: bool = True
    #: False: the other seats never go for all the hearts.
    rivals: bool = True
    #: False: price one line only (our seat goes for all the hearts from ``shoot`` of them on).
    choose_run: bool = True
    #: The chance that a seat whose habit is not shown defends (1: all defend, as before habits were read).
    defend_prior: float = DEFEND_PRIOR
    #: False: ignore what the plays show of the habits.
    read_habits: bool = True
    #: False: our seat of the playouts plays on for all the hearts without the top heart still out.
    control: bool = True
    #: Standard errors by which the best card must beat the rule policy's card (0: no such preference).
    favour: float = FAVOUR_ERRORS
    #: Rounds of as many deals again for the cards the deals cannot yet tell from the best (0: none).
    extend: int = EXTEND_ROUNDS
    #: A lead after a trick has this many times :attr:`budget`.
    lead_factor: float = LEAD_FACTOR
    #: The first lead of a hand has this many times :attr:`budget`.
    first_factor: float = FIRST_LEAD_FACTOR

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
        """The card to play of ``cards``, and whether its line goes for all the hearts (:meth:`favour_lines`, or priced in full)."""
        if self.fast and self.favour > 0.0 and not self.bonus:
            return self.favour_lines(view, cards, favourite, rng)
        means, running = self.price_lines(view, cards, rng)
        return best_card(means, favourite, self.bonus), running

    def favour_lines(self, view: SeatView, cards: Sequence[Card], favourite: Card, rng: Rng) -> tuple[Card, bool]:
        """:meth:`price_lines`'s best card and line, but the rule policy's card (``favourite``) where the best
        beats it on that line by less than :attr:`favour` standard errors of their difference on the deals.

        The best of many noisy means is biased up; the rule card holds where the search cannot tell them apart.
        """
        thresholds, evaluators, deals, calms = self.sampled_lines(view, len(cards), rng)
        tally = Tally([(i, card) for i in range(len(thresholds)) for card in cards])
        tally.add(evaluators, deals, calms)
        for _ in range(self.extend):
            contenders = self.contenders(tally, tally.top(thresholds), favourite)
            if not contenders:
                break
            more = sample_deals(view, rng, len(deals))
            tally.add(evaluators, more, self.calms(view, len(more), rng), contenders)
        top = tally.top(thresholds)
        line, card = tally.entries[top]
        if tally.close((line, favourite), top, self.favour):
            card = favourite
        return card, thresholds[line] < NEVER_SHOOT

    def contenders(self, tally: Tally, top: int, favourite: Card) -> list[int]:
        """The entries to play out on more deals: none while no entry is :meth:`Tally.unsure` beside the
        ``top``, else those, the top and the rule policy's card on the top's line."""
        unsure = tally.unsure(top, UNSURE_ERRORS, UNSURE_POINTS)
        if not unsure:
            return []
        rule = (tally.entries[top][0], favourite)
        return sorted({top, *unsure, *([tally.entries.index(rule)] if rule in tally.entries else [])})

    def evaluator(self, view: SeatView, budget: int | None = None, shoot: int | None = None) -> Evaluator:
        """This bot's evaluator for ``view`` (the fast one with ``budget`` card plays, or the reference)."""
        if not self.fast:
            return ReferenceEvaluator(view)
        return FastEvaluator(view, self, self.budget if budget is None else budget, shoot)

    def price_cards(
        self, view: SeatView, cards: Sequence[Card], rng: Rng, budget: int | None = None
    ) -> dict[Card, float]:
        """The weighted mean result (points: ours minus the others' mean) of playing each of ``cards`` now."""
        return self.price_lines(view, cards, rng, budget)[0]

    def line_values(
        self, view: SeatView, cards: Sequence[Card], rng: Rng, budget: int | None = None
    ) -> dict[Card, float]:
        """Each of ``cards``' weighted mean result (points) on its own better line: Hard chooses a card and a
        line together (:meth:`favour_lines`), so a card meant for the line that does not go for all the
        hearts is worth what it makes there, not what it makes on the line of another card."""
        _, priced = self.priced_lines(view, cards, rng, budget)
        return {card: max(line[card] for line in priced) for card in cards}

    def lines(self, view: SeatView) -> list[int]:
        """The shoot thresholds to price: going for all the hearts and not, while that is open to us."""
        if not (self.fast and self.choose_run) or view.hand.bit_count() <= self.exact_cards:
            return [self.shoot]
        if not holds_every_heart(view.collected, view.seat, 1) or self.shoot >= NEVER_SHOOT:
            return [self.shoot]
        return [self.shoot, NEVER_SHOOT]

    def price_lines(
        self, view: SeatView, cards: Sequence[Card], rng: Rng, budget: int | None = None
    ) -> tuple[dict[Card, float], bool]:
        """:meth:`price_cards` on the better of the :meth:`lines`, and whether that line goes for all the hearts.

        The lines share the sampled deals and the budget.
        """
        thresholds, priced = self.priced_lines(view, cards, rng, budget)
        # On a tie (no playout's run differs) the line that does not go for all the hearts.
        best = max(range(len(priced)), key=lambda i: (max(priced[i].values()), thresholds[i]))
        return priced[best], thresholds[best] < NEVER_SHOOT

    def priced_lines(
        self, view: SeatView, cards: Sequence[Card], rng: Rng, budget: int | None = None
    ) -> tuple[list[int], list[dict[Card, float]]]:
        """The :meth:`lines`' shoot thresholds and each line's weighted means of ``cards``, on the same deals."""
        thresholds, evaluators, deals, calms = self.sampled_lines(view, len(cards), rng, budget)
        return thresholds, weighted_line_means(evaluators, deals, cards, calms)

    def sampled_lines(
        self, view: SeatView, cards: int, rng: Rng, budget: int | None = None
    ) -> tuple[list[int], list[Evaluator], list[list[Mask]], list[int] | None]:
        """What pricing ``cards`` cards on every one of the :meth:`lines` starts from: the lines' shoot
        thresholds, an evaluator for each, and the deals sampled for them all with their :meth:`calms`."""
        thresholds = self.lines(view)
        budget = self.play_budget(view) if budget is None else budget
        evaluators = [self.evaluator(view, budget, shoot) for shoot in thresholds]
        plays = 4 * view.hand.bit_count() - len(view.trick)
        deals = sample_deals(view, rng, evaluators[0].samples(cards * len(thresholds), plays))
        return thresholds, evaluators, deals, self.calms(view, len(deals), rng)

    def play_budget(self, view: SeatView) -> int:
        """Card plays for a play decision of ``view``: :attr:`budget`, times :attr:`lead_factor` for a lead
        after a trick and :attr:`first_factor` for the first lead of a hand."""
        factor = 1.0 if view.trick else self.lead_factor if view.tricks else self.first_factor
        return round(self.budget * factor)

    def calms(self, view: SeatView, count: int, rng: Rng) -> list[int] | None:
        """For each of ``count`` sampled deals, the seats that let runs go (:mod:`.habits`); None: all defend."""
        if not (self.fast and self.defend) or self.defend_prior >= 1.0:
            return None
        shown = defence_shown(view) if self.read_habits else [UNKNOWN] * 4
        return [calm_seats(shown, view.seat, self.defend_prior, rng) for _ in range(count)]

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
        budget = self.expose_budget if self.fast else REFERENCE_EXPOSE_BUDGET
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
        if not self.fast:
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
