"""The one exception type for refused actions, with machine-readable reasons.

The page translates ``reason`` and ``params``; ``str(error)`` is English.
The reasons are the refusals of :class:`gongzhu.reasons.Reason`.
"""

from __future__ import annotations

from typing import Any

from .reasons import Reason


class IllegalAction(Exception):
    """An action or request that is refused, with its :class:`Reason` and params."""

    def __init__(self, reason: Reason, message: str, **params: Any) -> None:
        super().__init__(message)
        self.reason = reason
        self.params = params

    def to_dict(self) -> dict[str, Any]:
        return {"reason": self.reason, "params": self.params, "message": str(self)}
