"""Tests of the scripts/ helpers that need no browser: they import the scripts by name."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
