#!/usr/bin/env python3
"""Whether the hand review's marks can be trusted: its recall and its false marks, a benchmark that prints figures.

Two sets of ``--hands`` hands, the other seats at Normal (on the decision seeds
the page uses, bots/drive.py), reviewed from South's seat
(:func:`gongzhu.review.review_hand`):

- *random*: South plays random legal cards (and exposes at random). Each of its
  decisions with a choice is priced again by a reference (:func:`reference_costs`):
  Hard's search with :data:`REFERENCE_FACTOR` times its budget (the blunder
  check's second search), every distinct card on the same deals, each on its
  better line; for an exposure, every choice the review prices, over as many
  times Hard's whole-hand playouts. The *recall* is the share of the decisions
  whose reference cost is :data:`BIG` points or more that the review marks a
  mistake or a blunder.
- *hint*: South follows the hint (Hard, as the page asks it). The *false-mark
  rate* is the share of South's decisions with a choice that the review marks at all.

The reference's prices are kept in a JSON file (``--cache``), keyed by game code
and move, so a rerun prices only what is new.

    .venv/bin/python scripts/review_flags.py --hands 100 --jobs 1
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import TypedDict

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gongzhu.bots import make_bot
from gongzhu.bots.drive import BotPlayer, Player, drive
from gongzhu.bots.hard import HardBot, better_line_values, candidates
from gongzhu.bots.hard_settings import EXACT_SAMPLES, EXPOSE_BUDGET, PLAY_BUDGET, HardSettings
from gongzhu.cards import EXPOSABLE
from gongzhu.game import Game
from gongzhu.review import Moment, exposure_choices, moments, review_hand
from gongzhu.rng import Rng

#: The reference search has this many times Hard's budget.
REFERENCE_FACTOR = 32
#: A decision that costs this many points or more by the reference should be marked a mistake or a blunder.
BIG = 30.0
#: The review's marks that count for the recall.
SERIOUS = ("mistake", "blunder")
#: The default file of the reference's prices.
CACHE = Path(__file__).resolve().parent.parent / ".cache" / "review_flags.json"

_REFERENCE = HardBot(
    HardSettings(
        budget=PLAY_BUDGET * REFERENCE_FACTOR,
        exact_samples=EXACT_SAMPLES * REFERENCE_FACTOR,
        expose_budget=EXPOSE_BUDGET * REFERENCE_FACTOR,
    )
)


class Judged(TypedDict):
    """One decision with a choice: the review's mark, cost and noise, and the reference's cost (random hands)."""

    move: int
    kind: str
    played: str
    best: str
    mark: str | None
    cost: float
    noise: float
    reference: float | None


def south_player(kind: str) -> Player:
    """South's player: random legal cards, or the hint (Hard on the hint's own seeds, webapi.py)."""
    return BotPlayer(make_bot("random")) if kind == "random" else BotPlayer(make_bot("hard"), salt="-hint")


def hand_code(kind: str, k: int) -> str:
    """The game code of hand ``k`` of set ``kind`` (the cache's key), as the game writes it (upper case)."""
    return Game.new(f"RF-{kind}-{k}").code


def played_hand(kind: str, k: int) -> Game:
    """Hand ``k`` of set ``kind``: game ``RF-<kind>-<k>``'s first hand, South as :func:`south_player`."""
    game = Game.new(hand_code(kind, k))
    drive(game, [south_player(kind)] + [BotPlayer(make_bot("normal")) for _ in range(3)])
    return game


def reference_cost(moment: Moment) -> float:
    """What the reference says the decision cost (points, at least zero): the best choice's mean minus its own."""
    rng = Rng.from_key("gongzhu-review-reference", moment.game.code, moment.seat, moment.move)
    view = moment.view
    if moment.kind == "expose":
        options = exposure_choices(view.dealt, moment.choice)
        means = _REFERENCE.price_exposures(view, options, rng)
        return max(0.0, max(means) - means[options.index(moment.choice & view.dealt & EXPOSABLE)])
    cards = candidates(view, moment.choice)
    values = better_line_values(_REFERENCE.price_lines(view, cards, rng)[1])
    return max(0.0, max(values.values()) - values[moment.choice])


def judge_hand(task: tuple[str, int, dict[str, float]]) -> tuple[str, str, list[Judged], dict[str, float]]:
    """One hand reviewed, and its decisions priced by the reference (random hands; ``known``: prices cached)."""
    kind, k, known = task
    game = played_hand(kind, k)
    review = review_hand(game, 0)
    priced: dict[str, float] = {}
    out: list[Judged] = []
    by_move = {m.move: m for m in moments(game, 0, 1)}
    for d in review["decisions"]:
        if not (d["values"] if d["kind"] == "play" else d["options"]):
            continue
        reference = None
        if kind == "random":
            key = str(d["move"])
            if key not in known:
                priced[key] = round(reference_cost(by_move[d["move"]]), 1)
            reference = known.get(key, priced.get(key))
        out.append({"move": d["move"], "kind": d["kind"], "played": d["played"], "best": d["best"], "mark": d["mark"],
                    "cost": d["cost"], "noise": d["noise"], "reference": reference})  # fmt: skip
    return kind, game.code, out, priced


def rates(judged: dict[str, list[list[Judged]]]) -> tuple[dict[str, float], dict[str, list[Judged]]]:
    """The figures: recall over the random hands' big decisions, false marks over the hint's decisions;
    and the decisions missed and those marked falsely."""
    random = [j for js in judged.get("random", []) for j in js]
    hint = [j for js in judged.get("hint", []) for j in js]
    big = [j for j in random if j["reference"] is not None and j["reference"] >= BIG]
    found = [j for j in big if j["mark"] in SERIOUS]
    marked = [j for j in hint if j["mark"] is not None]
    return {
        "random_decisions": len(random),
        "big": len(big),
        "found": len(found),
        "recall": round(len(found) / max(1, len(big)), 4),
        "random_marked_serious": sum(j["mark"] in SERIOUS for j in random),
        "random_serious_below_big": sum(
            j["mark"] in SERIOUS and j["reference"] is not None and j["reference"] < BIG for j in random
        ),
        "hint_decisions": len(hint),
        "hint_marked": len(marked),
        "false_mark_rate": round(len(marked) / max(1, len(hint)), 4),
    }, {"missed": [j for j in big if j["mark"] not in SERIOUS], "false_marks": marked}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=100, help="hands of each set")
    parser.add_argument("--first", type=int, default=0, help="the first hand's number")
    parser.add_argument("--sets", default="random,hint", help="the sets of hands, comma separated")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--cache", type=Path, default=CACHE, help="the reference's prices (JSON)")
    parser.add_argument("--details", action="store_true", help="list the missed and the falsely marked decisions")
    parser.add_argument("--out", type=Path, help="write every decision judged here (JSON), by set")
    args = parser.parse_args()
    cache: dict[str, dict[str, float]] = json.loads(args.cache.read_text()) if args.cache.exists() else {}
    sets = args.sets.split(",")
    tasks = [
        (kind, k, cache.get(hand_code(kind, k), {}))
        for kind in sets
        for k in range(args.first, args.first + args.hands)
    ]
    judged: dict[str, list[list[Judged]]] = {kind: [] for kind in sets}
    start = time.perf_counter()
    with Pool(args.jobs) as pool:
        for kind, code, decisions, priced in pool.imap_unordered(judge_hand, tasks):
            judged[kind].append(decisions)
            if priced:
                cache.setdefault(code, {}).update(priced)
                args.cache.parent.mkdir(parents=True, exist_ok=True)
                args.cache.write_text(json.dumps(cache, sort_keys=True))
    figures, details = rates(judged)
    if args.out:
        args.out.write_text(json.dumps(judged))
    print(f"hands {args.hands} per set (from {args.first}), reference {REFERENCE_FACTOR}x Hard's budget, "
          f"{time.perf_counter() - start:.0f} s")  # fmt: skip
    print(
        f"recall {100 * figures['recall']:.1f}%: {figures['found']} of {figures['big']} decisions "
        f"costing {BIG:.0f}+ by the reference marked a mistake or a blunder ({figures['random_decisions']} decisions)"
    )
    print(
        f"false marks {100 * figures['false_mark_rate']:.1f}%: {figures['hint_marked']} of "
        f"{figures['hint_decisions']} decisions with a choice following the hint"
    )
    print(json.dumps(figures))
    if args.details:
        print(json.dumps(details, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
