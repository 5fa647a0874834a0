#!/usr/bin/env python3
"""How often the hand review flags a level's own decisions: a benchmark that prints figures.

For each level, ``--hands`` hands are played with South at that level and the
other seats at Normal (each on the decision seeds the page uses, bots/drive.py),
then reviewed from South's seat (:func:`gongzhu.review.review_hand`). Prints, per
level, the share of South's decisions that carry a mark, and of those marked a
mistake or a blunder. Hard's own plays should rarely be flagged.

    .venv/bin/python scripts/review_flags.py --hands 100 --jobs 2
"""

from __future__ import annotations

import argparse
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gongzhu.bots import make_bot
from gongzhu.bots.drive import BotPlayer, drive
from gongzhu.game import Game
from gongzhu.review import review_hand

LEVELS = ("hard", "normal", "easy")


def flags(task: tuple[str, int]) -> tuple[str, int, int, int]:
    """One hand of ``level``'s South: its decisions, those marked, those marked a mistake or worse."""
    level, k = task
    game = Game.new(f"FLAG-{level}-{k}")
    drive(game, [BotPlayer(make_bot(level))] + [BotPlayer(make_bot("normal")) for _ in range(3)])
    marks = [d["mark"] for d in review_hand(game, 0)["decisions"]]
    return level, len(marks), sum(m is not None for m in marks), sum(m in ("mistake", "blunder") for m in marks)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    tasks = [(level, k) for level in LEVELS for k in range(args.hands)]
    totals = {level: [0, 0, 0, 0] for level in LEVELS}
    with Pool(args.jobs) as pool:
        for level, decisions, marked, big in pool.imap_unordered(flags, tasks):
            row = totals[level]
            row[0] += 1
            row[1] += decisions
            row[2] += marked
            row[3] += big
    for level, (hands, decisions, marked, big) in totals.items():
        print(
            f"{level:7} {hands} hands, {decisions} decisions: flagged {100 * marked / decisions:.1f}%, "
            f"a mistake or a blunder {100 * big / decisions:.1f}%"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
