"""The rule-based play policy: Normal's play, and Hard's first candidate and reference playouts.

Hard's own playouts use the bit-mask policy of :mod:`.fast` instead. This one
reads only the mover's hand and public information from a
:class:`~gongzhu.bots.position.Position`, so it is fair both for Normal
(built from a seat view) and inside Hard's playouts (built from a sampled
deal). It weighs a few representative legal cards by

- what winning or losing the trick is worth: the exact change of score of
  the taker (:func:`~gongzhu.bots.points.pile_score`), ours counted fully and
  another player's a third (every other player is a rival); with ♣10, also
  the points its taker may still take, which it multiplies;
- the chance to win it, from the unseen higher and lower cards of the suit
  and the players still to play who are not void in it;
- what the later players may add (hearts followed, the pig dropped under a
  high spade, points dumped by a void player);
- how much it is worth to be rid of the card (a *liability*: the pig and high
  hearts are worth shedding, the goat and the high diamonds that win it are
  worth keeping).

On top of that sit the strategy page's tips (web/content/strategy.en.html): flush the pig with low spades, keep the
pig holder's spades long, do not lure the goat without high diamonds, make
voids, stop an all-hearts run.
"""

from __future__ import annotations

from ..cardfacts import ABOVE, BELOW, HIGH_DIAMONDS, HIGH_HEARTS, HIGH_SPADES, heart_runner
from ..cards import (
    CLUBS,
    DIAMONDS,
    EXPOSABLE,
    FULL_DECK,
    GOAT,
    GOAT_BIT,
    HEART_ACE,
    HEARTS,
    PIG,
    PIG_BIT,
    POINT_CARDS,
    SPADES,
    SUIT_MASKS,
    TRANSFORMER,
    TRANSFORMER_BIT,
    Card,
    Mask,
    rank_of,
    suit_of,
)
from ..rules import Rules
from .points import HEART_SUM, pile_score
from .position import Position

_HEARTS = SUIT_MASKS[HEARTS]
_DIAMONDS = SUIT_MASKS[DIAMONDS]
# The policy's weights, in points of one hand. (Its inner functions write
# ``card // 13`` rather than suit_of: Hard's playouts call them for every card.)

#: What shedding a card is worth by itself (positive: glad to be rid of it):
#: the pig, the goat, each heart by rank (♥2 … ♥A), and other cards per rank.
PIG_LIABILITY = 70.0
GOAT_LIABILITY = -70.0
HEART_LIABILITY = (1.0, 1.0, 1.0, 4.0, 4.0, 4.0, 5.0, 5.0, 5.0, 10.0, 15.0, 20.0, 25.0)
RANK_LIABILITY = 0.6
#: Less pig liability for each lower spade that guards it (up to four).
PIG_GUARD = 12.0
PIG_GUARDS_COUNTED = 4
#: Extra liability of ♠K and ♠A while the pig is out (they may catch it).
HIGH_SPADE_PIG_OUT = 15.0
#: Less liability of ♦Q–♦A while the goat is out (they may win it).
HIGH_DIAMOND_GOAT_OUT = 12.0
#: Liability of ♣10 for a player with minus points, and with plus points.
TRANSFORMER_LIABILITY_MINUS = 15.0
TRANSFORMER_LIABILITY_PLUS = -10.0
#: A rival is an all-hearts threat with every heart taken so far, at least this many.
THREAT_HEARTS = 5
#: Later players void in the suit: the chance one drops the pig on our trick, and
#: what the other cards they shed cost us.
VOID_PIG_DROP = 0.5
VOID_SHED_COST = 15.0
#: What each later follower of a heart trick adds (minus).
HEART_FOLLOW_COST = 8.0
#: What each later follower of a diamond trick above the goat may add (the goat).
GOAT_FOLLOW_GAIN = 8.0
#: Another player's gain counts against us this much (three rivals).
RIVAL_SHARE = 1 / 3
#: Taking a heart from an all-hearts threat, and feeding it one.
STOP_ALL_HEARTS = 60.0
FEED_ALL_HEARTS = 40.0
#: Discarding the last card of a suit (a new void).
NEW_VOID = 4.0
#: Leads: the pig while holding lower spades; any spade while holding the pig;
#: a low spade to flush the pig (with / without ♠K or ♠A in hand); a diamond
#: that only lures the goat out for someone else; a short suit while holding
#: danger (one card / two cards); a suit nobody else holds.
LEAD_PIG = -60.0
LEAD_SPADE_WITH_PIG = -12.0
FLUSH_PIG_WITH_HIGH = 10.0
FLUSH_PIG = 15.0
LURE_GOAT = -6.0
SHORT_SUIT_SINGLETON = 8.0
SHORT_SUIT_DOUBLETON = 3.0
LEAD_DEAD_SUIT = -25.0


def _base_liability(card: Card) -> float:
    """What shedding ``card`` is worth by itself (positive: glad to be rid of it)."""
    if card == PIG:
        return PIG_LIABILITY
    if card == GOAT:
        return GOAT_LIABILITY
    if suit_of(card) == HEARTS:
        return HEART_LIABILITY[rank_of(card)]
    return rank_of(card) * RANK_LIABILITY


LIABILITY: tuple[float, ...] = tuple(_base_liability(c) for c in range(52))


_MEMOS: dict[tuple[Mask, Rules], dict[Mask, int]] = {}
#: Entries a score table may hold before it starts afresh.
MEMO_LIMIT = 100_000


def score_memo(exposed: Mask, rules: Rules) -> dict[Mask, int]:
    """A table of pile scores (by point cards held) for one set of exposures and rules."""
    key = (exposed & EXPOSABLE, rules)
    memo = _MEMOS.get(key)
    if memo is None or len(memo) > MEMO_LIMIT:
        memo = _MEMOS[key] = {}
    return memo


#: Share of the points still to be won that the taker of ♣10 expects to take
#: later, which ♣10 then multiplies: one of four players.
TRANSFORMER_FUTURE_SHARE = 0.25
#: Tricks in a hand.
TRICKS = 13
#: Chance that a later player holding ♣10 drops it under our higher club.
TRANSFORMER_DROP = 0.75


class _Ctx:
    """Per-decision facts shared by the evaluation of each candidate (some computed lazily)."""

    __slots__ = (
        "_future",
        "_memo",
        "_scores",
        "_threat",
        "exposed",
        "hand",
        "my_pile",
        "pos",
        "rules",
        "seat",
        "unseen",
    )

    def __init__(self, pos: Position, seat: int) -> None:
        self.pos = pos
        self.seat = seat
        self.hand = pos.hands[seat]
        self.unseen = FULL_DECK & ~self.hand & ~pos.played
        self.exposed = pos.exposed
        self.rules = pos.rules
        self.my_pile = pos.collected[seat]
        self._scores: list[int | None] = [None, None, None, None]
        self._threat = -2
        self._future: float | None = None
        self._memo = score_memo(self.exposed, self.rules)

    def score(self, who: int) -> int:
        """``who``'s score for what it has collected so far."""
        value = self._scores[who]
        if value is None:
            value = self._scores[who] = self.pile_value(self.pos.collected[who])
        return value

    def pile_value(self, pile: Mask) -> int:
        """:func:`pile_score` of ``pile`` under this hand's exposures, memoized."""
        key = pile & POINT_CARDS
        value = self._memo.get(key)
        if value is None:
            value = self._memo[key] = pile_score(key, self.exposed, self.rules)
        return value

    @property
    def my_score(self) -> int:
        return self.score(self.seat)

    @property
    def threat(self) -> int | None:
        if self._threat == -2:
            found = heart_runner(self.pos.collected, THREAT_HEARTS)
            self._threat = -1 if found is None or found == self.seat else found
        return None if self._threat < 0 else self._threat

    def gain(self, who: int, cards: Mask) -> float:
        """Change of ``who``'s score on taking ``cards``.

        With ♣10 among them, the points ``who`` may still take are multiplied
        too: the expected share of them counts as well.
        """
        if not cards & POINT_CARDS:
            return 0
        after = self.pile_value(self.pos.collected[who] | cards)
        value: float = after - self.score(who)
        if cards & TRANSFORMER_BIT:
            rules = self.rules
            x = rules.EXPOSED_FACTOR if self.exposed & TRANSFORMER_BIT else 1
            if after == rules.TRANSFORMER_ALONE * x:
                # ♣10 alone keeps its bonus only if no point card follows it.
                value -= after * (self.hand.bit_count() - 1) / (TRICKS - 1)
            value += (rules.TRANSFORMER_FACTOR * x - 1) * TRANSFORMER_FUTURE_SHARE * self.future_points(cards)
        return value

    def future_points(self, cards: Mask) -> float:
        """The base points (hearts, pig, goat) nobody has taken yet, outside ``cards``."""
        if self._future is None:
            collected = self.pos.collected
            left = POINT_CARDS & ~(collected[0] | collected[1] | collected[2] | collected[3])
            x = self.rules.EXPOSED_FACTOR
            hearts = HEART_SUM[(left >> 13) & 0x1FFF] * (x if self.exposed >> HEART_ACE & 1 else 1)
            pig = self.rules.PIG_VALUE * (x if self.exposed & PIG_BIT else 1) if left & PIG_BIT else 0
            goat = self.rules.GOAT_VALUE * (x if self.exposed & GOAT_BIT else 1) if left & GOAT_BIT else 0
            self._future = float(hearts + pig + goat)
        # The trick's own cards are counted by the pile score already.
        rest = cards & POINT_CARDS & ~TRANSFORMER_BIT
        if not rest:
            return self._future
        return self._future - self.pile_value(rest)

    def liability(self, card: Card) -> float:
        value = LIABILITY[card]
        exposed = self.exposed
        factor = self.rules.EXPOSED_FACTOR
        if card == PIG:
            # Lower spades guard the pig: each makes it less likely to be caught.
            guards = (self.hand & BELOW[PIG]).bit_count()
            value -= PIG_GUARD * min(guards, PIG_GUARDS_COUNTED)
            return value * factor if exposed & PIG_BIT else value
        if card == GOAT:
            return value * factor if exposed & GOAT_BIT else value
        bit = 1 << card
        if bit & _HEARTS:
            return value * factor if exposed >> HEART_ACE & 1 else value
        if bit & HIGH_SPADES and self.unseen & PIG_BIT:
            return value + HIGH_SPADE_PIG_OUT
        if bit & HIGH_DIAMONDS and (self.unseen | self.hand) & GOAT_BIT:
            # The goat is still to be won: high diamonds win it.
            return value - HIGH_DIAMOND_GOAT_OUT
        if card == TRANSFORMER and self.my_pile & POINT_CARDS:
            if self.my_score < 0:
                return TRANSFORMER_LIABILITY_MINUS
            if self.my_score > 0:
                return TRANSFORMER_LIABILITY_PLUS
        return value


def _candidates(legal: Mask, top: int = -1) -> list[Card]:
    """Representative cards: per suit the lowest and highest, plus every point card.

    Following to a trick whose best card is ``top``, also the highest card
    under it and the lowest over it.
    """
    out: list[Card] = []
    if top >= 0:
        under = legal & BELOW[top]
        over = legal & ABOVE[top]
        if under:
            out.append(under.bit_length() - 1)
        if over:
            out.append((over & -over).bit_length() - 1)
    for suit_mask in SUIT_MASKS:
        cards = legal & suit_mask
        if not cards:
            continue
        low = (cards & -cards).bit_length() - 1
        high = cards.bit_length() - 1
        out.append(low)
        if high != low:
            out.append(high)
        special = cards & (POINT_CARDS | HIGH_SPADES | HIGH_DIAMONDS) & ~(1 << low) & ~(1 << high)
        while special:
            b = special & -special
            out.append(b.bit_length() - 1)
            special ^= b
    return out


def _p_win(ctx: _Ctx, card: Card, later: list[int], bad: bool = False) -> float:
    """Chance that ``card``, now on top, stays on top through ``later`` players.

    On a neutral trick a later player with a higher card and no lower one
    wins it. On a ``bad`` trick (minus points for the taker) later players
    only overtake when every card they hold in the suit is higher.
    """
    suit = card // 13
    higher = ctx.unseen & ABOVE[card]
    if not higher:
        return 1.0
    voids = ctx.pos.voids
    n_later = 0
    for s in later:
        if not voids[s] >> suit & 1:
            n_later += 1
    if not n_later:
        return 1.0
    k = higher.bit_count()
    lo = (ctx.unseen & BELOW[card]).bit_count()
    if not bad:
        p: float = (lo / (lo + k)) ** n_later
        return p
    # Each unseen card sits with any of the other seats not void in the suit.
    holders = 0
    for s in range(4):
        if s != ctx.seat and not voids[s] >> suit & 1:
            holders += 1
    miss = 1.0 - 1.0 / max(1, holders)
    overtakes = miss**lo * (1.0 - miss**k)
    return (1.0 - overtakes) ** n_later


def _later_extra(ctx: _Ctx, card: Card, suit: int, later: list[int]) -> float:
    """Expected change of our score from what ``later`` players add when we win."""
    pos = ctx.pos
    voids = pos.voids
    unseen = ctx.unseen
    extra = 0.0
    n_follow = 0
    for s in later:
        if voids[s] >> suit & 1:
            # A void player sheds its worst card on our trick.
            if unseen & PIG_BIT and (pos.exposed_by[s] & PIG_BIT or not _pig_known_elsewhere(ctx, s)):
                extra += ctx.gain(ctx.seat, PIG_BIT) * VOID_PIG_DROP
            extra -= VOID_SHED_COST
        else:
            n_follow += 1
    if not n_follow:
        return extra
    if suit == HEARTS:
        extra -= HEART_FOLLOW_COST * n_follow * (ctx.rules.EXPOSED_FACTOR if ctx.exposed >> HEART_ACE & 1 else 1)
    elif suit == SPADES and card > PIG and unseen & PIG_BIT:
        holder = _known_holder(ctx, PIG)
        if holder is None:
            # The pig's holder is one of the three others: a later follower n_follow / 3 of the time.
            extra += ctx.gain(ctx.seat, PIG_BIT) * n_follow / 3
        elif holder in later and not _restricted_now(ctx, holder, PIG):
            extra += ctx.gain(ctx.seat, PIG_BIT)
    elif suit == CLUBS and card > TRANSFORMER and unseen & TRANSFORMER_BIT:
        extra += ctx.gain(ctx.seat, TRANSFORMER_BIT) * TRANSFORMER_DROP * n_follow / 3
    elif suit == DIAMONDS and card > GOAT and unseen & GOAT_BIT:
        extra += GOAT_FOLLOW_GAIN * n_follow
    return extra


def _known_holder(ctx: _Ctx, card: Card) -> int | None:
    for s in range(4):
        if ctx.pos.exposed_by[s] >> card & 1:
            return s
    return None


def _pig_known_elsewhere(ctx: _Ctx, seat: int) -> bool:
    holder = _known_holder(ctx, PIG)
    return holder is not None and holder != seat


def _restricted_now(ctx: _Ctx, seat: int, card: Card) -> bool:
    """Whether ``seat`` may be kept from playing its exposed ``card`` now (the first trick of its suit).

    Not :func:`gongzhu.legal._held_back`, which gives the cards the rule keeps
    in a known hand: here the hand is unknown, so this only says the rule may apply.
    """
    return not ctx.pos.led_suits >> (card // 13) & 1 and not ctx.pos.voids[seat] >> (card // 13) & 1


def policy_play(pos: Position, seat: int, legal: Mask) -> Card:
    """The policy's card for ``seat`` among ``legal`` (non-empty)."""
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    ctx = _Ctx(pos, seat)
    trick = pos.trick
    if not trick:
        return _lead(ctx, legal)
    led = trick[0] // 13
    winner, top = pos.current_winner()
    tmask = 0
    for c in trick:
        tmask |= 1 << c
    later = [(seat + k) & 3 for k in range(1, 4 - len(trick))]
    best = -1
    best_value = -1e9
    if legal & SUIT_MASKS[led]:
        for c in _candidates(legal, top):
            taken = tmask | (1 << c)
            if c > top:
                now = ctx.gain(seat, taken)
                p = _p_win(ctx, c, later, now < 0)
                value = ctx.liability(c)
                if p > 0.0:
                    mine = now + (_later_extra(ctx, c, led, later) if later else 0.0)
                    if (taken & _HEARTS or led == HEARTS) and ctx.threat is not None:
                        mine += STOP_ALL_HEARTS
                    value += p * mine
                if p < 1.0:
                    value -= (1.0 - p) * ctx.gain(winner, taken) * RIVAL_SHARE
            else:
                value = ctx.liability(c) - ctx.gain(winner, taken) * RIVAL_SHARE
            if value > best_value:
                best_value = value
                best = c
        return best
    for c in _candidates(legal):
        value = ctx.liability(c) - ctx.gain(winner, tmask | (1 << c)) * RIVAL_SHARE
        bit = 1 << c
        if not (ctx.hand & ~bit) & SUIT_MASKS[c // 13]:
            value += NEW_VOID
        if bit & _HEARTS and winner == ctx.threat:
            value -= FEED_ALL_HEARTS
        if value > best_value:
            best_value = value
            best = c
    return best


def _lead(ctx: _Ctx, legal: Mask) -> Card:
    seat = ctx.seat
    hand = ctx.hand
    unseen = ctx.unseen
    later = [(seat + 1) & 3, (seat + 2) & 3, (seat + 3) & 3]
    have_pig = hand & PIG_BIT
    pig_out = unseen & PIG_BIT
    goat_out = unseen & GOAT_BIT
    danger = have_pig or hand & HIGH_HEARTS
    best = -1
    best_value = -1e9
    for c in _candidates(legal):
        suit = c // 13
        bit = 1 << c
        now = ctx.gain(seat, bit)
        p = _p_win(ctx, c, later, now < 0)
        value = ctx.liability(c)
        if p > 0.0:
            mine = now + _later_extra(ctx, c, suit, later)
            value += p * mine
        if p < 1.0:
            # Someone else takes our card.
            value -= (1.0 - p) * ctx.gain(later[0], bit) * RIVAL_SHARE
        if suit == SPADES:
            if c == PIG and hand & BELOW[PIG]:
                value += LEAD_PIG
            elif have_pig:
                value += LEAD_SPADE_WITH_PIG
            elif pig_out and c < PIG:
                holder = _known_holder(ctx, PIG)
                if holder is None or not _restricted_now(ctx, holder, PIG):
                    value += FLUSH_PIG_WITH_HIGH if hand & HIGH_SPADES else FLUSH_PIG
        elif (
            suit == DIAMONDS
            and goat_out
            and c != GOAT
            # Without the top diamond, a diamond lead only lures the goat out for someone else.
            and (hand & _DIAMONDS).bit_length() < (unseen & _DIAMONDS).bit_length()
        ):
            value += LURE_GOAT
        length = (hand & SUIT_MASKS[suit]).bit_count()
        if danger and length <= 2 and suit != SPADES:
            value += SHORT_SUIT_SINGLETON if length == 1 else SHORT_SUIT_DOUBLETON
        if not unseen & SUIT_MASKS[suit]:
            value += LEAD_DEAD_SUIT
        if value > best_value:
            best_value = value
            best = c
    return best
