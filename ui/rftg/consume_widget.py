"""The Race consume widget: choose a power, then its goods (or hand cards, or a number)."""
from game.core.actions import freeze
from game.core.i18n import N_, domain

from ui.table.html import tag, text

from .widget_base import KIND_OF_WORD, Widget, gives, name, plural

_ = domain("rftg")


class Consume(Widget):
    """Consume: choose a power, then its goods (or hand cards, or a number)."""
    title = N_("Consume: use your powers")
    help = N_("Use each power once, in the order you like; a started power is used fully.")

    def __init__(self, *a):
        super().__init__(*a)
        self.groups = []          # [(card, idx)] in order
        self.by = {}
        for a in self.legal:
            if a[0] != "consume":
                continue
            key = (a[1], a[2])
            if key not in self.by:
                self.by[key] = []
                self.groups.append(key)
            self.by[key].append(a)
        self.done = ("done",) in self.legal
        self.types = {(pw["card"], pw["power"]): pw["type"] for pw in self.dec.get("powers", [])}
        self.gains = {freeze(a): g for a, g in self.dec.get("gains", [])}
        self.x2 = bool(self.dec.get("x2"))
        seat = next((s for s in self.view.get("seats", []) if s.get("seat") == self.p),
                    None)
        self.goods = {g["world"]: g["kind"] for g in (seat or {}).get("goods", [])}

    def toggle(self, sel, kind, key):
        if kind == "pick" and 0 <= key < len(self.groups):
            return [] if sel and sel[0] == key else [key]
        if kind == "card" and sel and self._is_hand(sel[0]) and key in self.hand:
            cards = sel[1:]
            cards = [c for c in cards if c != key] if key in cards else cards + [key]
            return [sel[0]] + cards
        return sel

    def _is_hand(self, gi):
        """Does power group `gi` discard cards from the hand (chosen by clicking the hand)?"""
        return self.types.get(self.groups[gi]) == "hand"

    def gain(self, action):
        """What `action` gives ({"vp", "cards", "doubled"}): the view's gains, else a query."""
        g = self.gains.get(action)
        return g if g is not None else self.query("consume_gain", action)

    def build(self, sel):
        if len(sel) > 1 and self._is_hand(sel[0]):
            card, idx = self.groups[sel[0]]
            return ("consume", card, idx, tuple(sorted(sel[1:])))
        if len(sel) == 1 and not self._is_hand(sel[0]):
            # a power with one way to use it: picking it builds that move, so Confirm (and
            # the kit's lesson and hint marks, which follow picks to a built move) make it
            acts = self.by[self.groups[sel[0]]]
            return acts[0] if len(acts) == 1 else None
        return None

    def incomplete(self, sel):
        return _("Select the cards to discard from your hand.")

    def status(self, sel):
        action = self.build(sel)
        if action is None:
            return ""
        if not self._is_hand(sel[0]):
            return gives(self.gain(action), self.x2)
        return f"{plural(len(action[3]), 'card')}: {gives(self.gain(action), self.x2)}"

    def has_confirm(self, sel=()):
        return bool(sel) and (self._is_hand(sel[0]) or self.build(sel) is not None)

    def power_label(self, gi):
        card, idx = self.groups[gi]
        powers = self.face(card)["powers"]     # one line per power of the design, in order
        desc = powers[idx][1] if 0 <= idx < len(powers) else ""
        return f"{name(card)}: {desc}"

    def _arg_label(self, a):
        """One choice of a power: its goods (or number) and what it gives."""
        arg = a[3]
        if isinstance(arg, int):
            return _("Name {n}", n=arg)
        got = gives(self.gain(a), self.x2)
        if arg == ():
            return _("Use it: {gets}", gets=got) if got else _("Use it")
        parts = []
        for w in arg:
            if w in self.goods:
                kind = KIND_OF_WORD.get(self.goods[w])
                parts.append(_("{kind} good on {card}", kind=_(kind) if kind else "",
                               card=name(w)))
            else:
                parts.append(name(w))
        return " + ".join(parts) + (f": {got}" if got else "")

    def options(self):
        return []

    def extra(self, sel):
        out = []
        buttons = []
        for gi in range(len(self.groups)):
            buttons.append(text("button", self.power_label(gi), type="button", cls="opt",
                                data_act=f"pick:{gi}",
                                aria_pressed="true" if sel and sel[0] == gi else "false",
                                data_autofocus="1" if gi == 0 and not sel else None))
        if self.done:
            buttons.append(text("button", _("Done consuming"), type="button", cls="opt",
                                data_act="opt:done"))
        out.append(tag("div", "".join(buttons), cls="opts", role="group",
                       aria_label=_("Powers")))
        if sel:
            gi = sel[0]
            acts = self.by[self.groups[gi]]
            if self._is_hand(gi):
                out.append(text("p", _("Select cards in your hand, then confirm."), cls="help"))
            else:
                sub = []
                for j, a in enumerate(acts):
                    sub.append(text("button", self._arg_label(a), type="button", cls="opt",
                                    data_act=f"opt:{gi}.{j}",
                                    data_autofocus="1" if j == 0 else None))
                label = _("Number") if isinstance(acts[0][3], int) else _("Goods")
                out.append(tag("div", "".join(sub), cls="opts", role="group", aria_label=label))
        return "".join(out)

    def option_by_key(self, key):
        if key == "done":
            return ("done",) if self.done else None
        gi, _dot, j = key.partition(".")
        acts = self.by[self.groups[int(gi)]]
        return acts[int(j)]

    def hand_acts(self, sel):
        if sel and self._is_hand(sel[0]):
            return {c: {"act": f"card:{c}", "selected": c in sel[1:]} for c in self.hand}
        return {}
