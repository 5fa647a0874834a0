"""The four seats and the order of play.

Seats are ints 0..3 in playing order: South (you, bottom), East (right),
North (top), West (left). Play goes counter-clockwise on the screen, which is
simply ``(seat + 1) % 4``.

>>> SEAT_NAMES[next_seat(SOUTH)], SEAT_NAMES[next_seat(WEST)]
('E', 'S')
"""

from __future__ import annotations

from .untrusted import quoted

Seat = int

SOUTH, EAST, NORTH, WEST = 0, 1, 2, 3
SEATS = (SOUTH, EAST, NORTH, WEST)
SEAT_NAMES = "SENW"
HUMAN = SOUTH


def next_seat(seat: Seat) -> Seat:
    return (seat + 1) & 3


def parse_seat(text: str) -> Seat:
    """``"S"``, ``"E"``, ``"N"`` or ``"W"`` to a seat."""
    if not isinstance(text, str) or len(text) != 1 or text.upper() not in SEAT_NAMES:
        raise ValueError(f"unknown seat {quoted(text)}")
    return SEAT_NAMES.index(text.upper())
