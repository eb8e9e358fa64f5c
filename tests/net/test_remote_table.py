"""A friend's table, drawn by the kit's Controller on a RemoteSession for each game, at every
decision of a whole game against the computer (tests/net/loopback.py), with the move made
through the table's own widget where it offers one (the first option button) and the end
screen drawn at the end: the table never reads anything the RemoteSession does not have."""
import random

import pytest

from tests.net.loopback import Table
from ui.table.controller import Controller

UIS = {"epochs": ("ui.epochs.board", "EpochsUI"), "rftg": ("ui.rftg.board", "RaceUI"),
       "gaia": ("ui.gaia.board", "GaiaUI"), "artifacts": ("ui.artifacts.board", "ArtifactsUI")}


def _ui(game):
    import importlib
    module, name = UIS[game]
    return getattr(importlib.import_module(module), name)()


@pytest.mark.parametrize("game", sorted(UIS))
def test_a_friends_table_draws_every_decision_and_the_end(game):
    t = Table(game, ("friend", "ai"), seed=21)
    t.host.run_ai()
    t.after_move()
    t.pump()
    rs = t.friends[0]
    ctl = Controller(rs, _ui(game))
    rnd = random.Random(6)
    drawn = clicked = 0
    for _ in range(3000):
        drawn += 1
        html = "".join(ctl.render(None, parts=True))
        assert "review:start" not in html        # the moves are the host's to review
        if rs.is_over():
            assert "tk-endscreen" in html
            break
        assert ctl.decider() == 0 and "tk-decide" in html
        options = [a for a in ("opt:0",) if 'data-act="opt:0"' in html]
        before = rs.moves()
        if options and rnd.random() < 0.5:
            ctl.click(options[0])
            clicked += rs.pending
        if rs.moves() == before and not rs.pending:
            rs.apply(0, rnd.choice(rs.legal(0)))
        t.pump()
    assert t.host.is_over() and rs.scores() == t.host.scores()
    for act in ("replay:open", "replay:next", "replay:next", "replay:last", "replay:prev"):
        ctl.click(act)          # the friend's replay of its copy: the positions it was sent
        html = "".join(ctl.render(None, parts=True))
        assert "tk-replay" in html and "after move" in html or act == "replay:open"
    assert drawn > 10 and clicked > 0, (drawn, clicked)


@pytest.mark.parametrize("game", ("epochs", "rftg"))
def test_a_friend_gets_the_coachs_hints_from_its_own_view(game):
    t = Table(game, ("friend", "ai"), seed=3)
    t.host.run_ai()
    t.after_move()
    t.pump()
    rs = t.friends[0]
    from game.core.hints import best_of
    from game.core import registry
    rated = best_of(registry.game(game).hints(), rs.view(0), rs.legal(0), 0, seed=1)
    assert rated and all(r.action in rs.legal(0) for r in rated)
    assert rs.hinter(0, seed=1) is not None and rs.hinter(1) is None


def test_a_friends_selection_survives_the_others_moves():
    """Race's action choice is made at the same time by both seats: the host's choice
    arriving must not clear the friend's half-made one (the kit keeps a selection while the
    seat's own count of decisions stays the same)."""
    t = Table("rftg", ("friend", "friend"), seed=4)
    a, b = t.friends[0], t.friends[1]
    for rs in (a, b):                       # the opening discards
        rs.apply(rs.seat, rs.legal(rs.seat)[0])
        t.pump()
    assert a.legal(0) and b.legal(1)        # both choose an action now
    mine = a.moves_by(0)
    b.apply(1, b.legal(1)[0])
    t.pump()
    assert a.moves_by(0) == mine and a.moves() > 0
