"""Hard's deals shared with helper workers (:mod:`gongzhu.bots.offload`): the same numbers and cards as alone."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator, Sequence

import pytest
from gongzhu.bots import offload
from gongzhu.bots.evaluators import FastEvaluator, line_utilities
from gongzhu.bots.hard import HardBot, candidates
from gongzhu.bots.hard_settings import HardSettings
from gongzhu.bots.knowledge import position_of
from gongzhu.bots.policy import policy_play
from gongzhu.rng import Rng
from gongzhu.seatview import SeatView, seat_view
from gongzhu.tools.blunders import positions
from gongzhu.webapi import Session


class FakeHelpers:
    """``ready`` helpers that answer each job with :func:`offload.run_job` through JSON, as the page's do, except
    that helper number ``failing`` (if any) answers ``answer`` instead."""

    def __init__(self, ready: int, failing: int | None = None, answer: str | None = None) -> None:
        self.ready = ready
        self.failing = failing
        self.answer = answer
        self.jobs: list[tuple[int, int]] = []  # (helper, deals)
        self.wanted = 0

    def count(self) -> int:
        return self.ready

    def want(self) -> None:
        self.wanted += 1

    def start(self, helper: int, job: str) -> object:
        assert 0 <= helper < self.ready
        self.jobs.append((helper, len(json.loads(job)["deals"])))
        return self.answer if helper == self.failing else offload.run_job(job)

    def wait(self, pending: Sequence[object]) -> list[str | None]:
        return [answer if isinstance(answer, str) else None for answer in pending]


@pytest.fixture
def helpers_reset(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(offload, "_paces", [])
    yield
    offload.use(None)


def _views(count: int) -> list[SeatView]:
    """Play decisions of the blunder benchmark's random hands (seed 3): every stage of a hand, with exposures."""
    return [seat_view(game, seat) for game, seat in positions(count, 3)]


def _decisions(views: list[SeatView], record: bool = False) -> list[tuple[int, list[float]]]:
    """Hard's card and the means of its tally, at each of ``views``."""
    bot = HardBot(HardSettings(budget=6000))
    out = []
    for i, view in enumerate(views):
        favourite = policy_play(position_of(view), view.seat, view.legal)
        priced = bot.price_play(view, candidates(view, favourite), favourite, Rng(i), record)
        out.append((priced.card, priced.tally.means()))
    return out


def test_helpers_play_shares_of_the_deals_and_hard_prices_and_chooses_as_alone(helpers_reset: None) -> None:
    views = _views(12)
    alone = _decisions(views)
    for ready in (1, 3):
        helpers = FakeHelpers(ready)
        offload.use(helpers)
        assert _decisions(views) == alone
        assert {helper for helper, _ in helpers.jobs} == set(range(ready))
        assert helpers.wanted == 0


@pytest.mark.parametrize("answer", [None, "not json", "[]", '{"deals": 1}'])
def test_a_share_a_helper_fails_to_answer_is_played_by_the_engine(helpers_reset: None, answer: str | None) -> None:
    views = _views(6)
    alone = _decisions(views)
    helpers = FakeHelpers(2, failing=1, answer=answer)
    offload.use(helpers)
    assert _decisions(views) == alone
    assert any(helper == 1 for helper, _ in helpers.jobs)


def test_with_no_helper_ready_the_engine_plays_alone_and_asks_for_them(helpers_reset: None) -> None:
    views = _views(3)
    alone = _decisions(views)
    helpers = FakeHelpers(0)
    offload.use(helpers)
    assert _decisions(views) == alone
    assert helpers.jobs == [] and helpers.wanted > 0


def test_small_rounds_and_the_hints_recorded_tallies_stay_with_the_engine(helpers_reset: None) -> None:
    views = _views(4)
    alone = _decisions(views, record=True)
    helpers = FakeHelpers(1)
    offload.use(helpers)
    assert _decisions(views, record=True) == alone
    assert helpers.jobs == []
    deals = [[0, 0, 0, 0]] * (offload.LEAST_DEALS - 1)
    assert offload.deal_utilities([], deals, [], None) == [[] for _ in deals]
    assert helpers.jobs == [] and helpers.wanted == 0


def test_an_evaluator_through_json_prices_every_card_on_every_deal_as_the_original() -> None:
    bot = HardBot(HardSettings(budget=4000))
    compared = 0
    for i, view in enumerate(_views(40)):
        cards = candidates(view, policy_play(position_of(view), view.seat, view.legal))
        _, evaluators, deals, _, calms = bot.sample_lines(view, len(cards), Rng(i))
        fast = [e for e in evaluators if isinstance(e, FastEvaluator)]
        copies = [FastEvaluator.from_portable(json.loads(json.dumps(e.portable()))) for e in fast]
        assert [c.portable() for c in copies] == [e.portable() for e in fast]
        for d, hands in enumerate(deals[:4]):
            calm = calms[d] if calms else 0
            lines = [cards] * len(fast)
            assert line_utilities(copies, hands, lines, calm) == line_utilities(fast, hands, lines, calm)
            compared += 1
    assert compared >= 100


def test_a_helper_keeps_its_evaluators_for_the_rounds_of_one_decision() -> None:
    view = _views(1)[0]
    bot = HardBot(HardSettings(budget=4000))
    cards = candidates(view, policy_play(position_of(view), view.seat, view.legal))
    _, evaluators, deals, _, calms = bot.sample_lines(view, len(cards), Rng(0))
    portable = [e.portable() for e in evaluators if isinstance(e, FastEvaluator)]
    lines = [cards] * len(portable)
    first = offload.run_job(offload.job(portable, deals[:3], lines, calms[:3] if calms else None))
    kept = offload._kept
    second = offload.run_job(offload.job(portable, deals[3:5], lines, calms[3:5] if calms else None))
    assert offload._kept is kept
    assert len(json.loads(first)["deals"]) == 3 and len(json.loads(second)["deals"]) == 2


def test_the_deals_are_shared_in_order_by_each_workers_pace(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(offload, "_paces", [])
    assert offload._split(100, 1) == [(0, 67), (67, 100)]  # a new helper is taken to be cold: half the pace
    offload._pace(0, 60, 1.0)
    offload._pace(1, 20, 1.0)
    offload._pace(1, 60, 1.0)  # its pace is the mean of its last and the one before: 40 deals a second
    assert offload._paces == [60.0, 40.0]
    assert offload._split(100, 2) == [(0, 46), (46, 77), (77, 100)]  # the second helper is new: 30 a second
    assert offload._split(7, 1) == [(0, 4), (4, 7)]


class LateHelpers(FakeHelpers):
    """A helper whose answers come ``late`` seconds after the engine asks for them, whatever its own clock says."""

    def __init__(self, late: float) -> None:
        super().__init__(1)
        self.late = late

    def wait(self, pending: Sequence[object]) -> list[str | None]:
        time.sleep(self.late)
        return super().wait(pending)


def test_a_helper_whose_answers_are_waited_for_is_timed_until_they_come(helpers_reset: None) -> None:
    views = _views(1)
    on_time = FakeHelpers(1)
    offload.use(on_time)
    _decisions(views)
    own_clock = offload._paces[1]  # as its own clock says: the answers came before the engine asked for them
    offload._paces.clear()
    late = LateHelpers(0.3)
    offload.use(late)
    _decisions(views)
    # Its last rounds' pace: at most the most deals of a share in the 0.3 s and more that each answer took.
    assert offload._paces[1] <= max(deals for _, deals in late.jobs) / 0.3 < own_clock


def test_the_page_starts_the_helpers_once_hard_plays(helpers_reset: None) -> None:
    helpers = FakeHelpers(0)
    offload.use(helpers)
    session = Session()
    assert json.loads(session.handle(json.dumps({"op": "new_game", "seed": "HELP1", "level": "normal"})))["ok"]
    assert helpers.wanted == 0
    assert json.loads(session.handle(json.dumps({"op": "set_level", "level": "hard"})))["ok"]
    assert helpers.wanted == 1
