"""Race's part of the kit's marks (issue 76 item 8, ui/rftg/recent.py): the cards another
seat placed since the viewer's last decision, revealed with everyone's choices, are outlined
with its name and listed in the line near the decision."""
from ui.rftg.board import RaceUI, face

from tests.table.game_marks import marked, until_marked


def test_an_opponents_placed_cards_are_marked_and_summed_up():
    ctl, html = until_marked("rftg", RaceUI(), 2, "placed")
    moves = ctl.recent_moves()
    placed = [m for m in moves if m.what.startswith("placed")]
    assert placed and all(m.seat == 1 for m in moves)
    view = ctl.session.view(0)
    for key in placed[0].keys:
        assert int(key) in view["seats"][1]["tableau"]
        assert face(int(key))["name"] in placed[0].what
        assert marked(html)[key] == "Bot"
    assert "Bot placed " in html
