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
from ..seatview import SeatView
from .fast_policy import follow_play, lead_card, trick_state
from .playout import card_classes
from .suits import COUNT, Suits, follow_legal, lead_legal, split, split_exposed

#: Likelihood factor of a card followed to a trick that the model would not have played.
MISS = 0.5
#: The same for a lead, and for a discard (a card of another suit than the one led); 1: such plays say nothing
#: (:attr:`~.hard_settings.HardSettings.infer_leads` gives what other factors measured).
LEAD_MISS = MISS
DISCARD_MISS = MISS


class History:
    """The other seats' plays this hand, in order, ready to be replayed on sampled deals."""

    __slots__ = ("classes", "judged", "missed", "seat", "shown", "tables", "values")

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
        #: The exposed cards as suit masks (:func:`~.suits.split_exposed`).
        self.shown = split_exposed(view.exposed)
        tricks: list[tuple[int, tuple[Card, ...]]] = [(t.leader, t.cards) for t in view.tricks]
        if view.trick:
            assert view.leader is not None
            tricks.append((view.leader, view.trick))
        # (seat, card, trick so far, played before, led suits before, the factor of a miss: 1 when not judged)
        events: list[tuple[int, Card, list[Card], Mask, int, float]] = []
        played = 0
        led_suits = 0
        forced_first = view.hand_no == 1 and view.rules.first_lead_forced
        for k, (leader, cards) in enumerate(tricks):
            for i, card in enumerate(cards):
                seat = (leader + i) & 3
                factor = lead_miss if i == 0 else miss if card // 13 == cards[0] // 13 else discard_miss
                if seat == view.seat or (forced_first and k == 0 and i == 0):
                    factor = 1.0
                events.append((seat, card, list(cards[:i]), played, led_suits, factor))
                played |= 1 << card
            if len(cards) == 4:
                led_suits |= 1 << (cards[0] // 13)
        #: The plays judged (a factor below 1), each with the cards its seat played from it on: the seat's hand
        #: then is its sampled hand and those.
        self.judged: list[tuple[int, Card, list[Card], Mask, int, float, Mask]] = []
        rest = [0, 0, 0, 0]
        for seat, card, trick, before, suits, factor in reversed(events):
            rest[seat] |= 1 << card
            if factor < 1.0:
                self.judged.append((seat, card, trick, before, suits, factor, rest[seat]))
        self.judged.reverse()
        #: Per judged play, what :meth:`weight` reads of it: the seat, the cards it played from it on, the suit led
        #: (0 for a lead), the factor of a miss and whether the model misses it, by the seat's hand (its cards of
        #: the suit led while it follows), for the card values of :attr:`values`.
        self.missed: list[tuple[int, Mask, Mask, float, dict[Mask, bool]]] = []
        #: Per judged play, what the model reads of the table then (:meth:`_missed`), for :attr:`values`.
        self.tables: list[tuple[int, int, int, bool, Suits]] = []
        self.values: list[int] | None = None

    def weight(self, hands: list[Mask], values: list[int]) -> float:
        """The likelihood factor of the sampled ``hands`` (current hands of all four seats)."""

        if values is not self.values:  # the judgements kept hold for one table of card values
            self.values = values
            self.missed = [
                (seat, rest, SUIT_MASKS[trick[0] // 13] if trick else 0, factor, {})
                for seat, _, trick, _, _, factor, rest in self.judged
            ]
            self.tables = [_table(trick, played, values) for _, _, trick, played, _, _, _ in self.judged]
        w = 1.0
        for i, (seat, rest, suit, factor, missed) in enumerate(self.missed):
            hand = hands[seat] | rest  # the seat's hand when it played
            # A seat that follows suit is judged on its cards of the suit alone, and many deals share them.
            key = hand & suit or hand
            miss = missed.get(key)
            if miss is None:
                miss = missed[key] = self._missed(i, hand, values)
            if miss:
                w *= factor
        return w

    def _missed(self, i: int, hand: Mask, values: list[int]) -> bool:
        """Whether the model, holding ``hand`` at judged play ``i``, would have had a choice and played another
        card than the seat's (:func:`~.fast_policy.follow_play`, or :func:`~.fast_policy.lead_card` of the cards
        :func:`~gongzhu.legal.legal_plays` lets it lead, as :func:`~.fast_policy.lead_play` has it)."""
        _, card, trick, played, led_suits, _, _ = self.judged[i]
        led, top, pts, last, played_suits = self.tables[i]
        exposed = self.shown
        cards = split(hand)
        if led < 0:  # a lead
            legal = lead_legal(cards, exposed, led_suits) if exposed else cards
            if COUNT[legal[0]] + COUNT[legal[1]] + COUNT[legal[2]] + COUNT[legal[3]] < 2:
                return False
            model = lead_card(cards, played_suits, legal)
        else:
            follow = cards[led]
            if follow and exposed and exposed[led] & follow:
                follow = follow_legal(follow, exposed[led], led, led_suits)
            if not (follow & (follow - 1) if follow else hand & (hand - 1)):  # one card to follow with, or to discard
                return False
            model = follow_play(cards, led, top, pts, last, played_suits, exposed, led_suits, values)
        return model != card and not (self.classes and interchangeable(model, card, hand, played, trick))


def _table(trick: list[Card], played: Mask, values: list[int]) -> tuple[int, int, int, bool, Suits]:
    """What the model reads of a play's table (:meth:`History._missed`): the suit led (-1 for a lead), the rank of
    the trick's top card and its points (:func:`~.fast_policy.trick_state`), whether the seat plays the trick's last
    card, and the cards played before as suit masks."""
    led, top, _, pts, _ = trick_state(trick, values) if trick else (-1, 0, 0, 0, 0)
    return led, top, pts, len(trick) == 3, split(played)


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
