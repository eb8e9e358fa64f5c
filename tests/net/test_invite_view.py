"""The friends' panels (ui/net/invite_view.py) say where each connection stands and offer
what can be done next; a friend's copy has one slot per host game and seat (ui/net/join.py)."""
import re
from xml.etree import ElementTree

from ui.net import invite_view as V
from ui.net.join import friend_slot
from ui.store import SLOT_RE


def _xml(html):
    return ElementTree.fromstring(html.replace("readonly", 'readonly=""'))


def test_the_hosts_panel_offers_the_next_step_for_each_seat():
    rows = [{"seat": 1, "name": "Bo", "state": "none"},
            {"seat": 2, "name": "Cy", "state": "waiting", "link": "http://h/#/join/x",
             "qr": "<svg role='img'></svg>"},
            {"seat": 3, "name": "Di", "state": "closed", "error": "It went away."},
            {"seat": 4, "name": "Ed <b>", "state": "open"}]
    html = V.host_panel(rows, [("easy", "Easy"), ("hard", "Hard")])
    assert 'data-net="invite:1"' in html and 'data-net="invite:2"' not in html
    assert 'value="http://h/#/join/x"' in html and 'data-net="copy:net-link-2"' in html
    assert 'id="net-answer-2"' in html and 'data-net="connect:2"' in html and "<svg" in html
    assert 'data-net="invite:3"' in html and 'data-net="ai:3:hard"' in html
    assert 'role="alert">It went away.' in html
    assert "Ed &lt;b&gt;" in html and 'data-net="ai:4' not in html        # escaped, connected
    assert re.findall(r'<li class="([^"]+)"', html) == [
        "net-seat is-none", "net-seat is-waiting", "net-seat is-closed", "net-seat is-open"]


def test_the_friends_panel_shows_the_answer_only_while_waiting():
    assert "net-answer" in V.friend_panel("waiting", "CODE123")
    for state in ("none", "making", "open", "closed"):
        html = V.friend_panel(state, "CODE123")
        assert "CODE123" not in html and f"is-{state}" in html
        _xml(html)


def test_one_copy_per_host_game_and_seat():
    a = friend_slot("epochs", 1, "epochs-20261207-1200-abcd")
    assert a == friend_slot("epochs", 1, "epochs-20261207-1200-abcd") and SLOT_RE.match(a)
    assert a != friend_slot("epochs", 2, "epochs-20261207-1200-abcd")
    assert a != friend_slot("epochs", 1, "epochs-20261207-1200-abce")
