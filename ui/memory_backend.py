"""The save store's in-memory key-value backend (ui/store.py): what the CPython tests and the
tools use, and the page's fallback when localStorage is unavailable (ui/storage.py)."""
from __future__ import annotations

from typing import Optional

from .save_format import QuotaFull


class DictBackend:
    """In-memory backend (tests, and a fallback when localStorage is unavailable).

    `quota` (characters of keys + values) makes `set` raise QuotaFull like a full browser.
    """

    def __init__(self, data: Optional[dict] = None, quota: Optional[int] = None) -> None:
        self.data = dict(data or {})
        self.quota = quota

    def get(self, key: str) -> Optional[str]:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise QuotaFull("storage quota exceeded")
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list:
        return list(self.data)
