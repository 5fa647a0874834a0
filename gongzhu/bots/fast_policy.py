"""The bit-mask play policy: the card one seat plays in Hard's playouts (:mod:`.fast`).

A deal is four hands of suit masks, a trick a short list of card numbers, and each
card is decided with a few integer operations, no object per card. The
policy (:func:`fast_play`) is the Hearts player's common sense, so that
simulated opponents do not give points away:

- following, duck under the winning card with the highest card that stays
  under it, but never the goat while another card will do (it would give
  another seat 100 points); drop the pig under ♠K or ♠A; take a trick that
  holds the goat;
  take a clean last trick with the highest card (a burden less);
- when void, shed the pig, then the highest heart, then ♠A/♠K while the pig
  is out, then the highest card of the shortest suit; keep the goat;
- leading, prefer a card that cannot win (every outstanding card of the suit
  is higher), flush the pig with low spades, avoid leading into a suit
  nobody else holds, and keep spades when holding the pig.

A seat that goes for all the hearts plays :func:`shoot_play` instead: cash
sure winners, the top heart first, win what it can, and keep its hearts when
void. A seat that defends against another's run plays :func:`defend_play`
where it breaks the run cheaply (:func:`run_stake`).

It reads only the mover's hand and what is played, plus which suits each
other seat still holds in the sampled deal (a seat that is void shows it
sooner or later), so it stays cheap and plausible.

Hands, the cards played and the exposed cards are suit masks
(:data:`~.suits.Suits`: four one-digit ints, each card a bit of its suit's
mask by rank), so that every operation stays on small ints; cards are
numbered 0 to 51 as everywhere, and the suit's cards below and above the
trick's top card are read by rank.
"""

from __future__ import annotations

from ..cardfacts import SUIT_OF, trick_top
from ..cards import HEART_ACE, HEARTS, PIG, SPADES, TRANSFORMER, Card, Mask
from .suits import (
    ABOVE_RANK,
    BASE,
    BELOW_RANK,
    COUNT,
    FULL_SUIT,
    GOAT_R,
    GOAT_RANK,
    HIGHEST,
    LOWEST,
    PIG_R,
    PIG_RANK,
    PILE_BIT,
    PILE_HEARTS,
    POINT_RANKS,
    TRANSFORMER_R,
    Suits,
    follow_legal,
    lead_legal,
)

#: ♠K and ♠A (they catch the pig) and ♠2 … ♠J (they guard it), as spade masks.
_HIGH_SPADES = 3 << PIG_RANK + 1
_LOW_SPADES = PIG_R - 1
#: A card under the top of the trick may be any but the goat (it would give another seat 100 points):
#: each led suit's cards that may be.
_NOT_GOAT = (FULL_SUIT, FULL_SUIT, FULL_SUIT ^ GOAT_R, FULL_SUIT)

# The leading policy's weights (:func:`lead_card`), in points of one hand, per suit it may lead.
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
_HEART_LEAD = tuple(LEAD_HEART + rank * LEAD_HEART_RANK for rank in range(13))


def fast_play(
    hands: list[Suits], seat: int, trick: list[Card], played: Suits, exposed: Suits, led_suits: int, values: list[int]
) -> Card:
    """The policy's card for ``seat`` (a sampled deal: ``hands`` are all known; ``played``: every other card).

    ``exposed``: the exposed cards, an empty list when there are none (:func:`~.suits.split_exposed`).
    """
    hand = hands[seat]
    if trick:
        led, top, _, pts, _ = trick_state(trick, values)
        return follow_play(hand, led, top, pts, len(trick) == 3, played, exposed, led_suits, values)
    return lead_play(hand, played, exposed, led_suits)


def lead_play(hand: Suits, played: Suits, exposed: Suits, led_suits: int) -> Card:
    """:func:`fast_play`'s lead of ``hand``: :func:`lead_card` of the cards the exposure lets it lead."""
    return lead_card(hand, played, lead_legal(hand, exposed, led_suits) if exposed else hand)


def trick_state(trick: list[Card], values: list[int]) -> tuple[int, int, int, int, int]:
    """What the policy reads of a ``trick`` (one card or more): its led suit, the rank of its top card, the
    index of that card, its points (by ``values``) and its point cards as a pile (:data:`~.suits.PILE_BIT`).

    The playouts keep these as the cards come instead of reading the trick again for each card.
    """
    led, win, pts, pile = SUIT_OF[trick[0]], trick_top(trick), 0, 0
    for c in trick:
        pts += values[c]
        pile |= PILE_BIT[c]
    return led, trick[win] - BASE[led], win, pts, pile


def follow_play(
    hand: Suits,
    led: int,
    top: int,
    pts: int,
    last: bool,
    played: Suits,
    exposed: Suits,
    led_suits: int,
    values: list[int],
) -> Card:
    """:func:`fast_play` of ``hand`` to a trick of the ``led`` suit, its top card of rank ``top`` and ``pts``
    in it so far (:func:`trick_state`); ``last``: the seat plays its fourth card."""
    follow = hand[led]
    if follow:
        if exposed and exposed[led] & follow:
            follow = follow_legal(follow, exposed[led], led, led_suits)
        if not follow & (follow - 1):
            return BASE[led] + HIGHEST[follow]
        return BASE[led] + follow_top(follow, top, pts, led, last)
    return discard_card(hand, played, values)


def follow_card(trick: list[Card], follow: int, led: int, values: list[int]) -> Card:
    """:func:`follow_top` for the ``trick`` so far: the card of ``follow`` (the ``led`` suit's mask) it plays."""
    _, top, _, pts, _ = trick_state(trick, values)
    return BASE[led] + follow_top(follow, top, pts, led, len(trick) == 3)


def follow_top(follow: int, top: int, pts: int, led: int, last: bool) -> int:
    """The rank the policy plays of ``follow`` (two or more cards of the ``led`` suit, as its mask) under the
    trick's ``top`` card (its rank).

    ``pts``: what the trick holds so far; ``last``: we play its fourth card.
    """
    # Never the goat under another's card: ``follow`` holds another card that will do.
    under = follow & BELOW_RANK[top] & _NOT_GOAT[led]
    high = HIGHEST[follow]
    spades = led == SPADES
    if spades and follow & PIG_R and top > PIG_RANK:
        return PIG_RANK  # the pig under ♠K or ♠A
    if pts > 0 and high > top:
        return high  # take the goat
    if last:
        if pts >= 0 and high > top and not POINT_RANKS[led] >> high & 1:
            return high  # a clean trick: win it and shed a high card
        if under:
            return HIGHEST[under]
        if spades and high == PIG_RANK and follow != PIG_R:
            return HIGHEST[follow ^ PIG_R]
        return high
    if under:
        card = HIGHEST[under]
        if spades and card == PIG_RANK and under != PIG_R:
            # Keep the pig unless it stays under: it would be ours if nobody overtakes.
            return HIGHEST[under ^ PIG_R]
        return card
    # Forced over the top with players to come: spades keep the pig back.
    if spades and follow & PIG_R:
        rest = follow ^ PIG_R
        if rest:
            return HIGHEST[rest]
    if led == HEARTS:
        return LOWEST[follow]
    return high


def discard_card(hand: Suits, played: Suits, values: list[int] | None = None) -> Card:
    """The policy's card of ``hand`` when void in the led suit (``played``: every card played so far).

    Where ``values`` price ♣10 below 0 (:attr:`~.hard_settings.HardSettings.transformer`), it goes next after the pig.
    """
    spades, hearts, diamonds, clubs = hand
    if spades & PIG_R:
        return PIG
    if clubs & TRANSFORMER_R and values is not None and values[TRANSFORMER] < 0:
        return TRANSFORMER
    if hearts >> 3:  # a heart above ♥4
        return BASE[HEARTS] + HIGHEST[hearts]
    if spades & _HIGH_SPADES and not played[SPADES] & PIG_R:
        return HIGHEST[spades & _HIGH_SPADES]
    # The highest card of the shortest suit (never the goat if anything else remains).
    if diamonds & GOAT_R and (diamonds != GOAT_R or spades or hearts or clubs):
        diamonds ^= GOAT_R
    best = -1
    best_key = 1 << 8
    for base, cards in ((0, spades), (13, hearts), (26, diamonds), (39, clubs)):
        if cards:
            top = HIGHEST[cards]
            key = (COUNT[cards] << 4) - top  # the fewest cards, then the highest top card
            if key < best_key:
                best_key = key
                best = base + top
    return best


def lead_card(hand: Suits, played: Suits, legal: Suits) -> Card:
    """The policy's lead of ``legal`` (one or more cards of ``hand``); ``played``: every card played, so that the
    other seats hold the rest."""
    best = -1
    best_score = -1e9
    for s, cards in enumerate(legal):
        if not cards:
            continue
        held = hand[s]
        out = FULL_SUIT & ~played[s] ^ held  # the other seats' cards of the suit
        low = LOWEST[cards]
        if not out:
            score = LEAD_DEAD_SUIT
        else:
            below = COUNT[out & BELOW_RANK[low]]
            score = _RISK[below][COUNT[out & ABOVE_RANK[low]]] if below else LEAD_SAFE
            score += _SHORT[COUNT[held]]
        if s == SPADES:
            if held & PIG_R:
                score += LEAD_SPADE_WITH_PIG
            elif out & PIG_R and low < PIG_RANK and not held & _HIGH_SPADES:
                score += FLUSH_PIG
            elif out & PIG_R and held & _HIGH_SPADES and not cards & _LOW_SPADES:
                score += LEAD_PIG_CATCHER
            if low == PIG_RANK:
                score += LEAD_PIG_OR_GOAT
        elif s == HEARTS:
            score += _HEART_LEAD[low]
        elif s == 2 and low == GOAT_RANK:
            score += LEAD_PIG_OR_GOAT
        if score > best_score:
            best_score = score
            best = BASE[s] + low
    return best


#: Hearts a seat must hold (and nobody else any) before it plays on for all of them.
SHOOT_LEAST = 4


def shoot_play(hands: list[Suits], seat: int, trick: list[Card], exposed: Suits, led_suits: int) -> Card:
    """A card for a seat that goes for all the hearts: win every trick it can."""
    hand = hands[seat]
    if trick:
        led = SUIT_OF[trick[0]]
        follow = hand[led]
        if follow:
            if exposed and exposed[led] & follow:
                follow = follow_legal(follow, exposed[led], led, led_suits)
            top = trick[trick_top(trick)] - BASE[led]
            high = HIGHEST[follow]
            return BASE[led] + (high if high > top else LOWEST[follow])
        # Void: keep the hearts and the goat, shed the lowest other card.
        spades, _, diamonds, clubs = hand
        rest = [spades, 0, diamonds & ~GOAT_R, clubs]
        if not spades | rest[2] | clubs:
            rest = [spades, 0, diamonds, clubs] if spades | diamonds | clubs else hand
        best, best_rank = -1, 13
        for base, cards in zip(BASE, rest, strict=True):
            rank = LOWEST[cards] if cards else 13
            if rank < best_rank:
                best_rank = rank
                best = base + rank
        return best
    legal = lead_legal(hand, exposed, led_suits) if exposed else hand
    a, b, c = hands[(seat + 1) & 3], hands[(seat + 2) & 3], hands[(seat + 3) & 3]
    longest = -1
    longest_n = 0
    for s in (HEARTS, 0, 2, 3):
        cards = legal[s]
        if not cards:
            continue
        high = HIGHEST[cards]
        if high > HIGHEST[a[s] | b[s] | c[s]]:
            return BASE[s] + high  # a sure winner
        n = COUNT[cards]
        if n > longest_n:
            longest_n = n
            longest = BASE[s] + high
    return longest


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
    hands: list[Suits],
    seat: int,
    trick: list[Card],
    played: Suits,
    exposed: Suits,
    led_suits: int,
    values: list[int],
    runner: int,
    stake: int,
    top: int,
    best: int,
    pts: int,
    pile: int,
) -> Card:
    """A card of ``seat`` that breaks ``runner``'s run cheaply, or -1 when the policy's own card will do.

    Leading: the lowest heart above every heart the runner holds. Following a
    trick that the runner wins or may still win: the highest card over the
    top, if the trick then costs at most ``stake`` and holds a heart, or if
    it wins the lead for a heart the runner cannot beat. Void: no heart and no pig on the runner's trick; a heart on
    anyone else's once the runner has played.

    ``top``, ``best``, ``pts``, ``pile``: the trick's state as :func:`trick_state` gives it (any when it is empty).
    """
    hand = hands[seat]
    # The hearts of this rank and up beat every heart the runner holds.
    beyond = HIGHEST[hands[runner][HEARTS]] + 1
    if not trick:
        # Lead a heart the runner cannot beat: someone else takes that trick.
        safe = hand[HEARTS] >> beyond << beyond
        if exposed and exposed[HEARTS] & safe:
            safe &= follow_legal(hand[HEARTS], exposed[HEARTS], HEARTS, led_suits)
        return BASE[HEARTS] + LOWEST[safe] if safe else -1
    led = SUIT_OF[trick[0]]
    leader = (seat - len(trick)) & 3
    winner = (leader + best) & 3
    runner_later = (runner - leader) & 3 > len(trick)
    follow = hand[led]
    if follow:
        if exposed and exposed[led] & follow:
            follow = follow_legal(follow, exposed[led], led, led_suits)
        over = follow & ABOVE_RANK[top]
        # Take a heart from the runner, or the lead to play one it cannot beat.
        if (
            over
            and (winner == runner or runner_later)
            and (pile & PILE_HEARTS or led == HEARTS or hand[HEARTS] >> beyond)
        ):
            card = BASE[led] + HIGHEST[over]
            if -(pts + values[card]) <= stake:
                return card
        return -1
    if winner == runner:
        rest = [hand[SPADES] & ~PIG_R, 0, hand[2], hand[3]]
        return discard_card(rest, played, values) if rest[0] | rest[2] | rest[3] else -1
    mine = hand[HEARTS]
    return BASE[HEARTS] + HIGHEST[mine] if mine and not runner_later else -1
