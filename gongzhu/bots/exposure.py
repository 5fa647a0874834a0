"""Exposure by rule of thumb: expose only what is safe (the strategy page's advice).

- The pig, when four or more lower spades guard it: every spade lead can be
  followed low, and the pig goes when ♠K or ♠A falls or a suit runs out.
- The goat, when ♦A or ♦K can win it back.

>>> from ..cards import parse_cards, card_codes
>>> card_codes(safe_exposure(parse_cards("QS 2S 3S 5S 7S JD AD 4H"))[0])
['QS', 'JD']
>>> safe_exposure(parse_cards("QS 2S 3S AH"))[1] == "no_safe_exposure"
True
"""

from __future__ import annotations

from ..cardfacts import LOW_SPADES
from ..cards import EXPOSABLE, GOAT, PIG, Mask
from ..reasons import Reason
from ..rng import Rng
from ..seatview import SeatView
from . import reason_groups as r
from .base import Decision

_GOAT_GUARDS: Mask = (1 << (GOAT + 2)) | (1 << (GOAT + 3))


def safe_exposure(hand: Mask) -> tuple[Mask, Reason]:
    """The cards of ``hand`` that are safe to expose, and the reason."""
    if not hand & EXPOSABLE:
        return 0, r.NOTHING_TO_EXPOSE
    cards = 0
    reason = r.NO_SAFE_EXPOSURE
    if hand >> GOAT & 1 and hand & _GOAT_GUARDS:
        cards |= 1 << GOAT
        reason = r.EXPOSE_GOAT
    if hand >> PIG & 1 and (hand & LOW_SPADES).bit_count() >= 4:
        cards |= 1 << PIG
        reason = r.EXPOSE_PIG
    return cards, reason


class SafeExposure:
    """A bot's exposure by this rule of thumb (Normal's, and the arena's Greedy's)."""

    def choose_exposure(self, view: SeatView, rng: Rng) -> Decision:
        cards, reason = safe_exposure(view.dealt)
        return Decision(reason, cards=cards)
