"""Each faction's special rules (boards, planetary institutes, academies, abilities)."""
import pytest

from game.core.errors import IllegalAction

from game.gaia.build import value

from .conftest import advance, blank, game, put, rich


def _gaia_phase(st):
    st.phase = "gaia"
    st.queue = list(st.turn_order)
    st._new_pending = []
    st._run_gaia()


def test_starting_values_follow_the_boards():
    st = advance(game(["terrans", "xenos", "gleens", "bescods"]),
                 until=lambda s: s.phase == "setup")
    t, x, g, b = st.pl
    assert (t.c, t.o, t.k, t.q, t.p, t.gf_total, t.research["gaia"]) == (15, 4, 3, 1, [4, 4, 0], 1, 1)
    assert (x.q, x.research["int"]) == (2, 1)
    assert (g.o, g.q, g.research["nav"]) == (5, 0, 1)      # the nav QIC became ore
    assert (b.k,) == (1,)


def test_terrans_pi_converts_gaia_tokens():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    put(st, 0, "m", "3A7")
    put(st, 0, "ts", "3A7")
    put(st, 0, "PI", "3A7")
    pl.p, pl.pg, pl.o = [0, 0, 0], 4, 0
    _gaia_phase(st)
    assert st.deciders() == [0]
    assert ("spend", "3tg", "1o") in st.legal_actions(0)
    st.apply(0, ("spend", "3tg", "1o"))
    st.apply(0, ("spend", "1tg", "1c"))
    assert pl.o == 1 and pl.p == [0, 4, 0] and pl.pg == 0


def test_lantids_guest_mine_and_pi():
    st = blank(["lantids", "xenos"])
    pl = st.pl[0]
    rich(pl)
    put(st, 0, "m", "3A7")
    put(st, 1, "m", "3A6")
    k = pl.k = 0
    st.apply(0, ("build", "m", "3A6"))
    assert st.guest[st.map.coord["3A6"]] == 0 and pl.buildings["m"] == 2
    assert pl.o == 15 - 1          # no terraforming for a guest mine
    assert pl.k == k
    with pytest.raises(Exception):
        from game.gaia.build import build_check
        build_check(st, 0, "ts", st.map.coord["3A6"])
    st.apply(0, ("endturn",))


def test_lantids_pi_gives_knowledge_for_guest_mines():
    st = blank(["lantids", "xenos"])
    pl = st.pl[0]
    rich(pl, k=0)
    put(st, 0, "m", "3A7")
    put(st, 0, "ts", "3A7")
    put(st, 0, "PI", "3A7")
    put(st, 1, "m", "3A6")
    st.apply(0, ("build", "m", "3A6"))
    assert pl.k == 2


def test_xenos_place_a_third_mine():
    st = advance(game(["xenos", "terrans"]), until=lambda s: s.phase == "booster")
    assert st.pl[0].buildings["m"] == 3 and st.pl[1].buildings["m"] == 2


def test_gleens_qic_is_ore_until_academy_and_gaia_mines():
    st = blank(["gleens", "xenos"])
    pl = st.pl[0]
    rich(pl, q=0, o=5)
    st.gain(0, ((1, "q"),), "test")
    assert pl.q == 0 and pl.o == 6
    put(st, 0, "m", "3A6")     # desert home
    pl.range = 3
    vp = pl.vp
    st.apply(0, ("build", "m", "3B5"))       # gaia planet: 1 ore instead of a QIC, +2 VP
    assert pl.q == 0 and pl.vp == vp + 2
    pl.buildings["ac2"] = 1
    st.gain(0, ((1, "q"),), "test")
    assert pl.q == 1


def test_gleens_pi_takes_the_gleens_token():
    st = blank(["gleens", "xenos"])
    pl = st.pl[0]
    rich(pl)
    put(st, 0, "m", "3A6")
    put(st, 0, "ts", "3A6")
    st.apply(0, ("build", "PI", "3A6"))
    assert pl.feds == [{"tile": "gleens", "green": True}]


def test_taklons_brainstone_is_worth_three():
    st = blank(["taklons", "xenos"])
    pl = st.pl[0]
    pl.p, pl.bs = [0, 0, 1], 3
    assert pl.spendable_power() == 4
    pl.spend_power(4)
    assert pl.bs == 1 and pl.p == [1, 0, 0]
    pl.charge(1)
    assert pl.bs == 2


def test_taklons_pi_charge_offers_include_a_token():
    st = blank(["xenos", "taklons"])
    rich(st.pl[0])
    put(st, 0, "m", "3A6")
    put(st, 1, "m", "3A7")
    put(st, 1, "ts", "3A7")
    put(st, 1, "PI", "3A7")
    st.pl[1].p, st.pl[1].bs = [0, 0, 3], 3
    st.apply(0, ("build", "ts", "3A6"))
    st.apply(0, ("endturn",))
    offers = st.legal_actions(1)
    assert ("charge", "1t,2pw") in offers or ("charge", "1t,3pw") in offers
    st.apply(1, offers[0])
    assert st.pl[1].token_count() == 5


def test_ambas_swap_pi():
    st = blank(["ambas", "xenos"])
    pl = st.pl[0]
    rich(pl)
    put(st, 0, "m", "4B2")
    put(st, 0, "ts", "4B2")
    put(st, 0, "PI", "4B2")
    put(st, 0, "m", "7B2")
    st.apply(0, ("special", "swap-PI"))
    st.apply(0, ("swap-PI", "7B2"))
    assert st.bld[st.map.coord["7B2"]] == [0, "PI"] and st.bld[st.map.coord["4B2"]] == [0, "m"]


def test_hadsch_hallas_pi_converts_credits():
    st = blank(["hadsch-hallas", "xenos"])
    pl = st.pl[0]
    rich(pl, c=12, q=0)
    with pytest.raises(IllegalAction):
        st.apply(0, ("spend", "4c", "1q"))
    pl.buildings["PI"] = 1
    st.apply(0, ("spend", "8c", "2q"))
    assert pl.q == 2 and pl.c == 4


def test_ivits_place_pi_last_and_space_stations():
    st = advance(game(["ivits", "terrans"]), until=lambda s: s.phase == "booster")
    pl = st.pl[0]
    assert pl.buildings["PI"] == 1 and pl.buildings["m"] == 0
    st = advance(st)
    if st.current != 0:
        st.apply(st.current, ("pass", st.boosters[0]))
    rich(pl, q=3)
    st.apply(0, ("special", "space-station"))
    target = next(a for a in st.legal_actions(0))
    st.apply(0, target)
    assert pl.buildings["sp"] == 1
    assert value(st, 0, st.map.coord[target[2]], fed=True) == 1
    assert value(st, 0, st.map.coord[target[2]]) == 0


def test_geodens_pi_knowledge_for_new_planet_types():
    st = blank(["geodens", "xenos"])
    pl = st.pl[0]
    rich(pl, k=0)
    put(st, 0, "m", "4B4")       # volcanic home
    put(st, 0, "ts", "4B4")
    put(st, 0, "PI", "4B4")
    pl.range = 3
    st.apply(0, ("build", "m", "4B2"))      # swamp: a new type
    assert pl.k == 3


def test_baltaks_gaiaformer_to_qic_and_navigation_lock():
    st = blank(["baltaks", "xenos"])
    pl = st.pl[0]
    rich(pl, q=0, k=8)
    assert pl.gf_available() == 1
    st.apply(0, ("spend", "1gf", "1q"))
    assert pl.q == 1 and pl.gf_available() == 0 and pl.gf_in_gaia == 1
    with pytest.raises(IllegalAction):
        st.apply(0, ("up", "nav"))
    pl.buildings["PI"] = 1
    st.apply(0, ("up", "nav"))
    _gaia_phase(st)
    assert pl.gf_in_gaia == 0


def test_firaks_downgrade_lab():
    st = blank(["firaks", "xenos"])
    pl = st.pl[0]
    rich(pl)
    put(st, 0, "m", "3A3")       # titanium home
    put(st, 0, "ts", "3A3")
    put(st, 0, "PI", "3A3")
    put(st, 0, "m", "4A0")
    put(st, 0, "ts", "4A0")
    put(st, 0, "lab", "4A0")
    st.apply(0, ("special", "down-lab"))
    st.apply(0, ("build", "ts", "4A0"))
    assert pl.buildings["lab"] == 0 and pl.buildings["ts"] == 1
    st.apply(0, ("up", "sci"))
    assert pl.research["sci"] == 1


def test_bescods_upgrades_and_lowest_track():
    st = blank(["bescods", "xenos"])
    pl = st.pl[0]
    rich(pl)
    put(st, 0, "m", "3A3")
    put(st, 0, "ts", "3A3")
    from game.gaia.build import upgrades_of
    assert set(upgrades_of(st, 0, "ts")) == {"lab", "ac1", "ac2"}
    assert upgrades_of(st, 0, "lab") == ("PI",)
    pl.research.update(terra=1, nav=1, int=1, gaia=0, eco=1, sci=1)
    st.apply(0, ("special", "up-lowest"))
    assert st.legal_actions(0) == [("up", "gaia")]
    st.apply(0, ("up", "gaia"))
    assert pl.research["gaia"] == 1


def test_bescods_pi_titanium_plus_one():
    st = blank(["bescods", "xenos"])
    put(st, 0, "m", "3A3")
    h = st.map.coord["3A3"]
    assert value(st, 0, h) == 1
    st.pl[0].buildings["PI"] = 1
    assert value(st, 0, h) == 2


def test_nevlas_bowl3_to_knowledge_and_double_power():
    st = blank(["nevlas", "xenos"])
    pl = st.pl[0]
    rich(pl, k=0, power=(0, 0, 4))
    st.apply(0, ("spend", "1t-a3", "1k"))
    assert pl.k == 1 and pl.pg == 1 and pl.p == [0, 0, 3]
    put(st, 0, "m", "3B2")        # ice home
    put(st, 0, "ts", "3B2")
    st.apply(0, ("build", "PI", "3B2"))
    assert pl.token_mod == 2 and pl.spendable_power() == 6
    st.apply(0, ("spend", "6pw", "2o"))
    assert pl.p == [3, 0, 0]


def test_itars_burn_to_gaia_and_pi_tech():
    st = blank(["itars", "xenos"])
    pl = st.pl[0]
    pl.p = [0, 4, 0]
    st.apply(0, ("burn", 2))
    assert pl.pg == 2 and pl.p == [0, 0, 2]
    put(st, 0, "m", "3B2")
    put(st, 0, "ts", "3B2")
    put(st, 0, "PI", "3B2")
    pl.pg = 5
    _gaia_phase(st)
    assert st.legal_actions(0)[0] == ("spend", "4tg", "tech")
    st.apply(0, ("spend", "4tg", "tech"))
    st.apply(0, ("tech", "free1"))
    st.apply(0, ("up", "eco"))
    assert len(pl.techs) == 1 and pl.research["eco"] == 1
    assert st.phase == "actions" and pl.pg == 0 and pl.p[0] == 1


def test_every_faction_can_start():
    from game.gaia.data import factions
    for f in factions():
        other = "terrans" if f not in ("terrans", "lantids") else "xenos"
        st = advance(game([f, other]))
        assert st.phase == "actions"


def test_itars_declining_the_step_ends_tile_taking():
    st = blank(["itars", "xenos"])
    pl = st.pl[0]
    put(st, 0, "m", "3B2")
    put(st, 0, "ts", "3B2")
    put(st, 0, "PI", "3B2")
    pl.pg = 8
    _gaia_phase(st)
    st.apply(0, ("spend", "4tg", "tech"))
    st.apply(0, ("tech", "free2"))
    st.apply(0, ("decline",))
    assert st.phase == "actions" and pl.pg == 0 and len(pl.techs) == 1
