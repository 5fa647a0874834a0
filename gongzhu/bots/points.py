"""Fast scoring of piles for the bots' inner loops.

:func:`gongzhu.scoring.score_player` builds a full breakdown; the bots only
need the number, thousands of times per decision, so this module computes it
from masks and a precomputed table of heart sums. Tests check it against the
engine's scorer.

>>> from ..cards import parse_cards
>>> pile_score(parse_cards("QS AH 5H"), 0)
-160
>>> pile_score(parse_cards("TC QS"), parse_cards("TC"))
-400
"""

from __future__ import annotations

from ..cards import GOAT_BIT, HEART_ACE, PIG_BIT, POINT_CARDS, TRANSFORMER_BIT, Mask
from ..rules import Rules
from ..scoring import ZERO_HEARTS

_ALL_HEARTS = (1 << 13) - 1
#: The point cards other than hearts.
_SPECIAL_CARDS = PIG_BIT | GOAT_BIT | TRANSFORMER_BIT


def _heart_sums() -> list[int]:
    values = Rules.HEART_VALUES
    table = [0] * (1 << 13)
    for m in range(1, 1 << 13):
        low = m & -m
        table[m] = table[m ^ low] + values[low.bit_length() - 1]
    return table


#: ``HEART_SUM[m]``: the value of the hearts whose ranks are the bits of ``m``.
HEART_SUM: list[int] = _heart_sums()


_DEFAULT_RULES = Rules()


def pile_score(pile: Mask, exposed: Mask, rules: Rules = _DEFAULT_RULES, swept: bool = False) -> int:
    """The hand score of a pile, as :func:`gongzhu.scoring.score_player` computes it.

    ``swept`` says someone took all hearts (it matters under the pig–goat swap).
    """
    x = rules.EXPOSED_FACTOR
    hearts_mask = (pile >> 13) & _ALL_HEARTS
    all_hearts = hearts_mask == _ALL_HEARTS
    hearts = -HEART_SUM[hearts_mask] if all_hearts else HEART_SUM[hearts_mask]
    if exposed >> HEART_ACE & 1:
        hearts *= x
    if not pile & _SPECIAL_CARDS:
        return hearts
    base = hearts
    swapped = rules.pig_goat_swap and (swept or all_hearts)
    if pile & PIG_BIT:
        pig = -rules.PIG_VALUE if (all_hearts or swapped) else rules.PIG_VALUE
        base += pig * x if exposed & PIG_BIT else pig
    if pile & GOAT_BIT:
        clean = swapped and all_hearts and pile & PIG_BIT and pile & TRANSFORMER_BIT
        goat = -rules.GOAT_VALUE if swapped and not clean else rules.GOAT_VALUE
        base += goat * x if exposed & GOAT_BIT else goat
    if pile & TRANSFORMER_BIT:
        others = pile & POINT_CARDS & ~TRANSFORMER_BIT
        if not rules.zero_hearts_are_points:
            others &= ~ZERO_HEARTS
        if not others:
            return rules.TRANSFORMER_ALONE * x if exposed & TRANSFORMER_BIT else rules.TRANSFORMER_ALONE
        return base * (rules.TRANSFORMER_FACTOR * x if exposed & TRANSFORMER_BIT else rules.TRANSFORMER_FACTOR)
    return base


def final_scores(piles: list[Mask], exposed: Mask, rules: Rules = _DEFAULT_RULES) -> list[int]:
    """The four hand scores of finished piles (an empty pile scores 0 under any rules)."""
    swept = rules.pig_goat_swap and any((p >> 13) & _ALL_HEARTS == _ALL_HEARTS for p in piles)
    return [pile_score(p, exposed, rules, swept) if p else 0 for p in piles]
