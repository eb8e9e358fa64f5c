"""The refusals every command shares: a condition that must hold, an action's form, and a hex
given by its label."""
from game.core.i18n import domain

from .build import Refused

_ = domain("gaia")


def need(cond, msg):
    """Refuse with `msg` (a sentence, marked for translation) unless `cond` holds."""
    if not cond:
        raise Refused(msg if not isinstance(msg, str) else _.msg(msg))


def form(cond, detail):
    """Refuse an action that is not of the expected form (a table never sends one): the
    refusal says so in words, `detail` (English, for developers) inside."""
    if not cond:
        raise Refused(_.msg("malformed or impossible action: {error}", error=detail))


def hex_of(st, text):
    """The hex of a label like '5A4', or a refusal."""
    form(isinstance(text, str), "a hex is given as a label like 5A4")
    try:
        return st.map.parse(text)
    except ValueError as exc:
        raise Refused(_.msg("malformed or impossible action: {error}", error=str(exc))) from None
