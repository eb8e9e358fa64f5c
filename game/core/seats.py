"""How every engine names a seat in its texts, and the one token the table kit replaces with
the seat's name: "Player 2" (in the current language; a stored message follows the language
of the log). Engines call `seat(p)`; the kit's `ui.table.gameui.seat_names` finds `token()`.
"""
from __future__ import annotations

from .i18n import Msg, catalog, domain

_ = domain("app")


def seat(p: int) -> Msg:
    """Seat p (counted from 0) as a message: "Player {p + 1}", rendered when shown."""
    return _.msg("Player {n}", n=p + 1)


def token() -> str:
    """The seat's words in the current language, the number as {n} ("{n}. játékos")."""
    return catalog("app").gettext("Player {n}")     # the text of seat(), unfilled
