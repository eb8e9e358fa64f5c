"""Three Epochs' part of the kit's marks (issue 76 item 8, ui/epochs/recent.py): the cards the
other player took from the open offer or played since the viewer's last decision are marked
where the board shows them and summed up near the decision."""
from ui.epochs.board import EpochsUI

from tests.table.game_marks import marked, until_marked


def test_the_cards_the_opponent_took_are_marked_in_its_known_hand():
    ctl, html = until_marked("epochs", EpochsUI(), 2, "took", options={"first": "player 2"})
    took = next(m for m in ctl.recent_moves() if m.what.startswith("took"))
    known = ctl.session.view(0)["players"][1]["known_hand"]
    assert took.keys and all(int(k[2:]) in known for k in took.keys)
    assert all(marked(html)[k] == "Bot" for k in took.keys)


def test_a_card_the_opponent_played_is_marked_in_its_universe():
    ctl, html = until_marked("epochs", EpochsUI(), 2, "played", options={"first": "player 2"})
    played = next(m for m in ctl.recent_moves() if m.what.startswith("played"))
    assert int(played.keys[0][2:]) in ctl.session.view(0)["players"][1]["tableau"]
    assert marked(html)[played.keys[0]] == "Bot"
