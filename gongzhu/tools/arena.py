"""Duplicate matches between computer levels: ``python -m gongzhu arena``.

For every deal the hero sits in each of the four seats in turn, against three
field bots, on the same cards (same game code, one hand each). Comparing the
hero's mean score with the field's on the same cards removes most of the luck
of the deal. Output is one JSON object::

    {"deals": 400, "hero": "normal", "field": "easy", "exposure": true,
     "hero_mean": ..., "field_mean": ..., "diff": ..., "ci95": [lo, hi],
     "ms_per_decision": {"p50": ..., "p95": ..., "max": ..., "count": ...}, ...}

``hero_mean`` and ``field_mean`` are points per hand per player; ``diff`` is
their difference, with its 95% confidence interval over deals. Timings are
the hero's decisions (plays and exposures) in milliseconds of wall-clock
time; ``cpu_ms_per_decision`` gives the same in CPU time of the process,
which a busy machine disturbs less. With ``--profile`` the report adds
``profile``: for the hero's hands and the field's, the median hand, the share
of hands with no points, at −100 or worse, and at +200 or more
(:func:`hand_profile`), and the margin on the *ordinary* deals, where no hand
of any seating scored +200 or more (nobody went for all the hearts, or
nearly), and on the rest: ``ordinary`` and ``rest``, each with its ``deals``,
``diff`` and ``ci95`` worked out as the whole run's (:func:`paired_margin`),
and ``per_deal``, each deal's margin and kind, to pair two runs on the same
deals. ``--hand-types`` adds ``hand_types``, hero and field compared hand
type by hand type on the ordinary deals (:mod:`.handtypes`); ``--text``
prints the report as text to read instead (:mod:`.arenatext`).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field as _field

from ..bots import ARENA_LEVELS, Bot, make_bot
from ..bots.drive import BotPlayer, Player, drive
from ..cards import Card, Mask
from ..game import Game
from ..rules import FIRST_LEAD_CLUB_TWO, FIRST_LEAD_SPADE_TWO, Rules
from . import map_jobs
from .arenatext import report_text
from .handtypes import HandFacts, facts_of, hand_type_report, mean_interval, seat_pairs


@dataclass
class DealResult:
    """One deal played four times: the hero's and the field's scores and timings."""

    hero: list[int] = _field(default_factory=list)
    field: list[int] = _field(default_factory=list)
    play_ms: list[float] = _field(default_factory=list)
    expose_ms: list[float] = _field(default_factory=list)
    #: The same decisions in CPU time of this process (less sensitive to a busy machine).
    cpu_ms: list[float] = _field(default_factory=list)
    #: The four seats' hands of each seating, in the order played (:func:`~.handtypes.facts_of`).
    hands: list[HandFacts] = _field(default_factory=list)

    @property
    def margin(self) -> float:
        """The hero's mean hand minus the field's, on the same cards."""
        return sum(self.hero) / len(self.hero) - sum(self.field) / len(self.field)


#: One deal of a run: seed, deal number, hero level, field level, rules, the hero's settings.
DealTask = tuple[int, int, str, str, Rules, dict[str, float]]


def deal_code(seed: int, deal: int) -> str:
    """The game code of deal number ``deal`` of an arena run with ``seed``."""
    return f"AR{seed}-{deal}"[:24]


def play_hand(
    code: str, bots: list[Bot], rules: Rules, timed: int | None = None, result: DealResult | None = None
) -> list[int]:
    """Play hand 1 of game ``code`` with ``bots[seat]`` in each seat; the four hand scores.

    Decisions of seat ``timed`` are timed into ``result``, and the four hands'
    facts kept there. Every seat decides its exposure before any choice is
    revealed, from the same game state.
    """
    game = Game.new(code, rules)
    players: list[Player | None] = [BotPlayer(bot) for bot in bots]
    if timed is not None and result is not None:
        players[timed] = _Timed(BotPlayer(bots[timed]), result)
    drive(game, players)
    if timed is not None and result is not None:
        result.hands.extend(facts_of(game, timed))
    return [s.hand for s in game.results[-1]]


class _Timed:
    """A player whose decisions are timed (wall clock and CPU) into a :class:`DealResult`."""

    def __init__(self, player: Player, result: DealResult) -> None:
        self.player = player
        self.result = result

    def expose(self, game: Game, seat: int) -> Mask:
        return self._timed(lambda: self.player.expose(game, seat), self.result.expose_ms)

    def play(self, game: Game, seat: int) -> Card:
        return self._timed(lambda: self.player.play(game, seat), self.result.play_ms)

    def _timed(self, decide: Callable[[], int], into: list[float]) -> int:
        start, cpu = time.perf_counter(), time.process_time()
        choice = decide()
        into.append((time.perf_counter() - start) * 1000)
        self.result.cpu_ms.append((time.process_time() - cpu) * 1000)
        return choice


def play_deal(args: DealTask) -> DealResult:
    """The four seatings of one deal (a picklable task for ``--jobs``)."""
    seed, deal, hero_level, field_level, rules, settings = args
    result = DealResult()
    code = deal_code(seed, deal)
    for hero_seat in range(4):
        bots = [make_bot(hero_level, settings) if s == hero_seat else make_bot(field_level) for s in range(4)]
        scores = play_hand(code, bots, rules, hero_seat, result)
        result.hero.append(scores[hero_seat])
        result.field.extend(scores[s] for s in range(4) if s != hero_seat)
    return result


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[index]


def _timing(values: list[float]) -> dict[str, float]:
    return {
        "p50": round(_percentile(values, 0.50), 2),
        "p95": round(_percentile(values, 0.95), 2),
        "max": round(max(values, default=0.0), 2),
        "count": len(values),
    }


def hand_profile(scores: list[int]) -> dict[str, float]:
    """The shape of a list of hand scores: median, and the shares of zero, ≤ −100 and ≥ +200 hands.

    >>> hand_profile([0, -20, 250, -100, 0])
    {'hands': 5, 'median': 0.0, 'zero': 0.4, 'minus_100_or_worse': 0.2, 'plus_200_or_more': 0.2}
    """
    n = len(scores)
    ordered = sorted(scores)
    mid = n // 2
    median = 0.0 if not n else float(ordered[mid]) if n % 2 else (ordered[mid - 1] + ordered[mid]) / 2
    return {
        "hands": n,
        "median": median,
        "zero": round(sum(s == 0 for s in scores) / max(1, n), 4),
        "minus_100_or_worse": round(sum(s <= -100 for s in scores) / max(1, n), 4),
        "plus_200_or_more": round(sum(s >= 200 for s in scores) / max(1, n), 4),
    }


def summarize(
    results: list[DealResult],
    hero: str,
    field_level: str,
    seed: int,
    rules: Rules,
    seconds: float,
    settings: dict[str, float] | None = None,
    profile: bool = False,
    hand_types: bool = False,
) -> dict[str, object]:
    """The JSON report of a run (with the hand profiles of hero and field when ``profile``).

    ``profile`` adds the margins on the ordinary deals (:func:`is_ordinary`) and the rest;
    ``hand_types`` the comparison of hero and field on the ordinary deals' hands by type.
    """
    whole = margin_of(results)
    hero_scores = [s for r in results for s in r.hero]
    field_scores = [s for r in results for s in r.field]
    play_ms = [t for r in results for t in r.play_ms]
    expose_ms = [t for r in results for t in r.expose_ms]
    report: dict[str, object] = {
        "deals": whole["deals"],
        "seed": seed,
        "hero": hero,
        "hero_settings": settings or {},
        "field": field_level,
        "exposure": rules.exposure,
        "rules": rules.to_dict(),
        "hero_mean": whole["hero_mean"],
        "field_mean": whole["field_mean"],
        "diff": whole["diff"],
        "ci95": whole["ci95"],
        "ms_per_decision": _timing(play_ms + expose_ms),
        "ms_per_play": _timing(play_ms),
        "ms_per_exposure": _timing(expose_ms),
        "cpu_ms_per_decision": _timing([t for r in results for t in r.cpu_ms]),
        "seconds": round(seconds, 1),
    }
    ordinary = [is_ordinary(r) for r in results]
    if profile:
        report["profile"] = {"hero": hand_profile(hero_scores), "field": hand_profile(field_scores)}
        report["ordinary"] = margin_of([r for r, kind in zip(results, ordinary, strict=True) if kind])
        report["rest"] = margin_of([r for r, kind in zip(results, ordinary, strict=True) if not kind])
        # Each deal's margin and kind, to pair runs on the same deals (a budget against another).
        report["per_deal"] = {"diff": [round(r.margin, 2) for r in results], "ordinary": ordinary}
    if hand_types:
        ordinary_deals = [(d, r.hands) for d, r in enumerate(results) if ordinary[d]]
        report["hand_types"] = hand_type_report(seat_pairs(ordinary_deals), lambda d: deal_code(seed, d))
    return report


def paired_margin(results: list[DealResult]) -> tuple[float, list[float]]:
    """The hero's mean margin over the field per deal and its 95% interval over the deals (``diff``, ``ci95``).

    Each deal gives one difference, the hero's mean hand minus the field's on the same
    cards; the interval is the mean of those ± 1.96 standard errors (none for one deal).

    >>> paired_margin([DealResult(hero=[h] * 4, field=[0] * 12) for h in (10, 20, 30)])
    (20.0, [8.68, 31.32])
    """
    return mean_interval([r.margin for r in results])


#: A hand scoring this much or more went for all the hearts, or nearly: a deal with none is ordinary.
RUN_SCORE = 200


def is_ordinary(result: DealResult) -> bool:
    """True when no hand of any seating of the deal scored :data:`RUN_SCORE` or more.

    >>> is_ordinary(DealResult(hero=[0, -100, 50, 0], field=[-20] * 11 + [150]))
    True
    >>> is_ordinary(DealResult(hero=[0, -100, 50, 0], field=[-20] * 11 + [200]))
    False
    """
    return max(result.hero + result.field) < RUN_SCORE


def margin_of(results: list[DealResult]) -> dict[str, object]:
    """``deals``, ``diff`` and ``ci95`` (:func:`paired_margin`) and the means of some of a run's deals."""
    mean, ci95 = paired_margin(results)
    hero = [s for r in results for s in r.hero]
    field = [s for r in results for s in r.field]
    return {
        "deals": len(results),
        "diff": mean,
        "ci95": ci95,
        "hero_mean": round(sum(hero) / max(1, len(hero)), 2),
        "field_mean": round(sum(field) / max(1, len(field)), 2),
    }


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m gongzhu arena", description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=100, help="number of deals (each played four times)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals")
    parser.add_argument("--hero", choices=ARENA_LEVELS, default="normal")
    parser.add_argument("--field", choices=ARENA_LEVELS, default="easy")
    parser.add_argument("--no-exposure", action="store_true", help="play without the exposure phase")
    parser.add_argument("--pig-goat-swap", action="store_true", help="the pig–goat swap rule")
    parser.add_argument("--club-two-lead", action="store_true", help="the holder of ♣2 leads it to the first trick")
    parser.add_argument(
        "--low-hearts-ignored", action="store_true", help="♥2–♥4 do not count for the transformer (docs/rules.md)"
    )
    parser.add_argument(
        "--profile",
        action="store_true",
        help="add the hand profiles of hero and field (median, zero, ≤−100, ≥+200) and the margins on the "
        "ordinary deals (no hand at +200 or more) and the rest",
    )
    parser.add_argument(
        "--hand-types",
        action="store_true",
        help="add hero and field compared hand type by hand type on the ordinary deals (gongzhu/tools/handtypes.py)",
    )
    parser.add_argument("--text", action="store_true", help="print the report as text to read instead of JSON")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (timings are noisier above 1)")
    parser.add_argument(
        "--hero-setting",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a Hard keyword argument for the hero, e.g. exact_cards=0 (ablations; repeatable)",
    )
    return parser


def _hero_settings(parser: argparse.ArgumentParser, args: argparse.Namespace) -> dict[str, float]:
    """The ``--hero-setting`` values, checked against the hero's level."""
    settings: dict[str, float] = {}
    for item in args.hero_setting:
        name, sep, value = item.partition("=")
        try:
            settings[name] = float(value)
        except ValueError:
            sep = ""
        if not sep:
            parser.error(f"--hero-setting wants NAME=NUMBER, not {item!r}")
    try:
        make_bot(args.hero, settings)
    except ValueError as error:
        parser.error(str(error))
    return settings


def main(argv: list[str]) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    settings = _hero_settings(parser, args)
    rules = Rules(
        exposure=not args.no_exposure,
        pig_goat_swap=args.pig_goat_swap,
        first_lead=FIRST_LEAD_CLUB_TWO if args.club_two_lead else FIRST_LEAD_SPADE_TWO,
        zero_hearts_are_points=not args.low_hearts_ignored,
    )
    tasks = [(args.seed, d, args.hero, args.field, rules, settings) for d in range(args.deals)]
    start = time.perf_counter()
    results = map_jobs(play_deal, tasks, args.jobs)
    seconds = time.perf_counter() - start
    report = summarize(
        results, args.hero, args.field, args.seed, rules, seconds, settings, args.profile, args.hand_types
    )
    if args.text:
        sys.stdout.write(report_text(report))
    else:
        json.dump(report, sys.stdout)
        sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
