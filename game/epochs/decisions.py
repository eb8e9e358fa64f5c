"""The registry of decision kinds: for each kind, how to list, check and apply its actions.

A decision is a tuple (kind, *params) in `state.decision`, always for one player (the game
is strictly sequential). Rule modules (turn.py, paying.py, epoch_end.py) call `register` for
their kinds: `legal` lists the actions, `check` returns a refusal in words or None, `apply`
performs an action already checked.
"""
from typing import Callable

from game.core.handler import Handler

HANDLERS = {}


def register(kind: str, legal: Callable, check: Callable, apply: Callable) -> None:
    """Declare the (legal, check, apply) set of one decision kind."""
    HANDLERS[kind] = Handler(legal, check, apply)


def is_int(x) -> bool:
    """A card id or number (not a bool)."""
    return type(x) is int


def plural(n: int, word: str) -> str:
    """plural(1, "card") -> "1 card"; plural(2, "card") -> "2 cards"."""
    return f"{n} {word}" + ("" if n == 1 else "s")
