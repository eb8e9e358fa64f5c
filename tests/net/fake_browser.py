"""A stand-in for the browser's WebRTC objects, so ui/net/rtc.py's Peer runs in CPython.

`FakeBrowser.install(monkeypatch)` replaces `rtc._browser`; the test then fires the events a
browser would (`pc.fire("connectionstatechange")`, `channel.fire("message", data=...)`) and
looks at what the peer did: descriptions set, frames sent, listeners added and removed,
proxies made and destroyed.
"""
import asyncio
from types import SimpleNamespace

from ui.net import rtc


class FakeProxy:
    """What pyodide's create_proxy returns: callable until destroyed."""

    def __init__(self, fn):
        self.fn = fn
        self.destroyed = False

    def __call__(self, *args):
        assert not self.destroyed, "a destroyed proxy was called"
        return self.fn(*args)

    def destroy(self):
        assert not self.destroyed, "a proxy was destroyed twice"
        self.destroyed = True


class FakeTarget:
    """An EventTarget."""

    def __init__(self):
        self.listeners = []        # [(kind, proxy)]

    def addEventListener(self, kind, proxy):
        self.listeners.append((kind, proxy))

    def removeEventListener(self, kind, proxy):
        self.listeners.remove((kind, proxy))

    def fire(self, kind, **fields):
        event = SimpleNamespace(type=kind, **fields)
        for name, proxy in list(self.listeners):
            if name == kind:
                proxy(event)


class FakeChannel(FakeTarget):
    def __init__(self, label, options=None):
        super().__init__()
        self.label = label
        self.options = options
        self.readyState = "connecting"
        self.sent = []
        self.refuse_send = False

    def send(self, frame):
        assert self.readyState == "open", "sent on a channel that is not open"
        if self.refuse_send:
            raise RuntimeError("OperationError: the send queue is full")
        self.sent.append(frame)

    def close(self):
        self.readyState = "closed"

    def open(self):
        self.readyState = "open"
        self.fire("open")


class FakeConnection(FakeTarget):
    def __init__(self, browser, config):
        super().__init__()
        self.browser = browser
        self.config = config
        self.iceGatheringState = "new"
        self.connectionState = "new"
        self.localDescription = None
        self.remote = None
        self.channels = []
        self.closed = False

    def createDataChannel(self, label, options):
        channel = FakeChannel(label, options)
        self.channels.append(channel)
        return channel

    async def createOffer(self):
        return {"type": "offer", "sdp": self.browser.offer_sdp}

    async def createAnswer(self):
        assert self.remote is not None
        return {"type": "answer", "sdp": self.browser.answer_sdp}

    async def setLocalDescription(self, description):
        assert not self.closed
        self.localDescription = SimpleNamespace(**description)
        self.iceGatheringState = "gathering"
        if self.browser.gathering_takes is not None:
            asyncio.get_running_loop().call_later(self.browser.gathering_takes, self.gathered)

    def gathered(self):
        if not self.closed:
            self.iceGatheringState = "complete"
            self.fire("icegatheringstatechange")

    async def setRemoteDescription(self, description):
        assert not self.closed
        if self.browser.refuse_remote:
            raise RuntimeError("OperationError: Failed to set remote description")
        self.remote = description

    def remote_channel(self, label="game"):
        """The other side's channel arrives (the "datachannel" event)."""
        channel = FakeChannel(label)
        self.channels.append(channel)
        self.fire("datachannel", channel=channel)
        return channel

    def set_state(self, state):
        self.connectionState = state
        self.fire("connectionstatechange")

    def close(self):
        self.closed = True
        self.connectionState = "closed"


class FakeBrowser:
    def __init__(self, offer_sdp, answer_sdp):
        self.offer_sdp = offer_sdp
        self.answer_sdp = answer_sdp
        self.gathering_takes = 0.0      # seconds, None: never completes
        self.refuse_remote = False
        self.connections = []
        self.proxies = []
        self.window = FakeTarget()
        self.js = SimpleNamespace(
            RTCPeerConnection=SimpleNamespace(new=self._connection),
            Object=SimpleNamespace(fromEntries=dict), window=self.window)

    def _connection(self, config):
        pc = FakeConnection(self, config)
        self.connections.append(pc)
        return pc

    def _proxy(self, fn):
        proxy = FakeProxy(fn)
        self.proxies.append(proxy)
        return proxy

    @staticmethod
    def _to_js(value, dict_converter=None):
        assert dict_converter is dict
        return value

    def install(self, monkeypatch):
        monkeypatch.setattr(rtc, "_browser", lambda: (self.js, self._proxy, self._to_js))
        return self

    @property
    def pc(self):
        return self.connections[-1]

    def all_released(self):
        """Every proxy destroyed and no listener left on any object."""
        targets = [self.window, *self.connections,
                   *(c for pc in self.connections for c in pc.channels)]
        return all(p.destroyed for p in self.proxies) and not any(t.listeners for t in targets)
