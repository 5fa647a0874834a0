"""Normal: the strategy tips of the page (web/content/strategy.en.html), played by rule (see :mod:`.policy`, :mod:`.exposure`)."""

from __future__ import annotations

from ..rng import Rng
from ..seatview import SeatView
from .base import Decision
from .explain import explain_play
from .exposure import SafeExposure
from .knowledge import position_of
from .policy import policy_play


class NormalBot(SafeExposure):
    """A club player's habits: safe exposures and the rule-based policy."""

    level = "normal"

    def choose_play(self, view: SeatView, rng: Rng) -> Decision:
        pos = position_of(view)
        card = policy_play(pos, view.seat, view.legal)
        return Decision(explain_play(pos, view.seat, card, view.legal), card=card)
