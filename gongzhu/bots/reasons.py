"""Every reason a computer decision (and so a hint) can give, in one place.

A reason is a short snake_case code the page translates; it says *why* a
card was chosen, not what it is. The page may show a generic text for a
code it does not know.

Exposure reasons:

- ``expose_pig_safe_spades`` — the pig is guarded by four or more low spades.
- ``expose_goat_high_diamonds`` — ♦A or ♦K should win the goat back.
- ``expose_transformer_safe_clubs`` — enough low clubs to avoid taking ♣10.
- ``expose_heart_ace_safe_hearts`` — ♥A exposed to double the hearts others take.
- ``expose_by_simulation`` — simulated hands favoured exposing these cards.
- ``no_safe_exposure`` — nothing is safe enough to expose.
- ``nothing_to_expose`` — no exposable card in the hand.

Play reasons:

- ``only_card`` — a single legal card.
- ``dump_pig_void`` — void in the led suit: the pig goes to someone else.
- ``dump_pig_under`` — a higher spade is winning: the pig slips under it.
- ``dump_high_heart`` — a high heart discarded or played under a higher one.
- ``dump_high_spade`` — ♠A/♠K discarded while the pig is still out.
- ``dump_transformer`` — ♣10 handed to a player with minus points.
- ``dump_high_card`` — a high card shed while it is safe.
- ``take_goat`` — winning the trick with the goat in it (or playing it in).
- ``take_transformer`` — taking ♣10 while it is worth points to us.
- ``stop_all_hearts`` — taking a heart so nobody collects all thirteen.
- ``duck_pig_out`` — playing under the winner while the pig is still out.
- ``duck`` — playing the highest card that does not win the trick.
- ``win_cheap`` — winning a trick that holds no minus points.
- ``flush_pig`` — leading a low spade to force the pig out.
- ``lead_low`` — leading a low card others will likely beat.
- ``lead_short_suit`` — leading from a short suit to make a void.
- ``keep_goat`` — not giving the goat away.
- ``forced_high`` — every legal card wins; the least harmful one.
- ``random`` — the random level's pick (plays and exposures).
- ``careless`` — Easy's occasional careless (but never absurd) pick.
"""

from __future__ import annotations

EXPOSE_PIG = "expose_pig_safe_spades"
EXPOSE_GOAT = "expose_goat_high_diamonds"
EXPOSE_TRANSFORMER = "expose_transformer_safe_clubs"
EXPOSE_HEART_ACE = "expose_heart_ace_safe_hearts"
EXPOSE_SIMULATED = "expose_by_simulation"
NO_SAFE_EXPOSURE = "no_safe_exposure"
NOTHING_TO_EXPOSE = "nothing_to_expose"

ONLY_CARD = "only_card"
DUMP_PIG_VOID = "dump_pig_void"
DUMP_PIG_UNDER = "dump_pig_under"
DUMP_HIGH_HEART = "dump_high_heart"
DUMP_HIGH_SPADE = "dump_high_spade"
DUMP_TRANSFORMER = "dump_transformer"
DUMP_HIGH_CARD = "dump_high_card"
TAKE_GOAT = "take_goat"
TAKE_TRANSFORMER = "take_transformer"
STOP_ALL_HEARTS = "stop_all_hearts"
DUCK_PIG_OUT = "duck_pig_out"
DUCK = "duck"
WIN_CHEAP = "win_cheap"
FLUSH_PIG = "flush_pig"
LEAD_LOW = "lead_low"
LEAD_SHORT_SUIT = "lead_short_suit"
KEEP_GOAT = "keep_goat"
FORCED_HIGH = "forced_high"
RANDOM = "random"
CARELESS = "careless"

EXPOSURE_REASONS = (
    EXPOSE_PIG,
    EXPOSE_GOAT,
    EXPOSE_TRANSFORMER,
    EXPOSE_HEART_ACE,
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
    TAKE_GOAT,
    TAKE_TRANSFORMER,
    STOP_ALL_HEARTS,
    DUCK_PIG_OUT,
    DUCK,
    WIN_CHEAP,
    FLUSH_PIG,
    LEAD_LOW,
    LEAD_SHORT_SUIT,
    KEEP_GOAT,
    FORCED_HIGH,
    RANDOM,
    CARELESS,
)
ALL_REASONS = tuple(dict.fromkeys(EXPOSURE_REASONS + PLAY_REASONS))
