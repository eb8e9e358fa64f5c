"""One WebRTC connection to another browser, with one ordered, reliable data channel "game".

    host = Peer()                        guest = Peer()
    code = await host.offer()            # the invite code, sent to the friend
                                         answer = await guest.answer(code)
    await host.accept(answer)            # the answer code, pasted by the host
    host.on_open = ...                   guest.on_message = lambda text: ...
    host.send('{"hello": 1}')

No STUN or TURN server by default: only the browsers' own candidates (same network or same
machine), so nothing but the two browsers is contacted; `Peer(ice_servers=[{"urls": ...}])`
adds servers. `offer` and `answer` wait until the browser has gathered its candidates (or
`gather_timeout` seconds) and return a code of ui/net/sdp_code.py; a code that is not right
raises sdp_code.CodeError before the connection is touched (and when the browser refuses it).

Texts of any length up to chunks.MAX_MESSAGE_CHARS go through (ui/net/chunks.py frames them).
`on_close()` is called once when the connection ends for any reason but our own `close()`:
the other side closed, the connection failed, or it stayed "disconnected" for
`disconnect_grace` seconds; `close_reason` says which. Leaving the page (its "pagehide") closes
the peer, so the other side learns it at once rather than after the grace period. Closing
releases every listener and proxy this peer made. Runs in Pyodide: `js` and `pyodide` are
imported inside a function (`_browser`), so the module imports, and is tested with a fake
browser, in CPython.
"""
from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, Literal

from . import chunks, sdp_code

CHANNEL = "game"
State = Literal["new", "connecting", "open", "closed"]


def _nothing(*args: Any) -> None:
    return None


def _browser() -> tuple[Any, Callable[[Callable[..., Any]], Any], Callable[..., Any]]:
    """(the `js` module, pyodide's create_proxy, pyodide's to_js): the only import of the
    browser (tests replace this function with a fake)."""
    # the browser's modules: only Pyodide has them
    import js
    from pyodide.ffi import create_proxy, to_js

    return js, create_proxy, to_js


class Peer:
    """One side of a connection; see the module docstring. `state` goes "new" ->
    "connecting" (offer or answer made) -> "open" (the channel is open) -> "closed"."""

    def __init__(self, ice_servers: list[dict[str, Any]] | None = None, *,
                 gather_timeout: float = 3.0, disconnect_grace: float = 5.0,
                 max_message: int = chunks.MAX_MESSAGE_CHARS) -> None:
        self.ice_servers: list[dict[str, Any]] = list(ice_servers or [])
        self.gather_timeout = gather_timeout
        self.disconnect_grace = disconnect_grace
        self.max_message = max_message
        self.on_open: Callable[[], None] = _nothing
        self.on_message: Callable[[str], None] = _nothing
        self.on_close: Callable[[], None] = _nothing
        self.close_reason = ""
        self._state: State = "new"
        self._role = ""                      # "host" after offer(), "guest" after answer()
        self._accepted = False
        self._js: Any = None
        self._create_proxy: Callable[[Callable[..., Any]], Any] = _nothing
        self._to_js: Callable[..., Any] = _nothing
        self._loop: asyncio.AbstractEventLoop | None = None
        self._pc: Any = None
        self._channel: Any = None
        self._listeners: list[tuple[Any, str, Any]] = []
        self._gathered: asyncio.Future[None] | None = None
        self._grace: asyncio.TimerHandle | None = None
        self._frames = chunks.Reassembler(max_message)

    @property
    def state(self) -> State:
        return self._state

    # --- making the connection --------------------------------------------------------------

    async def offer(self) -> str:
        """The host's invite code: makes the channel and the offer (once, on a new peer)."""
        self._expect_new("offer")
        pc = self._start()
        self._role = "host"
        self._use_channel(pc.createDataChannel(CHANNEL, self._dict({"ordered": True})))
        await self._step(pc.createOffer, lambda offer: pc.setLocalDescription(offer))
        await self._wait_gathering()
        return sdp_code.encode(self._local_sdp(), "offer")

    async def accept(self, answer_code: str) -> None:
        """Take the guest's answer code (after offer()); the channel then opens by itself. A
        wrong code raises CodeError and changes nothing: another code may be tried."""
        if self._role != "host" or self._state != "connecting" or self._accepted:
            raise RuntimeError("accept() is for a peer that made an offer and has not "
                               "accepted an answer yet")
        _, sdp = sdp_code.decode(answer_code, expect="answer")
        self._accepted = True
        try:
            await self._pc.setRemoteDescription(self._dict({"type": "answer", "sdp": sdp}))
        except Exception as exc:            # the browser's refusal (a JsException)
            self._accepted = False
            if self._closed():
                raise ConnectionError("the connection was closed") from None
            raise sdp_code.CodeError("refused", f"The browser refused this code: {exc}") \
                from None

    async def answer(self, offer_code: str) -> str:
        """The guest's answer code for the host's invite code (once, on a new peer). A wrong
        code raises CodeError and leaves the peer new."""
        self._expect_new("answer")
        _, sdp = sdp_code.decode(offer_code, expect="offer")
        pc = self._start()
        self._role = "guest"
        self._listen(pc, "datachannel", self._on_datachannel)
        try:
            await pc.setRemoteDescription(self._dict({"type": "offer", "sdp": sdp}))
        except Exception as exc:            # the browser's refusal (a JsException)
            self._release()
            if self._closed():
                raise ConnectionError("the connection was closed") from None
            self._state, self._role = "new", ""
            raise sdp_code.CodeError("refused", f"The browser refused this code: {exc}") \
                from None
        await self._step(pc.createAnswer, lambda answer: pc.setLocalDescription(answer))
        await self._wait_gathering()
        return sdp_code.encode(self._local_sdp(), "answer")

    def _closed(self) -> bool:
        """Whether close() (or the end) came while a step was awaited."""
        return self._state == "closed"

    def _expect_new(self, what: str) -> None:
        if self._state != "new":
            raise RuntimeError(f"{what}() is for a new peer, this one is {self._state}")

    def _start(self) -> Any:
        self._js, create_proxy, to_js = _browser()
        self._create_proxy = create_proxy
        self._to_js = to_js
        self._state = "connecting"
        pc = self._js.RTCPeerConnection.new(self._dict({"iceServers": self.ice_servers}))
        self._pc = pc
        self._loop = asyncio.get_running_loop()
        self._gathered = self._loop.create_future()
        self._listen(pc, "icegatheringstatechange", self._on_gathering)
        self._listen(pc, "connectionstatechange", self._on_connection_state)
        self._listen(self._js.window, "pagehide", lambda event: self.close())
        return pc

    def _dict(self, value: dict[str, Any]) -> Any:
        return self._to_js(value, dict_converter=self._js.Object.fromEntries)

    def _listen(self, target: Any, kind: str, handler: Callable[[Any], None]) -> None:
        proxy = self._create_proxy(handler)
        target.addEventListener(kind, proxy)
        self._listeners.append((target, kind, proxy))

    async def _step(self, make: Callable[[], Any], use: Callable[[Any], Any]) -> None:
        """await use(await make()); a close() meanwhile raises ConnectionError instead of
        the browser's error."""
        try:
            await use(await make())
        except Exception:
            if self._closed():
                raise ConnectionError("the connection was closed") from None
            raise

    async def _wait_gathering(self) -> None:
        if self._closed():
            raise ConnectionError("the connection was closed")
        if self._pc.iceGatheringState != "complete" and self._gathered is not None:
            try:
                await asyncio.wait_for(asyncio.shield(self._gathered), self.gather_timeout)
            except asyncio.TimeoutError:
                pass                        # the candidates found so far go into the code
        if self._closed():
            raise ConnectionError("the connection was closed")

    def _local_sdp(self) -> str:
        return str(self._pc.localDescription.sdp)

    # --- events -----------------------------------------------------------------------------

    def _on_gathering(self, event: Any) -> None:
        if self._pc is not None and self._pc.iceGatheringState == "complete" \
                and self._gathered is not None and not self._gathered.done():
            self._gathered.set_result(None)

    def _on_datachannel(self, event: Any) -> None:
        channel = event.channel
        if self._channel is not None or channel.label != CHANNEL:
            channel.close()                 # only the one channel of the host's offer
            return
        self._use_channel(channel)

    def _use_channel(self, channel: Any) -> None:
        self._channel = channel
        self._listen(channel, "open", self._on_channel_open)
        self._listen(channel, "message", self._on_channel_message)
        self._listen(channel, "close", self._on_channel_close)
        if channel.readyState == "open":
            self._on_channel_open(None)

    def _on_channel_open(self, event: Any) -> None:
        if self._state == "connecting":
            self._state = "open"
            self.on_open()

    def _on_channel_message(self, event: Any) -> None:
        if self._state != "open":
            return
        data = event.data
        try:
            if not isinstance(data, str):
                raise chunks.FrameError("a binary message")
            message = self._frames.feed(data)
        except chunks.FrameError as exc:
            self._end(f"the other side sent {exc}")
            return
        if message is not None:
            self.on_message(message)

    def _on_channel_close(self, event: Any) -> None:
        self._end("the other side closed the connection")

    def _on_connection_state(self, event: Any) -> None:
        if self._pc is None:
            return
        state = self._pc.connectionState
        if state == "disconnected":
            if self._grace is None and self._loop is not None:
                self._grace = self._loop.call_later(
                    self.disconnect_grace, self._grace_over)
        elif state in ("failed", "closed"):
            self._end("the connection failed" if state == "failed"
                      else "the other side closed the connection")
        elif self._grace is not None:        # back to "connected" (or checking again)
            self._grace.cancel()
            self._grace = None

    def _grace_over(self) -> None:
        self._grace = None
        if self._pc is not None and self._pc.connectionState in ("disconnected", "failed"):
            self._end("the connection was lost")

    # --- using it ---------------------------------------------------------------------------

    def send(self, text: str) -> None:
        """Send a text (in frames of ui/net/chunks.py). Raises ConnectionError when the
        channel is not open, chunks.FrameError (a ValueError) for a text over max_message."""
        if self._state != "open":
            raise ConnectionError(f"the connection is {self._state}, not open")
        for frame in chunks.frames(text, limit=self.max_message):
            try:
                self._channel.send(frame)
            except Exception as exc:        # the browser's refusal (a JsException)
                self._end(f"sending failed: {exc}")
                raise ConnectionError(f"sending failed: {exc}") from None

    def close(self) -> None:
        """End the connection (the other side's on_close follows); on_close is not called
        here. Safe to call at any time, more than once."""
        if self._state == "closed":
            return
        self._state = "closed"
        self.close_reason = "closed here"
        self._release()

    def _end(self, reason: str) -> None:
        """The connection ended by itself: release everything, then tell on_close once."""
        if self._state == "closed":
            return
        self._state = "closed"
        self.close_reason = reason
        self._release()
        self.on_close()

    def _release(self) -> None:
        """Remove every listener, destroy every proxy, close the channel and the
        connection, and drop them."""
        if self._grace is not None:
            self._grace.cancel()
            self._grace = None
        if self._gathered is not None and not self._gathered.done():
            self._gathered.set_result(None)
        listeners, self._listeners = self._listeners, []
        for target, kind, proxy in listeners:
            target.removeEventListener(kind, proxy)
            proxy.destroy()
        channel, pc = self._channel, self._pc
        self._channel = self._pc = None
        for thing in (channel, pc):
            if thing is not None:
                try:
                    thing.close()
                except Exception:           # already closed: nothing left to release
                    pass
        self._frames = chunks.Reassembler(self.max_message)
