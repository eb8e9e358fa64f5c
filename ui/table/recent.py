"""What the other seats did since the viewer's last decision, shown on the board (pure Python).

The session keeps, for each human seat, the view it had when it made its last decision
(`Session.recent(p)` -> `Recent`: that view, the view now and the moves in between, that
decision included, so what it revealed of the others counts too). The game's
`GameUI.recent_moves(recent)` says what the other seats did as `Move`s: who, a phrase without
the subject ("built Scout", "attacked Ann with Raider: damaged") and the `data-card` keys of
the elements it touched, read from the two views and the moves' public parts only, never a
card that is face down. The kit then

- marks those elements on the board (`mark`): classes `tk-mark` (an outline and a badge with
  the seat's name from `data-mark`, assets/table.css) and `tk-fresh` (the short arrival
  animation the page plays once, none under reduced motion; Race's board also gives it to
  this round's cards);
- puts one summary line near the decision (`summary`, `with_summary`): "Bot built Scout and
  attacked Ann with Raider: damaged."

The marks stay until the viewer's next decision. A game may keep them through decisions
made in another seat's turn (`GameUI.clears_marks(action)`: Gaia's charge offers, a defense
in Alien Artifacts); by default every decision clears them.

    >>> mark('<div class="card" data-card="7">x</div>', {"7": "Bot"})
    '<div data-mark="Bot" class="card tk-mark tk-fresh" data-card="7">x</div>'
"""
from __future__ import annotations

import re
from typing import Any, NamedTuple

from game.core.i18n import domain

from .html import esc, text

_ = domain("app")


class Recent(NamedTuple):
    """Since the viewer's last decision: `before` is view(viewer) as it made that decision
    (the game's start if it made none), `after` its view now, `steps` the moves from that
    decision on, ((seat, action), ...), oldest first; `names` the seat names."""
    viewer: int
    before: dict
    after: dict
    steps: tuple
    names: tuple = ()


class Move(NamedTuple):
    """One thing a seat did: `what` is a phrase without its subject, in the game's language
    ("built Scout"); `keys` are the `data-card` values of the board elements it touched."""
    seat: int
    what: str
    keys: tuple = ()


def marks_of(moves: list, names: list) -> dict:
    """{data-card key: the badge (the name of the seat that touched it last)}."""
    out = {}
    for m in moves:
        for key in m.keys:
            out[str(key)] = names[m.seat] if 0 <= m.seat < len(names) else ""
    return out


def summary(moves: list, names: list) -> str:
    """The summary line: each seat's moves in one sentence, seats in the order they moved."""
    order: list[int] = []
    phrases: dict[int, list[str]] = {}
    for m in moves:
        if not m.what:
            continue
        if m.seat not in phrases:
            order.append(m.seat)
            phrases[m.seat] = []
        if m.what not in phrases[m.seat]:
            phrases[m.seat].append(m.what)
    return " ".join(_("{name} {moves}.", name=names[p], moves=joined(phrases[p]))
                    for p in order)


def joined(items: list) -> str:
    """'a', 'a and b', 'a, b and c' in the current language."""
    if len(items) < 2:
        return "".join(items)
    return _(", ").join(items[:-1]) + _(" and ") + items[-1]


def with_summary(panel: str, line: str) -> str:
    """The decision (or waiting) panel with the summary line after its title."""
    if not line:
        return panel
    html = text("p", line, cls="tk-recent")
    at = panel.find("</h2>")
    if at < 0:
        at = panel.find(">") + 1
        return panel[:at] + html + panel[at:]
    at += len("</h2>")
    return panel[:at] + html + panel[at:]


_START = re.compile(r"<([a-zA-Z][\w:-]*)(\s[^<>]*)?>")
_CARD = re.compile(r'\sdata-card="([^"]*)"')
_CLASS = re.compile(r'\sclass="([^"]*)"')


def mark(html: str, marks: dict) -> str:
    """`html` with every element whose data-card is a key of `marks` marked (classes
    tk-mark and tk-fresh, data-mark = the badge)."""
    if not marks or "data-card=" not in html:
        return html
    wanted = {esc(k): v for k, v in marks.items()}

    def one(m: Any) -> str:
        name, attrs = m.group(1), m.group(2) or ""
        card = _CARD.search(attrs)
        if card is None or card.group(1) not in wanted:
            return m.group(0)
        badge = f' data-mark="{esc(wanted[card.group(1)])}"'
        cls = _CLASS.search(attrs)
        if cls is None:
            return f'<{name}{badge} class="tk-mark tk-fresh"{attrs}>'
        have = cls.group(1).split()
        add = "".join(f" {c}" for c in ("tk-mark", "tk-fresh") if c not in have)
        return f"<{name}{badge}{attrs[:cls.end(1)]}{add}{attrs[cls.end(1):]}>"

    return _START.sub(one, html)
