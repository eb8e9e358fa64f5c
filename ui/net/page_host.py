"""The host's table of a game with friends (runs only in the browser): the kit's table plus
the friends' panel (ui/net/invite_view.py). Per friend seat: an invite link carrying a WebRTC
offer in its fragment (ui/net/rtc.py, never sent to a server), the friend's answer code
pasted back, then the referee (ui/net/referee.py) answers that seat's messages; after every
move each connected seat gets its new state. A seat whose friend is gone can get a new link
or be handed to the computer. The save is the host's as for any game: a reload resumes it
and offers new links."""
from __future__ import annotations

import asyncio
from typing import Any

import js

from game.core import registry
from game.core.i18n import domain
from ui import dom, routes

from . import invite_view as V
from .mail import allowed
from .mail_view import start_button
from .page_common import ice_servers, page_link, save_servers, servers_text, share
from .referee import Referee
from .rtc import Peer
from .sdp_code import CodeError
from ..table.page import TablePage
from ..table.gameui import GameUI

_ = domain("app")


class HostTable(TablePage):
    offers_lesson = False

    def __init__(self, container: Any, app: Any, save: dict, game: GameUI) -> None:
        self.ref: Referee | None = None
        self.peers: dict[int, Peer] = {}
        self.rows: dict[int, dict] = {}
        self.servers: dict[str, Any] = {"error": "", "saved": False}
        self.sent: dict[int, int] = {}          # seat -> the moves of the last state sent
        super().__init__(container, app, save, game)
        self.ref = Referee(self.session)
        for p in self.ref.friends():
            self.rows[p] = {"seat": p, "name": self.session.name(p), "state": "none"}
        self.panel = dom.h("div", {"class": "net-slot"})
        container.insertBefore(self.panel, self.root)
        dom.on(self.panel, "click", self.on_net_click)
        self.draw_panel()

    # --- drawing ------------------------------------------------------------------------------
    def draw_panel(self) -> None:
        levels = [(k, str(lv.label)) for k, lv in
                  registry.game(self.game.game_id).ai_levels().items()][:3]
        self.panel.innerHTML = V.host_panel(list(self.rows.values()), levels, servers_text(),
                                            self.servers["error"], self.servers["saved"]) + (
            start_button() if allowed(self.game.game_id) else "")   # correspondence
        for btn in self.panel.querySelectorAll(".net-share"):
            btn.hidden = not hasattr(js.navigator, "share")

    def render(self) -> None:
        super().render()
        self.broadcast()

    def broadcast(self) -> None:
        """Each connected seat's state, when the game moved since it was last sent."""
        if self.ref is None:
            return
        moves = self.session.moves()
        for p in self.ref.connected():
            if self.sent.get(p) != moves and p in self.peers:
                self.sent[p] = moves
                self.peers[p].send(self.ref.state(p))

    def _row(self, p: int, state: str, **extra: Any) -> None:
        self.rows[p] = {"seat": p, "name": self.session.name(p), "state": state, **extra}
        self.draw_panel()

    # --- clicks -------------------------------------------------------------------------------
    def on_net_click(self, event: Any) -> None:
        el = event.target.closest("[data-net]")
        if not el:
            return
        act, _sep, arg = str(el.getAttribute("data-net")).partition(":")
        if act == "invite":
            asyncio.ensure_future(self.invite(int(arg)))
        elif act == "connect":
            asyncio.ensure_future(self.connect(int(arg)))
        elif act in ("copy", "share"):
            share(self.panel, act, arg, self.app)
        elif act == "ice":
            error = save_servers(self.panel)
            self.servers = {"error": error, "saved": not error}
            self.draw_panel()
        elif act == "mail":
            from .page_mail import start_by_links  # lazy: only a game played by links
            start_by_links(self)
        elif act == "ai":
            seat, _sep, level = arg.partition(":")
            self.hand_to_ai(int(seat), level)

    async def invite(self, p: int) -> None:
        old = self.peers.pop(p, None)
        if old is not None:
            old.close()
        peer = Peer(ice_servers())
        self.peers[p] = peer
        peer.on_open = lambda: self.opened(p, peer)
        peer.on_message = lambda text: self.message(p, text)
        peer.on_close = lambda: self.closed(p, peer)
        self._row(p, "making")
        try:
            code = await peer.offer()
        except Exception as exc:     # the browser refused (no WebRTC): say so, keep the seat
            self._row(p, "none", error=_("No invite could be made: {reason}", reason=exc))
            return
        s = self.session
        link = page_link(routes.join_hash(s.game, p, s.record.players,
                                          str(s.save.get("id") or ""), code))
        from .qr import svg  # lazy: only when a link is shown
        self._row(p, "waiting", link=link,
                  qr=svg(link, label=_("QR code of the invite link for {name}",
                                       name=s.name(p))))

    async def connect(self, p: int) -> None:
        box = self.panel.querySelector(f"#net-answer-{p}")
        peer = self.peers.get(p)
        if not box or peer is None:
            return
        try:
            await peer.accept(str(box.value).strip())
        except CodeError as exc:
            self.rows[p]["error"] = str(exc)
            self.draw_panel()
        except (RuntimeError, ConnectionError):
            self._row(p, "closed", error=_("This invite is used up: make a new one."))

    def opened(self, p: int, peer: Peer) -> None:
        if self.peers.get(p) is not peer or self.ref is None:
            return
        self.ref.open(p)
        self.sent.pop(p, None)
        self._row(p, "open")

    def message(self, p: int, text: str) -> None:
        peer = self.peers.get(p)
        if self.ref is None or peer is None:
            return
        replies, moved = self.ref.handle(p, text)
        for reply in replies:
            peer.send(reply)
        if any(reply.startswith('{"t":"state"') for reply in replies):
            self.sent[p] = self.session.moves()
        if moved:
            self.effects({"render", "autosave", "ai"})

    def closed(self, p: int, peer: Peer) -> None:
        if self.peers.get(p) is not peer:
            return
        self.peers.pop(p, None)
        if self.ref is not None:
            self.ref.close(p)
        self._row(p, "closed")

    def hand_to_ai(self, p: int, level: str) -> None:
        """The computer plays seat p from now on (its friend is gone)."""
        s = self.session
        peer = self.peers.pop(p, None)
        if peer is not None:
            peer.close()
        if self.ref is not None:
            self.ref.close(p)
        s.seats[p] = {"name": s.name(p), "kind": "ai", "level": level}
        s.save["seats"] = s.seats
        self.rows.pop(p, None)
        self.draw_panel()
        self.effects({"render", "autosave", "ai"})
