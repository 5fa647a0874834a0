"""Random games with invariant checks: ``python -m gongzhu selfcheck``.

Every choice (exposures too) is uniformly random among the legal ones. After
each hand the deal, the tricks and the scores are checked against
independent, deliberately plain recomputations, and the game must survive a
save/load round trip.
"""

from __future__ import annotations

import time
from typing import Any

from ..bots.drive import RandomPlayer, drive
from ..cards import EXPOSABLE, FULL_DECK, card_name, mask_of, suit_of
from ..game import Game, NextHand, Phase
from ..rng import Rng
from ..rules import Rules
from ..save import SaveError, load, save

_HEARTS = {
    "2": 0, "3": 0, "4": 0, "5": -10, "6": -10, "7": -10, "8": -10,
    "9": -10, "T": -10, "J": -20, "Q": -30, "K": -40, "A": -50,
}  # fmt: skip


def plain_score(pile: set[str], exposed: set[str], anyone_all_hearts: bool = False, rules: Rules | None = None) -> int:
    """The scoring of one pile (docs/rules.md), written out plainly, for cross-checking.

    Covers the rule options too: the pig–goat swap and ♥2–♥4 not counting
    for the transformer.
    """
    rules = rules or Rules()
    hearts = [c for c in pile if c.endswith("H")]
    heart_sum = sum(_HEARTS[c[0]] for c in hearts)
    if "AH" in exposed:
        heart_sum *= 2
    all_hearts = len(hearts) == 13
    if all_hearts:
        heart_sum = -heart_sum
    swap = rules.pig_goat_swap and anyone_all_hearts
    sweep = swap and all_hearts and {"QS", "JD", "TC"} <= pile
    total = heart_sum
    if "QS" in pile:
        pig = 100 if all_hearts or swap else -100
        total += pig * (2 if "QS" in exposed else 1)
    if "JD" in pile:
        goat = -100 if swap and not sweep else 100
        total += goat * (2 if "JD" in exposed else 1)
    if "TC" in pile:
        others = [
            c
            for c in pile
            if c in ("QS", "JD") or (c.endswith("H") and (rules.zero_hearts_are_points or _HEARTS[c[0]]))
        ]
        if not others:
            total = 100 if "TC" in exposed else 50
        else:
            total *= 4 if "TC" in exposed else 2
    return total


def game_problems(game: Game) -> list[str]:
    """What is wrong with ``game`` at any point (empty when nothing): the engine's invariants.

    Every card is in exactly one hand or played; hand sizes fit the tricks
    played; the piles are the finished tricks' cards; the totals add up the
    hands; the turn fits the phase; a save of the game loads as the same game.
    """
    problems = []
    held = 0
    for hand in game.hands:
        if held & hand:
            problems.append("a card is in two hands")
        held |= hand
    if held & game.played or held | game.played != FULL_DECK:
        problems.append("the hands and the played cards are not the deck")
    in_tricks = 0
    for trick in game.tricks:
        for card in trick.cards:
            in_tricks |= 1 << card
    collected = game.collected[0] | game.collected[1] | game.collected[2] | game.collected[3]
    if collected != in_tricks or game.played != in_tricks | mask_of(game.trick):
        problems.append("the piles are not the cards of the finished tricks")
    sizes = sorted(hand.bit_count() for hand in game.hands)
    left = 13 - len(game.tricks)
    if sizes[-1] != left or sizes[0] != left - (len(game.trick) > 0):
        problems.append(
            f"hand sizes {sizes} do not fit {len(game.tricks)} tricks and {len(game.trick)} cards on the table"
        )
    if [sum(hand[s].hand for hand in game.results) for s in range(4)] != game.totals:
        problems.append("the totals are not the sum of the hands")
    if (game.turn is None) != (game.phase is not Phase.PLAY):
        problems.append(f"turn {game.turn} in phase {game.phase.value}")
    if load(save(game)) != game:
        problems.append("a save of the game loads as another game")
    return problems


def _check_hand(game: Game, rules: Rules) -> list[str]:
    problems = []
    dealt = game.dealt
    if sum(h.bit_count() for h in dealt) != 52 or (dealt[0] | dealt[1] | dealt[2] | dealt[3]) != (1 << 52) - 1:
        problems.append("deal is not 52 distinct cards")
    if len(game.tricks) != 13:
        problems.append(f"{len(game.tricks)} tricks instead of 13")
    seen: set[int] = set()
    piles: list[set[str]] = [set(), set(), set(), set()]
    for number, trick in enumerate(game.tricks, 1):
        for i, card in enumerate(trick.cards):
            seat = trick.seat_of(i)
            if not dealt[seat] >> card & 1:
                problems.append(f"trick {number}: {card_name(card)} was not dealt to seat {seat}")
            seen.add(card)
        best = max(c for c in trick.cards if suit_of(c) == trick.suit)
        if trick.seat_of(trick.cards.index(best)) != trick.winner:
            problems.append(f"trick {number}: wrong winner")
        piles[trick.winner].update(card_name(c) for c in trick.cards)
    if len(seen) != 52:
        problems.append(f"{len(seen)} distinct cards played instead of 52")
    exposed = {card_name(c) for c in range(52) if game.exposed >> c & 1}
    if game.exposed & ~EXPOSABLE:
        problems.append("a card that is not exposable was exposed")
    swept = any(sum(1 for c in p if c.endswith("H")) == 13 for p in piles)
    scores = game.results[-1]
    for seat in range(4):
        expected = plain_score(piles[seat], exposed, swept, rules)
        if scores[seat].hand != expected:
            problems.append(f"seat {seat}: score {scores[seat].hand}, expected {expected}")
    return problems


def run(hands: int, seed: str, rules: Rules | None = None) -> dict[str, Any]:
    """Play ``hands`` random hands; return counts, violations and speed."""
    rules = rules or Rules()
    players = [RandomPlayer(Rng.from_key("selfcheck", seed))] * 4
    violations: list[str] = []
    played = 0
    games = 0
    checking = 0.0
    start = time.perf_counter()
    while played < hands:
        game = Game.new(f"SC-{seed}-{games}"[:24].upper().replace("_", "-"), rules)
        games += 1
        verified: Game | None = None
        while played < hands and game.phase is not Phase.GAME_OVER:
            if game.phase is Phase.HAND_OVER:
                game.apply(NextHand())
            drive(game, players)
            played += 1
            check_start = time.perf_counter()
            problems = _check_hand(game, rules)
            # Exact but linear: each hand's save is loaded from the previous hand's load,
            # which was itself checked, so the replay covers every action once per game.
            try:
                loaded = load(save(game), verified)
            except SaveError as exc:
                problems.append(f"the save does not load: {exc}")
                loaded = load(save(game))
            if loaded != game:
                problems.append("save/load round trip changed the game")
            verified = loaded
            checking += time.perf_counter() - check_start
            violations.extend(f"game {game.code} hand {game.hand_no}: {p}" for p in problems)
    elapsed = time.perf_counter() - start
    return {
        "hands": played,
        "games": games,
        "violations": len(violations),
        "violation_examples": violations[:10],
        "seconds": round(elapsed, 3),
        "hands_per_second": round(played / elapsed, 1),
        # Where the time goes: checking (the scores recomputed, the save
        # round trip) and playing.
        "seconds_checking": round(checking, 3),
        "play_hands_per_second": round(played / max(elapsed - checking, 1e-9), 1),
    }
