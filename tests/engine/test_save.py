"""Saving and loading (docs/rules.md, The page: "after a reload ... play continues exactly where
it was, exposure included"), and refusing saves that are not valid."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from gongzhu.game import Game, Phase, SetLevel
from gongzhu.rules import Rules
from gongzhu.save import SaveError, load, save, state_summary

from .randomplay import finish_game, finish_hand, random_game, random_play, step


def same_game(loaded: Game, original: Game) -> None:
    assert loaded == original
    assert state_summary(loaded) == state_summary(original)
    for attribute in ("phase", "hand_no", "hands", "dealt", "pending", "exposed_by", "collected",
                      "trick", "tricks", "leader", "turn", "led_suits", "voids", "totals", "results"):  # fmt: skip
        assert getattr(loaded, attribute) == getattr(original, attribute), attribute


# --- games at every phase ------------------------------------------------------------------


def in_exposure_phase() -> Game:
    game = Game.new("ABC123")
    game.apply("N expose TC")  # one secret choice made, two to come
    return game


def mid_trick() -> Game:
    rnd = random.Random(1)
    game = random_game("SAVE-MID", 18, rnd)
    assert len(game.trick) == 2
    return game


def at_hand_over() -> Game:
    game = Game.new("SAVE-HAND")
    finish_hand(game, random.Random(2))
    assert game.phase is Phase.HAND_OVER
    return game


def at_game_over() -> Game:
    game = Game.new("SAVE-END")
    finish_game(game, random.Random(3))
    return game


def after_several_hands() -> Game:
    rnd = random.Random(4)
    game = Game.new("SAVE-LONG")
    while game.hand_no < 3:
        step(game, rnd)
    for _ in range(30):
        step(game, rnd)
    assert game.phase is Phase.PLAY
    return game


def variant_rules_and_level() -> Game:
    game = Game.new("SAVE-QUICK", Rules.quick(exposure=False), level="hard")
    game.apply(SetLevel("easy"))
    random_play(game, random.Random(5))
    return game


GAMES: dict[str, Callable[[], Game]] = {
    "exposure phase": in_exposure_phase,
    "mid-trick": mid_trick,
    "hand-over": at_hand_over,
    "game-over": at_game_over,
    "after several hands": after_several_hands,
    "variant rules and level": variant_rules_and_level,
}


@pytest.mark.parametrize("make", GAMES.values(), ids=GAMES.keys())
def test_load_of_save_is_the_same_game(make: Callable[[], Game]) -> None:
    game = make()
    same_game(load(save(game)), game)


def test_a_loaded_game_plays_on_like_the_original() -> None:
    game = mid_trick()
    loaded = load(save(game))
    for g in (game, loaded):
        finish_hand(g, random.Random(9))
    same_game(loaded, game)


def test_the_exposure_choices_made_before_saving_stay_secret_and_decided() -> None:
    loaded = load(save(in_exposure_phase()))
    assert loaded.phase is Phase.EXPOSE
    assert loaded.exposed_by == [0, 0, 0, 0]
    assert loaded.pending[2] is not None  # North has decided
    assert loaded.pending[1] is None and loaded.pending[3] is None


def test_load_accepts_the_parsed_object_too() -> None:
    game = mid_trick()
    same_game(load(json.loads(save(game))), game)


def test_the_level_chosen_for_the_next_hand_is_kept() -> None:
    loaded = load(save(variant_rules_and_level()))
    assert (loaded.level, loaded.next_level) == ("hard", "easy")


def test_a_save_is_versioned_json() -> None:
    data = json.loads(save(mid_trick()))
    assert data["format"] == "gongzhu-save" and data["version"] == 1
    assert data["code"] == "SAVE-MID"


# --- refused saves ---------------------------------------------------------------------------


def saved() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(save(mid_trick()))
    return data


def refused(data: str | dict[str, Any], message: str) -> None:
    with pytest.raises(SaveError, match=message):
        load(data)


def test_save_error_is_a_value_error() -> None:
    assert issubclass(SaveError, ValueError)


def test_text_that_is_not_json_is_refused() -> None:
    refused("this is not a save", "not valid JSON")


def test_a_truncated_save_is_refused() -> None:
    text = save(mid_trick())
    refused(text[: len(text) // 2], "not valid JSON")


def test_json_that_is_not_an_object_is_refused() -> None:
    refused("[1, 2, 3]", "must be a JSON object")


# A top-level entry of a save set to a bad value, and what the refusal says.
BAD_ENTRIES = [
    ("format", "chess-pgn", "not a Gong Zhu save"),
    ("version", 2, "unknown save version 2"),
    ("state", "fine", "state must be an object"),
    *(
        ("rules", rules, "bad rules")
        for rules in [{"exposure": "yes"}, {"lose_at": 100}, {"dealer": "S"}, "default", None, {"first_lead": "hearts"}]
    ),
    ("settings", {"level": "expert", "next_level": "normal"}, "bad level"),
    ("settings", {"level": "normal"}, "bad level"),
    ("settings", "normal", "bad settings"),
    *(("code", code, "bad game code") for code in ["", "a code with spaces", 12345, "X" * 25]),
    # Another valid code deals other cards, which its actions do not fit.
    ("code", "SAVE-OTHER", "action .* is not possible"),
    ("actions", "S play 2S", "actions must be a list"),
]


@pytest.mark.parametrize(("key", "value", "message"), BAD_ENTRIES)
def test_a_bad_entry_is_refused(key: str, value: Any, message: str) -> None:
    data = saved()
    data[key] = value
    refused(data, message)


@pytest.mark.parametrize("key", ["code", "rules", "settings", "actions", "state"])
def test_a_save_missing_a_key_is_refused(key: str) -> None:
    data = saved()
    del data[key]
    refused(data, f"no '{key}'")


def test_an_action_edited_to_an_illegal_one_is_refused() -> None:
    data = saved()
    index = next(i for i, a in enumerate(data["actions"]) if " play " in a)
    seat = data["actions"][index].split()[0]
    held = set(json.loads(save(Game.new(data["code"])))["state"]["hands"][seat])
    foreign = next(r + s for s in "SHDC" for r in "23456789TJQKA" if r + s not in held)
    data["actions"][index] = f"{seat} play {foreign}"
    refused(data, f"action {index + 1} .* is not possible")


@pytest.mark.parametrize("action", ["S dance", 42])
def test_an_action_that_cannot_be_read_is_refused(action: Any) -> None:
    data = saved()
    data["actions"][0] = action
    refused(data, "action 1 .* is not possible")


def test_a_removed_action_is_refused_because_the_state_does_not_match() -> None:
    data = saved()
    data["actions"].pop()
    refused(data, "state.* does not match its actions")


def test_edited_totals_are_refused() -> None:
    data = json.loads(save(at_hand_over()))
    data["state"]["totals"][0] += 10
    refused(data, "state.totals does not match")


def test_an_edited_hand_is_refused() -> None:
    data = saved()
    hand = data["state"]["hands"]["S"]
    hand[0] = "AS" if hand[0] != "AS" else "KS"
    refused(data, "state.hands does not match")


def test_an_edited_exposure_is_refused() -> None:
    data = saved()
    data["state"]["exposed"]["S"] = ["QS"]
    refused(data, "state.exposed does not match")


# --- loading from an earlier load of the same game (selfcheck's linear round trip) -------------


def test_a_load_that_continues_an_earlier_load_is_the_full_load() -> None:
    rnd = random.Random(21)
    game = Game.new("KNOWN1", Rules(max_hands=3))
    known = load(save(game))
    while game.phase is not Phase.GAME_OVER:
        step(game, rnd)
        text = save(game)
        continued = load(text, known)
        assert continued == load(text) == game
        assert save(continued) == text
        known = continued


def test_a_continued_load_leaves_the_earlier_game_alone() -> None:
    game = Game.new("KNOWN2", Rules(exposure=False))
    known = load(save(game))
    before = save(known)
    finish_hand(game, random.Random(2))
    load(save(game), known)
    assert save(known) == before


def test_a_save_that_does_not_continue_the_known_game_is_replayed_in_full() -> None:
    first, second = Game.new("KNOWN3", Rules(exposure=False)), Game.new("KNOWN3", Rules(exposure=False))
    finish_hand(first, random.Random(1))
    finish_hand(second, random.Random(2))
    assert first.actions != second.actions
    assert load(save(second), load(save(first))) == second
    other_rules = Game.new("KNOWN3", Rules(exposure=False, max_hands=5))
    assert load(save(other_rules), load(save(first))) == other_rules


def test_a_continued_load_still_checks_the_state() -> None:
    game = Game.new("KNOWN4", Rules(exposure=False))
    known = load(save(game))
    finish_hand(game, random.Random(4))
    data = json.loads(save(game))
    data["state"]["totals"][0] += 10
    with pytest.raises(SaveError, match=r"state\.totals"):
        load(data, known)


def test_a_copy_of_a_game_changes_apart_from_it() -> None:
    game = Game.new("COPY1", Rules(exposure=False))
    twin = game.copy()
    finish_hand(twin, random.Random(5))
    assert game.actions == [] and len(game.tricks) == 0 and sum(h.bit_count() for h in game.hands) == 52
    assert twin.phase is not game.phase
