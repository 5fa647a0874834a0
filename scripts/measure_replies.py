#!/usr/bin/env python3
"""Print the size of the engine's replies, hand by hand, as the page receives them.

Plays one game through ``gongzhu.webapi`` (a fresh ``Session``, JSON text in and
out, exactly as the worker does): South plays its first legal card and skips
the exposure, the computers play one card per ``advance`` request. For each
hand it prints the largest reply to a computer's card, the largest to South's
card, and the bytes of all replies of the hand (UTF-8). The requests ask for
``changes`` as the page does (``--whole-views``: whole views, as it did before).

    python3 scripts/measure_replies.py [--seed CODE] [--level easy|normal|hard] [--hands N] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, cast

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gongzhu.pageview import View, apply_changes
from gongzhu.webapi import Session


def size(text: str) -> int:
    return len(text.encode())


def ask(session: Session, request: dict[str, Any]) -> tuple[dict[str, Any], int]:
    text = session.handle(json.dumps(request))
    reply: dict[str, Any] = json.loads(text)
    if not reply["ok"]:
        raise SystemExit(f"{request['op']} was refused: {reply['error']['message']}")
    return reply, size(text)


def next_view(view: dict[str, Any], reply: dict[str, Any]) -> dict[str, Any]:
    """The view a reply describes: its whole ``view``, or its ``changes`` to the one before."""
    if "view" in reply:
        return dict(reply["view"])
    return dict(apply_changes(cast(View, view), reply["changes"]))


def replies_by_hand(seed: str, level: str, hands: int, *, changes: bool = True) -> list[dict[str, int]]:
    """Per hand: the largest computer-card and South-card replies, and the bytes of all its replies."""
    session = Session()
    extra = {"changes": True} if changes else {}
    view: dict[str, Any] = {}
    reply, first = ask(session, {"op": "new_game", "seed": seed, "level": level})
    rows: list[dict[str, int]] = []
    row = {"hand": 1, "computer_max": 0, "south_max": 0, "total": first, "replies": 1}
    while True:
        view = next_view(view, reply)
        if view["phase"] == "expose":
            reply, n = ask(session, {"op": "expose", "cards": []})
            key = "south_max"
        elif view["phase"] == "play" and view["turn"] == "S":
            reply, n = ask(session, {"op": "play", "card": view["legal"][0], **extra})
            key = "south_max"
        elif view["phase"] == "play":
            reply, n = ask(session, {"op": "advance", "steps": 1, **extra})
            key = "computer_max"
        else:
            rows.append(row)
            if view["phase"] == "game-over" or len(rows) >= hands:
                return rows
            reply, n = ask(session, {"op": "next_hand"})
            row = {"hand": len(rows) + 1, "computer_max": 0, "south_max": 0, "total": 0, "replies": 0}
            key = "south_max"
        row[key] = max(row[key], n)
        row["total"] += n
        row["replies"] += 1


def main() -> int:
    parser = argparse.ArgumentParser(description="Reply sizes of webapi.handle, hand by hand.")
    parser.add_argument("--seed", default="ABC123")
    parser.add_argument("--level", default="easy", choices=["easy", "normal", "hard"])
    parser.add_argument("--hands", type=int, default=12, help="stop after this many hands (default 12)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--whole-views", action="store_true", help="ask for whole views, as before the page asked for changes"
    )
    args = parser.parse_args()
    rows = replies_by_hand(args.seed, args.level, args.hands, changes=not args.whole_views)
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    print("hand  largest computer-card reply  largest South reply  all replies (count)")
    for row in rows:
        print(
            f"{row['hand']:>4}  {row['computer_max']:>20,} B  {row['south_max']:>16,} B  "
            f"{row['total']:>10,} B ({row['replies']})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
