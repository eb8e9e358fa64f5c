"""Actions as small immutable JSON-able values.

An action is a str, an int, a bool, None, or a tuple of actions (nested). Tuples become
JSON lists on the way out; `freeze` turns lists back into tuples on the way in, so a
record read from JSON compares equal to the actions the engine produced::

    >>> freeze(["develop", 12, [3, 4]])
    ('develop', 12, (3, 4))
    >>> action_text(('develop', 12, (3, 4)))
    'develop 12 (3 4)'
"""
from typing import Any

from .errors import IllegalAction

_SCALARS = (str, int, bool, type(None))


def is_action(value: object) -> bool:
    """True if `value` is a well-formed (frozen) action."""
    if isinstance(value, _SCALARS):
        return True
    if isinstance(value, tuple):
        return all(is_action(v) for v in value)
    return False


def freeze(value: object) -> Any:
    """Turn a JSON value (lists) into an action (tuples); refuse anything else."""
    if isinstance(value, list):
        return tuple(freeze(v) for v in value)
    if isinstance(value, tuple):
        return tuple(freeze(v) for v in value)
    if isinstance(value, _SCALARS):
        return value
    raise IllegalAction(f"malformed action value: {value!r}")


def thaw(action: Any) -> object:
    """Turn an action into plain JSON data (tuples become lists)."""
    if isinstance(action, tuple):
        return [thaw(v) for v in action]
    return action


def _nested_text(action: Any) -> str:
    if isinstance(action, tuple):
        return "(" + " ".join(_nested_text(a) for a in action) + ")"
    return str(action)


def action_text(action: Any) -> str:
    """A short readable text form of an action: top level unbracketed, inner tuples in ()."""
    if isinstance(action, tuple):
        return " ".join(_nested_text(a) for a in action)
    return str(action)
