"""The epochs decision widgets (pure Python): a turn (take from the offer, play a card, pass),
paying for a card item by item, research at the epoch end, and diplomacy's one step.

A widget reads the view, the legal actions and `query(name, *args)` (the engine's "label"
words and "payment" state); it never judges legality: the kit asks the engine about the
action `build(sel)` returns and shows its reason. Option buttons (`opt:<i>`) send legal
action i at once; the board's cards and quarters are selected with `card:<key>` acts:
an int (a card of the hand), "o<i>" (offer slot i), "q:<planet>:<quarter>", "s:<planet>".
"""
from __future__ import annotations

from typing import Callable

from game.core.i18n import domain
from ui.table.html import tag, text
from ui.table.widget import WidgetBase

from . import cardinfo as I
from .cardview import pip

_ = domain("epochs")


def _no_query(name, *args):
    return None


def labels_of(query) -> dict:
    """{action: the engine's words for it} from the core Decision (`query.decision()`)."""
    try:
        decision = query.decision()
    except Exception:      # a plain function in tests, or no decision now
        return {}
    if decision is None:
        return {}
    return {c.action: c.label for c in decision.choices}


def _label(labels, action) -> str:
    words = labels.get(action)
    if not words:
        words = " ".join(str(x) for x in action)
    return words[:1].upper() + words[1:]


class Base(WidgetBase):
    """Option buttons for the legal actions; subclasses add selection and sections."""

    def __init__(self, view: dict, player: int, legal: list, query: Callable | None = None):
        self.view, self.p, self.legal = view, player, list(legal)
        self.query = query or _no_query
        self.me = view["players"][player]
        self.labels = labels_of(self.query)

    def button(self, i: int, label: str | None = None, first: bool = False,
               cls: str = "opt") -> str:
        return text("button", label or _label(self.labels, self.legal[i]), type="button",
                    cls=cls, data_act=f"opt:{i}", data_autofocus="1" if first else None)

    def sections(self, sel) -> list:
        return [tag("div", "".join(self.button(i, first=i == 0) for i in range(len(self.legal))),
                    cls="opts", role="group", aria_label=_("Choices"))]

    def render(self, sel, reason: str, can_confirm: bool) -> str:
        return self.panel(self.sections(sel), sel, reason, can_confirm, cls="ep-decide")


class Turn(Base):
    """Take cards from the offer (legal combinations as buttons, or select slots on the
    offer), play a card from the hand (then its quarter or planet), or pass."""

    @property
    def help(self):
        return _("Take cards worth 3 from the offer (row values 1, 2, 3), play one card from "
                 "your hand, or pass for the rest of the epoch.")

    def __init__(self, *a):
        super().__init__(*a)
        self.title = _("Epoch {n}: your turn", n=self.view["epoch"])
        self.takes = [i for i, a in enumerate(self.legal) if a[0] == "take"]
        self.passes = [i for i, a in enumerate(self.legal) if a[0] == "pass"]
        self.by_card = {}
        for i, a in enumerate(self.legal):
            if a[0] in ("play", "colonize", "ship"):
                self.by_card.setdefault(a[1], []).append(i)

    # selection: offer slots ("o<i>"), or one hand card then its target
    def toggle(self, sel, kind, key):
        if isinstance(key, str) and key[:1] == "o" and key[1:].isdigit():
            slots = [x for x in sel if isinstance(x, str) and x[:1] == "o"]
            if key in slots:
                return [x for x in slots if x != key]
            return (slots + [key])[-2:]
        if isinstance(key, int):
            if key not in self.by_card:
                return sel
            return [] if sel[:1] == [key] else [key]
        if isinstance(key, str) and key[:2] in ("q:", "s:") and sel and isinstance(sel[0], int):
            return [sel[0]] if sel[1:] == [key] else [sel[0], key]
        return sel

    def _target_key(self, a) -> str | None:
        if a[0] == "colonize":
            return f"q:{a[2]}:{a[3]}"
        if a[0] == "ship":
            return f"s:{a[2]}"
        return None

    def build(self, sel):
        if not sel:
            return None
        if isinstance(sel[0], str):
            return ("take",) + tuple(sorted(int(x[1:]) for x in sel))
        card = sel[0]
        options = [self.legal[i] for i in self.by_card.get(card, [])]
        if len(sel) == 2:
            hit = [a for a in options if self._target_key(a) == sel[1]]
            return hit[0] if hit else None
        if len(options) == 1:
            return options[0]
        return None

    def incomplete(self, sel) -> str:
        if sel and isinstance(sel[0], int):
            k = I.kind(sel[0])
            if k == "colony":
                return _("Choose a highlighted quarter of one of your planets.")
            if k == "ship":
                return _("Choose the colonised planet the ship lands on.")
        return _("Select cards of the offer, or a card of your hand.")

    def has_confirm(self, sel) -> bool:
        return True

    def hand_acts(self, sel) -> dict:
        slots = {x for x in sel if isinstance(x, str) and x[:1] == "o"}
        acts = {}
        for i, c in enumerate(self.view["offer"]):
            if c >= 0 and self.takes:
                acts[f"o{i}"] = {"act": f"card:o{i}", "selected": f"o{i}" in slots}
        chosen = sel[0] if sel and isinstance(sel[0], int) else None
        for c in self.by_card:
            acts[c] = {"act": f"card:{c}", "selected": c == chosen,
                       "note": self._cost_note(c)}
        if chosen is not None:
            for i in self.by_card[chosen]:
                key = self._target_key(self.legal[i])
                if key:
                    acts[key] = {"act": f"card:{key}", "selected": key in sel[1:]}
        return acts

    def _take_words(self, action) -> str:
        """'Scout Cutter + Ice Settlers (1 + 1)': the cards of a take and their row values."""
        offer = self.view["offer"]
        names = " + ".join(I.name(offer[i]) for i in action[1:])
        values = " + ".join(str(i // 2 + 1) for i in action[1:])
        return f"{names} ({values})"

    def _cost_note(self, c: int) -> str:
        try:
            left = self.query("cost", c)
        except Exception:
            left = None
        if not left:
            return ""
        words = ", ".join(I.amount(r, n) for r, n in left.items() if n)
        return _("you pay {what}", what=words or _("any 1 card or token"))

    def sections(self, sel) -> list:
        out = []
        first = [not sel]

        def btn(i, label=None):
            html = self.button(i, label, first=first[0])
            first[0] = False
            return html

        if self.takes:
            out.append(tag("div", text("h3", _("Take from the offer")) +
                           tag("div", "".join(btn(i, self._take_words(self.legal[i]))
                                              for i in self.takes), cls="opts",
                               role="group", aria_label=_("Take from the offer")),
                           cls="ep-sec"))
        else:
            out.append(tag("div", text("h3", _("Take from the offer")) +
                           text("p", _("You cannot take cards now (hand limit or empty "
                                       "offer)."), cls="small"), cls="ep-sec"))
        if self.by_card:
            chosen = sel[0] if sel and isinstance(sel[0], int) else None
            picks = "".join(
                text("button", f"{I.name(c)} ({self._cost_note(c) or I.cost_text(c)})",
                     type="button", cls="opt", data_act=f"pick:{c}",
                     aria_pressed="true" if c == chosen else "false")
                for c in self.by_card)
            body = text("h3", _("Play a card")) + tag("div", picks, cls="opts", role="group",
                                                      aria_label=_("Cards you can play"))
            if chosen is not None:
                body += tag("div", "".join(btn(i) for i in self.by_card[chosen]),
                            cls="opts ep-targets", role="group",
                            aria_label=_("Play {card}", card=I.name(chosen)))
            out.append(tag("div", body, cls="ep-sec"))
        else:
            out.append(tag("div", text("h3", _("Play a card")) +
                           text("p", _("No card of your hand can be played and paid for now."),
                                cls="small"), cls="ep-sec"))
        out.append(tag("div", "".join(btn(i, _("Pass (out for the rest of the epoch)"))
                                      for i in self.passes), cls="opts ep-pass"))
        return out

    def option_by_key(self, key):
        return super().option_by_key(key)


class Pay(Base):
    """Pay for the card just played: the engine's proposal (the cheapest payment: fewest
    items, then the least valuable) comes selected on the hand; the player confirms it in one
    click or toggles cards and tokens first. Shows the discount from production, what remains
    and which items pay a resource alone. The selection is sent as ("pay", (item, ...)), which
    the engine refuses with its reason unless it pays exactly."""

    def __init__(self, *a):
        super().__init__(*a)
        self.pay_info = self.query("payment") or {}
        card = self.pay_info.get("card")
        self.title = _("Pay for {card}", card=I.name(card)) if card is not None else _("Pay")
        self.kinds = {str(x[0]): (x[1], x[2]) for x in self.pay_info.get("items", [])}
        singles = [a[1] for a in self.legal if not isinstance(a[1], tuple)]
        self.cards = [x for x in singles if x != "token"]
        self.tokens = self.me["tokens"] if "token" in singles else 0

    def _item_note(self, item) -> str:
        kind, done = self.kinds.get(str(item), ("", False))
        if kind == "full":
            letters = "EFM" if item == "token" else I.res(item)
            left = (self.pay_info or {}).get("left") or {}
            covers = [I.RES_NAME[r] for r in letters if left.get(r)]
            words = (_("pays 1 {what}", what=_(" or ").join(covers)) if covers
                     else _("pays what is left"))
        else:
            words = _("counts half (any two cards pay one resource)")
        return _("{words} and finishes the payment", words=words) if done else words

    # the selection: card ids, and "t0", "t1", ... for the tokens (one key each)
    def initial_selection(self) -> list:
        proposal = self.pay_info.get("proposal") or []
        cards = [x for x in proposal if x != "token" and x in self.cards]
        n = min(sum(1 for x in proposal if x == "token"), self.tokens)
        return cards + [f"t{i}" for i in range(n)]

    def toggle(self, sel, kind, key):
        if key == "proposal":
            return self.initial_selection()
        if key in self.cards or (isinstance(key, str) and key[:1] == "t" and key[1:].isdigit()
                                 and int(key[1:]) < self.tokens):
            return [x for x in sel if x != key] if key in sel else list(sel) + [key]
        return sel

    def items(self, sel) -> tuple:
        """The items the selection pays with, as the engine names them."""
        cards = [x for x in sel if isinstance(x, int)]
        return tuple(cards) + ("token",) * sum(1 for x in sel if isinstance(x, str))

    def build(self, sel):
        return ("pay", self.items(sel)) if sel else None

    def incomplete(self, sel) -> str:
        return _("Select the cards and tokens to pay with, then confirm.")

    def has_confirm(self, sel) -> bool:
        return True

    def hand_acts(self, sel) -> dict:
        return {c: {"act": f"card:{c}", "selected": c in sel, "note": self._item_note(c)}
                for c in self.cards}

    def summary(self, sel) -> str:
        st = self.pay_info
        if not st:
            return ""

        def row(label, d, cls=""):
            pips = "".join(pip(r, n) for r, n in d.items() if n) or text("span", "–",
                                                                          cls="small")
            return tag("div", text("span", label, cls="pl") + tag("span", pips, cls="pv"),
                       cls="ep-payrow " + cls)
        rows = [row(_("Printed cost"), st["cost"]), row(_("Your production takes off"),
                                                         st["discount"], "disc"),
                row(_("To pay"), st["need"])]
        if st["paid"]:
            paid = ", ".join(_("a universal token") if x == "token" else I.name(x)
                             for x in st["paid"])
            rows.append(tag("div", text("span", _("Paid so far"), cls="pl") +
                            text("span", paid, cls="pv"), cls="ep-payrow"))
        left = {r: n for r, n in st["left"].items() if n}
        if not any(st["need"].values()):
            still = (_("Production covers the whole cost: pay any one card or token.") if
                     not st["paid"] else "")
        else:
            words = ", ".join(I.amount(r, n) for r, n in left.items())
            still = _("Still to pay: {what}", what=words or _("nothing"))
            if st["spare"]:
                still += _.n(" — or {n} more card of any kind (pairing with the {spare} paid "
                             "that count half)", " — or {n} more cards of any kind (pairing "
                             "with the {spare} paid that count half)", st["any_more"],
                             spare=st["spare"])
            elif left:
                still += _.n(" — or {n} card of any kind, two for each",
                             " — or {n} cards of any kind, two for each", st["any_more"])
        chosen = [_("a universal token") if x == "token" else I.name(x)
                  for x in self.items(sel)]
        pick = (_("Selected: {items}", items=", ".join(chosen)) if chosen else
                _("Nothing selected"))
        proposed = sorted(map(str, sel)) == sorted(map(str, self.initial_selection()))
        body = "".join(rows) + (text("p", still, cls="ep-still") if still else "") + \
            text("p", pick + (" " + _("(the cheapest payment: fewest cards, keeping your most "
                                      "valuable ones)") if proposed else ""), cls="ep-picked")
        return tag("div", body, cls="ep-pay", aria_label=_("Payment"))

    def sections(self, sel) -> list:
        ordered = sorted(self.cards, key=lambda c: (
            not self.kinds.get(str(c), ("", False))[1],
            self.kinds.get(str(c), ("half",))[0] != "full"))
        buttons = [text("button", f"{I.name(c)}: {self._item_note(c)}", type="button",
                        cls="opt" + (" good" if self.kinds.get(str(c), ("",))[0] == "full"
                                     else ""),
                        data_act=f"card:{c}", aria_pressed="true" if c in sel else "false")
                   for c in ordered]
        buttons += [text("button", _("Universal token {n}: {note}", n=i + 1,
                                     note=self._item_note("token")), type="button",
                         cls="opt tok", data_act=f"card:t{i}",
                         aria_pressed="true" if f"t{i}" in sel else "false")
                    for i in range(self.tokens)]
        return [self.summary(sel),
                tag("div", text("h3", _("Pay with")) + tag("div", "".join(buttons), cls="opts",
                                                           role="group",
                                                           aria_label=_("Pay with")),
                    cls="ep-sec")]

    def render(self, sel, reason: str, can_confirm: bool) -> str:
        """The title, what the selection pays, Confirm and the engine's reason, then the
        items: Confirm stays near the top on a phone, where the proposal is read."""
        summary, items = self.sections(sel)
        again = text("button", _("Propose again"), type="button", cls="btn",
                     data_act="pick:proposal")
        parts = [text("h2", self.title, id="tk-decide-title", tabindex="-1"), summary,
                 self.confirm_bar(sel, can_confirm, extra=again),
                 text("p", reason, cls="why", id="tk-why", role="status"), items]
        return tag("section", "".join(parts), cls="tk-decide panel ep-decide",
                   aria_labelledby="tk-decide-title")


class Research(Base):
    """At the epoch end: research one science card (paid in science) or nothing."""

    @property
    def help(self):
        return _("End of the epoch, step 1: research. The first player to pass researches "
                 "first. Pay in science: cards with a science symbol, science production, or "
                 "two cards for one.")

    def __init__(self, *a):
        super().__init__(*a)
        self.title = _("End of epoch {n}: research", n=self.view["epoch"])

    def hand_acts(self, sel) -> dict:
        return {a[1]: {"act": f"opt:{i}", "selected": False, "note": _("research this")}
                for i, a in enumerate(self.legal) if a[0] == "research"}


class Nudge(Base):
    """Diplomacy lead of 1: one step of the marker on the axis the player chooses."""

    @property
    def help(self):
        return _("You lead diplomacy by 1: move the influence marker one step toward your "
                 "corner, on the military axis (military points) or the trade axis (points "
                 "per planet).")

    def __init__(self, *a):
        super().__init__(*a)
        self.title = _("Diplomacy: move the marker one step")


WIDGETS = {"turn": Turn, "pay": Pay, "research": Research, "nudge": Nudge}


def for_decision(view: dict, player: int, legal: list, query: Callable | None = None):
    """The widget for `player`'s decision now (unknown kinds: one button per action)."""
    kind = (view.get("decision") or {}).get("kind", "")
    return WIDGETS.get(kind, Base)(view, player, legal, query)
