"""What a connection code holds (ui/net/sdp_code.py): the Description of a data channel's SDP
offer or answer, its candidates, the rules both ends hold it to (`check`), and CodeError.

The text side (SDP lines) is ui/net/sdp_text.py, the byte side (the packed code)
ui/net/sdp_bytes.py.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

Kind = Literal["offer", "answer"]

VERSION = 1
KINDS: tuple[Kind, ...] = ("offer", "answer")
SETUPS = ("actpass", "active", "passive")
TYPES = ("host", "srflx", "prflx", "relay")
TCP_TYPES = ("", "active", "passive", "so")
DEFAULT_SCTP_PORT = 5000
DEFAULT_MAX_MESSAGE_SIZE = 262144   # what Chromium writes (absent means 65536, RFC 8841)
DEFAULT_MID = "0"
MAX_CANDIDATES = 40                 # the highest-priority ones are kept
MAX_CODE_CHARS = 4096

# RFC 8839's ice-char (ALPHA / DIGIT / "+" / "/"), six bits each
ICE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
ICE_INDEX = {c: i for i, c in enumerate(ICE_CHARS)}
MDNS_NAME = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local")
HOST_NAME = re.compile(r"[A-Za-z0-9.\-_]{1,253}")
CODE_CHARS = re.compile(r"[A-Za-z0-9_-]*")
MID_CHARS = re.compile(r"[A-Za-z0-9_\-.+]{1,32}")


class CodeError(ValueError):
    """A code (or an SDP to encode) that cannot be used; str(error) says why in English and
    `reason` names the case for a translated message: "empty", "characters", "too-long",
    "incomplete", "damaged", "version", "kind" or "sdp" (an SDP that cannot be packed)."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class Candidate:
    """One ICE candidate of component 1: `type` in TYPES, `protocol` "udp" or "tcp",
    `tcptype` "" or "active"/"passive"/"so", `related` ("", 0) when absent."""
    type: str
    protocol: str
    address: str
    port: int
    tcptype: str = ""
    related: tuple[str, int] = ("", 0)
    priority: int = field(default=0, compare=False)   # the original's; not in a code

    def sdp_line(self, priority: int, foundation: str) -> str:
        """The a=candidate line (without "a=") with this priority and foundation."""
        text = (f"candidate:{foundation} 1 {self.protocol} {priority} {self.address} "
                f"{self.port} typ {self.type}")
        if self.related[0]:
            text += f" raddr {self.related[0]} rport {self.related[1]}"
        if self.tcptype:
            text += f" tcptype {self.tcptype}"
        return text


@dataclass(frozen=True)
class Description:
    """What a code holds: everything of an SDP that ICE and DTLS need."""
    kind: Kind
    ufrag: str
    pwd: str
    fingerprint: bytes               # sha-256, 32 bytes
    setup: str
    candidates: tuple[Candidate, ...] = ()
    sctp_port: int = DEFAULT_SCTP_PORT
    max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE
    mid: str = DEFAULT_MID


def shown(value: object) -> str:
    """A value for a message: its repr, cut at 60 characters."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def check(d: Description, reason: str) -> None:
    """The rules both ends hold a Description to (reason: "sdp" when encoding, "damaged"
    when decoding)."""
    def refuse(text: str) -> CodeError:
        return CodeError(reason, text)

    if d.setup not in SETUPS:
        raise refuse(f"Unknown DTLS setup role {shown(d.setup)}.")
    if (d.kind == "offer") != (d.setup == "actpass"):
        raise CodeError("kind", f"An {d.kind} cannot have the DTLS setup role {shown(d.setup)}: "
                                "the code is of the other kind.")
    for name, text, least in (("ice-ufrag", d.ufrag, 4), ("ice-pwd", d.pwd, 22)):
        if not least <= len(text) <= 255 or any(c not in ICE_INDEX for c in text):
            raise refuse(f"The {name} {shown(text)} is not {least} to 255 of A-Z a-z 0-9 + /.")
    if not MID_CHARS.fullmatch(d.mid):
        raise refuse(f"The media id {shown(d.mid)} is not 1 to 32 plain characters.")
    if not 1 <= d.sctp_port <= 65535:
        raise refuse(f"The SCTP port {d.sctp_port} is out of range.")
