"""Whole games with friends in one process (tests/net/loopback.py): each friend's page plays
random legal moves from what the host sent it, the host applies them through the referee,
and both sides end with the same result; a friend who drops mid-game reconnects and goes on
from where their seat was."""
import random

import pytest

from tests.net.loopback import Table

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
