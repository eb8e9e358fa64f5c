"""Setup: faction choice, first mines in order then reverse, the Xenos third mine, the Ivits PI
last, boosters in reverse order; first-game factions and map; random maps; a map from data."""
import pytest

from game.core.rng import Rng
from game.gaia import new_game, INFO
from game.gaia.hexmap import SpaceMap, random_map, first_game

from .conftest import game


def test_faction_choice_and_home_types_unique():
    st = new_game(3, {}, 5)
    assert st.phase == "faction" and st.deciders() == [0]
    st.apply(0, ("faction", "terrans"))
    assert ("faction", "lantids") not in st.legal_actions(1)      # same home planet
    assert ("faction", "terrans") not in st.legal_actions(1)
    st.apply(1, ("faction", "xenos"))
    st.apply(2, ("faction", "ivits"))
    assert st.phase == "setup"


def test_setup_order_snake_then_xenos_then_ivits():
    st = game(["xenos", "terrans", "ivits"])
    order = []
    while st.phase == "setup":
        seat = st.deciders()[0]
        order.append(seat)
        st.apply(seat, st.legal_actions(seat)[0])
    assert order == [0, 1, 1, 0, 0, 2]
    assert st.phase == "booster" and st.deciders() == [2]
    boosters = []
    while st.phase == "booster":
        seat = st.deciders()[0]
        boosters.append(seat)
        st.apply(seat, st.legal_actions(seat)[0])
    assert boosters == [2, 1, 0]


def test_first_mine_only_on_home_planets():
    st = game(["terrans", "xenos"])
    acts = st.legal_actions(0)
    assert acts and all(st.planet[st.map.coord[a[2]]] == "r" for a in acts)
    with pytest.raises(Exception):
        st.apply(0, ("build", "m", "3A6"))


def test_first_game_factions():
    st = new_game(4, {"variant": "first-game"}, 1)
    assert st.factions == ["terrans", "hadsch-hallas", "xenos", "taklons"]
    assert st.phase == "setup"
    st = new_game(2, {"variant": "first-game"}, 1)
    assert st.factions == ["hadsch-hallas", "xenos"]
    assert len(st.map.hexes) == 7 * 19


def test_boosters_count_and_round_tiles():
    for n in (2, 3, 4):
        st = new_game(n, {}, 9)
        assert len(st.boosters) == n + 3
        assert len(st.round_tiles) == 6 and len(set(st.round_tiles)) == 6
        assert len(st.final_tiles) == 2
        assert sum(st.fed_supply.values()) == 17


def test_random_maps_are_valid():
    for seed in range(20):
        for n in (2, 4):
            m = random_map(n, Rng(seed))
            assert m.valid()
            assert len(m.hexes) == (7 if n == 2 else 10) * 19
    assert first_game(4).valid() and first_game(2).valid()


def test_invalid_map_detected():
    # the same sector twice side by side repeats planets next to each other only if rotated so;
    # a map whose neighbours share a home type must be reported invalid
    placement = [["1", 0, [0, 0]], ["1", 3, [5, -2]]]
    with pytest.raises(ValueError):
        SpaceMap([["1", 0, [0, 0]], ["2", 0, [0, 0]]])        # overlapping sectors
    m = SpaceMap(placement)
    assert isinstance(m.valid(), bool)


def test_map_loaded_from_setup_data():
    placement = [["3", 1, [0, 0]], ["1", 2, [5, -2]], ["2", 0, [2, 3]], ["4", 3, [-3, 5]],
                 ["5B", 0, [-5, 2]], ["6B", 0, [-2, -3]], ["7B", 5, [3, -5]]]
    st = new_game(2, {"setup": {"map": placement, "factions": ["terrans", "xenos"]}}, 1)
    assert st.map.to_data() == placement
    assert st.map.label[(0, 0)] == "3C"


def test_options_are_checked():
    with pytest.raises(ValueError):
        new_game(5, {}, 1)
    with pytest.raises(ValueError):
        new_game(2, {"variant": "weird"}, 1)
    assert INFO.id == "gaia" and not INFO.simultaneous


def test_random_map_methods_keep_the_core_sectors():
    fg = {s: (r, tuple(c)) for s, r, c in first_game(4).placement}
    for seed in range(5):
        m1 = random_map(4, Rng(seed), method=1)
        p1 = {s: (r, c) for s, r, c in m1.placement}
        assert all(p1[s] == fg[s] for s in ("1", "2", "3", "4")) and m1.valid()
        m2 = random_map(4, Rng(seed), method=2)
        p2 = {s: (r, c) for s, r, c in m2.placement}
        assert {p2[s][1] for s in ("1", "2", "3", "4")} == {fg[s][1] for s in ("1", "2", "3", "4")}
        assert all(p2[s][0] == 0 for s in ("1", "2", "3", "4")) and m2.valid()
    st = new_game(3, {"map": "random-1"}, 2)
    assert {s: (r, c) for s, r, c in st.map.placement}["2"] == fg["2"]


def test_bad_fixed_factions_refused():
    for bad in (["terrans"], ["terrans", "terrans"], ["terrans", "klingons"]):
        with pytest.raises(ValueError):
            new_game(2, {"setup": {"factions": bad}}, 1)
