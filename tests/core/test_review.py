"""The review of a finished game (game/core/review.py): every decision of the human seats rated
once by the game's hinter, losses never below 0, the AI's own best move loses nothing, a review
resumed after k decisions equals one run at once, and a stored review is checked against its
record."""
import copy

import pytest

from game.core import registry
from game.core import review as RV
from game.core.hints import Rated, best_of
from game.core.random_play import random_policy
from game.core.record import Record
from game.core.rng import Rng


def short_game(game: str, moves: int = 24, seed: int = 5) -> Record:
    """The first `moves` moves of a game played at random (a record a review can run on)."""
    state = registry.game(game).new_game(2, {}, seed)
    choose = random_policy(Rng(1))
    for _ in range(moves):
        if state.is_over():
            break
        p = state.deciders()[0]
        state.apply(p, choose(state, p))
    return Record.of(state)


def run(gen):
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


@pytest.mark.parametrize("game", ["artifacts", "rftg"])
def test_every_human_decision_is_reviewed_once(game):
    rec = short_game(game)
    points = RV.decision_points(rec, [0])
    assert points, "the short game has decisions to review"
    state = rec.start()
    expected = []
    for i, (p, a) in enumerate(rec.actions):
        if p == 0 and len(state.legal_actions(p)) > 1:
            expected.append(i)
        state.apply(p, a)
    assert points == expected
    items = run(RV.review(rec, [0], registry.game(game).hints(), []))
    assert [it["at"] for it in items] == points
    for it in items:
        assert it["player"] == 0 and rec.actions[it["at"]][0] == 0
        assert it["unit"] in RV.UNITS
        assert it["loss"] is None or it["loss"] >= 0
        assert (it["loss"] is None) == (it["played_worth"] is None)


def test_the_ais_own_best_move_loses_nothing():
    """A player who always plays the hinter's best move (with the review's seed) loses 0."""
    spec = registry.game("artifacts")
    hinter = spec.hints()
    state = spec.new_game(2, {}, 9)
    choose = random_policy(Rng(2))
    rec = Record.of(state)
    for _ in range(20):
        p = state.deciders()[0]
        legal = list(state.legal_actions(p))
        if p == 0 and len(legal) > 1:
            at = len(state.history)
            action = best_of(hinter, state.view(p), legal, p, RV.seed_of(rec, at), top=1)[0].action
        else:
            action = choose(state, p)
        state.apply(p, action)
    rec = Record.of(state)
    items = run(RV.review(rec, [0], hinter, []))
    assert items and all(it["loss"] == 0 and it["played"] == it["best"] for it in items)


def test_a_worse_move_shows_its_loss():
    rated = [Rated(("a",), 0.62, 10), Rated(("b",), 0.5, 4)]
    item = RV.rate(rated, 3, 0, ("b",))
    assert item["loss"] == 12.0 and item["best"] == ["a"]
    vp = RV.rate([Rated("x", 10.0, 1, "vp"), Rated("y", 12.5, 1, "vp")], 0, 1, "y")
    assert vp["loss"] == 0.0        # rated better than the best: no negative loss
    unrated = RV.rate(rated, 3, 0, ("c",))
    assert unrated["loss"] is None and unrated["played_worth"] is None


def test_resuming_after_k_decisions_equals_running_at_once():
    rec = short_game("rftg", 30)
    hinter = registry.game("rftg").hints()
    whole = run(RV.review(rec, [0], hinter, []))
    assert len(whole) >= 4
    part: list = []
    gen = RV.review(rec, [0], hinter, part)
    while len(part) < 2:            # stopped after two decisions (the page left)
        next(gen)
    kept = copy.deepcopy(part)      # what the save holds
    rest = run(RV.review(rec, [0], hinter, kept))
    assert rest == whole


def test_biggest_losses_and_costly_count():
    items = [{"at": i, "loss": loss, "unit": "win"} for i, loss in
             enumerate([0, 7, None, 2, 30, 1, 9, 6])]
    assert [it["at"] for it in RV.biggest(items)] == [1, 3, 4, 6, 7]
    assert RV.costly(items) == 4


def test_a_stored_review_is_checked_against_its_record():
    rec = short_game("artifacts", 16)
    items = run(RV.review(rec, [0], registry.game("artifacts").hints(), []))
    stored = dict(RV.new([0], len(items)), items=items)
    assert RV.clean(copy.deepcopy(stored), rec) == stored
    bad = copy.deepcopy(stored)
    bad["items"][0]["played"] = ["not", "this"]
    with pytest.raises(ValueError):
        RV.clean(bad, rec)
    for broken in ({"version": 9}, dict(stored, seats=[5]), dict(stored, total=-1),
                   dict(stored, items=[{"at": 10_000}]), "junk"):
        with pytest.raises(ValueError):
            RV.clean(broken, rec)
