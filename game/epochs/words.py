"""The epochs duel's words in the player's language (the `epochs` text domain).

`Words` is a table of marked English words that translates on lookup, so the card tables
(cards.RES_NAME, ...) keep their shape: `RES_NAME["E"]` is 'energy', or 'energie' in Czech.
`Later(fn, *args)` is a text computed only when it is shown (a log line keeps it as a
parameter of its Msg: a cost in words follows a change of language).

    >>> Words({"E": "energy"})["E"]
    'energy'
"""
from __future__ import annotations

from typing import Any, Callable

from game.core.i18n import domain
from game.core.seats import seat

_ = domain("epochs")


class Words(dict):
    """A dict of English words (marked with N_) whose lookups come out translated."""

    def __getitem__(self, key):
        return _(dict.__getitem__(self, key))

    def get(self, key, default=None):
        return self[key] if key in self else default


class Later:
    """A text made when it is shown: str(Later(fn, *args)) == fn(*args) in the language of
    that moment."""

    def __init__(self, fn: Callable[..., str], *args: Any):
        self.fn, self.args = fn, args

    def __str__(self) -> str:
        return self.fn(*self.args)

    def __repr__(self) -> str:
        return f"Later({self.fn.__name__}, {self.args!r})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Later) and (self.fn, self.args) == (other.fn, other.args)

    def __hash__(self) -> int:
        return hash((self.fn, self.args))


def player(p: int):
    """Seat p (0-based) as every engine names it ('Player 2', game/core/seats.py; a message
    rendered when shown); tables put the seat's name in its place."""
    return seat(p)
