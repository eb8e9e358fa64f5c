"""The Gaia boards beside the map render every number from the view, and ui/gaia imports no
rule module of the engine."""
import ast
from pathlib import Path

from game.core.rng import Rng
from game.gaia import new_game
from game.gaia.__main__ import random_policy
from ui.gaia import panels as P
from ui.gaia.board import GaiaUI

NAMES = ["Ann", "Bob", "Cy"]


def _mid_game(rounds=3, seed=4):
    st = new_game(3, {}, seed)
    choose = random_policy(Rng(seed))
    while st.round < rounds and not st.is_over():
        seat = st.deciders()[0]
        st.apply(seat, choose(st, seat))
    return st


def test_player_panel_shows_resources_bowls_and_buildings_left():
    st = _mid_game()
    view = st.view(0)
    pl = view["players"][1]
    html = P.player_panel(view, 1, NAMES)
    for value in (pl["credits"], pl["ore"], pl["knowledge"], pl["qic"],
                  pl["power"]["bowl1"], pl["power"]["bowl2"], pl["power"]["bowl3"]):
        assert f"<b>{value}</b>" in html
    assert "Buildings left" in html and "Income next round" in html
    assert pl["name"] in html


def test_research_board_has_every_track_level_and_marker():
    st = _mid_game()
    view = st.view(0)
    html = P.research_board(view, NAMES)
    for name in P.TRACK_NAMES.values():
        assert name in html
    assert html.count('class="mk"') == 3 * 6          # one marker per player per track
    assert "Lost planet" in html or view["lost_planet_taken"]


def test_scoring_panel_marks_the_current_round_and_final_standings():
    st = _mid_game()
    view = st.view(0)
    html = P.scoring_panel(view, NAMES)
    assert 'aria-current="step"' in html
    assert html.count("<li") >= 6 + 2 + 10
    for f in view["final_standing"]:
        assert P.FINAL_NAMES[f["tile"]] in html


def test_board_regions_and_end_screen_render():
    st = _mid_game(rounds=7, seed=2)
    assert st.is_over()
    view = st.view(None)
    ui = GaiaUI()
    regions = ui.board(view, {"names": NAMES, "kinds": ["human"] * 3, "thinking": None,
                              "hand_acts": {}, "focus_hand": False, "query": None})
    assert len(regions) == 4 and "ga-map" in regions[0]
    end = ui.end_details(view, NAMES, st.winners())
    assert "Final scores" in end and all(n in end for n in NAMES)
    assert ui.replay_board(view, NAMES, None)


def test_ui_gaia_imports_no_engine_module():
    # game.core.i18n (the translation runtime: no rules, no state) is the one allowed import
    for path in Path("ui/gaia").glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module != "game.core.i18n":
                assert not (node.module or "").startswith("game"), (path, node.module)
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("game") for a in node.names), path
