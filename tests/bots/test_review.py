"""The hand review (gongzhu.review): fair prices from the seat's view, marks, the CLI."""

from __future__ import annotations

import io
import json
import random
from collections.abc import Callable

from gongzhu.__main__ import review_command
from gongzhu.bots import decision_rng, make_bot
from gongzhu.bots.drive import BotPlayer, drive
from gongzhu.cards import parse_card
from gongzhu.game import Expose, Game, Phase, Play
from gongzhu.review import (
    NOISE_Z,
    Moment,
    exposure_advice,
    moments,
    price_play,
    review_exposure,
    review_hand,
    review_play,
    review_rng,
    undecided,
)
from gongzhu.review_types import Kind, ReviewedDecision
from gongzhu.save import save
from gongzhu.seatview import seat_view

from .tables import exposure_view, make_view
from .test_fairness import POSITIONS, redeal


def _hand(code: str, south: str, others: str = "normal") -> Game:
    """One whole hand: South plays as ``south``, the others as ``others``, each on its own seed."""
    game = Game.new(code)
    bots = {0: make_bot(south), 1: make_bot(others), 2: make_bot(others), 3: make_bot(others)}
    while game.phase in (Phase.EXPOSE, Phase.PLAY):
        if game.phase is Phase.EXPOSE:
            seat = next(s for s in range(4) if game.pending[s] is None)
        else:
            assert game.turn is not None
            seat = game.turn
        decide = bots[seat].choose_exposure if game.phase is Phase.EXPOSE else bots[seat].choose_play
        decision = decide(seat_view(game, seat), decision_rng(game.code, seat, len(game.actions)))
        game.apply(Expose(seat, decision.cards) if game.phase is Phase.EXPOSE else Play(seat, decision.card or 0))
    return game


def test_taking_the_pig_when_a_duck_was_possible_is_a_blunder() -> None:
    view = make_view("KS 4S 8D 2C", "3S QS 5S")
    rng = review_rng("T", 0, 1)
    priced = price_play(view, parse_card("KS"), rng)
    assert priced["mark"] == "blunder" and priced["best"] == "4S" and priced["cost"] >= 80
    reason = priced["reason"]
    assert reason is not None and (reason["code"] == "dump_pig_under" or reason["card"] == "4S")
    # The better card itself costs nothing.
    again = price_play(view, parse_card("4S"), review_rng("T", 0, 1))
    assert again["cost"] == 0 and again["mark"] is None and again["best"] == "4S"


def test_throwing_the_goat_onto_an_opponents_trick_is_a_blunder() -> None:
    # Void in clubs; the goat is South's top diamond (♦Q ♦K ♦A are gone): a safe ♠3 was at hand.
    view = make_view("JD 3S 4S 9D", "5C 9C KC", gone="QD KD AD QS", out="2D 5D 8D 2S 5S 6C", voids={0: "C"})
    priced = price_play(view, parse_card("JD"), review_rng("T", 0, 2))
    assert priced["mark"] == "blunder", priced
    assert priced["best"] in ("4S", "9D") and priced["cost"] >= 80
    reason = priced["reason"]
    assert reason is not None
    assert (reason["played"], reason["top"], reason["taker"], reason["gives"]) == ("JD", "KC", "W", ["JD"])
    assert reason["text"].startswith(priced["best"] + " rather than JD") and "JD goes to W" in reason["text"]


def test_a_hand_of_hards_own_choices_shows_no_mistakes() -> None:
    game = _hand("REVIEW-HARD", "hard")
    report = review_hand(game, 0)
    assert len(report["decisions"]) == 14  # the exposure and 13 plays
    marks = [d["mark"] for d in report["decisions"]]
    assert "mistake" not in marks and "blunder" not in marks, report["decisions"]
    assert all(d["cost"] >= 0 for d in report["decisions"])


def test_the_cli_reviews_a_save_the_same_way_twice() -> None:
    game = _hand("REVIEW-NORMAL", "normal")
    text = save(game)
    outputs = []
    for _ in range(2):
        out, err = io.StringIO(), io.StringIO()
        assert review_command(["--seat", "S"], io.StringIO(text), out, err) == 0, err.getvalue()
        outputs.append(json.loads(out.getvalue()))
    first = outputs[0]
    assert outputs[1] == first
    assert first["seat"] == "S" and first["hand"] == 1
    kinds = [d["kind"] for d in first["decisions"]]
    assert kinds == ["expose"] + ["play"] * 13
    moves = [m.move for m in moments(game, 0, 1)]
    assert [d["move"] for d in first["decisions"]] == moves
    for d in first["decisions"]:
        assert d["cost"] >= 0 and d["mark"] in (None, "inaccuracy", "mistake", "blunder")
        assert d["mark"] is None or (d["best"] != d["played"] and d["cost"] >= 10 and d["reason"]["text"])
        if d["kind"] == "play" and d["values"]:
            assert abs(d["cost"] - (d["values"][d["best"]] - d["values"][d["played"]])) < 0.11
    known = first["with_all_cards_known"]["decisions"]
    assert [k["move"] for k in known] == moves
    assert {k["method"] for k in known} == {"exact", "playout"}
    assert first["total_cost"] == round(sum(d["cost"] for d in first["decisions"]), 1)
    assert 0 <= first["summary"]["accuracy"] <= 100


def test_a_bad_save_exits_2_with_one_line() -> None:
    for text, args in (
        ("{not json", []),
        (save(Game.new("X1")), ["--seat", "Q"]),
        (save(Game.new("X1")), ["--hand", "3"]),
    ):
        out, err = io.StringIO(), io.StringIO()
        assert review_command(args, io.StringIO(text), out, err) == 2
        assert out.getvalue() == "" and err.getvalue().count("\n") == 1 and err.getvalue().startswith("review: ")


def test_exposure_advice_prices_each_choice_against_exposing_nothing() -> None:
    view = exposure_view("JD AD KD QD 3C 5C 7C 9C 2H 3H 4H 5S 6S")
    advice = exposure_advice(view, review_rng("T", 0, 0))
    assert [row["cards"] for row in advice if row["gain"] == 0] == [[]]
    assert advice[0]["cards"] == ["JD"] and advice[0]["gain"] > 0
    assert [row["value"] for row in advice] == sorted((row["value"] for row in advice), reverse=True)


def test_the_fair_price_ignores_hidden_cards() -> None:
    """Re-dealing the hidden cards consistently leaves every price of the review unchanged."""
    rnd = random.Random("fair-review")
    checked = changed = 0
    for game, seat in POSITIONS[::3]:
        view = seat_view(game, seat)
        review: Callable[[Moment], ReviewedDecision]
        kind: Kind
        if game.phase is Phase.EXPOSE:
            chosen = view.dealt & ~view.dealt  # exposing nothing
            kind, review = "expose", review_exposure
        else:
            chosen = max(card for card in range(52) if view.legal >> card & 1)
            kind, review = "play", review_play
        before = review(Moment(view.move_number, kind, game, seat, chosen))
        other = redeal(game, seat, rnd)
        changed += other.hands != game.hands
        assert review(Moment(view.move_number, kind, other, seat, chosen)) == before
        checked += 1
    assert checked >= 6 and changed >= checked * 3 // 4


def test_a_costly_card_priced_on_few_noisy_deals_gets_more_deals_and_its_mark() -> None:
    """South's random ♥4, led to the ninth trick of RF-random-10: a first round's deals leave its cost of about 116
    points within the noise (about 49) of the blunder's threshold; the deals spent where the mark is in doubt
    make it a blunder (a search with 32 times Hard's budget prices ♣9 about 110 points better)."""
    game = Game.new("RF-random-10")
    drive(game, [BotPlayer(make_bot("random"))] + [BotPlayer(make_bot("normal")) for _ in range(3)])
    moment = moments(game, 0, 1)[8]
    decision = review_play(moment)
    assert (decision["played"], decision["best"], decision["mark"]) == ("4H", "9C", "blunder"), decision
    assert decision["cost"] > NOISE_Z * decision["noise"] and decision["noise"] < 30


def test_sampling_goes_on_only_while_a_mark_is_in_doubt() -> None:
    assert not undecided(0.0, 2.0) and not undecided(50.0, 5.0) and not undecided(150.0, 20.0)
    assert undecided(12.0, 2.0) and undecided(28.0, 3.0) and undecided(90.0, 6.0)
    assert undecided(40.0, 20.0)  # clear of no threshold


def test_a_mark_that_rests_on_a_run_for_all_the_hearts_says_so_with_its_odds() -> None:
    """RF-random-10: South's random ♠A is worth most on the line that goes on for all the hearts, which
    pays on few deals; the hand's run did not happen."""
    game = Game.new("RF-random-10")
    drive(game, [BotPlayer(make_bot("random"))] + [BotPlayer(make_bot("normal")) for _ in range(3)])
    decision = review_play(moments(game, 0, 1)[4])
    assert decision["played"] == "AS" and decision["mark"] in ("mistake", "blunder"), decision
    gamble = decision["gamble"]
    assert gamble is not None and gamble["card"] == "AS" and gamble["played"] and not gamble["happened"]
    assert 0 < gamble["chance"] < 0.2
    assert decision["expected"] == decision["values"]["AS"]
