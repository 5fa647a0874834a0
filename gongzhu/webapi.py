"""The page's entry point: JSON text in, JSON text out.

The Web Worker calls :func:`handle` with a request such as
``{"op": "new_game", "seed": "ABC123"}`` and gets back
``{"ok": true, "view": {...}, "save": "..."}`` or
``{"ok": false, "error": {"reason": ..., "params": {...}, "message": ...}}``.
Strings cross the JS/Python boundary, never proxies. The replies are typed
below and in :mod:`gongzhu.pageview` (the ``view``).

Requests (``op`` and its fields):

- ``info``: levels, game-length presets, default rules (``{"ok", "info"}``);
- ``new_game``: ``seed`` (game code), ``rules`` (object), ``level``;
- ``load``: ``save`` (the text of a save);
- ``view``; ``expose``: ``cards`` (list of codes); ``play``: ``card``;
- ``advance``: ``steps`` (1 to 52, or ``"all"``), the computers play;
- ``hint`` (``{"ok", "hint"}``; while exposing, ``values`` prices each
  choice); ``next_hand``; ``set_level``: ``level``;
- ``review``: ``hand`` (default: the last finished one), ``step``
  (``{"ok", "review"}``): without ``step`` the hand's outline, with it the
  price of South's decision number ``step`` (:mod:`gongzhu.review`), one
  decision per request. The outline (:class:`gongzhu.review_types.ReviewOutline`) gives
  ``seat``, ``hand``, ``steps``, ``moves``, ``decisions`` (``move``, ``kind``,
  ``played``) and the hand for the review's table: ``dealt`` and ``exposed``
  (card codes by seat), ``tricks`` (as the view's: ``leader``, ``cards`` in
  playing order, ``winner``), ``trick_points`` (each trick's points to its taker, the
  transformer apart) and ``result`` (each seat's hand result);
- ``save``: the game's save text alone (``{"ok", "save"}``);
- ``practice``: ``save`` (a game's save text), ``hand``, ``south`` (optional
  level): that hand of that game again from its deal, as a practice hand
  (:mod:`gongzhu.replay`); with ``south``, that computer plays South's seat,
  its exposure decided at once. ``advance`` takes the same ``south`` to let it
  play South's cards too.

Every reply with a ``view`` names it (``view_id``, a hash of its content). ``play``
and ``advance`` may ask for ``"changes": true``: the reply then carries, instead
of the whole view, what changed since the view named ``base`` (the last one sent;
see :func:`~gongzhu.pageview.view_changes`), and ``advance`` no save (the page asks for it with
``save`` once the computers have played). A computer card's reply then stays
about as small in the tenth hand as in the first.

Every field is checked (type, range, size) and any other field refused; a
request longer than :data:`MAX_REQUEST_CHARS` or nested deeper than
:data:`~gongzhu.untrusted.MAX_DEPTH` is refused before it is read. Whatever the
text, :func:`handle` answers with a reply and never raises.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any, Literal, NotRequired, TypedDict

from .bots import PlayAdvice, decision_rng, hint_exposure, hint_play, offload
from .bots.advice import Numbers
from .bots.drive import drive, seat_players
from .cards import CardParseError, card_codes, card_name, mask_of, parse_card, parse_cards
from .game import DEFAULT_LEVEL, LEVELS, Action, Expose, Game, GameCodeError, NextHand, Phase, Play, SetLevel
from .illegal import IllegalAction
from .pageview import Event, Info, View, ViewChanges, info, page_view, view_changes
from .reasons import Reason
from .replay import ReplayError, deal_start
from .review import ReviewError, Reviews, exposure_advice
from .review_types import ExposureOption, ReviewStep
from .rng import Rng
from .rules import Rules, RulesError
from .save import MAX_SAVE_CHARS, SaveError, load, save
from .scoring import score_player
from .seats import HUMAN, SEAT_NAMES
from .seatview import seat_view
from .untrusted import InputError, cut, quoted, read_json


class GameReply(TypedDict):
    ok: Literal[True]
    view: View
    #: The game as save text, for the page to store.
    save: str
    #: Cards played by this request (``play`` and ``advance``).
    events: NotRequired[list[Event]]
    #: Names the view (a hash of its content), for ``changes`` replies.
    view_id: str


class CardPrice(TypedDict):
    """One class of interchangeable legal cards as the hint's search priced it."""

    #: Card codes, the one priced first.
    cards: list[str]
    #: Mean result (points: ours minus the others' mean).
    value: float
    #: Standard error of its difference from the hinted card's (0 for the hinted card).
    noise: float


class HintParams(TypedDict):
    """The numbers a play reason read from the prices gives (:mod:`gongzhu.bots.advice`)."""

    #: The next best card.
    card: str
    #: A suit letter (``make_void``, ``take_lead``).
    suit: NotRequired[str]
    #: How often (0 to 1) our pile ends with the reason's card (the run: all the hearts) with the hinted card, and with ``card``.
    chance: NotRequired[float]
    other: NotRequired[float]
    #: Points gained against ``card`` on average.
    points: NotRequired[float]


class Hint(TypedDict):
    #: ``cards`` while exposing, ``card`` while playing.
    cards: NotRequired[list[str]]
    card: NotRequired[str]
    reason: Reason
    #: While playing: the reason's numbers, if it has any.
    params: NotRequired[HintParams]
    #: While exposing: each choice's mean result and gain against exposing nothing.
    values: NotRequired[list[ExposureOption]]
    #: While playing with a choice: each legal card's price, the hinted card first, then best first.
    prices: NotRequired[list[CardPrice]]


class ChangesReply(TypedDict):
    """The reply to ``play`` or ``advance`` with ``"changes": true``."""

    ok: Literal[True]
    #: The view named ``base`` with these changes applied is the view named ``view_id``.
    changes: ViewChanges
    base: str
    view_id: str
    #: ``play`` only: the game as save text.
    save: NotRequired[str]
    events: list[Event]


class SaveReply(TypedDict):
    ok: Literal[True]
    save: str


class HintReply(TypedDict):
    ok: Literal[True]
    hint: Hint


class ReviewReply(TypedDict):
    ok: Literal[True]
    #: :meth:`gongzhu.review.Reviews.step`: the outline, or one priced decision and the summary so far.
    review: ReviewStep


class InfoReply(TypedDict):
    ok: Literal[True]
    info: Info


class Error(TypedDict):
    reason: Reason
    params: dict[str, Any]
    #: English, for logs; the page words ``reason`` and ``params``.
    message: str


class ErrorReply(TypedDict):
    ok: Literal[False]
    error: Error


Reply = GameReply | ChangesReply | SaveReply | HintReply | InfoReply | ReviewReply | ErrorReply
Request = dict[str, Any]

#: The longest request read: ``load`` carries a whole save, its quotes escaped.
MAX_REQUEST_CHARS = 2 * MAX_SAVE_CHARS + 4096
#: The fields each request may carry besides ``op``.
FIELDS: dict[str, frozenset[str]] = {
    "info": frozenset(),
    "new_game": frozenset({"seed", "rules", "level"}),
    "load": frozenset({"save"}),
    "view": frozenset(),
    "expose": frozenset({"cards"}),
    "play": frozenset({"card", "changes"}),
    "advance": frozenset({"steps", "changes", "south"}),
    "hint": frozenset(),
    "next_hand": frozenset(),
    "set_level": frozenset({"level"}),
    "review": frozenset({"hand", "step"}),
    "save": frozenset(),
    "practice": frozenset({"save", "hand", "south"}),
}


def _play_hint(advice: PlayAdvice) -> Hint:
    """The hint's reply for the advice on a play: the card, the reason and its numbers, the prices."""
    hint: Hint = {"card": card_name(advice.card), "reason": advice.reason}
    numbers = advice.numbers
    if numbers != Numbers():
        params: HintParams = {"card": numbers.card}
        if numbers.suit:
            params["suit"] = numbers.suit
        if numbers.chance is not None and numbers.other is not None:
            params["chance"], params["other"] = numbers.chance, numbers.other
        if numbers.points is not None:
            params["points"] = numbers.points
        hint["params"] = params
    if advice.prices:
        hint["prices"] = [
            {"cards": [card_name(c) for c in price.cards], "value": price.value, "noise": price.noise}
            for price in advice.prices
        ]
    return hint


class Session:
    """The game the page is playing, and the requests that read or change it."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.reviews = Reviews()
        #: The last view sent and its name: what a ``changes`` reply is relative to.
        self.sent: tuple[str, View] | None = None
        self._ops: dict[str, Callable[[Request], Reply]] = {
            "info": self._info,
            "new_game": self._new_game,
            "load": self._load,
            "view": self._view,
            "expose": self._expose,
            "play": self._play,
            "advance": self._advance,
            "hint": self._hint,
            "next_hand": self._next_hand,
            "set_level": self._set_level,
            "review": self._review,
            "save": self._save,
            "practice": self._practice,
        }

    def handle(self, request: str) -> str:
        """Answer one JSON request with one JSON reply (never raises)."""
        reply: Reply
        try:
            reply = self._answer(request)
        except IllegalAction as exc:
            reply = _error(exc.reason, str(exc), exc.params)
        except SaveError as exc:
            reply = _error(Reason.BAD_SAVE, str(exc))
        except (InputError, GameCodeError, RulesError, CardParseError, ReviewError, ReplayError) as exc:
            reply = _error(Reason.BAD_REQUEST, str(exc))
        except Exception as exc:  # a fault of the engine, not of the request: still an answer
            reply = _error(Reason.INTERNAL_ERROR, f"internal error: {type(exc).__name__}: {cut(_describe(exc))}")
        return json.dumps(reply, ensure_ascii=False)

    def _answer(self, request: object) -> Reply:
        if not isinstance(request, str):
            raise IllegalAction(Reason.BAD_REQUEST, f"a request must be JSON text, not {type(request).__name__}")
        data = read_json(request, max_chars=MAX_REQUEST_CHARS, what="the request")
        if not isinstance(data, dict):
            raise IllegalAction(Reason.BAD_REQUEST, f"a request must be a JSON object, not {quoted(data)}")
        op = data.get("op")
        if not isinstance(op, str) or op not in self._ops:
            raise IllegalAction(Reason.BAD_REQUEST, f"unknown request op {quoted(op)}", field="op")
        extra = sorted(set(data) - FIELDS[op] - {"op"})
        if extra:
            raise IllegalAction(Reason.BAD_REQUEST, f"{op} takes no field {quoted(extra[0])}", field=cut(extra[0]))
        return self._ops[op](data)

    # -- helpers ----------------------------------------------------------------

    def _current(self) -> Game:
        if self.game is None:
            raise IllegalAction(Reason.NO_GAME, "no game is running")
        return self.game

    def _start(self, game: Game) -> GameReply:
        _bots_expose(game)
        self.game = game
        return self._reply(game)

    def _reply(self, game: Game, events: list[Event] | None = None) -> GameReply:
        if "hard" in (game.level, game.next_level):  # Hard shares its deals with the page's helper workers
            offload.want()
        view = page_view(game)
        self.sent = (view_id(view), view)
        reply: GameReply = {"ok": True, "view": view, "save": save(game), "view_id": self.sent[0]}
        if events is not None:
            reply["events"] = events
        return reply

    def _changes(self, wanted: bool, game: Game, events: list[Event], *, with_save: bool) -> GameReply | ChangesReply:
        """The whole view, or when ``wanted`` what changed since the last view sent."""
        if not wanted or self.sent is None:
            return self._reply(game, events)
        base, before = self.sent
        view = page_view(game)
        self.sent = (view_id(view), view)
        reply: ChangesReply = {
            "ok": True,
            "changes": view_changes(before, view),
            "base": base,
            "view_id": self.sent[0],
            "events": events,
        }
        if with_save:
            reply["save"] = save(game)
        return reply

    # -- requests ---------------------------------------------------------------

    def _info(self, request: Request) -> InfoReply:
        return {"ok": True, "info": info()}

    def _new_game(self, request: Request) -> GameReply:
        rules = request.get("rules")
        if rules is not None and not isinstance(rules, dict):
            raise _bad_field("rules", "an object or null")
        seed = _text(request, "seed", 64)
        return self._start(Game.new(seed, Rules.from_dict(rules or {}), _level(request)))

    def _load(self, request: Request) -> GameReply:
        return self._start(load(_text(request, "save", MAX_SAVE_CHARS)))

    def _view(self, request: Request) -> GameReply:
        return self._reply(self._current())

    def _save(self, request: Request) -> SaveReply:
        return {"ok": True, "save": save(self._current())}

    def _expose(self, request: Request) -> GameReply:
        game = self._current()
        cards = request.get("cards", [])
        if not isinstance(cards, list) or len(cards) > 4 or not all(isinstance(c, str) and len(c) <= 8 for c in cards):
            raise _bad_field("cards", "a list of at most four card codes")
        game.apply(Expose(HUMAN, parse_cards(cards)))
        return self._reply(game)

    def _play(self, request: Request) -> GameReply | ChangesReply:
        game = self._current()
        wanted = _changes_wanted(request)
        events: list[Event] = []
        play = Play(HUMAN, parse_card(_text(request, "card", 8)))
        game.apply(play)
        _record(game, play, events)
        return self._changes(wanted, game, events, with_save=True)

    def _advance(self, request: Request) -> GameReply | ChangesReply:
        """Let the computers play: one card (``"steps": 1``) or until the human's turn or the hand's end."""
        game = self._current()
        wanted = _changes_wanted(request)
        steps = request.get("steps", 1)
        if steps == "all":
            steps = 52
        elif type(steps) is not int or not 1 <= steps <= 52:
            raise _bad_field("steps", 'a whole number from 1 to 52, or "all"')
        events: list[Event] = []
        drive(
            game,
            seat_players(game.level, _south(request)),
            moves=steps,
            stop=lambda g: g.phase is not Phase.PLAY,
            applied=lambda action: _record(game, action, events),
        )
        return self._changes(wanted, game, events, with_save=False)

    def _hint(self, request: Request) -> HintReply:
        game = self._current()
        view = seat_view(game, HUMAN)
        rng = _bot_rng(game, HUMAN, "-hint")
        if game.phase is Phase.EXPOSE and game.pending[HUMAN] is None:
            decision = hint_exposure(view, rng)
            values = exposure_advice(view, _bot_rng(game, HUMAN, "-advice"))
            hint: Hint = {"cards": card_codes(decision.cards), "reason": decision.reason, "values": values}
            return {"ok": True, "hint": hint}
        if game.phase is Phase.PLAY and game.turn == HUMAN:
            return {"ok": True, "hint": _play_hint(hint_play(view, rng))}
        raise IllegalAction(Reason.NO_HINT, "there is nothing to decide now")

    def _next_hand(self, request: Request) -> GameReply:
        game = self._current()
        game.apply(NextHand())
        _bots_expose(game)
        return self._reply(game)

    def _set_level(self, request: Request) -> GameReply:
        game = self._current()
        game.apply(SetLevel(_level(request)))
        return self._reply(game)

    def _practice(self, request: Request) -> GameReply:
        """A hand of a game again from its deal (:func:`gongzhu.replay.deal_start`); ``south`` plays South's seat."""
        hand = request.get("hand")
        if type(hand) is not int or not 1 <= hand <= 10_000:
            raise _bad_field("hand", "a hand number")
        game = deal_start(_text(request, "save", MAX_SAVE_CHARS), hand)
        south = _south(request)
        _bots_expose(game)
        drive(game, seat_players(game.level, south), stop=lambda g: g.phase is not Phase.EXPOSE)
        self.game = game
        return self._reply(game)

    def _review(self, request: Request) -> ReviewReply:
        game = self._current()
        hand, step = request.get("hand"), request.get("step")
        if hand is not None and (type(hand) is not int or not 1 <= hand <= game.hand_no):
            raise _bad_field("hand", f"a hand of this game, 1 to {game.hand_no}")
        if step is not None and (type(step) is not int or not 0 <= step < 14):
            raise _bad_field("step", "a decision number from 0 to 13")
        return {"ok": True, "review": self.reviews.step(game, HUMAN, hand, step)}


def _bad_field(name: str, wanted: str) -> IllegalAction:
    return IllegalAction(Reason.BAD_REQUEST, f"{name} must be {wanted}", field=name)


def _text(request: Request, name: str, max_chars: int) -> str:
    """The text field ``name`` (required), at most ``max_chars`` long."""
    value = request.get(name)
    if not isinstance(value, str) or len(value) > max_chars:
        raise _bad_field(name, f"text of at most {max_chars:,} characters")
    return value


def view_id(view: View) -> str:
    """A name for ``view``: the same for the same content, in CPython and in the page's Pyodide."""
    return hashlib.sha256(json.dumps(view, sort_keys=True).encode()).hexdigest()[:16]


def _changes_wanted(request: Request) -> bool:
    wanted = request.get("changes", False)
    if type(wanted) is not bool:
        raise _bad_field("changes", "true or false")
    return wanted


def _south(request: Request) -> str | None:
    """The level that plays South's seat (``south``), or ``None``: the player does."""
    south = request.get("south")
    if south is not None and south not in LEVELS:
        raise _bad_field("south", f"one of {', '.join(LEVELS)}")
    return None if south is None else str(south)


def _level(request: Request) -> str:
    level = request.get("level", DEFAULT_LEVEL)
    if level not in LEVELS:
        raise _bad_field("level", f"one of {', '.join(LEVELS)}")
    return str(level)


def _describe(exc: BaseException) -> str:
    try:
        return str(exc)
    except Exception:  # a message that cannot be written out is left out
        return ""


def _error(reason: Reason, message: str, params: dict[str, Any] | None = None) -> ErrorReply:
    return {"ok": False, "error": {"reason": reason, "params": params or {}, "message": message}}


def _bot_rng(game: Game, seat: int, salt: str = "") -> Rng:
    return decision_rng(game.code + salt, seat, len(game.actions))


def _bots_expose(game: Game) -> None:
    """Computer seats decide their exposures at the deal, one after the other, before the human's choice.

    Each is seeded by the move at which the exposure began (:func:`~gongzhu.bots.drive.decision_move`),
    as in the arena, where the seats decide together.
    """
    drive(game, seat_players(game.level), together=False, stop=lambda g: g.phase is not Phase.EXPOSE)


def _record(game: Game, action: Action, events: list[Event]) -> None:
    """Note what a play just did, for animation and callouts."""
    assert isinstance(action, Play)
    seat, card = action.seat, action.card
    event: Event = {"seat": SEAT_NAMES[seat], "card": card_name(card)}
    if not game.trick and game.tricks and game.tricks[-1].cards[-1] == card:
        finished = game.tricks[-1]
        event["trick_winner"] = SEAT_NAMES[finished.winner]
        # Hearts, pig and goat in the trick, doubled where exposed (the transformer acts on the whole hand).
        event["trick_points"] = score_player(mask_of(finished.cards), game.exposed, game.rules).base
    events.append(event)


_SESSION = Session()


def handle(request: str) -> str:
    """Answer one JSON request with one JSON reply (never raises), for the page's one session."""
    return _SESSION.handle(request)
