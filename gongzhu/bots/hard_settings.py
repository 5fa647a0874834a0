"""Hard's settings: one frozen value, every budget and part of the search, the defaults as shipped.

The page, the hints and the review use the defaults (or change a budget);
the arena's ablations switch a part off by its name (``python -m gongzhu
arena --hero-setting exact_cards=0``, ``scripts/ablate.py``), read by
:meth:`HardSettings.named`.

The figures below are paired with Hard as it shipped when they were measured.
Those of :data:`TRANSFORMER_POLICY_VALUE`, :data:`TRICK_REPLIES`, :data:`LOOKAHEAD`
and :data:`LOOK_LEADS` were measured while the playouts' rule policy still gave
the goat away under a higher diamond (:func:`~.fast_policy.follow_top`); that
fix alone was worth +23.4 (+16.4 .. +30.4) a deal against ``defender`` on 400
deals, more than any of them.

>>> HardSettings.named({"exact_cards": 0.0, "fast": 1.0}) == HardSettings(exact_cards=0)
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .fast_policy import SHOOT_LEAST
from .habits import DEFEND_PRIOR
from .inference import DISCARD_MISS, LEAD_MISS, MISS
from .lookahead import LOOK_MODES

#: Card plays simulated per play decision (spread over candidates and samples): a card to a trick's.
PLAY_BUDGET = 36000
#: A lead after a trick has this many times the budget: the computers' card is decided while the trick
#: lingers on the table (web/js/pacing.js: 1.1 s and the card's 0.65 s instead of 0.65 s), and the leads
#: are where a search of the plain budget errs most (``python -m gongzhu blunders``). It was 1.5 until the
#: deals were picked by weight (:data:`POOL`); 1.35 pays for that in time at the slowest decisions.
LEAD_FACTOR = 1.35
#: The first lead of a hand has this many times the budget; the page gives a computer's first lead as long as a
#: lead after a trick (web/js/pacing.js: the hand opens for as long as a trick lingers).
FIRST_LEAD_FACTOR = 4 / 3
#: A card to a trick has this many times the budget. The page gives it the card's 0.65 s alone when the card
#: before it is South's (web/js/pacing.js), and on the phone profile (``scripts/measure_page.py --profile mobile``,
#: one worker and one helper at a quarter of a core each) such cards took 550 to 650 ms at the whole budget, at
#: the edge of their pacing. The budget buys little strength (twice the budget: +2.1 (-9.1 .. +13.3) a deal
#: against ``defender``, 200 deals).
FOLLOW_FACTOR = 0.8
#: Where a card is below the best by less than :data:`UNSURE_ERRORS` standard errors of their difference,
#: and that error is above :data:`UNSURE_POINTS` points (half the blunder margin of ``python -m gongzhu
#: blunders``), the deals cannot tell them apart: those cards (and the best and the rule card) are played
#: out on as many deals again, :data:`EXTEND_ROUNDS` times at most (:meth:`.hard.HardBot.contenders`).
#: Two rounds instead of one, on deals weighted as before (the playouts keeping the goat): ``python -m gongzhu
#: blunders --positions 500`` confirms 1 and 4 blunders on seeds 1 and 2, the worst 19.0 and 23.1 points (one
#: round: 2 and 5, 25.8 and 24.6); paired against ``greedy`` (200 deals, no exposure) -0.2 (-11.2 .. +10.8) a
#: deal, -0.9 (-8.6 .. +6.8) on the ordinary deals; in Pyodide ms p50 / p95 / max 49 / 258 / 371 against
#: 49 / 205 / 312 (8 deals against ``defender``). Two rounds ship with the deals picked by weight (:data:`POOL`).
UNSURE_ERRORS, UNSURE_POINTS = 2.0, 7.5
EXTEND_ROUNDS = 2
#: The rounds of more deals for a card to a trick, due 0.65 s after the one before (web/js/pacing.js), where a
#: lead has a trick's linger (or, for a hand's first lead, the hand's opening) too. A hand's first lead had these
#: rounds as well until the deals were numbered (:mod:`.sampling`); then ``python -m gongzhu blunders
#: --positions 500`` confirmed 2 and 2 blunders on seeds 1 and 2, all four first leads of a hand (the worst 21.2
#: and 18.4 points), and with a lead's rounds for them 0 and 1 (the worst 17.9). With two rounds for every card, on
#: the phone profile (``scripts/measure_page.py --profile mobile``, one hand, 39 computer cards) three cards
#: waited beyond the pacing, the longest 365 ms; with one round for a card to a trick, one card, 51 to 105 ms
#: (three runs), the first card of the hand, which the pool in the first trick cost its time; with no pool there
#: either (:func:`.hard.weighted_deals`), the longest wait 51.6 and 98.2 ms in two runs (one card and two over
#: 50 ms): still above the pacing, now and then, at a card to a trick. One round for a card to a trick gives
#: the same blunders on seeds 1 to 4 (0, 2, 0, 1, scored as under :data:`POOL`).
SHORT_EXTEND_ROUNDS = 1
#: Where the deals' weights (:mod:`.inference`) differ so much that their effective number is below
#: :data:`POOL_SKIP` of the deals drawn, :data:`POOL` times as many are drawn and the deals played out are
#: picked from them in proportion to their weights, each then counting as often as it was picked
#: (:func:`.hard.weighted_deals`), in the first round and in the rounds of more deals. Weighted deals lose that
#: share of their worth, which falls as the plays seen rule deals out: below half on many decisions after the
#: fourth trick. On BL1-476 of that check (a lead after five tricks, an effective share of 0.2), the standard
#: errors of the next three cards against the best fell from 11.5 to 12.5 points to 4.5 to 8.2, on fewer deals
#: played out (372 rows against 482).
#:
#: Hard's card at the 2,000 positions of ``python -m gongzhu blunders`` seeds 1 to 4, against that check's
#: reference and second search as they were before the pool (their values kept; the check confirms a loss over
#: 15 points at 8 and at 32 times the budget), confirmed blunders per seed and CPU ms p95 per decision on seed 1:
#: as before (one round, no pool, leads at 1.5) 2, 5, 1, 8 (16), 117; two rounds 1, 4, 0, 5 (10), 149; the pool
#: of 4 below 0.85 with one round 2, 1, 1, 5 (9), 127; the pool of 3 below 0.85 with two rounds 0, 2, 1, 1 (4),
#: 159; the same with no pool in the rounds of more deals 1, 4, 3, 3 (11), 158; half the first round's budget
#: and up to eight rounds 7 and 7 on seeds 1 and 2 (the first round then misjudges the contenders); the pool of
#: 3 below 0.75, two rounds, leads at 1.35: 0, 2, 0, 1 (3), 158, and the same with one round for a card to a
#: trick (:data:`SHORT_EXTEND_ROUNDS`). The check itself, with its searches picking deals as Hard does, as
#: shipped: 0 and 0 confirmed on seeds 1 and 2, 2 and 3 flagged (before: 2 and 5 confirmed, the worst 25.8 and
#: 24.6).
#: Paired with Hard before (one round, no pool, leads at 1.5), without exposure (``scripts/ablate.py``, 100
#: deals a seed): against ``defender`` on seeds 1 to 4 -3.3 (-10.2 .. +3.6) a deal, -2.5 (-8.2 .. +3.2) on the
#: 243 deals ordinary in both; against ``greedy`` on seeds 1 to 4 +0.5 (-7.4 .. +8.3), -0.3 (-6.6 .. +6.0); with
#: exposure against ``defender`` (seeds 1 and 2) +9.9 (-5.1 .. +24.9): as strong, with fewer of its cards priced
#: by a lucky draw (played with two rounds for every card and the pool in the first trick too; as shipped,
#: against ``defender`` on seeds 1 and 2, +0.1 (-10.3 .. +10.4) a deal, +0.9 (-7.3 .. +9.1) on the ordinary). In Pyodide ms p50 / p95 / max as shipped 62 / 226 / 381 against 49 / 205 / 312 before (8 deals
#: against ``defender``); with two rounds for every card and the pool in the first trick 66 / 259 / 431; with the
#: pool of 3 below 0.85 and leads at 1.5, 80 / 324 / 468.
POOL, POOL_SKIP = 3.0, 0.75
#: Bounds on samples per candidate card (the upper one at :data:`PLAY_BUDGET`, in proportion to the budget).
MIN_SAMPLES, MAX_SAMPLES = 8, 180
#: Search exactly once our hand has this many cards or fewer.
EXACT_CARDS = 3
#: Samples for the exact endgame.
EXACT_SAMPLES = 20
#: Head start of the policy's own card (points per hand). Zero: a head start
#: for the rule of thumb only held Hard back from the cards its playouts
#: prefer (for one, the tricks that keep all the hearts within reach).
POLICY_BONUS = 0.0
#: Whole-hand playouts per exposure decision (spread over the candidate sets).
EXPOSE_BUDGET = 360
#: Fewest sampled deals per exposure candidate.
EXPOSE_MIN_SAMPLES = 6
#: Head start of the rule-of-thumb exposure.
EXPOSE_BONUS = 4.0
#: The reference evaluator (``fast=False``: the rule policy on
#: :class:`~.position.Position` objects) is slower and has its own budgets:
#: card plays per play decision, bounds on samples, the hand size from which
#: it searches exactly, and whole-hand playouts per exposure decision.
REFERENCE_PLAY_BUDGET = 2000
REFERENCE_MIN_SAMPLES, REFERENCE_MAX_SAMPLES = 4, 40
REFERENCE_EXACT_CARDS = 2
REFERENCE_EXPOSE_BUDGET = 48
#: What the playouts' rule policy counts ♣10 at for the seat that takes it (its score depends on the rest of the
#: pile, which the policy does not read). 0: nothing, as shipped; below 0, every seat of the playouts ducks
#: a trick that holds it and sheds it first after the pig when void, as the field's players do. At -50, paired
#: with Hard as shipped on 200 deals against ``defender`` (seeds 1 and 2, no exposure): -0.3 (-9.3 .. +8.7) a deal,
#: +0.5 (-7.8 .. +8.9) on the ordinary ones: no better, so off.
TRANSFORMER_POLICY_VALUE = 0
#: False, as shipped: the seats after ours in the current trick play by the rule policy in the playouts. True:
#: on each sampled deal, each of them plays the card whose playout is best for it (:func:`~.fast.trick_replies`).
#: Off: on the same 200 deals the replies cost -13.5 (-28.1 .. +1.0) a deal, -11.7 (-23.2 .. -0.3) without them
#: while a run may be on, for +2.5 (-9.7 .. +14.8) and -2.7 (-13.6 .. +8.2) on the ordinary deals.
TRICK_REPLIES = False
#: With trick replies, the deals are cut to pay for them: divided by one plus this many per seat still to play
#: after ours in the current trick (0: as many deals as without, and that much more time).
REPLY_SHARE = 2.0
#: 0, as shipped: every seat of the playouts plays by the rule policy. Else a seat that follows or discards to a
#: trick where something is at stake, with a real choice, plays the card best for it over the rest of that trick
#: on the sampled deal (:func:`~.lookahead.look_play`): 1 our own seat, 2 our own seat when last to the trick,
#: 3 every seat, 4 every seat when last, 5 the other seats, 6 the other seats when last
#: (:data:`~.lookahead.LOOK_MODES`). Paired with Hard as shipped against
#: ``defender`` (no exposure, ``scripts/ablate.py --seed 1,2,3,4``, 400 deals): our seat (1) with the whole budget
#: +8.7 (+2.4 .. +15.0) a deal, +6.5 (+0.6 .. +12.5) on the 237 deals ordinary in both, but at half as much time
#: again (CPU ms p50 / p95 / max 35 / 176 / 289 against 24 / 113 / 183; in Pyodide p95 351, max 476 against 211,
#: 315 on 8 deals: over the 300 ms target); with the budget cut to match (:data:`LOOK_SHARE`, 25 / 122 / 193)
#: +8.8 (+0.8 .. +16.9), +4.7 (-3.2 .. +12.6) on 228 deals (on seeds 1 and 2 alone +2.9 and +5.5, neither
#: clear). On seed 1 (100 deals): our seat when last (2) +3.0 (-4.5 .. +10.6), +2.1 (-5.6 .. +9.8); every seat
#: when last (4) -4.2 (-21.1 .. +12.6), +11.3 (-2.3 .. +24.9) at 36 / 183 / 282. Every seat (3) costs five
#: playouts' time for one and was not played. With the share on by default (in Pyodide p95 256, max 352 ms),
#: ``python -m gongzhu blunders --positions 500`` confirms 5 and 6 blunders on seeds 1 and 2, the worst 70 and 37
#: points (as shipped 1 and 2, worst 15 and 19; both worst are leads, where our seat's playouts now play the
#: rest of the hand knowing the deal): off. The other seats when last (6), seed 1: -10.2 (-27.1 .. +6.7),
#: -4.5 (-17.5 .. +8.6) on the ordinary deals, at 37 / 178 / 271: off. Our seat when last (2), where the
#: trick's cards are all known and nothing of the deal is read: on 400 deals against ``defender`` +2.2 (-1.3 ..
#: +5.7), +2.6 (-1.5 .. +6.6) on 252 ordinary; on 200 against ``greedy`` -7.5 (-14.0 .. -1.0), -2.3 (-8.7 ..
#: +4.0): off.
LOOKAHEAD = 0
#: With the look-ahead on, the play budget is divided by this, so that a decision takes about as long as without
#: (our seat's look-ahead costs about half as much again per decision; 1: as many playouts as without).
LOOK_SHARE = 1.5
#: Whether the look-ahead is on for our leads too, or only while we follow or discard to a trick. Our seat's
#: look-ahead while we follow only (lookahead 1, look_share 1, look_leads 0), paired with Hard as shipped:
#: against ``defender`` without exposure (400 deals, seeds 1 to 4) +3.8 (+0.0 .. +7.5) a deal, +2.5 (-1.4 ..
#: +6.4) on the 254 deals ordinary in both (+55.2 in all, +16.8 (+9.8 .. +23.7) on the ordinary deals); with
#: exposure (200 deals) +3.3 (-3.3 .. +9.9); but against ``greedy`` (200 deals) -5.3 (-10.1 .. -0.6), -4.6
#: (-9.7 .. +0.5) on the ordinary deals. CPU ms 34 / 125 / 249 against 24 / 113 / 183; in Pyodide p50 / p95 /
#: max 71 / 241 / 373 ms (8 deals). The blunder check with it on: 1 and 2 confirmed, worst 16.1 and 18.4. Its
#: own playouts flatter keeping a card for later: on ?seed=2024's trick 10 (tests/bots/test_blunders.py) it
#: keeps the exposed goat (♦4 at 66 against ♦J at 57), where 8 times base Hard's playouts price ♦J 20 points
#: better and an exact search of the true deal agrees. Off.
LOOK_LEADS = True
#: The rule policy's card is kept unless the best card beats it by more than
#: this many standard errors of their difference on the same deals (0: the best is always played).
#: With the playouts keeping the goat, four of the seven blunders that ``python -m gongzhu blunders
#: --positions 500`` confirms on seeds 1 and 2 are the rule card; at 0.01 the check confirms as many
#: (2 and 5, the worst 25.8 and 29.9 points), so 0.5 stays.
FAVOUR_ERRORS = 0.5


@dataclass(frozen=True)
class HardSettings:
    """Every setting of Hard; each other than a budget exists to measure what its part is worth."""

    #: Card plays simulated per play decision.
    budget: int = PLAY_BUDGET
    #: False: play out with the rule policy instead of the bit-mask core (an ablation).
    fast: bool = True
    #: Head start of the rule policy's card (above 0: an ablation).
    bonus: float = POLICY_BONUS
    #: 1.0: sample deals uniformly (no inference).
    infer: float = MISS
    #: The factor of a lead the model would not have made (1: leads say nothing), and of a discard. How often the
    #: model names the card a player of the field plays, on that player's own hand and on a hand sampled from the next
    #: seat's view (20 hands of four ``greedy`` players), gives factors of about 1 for a lead, 0.35 to 0.4 for a card
    #: followed and 0.2 for a discard (``normal``: 0.7, 0.5 to 0.8, 0.12). Paired with Hard before the goat fix
    #: against ``greedy`` (200 deals, no exposure): leads saying nothing -0.3 (-6.0 .. +5.4) a deal, -4.9 (-9.5 ..
    #: -0.4) on the ordinary deals; with discards at 0.2 as well -6.3 (-13.2 .. +0.6), -7.7 (-12.6 .. -2.8). Both 0.5.
    infer_leads: float = LEAD_MISS
    infer_discards: float = DISCARD_MISS
    #: True: a card interchangeable with the model's counts as the model's card in the deals' weights (the field
    #: plays the highest card of a run where the model names the lowest). Paired with Hard as shipped against
    #: ``greedy`` (200 deals): -2.2 (-7.3 .. +2.9) a deal, +0.5 (-3.7 .. +4.8) on the ordinary deals: off.
    infer_classes: bool = False
    #: Whole-hand playouts per exposure decision.
    expose_budget: int = EXPOSE_BUDGET
    #: Search exactly with this many cards in hand or fewer (0: never).
    exact_cards: int = EXACT_CARDS
    #: Samples for the exact endgame.
    exact_samples: int = EXACT_SAMPLES
    #: The most deals sampled for a play at :data:`PLAY_BUDGET` (in proportion to the budget).
    most_samples: int = MAX_SAMPLES
    #: The playouts go for all the hearts from this many on (14: never).
    shoot: int = SHOOT_LEAST
    #: False: the other seats of the playouts never stop a run.
    defend: bool = True
    #: False: the other seats never go for all the hearts.
    rivals: bool = True
    #: False: price one line only (our seat goes for all the hearts from ``shoot`` of them on).
    choose_run: bool = True
    #: The chance that a seat whose habit is not shown defends (1: all defend, as before habits were read).
    defend_prior: float = DEFEND_PRIOR
    #: False: ignore what the plays show of the habits.
    read_habits: bool = True
    #: False: our seat of the playouts plays on for all the hearts without the top heart still out.
    control: bool = True
    #: Standard errors by which the best card must beat the rule policy's card (0, an ablation: no such preference).
    favour: float = FAVOUR_ERRORS
    #: Deals drawn for the pool of those picked by weight, per deal played out (1: none, each deal weighted).
    pool: float = POOL
    #: The effective share of the deals' weights from which the deals are kept as drawn.
    pool_skip: float = POOL_SKIP
    #: Rounds of as many deals again for the cards the deals cannot yet tell from the best, at a lead (0: none).
    extend: int = EXTEND_ROUNDS
    #: The same for a card to a trick (:data:`SHORT_EXTEND_ROUNDS`).
    extend_short: int = SHORT_EXTEND_ROUNDS
    #: What the playouts' rule policy counts ♣10 at (:data:`TRANSFORMER_POLICY_VALUE`; the deals' weights read the same).
    transformer: int = TRANSFORMER_POLICY_VALUE
    #: Each seat after ours in the current trick plays its best reply on each sampled deal (:data:`TRICK_REPLIES`).
    replies: bool = TRICK_REPLIES
    #: False: no trick replies while a seat holds every heart taken, one or more (a run may be on).
    reply_runs: bool = True
    #: What the replies cost in deals (:data:`REPLY_SHARE`).
    reply_share: float = REPLY_SHARE
    #: Which seats of the playouts look one trick ahead (:data:`LOOKAHEAD`).
    lookahead: int = LOOKAHEAD
    #: What the look-ahead costs in playouts (:data:`LOOK_SHARE`).
    look_share: float = LOOK_SHARE
    #: False: the look-ahead is off while we choose a lead, and on only while we follow or discard (:data:`LOOK_LEADS`).
    look_leads: bool = LOOK_LEADS
    #: A lead after a trick has this many times :attr:`budget`.
    lead_factor: float = LEAD_FACTOR
    #: The first lead of a hand has this many times :attr:`budget`.
    first_factor: float = FIRST_LEAD_FACTOR
    #: A card to a trick has this many times :attr:`budget`.
    follow_factor: float = FOLLOW_FACTOR

    def __post_init__(self) -> None:
        if not 0 <= self.lookahead < len(LOOK_MODES):
            raise ValueError(f"Hard setting 'lookahead' is 0 to {len(LOOK_MODES) - 1}, not {self.lookahead!r}")

    @property
    def shipped_route(self) -> bool:
        """Whether a play is chosen as Hard ships: on the :class:`~.tally.Tally`, with more deals for the
        close cards and the rule card kept within the noise (:meth:`.hard.HardBot.favour_lines`).

        False only in the ablations ``rule-playouts``, ``bonus-6`` and ``no-favour`` of ``scripts/ablate.py``.
        """
        return self.fast and self.favour > 0.0 and not self.bonus

    @classmethod
    def named(cls, values: Mapping[str, float]) -> HardSettings:
        """The defaults with ``values`` (names of fields, numbers as the arena reads them) each of its field's type."""
        kinds: dict[str, type] = {field.name: type(field.default) for field in dataclasses.fields(cls)}
        out: dict[str, Any] = {}
        for name, value in values.items():
            if name not in kinds:
                raise ValueError(f"unknown Hard setting {name!r} (known: {', '.join(kinds)})")
            kind = kinds[name]
            if kind is bool and value not in (0, 1):
                raise ValueError(f"Hard setting {name!r} is 0 or 1, not {value!r}")
            if kind is int and value != int(value):
                raise ValueError(f"Hard setting {name!r} is a whole number, not {value!r}")
            out[name] = kind(value)
        return cls(**out)
