"""A deal played again (gongzhu.replay, the page's ``practice`` request): exact to the card.

The computers decide by the same rule on the same seeds, so a replay of the
player's own cards gives the player's own result, and Hard in South's seat gives
what an arena hand with Hard in that seat gives on that deal.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from gongzhu.bots import make_bot
from gongzhu.bots.drive import BotPlayer, decision_move, drive
from gongzhu.game import Game, Phase
from gongzhu.replay import ReplayError, deal_start, play_out
from gongzhu.rules import Rules
from gongzhu.save import load, save
from gongzhu.seats import SEATS
from gongzhu.tools.arena import play_hand
from gongzhu.webapi import Session


def ask(session: Session, request: dict[str, Any]) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(session.handle(json.dumps(request)))
    assert reply["ok"] is True, reply
    return reply


def play_hand_as_south(session: Session, pick: int) -> dict[str, Any]:
    """South exposes nothing and plays its legal card number ``pick`` (from the end); the reply at the hand's end."""
    reply = ask(session, {"op": "view"})
    if reply["view"]["phase"] == "expose":
        reply = ask(session, {"op": "expose", "cards": []})
    while reply["view"]["phase"] == "play":
        view = reply["view"]
        if view["turn"] == "S":
            legal = view["legal"]
            reply = ask(session, {"op": "play", "card": legal[-1 - pick % len(legal)]})
        else:
            reply = ask(session, {"op": "advance", "steps": "all"})
    return ask(session, {"op": "view"})


def hand_actions(game: Game, hand: int) -> list[str]:
    """The actions of hand ``hand`` of ``game`` (from its deal to its end)."""
    start = deal_start(save(game), hand)
    return game.actions[len(start.actions) :]


@pytest.mark.parametrize(("code", "level", "hand"), [("REPLAYA", "normal", 1), ("REPLAYB", "easy", 2)])
def test_replaying_your_own_plays_gives_your_own_result(code: str, level: str, hand: int) -> None:
    session = Session()
    ask(session, {"op": "new_game", "seed": code, "level": level})
    for _ in range(hand):
        end = play_hand_as_south(session, pick=1)
        if _ < hand - 1:
            ask(session, {"op": "next_hand"})
    original = load(end["save"])
    scores = [s.hand for s in original.results[hand - 1]]
    ours = [a for a in hand_actions(original, hand) if a.startswith("S ")]
    # The same hand again from its deal: South plays its own cards again, the computers theirs.
    again = Session()
    reply = ask(again, {"op": "practice", "save": end["save"], "hand": hand})
    assert reply["view"]["hand_no"] == hand
    for action in ours:
        game = again.game
        assert game is not None
        drive(game, [None, *[BotPlayer(make_bot(game.level))] * 3], together=False)
        game.apply(action)
    game = again.game
    assert game is not None
    drive(game, [None, *[BotPlayer(make_bot(game.level))] * 3])
    assert game.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    assert [s.hand for s in game.results[-1]] == scores
    assert game.actions == original.actions[: len(game.actions)]


@pytest.mark.parametrize(("code", "level"), [("SEED6", "normal"), ("SEED36", "easy")])
def test_hard_in_your_seat_is_the_arena_hand_with_hard_in_that_seat(code: str, level: str) -> None:
    session = Session()
    started = ask(session, {"op": "new_game", "seed": code, "level": level})
    ask(session, {"op": "practice", "save": started["save"], "hand": 1, "south": "hard"})
    reply = ask(session, {"op": "advance", "steps": "all", "south": "hard"})
    assert reply["view"]["phase"] == "hand-over"
    page = [s.hand for s in load(reply["save"]).results[-1]]
    arena = play_hand(code, [make_bot("hard"), make_bot(level), make_bot(level), make_bot(level)], Rules())
    assert page == arena
    # The same through the module's own driver.
    assert play_out(deal_start(started["save"], 1), "hard") == arena


def test_exposures_do_not_depend_on_the_order_the_seats_decide() -> None:
    together, one_by_one = Game.new("ORDER7"), Game.new("ORDER7")
    players = [BotPlayer(make_bot("normal"))] * 4
    drive(together, players, stop=lambda g: g.phase is not Phase.EXPOSE)
    first = decision_move(one_by_one)
    drive(one_by_one, players, together=False, stop=lambda g: g.phase is not Phase.EXPOSE)
    assert together.exposed_by == one_by_one.exposed_by
    assert decision_move(one_by_one) == len(one_by_one.actions) and first == 0
    assert any(together.dealt[s] for s in SEATS)


def test_a_hand_not_dealt_cannot_be_replayed() -> None:
    game = Game.new("NOTYET")
    with pytest.raises(ReplayError):
        deal_start(save(game), 2)
    reply = json.loads(Session().handle(json.dumps({"op": "practice", "save": save(game), "hand": 3})))
    assert reply["ok"] is False and reply["error"]["reason"] == "bad_request"
    reply = json.loads(Session().handle(json.dumps({"op": "practice", "save": save(game), "hand": 1, "south": "x"})))
    assert reply["ok"] is False and "south" in reply["error"]["message"]
