"""The satellites between a seat and its next federation (ai/fedreach.py): the estimate
agrees with the exact count of the federation rules for two groups and is never below it for
more (it links groups pairwise, the exact count may share a satellite), says when the value is
not there, and follows the buildings (its cache never answers for another layout)."""
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
