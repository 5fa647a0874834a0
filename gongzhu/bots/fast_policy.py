"""The bit-mask play policy: the card one seat plays in Hard's playouts (:mod:`.fast`).

A deal is four hand masks, a trick a short list of card numbers, and each
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
"""

from __future__ import annotations

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
    TRANSFORMER,
    TRANSFORMER_BIT,
    Card,
    Mask,
    cards_of,
    rank_of,
)
from ..legal import legal_plays

_SUITS = SUIT_MASKS
_HEARTS = SUIT_MASKS[HEARTS]
#: Each suit and its cards.
_SUIT_LIST = tuple(enumerate(SUIT_MASKS))

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
_HEART_LEAD = tuple(
    LEAD_HEART + (card - 13) * LEAD_HEART_RANK if SUIT_OF[card] == HEARTS else 0.0 for card in range(52)
)


def lowest(m: Mask) -> Card:
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
            return follow_card(trick, follow, led, values)
        return discard_card(hand, played, values)
    legal = hand
    if exposed & hand:
        legal = legal_plays(hand, None, exposed, led_suits)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    return lead_card(hand, hands[(seat + 1) & 3] | hands[(seat + 2) & 3] | hands[(seat + 3) & 3], legal)


def follow_card(trick: list[Card], follow: Mask, led: int, values: list[int]) -> Card:
    """:func:`follow_top` for the ``trick`` so far."""
    pts = 0
    for c in trick:
        pts += values[c]
    return follow_top(follow, trick[trick_top(trick)], pts, led, len(trick) == 3)


def follow_top(follow: Mask, top: Card, pts: int, led: int, last: bool) -> Card:
    """The policy's card of ``follow`` (two or more cards of the ``led`` suit) under the trick's ``top`` card.

    ``pts``: what the trick holds so far; ``last``: we play its fourth card.
    """
    # Never the goat under another's card: ``follow`` holds another card that will do.
    under = follow & BELOW[top] & ~GOAT_BIT
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
        return lowest(follow)
    return high


def discard_card(hand: Mask, played: Mask, values: list[int] | None = None) -> Card:
    """The policy's card of ``hand`` when void in the led suit (``played``: every card played so far).

    Where ``values`` price ♣10 below 0 (:attr:`~.hard_settings.HardSettings.transformer`), it goes next after the pig.
    """
    if hand & PIG_BIT:
        return PIG
    if hand & TRANSFORMER_BIT and values is not None and values[TRANSFORMER] < 0:
        return TRANSFORMER
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


def lead_card(hand: Mask, others: Mask, legal: Mask) -> Card:
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
            return high if high > top else lowest(legal)
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
        return lowest(safe) if safe else -1
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
        return discard_card(rest, played, values) if rest else -1
    mine = hand & _HEARTS
    return mine.bit_length() - 1 if mine and not runner_later else -1
