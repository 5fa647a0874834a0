"""Gong Zhu (拱猪, "chase the pig"): rules, scoring and computer players.

Where things live:

- :mod:`gongzhu.cards` — cards as ints 0..51, hands as 52-bit masks, codes.
- :mod:`gongzhu.rules` — the :class:`Rules` value (defaults and variants).
- :mod:`gongzhu.legal` — which cards may be played (follow suit, exposure).
- :mod:`gongzhu.scoring` — :func:`score_hand` and the :class:`HandScore` breakdown.
- :mod:`gongzhu.reasons` — :class:`Reason`, every refusal, error and hint reason code.
- :mod:`gongzhu.game` — the :class:`Game` state machine and its actions.
- :mod:`gongzhu.seatview` — :class:`SeatView`, all a seat may see.
- :mod:`gongzhu.save` — versioned JSON save/load.
- :mod:`gongzhu.pageview` — the typed ``view`` the page draws, built from a :class:`SeatView`.
- :mod:`gongzhu.webapi` — the JSON entry point the page calls.
"""

from .cards import GOAT, HEART_ACE, PIG, TRANSFORMER, card_name, parse_card, parse_cards
from .game import Expose, Game, NextHand, Phase, Play, Trick
from .illegal import IllegalAction
from .rules import Rules
from .save import SaveError, load, save
from .scoring import HandScore, score_hand, score_player
from .seats import EAST, NORTH, SOUTH, WEST
from .seatview import SeatView, seat_view

__all__ = [
    "EAST",
    "GOAT",
    "HEART_ACE",
    "NORTH",
    "PIG",
    "SOUTH",
    "TRANSFORMER",
    "WEST",
    "Expose",
    "Game",
    "HandScore",
    "IllegalAction",
    "NextHand",
    "Phase",
    "Play",
    "Rules",
    "SaveError",
    "SeatView",
    "Trick",
    "card_name",
    "load",
    "parse_card",
    "parse_cards",
    "save",
    "score_hand",
    "score_player",
    "seat_view",
]
