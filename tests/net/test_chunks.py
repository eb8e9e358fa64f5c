"""ui/net/chunks.py: texts cut into frames every browser sends, and joined again."""
import pytest
from hypothesis import given, settings, strategies as st

from ui.net.chunks import FRAME_CHARS, FrameError, Reassembler, frames


def test_a_short_text_is_one_frame():
    assert frames("hello") == [".hello"]
    assert frames("") == ["."]


def test_a_long_text_is_cut_at_the_frame_size():
    text = "a" * (2 * FRAME_CHARS + 5)
    got = frames(text)
    assert [len(f) for f in got] == [FRAME_CHARS + 1, FRAME_CHARS + 1, 6]
    assert [f[0] for f in got] == ["+", "+", "."]
    assert frames("a" * FRAME_CHARS) == ["." + "a" * FRAME_CHARS]


def test_a_frame_stays_under_64_kib_whatever_the_characters():
    for char in ("a", "ž", "✓", "🚀"):
        assert max(len(f.encode()) for f in frames(char * 40_000)) <= 64_001 < 65_536


@given(st.text(max_size=200), st.integers(1, 20))
@settings(max_examples=300, deadline=None)
def test_frames_join_back_into_the_text(text, size):
    r = Reassembler()
    out = [r.feed(f) for f in frames(text, size=size)]
    assert out[-1] == text and all(x is None for x in out[:-1]) and r.pending == 0


def test_messages_follow_each_other():
    r = Reassembler()
    got = [r.feed(f) for text in ("one", "two" * 10, "") for f in frames(text, size=4)]
    assert [m for m in got if m is not None] == ["one", "two" * 10, ""]


@pytest.mark.parametrize("frame", ["", "x", "-abc", None, b".abc", 5])
def test_a_frame_without_its_marker_is_refused(frame):
    r = Reassembler()
    r.feed("+abc")
    with pytest.raises(FrameError):
        r.feed(frame)
    assert r.pending == 0 and r.feed(".ok") == "ok"     # what was gathered is dropped


def test_the_limit_holds_on_both_sides():
    assert frames("x" * 10, limit=10) == [".xxxxxxxxxx"]
    with pytest.raises(FrameError, match="over the limit"):
        frames("x" * 11, limit=10)
    r = Reassembler(limit=10)
    assert r.feed("+xxxxx") is None
    with pytest.raises(FrameError, match="over the limit"):
        r.feed("+xxxxxx")
    assert r.pending == 0 and r.feed("." + "y" * 10) == "y" * 10
    assert issubclass(FrameError, ValueError)
