"""The recorded 4-player game deep-mind-2 must replay exactly: final VP, per-round timeline,
resources, research, buildings and VP by source."""
import json

from game.gaia.notation import replay, parse_line


def _load(corpus):
    data = json.loads((corpus / "deep-mind-2.json").read_text())
    moves = (corpus / "deep-mind-2.moves.txt").read_text()
    return data, replay(data, moves)


def test_final_vp_and_timeline(corpus):
    data, st = _load(corpus)
    assert st.is_over()
    assert [p.vp for p in st.pl] == [165, 164, 182, 108]
    assert st.vp_timeline == [e["vp"] for e in data["vpTimeline"]]


def test_final_state_matches_record(corpus):
    data, st = _load(corpus)
    for exp, pl in zip(data["expectedFinal"], st.pl):
        assert pl.faction == exp["faction"]
        assert (pl.c, pl.o, pl.k, pl.q) == (exp["credits"], exp["ores"], exp["knowledge"], exp["qics"])
        assert pl.p + [pl.pg] == [exp["power"][a] for a in ("area1", "area2", "area3", "gaia")]
        assert pl.research == {t: exp["research"][t] for t in pl.research}
        assert pl.buildings == {b: exp["buildings"][b] for b in pl.buildings}
        assert pl.satellites == exp["satellites"]
        assert pl.fed_count == exp["federationCount"]
        assert pl.lost_planet == exp["lostPlanet"]
        assert {k: v for k, v in pl.vp_sources.items()} == exp["vpBySource"]
        assert [(t["tile"], t["pos"], t["enabled"]) for t in pl.techs] == \
            [(t["tile"], t["pos"], t["enabled"]) for t in exp["techTiles"]]


def test_moves_json_equals_text(corpus):
    data = json.loads((corpus / "deep-mind-2.json").read_text())
    text = (corpus / "deep-mind-2.moves.txt").read_text().splitlines()
    assert [ln for ln in text if ln.strip()] == data["moveHistory"]


def test_parse_line_strips_annotations():
    who, acts = parse_line("ambas  burn 1. action power3. (0/4/2/0 ⇒ 4/4/0/0)")
    assert who == "ambas"
    assert acts == [("burn", 1), ("action", "power3"), ("endturn",)]
    _, acts = parse_line("xenos pass booster6 returning booster10 (1/0/1/0 ⇒ 2/0/0/0)")
    assert acts == [("pass", "booster6")]
    _, acts = parse_line("terrans pass returning booster5")
    assert acts == [("pass",)]
    _, acts = parse_line("terrans build gf 1A11 using area1: 6.")
    assert acts == [("build", "gf", "1A11"), ("endturn",)]
    _, acts = parse_line("nevlas build lab 3B4. tech terra. up terra (4 ⇒ 5).")
    assert acts[-2:] == [("up", "terra"), ("endturn",)]
    _, acts = parse_line("nevlas charge 2pw")
    assert acts == [("charge", "2pw")]


def test_replay_refuses_a_wrong_move(corpus):
    import pytest
    from game.gaia.notation import ImportError_
    data = json.loads((corpus / "deep-mind-2.json").read_text())
    lines = (corpus / "deep-mind-2.moves.txt").read_text().splitlines()
    lines[18] = "terrans build ts 5A4."    # the Nevlas mine, not theirs
    with pytest.raises(ImportError_):
        replay(data, "\n".join(lines))


def test_auction_lines_decide_factions_seats_and_bids():
    from game.gaia.notation import _auction
    lines = ["p1 faction ivits", "p2 faction terrans", "p3 faction xenos", "p4 bid ivits 1",
             "p1 bid terrans 1", "p2 bid terrans 6", "p1 bid ivits 8", "p4 bid xenos 1",
             "p3 faction taklons", "terrans build m 4A8"]
    options = {"setup": {}}
    rest = _auction(lines, options)
    assert rest == ["terrans build m 4A8"]
    assert options["setup"]["factions"] == ["ivits", "terrans", "xenos", "taklons"]
    assert options["setup"]["bids"] == [8, 6, 1, 0]


def test_bids_are_paid_at_the_end():
    from game.gaia.scoring import final_scoring
    from .conftest import blank
    st = blank(["terrans", "xenos"])
    st.bids = [3, 0]
    final_scoring(st)
    assert st.pl[0].vp_sources["bid"] == -3
