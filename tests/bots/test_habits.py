"""Reading from the finished tricks whether each seat stops all-hearts runs."""

from __future__ import annotations

from dataclasses import replace

from gongzhu.bots.fast import CALM
from gongzhu.bots.habits import LETS_GO, STOPS, UNKNOWN, calm_seats, defence_shown
from gongzhu.cards import parse_card
from gongzhu.game import Trick
from gongzhu.rng import Rng
from gongzhu.seatview import SeatView

from .tables import make_view


def _trick(leader: int, text: str) -> Trick:
    cards = tuple(parse_card(c) for c in text.split())
    top = max(range(4), key=lambda i: cards[i] if cards[i] // 13 == cards[0] // 13 else -1)
    return Trick(leader, cards, (leader + top) & 3)


def _view(*tricks: Trick, trick: str = "", leader: int = 0) -> SeatView:
    return replace(
        make_view("2C 3C"),
        tricks=tricks,
        trick=tuple(parse_card(c) for c in trick.split()),
        leader=leader,
    )


# Seat 0 (us) takes four hearts and leads ♥Q: it is the runner.
OPENING = _trick(0, "KH 5H 3H 2H")


def test_ducking_last_under_the_runner_with_a_higher_heart_kept_lets_the_run_go() -> None:
    view = _view(OPENING, _trick(0, "QH 4H JH 6H"), _trick(0, "2D 3D 4D AH"))
    shown = defence_shown(view)
    # Seat 3, last, ducked ♥6 under ♥Q and later showed ♥A.
    assert shown[3] == LETS_GO
    # Seats 1 and 2 followed under without showing a higher heart.
    assert shown[1] == UNKNOWN and shown[2] == UNKNOWN
    assert shown[0] == UNKNOWN  # never judged: our own seat


def test_ducking_with_players_still_to_come_says_nothing() -> None:
    view = _view(OPENING, _trick(0, "QH 4H JH 6H"), _trick(0, "2D AH 3D 4D"))
    assert defence_shown(view)[1] == UNKNOWN  # seat 3 could still have taken it


def test_overtaking_the_runner_when_a_lower_card_was_at_hand_stops_the_run() -> None:
    view = _view(OPENING, _trick(0, "QH 4H JH AH"), _trick(3, "7H 8H 9H TH"))
    assert defence_shown(view)[3] == STOPS


def test_what_a_void_seat_throws_says_nothing() -> None:
    view = _view(OPENING, _trick(0, "AD 4D 5D 9H"))
    assert defence_shown(view)[3] == UNKNOWN


def test_the_current_trick_counts_as_a_later_card() -> None:
    view = _view(OPENING, _trick(0, "QH 4H JH 6H"), trick="2D 3D 4D AH", leader=0)
    assert defence_shown(view)[3] == LETS_GO


def test_nothing_is_read_without_a_runner_or_before_the_runner_plays() -> None:
    split = _trick(1, "KH 5H 3H 2H")  # seat 1 wins: it is the runner now
    shared = _trick(2, "4H 6H 7H 8H")  # seat 1 wins again, seat 2 led: nothing
    assert defence_shown(_view(split, shared)) == [UNKNOWN] * 4
    # Seat 1 takes ♥9 ♥T from us (and could have ducked with ♥4): it stops runs.
    # From then on hearts are shared, no runner: seat 3's duck says nothing.
    stopped = _trick(0, "9H TH 2S 3S")
    later = (_trick(0, "QH 4H JH 6H"), _trick(0, "2D 3D 4D AH"))
    assert defence_shown(_view(OPENING, stopped, *later)) == [UNKNOWN, STOPS, UNKNOWN, UNKNOWN]


def test_the_latest_evidence_counts() -> None:
    view = _view(OPENING, _trick(0, "QH 4H JH AH"), _trick(3, "7H 8H 9H TH"), _trick(3, "6D 7D 8D 9D"))
    assert defence_shown(view)[3] == STOPS
    # Seat 3 takes ♥Q.. from us: no runner any more, so its later plays say nothing new.


def test_calm_seats_keeps_shown_habits_and_draws_the_rest() -> None:
    shown = [UNKNOWN, LETS_GO, STOPS, UNKNOWN]
    draws = [calm_seats(shown, 0, 0.5, Rng(k)) for k in range(200)]
    assert all(d & CALM << 1 for d in draws)
    assert not any(d & (CALM << 2 | CALM << 0) for d in draws)
    calm3 = sum(bool(d & CALM << 3) for d in draws)
    assert 60 < calm3 < 140
    assert calm_seats(shown, 0, 0.5, Rng(7)) == calm_seats(shown, 0, 0.5, Rng(7))
    assert calm_seats(shown, 0, 1.0, Rng(7)) == CALM << 1
    assert calm_seats(shown, 0, 0.0, Rng(7)) == CALM << 1 | CALM << 3
