"""Alien Artifacts' part of the kit's marks (issue 76 item 8, ui/artifacts/recent.py): what an
opponent built, bought and attacked with, the attack's outcome read from where its ships are
now, the blockade tokens it placed, and the viewer's defense keeping the attacker's turn
marked."""
from game.artifacts import cards as C
from ui.artifacts.board import ArtifactsUI
from ui.artifacts.recent import moves
from ui.table.recent import Move, Recent, summary

from tests.artifacts.helpers import cid, empire, game, top, under

NAMES = ("Ann", "Bot")


def played(s, *steps):
    """Recent for seat 0 over `steps` ((seat, action), ...) applied to `s`."""
    before = s.view(0)
    for p, a in steps:
        s.apply(p, a)
    return Recent(0, before, s.view(0), tuple(steps), NAMES)


def test_an_opponent_building_and_attacking_an_alien_system_is_marked_with_the_outcome():
    s = game()
    s.current = 1
    sh = under(s, 1, "s1", prepared=["r20", "r14"])      # Pathfinder, paid
    s.alien_row = [cid("a0")] + s.alien_row[1:]           # Drifting Hive: 1 and 2 damaged
    s.decks["alien"] = [c for c in s.decks["alien"] if c != cid("a0")]
    s.dec = (1, "main")
    top(s, "r0")                                          # number 1: 1 + 1 = 2, damaged
    r = played(s, (1, ("build", sh, "O", ())), (1, ("attack", "alien", 0, (sh,))))
    got = moves(r)
    assert got == [Move(1, "built Pathfinder", (str(sh),)),
                   Move(1, "attacked Drifting Hive with Pathfinder: Pathfinder damaged",
                        (str(sh),))]
    assert summary(got, list(NAMES)) == (
        "Bot built Pathfinder and attacked Drifting Hive with Pathfinder: Pathfinder damaged.")


def test_an_attack_on_the_viewer_then_a_blockade_and_the_defense_keeps_the_marks():
    s = game()
    s.current = 1
    sh = empire(s, 1, "s0", "O")                          # Lancer, own bonus 1
    target = empire(s, 0, "t1", "L")
    s.dec = (1, "target", (sh,))
    top(s, "r1")                                          # 2 + 1 = 3: a blockade token
    r = played(s, (1, ("attack", "empire", 0, (sh,))), (0, ("defend", C.BASIC_PLAN)),
               (1, ("blockade", target)))
    assert moves(r) == [
        Move(1, "attacked Ann with Lancer: no ship lost", (str(sh),)),
        Move(1, f"placed a blockade token on {C.NAME[target]} of Ann", (str(target),))]
    ui = ArtifactsUI()
    assert not ui.clears_marks(("defend", C.BASIC_PLAN)) and ui.clears_marks(("pass",))


def test_a_card_bought_face_up_is_named_one_looked_at_and_put_back_is_not():
    s = game()
    s.current = 1
    s.credits[1] = 9
    s.dec = (1, "main")
    looked = s.decks["planet"][-2:]
    r = played(s, (1, ("buy", "planet", 1)))
    kept = looked[0]
    r2 = played(s, (1, ("keep", kept)))
    got = moves(Recent(0, r.before, r2.after, r.steps + r2.steps, NAMES))
    assert got == [Move(1, f"bought {C.NAME[kept]}", (str(kept),))]
    other = next(c for c in looked if c != kept)
    assert C.NAME[other] not in summary(got, list(NAMES))
