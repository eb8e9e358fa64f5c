"""Shared helpers of the Gaia AI tests: playing games by levels, and the levels' own code at a
test-speed budget."""
import time

from game.gaia import new_game
from game.gaia.ai import HARD, BeamAgent, make_agent


def small(level, seed):
    """A level's own code at a test-speed budget (the hard beam narrower, with the shipped
    level's horizon; the others as they are)."""
    if level == "hard":
        agent = BeamAgent(seed, width=2, depth=2, next_width=1, horizon=HARD.get("horizon"),
                          horizon_players=HARD.get("horizon_players"),
                          sim_federations=HARD.get("sim_federations", 0))
        agent.name = "hard"
        return agent
    return make_agent(level, seed)


def play(players, seed, agents, options=None, on_decision=None):
    """Play a whole game; every choice must be legal. Returns (state, decision kinds seen,
    {agent name: [seconds per decision]})."""
    st = new_game(players, dict(options or {}), seed)
    kinds, times = set(), {}
    for _ in range(20000):
        if st.is_over():
            break
        p = st.deciders()[0]
        view = st.view(p)
        legal = st.legal_actions(p)
        kinds.add(view["decision"]["kind"])
        t0 = time.perf_counter()
        action = agents[p].choose(view, legal, p)
        times.setdefault(agents[p].name, []).append(time.perf_counter() - t0)
        assert action in legal, (agents[p].name, action)
        if on_decision is not None:
            on_decision(st, p, action)
        st.apply(p, action)
    assert st.is_over()
    return st, kinds, times
