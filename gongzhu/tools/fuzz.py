"""Fuzzing what comes from outside: ``python -m gongzhu fuzz --runs N``.

Three doors take outside text: :func:`gongzhu.save.load`,
:func:`gongzhu.webapi.handle` and the ``score`` command. Each check below
feeds one door one input and names the outcome; the only outcomes allowed
are a clean refusal (:class:`~gongzhu.save.SaveError`, an error reply, exit
2 with one line) or a game that passes the engine's invariants
(:func:`gongzhu.tools.selfcheck.game_problems`). Anything else raises
:class:`FuzzFailure`.

The inputs are real saves of every phase under every house rule, mutated:
cut short, bytes changed, values replaced by wrong types, huge numbers,
deep nesting and long strings. The test suite runs a slice of this and
feeds the same checks inputs from hypothesis; the command runs as many as
asked and prints the counts::

    python -m gongzhu fuzz --runs 20000 --seed 1
"""

from __future__ import annotations

import io
import json
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from ..bots.drive import RandomPlayer, drive
from ..game import Game, Phase
from ..reasons import Reason
from ..rng import Rng
from ..rules import FIRST_LEAD_CLUB_TWO, Rules
from ..save import SaveError, load, save
from .selfcheck import game_problems

#: The house rules the sample saves are played under (each with a cap, so games end).
HOUSE_RULES = (
    Rules(max_hands=3),
    Rules(exposure=False, max_hands=3),
    Rules.quick(max_hands=3),
    Rules(pig_goat_swap=True, max_hands=3),
    Rules(first_lead=FIRST_LEAD_CLUB_TWO, max_hands=3),
    Rules(zero_hearts_are_points=False, max_hands=3),
)


#: Stands for a huge integer in :func:`junk` (Python cannot write one of over 4,300 digits).
_HUGE = "\x01huge integer\x01"


class FuzzFailure(AssertionError):
    """An input that got an outcome other than a clean refusal or a sound game."""


def sample_saves(seed: str = "1") -> list[str]:
    """Saves of random games under each of :data:`HOUSE_RULES`, one in every phase reached."""
    saves = []
    for number, rules in enumerate(HOUSE_RULES):
        players = [RandomPlayer(Rng.from_key("fuzz-saves", seed, number))] * 4
        game = Game.new(f"FUZZ-{number}", rules)
        seen: set[tuple[Phase, bool]] = set()
        while True:
            key = (game.phase, bool(game.trick))
            if key not in seen:
                seen.add(key)
                saves.append(save(game))
            if game.phase is Phase.GAME_OVER:
                break
            drive(game, players, moves=1, deal_on=True)
    return saves


# --- the three doors ------------------------------------------------------------------


def check_save(text: str) -> str:
    """``"refused"`` or ``"loaded"`` (a sound game); else :class:`FuzzFailure`."""
    try:
        game = load(text)
    except SaveError as exc:
        if len(str(exc)) > 1000:
            raise FuzzFailure(f"a refusal of {len(str(exc)):,} characters") from exc
        return "refused"
    except Exception as exc:
        raise FuzzFailure(f"load raised {type(exc).__name__}: {str(exc)[:200]}") from exc
    problems = game_problems(game)
    if problems:
        raise FuzzFailure(f"a loaded game breaks the invariants: {problems}")
    return "loaded"


def check_request(text: str, handle: Callable[[str], str], game: Callable[[], Game | None]) -> str:
    """The reply's outcome (``"ok"`` or the error reason) to one request; else :class:`FuzzFailure`.

    ``game`` gives the session's game afterwards, checked against the invariants.
    """
    try:
        reply = json.loads(handle(text))
    except Exception as exc:
        raise FuzzFailure(f"handle raised or answered badly: {type(exc).__name__}: {str(exc)[:200]}") from exc
    if not isinstance(reply, dict) or not isinstance(reply.get("ok"), bool):
        raise FuzzFailure(f"a reply without ok: {str(reply)[:200]}")
    if not reply["ok"]:
        reason = reply["error"]["reason"]
        if reason not in Reason.__members__.values() or reason == Reason.INTERNAL_ERROR:
            raise FuzzFailure(f"error reply {reason}: {reply['error']['message'][:200]}")
        if len(reply["error"]["message"]) > 1000:
            raise FuzzFailure(f"an error message of {len(reply['error']['message']):,} characters")
    current = game()
    if current is not None:
        problems = game_problems(current)
        if problems:
            raise FuzzFailure(f"the session's game breaks the invariants: {problems}")
    return "ok" if reply["ok"] else str(reply["error"]["reason"])


def check_score_input(data: bytes) -> str:
    """``"scored"`` (exit 0) or ``"refused"`` (exit 2, one line naming the line); else :class:`FuzzFailure`."""
    from ..__main__ import score_main

    out, err = io.StringIO(), io.StringIO()
    try:
        code = score_main(io.BytesIO(data), out, err)
    except Exception as exc:
        raise FuzzFailure(f"score raised {type(exc).__name__}: {str(exc)[:200]}") from exc
    if code == 0 and not err.getvalue():
        return "scored"
    lines = err.getvalue().splitlines()
    if code != 2 or len(lines) != 1 or not lines[0].startswith("line "):
        raise FuzzFailure(f"score exited {code} saying {err.getvalue()[:200]!r}")
    return "refused"


# --- mutations ------------------------------------------------------------------------


def junk(rng: Rng) -> Any:
    """A JSON value of a wrong kind: huge numbers, deep nesting, long strings, wrong types."""
    kind = rng.below(10)
    if kind == 0:
        return _HUGE  # written out as an integer of 4,000 to 6,000 digits
    if kind == 1:
        value: Any = []
        for _ in range(rng.below(40)):
            value = [value]
        return value
    if kind == 2:
        return "x" * rng.below(200_000)
    if kind == 3:
        return rng.choice([None, True, False, 0, -1, 1.5, 2**63, "", {}, [], "S play QS", "next"])
    if kind == 4:
        return {"op": rng.choice(["play", "load", "expose", "advance"]), "x": [1, 2]}
    if kind == 5:
        return -(10 ** rng.below(30))
    if kind == 6:
        return ["QS", "JD", "TC", "AH", "QS"][: rng.below(6)]
    if kind == 7:
        return "♠♥♦♣\x00\ud800"[rng.below(6) :]
    if kind == 8:
        return rng.random() * 10 ** rng.below(300)
    return rng.choice(["expose", "play", "hand-over", "game-over", "normal", "greedy", "all", 52, 53])


def value_paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value, as key/index paths from the top (``()``)."""
    paths = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            paths += value_paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            paths += value_paths(item, (*path, index))
    return paths


def replace_at(value: Any, path: tuple[Any, ...], new: Any, delete: bool = False) -> Any:
    """A copy of JSON ``value`` with the place at ``path`` set to ``new`` (or removed)."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    copy: Any = dict(value) if isinstance(value, dict) else list(value)
    if delete and not rest:
        del copy[head]
    else:
        copy[head] = replace_at(value[head], rest, new, delete)
    return copy


def mutate_json(text: str, rng: Rng) -> str:
    """``text`` (JSON) with one value replaced by :func:`junk` or removed."""
    value = json.loads(text)
    paths = value_paths(value)
    path = paths[rng.below(len(paths))]
    delete = bool(path) and rng.below(4) == 0
    digits = "9" * (4000 + rng.below(2000))
    return json.dumps(replace_at(value, path, junk(rng), delete), ensure_ascii=False).replace(json.dumps(_HUGE), digits)


def mutate_text(text: str, rng: Rng) -> str:
    """``text`` cut short, or with characters changed, inserted or deep brackets spliced in."""
    kind = rng.below(5)
    at = rng.below(len(text) + 1)
    if kind == 0:
        return text[:at]
    if kind == 1:
        return text[:at] + rng.choice(['"', "[", "]", "{", "}", ",", ":", "\\", "0", "é", "\x00", " "]) + text[at + 1 :]
    if kind == 2:
        return text[:at] + rng.choice(["[", "{", '{"a":']) * (1 + rng.below(100_000)) + text[at:]
    if kind == 3:
        return text[:at] + "9" * (4000 + rng.below(2000)) + text[at:]
    return text[:at] + text[at:][::-1]


def mutate(text: str, rng: Rng) -> str:
    return mutate_json(text, rng) if rng.below(2) else mutate_text(text, rng)


_TABLE = json.dumps({"collected": [["QS", "AH"], ["TC"], [], ["JD"]], "exposed": ["QS"], "rules": {}})


def fuzz_once(saves: list[str], rng: Rng) -> list[tuple[str, str]]:
    """One mutated input through each door: ``(door, outcome)`` pairs; raises :class:`FuzzFailure`."""
    from ..webapi import Session

    base = rng.choice(saves)
    session = Session()
    session.handle(json.dumps({"op": "load", "save": base}))
    request = rng.choice(
        [
            {"op": "load", "save": mutate(base, rng)},
            {"op": "advance", "steps": 1},
            {"op": "play", "card": "2S"},
            {"op": "expose", "cards": ["QS"]},
            {"op": "new_game", "seed": "F1", "rules": {}, "level": "easy"},
        ]
    )
    score_line = (mutate(_TABLE, rng) + "\n").encode("utf-8", "surrogatepass")
    return [
        ("save", check_save(mutate(base, rng))),
        ("webapi", check_request(mutate(json.dumps(request), rng), session.handle, lambda: session.game)),
        ("score", check_score_input(score_line)),
    ]


def run(runs: int, seed: str = "1") -> dict[str, Any]:
    """``runs`` rounds of mutated inputs through the three doors; counts of outcomes and failures."""
    rng = Rng.from_key("fuzz", seed)
    saves = sample_saves(seed)
    counts: Counter[str] = Counter()
    failures: list[str] = []
    start = time.perf_counter()
    for _ in range(runs):
        try:
            counts.update(f"{door} {outcome}" for door, outcome in fuzz_once(saves, rng))
        except FuzzFailure as exc:
            counts["FAILED"] += 1
            failures.append(str(exc))
    return {
        "runs": runs,
        "seed": seed,
        "sample_saves": len(saves),
        "outcomes": dict(sorted(counts.items())),
        "failures": len(failures),
        "failure_examples": failures[:10],
        "seconds": round(time.perf_counter() - start, 3),
    }
