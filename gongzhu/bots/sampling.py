"""Deals of the hidden cards consistent with everything public, drawn uniformly.

The unseen cards go to the other three seats so that each gets exactly the
number of cards it holds, keeps the exposed cards it still holds, and gets no
card of a suit it is known to be void in (see
:func:`~gongzhu.bots.knowledge.inferred_voids`). A small dynamic programme
counts, suit by suit, how many deals give each seat how many cards of the
suit, so that the consistent deals can be numbered (:meth:`DealSampler.deal`):
one uniform number below their count is one uniform deal. A deal costs one
draw of the generator and small-int arithmetic, where shuffling each suit
cost a draw per card.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import comb

from ..cards import SUIT_MASKS, Mask, card_list
from ..rng import Rng


def resample(weights: Sequence[float], count: int, start: float) -> dict[int, int]:
    """Systematic resampling: how often each index of ``weights`` is picked by ``count`` picks spread evenly
    over their total, the first at ``start`` (0 to 1) of the way into the first step.

    Each index is picked in proportion to its weight, give or take one pick.

    >>> resample([1.0, 1.0, 2.0], 4, 0.5)
    {0: 1, 1: 1, 2: 2}
    >>> resample([0.1, 5.0, 0.1, 0.1], 3, 0.5)
    {1: 3}
    """
    total = sum(weights)
    if count < 1 or total <= 0:
        raise ValueError("resampling needs one pick or more and a positive total weight")
    step = total / count
    at = start * step
    picks: dict[int, int] = {}
    reached = 0.0
    for i, w in enumerate(weights):
        reached += w
        while at < reached and count:
            picks[i] = picks.get(i, 0) + 1
            at += step
            count -= 1
    if count:  # rounding left the last pick beyond the total
        last = len(weights) - 1
        picks[last] = picks.get(last, 0) + count
    return picks


#: ``_CHOOSE[n][k]``: the ways to choose ``k`` of ``n`` cards (a suit has 13).
_CHOOSE = tuple(tuple(comb(n, k) for k in range(n + 1)) for n in range(14))


class DealSampler:
    """Draws hands for ``others`` from ``free`` cards, on top of ``fixed`` ones."""

    def __init__(
        self, me: int, my_hand: Mask, unseen: Mask, sizes: list[int], fixed: list[Mask], voids: list[int]
    ) -> None:
        self.others = [s for s in range(4) if s != me]
        self.base = [0, 0, 0, 0]
        self.base[me] = my_hand
        taken = 0
        for s in self.others:
            self.base[s] = fixed[s] & unseen
            taken |= self.base[s]
        self.free = unseen & ~taken
        self.caps = [sizes[s] - self.base[s].bit_count() for s in self.others]
        self.suit_cards = [self.free & SUIT_MASKS[suit] for suit in range(4)]
        #: Each suit's free cards as bits, in card order: a deal's number picks which of them go where (:meth:`deal`).
        self.suit_bits = [[1 << card for card in card_list(m)] for m in self.suit_cards]
        self.counts = [m.bit_count() for m in self.suit_cards]
        self.allowed = [[not voids[s] >> suit & 1 for s in self.others] for suit in range(4)]
        #: Per suit and the capacities left to the first two seats (:meth:`_draw`): the ways and the splits.
        self._draws: dict[tuple[int, int, int], tuple[int, list[tuple[int, int, int]]]] = {}
        if sum(self.caps) != self.free.bit_count() or min(self.caps, default=0) < 0:
            raise ValueError("hand sizes do not match the unseen cards")
        if self._ways(0, self.caps[0], self.caps[1]) == 0:
            # Inconsistent knowledge (should not happen): forget the voids.
            self.allowed = [[True, True, True] for _ in range(4)]
            self._draws.clear()

    def _draw(self, suit: int, ra: int, rb: int) -> tuple[int, list[tuple[int, int, int]]]:
        """How many ways the cards of ``suit`` and the suits after it go to the three seats, given the first two
        seats' remaining capacities, and the ways to split ``suit`` among them: (xa, xb, weight)."""
        key = (suit, ra, rb)
        known = self._draws.get(key)
        if known is not None:
            return known
        n = self.counts[suit]
        ok_a, ok_b, ok_c = self.allowed[suit]
        if suit == 3:
            # The last suit's split is what the seats have room for: the first two seats take ``ra`` and ``rb``.
            xc = n - ra - rb
            if xc < 0 or (ra and not ok_a) or (rb and not ok_b) or (xc and not ok_c):
                draw = self._draws[key] = (0, [])
            else:
                w = _CHOOSE[n][ra] * _CHOOSE[n - ra][rb]
                draw = self._draws[key] = (w, [(ra, rb, w)])
            return draw
        rc = sum(self.counts[suit:]) - ra - rb
        out = []
        for xa in range(min(ra, n) + 1 if ok_a else 1):
            for xb in range(min(rb, n - xa) + 1 if ok_b else 1):
                xc = n - xa - xb
                if xc > rc or (xc and not ok_c):
                    continue
                rest = self._ways(suit + 1, ra - xa, rb - xb)
                if rest:
                    out.append((xa, xb, _CHOOSE[n][xa] * _CHOOSE[n - xa][xb] * rest))
        draw = self._draws[key] = (sum(w for _, _, w in out), out)
        return draw

    def _ways(self, suit: int, ra: int, rb: int) -> int:
        return self._draw(suit, ra, rb)[0]

    def sample(self, rng: Rng) -> list[Mask]:
        """One consistent deal, every one as likely: the four hands (:meth:`deal`)."""
        return self.deal(_below(rng, self.total))

    @property
    def total(self) -> int:
        """How many consistent deals there are."""
        return self._ways(0, self.caps[0], self.caps[1])

    def deal(self, index: int) -> list[Mask]:
        """The consistent deal number ``index`` (0 to :attr:`total` - 1): each number gives a deal of its own.

        Suit by suit, ``index`` picks the suit's split among the three seats (the splits in :meth:`_draw`'s
        order, each taking as many numbers as the deals it leaves), then, of the numbers in that split, its
        remainder by the ways to split the suit's cards so (a multinomial) picks which cards go where
        (:func:`_spread`), and its quotient goes on to the next suit.
        """
        hands = list(self.base)
        a, b, c = self.others
        ra, rb = self.caps[0], self.caps[1]
        draws = self._draws
        for suit in range(4):
            draw = draws.get((suit, ra, rb)) or self._draw(suit, ra, rb)
            for xa, xb, w in draw[1]:  # noqa: B007 (the split picked is used after the loop)
                if index < w:
                    break
                index -= w
            n = self.counts[suit]
            index, order = divmod(index, _CHOOSE[n][xa] * _CHOOSE[n - xa][xb])
            to_a, to_b = _spread(self.suit_bits[suit], n, xa, xb, order)
            hands[a] |= to_a
            hands[b] |= to_b
            hands[c] |= self.suit_cards[suit] ^ to_a ^ to_b
            ra -= xa
            rb -= xb
        return hands


def _spread(bits: list[Mask], n: int, xa: int, xb: int, order: int) -> tuple[Mask, Mask]:
    """The cards of ``bits`` (``n`` of them) that go to the first seat and to the second, ``xa`` and ``xb`` of
    them, in the split number ``order`` (0 to n! / (xa! xb! xc!) - 1): each card in turn goes to the first
    seat, the second or the third, in proportion to the splits of the cards after it that each leaves.

    >>> [_spread([1, 2, 4], 3, 1, 1, k) for k in range(6)]
    [(1, 2), (1, 4), (2, 1), (4, 1), (2, 4), (4, 2)]
    """
    to_a = to_b = 0
    ways = _CHOOSE[n][xa] * _CHOOSE[n - xa][xb]  # the splits of the cards from this one on
    for bit in bits:
        if not xa and not xb:
            break
        a_first = ways * xa // n
        if order < a_first:
            to_a |= bit
            ways, xa = a_first, xa - 1
        else:
            order -= a_first
            b_first = ways * xb // n
            if order < b_first:
                to_b |= bit
                ways, xb = b_first, xb - 1
            else:
                order -= b_first
                ways -= a_first + b_first
        n -= 1
    return to_a, to_b


def _below(rng: Rng, n: int) -> int:
    """A uniform int below a possibly huge ``n``."""
    if n < (1 << 62):
        return rng.below(n)
    bits = n.bit_length() + 64
    while True:
        x = 0
        for _ in range((bits + 63) // 64):
            x = (x << 64) | rng.next_u64()
        x %= 1 << bits
        limit = (1 << bits) - (1 << bits) % n
        if x < limit:
            return x % n
