"""Each main and free action: its cost, its effect, and refusal when it is not allowed."""
import pytest

from game.core.errors import IllegalAction
from game.gaia.build import wheel_steps, build_check, Refused

from .conftest import blank, put, rich


def _view(st):
    return st.view(None)


def test_wheel_steps():
    assert wheel_steps("r", "r") == 0
    assert wheel_steps("r", "o") == 1
    assert wheel_steps("r", "v") == 2
    assert wheel_steps("r", "d") == 3
    assert wheel_steps("r", "s") == 3
    assert wheel_steps("r", "i") == 1
    assert wheel_steps("d", "i") == 3


@pytest.mark.parametrize("level,ore_per_step", [(0, 3), (1, 3), (2, 2), (3, 1)])
def test_terraforming_cost_per_level(level, ore_per_step):
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    rich(pl)
    put(st, 0, "m", "3A7")          # terra home
    pl.discount = {0: 0, 1: 0, 2: 1, 3: 2}[level]
    # 3A6 is a desert planet next to 3A7: 3 steps for the Terrans
    cost, steps = build_check(st, 0, "m", st.map.coord["3A6"])
    assert steps == 3
    assert dict((k, n) for n, k in cost) == {"c": 2, "o": 1 + 3 * ore_per_step}


def test_build_mine_pays_and_places():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    rich(pl)
    put(st, 0, "m", "3A7")
    before = (pl.c, pl.o)
    st.apply(0, ("build", "m", "3B2"))      # ice: 1 step from terra
    assert st.bld[st.map.coord["3B2"]] == [0, "m"]
    assert (pl.c, pl.o) == (before[0] - 2, before[1] - 1 - 3)
    assert pl.buildings["m"] == 2
    assert st.main_done


def test_range_needs_qic_per_two_hexes():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    rich(pl, q=3)
    put(st, 0, "m", "3A7")          # (-1,-1)
    # 5A7 (1,2) is volcanic at distance 5 from 3A7: range 1 -> 2 QIC, range 3 -> 1, range 5 -> 0
    cost, _ = build_check(st, 0, "m", st.map.coord["5A7"])
    assert (2, "q") in cost
    pl.range = 3
    cost, _ = build_check(st, 0, "m", st.map.coord["5A7"])
    assert (1, "q") in cost
    pl.range = 5
    cost, _ = build_check(st, 0, "m", st.map.coord["5A7"])
    assert all(k != "q" for _, k in cost)
    pl.range, pl.q = 1, 0
    with pytest.raises(Refused):
        build_check(st, 0, "m", st.map.coord["5A7"])


def test_gaia_planet_costs_a_qic():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    rich(pl, q=1)
    put(st, 0, "m", "3A7")
    pl.range = 2
    cost, steps = build_check(st, 0, "m", st.map.coord["3B5"])     # gaia at distance 2
    assert steps == 0 and (1, "q") in cost


def test_transdim_needs_gaiaformer_and_tokens():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    rich(pl, power=(6, 0, 0))
    put(st, 0, "m", "3A7")
    with pytest.raises(Refused):
        build_check(st, 0, "m", st.map.coord["3A0"])
    assert pl.gf_total == 1
    st.apply(0, ("build", "gf", "3A0"))
    assert pl.pg == 6 and pl.p == [0, 0, 0]
    assert pl.gf_available() == 0


def test_trading_station_cost_depends_on_neighbours():
    st = blank(["terrans", "xenos"])
    rich(st.pl[0])
    put(st, 0, "m", "3A7")
    cost, _ = build_check(st, 0, "ts", st.map.coord["3A7"])
    assert dict((k, n) for n, k in cost) == {"c": 6, "o": 2}
    put(st, 1, "m", "3A6")
    cost, _ = build_check(st, 0, "ts", st.map.coord["3A7"])
    assert dict((k, n) for n, k in cost) == {"c": 3, "o": 2}


def test_lab_gives_tech_tile_and_step():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    rich(pl)
    put(st, 0, "m", "3A7")
    put(st, 0, "ts", "3A7")
    st.apply(0, ("build", "lab", "3A7"))
    assert st.pending and st.pending[0]["kind"] == "tech"
    tile = st.techs["eco"]["tile"]
    st.apply(0, ("tech", "eco"))
    assert pl.has_tech(tile)
    assert st.pending[0]["kind"] == "up"
    assert ("up", "terra") not in st.legal_actions(0)        # only the tile's own track
    st.apply(0, ("up", "eco"))
    assert pl.research["eco"] == 1
    st.apply(0, ("endturn",))
    assert st.current == 1


def test_power_action_once_per_round():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    rich(pl, o=0, power=(0, 0, 8))
    st.apply(0, ("action", "power3"))
    assert pl.o == 2 and pl.p == [4, 0, 4]
    st.apply(0, ("endturn",))
    rich(st.pl[1], power=(0, 0, 8))
    with pytest.raises(IllegalAction):
        st.apply(1, ("action", "power3"))


def test_research_costs_four_knowledge_and_level5_needs_green_token():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    rich(pl, k=8)
    pl.research["sci"] = 4
    with pytest.raises(IllegalAction):
        st.apply(0, ("up", "sci"))
    pl.feds.append({"tile": "fed3", "green": True})
    st.apply(0, ("up", "sci"))
    assert pl.research["sci"] == 5 and pl.k == 4 + 9
    assert pl.feds[0]["green"] is False


def test_burn_and_conversions():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    pl.p = [0, 5, 0]
    pl.c = pl.q = 0
    st.apply(0, ("burn", 2))
    assert pl.p == [0, 1, 2]
    with pytest.raises(IllegalAction):
        st.apply(0, ("burn", 1))
    pl.p = [0, 0, 8]
    st.apply(0, ("spend", "4pw", "1q"))
    assert pl.q == 1 and pl.p == [4, 0, 4]
    with pytest.raises(IllegalAction):
        st.apply(0, ("spend", "2pw", "1o"))
    st.apply(0, ("spend", "4pw", "4c"))
    assert pl.c == 4


def test_pass_takes_booster_and_scores():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    pl.booster = "booster6"              # 1 VP per mine when passing
    put(st, 0, "m", "3A7")
    put(st, 0, "m", "3B2")
    free = st.boosters[0]
    vp = pl.vp
    st.apply(0, ("pass", free))
    assert pl.vp == vp + 2
    assert pl.booster == free and "booster6" in st.boosters
    assert st.passed == [0] and st.current == 1


def test_illegal_action_leaves_state_unchanged():
    st = blank(["terrans", "xenos"])
    rich(st.pl[0])
    put(st, 0, "m", "3A7")
    before = _view(st)
    for bad in [("build", "m", "9Z9"), ("build", "lab", "3A7"), ("up", "warp"), ("action", "power9"),
                ("endturn",), ("pass", "booster99"), ("spend", "1c", "1q"), ("burn", 7),
                ("federation", "3A7", "fed1"), ("special", "4pw")]:
        with pytest.raises(IllegalAction):
            st.apply(0, bad)
        assert _view(st) == before
    with pytest.raises(IllegalAction):
        st.apply(1, ("up", "terra"))      # not their turn
    assert _view(st) == before


def test_step_action_needs_a_mine_to_build():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    rich(pl, c=0, o=0, power=(0, 0, 5))      # no credits: no mine possible
    put(st, 0, "m", "3A7")
    assert ("action", "power6") not in st.legal_actions(0)
    with pytest.raises(IllegalAction):
        st.apply(0, ("action", "power6"))
    pl.c, pl.o = 10, 10
    st.apply(0, ("action", "power6"))
    assert st.pending[0]["kind"] == "mine"
    # one free step: 3B2 (ice, 1 step) costs no terraforming ore now
    st.apply(0, ("build", "m", "3B2"))
    assert pl.o == 10 - 1 and pl.temp_step == 1


def test_booster_range_action_must_save_qic():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    rich(pl, q=1)
    pl.booster = "booster5"
    put(st, 0, "m", "3A7")
    st.apply(0, ("special", "range+3"))
    # 3A6 is next door: the range bonus would be wasted
    with pytest.raises(IllegalAction):
        st.apply(0, ("build", "m", "3A6"))
    # 5A7 is 5 away: 2 QIC without the bonus, 1 with it
    st.apply(0, ("build", "m", "5A7"))
    assert st.bld[st.map.coord["5A7"]] == [0, "m"] and pl.q == 0


def test_upgrade_costs_and_academy_special():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    rich(pl, c=30, o=15, q=0)
    put(st, 0, "m", "3A7")
    put(st, 0, "ts", "3A7")
    cost, _ = build_check(st, 0, "PI", st.map.coord["3A7"])
    assert dict((k, n) for n, k in cost) == {"c": 6, "o": 4}
    cost, _ = build_check(st, 0, "lab", st.map.coord["3A7"])
    assert dict((k, n) for n, k in cost) == {"c": 5, "o": 3}
    put(st, 0, "lab", "3A7")
    cost, _ = build_check(st, 0, "ac2", st.map.coord["3A7"])
    assert dict((k, n) for n, k in cost) == {"c": 6, "o": 6}
    put(st, 0, "ac2", "3A7")
    assert ("special", "q") in st.legal_actions(0)
    st.apply(0, ("special", "q"))
    assert pl.q == 1
    st.apply(0, ("endturn",))
    st.current, st.main_done = 0, False
    assert ("special", "q") not in st.legal_actions(0)      # once per round


def test_qic_actions():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    rich(pl, q=10)
    put(st, 0, "m", "3A7")
    put(st, 0, "m", "3B2")
    vp = pl.vp
    st.apply(0, ("action", "qic3"))           # 3 VP + 1 per planet type (terra, ice)
    assert pl.vp == vp + 5 and pl.q == 8
    st.apply(0, ("endturn",))
    st.current, st.main_done = 0, False
    assert ("action", "qic2") not in st.legal_actions(0)      # no federation token yet
    pl.feds.append({"tile": "fed5", "green": False})
    st.apply(0, ("action", "qic2"))
    st.apply(0, ("fedtile", "fed5"))
    assert pl.vp == vp + 5 + 7 and pl.q == 5
    st.apply(0, ("endturn",))
    st.current, st.main_done = 0, False
    st.apply(0, ("action", "qic1"))
    assert st.pending[0]["kind"] == "tech" and pl.q == 1


def test_advanced_tech_tile_needs_level4_green_token_and_cover():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    rich(pl, q=8)
    st.apply(0, ("action", "qic1"))
    assert ("tech", "adv-eco") not in st.legal_actions(0)
    st.apply(0, ("tech", "free1"))
    st.apply(0, ("decline",))
    st.apply(0, ("endturn",))
    st.current, st.main_done = 0, False
    pl.research["eco"] = 4
    pl.feds.append({"tile": "fed3", "green": True})
    pl.q = 4
    st.used_actions.clear()
    st.apply(0, ("action", "qic1"))
    st.apply(0, ("tech", "adv-eco"))
    assert st.legal_actions(0) == [("cover", "free1")]
    st.apply(0, ("cover", "free1"))
    assert pl.techs[0]["enabled"] is False and pl.techs[1]["pos"] == "adv-eco"
    assert pl.feds[0]["green"] is False


def test_gaia_phase_turns_gaiaformed_planets_and_mine_replaces_gaiaformer():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    rich(pl, q=0, power=(6, 0, 0))
    put(st, 0, "m", "3A7")
    pl.range = 4                       # 3A0 is 4 away
    st.apply(0, ("build", "gf", "3A0"))
    h = st.map.coord["3A0"]
    st.apply(0, ("endturn",))
    st.phase, st.queue = "gaia", [0, 1]
    st._start_gaia()
    assert st.planet[h] == "g" and pl.pg == 0 and pl.p[1] == 6    # Terrans: back to bowl II
    st.current, st.main_done = 0, False
    c, o = pl.c, pl.o
    st.apply(0, ("build", "m", "3A0"))
    assert st.bld[h] == [0, "m"] and (pl.c, pl.o, pl.q) == (c - 2, o - 1, 0)
    assert pl.buildings["gf"] == 0 and pl.gf_available() == 1


def test_lost_planet_only_on_empty_space_in_range():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    rich(pl, k=4, q=0)
    put(st, 0, "m", "3A7")
    pl.research["nav"] = 4
    pl.range = 3
    pl.feds.append({"tile": "fed2", "green": True})
    st.apply(0, ("up", "nav"))
    opts = st.legal_actions(0)
    assert ("lostPlanet", "3A6") not in opts                 # a planet
    far = [h for h in st.map.hexes if st.planet[h] == "e"
           and max(abs(h[0] + 1), abs(h[1] + 1), abs(h[0] + h[1] + 2)) > 5]
    assert ("lostPlanet", st.map.label[far[0]]) not in opts   # out of range without QIC
    assert opts
