"""The optional STUN/TURN servers (ui/net/ice.py): none by default, each line a server or a
clear refusal naming the line; the panel folds them away with what they learn."""
import pytest

from ui.net import ice
from ui.net import invite_view as V


def test_no_servers_unless_entered():
    assert ice.parse("") == [] and ice.parse("  \n \n") == []


def test_stun_and_turn_lines():
    assert ice.parse("stun:stun.example.org:3478\n turn:t.example.org:3478?transport=tcp ann pw ") \
        == [{"urls": "stun:stun.example.org:3478"},
            {"urls": "turn:t.example.org:3478?transport=tcp", "username": "ann",
             "credential": "pw"}]


@pytest.mark.parametrize("text, line", [
    ("http://example.org", 1), ("stun:ok.org\nstun:bad host", 2), ("turn:t.org:3478", 1),
    ("stun:s.org ann pw", 1), ("stun:s.org;rm -rf", 1), ("stun:" + "a" * 300, 1),
])
def test_a_wrong_line_is_named(text, line):
    with pytest.raises(ice.IceError, match=f"Line {line} "):
        ice.parse(text)


def test_too_many_servers():
    with pytest.raises(ice.IceError):
        ice.parse("\n".join(f"stun:s{i}.org" for i in range(ice.MAX_LINES + 1)))


def test_the_panels_fold_the_servers_away_with_what_they_reveal():
    html = V.host_panel([], [], "stun:s.org")
    assert "<details class=\"net-servers\">" in html and "stun:s.org" in html
    assert "public address" in html and 'data-net="ice:save"' in html
    assert "<details class=\"net-servers\" open>" in V.host_panel([], [], "x", "Line 1 is bad")
    assert "net-servers" not in V.friend_panel("open") and "net-servers" in V.friend_panel("none")
