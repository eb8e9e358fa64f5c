"""The registry of decision kinds: for each kind, how to list, check and apply its actions.

A decision is a tuple (kind, *params) stored in state.decision[player]. Phase modules call
`register` for their kinds. Kinds in HELD_KINDS are simultaneous secret choices: the action
is held privately in state.held until every player has chosen, then the phase resolves them.
"""
from typing import Callable

from game.core.handler import Handlers

from .words import a_good as said, count

HANDLERS = Handlers()
HELD_KINDS = set()


def register(kind: str, legal: Callable, check: Callable, apply: Callable,
             held: bool = False) -> None:
    """Declare the (legal, check, apply) set of one decision kind (`held`: a secret choice)."""
    HANDLERS.register(kind, legal, check, apply)
    if held:
        HELD_KINDS.add(kind)


def reveal(state, p, action):
    """Hold p's secret `action`. Once every decider has one, clear the decisions and return
    (held, decisions): both lists by player, None for players who did not choose; else None."""
    state.held[p] = action
    if not state._all_held():
        return None
    out = (state.held, state.decision)
    state.held = [None] * state.players
    state.decision = [None] * state.players
    return out


def card_tuple(value, what="cards"):
    """Validate a tuple of distinct card ids; returns an error text or None."""
    if not isinstance(value, tuple):
        return f"the {what} must be a list of card ids"
    for c in value:
        if not isinstance(c, int) or isinstance(c, bool):
            return f"the {what} must be card ids (integers), not {c!r}"
    if len(set(value)) != len(value):
        return f"the same card is listed twice among the {what}"
    return None


def plural(n: int, word: str) -> str:
    """The one count helper of the engine's texts: plural(1, "card") -> "1 card", else "2 cards"
    (in the player's language: words.count)."""
    return count(n, word)


def a_good(kind: int) -> str:
    """'a rare good', 'an alien good' (kind: cards.NOVELTY .. cards.ALIEN)."""
    return said(kind)
