"""The call model (opponent.CallModel): how the search expects the other seats to choose
their action cards, from the policy's ratings blended with each seat's earlier calls."""
import math

import pytest

from game.core import Rng
from game.rftg import new_game
from game.rftg.ai import opponent, policy
from game.rftg.ai.levels import make_model
from game.rftg.ai.opponent import CallModel
from tests.rftg.helpers import build


def at_action(calls, advanced=False, pad=(5, 5)):
    """Seat 1 holds cards it could settle; seat 0's earlier calls are `calls`."""
    s = build([["Old Earth"], ["Alpha Centauri", "Earth's Lost Colony"]],
              hands=[[], ["Mining World", "Spice World"]], pad=list(pad), advanced=advanced)
    s.calls = (tuple(tuple(c) for c in calls), ())
    return s


def probs(model, s, p=0):
    return {a[1:]: x for a, x in model.distribution(s, p)}


def test_without_earlier_calls_it_is_the_softmax_of_the_policy_ratings():
    s = at_action([])
    model = opponent.CallModel(policy.P1, temperature=2.0, prior_weight=4.0)
    legal = s.legal_actions(0)
    scores = policy._action_scores(s, 0, legal, policy.P1)
    z = sum(math.exp(x / 2.0) for x in scores)
    got = model.distribution(s, 0)
    assert [a for a, _ in got] == legal
    for (a, x), sc in zip(got, scores):
        assert x == pytest.approx(math.exp(sc / 2.0) / z)
    assert sum(x for _, x in got) == pytest.approx(1.0)


def test_earlier_calls_pull_the_distribution_towards_them():
    plain = probs(opponent.CallModel(policy.P1, 2.0, 4.0), at_action([]))
    explorer = probs(opponent.CallModel(policy.P1, 2.0, 4.0), at_action([["explore11"]] * 8))
    assert explorer[("explore11",)] > plain[("explore11",)] + 0.5
    # eight calls against a weight of four: at least 8/12 of the mass
    assert explorer[("explore11",)] >= 8 / 12
    assert sum(explorer.values()) == pytest.approx(1.0)


def test_a_huge_prior_weight_ignores_the_history():
    a = probs(opponent.CallModel(policy.P1, 2.0, 1e12), at_action([]))
    b = probs(opponent.CallModel(policy.P1, 2.0, 1e12), at_action([["produce"]] * 10))
    for k in a:
        assert b[k] == pytest.approx(a[k], abs=1e-9)


def test_advanced_pairs_count_whichever_order_they_were_written_in():
    s = at_action([["settle", "develop"]] * 6, advanced=True)
    d = probs(opponent.CallModel(policy.P1, 2.0, 4.0), s)
    assert d[("develop", "settle")] >= 6 / 10
    assert sum(d.values()) == pytest.approx(1.0)


def test_a_sampled_call_is_legal_and_follows_the_distribution():
    s = at_action([["vp2"], ["vp2"], ["produce"], ["vp2"]])
    model = opponent.CallModel(policy.P1, 2.0, 1.0)
    d = dict(model.distribution(s, 0))
    rng = Rng(4)
    n = 4000
    counts = {}
    for _ in range(n):
        a = model(s, 0, rng)
        assert a in s.legal_actions(0)
        counts[a] = counts.get(a, 0) + 1
    for a, x in d.items():
        assert counts.get(a, 0) / n == pytest.approx(x, abs=0.03)


def test_other_decisions_follow_the_policy():
    s = new_game(2, {}, 3)      # the opening discard
    assert s.decision[0][0] == "initial_discard"
    model = opponent.CallModel(policy.P1, 2.0, 4.0, noise=0.0)
    assert model(s, 0, Rng(1)) == policy.choose(s, 0, Rng(1), 0.0, policy.P1)


def test_the_search_model_uses_it_as_the_opponent():
    calls = opponent.CallModel(policy.P1, 2.0, 4.0)
    m = make_model(calls=calls, ratings=policy.P1)
    assert m.opponent_policy is calls
    assert make_model().opponent_policy is not calls


def test_fit_prefers_the_parameters_that_produced_the_calls():
    """Calls drawn from one model are best explained by that model's (T, w) on the grid."""
    true = opponent.CallModel(policy.P1, 1.0, 2.0)
    rng = Rng(7)
    points = []
    for k in range(120):
        history = []
        for r in range(6):
            s = at_action(history, pad=(3 + k % 4, 5))
            a = true(s, 0, rng)
            points.append((s, 0, a))
            history.append(list(a[1:]))
    best = opponent.fit(points, temperatures=(0.3, 1.0, 4.0), weights=(2.0, 1e9))
    assert best[0][1:] == (1.0, 2.0)


def test_the_hard_level_plays_the_call_model_and_hard_nocalls_the_policy():
    from game.rftg.ai import make_agent
    from game.rftg.ai.levels import HARD_CALLS
    model = make_agent("hard", 1).search.model.opponent_policy
    assert isinstance(model, opponent.CallModel)
    assert (model.temperature, model.prior_weight) == (HARD_CALLS["temperature"],
                                                       HARD_CALLS["prior_weight"])
    assert model.ratings is policy.P1
    assert not isinstance(make_agent("hard_nocalls", 1).search.model.opponent_policy,
                          opponent.CallModel)
    assert not isinstance(make_agent("normal", 1).search.model.opponent_policy,
                          opponent.CallModel)


def test_facing_a_seat_that_always_explores_the_search_values_its_own_building_calls_more():
    """The stall of docs/rftg-ai.md ("A game that never ends"): with the policy as the
    opponent model, the search expects the other seat to call Develop or Settle (it could
    place a card), so its own Develop and Settle look redundant; the call model has seen that
    seat explore for ten rounds and expects it to go on."""
    from game.rftg.ai.levels import HARD_CALLS, HARD_EXPLORE_CAP, HARD_KINDS, SearchLevel
    gains = []
    for seed in (0, 1):
        s = build([["Old Earth", "Spice World"], ["Alpha Centauri", "Gem World"]],
                  hands=[["Mining World", "Investment Credits", "Space Marines"],
                         ["Contact Specialist"]],
                  pad=[7, 9], seed=seed, goods=[["Spice World"], []])
        s.calls = (tuple(("produce",) if r % 2 else ("trade",) for r in range(10)),
                   (("explore11",),) * 10)
        s.round = 11
        root = {}
        for calls in (CallModel(policy.P1, **HARD_CALLS), None):
            agent = SearchLevel(seed, iterations=60, kinds=HARD_KINDS, candidates=6,
                                extra_rounds=1, explore_cap=HARD_EXPLORE_CAP,
                                ratings=policy.P1, calls=calls)
            agent.choose(s.view(0), s.legal_actions(0), 0)
            root[calls is None] = {a[1]: v for a, (n, v) in agent.search.stats.root.items()}
        for phase in ("develop", "settle"):
            gains.append(root[False][phase] - root[True][phase])
    assert min(gains) > 0.0
    assert sum(gains) / len(gains) > 0.04


def test_the_fit_command_prints_the_grid_best_first(capsys):
    from game.rftg.ai import fit_calls
    assert fit_calls.main(["--seats", "policy,easy", "--games", "2", "--seed", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith("from 2 games of policy,easy")
    values = [float(x.rsplit(" ", 1)[1]) for x in lines[1:]]
    assert len(values) == 10 and values == sorted(values, reverse=True)


def test_a_search_that_cannot_tell_its_options_apart_follows_the_policy():
    """Far ahead (every root value a near-certain win) or far behind (every one a near-certain
    loss) the leaves saturate; hard then takes the policy's best root candidate instead of
    whichever the visit counts happened to favour (seed 901, game 42 of hard against
    hard_nocalls went 3,000 rounds that way: docs/rftg-ai.md)."""
    from game.rftg.ai.levels import HARD_CALLS, HARD_FLAT, SearchLevel
    s = at_action([])
    legal = s.legal_actions(0)
    agent = SearchLevel(1, iterations=10, ratings=policy.P1,
                        calls=CallModel(policy.P1, **HARD_CALLS), flat=HARD_FLAT)
    best = policy.rank(s, 0, legal, 1, policy.P1)[0]
    worst = policy.rank(s, 0, legal, len(legal), policy.P1)[-1]
    assert best != worst
    for values in ((0.995, 1.0), (0.0, 0.004)):
        agent.search.stats.root = {a: (10, values[i % 2]) for i, a in enumerate(legal)}
        assert agent._unless_flat(s.view(0), 0, worst) == best
    for values in ((0.5, 0.51), (0.97, 1.0), (0.0, 0.03)):
        agent.search.stats.root = {a: (10, values[i % 2]) for i, a in enumerate(legal)}
        assert agent._unless_flat(s.view(0), 0, worst) == worst


def test_only_the_hard_level_falls_back_on_a_flat_root():
    from game.rftg.ai import make_agent
    from game.rftg.ai.levels import HARD_FLAT
    assert make_agent("hard", 1).flat == HARD_FLAT
    for level in ("normal", "hard_nocalls", "hard_uncapped"):
        assert make_agent(level, 1).flat is None
