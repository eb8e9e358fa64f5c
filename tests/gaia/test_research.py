"""Research tracks: range per Navigation level, ore per terraforming step per Terraforming level,
gaiaformers and their token cost per Gaia Project level, income of Economy/Science, level-5
rules and the terraforming federation token."""
import pytest

from game.core.errors import IllegalAction
from game.gaia.build import build_check

from .conftest import blank, put, rich


def _climb(st, seat, track, levels):
    for _ in range(levels):
        st.advance(seat, track, track, checks=True)


@pytest.mark.parametrize("level,rng", [(0, 1), (1, 1), (2, 2), (3, 2), (4, 3)])
def test_navigation_range(level, rng):
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    _climb(st, 0, "nav", level)
    assert pl.range == rng


@pytest.mark.parametrize("level,per_step", [(0, 3), (1, 3), (2, 2), (3, 1)])
def test_terraforming_levels(level, per_step):
    st = blank(["geodens", "xenos"])          # Geodens start on level 1
    pl = st.pl[0]
    pl.research["terra"] = 0
    pl.discount = 0
    _climb(st, 0, "terra", level)
    rich(pl)
    put(st, 0, "m", "4B4")                     # volcanic home
    cost, steps = build_check(st, 0, "m", st.map.coord["4B2"])   # swamp: 2 steps from volcanic
    assert steps == 2
    assert dict((k, n) for n, k in cost)["o"] == 1 + 2 * per_step


def test_gaia_track_gaiaformers_and_token_cost():
    st = blank(["xenos", "terrans"])
    pl = st.pl[0]
    rich(pl, power=(8, 0, 0))
    put(st, 0, "m", "2A3")
    pl.range = 9
    assert pl.gf_available() == 0
    _climb(st, 0, "gaia", 1)
    assert pl.gf_total == 1
    cost, _ = build_check(st, 0, "gf", st.map.coord["3A0"])
    assert (6, "t->tg") in cost
    _climb(st, 0, "gaia", 2)                   # level 2: 3 tokens, level 3: second gaiaformer
    assert pl.gf_total == 2 and pl.p == [8, 3, 0]      # +3 tokens, then level 3 charges 3
    cost, _ = build_check(st, 0, "gf", st.map.coord["3A0"])
    assert (4, "t->tg") in cost
    _climb(st, 0, "gaia", 1)
    cost, _ = build_check(st, 0, "gf", st.map.coord["3A0"])
    assert pl.gf_total == 3 and (3, "t->tg") in cost


def test_track_income_replaces_lower_level():
    st = blank(["terrans", "xenos"])
    _climb(st, 0, "eco", 2)
    _climb(st, 0, "sci", 3)
    inc = [r for s, r in st.income_items(0) if s in ("eco", "sci")]
    assert sorted(inc) == sorted([((2, "c"), (1, "o"), (2, "pw")), ((3, "k"),)])


def test_level_five_is_unique_and_takes_the_terraforming_token():
    st = blank(["terrans", "xenos"])
    a, b = st.pl
    for pl in (a, b):
        pl.research["terra"] = 4
        pl.feds.append({"tile": "fed3", "green": True})
        pl.k = 8
    token = st.terra_fed
    vp = a.vp
    st.apply(0, ("up", "terra"))
    assert a.research["terra"] == 5 and st.terra_fed is None
    assert [f["tile"] for f in a.feds][-1] == token
    assert a.vp > vp
    st.apply(0, ("endturn",))
    with pytest.raises(IllegalAction):
        st.apply(1, ("up", "terra"))       # only one player on level 5
