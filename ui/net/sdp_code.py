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

import base64
import binascii
import ipaddress
import re
import uuid
import zlib
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

# flags byte
_ANSWER = 0x01
_SETUP_SHIFT = 1                    # two bits: index in SETUPS
_SCTP_PORT = 0x08
_MAX_MESSAGE = 0x10
_MID = 0x20
_KNOWN_FLAGS = 0x3F

# candidate header byte: type (2 bits), tcp (1), tcp type (2), address form (2), related (1)
_TCP = 0x04
_TCPTYPE_SHIFT = 3
_FORM_SHIFT = 5
_RELATED = 0x80
_IPV4, _IPV6, _MDNS, _NAME = range(4)

# RFC 8839's ice-char (ALPHA / DIGIT / "+" / "/"), six bits each
_ICE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_ICE_INDEX = {c: i for i, c in enumerate(_ICE_CHARS)}
_MDNS_NAME = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local")
_HOST_NAME = re.compile(r"[A-Za-z0-9.\-_]{1,253}")
_CODE_CHARS = re.compile(r"[A-Za-z0-9_-]*")
_MID_CHARS = re.compile(r"[A-Za-z0-9_\-.+]{1,32}")

# priority = type preference << 24 | local preference << 8 | (256 - component), RFC 8445
_TYPE_PREFERENCE = {("host", "udp"): 126, ("prflx", "udp"): 110, ("srflx", "udp"): 100,
                    ("host", "tcp"): 90, ("prflx", "tcp"): 80, ("srflx", "tcp"): 65,
                    ("relay", "udp"): 2, ("relay", "tcp"): 1}


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


# --- the public API -------------------------------------------------------------------------

def encode(sdp: str, kind: Kind) -> str:
    """The code of a browser's SDP offer or answer (raises CodeError if it cannot be packed)."""
    return _to_text(pack(parse_sdp(sdp, kind)))


def decode(code: str, expect: Kind | None = None) -> tuple[Kind, str]:
    """(kind, SDP) of a code; with `expect`, a code of the other kind is refused too."""
    description = unpack(_from_text(code))
    if expect is not None and description.kind != expect:
        raise CodeError("kind", f"This is {_article(description.kind)} code, but "
                                f"{_article(expect)} code is needed here.")
    return description.kind, build_sdp(description)


def _article(kind: str) -> str:
    return "an invite (offer)" if kind == "offer" else "an answer"


# --- SDP text -------------------------------------------------------------------------------

def parse_sdp(sdp: str, kind: Kind) -> Description:
    """The Description of an SDP with one data channel m= section (CodeError if there is
    none, another m= section, or a missing ICE or DTLS field)."""
    if kind not in KINDS:
        raise CodeError("kind", f"The kind must be 'offer' or 'answer', not {_shown(kind)}.")
    if not isinstance(sdp, str):
        raise CodeError("sdp", "The description is not text.")
    session: dict[str, str] = {}
    media: dict[str, str] = {}
    fingerprints: tuple[list[str], list[str]] = ([], [])     # the session's, the media's
    candidates: list[Candidate] = []
    sections = 0
    for line in sdp.splitlines():
        line = line.strip()
        if line.startswith("m="):
            sections += 1
            if sections > 1 or not line.startswith("m=application ") \
                    or "webrtc-datachannel" not in line.split()[3:]:
                raise CodeError("sdp", "Only a description with one data channel section "
                                       f"can be packed, not one with {_shown(line)}.")
            continue
        if not line.startswith("a="):
            continue
        name, _, value = line[2:].partition(":")
        if name == "candidate" and sections:
            found = _parse_candidate(value)
            if found is not None:
                candidates.append(found)
        elif name == "fingerprint":
            fingerprints[min(sections, 1)].append(value)
        else:
            (media if sections else session).setdefault(name, value)
    if sections == 0:
        raise CodeError("sdp", "The description has no data channel section.")

    def attribute(name: str) -> str:
        value = media.get(name, session.get(name))
        if value is None:
            raise CodeError("sdp", f"The description has no a={name} line.")
        return value.strip()

    setup = attribute("setup")
    candidates.sort(key=lambda c: -c.priority)
    description = Description(
        kind=kind, ufrag=attribute("ice-ufrag"), pwd=attribute("ice-pwd"),
        fingerprint=_parse_fingerprint(fingerprints[1] + fingerprints[0]), setup=setup,
        candidates=tuple(candidates[:MAX_CANDIDATES]),
        sctp_port=_number(media.get("sctp-port", str(DEFAULT_SCTP_PORT)), 65535, "sctp-port"),
        max_message_size=_number(media.get("max-message-size", "65536"), 2 ** 53,
                                 "max-message-size"),
        mid=media.get("mid", DEFAULT_MID).strip())
    _check(description, "sdp")
    return description


def _shown(value: object) -> str:
    """A value for a message: its repr, cut at 60 characters."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _digits(text: str) -> bool:
    """1 to 20 of 0-9 (str.isdigit also takes other scripts' digits, which int() may refuse,
    and int() refuses over 4,300 digits)."""
    return len(text) <= 20 and text.isascii() and text.isdigit()


def _number(text: str, most: int, name: str) -> int:
    text = text.strip()
    if not _digits(text) or int(text) > most:
        raise CodeError("sdp", f"The a={name} value {_shown(text)} is not a number up to {most}.")
    return int(text)


def _parse_fingerprint(values: list[str]) -> bytes:
    for value in values:
        algorithm, _, digest = value.strip().partition(" ")
        if algorithm.lower() == "sha-256":
            try:
                raw = bytes.fromhex(digest.strip().replace(":", ""))
            except ValueError:
                raw = b""
            if len(raw) != 32:
                raise CodeError("sdp", f"The sha-256 fingerprint {_shown(digest)} is not 32 bytes.")
            return raw
    raise CodeError("sdp", "The description has no sha-256 DTLS fingerprint.")


def _parse_candidate(value: str) -> Candidate | None:
    """A candidate of component 1 over udp or tcp; None for another one, or one whose address
    a code cannot hold (such candidates are left out of codes)."""
    parts = value.split()
    if len(parts) < 8 or parts[6] != "typ":
        raise CodeError("sdp", f"Unreadable candidate: {_shown(value)}.")
    protocol, kind = parts[2].lower(), parts[7]
    if parts[1] != "1" or protocol not in ("udp", "tcp") or kind not in TYPES:
        return None
    extra = dict(zip(parts[8::2], parts[9::2]))
    tcptype = extra.get("tcptype", "") if protocol == "tcp" else ""
    if tcptype not in TCP_TYPES or not _digits(parts[3]) or not _digits(parts[5]) \
            or int(parts[5]) > 65535:
        raise CodeError("sdp", f"Unreadable candidate: {_shown(value)}.")
    related = ("", 0)
    if "raddr" in extra and kind != "host":
        port = extra.get("rport", "0")
        if not _digits(port) or int(port) > 65535:
            raise CodeError("sdp", f"Unreadable candidate: {_shown(value)}.")
        related = (extra["raddr"], int(port))
    candidate = Candidate(type=kind, protocol=protocol, address=parts[4], port=int(parts[5]),
                          tcptype=tcptype, related=related, priority=int(parts[3]))
    try:
        _pack_candidate(candidate)
    except CodeError:
        return None     # an address no code can hold (a scoped IPv6 one): ICE does without
    return candidate


def build_sdp(d: Description) -> str:
    """The SDP of a Description, for setRemoteDescription."""
    lines = ["v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", f"a=group:BUNDLE {d.mid}",
             "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0"]
    ranked: list[tuple[int, Candidate]] = []
    seen: dict[tuple[str, str], int] = {}
    for candidate in d.candidates:      # the code's order is their order of priority
        key = (candidate.type, candidate.protocol)
        rank = seen[key] = seen.get(key, -1) + 1
        ranked.append(((_TYPE_PREFERENCE[key] << 24) | ((65535 - rank) << 8) | 255, candidate))
    ranked.sort(key=lambda pair: -pair[0])
    for n, (priority, candidate) in enumerate(ranked):
        lines.append("a=" + candidate.sdp_line(priority, str(n + 1)))
    fingerprint = ":".join(f"{b:02X}" for b in d.fingerprint)
    lines += [f"a=ice-ufrag:{d.ufrag}", f"a=ice-pwd:{d.pwd}", "a=ice-options:trickle",
              f"a=fingerprint:sha-256 {fingerprint}", f"a=setup:{d.setup}", f"a=mid:{d.mid}",
              f"a=sctp-port:{d.sctp_port}", f"a=max-message-size:{d.max_message_size}"]
    return "\r\n".join(lines) + "\r\n"


def _check(d: Description, reason: str) -> None:
    """The rules both ends hold a Description to (reason: "sdp" when encoding, "damaged"
    when decoding)."""
    def refuse(text: str) -> CodeError:
        return CodeError(reason, text)

    if d.setup not in SETUPS:
        raise refuse(f"Unknown DTLS setup role {_shown(d.setup)}.")
    if (d.kind == "offer") != (d.setup == "actpass"):
        raise CodeError("kind", f"An {d.kind} cannot have the DTLS setup role {_shown(d.setup)}: "
                                "the code is of the other kind.")
    for name, text, least in (("ice-ufrag", d.ufrag, 4), ("ice-pwd", d.pwd, 22)):
        if not least <= len(text) <= 255 or any(c not in _ICE_INDEX for c in text):
            raise refuse(f"The {name} {_shown(text)} is not {least} to 255 of A-Z a-z 0-9 + /.")
    if not _MID_CHARS.fullmatch(d.mid):
        raise refuse(f"The media id {_shown(d.mid)} is not 1 to 32 plain characters.")
    if not 1 <= d.sctp_port <= 65535:
        raise refuse(f"The SCTP port {d.sctp_port} is out of range.")


# --- bytes ----------------------------------------------------------------------------------

def pack(d: Description) -> bytes:
    """The code's bytes (before base64url) of a Description."""
    out = bytearray([VERSION])
    flags = (_ANSWER if d.kind == "answer" else 0) | SETUPS.index(d.setup) << _SETUP_SHIFT
    optional = bytearray()
    if d.sctp_port != DEFAULT_SCTP_PORT:
        flags |= _SCTP_PORT
        optional += d.sctp_port.to_bytes(2, "big")
    if d.max_message_size != DEFAULT_MAX_MESSAGE_SIZE:
        flags |= _MAX_MESSAGE
        optional += _varint(d.max_message_size)
    if d.mid != DEFAULT_MID:
        flags |= _MID
        optional += _short_text(d.mid)
    out.append(flags)
    out += _pack_ice(d.ufrag) + _pack_ice(d.pwd) + d.fingerprint + optional
    out.append(len(d.candidates))
    for candidate in d.candidates:
        out += _pack_candidate(candidate)
    return bytes(out) + _check_bytes(out)


def unpack(data: bytes) -> Description:
    """The Description of a code's bytes (CodeError for anything that is not one)."""
    if len(data) < 4:
        raise CodeError("incomplete", "The code is too short: it was probably cut when "
                                      "copied. Copy all of it again.")
    if data[0] != VERSION:
        if data[0] > VERSION and data[0] < 16:
            raise CodeError("version", f"This code was made by a newer version of the app "
                                       f"(code version {data[0]}, this app reads version "
                                       f"{VERSION}): reload both pages.")
        raise CodeError("damaged", "This is not a connection code of this app.")
    body, check = data[:-2], data[-2:]
    damaged = CodeError("damaged", "The code is damaged (its check does not match): copy all "
                                   "of it again.")
    try:
        description = _unpack_fields(body)
    except CodeError as error:  # cut short says so; other damage, the check; else the error
        if error.reason != "incomplete" and _check_bytes(body) != check:
            raise damaged from None
        raise
    if _check_bytes(body) != check:
        raise damaged
    return description


def _unpack_fields(data: bytes) -> Description:
    reader = _Reader(data, 1)
    flags = reader.byte()
    if flags & ~_KNOWN_FLAGS or (flags >> _SETUP_SHIFT) & 3 == 3:
        raise CodeError("damaged", "The code holds unknown settings.")
    kind: Kind = "answer" if flags & _ANSWER else "offer"
    ufrag, pwd = reader.ice(), reader.ice()
    fingerprint = reader.take(32)
    sctp_port = int.from_bytes(reader.take(2), "big") if flags & _SCTP_PORT \
        else DEFAULT_SCTP_PORT
    max_message = reader.varint() if flags & _MAX_MESSAGE else DEFAULT_MAX_MESSAGE_SIZE
    mid = reader.short_text() if flags & _MID else DEFAULT_MID
    count = reader.byte()
    if count > MAX_CANDIDATES:
        raise CodeError("damaged", f"The code lists {count} candidates (at most "
                                   f"{MAX_CANDIDATES}).")
    candidates = tuple(reader.candidate() for _ in range(count))
    if reader.left():
        raise CodeError("damaged", "The code has unexpected bytes at its end.")
    description = Description(kind=kind, ufrag=ufrag, pwd=pwd, fingerprint=fingerprint,
                              setup=SETUPS[(flags >> _SETUP_SHIFT) & 3],
                              candidates=candidates, sctp_port=sctp_port,
                              max_message_size=max_message, mid=mid)
    _check(description, "damaged")
    return description


def _check_bytes(data: bytes | bytearray) -> bytes:
    return (zlib.crc32(data) & 0xFFFF).to_bytes(2, "big")


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        low, value = value & 0x7F, value >> 7
        out.append(low | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _short_text(text: str) -> bytes:
    raw = text.encode()
    if len(raw) > 255:
        raise CodeError("sdp", f"{text[:40]!r}... is too long to pack.")
    return bytes([len(raw)]) + raw


def _pack_ice(text: str) -> bytes:
    """An ice-char string: its length, then six bits a character."""
    value = 0
    for char in text:
        value = value << 6 | _ICE_INDEX[char]
    bits = 6 * len(text)
    size = (bits + 7) // 8
    return bytes([len(text)]) + (value << (8 * size - bits)).to_bytes(size, "big")


def _pack_address(text: str) -> tuple[int, bytes]:
    """(address form, bytes) of a candidate's address."""
    if _MDNS_NAME.fullmatch(text):
        return _MDNS, uuid.UUID(text[:-len(".local")]).bytes
    if "%" not in text:
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            pass
        else:
            return (_IPV4 if address.version == 4 else _IPV6), address.packed
    if not _HOST_NAME.fullmatch(text):
        raise CodeError("sdp", f"The candidate address {_shown(text)} cannot be packed.")
    return _NAME, _short_text(text)


def _pack_candidate(c: Candidate) -> bytes:
    form, address = _pack_address(c.address)
    header = TYPES.index(c.type) | TCP_TYPES.index(c.tcptype) << _TCPTYPE_SHIFT \
        | form << _FORM_SHIFT | (_TCP if c.protocol == "tcp" else 0) \
        | (_RELATED if c.related[0] else 0)
    out = bytes([header]) + address + c.port.to_bytes(2, "big")
    if c.related[0]:
        form, address = _pack_address(c.related[0])
        out += bytes([form]) + address + c.related[1].to_bytes(2, "big")
    return out


class _Reader:
    """Reads a code's bytes from `at`; running out raises CodeError("incomplete")."""

    def __init__(self, data: bytes, at: int) -> None:
        self.data, self.at = data, at

    def take(self, n: int) -> bytes:
        if self.at + n > len(self.data):
            raise CodeError("incomplete", "The code is incomplete: it was probably cut when "
                                          "copied. Copy all of it again.")
        chunk = self.data[self.at:self.at + n]
        self.at += n
        return chunk

    def byte(self) -> int:
        return self.take(1)[0]

    def left(self) -> int:
        return len(self.data) - self.at

    def varint(self) -> int:
        value = 0
        for shift in range(0, 63, 7):
            b = self.byte()
            value |= (b & 0x7F) << shift
            if not b & 0x80:
                return value
        raise CodeError("damaged", "The code holds a number that is too long.")

    def short_text(self) -> str:
        raw = self.take(self.byte())
        try:
            return raw.decode()
        except UnicodeDecodeError:
            raise CodeError("damaged", "The code holds unreadable text.") from None

    def ice(self) -> str:
        n = self.byte()
        bits = 6 * n
        size = (bits + 7) // 8
        value = int.from_bytes(self.take(size), "big")
        spare = 8 * size - bits
        if value & ((1 << spare) - 1):
            raise CodeError("damaged", "The code holds an unreadable ICE credential.")
        value >>= spare
        return "".join(_ICE_CHARS[(value >> (6 * i)) & 63] for i in reversed(range(n)))

    def address(self, form: int) -> str:
        if form == _IPV4:
            return str(ipaddress.IPv4Address(self.take(4)))
        if form == _IPV6:
            return str(ipaddress.IPv6Address(self.take(16)))
        if form == _MDNS:
            return f"{uuid.UUID(bytes=self.take(16))}.local"
        name = self.short_text()
        if not _HOST_NAME.fullmatch(name):
            raise CodeError("damaged", "The code holds an unreadable address.")
        return name

    def port(self) -> int:
        return int.from_bytes(self.take(2), "big")

    def candidate(self) -> Candidate:
        header = self.byte()
        tcp = bool(header & _TCP)
        tcptype = TCP_TYPES[(header >> _TCPTYPE_SHIFT) & 3]
        kind = TYPES[header & 3]
        if tcptype and not tcp or (header & _RELATED and kind == "host"):
            raise CodeError("damaged", "The code holds an impossible candidate.")
        address = self.address((header >> _FORM_SHIFT) & 3)
        port = self.port()
        related = ("", 0)
        if header & _RELATED:
            form = self.byte()
            if form > 3:
                raise CodeError("damaged", "The code holds an impossible candidate.")
            related = (self.address(form), self.port())
        return Candidate(type=kind, protocol="tcp" if tcp else "udp", address=address,
                         port=port, tcptype=tcptype, related=related)


# --- text -----------------------------------------------------------------------------------

def _to_text(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _from_text(code: str) -> bytes:
    if not isinstance(code, str):
        raise CodeError("characters", "A code is text.")
    if len(code) > 4 * MAX_CODE_CHARS:
        raise CodeError("too-long", "This text is far too long to be a connection code.")
    text = "".join(code.split()).rstrip("=")
    if not text:
        raise CodeError("empty", "The code is empty: paste the code you were sent.")
    if len(text) > MAX_CODE_CHARS:
        raise CodeError("too-long", "This text is too long to be a connection code.")
    if not _CODE_CHARS.fullmatch(text):
        bad = next(c for c in text if not _CODE_CHARS.fullmatch(c))
        raise CodeError("characters", f"A code has only letters, digits, '-' and '_', not "
                                      f"{bad!r}: copy it again.")
    if len(text) % 4 == 1:
        raise CodeError("incomplete", "The code is incomplete: it was probably cut when "
                                      "copied. Copy all of it again.")
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise CodeError("damaged", "The code is damaged: copy it again.") from None
