"""Texts of any length over a WebRTC data channel, as frames every browser accepts.

A browser refuses to send a message larger than the other side's maximum message size
(Chromium: 256 KiB; 64 KiB when a description does not say). So `Peer.send` cuts each text
into frames of at most FRAME_CHARS characters, at most 64,001 bytes in UTF-8 with the marker,
and the receiving `Reassembler` joins them (the channel is ordered and reliable):

    >>> frames("hello", size=2)
    ['+he', '+ll', '.o']
    >>> r = Reassembler(); [r.feed(f) for f in frames("hello", size=2)]
    [None, None, 'hello']

A frame is one marker character and a piece of the text: "+" more of this message follows,
"." the message ends here. A text longer than MAX_MESSAGE_CHARS is refused on both sides, so a
peer cannot make the other one hold an unbounded text.
"""
from __future__ import annotations

FRAME_CHARS = 16_000
MAX_MESSAGE_CHARS = 4_000_000
MORE = "+"
LAST = "."


class FrameError(ValueError):
    """A frame that breaks the framing, or a message over the size limit."""


def frames(text: str, size: int = FRAME_CHARS, limit: int = MAX_MESSAGE_CHARS) -> list[str]:
    """The frames of `text`, in order (raises FrameError for a text longer than `limit`)."""
    if len(text) > limit:
        raise FrameError(f"a message of {len(text):,} characters is over the limit of "
                         f"{limit:,}")
    pieces = [text[at:at + size] for at in range(0, len(text), size)] or [""]
    return [MORE + piece for piece in pieces[:-1]] + [LAST + pieces[-1]]


class Reassembler:
    """Joins the frames of one side's messages; `feed` returns each whole message."""

    def __init__(self, limit: int = MAX_MESSAGE_CHARS) -> None:
        self.limit = limit
        self._pieces: list[str] = []
        self._size = 0

    def feed(self, frame: str) -> str | None:
        """The message this frame completes, or None while more is to come. A bad frame or a
        message over the limit raises FrameError (and what was gathered is dropped)."""
        if not isinstance(frame, str) or frame[:1] not in (MORE, LAST):
            self._reset()
            raise FrameError("a frame that does not start with '+' or '.'")
        self._size += len(frame) - 1
        if self._size > self.limit:
            self._reset()
            raise FrameError(f"a message over the limit of {self.limit:,} characters")
        self._pieces.append(frame[1:])
        if frame[0] == MORE:
            return None
        message = "".join(self._pieces)
        self._reset()
        return message

    @property
    def pending(self) -> int:
        """Characters gathered of a message not yet complete."""
        return self._size

    def _reset(self) -> None:
        self._pieces = []
        self._size = 0
