#!/usr/bin/env python3
"""The page's test views, made by the engine: tests/js/fixtures/views.json.

The JS tests (tests/js/) build their views from these real replies of
``gongzhu.webapi.handle``, so that the page's contract with
``gongzhu/pageview.py`` is tested: a view whose shape the page no longer
follows fails there. tests/scripts/test_js_fixtures.py fails when the committed
file is not what this script writes.

    python3 scripts/js_fixtures.py          # writes tests/js/fixtures/views.json again
    python3 scripts/js_fixtures.py --check  # exit 1 when the file is stale
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gongzhu.webapi import handle  # noqa: E402

FIXTURE = ROOT / "tests" / "js" / "fixtures" / "views.json"
#: The game code of the fixture's games.
SEED = "FIXT23"


def ask(request: dict[str, Any]) -> dict[str, Any]:
    """One request to the engine; its reply, which must be ``ok``."""
    reply: dict[str, Any] = json.loads(handle(json.dumps(request)))
    if not reply.get("ok"):
        raise SystemExit(f"js_fixtures: {request} refused: {reply}")
    return reply


def view() -> dict[str, Any]:
    view: dict[str, Any] = ask({"op": "view"})["view"]
    return view


def souths_turn_following() -> dict[str, Any]:
    """From the exposure on: the first view where South follows a lead with some cards refused."""
    ask({"op": "expose", "cards": []})
    while True:
        current: dict[str, Any] = ask({"op": "advance", "steps": "all"})["view"]
        if current["trick"] and current["illegal"]:
            return current
        ask({"op": "play", "card": current["legal"][0]})


def a_card_and_its_changes() -> dict[str, Any]:
    """South's card as the page asks for it (``changes: true``): the view before, the reply, the view after."""
    before = view()
    reply = ask({"op": "play", "card": before["legal"][0], "changes": True})
    return {"before": before, "changes": reply["changes"], "after": view()}


def play_out_the_hand() -> dict[str, Any]:
    """South plays its first legal card until the hand is over: the hand-over view."""
    current: dict[str, Any] = view()
    while current["phase"] == "play":
        if current["turn"] == "S":
            ask({"op": "play", "card": current["legal"][0]})
        current = ask({"op": "advance", "steps": "all"})["view"]
    return current


def fixtures() -> dict[str, Any]:
    expose = ask({"op": "new_game", "seed": SEED})["view"]
    play = souths_turn_following()
    card = a_card_and_its_changes()
    hand_over = play_out_the_hand()
    ask({"op": "new_game", "seed": SEED, "rules": {"max_hands": 1}})
    ask({"op": "expose", "cards": []})
    game_over = play_out_the_hand()
    return {"expose": expose, "play": play, "card": card, "hand-over": hand_over, "game-over": game_over}


def text() -> str:
    return json.dumps(fixtures(), ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Write (or check) the JS tests' views, made by the engine.")
    parser.add_argument("--check", action="store_true", help="exit 1 when the file is not what would be written")
    parser.add_argument("--out", type=Path, default=FIXTURE, help="the file (default: tests/js/fixtures/views.json)")
    options = parser.parse_args(argv)
    written = text()
    if options.check:
        stale = not options.out.is_file() or options.out.read_text(encoding="utf-8") != written
        if stale:
            print(f"{options.out} is stale: run python3 scripts/js_fixtures.py", file=sys.stderr)
        return 1 if stale else 0
    options.out.parent.mkdir(parents=True, exist_ok=True)
    options.out.write_text(written, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
