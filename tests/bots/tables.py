"""Hand-built seat views and games for the bot tests."""

from __future__ import annotations

from dataclasses import replace

from gongzhu.bots import make_bot
from gongzhu.bots.drive import BotPlayer, drive
from gongzhu.bots.fast_policy import fast_play, shoot_play
from gongzhu.bots.lookahead import look_play, trick_gain
from gongzhu.bots.suits import pile_of, split, split_exposed
from gongzhu.cards import FULL_DECK, HEART_MASK, POINT_CARDS, SUIT_MASKS, Card, Mask, cards_of, parse_card, parse_cards
from gongzhu.game import Game, Phase, Trick
from gongzhu.legal import legal_plays
from gongzhu.rules import Rules
from gongzhu.seatview import SeatView

ME = 0


def make_view(
    hand: str,
    trick: str = "",
    *,
    gone: str = "",
    out: str = "",
    collected: dict[int, str] | None = None,
    exposed_by: dict[int, str] | None = None,
    voids: dict[int, str] | None = None,
    led_suits: str | None = None,
    seat: int = ME,
) -> SeatView:
    """A seat view of ``seat`` in the middle of a hand.

    ``trick`` is the current trick so far (its leader is worked out so that
    ``seat`` plays next). ``gone`` are cards played in earlier tricks; more
    plain cards are added to them so that the counts add up, never one of
    ``out`` (cards that must still be in other hands). ``collected`` gives
    the point cards each seat has taken; ``voids`` the suits (letters) a seat
    has shown void in.
    """
    my_hand = parse_cards(hand)
    trick_cards = [parse_card(c) for c in trick.split()]
    n = my_hand.bit_count()
    gone_mask = parse_cards(gone)
    keep_out = parse_cards(out)
    trick_mask = sum(1 << c for c in trick_cards)
    need = 52 - 4 * n - gone_mask.bit_count()
    pool = FULL_DECK & ~my_hand & ~gone_mask & ~keep_out & ~trick_mask & ~(POINT_CARDS & ~HEART_MASK)
    # Filler: the lowest plain clubs and diamonds first, then spades, then hearts.
    order = [c for s in (3, 2, 0, 1) for c in cards_of(pool & SUIT_MASKS[s])]
    if need < 0 or len(order) < need:
        raise ValueError("inconsistent scenario")
    for c in order[:need]:
        gone_mask |= 1 << c
    piles = [0, 0, 0, 0]
    for s, text in (collected or {}).items():
        piles[s] = parse_cards(text)
    # Gone cards nobody was given: plain ones to the partner seat, hearts spread over two seats.
    rest = gone_mask & ~(piles[0] | piles[1] | piles[2] | piles[3])
    for i, c in enumerate(cards_of(rest & POINT_CARDS)):
        piles[(seat + 2 + i % 2) & 3] |= 1 << c
    piles[(seat + 2) & 3] |= rest & ~POINT_CARDS
    leader = (seat - len(trick_cards)) & 3
    exp = [0, 0, 0, 0]
    for s, text in (exposed_by or {}).items():
        exp[s] = parse_cards(text)
    void_bits = [0, 0, 0, 0]
    for s, letters in (voids or {}).items():
        for letter in letters:
            void_bits[s] |= 1 << "SHDC".index(letter)
    if led_suits is None:
        led = 0
        for c in cards_of(gone_mask):
            led |= 1 << (c // 13)
    else:
        led = sum(1 << "SHDC".index(x) for x in led_suits)
    sizes = [n if (s - leader) & 3 >= len(trick_cards) else n - 1 for s in range(4)]
    sizes[seat] = n
    exposed = exp[0] | exp[1] | exp[2] | exp[3]
    led_suit = trick_cards[0] // 13 if trick_cards else None
    return replace(
        exposure_view(hand, seat),
        phase=Phase.PLAY,
        my_exposure=exp[seat],
        exposed_by=tuple(exp),
        exposed=exposed,
        leader=leader,
        trick=tuple(trick_cards),
        turn=seat,
        played=gone_mask | trick_mask,
        collected=tuple(piles),
        voids=tuple(void_bits),
        led_suits=led,
        legal=legal_plays(my_hand, led_suit, exposed, led, None),
        hand_sizes=tuple(sizes),
        move_number=40,
    )


def exposure_view(hand: str, seat: int = ME) -> SeatView:
    """A seat view in the exposure phase of hand 2 with ``hand`` dealt."""
    mask = parse_cards(hand)
    return SeatView(
        seat=seat,
        rules=Rules(),
        phase=Phase.EXPOSE,
        hand_no=2,
        hand=mask,
        dealt=mask,
        my_exposure=None,
        exposed_by=(0, 0, 0, 0),
        exposed=0,
        leader=seat,
        trick=(),
        tricks=(),
        turn=None,
        played=0,
        collected=(0, 0, 0, 0),
        voids=(0, 0, 0, 0),
        led_suits=0,
        totals=(0, 0, 0, 0),
        legal=0,
        hand_sizes=(13, 13, 13, 13),
        move_number=1,
        forced=None,
    )


def play_to(game: Game, moves: int, level: str = "normal") -> Game:
    """Advance ``game`` by up to ``moves`` bot decisions (exposures included, one seat at a time) within the hand."""
    drive(game, [BotPlayer(make_bot(level))] * 4, moves=moves)
    return game


__all__ = ["Card", "Mask", "Trick", "exposure_view", "make_view", "play_to"]


# The playout policy takes suit masks (:mod:`gongzhu.bots.suits`); these take 52-bit masks as the tests hold them.


def fast_play_masks(
    hands: list[Mask], seat: int, trick: list[Card], played: Mask, exposed: Mask, led_suits: int, values: list[int]
) -> Card:
    """:func:`~gongzhu.bots.fast_policy.fast_play` of 52-bit masks."""
    return fast_play([split(h) for h in hands], seat, trick, split(played), split_exposed(exposed), led_suits, values)


def shoot_play_masks(hands: list[Mask], seat: int, trick: list[Card], exposed: Mask, led_suits: int) -> Card:
    """:func:`~gongzhu.bots.fast_policy.shoot_play` of 52-bit masks."""
    return shoot_play([split(h) for h in hands], seat, trick, split_exposed(exposed), led_suits)


def look_play_masks(
    hands: list[Mask],
    seat: int,
    leader: int,
    trick: list[Card],
    played: Mask,
    collected: list[Mask],
    exposed: Mask,
    led_suits: int,
    values: list[int],
    rules: Rules,
) -> Card:
    """:func:`~gongzhu.bots.lookahead.look_play` of 52-bit masks (``collected``: point cards)."""
    piles = [pile_of(m) for m in collected]
    suits = [split(h) for h in hands]
    return look_play(
        suits, seat, leader, trick, split(played), piles, split_exposed(exposed), exposed, led_suits, values, rules
    )


def trick_gain_masks(
    hands: list[Mask],
    seat: int,
    leader: int,
    trick: list[Card],
    card: Card,
    played: Mask,
    collected: list[Mask],
    exposed: Mask,
    led_suits: int,
    values: list[int],
    rules: Rules,
) -> int:
    """:func:`~gongzhu.bots.lookahead.trick_gain` of 52-bit masks (``collected``: point cards)."""
    suits, piles, shown = [split(h) for h in hands], [pile_of(m) for m in collected], split_exposed(exposed)
    return trick_gain(suits, seat, leader, trick, card, split(played), piles, shown, exposed, led_suits, values, rules)
