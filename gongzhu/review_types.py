"""The hand review as typed JSON data: the ``review`` replies of :mod:`gongzhu.webapi` and ``python -m gongzhu review``.

Beside :mod:`gongzhu.pageview` (the page view), these ``TypedDict`` classes are the
rest of the contract with the page (``web/js/review.js``), checked by mypy;
:mod:`gongzhu.review` builds them. Points are of one hand (ours minus the others' mean).
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from .pageview import PastTrick
from .reasons import Reason

#: A decision's mark, from the least cost up (:data:`gongzhu.review.MARKS`); ``None`` in the JSON when unmarked.
Mark = Literal["inaccuracy", "mistake", "blunder"]
#: What a decision was: the exposure choice or a card played.
Kind = Literal["expose", "play"]
#: Where the price on the true deal and the fair price disagree: ``lucky``, a marked decision that did as
#: well as the best on the true deal; ``unlucky``, an unmarked one that cost a mistake's points there.
Hindsight = Literal["lucky", "unlucky"]


class PlayReason(TypedDict):
    """Why the best card beats the card played: the hint's reason for it, and the cards that make it so."""

    code: Reason
    #: The best card, and the card played.
    card: str
    played: str
    #: The unseen cards above either card in the played card's suit, and the pig and the goat while unseen.
    out: list[str]
    #: The card on top of the trick and its seat, which the played card goes to when it does not win.
    top: str | None
    taker: str | None
    #: The point cards the played card hands over.
    gives: list[str]
    text: str


class ExposeReason(TypedDict):
    """Why the best exposure beats the one chosen."""

    code: Literal["expose_gain", "expose_nothing"]
    cards: list[str]
    #: Its mean result against exposing nothing.
    gain: float
    text: str


class ExposureOption(TypedDict):
    """One exposure choice priced: its mean result, and its gain against exposing nothing."""

    cards: list[str]
    value: float
    gain: float


class Gamble(TypedDict):
    """A card whose fair value rests on going for all the hearts (its better line runs for them)."""

    card: str
    #: Whether it is the card played (else the best card).
    played: bool
    #: The share of the sampled deals on which going for all the hearts does better than not (0 to 1).
    chance: float
    #: Whether the reviewed seat took all the hearts in the hand as played.
    happened: bool


class PlayPrice(TypedDict):
    """The card played against the best card, over the same sampled deals (:func:`gongzhu.review.price_play`)."""

    played: str
    best: str
    #: The mean result given up against the best card (never below zero), and its standard error.
    cost: float
    noise: float
    mark: Mark | None
    reason: PlayReason | None
    #: Each distinct card's mean result, by code (empty when only one card could be played).
    values: dict[str, float]
    #: The card played or the best card when its price rests on a run for all the hearts, else None.
    gamble: Gamble | None
    #: The mean result of the hand after the card played (points), as priced: the review's chart.
    expected: float


class PlayDecision(PlayPrice):
    """A card played, priced (``move``: its index in the game's actions)."""

    move: int
    kind: Literal["play"]
    hindsight: Hindsight | None


class ExposeDecision(TypedDict):
    """The exposure choice, priced."""

    move: int
    kind: Literal["expose"]
    #: The cards exposed and the best choice, codes with a space between ("" for none).
    played: str
    best: str
    cost: float
    noise: float
    mark: Mark | None
    #: Absent when there was nothing to expose.
    reason: NotRequired[ExposeReason | None]
    options: list[ExposureOption]
    hindsight: Hindsight | None
    #: The mean result of the hand after the choice made (points); None when there was nothing to expose.
    expected: float | None


#: One decision of the reviewed seat, priced from what it knew then.
ReviewedDecision = PlayDecision | ExposeDecision


class KnownDecision(TypedDict):
    """A decision priced on the true deal: what could have been seen, not what could have been known."""

    move: int
    #: ``exact``: the exact search near the end; else a playout of the true deal.
    method: Literal["exact", "playout"]
    played: str
    best: str
    cost: float
    values: dict[str, float]


class Summary(TypedDict):
    """The marked decisions' cost and count, and the accuracy: the share of real choices left unmarked (percent)."""

    mistakes_cost: float
    accuracy: float
    choices: int
    #: How many decisions got each mark, by mark.
    marks: dict[Mark, int]


class AllCardsKnown(TypedDict):
    note: str
    decisions: list[KnownDecision]


class Timing(TypedDict):
    """Each decision's time, fair and known price together (ms), and the same in processor time."""

    step_ms: list[float]
    max_step_ms: float
    total_ms: int
    cpu_step_ms: list[float]
    max_cpu_step_ms: float
    cpu_total_ms: int


class HandReview(TypedDict):
    """The whole review of one seat's decisions in one hand (``python -m gongzhu review``)."""

    seat: str
    hand: int
    decisions: list[ReviewedDecision]
    total_cost: float
    summary: Summary
    with_all_cards_known: AllCardsKnown
    #: With ``--timing`` only.
    timing: NotRequired[Timing]


class Outline(TypedDict):
    """The hand as dealt and as played, for the review's table (the page steps through it)."""

    #: Each seat's 13 cards as dealt, by seat name.
    dealt: dict[str, list[str]]
    #: The cards each seat exposed (empty lists when none).
    exposed: dict[str, list[str]]
    #: Each finished trick, as the view has it: its leader, its cards in playing order, who took it.
    tricks: list[PastTrick]
    #: The points of each trick to its taker: hearts, pig and goat, doubled where exposed
    #: (the transformer acts on the whole pile, so it is not counted here), as the page's events give them.
    trick_points: list[int]
    #: Each seat's result of the hand so far (final once the hand is over), transformer included.
    result: dict[str, int]


class OutlineDecision(TypedDict):
    move: int
    kind: Kind
    #: The card played, or the cards exposed (codes with a space between).
    played: str


class ReviewOutline(Outline):
    """The reply to ``review`` without ``step``: the hand and the reviewed seat's decisions, not yet priced."""

    seat: str
    hand: int
    #: How many decisions there are to price, one request each.
    steps: int
    moves: list[int]
    decisions: list[OutlineDecision]


class ReviewPrice(TypedDict):
    """The reply to ``review`` with ``step``: that decision priced, and the summary of those priced so far."""

    seat: str
    hand: int
    steps: int
    step: int
    decision: ReviewedDecision
    known: KnownDecision
    priced: int
    summary: Summary


#: The ``review`` field of a ``review`` reply.
ReviewStep = ReviewOutline | ReviewPrice
