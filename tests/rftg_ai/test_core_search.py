"""The game-agnostic IS-MCTS search and tournament runner, tested on the toy bidding game."""
import time

import pytest

from game.core.agents import RandomAgent, run_to_end
from game.core.search import ISMCTS, SearchAgent, SearchModel, random_rollout
from game.core import Rng, tournament
from game.core.tournament_jobs import run_parallel
from tests.core import toy_game
from tests.rftg_ai.toy_model import MODEL, sample_state, evaluate


def make_state(seed):
    return toy_game.new_game(2, {}, seed)


def make_agent(spec, seed):
    if spec == "search":
        return SearchAgent(MODEL, seed=seed, iterations=60)
    return RandomAgent(seed)


def test_search_finds_the_dominant_bid():
    # bidding 3 never loses a round; against random bids it is clearly best
    state = make_state(5)
    agent = SearchAgent(MODEL, seed=1, iterations=300)
    action = agent.choose(state.view(0), state.legal_actions(0), 0)
    assert action == ("bid", 3)
    stats = agent.search.stats
    assert stats.iterations == 300 and stats.determinization_errors == 0
    assert max(stats.root, key=lambda a: stats.root[a][0]) == ("bid", 3)


def test_search_is_reproducible_with_the_same_seed():
    state = make_state(9)
    picks = set()
    for _ in range(3):
        agent = SearchAgent(MODEL, seed=4, iterations=25)
        picks.add(agent.choose(state.view(1), state.legal_actions(1), 1))
        picks.add(tuple(sorted(agent.search.stats.root.items())))
    assert len(picks) == 2


def test_search_yields_in_slices():
    state = make_state(3)
    agent = SearchAgent(MODEL, seed=2, iterations=200, slice_ms=0.0)
    action, slices = run_to_end(agent.think(state.view(0), state.legal_actions(0), 0))
    assert slices >= 100
    assert action in state.legal_actions(0)


def test_time_budget_stops_the_search():
    state = make_state(3)
    search = ISMCTS(MODEL, iterations=None, max_time=0.05)
    gen = search.run(state.view(0), state.legal_actions(0), 0, Rng(1))
    t0 = time.perf_counter()
    try:
        while True:
            next(gen)
    except StopIteration:
        pass
    assert time.perf_counter() - t0 < 1.0
    assert search.stats.iterations > 0


def test_single_legal_action_needs_no_search():
    calls = []

    def sampler(view, player, rng):
        calls.append(1)
        return sample_state(view, player, rng)

    model = SearchModel(sample_state=sampler, evaluate=evaluate, rollout_policy=random_rollout)
    agent = SearchAgent(model, iterations=50)
    assert agent.choose({}, [("bid", 2)], 0) == ("bid", 2)
    assert calls == []


def test_bad_budgets_are_refused():
    with pytest.raises(ValueError):
        ISMCTS(MODEL, iterations=0)
    with pytest.raises(ValueError):
        ISMCTS(MODEL, iterations=None, max_time=None)
    with pytest.raises(ValueError):
        SearchAgent(MODEL).choose({}, [], 0)


def test_inconsistent_determinizations_are_dropped_not_trusted():
    # a sampler whose states refuse the root action (not a legal bid there)
    state = make_state(1)
    agent = SearchAgent(MODEL, seed=1, iterations=20)
    legal = [("bid", 7), ("bid", 8)]
    agent.choose(state.view(0), legal, 0)
    assert agent.search.stats.determinization_errors == 20


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_search_beats_random_in_a_tournament():
    results = tournament.run(make_state, make_agent, ["search", "random"], games=40, seed=11)
    summary = tournament.summarize(results)
    s = summary["levels"]["search"]
    assert s["seats"] == 40 and s["win_rate"] > 0.75
    assert s["avg_score"] > summary["levels"]["random"]["avg_score"]


def test_seat_rotation_and_determinism():
    assert tournament.seat_order(["a", "b", "c"], 0) == ["a", "b", "c"]
    assert tournament.seat_order(["a", "b", "c"], 4) == ["b", "c", "a"]
    one = tournament.run(make_state, make_agent, ["search", "random"], games=6, seed=2)
    two = tournament.run(make_state, make_agent, ["search", "random"], games=6, seed=2)
    assert [(r.seats, r.scores) for r in one] == [(r.seats, r.scores) for r in two]
    assert [r.seats[0] for r in one] == ["search", "random"] * 3


def test_parallel_run_equals_sequential():
    seq = tournament.run(make_state, make_agent, ["search", "random"], games=6, seed=3)
    par = run_parallel(make_state, make_agent, ["search", "random"], games=6, seed=3, jobs=2)
    assert [(r.index, r.seats, r.scores) for r in seq] == [(r.index, r.seats, r.scores) for r in par]


def test_wilson_interval():
    low, high = tournament.wilson(380, 400)
    assert 0.92 < low < 0.95 < high < 0.97
    assert tournament.wilson(0, 0) == (0.0, 1.0)
    low, high = tournament.wilson(0, 10)
    assert low == 0.0 and 0.2 < high < 0.35


def test_summary_and_percentiles():
    r = tournament.GameResult(0, ["a", "b"], [10, 20], [0.0, 1.0], {"a": [0.001, 0.003], "b": [0.002]})
    s = tournament.summarize([r])
    assert s["levels"]["b"]["win_rate"] == 1.0 and s["levels"]["a"]["avg_score"] == 10
    assert s["levels"]["a"]["p50_ms"] == pytest.approx(2.0)
    assert tournament.percentile([], 0.5) == 0.0
    text = tournament.format_summary(s)
    assert "a" in text and "win%" in text
    with pytest.raises(ValueError):
        tournament.run(make_state, make_agent, ["a"], games=1, seed=0)
