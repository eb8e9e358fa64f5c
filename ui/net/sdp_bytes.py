"""The bytes of a connection code: a Description packed (`pack`), read back (`unpack`), and
written as base64url text (`to_text`, `from_text`). docs/net.md ("Transport") has the layout:
version byte, flags byte, the fields, a 16-bit check of zlib.crc32."""
from __future__ import annotations

import base64
import binascii
import ipaddress
import uuid
import zlib

from .sdp_model import (CODE_CHARS, DEFAULT_MAX_MESSAGE_SIZE, DEFAULT_MID, DEFAULT_SCTP_PORT,
                        HOST_NAME, ICE_CHARS, ICE_INDEX, MAX_CANDIDATES, MAX_CODE_CHARS,
                        MDNS_NAME, SETUPS, TCP_TYPES, TYPES, VERSION, Candidate, CodeError,
                        Description, Kind, check, shown)

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
        out += pack_candidate(candidate)
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
    check(description, "damaged")
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
        value = value << 6 | ICE_INDEX[char]
    bits = 6 * len(text)
    size = (bits + 7) // 8
    return bytes([len(text)]) + (value << (8 * size - bits)).to_bytes(size, "big")


def _pack_address(text: str) -> tuple[int, bytes]:
    """(address form, bytes) of a candidate's address."""
    if MDNS_NAME.fullmatch(text):
        return _MDNS, uuid.UUID(text[:-len(".local")]).bytes
    if "%" not in text:
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            pass
        else:
            return (_IPV4 if address.version == 4 else _IPV6), address.packed
    if not HOST_NAME.fullmatch(text):
        raise CodeError("sdp", f"The candidate address {shown(text)} cannot be packed.")
    return _NAME, _short_text(text)


def pack_candidate(c: Candidate) -> bytes:
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
        return "".join(ICE_CHARS[(value >> (6 * i)) & 63] for i in reversed(range(n)))

    def address(self, form: int) -> str:
        if form == _IPV4:
            return str(ipaddress.IPv4Address(self.take(4)))
        if form == _IPV6:
            return str(ipaddress.IPv6Address(self.take(16)))
        if form == _MDNS:
            return f"{uuid.UUID(bytes=self.take(16))}.local"
        name = self.short_text()
        if not HOST_NAME.fullmatch(name):
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


def to_text(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def from_text(code: str) -> bytes:
    if not isinstance(code, str):
        raise CodeError("characters", "A code is text.")
    if len(code) > 4 * MAX_CODE_CHARS:
        raise CodeError("too-long", "This text is far too long to be a connection code.")
    text = "".join(code.split()).rstrip("=")
    if not text:
        raise CodeError("empty", "The code is empty: paste the code you were sent.")
    if len(text) > MAX_CODE_CHARS:
        raise CodeError("too-long", "This text is too long to be a connection code.")
    if not CODE_CHARS.fullmatch(text):
        bad = next(c for c in text if not CODE_CHARS.fullmatch(c))
        raise CodeError("characters", f"A code has only letters, digits, '-' and '_', not "
                                      f"{bad!r}: copy it again.")
    if len(text) % 4 == 1:
        raise CodeError("incomplete", "The code is incomplete: it was probably cut when "
                                      "copied. Copy all of it again.")
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise CodeError("damaged", "The code is damaged: copy it again.") from None
