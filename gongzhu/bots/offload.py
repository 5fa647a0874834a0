"""Hard's sampled deals played out by helper workers as well: the same numbers, sooner.

The page's engine runs in one Web Worker; a phone has other cores. When the page gives the engine
helpers (:func:`use`: other workers running this package), :func:`deal_utilities` splits a round's
deals into shares in deal order, each in proportion to its worker's pace as lately measured (a
phone's cores differ, and a new helper is cold), sends each helper one share as JSON (:func:`job`),
plays the first share itself, then waits for the others (:func:`run_job` answers them) and puts
every deal's utilities back in deal order. A helper that fails or never answers costs time, not
cards: its share is played here. So Hard's cards are the same with or without helpers, on
every machine.

The waiting needs the engine's call to be able to suspend (Pyodide's JavaScript Promise
Integration, :func:`pyodide.ffi.can_run_sync`); where it cannot, or with no helper ready,
everything is played here, as in CPython.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from itertools import accumulate, pairwise
from typing import Any, Protocol

from ..cards import Card, Mask
from .evaluators import Evaluator, FastEvaluator, line_utilities

#: Fewer deals than this are all played by the engine: a share would cost more to send than to play.
LEAST_DEALS = 12


class Helpers(Protocol):
    """The engine's helpers, as the page's worker gives them (:class:`PageHelpers`), or a test's."""

    def count(self) -> int:
        """How many helpers are ready now."""
        ...

    def want(self) -> None:
        """Start the helpers if they are not started (they become ready later)."""
        ...

    def start(self, helper: int, job: str) -> object:
        """Send ``job`` (:func:`job`) to helper number ``helper`` (below :meth:`count`); its answer, pending."""
        ...

    def wait(self, pending: Sequence[object]) -> list[str | None]:
        """The answers of ``pending`` (from :meth:`start`), in order: :func:`run_job`'s text, or ``None``
        where the helper failed."""
        ...


class PageHelpers:
    """The page's helper workers (``web/js/engine/helpers.js``'s pool), waited for with :func:`~pyodide.ffi.run_sync`."""

    def __init__(self, pool: Any) -> None:
        from pyodide.ffi import can_run_sync, run_sync  # type: ignore[import-not-found]

        self.pool = pool
        self._can_run_sync: Any = can_run_sync
        self._run_sync: Any = run_sync

    def count(self) -> int:
        """The helpers ready, while this call can wait for them (none in a call that cannot suspend)."""
        return int(self.pool.count()) if self._can_run_sync() else 0

    def want(self) -> None:
        self.pool.want()

    def start(self, helper: int, job: str) -> object:
        return self.pool.start(helper, job)

    def wait(self, pending: Sequence[object]) -> list[str | None]:
        answers = [self._run_sync(promise) for promise in pending]
        return [answer if isinstance(answer, str) else None for answer in answers]


_helpers: Helpers | None = None


def use(helpers: Helpers | None) -> None:
    """Play a share of each round on ``helpers`` from now on (``None``: none)."""
    global _helpers
    _helpers = helpers


def want() -> None:
    """Start the helpers, if there are any, ahead of the searches that will use them."""
    if _helpers is not None:
        _helpers.want()


def deal_utilities(
    evaluators: Sequence[Evaluator],
    deals: list[list[Mask]],
    cards: Sequence[Sequence[Card]],
    calms: Sequence[int] | None,
) -> list[list[list[int]]]:
    """:func:`~.evaluators.line_utilities` of ``cards`` on each of ``deals`` (``calms``: each deal's), in deal
    order; shares of the deals are played by the helpers, when there are some and it is worth it."""
    helpers = _helpers
    if helpers is None or len(deals) < LEAST_DEALS or not all(isinstance(e, FastEvaluator) for e in evaluators):
        return _play(evaluators, deals, cards, calms, 0, len(deals))
    count = helpers.count()
    if not count:
        helpers.want()
        return _play(evaluators, deals, cards, calms, 0, len(deals))
    own, *split = _split(len(deals), count)
    shares = [(i, a, b) for i, (a, b) in enumerate(split) if b > a]  # helper i's deals a to b
    portable = [e.portable() for e in evaluators if isinstance(e, FastEvaluator)]
    pending = [helpers.start(i, job(portable, deals[a:b], cards, calms and calms[a:b])) for i, a, b in shares]
    started = time.perf_counter()
    out = _play(evaluators, deals, cards, calms, *own)
    done = time.perf_counter()
    _pace(0, own[1] - own[0], done - started)
    # A helper times its share by its own clock, but its answer comes later (the messages, the job's JSON, a helper
    # slow to start): where the engine had to wait for an answer, that helper took as long as the engine waited
    # since it started its own share. So the next shares make the answers come as the engine's own share ends.
    answers: list[str | None] = []
    came: list[float] = []  # each answer waited for: when it came since the engine started; else 0
    for promise in pending:  # one by one, to see which answers were waited for
        answers.append(helpers.wait([promise])[0])
        before, done = done, time.perf_counter()
        came.append(done - started if done - before > WAITED else 0.0)
    for answer, answered, (i, a, b) in zip(answers, came, shares, strict=True):
        share = _read_answer(answer, b - a)
        if share is None:
            out += _play(evaluators, deals, cards, calms, a, b)
        else:
            out += share[1]
            _pace(i + 1, b - a, max(share[0], answered))
    return out


#: Deals per second of the engine (first) and of each helper, as lately measured (:func:`_pace`). Helpers are
#: numbered as the pool numbers its ready ones: one that stops shifts those after it, which misplaces their
#: paces (the time the deals take, never the cards) until they are measured again.
_paces: list[float] = []
#: A helper not yet measured is taken to play this share of the engine's pace: a new one is cold.
NEW_HELPER_PACE = 0.5
#: An answer that takes longer than this (seconds) to come once the engine asks for it was waited for.
WAITED = 0.001


def _split(deals: int, count: int) -> list[tuple[int, int]]:
    """``deals`` deals split in deal order between the engine (first) and ``count`` helpers, each share in
    proportion to its worker's pace, so that all finish together (a helper on a slower core gets fewer)."""
    engine = _paces[0] if _paces else 1.0
    paces = [engine] + [_paces[i] if i < len(_paces) else NEW_HELPER_PACE * engine for i in range(1, count + 1)]
    total = sum(paces)
    return list(pairwise(round(deals * bound / total) for bound in accumulate(paces, initial=0.0)))


def _pace(worker: int, deals: int, seconds: float) -> None:
    """Measured: ``worker`` (0: the engine, i: helper i - 1) played ``deals`` deals in ``seconds``."""
    if deals <= 0 or seconds <= 0:
        return
    while len(_paces) <= worker:
        _paces.append(0.0)
    pace = deals / seconds
    _paces[worker] = pace if _paces[worker] <= 0 else (_paces[worker] + pace) / 2


def _play(
    evaluators: Sequence[Evaluator],
    deals: list[list[Mask]],
    cards: Sequence[Sequence[Card]],
    calms: Sequence[int] | None,
    a: int,
    b: int,
) -> list[list[list[int]]]:
    return [line_utilities(evaluators, deals[d], cards, calms[d] if calms else 0) for d in range(a, b)]


def _read_answer(answer: str | None, deals: int) -> tuple[float, list[list[list[int]]]] | None:
    """A helper's answer (:func:`run_job`) for ``deals`` deals: its seconds and the deals' utilities, or
    ``None`` when there is none or it is not one."""
    if answer is None:
        return None
    try:
        data = json.loads(answer)
        seconds, share = float(data["seconds"]), data["deals"]
    except (ValueError, TypeError, KeyError):
        return None
    return (seconds, share) if isinstance(share, list) and len(share) == deals else None


def job(
    portable: list[dict[str, Any]],
    deals: list[list[Mask]],
    cards: Sequence[Sequence[Card]],
    calms: Sequence[int] | None,
) -> str:
    """The text a helper plays: the evaluators (:meth:`~.evaluators.FastEvaluator.portable`), deals, cards, calms."""
    return json.dumps(
        {"evaluators": portable, "deals": deals, "cards": [list(c) for c in cards], "calms": calms},
        separators=(",", ":"),
    )


#: A helper's evaluators (as sent, and rebuilt), kept from job to job while they are the same (the rounds of
#: one decision).
_kept: tuple[list[dict[str, Any]], list[FastEvaluator]] | None = None


def run_job(text: str) -> str:
    """A helper's answer to a :func:`job`, as JSON: ``deals``, the utilities of each of its deals in order, and
    ``seconds``, how long they took (the engine shares the next deals by it)."""
    global _kept
    started = time.perf_counter()
    data = json.loads(text)
    sent = data["evaluators"]
    if _kept is None or _kept[0] != sent:
        _kept = (sent, [FastEvaluator.from_portable(fields) for fields in sent])
    evaluators = _kept[1]
    calms = data["calms"]
    cards = data["cards"]
    share = [
        line_utilities(evaluators, hands, cards, calms[d] if calms else 0) for d, hands in enumerate(data["deals"])
    ]
    return json.dumps({"seconds": time.perf_counter() - started, "deals": share}, separators=(",", ":"))
