"""What the other seats' plays show of their habits: do they stop all-hearts runs?

Some players break a run as soon as it costs little (take a heart trick
from the seat that has taken every heart so far); others never give it a
thought. Which kind sits at the table changes what going for all the hearts
is worth, so Hard reads it from the finished tricks of the hand, public
facts only:

- A seat *lets a run go* when, last to play, the runner winning the trick
  and the trick holding a heart (or hearts led), it followed under the
  runner's card while it held a higher card of the suit (played later in
  the hand): nobody else could still take that trick from the runner.
- A seat *stops a run* when it took such a trick over the runner's card
  (at any place in the trick) while it held a lower card of the suit
  (played later): it could have ducked.

What a void seat throws says nothing: players who stop runs also feed a
runner's trick that already holds a heart.

The runner is a seat that has taken every heart taken so far (one or
more). The reading is :func:`defence_shown`; :func:`calm_seats` draws, for
one sampled deal, which seats the playouts let a run go (:data:`.fast.DEFEND`
then applies to the others only): a seat that has shown its habit keeps it,
any other seat stops runs with chance ``prior``.
"""

from __future__ import annotations

from ..cardfacts import ABOVE, BELOW, SUIT_OF, heart_runner, trick_top
from ..cards import HEART_MASK, HEARTS, POINT_CARDS, Card, Mask, mask_of
from ..rng import Rng
from ..seatview import SeatView
from .fast import CALM

#: Chance that a seat that has not shown its habit stops runs, in the playouts.
DEFEND_PRIOR = 0.5
#: A seat's habit as read: stops runs, lets them go, not shown.
STOPS, LETS_GO, UNKNOWN = 1, -1, 0


def defence_shown(view: SeatView) -> list[int]:
    """Each seat's habit against runs as its plays this hand show it (:data:`STOPS`, :data:`LETS_GO`, :data:`UNKNOWN`).

    The latest evidence counts; our own seat is always :data:`UNKNOWN`.
    """
    tricks = [t.cards for t in view.tricks]
    later = [0, 0, 0, 0]  # cards each seat played after the trick looked at
    for i, card in enumerate(view.trick):
        later[((view.leader or 0) + i) & 3] |= 1 << card
    shown = [UNKNOWN] * 4
    collected_before: list[list[Mask]] = []
    collected = [0, 0, 0, 0]
    for t in view.tricks:
        collected_before.append(list(collected))
        collected[t.winner] |= mask_of(t.cards) & POINT_CARDS
    for k in range(len(tricks) - 1, -1, -1):
        leader = view.tricks[k].leader
        runner = heart_runner(collected_before[k], 1)
        if runner is not None:
            for i in range(1, 4):
                seat = (leader + i) & 3
                if seat != view.seat and shown[seat] == UNKNOWN:
                    shown[seat] = _judge(tricks[k], i, (runner - leader) & 3, later[seat])
        for i, card in enumerate(tricks[k]):
            later[(leader + i) & 3] |= 1 << card
    return shown


def _judge(cards: tuple[Card, ...], i: int, runner_at: int, later: Mask) -> int:
    """The habit shown by the ``i``-th card of a trick whose runner played ``runner_at``-th; ``later``: the seat's later cards."""
    before = cards[:i]
    if runner_at >= i or trick_top(before) != runner_at:
        return UNKNOWN  # the runner has not played, or is not winning
    led = SUIT_OF[cards[0]]
    card = cards[i]
    top = cards[runner_at]
    if SUIT_OF[card] != led or not (mask_of(before) & HEART_MASK or led == HEARTS):
        return UNKNOWN
    if card < top and i == 3 and later & ABOVE[top]:
        return LETS_GO
    if card > top and later & BELOW[top]:
        return STOPS
    return UNKNOWN


def calm_seats(shown: list[int], seat: int, prior: float, rng: Rng) -> int:
    """The playouts' model bits (``CALM << s``) for the seats that let a run go on one sampled deal."""
    bits = 0
    for s in range(4):
        if s == seat:
            continue
        habit = shown[s]
        if habit == LETS_GO or (habit == UNKNOWN and rng.random() >= prior):
            bits |= CALM << s
    return bits
