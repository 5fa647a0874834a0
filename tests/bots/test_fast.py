"""Hard's bit-mask core: legal plays, playouts scored like the engine, exact search, inference."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pytest
from gongzhu.bots.drive import drive
from gongzhu.bots.fast import (
    CALM,
    DEFEND,
    FULL_MODEL,
    IN_CONTROL,
    NEVER_SHOOT,
    Spot,
    close_trick,
    fast_playout,
    fast_playout_lines,
    fast_solve,
    trick_replies,
)
from gongzhu.bots.fast_policy import discard_card, follow_card, follow_top
from gongzhu.bots.inference import History
from gongzhu.bots.playout import solve, utility
from gongzhu.bots.position import Position
from gongzhu.bots.suits import BASE, split
from gongzhu.cardfacts import card_values, holds_every_heart
from gongzhu.cards import (
    CLUBS,
    DIAMONDS,
    EXPOSABLE,
    GOAT,
    PIG_BIT,
    POINT_CARDS,
    SUIT_MASKS,
    Mask,
    card_name,
    parse_card,
    parse_cards,
)
from gongzhu.game import Game, Phase
from gongzhu.legal import legal_plays
from gongzhu.rules import FIRST_LEAD_CLUB_TWO, Rules
from gongzhu.scoring import score_hand
from gongzhu.seatview import SeatView, seat_view

from .tables import fast_play_masks, shoot_play_masks


def _deal(rnd: random.Random) -> list[Mask]:
    cards = list(range(52))
    rnd.shuffle(cards)
    return [sum(1 << c for c in cards[13 * k : 13 * k + 13]) for k in range(4)]


class _FastPolicy:
    """The fast policy in a seat (checking each card is legal); it exposes everything or nothing."""

    def __init__(self, expose_all: bool) -> None:
        self.expose_all = expose_all

    def expose(self, game: Game, seat: int) -> Mask:
        return game.exposable(seat) if self.expose_all else 0

    def play(self, game: Game, seat: int) -> int:
        forced = game.forced_lead()
        if forced is not None:
            return forced  # the ♣2 variant's first lead is not the policy's choice
        trick = list(game.trick)
        values = card_values(game.rules, game.exposed)
        card = fast_play_masks(list(game.hands), seat, trick, game.played, game.exposed, game.led_suits, values)
        led = trick[0] // 13 if trick else None
        assert legal_plays(game.hands[seat], led, game.exposed, game.led_suits) >> card & 1
        return card


def _fast_game(code: str, rules: Rules, expose: bool) -> Game:
    """A hand of ``code`` played to the end by the fast policy in every seat."""
    game = Game.new(code, rules)
    drive(game, [_FastPolicy(expose)] * 4)
    return game


def test_the_fast_policy_plays_legal_cards_and_whole_hands() -> None:
    for k in range(40):
        rules = Rules(exposure=k % 4 != 3, first_lead=FIRST_LEAD_CLUB_TWO if k % 5 == 0 else Rules().first_lead)
        game = _fast_game(f"FAST{k}", rules, expose=k % 2 == 0)
        assert game.phase in (Phase.HAND_OVER, Phase.GAME_OVER)


@pytest.mark.parametrize("shooter", [-1, 0, 2])
def test_fast_playout_scores_like_the_engine(shooter: int) -> None:
    rnd = random.Random(11 + shooter)
    shots = 0
    for k in range(200):
        hands = _deal(rnd)
        exposed = rnd.getrandbits(52) & EXPOSABLE & (hands[0] | hands[1] | hands[2] | hands[3])
        rules = Rules(pig_goat_swap=k % 3 == 0, zero_hearts_are_points=k % 2 == 0)
        leader = next(s for s in range(4) if hands[s] & 1)
        values = card_values(rules, exposed)
        least = k % 4
        # Play it out by hand with the same policy, every trick to the end, and score with the engine's scorer.
        h = list(hands)
        piles = [0, 0, 0, 0]
        played = led_suits = 0
        lead = leader
        for _ in range(13):
            trick: list[int] = []
            shoots = shooter >= 0 and holds_every_heart(piles, shooter, least)
            for i in range(4):
                seat = (lead + i) & 3
                if shoots and seat == shooter:
                    card = shoot_play_masks(h, seat, trick, exposed, led_suits)
                else:
                    card = fast_play_masks(h, seat, trick, played, exposed, led_suits, values)
                led = trick[0] // 13 if trick else None
                assert legal_plays(h[seat], led, exposed, led_suits) >> card & 1
                h[seat] ^= 1 << card
                played |= 1 << card
                trick.append(card)
            lead, led_suits = close_trick(lead, trick, piles, led_suits)
        expected = [b.hand for b in score_hand(piles, exposed, rules)]
        shots += any(b.all_hearts for b in score_hand(piles, exposed, rules))
        got = fast_playout(Spot(leader, (), 0, (0, 0, 0, 0), exposed, 0, rules), list(hands), values, shooter, least)
        assert got == expected, k
    if shooter >= 0:
        assert shots > 0  # the shooter does take all the hearts now and then


def test_a_seat_shoots_while_it_holds_every_heart_taken() -> None:
    hearts = parse_cards("2H 5H 9H")
    assert holds_every_heart([hearts, 0, PIG_BIT, 0], 0, 3)
    assert not holds_every_heart([hearts, 0, PIG_BIT, 0], 0, 4)  # not enough hearts yet
    assert not holds_every_heart([hearts, parse_cards("3H"), 0, 0], 0, 1)  # someone else has one
    assert not holds_every_heart([0, 0, 0, 0], 0, 1)


def test_the_shooter_cashes_sure_winners_and_keeps_its_hearts() -> None:
    hands = [
        parse_cards("AH KH 3H 4C 2D"),
        parse_cards("QH 2C 3C 3D 4D"),
        parse_cards("JH 5C 6C 5D 6D"),
        parse_cards("TH 7C 8C 7D 8D"),
    ]
    assert card_name(shoot_play_masks(hands, 0, [], 0, 0)) == "AH"  # the top heart pulls the others' hearts
    # Following: win with the highest card; when the trick cannot be won, the lowest.
    assert card_name(shoot_play_masks(hands, 0, [parse_card("QH")], 0, 0)) == "AH"
    hands[0] = parse_cards("4C 5C 2D 9H")
    assert card_name(shoot_play_masks(hands, 0, [parse_card("KC")], 0, 0)) == "4C"
    # Void in the led suit: shed the lowest card that is not a heart.
    assert card_name(shoot_play_masks(hands, 0, [parse_card("KS")], 0, 0)) == "2D"


def test_fast_solve_agrees_with_the_reference_search() -> None:
    rnd = random.Random(4)
    rules = Rules()
    values = card_values(rules, 0)
    for k in range(60):
        hands = _deal(rnd)
        leader, played, piles, led_suits = 0, 0, [0, 0, 0, 0], 0
        for _ in range(10 + k % 2):
            trick: list[int] = []
            for i in range(4):
                seat = (leader + i) & 3
                card = fast_play_masks(hands, seat, trick, played, 0, led_suits, values)
                hands[seat] ^= 1 << card
                played |= 1 << card
                trick.append(card)
            leader, led_suits = close_trick(leader, trick, piles, led_suits)
        pos = Position(list(hands), leader, [], played, list(piles), 0, [0, 0, 0, 0], [0, 0, 0, 0], led_suits, rules)
        memo: dict[tuple[int, ...], list[int]] = {}
        assert fast_solve(list(hands), leader, [], played, list(piles), 0, led_suits, rules, memo) == solve(pos)
        assert all(p & ~POINT_CARDS == 0 for p in piles)


def test_the_policy_never_gives_the_goat_away_under_a_higher_diamond_while_another_card_will_do() -> None:
    def follow(cards: str, top: str, last: bool) -> str:
        follow = split(parse_cards(cards))[DIAMONDS]
        return card_name(BASE[DIAMONDS] + follow_top(follow, parse_card(top) - BASE[DIAMONDS], 0, DIAMONDS, last))

    for last in (False, True):
        assert follow("JD TD 6D", "AD", last) == card_name(parse_card("TD"))  # the ten ducks, not the goat
        assert follow("JD KD", "QD", last) == card_name(parse_card("KD"))  # over the top, the goat kept
        assert follow("JD", "AD", last) == card_name(GOAT)  # nothing else: it must go
    assert follow("JD 3D", "QD", True) == card_name(parse_card("3D"))


def test_in_whole_hands_no_seat_of_the_policy_gives_the_goat_to_a_higher_diamond_while_it_holds_another() -> None:
    given = kept = 0
    for k in range(120):
        game = _fast_game(f"GOAT{k}", Rules(exposure=k % 2 == 0), expose=k % 4 == 0)
        hands = list(game.dealt)
        for trick in game.tricks:
            for i, card in enumerate(trick.cards):
                seat = (trick.leader + i) & 3
                diamonds_before = [c for c in trick.cards[:i] if c // 13 == DIAMONDS]
                if i and trick.cards[0] // 13 == DIAMONDS and max(diamonds_before) > GOAT and hands[seat] >> GOAT & 1:
                    others = hands[seat] & ~(1 << GOAT) & SUIT_MASKS[DIAMONDS]
                    if card == GOAT:
                        given += 1
                        assert not others, (game.code, card_name(card))
                    else:
                        kept += 1
                hands[seat] &= ~(1 << card)
    assert kept >= 5, kept  # the case comes up


def _swap_two(hands: Sequence[Mask], seat: int, rnd: random.Random) -> list[Mask]:
    """``hands`` with a random card of one seat other than ``seat`` swapped for a random card of another."""
    a, b = rnd.sample([s for s in range(4) if s != seat], 2)
    ca = rnd.choice([c for c in range(52) if hands[a] >> c & 1])
    cb = rnd.choice([c for c in range(52) if hands[b] >> c & 1])
    out = list(hands)
    out[a] ^= (1 << ca) | (1 << cb)
    out[b] ^= (1 << ca) | (1 << cb)
    return out


def _replayed_view(code: str, rules: Rules, plays: int) -> tuple[Game, SeatView]:
    """Hand ``code`` of the fast policy replayed for its first ``plays`` actions, and the view of the seat to move."""
    full = _fast_game(code, rules, expose=False)
    game = Game.new(full.code, rules)
    for action in full.actions[:plays]:
        game.apply(action)
    assert game.turn is not None
    return game, seat_view(game, game.turn)


def test_inference_gives_full_weight_to_a_deal_the_model_explains() -> None:
    for k in range(12):
        rules = Rules(exposure=False)
        # Replay the first 20 plays and look from the seat to move.
        game, view = _replayed_view(f"INF{k}", rules, 20)
        history = History(view)
        values = card_values(rules, view.exposed)
        assert history.weight(list(game.hands), values) == 1.0
        # Swapping a card between two other seats changes what they would have played, sooner or later.
        rnd = random.Random(k)
        weights = [history.weight(_swap_two(game.hands, view.seat, rnd), values) for _ in range(20)]
        assert all(0.0 < w <= 1.0 for w in weights) and min(weights) < 1.0


def _misses(weight: float, factors: tuple[float, float, float]) -> tuple[int, int, int]:
    """How many leads, cards followed and discards missed make ``weight`` of those ``factors`` (at most 12 each)."""
    found = [
        (a, b, c)
        for a in range(13)
        for b in range(13)
        for c in range(13)
        if math.isclose(weight, factors[0] ** a * factors[1] ** b * factors[2] ** c, rel_tol=1e-9)
    ]
    assert len(found) == 1, (weight, found)
    return found[0]


def test_each_kind_of_play_weighs_by_its_own_factor_and_a_factor_of_one_reads_nothing() -> None:
    rules = Rules(exposure=False)
    kinds = [0, 0, 0]
    for k in range(8):
        game, view = _replayed_view(f"INFK{k}", rules, 30)
        values = card_values(rules, view.exposed)
        factors = (0.5, 0.3, 0.7)  # a lead, a card followed, a discard
        each = History(view, miss=factors[1], lead_miss=factors[0], discard_miss=factors[2])
        no_leads = History(view, miss=factors[1], lead_miss=1.0, discard_miss=factors[2])
        rnd = random.Random(k)
        for _ in range(30):
            hands = _swap_two(game.hands, view.seat, rnd)
            leads, follows, discards = _misses(each.weight(hands, values), factors)
            assert _misses(no_leads.weight(hands, values), factors) == (0, follows, discards)
            kinds = [kinds[0] + leads, kinds[1] + follows, kinds[2] + discards]
    assert all(kinds), kinds  # every kind of miss was seen


def test_a_card_interchangeable_with_the_models_is_no_miss() -> None:
    rules = Rules(exposure=False)
    helped = 0
    for k in range(12):
        game, view = _replayed_view(f"INFC{k}", rules, 28)
        # On deals with two cards swapped, the model names a card of a run where another was played: no miss then.
        values = card_values(rules, view.exposed)
        plain, classes = History(view), History(view, classes=True)
        rnd = random.Random(k)
        for _ in range(20):
            hands = _swap_two(game.hands, view.seat, rnd)
            w, wc = plain.weight(hands, values), classes.weight(hands, values)
            assert wc >= w
            helped += wc > w
        assert plain.weight(list(game.hands), values) == classes.weight(list(game.hands), values) == 1.0
    assert helped


def test_a_deals_weight_does_not_depend_on_the_deals_weighed_before_nor_on_other_card_values() -> None:
    # The judgement of each play is kept by the seat's hand (its cards of the suit led while it follows):
    # the weights are the same weighed in any order, and a table of card values of its own judges afresh.
    rules = Rules(exposure=True)
    for k in range(6):
        game, view = _replayed_view(f"INFM{k}", rules, 26)
        values = card_values(rules, view.exposed)
        rnd = random.Random(k)
        deals = [_swap_two(_swap_two(game.hands, view.seat, rnd), view.seat, rnd) for _ in range(40)]
        forward, backward = History(view), History(view)
        ahead = [forward.weight(hands, values) for hands in deals]
        assert [backward.weight(hands, values) for hands in reversed(deals)] == ahead[::-1]
        assert len(set(ahead)) > 1  # the deals do differ in weight
        other = card_values(rules, view.exposed, -50)  # the policy ducks the transformer, so it plays otherwise
        fresh = [History(view).weight(hands, other) for hands in deals]
        assert [forward.weight(hands, other) for hands in deals] == fresh


def test_calm_seats_let_a_run_go_and_the_others_still_defend() -> None:
    rnd = random.Random(29)
    first = parse_cards("2H 3H 4H 5H")  # the first trick, all hearts, taken by our seat 0
    values = card_values(Rules(), 0)
    calm_all = DEFEND | CALM << 1 | CALM << 2 | CALM << 3
    differs = partly = 0
    for _ in range(80):
        cards = [c for c in range(52) if not first >> c & 1]
        rnd.shuffle(cards)
        hands = [sum(1 << c for c in cards[12 * k : 12 * k + 12]) for k in range(4)]

        def run(model: int, hands: list[Mask] = hands) -> list[int]:
            spot = Spot(0, (), first, (first, 0, 0, 0), 0, 1 << 1, Rules())
            return fast_playout(spot, list(hands), values, shooter=0, model=model)

        assert run(calm_all) == run(0)  # nobody defends: as without the model
        differs += run(DEFEND) != run(0)
        partly += run(DEFEND | CALM << 1) not in (run(DEFEND), run(0))
    assert differs >= 10 and partly >= 1


def test_our_seat_goes_for_all_the_hearts_only_while_it_holds_the_top_heart_still_out() -> None:
    # Seat 0 has taken the first four hearts; seat 1 holds every heart above its ♥6 ♥7.
    deal = (
        "6H 7H AS KS JS AC KC QC AD KD QD JD / AH KH QH JH TH 9H 8H 2S 3S 4S 2C 3C / "
        "QS 5S 6S 7S 8S 9S TS 4C 5C 6C 7C 8C / 9C TC JC 2D 3D 4D 5D 6D 7D 8D 9D TD"
    )
    hands = [parse_cards(hand) for hand in deal.split(" / ")]
    first = parse_cards("2H 3H 4H 5H")
    assert sum(h.bit_count() for h in hands) + 4 == 52 and not any(h & first for h in hands)
    values = card_values(Rules(), 0)

    def run(shooter: int, model: int) -> list[int]:
        spot = Spot(0, (), first, (first, 0, 0, 0), 0, 1 << 2, Rules())
        return fast_playout(spot, list(hands), values, shooter=shooter, model=model)

    assert run(0, IN_CONTROL) == run(-1, 0)  # no run: seat 0 never holds the top heart
    assert run(0, 0) != run(-1, 0)  # four hearts taken were enough before
    # With the top hearts in seat 0's hand, it plays on for them as before, and takes everything.
    hands[0] ^= parse_cards("6H 7H AH KH")
    hands[1] ^= parse_cards("6H 7H AH KH")
    assert run(0, IN_CONTROL) == run(0, 0) == [800, 0, 0, 0]


def _line_spot(rnd: random.Random, k: int) -> tuple[Spot, list[Mask]]:
    """A spot and deal for the two lines: a fresh deal (every fifth with a forced first lead),
    or seat 0 having taken a first trick of four hearts (half of them with a trick begun)."""
    if k % 2:
        hands = _deal(rnd)
        leader = next(s for s in range(4) if hands[s] & 1)
        return Spot(leader, (), 0, (0, 0, 0, 0), 0, 0, Rules(), 0 if k % 5 == 1 else None), hands
    first = parse_cards("2H 3H 4H 5H")
    cards = [c for c in range(52) if not first >> c & 1]
    rnd.shuffle(cards)
    hands = [sum(1 << c for c in cards[12 * s : 12 * s + 12]) for s in range(4)]
    spot = Spot(0, (), first, (first, 0, 0, 0), 0, 1 << 1, Rules())
    if k % 4 == 0:  # seat 0 has led its lowest card of a suit it holds
        lead = next(c for c in range(52) if hands[0] >> c & 1)
        hands[0] ^= 1 << lead
        spot = spot._replace(trick=(lead,), played=first | 1 << lead)
    return spot, hands


def test_both_lines_at_once_are_the_two_playouts() -> None:
    rnd = random.Random(41)
    parted = same = differ = 0
    for k in range(400):
        spot, hands = _line_spot(rnd, k)
        if k % 3 == 0:  # exposed cards: the rules on leading and following them read the suits led
            spot = spot._replace(exposed=rnd.getrandbits(52) & EXPOSABLE & (hands[0] | hands[1] | hands[2] | hands[3]))
        values = card_values(spot.rules, spot.exposed)
        shooter, least = (k // 2) % 4 if k % 2 else 0, 1 + k % 4
        model = (FULL_MODEL if k % 3 else 0) | (IN_CONTROL if k % 4 != 3 else 0) | (CALM << 2 if k % 7 == 0 else 0)
        shoot = fast_playout(spot, list(hands), values, shooter, least, model)
        never = fast_playout(spot, list(hands), values, shooter, NEVER_SHOOT, model)
        assert fast_playout_lines(spot, list(hands), values, shooter, least, model) == (shoot, never), k
        fork: list[tuple[Spot, list[Mask]]] = []
        fast_playout(spot, list(hands), values, shooter, least, model, fork)
        parted += bool(fork)
        same += not fork
        differ += shoot != never
    # Both cases occur: the shooter starts to run (and the lines then often differ), or it never does.
    assert parted >= 40 and same >= 40 and differ >= 20, (parted, same, differ)


def test_trick_replies_give_each_later_seat_its_best_card_on_the_deal() -> None:
    """Each seat still to play to the trick plays one legal card; the last plays the card whose playout is best
    for it, and the scores returned are the playout from the closed trick on."""
    rnd = random.Random(43)
    differ = 0
    for k in range(150):
        hands = _deal(rnd)
        spot = Spot(k % 4, (), 0, (0, 0, 0, 0), 0, 0, Rules())
        values = card_values(spot.rules, 0)
        for _ in range(1 + k % 3):  # one to three cards of a first trick, by the policy
            seat = (spot.leader + len(spot.trick)) & 3
            card = fast_play_masks(hands, seat, list(spot.trick), spot.played, 0, 0, values)
            hands[seat] ^= 1 << card
            spot = spot.after(card)
        before = list(hands)
        closed, scores = trick_replies(spot, hands, values, -1)
        led = spot.trick[0] // 13
        for n in range(len(spot.trick), 4):
            seat = (spot.leader + n) & 3
            gone = before[seat] ^ hands[seat]
            assert gone.bit_count() == 1 and legal_plays(before[seat], led, 0, 0) & gone, k
        assert not closed.trick and closed.played.bit_count() == 4
        if len(spot.trick) < 3:
            continue
        last = (spot.leader + 3) & 3
        options = [c for c in range(52) if legal_plays(before[last], led, 0, 0) >> c & 1]
        if len(options) < 2:
            continue
        reached = []
        for c in options:
            deal = list(before)
            deal[last] ^= 1 << c
            reached.append(utility(fast_playout(spot.after(c), deal, values), last))
        if scores is None:  # the cards are interchangeable: no choice
            assert len(set(reached)) == 1, k
            continue
        assert scores == fast_playout(closed, list(hands), values) and utility(scores, last) == max(reached), k
        policy = fast_play_masks(before, last, list(spot.trick), spot.played, 0, 0, values)
        differ += hands[last] >> policy & 1  # the policy's card is still held
    assert differ > 0  # the best reply is not always the policy's card


def test_a_policy_that_prices_the_transformer_ducks_it_and_sheds_it() -> None:
    """With ♣10 below 0 (the setting ``transformer``) a void seat sheds it first after the pig and the last
    seat ducks a trick that holds it; at 0, as shipped, it sheds the high heart and takes the clean trick."""
    plain = card_values(Rules(), 0)
    priced = card_values(Rules(), 0, -50)
    void = parse_cards("TC AH 3D")
    assert discard_card(split(void), split(0), plain) == parse_card("AH")
    assert discard_card(split(void), split(0), priced) == parse_card("TC")
    assert discard_card(split(void | PIG_BIT), split(0), priced) == parse_card("QS")
    trick = [parse_card(c) for c in ("5C", "TC", "2C")]
    follow = split(parse_cards("3C KC"))[CLUBS]
    assert follow_card(trick, follow, CLUBS, plain) == parse_card("KC")
    assert follow_card(trick, follow, CLUBS, priced) == parse_card("3C")
