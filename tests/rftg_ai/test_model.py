"""The learned value: pure-Python inference equals the numpy forward pass recorded at training
time, the shipped weights load and describe how they were made, and hard_learned uses them."""
import json
import math

import pytest

from game.rftg import new_game
from game.rftg.ai import features, make_agent
from game.rftg.ai.leaf import Blended, CentredClassic, RootRelative, learned_evaluate
from game.rftg.ai.levels import HARD_BLEND
from game.rftg.ai.model import ValueModel, load, weights_path
from game.rftg.ai.values import evaluate as classic_evaluate

TINY = {"names": ["a", "b"], "mean": [1.0, 0.0], "scale": [2.0, 1.0],
        "w1": [[0.5, -1.0], [0.25, 0.75]], "b1": [0.1, -0.2],
        "w2": [[1.0, 2.0], [-0.5, 0.3]], "b2": [0.05, 0.4],
        "margin_unit": 10.0, "margin_span": 40.0, "blend": 0.25}


def test_tiny_mlp_by_hand():
    m = ValueModel(TINY)
    z = [(3.0 - 1.0) / 2.0, (-1.0 - 0.0) / 1.0]          # normalized input [1, -1]
    h = [math.tanh(0.1 + 0.5 * z[0] - 1.0 * z[1]), math.tanh(-0.2 + 0.25 * z[0] + 0.75 * z[1])]
    logit = 0.05 + 1.0 * h[0] + 2.0 * h[1]
    margin = 0.4 - 0.5 * h[0] + 0.3 * h[1]
    assert m.forward([3.0, -1.0]) == pytest.approx((logit, margin), abs=1e-12)
    win, vp = m.predict([3.0, -1.0])
    assert win == pytest.approx(1 / (1 + math.exp(-logit)))
    assert vp == pytest.approx(margin * 10.0)
    expected = 0.25 * win + 0.75 * (0.5 + 0.5 * vp / 40.0)
    assert m.value([3.0, -1.0]) == pytest.approx(expected)


def test_linear_skip_adds_to_the_outputs():
    m = ValueModel(dict(TINY, ws=[[0.5, 0.0], [0.0, -2.0]]))
    base = ValueModel(TINY).forward([3.0, -1.0])
    assert m.forward([3.0, -1.0]) == pytest.approx((base[0] + 0.5, base[1] + 2.0))
    # the margin part of the value is clipped at +-margin_span
    far = ValueModel(dict(TINY, ws=[[0.0, 0.0], [100.0, 0.0]], blend=0.0))
    assert far.value([3.0, -1.0]) == 1.0


def test_linear_model_without_hidden_layer():
    data = dict(TINY, w2=[[1.0, 0.0], [0.0, 1.0]])
    del data["w1"], data["b1"]
    assert ValueModel(data).forward([3.0, -1.0]) == pytest.approx((1.05, -0.6))


def test_shipped_2p_weights_load_and_match_numpy():
    path = weights_path(2, False)
    data = json.loads(path.read_text())
    assert tuple(data["names"]) == features.NAMES
    assert data["players"] == 2 and data["advanced"] is False
    assert "game.rftg.ai.train" in data["trained"]["command"]
    assert isinstance(data["trained"]["seed"], int)
    assert path.stat().st_size < 100_000
    model = load(2, False)
    assert model is not None and len(model.mean) == features.SIZE
    assert len(data["checks"]) >= 3
    for check in data["checks"]:
        assert model.forward(check["x"]) == pytest.approx(check["out"], abs=1e-9)


def play_to_round(seed, rnd):
    state = new_game(2, {}, seed)
    agents = [make_agent("policy", seed), make_agent("policy", seed + 1)]
    while not state.is_over() and state.round < rnd:
        p = state.deciders()[0]
        state.apply(p, agents[p].choose(state.view(p), state.legal_actions(p), p))
    return state


def test_learned_evaluation_range_and_game_end():
    for seed in range(6):
        state = play_to_round(seed, 6)
        v = learned_evaluate(state, 0)
        assert 0.0 < v < 1.0
        state = play_to_round(seed, 99)
        assert state.is_over()
        assert learned_evaluate(state, 0) == state.outcome()[0]


def test_learned_value_does_not_saturate_where_the_classic_one_does():
    # a seat far ahead: the classic evaluation rates it ~1 whatever it holds, the learned
    # value still prefers 3 more VP clearly
    gaps = []
    for seed in (3, 4, 5):
        state = play_to_round(seed, 7)
        state.vp[0] += 20
        state.pool -= 20
        richer = state.clone()
        richer.vp[0] += 3
        richer.pool -= 3
        assert classic_evaluate(state, 0) > 0.99
        assert classic_evaluate(richer, 0) - classic_evaluate(state, 0) < 0.01
        assert learned_evaluate(state, 0) < 0.95
        gaps.append(learned_evaluate(richer, 0) - learned_evaluate(state, 0))
    assert min(gaps) > 0.005 and sum(gaps) / len(gaps) > 0.01


def test_hard_learned_uses_the_learned_value_hard_the_blend_and_handtuned_the_classic():
    assert isinstance(make_agent("hard_learned", 1).search.model.evaluate, RootRelative)
    leaf = make_agent("hard", 1).search.model.evaluate
    assert isinstance(leaf, Blended) and leaf.weight == HARD_BLEND == 0.5
    assert make_agent("hard_handtuned", 1).search.model.evaluate is classic_evaluate


def test_blended_leaf_averages_the_hand_tuned_and_the_learned_value():
    leaf = Blended(0.5)
    for seed in range(4):
        state = play_to_round(seed, 5)
        for p in (0, 1):
            expected = 0.5 * classic_evaluate(state, p) + 0.5 * learned_evaluate(state, p)
            assert leaf(state, p) == pytest.approx(expected, abs=1e-12)
            assert Blended(0.0)(state, p) == pytest.approx(classic_evaluate(state, p))
            assert Blended(1.0)(state, p) == pytest.approx(learned_evaluate(state, p))
        state = play_to_round(seed, 99)
        assert leaf(state, 0) == state.outcome()[0] and leaf(state, 1) == state.outcome()[1]


def test_blended_leaf_keeps_three_vp_apart_where_the_classic_one_saturates():
    state, richer, poorer = far_ahead_and_three_vp_either_way()
    leaf = Blended(0.5)
    assert classic_evaluate(richer, 0) - classic_evaluate(poorer, 0) < 0.004   # saturated
    assert leaf(richer, 0) > leaf(state, 0) > leaf(poorer, 0)
    assert leaf(richer, 0) - leaf(poorer, 0) > 0.008


def test_blended_leaf_is_the_hand_tuned_one_where_no_weights_are_shipped(monkeypatch):
    import game.rftg.ai.leaf as leaf_module
    state = play_to_round(2, 5)
    monkeypatch.setattr(leaf_module, "load_model", lambda players, advanced: None)
    assert Blended(0.5)(state, 0) == classic_evaluate(state, 0)


def far_ahead_and_three_vp_either_way():
    """(state, richer, poorer): seat 0 20 VP ahead in round 4, and the same with +3 / -3 VP."""
    state = play_to_round(4, 7)
    state.vp[0] += 20
    state.pool -= 20
    richer, poorer = state.clone(), state.clone()
    richer.vp[0] += 3
    richer.pool -= 3
    poorer.vp[0] -= 3
    poorer.pool += 3
    return state, richer, poorer


def test_root_relative_values_spread_around_the_root():
    # far ahead, the root-relative value still rates +3 VP clearly above the root and -3 VP
    # clearly below it (the hand-tuned evaluation gives ~1 for all three)
    state, richer, poorer = far_ahead_and_three_vp_either_way()
    leaf = RootRelative()
    leaf.set_root(state.view(0))
    at_root = leaf(state, 0)
    assert 0.6 < at_root < 0.75            # 0.25 * P(win) ~ 0.25 plus 0.75 * 0.5
    assert leaf(richer, 0) - at_root > 0.05 and at_root - leaf(poorer, 0) > 0.05
    assert learned_evaluate(richer, 0) > learned_evaluate(state, 0)


def test_centred_values_spread_around_the_root_where_the_classic_ones_saturate():
    state, richer, poorer = far_ahead_and_three_vp_either_way()
    leaf = CentredClassic()
    leaf.set_root(state, 0)
    at_root = leaf(state, 0)
    assert classic_evaluate(richer, 0) - classic_evaluate(poorer, 0) < 0.01   # saturated
    assert 0.6 < at_root < 0.63            # 0.25 * ~1 plus 0.75 * 0.5
    assert leaf(richer, 0) - at_root > 0.08 and at_root - leaf(poorer, 0) > 0.08
    assert isinstance(make_agent("hard_centred", 1).search.model.evaluate, CentredClassic)


def test_hard_learned_picks_a_legal_action_under_its_time_cap():
    import time
    state = play_to_round(8, 5)
    p = state.deciders()[0]
    agent = make_agent("hard_learned", 2, max_time=0.2)
    t0 = time.perf_counter()
    action = agent.choose(state.view(p), state.legal_actions(p), p)
    assert action in state.legal_actions(p)
    assert time.perf_counter() - t0 < 0.2 + 0.5   # one slice past the cap at most, loaded CI
