"""The registry of actions: for each action word, how to list, check and apply it.

A decision is a tuple (player, kind, *data) in `state.dec`. `KINDS[kind]` names the action
words a player may answer it with (the turn's "main" decision allows every action of the seed
plus the free ones: artifacts, "Additionally" bonuses, paying to use a blockaded card). Each
word registers one small (legal, check, apply) set; `check` returns a sentence a player can
read, or None; `apply` runs only on a checked action.
"""
from game.core.handler import Handlers, is_int, plural  # noqa: F401 (the rules use them)
from game.core.i18n import N_, domain

_ = domain("artifacts")
WHAT = (N_("cards"), N_("ships"), N_("cards to discard"), N_("resource cards"))  # int_tuple's

ACTIONS = Handlers()
KINDS: dict = {}
register = ACTIONS.register        # register(word, legal, check, apply)


def kind(name: str, words: tuple) -> None:
    """Declare a decision kind and the action words that answer it, in listing order."""
    KINDS[name] = words


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

