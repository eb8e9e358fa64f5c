"""The greedy computer player: only legal actions, complete games, better than random."""
from game.core.agents import RandomAgent
from game.gaia import new_game
from game.gaia.ai import GreedyAgent


def _play(players, seed, agents):
    st = new_game(players, {}, seed)
    for _ in range(20000):
        if st.is_over():
            break
        p = st.deciders()[0]
        legal = st.legal_actions(p)
        action = agents[p].choose(st.view(p), legal, p)
        assert action in legal
        st.apply(p, action)
    return st


def test_greedy_completes_games():
    st = _play(3, 1, [GreedyAgent(i) for i in range(3)])
    assert st.is_over() and max(st.scores()) > 40


def test_greedy_beats_random():
    total = [0, 0]
    for seed in range(2):
        st = _play(2, seed, [GreedyAgent(seed), RandomAgent(seed)])
        total[0] += st.scores()[0]
        total[1] += st.scores()[1]
    assert total[0] > total[1]
