"""SDP text for connection codes: a browser's offer or answer read into a Description
(`parse_sdp`), and the SDP Chromium accepts rebuilt from one (`build_sdp`)."""
from __future__ import annotations

from .sdp_bytes import pack_candidate
from .sdp_model import (DEFAULT_MID, DEFAULT_SCTP_PORT, KINDS, MAX_CANDIDATES, TCP_TYPES, TYPES,
                        Candidate, CodeError, Description, Kind, check, shown)

# priority = type preference << 24 | local preference << 8 | (256 - component), RFC 8445
_TYPE_PREFERENCE = {("host", "udp"): 126, ("prflx", "udp"): 110, ("srflx", "udp"): 100,
                    ("host", "tcp"): 90, ("prflx", "tcp"): 80, ("srflx", "tcp"): 65,
                    ("relay", "udp"): 2, ("relay", "tcp"): 1}



def parse_sdp(sdp: str, kind: Kind) -> Description:
    """The Description of an SDP with one data channel m= section (CodeError if there is
    none, another m= section, or a missing ICE or DTLS field)."""
    if kind not in KINDS:
        raise CodeError("kind", f"The kind must be 'offer' or 'answer', not {shown(kind)}.")
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
                                       f"can be packed, not one with {shown(line)}.")
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
    check(description, "sdp")
    return description


def _digits(text: str) -> bool:
    """1 to 20 of 0-9 (str.isdigit also takes other scripts' digits, which int() may refuse,
    and int() refuses over 4,300 digits)."""
    return len(text) <= 20 and text.isascii() and text.isdigit()


def _number(text: str, most: int, name: str) -> int:
    text = text.strip()
    if not _digits(text) or int(text) > most:
        raise CodeError("sdp", f"The a={name} value {shown(text)} is not a number up to {most}.")
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
                raise CodeError("sdp", f"The sha-256 fingerprint {shown(digest)} is not 32 bytes.")
            return raw
    raise CodeError("sdp", "The description has no sha-256 DTLS fingerprint.")


def _parse_candidate(value: str) -> Candidate | None:
    """A candidate of component 1 over udp or tcp; None for another one, or one whose address
    a code cannot hold (such candidates are left out of codes)."""
    parts = value.split()
    if len(parts) < 8 or parts[6] != "typ":
        raise CodeError("sdp", f"Unreadable candidate: {shown(value)}.")
    protocol, kind = parts[2].lower(), parts[7]
    if parts[1] != "1" or protocol not in ("udp", "tcp") or kind not in TYPES:
        return None
    extra = dict(zip(parts[8::2], parts[9::2]))
    tcptype = extra.get("tcptype", "") if protocol == "tcp" else ""
    if tcptype not in TCP_TYPES or not _digits(parts[3]) or not _digits(parts[5]) \
            or int(parts[5]) > 65535:
        raise CodeError("sdp", f"Unreadable candidate: {shown(value)}.")
    related = ("", 0)
    if "raddr" in extra and kind != "host":
        port = extra.get("rport", "0")
        if not _digits(port) or int(port) > 65535:
            raise CodeError("sdp", f"Unreadable candidate: {shown(value)}.")
        related = (extra["raddr"], int(port))
    candidate = Candidate(type=kind, protocol=protocol, address=parts[4], port=int(parts[5]),
                          tcptype=tcptype, related=related, priority=int(parts[3]))
    try:
        pack_candidate(candidate)
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
