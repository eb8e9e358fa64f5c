"""Parts of the turn widget's panel for one chosen action (turn_widget.py): how many cards a
buy looks at, and under which card of the row the resource cards being selected go when
preparing under several cards of one row."""
from __future__ import annotations

from game.artifacts import cards as C
from game.core.i18n import N_, domain

from ui.table.html import tag, text

_ = domain("artifacts")

BUY_DECK = {"planet": N_("Buy a planet"), "tech": N_("Buy a technology"),
            "ship": N_("Buy a ship")}


def buy_panel(w, kind: str, sel) -> str:
    """A button per number of cards to look at (1 to what the credits and the deck allow)."""
    n = w.looks(sel)
    counts = "".join(
        text("button", _.n("{n} card ({credits} credits)", "{n} cards ({credits} credits)",
                           k, credits=4 + k), type="button",
             cls="opt" + (" sel" if k == n else ""), data_act=f"pick:look:{k - 1}",
             aria_pressed="true" if k == n else "false",
             data_autofocus="1" if k == 1 else None)
        for k in range(1, w.most.get(kind, 1) + 1))
    return tag("div", text("h3", _(BUY_DECK[kind])) +
               text("p", _("How many cards to look at? You keep one under construction; the "
                           "others go under the deck."), cls="help") +
               tag("div", counts, cls="opts", role="group",
                   aria_label=_("Cards to look at")), cls="aa-mode")


def prepare_targets(w, mode: str, sel) -> str:
    """The row's cards under construction: the resource cards selected next go under the one
    picked (the preparation may spread over several cards of the row)."""
    on = w.target(mode, sel)
    got = {c: len(rs) for c, rs in w.assigned(mode, sel)}
    buttons = "".join(
        text("button", _("{card}: {n} still needed, {k} selected", card=C.NAME[c],
                         n=w.query("cost", c) or 0, k=got.get(c, 0)), type="button",
             cls="opt" + (" sel" if c == on else ""), data_act=f"pick:to:{c}",
             aria_pressed="true" if c == on else "false")
        for c in w.row_cards(mode))
    return tag("div", text("p", _("One row, several cards: the resource cards you select go "
                                  "under the card picked here."), cls="help") +
               tag("div", buttons, cls="opts", role="group",
                   aria_label=_("Prepare under")), cls="aa-sec")
