"""The optional STUN/TURN servers a player may enter for games with friends (pure Python).
Off by default: the browsers then use only their own addresses (same network or same
machine) and contact no other host. One server per line:

    stun:stun.example.org:3478
    turn:turn.example.org:3478 alice s3cret        # a TURN server with its user and password

`parse` returns RTCPeerConnection's iceServers list, or raises IceError saying which line is
wrong. The device keeps the text under KEY in localStorage (ui/net/page_host.py)."""
from __future__ import annotations

import re

from game.core.i18n import N_, domain

_ = domain("app")

KEY = "galaxy-table/net/ice-servers"
MAX_LINES = 8
_URL = re.compile(r"^(stun|stuns|turn|turns):[A-Za-z0-9.\-\[\]:]{1,200}"
                  r"(\?transport=(udp|tcp))?$")


class IceError(ValueError):
    """A line that is not a server: str(error) says which and why."""


def parse(text: str) -> list[dict]:
    servers = []
    lines = [ln.strip() for ln in str(text or "").splitlines() if ln.strip()]
    if len(lines) > MAX_LINES:
        raise IceError(_("At most {n} servers.", n=MAX_LINES))
    for i, line in enumerate(lines, 1):
        parts = line.split()
        url = parts[0]
        if not _URL.match(url) or len(parts) not in (1, 3) or \
                (len(parts) == 3) != url.startswith("turn"):
            raise IceError(_("Line {n} is not a server: write stun:host:port, or turn:host:port "
                             "followed by the user name and password.", n=i))
        server: dict = {"urls": url}
        if len(parts) == 3:
            server["username"], server["credential"] = parts[1], parts[2]
        servers.append(server)
    return servers


WHAT_THEY_SEE = N_(
    "Only needed when the devices are on different networks. A STUN server you name here "
    "learns this device's public address each time a connection starts; a TURN server also "
    "passes the game's messages along (encrypted: it cannot read them) and sees how long and "
    "how much you play. With no server, nothing but the two browsers is contacted.")
