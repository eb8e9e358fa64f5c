"""Two browsers joined by ui/net/rtc.py's Peer, and Chromium taking ui/net/sdp_code.py's
rebuilt descriptions.

No app screen drives the transport, so the test serves a minimal page (NET_PAGE) from a
temporary folder with the static test server: it starts the pinned Pyodide of runtime/, unpacks
ui/net into it and leaves the interpreter in `window.py`, through which the test runs Python in
the page. Two browser contexts of one Chromium (two profiles: nothing shared but the machine)
are the host and the guest; no STUN server, so only the browsers' own (mDNS host) candidates.
They connect, send texts both ways (one of 200,000 characters), part (the guest's close()),
connect again with new codes, and part again (the guest's tab closed).
Every request of both contexts is recorded: none may go to another host than the test server.
"""
import json
import zipfile
from pathlib import Path

import pytest

from tests.e2e.fixtures import CONTEXT_OPTIONS
from tests.net import test_sdp_code as fixtures
from ui.net import sdp_code

pytestmark = pytest.mark.fresh_context
REPO = Path(__file__).resolve().parents[2]

NET_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Transport test</title></head><body><p id="state">loading</p><script type="module">
import { loadPyodide } from "./runtime/pyodide/pyodide.mjs";
const state = document.getElementById("state");
try {
  const py = await loadPyodide({ indexURL: new URL("./runtime/pyodide/", location.href).href });
  const zip = await (await fetch("net.zip")).arrayBuffer();
  py.unpackArchive(zip, "zip", { extractDir: "/home/pyodide/app" });
  py.runPython("import sys; sys.path.insert(0, '/home/pyodide/app')");
  window.netEvents = [];
  window.py = py;
  state.textContent = "ready";
} catch (e) {
  state.textContent = "error: " + (e && e.stack || e);
}
</script></body></html>"""

# run in each page: a Peer whose callbacks note what happened in window.netEvents
SETUP = """
import hashlib, json, js
from ui.net.rtc import Peer

peer = Peer()

def note(event, **fields):
    js.window.netEvents.push(json.dumps({"event": event, **fields}))

def received(text):
    note("message", length=len(text), sha=hashlib.sha256(text.encode()).hexdigest(),
         head=text[:20])

peer.on_open = lambda: note("open")
peer.on_message = received
peer.on_close = lambda: note("close", reason=peer.close_reason)
"""

# a text of 200,000 characters (over 200 kB in UTF-8), not all ASCII
BIG = "import hashlib\nbig = ('Žaidimas ✓ ' * 20000)[:200000]\n"


def _site(folder: Path) -> Path:
    (folder / "net.html").write_text(NET_PAGE)
    with zipfile.ZipFile(folder / "net.zip", "w") as z:
        for path in [REPO / "ui" / "__init__.py", *sorted((REPO / "ui" / "net").glob("*.py"))]:
            z.write(path, path.relative_to(REPO).as_posix())
    (folder / "runtime").symlink_to(REPO / "runtime", target_is_directory=True)
    return folder


def _open(page, url):
    page.goto(url + "net.html")
    page.wait_for_function("document.getElementById('state').textContent !== 'loading'",
                           timeout=180_000)
    assert page.text_content("#state") == "ready"


def _py(page, code):
    """Run Python in the page (top-level await allowed); the last expression's value."""
    return page.evaluate("code => py.runPythonAsync(code)", code)


def _events(page, wait_for=None, timeout=30_000):
    if wait_for is not None:
        page.wait_for_function(
            "name => window.netEvents.some(e => JSON.parse(e).event === name)", arg=wait_for,
            timeout=timeout)
    return [json.loads(e) for e in page.evaluate("window.netEvents")]


def _expected(text):
    import hashlib

    return {"event": "message", "length": len(text),
            "sha": hashlib.sha256(text.encode()).hexdigest(), "head": text[:20]}


def test_two_browsers_connect_talk_both_ways_part_and_meet_again(browser, page, page_log,
                                                     static_server, tmp_path):
    server = static_server(_site(tmp_path))
    guest_context = browser.new_context(**CONTEXT_OPTIONS)
    page_log.watch_context(guest_context)
    guest_context.on("page", page_log.watch_page)
    try:
        host, guest = page, guest_context.new_page()
        for side in (host, guest):
            _open(side, server.url)
            _py(side, SETUP)

        offer = _py(host, "await peer.offer()")
        kind, sdp = sdp_code.decode(offer)
        candidates = sdp_code.parse_sdp(sdp, kind).candidates
        assert kind == "offer" and candidates, (
            "Chromium gathered no candidate: it needs a network interface besides loopback")
        assert {c.type for c in candidates} == {"host"}         # no STUN: no other host asked
        assert _py(host, "peer.state") == "connecting"
        answer = _py(guest, f"await peer.answer({offer!r})")
        assert sdp_code.decode(answer)[0] == "answer"
        print(f"code lengths: offer {len(offer)}, answer {len(answer)} characters, "
              f"{len(candidates)} host candidates ({candidates[0].address})")
        assert len(answer) <= 80 + 26 * len(candidates)
        _py(host, f"await peer.accept({answer!r})")

        assert _events(host, "open") == [{"event": "open"}]
        assert _events(guest, "open") == [{"event": "open"}]
        assert _py(host, "peer.state") == _py(guest, "peer.state") == "open"

        _py(host, "peer.send('hello, guest')")
        _py(guest, BIG + "peer.send(big)")
        _py(host, BIG + "peer.send(big[::-1]); peer.send('')")
        big = ("Žaidimas ✓ " * 20000)[:200000]
        assert len(big.encode()) > 200_000
        host.wait_for_function("window.netEvents.length >= 2", timeout=30_000)
        guest.wait_for_function("window.netEvents.length >= 4", timeout=30_000)
        assert _events(host)[1:] == [_expected(big)]
        assert _events(guest)[1:] == [_expected("hello, guest"), _expected(big[::-1]),
                                      _expected("")]

        _py(guest, "peer.close()")
        assert _events(host, "close")[-1] == {
            "event": "close", "reason": "the other side closed the connection"}
        for side in (host, guest):
            assert _py(side, "json.dumps([peer.state, len(peer._listeners), "
                             "peer._pc is None, peer._channel is None])") == \
                '["closed", 0, true, true]'
        assert [e["event"] for e in _events(guest)] == ["open", "message", "message",
                                                       "message"]   # no on_close: it closed
        assert "closed" in _py(guest, "try:\n    peer.send('x')\nexcept ConnectionError as e:"
                                      "\n    r = str(e)\nr")

        # a fresh pair of codes joins them again; then the guest's tab goes away
        for side in (host, guest):
            side.evaluate("window.netEvents = []")
            _py(side, SETUP)
        offer = _py(host, "await peer.offer()")
        _py(host, f"await peer.accept({_py(guest, f'await peer.answer({offer!r})')!r})")
        _events(host, "open")
        _events(guest, "open")
        guest.close()
        closed = _events(host, "close")[-1]
        assert closed["event"] == "close" and closed["reason"] in (
            "the other side closed the connection", "the connection failed",
            "the connection was lost")
        print("a closed tab, seen by the host as:", closed["reason"])
        assert page_log.page_errors == []
    finally:
        guest_context.close()


# Chromium takes every rebuilt description: an offer as a remote offer (an answer is made for
# it, never set: no connectivity check), an answer as the remote answer to an offer of its own
# (closed at once).
ACCEPT_JS = """async ([kind, sdp]) => {
  const pc = new RTCPeerConnection({iceServers: []});
  try {
    if (kind === "offer") {
      await pc.setRemoteDescription({type: "offer", sdp});
      const answer = await pc.createAnswer();
      return answer.sdp.includes("m=application") ? "ok" : "no data section";
    }
    pc.createDataChannel("game");
    await pc.setLocalDescription(await pc.createOffer());
    await pc.setRemoteDescription({type: "answer", sdp});
    return pc.signalingState === "stable" ? "ok" : pc.signalingState;
  } catch (e) {
    return String(e);
  } finally {
    pc.close();
  }
}"""


def test_chromium_accepts_every_rebuilt_description(page):
    page.goto("about:blank")
    # (the TURN server's name as an address: no name is looked up in DNS)
    stun = fixtures.STUN_OFFER.replace("turn.example.org", "198.51.100.21")
    cases = {**fixtures.CHROMIUM, "stun offer": (stun, "offer")}
    results = {}
    for name, (sdp, kind) in cases.items():
        got_kind, rebuilt = sdp_code.decode(sdp_code.encode(sdp, kind))
        results[name] = page.evaluate(ACCEPT_JS, [got_kind, rebuilt])
    assert results == {name: "ok" for name in cases}
    broken = sdp_code.decode(sdp_code.encode(fixtures.MDNS_ANSWER, "answer"))[1]
    refused = page.evaluate(ACCEPT_JS, ["answer", broken.replace("a=setup:active",
                                                                 "a=setup:actpass")])
    assert refused != "ok"                                      # the check can fail
