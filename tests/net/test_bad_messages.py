"""Every kind of bad message from a friend's device gets a clear refusal and changes nothing
on the host (ui/net/referee.py, ui/net/messages.py): not text, not JSON, not an object,
an unknown kind, no or a replayed or a skipped sequence number, unexpected fields (a seat),
no hello first, another version, not their turn, a stale position, an illegal or malformed
action, too long, a seat with no connection or no friend's seat at all."""
import copy
import json

import pytest

from game.core.actions import thaw
from tests.net.loopback import Table
from ui.net import messages as M


def _table():
    t = Table("epochs", ("friend", "friend"), seed=4)
    t.host.run_ai()
    return t


def _send(t, seat, text):
    """The host's replies to one message; asserts the game and its save did not change."""
    before = copy.deepcopy(t.host.save)
    moves = t.host.moves()
    replies, moved = t.ref.handle(seat, text)
    assert not moved and t.host.moves() == moves and t.host.save == before
    return [json.loads(r) for r in replies]


def _refused(t, seat, text):
    replies = _send(t, seat, text)
    assert replies and replies[0]["t"] == "refused", replies
    return replies[0]["why"]


def _msg(seq, **fields):
    return M.dump({"seq": seq, **fields})


@pytest.mark.parametrize("text, why", [
    (None, "not text"), (b"{}", "not text"), ("{", "not JSON"), ("[1, 2]", "not a JSON object"),
    ('"act"', "not a JSON object"), ('{"t": "shout", "seq": 2}', "Unknown message kind"),
    ('{"t": "sync"}', "no sequence number"), ('{"t": "sync", "seq": true}', "no sequence"),
    ('{"t": "sync", "seq": 0}', "no sequence number"),
    ("[" * 50_000 + "]" * 50_000, "too long"), ("[" * 8000 + "]" * 8000, "not JSON"), ('{"t": "sync", "seq": 9' + " " * 20000 + "}",
                                               "too long"),
])
def test_shapeless_messages_are_refused(text, why):
    t = _table()
    assert why in _refused(t, 0, text)


def test_the_order_of_messages_is_kept():
    t = _table()
    assert "already received" in _refused(t, 0, _msg(1, t="sync"))     # hello was 1
    assert "missing" in _refused(t, 0, _msg(3, t="sync"))
    assert _send(t, 0, _msg(2, t="sync"))[0]["t"] == "state"
    assert "already received" in _refused(t, 0, _msg(2, t="sync"))


def test_a_new_connection_says_hello_first_in_this_version():
    t = _table()
    t.ref.open(1)
    assert "hello" in _refused(t, 1, _msg(1, t="sync"))
    assert "another version" in _refused(t, 1, _msg(2, t="hello", v=99, lang="en"))
    assert _send(t, 1, _msg(3, t="hello", v=M.VERSION, lang="cs"))[0]["t"] == "state"


def test_a_message_cannot_name_another_seat_or_come_from_a_closed_one():
    t = _table()
    p = t.host.deciders()[0]
    action = thaw(t.host.legal(p)[0])
    assert "Unexpected fields: seat" in _refused(t, p, _msg(2, t="act", at=t.host.moves(),
                                                            action=action, seat=1 - p))
    t.drop(1)
    assert "no open connection" in _refused(t, 1, _msg(2, t="sync"))
    with pytest.raises(ValueError):
        t.ref.open(5)


def test_moves_out_of_turn_stale_illegal_or_malformed_are_refused():
    t = _table()
    p = t.host.deciders()[0]
    q = 1 - p
    at = t.host.moves()
    good = thaw(t.host.legal(p)[0])
    assert "not your turn" in _refused(t, q, _msg(2, t="act", at=at, action=good))
    assert "moved on" in _refused(t, p, _msg(2, t="act", at=at - 1, action=good))
    assert _refused(t, p, _msg(3, t="act", at=at, action=["take", 99, 98]))
    assert _refused(t, p, _msg(4, t="act", at=at, action={"a": 1}))
    assert _refused(t, p, _msg(5, t="act", at=at, action=["no", ["such", ["move"]]]))
    assert "needs the number" in _refused(t, p, _msg(6, t="act", action=good))
    deep = "[" * 900 + "]" * 900            # JSON reads it; turning it into a move cannot
    assert "not possible" in _refused(t, p, '{"t":"act","seq":7,"at":%d,"action":%s}'
                                      % (at, deep))
    replies, moved = t.ref.handle(p, _msg(8, t="act", at=at, action=good))
    assert moved and replies == [] and t.host.moves() == at + 1


def test_a_refusal_comes_with_the_state_and_in_the_friends_language():
    t = Table("epochs", ("friend", "friend"), seed=4, langs={0: "pl", 1: "pl"})
    p = t.host.deciders()[0]
    replies = _send(t, 1 - p, _msg(2, t="act", at=t.host.moves(), action=["pass"]))
    assert replies[0]["why"] != "It is not your turn."       # Polish
    assert replies[1]["t"] == "state" and replies[1]["seat"] == 1 - p


def test_the_friends_page_ignores_garbage_and_other_seats_states():
    t = _table()
    rs = t.friends[0]
    last = rs.last
    good = json.loads(t.ref.state(0))
    bad_states = [{**good, "seat": 1}, {**good, "game": "rftg"}, {**good, "view": []},
                  {**good, "view": {"epoch": "x"}}, {**good, "moves": "9"},
                  {**good, "names": ["A"]}, {**good, "legal": [{"a": 1}]},
                  {**good, "deciders": [None]}, {**good, "log": None}]
    saved = copy.deepcopy(rs.save)
    for text in ["", "{", "[]", "null"] + [json.dumps(x) for x in bad_states]:
        assert rs.receive(text) is False and rs.last is last, text[:80]
    assert rs.save == saved
    assert rs.receive(json.dumps(good)) is True
