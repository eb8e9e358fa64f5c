"""The influence board: a 7 x 7 grid on which one grey marker shows space superiority.

Coordinates (x, y) run from -R to R (R = carddata.BOARD_RADIUS): x is the trade axis, y the
military axis; positive values lie toward player 1's corner, negative toward player 2's. The
marker starts in the centre and stays where it is between epochs. A step that would leave the
board is not made: the player it favours scores OFF_BOARD_VP instead.

    >>> SIGN
    (1, -1)
"""
from game.core.i18n import domain

from . import carddata as D
from . import cards as C

_ = domain("epochs")
SIGN = (1, -1)      # the direction that favours player 1 / player 2
R = D.BOARD_RADIUS


def step(s, p, axis: int, n: int) -> int:
    """Move the marker n steps toward player p along axis 0 (trade, x) or 1 (military, y);
    returns the steps not made past the board's edge (`edge_vp` scores them, once the move
    has been said: the log reads in the order things happen)."""
    lost = 0
    for _i in range(n):
        nxt = s.marker[axis] + SIGN[p]
        if -R <= nxt <= R:
            s.marker[axis] = nxt
        else:
            lost += 1
    return lost


def edge_vp(s, p, lost: int) -> None:
    """The VP for steps toward p that the board's edge stopped."""
    if lost:
        s.gain_vp(p, D.OFF_BOARD_VP * lost,
                  _.nmsg("for {n} step past the board's edge",
                         "for {n} steps past the board's edge", lost))


def military_and_trade(s) -> None:
    """Move the marker by the military difference (vertically) and trade (horizontally):
    each move, then its line, then the VP of steps past the edge."""
    for axis, track in ((1, "mil"), (0, "trade")):
        a, b = s.infl[0][track], s.infl[1][track]
        if a != b:
            p = 0 if a > b else 1
            lost = step(s, p, axis, abs(a - b))
            if track == "mil":
                s.say(_.nmsg("{player} leads military by {n}: the marker moves {n} step "
                             "toward them.", "{player} leads military by {n}: the marker "
                             "moves {n} steps toward them.", abs(a - b), player=s.name(p)))
            else:
                s.say(_.nmsg("{player} leads trade by {n}: the marker moves {n} step toward "
                             "them.", "{player} leads trade by {n}: the marker moves {n} "
                             "steps toward them.", abs(a - b), player=s.name(p)))
            edge_vp(s, p, lost)


def diplomacy_leader(s):
    a, b = s.infl[0]["dip"], s.infl[1]["dip"]
    return None if a == b else (0 if a > b else 1)


def diagonal(s, p, diff: int) -> None:
    """A diplomacy lead of 2+: one diagonal step toward p's corner and VP by the table."""
    lost = step(s, p, 0, 1) + step(s, p, 1, 1)
    s.say(_.msg("{player} leads diplomacy by {n}: the marker moves diagonally toward them.",
                player=s.name(p), n=diff))
    edge_vp(s, p, lost)
    vp = s.k.DIPLOMACY_VP[min(diff, len(s.k.DIPLOMACY_VP) - 1)]
    s.gain_vp(p, vp, _.msg("for diplomacy"))


def planets(s, p) -> int:
    return sum(1 for c in s.tableau[p] if C.KIND[c] == "planet")


def score_position(s) -> None:
    """The military leader scores the military value, the trade leader the trade value per
    planet; a marker in one player's quadrant gives them the quadrant bonus."""
    x, y = s.marker
    if y:
        p = 0 if y > 0 else 1
        s.gain_vp(p, s.k.MILITARY_VALUE[abs(y)], _.msg("for military superiority"))
    if x:
        p = 0 if x > 0 else 1
        s.gain_vp(p, s.k.TRADE_VALUE[abs(x)] * planets(s, p),
                  _.nmsg("for trade superiority ({n} planet)",
                         "for trade superiority ({n} planets)", planets(s, p)))
    if x and y and (x > 0) == (y > 0):
        p = 0 if x > 0 else 1
        s.gain_vp(p, s.k.QUADRANT_BONUS[min(abs(x), abs(y))], _.msg("for holding their quadrant"))
