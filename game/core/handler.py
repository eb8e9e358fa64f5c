"""The pieces of a handler-based engine (see game/rftg/decisions.py): `Handler`, the (legal,
check, apply) set of one decision kind or action word; `Handlers`, a game's registry of them;
`refusal`, the checks every such engine makes before its rule for the decision; and the small
helpers its rules share.

    >>> h = Handler(legal=lambda s, p, d: [("pass",)], check=lambda s, p, d, a: None,
    ...             apply=lambda s, p, d, a: None)
    >>> h.legal(None, 0, ("main",))
    [('pass',)]
    >>> plural(1, "card"), plural(3, "card")
    ('1 card', '3 cards')
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Optional

from .actions import freeze
from .errors import IllegalAction
from .i18n import domain

if TYPE_CHECKING:
    from .protocol import GameState

_ = domain("app")


@dataclass(frozen=True)
class Handler:
    legal: Callable      # (state, player, decision) -> list of actions
    check: Callable      # (state, player, decision, action) -> reason str or None
    apply: Callable      # (state, player, decision, action) -> None (action already checked)


class Handlers(dict):
    """A game's registry: decision kind (or action word) -> Handler."""

    def register(self, key: str, legal: Callable, check: Callable, apply: Callable) -> None:
        """Declare the (legal, check, apply) set of one decision kind or action word."""
        self[key] = Handler(legal, check, apply)


def refusal(state: GameState, player: object, action: object,
            check: Callable[[tuple], Optional[str]]) -> Optional[str]:
    """Why `action` is refused for `player` now, or None: the checks a handler-based engine's
    `explain_illegal` shares, in order (the game is over; no such seat; nothing to decide; a
    JSON list frozen into an action; an action is a tuple starting with a word), then
    `check(action)`, the game's rule for the decision under way, whose TypeError, ValueError,
    IndexError or KeyError on an odd action is refused as not well-formed."""
    if state.is_over():
        return _("the game is over")
    if type(player) is not int or not 0 <= player < state.players:
        return _("there is no player {player}", player=repr(player))
    if not state.may_decide(player):
        return _("player {player} has nothing to decide now", player=player)
    if isinstance(action, list):
        try:
            action = freeze(action)
        except IllegalAction as exc:
            return exc.reason
    if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
        return _("{action} is not a move: a move is a list starting with a word",
                 action=repr(action))
    try:
        return check(action)
    except (TypeError, ValueError, IndexError, KeyError):
        return _("{action} is not a well-formed move for this decision", action=repr(action))


def is_int(value: object) -> bool:
    """True for a plain int (a card id or a number), not a bool."""
    return type(value) is int


def plural(n: int, word: str) -> str:
    """An English count for the engines' untranslated texts: plural(2, "card") -> "2 cards"."""
    return f"{n} {word}" + ("" if n == 1 else "s")
