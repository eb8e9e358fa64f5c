"""Every AI level finishes whole games without error (2-4 players, advanced 2-player game),
answers every decision kind with a legal action, and the search level beats random play."""
import pytest

from game.core.agents import run_to_end
from game.core import tournament
from game.rftg import new_game
from game.rftg.ai import make_agent, LEVELS
from game.rftg.ai import policy
from game.rftg.ai.levels import (SearchLevel, BIG_KINDS, HARD_CALLS, HARD_EXPLORE_CAP,
                                  HARD_FLAT, PolicyAgent)
from game.rftg.ai.opponent import CallModel


def play(players, advanced, agents, seed):
    state = new_game(players, {"advanced": advanced}, seed)
    kinds = set()
    while not state.is_over():
        p = state.deciders()[0]
        view = state.view(p)
        legal = state.legal_actions(p)
        kinds.add(view["decision"]["kind"])
        action = agents[p].choose(view, legal, p)
        assert action in legal
        state.apply(p, action)
    return state, kinds


def small(level, seed):
    """A level's own code at a test-speed budget (test_fairness uses it too)."""
    if level == "hard":
        return SearchLevel(seed, iterations=10, candidates=3, extra_rounds=1,
                           explore_cap=HARD_EXPLORE_CAP, ratings=policy.P1,
                           calls=CallModel(policy.P1, **HARD_CALLS), flat=HARD_FLAT,
                           learned="blend")
    if level == "hard_learned":
        return SearchLevel(seed, iterations=10, candidates=3, extra_rounds=1, learned=True)
    if level == "hard_centred":
        return SearchLevel(seed, iterations=10, candidates=3, extra_rounds=1, learned="centred")
    if level == "normal":
        return SearchLevel(seed, iterations=6, kinds=BIG_KINDS, candidates=3)
    return make_agent(level, seed)


CONFIGS = [(2, False), (2, True), (3, False), (4, False)]


# Games per level across the four set-ups: 48 easy/policy, 24 normal, and one game for each
# seat of the hard search (with a small iteration budget: the same code as hard, at test
# speed) against normal and easy, and of the learned search against easy: every seat plays
# each search in each set-up. (Eight times as many once: no game failed to finish; these are
# what the assertions need; the tournaments of the AI docs play thousands.)
@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
@pytest.mark.parametrize("players,advanced", CONFIGS)
def test_easy_and_policy_finish_many_games(players, advanced):
    kinds = set()
    for seed in range(12):
        agents = [make_agent("easy" if (seed + p) % 2 else "policy", seed * 4 + p)
                  for p in range(players)]
        state, seen = play(players, advanced, agents, seed)
        kinds |= seen
        assert state.is_over() and sum(state.outcome()) == pytest.approx(1.0)
    assert {"initial_discard", "action", "explore_keep", "develop", "settle",
            "consume"} <= kinds


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
@pytest.mark.parametrize("players,advanced", CONFIGS)
def test_normal_finishes_many_games(players, advanced):
    for seed in range(6):
        agents = [make_agent("normal" if (seed + p) % 2 else "easy", seed * 4 + p)
                  for p in range(players)]
        state, _ = play(players, advanced, agents, 1000 + seed)
        assert state.is_over() and sum(state.outcome()) == pytest.approx(1.0)


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
@pytest.mark.parametrize("players,advanced", CONFIGS)
def test_search_levels_finish_games(players, advanced):
    for seed in range(players):
        hard = seed % players
        agents = [small("hard", seed * 4 + p) if p == hard else
                  make_agent("normal" if (seed + p) % 2 else "easy", seed * 4 + p)
                  for p in range(players)]
        state, _ = play(players, advanced, agents, 100 + seed)
        assert state.is_over()


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
@pytest.mark.parametrize("players,advanced", CONFIGS)
def test_learned_search_finishes_games(players, advanced):
    for seed in range(players):
        agents = [small("hard_learned", seed * 4 + p) if p == seed % players else
                  make_agent("easy", seed * 4 + p) for p in range(players)]
        state, _ = play(players, advanced, agents, 300 + seed)
        assert state.is_over()


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_real_levels_play_a_game():
    state, kinds = play(2, False, [make_agent("normal", 1), make_agent("easy", 2)], 5)
    assert state.is_over() and len(kinds) >= 6


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_hard_beats_random():
    def make_state(seed):
        return new_game(2, {}, seed)

    def agent(spec, seed):
        return small("hard", seed) if spec == "hard" else make_agent("random", seed)

    results = tournament.run(make_state, agent, ["hard", "random"], games=8, seed=4)
    s = tournament.summarize(results)["levels"]
    assert s["hard"]["wins"] == 8
    assert s["hard"]["avg_score"] > s["random"]["avg_score"] + 10


def test_easy_errs_but_plays_legally():
    # with noise the easy level sometimes prefers another action than the noiseless policy
    state = new_game(2, {}, 11)
    view, legal = state.view(0), state.legal_actions(0)
    picks = {PolicyAgent(seed, noise=1.2).choose(view, legal, 0) for seed in range(30)}
    assert len(picks) > 1 and picks <= set(legal)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown AI level"):
        make_agent("grandmaster", 1)
    assert {"easy", "normal", "hard"} <= set(LEVELS)
    assert LEVELS["hard_learned"].hidden


def test_levels_think_in_slices():
    state = new_game(2, {}, 2)
    for _ in range(3):   # get past the opening discard to an action choice
        p = state.deciders()[0]
        state.apply(p, make_agent("policy", 1).choose(state.view(p), state.legal_actions(p), p))
    p = state.deciders()[0]
    agent = SearchLevel(3, iterations=30, slice_ms=0.0)
    action, slices = run_to_end(agent.think(state.view(p), state.legal_actions(p), p))
    assert action in state.legal_actions(p)
    assert slices >= 10


def test_time_cap_for_the_page():
    state = new_game(2, {}, 2)
    for _ in range(2):
        p = state.deciders()[0]
        state.apply(p, make_agent("policy", 1).choose(state.view(p), state.legal_actions(p), p))
    p = state.deciders()[0]
    agent = make_agent("hard", 1, max_time=0.01)
    assert agent.choose(state.view(p), state.legal_actions(p), p) in state.legal_actions(p)
    assert agent.search.stats.iterations < 200
    with pytest.raises(ValueError):
        make_agent("hard", 1, max_time=0)
