"""Hard: counting, inference and simulation (Perfect Information Monte Carlo).

For a play, Hard deals the unseen cards to the other seats in ways
consistent with what is public (:mod:`.sampling`), weights each deal by how
well it explains the other seats' plays so far (:mod:`.inference`), plays
each distinct legal card on every sampled deal and lets all four seats
finish the hand with the bit-mask playout policy (:func:`.fast.fast_playout`;
while we hold every heart taken so far, at least :data:`.fast.SHOOT_LEAST`,
our own seat plays on for all the hearts), or, with :data:`EXACT_CARDS` cards
or fewer in hand, searches the rest of the hand exactly
(:func:`.fast.fast_solve`, max-n: each seat for itself). It keeps the card
with the best weighted mean result (our score minus the others' mean).

For the exposure, Hard plays whole hands out from the deal for its safe
exposure and for each variation of it (one card more or less); the other
seats expose by the rule of thumb on their sampled hands.

All budgets are counts (samples, playouts), never clock time, so a decision
is a function of the seat view and the Rng.
"""

from __future__ import annotations

from ..cardfacts import card_values
from ..cards import EXPOSABLE, FULL_DECK, POINT_CARDS, Mask, card_list, mask_of
from ..rng import Rng
from ..view import SeatView
from . import reasons as r
from .base import Decision
from .explain import explain_play
from .exposure import safe_exposure
from .fast import SHOOT_LEAST, close_trick, fast_playout, fast_solve
from .inference import MISS, History
from .knowledge import play_leader, position_of
from .playout import UTILITY_UNIT, card_classes, playout, solve, utility
from .policy import policy_play
from .position import Position
from .sampling import DealSampler

#: Card plays simulated per play decision (spread over candidates and samples).
PLAY_BUDGET = 24000
#: Bounds on samples per candidate card.
MIN_SAMPLES, MAX_SAMPLES = 8, 120
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


class HardBot:
    """The strongest level; also the source of the hints.

    The settings exist for measuring what each part is worth (the arena's
    ablations): ``fast=False`` plays out with the rule policy instead of the
    bit-mask core, ``infer=1.0`` samples deals uniformly, ``exact_cards=0``
    never searches exactly, ``shoot=14`` never goes for all the hearts in
    its playouts, ``bonus`` gives the rule policy's card a head start.
    """

    level = "hard"

    def __init__(
        self,
        budget: int = PLAY_BUDGET,
        fast: bool = True,
        bonus: float = POLICY_BONUS,
        infer: float = MISS,
        expose_budget: int = EXPOSE_BUDGET,
        exact_cards: int = EXACT_CARDS,
        exact_samples: int = EXACT_SAMPLES,
        shoot: int = SHOOT_LEAST,
    ) -> None:
        self.budget = budget
        self.fast = fast
        self.bonus = bonus
        self.infer = infer
        self.expose_budget = expose_budget
        self.exact_cards = exact_cards
        self.exact_samples = exact_samples
        self.shoot = shoot

    def choose_play(self, view: SeatView, rng: Rng) -> Decision:
        pos = position_of(view)
        seat = view.seat
        legal = view.legal
        baseline = policy_play(pos, seat, legal)
        classes = card_classes(legal, view.played, view.trick)
        if len(classes) <= 1:
            return Decision(explain_play(pos, seat, baseline, legal), card=baseline)
        # One card per class: the policy's own where it lies, else the highest.
        cands = [baseline if m >> baseline & 1 else m.bit_length() - 1 for m in classes]
        sampler = DealSampler(
            seat, view.hand, view.unseen(), list(view.hand_sizes), [view.held_exposed(s) for s in range(4)], pos.voids
        )
        left = view.hand.bit_count()
        totals = [0.0] * len(cands)
        plays = 4 * left - len(view.trick)
        if not self.fast:
            norm = float(max(4, min(40, 2000 // (len(cands) * plays))))
            for _ in range(int(norm)):
                hands = sampler.sample(rng)
                for i, card in enumerate(cands):
                    child = pos.copy()
                    child.hands = list(hands)
                    child.play(card)
                    evaluate = solve if left <= 2 else playout
                    totals[i] += utility(evaluate(child), seat)
        else:
            exact = left <= self.exact_cards
            samples = max(MIN_SAMPLES, min(MAX_SAMPLES, self.budget // (len(cands) * plays)))
            n = self.exact_samples if exact else samples
            values = card_values(view.rules, view.exposed)
            rules = view.rules
            exposed = view.exposed
            shoot = self.shoot
            history = History(view, self.infer) if self.infer < 1.0 else None
            norm = 0.0
            memo: dict[tuple[int, ...], list[int]] = {}
            for _ in range(n):
                hands = sampler.sample(rng)
                w = history.weight(hands, values) if history is not None else 1.0
                norm += w
                memo.clear()
                for i, card in enumerate(cands):
                    h = list(hands)
                    h[seat] ^= 1 << card
                    trick = [*view.trick, card]
                    played = view.played | 1 << card
                    collected = [m & POINT_CARDS for m in view.collected]
                    leader = pos.leader
                    led_suits = view.led_suits
                    if len(trick) == 4:
                        leader, led_suits = close_trick(leader, trick, collected, led_suits)
                        trick = []
                    if exact:
                        scores = fast_solve(h, leader, trick, played, collected, exposed, led_suits, rules, memo)
                    else:
                        scores = fast_playout(
                            h, leader, trick, played, collected, exposed, led_suits, rules, values, None, seat, shoot
                        )
                    totals[i] += w * utility(scores, seat)
        bonus = self.bonus
        best = max(
            range(len(cands)), key=lambda i: totals[i] / norm / UTILITY_UNIT + (bonus if cands[i] == baseline else 0.0)
        )
        card = cands[best]
        return Decision(explain_play(pos, seat, card, legal), card=card)

    def choose_exposure(self, view: SeatView, rng: Rng) -> Decision:
        mine = view.dealt & EXPOSABLE
        base, base_reason = safe_exposure(view.dealt)
        if not mine:
            return Decision(base_reason, cards=0)
        options = [base]
        rest = mine
        while rest:
            b = rest & -rest
            rest ^= b
            options.append(base ^ b)
        fast = self.fast
        n = max(EXPOSE_MIN_SAMPLES, (self.expose_budget if fast else 48) // len(options))
        totals = [0.0] * len(options)
        unseen = FULL_DECK & ~view.dealt
        for _ in range(n):
            hands = _deal_others(view.seat, view.dealt, unseen, rng)
            for i, cards in enumerate(options):
                start = _start(view, hands, cards)
                if fast:
                    scores = fast_playout(
                        start.hands,
                        start.leader,
                        [],
                        0,
                        [0, 0, 0, 0],
                        start.exposed,
                        0,
                        start.rules,
                        card_values(start.rules, start.exposed),
                        start.forced,
                    )
                else:
                    scores = playout(start)
                totals[i] += utility(scores, view.seat)
        best = max(range(len(options)), key=lambda i: totals[i] / n / UTILITY_UNIT + (EXPOSE_BONUS if i == 0 else 0.0))
        chosen = options[best]
        if best == 0:
            return Decision(base_reason, cards=chosen)
        return Decision(r.EXPOSE_SIMULATED if chosen else r.NO_SAFE_EXPOSURE, cards=chosen)


def _deal_others(me: int, hand: Mask, unseen: Mask, rng: Rng) -> list[Mask]:
    """A random deal of the ``unseen`` cards, 13 to each other seat (nothing is public yet)."""
    cards = rng.shuffled(card_list(unseen))
    hands = [0, 0, 0, 0]
    hands[me] = hand
    others = [s for s in range(4) if s != me]
    for k, seat in enumerate(others):
        hands[seat] = mask_of(cards[13 * k : 13 * k + 13])
    return hands


def _start(view: SeatView, hands: list[Mask], mine: Mask) -> Position:
    """The sampled deal right after the reveal, with our exposure ``mine``."""
    exposed_by = [safe_exposure(h)[0] if view.rules.exposure else 0 for h in hands]
    exposed_by[view.seat] = mine
    exposed = exposed_by[0] | exposed_by[1] | exposed_by[2] | exposed_by[3]
    forced = None
    if view.hand_no == 1:
        first = view.rules.first_lead_card
        leader = next(s for s in range(4) if hands[s] >> first & 1)
        if view.rules.first_lead_forced:
            forced = first
    else:
        leader = play_leader(view)  # later hands: last hand's pig-taker, public
    return Position(list(hands), leader, [], 0, [0, 0, 0, 0], exposed, exposed_by, [0, 0, 0, 0], 0, view.rules, forced)
