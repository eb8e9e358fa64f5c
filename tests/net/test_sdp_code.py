"""ui/net/sdp_code.py: browsers' SDP offers and answers to short codes and back.

The fixtures are real descriptions of Chromium 156 (/usr/bin/chromium, headless, captured once
with Playwright: an RTCPeerConnection with one data channel, no ICE server, after gathering):
with mDNS host candidates (`<uuid>.local`, Chromium's default), with IP host candidates
(launched with --disable-features=WebRtcHideLocalIpsWithMdns: IPv4 and IPv6) and with none
(taken before gathering). The STUN/TURN and Firefox-style ones are written here by hand in the
same format. That Chromium accepts every rebuilt description: tests/e2e/test_net_rtc.py.

    python3 -m tests.net.test_sdp_code      # prints the code length of each fixture
"""
import base64
import zlib

import pytest
from hypothesis import given, settings, strategies as st

from ui.net import sdp_code as S
from ui.net.sdp_code import CodeError


def _crlf(text: str) -> str:
    return "".join(line.strip() + "\r\n" for line in text.strip().splitlines())


_HEAD = """v=0
o=- 7376457995621323079 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
"""
_TAIL = """a=ice-options:trickle
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
"""

MDNS_OFFER = _crlf(_HEAD + """
a=candidate:1605766180 1 udp 2113937151 19d8539a-251f-4673-af0b-12004ff2ad39.local 54002 typ host generation 0 network-cost 999
a=candidate:2496712132 1 udp 2113942271 f1bf7ec9-3ff4-4d05-a55c-d29b43e4d93c.local 37792 typ host generation 0 network-cost 999
a=ice-ufrag:prPV
a=ice-pwd:hUPVjp4V1JvZlMZXjhATDvOa
a=fingerprint:sha-256 2D:57:83:22:56:66:12:83:A2:3C:A8:83:26:55:40:BB:18:5C:F2:40:96:72:71:20:22:19:D4:AB:E0:42:58:25
a=setup:actpass
""" + _TAIL)
MDNS_ANSWER = _crlf(_HEAD + """
a=candidate:909523942 1 udp 2113937151 19d8539a-251f-4673-af0b-12004ff2ad39.local 51430 typ host generation 0 network-cost 999
a=candidate:698258146 1 udp 2113942271 f1bf7ec9-3ff4-4d05-a55c-d29b43e4d93c.local 47813 typ host generation 0 network-cost 999
a=ice-ufrag:riS5
a=ice-pwd:WjNZTYbROXTnGvZH9eu7sOVK
a=fingerprint:sha-256 E3:E3:70:E0:B5:32:CB:3B:A2:A6:F6:B3:E4:5A:C5:A2:93:57:F9:53:1D:DC:78:86:98:A0:6A:77:20:59:83:F7
a=setup:active
""" + _TAIL)
# the same answer from a device with one network interface
MDNS_ANSWER_ONE = "".join(line for line in MDNS_ANSWER.splitlines(keepends=True)
                          if "f1bf7ec9" not in line)
IP_OFFER = _crlf(_HEAD.replace("m=application 9", "m=application 39718")
                 .replace("c=IN IP4 0.0.0.0", "c=IN IP4 192.0.2.2") + """
a=candidate:3481252812 1 udp 2113937151 192.0.2.2 39718 typ host generation 0 network-cost 999
a=candidate:3356352380 1 udp 2113942271 fd00::2 33051 typ host generation 0 network-cost 999
a=ice-ufrag:o2gs
a=ice-pwd:HiYGWsPfUgZzaACJILfsAdvu
a=fingerprint:sha-256 BF:10:17:9A:81:A1:98:C3:72:69:D5:8C:EA:69:84:14:C7:CE:D1:67:66:75:D0:02:4A:CE:96:93:D1:50:AC:71
a=setup:actpass
""" + _TAIL)
IP_ANSWER = _crlf(_HEAD.replace("m=application 9", "m=application 41134")
                  .replace("c=IN IP4 0.0.0.0", "c=IN IP4 192.0.2.2") + """
a=candidate:3913901141 1 udp 2113937151 192.0.2.2 41134 typ host generation 0 network-cost 999
a=ice-ufrag:/6eS
a=ice-pwd:tC55By+EjclVIuJEYV+3lm08
a=fingerprint:sha-256 B8:54:77:33:49:E9:DD:E2:79:2D:79:2A:72:77:03:E6:91:13:B7:C6:9B:EB:83:FF:DB:26:B7:98:CE:FB:CE:1F
a=setup:active
""" + _TAIL)
NONE_OFFER = _crlf(_HEAD + """
a=ice-ufrag:qY9S
a=ice-pwd:9sjYLzb3T/H0bL1WU+FOPPof
a=fingerprint:sha-256 75:B8:C3:51:93:63:68:A1:C5:2E:BA:32:E9:C0:8C:F4:07:9A:CD:A5:FC:98:02:11:5F:91:E5:C6:78:DD:59:23
a=setup:actpass
""" + _TAIL)
NONE_ANSWER = _crlf(_HEAD + """
a=ice-ufrag:SXFE
a=ice-pwd:iS7eje4Wlm3D4URXsT5t4Mbc
a=fingerprint:sha-256 50:91:96:CB:EC:6F:A9:27:E6:EB:E7:4B:CB:D5:DF:93:E5:57:F1:20:55:41:47:E3:D5:BD:40:87:85:CB:82:B0
a=setup:active
""" + _TAIL)

# written by hand: a host behind NAT with STUN and TURN (srflx, relay, tcp ones)
STUN_OFFER = _crlf(_HEAD + """
a=candidate:1 1 udp 2113937151 19d8539a-251f-4673-af0b-12004ff2ad39.local 54002 typ host generation 0
a=candidate:2 1 tcp 1518157055 19d8539a-251f-4673-af0b-12004ff2ad39.local 9 typ host tcptype active generation 0
a=candidate:3 1 udp 1677729535 203.0.113.7 61000 typ srflx raddr 0.0.0.0 rport 0 generation 0
a=candidate:4 1 udp 33562367 198.51.100.20 3478 typ relay raddr 203.0.113.7 rport 61000 generation 0
a=candidate:5 1 udp 1677732095 2001:db8::7 61001 typ srflx raddr :: rport 0 generation 0
a=candidate:6 1 tcp 8331007 turn.example.org 443 typ relay raddr 203.0.113.7 rport 61002 tcptype passive
a=ice-ufrag:prPV
a=ice-pwd:hUPVjp4V1JvZlMZXjhATDvOa
a=fingerprint:sha-256 2D:57:83:22:56:66:12:83:A2:3C:A8:83:26:55:40:BB:18:5C:F2:40:96:72:71:20:22:19:D4:AB:E0:42:58:25
a=setup:actpass
""" + _TAIL)
# written by hand in Firefox's layout: the fingerprint at session level, TCP and UDP upper
# case, its own maximum message size, another SCTP port and media id
FIREFOX_ANSWER = _crlf("""
v=0
o=mozilla...THIS_IS_SDPARTA-99.0 4231458712365487 0 IN IP4 0.0.0.0
s=-
t=0 0
a=fingerprint:sha-256 50:91:96:CB:EC:6F:A9:27:E6:EB:E7:4B:CB:D5:DF:93:E5:57:F1:20:55:41:47:E3:D5:BD:40:87:85:CB:82:B0
a=group:BUNDLE data
a=ice-options:trickle
a=msid-semantic:WMS *
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:0 1 UDP 2122252543 8f6a2c0e-3b4d-4e5f-9a1b-2c3d4e5f6a7b.local 51338 typ host
a=candidate:1 1 TCP 2105524479 8f6a2c0e-3b4d-4e5f-9a1b-2c3d4e5f6a7b.local 9 typ host tcptype active
a=sendrecv
a=end-of-candidates
a=ice-pwd:0123456789abcdef0123456789abcdef
a=ice-ufrag:89abcdef
a=mid:data
a=setup:active
a=sctp-port:5001
a=max-message-size:1073741823
""")

CHROMIUM = {"mdns offer": (MDNS_OFFER, "offer"), "mdns answer": (MDNS_ANSWER, "answer"),
            "mdns answer, 1 candidate": (MDNS_ANSWER_ONE, "answer"),
            "ip offer": (IP_OFFER, "offer"), "ip answer": (IP_ANSWER, "answer"),
            "no candidate offer": (NONE_OFFER, "offer"),
            "no candidate answer": (NONE_ANSWER, "answer")}
ALL = {**CHROMIUM, "stun offer": (STUN_OFFER, "offer"),
       "firefox answer": (FIREFOX_ANSWER, "answer")}


def code_lengths() -> dict:
    """{fixture: characters of its code}."""
    return {name: len(S.encode(sdp, kind)) for name, (sdp, kind) in ALL.items()}


def _lines(sdp: str) -> list:
    assert sdp.endswith("\r\n") and "\n" not in sdp.replace("\r\n", "")
    return sdp.split("\r\n")[:-1]


def _attribute(sdp: str, name: str) -> str:
    found = [line.split(":", 1)[1] for line in _lines(sdp) if line.startswith(f"a={name}:")]
    return found[0]


# --- round trips --------------------------------------------------------------------------

@pytest.mark.parametrize("name", list(ALL))
def test_a_description_comes_back_with_everything_ice_and_dtls_need(name):
    sdp, kind = ALL[name]
    code = S.encode(sdp, kind)
    assert set(code) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    got_kind, rebuilt = S.decode(code)
    assert got_kind == kind
    assert S.parse_sdp(rebuilt, kind) == S.parse_sdp(sdp, kind)
    assert S.decode(S.encode(rebuilt, kind)) == (kind, rebuilt)      # a fixed point


@pytest.mark.parametrize("name", list(CHROMIUM))
def test_the_rebuilt_chromium_description_keeps_every_needed_line(name):
    sdp, kind = CHROMIUM[name]
    rebuilt = S.decode(S.encode(sdp, kind))[1]
    lines = _lines(rebuilt)
    assert lines[:4] == ["v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0"]
    for needed in ("a=group:BUNDLE 0", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
                   "c=IN IP4 0.0.0.0", "a=mid:0", "a=sctp-port:5000",
                   "a=max-message-size:262144"):
        assert needed in lines
    for name_ in ("ice-ufrag", "ice-pwd", "fingerprint", "setup"):
        assert _attribute(rebuilt, name_) == _attribute(sdp, name_)
    # the same addresses, ports and types, in the original order of priority (highest first)
    original = [line.split() for line in _lines(sdp) if line.startswith("a=candidate:")]
    original.sort(key=lambda parts: -int(parts[3]))
    again = [line.split() for line in lines if line.startswith("a=candidate:")]
    assert [parts[4:8] for parts in again] == [parts[4:8] for parts in original]
    priorities = [int(parts[3]) for parts in again]
    assert priorities == sorted(priorities, reverse=True) and len(set(priorities)) == len(again)
    assert all(parts[1] == "1" and parts[2] == "udp" for parts in again)


def test_candidates_of_every_type_and_protocol_survive():
    rebuilt = S.decode(S.encode(STUN_OFFER, "offer"))[1]
    candidates = [line for line in _lines(rebuilt) if line.startswith("a=candidate:")]
    text = "\n".join(candidates)
    assert "19d8539a-251f-4673-af0b-12004ff2ad39.local 9 typ host tcptype active" in text
    assert "203.0.113.7 61000 typ srflx raddr 0.0.0.0 rport 0" in text
    assert "198.51.100.20 3478 typ relay raddr 203.0.113.7 rport 61000" in text
    assert "2001:db8::7 61001 typ srflx raddr :: rport 0" in text
    assert " tcp " in candidates[-1] and \
        "turn.example.org 443 typ relay raddr 203.0.113.7 rport 61002 tcptype passive" in text
    assert len(candidates) == 6


def test_firefox_settings_are_kept_when_they_differ_from_chromiums():
    rebuilt = S.decode(S.encode(FIREFOX_ANSWER, "answer"))[1]
    lines = _lines(rebuilt)
    for needed in ("a=group:BUNDLE data", "a=mid:data", "a=sctp-port:5001",
                   "a=max-message-size:1073741823", "a=ice-ufrag:89abcdef",
                   "a=ice-pwd:0123456789abcdef0123456789abcdef", "a=setup:active"):
        assert needed in lines
    assert _attribute(rebuilt, "fingerprint") == _attribute(FIREFOX_ANSWER, "fingerprint")
    assert sum(line.startswith("a=candidate:") for line in lines) == 2


def test_a_missing_max_message_size_stays_the_rfc_default_not_chromiums():
    sdp = MDNS_ANSWER.replace("a=max-message-size:262144\r\n", "")
    assert "a=max-message-size:65536" in S.decode(S.encode(sdp, "answer"))[1]


def test_candidates_no_code_can_hold_are_left_out():
    extra = ("a=candidate:7 2 udp 2113937150 192.0.2.2 40000 typ host\r\n"       # component 2
             "a=candidate:8 1 udp 2113937150 fe80::1%eth0 40001 typ host\r\n"    # scoped
             "a=candidate:9 1 sctp 2113937150 192.0.2.2 40002 typ host\r\n")     # transport
    sdp = MDNS_ANSWER.replace("a=ice-ufrag", extra + "a=ice-ufrag")
    assert S.encode(sdp, "answer") == S.encode(MDNS_ANSWER, "answer")


def test_lengths_stay_short():
    """The measured lengths (docs/net.md): an answer of 1-2 host candidates under 150."""
    lengths = code_lengths()
    print(lengths)
    assert lengths["mdns answer"] == lengths["mdns offer"] == 131
    assert lengths["mdns answer, 1 candidate"] == 106
    assert lengths["ip answer"] == 90 and lengths["ip offer"] == 115
    assert lengths["no candidate answer"] == lengths["no candidate offer"] == 80


# --- refusals -----------------------------------------------------------------------------

def _raw(code: str) -> bytes:
    return base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))


def _text(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _rechecked(body: bytes) -> str:
    """A code of these bytes with a correct check: what a forger or a newer version makes."""
    return _text(body + (zlib.crc32(body) & 0xFFFF).to_bytes(2, "big"))


def _refused(code, reason=None, **kw) -> CodeError:
    with pytest.raises(CodeError) as caught:
        S.decode(code, **kw)
    error = caught.value
    assert isinstance(error, ValueError) and str(error) and str(error)[0].isupper()
    if reason is not None:
        assert error.reason == reason, str(error)
    return error


GOOD = S.encode(MDNS_ANSWER, "answer")


@pytest.mark.parametrize("code,reason", [
    ("", "empty"), ("   \n ", "empty"), (None, "characters"), (b"AQME", "characters"),
    ("hello world!", "characters"), ("ab+c/d", "characters"), ("é" * 10, "characters"),
    ("A", "incomplete"), ("AQ", "incomplete"), ("AQME", "incomplete"),
    ("A" * (S.MAX_CODE_CHARS + 1), "too-long"), ("A" * 100_000, "too-long"),
    ("AAAAAAAAAAAAAAAAAAAA", "damaged"), ("_" * 40, "damaged"),
])
def test_garbage_is_refused(code, reason):
    _refused(code, reason)


def test_every_cut_code_is_refused():
    for n in range(len(GOOD)):
        _refused(GOOD[:n])


def test_every_changed_character_is_refused():
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    for at in range(len(GOOD)):
        for other in (alphabet[(alphabet.index(GOOD[at]) + 1) % 64],
                      alphabet[(alphabet.index(GOOD[at]) + 32) % 64]):
            changed = GOOD[:at] + other + GOOD[at + 1:]
            if _raw(changed) != _raw(GOOD):     # the last character's spare bits
                _refused(changed)


def test_a_code_survives_whitespace_and_padding_from_a_chat():
    broken = "\n".join(GOOD[i:i + 40] for i in range(0, len(GOOD), 40)) + "==  "
    assert S.decode(broken) == S.decode(GOOD)


def test_another_version_is_refused_with_its_reason():
    body = _raw(GOOD)[:-2]
    error = _refused(_rechecked(bytes([2]) + body[1:]), "version")
    assert "newer version" in str(error)
    _refused(_rechecked(bytes([0]) + body[1:]), "damaged")
    _refused(_rechecked(bytes([200]) + body[1:]), "damaged")


def test_the_other_kind_is_refused_when_one_is_expected():
    offer = S.encode(MDNS_OFFER, "offer")
    assert S.decode(offer, expect="offer")[0] == "offer"
    assert "an answer code is needed" in str(_refused(offer, "kind", expect="answer"))
    assert "invite (offer) code is needed" in str(_refused(GOOD, "kind", expect="offer"))


@pytest.mark.parametrize("change", ["unknown flag", "setup 3", "answer actpass",
                                    "offer active", "trailing byte", "too many candidates",
                                    "short ufrag", "candidate type bits"])
def test_forged_contents_are_refused(change):
    body = bytearray(_raw(GOOD)[:-2])
    flags_at = 1
    if change == "unknown flag":
        body[flags_at] |= 0x40
    elif change == "setup 3":
        body[flags_at] |= 0x06
    elif change == "answer actpass":
        body[flags_at] &= ~0x06
    elif change == "offer active":
        body[flags_at] &= ~0x01
    elif change == "trailing byte":
        body.append(0)
    elif change == "too many candidates":
        at = 2 + 4 + 19 + 32                    # version, flags, ufrag, pwd, fingerprint
        assert body[at] == 2
        body[at] = 41
    elif change == "short ufrag":
        body[2:6] = bytes([3]) + body[3:6]       # 3 characters (of the same bits)
    elif change == "candidate type bits":
        at = 2 + 4 + 19 + 32 + 1
        body[at] |= 0x08                         # a tcp type on a udp candidate
    reason = "kind" if change in ("answer actpass", "offer active") else None
    _refused(_rechecked(bytes(body)), reason)


@given(st.text(max_size=300))
@settings(max_examples=400, deadline=None)
def test_any_text_is_a_code_or_refused(text):
    try:
        kind, sdp = S.decode(text)
    except CodeError:
        return
    assert kind in ("offer", "answer") and sdp.startswith("v=0\r\n")


@given(st.binary(max_size=200))
@settings(max_examples=400, deadline=None)
def test_any_checked_bytes_are_a_code_or_refused(data):
    try:
        kind, sdp = S.decode(_rechecked(bytes([1]) + data))
    except CodeError:
        return
    assert S.decode(S.encode(sdp, kind)) == (kind, sdp)


@given(st.data())
@settings(max_examples=400, deadline=None)
def test_changed_bytes_of_a_real_code_are_a_code_or_refused(data):
    body = bytearray(_raw(GOOD)[:-2])
    for _ in range(data.draw(st.integers(1, 4))):
        body[data.draw(st.integers(1, len(body) - 1))] = data.draw(st.integers(0, 255))
    try:
        kind, sdp = S.decode(_rechecked(bytes(body)))
    except CodeError:
        return
    assert S.decode(S.encode(sdp, kind)) == (kind, sdp)


# --- descriptions that cannot be packed ---------------------------------------------------

@given(st.data())
@settings(max_examples=300, deadline=None)
def test_a_changed_description_is_packed_or_refused(data):
    sdp = STUN_OFFER
    for _ in range(data.draw(st.integers(1, 6))):
        at = data.draw(st.integers(0, len(sdp) - 1))
        cut = data.draw(st.integers(0, 8))
        sdp = sdp[:at] + data.draw(st.text(max_size=4)) + sdp[at + cut:]
    try:
        code = S.encode(sdp, "offer")
    except CodeError as error:
        assert error.reason in ("sdp", "kind") and str(error)
        return
    assert S.decode(code)[0] == "offer"


@pytest.mark.parametrize("sdp,kind,words", [
    (MDNS_OFFER, "pranswer", "must be 'offer' or 'answer'"),
    (MDNS_ANSWER, "offer", "of the other kind"),
    (MDNS_OFFER, "answer", "of the other kind"),
    (MDNS_OFFER.replace("m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
                        "m=audio 9 UDP/TLS/RTP/SAVPF 111"), "offer", "one data channel"),
    (MDNS_OFFER + "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n", "offer",
     "one data channel"),
    ("v=0\r\ns=-\r\n", "offer", "no data channel section"),
    (MDNS_OFFER.replace("a=ice-ufrag:prPV\r\n", ""), "offer", "no a=ice-ufrag"),
    (MDNS_OFFER.replace("a=ice-pwd:hUPVjp4V1JvZlMZXjhATDvOa", "a=ice-pwd:short"), "offer",
     "ice-pwd"),
    (MDNS_OFFER.replace("sha-256", "sha-1"), "offer", "no sha-256"),
    (MDNS_OFFER.replace("2D:57:83:22:", "2D:"), "offer", "not 32 bytes"),
    (MDNS_OFFER.replace("a=candidate:1605766180 1 udp 2113937151",
                        "a=candidate:1605766180 1 udp"), "offer", "Unreadable candidate"),
    (MDNS_OFFER.replace("54002 typ", "99999 typ"), "offer", "Unreadable candidate"),
    (MDNS_OFFER.replace("54002 typ", "5400\u00b2 typ"), "offer", "Unreadable candidate"),
    (MDNS_OFFER.replace("a=sctp-port:5000", "a=sctp-port:x"), "offer", "sctp-port"),
    (MDNS_OFFER.replace("a=sctp-port:5000", "a=sctp-port:\u0665"), "offer", "sctp-port"),
    (MDNS_OFFER.replace("a=max-message-size:262144", "a=max-message-size:" + "9" * 5000),
     "offer", "max-message-size"),
    (MDNS_OFFER.replace("2113937151", "1" * 5000), "offer", "Unreadable candidate"),
    (MDNS_OFFER.replace("a=setup:actpass", "a=setup:holdconn"), "offer", "setup"),
    (42, "offer", "not text"),
])
def test_a_description_that_cannot_be_packed_is_refused(sdp, kind, words):
    with pytest.raises(CodeError) as caught:
        S.encode(sdp, kind)
    assert words in str(caught.value)


def test_only_the_best_candidates_go_into_a_code():
    extra = "".join(f"a=candidate:{n} 1 udp {1000 + n} 192.0.2.{n} 5000 typ host\r\n"
                    for n in range(60))
    sdp = MDNS_OFFER.replace("a=ice-ufrag", extra + "a=ice-ufrag")
    description = S.parse_sdp(S.decode(S.encode(sdp, "offer"))[1], "offer")
    assert len(description.candidates) == S.MAX_CANDIDATES
    assert description.candidates[0].address.endswith(".local")
    assert description.candidates[-1].address == "192.0.2.22"     # 59 down to 22


if __name__ == "__main__":
    for fixture, length in code_lengths().items():
        print(f"{length:4d}  {fixture}")
