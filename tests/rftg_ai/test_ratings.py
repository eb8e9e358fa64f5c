"""The policy's action-card ratings (policy.PLAIN, policy.P1): PLAIN is what the policy always
played, P1 rates Explore lower, Consume-x2 nearly twice and Consume-Trade with the VP of the
other goods; the hard level's search uses P1, the easy level keeps PLAIN."""
from game.rftg import new_game
from game.rftg.ai import make_agent, policy


def action_points(count, seed=0):
    """States at an action-card choice of policy games, with the seat choosing."""
    out = []
    game = seed
    while len(out) < count:
        state = new_game(2, {}, game)
        agent = make_agent("policy", game)
        while not state.is_over() and len(out) < count:
            p = state.deciders()[0]
            legal = state.legal_actions(p)
            if legal[0][0] == "action":
                out.append((state.clone(), p, legal))
            state.apply(p, agent.choose(state.view(p), legal, p))
        game += 1
    return out


def test_plain_ratings_are_the_default():
    for state, p, _ in action_points(20):
        assert policy.action_values(state, p) == policy.action_values(state, p,
                                                                      ratings=policy.PLAIN)


def test_p1_rates_explore_lower_and_doubles_consume_x2():
    seen_goods = False
    for state, p, _ in action_points(60):
        plain = policy.action_values(state, p)
        p1 = policy.action_values(state, p, ratings=policy.P1)
        assert p1["explore5"] < plain["explore5"] and p1["explore11"] < plain["explore11"]
        if state.goods[p]:
            seen_goods = True
            vp = policy._vp_from_goods(state.tableau[p], state.goods[p])
            assert abs(p1["vp2"] - (1.9 * vp + 0.1)) < 1e-9
            assert p1["trade"] >= plain["trade"]
    assert seen_goods


def test_the_hard_level_ranks_its_candidates_by_p1():
    hard, easy = make_agent("hard", 1), make_agent("hard_noexp", 1)
    differ = 0
    for state, p, legal in action_points(60):
        state.hand[p] = state.hand[p][:2]        # below the explore cap
        got = hard.search.model.prune(state, p, legal)
        assert got == policy.rank(state, p, legal, 6, policy.P1)
        if got != easy.search.model.prune(state, p, legal):
            differ += 1
    assert differ > 0


DEFAULTS = {"dev_off": 0.0, "settle_off": 0.0, "prod_c": 0.6, "prod_n": 0.4, "pdraw": 0.3,
            "late_prod": 0.5, "trade_k": 0.9, "vp2_off": 0.1}


def test_the_optional_keys_default_to_what_the_policy_always_played():
    for state, p, _ in action_points(30):
        for base in (policy.PLAIN, policy.P1):
            assert policy.action_values(state, p, ratings=base) == policy.action_values(
                state, p, ratings=dict(base, **DEFAULTS))


def test_p2_trades_dearer_and_shifts_develop_and_settle():
    seen_goods = seen_dev = seen_world = False
    for state, p, _ in action_points(80):
        p1 = policy.action_values(state, p, ratings=policy.P1)
        p2 = policy.action_values(state, p, ratings=policy.P2)
        same_keys = dict(policy.P1, **{k: policy.P2[k] for k in DEFAULTS})
        mixed = policy.action_values(state, p, ratings=same_keys)
        if p1["develop"] > -1.0:
            seen_dev = True
            assert abs(mixed["develop"] - (p1["develop"] - 0.3)) < 1e-9
        if p1["settle"] > -1.0:
            seen_world = True
            assert abs(mixed["settle"] - (p1["settle"] + 0.2)) < 1e-9
        if state.goods[p]:
            seen_goods = True
            assert p2["trade"] > p1["trade"]
            vp = policy._vp_from_goods(state.tableau[p], state.goods[p])
            assert abs(p2["vp2"] - (1.8 * vp - 0.2)) < 1e-9
    assert seen_goods and seen_dev and seen_world
