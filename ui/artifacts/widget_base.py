"""What the Alien Artifacts decision widgets share (widgets.py, turn_widget.py): the words of
the actions and rows, and `Widget`, the base with option buttons sent at once and a Confirm
when it selects."""
from __future__ import annotations

from typing import Callable

from game.core.i18n import N_, domain

from ui.table.html import tag, text
from ui.table.widget import WidgetBase

VERB = {"planet": "discover", "tech": "develop", "ship": "build"}
VERB_KIND = {v: k for k, v in VERB.items()}
PAID_WORDS = ("discover", "develop", "build", "prepare", "trade", "unblock", "offensive",
              "revenue", "mining", "faction")
OPS = {"offensive": (N_("Offensive"), N_("every operational ship attacks"), "R"),
       "revenue": (N_("Revenue"), N_("every operational technology scores"), "B"),
       "mining": (N_("Mining"), N_("every operational planet produces 1"), "G")}
FREE_TITLE = {"artifact": N_("Artifacts (free, any time in your turn)"),
              "bonus": N_("Additionally bonuses (free, once a turn each)"),
              "unlock": N_("Pay to use a blockaded card this turn (free action)")}
UNBLOCK_ROW = {"planet": N_("Unblock the planet row"), "tech": N_("Unblock the technology row"),
               "ship": N_("Unblock the ship row")}
UNBLOCK_YOURS = {"planet": N_("Remove blockades from your planet row"),
                 "tech": N_("Remove blockades from your technology row"),
                 "ship": N_("Remove blockades from your ship row")}
_ = domain("artifacts")


def _no_query(name, *args):
    return None


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _ops(word: str) -> str:
    """'Offensive: every operational ship attacks' in the player's language."""
    return _("{name}: {what}", name=_(OPS[word][0]), what=_(OPS[word][1]))


class Widget(WidgetBase):
    """Base: option buttons (one per listed action) sent at once; a Confirm when it selects."""

    @property
    def confirm_label(self):
        return _("Confirm")

    def __init__(self, view: dict, player: int, legal: list, query: Callable | None = None):
        self.view, self.p, self.legal = view, player, list(legal)
        self.query = query or _no_query
        self.dec = view.get("decision") or {}
        self.seat = view["seats"][player]
        self.hand = list(self.seat["hand"]) if isinstance(self.seat["hand"], list) else []
        self._labels = None
        names = view.get("names")
        if not names and hasattr(self.query, "names"):
            names = self.query.names()
        self.names = list(names or [f"P{q + 1}" for q in range(view["players"])])

    def label(self, i: int) -> str:
        if self._labels is None:
            d = self.query.decision() if hasattr(self.query, "decision") else None
            self._labels = list(d.labels()) if d is not None else []
        if i < len(self._labels):
            return cap(self._labels[i])
        return " ".join(str(x) for x in self.legal[i])

    def body(self, sel) -> str:
        return ""

    def status(self, sel) -> str:
        return ""

    def render(self, sel, reason: str, can_confirm: bool) -> str:
        return self.panel([self.body(sel)], sel, reason, can_confirm, cls="aa-decide",
                          bar_extra=tag("span", self.status(sel), cls="stat aa-paying"),
                          confirm_label=self.confirm_label)

    def opt(self, i: int, label: str | None = None, first: bool = False, cls: str = "opt") -> str:
        return text("button", label or self.label(i), type="button", cls=cls, data_act=f"opt:{i}",
                    data_autofocus="1" if first else None)

    def group(self, title: str, inner: str, open_: bool = True) -> str:
        if not inner:
            return ""
        return tag("div", text("h3", title) + tag("div", inner, cls="opts", role="group",
                                                  aria_label=title), cls="aa-sec")
