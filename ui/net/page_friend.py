"""A friend's table of a game the host holds (runs only in the browser): the kit's table on
a RemoteSession (ui/net/remote.py) plus a panel with the connection's state. Opened from an
invite link, the page answers the host's WebRTC offer (ui/net/rtc.py) and shows the answer
code to send back; once the channel opens it says hello, and every state from the host
redraws the table and is kept in this device's save. Opened from the lobby (no invite), it
shows the game as last seen and asks for a new link."""
from __future__ import annotations

import asyncio
from typing import Any

from game.core.i18n import domain, language
from ui import dom

from . import invite_view as V
from .page_common import ice_servers, save_servers, servers_text, share
from .remote import RemoteSession
from .rtc import Peer
from .sdp_code import CodeError
from ..table.gameui import GameUI
from ..table.html import text
from ..table.page import TablePage

_ = domain("app")


class FriendTable(TablePage):
    offers_lesson = False

    def __init__(self, container: Any, app: Any, save: dict, game: GameUI) -> None:
        self.peer: Peer | None = None
        self.net = {"state": "none", "answer": "", "error": ""}
        self.servers: dict[str, Any] = {"error": "", "saved": False}
        self.remote = RemoteSession(save, self.send)
        super().__init__(container, app, save, game, session=self.remote)
        self.panel = dom.h("div", {"class": "net-slot"})
        container.insertBefore(self.panel, self.root)
        dom.on(self.panel, "click", self.on_net_click)
        self.draw_panel()
        offer = getattr(app, "net_offer", None)
        if offer and offer[0] == save.get("id"):
            app.net_offer = None
            asyncio.ensure_future(self.answer_offer(offer[1]))

    def render(self) -> None:
        if self.remote.last is None:       # nothing from the host yet: no table to draw
            self.main.innerHTML = text("p", _("The table appears once the host's page is "
                                              "connected."), cls="panel help net-wait")
            self.root.setAttribute("data-actions", "0")
            return
        super().render()

    def draw_panel(self) -> None:
        self.panel.innerHTML = V.friend_panel(self.net["state"], self.net["answer"],
                                              self.net["error"], servers_text(),
                                              self.servers["error"], self.servers["saved"])

    def _state(self, state: str, **extra: str) -> None:
        self.net.update(state=state, **extra)
        self.draw_panel()

    def on_net_click(self, event: Any) -> None:
        el = event.target.closest("[data-net]")
        if el:
            act, _sep, arg = str(el.getAttribute("data-net")).partition(":")
            if act in ("copy", "share"):
                share(self.panel, act, arg, self.app)
            elif act == "ice":
                error = save_servers(self.panel)
                self.servers = {"error": error, "saved": not error}
                self.draw_panel()

    async def answer_offer(self, code: str) -> None:
        peer = Peer(ice_servers())
        self.peer = peer
        peer.on_open = lambda: self.opened(peer)
        peer.on_message = self.message
        peer.on_close = lambda: self.closed(peer)
        self._state("making", error="")
        try:
            self._state("waiting", answer=await peer.answer(code))
        except CodeError as exc:
            self._state("none", error=str(exc))
        except Exception as exc:         # the browser refused (no WebRTC here)
            self._state("none", error=_("This page cannot connect: {reason}", reason=exc))

    def opened(self, peer: Peer) -> None:
        if peer is self.peer:
            self._state("open", answer="", error="")
            self.remote.hello(language())

    def closed(self, peer: Peer) -> None:
        if peer is self.peer:
            self.peer = None
            self._state("closed")

    def send(self, text_: str) -> None:
        if self.peer is not None and self.peer.state == "open":
            self.peer.send(text_)

    def message(self, text_: str) -> None:
        if self.remote.receive(text_):
            self.ctl.reason = self.remote.refusal
            self.effects({"render", "autosave"})
