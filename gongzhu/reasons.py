"""Every machine-readable reason the engine gives, in one place.

A reason is a short snake_case code that the page translates: why an action
or request was refused, or why a computer player (and so a hint) chose a
card. It is a ``str``, so it goes into JSON as its value.

>>> Reason.MUST_FOLLOW_SUIT == "must_follow_suit"
True
>>> import json; json.dumps({"reason": Reason.NO_GAME})
'{"reason": "no_game"}'
"""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    """One reason code. The comment after each names its params, if any."""

    # -- an action the rules refuse (params are card codes, suit letters or seats)
    NOT_YOUR_TURN = "not_your_turn"  # seat, turn
    WRONG_PHASE = "wrong_phase"  # phase, action
    CARD_NOT_IN_HAND = "card_not_in_hand"  # card
    MUST_FOLLOW_SUIT = "must_follow_suit"  # suit
    EXPOSED_HELD_BACK = "exposed_held_back"  # card, suit
    MUST_LEAD_CARD = "must_lead_card"  # card
    NOT_EXPOSABLE = "card_not_exposable"  # card
    ALREADY_DECIDED = "exposure_already_decided"  # seat
    BAD_ACTION = "bad_action"  # text

    # -- a request the page's entry point refuses
    NO_GAME = "no_game"  # no game is running
    BAD_REQUEST = "bad_request"  # malformed request, field or value
    BAD_SAVE = "bad_save"  # a save that cannot be loaded
    BOT_FAILED = "bot_failed"  # a computer player chose no card
    NO_HINT = "no_hint"  # nothing to recommend now
    INTERNAL_ERROR = "internal_error"  # a fault in the engine itself (a bug): the request changed nothing

    # -- why a computer player (or a hint) exposes cards
    EXPOSE_PIG = "expose_pig_safe_spades"  # the pig is guarded by four or more low spades
    EXPOSE_GOAT = "expose_goat_high_diamonds"  # ♦A or ♦K should win the goat back
    EXPOSE_SIMULATED = "expose_by_simulation"  # simulated hands favoured exposing these cards
    NO_SAFE_EXPOSURE = "no_safe_exposure"  # nothing is safe enough to expose
    NOTHING_TO_EXPOSE = "nothing_to_expose"  # no exposable card in the hand

    # -- why a computer player (or a hint) plays a card
    ONLY_CARD = "only_card"  # a single legal card
    DUMP_PIG_VOID = "dump_pig_void"  # void in the led suit: the pig goes to someone else
    DUMP_PIG_UNDER = "dump_pig_under"  # a higher spade is winning: the pig slips under it
    DUMP_HIGH_HEART = "dump_high_heart"  # a high heart discarded or played under a higher one
    DUMP_HIGH_SPADE = "dump_high_spade"  # ♠A/♠K discarded while the pig is still out
    DUMP_TRANSFORMER = "dump_transformer"  # ♣10 handed to a player with minus points
    DUMP_HIGH_CARD = "dump_high_card"  # a high card shed while it is safe
    SHED_GOAT = "shed_goat"  # the goat given away: a higher diamond still out could take it later anyway
    TAKE_GOAT = "take_goat"  # winning the trick with the goat in it (or playing it in)
    TAKE_TRANSFORMER = "take_transformer"  # taking ♣10 while it is worth points to us
    STOP_ALL_HEARTS = "stop_all_hearts"  # taking a heart so nobody collects all thirteen
    GO_ALL_HEARTS = "go_all_hearts"  # the mover holds every heart taken so far and plays on for all thirteen
    DUCK_PIG_OUT = "duck_pig_out"  # playing under the winner while the pig is still out
    DUCK = "duck"  # playing the highest card that does not win the trick
    WIN_CHEAP = "win_cheap"  # winning a trick that costs us nothing
    FLUSH_PIG = "flush_pig"  # leading a low spade to force the pig out
    LEAD_LOW = "lead_low"  # leading a low card others will likely beat
    LEAD_SHORT_SUIT = "lead_short_suit"  # leading from a short suit to make a void
    FORCED_HIGH = "forced_high"  # every legal card wins; the least harmful one
    KEEP_RUN_OPEN = "keep_run_open"  # chance, other, card: keeps the run for all the hearts open
    MAKE_VOID = "make_void"  # suit, points, card: leaves the hand void in the card's suit
    TAKE_LEAD = "take_lead"  # suit, points, card: takes a costly trick to lead the next
    KEEP_PIG_GUARD = "keep_pig_guard"  # chance, other, card: keeps a low spade to guard the pig
    SHED_BEFORE_PIG = "shed_before_pig"  # chance, other, card: a high card given up before the pig catches it
    AVOID_PIG = "avoid_pig"  # chance, other, card: the pig less often ours
    SAVE_GOAT = "save_goat"  # chance, other, card: the goat we hold more often ends in our pile
    HUNT_GOAT = "hunt_goat"  # chance, other, card: the goat still out more often ours
    GIVE_TRANSFORMER = "give_transformer"  # chance, other, card: the transformer less often ours
    WIN_TRANSFORMER = "win_transformer"  # chance, other, card: the transformer more often ours, where it gains
    SHED_BEFORE_HEARTS = "shed_before_hearts"  # points, card: a high card given up before hearts catch it
    AVOID_HEARTS = "avoid_hearts"  # points, card: fewer points of hearts ours
    ALL_ALIKE = "all_alike"  # every legal card ends the same on every deal the hint played out
    ON_BALANCE = "on_balance"  # no rule of thumb fits and no part of the prices separates the cards
    RANDOM = "random"  # the random level's pick (plays and exposures)
    CARELESS = "careless"  # Easy's occasional careless (but never absurd) pick


#: Reasons for refusing an action or a request (the page's error texts).
REFUSALS = (
    Reason.NOT_YOUR_TURN,
    Reason.WRONG_PHASE,
    Reason.CARD_NOT_IN_HAND,
    Reason.MUST_FOLLOW_SUIT,
    Reason.EXPOSED_HELD_BACK,
    Reason.MUST_LEAD_CARD,
    Reason.NOT_EXPOSABLE,
    Reason.ALREADY_DECIDED,
    Reason.BAD_ACTION,
    Reason.NO_GAME,
    Reason.BAD_REQUEST,
    Reason.BAD_SAVE,
    Reason.BOT_FAILED,
    Reason.NO_HINT,
    Reason.INTERNAL_ERROR,
)
