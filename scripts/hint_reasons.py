#!/usr/bin/env python3
"""The hint's reasons over positions with a choice: a benchmark that prints figures.

Games ``HR{seed}-{k}`` (k = 0, 1, …) are played at Hard level through the
page's own entry point (:func:`gongzhu.webapi.Session.handle`), exposure in
every other game as ``python -m gongzhu blunders`` deals them; the computers
play Hard, and South asks for the hint (``{"op": "hint"}``, exactly as the
page does) at each of its turns and plays the hinted card. Each South turn
of a game's first hand with a choice (two or more legal cards that are not
interchangeable, as the blunder benchmark counts them) is one position, until
``--positions`` are found; the same seed gives the same positions and hints.

Prints the distribution of the hint's reason codes over those positions, the
share of ``on_balance`` ("on balance, the best card here"), and, with
``--show N``, N of the positions that got ``on_balance`` (game, trick so
far, hand, legal cards, the hinted card). With ``--why``, each of those is
also described: what the card does (a lead, a card that wins the trick, one
under the card on top, a discard), what it keeps or gives up, and every
card's value by the blunder benchmark's reference search (eight times Hard's
budget), best first, with the gap from the best to the next.

    .venv/bin/python scripts/hint_reasons.py --positions 500 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gongzhu.bots import decision_rng
from gongzhu.bots.playout import UTILITY_UNIT, card_classes
from gongzhu.cardfacts import trick_top
from gongzhu.cards import (
    GOAT,
    HEARTS,
    PIG,
    POINT_CARDS,
    SUIT_MASKS,
    TRANSFORMER,
    Card,
    card_codes,
    card_name,
    parse_card,
)
from gongzhu.seatview import SeatView, seat_view
from gongzhu.tools.blunders import reference_search
from gongzhu.webapi import Session

#: The reason that says no specific reason held.
ON_BALANCE = "on_balance"


@dataclass(frozen=True)
class Position:
    """South's turn with a choice: the game, the trick so far, the hand, the legal cards, the hint."""

    code: str
    trick: list[str]
    hand: list[str]
    legal: list[str]
    card: str
    reason: str
    #: With ``--why``, on balance only: what the card does, and the reference's values.
    why: str = ""


def ask(session: Session, request: dict[str, Any]) -> dict[str, Any]:
    """One request to the page's entry point; a refusal is a fault of this script."""
    reply: dict[str, Any] = json.loads(session.handle(json.dumps(request)))
    if not reply["ok"]:
        raise RuntimeError(f"{request['op']} refused: {reply}")
    return reply


def what_it_does(view: SeatView, card: Card) -> str:
    """The card's job at this position in words: lead, win, under the top card or discard, and what it keeps."""
    suit = card // 13
    left = view.hand & ~(1 << card)
    notes = []
    if not view.trick:
        what = f"leads {card_name(card)} ({(view.hand & SUIT_MASKS[suit]).bit_count()} of the suit)"
    else:
        top = view.trick[trick_top(view.trick)]
        if suit != view.trick[0] // 13:
            what = f"discards {card_name(card)}"
        elif card > top:
            taken = sum(1 << c for c in view.trick) & POINT_CARDS
            what = f"wins over {card_name(top)}" + (f", taking {' '.join(card_codes(taken))}" if taken else "")
        else:
            what = f"plays under {card_name(top)}"
    if left and not left & SUIT_MASKS[suit]:
        notes.append("makes a void")
    for kept, name in ((GOAT, "the goat"), (PIG, "the pig"), (TRANSFORMER, "the transformer")):
        if left >> kept & 1:
            notes.append(f"keeps {name}")
    hearts = view.collected[view.seat] & SUIT_MASKS[HEARTS]
    if hearts:
        notes.append(f"has taken {hearts.bit_count()} hearts")
    return "; ".join([what, *notes])


def reference_values(code: str, view: SeatView) -> str:
    """Every legal card's value (points) by the blunder benchmark's reference search, best first, and the gap to the next."""
    utilities = reference_search(view, decision_rng(code + "-reference", view.seat, view.move_number))
    values = {card: value / UTILITY_UNIT for card, value in utilities.items()}
    classes = card_classes(view.legal, view.played, view.trick)
    best = sorted(((values[m.bit_length() - 1], m.bit_length() - 1) for m in classes), reverse=True)
    gap = best[0][0] - best[1][0]
    return f"gap {gap:.1f}; " + " ".join(f"{card_name(c)} {v:+.0f}" for v, c in best)


def first_hand(code: str, exposure: bool, why: bool = False) -> list[Position]:
    """Game ``code`` at Hard level, South following the hint through its first hand: its positions with a choice."""
    session = Session()
    rules = {**ask(session, {"op": "info"})["info"]["rules"], "exposure": exposure}
    view = ask(session, {"op": "new_game", "seed": code, "level": "hard", "rules": rules})["view"]
    found: list[Position] = []
    while view["phase"] in ("expose", "play"):
        if view["phase"] == "expose":
            cards = ask(session, {"op": "hint"})["hint"]["cards"]
            view = ask(session, {"op": "expose", "cards": cards})["view"]
        elif view["turn"] != "S":
            view = ask(session, {"op": "advance", "steps": 1})["view"]
        else:
            assert session.game is not None
            seat = seat_view(session.game, 0)
            hint = ask(session, {"op": "hint"})["hint"]
            if len(card_classes(seat.legal, seat.played, seat.trick)) > 1:
                trick = [card_name(card) for card in seat.trick]
                told = ""
                if why and hint["reason"] == ON_BALANCE:
                    card = parse_card(hint["card"])
                    told = f"{what_it_does(seat, card)}\n      {reference_values(code, seat)}"
                found.append(
                    Position(code, trick, card_codes(seat.hand), view["legal"], hint["card"], hint["reason"], told)
                )
            view = ask(session, {"op": "play", "card": hint["card"]})["view"]
    return found


def game_positions(task: tuple[int, int, bool]) -> list[Position]:
    """The positions of game ``k`` of seed ``seed`` (exposure in every other game, as the blunder benchmark)."""
    seed, k, why = task
    return first_hand(f"HR{seed}-{k}", exposure=k % 2 == 0, why=why)


def collect(count: int, seed: int, jobs: int, why: bool = False) -> list[Position]:
    """The first ``count`` positions, game after game in order (the same whatever ``jobs``)."""
    found: list[Position] = []
    k = 0
    with Pool(jobs) as pool:
        while len(found) < count:
            batch = [(seed, k + i, why) for i in range(max(jobs, 2) * 2)]
            k += len(batch)
            for positions in pool.map(game_positions, batch, chunksize=1):
                found.extend(positions)
    return found[:count]


def report(positions: list[Position], show: int) -> str:
    """The distribution of reasons, most frequent first, with the share of on balance."""
    n = len(positions)
    counts = Counter(p.reason for p in positions)
    games = len({p.code for p in positions})
    lines = [
        f"{n} positions with a choice, from the first hands of {games} games at Hard level (South follows the hint)"
    ]
    for reason, k in counts.most_common():
        lines.append(f"  {reason:20} {k:4}  {100 * k / n:5.1f}%")
    lines.append(f"on balance: {counts[ON_BALANCE]} of {n} ({100 * counts[ON_BALANCE] / n:.1f}%)")
    for p in [p for p in positions if p.reason == ON_BALANCE][:show]:
        trick = " ".join(p.trick) or "(leads)"
        lines.append(f"  {p.code}: trick {trick}; hand {' '.join(p.hand)}; legal {' '.join(p.legal)} -> {p.card}")
        if p.why:
            lines.append(f"      {p.why}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=500, help="positions with a choice")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (the figures are the same)")
    parser.add_argument("--show", type=int, default=0, help="list this many of the on-balance positions")
    parser.add_argument("--why", action="store_true", help="describe each on-balance position, with reference values")
    args = parser.parse_args()
    if args.positions < 1 or args.jobs < 1:
        parser.error("--positions and --jobs must be at least 1")
    print(report(collect(args.positions, args.seed, args.jobs, args.why), args.show))
    return 0


if __name__ == "__main__":
    sys.exit(main())
