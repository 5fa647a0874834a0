"""The page's JSON entry point: text in, text out, never an exception."""

from __future__ import annotations

import json
from typing import Any

import pytest

from gongzhu.game import Game
from gongzhu.save import save
from gongzhu.webapi import handle


def ask(request: dict[str, Any] | str) -> dict[str, Any]:
    text = request if isinstance(request, str) else json.dumps(request)
    reply: dict[str, Any] = json.loads(handle(text))
    return reply


def test_new_game_shows_south_its_own_hand() -> None:
    reply = ask({"op": "new_game", "seed": "ABC123"})
    assert reply["ok"] is True
    view = reply["view"]
    assert view["seat"] == "S" and view["phase"] == "expose"
    assert view["hand"] == ["2S", "5S", "6S", "7S", "8S", "2H", "2D", "8D", "AD", "2C", "3C", "6C", "JC"]


def test_the_view_holds_no_other_hand() -> None:
    view = ask({"op": "new_game", "seed": "ABC123"})["view"]
    for seat in view["seats"]:
        assert seat["cards_left"] == 13
        assert seat["exposed"] == [] and seat["exposed_held"] == []
        assert "hand" not in seat


def test_the_reply_carries_a_save_that_loads() -> None:
    reply = ask({"op": "new_game", "seed": "WEB1"})
    again = ask({"op": "load", "save": reply["save"]})
    assert again["ok"] is True
    assert again["view"] == reply["view"]


@pytest.mark.parametrize(
    ("request_text", "reason"),
    [
        ("not json", "bad_request"),
        ("[]", "bad_request"),
        ('{"op": "fly"}', "bad_request"),
        ('{"op": "new_game", "seed": "bad seed!"}', "bad_request"),
        ('{"op": "new_game", "seed": "A", "rules": {"exposure": 3}}', "bad_request"),
        ('{"op": "load", "save": "{}"}', "bad_save"),
    ],
)
def test_bad_requests_get_an_error_reply_not_an_exception(request_text: str, reason: str) -> None:
    reply = ask(request_text)
    assert reply["ok"] is False
    assert reply["error"]["reason"] == reason
    assert reply["error"]["message"]


def test_a_truncated_save_is_reported_as_a_bad_save() -> None:
    text = save(Game.new("WEB2"))
    reply = ask({"op": "load", "save": text[:-10]})
    assert (reply["ok"], reply["error"]["reason"]) == (False, "bad_save")
