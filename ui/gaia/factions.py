"""The faction choice as cards (pure Python): each faction offered is one button with its name,
its home planet in the planet's colour, its own rules, its planetary institute and where its
board differs from the standard one, and a "good for a first game" mark on a few.

Everything comes from the legal actions and the engine's documented query
`query("faction", name)` (docs/gaia-engine.md, "Queries")."""
from __future__ import annotations

from typing import Callable

from game.core.i18n import domain
from ui.table.html import tag, text

from .mapview import PLANETS

_ = domain("gaia")

# factions whose rules bend no general rule: more income or a cheaper federation, nothing to
# remember at odd moments (why: docs/gaia-ui.md, "Faction choice")
FIRST_GAME = ("terrans", "xenos", "hadsch-hallas")


def _ink(fill: str) -> str:
    """Black or white, whichever reads better on `fill` (WCAG contrast)."""
    def lin(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(int(fill[i:i + 2], 16) / 255) for i in (1, 3, 5))
    lum = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return "#000" if (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) else "#fff"


def card_lines(info: dict) -> list:
    """The card's lines: [(class, words)]: its own rules, its planetary institute, its board."""
    own = [a["text"] for a in info.get("abilities") or [] if not a.get("needs_pi")]
    pi = [a["text"] for a in info.get("abilities") or [] if a.get("needs_pi")]
    pi += list(info.get("pi_actions") or [])
    lines = []
    if own:
        words = "; ".join(own)
        lines.append(("ga-fac-own", words[:1].upper() + words[1:]))
    if pi:
        lines.append(("ga-fac-pi", _("Planetary institute: {words}", words="; ".join(pi))))
    board = info.get("differences_text") or []
    if board:
        lines.append(("ga-fac-board", _("Board: {words}", words="; ".join(board))))
    return lines


def faction_card(i: int, name: str, info: dict, first: bool = False) -> str:
    """One faction's button (the visible text is its accessible name)."""
    fill, sym, _planet = PLANETS.get(info.get("planet") or "e", PLANETS["e"])
    head = (text("strong", info.get("name") or name, cls="ga-fac-name") +
            text("span", f"{sym} · {info.get('planet_name') or ''}", cls="ga-fac-planet",
                 style=f"background:{fill};color:{_ink(fill)}"))
    if name in FIRST_GAME:
        head += text("span", _("Good for a first game"), cls="ga-fac-first")
    body = "".join(text("span", words, cls=f"ga-fac-line {cls}") for cls, words in card_lines(info))
    return tag("button", tag("span", head, cls="ga-fac-head") + body, type="button",
               cls="opt ga-fac", data_act=f"opt:{i}", data_faction=name,
               data_autofocus="1" if first else None)


def faction_choice_html(legal: list, query: Callable) -> str:
    """The cards of every faction offered (legal ("faction", name) actions), first-game ones
    first, then in the engine's order."""
    offered = [(i, a[1]) for i, a in enumerate(legal) if a[0] == "faction" and len(a) > 1]
    offered.sort(key=lambda x: (x[1] not in FIRST_GAME, x[0]))
    cards = [faction_card(i, name, query("faction", name) or {}, first=(n == 0))
             for n, (i, name) in enumerate(offered)]
    return tag("div", "".join(cards), cls="ga-facs", role="group", aria_label=_("Factions"))
