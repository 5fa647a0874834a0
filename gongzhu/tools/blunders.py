"""Hard's card against a deeper search from the same position: ``python -m gongzhu blunders``.

Over random positions of real hands (four Normal players, with and without
exposure), Hard chooses its card as in a game; a reference search with
:data:`BUDGET_FACTOR` times Hard's budget then values every legal card
from the same seat view. Hard's *loss* at a position is the reference's
value of its best card minus its value of Hard's card (points of the
utility Hard maximizes: its score minus the others' mean); a *blunder* is a
loss above the margin.

The best of many noisy values is biased up, so a loss above the margin may
be the reference's own sampling noise. Each position so flagged is priced
again by a second, independent search (:data:`CONFIRM_FACTOR` times Hard's
budget, fresh deals), Hard's card and the reference's best card on the
same sampled deals; a blunder is *confirmed* only when Hard's loss there is
above the margin too. Output is one JSON object::

    {"positions": 500, "margin": 15.0, "budget_factor": 8, "blunders": ...,
     "rate": ..., "agree": ..., "mean_loss": ..., "worst": {...},
     "confirm_factor": 32, "confirmed": {"blunders": ..., "rate": ...,
     "mean_loss": ..., "worst": {...}}, "flagged": [{...}, ...], "seconds": ...}

``blunders``, ``rate``, ``mean_loss`` and ``worst`` are the first stage's.
``worst`` describes the position with the largest loss (game code, seat,
move, hand, trick, Hard's card, the reference's card, the loss, and the
loss in the second search, ``confirmed``, or null when not flagged), so that
it can be looked at again. ``confirmed`` gives the same figures after the
second search: its ``mean_loss`` counts each flagged position at its second
loss (at least zero) and every other one at its first. ``flagged`` lists
every flagged position. It is a benchmark that prints figures, never a test
with a time limit; the searches' own sampling noise is why a small margin
is allowed.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..bots import Bot, decision_rng, make_bot
from ..bots.hard import HardBot, better_line_values
from ..bots.hard_settings import EXACT_SAMPLES, PLAY_BUDGET, HardSettings
from ..bots.playout import card_classes
from ..cards import Card, card_codes, card_list, card_name
from ..game import Expose, Game, Phase, Play
from ..rng import Rng
from ..rules import Rules
from ..seatview import SeatView, seat_view
from . import map_jobs

#: The reference search has this many times Hard's budget (:data:`~..bots.hard_settings.PLAY_BUDGET`, and a lead's
#: factors). A card to a trick keeps the whole budget there (``follow_factor`` 1): Hard cuts it for the page's pacing
#: (:data:`~..bots.hard_settings.FOLLOW_FACTOR`), which the reference need not.
BUDGET_FACTOR = 8
#: The second search, for the flagged positions, has this many times Hard's budget.
CONFIRM_FACTOR = 32
#: A loss up to this many points is within the reference's own noise.
MARGIN = 15.0

#: A search that values each legal card of a position (the reference).
Evaluate = Callable[[SeatView, Rng], dict[Card, float]]
#: A second search: Hard's loss from playing the first card instead of the second.
Confirm = Callable[[SeatView, Card, Card, Rng], float]


@dataclass
class Judged:
    """One position: Hard's card, the reference's best card and Hard's loss."""

    code: str
    seat: int
    move: int
    hand: list[str]
    trick: list[str]
    card: str
    best: str
    loss: float
    #: Hard's loss in the second search (flagged positions only).
    confirmed: float | None = None

    def final_loss(self) -> float:
        """The loss counted after the second search: the second loss (at least zero) where there is one."""
        return self.loss if self.confirmed is None else max(0.0, self.confirmed)


def positions(count: int, seed: int) -> Iterator[tuple[Game, int]]:
    """``count`` play decisions of random hands, each with two or more different cards to choose from.

    Game ``k`` is played by four Normal players (exposure in every other
    game) up to a move picked by the game's own Rng.
    """
    k = 0
    made = 0
    normal = make_bot("normal")
    while made < count:
        code = f"BL{seed}-{k}"[:24]
        k += 1
        game = Game.new(code, Rules(exposure=k % 2 == 0))
        stop = Rng.from_key("gongzhu-blunders", code).below(52)
        _play_to(game, normal, stop)
        if game.phase is not Phase.PLAY or game.turn is None:
            continue
        view = seat_view(game, game.turn)
        if len(card_classes(view.legal, view.played, view.trick)) < 2:
            continue
        made += 1
        yield game, game.turn


def _play_to(game: Game, bot: Bot, cards: int) -> None:
    """Expose by ``bot`` and play ``cards`` cards of the first hand."""
    while game.phase is Phase.EXPOSE:
        seat = next(s for s in range(4) if game.pending[s] is None)
        view = seat_view(game, seat)
        game.apply(Expose(seat, bot.choose_exposure(view, decision_rng(game.code, seat, view.move_number)).cards))
    for _ in range(cards):
        if game.phase is not Phase.PLAY or game.turn is None:
            return
        view = seat_view(game, game.turn)
        decision = bot.choose_play(view, decision_rng(game.code, game.turn, view.move_number))
        assert decision.card is not None
        game.apply(Play(game.turn, decision.card))


def judge(
    game: Game, seat: int, hero: Bot, reference: Evaluate, margin: float = MARGIN, confirm: Confirm | None = None
) -> Judged:
    """Hard's (``hero``'s) card at this position, its loss against ``reference``, and, above ``margin``, its loss in ``confirm``."""
    view = seat_view(game, seat)
    decision = hero.choose_play(view, decision_rng(game.code, seat, view.move_number))
    assert decision.card is not None
    values = reference(view, decision_rng(game.code + "-reference", seat, view.move_number))
    best = max(values, key=lambda c: (values[c], c))
    loss = round(values[best] - values[decision.card], 2)
    confirmed = None
    if loss > margin and confirm is not None:
        rng = decision_rng(game.code + "-confirm", seat, view.move_number)
        confirmed = round(confirm(view, decision.card, best, rng), 2)
    return Judged(
        code=game.code,
        seat=seat,
        move=view.move_number,
        hand=card_codes(view.hand),
        trick=[card_name(c) for c in view.trick],
        card=card_name(decision.card),
        best=card_name(best),
        loss=loss,
        confirmed=confirmed,
    )


def summarize(judged: list[Judged], margin: float, seconds: float) -> dict[str, object]:
    """The JSON report: how often, how much, and the worst case, before and after the second search."""
    n = len(judged)
    blunders = sum(j.loss > margin for j in judged)
    worst = max(judged, key=lambda j: j.loss, default=None)
    confirmed = [j for j in judged if j.confirmed is not None and j.confirmed > margin]
    worst_confirmed = max(confirmed, key=lambda j: j.final_loss(), default=None)
    return {
        "positions": n,
        "margin": margin,
        "budget_factor": BUDGET_FACTOR,
        "blunders": blunders,
        "rate": round(blunders / max(1, n), 4),
        "agree": round(sum(j.card == j.best for j in judged) / max(1, n), 4),
        "mean_loss": round(sum(j.loss for j in judged) / max(1, n), 2),
        "worst": None if worst is None else worst.__dict__,
        "confirm_factor": CONFIRM_FACTOR,
        "confirmed": {
            "blunders": len(confirmed),
            "rate": round(len(confirmed) / max(1, n), 4),
            "mean_loss": round(sum(j.final_loss() for j in judged) / max(1, n), 2),
            "worst": None if worst_confirmed is None else worst_confirmed.__dict__,
        },
        "flagged": [j.__dict__ for j in judged if j.loss > margin],
        "seconds": round(seconds, 1),
    }


def _deeper(factor: int) -> HardBot:
    """Hard with ``factor`` times its budget and exact deals, and the whole budget for a card to a trick too."""
    return HardBot(HardSettings(budget=PLAY_BUDGET * factor, exact_samples=EXACT_SAMPLES * factor, follow_factor=1.0))


def reference_search(view: SeatView, rng: Rng) -> dict[Card, float]:
    """Every legal card's value by Hard's search with :data:`BUDGET_FACTOR` times its budget.

    Cards of one class of interchangeable cards share their class's value. While Hard prices two lines
    (going for all the hearts and not), a card's value is its value on its better line, as Hard weighs it
    (:func:`~gongzhu.bots.hard.better_line_values`).
    """
    bot = _deeper(BUDGET_FACTOR)
    classes = card_classes(view.legal, view.played, view.trick)
    means = better_line_values(bot.price_lines(view, [m.bit_length() - 1 for m in classes], rng)[1])
    return {card: means[m.bit_length() - 1] for m in classes for card in card_list(m)}


def confirm_search(view: SeatView, card: Card, best: Card, rng: Rng) -> float:
    """Hard's loss from ``card`` against ``best`` by Hard's search with :data:`CONFIRM_FACTOR` times its budget.

    Both cards are priced on the same sampled deals, each on its better line.
    """
    bot = _deeper(CONFIRM_FACTOR)
    means = better_line_values(bot.price_lines(view, [card, best], rng)[1])
    return means[best] - means[card]


def _judge_task(task: tuple[Game, int, float]) -> Judged:
    """One position judged by Hard and the two searches (a picklable task for ``--jobs``)."""
    game, seat, margin = task
    return judge(game, seat, make_bot("hard"), reference_search, margin, confirm_search)


def run(
    count: int,
    seed: int,
    margin: float = MARGIN,
    reference: Evaluate = reference_search,
    confirm: Confirm | None = confirm_search,
    jobs: int = 1,
) -> dict[str, object]:
    """Judge Hard over ``count`` positions (see the module text), in ``jobs`` processes for the standard searches."""
    start = time.perf_counter()
    if jobs > 1 and reference is reference_search and confirm is confirm_search:
        judged = map_jobs(_judge_task, [(game, seat, margin) for game, seat in positions(count, seed)], jobs)
    else:
        hero = make_bot("hard")
        judged = [judge(game, seat, hero, reference, margin, confirm) for game, seat in positions(count, seed)]
    return summarize(judged, margin, time.perf_counter() - start)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m gongzhu blunders", description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=500, help="random positions judged")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--margin", type=float, default=MARGIN, help="largest loss that is not a blunder")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (the figures are the same)")
    args = parser.parse_args(argv)
    if args.positions < 1:
        parser.error("--positions must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    json.dump(run(args.positions, args.seed, args.margin, jobs=args.jobs), sys.stdout)
    sys.stdout.write("\n")
    return 0
