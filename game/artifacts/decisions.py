"""The registry of actions: for each action word, how to list, check and apply it.

A decision is a tuple (player, kind, *data) in `state.dec`. `KINDS[kind]` names the action
words a player may answer it with (the turn's "main" decision allows every action of the seed
plus the free ones: artifacts, "Additionally" bonuses, paying to use a blockaded card). Each
word registers one small (legal, check, apply) set; `check` returns a sentence a player can
read, or None; `apply` runs only on a checked action.
"""
from typing import Callable

from game.core.handler import Handler
from game.core.i18n import N_, domain

_ = domain("artifacts")
WHAT = (N_("cards"), N_("ships"), N_("cards to discard"), N_("resource cards"))  # int_tuple's

ACTIONS: dict = {}
KINDS: dict = {}


def register(word: str, legal: Callable, check: Callable, apply: Callable) -> None:
    """Declare the (legal, check, apply) set of one action word."""
    ACTIONS[word] = Handler(legal, check, apply)


def kind(name: str, words: tuple) -> None:
    """Declare a decision kind and the action words that answer it, in listing order."""
    KINDS[name] = words


def plural(n: int, word: str) -> str:
    """plural(1, "card") -> "1 card", plural(2, "card") -> "2 cards"."""
    return f"{n} {word}" + ("" if n == 1 else "s")


def int_tuple(value, what: str = "cards"):
    """A reason if `value` is not a tuple of distinct ints, else None."""
    if not isinstance(value, tuple):
        return _("the {what} must be a list of card numbers", what=_(what))
    for c in value:
        if type(c) is not int:
            return _("the {what} must be card numbers, not {value}", what=_(what), value=repr(c))
    if len(set(value)) != len(value):
        return f"the same card is listed twice among the {what}"
    return None


def is_int(value) -> bool:
    """True for a plain int (not a bool)."""
    return type(value) is int
