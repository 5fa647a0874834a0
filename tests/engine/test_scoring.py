"""Scoring a hand (docs/rules.md "Scoring a hand"), through score_player and score_hand."""

from __future__ import annotations

import pytest
from gongzhu.cards import HEART_MASK, POINT_CARDS, card_name, cards_of
from gongzhu.scoring import HandScore, TransformerEffect, exposure_effects, score_hand, score_player
from gongzhu.tools.selfcheck import plain_score
from hypothesis import given
from hypothesis import strategies as st

from .positions import cards
from .reference import EXPOSABLE

ALL_HEARTS = "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"
ALL_POINTS = ALL_HEARTS + " QS JD TC"

# docs/rules.md's worked results, row by row: (collected, exposed, hand score).
REFERENCE_TABLE = [
    pytest.param("QS AH 5H", "", -160, id="pig, AH, 5H"),
    pytest.param("TC", "", 50, id="TC only"),
    pytest.param("TC 2H", "", 0, id="TC, 2H"),
    pytest.param("TC JD", "", 200, id="TC, goat"),
    pytest.param("TC JD QS", "", 0, id="TC, goat, pig"),
    pytest.param(ALL_HEARTS, "", 200, id="all 13 hearts, no pig"),
    pytest.param(ALL_HEARTS + " QS", "", 300, id="all 13 hearts and pig"),
    pytest.param(ALL_POINTS, "", 800, id="all 16 point cards"),
    pytest.param("AH KH", "AH", -180, id="AH exposed; AH, KH"),
    pytest.param("TC QS", "TC", -400, id="TC exposed; TC, pig"),
    pytest.param("", "", 0, id="no point cards"),
]


@pytest.mark.parametrize(("collected", "exposed", "expected"), REFERENCE_TABLE)
def test_reference_table_through_score_player(collected: str, exposed: str, expected: int) -> None:
    assert score_player(cards(collected), cards(exposed)).hand == expected


@pytest.mark.parametrize(("collected", "exposed", "expected"), REFERENCE_TABLE)
def test_reference_table_through_score_hand(collected: str, exposed: str, expected: int) -> None:
    # The row's pile goes to South; the other point cards to the other seats.
    south = cards(collected)
    rest = [c for c in cards_of(POINT_CARDS & ~south)]
    piles = [south, 0, 0, 0]
    for i, card in enumerate(rest):
        piles[1 + i % 3] |= 1 << card
    assert score_hand(piles, cards(exposed))[0].hand == expected


def score(collected: str, exposed: str = "") -> HandScore:
    return score_player(cards(collected), cards(exposed))


# --- the breakdown ---------------------------------------------------------------


def test_breakdown_of_pig_heart_ace_and_five() -> None:
    s = score("QS AH 5H")
    assert (s.hearts, s.pig, s.goat, s.base, s.transformer, s.hand) == (
        -60,
        -100,
        0,
        -160,
        TransformerEffect.NONE,
        -160,
    )
    assert not s.all_hearts and not s.all_points


def test_breakdown_of_transformer_alone() -> None:
    s = score("TC")
    assert (s.hearts, s.pig, s.goat, s.transformer, s.hand) == (0, 0, 0, TransformerEffect.ALONE, 50)


def test_breakdown_of_exposed_transformer_alone() -> None:
    s = score("TC", "TC")
    assert (s.transformer, s.hand, s.transformer_exposed) == (TransformerEffect.ALONE, 100, True)


def test_breakdown_of_transformer_doubling() -> None:
    s = score("TC JD")
    assert (s.goat, s.base, s.transformer, s.transformer_factor, s.hand) == (
        100,
        100,
        TransformerEffect.MULTIPLIES,
        2,
        200,
    )


def test_breakdown_of_exposed_transformer_quadrupling() -> None:
    s = score("TC QS", "TC")
    assert (s.pig, s.base, s.transformer, s.transformer_factor, s.hand) == (
        -100,
        -100,
        TransformerEffect.MULTIPLIES,
        4,
        -400,
    )


def test_breakdown_without_transformer_says_nothing_about_it() -> None:
    s = score("QS")
    assert (s.transformer, s.transformer_factor, s.transformer_exposed) == (TransformerEffect.NONE, 1, False)


def test_breakdown_of_all_hearts() -> None:
    s = score(ALL_HEARTS)
    assert (s.hearts, s.all_hearts, s.all_points, s.hand) == (200, True, False, 200)


def test_breakdown_of_all_16_point_cards() -> None:
    s = score(ALL_POINTS)
    assert (s.hearts, s.pig, s.goat, s.base, s.transformer) == (200, 100, 100, 400, TransformerEffect.MULTIPLIES)
    assert s.all_hearts and s.all_points and s.hand == 800


def test_breakdown_lists_the_point_cards_taken() -> None:
    assert sorted(score("QS 2H TC").cards) == ["2H", "QS", "TC"]


def test_breakdown_to_dict_has_every_line() -> None:
    assert score("QS AH 5H").to_dict() == {
        "hearts": -60,
        "pig": -100,
        "goat": 0,
        "base": -160,
        "transformer": "",
        "transformer_factor": 1,
        "heart_factor": 1,
        "pig_factor": 1,
        "goat_factor": 1,
        "transformer_exposed": False,
        "all_hearts": False,
        "all_points": False,
        "clean_sweep": False,
        "swapped": False,
        "hand": -160,
        "transformer_effect": "none",
        "cards": ["QS", "5H", "AH"],
    }


def test_the_transformer_line_keeps_its_text_in_to_dict() -> None:
    texts = [
        score(pile, exposed).to_dict()["transformer"]
        for pile, exposed in [("QS", ""), ("TC", ""), ("TC", "TC"), ("TC JD", ""), ("TC QS", "TC")]
    ]
    assert texts == ["", "+50", "+100", "x2", "x4"]
    assert score("TC JD").to_dict()["transformer_effect"] == "multiplies"


def test_exposure_effects_give_the_points_before_and_after() -> None:
    effects = {effect.target: effect for effect in exposure_effects()}
    summary = {t: (e.points_before, e.points_after, e.times_before, e.times_after) for t, e in effects.items()}
    assert summary == {
        "pig": (-100, -200, 1, 2),
        "hearts": (-200, -400, 1, 2),
        "goat": (100, 200, 1, 2),
        "transformer": (50, 100, 2, 4),
    }
    assert [card_name(e.card) for e in exposure_effects()] == ["QS", "AH", "JD", "TC"]


def test_score_ignores_cards_that_are_not_point_cards() -> None:
    assert score("QS AS KD 2C").hand == -100


# --- hearts -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("heart", "value"),
    [("AH", -50), ("KH", -40), ("QH", -30), ("JH", -20), ("TH", -10), ("9H", -10), ("8H", -10),
     ("7H", -10), ("6H", -10), ("5H", -10), ("4H", 0), ("3H", 0), ("2H", 0)],
)  # fmt: skip
def test_value_of_each_heart(heart: str, value: int) -> None:
    assert score(heart).hearts == value


def test_the_13_hearts_add_up_to_minus_200_when_split() -> None:
    twelve = score(ALL_HEARTS.replace("2H ", "")).hearts
    assert twelve + score("2H").hearts == -200


# --- exposure ---------------------------------------------------------------------


def test_exposed_heart_ace_doubles_every_heart() -> None:
    assert score("KH 5H 2H", "AH").hearts == -100


def test_breakdown_shows_the_heart_factor_only_when_hearts_were_taken() -> None:
    assert score("KH 5H", "AH").heart_factor == 2
    assert score("QS", "AH").heart_factor == 1
    assert score("KH 5H").heart_factor == 1


def test_exposed_heart_ace_doubles_hearts_for_whoever_takes_them() -> None:
    # The ♥A itself went to someone else; the other hearts still count double.
    assert score("QH", "AH").hand == -60


def test_exposed_heart_ace_makes_all_hearts_plus_400() -> None:
    assert score(ALL_HEARTS, "AH").hand == 400


def test_exposed_pig_is_minus_200() -> None:
    s = score("QS", "QS")
    assert (s.pig, s.pig_factor, s.hand) == (-200, 2, -200)


def test_exposed_goat_is_plus_200() -> None:
    s = score("JD", "JD")
    assert (s.goat, s.goat_factor, s.hand) == (200, 2, 200)


def test_exposed_transformer_alone_is_plus_100() -> None:
    assert score("TC", "TC").hand == 100


def test_exposed_transformer_multiplies_by_4() -> None:
    assert score("TC JD", "TC").hand == 400


def test_exposure_of_a_card_not_taken_changes_nothing_else() -> None:
    assert score("QS 5H", "JD TC").hand == -110


def test_every_exposure_at_once_on_all_16_cards() -> None:
    # hearts +400, pig +200, goat +200 = 800, × 4.
    assert score(ALL_POINTS, "AH QS JD TC").hand == 3200


# --- all hearts -------------------------------------------------------------------


def test_all_hearts_with_exposed_pig_counts_the_pig_plus_200() -> None:
    assert score(ALL_HEARTS + " QS", "QS").hand == 400


def test_twelve_hearts_are_not_all_hearts() -> None:
    s = score(ALL_HEARTS.replace("2H ", "") + " QS")
    assert not s.all_hearts and s.hand == -300


# --- the transformer ----------------------------------------------------------------


@pytest.mark.parametrize("low_heart", ["2H", "3H", "4H"])
def test_low_hearts_are_point_cards_for_the_transformer(low_heart: str) -> None:
    s = score("TC " + low_heart)
    assert (s.transformer, s.hand) == (TransformerEffect.MULTIPLIES, 0)


def test_transformer_doubles_hearts() -> None:
    assert score("TC AH 5H").hand == -120


def test_transformer_with_goat_and_pig_exposed() -> None:
    assert score("TC JD QS", "QS").hand == -200


# --- whole hands ---------------------------------------------------------------------


def test_score_hand_scores_each_pile_independently() -> None:
    piles = [cards("QS AH"), cards("TC"), cards("JD 2H"), cards("KH QH JH TH 9H 8H 7H 6H 5H 4H 3H")]
    assert [s.hand for s in score_hand(piles, 0)] == [-150, 50, 100, -150]


@given(
    owners=st.lists(st.integers(0, 3), min_size=16, max_size=16),
    exposed=st.sets(st.sampled_from(sorted(EXPOSABLE))),
)
def test_score_hand_agrees_with_rules_for_any_split_of_the_point_cards(owners: list[int], exposed: set[str]) -> None:
    point_cards = list(cards_of(POINT_CARDS))
    piles = [0, 0, 0, 0]
    for card, owner in zip(point_cards, owners, strict=True):
        piles[owner] |= 1 << card
    scores = score_hand(piles, cards(" ".join(exposed)))
    for pile, s in zip(piles, scores, strict=True):
        assert s.hand == plain_score({card_name(c) for c in cards_of(pile)}, exposed)
        assert s.all_hearts == (pile & HEART_MASK == HEART_MASK)
