"""What a correspondence table shows above the game (pure HTML strings, tested in CPython):
"Send my move" with the link to send (Copy and Share, as the invite's box in
ui/net/invite_view.py) when the other player decides next, else a line saying whose move it
is; and the host's "Play by links" button (ui/net/page_host.py) that starts one.

Controls carry `data-net` acts: "copy:mail-link", "share:mail-link" (ui/net/page_mail.py)
and "mail" (the host's table)."""
from __future__ import annotations

from game.core.i18n import domain

from ..table.html import tag, text
from .invite_view import _copy_box

_ = domain("app")


def link_due(kinds: list[str], deciders: list[int], over: bool, last: int | None) -> bool:
    """Is a link to send due? When the game goes on and only the other device's seats
    ("friend") decide, or it ended with a move made here (`last`: who made the last move)."""
    if over:
        return last is not None and kinds[last] != "friend"
    return bool(deciders) and all(kinds[p] == "friend" for p in deciders)


def mail_panel(others: str, link: str | None, over: bool = False) -> str:
    """The panel of a correspondence table: `others` the other player's names, `link` the
    link to send now (None: this device's move)."""
    if link:
        body = text("p", _("The game is over: send {names} the last move.", names=others)
                    if over else
                    _("Send this link to {names}: they open it, play, and send you the next "
                      "link.", names=others), cls="net-state")
        body += _copy_box("mail-link", _("Link with your move"), link)
        head = _("Send my move")
    else:
        body = text("p", _("Your move: then a link to send to {names} appears here.",
                           names=others), cls="net-state")
        head = _("Played by links")
    return tag("section", text("h2", head) + body,
               cls=f"panel net-panel mail-panel{' is-due' if link else ''}",
               aria_label=_("Played by links"), role="region")


def start_button() -> str:
    """The host's way to play by links instead of a connection."""
    return tag("section", text("p", _("Or play by links: each player sends the other a link "
                                      "with the game so far after their moves (no "
                                      "connection needed)."), cls="help") +
               text("button", _("Play by links"), type="button", cls="btn",
                    data_net="mail"), cls="panel net-panel mail-start")
