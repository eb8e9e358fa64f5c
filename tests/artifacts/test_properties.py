"""Properties over random games (hypothesis): cards are conserved, credits, VP and blockade
tokens never go negative, every resource count stays within the deck, and the game ends."""
from hypothesis import given, settings, strategies as st

from game.core import Rng
from game.artifacts import new_game, cards as C
from game.artifacts.state import BLOCKADE_TOKENS

from .helpers import all_cards


def _check(s):
    unused = {f for f in C.FACTIONS if f not in s.faction}
    assert sorted(all_cards(s)) == sorted(set(range(C.N)) - {C.BASIC_PLAN} - unused)
    assert all(x >= 0 for x in s.credits) and all(x >= 0 for x in s.vp)
    tokens_out = sum(sum(b.values()) for b in s.blocks)
    assert s.tokens >= 0 and s.tokens + tokens_out == BLOCKADE_TOKENS
    assert all(t > 0 for b in s.blocks for t in b.values())


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32), policy=st.integers(0, 2**32))
def test_random_games_conserve_cards_and_end(players, seed, policy):
    s = new_game(players, {}, seed)
    rng = Rng(policy)
    steps = 0
    while not s.is_over():
        p = s.deciders()[0]
        legal = s.legal_actions(p)
        assert legal
        s.apply(p, legal[rng.below(len(legal))])
        steps += 1
        assert steps < 5000
        if steps % 7 == 0:
            _check(s)
    _check(s)
    assert len(set(s.turns)) == 1                        # everyone had the same number of turns
    assert s.scores() == s.final_scores


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_same_seed_and_actions_replay_the_same_game(seed):
    a, b = new_game(3, {}, seed), new_game(3, {}, seed)
    rng = Rng(seed)
    while not a.is_over():
        p = a.deciders()[0]
        legal = a.legal_actions(p)
        act = legal[rng.below(len(legal))]
        a.apply(p, act)
        b.apply(p, act)
        assert a.view(p) == b.view(p)
    assert a.scores() == b.scores()
