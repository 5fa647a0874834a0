"""A lean playout core: whole hands played out with bit masks and small ints.

Hard evaluates a card by playing the rest of the hand out on many sampled
deals. This module does that without any object per card or per position:
a deal is four hand masks, a trick is a short list of card numbers, and the
play policy (:func:`fast_play`) decides with a few integer operations.

The policy is the Hearts player's common sense, so that simulated opponents
do not give points away:

- following, duck under the winning card with the highest card that stays
  under it; drop the pig under ♠K or ♠A; take a trick that holds the goat;
  take a clean last trick with the highest card (a burden less);
- when void, shed the pig, then the highest heart, then ♠A/♠K while the pig
  is out, then the highest card of the shortest suit; keep the goat;
- leading, prefer a card that cannot win (every outstanding card of the suit
  is higher), flush the pig with low spades, avoid leading into a suit
  nobody else holds, and keep spades when holding the pig.

A seat that holds every heart taken so far can instead play on for all the
hearts (:func:`shoot_play`): cash sure winners, the top heart first, win
what it can, and keep its hearts when void. Hard lets its own seat do so
while it holds the top heart still out (:data:`IN_CONTROL`), and
(``rivals``) any other seat whose hand supports it: it has taken
:data:`SHOOT_LEAST` hearts or more, all of them, and holds the top heart
still out.

The others defend (``defend``), as seasoned players do (but for the seats
marked calm, ``CALM << seat``: players who let runs go): once a seat holds
every heart taken, :data:`DEFEND_LEAST` or more, they break the run
(:func:`defend_play`) by taking a heart trick with their highest card when
the trick costs less than the run's stake (:func:`run_stake`), and when
void they keep their hearts off the runner's tricks and throw them on
anyone else's.

It reads only the mover's hand and what is played, plus which suits each
other seat still holds in the sampled deal (a seat that is void shows it
sooner or later), so it stays cheap and plausible.
"""

from __future__ import annotations

from typing import NamedTuple

from ..cardfacts import ABOVE, BELOW, HIGH_SPADES, LOW_SPADES, SUIT_OF, trick_top
from ..cards import (
    GOAT,
    GOAT_BIT,
    HEART_ACE,
    HEARTS,
    PIG,
    PIG_BIT,
    POINT_CARDS,
    SPADES,
    SUIT_MASKS,
    Card,
    Mask,
    cards_of,
    rank_of,
)
from ..legal import legal_plays
from ..rules import Rules
from .playout import card_classes, utility
from .points import final_scores
from .position import Position

_SUITS = SUIT_MASKS
_HEARTS = SUIT_MASKS[HEARTS]
#: Each suit and its cards.
_SUIT_LIST = tuple(enumerate(SUIT_MASKS))

# The leading policy's weights (:func:`_lead`), in points of one hand, per suit it may lead.
#: A suit nobody else holds: everyone discards on our trick.
LEAD_DEAD_SUIT = -30.0
#: A lead that cannot win (every outstanding card of the suit is higher).
LEAD_SAFE = 10.0
#: Else the risk of winning, times the share of the outstanding cards below ours.
LEAD_RISK = -6.0
#: Short suits make voids: this less the cards we hold of the suit.
LEAD_SHORT = 3.0
#: Spades while holding the pig; a low spade to flush the pig (neither ♠K nor
#: ♠A in hand); ♠K or ♠A while the pig is out and we hold no lower spade.
LEAD_SPADE_WITH_PIG = -12.0
FLUSH_PIG = 8.0
LEAD_PIG_CATCHER = -15.0
#: Hearts: this much, plus this much per rank above ♥2.
LEAD_HEART = -2.0
LEAD_HEART_RANK = -0.5
#: The pig or the goat itself.
LEAD_PIG_OR_GOAT = -20.0
#: The weights above as tables, the same numbers worked out once: the risk of a
#: lead with ``below`` outstanding cards under it and ``above`` over it (one or more below),
_RISK = tuple(
    tuple(LEAD_RISK * below / (below + above) if below else 0.0 for above in range(13)) for below in range(13)
)
#: the short suit's weight by the cards we hold of it, and a heart's by the card.
_SHORT = tuple(LEAD_SHORT - n for n in range(14))
_HEART_LEAD = tuple(
    LEAD_HEART + (card - 13) * LEAD_HEART_RANK if SUIT_OF[card] == HEARTS else 0.0 for card in range(52)
)


def _low(m: Mask) -> Card:
    return (m ^ (m - 1)).bit_length() - 1  # the bits up to the lowest set one


def fast_play(
    hands: list[Mask], seat: int, trick: list[Card], played: Mask, exposed: Mask, led_suits: int, values: list[int]
) -> Card:
    """The policy's card for ``seat`` (a sampled deal: ``hands`` are all known)."""
    hand = hands[seat]
    if trick:
        led = SUIT_OF[trick[0]]
        follow = hand & _SUITS[led]
        if follow and exposed & follow:
            follow = legal_plays(hand, led, exposed, led_suits)
        if follow:
            if not follow & (follow - 1):
                return follow.bit_length() - 1
            return _follow(trick, follow, led, values)
        return _discard(hand, played)
    legal = hand
    if exposed & hand:
        legal = legal_plays(hand, None, exposed, led_suits)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    return _lead(hand, hands[(seat + 1) & 3] | hands[(seat + 2) & 3] | hands[(seat + 3) & 3], legal)


def _follow(trick: list[Card], follow: Mask, led: int, values: list[int]) -> Card:
    """:func:`_follow_top` for the ``trick`` so far."""
    pts = 0
    for c in trick:
        pts += values[c]
    return _follow_top(follow, trick[trick_top(trick)], pts, led, len(trick) == 3)


def _follow_top(follow: Mask, top: Card, pts: int, led: int, last: bool) -> Card:
    """The policy's card of ``follow`` (two or more cards of the ``led`` suit) under the trick's ``top`` card.

    ``pts``: what the trick holds so far; ``last``: we play its fourth card.
    """
    under = follow & BELOW[top]
    high = follow.bit_length() - 1
    if led == SPADES and follow & PIG_BIT and top > PIG:
        return PIG  # the pig under ♠K or ♠A
    if pts > 0 and high > top:
        return high  # take the goat
    if last:
        if pts >= 0 and high > top and not (1 << high) & POINT_CARDS:
            return high  # a clean trick: win it and shed a high card
        if under:
            return under.bit_length() - 1
        if high == PIG and follow != PIG_BIT:
            return (follow ^ PIG_BIT).bit_length() - 1
        return high
    if under:
        card = under.bit_length() - 1
        if card == PIG and under != PIG_BIT:
            # Keep the pig unless it stays under: it would be ours if nobody overtakes.
            return (under ^ PIG_BIT).bit_length() - 1
        return card
    # Forced over the top with players to come: spades keep the pig back.
    if led == SPADES and follow & PIG_BIT:
        rest = follow ^ PIG_BIT
        if rest:
            return rest.bit_length() - 1
    if led == HEARTS:
        return _low(follow)
    return high


def _discard(hand: Mask, played: Mask) -> Card:
    """The policy's card of ``hand`` when void in the led suit (``played``: every card played so far)."""
    if hand & PIG_BIT:
        return PIG
    hearts = hand & _HEARTS
    if hearts >> 16:  # a heart above ♥4
        return hearts.bit_length() - 1
    if hand & HIGH_SPADES and not played & PIG_BIT:
        return (hand & HIGH_SPADES).bit_length() - 1
    # The highest card of the shortest suit (never the goat if anything else remains).
    rest = hand ^ GOAT_BIT if hand & GOAT_BIT and hand != GOAT_BIT else hand
    best = -1
    best_len = 99
    for suit in _SUITS:
        cards = rest & suit
        if cards:
            n = cards.bit_count()
            top = cards.bit_length() - 1
            if n < best_len or (n == best_len and top % 13 > best % 13):
                best_len = n
                best = top
    return best


def _lead(hand: Mask, others: Mask, legal: Mask) -> Card:
    """The policy's lead of ``legal`` (two or more cards of ``hand``); ``others``: the other seats' hands together."""
    best = -1
    best_score = -1e9
    for s, suit in _SUIT_LIST:
        cards = legal & suit
        if not cards:
            continue
        out = others & suit
        low = (cards ^ (cards - 1)).bit_length() - 1
        if not out:
            score = LEAD_DEAD_SUIT
        else:
            below = (out & BELOW[low]).bit_count()
            score = _RISK[below][(out & ABOVE[low]).bit_count()] if below else LEAD_SAFE
            score += _SHORT[(hand & suit).bit_count()]
        if s == SPADES:
            if hand & PIG_BIT:
                score += LEAD_SPADE_WITH_PIG
            elif others & PIG_BIT and low < PIG and not hand & HIGH_SPADES:
                score += FLUSH_PIG
            elif others & PIG_BIT and hand & HIGH_SPADES and not cards & LOW_SPADES:
                score += LEAD_PIG_CATCHER
            if low == PIG:
                score += LEAD_PIG_OR_GOAT
        elif s == HEARTS:
            score += _HEART_LEAD[low]
        elif low == GOAT:
            score += LEAD_PIG_OR_GOAT
        if score > best_score:
            best_score = score
            best = low
    return best


#: Hearts a seat must hold (and nobody else any) before it plays on for all of them.
SHOOT_LEAST = 4


def shoot_play(hands: list[Mask], seat: int, trick: list[Card], exposed: Mask, led_suits: int) -> Card:
    """A card for a seat that goes for all the hearts: win every trick it can."""
    hand = hands[seat]
    if trick:
        led = SUIT_OF[trick[0]]
        legal = hand & _SUITS[led] or hand
        if exposed & legal:
            legal = legal_plays(hand, led, exposed, led_suits)
        if legal & _SUITS[led]:
            top = trick[trick_top(trick)]
            high = legal.bit_length() - 1
            return high if high > top else _low(legal)
        # Void: keep the hearts and the goat, shed the lowest other card.
        rest = legal & ~_HEARTS & ~GOAT_BIT or legal & ~_HEARTS or legal
        return min(cards_of(rest), key=rank_of)
    legal = hand
    if exposed & hand:
        legal = legal_plays(hand, None, exposed, led_suits)
    others = 0
    for s in (0, 1, 2, 3):
        if s != seat:
            others |= hands[s]
    longest = -1
    longest_n = 0
    for s in (HEARTS, 0, 2, 3):
        cards = legal & _SUITS[s]
        if not cards:
            continue
        high = cards.bit_length() - 1
        if high > (others & _SUITS[s]).bit_length() - 1:
            return high  # a sure winner
        n = cards.bit_count()
        if n > longest_n:
            longest_n = n
            longest = high
    return longest


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
#: What breaking a run is worth to a defender: this, plus this per heart the
#: runner has taken, at most the last (doubled when ♥A is exposed).
STAKE_BASE, STAKE_PER_HEART, STAKE_MOST = 20, 15, 150


def run_stake(taken: int, exposed: Mask) -> int:
    """What breaking the run of a seat that has taken ``taken`` hearts is worth (points).

    >>> run_stake(2, 0), run_stake(20, 0), run_stake(2, 1 << HEART_ACE)
    (50, 150, 100)
    """
    stake = min(STAKE_MOST, STAKE_BASE + STAKE_PER_HEART * taken)
    return stake * 2 if exposed >> HEART_ACE & 1 else stake


def defend_play(
    hands: list[Mask],
    seat: int,
    trick: list[Card],
    played: Mask,
    exposed: Mask,
    led_suits: int,
    values: list[int],
    runner: int,
    stake: int,
) -> Card:
    """A card of ``seat`` that breaks ``runner``'s run cheaply, or -1 when the policy's own card will do.

    Leading: the lowest heart above every heart the runner holds. Following a
    trick that the runner wins or may still win: the highest card over the
    top, if the trick then costs at most ``stake`` and holds a heart, or if
    it wins the lead for a heart the runner cannot beat. Void: no heart and no pig on the runner's trick; a heart on
    anyone else's once the runner has played.
    """
    hand = hands[seat]
    if not trick:
        # Lead a heart the runner cannot beat: someone else takes that trick.
        safe = hand & _HEARTS & ~((1 << (hands[runner] & _HEARTS).bit_length()) - 1)
        if exposed & safe:
            safe &= legal_plays(hand, None, exposed, led_suits)
        return _low(safe) if safe else -1
    led = SUIT_OF[trick[0]]
    best = trick_top(trick)
    top = trick[best]
    pts = 0
    hearts = 0
    for c in trick:
        pts += values[c]
        hearts |= 1 << c
    hearts &= _HEARTS
    leader = (seat - len(trick)) & 3
    winner = (leader + best) & 3
    runner_later = (runner - leader) & 3 > len(trick)
    follow = hand & _SUITS[led]
    if follow:
        if exposed & follow:
            follow = legal_plays(hand, led, exposed, led_suits)
        over = follow & ABOVE[top]
        if over and (winner == runner or runner_later):
            # Take a heart from the runner, or the lead to play one it cannot beat.
            beyond = ~((1 << (hands[runner] & _HEARTS).bit_length()) - 1)
            if hearts or led == HEARTS or hand & _HEARTS & beyond:
                card = over.bit_length() - 1
                if -(pts + values[card]) <= stake:
                    return card
        return -1
    if winner == runner:
        rest = hand & ~_HEARTS & ~PIG_BIT
        return _discard(rest, played) if rest else -1
    mine = hand & _HEARTS
    return mine.bit_length() - 1 if mine and not runner_later else -1


def _roles(hands: list[Mask], collected: list[Mask], shooter: int, least: int, model: int) -> tuple[int, int]:
    """Who goes for all the hearts this trick, and who is defended against (-1: nobody).

    ``model`` holds :data:`RIVALS_SHOOT`, :data:`DEFEND` and :data:`IN_CONTROL` as bits.
    The shooter runs while it holds every heart taken (:func:`~gongzhu.cardfacts.holds_every_heart`),
    the runner is the seat that does so (:func:`~gongzhu.cardfacts.heart_runner`, one heart or more).
    """
    taken = (collected[0] | collected[1] | collected[2] | collected[3]) & _HEARTS
    if not taken and least > 0:
        return -1, -1  # no heart taken yet: nobody runs
    running = -1
    if shooter >= 0 and collected[shooter] & _HEARTS == taken and taken.bit_count() >= least:
        running = shooter
        if model & IN_CONTROL and _heart_control(hands, running) < 0:
            running = -1  # the top heart still out is another seat's: no run yet
    if not taken or not model & ~IN_CONTROL:
        return running, -1
    runner = 0
    while collected[runner] & _HEARTS != taken:
        runner += 1
        if runner == 4:
            return running, -1  # the hearts are shared: no runner
    count = taken.bit_count()
    if model & RIVALS_SHOOT and runner != shooter and count >= SHOOT_LEAST and _heart_control(hands, runner) > 0:
        running = runner
    return running, runner if model & DEFEND and count >= DEFEND_LEAST else -1


def _heart_control(hands: list[Mask], seat: int) -> int:
    """Above 0 when ``seat`` holds the highest heart left in the hands, below 0 when another seat does, else 0 (none left)."""
    outside = (hands[0] | hands[1] | hands[2] | hands[3]) & _HEARTS & ~hands[seat]
    return (hands[seat] & _HEARTS).bit_length() - outside.bit_length()


def fast_playout(
    spot: Spot,
    hands: list[Mask],
    values: list[int],
    shooter: int = -1,
    least: int = SHOOT_LEAST,
    model: int = 0,
    fork: list[tuple[Spot, list[Mask]]] | None = None,
) -> list[int]:
    """Play the hand out from ``spot`` on the deal ``hands``; the four hand scores.

    ``hands`` is consumed (pass a copy).
    ``shooter`` goes for all the hearts (:func:`shoot_play`) while it holds
    every heart taken so far, and at least ``least`` of them. ``model``
    says whether other seats may go for them too and whether the others
    defend (:data:`RIVALS_SHOOT`, :data:`DEFEND`), but for the seats marked
    ``CALM << seat`` (:data:`CALM`).

    ``fork``: where the ``shooter`` (0 to 3) first starts to play on for all the hearts,
    the spot and the hands then are appended to it (:func:`fast_playout_lines`).
    """
    leader, trick, played, collected = spot.leader, list(spot.trick), spot.played, list(spot.collected)
    exposed, led_suits, forced = spot.exposed, spot.led_suits, spot.forced
    if forced is not None and not trick and hands[leader] >> forced & 1:
        hands[leader] ^= 1 << forced
        played |= 1 << forced
        trick.append(forced)
    seen = running = runner = stake = -1
    while trick or (hands[0] | hands[1] | hands[2] | hands[3]) & POINT_CARDS:
        taken = (collected[0] | collected[1] | collected[2] | collected[3]) & _HEARTS
        if taken != seen:  # the roles read only the hearts, and those move only when some are taken
            seen = taken
            running, runner = _roles(hands, collected, shooter, least, model)
            if running == shooter and fork is not None:
                fork.append((_spot_now(spot, leader, trick, played, collected, led_suits), list(hands)))
                fork = None
            stake = run_stake((collected[runner] & _HEARTS).bit_count(), exposed) if runner >= 0 else 0
        if running < 0 and runner < 0:
            leader, played, led_suits = _policy_trick(
                hands, leader, trick, played, collected, exposed, led_suits, values
            )
            trick = []
            continue
        for n in range(len(trick), 4):
            seat = (leader + n) & 3
            if seat == running:
                card = shoot_play(hands, seat, trick, exposed, led_suits)
            elif runner >= 0 and seat != runner and not model & CALM << seat:
                card = defend_play(hands, seat, trick, played, exposed, led_suits, values, runner, stake)
                if card < 0:
                    card = fast_play(hands, seat, trick, played, exposed, led_suits, values)
            else:
                card = fast_play(hands, seat, trick, played, exposed, led_suits, values)
            hands[seat] ^= 1 << card
            played |= 1 << card
            trick.append(card)
        leader, led_suits = close_trick(leader, trick, collected, led_suits)
        trick = []
    return final_scores(collected, exposed, spot.rules)


#: A shoot threshold no seat reaches (there are 13 hearts): the line that never goes for all the hearts.
NEVER_SHOOT = 14


def fast_playout_lines(
    spot: Spot, hands: list[Mask], values: list[int], shooter: int, least: int = SHOOT_LEAST, model: int = 0
) -> tuple[list[int], list[int]]:
    """:func:`fast_playout` of the deal ``hands`` on two lines: the ``shooter`` (0 to 3) goes for all the hearts
    from ``least`` of them on, and it never does (``least`` :data:`NEVER_SHOOT`); both lines' four hand scores.

    The lines play the same cards until the first trick at which the shooter starts to play on for all
    the hearts (:func:`_roles`: nothing else there reads ``least``, and with :data:`NEVER_SHOOT` the
    shooter never runs): the other line is played out from there only, and where there is no such
    trick its scores are the first line's (the same list). ``hands`` is consumed (pass a copy).
    """
    fork: list[tuple[Spot, list[Mask]]] = []
    scores = fast_playout(spot, hands, values, shooter, least, model, fork)
    if not fork:
        return scores, scores
    parted, rest = fork[0]
    return scores, fast_playout(parted, rest, values, shooter, NEVER_SHOOT, model)


def _spot_now(spot: Spot, leader: int, trick: list[Card], played: Mask, collected: list[Mask], led_suits: int) -> Spot:
    """A playout of ``spot`` at a trick's start (or within the spot's own trick), as a spot of its own."""
    return spot._replace(
        leader=leader, trick=tuple(trick), played=played, collected=tuple(collected), led_suits=led_suits, forced=None
    )


def _policy_trick(
    hands: list[Mask],
    leader: int,
    trick: list[Card],
    played: Mask,
    collected: list[Mask],
    exposed: Mask,
    led_suits: int,
    values: list[int],
) -> tuple[int, Mask, int]:
    """Every seat to play finishes the trick begun with ``trick`` by :func:`fast_play`; :func:`close_trick`.

    The trick's top card, points and cards are kept as they come instead of
    read again from a list for each card. The new leader, the cards played
    and the led suits (``hands`` and ``collected`` are updated).
    """
    n = len(trick)
    if n:
        led, win, pts, cards = SUIT_OF[trick[0]], trick_top(trick), 0, 0
        top = trick[win]
        for c in trick:
            pts += values[c]
            cards |= 1 << c
        before = played
    else:
        hand = hands[leader]
        legal = legal_plays(hand, None, exposed, led_suits) if exposed & hand else hand
        if legal & (legal - 1):
            top = _lead(hand, hands[(leader + 1) & 3] | hands[(leader + 2) & 3] | hands[(leader + 3) & 3], legal)
        else:
            top = legal.bit_length() - 1
        hands[leader] = hand ^ 1 << top
        led, win, pts, n, cards, before = SUIT_OF[top], 0, values[top], 1, 0, played
        played |= 1 << top
    suit = _SUITS[led]
    for i in range(n, 4):
        seat = (leader + i) & 3
        hand = hands[seat]
        follow = hand & suit
        if not follow:
            card = _discard(hand, played)
        else:
            if exposed & follow:
                follow = legal_plays(hand, led, exposed, led_suits)
            card = _follow_top(follow, top, pts, led, i == 3) if follow & (follow - 1) else follow.bit_length() - 1
            if card > top:
                top, win = card, i
        hands[seat] = hand ^ 1 << card
        played |= 1 << card
        pts += values[card]
    winner = (leader + win) & 3
    collected[winner] |= (cards | played ^ before) & POINT_CARDS
    return winner, played, led_suits | 1 << led


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
        self, hands: list[Mask], values: list[int], shooter: int = -1, least: int = SHOOT_LEAST, model: int = 0
    ) -> list[int]:
        """:func:`fast_playout` from here on the deal ``hands`` (consumed: pass a copy)."""
        return fast_playout(self, hands, values, shooter, least, model)

    def playout_lines(
        self, hands: list[Mask], values: list[int], shooter: int, least: int = SHOOT_LEAST, model: int = 0
    ) -> tuple[list[int], list[int]]:
        """:func:`fast_playout_lines` from here on the deal ``hands`` (consumed: pass a copy)."""
        return fast_playout_lines(self, hands, values, shooter, least, model)

    def solve(self, hands: list[Mask], memo: dict[tuple[int, ...], list[int]]) -> list[int]:
        """:func:`fast_solve` from here on the deal ``hands``."""
        trick = list(self.trick)
        collected = list(self.collected)
        return fast_solve(
            hands, self.leader, trick, self.played, collected, self.exposed, self.led_suits, self.rules, memo
        )


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
