"""Saves that nothing can lose (issue 74), in CPython: two stores over one backend stand for
two tabs; a full backend; hostile entries; backups exported and merged back."""
import json

import pytest

from tests.ui_store.played import played_save
from ui import backup as B
from ui import store as S
from ui.store import BadSave, Conflict, DictBackend, QuotaFull, SaveStore

GAMES = ["rftg", "gaia", "artifacts", "epochs"]


def tab(backend):
    return SaveStore(backend, known_games=GAMES)


def game(name="Evening", moves=6, seed=7):
    save = played_save(name, "rftg", 2, seed=seed, moves=moves)
    save["id"] = f"rftg-20261126-0612-{name.lower()}"
    return save


def moved(save, more):
    """The same game with `more` further moves (a copy, like another tab's)."""
    longer = played_save(save["name"], "rftg", 2, seed=save["record"]["seed"],
                         moves=len(save["record"]["actions"]) + more)
    return dict(save, record=longer["record"])


# --- two tabs ---------------------------------------------------------------------------------
def test_a_stale_tab_cannot_overwrite_the_other_tabs_move():
    backend = DictBackend()
    first, second = tab(backend), tab(backend)
    original = game()
    first.autosave(original)
    a = first.open(original["id"])
    b = second.open(original["id"])
    first.autosave(moved(a, 2))                     # tab 1 moves on
    kept = backend.get(S.KEY_PREFIX + original["id"])
    with pytest.raises(Conflict, match="another tab moved this game on") as info:
        second.autosave(moved(b, 1))                # tab 2 moves from its stale state
    assert info.value.slot == original["id"]
    assert backend.get(S.KEY_PREFIX + original["id"]) == kept      # nothing overwritten
    again = second.open(original["id"])                           # "load it"
    assert len(again["record"]["actions"]) == 8
    second.autosave(moved(again, 1))                              # then it plays on
    assert len(first.load(original["id"])["record"]["actions"]) == 9
    with pytest.raises(Conflict):                                 # and tab 1 is the stale one
        first.autosave(moved(a, 3))


def test_own_writes_and_reads_never_conflict():
    backend = DictBackend()
    one = tab(backend)
    save = game()
    for more in range(4):
        one.autosave(moved(save, more))
    assert one.is_current(save["id"], backend.get(S.KEY_PREFIX + save["id"]))
    assert not one.is_current(save["id"], "something else")
    other = tab(backend)
    other.list()            # reading for a list does not make a tab the game's player
    assert other.seen == {}


def test_a_game_deleted_in_another_tab_is_saved_again_by_the_next_move():
    backend = DictBackend()
    first, second = tab(backend), tab(backend)
    save = game()
    first.autosave(save)
    second.open(save["id"])
    first.delete(save["id"])
    second.autosave(moved(save, 1))
    assert len(first.load(save["id"])["record"]["actions"]) == 7


# --- full storage -----------------------------------------------------------------------------
def test_export_works_from_memory_when_storage_is_full():
    backend = DictBackend(quota=10)
    store = tab(backend)
    save = game()
    with pytest.raises(QuotaFull):
        store.autosave(save)
    name, text = store.export_save(save)
    assert name.startswith("galaxy-table-rftg-evening-") and backend.data == {}
    assert json.loads(text)["record"] == save["record"]
    backup_name, backup_text = B.export_all(store, [save])
    assert [s["name"] for s in json.loads(backup_text)["saves"]] == ["Evening"]


def test_a_full_store_still_lists_and_opens_every_save():
    backend = DictBackend()
    store = tab(backend)
    for i in range(3):
        store.autosave(game(f"Game{i}", seed=i + 1))
    used = sum(len(k) + len(v) for k, v in backend.data.items())
    backend.quota = used                         # full to the last character
    full = tab(backend)
    assert len(full.list()) == 3
    slot = full.list()[0]["slot"]
    opened = full.open(slot)
    with pytest.raises(QuotaFull):
        full.autosave(moved(opened, 2))
    full.delete(full.list()[-1]["slot"])         # make room: the waiting game now fits
    full.autosave(moved(opened, 2))
    assert len(full.load(slot)["record"]["actions"]) == 8


# --- hostile entries --------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["[" * 20_000, "[" * 200_000,
                                  json.dumps({"format": S.FORMAT})[:-1] + ', "meta": '
                                  + "[" * 20_000 + "]" * 20_000 + "}",
                                  '"' + "x" * 20_000_000 + '"'])
def test_hostile_stored_entries_are_set_aside_and_the_rest_load(text):
    backend = DictBackend()
    store = tab(backend)
    good = game()
    store.autosave(good)
    backend.set(S.KEY_PREFIX + "hostile", text)
    assert [s["slot"] for s in store.list()] == [good["id"]]
    assert any("hostile" in p for p in store.problems)
    assert [q["slot"] for q in store.quarantined()] == ["hostile"]
    assert store.quarantined_raw(store.quarantined()[0]["key"]) == text


@pytest.mark.parametrize("text", ["[" * 20_000, "[" * 200_000,
                                  '{"format": "galaxy-table/save", "meta": ' + "[" * 20_000,
                                  '{"format": "galaxy-table/backup", "saves": '
                                  + "[" * 200_000, "x" * 20_000_000])
def test_hostile_imports_are_refused_with_a_reason(text):
    store = tab(DictBackend())
    with pytest.raises(BadSave, match="nested too deeply|too large|not valid"):
        store.import_text(text)
    assert store.slots() == []


# --- backups ----------------------------------------------------------------------------------
def test_backup_round_trip_merges_without_duplicates_or_overwrites():
    here = DictBackend({"galaxy-table/language": "pl", "galaxy-table/setup/rftg": '{"x": 1}',
                        "galaxy-table/shell": "<div>lobby</div>"})
    store = tab(here)
    a, b = game("Alpha", seed=1), game("Bravo", seed=2)
    store.autosave(a)
    store.autosave(b)
    here.set(S.QUARANTINE_PREFIX + "junk@1", json.dumps({"slot": "junk", "raw": "{bad"}))
    name, text = B.export_all(store)
    data = json.loads(text)
    assert name.startswith("galaxy-table-backup-") and data["format"] == B.FORMAT
    assert data["settings"] == {"galaxy-table/language": "pl",
                                "galaxy-table/setup/rftg": '{"x": 1}'}
    # into an empty browser: everything comes back, in the same slots (links keep working)
    there = tab(DictBackend())
    report = there.import_text(text)
    assert sorted(report.added) == sorted([a["id"], b["id"]]) and not report.copies
    assert report.settings == 2 and report.damaged == 1
    mine = tab(DictBackend({"galaxy-table/language": "cs"}))    # a setting here is kept
    assert mine.import_text(text).settings == 1
    assert mine.backend.get("galaxy-table/language") == "cs"
    assert there.load(a["id"])["record"] == store.load(a["id"])["record"]
    # again: nothing is duplicated
    again = there.import_text(text)
    assert again.added == [] and again.copies == [] and len(again.present) == 2
    assert len(there.slots()) == 2
    # a game played on here (more moves) is "already here"; one played on elsewhere is a copy
    there.autosave(moved(there.open(a["id"]), 3))
    store.autosave(moved(store.open(b["id"]), 2))
    _, newer = B.export_all(store)
    third = there.import_text(newer)
    assert "Alpha" in third.present and len(third.copies) == 1
    copy = there.load(third.copies[0])
    assert copy["name"] == "Bravo (copy)" and len(copy["record"]["actions"]) == 8
    assert len(there.load(b["id"])["record"]["actions"]) == 6     # the original untouched
    assert len(there.load(a["id"])["record"]["actions"]) == 9
    assert "kept as a copy" in third.message()


def test_backup_import_into_a_full_store_says_so_and_keeps_what_fit():
    store = tab(DictBackend())
    for i in range(3):
        store.autosave(game(f"Game{i}", seed=i + 1))
    _, text = B.export_all(store)
    sizes = [len(k) + len(v) for k, v in store.backend.data.items()]
    small = tab(DictBackend(quota=max(sizes) + 100))    # room for one game, not two
    report = small.import_text(text)
    assert report.full and len(report.added) == 1
    assert "Storage filled up" in report.message()


def test_a_bad_save_in_a_backup_is_refused_and_the_others_merge():
    store = tab(DictBackend())
    store.autosave(game("Good", seed=3))
    _, text = B.export_all(store)
    data = json.loads(text)
    broken = dict(data["saves"][0], id="rftg-x", created="2020-01-01T00:00:00+00:00")
    broken["record"] = dict(broken["record"], actions=[[0, ["nonsense"]]])
    data["saves"].append(broken)
    report = tab(DictBackend()).import_text(json.dumps(data))
    assert len(report.added) == 1 and len(report.refused) == 1
