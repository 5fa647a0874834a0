"""The suite-wide settings of tests/conftest.py are in force."""

from __future__ import annotations

from hypothesis import settings


def test_hypothesis_has_no_deadline() -> None:
    assert settings().deadline is None
