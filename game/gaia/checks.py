"""The refusals every command shares: a condition that must hold, and a hex given by its label."""
from game.core.i18n import domain

from .build import Refused

_ = domain("gaia")


def need(cond, msg):
    """Refuse with `msg` (a sentence, marked for translation) unless `cond` holds."""
    if not cond:
        raise Refused(msg if not isinstance(msg, str) else _.msg(msg))


def hex_of(st, text):
    """The hex of a label like '5A4', or a refusal."""
    need(isinstance(text, str), "a hex is given as a label like 5A4")
    try:
        return st.map.parse(text)
    except ValueError as exc:
        raise Refused(str(exc)) from None
