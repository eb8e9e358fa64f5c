"""Hints (game/core/hints.py and each game's ai/hints.py): the rated moves are legal and in
order, a hint depends only on what the hinted player sees, and the move the AI would play
itself is the one rated best."""
import pytest

from game.core import registry
from game.core.hints import Rated, best_of, rated_from_root
from game.core.random_play import random_policy
from game.core.rng import Rng

GAMES = ("rftg", "epochs", "artifacts", "gaia")


@pytest.fixture(autouse=True)
def light_budgets(monkeypatch):
    """The hints' search budgets of before their tuning for the page (issue 78): these tests
    check what a hint is, not how deep it looks, and stay fast."""
    from game.artifacts.ai import hints as artifacts
    from game.epochs.ai import hints as epochs
    from game.gaia.ai import hints as gaia
    from game.rftg.ai import hints as rftg
    monkeypatch.setattr(rftg, "HINT_ITERATIONS", 200)
    monkeypatch.setattr(epochs, "HINT_ITERATIONS", 40)
    monkeypatch.setattr(artifacts, "HINT_SAMPLES", 4)
    monkeypatch.setattr(gaia, "HINT_WIDTH", 6)


def _policy(game: str, rng: Rng):
    if game == "gaia":                      # random play that also builds
        from game.gaia.__main__ import random_policy as gaia_random
        return gaia_random(rng)
    return random_policy(rng)


def positions(game: str, seed: int, every: int = 7, limit: int = 90):
    """Positions of a random 2-player game (every `every`-th decision with a choice)."""
    options = {"variant": "first-game"} if game == "gaia" else {}
    state = registry.game(game).new_game(2, options, seed)
    choose = _policy(game, Rng(seed))
    for n in range(limit):
        if state.is_over():
            return
        player = state.deciders()[0]
        legal = state.legal_actions(player)
        if n % every == every - 1 and len(legal) > 1:
            yield state, player, legal
        state.apply(player, choose(state, player))


def hinter(game: str):
    return registry.game(game).hints()


@pytest.mark.parametrize("game", GAMES)
def test_rated_moves_are_legal_distinct_and_best_first(game):
    seen = 0
    for state, player, legal in positions(game, 11, every=12 if game == "rftg" else 7):
        view = state.view(player)
        rated = best_of(hinter(game), view, legal, player, seed=3, top=99)
        assert rated, (game, legal)
        actions = [r.action for r in rated]
        assert all(a in legal for a in actions) and len(set(actions)) == len(actions)
        assert all(isinstance(r, Rated) and r.unit in ("win", "vp") for r in rated)
        if rated[0].unit == "vp":
            assert [r.worth for r in rated] == sorted((r.worth for r in rated), reverse=True)
        else:
            assert all(0.0 <= r.worth <= 1.0 for r in rated)
        if not seen:                        # the same seed: the same hint, its best three
            assert best_of(hinter(game), view, legal, player, seed=3) == rated[:3]
        seen += 1
    assert seen >= 4, game


@pytest.mark.parametrize("game", ("rftg", "epochs", "artifacts"))
def test_a_hint_does_not_change_when_only_hidden_cards_do(game):
    """The same position with everything the player cannot see dealt differently (the game's
    determinize): the player's view is the same, and so is the hint."""
    spec = registry.game(game)
    checked = 0
    for state, player, legal in positions(game, 5, every=13 if game == "rftg" else 9):
        other = spec.determinize(state, player, Rng(99))
        if other.view(player) != state.view(player):
            # Race's redeal also takes back an action card the other seat has chosen and not
            # shown yet, so the view says that seat is deciding again: not this test's case
            assert game == "rftg"
            continue
        hidden_differs = any(other.view(q) != state.view(q) for q in range(2) if q != player)
        a = best_of(spec.hints(), state.view(player), legal, player, seed=4)
        b = best_of(spec.hints(), other.view(player), other.legal_actions(player), player, seed=4)
        assert a == b, (game, a, b)
        checked += hidden_differs
    assert checked >= 2, f"{game}: the redeals never changed what the other player holds"


def test_race_and_epochs_rate_best_the_move_their_search_plays():
    from game.rftg.ai.hints import make_search as race_search
    from game.epochs.ai.hints import make_search as epochs_search
    from game.epochs.ai import policy as epochs_policy
    for game, make, narrow in (("rftg", race_search, list),
                               ("epochs", epochs_search, epochs_policy.item_by_item)):
        for state, player, legal in positions(game, 8, every=11):
            legal = narrow(list(legal))
            if len(legal) < 2:
                continue
            search = make()
            gen = search.run(state.view(player), legal, player, Rng(6))
            try:
                while True:
                    next(gen)
            except StopIteration as stop:
                played = stop.value
            rated = best_of(hinter(game), state.view(player), legal, player, seed=6, top=1)
            assert rated[0].action == played, (game, rated, played)


def test_gaia_rates_best_the_move_its_beam_plays():
    from game.core.agents import run_to_end
    from game.gaia.ai import HARD
    from game.gaia.ai.beam import BeamAgent
    from game.gaia.ai.hints import HINT_WIDTH
    for state, player, legal in positions("gaia", 8, every=5, limit=120):
        agent = BeamAgent(2, **dict(HARD, width=HINT_WIDTH))
        played, _ = run_to_end(agent.think(state.view(player), legal, player))
        rated = best_of(hinter("gaia"), state.view(player), legal, player, seed=2, top=1)
        assert rated[0].action == played


def test_artifacts_rates_best_the_move_its_lookahead_plays():
    """With one sample, the hint's best is the hard level's lookahead choice on that sample."""
    from game.artifacts.ai import hints as H
    from game.artifacts.ai.policy import best_action
    from game.artifacts.ai.sampling import sample_state
    saved = H.HINT_SAMPLES
    H.HINT_SAMPLES = 1
    try:
        for state, player, legal in positions("artifacts", 8, every=5):
            if (state.view(player).get("decision") or {}).get("kind") == "final":
                continue
            rng = Rng(5)
            sample = sample_state(state.view(player), player, rng)
            played = best_action(sample, player, legal, rng, 0.0, follow=True, width=H.WIDTH)
            rated = best_of(H.HINTER, state.view(player), legal, player, seed=5, top=99)
            best = [r.action for r in rated if r.worth == rated[0].worth]
            assert played in best, (played, rated[:3])
    finally:
        H.HINT_SAMPLES = saved


def test_root_statistics_are_ordered_as_the_search_chooses():
    root = {"a": (10, 0.4), "b": (30, 0.5), "c": (30, 0.6), "d": (0, 0.0), "z": (5, 0.9)}
    rated = rated_from_root(root, ["a", "b", "c", "d"])
    assert [r.action for r in rated] == ["c", "b", "a"]       # z is not legal, d untried
    assert rated_from_root({}, ["only"]) == [Rated("only", 1.0, 0)]
