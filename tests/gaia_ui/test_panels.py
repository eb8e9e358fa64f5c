"""The Gaia boards beside the map render every number from the view, and ui/gaia imports no
rule module of the engine."""
import ast
import copy
from pathlib import Path
import re

from game.core.rng import Rng
from game.gaia import new_game
from game.gaia.__main__ import random_policy
from ui.gaia import drawn as D
from ui.gaia import panels as P
from ui.gaia.mapview import seat_colour
from ui.table.html import esc
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
    for value in (pl["credits"], pl["ore"], pl["knowledge"], pl["qic"]):
        assert f"<b>{value}</b>" in html
    assert f"<b>{pl['vp']} VP</b>" in html
    assert "Buildings left" in html and "Income next round" in html
    assert pl["name"] in html


def _attrs(html, cls, attr):
    """The values of `attr` on the elements whose class starts with `cls`, in order."""
    return [int(m) for m in re.findall(rf'class="{cls}[^"]*"[^>]*? {attr}="(\d+)"', html)]


def test_the_drawn_bowls_show_the_views_counts_and_the_brainstone():
    st = _mid_game()
    view = copy.deepcopy(st.view(0))
    for seat, pl in enumerate(view["players"]):
        pw = pl["power"]
        html = D.bowls(pw)
        assert _attrs(html, "ga-bowl", "data-n") == [pw["bowl1"], pw["bowl2"], pw["bowl3"],
                                                       pw["gaia"]]
        assert f"Bowl II: {pw['bowl2']} token" in html
        assert html.count('class="bs"') == (pw["brainstone"] in (1, 2, 3, "g"))
        assert _attrs(P.player_panel(view, seat, NAMES), "ga-bowl", "data-n")[:3] == \
            [pw["bowl1"], pw["bowl2"], pw["bowl3"]]
    pw = view["players"][0]["power"]
    pw.update(bowl1=5, bowl2=2, bowl3=0, gaia=3, brainstone=2)
    html = D.bowls(pw)
    assert _attrs(html, "ga-bowl", "data-n") == [5, 2, 0, 3]
    stone = re.findall(r'class="ga-bowl w-(\w) stone"', html)
    assert stone == ["2"] and "Bowl II: 2 tokens and the brainstone" in html
    assert "Gaia area: 3 tokens" in html


def test_the_buildings_left_match_the_view_in_the_factions_colour():
    st = _mid_game()
    view = st.view(0)
    for seat, pl in enumerate(view["players"]):
        html = P.player_panel(view, seat, NAMES)
        kinds = [b for b, _label in D.LEFT_KINDS]
        assert _attrs(html, "ga-left", "data-left") == [pl["buildings_left"][b] for b in kinds]
        colour = seat_colour(view, seat)
        assert html.count(f'fill="{colour}"') >= len(kinds)          # each kind's shape
        for b in kinds:
            if pl["buildings_left"][b] and pl["next_income"][b]:
                assert esc(pl["next_income"][b]) in html
    # a kind with none left is drawn empty and says so
    view = copy.deepcopy(view)
    view["players"][0]["buildings_left"]["m"] = 0
    html = D.buildings_left(view["players"][0], "#123456", 0)
    assert 'class="ga-left none" data-left="0"' in html and "Mines: 0 left" in html
    assert "next one uncovers" in D.building_zoom(st.view(0), "bld:0:ts") or \
        not st.view(0)["players"][0]["buildings_left"]["ts"]


def test_the_other_players_are_a_compact_strip_with_their_boards_on_demand():
    st = _mid_game()
    view = st.view(0)
    ui = GaiaUI()
    ctx = {"names": NAMES, "kinds": ["human"] * 3, "thinking": None, "hand_acts": {},
           "focus_hand": False, "query": None}
    top, opps, _acts = ui.board(view, ctx)
    assert 'class="panel ga-player me"' in top and "ga-research" in top and "ga-rounds" in top
    assert opps.count('class="ga-opp"') == 2 and 'class="panel ga-player' not in opps
    for seat in (1, 2):
        pl = view["players"][seat]
        assert f'data-act="view:board-{seat}" aria-expanded="false"' in opps
        row = opps[opps.index(f'data-seat="{seat}"'):]
        assert _attrs(row, "ga-bowl", "data-n")[:3] == [pl["power"]["bowl1"],
                                                        pl["power"]["bowl2"],
                                                        pl["power"]["bowl3"]]
    assert ui.view_click("board-2") == {"render"}
    _top, opps, _acts = ui.board(view, ctx)
    assert 'data-act="view:board-2" aria-expanded="true"' in opps
    board = opps.split('class="ga-players"')[1]
    assert board.count('class="panel ga-player full"') == 1 and 'aria-label="Cy&#x27;s board"' in board
    assert 'class="small abilities"' in board          # the whole board: its abilities


def test_tech_tiles_and_tracks_show_their_text_on_hover_or_focus():
    st = _mid_game()
    view = st.view(0)
    ui = GaiaUI()
    ui.names = NAMES
    html = P.research_board(view, NAMES)
    for pos, tile in view["techs"].items():
        if tile["count"] > 0:
            assert f'data-card="tech:{pos}"' in html
            zoom = ui.zoom_html(f"tech:{pos}", view, None)
            assert view["words"][tile["tile"]] in zoom and P.tile_name(tile["tile"]) in zoom
    zoom = ui.zoom_html("track:eco", view, None)
    assert all(esc(r) in zoom for r in view["levels"]["eco"] if r)
    goal = view["round_scoring"][0]
    assert view["words"][goal] in ui.zoom_html(f"tile:{goal}", view, None)


def test_board_regions_and_end_screen_render():
    st = _mid_game(rounds=7, seed=2)
    assert st.is_over()
    view = st.view(None)
    ui = GaiaUI()
    regions = ui.board(view, {"names": NAMES, "kinds": ["human"] * 3, "thinking": None,
                              "hand_acts": {}, "focus_hand": False, "query": None})
    assert len(regions) == 3 and "ga-map" in regions[0]
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


def test_round_goals_break_a_long_word_only_at_a_soft_hyphen():
    """A narrow round-goal tile breaks "terraforming" as "terra-forming", in every language's
    long words too, never mid-word without a hyphen."""
    from ui.table.html import breakable
    view = _mid_game().view(0)
    view["round_scoring"] = ["score1"] + list(view["round_scoring"][1:])
    html = P.scoring_panel(view, NAMES)
    assert "terra&shy;forming step" in html
    assert breakable("terraformálási") == "terrafor&shy;málási"
    assert breakable("терраформирования") == "террафор&shy;мирования"
