"""A correspondence table (runs only in the browser): the kit's table plus the panel of
ui/net/mail_view.py. After this device's moves (and the computer's), when the other device's
seat decides next, the panel shows the link with the game so far (ui/net/mail.py) to copy or
share. `start_by_links` turns a host's table with a friend's seat into one."""
from __future__ import annotations

from typing import Any

import js

from ui import dom, games, routes

from . import mail_view as MV
from .mail import MailError, mail_meta, new_game_id, pack
from .page_common import page_link, share
from ..table.gameui import GameUI
from ..table.page import TablePage


class MailTable(TablePage):
    offers_lesson = False

    def __init__(self, container: Any, app: Any, save: dict, game: GameUI) -> None:
        self.panel: Any = None
        self.shown = ""
        super().__init__(container, app, save, game)
        self.panel = dom.h("div", {"class": "net-slot"})
        container.insertBefore(self.panel, self.root)
        dom.on(self.panel, "click", self.on_net_click)
        self.draw_panel()

    def render(self) -> None:
        super().render()
        self.draw_panel()

    def draw_panel(self) -> None:
        if self.panel is None:
            return
        s = self.session
        kinds = [seat.get("kind") for seat in s.seats]
        over = s.is_over()
        last = s.record.actions[-1][0] if s.record.actions else None
        link = None
        if self.thinking is None and not self.ai_running and \
                MV.link_due(kinds, [] if over else s.deciders(), over, last):
            try:
                link = page_link(routes.mail_hash(s.game, pack(s.save)))
            except MailError as exc:        # a damaged meta.mail: say why, keep playing
                self.app.notify(str(exc), "error")
        others = ", ".join(s.name(p) for p, k in enumerate(kinds) if k == "friend")
        html = MV.mail_panel(others, link, over)
        if html != self.shown:
            self.shown = html
            self.panel.innerHTML = html
            for btn in self.panel.querySelectorAll(".net-share"):
                btn.hidden = not hasattr(js.navigator, "share")

    def on_net_click(self, event: Any) -> None:
        el = event.target.closest("[data-net]")
        if not el:
            return
        act, _sep, arg = str(el.getAttribute("data-net")).partition(":")
        if act in ("copy", "share"):
            share(self.panel, act, arg, self.app)


def start_by_links(table: Any) -> None:
    """Turn a host's table (ui/net/page_host.py HostTable) into a correspondence game: its
    first human seat is this device's, the friends' seats the other device's; the invites
    are closed and the table mounted again, showing the first link when it is due."""
    s = table.session
    if mail_meta(s.save) is not None:
        return
    for peer in list(table.peers.values()):
        peer.close()
    table.peers.clear()
    humans = s.humans()
    mine = humans[0] if humans else 0
    for p, seat in enumerate(s.seats):
        if p != mine and seat.get("kind") == "human":
            seat["kind"] = "friend"         # one seat per device: the others play elsewhere
    s.save["seats"] = s.seats
    s.save.setdefault("meta", {})["mail"] = {"game_id": new_game_id(), "seat": mine}
    s.save.pop("net", None)
    table.ref = None
    if table.app.autosave(s.save):
        table.app.play(games.entry(s.game), s.save, replace=True)
