"""The reasons a computer decision (and so a hint) can give.

They are members of :class:`gongzhu.reasons.Reason`, the engine's one list of
reason codes (each described there; :mod:`.explain` defines when each play
reason holds); this module names them for the bots and groups them into
exposure and play reasons. A reason says *why* a card was
chosen, not what it is. The page may show a generic text for a code it does
not know.
"""

from __future__ import annotations

from ..reasons import Reason

EXPOSE_PIG = Reason.EXPOSE_PIG
EXPOSE_GOAT = Reason.EXPOSE_GOAT
EXPOSE_SIMULATED = Reason.EXPOSE_SIMULATED
NO_SAFE_EXPOSURE = Reason.NO_SAFE_EXPOSURE
NOTHING_TO_EXPOSE = Reason.NOTHING_TO_EXPOSE

ONLY_CARD = Reason.ONLY_CARD
DUMP_PIG_VOID = Reason.DUMP_PIG_VOID
DUMP_PIG_UNDER = Reason.DUMP_PIG_UNDER
DUMP_HIGH_HEART = Reason.DUMP_HIGH_HEART
DUMP_HIGH_SPADE = Reason.DUMP_HIGH_SPADE
DUMP_TRANSFORMER = Reason.DUMP_TRANSFORMER
DUMP_HIGH_CARD = Reason.DUMP_HIGH_CARD
SHED_GOAT = Reason.SHED_GOAT
TAKE_GOAT = Reason.TAKE_GOAT
TAKE_TRANSFORMER = Reason.TAKE_TRANSFORMER
STOP_ALL_HEARTS = Reason.STOP_ALL_HEARTS
GO_ALL_HEARTS = Reason.GO_ALL_HEARTS
DUCK_PIG_OUT = Reason.DUCK_PIG_OUT
DUCK = Reason.DUCK
WIN_CHEAP = Reason.WIN_CHEAP
FLUSH_PIG = Reason.FLUSH_PIG
LEAD_LOW = Reason.LEAD_LOW
LEAD_SHORT_SUIT = Reason.LEAD_SHORT_SUIT
FORCED_HIGH = Reason.FORCED_HIGH
ON_BALANCE = Reason.ON_BALANCE
RANDOM = Reason.RANDOM
CARELESS = Reason.CARELESS

EXPOSURE_REASONS = (
    EXPOSE_PIG,
    EXPOSE_GOAT,
    EXPOSE_SIMULATED,
    NO_SAFE_EXPOSURE,
    NOTHING_TO_EXPOSE,
    RANDOM,
)
PLAY_REASONS = (
    ONLY_CARD,
    DUMP_PIG_VOID,
    DUMP_PIG_UNDER,
    DUMP_HIGH_HEART,
    DUMP_HIGH_SPADE,
    DUMP_TRANSFORMER,
    DUMP_HIGH_CARD,
    SHED_GOAT,
    TAKE_GOAT,
    TAKE_TRANSFORMER,
    STOP_ALL_HEARTS,
    GO_ALL_HEARTS,
    DUCK_PIG_OUT,
    DUCK,
    WIN_CHEAP,
    FLUSH_PIG,
    LEAD_LOW,
    LEAD_SHORT_SUIT,
    FORCED_HIGH,
    ON_BALANCE,
    RANDOM,
    CARELESS,
)
ALL_REASONS = tuple(dict.fromkeys(EXPOSURE_REASONS + PLAY_REASONS))
