"""Hard's playout core: whole hands played out, or searched exactly, with bit masks and small ints.

Hard evaluates a card by playing the rest of the hand out on many sampled
deals. A :class:`Spot` is a position without its hands (each sampled deal
brings them); :func:`fast_playout` plays the hand out from it, each seat by
the bit-mask policy (:mod:`.fast_policy`), and :func:`fast_solve` searches
the last tricks exactly (max-n: each seat for itself).

A seat that holds every heart taken so far can play on for all the hearts
(:func:`~.fast_policy.shoot_play`). Hard lets its own seat do so while it
holds the top heart still out (:data:`IN_CONTROL`), and (:data:`RIVALS_SHOOT`)
any other seat whose hand supports it: it has taken
:data:`~.fast_policy.SHOOT_LEAST` hearts or more, all of them, and holds the
top heart still out. :func:`fast_playout_lines` plays a deal out on both
lines (going for all the hearts and not) as one until they part.

The others defend (:data:`DEFEND`), as seasoned players do (but for the seats
marked calm, ``CALM << seat``: players who let runs go): once a seat holds
every heart taken, :data:`DEFEND_LEAST` or more, they break the run
(:func:`~.fast_policy.defend_play`) by taking a heart trick with their highest
card when the trick costs less than the run's stake, and when void they keep
their hearts off the runner's tricks and throw them on anyone else's.

The playouts keep their hands, cards played and exposed cards as suit masks
and the seats' piles as small ints (:mod:`.suits`): every mask operation
then works on a one-digit int, where a 52-bit mask with a diamond or a club
takes CPython's (and Pyodide's) slow path for big ints. :func:`fast_playout`
converts at its start and end; a :class:`Spot` and the hands it is given
and gives back (``fork``, ``piles``) are 52-bit masks as everywhere.
"""

from __future__ import annotations

from typing import NamedTuple

from ..cardfacts import SUIT_OF, trick_top
from ..cards import HEARTS, POINT_CARDS, SUIT_MASKS, Card, Mask
from ..legal import legal_plays
from ..rules import Rules
from .fast_policy import (
    SHOOT_LEAST,
    defend_play,
    discard_card,
    fast_play,
    follow_play,
    follow_top,
    lead_play,
    run_stake,
    shoot_play,
    trick_state,
)
from .lookahead import LOOK_LAST, look_play, look_seats
from .playout import card_classes, utility
from .points import final_scores
from .position import Position
from .suits import (
    BASE,
    COUNT,
    FULL_SUIT,
    GOAT_RANK,
    HIGHEST,
    PIG_RANK,
    PILE_BIT,
    PILE_HEARTS,
    RANK_BIT,
    TRANSFORMER_RANK,
    Suits,
    follow_legal,
    join,
    pile_mask,
    pile_of,
    split,
    split_exposed,
)

_SUITS = SUIT_MASKS

#: The playout's model of the other players (bits): seats that go for all the
#: hearts when their hand supports it, seats that defend against a run.
RIVALS_SHOOT, DEFEND = 1, 2
#: Both, as Hard plays out by default.
FULL_MODEL = RIVALS_SHOOT | DEFEND
#: ``CALM << seat``: with :data:`DEFEND`, this seat lets runs go all the same
#: (:mod:`.habits` reads which seats do).
CALM = 4
#: The ``shooter`` plays on for all the hearts only while its hand supports it,
#: as the other seats do (:data:`RIVALS_SHOOT`): it holds the top heart still
#: out, or no heart is out. Without it, the hearts taken are enough.
IN_CONTROL = 64
#: Hearts a runner must have taken (all of them) before the others defend.
DEFEND_LEAST = 2


#: ``_FROM[leader][k]``: the seats that play a trick led by ``leader`` from its ``k``-th card (0 to 3) on, as bits.
_FROM = tuple(tuple(sum(1 << ((leader + i) & 3) for i in range(k, 4)) for k in range(5)) for leader in range(4))


def _roles(hands: list[Suits], collected: list[int], shooter: int, least: int, model: int) -> tuple[int, int]:
    """Who goes for all the hearts this trick, and who is defended against (-1: nobody).

    ``model`` holds :data:`RIVALS_SHOOT`, :data:`DEFEND` and :data:`IN_CONTROL` as bits.
    The shooter runs while it holds every heart taken (:func:`~gongzhu.cardfacts.holds_every_heart`),
    the runner is the seat that does so (:func:`~gongzhu.cardfacts.heart_runner`, one heart or more).
    """
    taken = (collected[0] | collected[1] | collected[2] | collected[3]) & PILE_HEARTS
    if not taken and least > 0:
        return -1, -1  # no heart taken yet: nobody runs
    running = -1
    if shooter >= 0 and collected[shooter] & PILE_HEARTS == taken and COUNT[taken] >= least:
        running = shooter
        if model & IN_CONTROL and _heart_control(hands, running) < 0:
            running = -1  # the top heart still out is another seat's: no run yet
    if not taken or not model & (RIVALS_SHOOT | DEFEND):
        return running, -1
    runner = 0
    while collected[runner] & PILE_HEARTS != taken:
        runner += 1
        if runner == 4:
            return running, -1  # the hearts are shared: no runner
    count = COUNT[taken]
    if model & RIVALS_SHOOT and runner != shooter and count >= SHOOT_LEAST and _heart_control(hands, runner) > 0:
        running = runner
    return running, runner if model & DEFEND and count >= DEFEND_LEAST else -1


def _heart_control(hands: list[Suits], seat: int) -> int:
    """Above 0 when ``seat`` holds the highest heart left in the hands, below 0 when another seat does, else 0 (none left)."""
    mine = hands[seat][HEARTS]
    outside = (hands[0][HEARTS] | hands[1][HEARTS] | hands[2][HEARTS] | hands[3][HEARTS]) & ~mine
    return HIGHEST[mine] - HIGHEST[outside]


def _specials_played(played: Suits) -> int:
    """Whether the pig, the goat and the transformer are all played (1 or 0)."""
    return played[0] >> PIG_RANK & played[2] >> GOAT_RANK & played[3] >> TRANSFORMER_RANK & 1


def fast_playout(
    spot: Spot,
    hands: list[Mask],
    values: list[int],
    shooter: int = -1,
    least: int = SHOOT_LEAST,
    model: int = 0,
    fork: list[tuple[Spot, list[Mask]]] | None = None,
    piles: list[Mask] | None = None,
) -> list[int]:
    """Play the hand out from ``spot`` on the deal ``hands``; the four hand scores.

    ``hands`` holds every card not played (the spot's ``played``), and is consumed (pass a copy).
    ``shooter`` goes for all the hearts (:func:`shoot_play`) while it holds
    every heart taken so far, and at least ``least`` of them. ``model``
    says whether other seats may go for them too and whether the others
    defend (:data:`RIVALS_SHOOT`, :data:`DEFEND`), but for the seats marked
    ``CALM << seat`` (:data:`CALM`), and which seats look one trick ahead
    where something is at stake (:mod:`.lookahead`: :data:`~.lookahead.LOOK_OWN`, the ``shooter``'s seat,
    :data:`~.lookahead.LOOK_ALL`, with :data:`~.lookahead.LOOK_LAST` only as the last to a trick).

    ``fork``: where the ``shooter`` (0 to 3) first starts to play on for all the hearts,
    the spot and the hands then are appended to it (:func:`fast_playout_lines`).
    ``piles``: if given, it is set to the point cards each seat took by the end (the hints' reasons).
    """
    leader, rules, exposed, led_suits = spot.leader, spot.rules, spot.exposed, spot.led_suits
    trick, deal, played, shown, won = _start(spot, hands)
    seen = running = runner = stake = -1
    lookers, first = look_seats(model, shooter), 3 if model & LOOK_LAST else 1
    while trick or played[HEARTS] != FULL_SUIT or not _specials_played(played):  # a point card is in a hand
        # A heart played before the trick is in a pile.
        taken = played[HEARTS] if not trick else (won[0] | won[1] | won[2] | won[3]) & PILE_HEARTS
        if taken != seen:  # the roles read only the hearts, and those move only when some are taken
            seen = taken
            running, runner = _roles(deal, won, shooter, least, model)
            if running == shooter and fork is not None:
                fork.append((_spot_now(spot, leader, trick, played, won, led_suits), [join(h) for h in deal]))
                fork = None
            stake = run_stake(COUNT[won[runner] & PILE_HEARTS], exposed) if runner >= 0 else 0
        if running < 0 and runner < 0 and not (lookers and lookers & _FROM[leader][max(first, len(trick))]):
            leader, led_suits = _policy_trick(deal, leader, trick, played, won, shown, led_suits, values)
            trick = []
            continue
        roles = (running, runner, stake, model, lookers, first)
        leader, led_suits = _model_trick(deal, leader, trick, played, won, shown, led_suits, values, roles, spot)
        trick = []
    scored = [pile_mask(p) for p in won]
    if piles is not None:
        piles[:] = scored
    return final_scores(scored, exposed, rules)


def _start(spot: Spot, hands: list[Mask]) -> tuple[list[Card], list[Suits], Suits, Suits, list[int]]:
    """The trick of ``spot``, with the lead it forces (the ♣2 variant) played from ``hands`` when it is due; the
    deal ``hands``, the cards played and the exposed cards as suit masks (:func:`~.suits.split_exposed`), and the
    piles won so far (:data:`~.suits.PILE_BIT`)."""
    trick, played, forced = list(spot.trick), spot.played, spot.forced
    if forced is not None and not trick and hands[spot.leader] >> forced & 1:
        hands = list(hands)
        hands[spot.leader] ^= 1 << forced
        trick, played = [forced], played | 1 << forced
    deal = [split(hands[0]), split(hands[1]), split(hands[2]), split(hands[3])]
    return trick, deal, split(played), split_exposed(spot.exposed), [pile_of(m) for m in spot.collected]


def trick_replies(
    spot: Spot, hands: list[Mask], values: list[int], shooter: int, least: int = SHOOT_LEAST, model: int = 0
) -> tuple[Spot, list[int] | None]:
    """The seats still to play to the current trick of ``spot`` each play, in turn, the card of theirs whose
    :func:`fast_playout` is best for them (one ply: the later seats play by the policy in those playouts).

    The spot once the trick is closed, and the four hand scores of the last seat's best playout, which is
    the playout from there on (None where that seat had no choice). ``hands`` is updated.
    """
    scores = None
    while spot.trick:
        seat = (spot.leader + len(spot.trick)) & 3
        hand = hands[seat]
        led = SUIT_OF[spot.trick[0]]
        legal = hand & _SUITS[led] or hand
        if spot.exposed & legal:
            legal = legal_plays(hand, led, spot.exposed, spot.led_suits)
        options = card_classes(legal, spot.played, spot.trick)
        card = options[0].bit_length() - 1
        scores = None
        if len(options) > 1:
            best = -(1 << 62)
            for run in options:
                c = run.bit_length() - 1
                deal = list(hands)
                deal[seat] ^= 1 << c
                out = fast_playout(spot.after(c), deal, values, shooter, least, model)
                u = utility(out, seat)
                if u > best:
                    best, card, scores = u, c, out
        hands[seat] ^= 1 << card
        spot = spot.after(card)
    return spot, scores


#: A shoot threshold no seat reaches (there are 13 hearts): the line that never goes for all the hearts.
NEVER_SHOOT = 14


def fast_playout_lines(
    spot: Spot,
    hands: list[Mask],
    values: list[int],
    shooter: int,
    least: int = SHOOT_LEAST,
    model: int = 0,
    piles: tuple[list[Mask], list[Mask]] | None = None,
) -> tuple[list[int], list[int]]:
    """:func:`fast_playout` of the deal ``hands`` on two lines: the ``shooter`` (0 to 3) goes for all the hearts
    from ``least`` of them on, and it never does (``least`` :data:`NEVER_SHOOT`); both lines' four hand scores.

    The lines play the same cards until the first trick at which the shooter starts to play on for all
    the hearts (:func:`_roles`: nothing else there reads ``least``, and with :data:`NEVER_SHOOT` the
    shooter never runs): the other line is played out from there only, and where there is no such
    trick its scores are the first line's (the same list). ``hands`` is consumed (pass a copy).
    ``piles``: if given, each line's list is set to the point cards each seat took on it (:func:`fast_playout`).
    """
    fork: list[tuple[Spot, list[Mask]]] = []
    mine, other = piles if piles is not None else (None, None)
    scores = fast_playout(spot, hands, values, shooter, least, model, fork, mine)
    if not fork:
        if mine is not None and other is not None:
            other[:] = mine
        return scores, scores
    parted, rest = fork[0]
    return scores, fast_playout(parted, rest, values, shooter, NEVER_SHOOT, model, piles=other)


def _spot_now(spot: Spot, leader: int, trick: list[Card], played: Suits, collected: list[int], led_suits: int) -> Spot:
    """A playout of ``spot`` at a trick's start (or within the spot's own trick), as a spot of its own."""
    return spot._replace(
        leader=leader,
        trick=tuple(trick),
        played=join(played),
        collected=tuple(pile_mask(p) for p in collected),
        led_suits=led_suits,
        forced=None,
    )


def _model_trick(
    hands: list[Suits],
    leader: int,
    trick: list[Card],
    played: Suits,
    collected: list[int],
    shown: Suits,
    led_suits: int,
    values: list[int],
    roles: tuple[int, int, int, int, int, int],
    spot: Spot,
) -> tuple[int, int]:
    """Every seat to play finishes the trick begun with ``trick`` card by card, as :func:`fast_playout`'s model
    has it: ``roles`` holds the seat going for all the hearts and the one defended against (-1: none), the run's
    stake, the model bits, the seats that look ahead (bits) and the first card at which they do.

    The new leader and the led suits (``hands``, ``played``, ``trick`` and ``collected`` are updated).
    """
    running, runner, stake, model, lookers, first = roles
    exposed, rules = spot.exposed, spot.rules
    # The trick's led suit, top card (its rank and index), points and pile, kept as the cards come.
    led, top, win, pts, pile = trick_state(trick, values) if trick else (0, 0, 0, 0, 0)
    for n in range(len(trick), 4):
        seat = (leader + n) & 3
        if seat == running:
            card = shoot_play(hands, seat, trick, shown, led_suits)
        else:
            card = -1
            if runner >= 0 and seat != runner and not model & CALM << seat:
                card = defend_play(
                    hands, seat, trick, played, shown, led_suits, values, runner, stake, top, win, pts, pile
                )
            if card < 0 and lookers >> seat & 1 and n >= first:
                card = look_play(
                    hands, seat, leader, trick, played, collected, shown, exposed, led_suits, values, rules
                )
            elif card < 0 and n:
                card = follow_play(hands[seat], led, top, pts, n == 3, played, shown, led_suits, values)
            elif card < 0:
                card = fast_play(hands, seat, trick, played, shown, led_suits, values)
        suit, bit = SUIT_OF[card], RANK_BIT[card]
        hands[seat][suit] ^= bit
        played[suit] |= bit
        trick.append(card)
        if not n:
            led, top, pts, pile = suit, card - BASE[suit], values[card], PILE_BIT[card]
            continue
        if top < card - BASE[led] < 13:  # the led suit, over the top
            top, win = card - BASE[led], n
        pts += values[card]
        pile |= PILE_BIT[card]
    winner = (leader + win) & 3
    collected[winner] |= pile
    return winner, led_suits | 1 << led


def _policy_trick(
    hands: list[Suits],
    leader: int,
    trick: list[Card],
    played: Suits,
    collected: list[int],
    exposed: Suits,
    led_suits: int,
    values: list[int],
) -> tuple[int, int]:
    """Every seat to play finishes the trick begun with ``trick`` by :func:`fast_play`; :func:`close_trick`.

    The trick's top card (its rank), points and point cards are kept as they
    come instead of read again from a list for each card. The new leader and
    the led suits (``hands``, ``played`` and ``collected`` are updated).
    """
    if trick:
        n = len(trick)
        led, top, win, pts, pile = trick_state(trick, values)
    else:
        card = _policy_lead(hands, leader, played, exposed, led_suits)
        n, led, win, pts, pile = 1, SUIT_OF[card], 0, values[card], PILE_BIT[card]
        top = card - BASE[led]
    base = BASE[led]
    for i in range(n, 4):
        seat = (leader + i) & 3
        hand = hands[seat]
        follow = hand[led]
        if not follow:
            card = discard_card(hand, played, values)
            suit, bit = SUIT_OF[card], RANK_BIT[card]
            hand[suit] ^= bit
            played[suit] |= bit
        else:
            if exposed and exposed[led] & follow:
                follow = follow_legal(follow, exposed[led], led, led_suits)
            rank = follow_top(follow, top, pts, led, i == 3) if follow & (follow - 1) else HIGHEST[follow]
            if rank > top:
                top, win = rank, i
            bit = 1 << rank
            hand[led] ^= bit
            played[led] |= bit
            card = base + rank
        pts += values[card]
        pile |= PILE_BIT[card]
    winner = (leader + win) & 3
    collected[winner] |= pile
    return winner, led_suits | 1 << led


def _policy_lead(hands: list[Suits], leader: int, played: Suits, exposed: Suits, led_suits: int) -> Card:
    """The ``leader``'s lead by :func:`~.fast_policy.lead_play`, played (``hands`` and ``played`` are updated)."""
    hand = hands[leader]
    card = lead_play(hand, played, exposed, led_suits)
    suit, bit = SUIT_OF[card], RANK_BIT[card]
    hand[suit] ^= bit
    played[suit] |= bit
    return card


def close_trick(leader: int, trick: list[Card], collected: list[Mask], led_suits: int) -> tuple[int, int]:
    """Give the full ``trick`` to its winner: the new leader and led suits (``collected`` is updated)."""
    led = SUIT_OF[trick[0]]
    winner = (leader + trick_top(trick)) & 3
    collected[winner] |= ((1 << trick[0]) | (1 << trick[1]) | (1 << trick[2]) | (1 << trick[3])) & POINT_CARDS
    return winner, led_suits | 1 << led


class Spot(NamedTuple):
    """A position for :func:`fast_playout` and :func:`fast_solve`: all but the hands, which each sampled deal brings."""

    leader: int
    trick: tuple[Card, ...]
    #: Every card played this hand, the current trick included.
    played: Mask
    #: Point cards taken so far, by seat.
    collected: tuple[Mask, ...]
    exposed: Mask
    led_suits: int
    rules: Rules
    #: A card the leader must lead now (the ♣2 variant).
    forced: Card | None = None

    @classmethod
    def of(cls, pos: Position) -> Spot:
        """The spot of a :class:`~.position.Position` (its hands are left out)."""
        collected = tuple(m & POINT_CARDS for m in pos.collected)
        trick = tuple(pos.trick)
        return cls(pos.leader, trick, pos.played, collected, pos.exposed, pos.led_suits, pos.rules, pos.forced)

    def after(self, card: Card) -> Spot:
        """This spot once the seat to move plays ``card``: the trick is closed (:func:`close_trick`) when full."""
        trick = [*self.trick, card]
        played = self.played | 1 << card
        if len(trick) < 4:
            return self._replace(trick=tuple(trick), played=played, forced=None)
        collected = list(self.collected)
        leader, led_suits = close_trick(self.leader, trick, collected, self.led_suits)
        return self._replace(
            leader=leader, trick=(), played=played, collected=tuple(collected), led_suits=led_suits, forced=None
        )

    def playout(
        self,
        hands: list[Mask],
        values: list[int],
        shooter: int = -1,
        least: int = SHOOT_LEAST,
        model: int = 0,
        piles: list[Mask] | None = None,
    ) -> list[int]:
        """:func:`fast_playout` from here on the deal ``hands`` (consumed: pass a copy)."""
        return fast_playout(self, hands, values, shooter, least, model, piles=piles)

    def playout_lines(
        self,
        hands: list[Mask],
        values: list[int],
        shooter: int,
        least: int = SHOOT_LEAST,
        model: int = 0,
        piles: tuple[list[Mask], list[Mask]] | None = None,
    ) -> tuple[list[int], list[int]]:
        """:func:`fast_playout_lines` from here on the deal ``hands`` (consumed: pass a copy)."""
        return fast_playout_lines(self, hands, values, shooter, least, model, piles)

    def solve(self, hands: list[Mask], memo: dict[tuple[int, ...], list[int]]) -> list[int]:
        """:func:`fast_solve` from here on the deal ``hands``."""
        trick = list(self.trick)
        collected = list(self.collected)
        return fast_solve(
            hands, self.leader, trick, self.played, collected, self.exposed, self.led_suits, self.rules, memo
        )

    def solved_piles(self, hands: list[Mask], memo: dict[tuple[int, ...], list[int]]) -> list[Mask]:
        """The point cards each seat takes when the hand is played on from here as :meth:`solve` values it
        (each seat the first card of the best value for itself), for the hints' reasons (:mod:`.advice`)."""
        hands = list(hands)
        leader, trick, played, collected, led_suits = (
            self.leader,
            list(self.trick),
            self.played,
            list(self.collected),
            self.led_suits,
        )
        while trick or (hands[0] | hands[1] | hands[2] | hands[3]) & POINT_CARDS:
            seat = (leader + len(trick)) & 3
            hand = hands[seat]
            legal = legal_plays(hand, SUIT_OF[trick[0]] if trick else None, self.exposed, led_suits)
            best, best_u = 0, -(1 << 62)
            for run in card_classes(legal, played, trick):
                b = run & -run
                hands[seat] = hand ^ b
                t = [*trick, b.bit_length() - 1]
                sub = list(collected)
                nl, nls = close_trick(leader, t, sub, led_suits) if len(t) == 4 else (leader, led_suits)
                after = [] if len(t) == 4 else t
                u = utility(fast_solve(hands, nl, after, played | b, sub, self.exposed, nls, self.rules, memo), seat)
                if u > best_u:
                    best, best_u = b, u
            hands[seat] = hand ^ best
            played |= best
            trick.append(best.bit_length() - 1)
            if len(trick) == 4:
                leader, led_suits = close_trick(leader, trick, collected, led_suits)
                trick = []
        return collected


def fast_solve(
    hands: list[Mask],
    leader: int,
    trick: list[Card],
    played: Mask,
    collected: list[Mask],
    exposed: Mask,
    led_suits: int,
    rules: Rules,
    memo: dict[tuple[int, ...], list[int]],
) -> list[int]:
    """Exact max-n value of the rest of the hand (every seat maximizes its own utility): the four hand scores.

    Equivalent cards are searched once; positions at a trick's start are kept
    in ``memo`` (keyed by hands, leader and collected point cards).
    """
    if not trick:
        if not (hands[0] | hands[1] | hands[2] | hands[3]) & POINT_CARDS:
            return final_scores(collected, exposed, rules)
        key = (hands[0], hands[1], hands[2], hands[3], leader, collected[0], collected[1], collected[2], collected[3])
        known = memo.get(key)
        if known is not None:
            return known
    seat = (leader + len(trick)) & 3
    hand = hands[seat]
    led = SUIT_OF[trick[0]] if trick else None
    legal = hand & _SUITS[led] if led is not None else 0
    if not legal:
        legal = hand
    if exposed & legal:
        legal = legal_plays(hand, led, exposed, led_suits)
    best: list[int] | None = None
    best_u = -(1 << 62)
    # One card of each run of interchangeable cards: its lowest.
    for run in card_classes(legal, played, trick):
        b = run & -run
        c = b.bit_length() - 1
        hands[seat] = hand ^ b
        if len(trick) == 3:
            t = [*trick, c]
            sub = list(collected)
            nl, nls = close_trick(leader, t, sub, led_suits)
            scores = fast_solve(hands, nl, [], played | b, sub, exposed, nls, rules, memo)
        else:
            scores = fast_solve(hands, leader, [*trick, c], played | b, collected, exposed, led_suits, rules, memo)
        u = utility(scores, seat)
        if u > best_u:
            best_u = u
            best = scores
    hands[seat] = hand
    assert best is not None
    if not trick:
        memo[key] = best
    return best
