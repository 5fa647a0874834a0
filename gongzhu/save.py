"""Saving and loading a whole game as versioned JSON.

A save holds the rules, the game code, the settings and every action; the
readable ``state`` beside them (hands, exposures, trick, totals) is checked
against a replay of the actions on load, so a truncated or edited save is
refused with a message naming what is wrong instead of giving an impossible
game. A save longer than :data:`MAX_SAVE_CHARS` or nested deeper than
:data:`~gongzhu.untrusted.MAX_DEPTH` is refused before it is read.

>>> from .game import Game
>>> g = Game.new("SAVE1")
>>> load(save(g)) == g
True
"""

from __future__ import annotations

import json
from typing import Any

from .cards import card_codes, card_name
from .game import LEVELS, Game, GameCodeError, SetLevel
from .illegal import IllegalAction
from .rules import Rules, RulesError
from .seats import SEAT_NAMES
from .untrusted import InputError, quoted, read_json

FORMAT = "gongzhu-save"
VERSION = 1
#: The longest save read, in characters: a 1,000-hand game (the longest hand
#: cap) takes about 660,000.
MAX_SAVE_CHARS = 1_000_000


class SaveError(ValueError):
    """A save that cannot be loaded; the message says why."""


def state_summary(game: Game) -> dict[str, Any]:
    """The readable part of a save: what a person would check by eye."""
    return {
        "hand_no": game.hand_no,
        "phase": game.phase.value,
        "turn": SEAT_NAMES[game.turn] if game.turn is not None else None,
        "totals": list(game.totals),
        "hands": {SEAT_NAMES[s]: card_codes(game.hands[s]) for s in range(4)},
        "exposed": {SEAT_NAMES[s]: card_codes(game.exposed_by[s]) for s in range(4)},
        "trick": [card_name(c) for c in game.trick],
        "tricks_played": len(game.tricks),
        # This hand's finished tricks: leader, the four cards in playing order, winner.
        "tricks": [[SEAT_NAMES[t.leader], [card_name(c) for c in t.cards], SEAT_NAMES[t.winner]] for t in game.tricks],
    }


def to_dict(game: Game) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "code": game.code,
        "rules": game.rules.to_dict(),
        "settings": {"level": game.level, "next_level": game.next_level},
        "actions": list(game.actions),
        "state": state_summary(game),
    }


def save(game: Game) -> str:
    """The game as compact JSON text."""
    return json.dumps(to_dict(game), separators=(",", ":"), ensure_ascii=False)


def load(data: str | dict[str, Any], known: Game | None = None) -> Game:
    """A game from :func:`save` output. Raises :class:`SaveError` when it is not valid.

    ``known`` may be an earlier load of the same game (same code and rules)
    whose actions begin this save's: the replay then starts from a copy of
    it instead of from the deal, and only the newer actions are replayed.
    Everything else is checked as in a full load. (``selfcheck`` loads a
    save after every hand this way, each from the previous hand's load.)

    >>> from .game import Game, Play
    >>> g = Game.new("SAVE2", Rules(exposure=False))
    >>> first = load(save(g))
    >>> g.apply(Play(g.turn, g.legal_plays().bit_length() - 1))
    >>> load(save(g), known=first) == g
    True
    """
    data = _read(data)
    rules, level, next_level, actions = _contents(data)
    game = _replay(data["code"], rules, level, actions, known)
    game.apply(SetLevel(next_level))
    expected = state_summary(game)
    stored = data["state"]
    if not isinstance(stored, dict):
        raise SaveError("the save's state must be an object")
    for key, value in expected.items():
        if stored.get(key) != value:
            raise SaveError(f"the save's state.{key} does not match its actions")
    return game


def _read(data: str | dict[str, Any]) -> dict[str, Any]:
    """The save as a JSON object with the right format, version and keys."""
    if isinstance(data, str):
        try:
            data = read_json(data, max_chars=MAX_SAVE_CHARS, what="the save")
        except InputError as exc:
            raise SaveError(str(exc)) from exc
    if not isinstance(data, dict):
        raise SaveError("the save must be a JSON object")
    if data.get("format") != FORMAT:
        raise SaveError(f"not a Gong Zhu save (format is {quoted(data.get('format'))})")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise SaveError(f"unknown save version {quoted(version)} (this game reads version {VERSION})")
    for key in ("code", "rules", "settings", "actions", "state"):
        if key not in data:
            raise SaveError(f"the save has no {key!r}")
    return data


def _contents(data: dict[str, Any]) -> tuple[Rules, str, str, list[Any]]:
    """The save's rules, level, next level and actions, checked."""
    try:
        rules = Rules.from_dict(data["rules"])
    except RulesError as exc:
        raise SaveError(f"bad rules in the save: {exc}") from exc
    settings = data["settings"]
    if not isinstance(settings, dict):
        raise SaveError("bad settings in the save")
    level, next_level = settings.get("level"), settings.get("next_level")
    if level not in LEVELS or next_level not in LEVELS:
        raise SaveError(f"bad level in the save: {quoted(level)}/{quoted(next_level)}")
    actions = data["actions"]
    if not isinstance(actions, list):
        raise SaveError("the save's actions must be a list")
    return rules, level, next_level, actions


def _replay(code: Any, rules: Rules, level: str, actions: list[Any], known: Game | None) -> Game:
    """The game after ``actions`` (:meth:`Game.replay`), from the deal or from ``known``.

    Replayed from the deal, every hand is dealt at ``level``; so must a known game's have been.
    """
    game: Game | None = None
    same = known is not None and (known.code, known.rules, known.level, known.next_level) == (code, rules, level, level)
    if known is not None and same and actions[: len(known.actions)] == known.actions:
        game = known.copy()
    if game is None:
        try:
            game = Game.new(code, rules, level)
        except GameCodeError as exc:
            raise SaveError(f"bad game code in the save: {exc}") from exc
    try:
        return game.replay(actions)
    except IllegalAction as exc:
        index = len(game.actions)
        raise SaveError(f"action {index + 1} ({quoted(actions[index])}) is not possible: {exc}") from exc
