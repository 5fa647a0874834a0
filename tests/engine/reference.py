"""docs/rules.md written out a second time, on card codes, for the tests to compare with.

Nothing here calls the engine: a card is its code (``"QS"``, ``"TC"``), a set
of cards a ``set`` of codes. The plain scorer of this kind is
:func:`gongzhu.tools.selfcheck.plain_score`, which the selfcheck command uses too.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

RANKS = "23456789TJQKA"

ALL_HEARTS = {rank + "H" for rank in RANKS}
PIG, GOAT, TRANSFORMER, HEART_ACE = "QS", "JD", "TC", "AH"
EXPOSABLE = {PIG, GOAT, TRANSFORMER, HEART_ACE}


def suit(code: str) -> str:
    return code[-1]


def rank(code: str) -> int:
    return RANKS.index(code[0])


def trick_winner(leader: int, cards: Sequence[str]) -> int:
    """The seat taking a trick: highest card of the led suit (seats follow leader + 1)."""
    led = suit(cards[0])
    best = max((i for i in range(4) if suit(cards[i]) == led), key=lambda i: rank(cards[i]))
    return (leader + best) % 4


def legal_cards(
    hand: Collection[str], led_suit: str | None, exposed: Collection[str], suits_led: Collection[str]
) -> set[str]:
    """The cards a seat may play (docs/rules.md, "Leading and playing" and the exposed-card restriction).

    ``led_suit`` is the suit letter of the current trick (``None`` when
    leading); ``suits_led`` the suits led in finished tricks of this hand.
    """
    hand = set(hand)
    if led_suit is not None:
        follow = {c for c in hand if suit(c) == led_suit}
        if not follow:
            return hand  # void: any card, an exposed one included
        candidates = follow
    else:
        candidates = hand

    def held_back(card: str) -> bool:
        same_suit = [c for c in hand if suit(c) == suit(card)]
        return card in exposed and suit(card) not in suits_led and len(same_suit) > 1

    return {c for c in candidates if not held_back(c)}


def game_over(totals: Sequence[int]) -> bool:
    """Someone at −1000 or lower, and one player alone on top."""
    top = max(totals)
    return min(totals) <= -1000 and list(totals).count(top) == 1
