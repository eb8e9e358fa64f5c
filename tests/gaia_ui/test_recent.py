"""Gaia's part of the kit's marks (issue 76 item 8, ui/gaia/recent.py): the hexes another
player built on since the viewer's last decision are outlined on the map with a badge, and a
charge offer answered in their turn keeps those marks."""
from ui.gaia.board import GaiaUI

from tests.table.game_marks import marked, until_marked


def test_an_opponents_buildings_are_marked_on_the_map():
    ctl, html = until_marked("gaia", GaiaUI(), 2, "built", options={"variant": "first-game"})
    built = [m for m in ctl.recent_moves() if m.what.startswith("built")]
    hexes = [k for m in built for k in m.keys]
    assert hexes and all(k.startswith("hex:") for k in hexes)
    cells = {f'hex:{c["label"]}': c for c in ctl.session.view(0)["map"]["hexes"]}
    for key in hexes:
        assert cells[key]["owner"] == 1 or cells[key].get("guest") == 1
        assert marked(html)[key] == "Bot"
        assert f'class="tk-badge"' in html


def test_answering_a_charge_keeps_the_marks():
    ui = GaiaUI()
    assert not ui.clears_marks(("charge", "2pw")) and not ui.clears_marks(("decline",))
    assert ui.clears_marks(("build", "m", "1A2")) and ui.clears_marks(("pass", "booster3"))
