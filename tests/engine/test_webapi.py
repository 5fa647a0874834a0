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
    # South was dealt none of ♥A ♠Q ♦J ♣10 and the computers decide at the
    # deal, so the exposure phase is already over.
    assert view["seat"] == "S" and view["phase"] == "play" and view["nothing_to_expose"] is True
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


def _code_where_south_can_expose() -> str:
    for number in range(200):
        code = f"EXP{number}"
        view = ask({"op": "new_game", "seed": code})["view"]
        if view["exposable"]:
            return code
    raise AssertionError("no deal with an exposable card for South")


def test_computers_decide_at_the_deal_and_all_exposures_are_revealed_together() -> None:
    code = _code_where_south_can_expose()
    view = ask({"op": "new_game", "seed": code})["view"]
    assert view["phase"] == "expose" and view["turn"] is None
    # Nothing of anyone's choice is visible before South decides.
    assert all(seat["exposed"] == [] for seat in view["seats"])
    reply = ask({"op": "expose", "cards": view["exposable"]})
    assert reply["ok"] is True
    after = reply["view"]
    assert after["phase"] == "play"
    assert after["seats"][0]["exposed"] == view["exposable"]
    assert after["turn"] == after["leader"]


def test_exposing_a_card_not_held_is_refused() -> None:
    code = _code_where_south_can_expose()
    view = ask({"op": "new_game", "seed": code})["view"]
    not_held = next(c for c in ("AH", "QS", "JD", "TC") if c not in view["exposable"])
    reply = ask({"op": "expose", "cards": [not_held]})
    assert reply["ok"] is False and reply["error"]["reason"] == "card_not_exposable"
    assert ask({"op": "view"})["view"] == view


def test_an_unplayable_card_is_refused_with_its_reason_and_changes_nothing() -> None:
    reply = ask({"op": "new_game", "seed": "ABC123"})
    # South leads trick 1; let it lead a spade, then the computers play.
    reply = ask({"op": "play", "card": "2S"})
    assert reply["ok"] is True and reply["events"] == [{"seat": "S", "card": "2S"}]
    reply = ask({"op": "advance", "steps": "all"})
    view = reply["view"]
    while view["turn"] != "S" or not view["illegal"]:
        if view["turn"] == "S":
            view = ask({"op": "play", "card": view["legal"][0]})["view"]
        else:
            view = ask({"op": "advance", "steps": 1})["view"]
    card, why = next(iter(view["illegal"].items()))
    before = ask({"op": "view"})
    refused = ask({"op": "play", "card": card})
    assert refused["ok"] is False
    assert refused["error"]["reason"] == why["reason"]
    assert refused["error"]["params"] == why["params"]
    after = ask({"op": "view"})
    assert (after["view"], after["save"]) == (before["view"], before["save"])


def test_advance_one_step_plays_one_computer_card() -> None:
    ask({"op": "new_game", "seed": "ABC123"})
    ask({"op": "play", "card": "2S"})
    reply = ask({"op": "advance", "steps": 1})
    assert [event["seat"] for event in reply["events"]] == ["E"]
    assert reply["view"]["turn"] == "N"
    assert [entry["seat"] for entry in reply["view"]["trick"]] == ["S", "E"]


def test_hint_recommends_a_legal_card_with_a_reason() -> None:
    view = ask({"op": "new_game", "seed": "ABC123"})["view"]
    hint = ask({"op": "hint"})["hint"]
    assert hint["card"] in view["legal"] and isinstance(hint["reason"], str) and hint["reason"]


def test_the_play_hint_prices_every_legal_card_and_gives_its_reason_s_numbers() -> None:
    view = ask({"op": "new_game", "seed": "ABC123", "level": "hard"})["view"]
    with_numbers = 0
    while view["phase"] in ("play", "hand-over") and with_numbers < 2:
        if view["phase"] == "hand-over":
            view = ask({"op": "next_hand"})["view"]
            continue
        if view["turn"] != "S":
            view = ask({"op": "advance", "steps": 1})["view"]
            continue
        hint = ask({"op": "hint"})["hint"]
        assert ask({"op": "hint"})["hint"] == hint  # the same numbers each time
        prices = hint.get("prices", [])
        if len(view["legal"]) > 1 and prices:
            assert sorted(c for price in prices for c in price["cards"]) == sorted(view["legal"])
            assert prices[0]["cards"][0] == hint["card"] and prices[0]["noise"] == 0
            assert [p["value"] for p in prices[1:]] == sorted((p["value"] for p in prices[1:]), reverse=True)
        if "params" in hint:
            with_numbers += 1
            assert hint["params"]["card"] in [price["cards"][0] for price in prices[1:]]
            assert hint["reason"] not in ("on_balance", "all_alike")
            assert set(hint["params"]) in ({"card", "chance", "other"}, {"card", "points"}, {"card", "suit", "points"})
        view = ask({"op": "play", "card": hint["card"]})["view"]
    assert with_numbers == 2


def test_a_level_change_applies_from_the_next_hand() -> None:
    ask({"op": "new_game", "seed": "ABC123", "level": "easy"})
    view = ask({"op": "set_level", "level": "hard"})["view"]
    assert (view["level"], view["next_level"]) == ("easy", "hard")
    while view["phase"] != "hand-over":
        if view["turn"] == "S":
            view = ask({"op": "play", "card": view["legal"][0]})["view"]
        else:
            view = ask({"op": "advance", "steps": "all"})["view"]
    assert len(view["history"]) == 1
    view = ask({"op": "next_hand"})["view"]
    assert view["level"] == "hard" and view["hand_no"] == 2


def test_a_whole_game_through_the_entry_point_ends_with_an_outcome() -> None:
    view = ask({"op": "new_game", "seed": "WHOLE1", "level": "easy"})["view"]
    while view["phase"] != "game-over":
        if view["phase"] == "expose":
            view = ask({"op": "expose", "cards": []})["view"]
        elif view["phase"] == "hand-over":
            view = ask({"op": "next_hand"})["view"]
        elif view["turn"] == "S":
            view = ask({"op": "play", "card": view["legal"][0]})["view"]
        else:
            view = ask({"op": "advance", "steps": "all"})["view"]
    outcome = view["outcome"]
    assert sorted(outcome["ranking"]) == ["E", "N", "S", "W"]
    assert outcome["totals"] == [seat["total"] for seat in view["seats"]]
    assert min(outcome["totals"]) <= -1000
    assert outcome["victory"] == (outcome["winner"] == "S")


def finish_hand(view: dict[str, Any]) -> dict[str, Any]:
    """Play on (exposing nothing, South's first legal card) until the hand is over."""
    while view["phase"] in ("expose", "play"):
        if view["phase"] == "expose":
            view = ask({"op": "expose", "cards": []})["view"]
        elif view["turn"] == "S":
            view = ask({"op": "play", "card": view["legal"][0]})["view"]
        else:
            view = ask({"op": "advance", "steps": "all"})["view"]
    return view


def test_the_reply_sends_the_last_hand_and_a_compact_history_not_every_breakdown() -> None:
    view = ask({"op": "new_game", "seed": "HIST1", "rules": {"lose_at": -300}})["view"]
    assert "results" not in view and view["history"] == [] and view["last_hand"] is None
    hands = []
    while True:
        view = finish_hand(view)
        hands.append([seat["score"] for seat in view["seats"]])
        assert view["last_hand"] == hands[-1]
        if view["phase"] == "game-over":
            break
        view = ask({"op": "next_hand"})["view"]
        assert view["last_hand"] == hands[-1]
    history = view["history"]
    assert len(history) == len(hands) == view["hand_no"] > 1
    for number, line in enumerate(history):
        for seat, entry in enumerate(line):
            assert set(entry) == {"hand", "total", "transformer_factor", "all_hearts", "out"}
            assert entry["hand"] == hands[number][seat]["hand"]
            assert entry["total"] == sum(hand[seat]["hand"] for hand in hands[: number + 1])
            assert entry["transformer_factor"] == hands[number][seat]["transformer_factor"]
            assert entry["all_hearts"] == hands[number][seat]["all_hearts"]
            assert entry["out"] == (entry["total"] <= -300)
    assert [entry["total"] for entry in history[-1]] == [seat["total"] for seat in view["seats"]]
    assert [seat["out"] for seat in view["seats"]] == [entry["out"] for entry in history[-1]]
    assert any(seat["out"] for seat in view["seats"])
    assert view["outcome"]["out"] == [seat["seat"] for seat in view["seats"] if seat["out"]]


def test_the_view_lists_this_hands_finished_tricks_for_the_last_trick_review() -> None:
    view = ask({"op": "new_game", "seed": "TRICKS1"})["view"]
    assert view["tricks"] == []
    played: list[tuple[str, str]] = []  # (seat, card) in playing order, from the events
    seen_after: list[int] = []
    while view["phase"] in ("expose", "play"):
        if view["phase"] == "expose":
            reply = ask({"op": "expose", "cards": []})
        elif view["turn"] == "S":
            reply = ask({"op": "play", "card": view["legal"][0]})
        else:
            reply = ask({"op": "advance", "steps": 1})
        played += [(event["seat"], event["card"]) for event in reply.get("events", [])]
        view = reply["view"]
        assert len(view["tricks"]) == view["tricks_played"] == len(played) // 4
        seen_after.append(len(view["tricks"]))
        for number, trick in enumerate(view["tricks"]):
            assert [(c["seat"], c["card"]) for c in trick["cards"]] == played[4 * number : 4 * number + 4]
            assert sorted(c["seat"] for c in trick["cards"]) == ["E", "N", "S", "W"]
    assert view["phase"] == "hand-over" and len(view["tricks"]) == 13
    # Who took each trick: the next trick's leader, and the points add up to the breakdown.
    for trick, following in zip(view["tricks"], view["tricks"][1:], strict=False):
        assert following["cards"][0]["seat"] == following["leader"] == trick["winner"]
    for seat in view["seats"]:
        taken = {c["card"] for t in view["tricks"] if t["winner"] == seat["seat"] for c in t["cards"]}
        assert set(seat["score"]["cards"]) <= taken
    assert ask({"op": "next_hand"})["view"]["tricks"] == []


def test_the_view_gives_each_exposable_cards_effect_for_the_labels() -> None:
    effects = ask({"op": "new_game", "seed": "FX1"})["view"]["effects"]
    summary = {
        card: (e["target"], e["points_before"], e["points_after"], e["times_after"]) for card, e in effects.items()
    }
    assert summary == {
        "QS": ("pig", -100, -200, 2),
        "AH": ("hearts", -200, -400, 2),
        "JD": ("goat", 100, 200, 2),
        "TC": ("transformer", 50, 100, 4),
    }


def test_info_lists_levels_and_game_length_presets() -> None:
    info = ask({"op": "info"})["info"]
    assert info["levels"] == ["easy", "normal", "hard"] and info["default_level"] in info["levels"]
    assert info["presets"] == {
        "standard": {"lose_at": -1000, "win_at": None},
        "quick": {"lose_at": -500, "win_at": 500},
    }
    for preset in info["presets"].values():
        assert ask({"op": "new_game", "seed": "LEN1", "rules": preset})["view"]["rules"]["lose_at"] == preset["lose_at"]
    assert info["rules"] == ask({"op": "new_game", "seed": "LEN2"})["view"]["rules"]
    assert {key: info["rules"][key] for key in ("lose_at", "win_at")} == info["presets"]["standard"]
    # The largest hand cap a game takes, and one more it refuses.
    most = info["limits"]["max_hands"]
    assert ask({"op": "new_game", "seed": "LEN3", "rules": {"max_hands": most}})["view"]["rules"]["max_hands"] == most
    assert ask({"op": "new_game", "seed": "LEN3", "rules": {"max_hands": most + 1}})["ok"] is False


@pytest.mark.parametrize("level", ["random", "greedy", "defender"])
def test_the_game_refuses_a_level_only_the_arena_knows(level: str) -> None:
    reply = ask({"op": "new_game", "seed": "LVL1", "level": level})
    assert reply["ok"] is False and reply["error"]["reason"] == "bad_request"
    ask({"op": "new_game", "seed": "LVL1"})
    assert ask({"op": "set_level", "level": level})["ok"] is False


def test_every_level_of_the_game_has_a_computer_player() -> None:
    from gongzhu.bots import ARENA_LEVELS, LEVELS, make_bot
    from gongzhu.game import LEVELS as GAME_LEVELS

    assert set(GAME_LEVELS) <= set(LEVELS) <= set(ARENA_LEVELS)
    for level in ARENA_LEVELS:
        assert make_bot(level).level == level


def test_the_transformer_line_is_typed_in_the_view() -> None:
    view = finish_hand(ask({"op": "new_game", "seed": "TYPED1"})["view"])
    for seat in view["seats"]:
        score = seat["score"]
        assert score["transformer"] in ("none", "alone", "multiplies")
        assert (score["transformer"] == "multiplies") == (score["transformer_factor"] > 1)
        assert ("TC" in score["cards"]) == (score["transformer"] != "none")


def test_sessions_are_separate() -> None:
    from gongzhu.webapi import Session

    first, second = Session(), Session()
    first_view = json.loads(first.handle('{"op": "new_game", "seed": "ONE"}'))["view"]
    assert json.loads(second.handle('{"op": "view"}'))["error"]["reason"] == "no_game"
    second.handle('{"op": "new_game", "seed": "TWO"}')
    assert json.loads(first.handle('{"op": "view"}'))["view"] == first_view


def test_each_finished_trick_names_its_winner_and_points_that_add_up_to_the_hand() -> None:
    """The page announces "Bao takes the trick, -100": the points of every trick sum to each seat's base."""
    view = ask({"op": "new_game", "seed": "TRICKS", "level": "easy"})["view"]
    view = ask({"op": "expose", "cards": view["exposable"]})["view"]
    points = dict.fromkeys("SENW", 0)
    tricks = 0
    while view["phase"] == "play":
        request = {"op": "play", "card": view["legal"][0]} if view["turn"] == "S" else {"op": "advance", "steps": "all"}
        reply = ask(request)
        for event in reply["events"]:
            assert ("trick_winner" in event) == ("trick_points" in event)
            if "trick_winner" in event:
                tricks += 1
                points[event["trick_winner"]] += event["trick_points"]
        view = reply["view"]
    assert tricks == 13
    bases = {seat: score["base"] for seat, score in zip("SENW", view["last_hand"], strict=True)}
    assert any(bases.values())
    assert points == bases


def test_review_prices_one_decision_per_request_as_the_command_line_does() -> None:
    from gongzhu.cards import card_codes
    from gongzhu.review import moments, review_hand
    from gongzhu.save import load

    reply = ask({"op": "new_game", "seed": "WEBREVIEW", "level": "easy"})
    while reply["view"]["phase"] in ("play", "expose"):
        view = reply["view"]
        if view["phase"] == "expose":
            reply = ask({"op": "expose", "cards": []})
        elif view["turn"] == "S":
            reply = ask({"op": "play", "card": view["legal"][0]})
        else:
            reply = ask({"op": "advance", "steps": "all"})
    game = load(reply["save"])
    outline = ask({"op": "review"})["review"]
    assert outline["hand"] == 1 and outline["moves"] == [m.move for m in moments(game, 0, 1)]
    assert outline["steps"] == len(outline["moves"]) >= 13
    assert outline["dealt"] == {name: card_codes(game.dealt[s]) for s, name in enumerate("SENW")}
    assert len(outline["tricks"]) == 13
    # The review's table: who led each trick, its points to the taker, and the hand's result.
    assert [t["leader"] for t in outline["tricks"][1:]] == [t["winner"] for t in outline["tricks"][:-1]]
    assert outline["exposed"] == {name: card_codes(game.exposed_by[s]) for s, name in enumerate("SENW")}
    taken = dict.fromkeys("SENW", 0)
    for trick, points in zip(outline["tricks"], outline["trick_points"], strict=True):
        taken[trick["winner"]] += points
    # One shape of a trick on the wire: the review's tricks are the view's.
    assert outline["tricks"] == reply["view"]["tricks"]
    bases = {name: score["base"] for name, score in zip("SENW", reply["view"]["last_hand"], strict=True)}
    assert taken == bases
    assert outline["result"] == {
        name: score["hand"] for name, score in zip("SENW", reply["view"]["last_hand"], strict=True)
    }
    whole = review_hand(game, 0)
    for step in range(outline["steps"]):
        answer = ask({"op": "review", "step": step})["review"]
        assert answer["decision"] == whole["decisions"][step]
        assert answer["known"] == whole["with_all_cards_known"]["decisions"][step]
        assert answer["priced"] == step + 1
    assert answer["summary"] == whole["summary"]
    for bad in ({"op": "review", "step": 14}, {"op": "review", "hand": 2}, {"op": "review", "step": "1"}):
        refused = ask(bad)
        assert refused["ok"] is False and refused["error"]["reason"] == "bad_request"


def test_the_exposure_hint_gives_each_choice_in_points_against_exposing_nothing() -> None:
    view = ask({"op": "new_game", "seed": "EXPHINT0"})["view"]
    assert view["phase"] == "expose" and view["exposable"] == ["QS"]
    hint = ask({"op": "hint"})["hint"]
    values = hint["values"]
    assert sorted(tuple(row["cards"]) for row in values) == [(), ("QS",)]
    nothing = next(row for row in values if row["cards"] == [])
    assert nothing["gain"] == 0
    assert all(abs(row["gain"] - (row["value"] - nothing["value"])) < 0.11 for row in values)
    assert values[0]["value"] >= values[-1]["value"]
    assert ask({"op": "hint"})["hint"] == hint  # the same numbers each time
