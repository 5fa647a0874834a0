"""The command line's tools, which the page never runs and its zip leaves out.

``arena`` (matches between computer levels), ``blunders`` (Hard's card against a
bigger search), ``fuzz`` (mutated saves, requests and score lines),
``selfcheck`` (random hands against the rules' invariants) and ``playouts``
(whole-hand playouts counted); ``python -m gongzhu`` runs them.
"""

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


def map_jobs(function: Callable[[T], R], tasks: Sequence[T], jobs: int) -> list[R]:
    """``function`` of each task, in order; in ``jobs`` processes when more than one (tasks and results pickled)."""
    if jobs <= 1:
        return [function(task) for task in tasks]
    import multiprocessing

    with multiprocessing.Pool(jobs) as pool:
        return pool.map(function, tasks, chunksize=1)
