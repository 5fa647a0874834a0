"""Command line: ``python -m gongzhu score | selfcheck | arena | fuzz | playouts | review | blunders``.

``score`` reads JSON Lines on stdin, one table per line::

    {"collected": [[...S], [...E], [...N], [...W]], "exposed": ["QS", ...]}

and prints one JSON line ``{"scores": [{...}, ×4]}`` per input line.
Invalid input exits 2 with a one-line error naming the line, under any
locale: lines are read as bytes and decoded as UTF-8 here, each at most
:data:`MAX_LINE_BYTES` long and nested at most
:data:`~gongzhu.untrusted.MAX_DEPTH` deep.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, BinaryIO, TextIO

from .cards import CardParseError, parse_cards
from .rules import Rules, RulesError
from .scoring import score_hand
from .untrusted import InputError, cut, read_json

#: The longest input line read, in bytes (a table needs under 1,000).
MAX_LINE_BYTES = 100_000


def _score_line(text: str) -> dict[str, Any]:
    data = read_json(text, max_chars=MAX_LINE_BYTES, what="the line")
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
    except RulesError as exc:
        raise InputError(f"bad rules: {exc}") from exc
    try:
        masks = [parse_cards(pile) for pile in piles]
        exposed = parse_cards(exposed_codes)
    except CardParseError as exc:
        raise InputError(str(exc)) from exc
    seen = 0
    for mask in masks:
        if seen & mask:
            raise InputError("a card appears in two piles")
        seen |= mask
    return {"scores": [s.to_dict() for s in score_hand(masks, exposed, rules)]}


def _read_line(raw: bytes) -> str:
    if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
        raise InputError(f"longer than {MAX_LINE_BYTES:,} bytes")
    try:
        return raw.decode("utf-8").rstrip("\r\n")
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 text (byte {exc.start + 1} cannot be read)") from exc


def _say(stream: TextIO, line: str) -> None:
    """Write ``line`` whatever the stream's encoding: what it cannot encode is escaped."""
    try:
        stream.write(line)
    except UnicodeEncodeError:
        stream.write(line.encode("ascii", "backslashreplace").decode("ascii"))


def score_main(stdin: BinaryIO, stdout: TextIO, stderr: TextIO) -> int:
    """Score each line of ``stdin``; 0 when all were scored, 2 at the first bad line."""
    number = 0
    while raw := stdin.readline(MAX_LINE_BYTES + 1):
        number += 1
        try:
            line = _read_line(raw)
            if not line.strip():
                continue
            result = _score_line(line)
        except InputError as exc:
            _say(stderr, f"line {number}: {exc}\n")
            return 2
        except Exception as exc:  # a fault of the scorer: still one line, no traceback
            _say(stderr, f"line {number}: internal error: {type(exc).__name__}: {cut(str(exc))}\n")
            return 2
        stdout.write(json.dumps(result, ensure_ascii=False) + "\n")
    return 0


def _arena(argv: list[str]) -> int:
    from .tools.arena import main as arena_main

    return arena_main(argv)


def _blunders(argv: list[str]) -> int:
    from .tools.blunders import main as blunders_main

    return blunders_main(argv)


def review_command(
    argv: list[str], stdin: TextIO | None = None, stdout: TextIO | None = None, stderr: TextIO | None = None
) -> int:
    """``python -m gongzhu review [--seat S] [--hand N]``: a save on stdin, the review as one JSON object."""
    from .review import ReviewError, review_save
    from .save import MAX_SAVE_CHARS, SaveError

    parser = argparse.ArgumentParser(prog="python -m gongzhu review", description=review_command.__doc__)
    parser.add_argument("--seat", default="S", help="the seat reviewed (S, E, N or W; default S)")
    parser.add_argument("--hand", type=int, default=None, help="the hand reviewed (default: the last finished one)")
    parser.add_argument("--timing", action="store_true", help="add each decision's time in milliseconds")
    options = parser.parse_args(argv)
    try:
        report = review_save((stdin or sys.stdin).read(MAX_SAVE_CHARS + 1), options.seat, options.hand, options.timing)
    except (SaveError, ReviewError, ValueError) as exc:
        (stderr or sys.stderr).write(f"review: {cut(str(exc))}\n")
        return 2
    (stdout or sys.stdout).write(json.dumps(report, ensure_ascii=False) + "\n")
    return 0


#: The commands that read their own arguments.
OWN_PARSERS = {"arena": _arena, "blunders": _blunders, "review": review_command}


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog="python -m gongzhu", description="Gong Zhu rules engine tools")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("score", help="score tables read as JSON Lines on stdin")
    check = sub.add_parser("selfcheck", help="play random hands and check invariants")
    check.add_argument("--hands", type=int, default=1000)
    check.add_argument("--seed", default="1")
    fuzz = sub.add_parser("fuzz", help="feed mutated saves, requests and score lines to the engine")
    fuzz.add_argument("--runs", type=int, default=1000)
    fuzz.add_argument("--seed", default="1")
    speed = sub.add_parser("playouts", help="time whole-hand playouts (the bit-mask core and the rule policy)")
    speed.add_argument("--deals", type=int, default=2000)
    speed.add_argument("--seed", default="1")
    sub.add_parser("arena", help="duplicate matches between computer levels", add_help=False)
    sub.add_parser("review", help="price each decision of a hand of a save read on stdin", add_help=False)
    sub.add_parser(
        "blunders", help="Hard's card against a search with 8x its budget (losses confirmed at 32x)", add_help=False
    )
    if args and args[0] in OWN_PARSERS:
        return OWN_PARSERS[args[0]](args[1:])
    options = parser.parse_args(args)
    if options.command == "score":
        return score_main(sys.stdin.buffer, sys.stdout, sys.stderr)
    if options.command == "fuzz":
        from .tools.fuzz import run as fuzz_run

        report = fuzz_run(options.runs, str(options.seed))
        print(json.dumps(report))
        return 1 if report["failures"] else 0
    if options.command == "playouts":
        from .tools.playouts import run as speed_run

        if options.deals < 1:
            parser.error("--deals must be at least 1")
        print(json.dumps(speed_run(options.deals, str(options.seed))))
        return 0
    from .tools.selfcheck import run

    if options.hands < 1:
        parser.error("--hands must be at least 1")
    print(json.dumps(run(options.hands, str(options.seed))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
