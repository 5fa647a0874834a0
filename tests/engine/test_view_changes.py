"""Replies that do not grow with the game: ``play`` and ``advance`` with ``"changes": true``.

A whole game through ``webapi.handle`` as the page plays it: each reply's
changes, applied to the view before, give exactly the engine's view; a computer
card's reply stays under 2 kB in every hand; the save comes on request.
"""

from __future__ import annotations

import json
from typing import Any, cast

import pytest
from gongzhu.pageview import View, apply_changes, page_view
from gongzhu.webapi import Session, view_id

# A computer card's reply, at most, in any hand (issue: replies that do not grow).
COMPUTER_REPLY_MAX_BYTES = 2000


def ask(session: Session, request: dict[str, Any]) -> tuple[dict[str, Any], int]:
    text = session.handle(json.dumps(request))
    reply: dict[str, Any] = json.loads(text)
    assert reply["ok"], reply
    return reply, len(text.encode())


def engine_view(session: Session) -> dict[str, Any]:
    assert session.game is not None
    view: dict[str, Any] = json.loads(json.dumps(page_view(session.game)))
    return view


def play_game(session: Session, seed: str, hands: int) -> dict[int, int]:
    """Plays ``hands`` hands asking for changes; the largest computer-card reply of each hand."""
    reply, _ = ask(session, {"op": "new_game", "seed": seed, "level": "easy", "rules": {"max_hands": hands}})
    view, name = reply["view"], reply["view_id"]
    largest: dict[int, int] = {}
    while view["phase"] != "game-over":
        if view["phase"] == "expose":
            reply, _ = ask(session, {"op": "expose", "cards": []})
        elif view["phase"] == "hand-over":
            reply, _ = ask(session, {"op": "next_hand"})
        else:
            south = view["turn"] == "S"
            request = {"op": "play", "card": view["legal"][0]} if south else {"op": "advance", "steps": 1}
            reply, size = ask(session, {**request, "changes": True})
            assert reply["base"] == name and ("save" in reply) == south
            if not south:
                largest[view["hand_no"]] = max(largest.get(view["hand_no"], 0), size)
        view = dict(apply_changes(cast(View, view), reply["changes"])) if "changes" in reply else reply["view"]
        name = reply["view_id"]
        assert view == engine_view(session) and name == view_id(cast(View, view))
    return largest


def test_changes_give_the_engine_view_and_a_computer_card_stays_small() -> None:
    largest = play_game(Session(), "GROW1", hands=8)
    assert sorted(largest) == list(range(1, 9))
    assert max(largest.values()) <= COMPUTER_REPLY_MAX_BYTES, largest


def test_the_save_comes_on_request_and_loads_the_same_game() -> None:
    session = Session()
    ask(session, {"op": "new_game", "seed": "GROW2", "rules": {"exposure": False}})
    while session.game is not None and session.game.turn != 0:
        ask(session, {"op": "advance", "steps": 1, "changes": True})
    reply, _ = ask(session, {"op": "save"})
    other = Session()
    loaded, _ = ask(other, {"op": "load", "save": reply["save"]})
    assert loaded["view"] == engine_view(session)


def test_without_a_view_sent_a_reply_is_whole() -> None:
    session = Session()
    ask(session, {"op": "new_game", "seed": "GROW3", "rules": {"exposure": False}})
    fresh = Session()
    fresh.game = session.game
    reply, _ = ask(fresh, {"op": "advance", "steps": 1, "changes": True})
    assert "view" in reply and "save" in reply and "changes" not in reply


@pytest.mark.parametrize("value", ["yes", 1, None])
def test_a_bad_changes_field_is_refused_before_the_game_moves(value: object) -> None:
    session = Session()
    ask(session, {"op": "new_game", "seed": "GROW4", "rules": {"exposure": False}})
    assert session.game is not None
    before = len(session.game.actions)
    reply = json.loads(session.handle(json.dumps({"op": "advance", "steps": 1, "changes": value})))
    assert reply["ok"] is False and reply["error"]["params"]["field"] == "changes"
    assert len(session.game.actions) == before
