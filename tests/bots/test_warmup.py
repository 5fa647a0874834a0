"""The workers' warm-up (:mod:`gongzhu.bots.warmup`): Hard's search on positions of its own, changing no card."""

from __future__ import annotations

import pytest
from gongzhu.bots import offload, warmup
from gongzhu.bots.hard import HardBot, candidates
from gongzhu.bots.hard_settings import HardSettings
from gongzhu.bots.knowledge import position_of
from gongzhu.bots.policy import policy_play
from gongzhu.rng import Rng
from gongzhu.seatview import seat_view
from gongzhu.tools.blunders import positions

from .test_offload import FakeHelpers


def _cards(count: int) -> list[tuple[int, list[float]]]:
    """Hard's card and its tally's means at ``count`` positions of the blunder benchmark (seed 5)."""
    bot = HardBot(HardSettings(budget=4000))
    out = []
    for i, (game, seat) in enumerate(positions(count, 5)):
        view = seat_view(game, seat)
        favourite = policy_play(position_of(view), view.seat, view.legal)
        priced = bot.price_play(view, candidates(view, favourite), favourite, Rng(i))
        out.append((priced.card, priced.tally.means()))
    return out


def test_each_step_plays_at_its_stop_and_the_stops_span_the_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(warmup, "_positions", {})
    assert [warmup.step(k) for k in range(2 * len(warmup.STOPS))] == [warmup.DEALS] * 2 * len(warmup.STOPS)
    assert sorted(warmup._positions) == sorted(warmup.STOPS)
    for stop, kept in warmup._positions.items():
        view, cards = kept.view, kept.cards
        assert view.played.bit_count() >= stop
        assert 2 <= len(cards) <= warmup.CARDS
        assert all(view.legal >> card & 1 for card in cards)
    # From the first trick to the last few cards, where the exact search plays.
    held = sorted(kept.view.hand.bit_count() for kept in warmup._positions.values())
    assert held[-1] >= 12 and held[0] <= HardSettings().exact_cards


def test_the_warm_up_sends_no_job_and_changes_no_card(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(offload, "_paces", [])
    before = _cards(6)
    helpers = FakeHelpers(1)
    offload.use(helpers)
    try:
        for k in range(40):
            warmup.step(k)
        assert helpers.jobs == []
    finally:
        offload.use(None)
    assert _cards(6) == before
