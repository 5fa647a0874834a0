"""A small deterministic random generator, identical in CPython and Pyodide.

The game must replay exactly from its game code on every Python, so it does
not use :mod:`random` (whose algorithms may change between versions). This is
SplitMix64 seeded from SHA-256 of a text key.

>>> Rng.from_key("ABC").next_u64() == Rng.from_key("ABC").next_u64()
True
>>> Rng(1).shuffled([1, 2, 3, 4]) == Rng(1).shuffled([1, 2, 3, 4])
True
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_M64 = (1 << 64) - 1


def _limit(n: int) -> int:
    """The highest 64-bit draw :meth:`Rng.below` keeps for ``n`` (above it, ``x % n`` would favour low values)."""
    return _M64 - (_M64 + 1) % n


#: :func:`_limit` of each ``n`` from 1 to 52 (a shuffle of a suit or a deck).
_LIMITS = (0, *(_limit(n) for n in range(1, 53)))


class Rng:
    """SplitMix64: 64-bit state, one multiply-xorshift chain per output."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _M64

    @classmethod
    def from_key(cls, *parts: object) -> Rng:
        """A generator seeded from text parts, e.g. ``Rng.from_key(code, "deal", 3)``."""
        key = "\x1f".join(str(p) for p in parts).encode()
        return cls(int.from_bytes(hashlib.sha256(key).digest()[:8], "little"))

    def next_u64(self) -> int:
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _M64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform int in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = _limit(n)
        while True:
            x = self.next_u64()
            if x <= limit:
                return x % n

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A Fisher–Yates shuffled copy of ``items``: each swap's index is :meth:`below` ``i + 1``.

        The deal sampler shuffles every suit of every sampled deal, so :meth:`next_u64` and :meth:`below`
        are written out here (the same numbers, without a call per draw).

        >>> rng, again = Rng(7), Rng(7)
        >>> order = list(range(20))
        >>> for i in range(19, 0, -1):
        ...     j = again.below(i + 1)
        ...     order[i], order[j] = order[j], order[i]
        >>> rng.shuffled(range(20)) == order and rng.state == again.state
        True
        """
        out = list(items)
        state = self.state
        for i in range(len(out) - 1, 0, -1):
            limit = _LIMITS[i + 1] if i < len(_LIMITS) - 1 else _limit(i + 1)
            while True:
                state = (state + 0x9E3779B97F4A7C15) & _M64
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _M64
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
                z ^= z >> 31
                if z <= limit:
                    break
            j = z % (i + 1)
            out[i], out[j] = out[j], out[i]
        self.state = state
        return out

    def pick_bit(self, mask: int) -> int:
        """The index of a uniformly chosen set bit of a non-empty mask."""
        k = self.below(mask.bit_count())
        while k:
            mask &= mask - 1
            k -= 1
        return (mask & -mask).bit_length() - 1
