"""ui/storage.py: the localStorage adapter, with a fake Storage object (CPython)."""
import pytest

from ui.storage import LocalStorageBackend
from ui.store import QuotaFull, SaveStore, StoreError


class JsNull:
    """Stands for Pyodide's jsnull (what getItem returns for a missing key)."""


class FakeStorage:
    def __init__(self, limit=10_000, error="QuotaExceededError: Failed to execute 'setItem'"):
        self.items = {}
        self.limit = limit
        self.error = error

    @property
    def length(self):
        return len(self.items)

    def key(self, i):
        return list(self.items)[i]

    def getItem(self, key):
        return self.items.get(key, JsNull())

    def setItem(self, key, value):
        if sum(len(v) for k, v in self.items.items() if k != key) + len(value) > self.limit:
            raise Exception(self.error)
        self.items[key] = value

    def removeItem(self, key):
        self.items.pop(key, None)


def test_missing_key_is_none_even_when_js_gives_jsnull():
    backend = LocalStorageBackend(FakeStorage())
    assert backend.get("nope") is None
    backend.set("a", "1")
    assert backend.get("a") == "1" and backend.keys() == ["a"]
    backend.remove("a")
    assert backend.keys() == []


def test_quota_exceeded_becomes_quota_full():
    backend = LocalStorageBackend(FakeStorage(limit=3))
    with pytest.raises(QuotaFull):
        backend.set("a", "1234")


def test_other_refusals_are_store_errors():
    backend = LocalStorageBackend(FakeStorage(limit=3, error="SecurityError: denied"))
    with pytest.raises(StoreError, match="refused"):
        backend.set("a", "1234")


def test_store_over_adapter_sets_corrupt_entries_aside():
    storage = FakeStorage()
    storage.items["galaxy-table/save/bad"] = "{"
    store = SaveStore(LocalStorageBackend(storage), known_games=["rftg"])
    assert store.list() == []
    assert len(store.quarantined()) == 1
