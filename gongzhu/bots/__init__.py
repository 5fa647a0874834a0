"""Computer players: ``random``, Easy, Normal and Hard, and the hints.

- :mod:`.base` — the :class:`Bot` interface, :class:`Decision`, :func:`decision_rng`.
- :mod:`.reasons` — every machine-readable reason a decision can give.
- :mod:`.simple` — ``random`` and Easy.
- :mod:`.normal` — Normal: :mod:`.policy` (play) and :mod:`.exposure` (exposure).
- :mod:`.hard` — Hard: :mod:`.sampling` deals, :mod:`.playout` simulation,
  exact endgame search.
- :mod:`.knowledge`, :mod:`.position`, :mod:`.points`, :mod:`.explain` —
  inference from a seat view, the compact table state, fast scoring, reasons.

Bots see one :class:`~gongzhu.view.SeatView` and an injected Rng, nothing more.
Hints are Hard's decisions.
"""

from __future__ import annotations

from ..rng import Rng
from ..view import SeatView
from .base import Bot, Decision, decision_rng
from .hard import HardBot
from .normal import NormalBot
from .simple import EasyBot, RandomBot

LEVELS = ("random", "easy", "normal", "hard")


def make_bot(level: str) -> Bot:
    """A fresh bot of ``level`` (``random``, ``easy``, ``normal`` or ``hard``)."""
    if level == "random":
        return RandomBot()
    if level == "easy":
        return EasyBot()
    if level == "normal":
        return NormalBot()
    if level == "hard":
        return HardBot()
    raise ValueError(f"unknown bot level {level!r}")


_HINT_BOT = HardBot()


def hint_exposure(view: SeatView, rng: Rng) -> Decision:
    """The recommended cards to expose (Hard's choice) and why."""
    return _HINT_BOT.choose_exposure(view, rng)


def hint_play(view: SeatView, rng: Rng) -> Decision:
    """The recommended legal card (Hard's choice) and why."""
    return _HINT_BOT.choose_play(view, rng)


__all__ = [
    "LEVELS",
    "Bot",
    "Decision",
    "decision_rng",
    "hint_exposure",
    "hint_play",
    "make_bot",
]
