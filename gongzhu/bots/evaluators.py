"""What a candidate card is worth on one sampled deal: the evaluators Hard prices its cards with.

:class:`FastEvaluator` plays the rest of the hand out with the bit-mask core
(:meth:`~.fast.Spot.playout`), or searches it exactly near the end
(:meth:`~.fast.Spot.solve`), and weights each deal by how well it explains
the plays seen (:mod:`.inference`); it prices both of Hard's lines (going for
all the hearts and not) in one pass (:meth:`FastEvaluator.both_lines`).
:class:`ReferenceEvaluator` is the slow reference on the rule policy
(:mod:`.playout`), for the ablation ``rule-playouts`` and the tests.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from ..cardfacts import card_values, heart_runner
from ..cards import Card, Mask
from ..rules import Rules
from ..seatview import SeatView
from .fast import DEFEND, IN_CONTROL, NEVER_SHOOT, RIVALS_SHOOT, Spot, trick_replies
from .hard_settings import (
    MIN_SAMPLES,
    PLAY_BUDGET,
    REFERENCE_EXACT_CARDS,
    REFERENCE_MAX_SAMPLES,
    REFERENCE_MIN_SAMPLES,
    REFERENCE_PLAY_BUDGET,
    HardSettings,
)
from .inference import History
from .knowledge import position_of
from .lookahead import LOOK_MODES
from .playout import playout, solve, utility


class Evaluator(Protocol):
    """Prices candidate cards on sampled deals (:class:`FastEvaluator`, :class:`ReferenceEvaluator`)."""

    def samples(self, cards: int, plays: int) -> int:
        """How many deals to sample for ``cards`` candidates with ``plays`` card plays left in the hand."""
        ...

    def weight(self, hands: list[Mask]) -> float:
        """How much the sampled deal ``hands`` counts."""
        ...

    def utilities(
        self, hands: list[Mask], cards: Sequence[Card], calm: int = 0, piles: list[list[Mask]] | None = None
    ) -> list[int]:
        """Our :func:`~.playout.utility` after playing each of ``cards`` now, on the deal ``hands``.

        ``calm``: the seats that let runs go on this deal (:func:`~.habits.calm_seats`).
        ``piles``: if given, for each card the point cards each seat took by the end are appended
        (an empty list where they are not known: the reference's exact search).
        """
        ...


class FastEvaluator:
    """The bit-mask core: :func:`~.fast.fast_playout`, or :func:`~.fast.fast_solve` near the end; deals weighted by inference."""

    def __init__(self, view: SeatView, settings: HardSettings, budget: int, shoot: int | None = None) -> None:
        self.seat = view.seat
        self.spot = Spot.of(position_of(view))
        self.exact = view.hand.bit_count() <= settings.exact_cards
        #: The look-ahead's model bits for this decision: none at a lead unless :attr:`~.HardSettings.look_leads`.
        look = LOOK_MODES[settings.lookahead] if settings.look_leads or view.trick else 0
        self.budget = round(budget / settings.look_share) if look else budget
        #: The seats after ours in the current trick reply by their playouts (:func:`~.fast.trick_replies`), for this
        #: many times the playouts (an estimate: the deals are cut by it).
        self.replies = (
            settings.replies and not self.exact and (settings.reply_runs or heart_runner(view.collected, 1) is None)
        )
        self.reply_cost = 1.0 + settings.reply_share * (3 - len(view.trick)) if self.replies else 1.0
        self.exact_samples = settings.exact_samples
        self.most_samples = settings.most_samples
        self.shoot = settings.shoot if shoot is None else shoot
        self.model = (
            (RIVALS_SHOOT if settings.rivals else 0)
            | (DEFEND if settings.defend else 0)
            | (IN_CONTROL if settings.control else 0)
            | look
        )
        self.values = card_values(view.rules, view.exposed, settings.transformer)
        self.history = (
            History(view, settings.infer, settings.infer_leads, settings.infer_discards, settings.infer_classes)
            if settings.infer < 1.0
            else None
        )
        self.memo: dict[tuple[int, ...], list[int]] = {}
        #: The spot after each card played now (the same on every deal).
        self.afters: dict[Card, Spot] = {}

    #: What a copy in another worker needs to price cards as this one does (:meth:`portable`).
    PORTABLE = ("seat", "exact", "budget", "replies", "reply_cost", "exact_samples", "most_samples", "shoot", "model")

    def portable(self) -> dict[str, Any]:
        """This evaluator as JSON-ready data, for :meth:`from_portable` in another worker (:mod:`.offload`).

        The inference (:attr:`history`) stays here: the copy prices cards, the deals' weights are this one's.
        """
        spot = self.spot
        fields: dict[str, Any] = {name: getattr(self, name) for name in self.PORTABLE}
        fields["values"] = list(self.values)
        fields["spot"] = [
            spot.leader,
            list(spot.trick),
            spot.played,
            list(spot.collected),
            spot.exposed,
            spot.led_suits,
            spot.rules.to_dict(),
            spot.forced,
        ]
        return fields

    @classmethod
    def from_portable(cls, fields: dict[str, Any]) -> FastEvaluator:
        """A copy of the evaluator that gave ``fields`` (:meth:`portable`): the same :meth:`utilities` and
        :meth:`both_lines`, and every deal weighing 1 (:meth:`weight`)."""
        copy = cls.__new__(cls)
        for name in cls.PORTABLE:
            setattr(copy, name, fields[name])
        copy.values = list(fields["values"])
        leader, trick, played, collected, exposed, led_suits, rules, forced = fields["spot"]
        copy.spot = Spot(
            leader, tuple(trick), played, tuple(collected), exposed, led_suits, Rules.from_dict(rules), forced
        )
        copy.history = None
        copy.memo = {}
        copy.afters = {}
        return copy

    def samples(self, cards: int, plays: int) -> int:
        if self.exact:
            return self.exact_samples
        most = max(MIN_SAMPLES, self.most_samples * self.budget // PLAY_BUDGET)
        return max(MIN_SAMPLES, min(most, int(self.budget / self.reply_cost) // (cards * plays)))

    def weight(self, hands: list[Mask]) -> float:
        return self.history.weight(hands, self.values) if self.history is not None else 1.0

    def utilities(
        self, hands: list[Mask], cards: Sequence[Card], calm: int = 0, piles: list[list[Mask]] | None = None
    ) -> list[int]:
        seat = self.seat
        model = self.model | calm
        self.memo.clear()  # one table per deal, shared by the candidates
        out = []
        for card in cards:
            deal = list(hands)
            deal[seat] ^= 1 << card
            after = self.after(card)
            end: list[Mask] | None = None if piles is None else []
            if self.exact:
                scores = after.solve(deal, self.memo)
                if end is not None:
                    end = after.solved_piles(deal, self.memo)
            elif self.replies and after.trick:
                if end is not None:  # a replied trick's cards are chosen by playouts whose piles are not kept
                    raise ValueError("the piles are not recorded with trick replies (setting replies)")
                after, replied = trick_replies(after, deal, self.values, seat, self.shoot, model)
                scores = replied or after.playout(deal, self.values, seat, self.shoot, model)
            else:
                scores = after.playout(deal, self.values, seat, self.shoot, model, end)
            if piles is not None and end is not None:
                piles.append(end)
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

    def both_lines(
        self,
        hands: list[Mask],
        cards: Sequence[Card],
        calm: int = 0,
        piles: tuple[list[list[Mask]], list[list[Mask]]] | None = None,
    ) -> tuple[list[int], list[int]]:
        """:meth:`utilities` on this evaluator's line and on the line that never goes for all the hearts
        (``piles``: one list for each line, as :meth:`utilities` takes it).

        Each card's two playouts share their tricks until our seat would start to play on for all
        the hearts (:func:`~.fast.fast_playout_lines`): the same numbers as two evaluators', for less.
        """
        if self.exact:  # the exact search plays every seat for itself, on either line
            out = self.utilities(hands, cards, calm, None if piles is None else piles[0])
            if piles is not None:
                piles[1].extend(piles[0][-len(cards) :] if cards else [])
            return out, list(out)
        seat = self.seat
        model = self.model | calm
        shoot, never = [], []
        for card in cards:
            deal = list(hands)
            deal[seat] ^= 1 << card
            ends: tuple[list[Mask], list[Mask]] | None = None if piles is None else ([], [])
            after = self.after(card)
            if self.replies and after.trick:
                if ends is not None:
                    raise ValueError("the piles are not recorded with trick replies (setting replies)")
                after, _ = trick_replies(after, deal, self.values, seat, self.shoot, model)
            scores, other = after.playout_lines(deal, self.values, seat, self.shoot, model, ends)
            if piles is not None and ends is not None:
                piles[0].append(ends[0])
                piles[1].append(ends[1])
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

    def utilities(
        self, hands: list[Mask], cards: Sequence[Card], calm: int = 0, piles: list[list[Mask]] | None = None
    ) -> list[int]:
        evaluate = solve if self.exact else playout
        out = []
        for card in cards:
            child = self.pos.copy()
            child.hands = list(hands)
            child.play(card)
            out.append(utility(evaluate(child), self.seat))
            if piles is not None:
                piles.append([] if self.exact else list(child.collected))
        return out


def line_utilities(
    evaluators: Sequence[Evaluator],
    hands: list[Mask],
    cards: Sequence[Sequence[Card]],
    calm: int = 0,
    piles: Sequence[list[list[Mask]]] | None = None,
) -> list[list[int]]:
    """Each evaluator's :meth:`~Evaluator.utilities` of its ``cards`` on the deal ``hands`` (``calm``: the seats
    that let runs go on it), none for no cards; ``piles``: one list for each evaluator, as it takes them.

    A line that goes for all the hearts and the line that never does, on the same cards, are played out
    together (:meth:`FastEvaluator.both_lines`): their playouts share every trick before the run.
    """
    if len(evaluators) == 2 and cards[0] == cards[1] and cards[0]:
        first, second = evaluators
        if isinstance(first, FastEvaluator) and first.pairs_with(second):
            both = None if piles is None else (piles[0], piles[1])
            return list(first.both_lines(hands, cards[0], calm, both))
    ends: Sequence[list[list[Mask]] | None] = piles if piles is not None else [None] * len(evaluators)
    return [
        evaluator.utilities(hands, c, calm, end) if c else []
        for evaluator, c, end in zip(evaluators, cards, ends, strict=True)
    ]
