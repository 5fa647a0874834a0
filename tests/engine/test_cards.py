"""Cards: codes, parsing, named constants (docs/rules.md "Table", "Point cards")."""

from __future__ import annotations

import pytest
from gongzhu.cards import (
    GOAT,
    HEART_ACE,
    PIG,
    POINT_CARDS,
    TRANSFORMER,
    CardParseError,
    card_name,
    cards_of,
    parse_card,
    parse_cards,
    rank_of,
    suit_of,
)
from hypothesis import given
from hypothesis import strategies as st

ALL_CODES = [rank + suit for suit in "SHDC" for rank in "23456789TJQKA"]


def test_there_are_52_distinct_card_codes() -> None:
    assert sorted(card_name(c) for c in range(52)) == sorted(ALL_CODES)


@pytest.mark.parametrize("card", range(52))
def test_card_code_round_trips(card: int) -> None:
    assert parse_card(card_name(card)) == card


@pytest.mark.parametrize("code", ALL_CODES)
def test_code_round_trips(code: str) -> None:
    assert card_name(parse_card(code)) == code


def test_ranks_run_from_two_low_to_ace_high() -> None:
    ranks = [rank_of(parse_card(r + "S")) for r in "23456789TJQKA"]
    assert ranks == sorted(ranks) and len(set(ranks)) == 13


def test_each_suit_has_13_cards() -> None:
    for suit_letter in "SHDC":
        assert len({suit_of(parse_card(r + suit_letter)) for r in "23456789TJQKA"}) == 1


@pytest.mark.parametrize("text", ["10C", "10♣", "TC", "tc", "10c", "t♣", " TC "])
def test_ten_of_clubs_spellings(text: str) -> None:
    assert card_name(parse_card(text)) == "TC"


@pytest.mark.parametrize("text", ["Q♠", "q♠", "qs", "QS", "Qs"])
def test_queen_of_spades_spellings(text: str) -> None:
    assert parse_card(text) == PIG


@pytest.mark.parametrize(("symbol", "letter"), [("♠", "S"), ("♥", "H"), ("♦", "D"), ("♣", "C")])
def test_suit_symbols_equal_suit_letters(symbol: str, letter: str) -> None:
    for rank in "23456789JQKA":
        assert parse_card(rank + symbol) == parse_card(rank + letter)


@given(st.sampled_from(ALL_CODES), st.booleans())
def test_lower_case_is_accepted(code: str, ten_as_digits: bool) -> None:
    text = "10" + code[1] if ten_as_digits and code[0] == "T" else code
    assert parse_card(text.lower()) == parse_card(code)


@pytest.mark.parametrize("text", ["1C", "ZZ", "QX", "", "11H", "C", "Q", "10", "QSS", "0S", "1 0C"])
def test_bad_codes_raise_card_parse_error(text: str) -> None:
    with pytest.raises(CardParseError):
        parse_card(text)


def test_card_parse_error_is_a_value_error() -> None:
    assert issubclass(CardParseError, ValueError)


def test_parse_cards_reads_space_and_comma_separated_codes() -> None:
    mask = parse_cards("10C, AH 2S")
    assert sorted(card_name(c) for c in cards_of(mask)) == ["2S", "AH", "TC"]
    assert parse_cards(["TC", "AH", "2S"]) == mask


def test_parse_cards_of_nothing_is_empty() -> None:
    assert parse_cards("") == 0
    assert parse_cards([]) == 0


@pytest.mark.parametrize("text", ["QS QS", "TC 10C", "Q♠ qs", "AH 2S AH"])
def test_parse_cards_rejects_a_card_named_twice(text: str) -> None:
    with pytest.raises(CardParseError):
        parse_cards(text)


def test_parse_cards_rejects_a_bad_code() -> None:
    with pytest.raises(CardParseError):
        parse_cards("QS 1C")


def test_named_constants() -> None:
    assert parse_card("QS") == PIG
    assert parse_card("JD") == GOAT
    assert parse_card("TC") == TRANSFORMER
    assert parse_card("AH") == HEART_ACE


def test_the_16_point_cards_are_the_hearts_pig_goat_and_transformer() -> None:
    expected = {r + "H" for r in "23456789TJQKA"} | {"QS", "JD", "TC"}
    assert {card_name(c) for c in cards_of(POINT_CARDS)} == expected


def test_card_name_rejects_a_number_outside_the_deck() -> None:
    for bad in (-1, 52):
        with pytest.raises(ValueError):
            card_name(bad)
