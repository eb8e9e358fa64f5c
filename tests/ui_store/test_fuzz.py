"""Fuzzing the save store with real saves: whatever a file or a storage entry holds, import and
load either accept it or raise a ui.store.StoreError (never another exception), and whatever
import accepts replays with its engine.

The saves are random legal games of Race for the Galaxy and Gaia Project; each is mutated
thousands of times by a seeded random source (so a failure is reproducible: the message says
the case number): wrong types for every field, junk, reordered/duplicated/dropped actions,
truncated or damaged JSON text, deep nesting, huge numbers, unicode."""
import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.core.record import Record
from tests.ui_store.played import played_save
from ui import store as S
from ui.store import DictBackend, SaveStore, StoreError

GAMES = ["rftg", "gaia", "artifacts", "epochs"]
CASES = 1500  # per base save (each case a whole import and load)

BASES = {
    "rftg-2": lambda: played_save("Race two", "rftg", 2, seed=3, moves=40, policy_seed=2,
                                  status={"progress": "Round 2", "scores": [3, 1],
                                          "over": False}),
    "rftg-3": lambda: played_save("Race three", "rftg", 3, seed=9, moves=30, policy_seed=5),
    "gaia-2": lambda: played_save("Gaia two", "gaia", 2, seed=4, moves=30, policy_seed=7),
}


def _deep(depth, leaf=1):
    value = leaf
    for _ in range(depth):
        value = [value]
    return value


JUNK = [None, True, False, 0, -1, 1, 2 ** 63, 10 ** 40, -10 ** 40, 1.5, float("inf"),
        float("nan"), "", " ", "x" * 3000, "rftg", "gaia", "chess", "auto-rftg", "\u0000",
        "🚀\u202eevil\ufeff", "é" * 50, [], [1, 2], [[0, "x"]], {}, {"a": 1}, {"game": "rftg"},
        {"format": "galaxy-table/record"}, _deep(50), _deep(400), {"d": _deep(100)}]

FIELDS = ["format", "version", "id", "game", "name", "created", "updated", "record",
          "seats", "meta"]
RECORD_FIELDS = ["format", "version", "game", "players", "options", "seed", "actions"]


def _mutate_actions(rng, actions):
    if not actions:
        actions.append([0, rng.choice(JUNK)])
        return
    i, j = rng.randrange(len(actions)), rng.randrange(len(actions))
    op = rng.randrange(8)
    if op == 0:
        actions[i], actions[j] = actions[j], actions[i]
    elif op == 1:
        actions.insert(i, copy.deepcopy(actions[j]))
    elif op == 2:
        del actions[i]
    elif op == 3:
        actions[i] = rng.choice(JUNK)
    elif op == 4:
        actions[i] = [actions[i][0], rng.choice(JUNK)]
    elif op == 5:
        actions[i] = [rng.choice([-1, 1, 5, 2 ** 40, True, None, "0"]), actions[i][1]]
    elif op == 6:
        del actions[i:]
    else:
        rng.shuffle(actions)


def _mutate_dict(rng, save):
    """One structural change to a save dict (in place)."""
    op = rng.randrange(7)
    record = save.get("record")
    if op == 0:
        save[rng.choice(FIELDS)] = copy.deepcopy(rng.choice(JUNK))
    elif op == 1:
        save.pop(rng.choice(FIELDS), None)
    elif op == 2 and isinstance(record, dict):
        record[rng.choice(RECORD_FIELDS)] = copy.deepcopy(rng.choice(JUNK))
    elif op == 3 and isinstance(record, dict) and isinstance(record.get("actions"), list):
        _mutate_actions(rng, record["actions"])
    elif op == 4 and isinstance(save.get("seats"), list) and save["seats"]:
        seat = rng.choice(save["seats"])
        if isinstance(seat, dict):
            seat[rng.choice(["name", "kind", "level", "x"])] = copy.deepcopy(rng.choice(JUNK))
        else:
            save["seats"].append(copy.deepcopy(rng.choice(JUNK)))
    elif op == 5:
        meta = save.get("meta")
        if isinstance(meta, dict):
            meta["status"] = copy.deepcopy(rng.choice(JUNK + [
                {"progress": rng.choice(JUNK), "scores": rng.choice(JUNK),
                 "over": rng.choice(JUNK)}]))
    elif op == 6 and isinstance(record, dict) and isinstance(record.get("options"), dict):
        record["options"][rng.choice(["advanced", "first_game", "x", "expansion"])] = \
            copy.deepcopy(rng.choice(JUNK))


def _to_text(rng, save):
    text = json.dumps(save, allow_nan=True)
    op = rng.randrange(10)
    if op == 0 and text:
        return text[:rng.randrange(len(text))]
    if op == 1 and text:
        i = rng.randrange(len(text))
        return text[:i] + rng.choice(["{", "}", "[", "]", '"', ",", "\\", "\u0000", "🚀",
                                      "\ud800", "9" * 5000]) + text[i + 1:]
    if op == 2:
        return "[" * 3000 + text + "]" * 3000
    if op == 3:
        return text.encode("utf-8")
    if op == 4:
        return text.encode("utf-16")
    return text


def _case(base, rng):
    save = copy.deepcopy(base)
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        _mutate_dict(rng, save)
    return _to_text(rng, save)


def _make_store():
    return SaveStore(DictBackend(), known_games=GAMES)


def _check_import(text):
    store = _make_store()
    try:
        slot = store.import_file(text)
    except StoreError:
        assert store.backend.data == {}, "a refused import stored something"
        return False
    save = store.load(slot)
    Record.from_dict(save["record"]).replay()      # anything accepted replays without error
    return True


def _check_load(text):
    store = _make_store()
    raw = text.decode("utf-8", "replace") if isinstance(text, bytes) else text
    store.backend.data[S.KEY_PREFIX + "fuzz"] = raw
    try:
        save = store.load("fuzz")
    except StoreError:
        assert S.KEY_PREFIX + "fuzz" not in store.backend.data   # set aside, not dropped
        assert len(store.quarantined()) == 1
        return
    assert save["id"] == "fuzz"
    store.list()
    try:
        store.autosave(save)                       # a loaded save can be written back
    except StoreError:
        pass


@pytest.mark.parametrize("name", sorted(BASES))
def test_mutated_saves_are_accepted_or_cleanly_refused(name):
    base = BASES[name]()
    rng = random.Random(f"fuzz-{name}")
    accepted = 0
    for case in range(CASES):
        text = _case(base, rng)
        try:
            accepted += _check_import(text)
            _check_load(text)
        except StoreError:
            raise
        except Exception as exc:  # report which case, to reproduce it
            raise AssertionError(f"case {case} of {name}: {type(exc).__name__}: {exc}") from exc
    assert CASES // 20 < accepted < CASES // 2   # the mutations reach both outcomes


def test_untouched_bases_import():
    for make in BASES.values():
        assert _check_import(json.dumps(make()))


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_value_in_any_field(data):
    save = BASES["rftg-2"]()
    json_values = st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
        | st.text(max_size=30),
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner,
                                                                     max_size=3),
        max_leaves=10)
    where = data.draw(st.sampled_from(["top", "record"]))
    target = save if where == "top" else save["record"]
    field = data.draw(st.sampled_from(FIELDS if where == "top" else RECORD_FIELDS))
    target[field] = data.draw(json_values)
    _check_import(json.dumps(save))
    _check_load(json.dumps(save))
