"""RULES.md written out a second time, on card codes, for the tests to compare with.

Nothing here calls the engine: a card is its code (``"QS"``, ``"TC"``), a set
of cards a ``set`` of codes.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

RANKS = "23456789TJQKA"

HEART_VALUES = {
    "A": -50, "K": -40, "Q": -30, "J": -20,
    "T": -10, "9": -10, "8": -10, "7": -10, "6": -10, "5": -10,
    "4": 0, "3": 0, "2": 0,
}  # fmt: skip
ALL_HEARTS = {rank + "H" for rank in RANKS}
PIG, GOAT, TRANSFORMER, HEART_ACE = "QS", "JD", "TC", "AH"
POINT_CARDS = ALL_HEARTS | {PIG, GOAT, TRANSFORMER}
EXPOSABLE = {PIG, GOAT, TRANSFORMER, HEART_ACE}


def suit(code: str) -> str:
    return code[-1]


def rank(code: str) -> int:
    return RANKS.index(code[0])


def hand_score(collected: Collection[str], exposed: Collection[str]) -> int:
    """One player's hand score from the cards they took (RULES.md, "Scoring a hand")."""
    points = set(collected) & POINT_CARDS
    hearts = points & ALL_HEARTS
    all_hearts = hearts == ALL_HEARTS
    heart_factor = 2 if HEART_ACE in exposed else 1
    pig_factor = 2 if PIG in exposed else 1
    goat_factor = 2 if GOAT in exposed else 1

    total = (200 if all_hearts else sum(HEART_VALUES[c[0]] for c in hearts)) * heart_factor
    if PIG in points:
        total += (100 if all_hearts else -100) * pig_factor
    if GOAT in points:
        total += 100 * goat_factor
    if TRANSFORMER in points:
        if points == {TRANSFORMER}:
            return 100 if TRANSFORMER in exposed else 50
        total *= 4 if TRANSFORMER in exposed else 2
    return total


def trick_winner(leader: int, cards: Sequence[str]) -> int:
    """The seat taking a trick: highest card of the led suit (seats follow leader + 1)."""
    led = suit(cards[0])
    best = max((i for i in range(4) if suit(cards[i]) == led), key=lambda i: rank(cards[i]))
    return (leader + best) % 4


def legal_cards(
    hand: Collection[str], led_suit: str | None, exposed: Collection[str], suits_led: Collection[str]
) -> set[str]:
    """The cards a seat may play (RULES.md, "Leading and playing" and the exposure restriction).

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
