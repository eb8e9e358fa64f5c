"""The Alien Artifacts widgets of the choices seed 002 leaves to the player (issue 76): the
discard down to the hand limit, the visible half of a produced resource card, and the payments
for blockaded cards before final scoring. widgets.py maps each decision kind to its widget."""
from __future__ import annotations

from game.artifacts import cards as C
from game.core.i18n import domain

from ui.table.html import tag, text

from . import faces as F
from .widget_base import Widget

_ = domain("artifacts")


class DiscardWidget(Widget):
    """The hand is above the limit after the refill: select exactly that many cards."""

    def __init__(self, *a):
        super().__init__(*a)
        self.n = int(self.dec.get("count", 1))
        self.title = _.n("Your hand is above the limit: discard {n} resource card",
                         "Your hand is above the limit: discard {n} resource cards", self.n)
        self.help = _("The hand limit counts resource cards only (defense plans and artifacts "
                      "are kept apart). Select the cards to discard in your hand below.")

    def toggle(self, sel, kind, key):
        if kind != "card" or key not in self.hand:
            return sel
        return [x for x in sel if x != key] if key in sel else sel + [key]

    def single_choice(self, sel, kind, key):
        """Discarding one card: a double click or double tap on it discards it."""
        return [key] if self.n == 1 and kind == "card" and key in self.hand else None

    def build(self, sel):
        return ("discard", tuple(sorted(sel))) if len(sel) == self.n else None

    def incomplete(self, sel):
        return _.n("Select {n} card to discard.", "Select {n} cards to discard.", self.n)

    def has_confirm(self, sel):
        return True

    @property
    def confirm_label(self):
        return _("Discard")

    def hand_acts(self, sel):
        return {r: {"act": f"card:{r}", "selected": r in sel, "note": _("discard")}
                for r in self.hand}

    def status(self, sel):
        return _.n("{k} of {n} card selected", "{k} of {n} cards selected", self.n, k=len(sel))


class ProduceWidget(Widget):
    """Produce: which half of the drawn card shows under the planet (each allowed half a
    button, the matching one with its VP)."""

    def __init__(self, *a):
        super().__init__(*a)
        planet = self.dec.get("planet")
        self.res = self.dec.get("resource")
        self.title = _("{planet} produces: choose the half that shows",
                       planet=C.NAME[planet] if planet is not None else "")
        self.help = _("A half of the planet's 4X type may show, for 1 VP; otherwise the half "
                      "with fewer icons shows (either one on a tie). Only the visible half pays "
                      "later.")

    def body(self, sel):
        card = F.resource(self.res) if self.res is not None else ""
        opts = "".join(
            tag("button", F.half_html(a[1], a[2]) + text("span", self.label(i)), type="button",
                cls="opt aa-halfbtn", data_act=f"opt:{i}",
                data_autofocus="1" if i == 0 else None)
            for i, a in enumerate(self.legal) if a[0] == "show")
        return tag("div", tag("div", card, cls="aa-row") +
                   tag("div", opts, cls="opts", role="group", aria_label=_("Halves")),
                   cls="aa-sec")


class FinalWidget(Widget):
    """Before final scoring: pay 1 credit per token for blockaded cards, one at a time, then
    go to the scoring."""

    def __init__(self, *a):
        super().__init__(*a)
        self.title = _("Before the final scoring: pay for blockaded cards")
        self.help = _("A blockaded card counts its 1 VP as it is. Paid for (1 credit per "
                      "token) it also counts for technology rows, faction scoring and "
                      "conditions. You have {credits} credits; your score now is {score}.",
                      credits=self.seat.get("credits", 0),
                      score=(self.view.get("scores") or [0] * (self.p + 1))[self.p])
        self.emp = {c: (side, tok) for c, side, tok, _r in self.seat["empire"]}

    def body(self, sel):
        cards = []
        finish = ""
        for i, a in enumerate(self.legal):
            if a[0] == "redeem":
                side, tok = self.emp.get(a[1], ("L", 0))
                cards.append(tag("div", F.card(a[1], side, tokens=tok, small=True) +
                                 self.opt(i, first=not cards), cls="aa-redeem"))
            else:
                finish = self.opt(i, _("Go to the final scoring"))
        return (tag("div", "".join(cards), cls="opts aa-cards", role="group",
                    aria_label=_("Blockaded cards")) + self.group(_("Or"), finish))
