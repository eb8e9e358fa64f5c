"""Property tests over random games (hypothesis): card conservation, limits, monotone tracks,
every listed action applies, determinism by seed, views round-trip through from_view."""
from hypothesis import example, given, settings, strategies as st

from game.core import Rng
from game.epochs import new_game
from game.epochs import cards as C
from game.epochs.fromview import from_view
from tests.epochs.helpers import all_cards


def play(seed, steps=400, check=None):
    s = new_game(2, {}, seed)
    rng = Rng(seed + 1)
    for _ in range(steps):
        if s.over:
            break
        p = s.current
        legal = s.legal_actions(p)
        a = legal[rng.below(len(legal))]
        if check:
            check(s, p, a)
        s.apply(p, a)
    return s


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10 ** 6))
def test_cards_are_conserved_and_limits_hold(seed):
    def check(s, p, a):
        cards = all_cards(s)
        assert sorted(cards) == list(range(C.N)), "every card is in exactly one place"
        assert all(len(h) <= 7 for h in s.hand)
        assert all(t >= 0 for t in s.tokens)
    before = {}

    def monotone(s, p, a):
        check(s, p, a)
        for q in (0, 1):
            now = (tuple(s.prod[q]), tuple(s.infl[q].values()))
            old = before.get(q)
            if old:
                assert all(x >= y for x, y in zip(now[0], old[0]))
                assert all(x >= y for x, y in zip(now[1], old[1]))
            before[q] = now
    s = play(seed, 2000, monotone)
    assert s.over


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10 ** 6))
def test_same_seed_same_game(seed):
    a, b = play(seed), play(seed)
    assert a.history == b.history and a.view(None) == b.view(None)


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10 ** 6), st.integers(1, 200))
@example(75, 74)    # two colony-ship targets colonised in another order than the tableau's
def test_a_state_built_from_a_view_shows_the_same_view(seed, steps):
    s = play(seed, steps)
    if s.over:
        return
    p = s.current
    t = from_view(s.view(p), seed)
    assert t.view(p) == s.view(p)
    assert t.legal_actions(p) == s.legal_actions(p)
    assert sorted(all_cards(t)) == list(range(C.N))
