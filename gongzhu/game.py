"""The game as a state machine: deal → exposure → 13 tricks → scoring → …

All state changes happen in :meth:`Game.apply` (and the deal it triggers).
Actions are small values with a text form (:mod:`.actions`), so a game is fully described by
its rules, its game code and its list of actions, and replays exactly.

>>> g = Game.new("DOC1")
>>> g.phase in (Phase.EXPOSE, Phase.PLAY), g.hand_no, sum(h.bit_count() for h in g.hands)
(True, 1, 52)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from .actions import PLAY_BY_TEXT, PLAY_TEXT, Action, Expose, NextHand, Play, SetLevel, parse_action
from .cards import (
    EXPOSABLE,
    FULL_DECK,
    PIG,
    Card,
    Mask,
    card_name,
    mask_of,
    suit_of,
)
from .illegal import IllegalAction
from .legal import legal_plays, trick_winner, why_illegal
from .reasons import Reason
from .rng import Rng
from .rules import Rules
from .scoring import HandScore, score_hand
from .seats import SEAT_NAMES, SEATS, Seat
from .untrusted import quoted

#: The actions are the game's own vocabulary (:mod:`.actions`): they are imported from here too.
__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "Action",
    "Ending",
    "Expose",
    "Game",
    "GameCodeError",
    "GameOutcome",
    "NextHand",
    "Phase",
    "Play",
    "SetLevel",
    "Trick",
    "deal",
    "normalize_code",
    "parse_action",
    "ranking_of",
]

#: The computer levels a game offers, easiest first: the one list the page,
#: saves and the bots use (arena-only levels are refused).
LEVELS = ("easy", "normal", "hard")
DEFAULT_LEVEL = "normal"


class Phase(str, Enum):  # noqa: UP042 (str() of a phase stays Phase.NAME)
    """Where the game is. Values are the page's ``data-phase`` names."""

    EXPOSE = "expose"
    PLAY = "play"
    HAND_OVER = "hand-over"
    GAME_OVER = "game-over"


@dataclass(frozen=True)
class Trick:
    """A finished trick: who led, the four cards in playing order, who won."""

    leader: Seat
    cards: tuple[Card, ...]
    winner: Seat

    @property
    def suit(self) -> int:
        return suit_of(self.cards[0])

    def seat_of(self, index: int) -> Seat:
        return (self.leader + index) & 3


class Ending(str, Enum):  # noqa: UP042 (str() of an ending stays Ending.NAME)
    """Why a game ended (:meth:`Rules.game_over`): a total reached ``lose_at``, one reached ``win_at``, or the hand cap."""

    LOSE_AT = "lose_at"
    WIN_AT = "win_at"
    MAX_HANDS = "max_hands"


@dataclass(frozen=True)
class GameOutcome:
    """The end of a game: seats from highest total to lowest, and why it ended."""

    ranking: tuple[Seat, ...]
    totals: tuple[int, ...]
    winner: Seat
    out: tuple[Seat, ...]
    #: The first that holds of: a total at or below ``lose_at``, at or above ``win_at``, the hand cap.
    reason: Ending


# --- the game ----------------------------------------------------------------


class Game:
    """A whole game. Create with :meth:`new`; change only with :meth:`apply`."""

    def __init__(self, code: str, rules: Rules, level: str = DEFAULT_LEVEL) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {quoted(level)}")
        self.code = normalize_code(code)
        self.rules = rules
        #: Computer level in force this hand, and the one chosen for the next.
        self.level = level
        self.next_level = level
        self.actions: list[str] = []
        self.totals = [0, 0, 0, 0]
        #: Every finished hand's four scores, in order.
        self.results: list[tuple[HandScore, ...]] = []
        self.hand_no = 0
        self.phase = Phase.PLAY
        self.dealt: list[Mask] = [0, 0, 0, 0]
        self.hands: list[Mask] = [0, 0, 0, 0]
        self.pending: list[Mask | None] = [None, None, None, None]
        #: Cards exposed this hand (known to all once revealed), and by whom.
        self.exposed = 0
        self.exposed_by: list[Mask] = [0, 0, 0, 0]
        self.collected: list[Mask] = [0, 0, 0, 0]
        self.tricks: list[Trick] = []
        self.trick: list[Card] = []
        self.leader: Seat = 0
        self.turn: Seat | None = None
        #: Bit ``s``: suit ``s`` was led in a finished trick of this hand.
        self.led_suits = 0
        #: Bit ``s`` of ``voids[seat]``: the seat has shown it holds no ``s``.
        self.voids = [0, 0, 0, 0]
        self.played = 0
        self.pig_taker: Seat | None = None

    @classmethod
    def new(cls, code: str, rules: Rules | None = None, level: str = DEFAULT_LEVEL) -> Game:
        game = cls(code, rules or Rules(), level)
        game._deal()
        return game

    @classmethod
    def from_deal(
        cls, hands: list[Mask], leader: Seat | None = None, rules: Rules | None = None, code: str = "POSITION"
    ) -> Game:
        """Hand 1 dealt as ``hands`` (S, E, N, W) instead of from the game code, for tests and analysis.

        ``leader`` leads the first trick (default: the holder of the rules' first-lead card).
        The game plays on like any other, but its save does not load: a save replays the code's deal.

        >>> from .cards import parse_cards
        >>> g = Game.from_deal([parse_cards(h) for h in ("QS 2S", "3S 4S", "5S 6S", "7S 8S")], 2, Rules(exposure=False))
        >>> g.phase.value, g.turn, g.legal_plays() == parse_cards("5S 6S")
        ('play', 2, True)
        """
        union = 0
        for hand in hands:
            union |= hand
        if len(hands) != 4 or len({h.bit_count() for h in hands}) != 1 or union.bit_count() != 4 * hands[0].bit_count():
            raise ValueError("a deal is four hands of equal size with no card twice")
        game = cls(code, rules or Rules())
        game._deal(tuple(hands), leader)
        return game

    # -- equality: a game is its rules, code, settings and actions --------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (self.code, self.rules, self.level, self.next_level, self.actions) == (
            other.code,
            other.rules,
            other.level,
            other.next_level,
            other.actions,
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<Game {self.code} hand {self.hand_no} {self.phase.value} after {len(self.actions)} actions>"

    def copy(self) -> Game:
        """An independent copy: the same state, changed from now on without touching this one."""
        twin = object.__new__(Game)
        # Every list holds immutable items (ints, tuples, Tricks, text), so list copies suffice.
        twin.__dict__ = {name: value.copy() if isinstance(value, list) else value for name, value in vars(self).items()}
        return twin

    # -- queries ------------------------------------------------------------

    @property
    def led_suit(self) -> int | None:
        return suit_of(self.trick[0]) if self.trick else None

    def forced_lead(self) -> Card | None:
        """The card the next lead must be (the ♣2 variant's first trick), else ``None``."""
        if self.rules.first_lead_forced and self.hand_no == 1 and not self.tricks and not self.trick:
            return self.rules.first_lead_card
        return None

    def legal_plays(self, seat: Seat | None = None) -> Mask:
        """Cards the seat to move may play now (0 if it is not that seat's turn)."""
        if self.phase is not Phase.PLAY or self.turn is None:
            return 0
        if seat is not None and seat != self.turn:
            return 0
        seat = self.turn
        return legal_plays(self.hands[seat], self.led_suit, self.exposed, self.led_suits, self.forced_lead())

    def exposable(self, seat: Seat) -> Mask:
        """Cards ``seat`` may expose this hand (0 outside the exposure phase)."""
        if self.phase is not Phase.EXPOSE or self.pending[seat] is not None:
            return 0
        return self.dealt[seat] & EXPOSABLE

    def outcome(self) -> GameOutcome | None:
        if self.phase is not Phase.GAME_OVER:
            return None
        ranking = ranking_of(self.totals)
        out = tuple(s for s in SEATS if self.rules.is_out(self.totals[s]))
        if out:
            reason = Ending.LOSE_AT
        elif self.rules.win_at is not None and max(self.totals) >= self.rules.win_at:
            reason = Ending.WIN_AT
        else:
            reason = Ending.MAX_HANDS
        return GameOutcome(ranking=ranking, totals=tuple(self.totals), winner=ranking[0], out=out, reason=reason)

    def legal_actions(self) -> list[Action]:
        """Every action the rules allow now, in every phase (:class:`SetLevel` aside, which is always allowed).

        The exposure: each undecided seat's choice of any subset of its exposable cards;
        play: each legal card of the seat to move; after a hand: the next hand; game over: none.

        >>> g = Game.new("DOC1", Rules(exposure=False))
        >>> [str(a) for a in g.legal_actions()][:2]
        ['W play 2S', 'W play 4S']
        """
        if self.phase is Phase.EXPOSE:
            undecided = [s for s in SEATS if self.pending[s] is None]
            return [Expose(s, cards) for s in undecided for cards in _subsets(self.exposable(s))]
        if self.phase is Phase.PLAY:
            assert self.turn is not None
            return [Play(self.turn, card) for card in range(52) if self.legal_plays() >> card & 1]
        if self.phase is Phase.HAND_OVER:
            return [NextHand()]
        return []

    def current_scores(self) -> tuple[HandScore, ...]:
        """Scores of the piles collected so far this hand (final once it is over)."""
        return score_hand(self.collected, self.exposed, self.rules)

    # -- changes ----------------------------------------------------------------

    def apply(self, action: Action | str) -> None:
        """Carry out an action, or raise :class:`IllegalAction` and change nothing."""
        if isinstance(action, str):
            play = PLAY_BY_TEXT.get(action)
            if play is not None:  # the common case, kept fast for replays
                self._play(*play)
                self.actions.append(action)
                return
            action = parse_action(action)
        if isinstance(action, Play):
            self._checked_play(action.seat, action.card)
            return
        if isinstance(action, SetLevel):
            self._set_level(action.level)
            return
        if isinstance(action, Expose):
            self._expose(action.seat, action.cards)
        elif isinstance(action, NextHand):
            self._next_hand()
        else:  # pragma: no cover - the Action union is closed
            raise IllegalAction(Reason.BAD_ACTION, f"bad action {quoted(action)}", text=quoted(action))
        self.actions.append(str(action))

    def replay(self, actions: Sequence[Action | str], until: Callable[[Game], bool] | None = None) -> Game:
        """Apply the ``actions`` this game has not applied yet (those after its first ``len(self.actions)``)
        in turn, stopping before the first one at which ``until(self)`` holds; this game.

        ``Game.new(code, rules, level).replay(actions)`` is the game again; ``until=lambda g: g.hand_no == 3``
        stops as hand 3 is dealt. An impossible action raises :class:`IllegalAction`: ``actions[len(self.actions)]``.

        >>> g = Game.new("DOC2", Rules(exposure=False))
        >>> g.apply(Play(g.turn, g.legal_plays().bit_length() - 1))
        >>> again = Game.new("DOC2", Rules(exposure=False)).replay(g.actions)
        >>> again == g, again.hands == g.hands
        (True, True)
        """
        for _ in self.replaying(actions):
            if until is not None and until(self):
                break
        return self

    def replaying(self, actions: Sequence[Action | str]) -> Iterator[int]:
        """:meth:`replay` one action at a time: the index of each in ``actions`` just before it is applied
        (stop iterating to leave it unapplied)."""
        for index in range(len(self.actions), len(actions)):
            yield index
            self.apply(actions[index])

    def _set_level(self, level: str) -> None:
        if level not in LEVELS:
            raise IllegalAction(Reason.BAD_ACTION, f"unknown level {quoted(level)}", text=quoted(level))
        self.next_level = level

    def _checked_play(self, seat: Seat, card: Card) -> None:
        """Play ``card`` from ``seat``'s hand, checking both are in range first."""
        if card not in _CARDS or type(card) is not int:
            raise IllegalAction(Reason.BAD_ACTION, f"not a card: {quoted(card)}", text=quoted(card))
        _check_seat(seat)
        self._play(seat, card)
        self.actions.append(PLAY_TEXT[seat][card])

    def _require(self, phase: Phase, action: str) -> None:
        if self.phase is not phase:
            raise IllegalAction(
                Reason.WRONG_PHASE,
                f"cannot {action} in phase {self.phase.value}",
                phase=self.phase.value,
                action=action,
            )

    def _deal(self, hands: tuple[Mask, ...] | None = None, leader: Seat | None = None) -> None:
        """Deal the next hand: from the game code, or ``hands`` with ``leader`` to lead (:meth:`from_deal`)."""
        self.hand_no += 1
        self.level = self.next_level
        self.dealt = list(hands or deal(self.code, self.hand_no))
        self.hands = list(self.dealt)
        self.exposed = 0
        self.exposed_by = [0, 0, 0, 0]
        self.collected = [0, 0, 0, 0]
        self.tricks = []
        self.trick = []
        self.led_suits = 0
        self.voids = [0, 0, 0, 0]
        self.played = 0
        if leader is not None:
            self.leader = leader
        elif self.hand_no == 1 or self.pig_taker is None:
            first = self.rules.first_lead_card
            self.leader = next(s for s in SEATS if self.dealt[s] >> first & 1)
        else:
            self.leader = self.pig_taker
        self.pig_taker = None
        if self.rules.exposure:
            self.pending = [None if d & EXPOSABLE else 0 for d in self.dealt]
        else:
            self.pending = [0, 0, 0, 0]
        self.phase = Phase.EXPOSE
        self.turn = None
        self._maybe_reveal()

    def _expose(self, seat: Seat, cards: Mask) -> None:
        _check_seat(seat)
        if type(cards) is not int or not 0 <= cards <= FULL_DECK:
            raise IllegalAction(Reason.BAD_ACTION, f"not a set of cards: {quoted(cards)}", text=quoted(cards))
        self._require(Phase.EXPOSE, "expose")
        if self.pending[seat] is not None:
            raise IllegalAction(
                Reason.ALREADY_DECIDED, f"{SEAT_NAMES[seat]} has already decided", seat=SEAT_NAMES[seat]
            )
        bad = cards & ~(self.dealt[seat] & EXPOSABLE)
        if bad:
            card = (bad & -bad).bit_length() - 1
            raise IllegalAction(Reason.NOT_EXPOSABLE, f"{card_name(card)} cannot be exposed", card=card_name(card))
        self.pending[seat] = cards
        self._maybe_reveal()

    def _maybe_reveal(self) -> None:
        """Reveal all four choices together once every seat has decided."""
        if any(p is None for p in self.pending):
            return
        self.exposed_by = [p or 0 for p in self.pending]
        self.exposed = self.exposed_by[0] | self.exposed_by[1] | self.exposed_by[2] | self.exposed_by[3]
        self.phase = Phase.PLAY
        self.turn = self.leader

    def _play(self, seat: Seat, card: Card) -> None:
        """Play a card; ``seat`` and ``card`` are known to be in range."""
        if self.phase is not Phase.PLAY:
            self._require(Phase.PLAY, "play")
        if seat != self.turn:
            turn = SEAT_NAMES[self.turn] if self.turn is not None else ""
            raise IllegalAction(
                Reason.NOT_YOUR_TURN, f"it is {turn}'s turn, not {SEAT_NAMES[seat]}'s", seat=SEAT_NAMES[seat], turn=turn
            )
        hand = self.hands[seat]
        trick = self.trick
        led = suit_of(trick[0]) if trick else None
        forced = self.forced_lead() if self.hand_no == 1 and not self.tricks else None
        if not legal_plays(hand, led, self.exposed, self.led_suits, forced) >> card & 1:
            error = why_illegal(card, hand, led, self.exposed, self.led_suits, forced)
            assert error is not None
            raise error
        self.hands[seat] = hand & ~(1 << card)
        self.played |= 1 << card
        trick.append(card)
        if led is None:
            self.leader = seat
        elif suit_of(card) != led:
            self.voids[seat] |= 1 << led
        if len(trick) < 4:
            self.turn = (seat + 1) & 3
            return
        self._finish_trick()

    def _finish_trick(self) -> None:
        cards = tuple(self.trick)
        winner = trick_winner(self.leader, cards)
        self.tricks.append(Trick(self.leader, cards, winner))
        self.led_suits |= 1 << suit_of(cards[0])
        self.collected[winner] |= (1 << cards[0]) | (1 << cards[1]) | (1 << cards[2]) | (1 << cards[3])
        if self.pig_taker is None and self.collected[winner] >> PIG & 1:
            self.pig_taker = winner
        self.trick = []
        self.leader = winner
        self.turn = winner
        if len(self.tricks) == 13:
            self._finish_hand()

    def _finish_hand(self) -> None:
        scores = score_hand(self.collected, self.exposed, self.rules)
        self.results.append(scores)
        for s in SEATS:
            self.totals[s] += scores[s].hand
        self.turn = None
        if self.rules.game_over(self.totals, self.hand_no):
            self.phase = Phase.GAME_OVER
        else:
            self.phase = Phase.HAND_OVER

    def _next_hand(self) -> None:
        self._require(Phase.HAND_OVER, "start the next hand")
        self._deal()


_CARDS = frozenset(range(52))


def _subsets(mask: Mask) -> list[Mask]:
    """Every subset of ``mask``, the empty one first."""
    out = [0]
    while mask:
        bit = mask & -mask
        mask ^= bit
        out += [s | bit for s in out]
    return out


def _check_seat(seat: object) -> None:
    if seat not in SEATS or type(seat) is not int:
        raise IllegalAction(Reason.BAD_ACTION, f"not a seat: {quoted(seat)}", text=quoted(seat))


@lru_cache(maxsize=256)
def deal(code: str, hand_no: int) -> tuple[Mask, ...]:
    """The four hands (S, E, N, W) of hand ``hand_no`` of game ``code``.

    Cached because loading a save replays every deal of the game.
    """
    deck = Rng.from_key("gongzhu-deal", code, hand_no).shuffled(range(52))
    return tuple(mask_of(deck[13 * s : 13 * s + 13]) for s in SEATS)


def ranking_of(totals: list[int] | tuple[int, ...]) -> tuple[Seat, ...]:
    """Seats from highest total to lowest; equal totals keep seat order."""
    return tuple(sorted(SEATS, key=lambda s: -totals[s]))


_CODE_CHARS = set("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")


class GameCodeError(ValueError):
    """A game code that cannot be used."""


def normalize_code(code: str) -> str:
    """Upper-case a game code and check it: 1–24 letters, digits or dashes."""
    if not isinstance(code, str):
        raise GameCodeError("a game code must be text")
    text = code.strip().upper()
    if not 1 <= len(text) <= 24 or not set(text) <= _CODE_CHARS:
        raise GameCodeError(f"bad game code {quoted(code)}: use 1 to 24 letters, digits or dashes")
    return text
