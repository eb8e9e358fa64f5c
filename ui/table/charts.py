"""The kit's charts, drawn by us as SVG text (pure Python, escaped with ui.table.html): points by
round for every player (a line chart) and the final score by source (a stacked bar per
player), each with an accessible table of the same numbers.

Each line has the seat's colour and also its own dash and marker shape, so colour is never the
only cue; each SVG is `role="img"` with a summary as its name, and the table alternative sits
in a `<details>` below it. The end screen and the replay viewer show them
(ui/table/screens.py); the numbers come from game/core/timeline.py and the game's
`GameUI.score_sources` (the end screen's breakdown as [(source, points)] per seat).

    >>> from game.core.timeline import Timeline
    >>> t = Timeline("round", [0, 1], [0, 5], [[0, 0], [3, 2]], [3, 2], True)
    >>> html = line_chart(t, ["Ann", "Bob"], PALETTE, "Round")
    >>> html.count('class="tk-line"'), "<table" in html
    (2, True)
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import domain

from .html import esc, tag, text

if TYPE_CHECKING:
    from game.core.timeline import Timeline
    from .gameui import GameUI
    from .session import Session

_ = domain("app")

# seat colours on the dark table (a game may give its own: GameUI.chart_colours)
PALETTE = ("#ffc857", "#5ee0d0", "#ff7b7b", "#b49bff", "#8fd14f", "#7cc4ff")
DASHES = ("", "7 4", "2 3", "9 3 2 3", "4 4", "1 5")
# the sources' fills in a stacked bar (a number is written in every wide segment)
FILLS = ("#4f7bd8", "#d8894f", "#4fae7a", "#b45fc0", "#c9b13c", "#4fb5c4", "#c05f6e",
         "#8a8f9e")
MAX_SOURCES = len(FILLS)     # more sources than this: the smallest go under "Other"

W, H = 480, 250              # the line chart's viewBox
LEFT, RIGHT, TOP, BOTTOM = 44, 16, 12, 46


def table_alt(summary: str, name: str, head: str, body: str) -> str:
    """A chart's accessible alternative: its numbers as a table (`head` and `body` rows) in a
    <details> opened by `summary`, in a scrollable region named `name`."""
    return tag("details", text("summary", summary) +
               tag("div", tag("table", tag("thead", head) + tag("tbody", body),
                              cls="tk-chart-table"), cls="tk-chart-tablewrap",
                   tabindex="0", role="region", aria_label=name),
               cls="tk-chart-alt")


def marker(seat: int, x: float, y: float, colour: str) -> str:
    """The seat's marker shape at (x, y): circle, square, triangle, diamond, cross, ring."""
    kind = seat % 6
    c = f'fill="{esc(colour)}" stroke="{esc(colour)}"'
    if kind == 0:
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3.6" {c}/>'
    if kind == 1:
        return f'<rect x="{x - 3.3:.1f}" y="{y - 3.3:.1f}" width="6.6" height="6.6" {c}/>'
    if kind == 2:
        return f'<path d="M{x:.1f} {y - 4.4:.1f}L{x + 4.2:.1f} {y + 3.2:.1f}H{x - 4.2:.1f}Z" {c}/>'
    if kind == 3:
        return (f'<path d="M{x:.1f} {y - 4.6:.1f}L{x + 4.2:.1f} {y:.1f}L{x:.1f} {y + 4.6:.1f}'
                f'L{x - 4.2:.1f} {y:.1f}Z" {c}/>')
    if kind == 4:
        return (f'<path d="M{x - 3.6:.1f} {y - 3.6:.1f}L{x + 3.6:.1f} {y + 3.6:.1f}'
                f'M{x - 3.6:.1f} {y + 3.6:.1f}L{x + 3.6:.1f} {y - 3.6:.1f}" '
                f'stroke="{esc(colour)}" stroke-width="2.2" fill="none"/>')
    return (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3.6" fill="none" stroke="{esc(colour)}" '
            f'stroke-width="2"/>')


def nice_step(span: float) -> int:
    """A round tick step giving about five ticks over `span`."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
        if span / step <= 6:
            return step
    return 2000


def legend(names: list, colours: list) -> str:
    """The players' lines as a legend: a short line with the marker, then the name."""
    items = []
    for p, name in enumerate(names):
        col = colours[p % len(colours)]
        dash = DASHES[p % len(DASHES)]
        swatch = (f'<svg width="30" height="12" viewBox="0 0 30 12" aria-hidden="true" '
                  f'focusable="false"><path d="M1 6H29" stroke="{esc(col)}" stroke-width="2.5" '
                  f'stroke-dasharray="{dash}"/>{marker(p, 15, 6, col)}</svg>')
        items.append(tag("li", swatch + text("span", name)))
    return tag("ul", "".join(items), cls="tk-legend")


def line_chart(tl: "Timeline", names: list, colours: list | tuple, unit: str) -> str:
    """Points by round: one line per player, x the rounds (`unit` names them: "Round",
    "Turn", "Epoch", already translated), y the points; then the legend and the table."""
    colours = list(colours) or list(PALETTE)
    values = [v for row in tl.points for v in row] or [0]
    low, high = min(0, min(values)), max(1, max(values))
    step = nice_step(high - low)
    low = (low // step) * step
    high = -(-high // step) * step
    n = len(tl.rounds)
    pw, ph = W - LEFT - RIGHT, H - TOP - BOTTOM

    def px(k: int) -> float:
        return LEFT + (pw * k / (n - 1) if n > 1 else pw / 2)

    def py(v: float) -> float:
        return TOP + ph * (high - v) / (high - low)
    grid = []
    v = low
    while v <= high:
        y = py(v)
        grid.append(f'<path d="M{LEFT} {y:.1f}H{W - RIGHT}" class="tk-grid"/>'
                    f'<text x="{LEFT - 6}" y="{y + 4:.1f}" text-anchor="end">{v}</text>')
        v += step
    every = max(1, -(-n // 8))          # at most about eight round labels
    for k, r in enumerate(tl.rounds):
        if (k % every == 0 and n - 1 - k >= every * 0.75) or k == n - 1:
            label = _("Start") if r == 0 and k == 0 else str(r)
            grid.append(f'<text x="{px(k):.1f}" y="{H - BOTTOM + 18}" '
                        f'text-anchor="middle">{esc(label)}</text>')
    lines = []
    for p in range(len(names)):
        col = colours[p % len(colours)]
        pts = [(px(k), py(row[p])) for k, row in enumerate(tl.points)]
        d = "M" + "L".join(f"{x:.1f} {y:.1f}" for x, y in pts)
        lines.append(tag("g", f'<path d="{d}" fill="none" stroke="{esc(col)}" '
                              f'stroke-width="2.5" stroke-dasharray="{DASHES[p % len(DASHES)]}" '
                              f'stroke-linejoin="round"/>' +
                         "".join(marker(p, x, y, col) for x, y in pts),
                         cls="tk-line", data_seat=p))
    axes = (f'<path d="M{LEFT} {TOP}V{H - BOTTOM}H{W - RIGHT}" class="tk-axis"/>'
            f'<text x="{LEFT + pw / 2:.1f}" y="{H - 6}" text-anchor="middle" '
            f'class="tk-axis-label">{esc(unit)}</text>'
            f'<text transform="translate(12 {TOP + ph / 2:.1f}) rotate(-90)" '
            f'text-anchor="middle" class="tk-axis-label">{esc(_("Points"))}</text>')
    summary = _("Points by round: {scores}.", scores=", ".join(
        f"{name} {tl.final[p]}" for p, name in enumerate(names)))
    svg = tag("svg", axes + "".join(grid) + "".join(lines), viewBox=f"0 0 {W} {H}",
              cls="tk-chart-svg", role="img", aria_label=summary, focusable="false")
    head = tag("tr", text("th", unit, scope="col") +
               "".join(text("th", n_, scope="col") for n_ in names))
    body = "".join(tag("tr", text("th", _("Start") if r == 0 and k == 0 else r, scope="row") +
                       "".join(text("td", v, data_point=v) for v in row))
                   for k, (r, row) in enumerate(zip(tl.rounds, tl.points)))
    table = table_alt(_("Points by round as a table"), _("Points by round"), head, body)
    return tag("figure", text("h3", _("Points by round"), cls="tk-chart-title") + svg +
               legend(names, colours) + table, cls="tk-chart tk-chart-line")


def grouped(sources: list) -> list:
    """Every seat's [(source, points)] with the same sources in the same order (the largest
    overall first, none that gives nobody a point); beyond MAX_SOURCES the smallest are
    summed as "Other"."""
    total: dict = {}
    for seat in sources:
        for label, pts in seat:
            total[label] = total.get(label, 0) + abs(pts)
    order = sorted((k for k in total if total[k]), key=lambda k: -total[k])
    keep = order if len(order) <= MAX_SOURCES else order[:MAX_SOURCES - 1]
    other = _("Other")
    out = []
    for seat in sources:
        d: dict = {}
        for label, pts in seat:
            key = label if label in keep else other
            d[key] = d.get(key, 0) + pts
        out.append([(k, d.get(k, 0)) for k in keep + ([other] if len(keep) < len(order)
                                                         else [])])
    return out


def stacked_bar(sources: list, names: list) -> str:
    """The final score by source: one horizontal bar per player, a segment per source
    (the number written in it when it fits), the total after it; then the legend and the
    table (a source's negative points are in the table and the total, not drawn)."""
    rows = grouped(sources)
    labels = [k for k, _v in rows[0]] if rows else []
    totals = [sum(v for _k, v in row) for row in rows]
    widest = max([sum(max(0, v) for _k, v in row) for row in rows] + [1])
    bw, row_h, left, top = 430.0, 56, 8, 4
    height = top + row_h * len(rows)
    parts = []
    for p, row in enumerate(rows):
        y = top + row_h * p
        parts.append(f'<text x="{left}" y="{y + 16}" class="tk-bar-name">{esc(names[p])}</text>')
        x = float(left)
        for i, (label, v) in enumerate(row):
            if v <= 0:
                continue
            w = bw * v / widest
            parts.append(f'<rect x="{x:.1f}" y="{y + 22}" width="{w:.1f}" height="26" '
                         f'fill="{FILLS[i % len(FILLS)]}" class="tk-seg" data-part="{v}"/>')
            if w >= 26:
                parts.append(f'<text x="{x + w / 2:.1f}" y="{y + 40}" text-anchor="middle" '
                             f'class="tk-seg-n">{v}</text>')
            x += w
        parts.append(f'<text x="{x + 6:.1f}" y="{y + 40}" class="tk-bar-total">'
                     f'{totals[p]}</text>')
    summary = _("Final score by source: {scores}.", scores="; ".join(
        _("{name} {total} ({parts})", name=names[p], total=totals[p],
          parts=", ".join(f"{k} {v}" for k, v in row if v))
        for p, row in enumerate(rows)))
    svg = tag("svg", "".join(parts), viewBox=f"0 0 500 {height}", cls="tk-chart-svg tk-bars",
              role="img", aria_label=summary, focusable="false")
    keys = "".join(tag("li", f'<svg width="14" height="14" aria-hidden="true" '
                             f'focusable="false"><rect width="14" height="14" '
                             f'fill="{FILLS[i % len(FILLS)]}"/></svg>' + text("span", k))
                   for i, k in enumerate(labels))
    head = tag("tr", text("th", _("Source"), scope="col") +
               "".join(text("th", n_, scope="col") for n_ in names))
    body = "".join(tag("tr", text("th", k, scope="row") +
                       "".join(text("td", rows[p][i][1], data_vp_src=rows[p][i][1])
                               for p in range(len(rows))))
                   for i, k in enumerate(labels))
    body += tag("tr", text("th", _("Total"), scope="row") +
                "".join(text("td", t, data_vp_sum=t) for t in totals), cls="total")
    table = table_alt(_("Score by source as a table"), _("Score by source"), head, body)
    return tag("figure", text("h3", _("Final score by source"), cls="tk-chart-title") + svg +
               tag("ul", keys, cls="tk-legend") + table, cls="tk-chart tk-chart-bars")


def charts(tl: "Timeline | None", sources: list, names: list, colours: list | tuple,
           unit: str) -> str:
    """The end screen's (and the replay's) chart section: the line chart, then the stacked
    bar when the game gives its sources."""
    inner = line_chart(tl, names, colours, unit) if tl is not None else ""
    if sources:
        inner += stacked_bar(sources, names)
    if not inner:
        return ""
    return tag("section", text("h2", _("Charts"), id="tk-charts-title") + inner,
               cls="panel tk-charts", aria_labelledby="tk-charts-title")


_CACHE: dict = {}     # the last timeline computed: {key: Timeline} (one game at a time)


def timeline_of(session: "Session") -> "Timeline | None":
    """The points-by-round timeline of the session's record (replayed once, then kept while
    the record does not change); None if it cannot be made (never an error on the screen)."""
    from game.core.timeline import points_by_round   # here: only finished games and replays
    if getattr(session, "remote", False):   # a friend's copy has no moves to replay (ui/net)
        return None
    rec = session.record
    key = (rec.game, rec.seed, rec.players, len(rec.actions), repr(rec.actions[-4:]))
    if key not in _CACHE:
        try:
            tl = points_by_round(rec)
        except Exception:  # noqa: BLE001 - a chart is a nicety: no chart rather than no screen
            return None
        _CACHE.clear()
        _CACHE[key] = tl
    return _CACHE[key]


def for_session(session: "Session", game: "GameUI", view: dict, upto: int | None = None,
                scores: list | None = None) -> str:
    """The chart section of the end screen (the whole game) or of the replay at step `upto`
    with its `scores` (the line so far; the stacked bar only once the game is over)."""
    names = session.names()
    tl = timeline_of(session)
    if tl is not None and upto is not None:
        tl = tl.upto(upto, scores)
    over = upto is None or (tl is not None and tl.over)
    sources = game.score_sources(view, names) if over else []
    colours = game.chart_colours(view, len(names)) or list(PALETTE)
    unit = _(game.round_word) if tl is None or tl.unit == "round" else _("Turn")
    return charts(tl, sources, names, colours, unit)
