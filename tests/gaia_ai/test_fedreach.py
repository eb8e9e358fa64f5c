"""The satellites between a seat and its next federation (ai/fedreach.py): the estimate
agrees with the exact count of the federation rules for two groups and is never below it for
more (it links groups pairwise, the exact count may share a satellite), says when the value is
not there, follows the buildings (its cache never answers for another layout), and grows
the Ivits' one federation, satellites included."""
import pytest

from game.gaia import federation
from game.gaia.ai.evaluate import breakdown
from game.gaia.ai.fedreach import fed_reach
from game.gaia.hexmap import distance
from tests.gaia.conftest import blank, put


@pytest.fixture
def board():
    return blank(["terrans", "xenos"])


def _planets_near(st, label, lo, hi):
    h0 = st.map.coord[label]
    return [st.map.label[h] for h in st.map.hexes
            if st.planet[h] != "e" and lo <= distance(h0, h) <= hi]


def _exact(st, seat):
    hexes = [h for h in st.pl[seat].occupied]
    groups, _fixed = federation._groups_of(st, seat, hexes)
    return federation.steiner(st, seat, groups)[0]


def test_no_buildings_no_federation_in_reach(board):
    sats, enough = fed_reach(board, 0)
    assert not enough and sats >= 99


def test_the_estimate_is_exact_for_two_groups_and_an_upper_bound_for_three(board):
    put(board, 0, "PI", "7A6")
    far = _planets_near(board, "7A6", 2, 3)
    put(board, 0, "ts", far[0])
    assert fed_reach(board, 0) == (_exact(board, 0), False)     # value 5: links both
    put(board, 0, "ts", far[1])
    sats, enough = fed_reach(board, 0)
    assert enough
    assert _exact(board, 0) <= sats <= _exact(board, 0) + 1   # here one satellite is shared
    assert 1 <= sats <= 4


def test_a_nearer_building_needs_fewer_satellites_and_the_style_prefers_it(board):
    style = {"fed_reach": {"sat": 1.0, "short": 0.5}}
    near = _planets_near(board, "7A6", 2, 2)[0]
    far = next(x for x in _planets_near(board, "7A6", 4, 5))
    put(board, 0, "PI", "7A6")
    before = breakdown(board, 0, style)["fed_reach"]
    other = blank(["terrans", "xenos"])
    put(other, 0, "PI", "7A6")
    put(board, 0, "lab", near)
    put(other, 0, "lab", far)
    assert fed_reach(board, 0)[0] < fed_reach(other, 0)[0]      # no stale cache entry
    assert breakdown(board, 0, style)["fed_reach"] > breakdown(other, 0, style)["fed_reach"]
    assert breakdown(board, 0, style)["fed_reach"] != before
    assert "fed_reach" not in breakdown(board, 0)                # off unless a style asks


def test_satellites_the_tokens_cannot_pay_cost_more(board):
    style = {"fed_reach": {"sat": 0.0, "short": 1.0}}
    put(board, 0, "PI", "7A6")
    put(board, 0, "lab", next(x for x in _planets_near(board, "7A6", 4, 5)))
    sats, _ = fed_reach(board, 0)
    assert 3 <= sats <= 4                                        # 4-5 hexes apart
    pl = board.pl[0]
    pl.p = [0, 0, 0]
    pl.pg = 0
    assert breakdown(board, 0, style)["fed_reach"] == pytest.approx(-min(sats, 12))
    pl.p = [sats, 0, 0]
    assert breakdown(board, 0, style)["fed_reach"] == pytest.approx(0.0)


def test_a_style_can_set_the_rate_of_a_trigger(board):
    from game.gaia.ai.evaluate import _specials
    board.pl[0].techs = list(board.pl[0].techs) + [{"tile": "tech7", "pos": "gaia",
                                                     "enabled": True}]
    plain = _specials(board, 0, 4)
    assert _specials(board, 0, 4, {"mg": 1.0}) == pytest.approx(plain + 0.5 * 3 * 4)


def test_a_style_can_weigh_the_power_value_outside_federations(board):
    put(board, 0, "PI", "7A6")
    put(board, 0, "ts", _planets_near(board, "7A6", 2, 2)[0])
    plain = breakdown(board, 0)["federations"]
    assert plain > 0
    assert breakdown(board, 0, {"fed_worth": 0.7})["federations"] == pytest.approx(2 * plain)


def test_the_ivits_federation_with_its_satellites_is_the_group_to_grow():
    from tests.gaia.conftest import rich
    from tests.gaia.test_federation import SAT
    st = blank(["ivits", "terrans"])
    rich(st.pl[0], q=1, power=(0, 0, 0))
    for label, b in (("3A7", "PI"), ("3A6", "ts"), ("4B0", "ts")):
        put(st, 0, "m", label)
        put(st, 0, "ts", label)
        if b == "PI":
            put(st, 0, "PI", label)
    st.apply(0, ("federation", f"3A7,3A6,4B0,{SAT}", "fed2"))
    assert fed_reach(st, 0) == (0, False)              # 7 of the 14 the second one needs
    fed = st.fed_hexes[0]
    sats = [h for h in fed if st.planet[h] == "e"]
    builds = [h for h in fed if h not in sats]
    # a planet as near the federation's satellite as any of its buildings, not next to it
    near = next(st.map.label[h] for h in st.map.hexes if st.planet[h] != "e" and h not in fed
                and 2 <= min(distance(h, x) for x in sats) <= min(distance(h, x) for x in builds))
    put(st, 0, "m", near)
    put(st, 0, "ts", near)
    put(st, 0, "lab", near)
    groups, fixed = federation._groups_of(st, 0, list(fed) + [st.map.coord[near]])
    assert fixed is not None and len(groups) == 2
    count, enough = fed_reach(st, 0)
    assert not enough                                  # 7 + 2 < 14
    assert count == federation.steiner(st, 0, groups)[0]   # counted from the satellite
