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

from game.core import action_text
from game.core.actions import freeze
from game.core.i18n import N_, domain
from game.rftg import cards as C
from game.rftg import words as W     # the game's vocabulary (texts only, no rules)

from .cardview import mini
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

    def build(self, sel):
        return (self.word, tuple(sorted(sel))) if sel else None

    def incomplete(self, sel):
        return _("Select {cards} in your hand.", cards=plural(self.count, "card"))

    def status(self, sel):
        return _("{n} of {count} selected", n=len(sel), count=self.count)


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
            cards.append(tag("button", f"{esc(label)}<small>{esc(sub)}</small>", type="button",
                             cls=f"actioncard ac{ph}", data_act=f"pick:{i}",
                             aria_pressed="true" if n in sel else "false",
                             aria_label=f"{label}: {sub}",
                             data_autofocus="1" if i == 0 else None))
        return tag("div", "".join(cards), cls="acts", role="group",
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
        return None

    def incomplete(self, sel):
        return _("Select the cards to discard from your hand.")

    def status(self, sel):
        action = self.build(sel)
        if action is None:
            return ""
        return f"{plural(len(action[3]), 'card')}: {gives(self.gain(action), self.x2)}"

    def has_confirm(self, sel=()):
        return bool(sel) and self._is_hand(sel[0])

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
