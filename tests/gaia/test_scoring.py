"""Final scoring: places 18/12/6 with the tie split, nothing for a count of 0, the neutral player
of 2-player games, research VP and leftover resources; round scoring tiles."""
from game.gaia.scoring import final_tile_vp, final_scoring

from .conftest import blank, put, rich


def test_plain_places():
    assert final_tile_vp([5, 3, 4, 1]) == [18, 6, 12, 0]


def test_tie_split_rounds_down():
    assert final_tile_vp([5, 5, 2, 1]) == [15, 15, 6, 0]
    assert final_tile_vp([4, 4, 4, 1]) == [12, 12, 12, 0]
    assert final_tile_vp([3, 2, 2, 2]) == [18, 6, 6, 6]
    assert final_tile_vp([3, 3, 3, 3]) == [9, 9, 9, 9]


def test_zero_scores_nothing():
    assert final_tile_vp([2, 0, 0]) == [18, 0, 0]


def test_neutral_player_for_two_players():
    # neutral 11 structures: a player with 12 is first, with 11 ties the neutral
    assert final_tile_vp([12, 5], neutral=11) == [18, 6]
    assert final_tile_vp([11, 5], neutral=11) == [15, 6]
    assert final_tile_vp([4, 3], neutral=11) == [12, 6]


def test_final_scoring_research_and_resources():
    st = blank(["terrans", "xenos"])
    st.final_tiles = ["structure", "gaia"]
    a, b = st.pl
    put(st, 0, "m", "3A7")
    put(st, 0, "m", "3B2")
    put(st, 1, "m", "3A6")
    a.research["eco"] = 5
    a.research["sci"] = 3
    rich(a, c=2, o=1, k=0, q=2, power=(0, 5, 1))   # burn 2 -> bowl III 3 -> 3c; 2 QIC -> 2 o
    rich(b, c=0, o=0, k=0, q=0, power=(0, 0, 0))
    va, vb = a.vp, b.vp
    final_scoring(st)
    # structures 2 vs 1 with 2 players: neutral 11 takes first place
    assert a.vp_sources["final1"] == 12 and b.vp_sources["final1"] == 6
    assert "final2" not in a.vp_sources        # no gaia planets: nothing
    assert a.vp_sources["eco"] == 12 and a.vp_sources["sci"] == 4
    assert a.c == 5 and a.o == 3 and a.q == 0
    assert a.vp_sources["spend"] == (5 + 3 + 0) // 3


def test_credit_cap_applies_to_final_conversion():
    st = blank(["terrans", "xenos"])
    a = st.pl[0]
    rich(a, c=29, o=0, k=0, q=0, power=(0, 0, 4))
    final_scoring(st)
    assert a.c == 30


def test_round_scoring_tile_scores_during_its_round():
    st = blank(["terrans", "xenos"])
    st.round_tiles[0] = "score3"          # 2 VP per mine built
    pl = st.pl[0]
    rich(pl)
    put(st, 0, "m", "3A7")
    vp = pl.vp
    st.apply(0, ("build", "m", "3B2"))
    assert pl.vp == vp + 2
