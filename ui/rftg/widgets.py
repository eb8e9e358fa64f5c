"""One widget per engine decision kind: prompt, what can be selected, the action it builds.

A widget reads only what the table is handed: the player's `view` (its "decision" dict and
"hand"), the `legal` actions, and `query(name, *args)`, the engine's documented questions for
this player (docs/rftg-engine.md, "Queries"). It never sees the state and never applies a
rule: costs, trade values and what a consume action gives come from the view or a query.
It never judges legality either: it builds the action the player's selection describes and
the controller asks the engine (`explain_illegal`) whether it may be sent, showing the
engine's reason when not. Decision kinds are those of game/rftg (initial_discard, action,
explore_keep, develop, develop_pay, settle, settle_method, settle_pay, trade, consume,
windfall, discard); an unknown kind falls back to one button per legal action, so every
decision stays playable. The one entry point is `for_decision(view, player, legal, face,
query)`.
"""
from typing import Callable, Optional

from game.core.i18n import N_, domain
from game.rftg import cards as C

from ui.table.html import esc, tag

from .cardview import PHASE_LABEL, mini

from .consume_widget import Consume
from .widget_base import (ACTION_CARDS, KIND_WORD, METHOD_TEXT, CardPick, Picker, Query, Widget,
                          name, plural)

_ = domain("rftg")


class HandSelect(CardPick):
    """Select cards from the hand (discards, payments)."""

    def hand_acts(self, sel):
        return {c: {"act": f"card:{c}", "selected": c in sel} for c in self.hand}


class InitialDiscard(HandSelect):
    def __init__(self, *a):
        super().__init__(*a)
        self.count = self.dec["count"]
        self.title = _("Choose {cards} to discard", cards=plural(self.count, "card"))
        self.help = _("Keep the cards you want to build with; the others go to the discard "
                      "pile.")
        self.confirm_label = _("Discard {cards}", cards=plural(self.count, "card"))


class HandLimit(HandSelect):
    def __init__(self, *a):
        super().__init__(*a)
        self.count = self.dec["count"]
        self.title = _("Hand limit: discard {cards}", cards=plural(self.count, "card"))
        self.help = _("At the end of a round you keep at most 10 cards.")
        self.confirm_label = _("Discard")


class Pay(HandSelect):
    word = "pay"

    def __init__(self, *a):
        super().__init__(*a)
        self.card = self.dec["card"]
        self.count = self.dec["cost"]
        self.title = _("Pay {cards} for {card}", cards=plural(self.count, "card"),
                       card=name(self.card))
        self.help = _("Select the cards from your hand to discard as payment.")
        self.confirm_label = _("Pay")


class ActionSelect(Picker):
    title = N_("Choose your action")
    help = N_("Everyone chooses in secret; the choices are revealed together.")

    def __init__(self, *a):
        super().__init__(*a)
        self.advanced = any(len(x) == 3 for x in self.legal)
        self.names = []
        for x in self.legal:
            for n in x[1:]:
                if n not in self.names:
                    self.names.append(n)
        if self.advanced:
            self.title = _("Choose two actions")

    def toggle(self, sel, kind, key):
        if kind != "pick" or not 0 <= key < len(self.names):
            return sel
        n = self.names[key]
        if n in sel:
            return [x for x in sel if x != n]
        if not self.advanced:
            return [n]
        return (sel + [n])[-2:]

    def single_choice(self, sel, kind, key):
        """One action card answers the decision unless two are chosen (advanced game)."""
        if self.advanced or kind != "pick" or not isinstance(key, int) or \
                not 0 <= key < len(self.names):
            return None
        return [self.names[key]]

    def build(self, sel):
        need = 2 if self.advanced else 1
        if len(sel) != need:
            return None
        return ("action",) + tuple(sel)

    def incomplete(self, sel):
        return (_("Choose two different action cards.") if self.advanced else
                _("Choose an action card."))

    def extra(self, sel):
        cards = []
        for i, n in enumerate(self.names):
            ph, label, sub = ACTION_CARDS.get(n, ("1", n, ""))
            label, sub = _(label), _(sub) if sub else ""
            # the badge's numeral is drawn by CSS (data-n), so the visible text stays the name
            badge = tag("span", "", cls=f"ph ph{ph}", data_n=PHASE_LABEL[ph], aria_hidden="true")
            name_cls = ("ac-name" if len(label) < 10 else      # long words: a smaller font
                        "ac-name long" if len(label) < 12 else "ac-name long longer")
            cards.append(tag("button", f'{badge}<span class="{name_cls}">{esc(label)}</span> '
                                       f"<small>{esc(sub)}</small>", type="button",
                             cls=f"actioncard ac{ph}", data_act=f"pick:{i}",
                             aria_pressed="true" if n in sel else "false",
                             aria_label=f"{label}: {sub}",
                             data_autofocus="1" if i == 0 else None))
        return tag("div", "".join(cards), role="group",
                   cls="acts rf-actionpick many" if len(cards) > 8 else "acts rf-actionpick",
                   aria_label=_("Action cards"))

    def status(self, sel):
        return ", ".join(f"{_(ACTION_CARDS[n][1])} ({_(ACTION_CARDS[n][2])})" for n in sel)


class ExploreKeep(CardPick):
    word = "keep"

    def __init__(self, *a):
        super().__init__(*a)
        self.seen, self.count = list(self.dec["cards"]), self.dec["keep"]
        self.title = _("Explore: keep {cards}", cards=plural(self.count, "card"))
        self.help = _("You drew {cards}; the rest are discarded.",
                      cards=plural(len(self.seen), "card"))
        self.confirm_label = _("Keep")

    def incomplete(self, sel):
        return _("Select {cards} to keep.", cards=plural(self.count, "card"))

    def pool(self):
        return self.seen

    def build(self, sel):
        # the cards in the order drawn, as the engine lists its legal keeps (so that a hint
        # row or a lesson step, which name a legal action, find the selection that makes it)
        return (self.word, tuple(c for c in self.seen if c in sel)) if sel else None

    def extra(self, sel):
        cards = "".join(mini(self.face(c), card_id=c, act=f"card:{c}", selected=c in sel)
                        for c in self.seen)
        return tag("div", cards, cls="hand", role="group", aria_label=_("Explored cards"))


class Place(Picker):
    """Develop or settle: choose a card of the hand (playable ones show what you would pay)."""

    def __init__(self, *a):
        super().__init__(*a)
        self.develop = self.dec["kind"] == "develop"
        self.costs = {c: n for c, n in self.dec.get("costs", [])}
        self.title = (_("Develop: choose a development") if self.develop else
                      _("Settle: choose a world"))
        self.help = _("Green cards can be placed; the number is what you would pay. "
                      "Everyone chooses in secret.")
        self.playable = {a[1] for a in self.legal if a[0] in ("develop", "settle")}
        self.confirm_label = _("Develop") if self.develop else _("Settle")

    def toggle(self, sel, kind, key):
        if kind != "card" or key not in self.hand:
            return sel
        return [] if sel == [key] else [key]

    def single_choice(self, sel, kind, key):
        return [key] if kind == "card" and key in self.hand else None

    def build(self, sel):
        if not sel:
            return None
        return ("develop" if self.develop else "settle", sel[0])

    def incomplete(self, sel):
        return _("Select a card in your hand, or pass.")

    def options(self):
        return [(_("Pass (place nothing)"), ("pass",))]

    def cost_of(self, cid):
        """What placing `cid` costs (the view's costs; else the engine's query)."""
        if cid in self.costs:
            return self.costs[cid]
        return self.query("develop_cost" if self.develop else "settle_cost", cid)

    def hand_acts(self, sel):
        out = {}
        for c in self.hand:
            ok = c in self.playable
            out[c] = {"act": f"card:{c}", "selected": c in sel, "playable": ok,
                      "cost": self.cost_of(c) if ok else None}
        return out

    def status(self, sel):
        return name(sel[0]) if sel else ""


class Method(Widget):
    def __init__(self, *a):
        super().__init__(*a)
        self.world = self.dec["card"]
        self.costs = {m["method"]: m["cost"] for m in self.dec.get("methods", [])}
        self.title = _("How do you place {card}?", card=name(self.world))

    def option_label(self, action):
        m = action[1]
        cost = self.costs.get(m, 0)
        label = _(METHOD_TEXT[m]) if m in METHOD_TEXT else m
        return f"{label} ({plural(cost, 'card')})" if m in ("pay", "contact") else label


class Trade(Widget):
    title = N_("Trade: sell one good")
    help = N_("The good is discarded and you draw its price in cards.")

    def __init__(self, *a):
        super().__init__(*a)
        self.values = {w: v for w, v in self.dec.get("values", [])}

    def option_label(self, action):
        w = action[1]
        v = self.values.get(w)
        if v is None:
            v = self.query("trade_value", w) or 0
        kind = KIND_WORD.get(C.GOOD[w])
        return _("{kind} good on {card}: {cards}", kind=_(kind) if kind else "", card=name(w),
                 cards=plural(v, "card"))


class Windfall(Widget):
    title = N_("Produce: choose a windfall world")
    help = N_("Each windfall power puts a good on one of your empty windfall worlds.")

    def option_label(self, action):
        src, w = action[1], action[2]
        via = _("Produce bonus") if src < 0 else name(src)
        return f"{name(w)} ({via})"


KINDS = {
    "initial_discard": InitialDiscard, "discard": HandLimit, "action": ActionSelect,
    "explore_keep": ExploreKeep, "develop": Place, "settle": Place, "develop_pay": Pay,
    "settle_pay": Pay, "settle_method": Method, "trade": Trade, "windfall": Windfall,
    "consume": Consume,
}


def for_decision(view: dict, player: int, legal: list, face: Callable,
                 query: Optional[Query] = None) -> Widget:
    """The widget for `player`'s decision in `view` (their own view), given their legal
    actions, the card-face function and `query(name, *args)` bound to that player."""
    kind = (view.get("decision") or {}).get("kind")
    return KINDS.get(kind, Widget)(player, view, legal, face, query)
