"""The one guarded JSON parse (game/core/safe_json.py): size and depth are checked without
recursion before json.loads; random nested JSON either parses to what json.loads gives or is
refused with UnsafeJson, never another exception."""
import json
import sys

import pytest
from hypothesis import given, settings, strategies as st

from game.core import safe_json as SJ


def test_depth_counts_brackets_outside_strings_only():
    assert SJ.nesting_depth('{"a": "[[[[{{{{", "b": [1, [2]]}') == 3
    assert SJ.nesting_depth('"just a string with ] and ["') == 0
    assert SJ.nesting_depth('["a\\"[[[", [[]]]') == 3
    assert SJ.nesting_depth("42") == 0


@pytest.mark.parametrize("depth", [20_000, 200_000, 2_000_000])
def test_deep_nesting_is_refused_before_parsing(depth):
    for text in ("[" * depth, "[" * depth + "]" * depth, '{"a":' * depth + "1" + "}" * depth):
        with pytest.raises(SJ.UnsafeJson, match="nested too deeply"):
            SJ.loads(text, max_bytes=10 ** 9)


def test_too_large_is_refused_before_scanning():
    with pytest.raises(SJ.UnsafeJson, match="too large"):
        SJ.loads('"' + "x" * 3_000_000 + '"')
    with pytest.raises(SJ.UnsafeJson, match="too large"):
        SJ.loads(b"[" + b"1," * 2_000_000 + b"1]")


def test_bad_json_and_bad_bytes_are_unsafe_json():
    for text in ("{", '{"a": tru', "", "[1,]", b"\xff\xfe"):
        with pytest.raises(SJ.UnsafeJson):
            SJ.loads(text)


def test_the_limit_is_exact():
    ok = "[" * SJ.MAX_DEPTH + "]" * SJ.MAX_DEPTH
    assert SJ.loads(ok) is not None
    with pytest.raises(SJ.UnsafeJson):
        SJ.loads("[" + ok + "]")


def test_the_scan_does_not_recurse():
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(60)     # a recursive scan would fail at once
    try:
        assert SJ.nesting_depth("[" * 100_000) == 100_000
    finally:
        sys.setrecursionlimit(old)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(alphabet=st.characters(), max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner,
                                                                  max_size=4),
    max_leaves=60)


def _depth(value):
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    return 0


@settings(max_examples=400, deadline=None)
@given(json_values, st.integers(min_value=0, max_value=8))
def test_random_json_parses_or_is_refused(value, limit):
    text = json.dumps(value)
    assert SJ.nesting_depth(text) == _depth(value)
    if _depth(value) > limit:
        with pytest.raises(SJ.UnsafeJson):
            SJ.loads(text, max_depth=limit)
    else:
        assert SJ.loads(text, max_depth=limit) == json.loads(text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet='[]{}",:\\0a ', max_size=200))
def test_random_bracket_soup_never_raises_anything_else(text):
    try:
        SJ.loads(text, max_depth=5)
    except SJ.UnsafeJson:
        pass
