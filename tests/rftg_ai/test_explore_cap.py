"""The explore cap of the hard level (`explore_cap`, HARD_EXPLORE_CAP): while the searcher
holds that many cards, Explore is not among its own action-card candidates; the opponent model
and the rollouts are not capped (hard_uncapped is the hard level without it)."""
from game.rftg import new_game
from game.rftg.ai import make_agent
from game.rftg.ai.levels import HARD_EXPLORE_CAP, SearchLevel, is_explore, make_model


def action_point(seed, players=2, advanced=False):
    """A state at an action-card choice, reached by the policy, and the seat choosing."""
    state = new_game(players, {"advanced": advanced}, seed)
    policy = make_agent("policy", seed)
    while True:
        p = state.deciders()[0]
        legal = state.legal_actions(p)
        if legal[0][0] == "action":
            return state, p, legal
        state.apply(p, policy.choose(state.view(p), legal, p))


def test_explore_is_left_out_with_a_full_hand():
    state, p, legal = action_point(3)
    assert any(is_explore(a) for a in legal)
    capped = make_model(candidates=len(legal), explore_cap=4)
    plain = make_model(candidates=len(legal))
    state.hand[p] = state.hand[p][:4]
    assert len(state.hand[p]) == 4
    assert not any(is_explore(a) for a in capped.prune(state, p, legal))
    assert set(plain.prune(state, p, legal)) == set(legal)
    state.hand[p] = state.hand[p][:3]
    assert set(capped.prune(state, p, legal)) == set(legal)


def test_the_cap_keeps_explore_when_nothing_else_is_legal():
    state, p, legal = action_point(3)
    explores = [a for a in legal if is_explore(a)]
    capped = make_model(candidates=6, explore_cap=0)
    assert set(capped.prune(state, p, explores)) == set(explores)


def test_pairs_of_the_advanced_game_holding_an_explore_are_capped():
    state, p, legal = action_point(5, advanced=True)
    assert any(len(a) > 2 for a in legal)
    capped = make_model(candidates=len(legal), explore_cap=0)
    kept = capped.prune(state, p, legal)
    assert kept and not any(is_explore(a) for a in kept)
    assert any(is_explore(a) and len(a) > 2 for a in legal)


def test_a_capped_search_does_not_explore_holding_four_cards():
    for seed in range(3):
        state = new_game(2, {}, 40 + seed)
        agents = [SearchLevel(seed, iterations=12, candidates=3, extra_rounds=1, explore_cap=4),
                  make_agent("easy", seed)]
        while not state.is_over():
            p = state.deciders()[0]
            legal = state.legal_actions(p)
            action = agents[p].choose(state.view(p), legal, p)
            if p == 0 and legal[0][0] == "action" and len(state.hand[0]) >= 4:
                assert not is_explore(action) or all(is_explore(a) for a in legal)
            state.apply(p, action)


def test_the_hard_level_is_capped_and_hard_uncapped_is_not():
    state, p, legal = action_point(3)
    state.hand[p] = state.hand[p][:HARD_EXPLORE_CAP]
    view = state.view(p)
    capped, uncapped = make_agent("hard", 1), make_agent("hard_uncapped", 1)
    capped.choose(view, legal, p)
    uncapped.choose(view, legal, p)
    assert not any(is_explore(a) for a in capped.search.stats.root)
    assert any(is_explore(a) for a in uncapped.search.stats.root)
