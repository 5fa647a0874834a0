"""The actions that change a game (:meth:`~gongzhu.game.Game.apply`): small values with a text form.

A game is its rules, its code and its list of actions in this text form, so it replays exactly.

>>> str(Play(0, parse_card("QS"))), parse_action("E expose QS TC") == Expose(1, mask_of([parse_card("QS"), parse_card("TC")]))
('S play QS', True)
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Mask, card_codes, card_name, mask_of, parse_card
from .illegal import IllegalAction
from .reasons import Reason
from .seats import SEAT_NAMES, SEATS, Seat, parse_seat
from .untrusted import cut, quoted


@dataclass(frozen=True)
class Expose:
    """A seat's secret exposure choice (possibly no card)."""

    seat: Seat
    cards: Mask

    def __str__(self) -> str:
        return " ".join([SEAT_NAMES[self.seat], "expose", *card_codes(self.cards)])


@dataclass(frozen=True)
class Play:
    seat: Seat
    card: Card

    def __str__(self) -> str:
        return f"{SEAT_NAMES[self.seat]} play {card_name(self.card)}"


@dataclass(frozen=True)
class NextHand:
    def __str__(self) -> str:
        return "next"


@dataclass(frozen=True)
class SetLevel:
    """Choose the computer level; it applies from the next hand.

    A setting, not a move: a save keeps the levels beside the actions, so it is
    not listed in :attr:`Game.actions`.
    """

    level: str


Action = Expose | Play | NextHand | SetLevel


def parse_action(text: str) -> Action:
    """Read an action from its text form: ``"S expose QS TC"``, ``"E play 5H"``, ``"next"``."""
    if not isinstance(text, str):
        raise IllegalAction(Reason.BAD_ACTION, f"an action must be text, not {quoted(text)}", text=quoted(text))
    words = text.split()
    try:
        if words == ["next"]:
            return NextHand()
        if len(words) >= 2 and words[1] == "expose":
            return Expose(parse_seat(words[0]), mask_of(parse_card(w) for w in words[2:]))
        if len(words) == 3 and words[1] == "play":
            return Play(parse_seat(words[0]), parse_card(words[2]))
    except ValueError as exc:
        raise IllegalAction(Reason.BAD_ACTION, f"bad action {quoted(text)}: {exc}", text=cut(text)) from exc
    raise IllegalAction(Reason.BAD_ACTION, f"bad action {quoted(text)}", text=cut(text))


#: Each seat's play of each card as text, and back: the common case of a replay, kept fast.
PLAY_TEXT = [[str(Play(seat, card)) for card in range(52)] for seat in SEATS]
PLAY_BY_TEXT = {PLAY_TEXT[seat][card]: (seat, card) for seat in SEATS for card in range(52)}
