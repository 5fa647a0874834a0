"""Playout speed: ``python -m gongzhu playouts``.

Hard judges a card by playing the rest of the hand out many times. This
times whole-hand playouts from fresh deals (no exposure) with the bit-mask
core that Hard uses (:func:`~gongzhu.bots.fast.fast_playout`) and with the
rule policy on :class:`~gongzhu.bots.position.Position` objects that it
replaced (:func:`~gongzhu.bots.playout.playout`), and prints one JSON object::

    {"deals": 2000, "seed": "1", "fast": {"playouts": 2000, "seconds": ...,
     "playouts_per_second": ..., "cpu_playouts_per_second": ...},
     "rule": {...}, "speedup": ...}

The rates are by the clock and by the process's CPU time (which a busy
machine disturbs less; Pyodide's CPU clock is the wall clock).

Run it inside Pyodide with ``scripts/bench_pyodide.py playouts``.
"""

from __future__ import annotations

import time

from ..bots.fast import Spot
from ..bots.playout import playout
from ..bots.position import Position
from ..cardfacts import card_values
from ..game import Game
from ..rules import Rules

#: The rule policy is about this many times slower: it plays fewer deals.
RULE_SHARE = 10


def run(deals: int, seed: str) -> dict[str, object]:
    """Time ``deals`` fast playouts and ``deals // RULE_SHARE`` (at least one) rule playouts."""
    rules = Rules(exposure=False)
    starts = []
    for k in range(deals):
        game = Game.new(f"PO{seed}-{k}"[:24], rules)
        assert game.leader is not None
        starts.append((list(game.hands), game.leader))
    values = card_values(rules, 0)
    clock, cpu = time.perf_counter(), time.process_time()
    for hands, leader in starts:
        Spot(leader, (), 0, (0, 0, 0, 0), 0, 0, rules).playout(list(hands), values)
    fast = _rate(deals, time.perf_counter() - clock, time.process_time() - cpu)
    slow = starts[: max(1, deals // RULE_SHARE)]
    clock, cpu = time.perf_counter(), time.process_time()
    for hands, leader in slow:
        playout(Position(list(hands), leader, [], 0, [0, 0, 0, 0], 0, [0, 0, 0, 0], [0, 0, 0, 0], 0, rules))
    rule = _rate(len(slow), time.perf_counter() - clock, time.process_time() - cpu)
    return {
        "deals": deals,
        "seed": seed,
        "fast": fast,
        "rule": rule,
        "speedup": round(fast["playouts_per_second"] / max(rule["playouts_per_second"], 1e-9), 1),
    }


def _rate(count: int, seconds: float, cpu_seconds: float) -> dict[str, float]:
    return {
        "playouts": count,
        "seconds": round(seconds, 3),
        "playouts_per_second": round(count / max(seconds, 1e-9), 1),
        "cpu_playouts_per_second": round(count / max(cpu_seconds, 1e-9), 1),
    }
