"""Whole games of uniformly random legal moves, checked hand by hand against
docs/rules.md as written out again in ``reference.py`` and the plain scorer
``selfcheck.plain_score`` (the engine's own scoring, trick and legality code
is never used for an expected value).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from gongzhu.cards import card_name, cards_of
from gongzhu.game import Expose, Game, NextHand, Phase, Play
from gongzhu.rules import Rules
from gongzhu.save import load, save
from gongzhu.seats import SEATS
from gongzhu.tools.selfcheck import plain_score

from . import reference

GAMES_PER_BATCH = 12
BATCHES = 10


def codes(mask: int) -> set[str]:
    return {card_name(c) for c in cards_of(mask)}


def card(code: str) -> int:
    return "SHDC".index(code[1]) * 13 + reference.RANKS.index(code[0])


def play_checked_game(code: str, rules: Rules, rnd: random.Random) -> Counter[str]:
    """Play one game to its end, checking every move and hand; counts what happened."""
    seen: Counter[str] = Counter()
    game = Game.new(code, rules)
    totals = [0, 0, 0, 0]
    pig_taker: int | None = None

    while True:
        # --- the deal
        dealt = [codes(game.dealt[s]) for s in SEATS]
        assert [len(h) for h in dealt] == [13, 13, 13, 13]
        assert len(set().union(*dealt)) == 52
        if game.hand_no == 1:
            expected_leader = next(s for s in SEATS if "2S" in dealt[s])
        else:
            assert pig_taker is not None
            expected_leader = pig_taker

        # --- exposure, each seat deciding without seeing the others
        exposed: set[str] = set()
        if rules.exposure:
            assert game.phase is Phase.EXPOSE
            for seat in rnd.sample(SEATS, 4):
                exposable = dealt[seat] & reference.EXPOSABLE
                assert codes(game.exposable(seat)) == exposable
                if not exposable:
                    assert game.pending[seat] == 0
                    continue
                assert game.exposed == 0
                chosen = {c for c in sorted(exposable) if rnd.random() < 0.4}
                game.apply(Expose(seat, sum(1 << card(c) for c in chosen)))
                exposed |= chosen
        assert (game.phase, game.turn) == (Phase.PLAY, expected_leader)
        assert codes(game.exposed) == exposed

        # --- 13 tricks
        hands = [set(h) for h in dealt]
        collected: list[set[str]] = [set(), set(), set(), set()]
        played: list[str] = []
        suits_led: set[str] = set()
        leader = expected_leader
        pig_taker = None
        for trick_no in range(13):
            trick: list[str] = []
            for i in range(4):
                seat = (leader + i) % 4
                assert game.turn == seat
                led_suit = reference.suit(trick[0]) if trick else None
                legal = reference.legal_cards(hands[seat], led_suit, exposed, suits_led)
                if legal != reference.legal_cards(hands[seat], led_suit, (), suits_led):
                    seen["exposed card held back"] += 1
                assert codes(game.legal_plays()) == legal, (code, game.hand_no, trick_no, seat)
                choice = rnd.choice(sorted(legal))
                game.apply(Play(seat, card(choice)))
                hands[seat].remove(choice)
                trick.append(choice)
                played.append(choice)
            winner = reference.trick_winner(leader, trick)
            assert game.tricks[-1].winner == winner
            collected[winner] |= set(trick)
            if "QS" in trick:
                pig_taker = winner
            suits_led.add(reference.suit(trick[0]))
            leader = winner

        # --- the hand is over
        assert len(game.tricks) == 13
        assert len(played) == len(set(played)) == 52
        assert hands == [set(), set(), set(), set()]
        assert [codes(c) for c in game.collected] == collected
        scores = [plain_score(collected[s], exposed) for s in SEATS]
        assert [s.hand for s in game.results[-1]] == scores
        totals = [t + s for t, s in zip(totals, scores, strict=True)]
        assert game.totals == totals
        assert load(save(game)) == game
        seen["hands"] += 1
        seen["all hearts"] += any(c >= reference.ALL_HEARTS for c in collected)

        if reference.game_over(totals):
            assert game.phase is Phase.GAME_OVER
            seen["games"] += 1
            return seen
        assert game.phase is Phase.HAND_OVER
        game.apply(NextHand())


@pytest.mark.parametrize("batch", range(BATCHES))
def test_random_games_follow_the_rules(batch: int) -> None:
    rnd = random.Random(batch)
    rules = Rules() if batch % 5 else Rules(exposure=False)
    seen: Counter[str] = Counter()
    for i in range(GAMES_PER_BATCH):
        seen += play_checked_game(f"RANDOM-{batch}-{i}", rules, rnd)
    assert seen["games"] == GAMES_PER_BATCH
    if rules.exposure:
        assert seen["exposed card held back"] > 0
