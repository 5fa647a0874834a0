"""The page's entry point: JSON text in, JSON text out.

The Web Worker calls :func:`handle` with a request such as
``{"op": "new_game", "seed": "ABC123"}`` and gets back
``{"ok": true, "view": {...}, "save": "..."}`` or
``{"ok": false, "error": {"reason": ..., "params": {...}, "message": ...}}``.
Strings cross the JS/Python boundary, never proxies.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from .cards import EXPOSABLE, card_name, names
from .errors import IllegalAction
from .game import Game, GameCodeError, heart_threat
from .rules import Rules, RulesError
from .save import SaveError, load, save
from .seats import HUMAN, SEAT_NAMES, SEATS

_game: Game | None = None


def public_state(game: Game, seat: int = HUMAN) -> dict[str, Any]:
    """What the page draws for ``seat``: its hand, the table, scores. No other hand."""
    revealed = game.phase.value != "expose"
    scores = game.current_scores()
    threat = heart_threat(game)
    return {
        "phase": game.phase.value,
        "seat": SEAT_NAMES[seat],
        "code": game.code,
        "rules": game.rules.to_dict(),
        "level": game.level,
        "next_level": game.next_level,
        "hand_no": game.hand_no,
        "hand": names(game.hands[seat]),
        "legal": names(game.legal_plays(seat)),
        "exposable": names(game.dealt[seat] & EXPOSABLE) if game.phase.value == "expose" else [],
        "my_exposure": None if game.pending[seat] is None else names(game.pending[seat] or 0),
        "turn": SEAT_NAMES[game.turn] if game.turn is not None else None,
        "leader": SEAT_NAMES[game.leader],
        "trick": [
            {"seat": SEAT_NAMES[(game.leader + i) & 3], "card": card_name(c)} for i, c in enumerate(game.trick)
        ],
        "last_trick": (
            {
                "leader": SEAT_NAMES[game.tricks[-1].leader],
                "winner": SEAT_NAMES[game.tricks[-1].winner],
                "cards": [
                    {"seat": SEAT_NAMES[game.tricks[-1].seat_of(i)], "card": card_name(c)}
                    for i, c in enumerate(game.tricks[-1].cards)
                ],
            }
            if game.tricks
            else None
        ),
        "tricks_played": len(game.tricks),
        "seats": [
            {
                "seat": SEAT_NAMES[s],
                "cards_left": game.hands[s].bit_count(),
                "exposed": names(game.exposed_by[s]) if revealed else [],
                "exposed_held": names(game.exposed_by[s] & game.hands[s]) if revealed else [],
                "collected_points": scores[s].cards,
                "hand_score": scores[s].hand,
                "total": game.totals[s],
                "score": scores[s].to_dict(),
            }
            for s in SEATS
        ],
        "heart_threat": SEAT_NAMES[threat] if threat is not None else None,
        "results": [[score.to_dict() for score in hand] for hand in game.results],
        "outcome": _outcome(game),
    }


def _outcome(game: Game) -> dict[str, Any] | None:
    outcome = game.outcome()
    if outcome is None:
        return None
    return {
        "ranking": [SEAT_NAMES[s] for s in outcome.ranking],
        "winner": SEAT_NAMES[outcome.winner],
        "victory": outcome.winner == HUMAN,
        "out": [SEAT_NAMES[s] for s in outcome.out],
        "totals": list(outcome.totals),
    }


def _reply(game: Game, **extra: Any) -> dict[str, Any]:
    return {"ok": True, "view": public_state(game), "save": save(game), **extra}


def _current() -> Game:
    if _game is None:
        raise IllegalAction("no_game", "no game is running")
    return _game


def _op_new_game(request: dict[str, Any]) -> dict[str, Any]:
    global _game
    rules = Rules.from_dict(request.get("rules") or {})
    _game = Game.new(str(request.get("seed", "")), rules, request.get("level", "normal"))
    return _reply(_game)


def _op_load(request: dict[str, Any]) -> dict[str, Any]:
    global _game
    _game = load(str(request.get("save", "")))
    return _reply(_game)


def _op_view(request: dict[str, Any]) -> dict[str, Any]:
    return _reply(_current())


OPS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "new_game": _op_new_game,
    "load": _op_load,
    "view": _op_view,
}


def handle(request: str) -> str:
    """Answer one JSON request with one JSON response (never raises)."""
    try:
        data = json.loads(request)
        if not isinstance(data, dict) or data.get("op") not in OPS:
            raise IllegalAction("bad_request", f"unknown request {request[:80]!r}")
        response = OPS[data["op"]](data)
    except IllegalAction as exc:
        response = {"ok": False, "error": exc.to_dict()}
    except SaveError as exc:
        response = {"ok": False, "error": {"reason": "bad_save", "params": {}, "message": str(exc)}}
    except (GameCodeError, RulesError, ValueError, TypeError) as exc:
        response = {"ok": False, "error": {"reason": "bad_request", "params": {}, "message": str(exc)}}
    return json.dumps(response, ensure_ascii=False)
