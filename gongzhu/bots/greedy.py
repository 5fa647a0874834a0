"""``greedy``: a one-trick sampler, the arena's sparring partner (never in a game).

It follows the published design of a bot from the Gong Zhu research
community, so that the arena can measure the other levels against a player
that is not built from this package's own rules of thumb:

- The player to move samples :data:`SAMPLES` deals of the unseen cards,
  consistent with everything public (voids shown, cards played, exposed
  cards still held), with :class:`~.sampling.DealSampler`.
- On each deal it looks at the current trick only. The last player to the
  trick picks the card best for itself in this trick alone: the fixed value
  of the point cards it wins (:func:`card_values`), plus a small relief for
  shedding a high card (:data:`BURDEN` per rank). An earlier player assumes
  that the later players pick the same way and searches their replies on
  that deal.
- A player's gain is its own result minus the mean of the others' (every
  player for themselves); the card with the best mean gain over the deals
  is played.

Exposures follow the rule of thumb (:func:`~.exposure.safe_exposure`).
The level is for ``python -m gongzhu arena`` only: :data:`gongzhu.game.LEVELS`
does not list it, so games, saves and the page refuse it.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import cardfacts
from ..cardfacts import trick_top
from ..cards import Card, Mask
from ..legal import legal_plays
from ..rng import Rng
from ..rules import Rules
from ..seatview import SeatView
from .base import Decision
from .explain import explain_play
from .exposure import SafeExposure
from .knowledge import inferred_voids, play_leader, position_of
from .playout import card_classes
from .sampling import DealSampler

#: Sampled deals per decision.
SAMPLES = 20
#: Relief for shedding a card, in points per rank (two = 0 … ace = 12).
BURDEN = 0.5
#: The fixed value of taking the transformer: about what doubling a typical
#: minus hand costs (its true effect depends on the rest of the pile).
TRANSFORMER_VALUE = -50


def card_values(rules: Rules, exposed: Mask) -> list[int]:
    """The fixed value of each card to the player who wins it, exposure included, ♣10 at :data:`TRANSFORMER_VALUE`."""
    return cardfacts.card_values(rules, exposed, TRANSFORMER_VALUE)


class _Trick:
    """One sampled deal's current trick, searched to its end.

    Masks and ints only, and ``// 13`` / ``% 13`` written out: this runs for
    every card of every reply on every sampled deal.
    """

    __slots__ = ("exposed", "hands", "led_suits", "played", "values")

    def __init__(self, hands: list[Mask], played: Mask, exposed: Mask, led_suits: int, values: list[int]) -> None:
        self.hands = hands
        self.played = played
        self.exposed = exposed
        self.led_suits = led_suits
        self.values = values

    def rest(self, seat: int, cards: list[Card], leader: int) -> tuple[int, int]:
        """The trick's winner and value when ``seat`` and those after it play greedily.

        ``cards`` is the trick so far (led by ``leader``).
        """
        led = cards[0] // 13
        legal = legal_plays(self.hands[seat], led, self.exposed, self.led_suits)
        best: tuple[int, int] = (0, 0)
        best_gain = -1e18
        played = self.played
        for c in cards:
            played |= 1 << c
        for cls in card_classes(legal, played, cards):
            card = cls.bit_length() - 1
            winner, value = self.finish(seat, cards, leader, card)
            gain = (value if winner == seat else -value / 3) + BURDEN * (card % 13)
            if gain > best_gain:
                best_gain = gain
                best = (winner, value)
        return best

    def finish(self, seat: int, cards: list[Card], leader: int, card: Card) -> tuple[int, int]:
        """Winner and value of the trick after ``seat`` adds ``card``."""
        trick = [*cards, card]
        if len(trick) < 4:
            return self.rest((seat + 1) & 3, trick, leader)
        best = trick_top(trick)
        values = self.values
        return (leader + best) & 3, values[trick[0]] + values[trick[1]] + values[trick[2]] + values[trick[3]]


#: Each candidate card's gain on one sampled deal (the four hands).
Gains = Callable[[list[Mask], list[Card]], list[float]]


def sampled_choice(view: SeatView, rng: Rng, gains: Gains) -> Decision:
    """The card of one per class of interchangeable cards with the best total ``gains`` over :data:`SAMPLES` deals."""
    pos = position_of(view)
    seat = view.seat
    legal = view.legal
    cands = [cls.bit_length() - 1 for cls in card_classes(legal, view.played, view.trick)]
    if len(cands) == 1:
        return Decision(explain_play(pos, seat, cands[0], legal), card=cands[0])
    voids = inferred_voids(view)
    sampler = DealSampler(
        seat, view.hand, view.unseen(), list(view.hand_sizes), [view.held_exposed(s) for s in range(4)], voids
    )
    totals = [0.0] * len(cands)
    for _ in range(SAMPLES):
        for i, gain in enumerate(gains(sampler.sample(rng), cands)):
            totals[i] += gain
    best = max(range(len(cands)), key=totals.__getitem__)
    card = cands[best]
    return Decision(explain_play(pos, seat, card, legal), card=card)


class GreedyBot(SafeExposure):
    """The best card for this trick alone, over 20 sampled deals."""

    level = "greedy"

    def choose_play(self, view: SeatView, rng: Rng) -> Decision:
        seat = view.seat
        values = card_values(view.rules, view.exposed)
        leader = play_leader(view)
        cards = list(view.trick)

        def gains(hands: list[Mask], cands: list[Card]) -> list[float]:
            trick = _Trick(hands, view.played, view.exposed, view.led_suits, values)
            out = []
            for card in cands:
                winner, value = trick.finish(seat, cards, leader, card)
                out.append((value if winner == seat else -value / 3) + BURDEN * (card % 13))
            return out

        return sampled_choice(view, rng, gains)
