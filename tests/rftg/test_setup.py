"""Setup rules: start worlds, the deal and opening discard, first-game hands, chips, order."""
from game.rftg import new_game, cards as C
from tests.rftg.helpers import cid


def test_deal_six_then_discard_two_simultaneously():
    s = new_game(3, {}, seed=5)
    assert s.stage == "initial_discard"
    assert all(len(h) == 6 for h in s.hand)
    assert all(len(t) == 1 and C.START_NUM[t[0]] >= 0 for t in s.tableau)
    assert s.deciders() == [0, 1, 2]
    a0 = s.legal_actions(0)[0]
    s.apply(0, a0)
    assert len(s.hand[0]) == 6, "the discard is held until everyone has chosen"
    assert s.deciders() == [1, 2]
    s.apply(1, s.legal_actions(1)[0])
    s.apply(2, s.legal_actions(2)[0])
    assert all(len(h) == 4 for h in s.hand)
    assert len(s.discard) == 6
    assert s.stage == "action" and s.round == 1


def test_start_worlds_are_distinct_and_the_rest_are_in_the_deck():
    s = new_game(2, {}, seed=11)
    starts = [t[0] for t in s.tableau]
    assert len(set(starts)) == 2
    unused = set(C.START_WORLDS) - set(starts)
    assert unused <= set(s.deck) | set(c for h in s.hand for c in h) | {
        g for gd in s.goods for g in gd.values()}


def test_alpha_centauri_starts_with_a_windfall_good():
    s = new_game(2, {"first_game": True}, seed=3)   # start worlds 1 and 2: Alpha Centauri is in
    p = [q for q in range(2) if s.tableau[q][0] == cid("Alpha Centauri")][0]
    assert cid("Alpha Centauri") in s.goods[p]
    assert not s.goods[1 - p]


def test_first_game_uses_start_worlds_1_to_n_and_preset_hands():
    for n in (2, 3, 4):
        s = new_game(n, {"first_game": True}, seed=n)
        nums = sorted(C.START_NUM[t[0]] for t in s.tableau)
        assert nums == list(range(1, n + 1))
        assert s.stage == "action", "no opening discard in the first game"
        for p in range(n):
            num = C.START_NUM[s.tableau[p][0]]
            assert sorted(C.PRESET[c] for c in s.hand[p]) == [num] * 4
    s = new_game(2, {"first_game": True}, seed=1)
    p = [q for q in range(2) if s.tableau[q][0] == cid("Epsilon Eridani")][0]
    assert sorted(C.NAME[c] for c in s.hand[p]) == sorted(
        ["Public Works", "Colony Ship", "Gem World", "Rebel Fuel Cache"])


def test_twelve_vp_chips_per_player():
    for n in (2, 3, 4):
        assert new_game(n, {}, seed=0).pool == 12 * n


def test_order_is_clockwise_from_lowest_start_world():
    for seed in range(10):
        s = new_game(4, {}, seed=seed)
        nums = [C.START_NUM[t[0]] for t in s.tableau]
        first = nums.index(min(nums))
        assert s.order == [(first + i) % 4 for i in range(4)]


def test_same_seed_same_game_and_options_checked():
    a, b = new_game(3, {}, seed=9), new_game(3, {}, seed=9)
    assert a.hand == b.hand and a.deck == b.deck
    import pytest
    with pytest.raises(ValueError):
        new_game(3, {"advanced": True}, seed=0)
    with pytest.raises(ValueError):
        new_game(5, {}, seed=0)
