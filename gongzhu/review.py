"""A hand review: what each of a seat's decisions cost, priced by Hard from what the seat knew then.

For each decision of the reviewed seat in one hand (its exposure choice and
its 13 plays), the review rebuilds the seat's view at that moment
(:func:`~gongzhu.seatview.seat_view`, never a hidden card) and prices the cards
with Hard's own steps (:func:`~gongzhu.bots.hard.candidates`,
:func:`~gongzhu.bots.hard.weighted_deals`, the evaluator of
:class:`~gongzhu.bots.hard.HardBot`): the card played and every other
distinct card, each over the same sampled deals. The *fair price* of the
decision (``cost``) is the expected hand result (points: ours minus the
others' mean) given up against the best card, never below zero. It is
marked an inaccuracy, a mistake or a blunder from :data:`MARKS` points on,
and only when it stands clear of the sampling noise (:data:`NOISE_Z`
standard errors of the paired difference), so a strong player's own plays
are rarely flagged. A play is priced by sequential sampling (:func:`price_cards`):
a first round of deals for every card, then more deals for the card played and
the best card's rivals while the cost is near a mark's threshold, so the time
goes where the mark is in doubt (``scripts/review_flags.py`` measures the marks
against a search with 32 times Hard's budget).

Apart from it, the review gives the price *with all cards known*: each
card's result on the true deal, from the exact solver once the seat holds
:data:`KNOWN_EXACT_CARDS` cards or fewer, else from a playout of the true
deal. It shows what could have been seen, not what could have been known;
where the two disagree (a mistake that did no harm on the true deal, a good
choice that cost a mistake's points there) the decision says so
(:func:`hindsight`). A marked play whose price rests on a run for all the
hearts names the card and the share of deals on which the run pays
(:func:`gamble_of`), and each decision gives the mean result after the choice
made (``expected``), the points of the review's chart.

Budgets are counts and each decision's generator is seeded from the game
code, the seat and the move (:func:`review_rng`), so a hand gets the same
review on every machine.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from . import review_types as rt
from .bots.explain import explain_play
from .bots.exposure import safe_exposure
from .bots.fast import NEVER_SHOOT, Spot
from .bots.hard import HardBot, candidates, exposure_options, weighted_deals
from .bots.hard_settings import EXPOSE_MIN_SAMPLES, HardSettings
from .bots.knowledge import position_of
from .bots.playout import UTILITY_UNIT, utility
from .bots.tally import Tally
from .cardfacts import ABOVE, card_values, trick_top
from .cards import (
    EXPOSABLE,
    FULL_DECK,
    GOAT,
    HEARTS,
    PIG,
    POINT_CARDS,
    SUIT_MASKS,
    Card,
    Mask,
    card_codes,
    card_name,
    cards_of,
    mask_of,
)
from .game import Expose, Game, Phase, Play, parse_action
from .pageview import past_trick
from .rng import Rng
from .save import load
from .scoring import score_player
from .seats import SEAT_NAMES, Seat, parse_seat
from .seatview import SeatView, seat_view

#: Card plays simulated per round of a play decision's sequential sampling (:func:`price_cards`):
#: the first round prices every card, the next ones the cards still in doubt.
REVIEW_BUDGET = 6000
#: Fewest sampled deals per round: the noise of fewer cannot be told (Hard may use fewer).
REVIEW_MIN_DEALS = 16
#: Sequential sampling goes on while the deals' effective number (their weights' sum squared over the sum of
#: their squares) is below this: a few deals of heavy weight say little of the noise.
REVIEW_MIN_EFFECTIVE = 24
#: Batches of :data:`~gongzhu.bots.hard_settings.EXPOSE_MIN_SAMPLES` whole-hand playouts per exposure option,
#: and at most this many in the review, while its mark is in doubt.
EXPOSE_BATCHES, EXPOSE_MAX_BATCHES = 12, 24
#: With all cards known, search exactly from this many cards in hand down.
KNOWN_EXACT_CARDS = 4
#: A decision is marked from these costs on (points of one hand), highest first.
MARKS: tuple[tuple[rt.Mark, float], ...] = (("blunder", 80.0), ("mistake", 30.0), ("inaccuracy", 10.0))
#: ... and only when its cost exceeds this many standard errors of the paired difference.
NOISE_Z = 2.5
#: Sequential sampling: a play decision gets more deals while its cost is within this many standard
#: errors of a mark's threshold (:func:`undecided`), up to this many card plays in all (Hard's own
#: budget: a review step of the page stays near 300 ms in Pyodide, ``scripts/bench_pyodide.py review --timing``).
STOP_Z = 2.0
REVIEW_MAX_BUDGET = 36000
#: A sampled deal's weight (the plays seen, replayed: :mod:`~gongzhu.bots.inference`) costs about as much as
#: this many card plays per card played so far, which the budget of a round counts too.
DEAL_PLAYS = 2

_FAIR = HardBot(HardSettings(budget=REVIEW_BUDGET))
_KNOWN = HardBot(HardSettings(exact_cards=KNOWN_EXACT_CARDS))


class ReviewError(ValueError):
    """A hand that cannot be reviewed (no such hand); the message says why."""


@dataclass(frozen=True)
class Moment:
    """One decision of the reviewed seat: the table just before it (a copy) and the choice made."""

    move: int
    kind: rt.Kind
    game: Game
    seat: Seat
    #: The card played, or the exposed cards (a mask).
    choice: int
    #: The exposure actions of the other seats that came after it (an exposure only).
    later: tuple[str, ...] = ()
    #: Whether the seat took all the hearts in the hand as played.
    ran: bool = False

    @property
    def view(self) -> SeatView:
        return seat_view(self.game, self.seat)


def default_hand(game: Game) -> int:
    """The hand a review looks at unless told: the last finished hand, else the hand in progress."""
    if game.phase in (Phase.HAND_OVER, Phase.GAME_OVER) or game.hand_no == 1:
        return game.hand_no
    return game.hand_no - 1


def moments(game: Game, seat: Seat, hand: int) -> list[Moment]:
    """Every decision ``seat`` made in hand ``hand`` of ``game``, replayed from its actions."""
    if not 1 <= hand <= game.hand_no:
        raise ReviewError(f"there is no hand {hand} (the game is in hand {game.hand_no})")
    replay = Game.new(game.code, game.rules, game.level).replay(game.actions, until=lambda g: g.hand_no == hand)
    out: list[Moment] = []
    for move in replay.replaying(hand_actions(game, hand)):
        action = parse_action(game.actions[move])
        if isinstance(action, Expose) and action.seat == seat:
            later = tuple(itertools.takewhile(lambda a: " expose" in a, game.actions[move + 1 :]))
            out.append(Moment(move, "expose", replay.copy(), seat, action.cards, later))
        elif isinstance(action, Play) and action.seat == seat:
            out.append(Moment(move, "play", replay.copy(), seat, action.card))
    ran = replay.collected[seat] & SUIT_MASKS[HEARTS] == SUIT_MASKS[HEARTS]
    return [dataclasses.replace(m, ran=ran) for m in out]


def review_rng(code: str, seat: Seat, move: int) -> Rng:
    """The generator of the review of ``seat``'s decision at ``move`` of game ``code``."""
    return Rng.from_key("gongzhu-review", code, seat, move)


def mark_of(cost: float, noise: float) -> rt.Mark | None:
    """The mark of a decision that cost ``cost`` points, priced with standard error ``noise``."""
    if cost <= NOISE_Z * noise:
        return None
    return next((name for name, least in MARKS if cost >= least), None)


# --- plays ---------------------------------------------------------------------------------


@dataclass
class Priced:
    """The cards of one play decision priced on each line (:meth:`~gongzhu.bots.hard.HardBot.thresholds`).

    ``tally``'s entries are (line, card); an entry falls out of the sampling once the deals tell it
    below the best (:func:`price_cards`), so the entries still in play share every deal.
    """

    tally: Tally
    thresholds: list[int]
    #: The entries played out on every deal: the card played on each line, and the best's rivals.
    active: list[int]
    #: Card plays simulated in all.
    spent: int

    def value(self, card: Card) -> tuple[float, int]:
        """A card's mean (points) on its better line, and that entry: Hard chooses a card and a line together
        (a line still in play, where the card has one, as it shares every deal with the card played)."""
        k = self.tally.best_entry(card, self.active)  # those played out on every deal first
        return self.tally.means()[k], k

    def compare(self, played: Card) -> tuple[Card, float, float]:
        """The best card still in play, what ``played`` gives up against it (points, at least 0), and the noise."""
        means = self.tally.means()
        top = max(self.active, key=lambda k: (means[k], self.tally.entries[k][1] == played, -k))
        best = self.tally.entries[top][1]
        mine, own = self.value(played)
        best_value, top = self.value(best)
        return best, max(0.0, best_value - mine), self.tally.noise(top, own)

    def in_doubt(self, played: Card) -> bool:
        """Whether more deals could change the mark of ``played``: its cost against the best, or against
        a rival while it is the best itself, is :func:`undecided`."""
        best, cost, noise = self.compare(played)
        _, own = self.value(played)
        weights = [w for w, row in self.tally.rows if own in row]
        if sum(weights) ** 2 < REVIEW_MIN_EFFECTIVE * sum(w * w for w in weights):
            return True  # a few heavy deals: their noise cannot be told yet
        if best != played:
            return undecided(cost, noise)
        means = self.tally.means()
        rivals = [k for k in self.active if self.tally.entries[k][1] != played]
        return any(undecided(means[k] - means[own], self.tally.noise(k, own)) for k in rivals)

    def gamble(self, card: Card) -> float | None:
        """The share of deals on which going for all the hearts beats not, if ``card``'s better line goes for them."""
        _, k = self.value(card)
        line = self.tally.entries[k][0]
        if self.thresholds[line] >= NEVER_SHOOT or NEVER_SHOOT not in self.thresholds:
            return None
        safe = self.tally.entries.index((self.thresholds.index(NEVER_SHOOT), card))
        means = self.tally.means()
        if means[k] <= means[safe]:  # no deal's run differs: the card does not rest on it
            return None
        both = [(w, row[k] > row[safe]) for w, row in self.tally.rows if k in row and safe in row]
        norm = sum(w for w, _ in both)
        return sum(w for w, won in both if won) / norm if norm > 0 else None


def undecided(cost: float, noise: float) -> bool:
    """Whether a decision's mark is still open: the cost within :data:`STOP_Z` standard errors of a mark's
    threshold, or of zero while at or above the least mark (:func:`mark_of`'s test against the noise)."""
    if any(abs(cost - least) < STOP_Z * noise for _, least in MARKS):
        return True
    return cost >= MARKS[-1][1] and cost <= NOISE_Z * noise


def price_cards(view: SeatView, cards: Sequence[Card], played: Card, rng: Rng) -> Priced:
    """``cards`` priced on Hard's lines by sequential sampling, the deals spent where the mark is in doubt.

    A first round prices every card on :data:`REVIEW_BUDGET` card plays' worth of deals
    (:data:`REVIEW_MIN_DEALS` at least). While the mark of ``played`` is :func:`undecided`,
    another round of as many card plays is spent on the entries that the deals cannot yet tell
    from the best (within :data:`STOP_Z` standard errors) and on the card played, up to
    :data:`REVIEW_MAX_BUDGET` card plays in all. Budgets are counts, so the review is the same on every machine.
    """
    thresholds = _FAIR.thresholds(view)
    evaluators = [_FAIR.evaluator(view, REVIEW_BUDGET, shoot) for shoot in thresholds]
    tally = Tally([(line, card) for line in range(len(thresholds)) for card in cards])
    plays = 4 * view.hand.bit_count() - len(view.trick)
    count = max(REVIEW_MIN_DEALS, evaluators[0].samples(len(tally.entries), plays))
    priced = Priced(tally, thresholds, list(range(len(tally.entries))), 0)
    while True:
        deals, weights = weighted_deals(view, rng, count, evaluators[0], _FAIR.settings.pool, _FAIR.settings.pool_skip)
        tally.add(evaluators, deals, weights, _FAIR.calms(view, len(deals), rng), priced.active)
        priced.spent += len(deals) * (len(priced.active) * plays + DEAL_PLAYS * (52 - plays))
        if not priced.in_doubt(played) or priced.spent >= REVIEW_MAX_BUDGET:
            return priced
        priced.active = _rivals(priced, played)
        per_deal = len(priced.active) * plays + DEAL_PLAYS * (52 - plays)
        count = min(max(REVIEW_MIN_DEALS, REVIEW_BUDGET // per_deal), (REVIEW_MAX_BUDGET - priced.spent) // per_deal)
        if count < 2:
            return priced


def _rivals(priced: Priced, played: Card) -> list[int]:
    """The entries to sample on: the card played on each line, and those within :data:`STOP_Z` noise of the best."""
    tally = priced.tally
    means = tally.means()
    top = max(priced.active, key=lambda k: means[k])
    return [
        k
        for k in priced.active
        if tally.entries[k][1] == played or k == top or means[top] - means[k] < STOP_Z * tally.noise(top, k)
    ]


def review_play(moment: Moment) -> rt.PlayDecision:
    """The fair price of a play of the reviewed seat (:func:`price_play`)."""
    rng = review_rng(moment.game.code, moment.seat, moment.move)
    price = price_play(moment.view, moment.choice, rng, moment.ran)
    return {"move": moment.move, "kind": "play", **price, "hindsight": None}


def price_play(view: SeatView, played: Card, rng: Rng, ran: bool = False) -> rt.PlayPrice:
    """The card ``played`` against the best card of ``view``, over the same sampled deals (:func:`price_cards`);
    ``ran``: whether the seat took all the hearts in the end (for :func:`gamble_of`)."""
    cards = candidates(view, played)
    priced = price_cards(view, cards, played, rng)
    if len(cards) <= 1:
        return {"played": card_name(played), "best": card_name(played), "cost": 0.0, "noise": 0.0, "mark": None,
                "reason": None, "values": {}, "gamble": None, "expected": round(priced.value(played)[0], 1)}  # fmt: skip
    best, cost, noise = priced.compare(played)
    mark = mark_of(cost, noise)
    return {
        "played": card_name(played),
        "best": card_name(best),
        "cost": round(cost, 1),
        "noise": round(noise, 1),
        "mark": mark,
        "reason": play_reason(view, played, best) if best != played else None,
        "values": {card_name(c): round(priced.value(c)[0], 1) for c in cards},
        "gamble": gamble_of(priced, played, best, ran) if mark else None,
        "expected": round(priced.value(played)[0], 1),
    }


def gamble_of(priced: Priced, played: Card, best: Card, ran: bool) -> rt.Gamble | None:
    """The card of a marked decision whose price rests on going for all the hearts: the card played
    first, else the best card; with the share of deals on which the run pays."""
    for card in (played, best):
        chance = priced.gamble(card)
        if chance is not None:
            return {"card": card_name(card), "played": card == played, "chance": round(chance, 2), "happened": ran}
    return None


def known_play(moment: Moment) -> rt.KnownDecision:
    """Each card's result on the true deal: exact near the end, else a playout of the true deal."""
    view = moment.view
    cards = candidates(view, moment.choice)
    evaluator = _KNOWN.evaluator(view)
    results = evaluator.utilities(list(moment.game.hands), cards)
    values = {c: u / UTILITY_UNIT for c, u in zip(cards, results, strict=True)}
    best = max(cards, key=lambda c: (values[c], c == moment.choice))
    return {
        "move": moment.move,
        "method": "exact" if view.hand.bit_count() <= KNOWN_EXACT_CARDS else "playout",
        "played": card_name(moment.choice),
        "best": card_name(best),
        "cost": round(max(0.0, values[best] - values[moment.choice]), 1),
        "values": {card_name(c): round(v, 1) for c, v in values.items()},
    }


def play_reason(view: SeatView, played: Card, best: Card) -> rt.PlayReason:
    """Why ``best`` beats ``played``: the hint's reason for ``best``, with the cards that make it so.

    ``out``: the unseen cards above either card in the played card's suit,
    and the pig and the goat while unseen; ``top`` and ``taker``: the card on
    top of the trick and its seat, which the played card goes to when it
    does not win (``gives``: the point cards it hands over).
    """
    code = explain_play(position_of(view), view.seat, best, view.legal)
    unseen = FULL_DECK & ~view.hand & ~view.played
    out = unseen & (ABOVE[played] | ABOVE[best]) & SUIT_MASKS[played // 13]
    out |= unseen & ((1 << PIG) | (1 << GOAT))
    reason: rt.PlayReason = {"code": code, "card": card_name(best), "played": card_name(played), "out": card_codes(out),
                          "top": None, "taker": None, "gives": [], "text": ""}  # fmt: skip
    text = f"{card_name(best)} rather than {card_name(played)}: {code.value}"
    if view.trick:
        top = trick_top(view.trick)
        card = view.trick[top]
        reason["top"] = card_name(card)
        if played // 13 != view.trick[0] // 13 or played < card:
            taker = SEAT_NAMES[(view.seat - len(view.trick) + top) & 3]
            reason["taker"] = taker
            reason["gives"] = card_codes((1 << played) & POINT_CARDS)
            text += f"; {card_name(played)} goes to {taker}, on top with {card_name(card)}"
        else:
            text += f"; {card_name(played)} wins the trick over {card_name(card)}"
    if out:
        text += "; still out: " + " ".join(card_codes(out))
    reason["text"] = text
    return reason


# --- exposures -----------------------------------------------------------------------------


def exposure_choices(dealt: Mask, chosen: Mask) -> list[Mask]:
    """The exposures priced for a hand ``dealt``: Hard's options, exposing nothing, and ``chosen``."""
    base, _ = safe_exposure(dealt)
    options = exposure_options(dealt, base)
    for extra in (0, chosen & dealt & EXPOSABLE):
        if extra not in options:
            options.append(extra)
    return options


def exposure_values(
    view: SeatView, chosen: Mask, rng: Rng, most: int = EXPOSE_BATCHES
) -> tuple[dict[Mask, float], float]:
    """The mean hand result (points) of each exposure choice over the same sampled deals, and the noise.

    The deals come in batches priced by Hard's :meth:`~gongzhu.bots.hard.HardBot.price_exposures`,
    :data:`EXPOSE_BATCHES` first, then more while the mark of ``chosen`` is :func:`undecided`, up to
    ``most`` batches; the noise is the standard error of the difference between the best choice and
    ``chosen``, from the spread of the batches.
    """
    options = exposure_choices(view.dealt, chosen)
    mine = options.index(chosen & view.dealt & EXPOSABLE)
    bot = HardBot(HardSettings(expose_budget=EXPOSE_MIN_SAMPLES * len(options)))
    batches = [bot.price_exposures(view, options, rng) for _ in range(EXPOSE_BATCHES)]
    while True:
        means = [sum(b[i] for b in batches) / len(batches) for i in range(len(options))]
        best = max(range(len(options)), key=lambda i: (means[i], options[i] == chosen))
        diffs = [b[best] - b[mine] for b in batches]
        mean = sum(diffs) / len(diffs)
        noise = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs))
        if len(batches) >= most or not undecided(means[best] - means[mine], noise):
            return dict(zip(options, means, strict=True)), noise
        batches += [bot.price_exposures(view, options, rng) for _ in range(EXPOSE_BATCHES // 2)]


def exposure_advice(view: SeatView, rng: Rng) -> list[rt.ExposureOption]:
    """Each exposure choice with its mean result and its gain against exposing nothing, best first."""
    values, _ = exposure_values(view, 0, rng)
    none = values[0]
    rows: list[rt.ExposureOption] = [
        {"cards": card_codes(m), "value": round(v, 1), "gain": round(v - none, 1)} for m, v in values.items()
    ]
    return sorted(rows, key=lambda row: -row["value"])


def review_exposure(moment: Moment) -> rt.ExposeDecision:
    """The fair price of the exposure choice, with the value of each choice priced."""
    view = moment.view
    chosen = moment.choice
    played = " ".join(card_codes(chosen))
    if not view.dealt & EXPOSABLE:
        return {"move": moment.move, "kind": "expose", "played": played, "best": "", "cost": 0.0, "noise": 0.0,
                "mark": None, "options": [], "hindsight": None, "expected": None}  # fmt: skip
    rng = review_rng(moment.game.code, moment.seat, moment.move)
    values, noise = exposure_values(view, chosen, rng, EXPOSE_MAX_BATCHES)
    best = max(values, key=lambda m: (values[m], m == chosen))
    cost = max(0.0, values[best] - values[chosen])
    none = values[0]
    options: list[rt.ExposureOption] = [
        {"cards": card_codes(m), "value": round(v, 1), "gain": round(v - none, 1)} for m, v in values.items()
    ]
    reason = _expose_text(best, values[best] - none) if best != chosen else None
    return {"move": moment.move, "kind": "expose", "played": played, "best": " ".join(card_codes(best)),
            "cost": round(cost, 1), "noise": round(noise, 1), "mark": mark_of(cost, noise), "reason": reason,
            "options": options, "hindsight": None, "expected": round(values[chosen & view.dealt & EXPOSABLE], 1)}  # fmt: skip


def _expose_text(cards: Mask, gain: float) -> rt.ExposeReason:
    what = "expose " + " ".join(card_name(c) for c in cards_of(cards)) if cards else "expose nothing"
    code: Literal["expose_gain", "expose_nothing"] = "expose_gain" if cards else "expose_nothing"
    return {"code": code, "cards": card_codes(cards), "gain": round(gain, 1),
            "text": f"{what}: {gain:+.0f} on average against not exposing"}  # fmt: skip


def known_exposure(moment: Moment) -> rt.KnownDecision:
    """Each exposure choice's result on the true deal, the others' true exposures and a playout."""
    values: dict[Mask, float] = {}
    rest = [parse_action(a) for a in moment.later]
    for option in exposure_choices(moment.game.dealt[moment.seat], moment.choice):
        game = moment.game.copy()
        game.apply(Expose(moment.seat, option))
        for action in rest:
            if game.phase is Phase.EXPOSE:
                game.apply(action)
        values[option] = _playout_value(game, moment.seat)
    best = max(values, key=lambda m: (values[m], m == moment.choice))
    return {
        "move": moment.move,
        "method": "playout",
        "played": " ".join(card_codes(moment.choice)),
        "best": " ".join(card_codes(best)),
        "cost": round(max(0.0, values[best] - values[moment.choice]), 1),
        "values": {" ".join(card_codes(m)): round(v, 1) for m, v in values.items()},
    }


def _playout_value(game: Game, seat: Seat) -> float:
    """The true deal of ``game`` (in play) played out by Hard's playout core; ``seat``'s result."""
    collected = tuple(m & POINT_CARDS for m in game.collected)
    spot = Spot(game.leader, tuple(game.trick), game.played, collected, game.exposed, game.led_suits, game.rules,
                game.forced_lead())  # fmt: skip
    scores = spot.playout(list(game.hands), card_values(game.rules, game.exposed))
    return utility(scores, seat) / UTILITY_UNIT


# --- the whole hand ------------------------------------------------------------------------


def review_moment(moment: Moment) -> tuple[rt.ReviewedDecision, rt.KnownDecision]:
    """The fair price of one decision and, apart, its price with all cards known (and where they disagree)."""
    if moment.kind == "expose":
        fair: rt.ReviewedDecision = review_exposure(moment)
        known = known_exposure(moment)
    else:
        fair = review_play(moment)
        known = known_play(moment)
    fair["hindsight"] = hindsight(fair["mark"], known["cost"])
    return fair, known


def hindsight(mark: rt.Mark | None, known_cost: float) -> rt.Hindsight | None:
    """Where the true deal and the fair price disagree: a mistake or a blunder that cost nothing on the
    true deal (``lucky``), or an unmarked decision that cost a mistake's points there (``unlucky``).

    >>> hindsight("blunder", 0.0), hindsight(None, 45.0), hindsight("mistake", 20.0), hindsight(None, 5.0)
    ('lucky', 'unlucky', None, None)
    """
    serious = dict(MARKS)["mistake"]
    if mark in ("mistake", "blunder") and known_cost == 0:
        return "lucky"
    if mark is None and known_cost >= serious:
        return "unlucky"
    return None


def summary(decisions: Sequence[rt.ReviewedDecision]) -> rt.Summary:
    """The points the marked decisions cost, and the accuracy: the share of real choices left unmarked (percent)."""
    choices = [d for d in decisions if (d["values"] if d["kind"] == "play" else d["options"])]
    marked = [d for d in decisions if d["mark"]]
    counts = {name: sum(d["mark"] == name for d in marked) for name, _ in reversed(MARKS)}
    accuracy = 100.0 * (len(choices) - len(marked)) / len(choices) if choices else 100.0
    return {
        "mistakes_cost": round(sum(float(d["cost"]) for d in marked), 1),
        "accuracy": round(accuracy, 1),
        "choices": len(choices),
        "marks": counts,
    }


def review_hand(game: Game, seat: Seat, hand: int | None = None, timing: bool = False) -> rt.HandReview:
    """The whole review of ``seat``'s decisions in ``hand`` (default :func:`default_hand`) of ``game``.

    ``timing`` adds each decision's time (``step_ms``, fair and known price
    together, as one page request takes), the total (``total_ms``), and the
    same in processor time (``cpu_…``: the figures on a busy machine).
    """
    number = default_hand(game) if hand is None else hand
    decisions: list[rt.ReviewedDecision] = []
    known: list[rt.KnownDecision] = []
    times: list[float] = []
    cpu: list[float] = []
    for moment in moments(game, seat, number):
        start, start_cpu = time.perf_counter(), time.process_time()
        fair, exact = review_moment(moment)
        times.append(round(1000 * (time.perf_counter() - start), 1))
        cpu.append(round(1000 * (time.process_time() - start_cpu), 1))
        decisions.append(fair)
        known.append(exact)
    report: rt.HandReview = {
        "seat": SEAT_NAMES[seat],
        "hand": number,
        "decisions": decisions,
        "total_cost": round(sum(float(d["cost"]) for d in decisions), 1),
        "summary": summary(decisions),
        "with_all_cards_known": {
            "note": "priced on the true deal: what could have been seen, not what could have been known",
            "decisions": known,
        },
    }
    if timing:
        report["timing"] = {"step_ms": times, "max_step_ms": max(times, default=0.0), "total_ms": round(sum(times)),
                            "cpu_step_ms": cpu, "max_cpu_step_ms": max(cpu, default=0.0),
                            "cpu_total_ms": round(sum(cpu))}  # fmt: skip
    return report


def review_save(text: str, seat_code: str = "S", hand: int | None = None, timing: bool = False) -> rt.HandReview:
    """The review of a save's text (``python -m gongzhu review``); a bad save or seat raises."""
    return review_hand(load(text), parse_seat(seat_code), hand, timing)


class Reviews:
    """The page's reviews, priced one decision per request and kept for the hand they belong to."""

    def __init__(self) -> None:
        self._key: tuple[object, ...] = ()
        self._moments: list[Moment] = []
        self._done: dict[int, tuple[rt.ReviewedDecision, rt.KnownDecision]] = {}

    def step(self, game: Game, seat: Seat, hand: int | None, step: int | None) -> rt.ReviewStep:
        """The outline of the hand (``step`` is ``None``), or decision ``step`` priced, with the summary so far."""
        number = default_hand(game) if hand is None else hand
        self._select(game, seat, number)
        name, steps = SEAT_NAMES[seat], len(self._moments)
        if step is None:
            decisions: list[rt.OutlineDecision] = [
                {"move": m.move, "kind": m.kind, "played": _played(m)} for m in self._moments
            ]
            return {"seat": name, "hand": number, "steps": steps, **outline(game, number),
                    "moves": [m.move for m in self._moments], "decisions": decisions}  # fmt: skip
        if step >= steps:
            raise ReviewError(f"hand {number} has {steps} decisions of {name}")
        if step not in self._done:
            self._done[step] = review_moment(self._moments[step])
        fair, known = self._done[step]
        done = [self._done[k][0] for k in sorted(self._done)]
        return {"seat": name, "hand": number, "steps": steps, "step": step, "decision": fair, "known": known,
                "priced": len(done), "summary": summary(done)}  # fmt: skip

    def _select(self, game: Game, seat: Seat, hand: int) -> None:
        """Keep the priced decisions while the hand asked for is the same hand of the same game."""
        actions = hand_actions(game, hand)
        key = (game.code, game.rules, seat, hand, actions)
        if key != self._key:
            self._key = key
            self._moments = moments(game, seat, hand)
            self._done = {}


def _played(moment: Moment) -> str:
    """The card played, or the cards exposed (space between), as the review's JSON gives them."""
    return " ".join(card_codes(moment.choice)) if moment.kind == "expose" else card_name(moment.choice)


def hand_actions(game: Game, hand: int) -> tuple[str, ...]:
    """The actions of ``game`` up to the end of hand ``hand`` (its ``next`` excluded)."""
    nexts = [i for i, a in enumerate(game.actions) if a == "next"]
    end = nexts[hand - 1] if hand <= len(nexts) else len(game.actions)
    return tuple(game.actions[:end])


def outline(game: Game, hand: int) -> rt.Outline:
    """The hand as dealt and as played: the four hands, the exposures and the tricks, for the review's table."""
    actions = hand_actions(game, hand)
    replay = Game.new(game.code, game.rules, game.level).replay(actions, until=lambda g: g.hand_no == hand)
    dealt = {SEAT_NAMES[s]: card_codes(replay.dealt[s]) for s in range(4)}
    replay.replay(actions)
    tricks = [past_trick(t) for t in replay.tricks]
    points = [score_player(mask_of(t.cards), replay.exposed, replay.rules).base for t in replay.tricks]
    scores = replay.current_scores()
    return {
        "dealt": dealt,
        "exposed": {SEAT_NAMES[s]: card_codes(replay.exposed_by[s]) for s in range(4)},
        "tricks": tricks,
        "trick_points": points,
        "result": {SEAT_NAMES[s]: scores[s].hand for s in range(4)},
    }
