"""What the Race decision widgets share (widgets.py, consume_widget.py): the words of action
cards, methods and good kinds, card names and counts, what a power gives, and the base classes
`Widget` (prompt, selection, Confirm), `Picker` (one button per legal action) and `CardPick`
(cards chosen from a row)."""
from typing import Callable, Optional

from game.core import action_text
from game.core.i18n import N_, domain
from game.rftg import words as W     # the game's vocabulary (texts only, no rules)

from ui.table.html import esc, tag, text

_ = domain("rftg")

# English, marked; shown with _() (the phase names are the words of game/rftg/words.py)
ACTION_CARDS = {
    "explore5": ("1", N_("Explore"), N_("+5 cards")),
    "explore11": ("1", N_("Explore"), N_("+1 see, +1 keep")),
    "develop": ("2", N_("Develop"), N_("−1 cost")),
    "develop2": ("2", N_("Develop"), N_("−1 cost (2nd)")),
    "settle": ("3", N_("Settle"), N_("+1 card")),
    "settle2": ("3", N_("Settle"), N_("+1 card (2nd)")),
    "trade": ("4", N_("Consume"), N_("Trade a good")), "vp2": ("4", N_("Consume"), N_("2× VP")),
    "produce": ("5", N_("Produce"), N_("+1 windfall")),
}
METHOD_TEXT = {
    "pay": N_("Pay with cards"), "colony_ship": N_("Discard Colony Ship: place it for free"),
    "conquer": N_("Conquer it with your Military"),
    "conquer_tactics": N_("Discard New Military Tactics (+3 Military) and conquer it"),
    "contact": N_("Pay for it with Contact Specialist"),
    "contact_colony_ship": N_("Contact Specialist + Colony Ship: place it for free"),
}
KIND_WORD = {2: N_("Novelty"), 3: N_("Rare"), 4: N_("Genes"), 5: N_("Alien")}
KIND_OF_WORD = {"novelty": N_("Novelty"), "rare": N_("Rare"), "gene": N_("Genes"),
                "alien": N_("Alien")}
Query = Callable[..., object]     # query(name, *args), bound to the deciding player


def _no_query(name, *args):
    return None


def name(cid):
    return W.name(cid)


def plural(n, word):
    return W.count(n, word)


def gives(gain: Optional[dict], x2: bool = False) -> str:
    """What a consume action gives, from the engine's consume_gain answer:
    '2 VP (doubled)', '2 VP (not doubled)' (2×VP on, hand cards), '1 VP and 2 cards'."""
    if not gain:
        return ""
    out = []
    if gain["vp"]:
        if gain["doubled"]:
            out.append(_("{n} VP (doubled)", n=gain["vp"]))
        elif x2:
            out.append(_("{n} VP (not doubled)", n=gain["vp"]))
        else:
            out.append(W.vp(gain["vp"]))
    if gain["cards"]:
        out.append(plural(gain["cards"], "card"))
    return W.both(out) or _("nothing")


class Widget:
    """Base: a list of option buttons (one per legal action) sent at once."""
    title = N_("Your decision")     # class-level texts are marked and shown with _()
    help = ""
    confirm_label = N_("Confirm")

    def __init__(self, player: int, view: dict, legal: list, face: Callable,
                 query: Optional[Query] = None):
        self.p, self.view, self.legal, self.face = player, view, legal, face
        self.query = query or _no_query
        self.dec = view.get("decision") or {}
        self.hand = list(view.get("hand") or [])

    # selection
    def toggle(self, sel, kind, key):
        return sel

    def build(self, sel):
        return None

    def single_choice(self, sel, kind, key):
        """The selection of the item `kind:key` alone when it answers the decision (a double
        click or double tap commits it, ui/table/controller.py), else None."""
        return None

    def incomplete(self, sel):
        return _("Choose first.")

    def options(self):
        """[(label, action)] buttons sent at once."""
        return [(self.option_label(a), a) for a in self.legal]

    def option_label(self, action):
        words = self.query("label", action)
        return words[0].upper() + words[1:] if words else action_text(action)

    def option_action(self, i):
        opts = self.options()
        return opts[i][1] if 0 <= i < len(opts) else None

    def option_by_key(self, key):
        """The action of option button `opt:<key>` (an index by default), or None."""
        return self.option_action(int(key)) if key.isdigit() else None

    def hand_acts(self, sel):
        return {}

    def extra(self, sel):
        return ""

    def has_confirm(self, sel=()):
        return False

    def render(self, sel, reason, can_confirm):
        parts = [text("h2", _(self.title), id="tk-decide-title", tabindex="-1")]
        if self.help:
            parts.append(text("p", _(self.help), cls="help"))
        parts.append(self.extra(sel))
        opts = self.options()
        if opts:
            buttons = []
            for i, (label, _action) in enumerate(opts):
                buttons.append(text("button", label, type="button", cls="opt", data_act=f"opt:{i}",
                                    data_autofocus="1" if i == 0 and not self.has_confirm(sel)
                                    else None))
            parts.append(tag("div", "".join(buttons), cls="opts", role="group",
                             aria_label=_("Choices")))
        if self.has_confirm(sel):
            status = self.status(sel)
            parts.append(tag("div", tag("button", esc(_(self.confirm_label)) + "<kbd>C</kbd>",
                                        type="button", cls="btn primary", data_act="confirm",
                                        aria_disabled="false" if can_confirm else "true",
                                        aria_describedby="tk-why", aria_keyshortcuts="C") +
                             (tag("button", esc(_("Clear")) + "<kbd>Esc</kbd>", type="button",
                                  cls="btn",
                                  data_act="clear", aria_keyshortcuts="Escape") if sel else "") +
                             text("span", status, cls="stat"), cls="acts"))
        parts.append(text("p", reason, cls="why", id="tk-why", role="status"))
        return tag("section", "".join(parts), cls="tk-decide panel",
                   aria_labelledby="tk-decide-title")

    def status(self, sel):
        return ""


class Picker(Widget):
    """Base of the widgets where the player selects, then confirms (no option buttons)."""

    def options(self):
        return []

    def has_confirm(self, sel=()):
        return True


class CardPick(Picker):
    """Select `count` cards of `pool()`; selecting one more drops the oldest."""
    count = 1
    word = "discard"

    def pool(self):
        return self.hand

    def toggle(self, sel, kind, key):
        if kind != "card" or key not in self.pool():
            return sel
        if key in sel:
            return [c for c in sel if c != key]
        return (sel + [key])[-self.count:]

    def single_choice(self, sel, kind, key):
        if self.count != 1 or kind != "card" or key not in self.pool():
            return None
        return [key]

    def build(self, sel):
        return (self.word, tuple(sorted(sel))) if sel else None

    def incomplete(self, sel):
        return _("Select {cards} in your hand.", cards=plural(self.count, "card"))

    def status(self, sel):
        return _("{n} of {count} selected", n=len(sel), count=self.count)
