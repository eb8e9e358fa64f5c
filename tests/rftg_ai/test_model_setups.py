"""The learned value's weights for the other set-ups (3 players, 4 players, the advanced
2-player game): each file loads and matches its numpy check outputs, the learned leaves use it
and stay in [0, 1] on real positions of that set-up, and hard_learned plays with the 3-player
weights. (The 2-player base game is covered by test_model.py.)"""
import json
import math

import pytest

from game.rftg import new_game
from game.rftg.ai import features, make_agent
from game.rftg.ai.leaf import RootRelative, learned_evaluate
from game.rftg.ai.levels import HARD_KINDS
from game.rftg.ai.model import load, weights_path

SETUPS = [(3, False), (4, False), (2, True)]


def play_to_round(players, advanced, seed, rnd):
    """A game of policy seats played to the first decision of round `rnd`."""
    state = new_game(players, {"advanced": True} if advanced else {}, seed)
    agents = [make_agent("policy", seed + p) for p in range(players)]
    while not state.is_over() and state.round < rnd:
        p = state.deciders()[0]
        state.apply(p, agents[p].choose(state.view(p), state.legal_actions(p), p))
    return state


@pytest.mark.parametrize("players,advanced", SETUPS)
def test_shipped_weights_load_and_match_numpy(players, advanced):
    path = weights_path(players, advanced)
    assert path.name == f"value_{players}p" + ("_advanced" if advanced else "") + ".json"
    data = json.loads(path.read_text())          # fails if the file is not shipped
    assert tuple(data["names"]) == features.NAMES
    assert data["players"] == players and data["advanced"] is advanced
    trained = data["trained"]
    assert "game.rftg.ai.train" in trained["command"]
    assert f"--players {players}" in trained["command"]
    assert ("--advanced" in trained["command"]) is advanced
    assert isinstance(trained["seed"], int) and trained["report"]["positions"] > 10_000
    assert path.stat().st_size < 100_000
    model = load(players, advanced)
    assert model is not None and len(model.mean) == features.SIZE
    assert model is not load(2, False)
    assert len(data["checks"]) >= 3
    for check in data["checks"]:
        assert model.forward(check["x"]) == pytest.approx(check["out"], abs=1e-9)


@pytest.mark.parametrize("players,advanced", SETUPS)
def test_learned_leaves_use_the_set_up_weights_and_stay_in_range(players, advanced):
    model = load(players, advanced)
    assert model is not None
    checked = 0
    for seed in range(3):
        state = play_to_round(players, advanced, 10 + seed, 5)
        assert not state.is_over() and state.players == players
        assert state.advanced is advanced
        for p in range(players):
            x = features.from_state(state, p)
            v = learned_evaluate(state, p)
            assert math.isfinite(v) and 0.0 <= v <= 1.0
            assert v == pytest.approx(model.value(x))      # the model, not the fallback
            leaf = RootRelative()
            leaf.set_root(state.view(p))
            assert leaf.base == pytest.approx(model.predict(x)[1])
            r = leaf(state, p)
            assert math.isfinite(r) and 0.0 <= r <= 1.0
            checked += 1
        end = play_to_round(players, advanced, 10 + seed, 99)
        assert end.is_over()
        assert learned_evaluate(end, 0) == end.outcome()[0]
    assert checked == 3 * players


def test_hard_learned_plays_a_legal_decision_with_the_3p_weights():
    state = play_to_round(3, False, 21, 4)
    p = state.deciders()[0]
    view = state.view(p)
    legal = state.legal_actions(p)
    assert view["decision"]["kind"] in HARD_KINDS and len(legal) > 1   # a searched decision
    model = load(3, False)
    assert model is not None
    agent = make_agent("hard_learned", 5, max_time=0.3)
    leaf = agent.search.model.evaluate
    assert isinstance(leaf, RootRelative)
    action = agent.choose(view, legal, p)
    assert action in legal
    # the search ran with the 3-player model: its root margin is that model's prediction
    assert leaf.base != 0.0
    assert leaf.base == pytest.approx(model.predict(features.from_view(view))[1])
