"""Candidate cards priced over sampled deals: weighted means, line by line, and the :class:`Tally` with its noise.

Each deal counts by its weight (:func:`.hard.weighted_deals`);
a line is one evaluator (:meth:`.hard.HardBot.thresholds`), and the two lines of a card
are played out together where they can be (:func:`line_utilities`).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ..cards import Card, Mask
from . import offload
from .evaluators import Evaluator, line_utilities
from .playout import UTILITY_UNIT


def line_means(
    evaluators: Sequence[Evaluator],
    deals: list[list[Mask]],
    weights: Sequence[float],
    cards: Sequence[Card],
    calms: Sequence[int] | None = None,
) -> list[dict[Card, float]]:
    """Each line's (one of the ``evaluators``) mean utility of each of ``cards`` over ``deals``, in points.

    Each deal counts by its one of ``weights``, and is played out for all the lines at once
    (:func:`line_utilities`); ``calms``: per deal, the seats that let runs go on it (none by default).
    """
    totals = [[0.0] * len(cards) for _ in evaluators]
    norm = 0.0
    for k, (hands, w) in enumerate(zip(deals, weights, strict=True)):
        norm += w
        utilities = line_utilities(evaluators, hands, [cards] * len(evaluators), calms[k] if calms else 0)
        for line, us in zip(totals, utilities, strict=True):
            for i, u in enumerate(us):
                line[i] += w * u
    return [{card: line[i] / norm / UTILITY_UNIT for i, card in enumerate(cards)} for line in totals]


def weighted_gap(diffs: Sequence[tuple[float, float]]) -> tuple[float, float]:
    """The weighted mean of ``diffs`` ((weight, difference) of one deal each) and its standard error
    (0 for fewer than two deals; (0, 0) for no weight).

    >>> [round(x, 3) for x in weighted_gap([(1.0, 2.0), (1.0, 4.0)])]
    [3.0, 0.707]
    """
    norm = sum(w for w, _ in diffs)
    if norm <= 0:
        return 0.0, 0.0
    mean = sum(w * d for w, d in diffs) / norm
    if len(diffs) < 2:
        return mean, 0.0
    spread = sum((w * (d - mean)) ** 2 for w, d in diffs)
    return mean, spread**0.5 / norm


class Tally:
    """Each entry's (a line's index and a card) weighted utility over the deals it was played out on.

    The rows (each deal's weight and the utilities of the entries played out on it) give the noise of a
    difference of two entries, on the deals both were played out on.
    """

    def __init__(self, entries: Sequence[tuple[int, Card]], record: bool = False) -> None:
        self.entries = list(entries)
        self.sums = [0.0] * len(self.entries)
        self.norms = [0.0] * len(self.entries)
        self.rows: list[tuple[float, dict[int, int]]] = []
        #: With ``record``: for each row, the point cards each seat took by the end, by entry
        #: (:mod:`.advice` reads what separates the cards from them); the prices are the same.
        self.piles: list[dict[int, list[Mask]]] | None = [] if record else None

    def add(
        self,
        evaluators: Sequence[Evaluator],
        deals: list[list[Mask]],
        weights: Sequence[float],
        calms: Sequence[int] | None,
        active: Sequence[int] | None = None,
    ) -> None:
        """Play the ``active`` entries (indices, all by default) out on ``deals``, each counting by its one of
        ``weights`` (``calms``: per deal, the seats that let runs go)."""
        chosen = range(len(self.entries)) if active is None else active
        lines = [[k for k in chosen if self.entries[k][0] == i] for i in range(len(evaluators))]
        cards = [[self.entries[k][1] for k in line] for line in lines]
        # Played out in one go, some of it by the page's helper workers, unless the piles are kept.
        found = None if self.piles is not None else offload.deal_utilities(evaluators, deals, cards, calms)
        for d, (hands, w) in enumerate(zip(deals, weights, strict=True)):
            row: dict[int, int] = {}
            ends: list[list[list[Mask]]] | None = None if self.piles is None else [[] for _ in lines]
            utilities = (
                found[d]
                if found is not None
                else line_utilities(evaluators, hands, cards, calms[d] if calms else 0, ends)
            )
            for line, us in zip(lines, utilities, strict=True):
                for k, u in zip(line, us, strict=True):
                    self.sums[k] += w * u
                    self.norms[k] += w
                    row[k] = u
            self.rows.append((w, row))
            if self.piles is not None and ends is not None:
                self.piles.append(
                    {k: end for line, got in zip(lines, ends, strict=True) for k, end in zip(line, got, strict=True)}
                )

    def means(self) -> list[float]:
        """Each entry's weighted mean (points; 0 for one never played out)."""
        return [
            total / norm / UTILITY_UNIT if norm > 0 else 0.0 for total, norm in zip(self.sums, self.norms, strict=True)
        ]

    def noise(self, i: int, j: int) -> float:
        """The standard error (points) of the weighted mean difference of entries ``i`` and ``j`` on the deals of both."""
        return self.gap(i, j)[1]

    def gap(self, i: int, j: int) -> tuple[float, float]:
        """The weighted mean difference (points) of entries ``i`` and ``j`` on the deals of both, and its standard
        error (0 for fewer than two deals)."""
        mean, error = weighted_gap([(w, row[i] - row[j]) for w, row in self.rows if i in row and j in row])
        return float(mean / UTILITY_UNIT), float(error / UTILITY_UNIT)

    def best_entry(self, card: Card, within: Collection[int] | None = None) -> int:
        """The entry of ``card`` with the best mean (its better line; on a tie the first), among ``within``
        where the card has an entry there."""
        means = self.means()
        entries = [k for k, (_, c) in enumerate(self.entries) if c == card]
        if within is not None:
            entries = [k for k in entries if k in within] or entries
        return max(entries, key=lambda k: means[k])

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
