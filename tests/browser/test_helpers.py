"""Hard shares its sampled deals with a helper worker (web/js/engine/helpers.js, gongzhu/bots/offload.py).

The helper plays out a share of each round's deals; the engine plays the rest and puts them back
in deal order. So Hard's cards are CPython's, with a helper, and with one whose answer does not fit
its share or whose job fails (the engine plays that share itself; a failed helper is stopped).
The project's Chromium has JavaScript Promise Integration, and its machines a core to spare for a helper.

Where the page expects Hard, the engine and its helpers warm up (gongzhu/bots/warmup.py) while idle,
and the cards are the same.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from gongzhu import webapi
from gongzhu.bots import warmup

from browser import package_with_prelude
from browser_tab import BrowserTab

BOOT_MS = 120_000

# A Hard game without exposure; Hard plays South's cards as well, through the first two tricks and a half.
REQUESTS: list[dict[str, Any]] = [
    {"op": "new_game", "seed": "HELP-7", "rules": {"exposure": False}, "level": "hard"},
    {"op": "advance", "steps": 10, "south": "hard"},
]

# The engine's Python, changed before each `advance` so that its jobs go wrong: a job one deal short
# (the helper's answer is then one deal short), or text that is no job (the helper's job fails).
FAULTS = {
    "short": """from gongzhu.bots import offload
if not hasattr(offload, "right_job"):
    offload.right_job = offload.job
    offload.job = lambda p, deals, cards, calms: offload.right_job(p, deals[1:], cards, calms and calms[1:])""",
    "failing": """from gongzhu.bots import offload
offload.job = lambda *parts: 'no job'""",
}


def cpython_replies(requests: list[dict[str, Any]]) -> list[Any]:
    session = webapi.Session()
    return [json.loads(session.handle(json.dumps(request))) for request in requests]


def helpers(tab: BrowserTab) -> dict[str, int]:
    stats: dict[str, int] = tab.page.evaluate("() => gongzhu.python.helpers")
    return stats


def play_with_a_helper(tab: BrowserTab) -> list[Any]:
    """The page's engine plays REQUESTS once its helper is ready (the first request starts it)."""
    tab.open(f"/?seed=ABC123&speed=0&boot_timeout_ms={BOOT_MS}")
    tab.wait_for_python(BOOT_MS)
    assert helpers(tab) == {"ready": 0, "answered": 0, "stopped": 0, "warm": 0}  # none before Hard plays
    replies = [tab.call(REQUESTS[0])]
    tab.page.wait_for_function("() => gongzhu.python.helpers.ready > 0", timeout=BOOT_MS)
    return replies + [tab.call(request) for request in REQUESTS[1:]]


def test_a_helper_plays_shares_of_hards_deals_and_hard_plays_cpythons_cards(tab: BrowserTab) -> None:
    assert play_with_a_helper(tab) == cpython_replies(REQUESTS)
    stats = helpers(tab)
    assert stats["ready"] >= 1 and stats["stopped"] == 0
    assert stats["answered"] >= 10  # a share of each round of each decision
    tab.assert_clean()


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_a_share_a_helper_answers_wrongly_or_fails_is_played_by_the_engine(tab: BrowserTab, fault: str) -> None:
    tab.serve_package(package_with_prelude("advance", FAULTS[fault]))
    assert play_with_a_helper(tab) == cpython_replies(REQUESTS)
    stats = helpers(tab)
    if fault == "failing":  # a helper's first job fails: it is stopped
        assert stats["answered"] == 0 and stats["stopped"] >= 1
    else:  # it answers, but not for the deals of its share
        assert stats["ready"] >= 1 and stats["answered"] >= 10 and stats["stopped"] == 0
    tab.assert_clean()


def test_where_the_page_expects_hard_the_engine_and_its_helper_warm_up_and_play_cpythons_cards(tab: BrowserTab) -> None:
    tab.open(f"/?seed=ABC123&level=hard&speed=0&boot_timeout_ms={BOOT_MS}")
    tab.wait_for_python(BOOT_MS)
    # After the page's first reply, the engine runs its steps between requests; the helper from its start.
    tab.page.wait_for_function("() => gongzhu.python.warmUp !== null", timeout=BOOT_MS)
    assert tab.page.evaluate("() => gongzhu.python.warmUp.steps") == warmup.STEPS
    assert tab.page.evaluate("() => gongzhu.python.warmUp.error") is None
    tab.page.wait_for_function("() => gongzhu.python.helpers.warm > 0", timeout=BOOT_MS)
    assert [tab.call(request) for request in REQUESTS] == cpython_replies(REQUESTS)
    assert helpers(tab)["answered"] >= 10 and helpers(tab)["stopped"] == 0
    tab.assert_clean()
