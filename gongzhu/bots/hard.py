"""Hard (placeholder until the search lands): Normal's play."""

from __future__ import annotations

from .normal import NormalBot


class HardBot(NormalBot):
    level = "hard"
