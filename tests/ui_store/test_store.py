"""The save store (ui/store.py) in CPython with the in-memory backend."""
import json

import pytest
from hypothesis import given, settings, strategies as st

from game.core.record import Record
from ui import store as S
from tests.ui_store.played import played_save
from ui.store import BadSave, DictBackend, QuotaFull, SaveStore

GAMES = ["rftg", "gaia", "artifacts", "epochs"]


class Clock:
    def __init__(self):
        self.t = 0

    def __call__(self):
        self.t += 1
        return f"2026-01-01T00:00:{self.t:02d}+00:00"


def make_store(data=None, quota=None):
    return SaveStore(DictBackend(data, quota=quota), known_games=GAMES, clock=Clock())


def a_save(name="My game", game="rftg", actions=()):
    rec = Record(game, 2, {}, 7, list(actions))
    return S.new_save(game, name, rec, [{"name": "Ann", "kind": "human", "level": None},
                                        {"name": "Bot", "kind": "ai", "level": "easy"}],
                      {"note": 1}, clock=lambda: "2026-01-01T00:00:00+00:00")


def test_save_load_roundtrip_and_list():
    st_ = make_store()
    slot = st_.save(a_save("First", actions=[(0, "x"), (1, ("a", 2))]))
    assert slot == "first"
    loaded = st_.load(slot)
    assert loaded["name"] == "First"
    assert loaded["record"]["actions"] == [[0, "x"], [1, ["a", 2]]]
    assert Record.from_dict(loaded["record"]).actions == [(0, "x"), (1, ("a", 2))]
    listing = st_.list()
    assert [s["slot"] for s in listing] == ["first"]
    assert listing[0]["moves"] == 2 and listing[0]["players"] == 2 and not listing[0]["auto"]


def test_named_slots_never_collide():
    st_ = make_store()
    assert st_.save(a_save("Game")) == "game"
    assert st_.save(a_save("Game")) == "game-2"
    assert st_.save(a_save("game!")) == "game-3"
    assert len(st_.list()) == 3


def test_autosave_gives_each_game_its_own_slot():
    st_ = make_store()
    one, two = a_save("one"), a_save("two")
    slot_one = st_.autosave(one)
    slot_two = st_.autosave(two)
    assert slot_one != slot_two and one["id"] == slot_one and two["id"] == slot_two
    assert sorted(s["name"] for s in st_.list()) == ["one", "two"]
    assert not st_.list()[0]["auto"]
    one["name"] = "one again"
    assert st_.autosave(one) == slot_one
    assert sorted(s["name"] for s in st_.list()) == ["one again", "two"]


def test_list_is_newest_first():
    st_ = make_store()
    st_.save(a_save("old"))
    st_.save(a_save("new"))
    assert [s["name"] for s in st_.list()] == ["new", "old"]


def test_delete():
    st_ = make_store()
    slot = st_.save(a_save())
    st_.delete(slot)
    assert st_.list() == []
    with pytest.raises(BadSave):
        st_.delete(slot)


def test_invalid_save_is_refused_and_nothing_written():
    st_ = make_store()
    bad = a_save()
    bad["record"]["players"] = "two"
    with pytest.raises(BadSave, match="record"):
        st_.save(bad)
    assert st_.backend.data == {}


@pytest.mark.parametrize("mutate, message", [
    (lambda s: s.update(format="other"), "not a Galaxy Table save"),
    (lambda s: s.update(version=2), "unsupported save version"),
    (lambda s: s.update(game="chess"), "unknown game"),
    (lambda s: s.update(game={"a": 1}), "unknown game"),
    (lambda s: s.update(game=["rftg"]), "unknown game"),
    (lambda s: s.update(game=3), "unknown game"),
    (lambda s: s["record"].update(game={"a": 1}), "record is invalid"),
    (lambda s: s.update(record=[1]), "record is invalid"),
    (lambda s: s.update(version=True), "unsupported save version"),
    (lambda s: s.update(game="gaia"), "record is for game"),
    (lambda s: s.update(name=""), "no name"),
    (lambda s: s.update(name="x" * 200), "name"),
    (lambda s: s.update(seats=[{"name": "a", "kind": "robot"}] * 2), "kind"),
    (lambda s: s.update(seats=[{"name": "a", "kind": "human"}]), "seats for 2 players"),
    (lambda s: s.update(meta=[1]), "meta"),
    (lambda s: s["record"].update(actions=[[0]]), "record is invalid"),
])
def test_validate_rejects(mutate, message):
    save = a_save()
    mutate(save)
    with pytest.raises(BadSave, match=message):
        S.validate(save, GAMES)


def test_corrupt_entry_is_set_aside_and_reported_others_load():
    st_ = make_store()
    st_.save(a_save("good"))
    st_.backend.data[S.KEY_PREFIX + "broken"] = "{not json"
    st_.backend.data[S.KEY_PREFIX + "foreign"] = json.dumps({"format": "x"})
    listing = st_.list()
    assert [s["name"] for s in listing] == ["good"]
    assert len(st_.problems) == 2
    assert any("broken" in p and "set aside" in p for p in st_.problems)
    # set aside, not deleted: the original text is kept
    q = st_.quarantined()
    assert sorted(item["slot"] for item in q) == ["broken", "foreign"]
    raw = {item["slot"]: st_.quarantined_raw(item["key"]) for item in q}
    assert raw["broken"] == "{not json"
    assert S.KEY_PREFIX + "broken" not in st_.backend.data
    # only an explicit discard removes it
    st_.discard_quarantined(q[0]["key"])
    assert len(st_.quarantined()) == 1


def test_corrupt_entry_left_in_place_when_quarantine_cannot_be_written():
    data = {S.KEY_PREFIX + "broken": "{not json"}
    st_ = make_store(data, quota=len(S.KEY_PREFIX + "broken") + 20)
    assert st_.list() == []
    assert S.KEY_PREFIX + "broken" in st_.backend.data
    assert "storage is full" in st_.problems[0]


def test_quota_full_is_reported_and_old_save_kept():
    st_ = make_store(quota=1500)
    save = a_save("small")
    slot = st_.autosave(save)
    save["record"]["actions"] = [[0, "x" * 50]] * 40
    with pytest.raises(QuotaFull, match="Storage is full"):
        st_.autosave(save)
    assert st_.load(slot)["record"]["actions"] == []


def test_export_import_roundtrip():
    st_ = make_store()
    slot = st_.save(played_save("Trip", moves=12))
    filename, text = st_.export(slot)
    assert filename.startswith("galaxy-table-rftg-trip-") and filename.endswith(".json")
    other = make_store()
    new_slot = other.import_file(text)
    assert other.load(new_slot)["record"] == st_.load(slot)["record"]
    assert other.load(new_slot)["name"] == "Trip"
    # importing again never overwrites
    assert other.import_file(text) != new_slot


@pytest.mark.parametrize("text, message", [
    ("", "not valid JSON"),
    ("[1, 2", "not valid JSON"),
    ("[]", "JSON object"),
    ('{"format": "something/else"}', "not a Galaxy Table save"),
    (b"\xff\xfe", "UTF-8"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
])
def test_import_refuses_malformed(text, message):
    st_ = make_store()
    with pytest.raises(BadSave, match=message):
        st_.import_file(text)
    assert st_.backend.data == {}


def test_import_refuses_too_large():
    st_ = make_store()
    save = a_save()
    save["meta"] = {"pad": "x" * (S.MAX_SAVE_BYTES + 10)}
    with pytest.raises(BadSave, match="too large"):
        st_.import_file(json.dumps(save))
    assert st_.backend.data == {}


def test_import_never_evaluates(tmp_path):
    st_ = make_store()
    marker = tmp_path / "evaluated"
    code = f"__import__('pathlib').Path({str(marker)!r}).touch()"
    payload = played_save("__import__('os')", moves=3)
    payload["meta"] = {"code": code, "__reduce__": code}
    slot = st_.import_file(json.dumps(payload))
    st_.list()
    st_.load(slot)
    assert not marker.exists()


@settings(max_examples=150, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=10), inner, max_size=4), max_leaves=20))
def test_import_of_any_json_is_accepted_or_cleanly_refused(value):
    st_ = make_store()
    try:
        st_.import_file(json.dumps(value))
    except BadSave:
        assert st_.backend.data == {}


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=300))
def test_corrupt_backend_text_never_breaks_listing(raw):
    st_ = make_store({S.KEY_PREFIX + "x": raw})
    st_.save(a_save("good"))
    names = [s["name"] for s in st_.list()]
    assert "good" in names
    assert len(names) + len(st_.quarantined()) == 2
