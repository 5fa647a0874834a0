"""Settings for the whole test suite.

Hypothesis runs without its per-example deadline: a timed assertion fails on a
busy machine, not on slow code (speed is measured by benchmarks that print
figures, never asserted). Everything else keeps Hypothesis's defaults.
"""

from __future__ import annotations

from hypothesis import settings

settings.register_profile("gongzhu", deadline=None)
settings.load_profile("gongzhu")
