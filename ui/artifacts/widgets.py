"""The Alien Artifacts decision widgets (pure Python): one per engine decision kind.

A widget reads only the player's view (its "decision", hand and seats), the legal actions and
`query(name, *args)`, the engine's documented questions (docs/artifacts-design.md, section 5):
"pay" tells how an action word is paid (colour, gold or not, icons needed, assembly limit,
the icons each card gives), "cost" what a card under construction still needs, and
"attack_bonus" what a ship adds to the resource card's number. It never judges legality: it
builds the action the selection describes and the kit's controller asks the engine
(`explain_illegal`), showing its reason while Confirm stays disabled.

The main decision ("main" and "after" in the engine) works in two steps: pick what to do
(construct a card, prepare under it, trade, remove blockades, an operational action, the
faction action), then select the resource cards that pay, from the hand or the planets,
with what they pay shown live; buying picks the deck, then how many cards to look at.
Actions without a payment (card Actions, artifacts, bonuses, paying for a blockaded card)
are buttons sent at once. The selection is a list: "m:<mode>" first, "side:L|O" for a
construction or "look:<extra cards>" for a buy, then resource card ids. choice_widgets.py holds the
discard down to the hand limit, the produced half and the payments before final scoring.
"""
from __future__ import annotations

from typing import Callable

from game.artifacts import cards as C
from game.core.i18n import N_, domain

from ui.table.html import tag, text

from . import cardtext as T
from .choice_widgets import DiscardWidget, FinalWidget, ProduceWidget
from .faces import card as card_face, target_card
from .turn_widget import TurnWidget
from .widget_base import Widget

_ = domain("artifacts")


class KeepWidget(Widget):
    def __init__(self, *a):
        super().__init__(*a)
        self.title = _("Keep one of the cards you looked at")
        self.help = _("It goes under construction; the others go under their deck.")

    def body(self, sel):
        return tag("div", "".join(card_face(a[1], act=f"opt:{i}") for i, a in
                                  enumerate(self.legal)), cls="opts aa-cards", role="group",
                   aria_label=_("Cards looked at"))


class AutoWidget(Widget):
    def __init__(self, *a):
        super().__init__(*a)
        kind = self.dec.get("deck", "planet")
        self.title = _({"planet": N_("Automatic construction: place a planet for free"),
                        "tech": N_("Automatic construction: place a technology for free"),
                        "ship": N_("Automatic construction: place a ship for free")}.get(
            kind, N_("Automatic construction: place a planet for free")))
        self.help = _("Choose the card and its side, or skip.")

    def body(self, sel):
        out = []
        for i, a in enumerate(self.legal):
            if a[0] == "auto":
                out.append(text("button", f"{C.NAME[a[1]]}: {T.word(T.SIDE_NAME, a[2])} — " +
                                "; ".join(T.side_lines(a[1], a[2])), type="button", cls="opt",
                                data_act=f"opt:{i}", data_autofocus="1" if i == 0 else None))
            else:
                out.append(self.opt(i, _("Skip")))
        return tag("div", "".join(out), cls="opts", role="group", aria_label=_("Choices"))


class TargetWidget(Widget):
    """Attack: one target (an alien system of the row or another empire) and the ships."""

    def __init__(self, *a):
        super().__init__(*a)
        self.title = _("Attack: choose one target")
        self.help = _("Each ship attacks on its own: the top resource card's number plus the "
                      "ship's bonus (at most 4) picks the result row.")
        self.ships = [s for s in self.dec.get("ships", [])]
        self.usable = sorted({s for a in self.legal if a[0] == "attack" for s in a[3]},
                             key=self.ships.index)
        self.targets = []
        for a in self.legal:
            if a[0] == "attack" and (a[1], a[2]) not in self.targets:
                self.targets.append((a[1], a[2]))
        self.hold = next((i for i, a in enumerate(self.legal) if a[0] == "hold"), None)

    def target(self, sel):
        t = next((x for x in sel if isinstance(x, str) and x.startswith("t:")), None)
        if not t:
            return None
        what, _, i = t[2:].partition(":")
        return (what, int(i))

    def chosen_ships(self, sel):
        off = {int(x[4:]) for x in sel if isinstance(x, str) and x.startswith("off:")}
        return [s for s in self.usable if s not in off]

    def toggle(self, sel, kind, key):
        key = str(key)
        if key.startswith("t:"):
            return [x for x in sel if not str(x).startswith("t:")] + [key]
        if key.startswith("ship:"):
            off = f"off:{key[5:]}"
            return [x for x in sel if x != off] if off in sel else sel + [off]
        return sel

    def build(self, sel):
        t = self.target(sel)
        ships = tuple(self.chosen_ships(sel))
        if t is None or not ships:
            return None
        return ("attack", t[0], t[1], ships)

    def incomplete(self, sel):
        return _("Choose a target.") if self.target(sel) is None else _("Choose at least one ship.")

    def has_confirm(self, sel):
        return True

    @property
    def confirm_label(self):
        return _("Attack")

    def status(self, sel):
        n = len(self.chosen_ships(sel))
        return _.n("{n} ship attacking", "{n} ships attacking", n)

    def body(self, sel):
        t = self.target(sel)
        names = self.names
        aliens = []
        empires = []
        row = self.view.get("alien_row", [])
        for what, i in self.targets:
            on = t == (what, i)
            if what == "alien":
                aliens.append(target_card(row[i], act=f"pick:t:alien:{i}", selected=on))
            else:
                seat = self.view["seats"][i]
                plans = seat["plans"] if isinstance(seat["plans"], int) else len(seat["plans"])
                held = (_.n("{n} defense plan held: they choose the basic plan or it",
                            "{n} defense plans held: they choose the basic plan or one of them",
                            plans) if plans
                        else _("no defense plan held: the basic plan defends"))
                empires.append(text("button", _("The empire of {name} ({held})", name=names[i],
                                                held=held),
                                    type="button", cls="opt" + (" sel" if on else ""),
                                    data_act=f"pick:t:empire:{i}",
                                    aria_pressed="true" if on else "false"))
        defender = t[1] if t and t[0] == "empire" else None
        ships = "".join(
            text("button", _("{card}: attack = card number {bonus}", card=C.NAME[s],
                             bonus=self._bonus_words(s, defender)), type="button",
                 cls="opt" + (" sel" if s in self.chosen_ships(sel) else ""),
                 data_act=f"pick:ship:{s}",
                 aria_pressed="true" if s in self.chosen_ships(sel) else "false")
            for s in self.usable)
        out = [tag("div", text("h3", _("Alien systems (results by attack value)")) +
                   tag("div", "".join(aliens), cls="opts aa-cards", role="group",
                       aria_label=_("Alien systems")), cls="aa-sec") if aliens else "",
               self.group(_("Another empire"), "".join(empires)),
               self.group(_("Ships (click to leave one out)"), ships)]
        if self.hold is not None:
            out.append(self.group(_("Or"), self.opt(self.hold, _("Do not attack"))))
        return "".join(out)

    def _bonus_words(self, ship, defender):
        b = self.query("attack_bonus", ship, defender)
        if b is None:
            b = C.BONUS[ship]
        return _("{sign} {n} (counts 1 to 4)", sign="+" if b >= 0 else "−", n=abs(b))


class DefendWidget(Widget):
    """The defender chooses the basic plan or a held one; each shows its results by value."""

    def __init__(self, *a):
        super().__init__(*a)
        att = self.dec.get("attacker", 0)
        names = self.names
        self.title = _("{name} attacks you: choose your defense plan", name=names[att])
        ships = self.dec.get("ships", [])
        words = []
        for s in ships:
            b = self.query("attack_bonus", s, self.p, att)
            b = C.BONUS[s] if b is None else b
            words.append(_("{card} (attack = card number {sign} {n})", card=C.NAME[s],
                           sign="+" if b >= 0 else "−", n=abs(b)))
        self.help = _("Attacking ships: {ships}. Each draws the top resource card; its attack "
                      "value (1 to 4) picks a row of your plan. A row is what happens to the "
                      "attacker: the damaged or destroyed ship is theirs, VP and blockade tokens "
                      "(placed on your cards) go to them, unless it says the defender scores. "
                      "Plans you hold stay with you.", ships=", ".join(words))

    def body(self, sel):
        return tag("div", "".join(
            target_card(a[1], act=f"opt:{i}") for i, a in enumerate(self.legal)),
            cls="opts aa-cards", role="group", aria_label=_("Defense plans"))


class BlockadeWidget(Widget):
    def __init__(self, *a):
        super().__init__(*a)
        q = self.dec.get("defender", 0)
        names = self.names
        self.title = _("Place a blockade token on a card of {name}", name=names[q])
        self.help = _("A blockaded card is empty for its owner until they pay 1 credit per "
                      "token.")
        self.emp = {c: (side, tok) for c, side, tok, _r in self.view["seats"][q]["empire"]}

    def body(self, sel):
        out = []
        for i, a in enumerate(self.legal):
            side, tok = self.emp.get(a[1], ("L", 0))
            out.append(card_face(a[1], side, tokens=tok, act=f"opt:{i}", small=True))
        return tag("div", "".join(out), cls="opts aa-cards", role="group", aria_label=_("Cards"))


KINDS = {"main": TurnWidget, "after": TurnWidget, "keep": KeepWidget, "auto": AutoWidget,
         "target": TargetWidget, "defend": DefendWidget, "blockade": BlockadeWidget,
         "discard": DiscardWidget, "produce": ProduceWidget, "final": FinalWidget}


def for_decision(view: dict, player: int, legal: list, query: Callable | None = None):
    """The widget for `player`'s decision now (unknown kinds: one button per action)."""
    kind = (view.get("decision") or {}).get("kind")
    cls = KINDS.get(kind, Widget)
    w = cls(view, player, legal, query)
    if cls is Widget:
        w.body = lambda sel: w.group(_("Choices"), "".join(w.opt(i, first=i == 0)
                                                         for i in range(len(legal))))
    return w
