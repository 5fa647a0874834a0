"""Hard's search run briefly on fixed positions, so that a new worker's first decisions run at full speed.

In Chromium, a new worker's first search takes about half as long again as the same search later (220 ms
against 145 on this project's machines): the WebAssembly engine compiles Python's hot code for speed only once
it has run a while. The page's workers call :func:`step` while they have nothing else to do, until that code
has run long enough (``web/js/engine/worker.js``).

On the phone profile (``scripts/measure_page.py --profile mobile``: the page's game, South tapping at once), the
page's first decision is East's card in trick 1, asked for at South's first tap while the helper and the memory
snapshot's worker are starting. In 21 hands without the warm-up, that decision's first deals took up to 568 ms to
draw and weigh (7 over 100 ms; later decisions 10 to 70), and the decision itself over 550 ms in 8 (the longest
1,222 ms, median 402); in 15 hands with it, at most 90 ms and over 550 ms in 3 (the longest 679, median 352),
though the warm-up had not ended by then in any of them.

A step samples a few deals at one of :data:`STOPS` and plays them out as Hard does (the deal sampler, the
weights of :mod:`.inference`, both lines' playouts and the exact search near the end), all here: it never
uses the helpers, and it changes nothing that a decision reads, so every card is the same with or without it.
"""

from __future__ import annotations

from typing import NamedTuple

from ..actions import Play
from ..game import Game, Phase
from ..rng import Rng
from ..rules import Rules
from ..seatview import SeatView, seat_view
from .evaluators import Evaluator, line_utilities
from .hard import HardBot, candidates, deal_sampler
from .knowledge import position_of
from .policy import policy_play
from .sampling import DealSampler

#: The positions a step plays from, by cards played in the hand (one per step in turn): a follow in the first
#: trick, leads early and late, and one near the end (the exact search).
STOPS = (1, 8, 22, 41)
#: Deals sampled and played out per step: a step takes a few milliseconds, so a request waits little behind one.
DEALS = 1
#: Candidate cards priced per deal, at most.
CARDS = 2
#: Steps a worker runs: in Chromium, a new worker's first search runs at full speed after about as many (half as
#: many did not do); ``scripts/measure_page.py`` shows when the warm-up is over.
STEPS = 150


class _Stop(NamedTuple):
    """A stop's position and what a step searches it with, made once (the rounds of a decision keep them too)."""

    view: SeatView
    cards: list[int]
    evaluators: list[Evaluator]
    sampler: DealSampler


#: Each stop's position and search, made by the first step that plays there.
_positions: dict[int, _Stop] = {}


def step(k: int) -> int:
    """Warm-up step number ``k``: :data:`DEALS` deals played out at stop ``k`` modulo :data:`STOPS`.

    Returns the deals played."""
    stop = STOPS[k % len(STOPS)]
    if stop not in _positions:
        view, cards = _position(stop)
        bot = HardBot()
        evaluators = [bot.evaluator(view, shoot=threshold) for threshold in bot.thresholds(view)]
        _positions[stop] = _Stop(view, cards, evaluators, deal_sampler(view))
    kept = _positions[stop]
    rng = Rng.from_key("gongzhu-warm-up", k)
    for _ in range(DEALS):
        hands = kept.sampler.sample(rng)
        kept.evaluators[0].weight(hands)
        line_utilities(kept.evaluators, hands, [kept.cards] * len(kept.evaluators), 0)
    return DEALS


def _position(stop: int) -> tuple[SeatView, list[int]]:
    """A game of its own played by the rule policy up to ``stop`` cards: the view of the seat to play, and
    :data:`CARDS` of its candidate cards."""
    game = Game.new("WARMUP", Rules(exposure=False))
    while game.phase is Phase.PLAY and game.turn is not None:
        view = seat_view(game, game.turn)
        card = policy_play(position_of(view), view.seat, view.legal)
        cards = candidates(view, card)
        if view.played.bit_count() >= stop and len(cards) > 1:
            return view, cards[:CARDS]
        game.apply(Play(game.turn, card))
    raise AssertionError(f"the warm-up game has no choice after {stop} cards")
