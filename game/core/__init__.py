"""The game-agnostic core: protocol, actions, seeded RNG, records and replay.

Typical use::

    >>> from game.core import registry, record
    >>> state = registry.new_game("rftg", players=2, options={}, seed=7)  # doctest: +SKIP
    >>> p = state.deciders()[0]                                           # doctest: +SKIP
    >>> state.apply(p, state.legal_actions(p)[0])                         # doctest: +SKIP

The names below (`from game.core import Rng, GameState, ...`) are imported on first use
(PEP 562): the page's lobby needs only the catalogue and the translations, and importing the
protocol, agents and records (their dataclasses are built at import) cost it ~20 ms of its
start (measured in Pyodide under Node.js).
"""
import importlib
from typing import Any

_EXPORTS = {
    "IllegalAction": "errors", "BadRecord": "errors",
    "freeze": "actions", "thaw": "actions", "action_text": "actions", "is_action": "actions",
    "Rng": "rng",
    "GameInfo": "protocol", "GameState": "protocol", "Decision": "protocol", "Choice": "protocol",
    "OptionSpec": "protocol",
    "Agent": "agents", "Level": "agents",
    "Record": "record",
}

__all__ = list(_EXPORTS)


def __getattr__(name: str) -> Any:
    """An exported name (from its module) or a submodule (`game.core.record`), on first use."""
    module = _EXPORTS.get(name)
    if module is not None:
        value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    else:
        try:
            value = importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{name}":
                raise
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    globals()[name] = value
    return value


def __dir__() -> list:
    return sorted(set(globals()) | set(_EXPORTS))
