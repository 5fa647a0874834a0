"""How likely a sampled deal is, given how the other seats have played.

Uniform deals ignore what plays say: who ducked under the pig, who threw a
high heart at the first chance, who kept a high spade. Following Rebstock,
Solinas, Buro and Sturtevant (*Policy Based Inference in Trick-Taking Card
Games*, 2019), a sampled deal is weighted by the product, over the other
seats' past plays this hand, of how likely each play was under a model of
that seat holding the sampled cards. The model is the playout policy
(:func:`~gongzhu.bots.fast_policy.fast_play`): a play the policy would have made
with the sampled hand counts 1, any other play ``MISS`` (players are not the
policy, so a miss only lowers the weight), or a factor of its own for a lead
or a discard. Plays without a choice say nothing and are skipped.

The weight reads only the seat view and the sampled hands, so decisions stay
a function of public information and the Rng.
"""

from __future__ import annotations

from ..cards import SUIT_MASKS, Card, Mask
from ..legal import legal_plays
from ..seatview import SeatView
from .fast_policy import fast_play
from .playout import card_classes

#: Likelihood factor of a card followed to a trick that the model would not have played.
MISS = 0.5
#: The same for a lead, and for a discard (a card of another suit than the one led); 1: such plays say nothing
#: (:attr:`~.hard_settings.HardSettings.infer_leads` gives what other factors measured).
LEAD_MISS = MISS
DISCARD_MISS = MISS


class History:
    """The other seats' plays this hand, in order, ready to be replayed on sampled deals."""

    __slots__ = ("classes", "events", "exposed", "later", "seat")

    def __init__(
        self,
        view: SeatView,
        miss: float = MISS,
        lead_miss: float = LEAD_MISS,
        discard_miss: float = DISCARD_MISS,
        classes: bool = False,
    ) -> None:
        self.seat = view.seat
        #: Whether a card interchangeable with the model's (:func:`interchangeable`) counts as the model's.
        self.classes = classes
        self.exposed = view.exposed
        tricks: list[tuple[int, tuple[Card, ...]]] = [(t.leader, t.cards) for t in view.tricks]
        if view.trick:
            assert view.leader is not None
            tricks.append((view.leader, view.trick))
        # (seat, card, trick so far, played before, led suits before, the factor of a miss: 1 when not judged)
        self.events: list[tuple[int, Card, list[Card], Mask, int, float]] = []
        #: Per seat, the cards it played this hand (to rebuild its hand at each point).
        self.later: list[Mask] = [0, 0, 0, 0]
        played = 0
        led_suits = 0
        forced_first = view.hand_no == 1 and view.rules.first_lead_forced
        for k, (leader, cards) in enumerate(tricks):
            for i, card in enumerate(cards):
                seat = (leader + i) & 3
                factor = lead_miss if i == 0 else miss if card // 13 == cards[0] // 13 else discard_miss
                if seat == view.seat or (forced_first and k == 0 and i == 0):
                    factor = 1.0
                self.events.append((seat, card, list(cards[:i]), played, led_suits, factor))
                self.later[seat] |= 1 << card
                played |= 1 << card
            if len(cards) == 4:
                led_suits |= 1 << (cards[0] // 13)

    def weight(self, hands: list[Mask], values: list[int]) -> float:
        """The likelihood factor of the sampled ``hands`` (current hands of all four seats)."""

        now = [hands[s] | self.later[s] for s in range(4)]  # hands at the start of the hand
        exposed = self.exposed
        w = 1.0
        for seat, card, trick, played, led_suits, factor in self.events:
            hand = now[seat]
            if factor < 1.0:
                legal = legal_plays(hand, trick[0] // 13 if trick else None, exposed, led_suits)
                if legal & (legal - 1):
                    model = fast_play(now, seat, trick, played, exposed, led_suits, values)
                    if model != card and not (self.classes and interchangeable(model, card, hand, played, trick)):
                        w *= factor
            now[seat] = hand & ~(1 << card)
        return w


def interchangeable(a: Card, b: Card, hand: Mask, played: Mask, trick: list[Card]) -> bool:
    """Whether ``a`` and ``b`` of ``hand`` are one choice: one run of :func:`~.playout.card_classes` of the
    suit's cards in ``hand`` (``played``: every card played before, the current ``trick``'s included).

    >>> from ..cards import parse_card as c, parse_cards as cs
    >>> interchangeable(c("3S"), c("6S"), cs("3S 4S 6S"), cs("5S"), [])
    True
    >>> interchangeable(c("3S"), c("6S"), cs("3S 4S 6S"), cs("5S"), [c("5S")])
    False
    >>> interchangeable(c("3S"), c("6S"), cs("3S 6S"), 0, []), interchangeable(c("3D"), c("JD"), cs("3D JD"), cs("4D 5D 6D 7D 8D 9D TD"), [])
    (False, False)
    """
    both = (1 << a) | (1 << b)
    return a == b or any(run & both == both for run in card_classes(hand & SUIT_MASKS[a // 13], played, trick))
