"""Rule options of a new game (docs/rules.md, "House-rule options"), never the defaults.

Scoring tables for the pig–goat swap and the clean sweep, the worked
examples with ♥2–♥4 not counting, the ♣2 first lead, quick games and the hand cap.
"""

from __future__ import annotations

import pytest
from gongzhu.cards import EXPOSABLE, POINT_CARDS, card_name, cards_of, parse_cards
from gongzhu.game import Game, NextHand, Phase, Play
from gongzhu.illegal import IllegalAction
from gongzhu.reasons import Reason
from gongzhu.rng import Rng
from gongzhu.rules import FIRST_LEAD_CLUB_TWO, Rules, RulesError
from gongzhu.save import load, save
from gongzhu.scoring import TransformerEffect, score_hand
from gongzhu.tools.selfcheck import plain_score, run

from .positions import position, start

ALL_HEARTS = " ".join(f"{r}H" for r in "23456789TJQKA")
SWAP = Rules(pig_goat_swap=True)
# Swap on, and ♥2–♥4 do not count for the transformer.
LOW_HEARTS_SWAP = Rules(pig_goat_swap=True, zero_hearts_are_points=False)


def hands(table: list[str], exposed: str = "", rules: Rules = SWAP) -> list[int]:
    """The four hand scores for four piles given as card codes."""
    scores = score_hand([parse_cards(pile) for pile in table], parse_cards(exposed), rules)
    return [s.hand for s in scores]


# (piles S, E, N, W; exposed; expected hand scores) under the pig–goat swap.
SWAP_TABLE = [
    # Someone takes all hearts: the pig counts +100 and the goat −100 for whoever has them.
    ([ALL_HEARTS, "QS", "JD", ""], "", [200, 100, -100, 0]),
    ([ALL_HEARTS + " QS", "JD", "", ""], "", [300, -100, 0, 0]),
    ([ALL_HEARTS, "QS", "JD TC", ""], "", [200, 100, -200, 0]),
    ([ALL_HEARTS, "QS", "JD", ""], "QS JD", [200, 200, -200, 0]),
    # Clean sweep: all hearts, pig, goat and transformer: all positive, then multiplied.
    ([ALL_HEARTS + " QS JD TC", "", "", ""], "", [800, 0, 0, 0]),
    ([ALL_HEARTS + " QS JD TC", "", "", ""], "JD", [1000, 0, 0, 0]),
    ([ALL_HEARTS + " QS JD TC", "", "", ""], "AH", [1200, 0, 0, 0]),
    # All hearts, pig and goat but not the transformer: no sweep, the goat is −100.
    ([ALL_HEARTS + " QS JD", "TC", "", ""], "", [200, 50, 0, 0]),
    # Nobody takes all hearts: the swap changes nothing.
    (["QS AH 5H", "JD", "TC", "KH"], "", [-160, 100, 50, -40]),
]


@pytest.mark.parametrize(("piles", "exposed", "expected"), SWAP_TABLE)
def test_pig_goat_swap_scoring(piles: list[str], exposed: str, expected: list[int]) -> None:
    assert hands(piles, exposed) == expected


def test_the_clean_sweep_and_swap_are_marked_in_the_breakdown() -> None:
    sweep = score_hand([parse_cards(ALL_HEARTS + " QS JD TC"), 0, 0, 0], 0, SWAP)[0]
    assert sweep.clean_sweep and sweep.swapped and sweep.all_points
    assert (sweep.hearts, sweep.pig, sweep.goat, sweep.transformer) == (200, 100, 100, TransformerEffect.MULTIPLIES)
    goat_elsewhere = score_hand([parse_cards(ALL_HEARTS), 0, parse_cards("JD"), 0], 0, SWAP)[2]
    assert goat_elsewhere.swapped and not goat_elsewhere.clean_sweep and goat_elsewhere.goat == -100


def test_without_the_swap_the_goat_stays_positive_after_all_hearts() -> None:
    assert hands([ALL_HEARTS, "QS", "JD", ""], rules=Rules()) == [200, -100, 100, 0]


# docs/rules.md's worked examples with the swap and ♥2–♥4 not counting.
LOW_HEARTS_SWAP_EXAMPLES = [
    ("5H 6H JH JD", 60),  # hearts −40, goat +100
    ("QS KH AH 2H", -190),  # hearts −90, pig −100
    ("TC 3H", 50),  # the transformer with a worthless heart is "alone"
    ("TC 2H", 50),
    ("4H 7H 8H 9H TH QH", -70),  # six hearts
    ("TC KH 7H", -100),  # hearts −50, doubled
]


@pytest.mark.parametrize(("pile", "expected"), LOW_HEARTS_SWAP_EXAMPLES)
def test_low_hearts_swap_examples(pile: str, expected: int) -> None:
    assert hands([pile, "", "", ""], rules=LOW_HEARTS_SWAP)[0] == expected


def test_low_hearts_swap_table_adds_up() -> None:
    table = ["5H 6H JH JD", "QS KH AH 2H", "TC 3H", "4H 7H 8H 9H TH QH"]
    assert hands(table, rules=LOW_HEARTS_SWAP) == [60, -190, 50, -70]


def test_clean_sweep_with_only_the_goat_exposed_is_1000() -> None:
    assert hands([ALL_HEARTS + " QS JD TC", "", "", ""], "JD", LOW_HEARTS_SWAP)[0] == 1000


def test_default_rules_count_low_hearts_for_the_transformer() -> None:
    assert hands(["TC 2H", "", "", ""], rules=Rules())[0] == 0


# --- first lead: holder of ♣2, who must lead it --------------------------------

CLUB_LEAD = Rules(first_lead=FIRST_LEAD_CLUB_TWO, exposure=False)


def test_club_two_holder_leads_the_first_hand_and_must_lead_it() -> None:
    game = position(E="2C 5C 9H", S="2S", rules=CLUB_LEAD, leader=1)
    assert game.turn == 1
    assert game.legal_plays() == parse_cards("2C")
    with pytest.raises(IllegalAction) as refused:
        game.apply(Play(1, parse_cards("5C").bit_length() - 1))
    assert refused.value.reason == Reason.MUST_LEAD_CARD and refused.value.params == {"card": "2C"}


def test_club_two_variant_leader_comes_from_the_deal() -> None:
    for number in range(20):
        game = Game.new(f"CLUB{number}", CLUB_LEAD)
        holder = next(s for s in range(4) if game.hands[s] & parse_cards("2C"))
        assert game.turn == holder


def test_after_the_first_trick_the_club_two_rule_is_gone() -> None:
    game = Game.new("CLUBLATER", CLUB_LEAD)
    while len(game.tricks) < 1:
        assert game.turn is not None
        legal = game.legal_plays()
        game.apply(Play(game.turn, legal.bit_length() - 1))
    assert game.tricks[0].cards[0] == parse_cards("2C").bit_length() - 1
    assert game.legal_plays() == game.hands[game.turn or 0]  # a free lead


def test_later_hands_are_led_by_the_pig_taker_in_the_club_variant_too() -> None:
    game = Game.new("CLUBHAND2", CLUB_LEAD)
    while game.phase is Phase.PLAY:
        assert game.turn is not None
        game.apply(Play(game.turn, game.legal_plays().bit_length() - 1))
    taker = next(t.winner for t in game.tricks if 10 in t.cards)  # ♠Q is card 10
    game.apply(NextHand())
    assert game.turn == taker
    assert game.forced_lead() is None


def test_default_first_lead_is_any_card_from_the_spade_two_holder() -> None:
    game = start(position(S="2S 9H AD"))
    assert game.turn == 0 and game.legal_plays() == game.hands[0]


# --- game length ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("totals", "over"),
    [
        ([-500, 100, 0, 0], True),
        ([-490, 100, 0, 0], False),
        ([500, 100, 0, -200], True),
        ([510, 510, 0, -200], False),  # tie at the top plays on
        ([-600, 50, 50, 0], False),
        ([-600, 60, 50, 0], True),
    ],
)
def test_quick_game_ends_at_minus_or_plus_500(totals: list[int], over: bool) -> None:
    assert Rules.quick().game_over(totals, 3) is over


def test_standard_game_has_no_upper_end() -> None:
    assert Rules().game_over([900, 0, 0, 0], 3) is False


def test_the_hand_cap_ends_the_game_with_a_sole_leader() -> None:
    capped = Rules(max_hands=30)
    assert capped.game_over([100, -200, 0, 0], 29) is False
    assert capped.game_over([100, -200, 0, 0], 30) is True
    assert capped.game_over([100, 100, 0, 0], 30) is False  # tie at the top still plays on


def test_a_quick_game_played_through_ends_by_its_rule() -> None:
    rules = Rules.quick(exposure=False)
    game = Game.new("QUICK1", rules)
    while game.phase is not Phase.GAME_OVER:
        if game.phase is Phase.HAND_OVER:
            assert not rules.game_over(game.totals, game.hand_no)
            game.apply(NextHand())
        assert game.turn is not None
        game.apply(Play(game.turn, game.legal_plays().bit_length() - 1))
    assert min(game.totals) <= -500 or max(game.totals) >= 500
    assert sorted(game.totals).count(max(game.totals)) == 1


@pytest.mark.parametrize(
    "bad",
    [
        {"max_hands": 0},
        {"first_lead": "anyone"},
        {"win_at": -5},
        {"zero_hearts_are_points": "yes"},
        {"passing": True},
    ],
)
def test_bad_rule_options_are_refused(bad: dict[str, object]) -> None:
    with pytest.raises(RulesError):
        Rules.from_dict(bad)


def test_rule_options_survive_a_save() -> None:
    rules = Rules(pig_goat_swap=True, first_lead=FIRST_LEAD_CLUB_TWO, max_hands=30, lose_at=-500, win_at=500)
    game = Game.new("OPTS1", rules)
    assert load(save(game)).rules == rules


RULE_SETS = [
    Rules(exposure=exposure, pig_goat_swap=swap, first_lead=lead, zero_hearts_are_points=zero, **length)
    for exposure in (True, False)
    for swap in (False, True)
    for lead in ("spade_two_any", FIRST_LEAD_CLUB_TWO)
    for zero in (True, False)
    for length in ({}, {"lose_at": -500, "win_at": 500}, {"max_hands": 3})
]


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: "-".join(str(v) for v in r.to_dict().values()))
def test_random_games_keep_every_invariant_under_every_rule_set(rules: Rules) -> None:
    report = run(12, "variants", rules)
    assert report["hands"] == 12
    assert report["violations"] == 0, report["violation_examples"]


def test_scoring_matches_the_plain_recomputation_for_random_tables_under_every_option() -> None:
    rng = Rng.from_key("variant-tables")
    points = list(cards_of(POINT_CARDS))
    for number in range(3000):
        rules = RULE_SETS[number % len(RULE_SETS)]
        # Bias towards all-hearts tables, which random play almost never reaches.
        sweeper = rng.below(4) if number % 3 == 0 else None
        piles = [0, 0, 0, 0]
        for card in points:
            seat = sweeper if sweeper is not None and card // 13 == 1 else rng.below(4)
            piles[seat] |= 1 << card
        exposed = EXPOSABLE & rng.next_u64()
        scores = score_hand(piles, exposed, rules)
        named = [{card_name(c) for c in cards_of(p)} for p in piles]
        swept = any(sum(1 for c in pile if c.endswith("H")) == 13 for pile in named)
        exposed_names = {card_name(c) for c in cards_of(exposed)}
        for seat in range(4):
            assert scores[seat].hand == plain_score(named[seat], exposed_names, swept, rules), (
                rules,
                named,
                exposed_names,
            )
