"""The rule set of a game, as one immutable value.

``Rules()`` is the game of docs/rules.md. Variants are other values of the same
object (``Rules(exposure=False)``, ``Rules.quick()``), saved with the game;
no other module hard-wires a rule constant.

>>> Rules().lose_at, Rules.quick().win_at
(-1000, 500)
>>> Rules.from_dict(Rules(pig_goat_swap=True).to_dict()) == Rules(pig_goat_swap=True)
True
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any, ClassVar

from .cards import TWO_OF_CLUBS, TWO_OF_SPADES
from .untrusted import cut

#: First lead of a game: holder of ♠2 leads any card (default), or holder of
#: ♣2 must lead ♣2.
FIRST_LEAD_SPADE_TWO = "spade_two_any"
FIRST_LEAD_CLUB_TWO = "club_two_must"
FIRST_LEADS = (FIRST_LEAD_SPADE_TWO, FIRST_LEAD_CLUB_TWO)

#: The game lengths a player chooses from, as the rule options they set: the
#: standard game (over at −1000) and a quick one (over at −500 or +500).
PRESETS: dict[str, dict[str, int | None]] = {
    "standard": {"lose_at": -1000, "win_at": None},
    "quick": {"lose_at": -500, "win_at": 500},
}


#: How far from zero ``lose_at`` and ``win_at`` may be set.
LIMIT_RANGE = 100_000
#: The most hands a game may be capped at (``max_hands``).
MAX_HANDS_LIMIT = 1000


class RulesError(ValueError):
    """A rule set that is not valid."""


@dataclass(frozen=True)
class Rules:
    """Options of a game. Defaults are the game of docs/rules.md."""

    #: Exposure phase before the first lead of each hand.
    exposure: bool = True
    #: The game can end once some total is at or below this.
    lose_at: int = -1000
    #: ... or at or above this (quick games: +500); ``None`` for no upper end.
    win_at: int | None = None
    #: ... or once this many hands are played; ``None`` for no cap.
    max_hands: int | None = None
    #: When one player takes all 13 hearts, the pig counts +100 and the goat
    #: −100 for that hand; all hearts + pig + goat + transformer is a clean sweep.
    pig_goat_swap: bool = False
    #: Who leads the first hand of the game and with what.
    first_lead: str = FIRST_LEAD_SPADE_TWO
    #: ♥2–♥4 count as point cards for the transformer (♣10 + ♥2 = 0 × 2).
    #: Some tables ignore them (docs/rules.md, House-rule options): ♣10 + ♥2 is then the transformer alone, +50.
    zero_hearts_are_points: bool = True

    # Card values, held here so that scoring reads every number from the rules.
    #: Hearts by rank, 2 … A.
    HEART_VALUES: ClassVar[tuple[int, ...]] = (0, 0, 0, -10, -10, -10, -10, -10, -10, -20, -30, -40, -50)
    PIG_VALUE: ClassVar[int] = -100
    GOAT_VALUE: ClassVar[int] = 100
    TRANSFORMER_ALONE: ClassVar[int] = 50
    TRANSFORMER_FACTOR: ClassVar[int] = 2
    #: What exposure multiplies by (the transformer: factor 2 → 4, alone 50 → 100).
    EXPOSED_FACTOR: ClassVar[int] = 2

    def __post_init__(self) -> None:
        for name in ("exposure", "pig_goat_swap", "zero_hearts_are_points"):
            if not isinstance(getattr(self, name), bool):
                raise RulesError(f"{name} must be true or false")
        if type(self.lose_at) is not int or not -LIMIT_RANGE <= self.lose_at < 0:
            raise RulesError(f"lose_at must be a negative integer down to -{LIMIT_RANGE}")
        if self.win_at is not None and (type(self.win_at) is not int or not 0 < self.win_at <= LIMIT_RANGE):
            raise RulesError(f"win_at must be a positive integer up to {LIMIT_RANGE}, or null")
        if self.max_hands is not None and (
            type(self.max_hands) is not int or not 1 <= self.max_hands <= MAX_HANDS_LIMIT
        ):
            raise RulesError(f"max_hands must be an integer from 1 to {MAX_HANDS_LIMIT} or null")
        if self.first_lead not in FIRST_LEADS:
            raise RulesError(f"first_lead must be one of {', '.join(FIRST_LEADS)}")

    @classmethod
    def quick(cls, **changes: Any) -> Rules:
        """A quick game: over when someone reaches −500 or +500."""
        return cls(**{**PRESETS["quick"], **changes})

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        if not isinstance(data, dict):
            raise RulesError("rules must be an object")
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise RulesError(f"unknown rule option(s): {cut(', '.join(sorted(unknown)))}")
        return cls(**data)

    @property
    def first_lead_card(self) -> int:
        """The card whose holder leads the first hand of a game (♠2, or ♣2 in the variant)."""
        return TWO_OF_CLUBS if self.first_lead == FIRST_LEAD_CLUB_TWO else TWO_OF_SPADES

    @property
    def first_lead_forced(self) -> bool:
        """Whether that card must be the first card led."""
        return self.first_lead == FIRST_LEAD_CLUB_TWO

    def is_out(self, total: int) -> bool:
        """Whether a player with this total is out (at or below ``lose_at``)."""
        return total <= self.lose_at

    def heart_value(self, rank: int) -> int:
        return self.HEART_VALUES[rank]

    def game_over(self, totals: list[int] | tuple[int, ...], hands_played: int) -> bool:
        """Whether the game ends with these totals after ``hands_played`` hands.

        A limit must be reached and exactly one player must lead alone.

        >>> Rules().game_over([-1010, 120, 120, -300], 5)
        False
        >>> Rules().game_over([-1010, 150, 120, -300], 5)
        True
        """
        reached = min(totals) <= self.lose_at
        if self.win_at is not None and max(totals) >= self.win_at:
            reached = True
        if self.max_hands is not None and hands_played >= self.max_hands:
            reached = True
        top = max(totals)
        return reached and list(totals).count(top) == 1
