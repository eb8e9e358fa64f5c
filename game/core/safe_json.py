"""The one guarded JSON parse for everything that enters the app from outside: a stored save,
an imported file, a backup, a settings entry, a message from another device.

`json.loads` recurses once per nesting level; under Pyodide a few thousand levels overflow the
browser's stack and kill the runtime (a RangeError, not a Python RecursionError). So the text's
size is checked first, then its nesting depth is measured without any recursion, in linear
time (strings are skipped, the brackets left are counted with C-level builtins), and only then
is it parsed. Anything over the limits raises `UnsafeJson` with a reason for the player.
"""
from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

from .i18n import domain

_ = domain("app")

MAX_DEPTH = 100            # a save is at most ~10 deep; a backup one level more
MAX_BYTES = 2_000_000      # the default size limit (a save's, ui/store.py MAX_SAVE_BYTES)

# a JSON string (unrolled loop: linear, no backtracking blow-up), and runs of non-brackets
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r'[^\[\]{}]+')
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class UnsafeJson(ValueError):
    """Text refused before or while parsing; str(error) is a reason for the player."""


def nesting_depth(text: str) -> int:
    """The deepest nesting of brackets outside JSON strings (0 for a scalar). Linear time,
    no recursion; an unterminated string counts its brackets too (the text is then refused by
    the parser anyway)."""
    skeleton = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if not skeleton:
        return 0
    return max(0, max(accumulate(map(_STEP.__getitem__, skeleton))))


def text_size(text: str | bytes) -> int:
    """Bytes of text as UTF-8 (lone surrogates counted as they would be written)."""
    if isinstance(text, bytes):
        return len(text)
    if text.isascii():
        return len(text)
    return len(text.encode("utf-8", "surrogatepass"))


def check(text: str, *, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> None:
    """Raise UnsafeJson if text is larger than max_bytes or nested deeper than max_depth."""
    if not isinstance(text, str):
        raise UnsafeJson(_("the data is not text"))
    size = text_size(text)
    if size > max_bytes:
        raise UnsafeJson(_("it is too large ({size} kB; the limit is {limit} kB)",
                           size=f"{size // 1000:,}", limit=f"{max_bytes // 1000:,}"))
    depth = nesting_depth(text)
    if depth > max_depth:
        raise UnsafeJson(_("it is nested too deeply ({depth} levels; the limit is {limit})",
                           depth=f"{depth:,}", limit=max_depth))


def loads(text: str | bytes, *, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """json.loads, after the size and depth checks; every failure is an UnsafeJson (a
    ValueError) with a reason for the player. Never raises RecursionError or MemoryError."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > max_bytes:
            raise UnsafeJson(_("it is too large ({size} kB; the limit is {limit} kB)",
                               size=f"{len(text) // 1000:,}", limit=f"{max_bytes // 1000:,}"))
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise UnsafeJson(_("it is not UTF-8 text")) from None
    check(text, max_bytes=max_bytes, max_depth=max_depth)
    try:
        return json.loads(text)
    except (ValueError, RecursionError, MemoryError) as exc:
        raise UnsafeJson(_("not valid JSON ({reason})", reason=_reason(exc))) from None


def _reason(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) <= 120 else text[:119] + "…"
