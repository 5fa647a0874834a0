"""``defender``: the one-trick sampler that also stops all-hearts runs (arena only).

It plays as :mod:`.greedy` does — :data:`~.greedy.SAMPLES` sampled deals,
the current trick searched to its end with every later player picking the
card best for itself in this trick alone — with one more term in every
player's gain, the habit of a seasoned player:

- A *runner* is a rival who has taken every heart taken so far (at least
  one), so that every heart still out could yet reach it.
- A trick with a heart in it that the runner does not win breaks the run:
  worth :func:`stake` to the seat that takes it, and a share
  (:data:`OTHER_BREAK`) of that to the other seats that are not the runner.
- A heart trick the runner wins feeds the run: it costs every other seat
  the stake.

The stake grows with the hearts the runner holds (:data:`STAKE_PER_HEART`
each, up to :data:`STAKE_MOST`), doubled when ♥A is exposed, so that a run
is stopped cheaply early and at a real cost late.

Exposures follow the rule of thumb, as greedy's do. Like ``greedy`` the
level is for ``python -m gongzhu arena`` only: games, saves and the page
refuse it (:data:`gongzhu.game.LEVELS` does not list it).
"""

from __future__ import annotations

from ..cardfacts import heart_runner, trick_top
from ..cards import HEART_ACE, HEART_MASK, Card, Mask
from ..legal import legal_plays
from ..rng import Rng
from ..seatview import SeatView
from .base import Decision
from .greedy import BURDEN, GreedyBot, card_values, sampled_choice
from .knowledge import play_leader
from .playout import card_classes

#: What breaking a run is worth per heart the runner has taken, and at most.
STAKE_PER_HEART = 15
STAKE_MOST = 150
#: Share of the stake a seat counts when another seat (not the runner) breaks the run.
OTHER_BREAK = 0.5

#: A trick's outcome: its winner, the value of its cards, and the cards.
TrickOutcome = tuple[int, int, Mask]


def runner_of(collected: tuple[Mask, ...] | list[Mask]) -> tuple[int, int]:
    """The seat that has taken every heart taken so far and how many, or ``(-1, 0)``.

    >>> from ..cards import parse_cards
    >>> runner_of([0, parse_cards("5H QH QS"), 0, parse_cards("9C")])
    (1, 2)
    >>> runner_of([parse_cards("2H"), parse_cards("5H"), 0, 0])
    (-1, 0)
    """
    seat = heart_runner(collected, 1)
    if seat is None:
        return -1, 0
    return seat, (collected[seat] & HEART_MASK).bit_count()


def stake(hearts: int, exposed: Mask) -> float:
    """What stopping a runner who has taken ``hearts`` hearts is worth.

    >>> stake(2, 0), stake(20, 0), stake(2, 1 << HEART_ACE)
    (30.0, 150.0, 60.0)
    """
    value = float(min(STAKE_MOST, STAKE_PER_HEART * hearts))
    return value * 2 if exposed >> HEART_ACE & 1 else value


class _Defence:
    """One sampled deal's current trick, searched to its end by players who stop runs."""

    __slots__ = ("exposed", "hands", "led_suits", "played", "runner", "stake", "values")

    def __init__(self, hands: list[Mask], view: SeatView, values: list[int], runner: int, at_stake: float) -> None:
        self.hands = hands
        self.played = view.played
        self.exposed = view.exposed
        self.led_suits = view.led_suits
        self.values = values
        self.runner = runner
        self.stake = at_stake

    def outcome(self, seat: int, cards: list[Card], leader: int) -> TrickOutcome:
        """How the trick ends when ``seat`` (next to play after ``cards``) and those after it choose."""
        if len(cards) == 4:
            best = trick_top(cards)
            values = self.values
            taken = (1 << cards[0]) | (1 << cards[1]) | (1 << cards[2]) | (1 << cards[3])
            return (leader + best) & 3, values[cards[0]] + values[cards[1]] + values[cards[2]] + values[cards[3]], taken
        legal = legal_plays(self.hands[seat], cards[0] // 13, self.exposed, self.led_suits)
        played = self.played
        for c in cards:
            played |= 1 << c
        found: TrickOutcome = (seat, 0, 0)
        best_gain = -1e18
        for cls in card_classes(legal, played, cards):
            card = cls.bit_length() - 1
            result = self.outcome((seat + 1) & 3, [*cards, card], leader)
            gain = self.gain(seat, card, result)
            if gain > best_gain:
                best_gain = gain
                found = result
        return found

    def gain(self, seat: int, card: Card, result: TrickOutcome) -> float:
        """What the trick's ``result`` is worth to ``seat``, which played ``card`` to it."""
        winner, value, taken = result
        gain = (value if winner == seat else -value / 3) + BURDEN * (card % 13)
        runner = self.runner
        if runner >= 0 and seat != runner and taken & HEART_MASK:
            if winner == seat:
                gain += self.stake
            elif winner == runner:
                gain -= self.stake
            else:
                gain += self.stake * OTHER_BREAK
        return gain


class DefenderBot(GreedyBot):
    """The best card for this trick alone over 20 sampled deals, counting what stops a run."""

    level = "defender"

    def choose_play(self, view: SeatView, rng: Rng) -> Decision:
        seat = view.seat
        values = card_values(view.rules, view.exposed)
        runner, hearts = runner_of(view.collected)
        at_stake = stake(hearts, view.exposed)
        leader = play_leader(view)

        def gains(hands: list[Mask], cands: list[Card]) -> list[float]:
            trick = _Defence(hands, view, values, runner, at_stake)
            return [trick.gain(seat, c, trick.outcome((seat + 1) & 3, [*view.trick, c], leader)) for c in cands]

        return sampled_choice(view, rng, gains)


__all__ = ["DefenderBot", "runner_of", "stake"]
