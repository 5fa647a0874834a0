"""The one exception type for refused actions, with machine-readable reasons.

The page translates ``reason`` and ``params``; ``str(error)`` is English.
"""

from __future__ import annotations

from typing import Any

# Reasons an action is refused. Params are card codes, suit letters or seats.
NOT_YOUR_TURN = "not_your_turn"  # seat, turn
WRONG_PHASE = "wrong_phase"  # phase, action
CARD_NOT_IN_HAND = "card_not_in_hand"  # card
MUST_FOLLOW_SUIT = "must_follow_suit"  # suit
EXPOSED_HELD_BACK = "exposed_held_back"  # card, suit
MUST_LEAD_CARD = "must_lead_card"  # card
NOT_EXPOSABLE = "card_not_exposable"  # card
ALREADY_DECIDED = "exposure_already_decided"  # seat
BAD_ACTION = "bad_action"  # text


class IllegalAction(Exception):
    """An action the rules refuse. ``reason`` is one of the constants above."""

    def __init__(self, reason: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.reason = reason
        self.params = params

    def to_dict(self) -> dict[str, Any]:
        return {"reason": self.reason, "params": self.params, "message": str(self)}
