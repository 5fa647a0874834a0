"""The arena's hands by type: what each seat was dealt and took, and hero against field by hand type."""

from __future__ import annotations

import pytest
from gongzhu.cards import FULL_DECK, GOAT, HEART_MASK, PIG, TRANSFORMER, Mask, parse_card, parse_cards
from gongzhu.game import Trick
from gongzhu.rules import Rules
from gongzhu.tools.arena import DealResult, play_deal, summarize
from gongzhu.tools.handtypes import HAND_TYPES, HandFacts, compare_types, hand_type_report, made_voids, seat_pairs


def _trick(leader: int, codes: str) -> Trick:
    return Trick(leader, tuple(parse_card(c) for c in codes.split()), 0)


def test_a_void_is_made_only_while_others_still_hold_the_suit() -> None:
    hand = parse_cards("2C 3C 4D 5H")
    tricks = [
        _trick(0, "2C 6C 7C 8C"),  # still a club in hand
        _trick(0, "3C 9C TC JC"),  # the last club, and QC KC AC are still out: a void after trick 2
        _trick(1, "2D 3D 5D 4D"),  # leader East: our card is the fourth; the diamonds are not all out
        _trick(0, "5H 2H 3H 4H"),  # the last trick: no void counts
    ]
    assert made_voids(hand, tricks, 0) == (2, 3)
    # Our ♦A goes after every other diamond: nobody holds one any more, so no void is made with it.
    hand = parse_cards("AD 2H 3H 4H 5H 2C")
    tricks = [_trick(1, cards) for cards in ("2D 3D 4D 2H", "5D 6D 7D 3H", "8D 9D TD 4H", "JD QD KD 5H")]
    tricks += [_trick(0, "AD 6H 7H 8H"), _trick(0, "2C 3C 4C 5C")]
    assert made_voids(hand, tricks, 0) == (4,)  # the last heart, with ♥6 and more still out


def test_a_played_deal_keeps_sixteen_hands_that_add_up() -> None:
    result = play_deal((4, 0, "normal", "easy", Rules(exposure=False), {}))
    assert len(result.hands) == 16
    for seating in range(4):
        hands = result.hands[4 * seating : 4 * seating + 4]
        assert [h.seat for h in hands] == [0, 1, 2, 3] and [h.seating for h in hands] == [seating] * 4
        assert result.hero[seating] == hands[seating].score
        assert result.field[3 * seating : 3 * seating + 3] == [h.score for h in hands if h.seat != seating]
        # Every card dealt once and taken once; the same cards in each seat in every seating.
        assert sum(h.dealt for h in hands) == FULL_DECK == sum(h.taken for h in hands)
        assert [h.dealt for h in hands] == [h.dealt for h in result.hands[:4]]
        assert all(all(1 <= t <= 12 for t in h.voids) for h in hands)


def _facts(seating: int, seat: int, score: int, dealt: Mask, taken: Mask = 0, voids: tuple[int, ...] = ()) -> HandFacts:
    return HandFacts(seating, seat, score, dealt, taken, voids)


#: Four hands: South has the pig with two spades, East the goat, North four hearts, West none of those.
DEALT = [parse_cards("QS 2S"), parse_cards("JD"), parse_cards("AH KH QH JH"), parse_cards("2C")]


def _deal(pig_taker_when_hero: int) -> list[HandFacts]:
    """A deal where the field never takes the pig and scores 0 everywhere; the hero takes the pig in
    seat ``pig_taker_when_hero`` (-100, after making a void at trick 3) and 0 elsewhere."""
    hands = []
    for seating in range(4):
        for seat in range(4):
            took = seat == seating == pig_taker_when_hero
            hands.append(_facts(seating, seat, -100 if took else 0, DEALT[seat], 1 << PIG if took else 0, (3,) * took))
    return hands


def test_the_hand_types_compare_the_hero_with_the_field_seat_by_seat() -> None:
    rows = {row["type"]: row for row in compare_types(seat_pairs([(0, _deal(0)), (1, _deal(2))]))}
    assert rows["all"]["seats"] == 8 and rows["all"]["diff"] == -25.0
    pig = rows["pig, 3 spades or fewer"]
    assert pig["seats"] == 2 and pig["diff"] == -50.0 and pig["ci95"] == [-148.0, 48.0]
    assert pig["hero"] == {
        "hands": 2,
        "mean": -50.0,
        "pig": 0.5,
        "goat": 0.0,
        "transformer": 0.0,
        "hearts": 0.0,
        "voids": 0.5,
        "first_void": 3.0,
    }
    assert pig["field"] == {**pig["hero"], "hands": 6, "mean": 0.0, "pig": 0.0, "voids": 0.0, "first_void": 0.0}
    hearts = rows["4 hearts or more"]
    assert hearts["seats"] == 2 and hearts["diff"] == -50.0
    assert rows["heart ace or king"]["seats"] == 2
    assert rows["goat"]["seats"] == 2 and rows["goat"]["diff"] == 0.0 and rows["goat"]["ci95"] == [0.0, 0.0]
    assert rows["transformer"]["seats"] == 0 and rows["transformer"]["diff"] == 0.0
    assert list(rows) == list(HAND_TYPES)


def test_the_report_names_the_seats_where_hero_and_field_differ_most() -> None:
    report = hand_type_report(seat_pairs([(0, _deal(0)), (5, _deal(2))]), lambda d: f"AR1-{d}", extremes=2)
    worst = report["worst"]
    assert isinstance(worst, list)
    assert worst[0] == {
        "deal": 0,
        "code": "AR1-0",
        "seat": "S",
        "types": ["pig, 3 spades or fewer", "a void or singleton outside hearts"],
        "hero": -100,
        "field": [0, 0, 0],
        "margin": -100.0,
    }
    assert worst[1]["code"] == "AR1-5" and worst[1]["seat"] == "N"


def test_a_seat_without_its_hero_hand_is_refused() -> None:
    hands = [h for h in _deal(0) if not (h.seat == h.seating == 1)]
    with pytest.raises(ValueError, match="deal 7, seat 1"):
        seat_pairs([(7, hands)])


def test_the_arena_compares_hand_types_on_the_ordinary_deals_only() -> None:
    plain = DealResult(hero=[0, 0, -100, 0], field=[0] * 12, hands=_deal(2))
    run = DealResult(hero=[200, 0, 0, 0], field=[-200] * 12, hands=_deal(0))
    report = summarize([run, plain], "hard", "defender", 3, Rules(), 1.0, profile=True, hand_types=True)
    table = report["hand_types"]
    assert isinstance(table, dict) and table["seats"] == 4
    assert table["worst"][0]["code"] == "AR3-1" and table["worst"][0]["seat"] == "N"
    assert table["types"][0]["diff"] == -25.0
    # The taken cards count hearts, the pig, the goat and the transformer from the masks.
    hearts = _facts(0, 0, -60, 0, HEART_MASK & parse_cards("AH 2H 3H") | 1 << GOAT | 1 << TRANSFORMER)
    rows = compare_types(seat_pairs([(0, [hearts if (h.seating, h.seat) == (0, 0) else h for h in _deal(1)])]))
    assert rows[0]["hero"] == {
        "hands": 4,
        "mean": -40.0,
        "pig": 0.25,
        "goat": 0.25,
        "transformer": 0.25,
        "hearts": 0.75,
        "voids": 0.25,
        "first_void": 3.0,
    }
