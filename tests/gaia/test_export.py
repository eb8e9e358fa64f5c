"""Games exported in the boardgamers.space notation import back to the same state (this also
exercises the importer on every faction and situation random play reaches)."""
import json

import pytest

from game.core.record import Record
from game.gaia.__main__ import main, play_one
from game.gaia.export import export
from game.gaia.notation import replay


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (4, 7), (3, 11)])
def test_export_round_trip(players, seed):
    st, _ = play_one(players, seed)
    setup, text = export(st)
    again = replay(json.loads(json.dumps(setup)), text)
    assert again.scores() == st.scores()
    assert again.view(None)["players"] == st.view(None)["players"]


def test_corpus_exports_to_its_own_moves(corpus):
    data = json.loads((corpus / "deep-mind-2.json").read_text())
    moves = (corpus / "deep-mind-2.moves.txt").read_text()
    st = replay(data, moves)
    _, text = export(st)
    ours = text.splitlines()[1:]
    theirs = [ln for ln in moves.splitlines() if ln.strip()][1:]
    assert ours == theirs


def test_cli_export(tmp_path):
    st, _ = play_one(2, 4)
    path = tmp_path / "rec.json"
    path.write_text(Record.of(st).to_json())
    assert main(["export", str(path), str(tmp_path / "g")]) == 0
    setup = json.loads((tmp_path / "g.json").read_text())
    again = replay(setup, (tmp_path / "g.moves.txt").read_text())
    assert again.scores() == st.scores()
