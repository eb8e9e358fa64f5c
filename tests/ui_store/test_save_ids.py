"""Per-game save slots (ids), the listing's status fields, the overwrite guard and the
import replay check (ui/store.py)."""
import json
import random

import pytest

from tests.ui_store.played import played_record, played_save
from ui import store as S
from ui.store import BadSave, DictBackend, SaveStore

GAMES = ["rftg", "gaia", "artifacts", "epochs"]


def make_store(data=None):
    ticks = iter(range(1, 10_000))
    return SaveStore(DictBackend(data), known_games=GAMES,
                     clock=lambda: f"2026-11-26T06:{next(ticks) % 60:02d}:00+00:00")


def test_slot_id_shape():
    slot = S.make_slot_id("rftg", "2026-11-26T06:12:30+00:00", random.Random(1))
    assert S.SLOT_RE.match(slot)
    assert slot.startswith("rftg-20261126-0612-") and len(slot) == len("rftg-20261126-0612-") + 4
    assert not slot.startswith(S.AUTOSAVE_PREFIX)


def test_new_ids_are_unique_even_with_a_fixed_random_source():
    st_ = make_store()
    seen = set()
    for i in range(30):
        save = played_save(f"g{i}", moves=0)
        save["id"] = st_.new_id("rftg", random.Random(0))
        st_.autosave(save)
        seen.add(save["id"])
    assert len(seen) == 30 == len(st_.list())


def test_validate_keeps_a_valid_id_and_drops_a_bad_one():
    save = played_save(moves=2)
    save["id"] = "rftg-20261126-0612-x7k2"
    assert S.validate(save, GAMES)["id"] == "rftg-20261126-0612-x7k2"
    for junk in ("Bad Id!", 12, {"a": 1}, None, ""):
        save["id"] = junk
        assert "id" not in S.validate(save, GAMES)


def test_loaded_id_is_always_the_slot():
    st_ = make_store()
    save = played_save(moves=2)
    save["id"] = "someone-else"
    st_.backend.data[S.KEY_PREFIX + "rftg-20261126-0612-abcd"] = json.dumps(save)
    assert st_.load("rftg-20261126-0612-abcd")["id"] == "rftg-20261126-0612-abcd"


def test_old_autosave_slot_keeps_loading_and_keeps_its_slot():
    st_ = make_store()
    old = played_save("Old game", moves=4)
    st_.backend.data[S.KEY_PREFIX + "auto-rftg"] = json.dumps(old)
    loaded = st_.load("auto-rftg")
    assert loaded["id"] == "auto-rftg"
    loaded["record"] = played_record(moves=6).to_dict()
    assert st_.autosave(loaded) == "auto-rftg"
    assert len(st_.load("auto-rftg")["record"]["actions"]) == 6
    assert [s["slot"] for s in st_.list()] == ["auto-rftg"] and st_.list()[0]["auto"]


def test_a_slot_is_never_overwritten_by_another_game():
    st_ = make_store()
    first = played_save("First", seed=1)
    slot = st_.autosave(first)
    intruder = played_save("Second", seed=2)
    intruder["id"] = slot
    with pytest.raises(BadSave, match="holds another game"):
        st_.autosave(intruder)
    with pytest.raises(BadSave, match="holds another game"):
        st_.save(intruder, slot)
    assert st_.load(slot)["name"] == "First"


def test_a_damaged_entry_in_the_slot_is_set_aside_not_lost():
    st_ = make_store()
    st_.backend.data[S.KEY_PREFIX + "rftg-20261126-0612-abcd"] = "{broken"
    save = played_save(moves=2)
    save["id"] = "rftg-20261126-0612-abcd"
    st_.autosave(save)
    assert st_.load("rftg-20261126-0612-abcd")["name"] == "Played"
    kept = st_.quarantined()
    assert len(kept) == 1 and st_.quarantined_raw(kept[0]["key"]) == "{broken"


def test_named_slots_never_take_reserved_names():
    st_ = make_store()
    assert st_.save(played_save("New", moves=0)) == "save-new"
    assert st_.save(played_save("auto-rftg", moves=0)) == "save-auto-rftg"
    assert st_.save(played_save("Auto rftg", moves=0)) == "save-auto-rftg-2"


def test_listing_shows_seats_progress_scores_and_finished():
    st_ = make_store()
    st_.autosave(played_save("Running", moves=5,
                             status={"progress": "Round 4 · Settle", "scores": [23, 19],
                                     "over": False}))
    st_.autosave(played_save("Done", moves=5, seed=3,
                             status={"progress": "Game over", "scores": [40, 31], "over": True}))
    st_.autosave(played_save("Old style", moves=5, seed=4))
    listing = {s["name"]: s for s in st_.list()}
    assert listing["Running"]["seats"] == "Ada vs Bot 1 (normal)"
    assert listing["Running"]["progress"] == "Round 4 · Settle"
    assert listing["Running"]["scores"] == [23, 19] and not listing["Running"]["over"]
    assert listing["Done"]["over"]
    assert listing["Old style"]["progress"] is None and listing["Old style"]["moves"] == 5
    assert sorted(s["name"] for s in st_.games_in_play()) == ["Old style", "Running"]
    assert [s["name"] for s in st_.finished()] == ["Done"]


@pytest.mark.parametrize("status", [
    "over", [1, 2], {"progress": 5, "scores": "23-19", "over": "yes"},
    {"progress": "x" * 500, "scores": [1, "a", None, True, float("nan"), 10 ** 30, 2.5]},
])
def test_malformed_status_is_ignored(status):
    clean = S.status_of({"status": status})
    assert clean["over"] is False
    assert all(isinstance(s, (int, float)) for s in clean["scores"])
    assert clean["progress"] is None or len(clean["progress"]) <= S.MAX_PROGRESS


def test_seat_names():
    assert S.seat_names([{"name": "Ada", "kind": "human", "level": None},
                         {"name": "Bot", "kind": "ai", "level": "normal"}]) \
        == "Ada vs Bot (normal)"
    assert S.seat_names([{"name": "", "kind": "human"}, {"name": "", "kind": "ai"}]) \
        == "Player 1 vs AI 2"
    assert S.seat_names([]) == ""


def test_import_replays_and_refuses_an_illegal_move():
    st_ = make_store()
    save = played_save(moves=20)
    save["record"]["actions"][11] = save["record"]["actions"][10]
    with pytest.raises(BadSave, match="move 12 of the record is not legal in this game"):
        st_.import_file(json.dumps(save))
    assert st_.backend.data == {}


def test_import_refuses_a_record_the_engine_cannot_set_up():
    st_ = make_store()
    save = played_save(moves=0)
    save["record"]["players"] = 99
    save["seats"] = []
    with pytest.raises(BadSave, match="cannot be set up"):
        st_.import_file(json.dumps(save))
    assert st_.backend.data == {}


def test_import_gets_its_own_slot_whatever_id_the_file_says():
    st_ = make_store()
    mine = played_save("Mine", seed=1)
    slot = st_.autosave(mine)
    foreign = played_save("Foreign", seed=2, moves=8)
    foreign["id"] = slot
    new_slot = st_.import_file(json.dumps(foreign))
    assert new_slot != slot
    assert st_.load(slot)["name"] == "Mine" and st_.load(new_slot)["id"] == new_slot


def test_the_progress_line_shows_only_in_the_language_it_was_written_in():
    """The table writes a save's progress line in its language of the moment; the lobby shows
    it in that language only, else the (translated) move count. Older saves were English."""
    from game.core import i18n
    from ui.lobby import save_details

    status = S.status_of({"status": {"progress": "Runda 4 · Osiedlanie", "lang": "pl"}})
    assert status["progress_lang"] == "pl"
    assert S.status_of({"status": {"progress": "Round 4"}})["progress_lang"] == "en"
    assert S.status_of({"status": {"progress": "x", "lang": "<b>"}})["progress_lang"] == "en"
    info = {"name": "Race for the Galaxy 1", "moves": 12, "scores": [], "updated": None,
            **status}
    try:
        i18n.set_language("pl")
        assert "Runda 4 · Osiedlanie" in save_details(info, "Race for the Galaxy")
        i18n.set_language("en")
        line = save_details(info, "Race for the Galaxy")
        assert "Runda" not in line and "12 moves" in line
    finally:
        i18n.set_language("en")
