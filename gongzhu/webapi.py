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

from .bots import decision_rng, hint_exposure, hint_play, make_bot
from .cards import EXPOSABLE, CardParseError, card_name, cards_of, names, parse_card, parse_cards
from .errors import IllegalAction
from .game import DEFAULT_LEVEL, Expose, Game, GameCodeError, NextHand, Phase, Play, heart_threat
from .legal import why_illegal
from .reasons import Reason
from .rng import Rng
from .rules import Rules, RulesError
from .save import SaveError, load, save
from .seats import HUMAN, SEAT_NAMES, SEATS
from .view import public_leader, seat_view

_game: Game | None = None


def public_state(game: Game, seat: int = HUMAN) -> dict[str, Any]:
    """What the page draws for ``seat``: its hand, the table, scores. No other hand."""
    revealed = game.phase is not Phase.EXPOSE
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
        "illegal": _illegal_reasons(game, seat),
        "exposable": names(game.dealt[seat] & EXPOSABLE) if game.phase is Phase.EXPOSE else [],
        # The exposure phase passed this seat by: it was dealt nothing to expose.
        "nothing_to_expose": game.rules.exposure and not game.dealt[seat] & EXPOSABLE,
        "turn": SEAT_NAMES[game.turn] if game.turn is not None else None,
        "leader": None if (leader := public_leader(game)) is None else SEAT_NAMES[leader],
        "trick": [{"seat": SEAT_NAMES[(game.leader + i) & 3], "card": card_name(c)} for i, c in enumerate(game.trick)],
        "tricks_played": len(game.tricks),
        "seats": [
            {
                "seat": SEAT_NAMES[s],
                "cards_left": game.hands[s].bit_count(),
                "exposed": names(game.exposed_by[s]) if revealed else [],
                "exposed_held": names(game.exposed_by[s] & game.hands[s]) if revealed else [],
                "total": game.totals[s],
                "score": scores[s].to_dict(),
            }
            for s in SEATS
        ],
        "heart_threat": SEAT_NAMES[threat] if threat is not None else None,
        "results": [[score.to_dict() for score in hand] for hand in game.results],
        "outcome": _outcome(game),
    }


def _illegal_reasons(game: Game, seat: int) -> dict[str, dict[str, Any]]:
    """Why each unplayable card of ``seat`` may not be played now (on its turn only)."""
    if game.phase is not Phase.PLAY or game.turn != seat:
        return {}
    hand = game.hands[seat]
    legal = game.legal_plays(seat)
    reasons = {}
    for card in cards_of(hand & ~legal):
        error = why_illegal(card, hand, game.led_suit, game.exposed, game.led_suits, game.forced_lead())
        if error is not None:
            reasons[card_name(card)] = {"reason": error.reason, "params": error.params}
    return reasons


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
        raise IllegalAction(Reason.NO_GAME, "no game is running")
    return _game


def _bot_rng(game: Game, seat: int, salt: str = "") -> Rng:
    return decision_rng(game.code + salt, seat, len(game.actions))


def _bots_expose(game: Game) -> None:
    """Computer seats decide their exposures at the deal, before the human's choice."""
    for seat in SEATS:
        if seat != HUMAN and game.phase is Phase.EXPOSE and game.pending[seat] is None:
            decision = make_bot(game.level).choose_exposure(seat_view(game, seat), _bot_rng(game, seat))
            game.apply(Expose(seat, decision.cards))


def _event(game: Game, seat: int, card: int) -> dict[str, Any]:
    """What happened on one play, for animation and callouts."""
    event: dict[str, Any] = {"seat": SEAT_NAMES[seat], "card": card_name(card)}
    if not game.trick and game.tricks and game.tricks[-1].cards[-1] == card:
        event["trick_winner"] = SEAT_NAMES[game.tricks[-1].winner]
    return event


def _play_and_record(game: Game, seat: int, card: int, events: list[dict[str, Any]]) -> None:
    game.apply(Play(seat, card))
    events.append(_event(game, seat, card))


def _op_new_game(request: dict[str, Any]) -> dict[str, Any]:
    global _game
    rules = Rules.from_dict(request.get("rules") or {})
    game = Game.new(str(request.get("seed", "")), rules, request.get("level", DEFAULT_LEVEL))
    _bots_expose(game)
    _game = game
    return _reply(game)


def _op_load(request: dict[str, Any]) -> dict[str, Any]:
    global _game
    game = load(str(request.get("save", "")))
    _bots_expose(game)
    _game = game
    return _reply(game)


def _op_view(request: dict[str, Any]) -> dict[str, Any]:
    return _reply(_current())


def _op_expose(request: dict[str, Any]) -> dict[str, Any]:
    game = _current()
    cards = request.get("cards", [])
    if not isinstance(cards, list):
        raise IllegalAction(Reason.BAD_REQUEST, "cards must be a list of card codes")
    game.apply(Expose(HUMAN, parse_cards(cards)))
    return _reply(game)


def _op_play(request: dict[str, Any]) -> dict[str, Any]:
    game = _current()
    events: list[dict[str, Any]] = []
    _play_and_record(game, HUMAN, parse_card(str(request.get("card", ""))), events)
    return _reply(game, events=events)


def _op_advance(request: dict[str, Any]) -> dict[str, Any]:
    """Let the computers play: one card (``"steps": 1``) or until the human's turn or the hand's end."""
    game = _current()
    steps = request.get("steps", 1)
    limit = 52 if steps == "all" else int(steps)
    events: list[dict[str, Any]] = []
    while limit > 0 and game.phase is Phase.PLAY and game.turn is not None and game.turn != HUMAN:
        seat = game.turn
        decision = make_bot(game.level).choose_play(seat_view(game, seat), _bot_rng(game, seat))
        if decision.card is None:
            raise IllegalAction(Reason.BOT_FAILED, f"the {game.level} computer chose no card")
        _play_and_record(game, seat, decision.card, events)
        limit -= 1
    return _reply(game, events=events)


def _op_hint(request: dict[str, Any]) -> dict[str, Any]:
    game = _current()
    view = seat_view(game, HUMAN)
    rng = _bot_rng(game, HUMAN, "-hint")
    if game.phase is Phase.EXPOSE and game.pending[HUMAN] is None:
        decision = hint_exposure(view, rng)
        return {"ok": True, "hint": {"cards": names(decision.cards), "reason": decision.reason}}
    if game.phase is Phase.PLAY and game.turn == HUMAN:
        decision = hint_play(view, rng)
        if decision.card is None:
            raise IllegalAction(Reason.NO_HINT, "no card to recommend")
        return {"ok": True, "hint": {"card": card_name(decision.card), "reason": decision.reason}}
    raise IllegalAction(Reason.NO_HINT, "there is nothing to decide now")


def _op_next_hand(request: dict[str, Any]) -> dict[str, Any]:
    game = _current()
    game.apply(NextHand())
    _bots_expose(game)
    return _reply(game)


def _op_set_level(request: dict[str, Any]) -> dict[str, Any]:
    game = _current()
    game.set_level(str(request.get("level", "")))
    return _reply(game)


OPS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "new_game": _op_new_game,
    "load": _op_load,
    "view": _op_view,
    "expose": _op_expose,
    "play": _op_play,
    "advance": _op_advance,
    "hint": _op_hint,
    "next_hand": _op_next_hand,
    "set_level": _op_set_level,
}


def handle(request: str) -> str:
    """Answer one JSON request with one JSON response (never raises)."""
    try:
        data = json.loads(request)
        if not isinstance(data, dict) or data.get("op") not in OPS:
            raise IllegalAction(Reason.BAD_REQUEST, f"unknown request {request[:80]!r}")
        response = OPS[data["op"]](data)
    except IllegalAction as exc:
        response = {"ok": False, "error": exc.to_dict()}
    except SaveError as exc:
        response = {"ok": False, "error": {"reason": Reason.BAD_SAVE, "params": {}, "message": str(exc)}}
    except (GameCodeError, RulesError, CardParseError, ValueError, TypeError) as exc:
        response = {"ok": False, "error": {"reason": Reason.BAD_REQUEST, "params": {}, "message": str(exc)}}
    return json.dumps(response, ensure_ascii=False)
