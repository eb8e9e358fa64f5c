"""The greedy computer player: only legal actions, complete games, better than random."""
import pytest

from game.core.agents import RandomAgent, run_to_end
from game.gaia import new_game
from game.gaia.ai import GreedyAgent


def _play(players, seed, agents, factions=None):
    st = new_game(players, {"setup": {"factions": factions}} if factions else {}, seed)
    for _ in range(20000):
        if st.is_over():
            break
        p = st.deciders()[0]
        legal = st.legal_actions(p)
        action = agents[p].choose(st.view(p), legal, p)
        assert action in legal
        st.apply(p, action)
    return st


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_greedy_completes_games():
    st = _play(3, 1, [GreedyAgent(i) for i in range(3)])
    assert st.is_over() and max(st.scores()) > 40


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_greedy_beats_random():
    total = [0, 0]
    for seed in range(2):
        st = _play(2, seed, [GreedyAgent(seed), RandomAgent(seed)])
        total[0] += st.scores()[0]
        total[1] += st.scores()[1]
    assert total[0] > total[1]


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_lookahead_uses_only_the_view_and_beats_greedy():
    from game.gaia.ai import LookaheadAgent
    look = greedy = 0
    for seed, (a, b) in enumerate(((0, 1), (1, 0))):
        agents = [None, None]
        agents[a], agents[b] = LookaheadAgent(seed), GreedyAgent(seed)
        st = _play(2, seed, agents, factions=["terrans", "hadsch-hallas"])
        assert st.is_over()
        look += st.scores()[a]
        greedy += st.scores()[b]
    assert look > greedy and look > 160


def test_lookahead_thinks_in_slices():
    from game.gaia.ai import LookaheadAgent
    st = new_game(2, {"setup": {"factions": ["terrans", "xenos"]}}, 3)
    while st.phase != "actions" or st.pending:
        p = st.deciders()[0]
        st.apply(p, st.legal_actions(p)[0])
    p = st.deciders()[0]
    action, slices = run_to_end(LookaheadAgent(1).think(st.view(p), st.legal_actions(p), p))
    assert slices > 1 and action in st.legal_actions(p)


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_snapshot_round_trip():
    import json
    from game.gaia.restore import restore
    from game.gaia.snapshot import snapshot
    st = _play(3, 4, [GreedyAgent(i) for i in range(3)])
    for upto in (20, 90, len(st.history)):
        part = new_game(3, {}, 4)
        for seat, a in st.history[:upto]:
            part.apply(seat, a)
        again = restore(json.loads(json.dumps(snapshot(part))))
        assert snapshot(again) == json.loads(json.dumps(snapshot(part)))
        assert again.deciders() == part.deciders()
        if not part.is_over():
            p = part.deciders()[0]
            assert again.legal_actions(p) == part.legal_actions(p)
