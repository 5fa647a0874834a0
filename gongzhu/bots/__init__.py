"""Computer players: ``random``, Easy, Normal and Hard, and the hints.

``greedy`` (:mod:`.greedy`) and ``defender`` (:mod:`.defender`, greedy that
also stops all-hearts runs) are sparring partners for the arena only.

- :mod:`.base` — the :class:`Bot` interface, :class:`Decision`, :func:`decision_rng`.
- :mod:`.reason_groups` — every machine-readable reason a decision can give.
- :mod:`.simple` — ``random`` and Easy.
- :mod:`.normal` — Normal: :mod:`.policy` (play) and :mod:`.exposure` (exposure).
- :mod:`.hard` — Hard: :mod:`.sampling` deals, :mod:`.inference` weights them
  by the plays seen, :mod:`.fast` plays them out (bit masks) or solves the
  last tricks exactly; :mod:`.playout` holds the reference search.
- :mod:`.knowledge`, :mod:`.position`, :mod:`.points`, :mod:`.explain` —
  inference from a seat view, the compact table state, fast scoring, reasons;
  :mod:`.advice` — the hint: Hard's card, its prices and the reason they give.

Bots see one :class:`~gongzhu.seatview.SeatView` and an injected Rng, nothing more.
Hints are Hard's decisions.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..game import LEVELS as GAME_LEVELS
from ..rng import Rng
from ..seatview import SeatView
from .advice import PlayAdvice, advise_play
from .base import Bot, Decision, decision_rng
from .defender import DefenderBot
from .greedy import GreedyBot
from .hard import HardBot
from .hard_settings import HardSettings
from .normal import NormalBot
from .simple import EasyBot, RandomBot

#: The levels of this package's own players: ``random`` (arena only) and
#: the levels a game offers (:data:`gongzhu.game.LEVELS`, the one list).
LEVELS = ("random", *GAME_LEVELS)
#: Every level the arena can seat: ours and the sparring partners ``greedy``
#: and ``defender``, which games, saves and the page refuse
#: (:data:`gongzhu.game.LEVELS`).
ARENA_LEVELS = (*LEVELS, "greedy", "defender")


#: Each level's bot, made afresh.
_MAKERS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
    "greedy": GreedyBot,
    "defender": DefenderBot,
}


def make_bot(level: str, settings: Mapping[str, float] | None = None) -> Bot:
    """A fresh bot of ``level``, one of :data:`ARENA_LEVELS`.

    ``settings`` are Hard's by name (:meth:`~.hard_settings.HardSettings.named`), for the
    arena's ablations; other levels take none.
    """
    if settings:
        if level != "hard":
            raise ValueError(f"level {level!r} takes no settings")
        return HardBot(HardSettings.named(settings))
    maker = _MAKERS.get(level)
    if maker is None:
        raise ValueError(f"unknown bot level {level!r}")
    return maker()


_HINT_BOT = HardBot()


def hint_exposure(view: SeatView, rng: Rng) -> Decision:
    """The recommended cards to expose (Hard's choice) and why."""
    return _HINT_BOT.choose_exposure(view, rng)


def hint_play(view: SeatView, rng: Rng) -> PlayAdvice:
    """The recommended legal card (Hard's choice), why, and every legal card's price (:mod:`.advice`)."""
    return advise_play(_HINT_BOT, view, rng)


__all__ = [
    "ARENA_LEVELS",
    "LEVELS",
    "Bot",
    "Decision",
    "PlayAdvice",
    "decision_rng",
    "hint_exposure",
    "hint_play",
    "make_bot",
]
