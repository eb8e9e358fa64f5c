"""Our data files agree with the extracted reference facts (the converter's output), and hold
what the rules need: 14 factions, 10 boosters, 9 + 15 tech tiles, 10 round and 6 final tiles."""
import importlib.util
import json

from game.gaia import data

from .conftest import REPO, REFERENCE


def _converter():
    """tools/gaia_convert_data.py, reading the copy of the reference facts in tests/data."""
    spec = importlib.util.spec_from_file_location("gaia_convert", REPO / "tools" / "gaia_convert_data.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    mod.REF = REFERENCE
    return mod


def test_data_files_match_the_reference():
    conv = _converter()
    assert json.loads(json.dumps(conv.factions())) == data.factions()
    assert json.loads(json.dumps(conv.board())) == data.board()
    assert json.loads(json.dumps(conv.sectors())) == data.mapdata()


def test_data_contents():
    assert len(data.factions()) == 14
    b = data.board()
    assert len(b["boosters"]) == 10 and len(b["techs"]) == 9 and len(b["advtechs"]) == 15
    assert len(b["round_scoring"]) == 10 and len(b["final_scoring"]) == 6
    assert set(b["tracks"]) == set(data.TRACKS) and all(len(v) == 6 for v in b["tracks"].values())
    homes = sorted(f["planet"] for f in data.factions().values())
    assert homes == sorted(data.WHEEL * 2)
    assert len(data.mapdata()["sectors"]) == 13
