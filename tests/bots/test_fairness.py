"""Bots decide from the seat view alone: re-dealing the hidden cards changes nothing.

Positions come from real games. The other seats' hands are dealt again in a
way consistent with everything public (hand sizes, voids shown, exposed
cards still held, voids revealed by the exposure restriction, and in the
exposure phase nothing but the own hand), and every level must make the same
decision with the same seed.
"""

from __future__ import annotations

import random

import pytest
from gongzhu.bots import decision_rng, make_bot
from gongzhu.bots.habits import defence_shown
from gongzhu.bots.knowledge import inferred_voids
from gongzhu.cards import SUIT_MASKS, Mask, suit_of
from gongzhu.game import Game, Phase
from gongzhu.legal import legal_plays
from gongzhu.rules import FIRST_LEAD_CLUB_TWO, Rules
from gongzhu.seatview import seat_view

from .tables import play_to

LEVELS = ("random", "easy", "normal", "hard", "greedy", "defender")


def _restriction_voids(game: Game) -> list[int]:
    """Voids revealed by an exposed card played to the first trick of its suit.

    Worked out from the rule itself, not from the bots' inference: a played
    card shows its owner void in its suit when :func:`legal_plays` would have
    refused it had the owner held one more card of that suit.
    """
    voids = [0, 0, 0, 0]
    led_suits = 0
    tricks = [(t.leader, t.cards) for t in game.tricks]
    if game.trick:
        tricks.append((game.leader, tuple(game.trick)))
    for leader, cards in tricks:
        led = suit_of(cards[0])
        for i, card in enumerate(cards):
            if suit_of(card) != led:
                continue
            other = next(c for c in range(52) if suit_of(c) == led and c != card)
            hand = (1 << card) | (1 << other)
            if not legal_plays(hand, led if i else None, game.exposed, led_suits) >> card & 1:
                voids[(leader + i) & 3] |= 1 << led
        led_suits |= 1 << led
    return voids


def redeal(game: Game, seat: int, rnd: random.Random) -> Game:
    """A copy of ``game`` with the other seats' hidden cards dealt again, consistently."""
    copy = Game.new(game.code, game.rules, game.level)
    for action in game.actions:
        copy.apply(action)
    others = [s for s in range(4) if s != seat]
    revealed = game.phase is not Phase.EXPOSE
    fixed = {s: (game.exposed_by[s] & game.hands[s]) if revealed else 0 for s in others}
    pool = [c for s in others for c in range(52) if (game.hands[s] & ~fixed[s]) >> c & 1]
    need = {s: game.hands[s].bit_count() - fixed[s].bit_count() for s in others}
    extra = _restriction_voids(game)
    banned = {s: (game.voids[s] | extra[s]) if revealed else 0 for s in others}
    for _ in range(500):
        rnd.shuffle(pool)
        pool.sort(key=lambda c: sum(not banned[s] >> (c // 13) & 1 for s in others))
        hands: dict[int, Mask] = {s: fixed[s] for s in others}
        left = dict(need)
        ok = True
        for c in pool:
            choices = [s for s in others if left[s] and not banned[s] >> (c // 13) & 1]
            if not choices:
                ok = False
                break
            s = rnd.choice(choices)
            hands[s] |= 1 << c
            left[s] -= 1
        if ok:
            break
    else:  # pragma: no cover - the true deal always exists
        raise AssertionError("no consistent re-deal found")
    for s in others:
        played_by_s = game.dealt[s] & ~game.hands[s]
        copy.hands[s] = hands[s]
        copy.dealt[s] = hands[s] | played_by_s
    return copy


# Positions under the default rules and under the rule options.
RULE_SETS = (
    Rules(),
    Rules(pig_goat_swap=True, first_lead=FIRST_LEAD_CLUB_TWO),
    Rules(exposure=False, zero_hearts_are_points=False),
    Rules.quick(pig_goat_swap=True, zero_hearts_are_points=False),
)


def _positions() -> list[tuple[Game, int]]:
    out = []
    for k in range(24):
        game = Game.new(f"FAIR{k}", RULE_SETS[k // 2 % len(RULE_SETS)])
        play_to(game, [0, 3, 9, 17, 26, 33, 41, 47][k % 8] + (k % 3), "normal")
        if game.phase is Phase.EXPOSE:
            seat = next(s for s in range(4) if game.pending[s] is None)
        elif game.phase is Phase.PLAY:
            assert game.turn is not None
            seat = game.turn
        else:
            continue
        out.append((game, seat))
    return out


POSITIONS = _positions()


@pytest.mark.parametrize("level", LEVELS)
def test_decisions_ignore_hidden_cards(level: str) -> None:
    rnd = random.Random(f"fair-{level}")
    bot = make_bot(level)
    checked = changed = 0
    for game, seat in POSITIONS:
        view = seat_view(game, seat)
        rng_args = (game.code, seat, view.move_number)
        decide = bot.choose_exposure if game.phase is Phase.EXPOSE else bot.choose_play
        before = decide(view, decision_rng(*rng_args))
        for _ in range(2 if level == "hard" else 4):
            other = redeal(game, seat, rnd)
            changed += other.hands != game.hands
            again = seat_view(other, seat)
            assert again == view
            assert decide(again, decision_rng(*rng_args)) == before
            checked += 1
    assert checked >= 20 and changed >= checked * 3 // 4


def test_redeal_is_consistent_with_public_information() -> None:
    rnd = random.Random(3)
    for game, seat in POSITIONS:
        other = redeal(game, seat, rnd)
        for s in range(4):
            assert other.hands[s].bit_count() == game.hands[s].bit_count()
            if game.phase is Phase.PLAY:
                for suit in range(4):
                    if game.voids[s] >> suit & 1:
                        assert not other.hands[s] & SUIT_MASKS[suit]
                assert other.hands[s] & game.exposed_by[s] == game.hands[s] & game.exposed_by[s]
        assert sum(other.hands) == sum(game.hands)


def test_the_bots_infer_every_void_the_restriction_reveals() -> None:
    found = 0
    for game, seat in [*POSITIONS, *_restricted_positions()]:
        if game.phase is not Phase.PLAY:
            continue
        inferred = inferred_voids(seat_view(game, seat))
        extra = _restriction_voids(game)
        for s in range(4):
            assert extra[s] & ~game.voids[s] & ~inferred[s] == 0
            # Nothing inferred that the true hands contradict.
            if s != seat:
                for suit in range(4):
                    assert not (inferred[s] >> suit & 1 and game.hands[s] & SUIT_MASKS[suit])
            found += (extra[s] & ~game.voids[s]).bit_count()
    assert found >= 1


def _restricted_positions() -> list[tuple[Game, int]]:
    """Games in which an exposed card went to the first trick of its suit."""
    out = []
    for k in range(60):
        game = Game.new(f"RESTRICT{k}")
        play_to(game, 4, "random")  # random exposures: many exposed cards
        while game.phase is Phase.PLAY and not any(_restriction_voids(game)):
            play_to(game, 1, "random")
        if game.phase is Phase.PLAY and game.turn is not None:
            out.append((game, game.turn))
        if len(out) >= 3:
            break
    return out


def _habit_positions() -> list[tuple[Game, int]]:
    """Positions where some other seat has shown whether it stops all-hearts runs (:mod:`gongzhu.bots.habits`)."""
    out = []
    for k in range(12):  # players who stop runs show it: games of HABIT0, HABIT5 and HABIT10
        game = Game.new(f"HABIT{k}", Rules(exposure=False))
        play_to(game, 44, "defender")
        if game.phase is not Phase.PLAY or game.turn is None:
            continue
        if any(defence_shown(seat_view(game, game.turn))):
            out.append((game, game.turn))
    return out


def test_hard_reads_habits_from_the_seat_view_alone() -> None:
    positions = _habit_positions()
    assert len(positions) >= 3
    rnd = random.Random("fair-habits")
    bot = make_bot("hard")
    for game, seat in positions:
        view = seat_view(game, seat)
        rng_args = (game.code, seat, view.move_number)
        before = bot.choose_play(view, decision_rng(*rng_args))
        for _ in range(2):
            again = seat_view(redeal(game, seat, rnd), seat)
            assert again == view
            assert defence_shown(again) == defence_shown(view)
            assert bot.choose_play(again, decision_rng(*rng_args)) == before
