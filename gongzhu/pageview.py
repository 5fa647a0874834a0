"""What the page draws, as typed JSON data: built from one seat's :class:`SeatView`.

:func:`page_view` turns the human seat's view into the ``view`` of every
reply of :mod:`gongzhu.webapi`. What is hidden was decided by
:func:`~gongzhu.seatview.seat_view`; this module adds only what is public about
the game as a whole (its code, levels, past hands, outcome) and puts it all
in the page's terms: seat letters and card codes. The ``TypedDict`` classes
are the contract with the page (``web/js``), checked by mypy, with the review's
replies in :mod:`gongzhu.review_types`.

>>> from .game import Game
>>> view = page_view(Game.new("PAGE1"))
>>> view["seat"], view["hand_no"], len(view["hand"]), view["tricks"], view["history"], view["last_hand"]
('S', 1, 13, [], [], None)
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict, cast

from .cards import EXPOSABLE, HEART_MASK, card_codes, card_name, cards_of
from .game import DEFAULT_LEVEL, LEVELS, Game, Phase, Trick
from .legal import why_illegal
from .reasons import Reason
from .rules import MAX_HANDS_LIMIT, PRESETS, Rules
from .scoring import Breakdown, HandScore, TransformerEffect, exposure_effects, score_hand
from .seats import HUMAN, SEAT_NAMES, SEATS, Seat
from .seatview import SeatView, seat_view


class Score(Breakdown):
    """One seat's breakdown of one hand (see :class:`~gongzhu.scoring.HandScore`).

    ``transformer`` is the effect, unlike the ``score`` command's text of the same name
    (:class:`~gongzhu.scoring.ScoreLine`).
    """

    #: ``"none"``, ``"alone"`` (``hand`` is the transformer's own points) or
    #: ``"multiplies"`` (``hand`` is ``base`` × ``transformer_factor``).
    transformer: TransformerEffect


class SeatState(TypedDict):
    """One seat at the table, as every seat sees it."""

    seat: str
    cards_left: int
    #: Cards this seat exposed this hand (empty until all four choices are revealed).
    exposed: list[str]
    #: Of those, the ones it still holds.
    exposed_held: list[str]
    total: int
    #: At or below the losing total (``rules.lose_at``).
    out: bool
    #: This hand's points so far (the final breakdown once the hand is over).
    score: Score


class PastHand(TypedDict):
    """One seat's line in the score sheet of one finished hand."""

    hand: int
    #: Running total after this hand.
    total: int
    #: 2 or 4 when the transformer multiplied the hand, else 1.
    transformer_factor: int
    all_hearts: bool
    #: Out after this hand.
    out: bool


class TrickCard(TypedDict):
    seat: str
    card: str


class PastTrick(TypedDict):
    """A finished trick: who led it, the cards in playing order (the leader's first), who took it.

    The one shape of a trick on the wire: the view's ``tricks`` and the review's outline.
    """

    leader: str
    cards: list[TrickCard]
    winner: str


class Refusal(TypedDict):
    """Why a card may not be played, in the page's terms."""

    reason: Reason
    params: dict[str, str]


class ExposureEffect(TypedDict):
    """What exposing a card changes: points and multiplier before and after."""

    #: ``"hearts"`` (♥A), ``"pig"``, ``"goat"`` or ``"transformer"``.
    target: str
    #: Every heart together, the pig, the goat, the transformer taken alone.
    points_before: int
    points_after: int
    #: 1 → 2 for hearts, pig and goat; the transformer's factor 2 → 4.
    times_before: int
    times_after: int


class Outcome(TypedDict):
    ranking: list[str]
    winner: str
    #: The human seat won.
    victory: bool
    out: list[str]
    totals: list[int]


class View(TypedDict):
    """The ``view`` of a reply: everything the page draws for the human seat."""

    phase: str
    seat: str
    code: str
    rules: dict[str, object]
    level: str
    next_level: str
    hand_no: int
    hand: list[str]
    legal: list[str]
    #: Why each unplayable card may not be played (on this seat's turn only).
    illegal: dict[str, Refusal]
    #: Cards this seat may expose now (exposure phase only).
    exposable: list[str]
    #: The exposure phase passed this seat by: it was dealt nothing to expose.
    nothing_to_expose: bool
    #: The effect of exposing each exposable card, by card code.
    effects: dict[str, ExposureEffect]
    turn: str | None
    leader: str | None
    trick: list[TrickCard]
    tricks_played: int
    #: This hand's finished tricks, first to last (kept until the next hand is dealt).
    tricks: list[PastTrick]
    seats: list[SeatState]
    #: The seat that has taken every heart so far (at least one), if any.
    heart_threat: str | None
    #: The last finished hand's breakdown by seat (``None`` before the first ends).
    last_hand: list[Score] | None
    #: Every finished hand, first to last: one line per seat.
    history: list[list[PastHand]]
    outcome: Outcome | None


class Event(TypedDict):
    """One card played, for animation and callouts."""

    seat: str
    card: str
    #: Present when this card completed a trick: who took it, and the hearts,
    #: pig and goat in it (doubled where exposed; the transformer not counted).
    trick_winner: NotRequired[str]
    trick_points: NotRequired[int]


class ViewChanges(TypedDict):
    """How one view differs from the one before (:func:`view_changes`); the page applies it in that order."""

    #: Fields replaced whole.
    set: dict[str, object]
    #: Lists that grew: the items added at their end (the history's new lines, the trick just taken).
    append: dict[str, list[object]]
    #: Lists of objects of the same length (the seats): for each object, its fields that changed.
    items: dict[str, list[dict[str, object]]]
    #: Lists made of one field of each seat, after the changes above: ``{"last_hand": "score"}``
    #: (when a hand ends, its breakdown is the seats' scores).
    from_seats: dict[str, str]


class Info(TypedDict):
    """What does not depend on a game: the choices a new game offers."""

    #: Computer levels a player may choose, easiest first, and the default.
    levels: list[str]
    default_level: str
    #: Game lengths (``standard``, ``quick``) as the rule options they set.
    presets: dict[str, dict[str, int | None]]
    #: The default rules.
    rules: dict[str, object]
    #: The largest values a rule may take: ``max_hands`` (the most hands a game may be capped at).
    limits: dict[str, int]


def score(breakdown: HandScore) -> Score:
    """A :class:`~gongzhu.scoring.HandScore` in the page's terms."""
    return {
        "hearts": breakdown.hearts,
        "pig": breakdown.pig,
        "goat": breakdown.goat,
        "base": breakdown.base,
        "transformer": breakdown.transformer,
        "transformer_factor": breakdown.transformer_factor,
        "heart_factor": breakdown.heart_factor,
        "pig_factor": breakdown.pig_factor,
        "goat_factor": breakdown.goat_factor,
        "transformer_exposed": breakdown.transformer_exposed,
        "all_hearts": breakdown.all_hearts,
        "all_points": breakdown.all_points,
        "clean_sweep": breakdown.clean_sweep,
        "swapped": breakdown.swapped,
        "hand": breakdown.hand,
        "cards": breakdown.cards,
    }


def _seat_name(seat: Seat | None) -> str | None:
    return None if seat is None else SEAT_NAMES[seat]


def _illegal(view: SeatView) -> dict[str, Refusal]:
    if view.phase is not Phase.PLAY or view.turn != view.seat:
        return {}
    refusals: dict[str, Refusal] = {}
    for card in cards_of(view.hand & ~view.legal):
        error = why_illegal(card, view.hand, view.led_suit, view.exposed, view.led_suits, view.forced)
        if error is not None:
            refusals[card_name(card)] = {"reason": error.reason, "params": error.params}
    return refusals


def past_trick(trick: Trick) -> PastTrick:
    """A finished trick in the page's terms."""
    return {
        "leader": SEAT_NAMES[trick.leader],
        "cards": [
            {"seat": SEAT_NAMES[trick.seat_of(i)], "card": card_name(card)} for i, card in enumerate(trick.cards)
        ],
        "winner": SEAT_NAMES[trick.winner],
    }


def _history(game: Game) -> list[list[PastHand]]:
    totals = [0, 0, 0, 0]
    history: list[list[PastHand]] = []
    for hand in game.results:
        line: list[PastHand] = []
        for seat in SEATS:
            totals[seat] += hand[seat].hand
            line.append(
                {
                    "hand": hand[seat].hand,
                    "total": totals[seat],
                    "transformer_factor": hand[seat].transformer_factor,
                    "all_hearts": hand[seat].all_hearts,
                    "out": game.rules.is_out(totals[seat]),
                }
            )
        history.append(line)
    return history


def _outcome(game: Game) -> Outcome | None:
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


def effects(view: SeatView) -> dict[str, ExposureEffect]:
    """The effect of exposing each exposable card under the view's rules, by card code."""
    return {
        card_name(effect.card): {
            "target": effect.target,
            "points_before": effect.points_before,
            "points_after": effect.points_after,
            "times_before": effect.times_before,
            "times_after": effect.times_after,
        }
        for effect in exposure_effects(view.rules)
    }


def page_view(game: Game, seat: Seat = HUMAN) -> View:
    """What the page draws for ``seat``: its hand, the table, scores. No other hand."""
    view = seat_view(game, seat)
    scores = score_hand(view.collected, view.exposed, view.rules)
    leader = view.leader
    return {
        "phase": view.phase.value,
        "seat": SEAT_NAMES[seat],
        "code": game.code,
        "rules": view.rules.to_dict(),
        "level": game.level,
        "next_level": game.next_level,
        "hand_no": view.hand_no,
        "hand": card_codes(view.hand),
        "legal": card_codes(view.legal),
        "illegal": _illegal(view),
        "exposable": card_codes(view.dealt & EXPOSABLE) if view.phase is Phase.EXPOSE else [],
        "nothing_to_expose": view.rules.exposure and not view.dealt & EXPOSABLE,
        "effects": effects(view),
        "turn": _seat_name(view.turn),
        "leader": _seat_name(leader),
        "trick": [
            {"seat": SEAT_NAMES[(leader + i) & 3], "card": card_name(card)}
            for i, card in enumerate(view.trick)
            if leader is not None
        ],
        "tricks_played": len(view.tricks),
        "tricks": [past_trick(trick) for trick in view.tricks],
        "seats": [
            {
                "seat": SEAT_NAMES[s],
                "cards_left": view.hand_sizes[s],
                "exposed": card_codes(view.exposed_by[s]),
                "exposed_held": card_codes(view.held_exposed(s)),
                "total": view.totals[s],
                "out": view.rules.is_out(view.totals[s]),
                "score": score(scores[s]),
            }
            for s in SEATS
        ],
        "heart_threat": _heart_threat(view),
        "last_hand": [score(s) for s in game.results[-1]] if game.results else None,
        "history": _history(game),
        "outcome": _outcome(game),
    }


# The all-hearts badge marks a real threat only: one seat holds every heart
# taken so far, and at least this many have been taken (docs/rules.md, The page).
HEART_THREAT_MIN = 4


def _heart_threat(view: SeatView) -> str | None:
    """The seat on its way to all thirteen hearts, once that is a real threat; else None."""
    seat = view.sole_heart_taker()
    if seat is None or (view.collected[seat] & HEART_MASK).bit_count() < HEART_THREAT_MIN:
        return None
    return _seat_name(seat)


def info() -> Info:
    """The choices a new game offers: levels, game lengths, default rules."""
    return {
        "levels": list(LEVELS),
        "default_level": DEFAULT_LEVEL,
        "presets": {name: dict(preset) for name, preset in PRESETS.items()},
        "rules": Rules().to_dict(),
        "limits": {"max_hands": MAX_HANDS_LIMIT},
    }


def view_changes(before: View, after: View) -> ViewChanges:
    """What changed from ``before`` to ``after``: the page gets ``after`` back by applying it to ``before``.

    >>> from .game import Game, Play
    >>> game = Game.new("PAGE1", Rules(exposure=False))
    >>> before = page_view(game)
    >>> game.apply(Play(game.turn, game.legal_plays().bit_length() - 1))
    >>> changes = view_changes(before, page_view(game))
    >>> sorted(changes["set"]), changes["append"], [sorted(seat) for seat in changes["items"]["seats"]]
    (['turn'], {'trick': [{'seat': 'N', 'card': '7C'}]}, [[], [], ['cards_left'], []])
    >>> apply_changes(before, changes) == page_view(game)
    True
    """
    changes: ViewChanges = {"set": {}, "append": {}, "items": {}, "from_seats": {}}
    old: dict[str, object] = dict(before)
    for key, value in after.items():
        was = old.get(key)
        if value == was:
            continue
        if isinstance(value, list) and isinstance(was, list):
            if len(value) > len(was) and value[: len(was)] == was:
                changes["append"][key] = value[len(was) :]
                continue
            if len(value) == len(was) and all(isinstance(item, dict) for item in [*value, *was]):
                changes["items"][key] = [
                    {field: item for field, item in new.items() if old_item.get(field) != item}
                    for old_item, new in zip(was, value, strict=True)
                ]
                continue
        if key == "last_hand" and value == [seat["score"] for seat in after["seats"]]:
            changes["from_seats"][key] = "score"
            continue
        changes["set"][key] = value
    return changes


def apply_changes(before: View, changes: ViewChanges) -> View:
    """The view ``changes`` describes, from the view before it (as the page does, web/js/view-changes.js)."""
    after: dict[str, Any] = {**before, **changes["set"]}
    for key, items in changes["append"].items():
        after[key] = [*after[key], *items]
    for key, fields in changes["items"].items():
        after[key] = [{**item, **changed} for item, changed in zip(after[key], fields, strict=True)]
    for key, field in changes["from_seats"].items():
        after[key] = [seat[field] for seat in after["seats"]]
    return cast(View, after)
