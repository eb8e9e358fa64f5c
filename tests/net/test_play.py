"""Whole games with friends in one process (tests/net/loopback.py): each friend's page plays
random legal moves from what the host sent it, the host applies them through the referee,
and both sides end with the same result; a friend who drops mid-game reconnects and goes on
from where their seat was."""
import json
import random

import pytest

from tests.net.loopback import Table
from ui.net.remote import RemoteSession

GAMES = ("epochs", "rftg", "gaia", "artifacts")


@pytest.mark.parametrize("game", GAMES)
def test_a_friend_and_the_computer_play_to_the_end(game):
    t = Table(game, ("friend", "ai"), seed=11)
    t.play(random.Random(1))
    rs = t.friends[0]
    assert t.host.is_over() and rs.is_over()
    assert rs.scores() == t.host.scores() and rs.winners() == t.host.winners()
    assert rs.moves() == t.host.moves()
    assert not [m for m in t.sent[0] if '"refused"' in m]       # every move was accepted


@pytest.mark.parametrize("game", ("epochs", "rftg"))
def test_two_friends_play_to_the_end_in_their_own_languages(game):
    t = Table(game, ("friend", "friend"), seed=5, langs={0: "pl", 1: "cs"})
    t.play(random.Random(2))
    assert all(rs.is_over() for rs in t.friends.values())
    assert t.friends[0].scores() == t.friends[1].scores() == t.host.scores()


def test_a_friend_who_drops_reconnects_and_goes_on():
    t = Table("rftg", ("friend", "ai"), seed=8)
    rnd = random.Random(3)
    t.play_moves = 0
    t.host.run_ai()
    t.after_move()
    t.pump()
    rs = t.friends[0]
    for _ in range(6):
        rs.apply(0, rnd.choice(rs.legal(0)))
        t.pump()
    at = t.host.moves()
    t.drop(0)                          # the tab was closed: its save is what it kept
    kept = rs.save
    assert len(kept["net"]["states"]) >= 6
    again = t.connect(0, "hu", save=kept)      # a new page from that save, a new connection
    assert again.moves() == at and again.legal(0) == t.host.legal(0)
    t.play(rnd)
    assert again.is_over() and again.scores() == t.host.scores()


@pytest.mark.parametrize("game", GAMES)
def test_a_friends_copy_of_a_whole_game_is_a_valid_save_of_bounded_size(game):
    from ui.net.remote import friend_save
    from ui.save_format import MAX_SAVE_BYTES, validate

    save = friend_save(game, 2, 0, "host-20261207-1200-abcd", "With Ann")
    t = Table(game, ("friend", "ai"), seed=12)
    t.connect(0, "en", save=save)
    t.play(random.Random(4))
    notices = []
    clean = validate(json.loads(json.dumps(save)), notices=notices)
    assert notices == [] and clean["net"]["states"][-1]["over"] is True
    assert len(json.dumps(clean)) < MAX_SAVE_BYTES
    again = RemoteSession(clean, lambda text: None)      # a reload shows the end as it was
    assert again.is_over() and again.scores() == t.host.scores()


def test_a_damaged_copy_keeps_what_is_readable_and_a_bad_net_part_is_refused():
    from ui.net.remote import friend_save
    from ui.save_format import BadSave, validate

    save = friend_save("epochs", 2, 1, "h", "x")
    t = Table("epochs", ("ai", "friend"), seed=2)
    t.connect(1, "en", save=save)
    t.play(random.Random(5))
    save["net"]["states"][3] = {"t": "state", "seat": 0, "view": {}, "moves": 1}  # not ours
    save["net"]["states"][4] = "junk"
    notices = []
    clean = validate(json.loads(json.dumps(save)), notices=notices)
    assert len(clean["net"]["states"]) == len(save["net"]["states"]) - 2 and len(notices) == 1
    for bad in ({"role": "spy"}, {"role": "friend", "seat": 2, "host": "h"},
                {"role": "friend", "seat": True, "host": "h"}, [1]):
        with pytest.raises(BadSave):
            validate({**save, "net": bad})
