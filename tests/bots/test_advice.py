"""The hint: Hard's own card, every legal card's price, and a reason read from the prices.

The reasons read from the prices (:mod:`gongzhu.bots.advice`) are checked on tallies made by hand,
where who takes which point card on each deal is known, and on positions of real games: the hinted
card is always the card Hard plays (the reasons explain, they never choose), and each reason's
numbers move the way its words say.
"""

from __future__ import annotations

from collections.abc import Sequence

from gongzhu.bots import decision_rng, hint_play, make_bot
from gongzhu.bots.advice import Numbers, card_prices, priced_reason
from gongzhu.bots.fast import NEVER_SHOOT, Spot
from gongzhu.bots.hard import HardBot, PricedPlay, sample_deals
from gongzhu.bots.knowledge import position_of
from gongzhu.bots.playout import card_classes, utility
from gongzhu.bots.points import final_scores
from gongzhu.bots.tally import Tally
from gongzhu.cards import HEART_MASK, Card, Mask, card_name, parse_card, parse_cards
from gongzhu.game import Expose, Game, Phase, Play
from gongzhu.reasons import Reason
from gongzhu.seatview import SeatView, seat_view

from .tables import make_view


class _Piles:
    """An evaluator whose playout of card ``c`` on deal ``k`` (``hands[0] == k``) ends with ``piles[c][k]``."""

    def __init__(self, view: SeatView, piles: dict[Card, list[list[Mask]]]) -> None:
        self.view = view
        self.piles = piles

    def samples(self, cards: int, plays: int) -> int:
        return 4

    def weight(self, hands: list[Mask]) -> float:
        return 1.0

    def utilities(
        self, hands: list[Mask], cards: Sequence[Card], calm: int = 0, piles: list[list[Mask]] | None = None
    ) -> list[int]:
        ends = [self.piles[c][hands[0]] for c in cards]
        if piles is not None:
            piles.extend(ends)
        return [utility(final_scores(end, self.view.exposed, self.view.rules), self.view.seat) for end in ends]


def _priced(view: SeatView, best: str, other: str, piles: dict[str, list[list[str]]]) -> tuple[Reason, Numbers]:
    """:func:`priced_reason` of ``best`` against ``other`` on four deals whose end piles are given (seat by seat)."""
    ends = {parse_card(card): [[parse_cards(p) for p in deal] for deal in deals] for card, deals in piles.items()}
    cards = [parse_card(best), parse_card(other)]
    tally = Tally([(0, card) for card in cards], record=True)
    tally.add([_Piles(view, ends)], [[k, 0, 0, 0] for k in range(4)], [1.0] * 4, None)
    return priced_reason(view, PricedPlay(cards[0], 0, False, [NEVER_SHOOT], tally), 1)


HEARTS = " ".join(card_name(c) for c in range(52) if HEART_MASK >> c & 1)


def test_the_low_spade_kept_under_the_pig_is_the_reason() -> None:
    view = make_view("QS 3S 9D 8D", "TD")
    pig_away = ["", "QS", "", ""]
    reason, numbers = _priced(view, "9D", "3S", {"9D": [pig_away] * 4, "3S": [pig_away, ["QS", "", "", ""]] * 2})
    assert reason == Reason.KEEP_PIG_GUARD
    assert numbers == Numbers("3S", chance=0.0, other=0.5)


def test_the_run_for_all_the_hearts_kept_open_gives_its_chance() -> None:
    view = make_view("AH KH 9D 8D", "5D")
    run, shared = [HEARTS, "", "", ""], ["AH KH", "2H 3H 4H 5H", "6H 7H 8H 9H", "TH JH QH"]
    reason, numbers = _priced(view, "9D", "8D", {"9D": [run, shared, run, run], "8D": [shared] * 4})
    assert reason == Reason.KEEP_RUN_OPEN
    assert numbers == Numbers("8D", chance=0.75, other=0.0)


def test_the_goat_in_hand_kept_for_us_and_the_goat_still_out_hunted() -> None:
    ours, theirs = ["JD", "", "", ""], ["", "", "JD", ""]
    deals = {"9C": [ours] * 4, "8C": [ours, theirs, theirs, theirs]}
    assert _priced(make_view("JD 9C 8C 2S", "5C"), "9C", "8C", deals) == (
        Reason.SAVE_GOAT,
        Numbers("8C", chance=1.0, other=0.25),
    )
    assert _priced(make_view("9C 8C 2S 3S", "5C"), "9C", "8C", deals)[0] == Reason.HUNT_GOAT


def test_cards_that_end_alike_are_on_balance() -> None:
    view = make_view("9C 8C 2S 3S", "5C")
    same = [["QS", "", "JD", "TC 2H"]] * 4
    assert _priced(view, "9C", "8C", {"9C": same, "8C": same}) == (Reason.ON_BALANCE, Numbers())


def test_a_part_whose_card_moves_against_the_words_gives_no_reason() -> None:
    # With 9C the pig is ours more often: no pig reason may say it is less often ours.
    view = make_view("9C 8C 2S 3S", "5C")
    pig_ours, pig_away = ["QS", "", "", ""], ["", "QS", "", ""]
    reason, _ = _priced(view, "9C", "8C", {"9C": [pig_ours] * 4, "8C": [pig_away] * 4})
    assert reason not in (Reason.AVOID_PIG, Reason.SHED_BEFORE_PIG, Reason.KEEP_PIG_GUARD)


def test_the_exact_search_s_piles_score_as_its_value() -> None:
    checked = 0
    normal = make_bot("normal")
    for k in range(6):
        game = _game(f"PILES{k}")
        while game.phase is Phase.PLAY:
            turn = game.turn
            assert turn is not None
            view = seat_view(game, turn)
            if view.hand.bit_count() <= 4:
                spot = Spot.of(position_of(view))
                for hands in sample_deals(view, decision_rng(game.code, turn, 99), 2):
                    memo: dict[tuple[int, ...], list[int]] = {}
                    scores = spot.solve(list(hands), memo)
                    assert final_scores(spot.solved_piles(hands, memo), view.exposed, view.rules) == scores
                    checked += 1
            card = normal.choose_play(view, decision_rng(game.code, turn, view.move_number)).card
            assert card is not None
            game.apply(Play(turn, card))
    assert checked >= 100


def _game(code: str) -> Game:
    """Game ``code`` after every seat's exposure by Normal."""
    normal = make_bot("normal")
    game = Game.new(code)
    while game.phase is Phase.EXPOSE:
        seat = next(s for s in range(4) if game.pending[s] is None)
        game.apply(Expose(seat, normal.choose_exposure(seat_view(game, seat), decision_rng(code, seat, 0)).cards))
    return game


def _south_views(code: str, every: int) -> list[SeatView]:
    """South's views with a choice in game ``code`` (all seats Normal), one in ``every``."""
    normal = make_bot("normal")
    game = _game(code)
    views = []
    while game.phase is Phase.PLAY:
        turn = game.turn
        assert turn is not None
        view = seat_view(game, turn)
        if turn == 0 and len(card_classes(view.legal, view.played, view.trick)) > 1:
            views.append(view)
        card = normal.choose_play(view, decision_rng(code, turn, view.move_number)).card
        assert card is not None
        game.apply(Play(turn, card))
    return views[::every]


def test_the_hint_is_hards_card_with_every_legal_card_priced() -> None:
    hard = HardBot()
    views = [view for k in range(3) for view in _south_views(f"ADVICE{k}", 2)]
    assert len(views) >= 12
    for view in views:
        advice = hint_play(view, decision_rng("A", 0, view.move_number))
        assert advice.card == hard.choose_play(view, decision_rng("A", 0, view.move_number)).card
        priced = [c for price in advice.prices for c in price.cards]
        assert sorted(priced) == [c for c in range(52) if view.legal >> c & 1]
        assert advice.prices[0].cards[0] == advice.card and advice.prices[0].noise == 0.0
        rest = [price.value for price in advice.prices[1:]]
        assert rest == sorted(rest, reverse=True) and all(price.noise >= 0 for price in advice.prices)
        if advice.numbers != Numbers():  # a reason read from the prices: against the next best card not alike
            assert advice.numbers.card == card_name(next(p.cards[0] for p in advice.prices[1:] if not p.alike))
        if advice.reason == Reason.ALL_ALIKE:
            assert all(price.alike and price.value == advice.prices[0].value for price in advice.prices)


def test_a_lead_that_leaves_the_hand_void_says_so_with_its_points() -> None:
    view = make_view("9D 2C 3C 4C", "")
    pig_away, pig_ours = ["", "QS", "", ""], ["QS", "", "", ""]
    reason, numbers = _priced(view, "9D", "2C", {"9D": [pig_away] * 4, "2C": [pig_away, pig_ours] * 2})
    assert reason == Reason.MAKE_VOID and numbers.suit == "D" and numbers.card == "2C"
    assert numbers.points == round((100 + 100 / 3) / 2, 1)


def test_a_card_played_out_on_more_deals_is_priced_on_the_deals_it_shares_with_the_hinted_card() -> None:
    # 9C and 5C end alike on the four deals of both; 5C alone was played out on four more, worse ones.
    # Priced on its own deals 5C would look 50 points worse than 9C for no difference between them.
    view = make_view("9C 5C 2S 3S", "TC", out="6C 7C 8C")
    same = [[0, parse_cards("QS"), 0, 0]] * 4
    worse = [[parse_cards("QS"), 0, 0, 0]] * 4
    hinted, other = parse_card("9C"), parse_card("5C")
    ends = {hinted: same, other: same + worse}
    tally = Tally([(0, hinted), (0, other)], record=True)
    tally.add([_Piles(view, ends)], [[k, 0, 0, 0] for k in range(4)], [1.0] * 4, None)
    tally.add([_Piles(view, ends)], [[k, 0, 0, 0] for k in range(4, 8)], [1.0] * 4, None, [1])
    assert tally.means()[0] - tally.means()[1] > 50
    prices = card_prices(view, PricedPlay(hinted, 0, False, [NEVER_SHOOT], tally))
    assert [(p.cards, p.value, p.noise, p.alike) for p in prices] == [
        ([hinted], prices[0].value, 0.0, True),
        ([other], prices[0].value, 0.0, True),
    ]
