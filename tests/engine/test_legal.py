"""Which cards may be played (docs/rules.md "Leading and playing", the exposed-card restriction).

First the pure functions ``legal_plays``/``why_illegal`` on single hands, then
the same rules through ``Game.apply`` in a hand-built deal.
"""

from __future__ import annotations

import pytest
from gongzhu.cards import CLUBS, DIAMONDS, HEARTS, SPADES, card_name, parse_card
from gongzhu.illegal import IllegalAction
from gongzhu.legal import legal_plays, why_illegal
from gongzhu.reasons import Reason
from gongzhu.seats import EAST, NORTH, SOUTH, WEST
from hypothesis import given
from hypothesis import strategies as st

from . import reference
from .positions import PIG_EXPOSED_DEAL, assert_refused, cards, code_set, pig_exposed_game, play

SUIT_OF_LETTER = {"S": SPADES, "H": HEARTS, "D": DIAMONDS, "C": CLUBS}
NOT_LED = 0


def led(*suits: int) -> int:
    """The ``led_suits`` mask of suits already led this hand."""
    mask = 0
    for suit in suits:
        mask |= 1 << suit
    return mask


def legal(hand: str, led_suit: int | None, exposed: str = "", led_suits: int = NOT_LED) -> set[str]:
    return code_set(legal_plays(cards(hand), led_suit, cards(exposed), led_suits))


def refusal(card: str, hand: str, led_suit: int | None, exposed: str = "", led_suits: int = NOT_LED) -> IllegalAction:
    error = why_illegal(parse_card(card), cards(hand), led_suit, cards(exposed), led_suits)
    assert error is not None, f"{card} should be refused"
    return error


# --- following suit ------------------------------------------------------------------


def test_must_follow_the_led_suit() -> None:
    assert legal("5S 9S 3H KD", SPADES) == {"5S", "9S"}


def test_refusal_to_follow_names_the_led_suit() -> None:
    error = refusal("3H", "5S 9S 3H KD", SPADES)
    assert error.reason == Reason.MUST_FOLLOW_SUIT
    assert error.params == {"suit": "S"}


@pytest.mark.parametrize("suit_letter", "SHDC")
def test_must_follow_suit_params_use_the_suit_letter(suit_letter: str) -> None:
    hand = "2S 2H 2D 2C"
    other = next(c for c in hand.split() if c[1] != suit_letter)
    error = refusal(other, hand, SUIT_OF_LETTER[suit_letter])
    assert (error.reason, error.params) == (Reason.MUST_FOLLOW_SUIT, {"suit": suit_letter})


def test_void_in_the_led_suit_may_play_any_card() -> None:
    assert legal("3H KD AH 2C", SPADES) == {"3H", "KD", "AH", "2C"}


def test_leader_may_lead_any_card_hearts_included() -> None:
    assert legal("5S AH 2H KD QS TC", None) == {"5S", "AH", "2H", "KD", "QS", "TC"}


def test_point_cards_may_be_played_to_the_first_trick() -> None:
    # No "hearts broken" rule and nothing special about the first trick.
    assert legal("QS AH 2C", HEARTS) == {"AH"}
    assert legal("QS AH", CLUBS) == {"QS", "AH"}


def test_a_card_not_in_hand_is_refused() -> None:
    error = refusal("AS", "5S 9S", SPADES)
    assert (error.reason, error.params) == (Reason.CARD_NOT_IN_HAND, {"card": "AS"})


def test_a_legal_card_has_no_refusal() -> None:
    assert why_illegal(parse_card("9S"), cards("5S 9S 3H"), SPADES, 0, NOT_LED) is None


# --- the exposed-card restriction --------------------------------------------------------


@pytest.mark.parametrize("exposed", ["QS", "AH", "JD", "TC"])
def test_exposed_card_may_not_lead_its_suit_the_first_time(exposed: str) -> None:
    suit_letter = exposed[1]
    hand = f"{exposed} 2{suit_letter} 3{suit_letter}"
    assert exposed not in legal(hand, None, exposed)
    error = refusal(exposed, hand, None, exposed)
    assert error.reason == Reason.EXPOSED_HELD_BACK
    assert error.params == {"card": exposed, "suit": suit_letter}


@pytest.mark.parametrize("exposed", ["QS", "AH", "JD", "TC"])
def test_exposed_card_may_not_follow_in_its_suits_first_trick(exposed: str) -> None:
    suit_letter = exposed[1]
    hand = f"{exposed} 2{suit_letter} 3{suit_letter}"
    assert legal(hand, SUIT_OF_LETTER[suit_letter], exposed) == {f"2{suit_letter}", f"3{suit_letter}"}
    error = refusal(exposed, hand, SUIT_OF_LETTER[suit_letter], exposed)
    assert (error.reason, error.params) == (Reason.EXPOSED_HELD_BACK, {"card": exposed, "suit": suit_letter})


def test_exposed_card_may_be_discarded_when_void_in_the_led_suit() -> None:
    assert "QS" in legal("QS 5S 3H", CLUBS, "QS")


def test_exposed_card_restriction_is_lifted_once_its_suit_was_led() -> None:
    assert legal("QS 5S 3H", None, "QS", led(SPADES)) == {"QS", "5S", "3H"}
    assert legal("QS 5S 3H", SPADES, "QS", led(SPADES)) == {"QS", "5S"}


def test_other_suits_led_do_not_lift_the_restriction() -> None:
    assert "QS" not in legal("QS 5S 3H", None, "QS", led(HEARTS, DIAMONDS, CLUBS))


def test_exposed_card_that_is_the_only_card_of_its_suit_may_be_led() -> None:
    assert legal("QS 3H 4H", None, "QS") == {"QS", "3H", "4H"}


def test_exposed_card_that_is_the_only_card_of_its_suit_must_follow() -> None:
    assert legal("QS 3H 4H", SPADES, "QS") == {"QS"}


def test_restriction_keeps_back_only_the_exposed_card() -> None:
    assert legal("QS 5S KS 3H JD", None, "QS") == {"5S", "KS", "3H", "JD"}


def test_restriction_applies_to_each_exposed_card_separately() -> None:
    hand = "QS 5S AH 3H JD 4D TC"
    assert legal(hand, None, "QS AH JD TC") == {"5S", "3H", "4D", "TC"}
    assert legal(hand, None, "QS AH JD TC", led(SPADES, HEARTS)) == {"QS", "5S", "AH", "3H", "4D", "TC"}


def test_cards_exposed_by_others_do_not_restrict_this_hand() -> None:
    # The exposed mask holds every exposed card; only the ones in this hand matter.
    assert legal("KS 5S 3H", None, "QS AH") == {"KS", "5S", "3H"}


@given(
    hand=st.sets(st.sampled_from([card_name(c) for c in range(52)]), min_size=1, max_size=13),
    led_suit=st.one_of(st.none(), st.sampled_from("SHDC")),
    exposed=st.sets(st.sampled_from(sorted(reference.EXPOSABLE))),
    suits_led=st.sets(st.sampled_from("SHDC")),
)
def test_legal_plays_agree_with_the_rules_for_any_hand(
    hand: set[str], led_suit: str | None, exposed: set[str], suits_led: set[str]
) -> None:
    expected = reference.legal_cards(hand, led_suit, exposed, suits_led)
    args = (
        cards(" ".join(hand)),
        None if led_suit is None else SUIT_OF_LETTER[led_suit],
        cards(" ".join(exposed)),
        led(*(SUIT_OF_LETTER[s] for s in suits_led)),
    )
    assert code_set(legal_plays(*args)) == expected
    assert expected, "a seat with cards always has a legal play"
    refused = {code for code in hand if why_illegal(parse_card(code), *args) is not None}
    assert refused == hand - expected


# --- through the game: South leads and has exposed the pig ---------------------------------


def test_position_deals_the_cards_as_written() -> None:
    game = pig_exposed_game()
    for seat, letter in enumerate("SENW"):
        assert code_set(game.hands[seat]) == set(PIG_EXPOSED_DEAL[letter].split())
    assert game.turn == SOUTH and game.exposed == cards("QS")


def test_game_refuses_to_lead_the_exposed_pig_before_spades_were_led() -> None:
    game = pig_exposed_game()
    assert "QS" not in code_set(game.legal_plays())
    assert_refused(game, "S play QS", Reason.EXPOSED_HELD_BACK, card="QS", suit="S")


def test_game_refuses_the_exposed_pig_in_the_first_spade_trick_led_by_another() -> None:
    game = pig_exposed_game()
    play(game, "2C", "7C", "QC", "AC")  # West wins, leads spades
    play(game, "AS")
    assert code_set(game.legal_plays()) == {"2S", "5S"}
    assert_refused(game, "S play QS", Reason.EXPOSED_HELD_BACK, card="QS", suit="S")


def test_game_allows_the_exposed_pig_once_spades_were_led() -> None:
    game = pig_exposed_game()
    play(game, "2S", "3S", "7S", "AS")  # spades led for the first time; West wins
    play(game, "KS")
    assert code_set(game.legal_plays()) == {"5S", "QS"}
    play(game, "QS")
    assert game.trick[-1] == parse_card("QS")


def test_game_allows_discarding_the_exposed_pig_when_void() -> None:
    game = pig_exposed_game()
    play(game, "2C", "7C", "QC", "AC")  # West wins
    play(game, "AH")  # South has no hearts
    assert "QS" in code_set(game.legal_plays(SOUTH))
    play(game, "QS")
    assert game.voids[SOUTH] == 1 << HEARTS


def test_a_spade_discarded_on_another_suit_does_not_lift_the_restriction() -> None:
    game = pig_exposed_game()
    play(game, "2C", "7C", "QC", "AC")  # West wins
    play(game, "AH", "5S", "2H", "7H")  # South discards a spade; West wins
    play(game, "8D", "AD", "4D", "6D")  # South wins, leads
    assert game.turn == SOUTH and game.led_suits & (1 << SPADES) == 0
    assert "QS" not in code_set(game.legal_plays())
    assert_refused(game, "S play QS", Reason.EXPOSED_HELD_BACK, card="QS", suit="S")


def test_game_allows_leading_the_exposed_pig_when_it_is_the_only_spade() -> None:
    game = pig_exposed_game()
    play(game, "2C", "7C", "QC", "AC")  # West wins
    play(game, "AH", "5S", "2H", "7H")  # South discards ♠5; West wins
    play(game, "KH", "2S", "3H", "8H")  # South discards ♠2; West wins
    play(game, "8D", "AD", "4D", "6D")  # South wins, ♠Q its only spade
    assert game.turn == SOUTH and game.led_suits & (1 << SPADES) == 0
    assert "QS" in code_set(game.legal_plays())
    play(game, "QS")
    assert game.trick == [parse_card("QS")]


def test_game_allows_leading_the_exposed_pig_after_spades_were_led() -> None:
    game = pig_exposed_game()
    play(game, "2S", "3S", "7S", "TS")  # spades led; West wins
    play(game, "8D", "AD", "4D", "6D")  # South wins
    assert "QS" in code_set(game.legal_plays())
    play(game, "QS")


def test_game_refuses_not_following_suit() -> None:
    game = pig_exposed_game()
    play(game, "AD")
    assert code_set(game.legal_plays()) == {"4D", "5D"}
    assert_refused(game, "E play 2H", Reason.MUST_FOLLOW_SUIT, suit="D")


def test_game_refuses_a_card_the_seat_does_not_hold() -> None:
    game = pig_exposed_game()
    assert_refused(game, "S play AS", Reason.CARD_NOT_IN_HAND, card="AS")


def test_seat_order_is_south_east_north_west() -> None:
    game = pig_exposed_game()
    seen = []
    for code in ("AD", "4D", "6D", "8D"):
        seen.append(game.turn)
        play(game, code)
    assert seen == [SOUTH, EAST, NORTH, WEST]
