"""Charging power: who is offered, how much (capacity, VP), its VP cost, passed players, the lost
planet; and the power cycle itself."""
import pytest

from game.core.errors import IllegalAction
from game.gaia.player import PlayerState

from .conftest import blank, put, rich


def test_charge_moves_bowl1_then_bowl2():
    pl = PlayerState(0, "terrans")
    pl.p = [2, 4, 0]
    assert pl.charge(3) == 3
    assert pl.p == [0, 5, 1]
    assert pl.charge(10) == 5
    assert pl.p == [0, 0, 6]
    assert pl.charge(1) == 0


def test_spend_and_tokens():
    pl = PlayerState(0, "terrans")
    pl.p = [0, 0, 5]
    pl.spend_power(3)
    assert pl.p == [3, 0, 2]
    pl.move_tokens(4, True)          # Gaia area takes bowl I first
    assert pl.p == [0, 0, 1] and pl.pg == 4


def _offer_scene(vp=10, power=(0, 6, 0)):
    st = blank(["terrans", "xenos"])
    rich(st.pl[0])
    put(st, 0, "m", "3A7")
    put(st, 1, "PI", "3A6")          # value 3, adjacent
    st.pl[1].p = list(power)
    st.pl[1].vp = vp
    return st


def test_neighbour_is_offered_highest_value_and_pays_vp():
    st = _offer_scene()
    st.apply(0, ("build", "ts", "3A7"))
    st.apply(0, ("endturn",))
    assert st.deciders() == [1]
    assert st.legal_actions(1) == [("charge", "3pw"), ("decline",)]
    st.apply(1, ("charge", "3pw"))
    assert st.pl[1].p == [0, 3, 3] and st.pl[1].vp == 8
    assert st.current == 1


def test_offer_limited_by_capacity_and_vp():
    st = _offer_scene(power=(0, 1, 5))
    st.apply(0, ("build", "ts", "3A7"))
    st.apply(0, ("endturn",))
    assert st.legal_actions(1)[0] == ("charge", "1pw")
    st.apply(1, ("charge", "1pw"))
    assert st.pl[1].vp == 10                 # charging 1 is free
    st = _offer_scene(vp=1)
    st.apply(0, ("build", "ts", "3A7"))
    st.apply(0, ("endturn",))
    assert st.legal_actions(1)[0] == ("charge", "2pw")   # at most VP + 1


def test_no_offer_when_nothing_can_be_charged():
    st = _offer_scene(power=(0, 0, 6))
    st.apply(0, ("build", "ts", "3A7"))
    st.apply(0, ("endturn",))
    assert st.current == 1 and not st.pending


def test_decline_costs_nothing_and_wrong_offer_refused():
    st = _offer_scene()
    st.apply(0, ("build", "ts", "3A7"))
    st.apply(0, ("endturn",))
    with pytest.raises(IllegalAction):
        st.apply(1, ("charge", "2pw"))
    st.apply(1, ("decline",))
    assert st.pl[1].vp == 10 and st.pl[1].p == [0, 6, 0]


def test_passed_player_is_still_offered():
    st = _offer_scene()
    st.apply(0, ("spend", "1pw", "1c"))
    # seat 0 hands the turn over by charging nothing: make seat 1 pass first
    st.apply(0, ("build", "m", "3B2"))
    st.apply(0, ("endturn",))
    if st.pending:
        st.apply(1, ("decline",))
    st.apply(1, ("pass", st.boosters[0]))
    assert st.current == 0
    st.apply(0, ("build", "ts", "3A7"))
    st.apply(0, ("endturn",))
    assert st.deciders() == [1] and st.pending[0]["kind"] == "charge"


def test_gaiaformer_does_not_trigger_charging():
    st = _offer_scene()
    st.pl[0].p = [6, 0, 0]
    st.apply(0, ("build", "gf", "3A0"))
    st.apply(0, ("endturn",))
    assert not st.pending and st.current == 1


def test_lost_planet_triggers_charging_with_value_one():
    st = _offer_scene()
    pl = st.pl[0]
    pl.research["nav"] = 4
    pl.feds.append({"tile": "fed2", "green": True})
    pl.k = 4
    st.apply(0, ("up", "nav"))
    assert st.pending[0]["kind"] == "lost"
    # an empty space next to the Xenos PI at 3A6 (-2,0): (-2,1)
    target = st.map.label[(-2, 1)]
    st.apply(0, ("lostPlanet", target))
    assert st.planet[(-2, 1)] == "l" and pl.lost_planet == 1 and pl.buildings["m"] == 1
    st.apply(0, ("endturn",))
    # the Xenos see the new mine (value 1) and are offered at most... their PI value 3
    assert st.pending and st.pending[0]["power"] == 3


def test_terrans_gaia_tokens_return_to_bowl2():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    pl.p = [0, 0, 0]
    pl.pg = 4
    st.phase = "gaia"
    st.queue = [0, 1]
    st._run_gaia()
    assert pl.p == [0, 4, 0] and pl.pg == 0


def test_charges_for_a_lab_come_before_those_for_its_lost_planet():
    """A building asks for charges after what it set off: lab -> tech -> Navigation 5 -> lost
    planet gives the lab's offers first (as boardgamers.space does)."""
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    rich(pl)
    put(st, 0, "m", "3A7")
    put(st, 0, "ts", "3A7")
    put(st, 1, "m", "3A6")
    put(st, 1, "ts", "3A6")          # value 2 next to the lab
    put(st, 1, "m", "5A7")           # value 1 near the lost planet
    st.pl[1].p = [5, 5, 0]
    pl.research["nav"] = 4
    pl.feds.append({"tile": "fed2", "green": True})
    st.apply(0, ("build", "lab", "3A7"))
    st.apply(0, ("tech", "nav"))
    st.apply(0, ("up", "nav"))
    st.apply(0, ("lostPlanet", st.map.label[(1, 4)]))       # 2 away from 5A7 (1,2), far from 3A6
    st.apply(0, ("endturn",))
    assert st.pending[0]["power"] == 2
    st.apply(1, ("charge", "2pw"))
    assert st.pending[0]["power"] == 1


# --- the player chooses the bowl tokens leave from (Gaia projects, satellites) ---------------
def _gaia_project_scene():
    from .conftest import blank, put, rich, hexes
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    rich(pl, power=(2, 2, 4))
    put(st, 0, "m", hexes(st, "r")[0])
    pl.research["gaia"] = 1
    pl.gf_total = 1
    target = next(a for a in st.legal_actions(0) if a[0] == "build" and a[1] == "gf")
    return st, pl, target


def test_tokens_for_a_gaia_project_leave_bowl_one_first_by_default():
    st, pl, target = _gaia_project_scene()
    st.apply(0, target)
    assert pl.p == [0, 0, 2] and pl.pg == 6


def test_the_player_may_take_gaia_project_tokens_from_bowl_three_first():
    st, pl, target = _gaia_project_scene()
    assert ("bowls", "3,2,1") in st.legal_actions(0)
    st.apply(0, ("bowls", "3,2,1"))
    assert ("bowls", "2,1,3") not in st.legal_actions(0)      # declared once per turn
    st.apply(0, target)
    assert pl.p == [2, 0, 0] and pl.pg == 6
    assert "bowl III" in st.label(0, ("bowls", "3,2,1"))


def test_a_bad_bowl_order_is_refused_and_changes_nothing():
    st, pl, target = _gaia_project_scene()
    assert st.explain_illegal(0, ("bowls", "3,3,1"))
    assert st.explain_illegal(0, ("bowls", "4,2,1"))
