"""The influence board as SVG: a 7 x 7 grid, the grey marker, the values of each row and
column, the quadrant bonus, and the path the marker took (our own drawing).

Coordinates follow the view's "marker" (trade x, military y; positive toward the first
seat): the first seat's corner is drawn top right, the second seat's bottom left.

    >>> '<circle class="ib-marker"' in board_svg([0, 0], ["Ann", "Bob"])
    True
"""
from __future__ import annotations

from game.core.i18n import domain
from ui.table.html import esc

from . import cardinfo as I

_ = domain("epochs")

CELL = 30
R = I.BOARD_RADIUS


def _xy(x: int, y: int) -> tuple:
    """The centre of cell (x, y) in SVG units."""
    return (60 + (x + R) * CELL + CELL / 2, 14 + (R - y) * CELL + CELL / 2)


def board_svg(marker, names: list, trail: list | None = None, small: bool = False,
              timeline: list | None = None) -> str:
    """The board with the marker at `marker` ([x, y]); `trail`: earlier positions to draw
    as a path ending at the marker; `timeline`: [(seconds, [x, y])] to move the marker along
    (SVG animation; a still marker at the end under reduced motion)."""
    n = 2 * R + 1
    w, h = 60 + n * CELL + 12, 14 + n * CELL + 44
    out = [f'<svg class="ib{" ib-small" if small else ""}" viewBox="0 0 {w} {h}" '
           f'role="img" aria-label="{esc(describe(marker, names))}">']
    for y in range(-R, R + 1):
        for x in range(-R, R + 1):
            cx, cy = _xy(x, y)
            owner = ""
            if x and y and (x > 0) == (y > 0):
                owner = " q0" if x > 0 else " q1"
            out.append(f'<rect class="ib-cell{owner}" x="{cx - CELL / 2 + 1}" '
                       f'y="{cy - CELL / 2 + 1}" width="{CELL - 2}" height="{CELL - 2}" rx="3"/>')
            bonus = I.QUADRANT_BONUS[min(abs(x), abs(y))] if owner else 0
            if bonus:
                out.append(f'<text class="ib-bonus" x="{cx}" y="{cy + 4}">+{bonus}</text>')
    # row values (military, to the leader) and column values (trade, VP per planet)
    for y in range(-R, R + 1):
        cx, cy = _xy(-R, y)
        v = I.MILITARY_VALUE[abs(y)]
        side = " s0" if y > 0 else " s1" if y < 0 else ""
        out.append(f'<text class="ib-val{side}" x="{cx - CELL / 2 - 8}" y="{cy + 4}" '
                   f'text-anchor="end">{v if y else "·"}</text>')
    for x in range(-R, R + 1):
        cx, cy = _xy(x, -R)
        v = I.TRADE_VALUE[abs(x)]
        side = " s0" if x > 0 else " s1" if x < 0 else ""
        out.append(f'<text class="ib-val{side}" x="{cx}" y="{cy + CELL / 2 + 14}">'
                   f'{("×" + str(v)) if x else "·"}</text>')
    cx0, _y0 = _xy(-R, 0)
    out.append(f'<text class="ib-axis" x="12" y="{_xy(0, 0)[1]}" '
               f'transform="rotate(-90 12 {_xy(0, 0)[1]})">{esc(_("military VP"))}</text>')
    out.append(f'<text class="ib-axis" x="{_xy(0, 0)[0]}" y="{h - 6}">'
               f'{esc(_("trade: VP per planet"))}</text>')
    tx, ty = _xy(R, R)
    out.append(f'<text class="ib-corner s0" x="{tx + CELL / 2}" y="10" text-anchor="end">'
               f'{esc(names[0])} ↗</text>')
    bx, by = _xy(-R, -R)
    out.append(f'<text class="ib-corner s1" x="{bx - CELL / 2}" y="{by + CELL / 2 + 28}" '
               f'text-anchor="start">↙ {esc(names[1])}</text>')
    pts = [tuple(p) for p in (trail or [])] + [tuple(marker)]
    path = []
    for p in pts:
        if not path or path[-1] != p:
            path.append(p)
    if len(path) > 1:
        d = " ".join(f"{_xy(*p)[0]},{_xy(*p)[1]}" for p in path)
        out.append(f'<polyline class="ib-trail" points="{d}"/>')
    mx, my = _xy(*marker)
    moves = [(t, tuple(p)) for t, p in (timeline or [])]
    if len({p for _t, p in moves}) > 1 and moves[-1][0] > 0:
        out.append(_moving_marker(moves))
        out.append(f'<circle class="ib-marker ib-still" cx="{mx}" cy="{my}" '
                   f'r="{CELL * 0.34}"/>')
    else:
        out.append(f'<circle class="ib-marker" cx="{mx}" cy="{my}" r="{CELL * 0.34}"/>')
    out.append("</svg>")
    return "".join(out)


def _moving_marker(moves: list) -> str:
    """A marker that goes through the positions of `moves` at their times (seconds)."""
    end = moves[-1][0]
    times = ";".join(f"{t / end:.3f}" for t, _ in moves)
    xs = ";".join(str(_xy(*p)[0]) for _, p in moves)
    ys = ";".join(str(_xy(*p)[1]) for _, p in moves)
    x0, y0 = _xy(*moves[0][1])
    anim = "".join(f'<animate attributeName="{a}" values="{v}" keyTimes="{times}" '
                   f'dur="{end:.2f}s" fill="freeze"/>' for a, v in (("cx", xs), ("cy", ys)))
    return f'<circle class="ib-marker ib-moving" cx="{x0}" cy="{y0}" r="{CELL * 0.34}">' \
           f'{anim}</circle>'


def describe(marker, names: list) -> str:
    """The marker's position and what it gives, in words."""
    x, y = marker
    parts = []
    if y:
        p = 0 if y > 0 else 1
        parts.append(_("military favours {name} by {n} ({vp} VP at the epoch end)",
                       name=names[p], n=abs(y), vp=I.MILITARY_VALUE[abs(y)]))
    if x:
        p = 0 if x > 0 else 1
        parts.append(_("trade favours {name} by {n} ({vp} VP per planet)", name=names[p],
                       n=abs(x), vp=I.TRADE_VALUE[abs(x)]))
    if x and y and (x > 0) == (y > 0):
        p = 0 if x > 0 else 1
        bonus = I.QUADRANT_BONUS[min(abs(x), abs(y))]
        if bonus:
            parts.append(_("{name} holds their quadrant (+{n} VP)", name=names[p], n=bonus))
    return _("Influence marker: {where}", where="; ".join(parts) if parts else
             _("in the centre"))
