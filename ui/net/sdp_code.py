"""Short codes for WebRTC session descriptions: a browser's SDP offer or answer for a
data-channel-only RTCPeerConnection packed into a URL-safe code, and rebuilt from it.

    >>> code = encode(answer_sdp, "answer")    # about 100 characters for one host candidate
    >>> decode(code, expect="answer")
    ('answer', 'v=0\\r\\no=- 1 2 IN IP4 127.0.0.1\\r\\ns=-\\r\\nt=0 0\\r\\n...')

Only what ICE and DTLS need travels: the ICE user fragment and password, the DTLS certificate's
sha-256 fingerprint (as raw bytes), the DTLS setup role, the SCTP port and maximum message size
when they differ from Chromium's, the media id when it is not "0", and the candidates (type,
udp/tcp, address, port, related address and port, TCP type). The rebuilt SDP is one Chromium
accepts for setRemoteDescription; the fields it does not need (session id, the m= line's default
address, candidate foundations, extensions such as network-cost) are written with fixed values,
and candidate priorities are recomputed from the candidate's type and its rank among those of
its type in the original order of priority. docs/net.md ("Transport") has the byte layout and
the measured lengths.

A code is version byte 1, a flags byte, the fields, and a 16-bit check (of zlib.crc32), in
base64url without padding. Anything wrong with a code (not a code, cut, damaged, another
version, the other kind) raises `CodeError`, never another exception.
"""
from __future__ import annotations

from .sdp_bytes import from_text, pack, to_text, unpack
from .sdp_model import (DEFAULT_MAX_MESSAGE_SIZE, DEFAULT_MID, DEFAULT_SCTP_PORT, KINDS,
                        MAX_CANDIDATES, MAX_CODE_CHARS, SETUPS, TCP_TYPES, TYPES, VERSION,
                        Candidate, CodeError, Description, Kind)
from .sdp_text import build_sdp, parse_sdp

__all__ = ["encode", "decode", "parse_sdp", "build_sdp", "pack", "unpack", "Candidate",
           "CodeError", "Description", "Kind", "KINDS", "SETUPS", "TYPES", "TCP_TYPES",
           "VERSION", "DEFAULT_SCTP_PORT", "DEFAULT_MAX_MESSAGE_SIZE", "DEFAULT_MID",
           "MAX_CANDIDATES", "MAX_CODE_CHARS"]


def encode(sdp: str, kind: Kind) -> str:
    """The code of a browser's SDP offer or answer (raises CodeError if it cannot be packed)."""
    return to_text(pack(parse_sdp(sdp, kind)))


def decode(code: str, expect: Kind | None = None) -> tuple[Kind, str]:
    """(kind, SDP) of a code; with `expect`, a code of the other kind is refused too."""
    description = unpack(from_text(code))
    if expect is not None and description.kind != expect:
        raise CodeError("kind", f"This is {_article(description.kind)} code, but "
                                f"{_article(expect)} code is needed here.")
    return description.kind, build_sdp(description)


def _article(kind: str) -> str:
    return "an invite (offer)" if kind == "offer" else "an answer"
