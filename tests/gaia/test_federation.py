"""Federation validity: power value >= 7 (Xenos PI 6), satellites paid with tokens, no needless
satellite, no contact with an own federation, the token and its VP."""

from game.gaia.federation_choices import federation_candidates

from .conftest import blank, put, rich


def _scene(faction="terrans"):
    """3A7 (-1,-1) PI and 3A6 (-2,0) TS are neighbours; 4B0 (-1,-3) TS is two away: value 7."""
    st = blank([faction, "hadsch-hallas"])
    pl = st.pl[0]
    rich(pl, power=(3, 0, 0))
    for label, b in (("3A7", "PI"), ("3A6", "ts"), ("4B0", "ts")):
        put(st, 0, "m", label)
        put(st, 0, "ts", label)
        if b == "PI":
            put(st, 0, "PI", label)
    return st, pl


SAT = "-1x-2"


def test_valid_federation_pays_satellites_and_scores():
    st, pl = _scene()
    vp = pl.vp
    st.apply(0, ("federation", f"3A7,3A6,4B0,{SAT}", "fed1"))
    assert pl.vp == vp + 12
    assert pl.satellites == 1 and pl.p == [2, 0, 0]
    assert st.fed_supply["fed1"] == 2 and pl.feds == [{"tile": "fed1", "green": False}]
    assert (-1, -2) in st.fed_hexes[0] and st.map.coord["4B0"] in st.fed_hexes[0]


def test_listed_planets_may_be_omitted_adjacent_buildings_join():
    st, pl = _scene()
    st.apply(0, ("federation", SAT, "fed4"))
    assert {st.map.coord[x] for x in ("3A7", "3A6", "4B0")} <= st.fed_hexes[0]


def test_value_below_seven_refused():
    st, pl = _scene()
    st.bld[st.map.coord["4B0"]] = [0, "m"]
    reason = st.explain_illegal(0, ("federation", f"3A7,3A6,4B0,{SAT}", "fed1"))
    assert reason and "below 7" in reason


def test_xenos_pi_lowers_the_value_to_six():
    st, pl = _scene("xenos")
    st.bld[st.map.coord["4B0"]] = [0, "m"]
    assert st.explain_illegal(0, ("federation", f"3A7,3A6,4B0,{SAT}", "fed1")) is None


def test_needless_satellite_refused():
    st, pl = _scene()
    reason = st.explain_illegal(0, ("federation", f"3A7,3A6,4B0,{SAT},0x-2", "fed1"))
    assert reason and "does not need" in reason


def test_unconnected_refused_and_satellites_need_tokens():
    st, pl = _scene()
    assert "connected" in st.explain_illegal(0, ("federation", "3A7,3A6,4B0", "fed1"))
    pl.p = [0, 0, 0]
    assert "tokens" in st.explain_illegal(0, ("federation", f"3A7,3A6,4B0,{SAT}", "fed1"))


def test_no_contact_with_own_federation():
    st, pl = _scene()
    st.apply(0, ("federation", f"3A7,3A6,4B0,{SAT}", "fed2"))
    st.apply(0, ("endturn",))
    st.current, st.main_done = 0, False
    # a second group: 3B2 (-1,1) academy, 3A3 (-1,2) lab, 5A7 (1,2) TS, satellite (0,2)
    for label, chain in (("3B2", ("m", "ts", "lab", "ac1")), ("3A3", ("m", "ts", "lab")),
                         ("5A7", ("m", "ts"))):
        for b in chain:
            put(st, 0, b, label)
    assert st.explain_illegal(0, ("federation", "3B2,3A3,5A7,0x2", "fed3")) is None
    # (-1,0) touches 3A7, which is in the first federation
    reason = st.explain_illegal(0, ("federation", "3B2,3A3,5A7,0x2,-1x0", "fed3"))
    assert reason and "cannot be part of a new federation" in reason


def test_building_next_to_a_federation_joins_it():
    st, pl = _scene()
    st.apply(0, ("federation", f"3A7,3A6,4B0,{SAT}", "fed2"))
    put(st, 0, "m", "4A0")          # (0,-3) touches the satellite at (-1,-2)
    put(st, 0, "m", "3B2")          # (-1,1) touches nothing of the federation
    assert st.map.coord["4A0"] in st.fed_hexes[0]
    assert st.map.coord["3B2"] not in st.fed_hexes[0]


def test_candidates_are_valid():
    st, pl = _scene()
    cands = federation_candidates(st, 0)
    assert cands
    for hexes in cands:
        key = ",".join(st.map.label[h] for h in hexes)
        trial = st.clone()
        trial.apply(0, ("federation", key, "fed4"))
        assert trial.pl[0].feds[-1]["tile"] == "fed4"


def test_ivits_pay_qic_and_must_grow_one_federation():
    st = blank(["ivits", "terrans"])
    pl = st.pl[0]
    rich(pl, q=1, power=(0, 0, 0))
    for label, b in (("3A7", "PI"), ("3A6", "ts"), ("4B0", "ts")):
        put(st, 0, "m", label)
        put(st, 0, "ts", label)
        if b == "PI":
            put(st, 0, "PI", label)
    st.apply(0, ("federation", f"3A7,3A6,4B0,{SAT}", "fed2"))
    assert pl.q == 1 - 1 + 1         # paid one QIC, fed2 gives one back
    assert pl.fed_count == 1
    from game.gaia.federation import fed_cost
    assert fed_cost(st, 0) == 14


# --- the printed rule: fewest buildings, then fewest satellites (seed 003, forming a federation)
DETOUR = "-2x-1,-2x-2"          # two satellites around the west side, each one needed for the path


def test_more_satellites_than_needed_are_refused_even_if_each_is_on_the_path():
    st, pl = _scene()
    reason = st.explain_illegal(0, ("federation", f"3A7,3A6,4B0,{DETOUR}", "fed1"))
    assert reason and "satellite" in reason and "1" in reason


def test_a_building_the_federation_does_not_need_is_refused():
    st, pl = _scene()
    put(st, 0, "m", "3B2")          # (-1,1): a mine one satellite (-1,0) away from 3A7, value 1
    hexes = f"3A7,3A6,4B0,{SAT},-1x0,3B2"
    reason = st.explain_illegal(0, ("federation", hexes, "fed1"))
    assert reason and "building" in reason and "not need" in reason
    assert st.explain_illegal(0, ("federation", f"3A7,3A6,4B0,{SAT}", "fed1")) is None


def test_the_proposal_uses_the_fewest_satellites():
    from game.gaia.federation_choices import federation_options
    st, pl = _scene()
    (only,) = federation_options(st, 0)
    assert sorted(st.map.label[h] for h in only if h not in st.bld) == ["4A1"]


def test_every_building_choice_is_listed_not_two_greedy_ones():
    from game.gaia.federation_choices import federation_options
    st, pl = _scene()
    # a second group worth 7: 3B2 academy + 3A3 lab, and 5A7 TS one satellite away
    for label, chain in (("3B2", ("m", "ts", "lab", "ac1")), ("3A3", ("m", "ts", "lab")),
                         ("5A7", ("m", "ts"))):
        for b in chain:
            put(st, 0, b, label)
    opts = federation_options(st, 0)
    groups = {frozenset(st.map.label[h] for h in hexes if st.bld.get(h)) for hexes in opts}
    assert frozenset({"3A7", "3A6", "4B0"}) in groups
    assert frozenset({"3B2", "3A3", "5A7"}) in groups
    for hexes in opts:
        key = ",".join(st.map.label[h] for h in hexes)
        assert st.explain_illegal(0, ("federation", key, "fed1")) is None, key
    listed = {a[1] for a in st.legal_actions(0) if a[0] == "federation"}
    assert len(listed) == len(opts) >= 2
