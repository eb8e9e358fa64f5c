"""The hard level's simulations to the round horizon may form federations at its own later
turns (`BeamAgent(sim_federations=n)`, issue 13's twenty-sixth pass): with n > 0 the main actions
of a simulated turn include the engine's greedy federations with every token in supply, each of
which applies; with n = 0, or with no token left, they do not; and the round-horizon search
asks for them."""
from game.gaia.ai import HARD, BeamAgent
from game.gaia.ai.position import play
from tests.gaia.conftest import blank, put, rich


def _scene():
    """A planetary institute and two trading stations, value 7, one satellite apart
    (as in tests/gaia/test_federation.py)."""
    st = blank(["terrans", "hadsch-hallas"])
    rich(st.pl[0], power=(3, 0, 0))
    for label, b in (("3A7", "PI"), ("3A6", "ts"), ("4B0", "ts")):
        put(st, 0, "m", label)
        put(st, 0, "ts", label)
        if b == "PI":
            put(st, 0, "PI", label)
    return st


def _feds(actions):
    return [a for a in actions if a[0] == "federation"]


def test_simulated_turns_list_greedy_federations_with_every_token():
    st = _scene()
    agent = BeamAgent(1, sim_federations=1)
    feds = _feds(agent._sim_mains(st, 0))
    tokens = sorted(f for f, n in st.fed_supply.items() if n > 0)
    assert feds and sorted(a[2] for a in feds) == tokens
    assert len({a[1] for a in feds}) == 1
    for a in feds:
        trial = st.clone()
        vp = trial.pl[0].vp
        play(trial, 0, a)
        assert trial.pl[0].feds[-1]["tile"] == a[2] and trial.pl[0].vp > vp


def test_off_or_without_tokens_no_federation_is_listed():
    st = _scene()
    assert not _feds(BeamAgent(1)._sim_mains(st, 0))
    st.fed_supply = {f: 0 for f in st.fed_supply}
    assert not _feds(BeamAgent(1, sim_federations=1)._sim_mains(st, 0))


def test_the_hard_level_forms_federations_in_its_simulations():
    assert HARD.get("sim_federations", 0) >= 1


def test_the_round_horizon_simulations_ask_for_them():
    """A 4-player hard beam at a main turn goes through `_sim_mains` at its simulated turns
    (so the federations it adds reach the search), and still returns a legal action."""
    from game.gaia import new_game
    from game.gaia.ai import GreedyAgent
    from game.gaia.ai.lookahead import is_main_turn

    st = new_game(4, {}, 3)
    easy = GreedyAgent(1)
    while not (st.round == 1 and is_main_turn(st, st.deciders()[0])):
        p = st.deciders()[0]
        st.apply(p, easy.choose(st.view(p), st.legal_actions(p), p))
    p = st.deciders()[0]
    agent = BeamAgent(1, width=2, next_width=1, horizon="round", horizon_players=(4,),
                      sim_federations=1)
    calls = []
    real = agent._sim_mains
    agent._sim_mains = lambda trial, seat: calls.append(seat) or real(trial, seat)
    legal = st.legal_actions(p)
    assert agent.choose(st.view(p), legal, p) in legal
    assert calls and set(calls) == {p}
