"""What a seat may see (docs/rules.md, "What each player may see": a computer decides from its own
hand and public information only: the cards played, the exposed cards, and
which players could not follow which suit).

The strongest check: swap hidden cards between two other seats and the view
must not change.
"""

from __future__ import annotations

import random
from dataclasses import fields

import pytest
from gongzhu.cards import FULL_DECK, HEART_MASK, HEARTS, SPADES, cards_of, parse_card
from gongzhu.game import Game, NextHand, Phase
from gongzhu.pageview import HEART_THREAT_MIN, page_view
from gongzhu.rules import Rules
from gongzhu.save import load, save
from gongzhu.seats import EAST, NORTH, SEAT_NAMES, SEATS, SOUTH, WEST
from gongzhu.seatview import SeatView, seat_view

from .positions import cards, pig_exposed_game, play
from .randomplay import finish_hand, random_game, step


def with_hidden_cards_swapped(game: Game, viewer: int, rnd: random.Random) -> Game | None:
    """A copy of ``game`` in which two seats other than ``viewer`` trade one unexposed card.

    ``None`` when no such trade exists (e.g. two of them hold only exposed cards).
    """
    twin = load(save(game))
    others = [s for s in SEATS if s != viewer]
    rnd.shuffle(others)
    a, b = others[:2]
    tradable_a = list(cards_of(twin.hands[a] & ~twin.exposed))
    tradable_b = list(cards_of(twin.hands[b] & ~twin.exposed))
    if not tradable_a or not tradable_b:
        return None
    x, y = rnd.choice(tradable_a), rnd.choice(tradable_b)
    swap = (1 << x) | (1 << y)
    for seat in (a, b):
        twin.hands[seat] ^= swap
        twin.dealt[seat] ^= swap
    return twin


# --- own hand and hidden hands ------------------------------------------------------------


@pytest.mark.parametrize("seat", SEATS)
def test_the_view_holds_the_seats_own_hand(seat: int) -> None:
    game = Game.new("VIEW1")
    view = seat_view(game, seat)
    assert view.seat == seat
    assert view.hand == game.hands[seat] and view.dealt == game.dealt[seat]


def test_the_view_holds_no_game_code() -> None:
    # The code fixes the deal, so it would reveal every hand.
    assert "code" not in {f.name for f in fields(SeatView)}


@pytest.mark.parametrize("code", ["VIEW1", "VIEW2", "VIEW3"])
def test_hidden_cards_of_other_seats_do_not_change_the_view_during_play(code: str) -> None:
    rnd = random.Random(code)
    game = Game.new(code)
    checked = 0
    while game.hand_no <= 2 and game.phase is not Phase.GAME_OVER:
        step(game, rnd)
        if game.phase is not Phase.PLAY or len(game.actions) % 5:
            continue
        for viewer in SEATS:
            twin = with_hidden_cards_swapped(game, viewer, rnd)
            if twin is not None:
                assert seat_view(twin, viewer) == seat_view(game, viewer)
                checked += 1
    assert checked > 20


def test_hidden_cards_do_not_change_the_view_in_a_later_exposure_phase() -> None:
    rnd = random.Random(7)
    game = Game.new("VIEW4")
    finish_hand(game, rnd)
    game.apply(NextHand())
    assert (game.hand_no, game.phase) == (2, Phase.EXPOSE)
    for viewer in SEATS:
        twin = with_hidden_cards_swapped(game, viewer, rnd)
        assert twin is not None
        assert seat_view(twin, viewer) == seat_view(game, viewer)


def test_the_holder_of_the_two_of_spades_is_hidden_during_the_first_exposure_phase() -> None:
    game = Game.new("ABC123")  # South holds ♠2; West looks on
    assert game.phase is Phase.EXPOSE and game.dealt[SOUTH] & cards("2S")
    twin = load(save(game))
    swap = cards("2S") | (1 << next(cards_of(twin.hands[NORTH] & ~cards("AH TC"))))
    for seat in (SOUTH, NORTH):
        twin.hands[seat] ^= swap
        twin.dealt[seat] ^= swap
    twin.leader = NORTH  # as if the deal itself had given North the ♠2
    assert seat_view(twin, WEST) == seat_view(game, WEST)


def test_unseen_cards_are_the_other_three_hands() -> None:
    rnd = random.Random(3)
    game = random_game("VIEW5", 10, rnd)
    view = seat_view(game, SOUTH)
    assert view.unseen() == game.hands[EAST] | game.hands[NORTH] | game.hands[WEST]
    assert view.unseen() | view.hand | view.played == FULL_DECK


# --- exposure -------------------------------------------------------------------------------
# In "ABC123" East holds the goat, North ♥A and the transformer, West the pig.


def test_before_the_reveal_no_seat_sees_anothers_exposure() -> None:
    game = Game.new("ABC123")
    game.apply("E expose JD")
    game.apply("N expose AH TC")
    for viewer in SEATS:
        view = seat_view(game, viewer)
        assert view.exposed_by == (0, 0, 0, 0) and view.exposed == 0
        assert all(view.held_exposed(s) == 0 for s in SEATS)


def test_before_the_reveal_a_view_does_not_depend_on_anothers_choice() -> None:
    exposing, keeping = Game.new("ABC123"), Game.new("ABC123")
    exposing.apply("E expose JD")
    keeping.apply("E expose")
    for viewer in (SOUTH, NORTH, WEST):
        assert seat_view(exposing, viewer) == seat_view(keeping, viewer)


def test_a_seat_sees_its_own_choice_before_the_reveal() -> None:
    game = Game.new("ABC123")
    assert seat_view(game, EAST).my_exposure is None
    game.apply("E expose JD")
    assert seat_view(game, EAST).my_exposure == cards("JD")


def test_after_the_reveal_every_seat_sees_all_exposed_cards() -> None:
    game = Game.new("ABC123")
    for action in ("E expose JD", "N expose AH TC", "W expose QS"):
        game.apply(action)
    for viewer in SEATS:
        view = seat_view(game, viewer)
        assert view.exposed_by == (0, cards("JD"), cards("AH TC"), cards("QS"))
        assert view.held_exposed(NORTH) == cards("AH TC")


# --- a hand-built deal: South exposes the pig -------------------------------------------------


def test_other_seats_see_an_exposed_card_while_it_is_held() -> None:
    game = pig_exposed_game()
    assert seat_view(game, EAST).held_exposed(SOUTH) == cards("QS")


def test_an_exposed_card_leaves_the_held_exposed_cards_once_played() -> None:
    game = pig_exposed_game()
    play(game, "2C", "7C", "QC", "AC")  # West wins
    play(game, "AH", "QS")  # South, void in hearts, discards the pig
    view = seat_view(game, EAST)
    assert view.held_exposed(SOUTH) == 0
    assert view.exposed_by[SOUTH] == cards("QS")  # still known to have been exposed


def test_a_seat_failing_to_follow_is_recorded_as_void() -> None:
    game = pig_exposed_game()
    play(game, "2C", "7C", "QC", "AC")
    play(game, "AH", "5S")
    assert seat_view(game, NORTH).voids[SOUTH] == 1 << HEARTS
    assert seat_view(game, NORTH).voids[EAST] == 0


def test_following_suit_records_no_void() -> None:
    game = pig_exposed_game()
    play(game, "2S", "3S", "7S", "AS")
    assert seat_view(game, SOUTH).voids == (0, 0, 0, 0)
    assert seat_view(game, SOUTH).led_suits == 1 << SPADES


def test_the_view_shows_the_table() -> None:
    game = pig_exposed_game()
    play(game, "AD", "4D")
    view = seat_view(game, NORTH)
    assert view.trick == (parse_card("AD"), parse_card("4D"))
    assert view.leader == SOUTH and view.turn == NORTH
    assert view.played == cards("AD 4D")
    assert view.hand_sizes == (12, 12, 13, 13)


def test_the_view_gives_legal_plays_only_to_the_seat_to_move() -> None:
    game = pig_exposed_game()
    play(game, "AD")
    assert seat_view(game, EAST).legal == cards("4D 5D")
    assert seat_view(game, NORTH).legal == 0


def test_the_view_carries_the_rules() -> None:
    game = Game.new("VIEW1", Rules(exposure=False))
    assert seat_view(game, SOUTH).rules == Rules(exposure=False)


# --- the all-hearts badge -----------------------------------------------------------------


def test_the_all_hearts_badge_marks_one_seat_holding_every_heart_taken_once_four_are_taken() -> None:
    """A single heart taken is no threat yet (docs/rules.md, The page)."""
    rnd = random.Random(27)
    seen = {"badge": 0, "too_few": 0}
    for n in range(60):
        game = random_game(f"THREAT{n}", 0, rnd)
        while game.phase is Phase.PLAY:
            step(game, rnd)
            takers = [seat for seat in SEATS if game.collected[seat] & HEART_MASK]
            taken = sum((game.collected[seat] & HEART_MASK).bit_count() for seat in SEATS)
            threat = page_view(game)["heart_threat"] if game.phase is Phase.PLAY else None
            if len(takers) == 1 and taken >= HEART_THREAT_MIN and game.phase is Phase.PLAY:
                assert threat == SEAT_NAMES[takers[0]]
                seen["badge"] += 1
            else:
                assert threat is None, (taken, takers)
                seen["too_few"] += len(takers) == 1
    assert seen["badge"] and seen["too_few"], seen
