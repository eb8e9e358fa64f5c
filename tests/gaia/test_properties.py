"""Property tests over random legal games: resources never negative, buildings conserved, power
tokens conserved apart from burns and gains, the game ends after round 6, determinism."""
import pytest
from hypothesis import given, settings, strategies as st_

from game.core.rng import Rng
from game.gaia import new_game
from game.gaia.__main__ import random_policy, play_one


def _check(st):
    for pl in st.pl:
        if pl is None:
            continue
        assert min(pl.c, pl.o, pl.k, pl.q, pl.pg) >= 0
        assert min(pl.p) >= 0
        assert pl.c <= 30 and pl.o <= 15 and pl.k <= 15
        for b, n in pl.buildings.items():
            assert n >= 0
        # buildings conserved: every building counted on the board is on the map
        on_map = {}
        for h, (seat, b) in st.bld.items():
            if seat == pl.seat:
                on_map[b] = on_map.get(b, 0) + 1
        guests = sum(1 for s in st.guest.values() if s == pl.seat)
        on_map["m"] = on_map.get("m", 0) + guests - pl.lost_planet
        for b in pl.buildings:
            assert pl.buildings[b] == on_map.get(b, 0), (b, pl.buildings, on_map)
        assert pl.buildings["m"] <= 8 and pl.buildings["ts"] <= 4 and pl.buildings["lab"] <= 3


def _tokens(pl):
    return pl.token_count() + pl.pg - (1 if pl.bs == "g" else 0)


@pytest.mark.slow     # a long run (5 s or more): not in `tests/run.sh fast`
@settings(max_examples=12, deadline=None)
@given(seed=st_.integers(0, 10_000), players=st_.integers(2, 4))
def test_random_games_keep_invariants(seed, players):
    st = new_game(players, {}, seed)
    choose = random_policy(Rng(seed))
    rounds = 0
    for _ in range(5000):
        if st.is_over():
            break
        seat = st.deciders()[0]
        action = choose(st, seat)
        before = [(_tokens(p), p.burnable()) if p else None for p in st.pl]
        st.apply(seat, action)
        _check(st)
        for p, b in zip(st.pl, before):
            if p is None or b is None:
                continue
            kind = action[0]
            if kind in ("burn",) and p.seat == seat:
                assert _tokens(p) == b[0] - action[1] or "burn-to-gaia" in p.abilities
            elif kind in ("decline", "endturn") and p.seat == seat:
                assert _tokens(p) == b[0]
        rounds = max(rounds, st.round)
    assert st.is_over()
    assert rounds == 6 and st.round == 6
    assert len(st.vp_timeline) == 7


@settings(max_examples=10, deadline=None)
@given(seed=st_.integers(0, 10_000), players=st_.integers(2, 4))
def test_power_tokens_conserved_apart_from_gains_and_removals(seed, players):
    """Charging, spending, burning's move to bowl III, the Gaia area and back, the brainstone:
    none of them makes or loses a token. Only gains ('t'), discards (satellites), burns and the
    few rules that create tokens elsewhere change the total, and each is counted."""
    st = new_game(players, {}, seed)
    choose = random_policy(Rng(seed + 1))
    base = {}
    while not st.is_over():
        seat = st.deciders()[0]
        st.apply(seat, choose(st, seat))
        for pl in st.pl:
            if pl is None:
                continue
            got = pl.all_tokens() - pl.tokens_made
            assert base.setdefault(pl.seat, got) == got, (pl.faction, st.history[-1])


def test_determinism():
    a, _ = play_one(3, 42)
    b, _ = play_one(3, 42)
    assert a.history == b.history and a.scores() == b.scores()
    c = new_game(3, {}, 42)
    for seat, action in a.history:
        c.apply(seat, action)
    assert c.scores() == a.scores() and c.view(None) == a.view(None)


def test_clone_is_independent():
    st, _ = play_one(2, 7)
    st2 = new_game(2, {}, 7)
    for seat, action in st.history[:len(st.history) // 2]:
        st2.apply(seat, action)
    snap = st2.view(None)
    c = st2.clone()
    seat = c.deciders()[0]
    c.apply(seat, c.legal_actions(seat)[0])
    assert st2.view(None) == snap


@settings(max_examples=6, deadline=None)
@given(seed=st_.integers(0, 10_000), players=st_.integers(2, 4))
def test_every_listed_action_applies_to_a_copy(seed, players):
    """No listed action raises or half-changes the state (each is tried on a copy)."""
    st = new_game(players, {}, seed)
    choose = random_policy(Rng(seed))
    for step in range(5000):
        if st.is_over():
            break
        seat = st.deciders()[0]
        if step % 3 == 0:
            for action in st.legal_actions(seat):
                trial = st.clone()
                trial.apply(seat, action)
        st.apply(seat, choose(st, seat))
    assert st.is_over()


def test_ivits_space_station_is_not_listed_without_a_target():
    from .conftest import blank
    st = blank(["ivits", "terrans"])
    pl = st.pl[0]
    pl.q = 0
    pl.specials_used = set()
    st.place(0, "PI", next(h for h in st.map.hexes if st.planet[h] == pl.planet), (), 0,
             phase_move=False)
    for h in st.map.hexes:            # nothing within reach may take a station: fill space
        if st.planet[h] == "e":
            st.planet[h] = "t"
    listed = [a for a in st.legal_actions(0) if a[0] == "special"]
    assert ("special", "space-station") not in listed
    before = st.clone()
    reason = st.explain_illegal(0, ("special", "space-station"))
    assert reason
    assert st.pl[0].specials_used == before.pl[0].specials_used
