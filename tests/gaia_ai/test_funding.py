"""Funded main actions (ai/funding.py): the conversions planned cover the shortfall, and every
step of a funded chain is legal when it is played on the real game."""
from game.core.agents import run_to_end
from game.gaia.ai.funding import funded_actions, plan_conversions
from game.gaia.ai.lookahead import mains_without_federations, rank_turn
from tests.gaia.conftest import advance, game


def test_plan_covers_the_shortfall_from_power():
    steps = plan_conversions({"o": 2, "c": 1}, have={"c": 0, "o": 0, "k": 0, "q": 0},
                             power=7, burnable=0)
    assert steps.count(("spend", "3pw", "1o")) == 2
    assert steps.count(("spend", "1pw", "1c")) == 1
    assert len(steps) == 3


def test_plan_burns_when_bowl_three_is_short_and_refuses_beyond():
    steps = plan_conversions({"o": 2}, have={"c": 0, "o": 0, "k": 0, "q": 0},
                             power=4, burnable=2)
    assert steps[0] == ("burn", 2)
    assert plan_conversions({"o": 2}, have={"c": 0, "o": 0, "k": 0, "q": 0},
                            power=4, burnable=1) is None


def test_plan_uses_surplus_qic_before_burning():
    steps = plan_conversions({"o": 1}, have={"c": 0, "o": 0, "k": 0, "q": 2},
                             power=0, burnable=0)
    assert steps == [("spend", "1q", "1o")]


def _short_of_ore():
    st = advance(game(["terrans", "xenos"]))
    p = st.deciders()[0]
    pl = st.pl[p]
    pl.c, pl.o, pl.k, pl.q = 10, 0, 0, 0
    pl.p = [0, 0, 9]
    st._legal_cache = None
    return st, p


def test_funded_chains_are_legal_step_by_step():
    st, p = _short_of_ore()
    legal = st.legal_actions(p)
    assert not any(a[0] == "build" and a[1] == "ts" for a in legal)
    chains = funded_actions(st, p, set(legal), mains_without_federations)
    ts = [acts for acts, _ in chains if acts[-1][0] == "build" and acts[-1][1] == "ts"]
    assert ts, chains
    for acts in ts:
        trial = st.clone()
        for a in acts:
            assert a in trial.legal_actions(p), (a, acts)
            trial.apply(p, a)


def test_rank_turn_lists_funded_chains_only_when_asked():
    st, p = _short_of_ore()
    legal = st.legal_actions(p)
    plain = run_to_end(rank_turn(st, p, legal))[0]
    funded = run_to_end(rank_turn(st, p, legal, funded=True))[0]
    assert not any(len(acts) > 2 for _, acts in plain)
    assert any(len(acts) > 2 and acts[-1][1] == "ts" for _, acts in funded)
