"""Hostile input never crashes the engine: deep, huge or malformed saves, requests and score lines.

Each fault found by outside probing has its reproduction here; the fuzz tests
feed the three doors (``save.load``, ``webapi.handle``, ``python -m gongzhu
score``) mutated real saves and generated junk. The longer run is
``python -m gongzhu fuzz --runs N``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from functools import cache
from typing import Any

import pytest
from gongzhu.game import Game
from gongzhu.rng import Rng
from gongzhu.save import MAX_SAVE_CHARS, SaveError, load, save
from gongzhu.tools.fuzz import check_request, check_save, check_score_input, replace_at, run, sample_saves, value_paths
from gongzhu.untrusted import MAX_DEPTH
from gongzhu.webapi import Session, handle
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

#: Stands for an integer of 5,000 digits, which Python will not write out.
HUGE = "<huge integer>"
FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@cache
def saves() -> tuple[str, ...]:
    return tuple(sample_saves("tests"))


def ask(request: str, session: Session | None = None) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads((session or Session()).handle(request))
    return reply


def score_cli(data: bytes, **env: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "gongzhu", "score"],
        input=data,
        capture_output=True,
        timeout=120,
        env={**os.environ, **env},
    )


# --- 1. deep nesting ------------------------------------------------------------------------


def test_a_deeply_nested_save_is_a_save_error() -> None:
    with pytest.raises(SaveError, match="nested more than"):
        load("[" * 100_000)
    with pytest.raises(SaveError, match="nested more than"):
        load("[" * 100_000 + "]" * 100_000)


def test_a_valid_save_with_deep_junk_inside_is_a_save_error() -> None:
    data = json.loads(save(Game.new("DEEP1")))
    data["junk"] = "JUNK"
    text = json.dumps(data).replace('"JUNK"', "[" * 5000 + "]" * 5000)
    with pytest.raises(SaveError, match="nested more than"):
        load(text)


def test_nesting_up_to_the_limit_is_read() -> None:
    text = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    with pytest.raises(SaveError, match="must be a JSON object"):
        load(text)


def test_handle_answers_deep_nesting_with_an_error_reply() -> None:
    reply = json.loads(handle("[" * 100_000 + "]" * 100_000))
    assert reply["ok"] is False and reply["error"]["reason"] == "bad_request"
    deep_save = json.dumps({"op": "load", "save": "[" * 100_000})
    assert ask(deep_save)["error"]["reason"] == "bad_save"


# --- 4. every request field checked ---------------------------------------------------------


@pytest.mark.parametrize(
    "steps",
    [
        "Infinity",
        "-Infinity",
        "NaN",
        "1e400",
        "-1e400",
        "1" + "0" * 5000,
        "0",
        "-1",
        "53",
        "2.0",
        "true",
        '"x"',
        "null",
        "[]",
    ],
)
def test_advance_with_bad_steps_is_refused_and_changes_nothing(steps: str) -> None:
    session = Session()
    before = ask('{"op": "new_game", "seed": "STEPS1"}', session)
    reply = ask('{"op": "advance", "steps": ' + steps + "}", session)
    assert reply["ok"] is False and reply["error"]["reason"] == "bad_request"
    assert ask('{"op": "view"}', session)["view"] == before["view"]


@pytest.mark.parametrize(
    "request_",
    [
        {"op": "play", "card": ["QS"]},
        {"op": "play", "card": "Q" * 100_000},
        {"op": "play"},
        {"op": "expose", "cards": "QS"},
        {"op": "expose", "cards": [1]},
        {"op": "expose", "cards": ["QS"] * 1000},
        {"op": "set_level", "level": ["hard"]},
        {"op": "set_level", "level": "greedy"},
        {"op": "new_game", "seed": 12},
        {"op": "new_game", "seed": "A" * 100_000},
        {"op": "new_game", "seed": "A", "rules": [1]},
        {"op": "new_game", "seed": "A", "rules": {"lose_at": -(10**100)}},
        {"op": "new_game", "seed": "A", "rules": {"win_at": 10**100}},
        {"op": "new_game", "seed": "A", "colour": "red"},
        {"op": "load", "save": {"format": "gongzhu-save"}},
        {"op": ["view"]},
        {"op": "x" * 100_000},
    ],
)
def test_bad_fields_get_a_bad_request_reply_with_a_short_message(request_: dict[str, Any]) -> None:
    session = Session()
    ask('{"op": "new_game", "seed": "FIELDS1"}', session)
    reply = ask(json.dumps(request_), session)
    assert reply["ok"] is False and reply["error"]["reason"] in ("bad_request", "card_not_exposable")
    assert len(reply["error"]["message"]) < 300


def test_handle_refuses_an_oversized_request_before_reading_it() -> None:
    reply = ask('{"op": "view", "pad": "' + "x" * 5_000_000 + '"}')
    assert reply["error"]["reason"] == "bad_request" and "characters long" in reply["error"]["message"]


# --- 5. integers over 4,300 digits ----------------------------------------------------------


def test_a_save_with_a_5000_digit_version_is_a_save_error() -> None:
    text = save(Game.new("BIG1")).replace('"version":1', '"version":' + "1" * 5000)
    with pytest.raises(SaveError, match="number that cannot be read"):
        load(text)


def test_a_save_version_of_true_is_not_version_1() -> None:
    with pytest.raises(SaveError, match="unknown save version"):
        load(save(Game.new("BIG2")).replace('"version":1', '"version":true'))


# --- 7. the score command: exit 2 with one line, under any locale ------------------------------


@pytest.mark.parametrize(
    ("line", "words"),
    [
        (b'{"collected": [[], [], [], []], "rules": {"lose_at": -' + b"1" * 5000 + b"}}", "number that cannot be read"),
        (b"[" * 200_000, "longer than"),
        (b"[" * 50_000, "nested more than"),
        (b'{"collected": [["\xff\xfe"], [], [], []]}', "not UTF-8"),
        (b'{"collected": [["\xe2\x99\xa0X"], [], [], []]}', "unknown card"),
    ],
    # Short names: a 200,000-byte line as its own id would be longer than a shell may pass to select it.
    ids=["huge-number", "too-long", "too-deep", "not-utf8", "unknown-card"],
)
@pytest.mark.parametrize("encoding", ["utf-8:strict", "ascii:strict"])
def test_score_exits_2_with_one_line_for_hostile_input(line: bytes, words: str, encoding: str) -> None:
    good = b'{"collected": [[], [], [], []]}\n'
    result = score_cli(good + line + b"\n", PYTHONIOENCODING=encoding, LC_ALL="C")
    stderr = result.stderr.decode("utf-8")
    assert result.returncode == 2, stderr
    assert stderr.startswith("line 2: ") and words in stderr and len(stderr.splitlines()) == 1
    assert len(result.stdout.splitlines()) == 1


# --- 8. bounded messages and load time -----------------------------------------------------


def test_a_huge_bad_action_gives_a_short_message() -> None:
    data = json.loads(save(Game.new("LONG1")))
    data["actions"].append("S play " + "Q" * 5_000_000)
    with pytest.raises(SaveError) as caught:
        load(data)
    assert len(str(caught.value)) < 400


def test_an_oversized_save_is_refused_before_it_is_read() -> None:
    text = save(Game.new("LONG2"))
    text = text[:-1] + ',"pad":"' + "x" * MAX_SAVE_CHARS + '"}'
    with pytest.raises(SaveError, match="more than the 1,000,000 allowed"):
        load(text)


def test_a_long_game_fits_under_the_size_limit() -> None:
    # The documented maximum leaves room for a 1,000-hand game (about 660,000 characters).
    from gongzhu.bots.drive import RandomPlayer, drive
    from gongzhu.rules import Rules

    game = Game.new("LONG3", Rules(max_hands=1000, lose_at=-100_000))
    drive(game, [RandomPlayer(Rng.from_key("long game"))] * 4, deal_on=True, stop=lambda g: g.hand_no >= 60)
    per_hand = len(save(game)) / game.hand_no
    assert per_hand * 1000 < MAX_SAVE_CHARS


# --- fuzz -------------------------------------------------------------------------------------


def test_a_slice_of_the_fuzz_run_finds_nothing() -> None:
    report = run(40, "suite")
    assert report["failures"] == 0, report["failure_examples"]
    outcomes = report["outcomes"]
    assert outcomes.get("save refused", 0) > 0 and outcomes.get("score refused", 0) > 0
    assert report["sample_saves"] >= 6 * 3  # every house rule, in at least three phases


def test_sample_saves_cover_every_phase() -> None:
    phases = {json.loads(text)["state"]["phase"] for text in saves()}
    assert phases == {"expose", "play", "hand-over", "game-over"}


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30)
    | st.sampled_from(["QS", "S play QS", "next", "expose", "hand-over", "hard", "all", 52, HUGE]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=20,
)


def _dumps(value: Any) -> str:
    """JSON text of ``value``, :data:`HUGE` written as an integer of 5,000 digits."""
    return json.dumps(value).replace(json.dumps(HUGE), "9" * 5000)


@FUZZ
@given(st.data(), json_values)
def test_fuzz_load_with_one_value_replaced(data: st.DataObject, junk: Any) -> None:
    text = data.draw(st.sampled_from(saves()))
    value = json.loads(text)
    path = data.draw(st.sampled_from(value_paths(value)))
    check_save(_dumps(replace_at(value, path, junk)))


@FUZZ
@given(st.data(), st.text(max_size=20), st.integers(min_value=0, max_value=10**6))
def test_fuzz_load_with_text_spliced_in(data: st.DataObject, insert: str, where: int) -> None:
    text = data.draw(st.sampled_from(saves()))
    at = where % (len(text) + 1)
    check_save(text[:at] + insert + text[at:])


@FUZZ
@given(
    st.sampled_from(
        [
            "info",
            "new_game",
            "load",
            "view",
            "expose",
            "play",
            "advance",
            "hint",
            "next_hand",
            "set_level",
            "review",
            "x",
        ]
    ),
    st.dictionaries(
        st.sampled_from(["seed", "rules", "level", "save", "cards", "card", "steps", "hand", "step", "other"]),
        json_values,
        max_size=3,
    ),
)
def test_fuzz_requests_get_a_reply(op: str, fields: dict[str, Any]) -> None:
    session = Session()
    session.handle(json.dumps({"op": "load", "save": saves()[3]}))
    check_request(_dumps({"op": op, **fields}), session.handle, lambda: session.game)


@FUZZ
@given(st.binary(max_size=200))
def test_fuzz_score_lines_of_any_bytes(line: bytes) -> None:
    check_score_input(line + b"\n")


@FUZZ
@given(st.dictionaries(st.sampled_from(["collected", "exposed", "rules", "x"]), json_values, max_size=3))
def test_fuzz_score_tables_of_wrong_shapes(table: dict[str, Any]) -> None:
    check_score_input(_dumps(table).encode("utf-8", "surrogatepass") + b"\n")
