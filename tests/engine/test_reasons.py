"""One list of reason codes: refusals, request errors and hint reasons."""

from __future__ import annotations

import json
import re

from gongzhu.bots import reason_groups as bot_reasons
from gongzhu.reasons import REFUSALS, Reason
from gongzhu.webapi import handle


def test_every_reason_is_a_distinct_snake_case_code() -> None:
    values = [member.value for member in Reason.__members__.values()]
    assert len(values) == len(set(values)), "two names share one code (an enum alias)"
    assert all(re.fullmatch(r"[a-z]+(_[a-z]+)*", value) for value in values)


def test_every_reason_is_a_refusal_or_a_bots_reason() -> None:
    # A new code must be listed as one or the other (the page's texts are keyed by both lists).
    assert not set(bot_reasons.ALL_REASONS) & set(REFUSALS)
    assert set(bot_reasons.ALL_REASONS) | set(REFUSALS) == set(Reason)


def test_request_errors_use_the_listed_reasons() -> None:
    requests = ["not json", '{"op": "fly"}', '{"op": "load", "save": "{}"}', '{"op": "new_game", "seed": "!"}']
    reasons = {json.loads(handle(text))["error"]["reason"] for text in requests}
    assert reasons == {Reason.BAD_REQUEST, Reason.BAD_SAVE}
    assert reasons <= set(REFUSALS)
