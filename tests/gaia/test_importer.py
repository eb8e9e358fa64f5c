"""The lobby's Import of a boardgamers.space Gaia Project game (game/gaia/importer.py and the
save store's importers): its move log as text, or its JSON with moveHistory, replayed by our
engine to the recorded final scores; a log our engine refuses is refused with the line named
and nothing is stored."""
import json
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from game.core import registry
from game.gaia import importer
from game.gaia.notation import ImportError_
from ui.store import BadSave, DictBackend, SaveStore, check_replay

CORPUS = Path(__file__).resolve().parents[1] / "data" / "gaia" / "corpus"
FINAL = [165, 164, 182, 108]          # deep-mind-2's recorded final VP, seat by seat


@pytest.fixture(scope="module")
def moves_text():
    return (CORPUS / "deep-mind-2.moves.txt").read_text()


@pytest.fixture(scope="module")
def game_json():
    return (CORPUS / "deep-mind-2.json").read_text()


def test_recognizes_logs_and_game_json_only(moves_text, game_json):
    assert importer.recognizes(moves_text)
    assert importer.recognizes(game_json)
    assert importer.recognizes(json.dumps({"data": json.loads(game_json)}))
    assert not importer.recognizes('{"format": "galaxy-table/save", "version": 1}')
    assert not importer.recognizes("initiative 4 x")
    assert not importer.recognizes("init four seed")
    assert not importer.recognizes("")
    assert not importer.recognizes('{"moveHistory": "not a list"}')


def test_the_move_log_alone_replays_to_the_recorded_scores(moves_text):
    record, names, name = importer.to_record(moves_text)
    assert names == ["Terrans", "Nevlas", "Xenos", "Hadsch Hallas"]
    assert name == "Recorded game deep-mind-2"
    assert record.replay().scores() == FINAL


def test_the_game_json_replays_to_the_recorded_scores(game_json):
    record, _, name = importer.to_record(game_json)
    assert name == "Recorded game deep-mind-2"
    assert record.replay().scores() == FINAL


def test_a_line_our_engine_refuses_is_named(moves_text):
    lines = moves_text.split("\n")
    lines[30] = "nevlas build m 9Z9."
    with pytest.raises(ImportError_, match=r"line 31 \(nevlas build m 9Z9\.\)"):
        importer.to_record("\n".join(lines))


def test_the_store_imports_a_log_as_a_save_that_replays(moves_text):
    store = SaveStore(DictBackend(), known_games=["rftg", "gaia"], importers=registry.importers)
    slot = store.import_file(moves_text)
    save = store.load(slot)
    assert save["game"] == "gaia" and save["name"] == "Recorded game deep-mind-2"
    assert [s["name"] for s in save["seats"]] == ["Terrans", "Nevlas", "Xenos", "Hadsch Hallas"]
    assert check_replay(save).scores() == FINAL


def test_a_refused_log_stores_nothing_and_says_why(moves_text):
    backend = DictBackend()
    store = SaveStore(backend, known_games=["gaia"], importers=registry.importers)
    bad = moves_text.replace("nevlas", "nevlaz", 1)
    before = dict(backend.data)
    with pytest.raises(BadSave, match="boardgamers.space"):
        store.import_file(bad)
    assert backend.data == before


def test_without_importers_a_log_is_not_json():
    store = SaveStore(DictBackend(), known_games=["gaia"])
    with pytest.raises(BadSave, match="not valid JSON"):
        store.import_file("init 2 seed\np1 faction terrans\n")


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_a_damaged_log_is_refused_cleanly_or_replays(moves_text, data):
    """Lines dropped, swapped or garbled: the store either imports a game that replays or
    refuses with BadSave and stores nothing; nothing else escapes."""
    lines = moves_text.split("\n")
    cut = data.draw(st.integers(1, len(lines)), label="keep lines")
    lines = lines[:cut]
    for _ in range(data.draw(st.integers(0, 3), label="edits")):
        i = data.draw(st.integers(0, len(lines) - 1))
        kind = data.draw(st.sampled_from(["drop", "swap", "garble"]))
        if kind == "drop" and len(lines) > 1:
            del lines[i]
        elif kind == "swap" and i + 1 < len(lines):
            lines[i], lines[i + 1] = lines[i + 1], lines[i]
        else:
            word = data.draw(st.text(alphabet="abcmx0123456789 .", max_size=8))
            lines[i] = lines[i][: len(lines[i]) // 2] + word
    backend = DictBackend()
    store = SaveStore(backend, known_games=["gaia"], importers=registry.importers)
    try:
        slot = store.import_file("\n".join(lines))
    except BadSave:
        assert backend.data == {}
        return
    check_replay(store.load(slot))
