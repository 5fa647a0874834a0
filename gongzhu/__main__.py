"""Command line: ``python -m gongzhu score | selfcheck | arena``.

``score`` reads JSON Lines on stdin, one table per line::

    {"collected": [[...S], [...E], [...N], [...W]], "exposed": ["QS", ...]}

and prints one JSON line ``{"scores": [{...}, ×4]}`` per input line.
Invalid input exits 2 with a one-line error naming the line.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from .cards import CardParseError, parse_cards
from .rules import Rules, RulesError
from .scoring import score_hand


class InputError(ValueError):
    pass


def _score_line(text: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"not JSON: {exc.msg}") from exc
    if not isinstance(data, dict):
        raise InputError("expected a JSON object")
    piles = data.get("collected")
    if not isinstance(piles, list) or len(piles) != 4:
        raise InputError('"collected" must be a list of four piles (S, E, N, W)')
    exposed_codes = data.get("exposed", [])
    if not isinstance(exposed_codes, list) or not all(isinstance(p, list) for p in piles):
        raise InputError('"collected" piles and "exposed" must be lists of card codes')
    try:
        rules = Rules.from_dict(data.get("rules", {}))
    except (RulesError, TypeError) as exc:
        raise InputError(f"bad rules: {exc}") from exc
    try:
        masks = [parse_cards(pile) for pile in piles]
        exposed = parse_cards(exposed_codes)
    except (CardParseError, AttributeError) as exc:
        raise InputError(str(exc)) from exc
    seen = 0
    for mask in masks:
        if seen & mask:
            raise InputError("a card appears in two piles")
        seen |= mask
    return {"scores": [s.to_dict() for s in score_hand(masks, exposed, rules)]}


def score_main(stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    for number, line in enumerate(stdin, start=1):
        if not line.strip():
            continue
        try:
            result = _score_line(line)
        except InputError as exc:
            stderr.write(f"line {number}: {exc}\n")
            return 2
        stdout.write(json.dumps(result, ensure_ascii=False) + "\n")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog="python -m gongzhu", description="Gong Zhu rules engine tools")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("score", help="score tables read as JSON Lines on stdin")
    check = sub.add_parser("selfcheck", help="play random hands and check invariants")
    check.add_argument("--hands", type=int, default=1000)
    check.add_argument("--seed", default="1")
    sub.add_parser("arena", help="duplicate matches between computer levels", add_help=False)
    if args and args[0] == "arena":
        from .arena import main as arena_main

        return arena_main(args[1:])
    options = parser.parse_args(args)
    if options.command == "score":
        return score_main(sys.stdin, sys.stdout, sys.stderr)
    from .selfcheck import run

    if options.hands < 1:
        parser.error("--hands must be at least 1")
    print(json.dumps(run(options.hands, str(options.seed))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
