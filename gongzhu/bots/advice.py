"""The hint's card with Hard's prices, and a reason read from what separates it from the next best card.

:func:`advise_play` makes Hard's own decision (:meth:`.hard.HardBot.price_play`, the same card) with its
tally recording who took which point cards at the end of each playout. Each card's price is its mean
result (points: ours minus the others' mean) on its better line, with the noise of its difference
from the hinted card's on the deals both were played out on.

Where the rules of thumb of :mod:`.explain` name no reason (``on_balance``), the reason is read from
the prices. The hinted card is compared with the next best card on the same deals, part by part
(a part *separates* them when it does by more than its noise and by a point at least):
each part is what the point cards of one kind are worth to us at the end of a playout (our result
less our result with those cards taken out of every pile): the pig, the goat, the transformer, the
hearts (the run for all of them included). The reasons, the first that holds:

- ``keep_run_open`` — the hearts separate the cards and the hinted card makes our run for all the
  hearts more likely, by two deals in a hundred at least (``chance``: how often it succeeds);
- ``make_void`` — the whole results separate the cards and the hinted card, unlike the next,
  leaves us void in its suit (``suit``);
- ``take_lead`` — the same, and the hinted card takes the trick (not a cheap one: that is
  ``win_cheap``), the next does not;
- else by the parts that separate them, the most first, the first whose card moves the way its
  reason says (by two deals in a hundred at least): the pig less often ours (``keep_pig_guard`` when we hold it
  and the next card is a spade under it, ``shed_before_pig`` when the hinted card is the higher and
  does not win the trick, else ``avoid_pig``), the goat more often ours (``save_goat`` when we hold
  it, else ``hunt_goat``), the transformer less or more often ours (``give_transformer``,
  ``win_transformer``), the hearts (``shed_before_hearts`` as for the pig, else ``avoid_hearts``),
  each with our chance of taking that card (``chance`` with the hinted card, ``other`` with the
  next, ``card``) or the points it gains (``points``);
- ``on_balance`` — no part separates them by more than its noise.

The next best card is the best that does not end as the hinted card does on every deal; where every
card does, the reason is ``all_alike``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NamedTuple

from ..cardfacts import ABOVE, trick_top
from ..cards import (
    FULL_DECK,
    GOAT,
    GOAT_BIT,
    HEART_MASK,
    PIG,
    PIG_BIT,
    SPADES,
    SUIT_MASKS,
    TRANSFORMER_BIT,
    Card,
    Mask,
    card_name,
    rank_of,
    suit_of,
)
from ..reasons import Reason
from ..rng import Rng
from ..seatview import SeatView
from .explain import explain_play
from .hard import HardBot, PricedPlay, candidates
from .knowledge import position_of
from .playout import UTILITY_UNIT, card_classes, utility
from .points import final_scores
from .policy import policy_play
from .tally import weighted_gap

#: The parts of a result, by the point cards they stand for.
PARTS: dict[str, Mask] = {"pig": PIG_BIT, "goat": GOAT_BIT, "transformer": TRANSFORMER_BIT, "hearts": HEART_MASK}
#: How much more (or less) often our pile must end with a part's card (the run: all the hearts) with the
#: hinted card than with the next, for the reason that says so.
CHANCE_MARGIN = 0.02
#: The fewest points a part (or the whole result) must separate the cards by, whatever its noise: a
#: tenth of a point on exact searches is no reason to give.
LEAST_GAIN = 1.0


class Price(NamedTuple):
    """One class of interchangeable legal cards, as Hard priced it."""

    #: The cards (the first the one priced).
    cards: list[Card]
    #: Mean result, points.
    value: float
    #: Standard error of its difference from the hinted card's (0 for the hinted card).
    noise: float
    #: Whether it ends as the hinted card does on every deal (the hinted card too).
    alike: bool = True


class Numbers(NamedTuple):
    """A reason's numbers, where it gives them."""

    #: The next best card (a code).
    card: str = ""
    #: A suit letter (``make_void``).
    suit: str = ""
    #: How often (0 to 1) our pile ends with the part's card with the hinted card, and with the next.
    chance: float | None = None
    other: float | None = None
    #: Points gained against the next card.
    points: float | None = None


@dataclass(frozen=True)
class PlayAdvice:
    """The hinted card, its reason and the reason's numbers, and every legal card's price (the hinted card first)."""

    card: Card
    reason: Reason
    numbers: Numbers = field(default_factory=Numbers)
    prices: list[Price] = field(default_factory=list)


class Part(NamedTuple):
    """What one part (or the whole result) is worth with the hinted card more than with the next."""

    gain: float
    noise: float

    def separates(self) -> bool:
        """Whether it separates the cards: by more than its noise, and by :data:`LEAST_GAIN` at least."""
        return self.gain > self.noise and self.gain >= LEAST_GAIN


def advise_play(bot: HardBot, view: SeatView, rng: Rng) -> PlayAdvice:
    """Hard's card for ``view`` (as :meth:`~.hard.HardBot.choose_play` with the same ``rng``), why, and the prices."""
    pos = position_of(view)
    favourite = policy_play(pos, view.seat, view.legal)
    cards = candidates(view, favourite)
    if len(cards) <= 1 or not bot.settings.shipped_route:
        decision = bot.choose_play(view, rng)
        assert decision.card is not None
        return PlayAdvice(decision.card, decision.reason)
    priced = bot.price_play(view, cards, favourite, rng, record=True)
    reason = explain_play(pos, view.seat, priced.card, view.legal, priced.running)
    prices = card_prices(view, priced)
    numbers = Numbers()
    if reason == Reason.ON_BALANCE:
        # Against the best card that does not end as the hinted one on every deal.
        other = next((price.cards[0] for price in prices[1:] if not price.alike), None)
        if other is None:
            reason = Reason.ALL_ALIKE
        else:
            reason, numbers = priced_reason(view, priced, priced.tally.best_entry(other))
    return PlayAdvice(priced.card, reason, numbers, prices)


def card_prices(view: SeatView, priced: PricedPlay) -> list[Price]:
    """Each class of legal cards priced by its card's entry on its better line (the hinted card on its own), the
    hinted card first, then best first: the hinted card's mean, less its mean difference from each other card on
    the deals both were played out on (a card played out on more deals is not priced on other deals)."""
    tally = priced.tally
    means = tally.means()
    out = []
    for members in card_classes(view.legal, view.played, view.trick):
        group = [c for c in range(52) if members >> c & 1]
        card = priced.card if priced.card in group else next(c for _, c in tally.entries if c in group)
        k = priced.entry if card == priced.card else priced.tally.best_entry(card)
        gap, noise = tally.gap(priced.entry, k) if k != priced.entry else (0.0, 0.0)
        value = means[priced.entry] - gap
        out.append(
            Price([card, *(c for c in group if c != card)], round(value, 1), round(noise, 1), _alike(gap, noise))
        )
    return sorted(out, key=lambda p: (p.cards[0] != priced.card, -p.value))


def _alike(gap: float, noise: float) -> bool:
    """Whether a card ends as the hinted card does on every deal both were played out on."""
    return abs(gap) < 1e-9 and noise < 1e-9


def priced_reason(view: SeatView, priced: PricedPlay, other: int) -> tuple[Reason, Numbers]:
    """The reason the prices give for the hinted card against the entry ``other`` (the next best card)."""
    best, next_card = priced.card, priced.tally.entries[other][1]
    results = Results(view, priced, other)
    code = card_name(next_card)
    whole = Part(results.means[0] - results.means[1], priced.tally.noise(priced.entry, other))
    parts = {name: results.part(mask) for name, mask in PARTS.items()}
    hearts = parts["hearts"]
    run = results.chances(HEART_MASK, every=True)
    if hearts.separates() and run[0] - run[1] >= CHANCE_MARGIN:
        return Reason.KEEP_RUN_OPEN, Numbers(code, chance=run[0], other=run[1])
    if whole.separates():
        move = _move_reason(view, best, next_card)
        if move is not None:
            return move, Numbers(code, "SHDC"[suit_of(best)], points=round(whole.gain, 1))
    for name, part in sorted(parts.items(), key=lambda item: item[1].noise - item[1].gain):
        if not part.separates():
            break
        if name == "hearts":
            shed = _sheds(view, best, next_card)
            return Reason.SHED_BEFORE_HEARTS if shed else Reason.AVOID_HEARTS, Numbers(code, points=round(part.gain, 1))
        mine, theirs = results.chances(PARTS[name])
        given = _part_reason(view, name, mine, theirs, best, next_card)
        if given is not None:
            return given, Numbers(code, chance=mine, other=theirs)
    return Reason.ON_BALANCE, Numbers()


def _part_reason(view: SeatView, name: str, mine: float, theirs: float, best: Card, next_card: Card) -> Reason | None:
    """The reason for the part ``name`` that separates the cards, where our chance of ending with its card
    (``mine`` with the hinted card, ``theirs`` with the next) moves the way the reason says; else None."""
    if abs(mine - theirs) < CHANCE_MARGIN:
        return None
    if name == "pig":
        if mine > theirs:
            return None
        if view.hand & PIG_BIT and suit_of(next_card) == SPADES and next_card < PIG and best != PIG:
            return Reason.KEEP_PIG_GUARD
        return Reason.SHED_BEFORE_PIG if _sheds(view, best, next_card) else Reason.AVOID_PIG
    if name == "goat":
        if mine < theirs:
            return None
        return Reason.SAVE_GOAT if view.hand >> GOAT & 1 else Reason.HUNT_GOAT
    return Reason.GIVE_TRANSFORMER if mine < theirs else Reason.WIN_TRANSFORMER


def _move_reason(view: SeatView, best: Card, next_card: Card) -> Reason | None:
    """What the hinted card does that the next does not: make a void, or take the trick."""
    if _voids(view, best) and not _voids(view, next_card):
        return Reason.MAKE_VOID
    if view.trick and _wins(view, best) and not _wins(view, next_card):
        return Reason.TAKE_LEAD
    return None


def _voids(view: SeatView, card: Card) -> bool:
    """Whether playing ``card`` leaves the hand without its suit (and with other cards)."""
    rest = view.hand & ~(1 << card)
    return bool(rest) and not rest & SUIT_MASKS[suit_of(card)]


def _wins(view: SeatView, card: Card) -> bool:
    """Whether ``card`` goes on top of the trick in play."""
    return trick_top([*view.trick, card]) == len(view.trick)


def _sheds(view: SeatView, best: Card, next_card: Card) -> bool:
    """Whether the hinted card is a higher card given up now, the next kept back: it does not win
    the trick (nor, on a lead, stay unbeatable) and ranks above the next."""
    if rank_of(best) <= rank_of(next_card):
        return False
    if view.trick:
        return not _wins(view, best)
    unseen = FULL_DECK & ~view.hand & ~view.played
    return bool(unseen & ABOVE[best])


class Results:
    """The recorded playouts of the hinted card's entry and ``other``'s, on the deals both were played out on."""

    def __init__(self, view: SeatView, priced: PricedPlay, other: int) -> None:
        assert priced.tally.piles is not None, "price_play(record=True) keeps the piles"
        self.view = view
        self.rows: list[tuple[float, list[Mask], list[Mask]]] = []
        for (w, _), piles in zip(priced.tally.rows, priced.tally.piles, strict=True):
            a, b = piles.get(priced.entry), piles.get(other)
            if a and b:
                self.rows.append((w, a, b))
        self.norm = sum(w for w, _, _ in self.rows)
        #: Each row's result with the hinted card and with the other, worked out once.
        self.results = [(self._u(a), self._u(b)) for _, a, b in self.rows]
        self.means = (self._mean(lambda k: self.results[k][0]), self._mean(lambda k: self.results[k][1]))

    def _u(self, piles: list[Mask], without: Mask = 0) -> float:
        kept = [p & ~without for p in piles]
        return utility(final_scores(kept, self.view.exposed, self.view.rules), self.view.seat) / UTILITY_UNIT

    def _mean(self, of: Callable[[int], float]) -> float:
        """The weighted mean over the rows of ``of`` (a row's index)."""
        if self.norm <= 0:
            return 0.0
        return float(sum(w * of(k) for k, (w, _, _) in enumerate(self.rows)) / self.norm)

    def part(self, mask: Mask) -> Part:
        """What the cards of ``mask`` are worth to us with the hinted card more than with the other, and its noise."""
        if self.norm <= 0 or len(self.rows) < 2:
            return Part(0.0, 0.0)
        diffs = [
            (w, (mine - self._u(a, mask)) - (theirs - self._u(b, mask)))
            for (w, a, b), (mine, theirs) in zip(self.rows, self.results, strict=True)
        ]
        return Part(*weighted_gap(diffs))

    def chances(self, mask: Mask, every: bool = False) -> tuple[float, float]:
        """How often our pile ends with a card of ``mask`` (``every``: all of them), with the hinted card and the other."""
        seat = self.view.seat

        def has(piles: list[Mask]) -> bool:
            held = piles[seat] & mask
            return held == mask if every else bool(held)

        return (
            round(self._mean(lambda k: float(has(self.rows[k][1]))), 2),
            round(self._mean(lambda k: float(has(self.rows[k][2]))), 2),
        )
