"""`Handler`: the (legal, check, apply) set of one decision kind or action word, the unit of
an engine's rules (see game/rftg/decisions.py). A game keeps its own registry of them.

    >>> h = Handler(legal=lambda s, p, d: [("pass",)], check=lambda s, p, d, a: None,
    ...             apply=lambda s, p, d, a: None)
    >>> h.legal(None, 0, ("main",))
    [('pass',)]
"""
from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class Handler:
    legal: Callable      # (state, player, decision) -> list of actions
    check: Callable      # (state, player, decision, action) -> reason str or None
    apply: Callable      # (state, player, decision, action) -> None (action already checked)
