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
with what they pay shown live. Actions without a payment (buying, card Actions, artifacts,
bonuses, paying for a blockaded card) are buttons sent at once. The selection is a list:
"m:<mode>" first, "side:L|O" for a construction, then resource card ids.
"""
from __future__ import annotations

from typing import Callable

from game.artifacts import cards as C
from game.core.i18n import N_, domain

from ui.table.html import esc, tag, text
from ui.table.widget import WidgetBase

from . import cardtext as T
from .faces import card as card_face, color_icon, target_card, artifact as artifact_face

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


# --- the turn: one action, free actions, then discard and refill ----------------------------------
class TurnWidget(Widget):
    """The "main" (choose the action) and "after" (free actions, end the turn) decisions."""

    def __init__(self, *a):
        super().__init__(*a)
        self.after = self.dec.get("kind") == "after"
        self.title = (_("Free actions, then end your turn") if self.after else
                      _("Your turn: choose one action"))
        self.help = (_("Play artifacts or bonuses if you like; select resource cards to discard "
                       "(optional), then end the turn: your hand is refilled to the limit.")
                     if self.after else
                     _("Pick an action, then the resource cards that pay for it (your hand "
                       "is below). Buying, card Actions, artifacts and bonuses act at once."))
        self.modes = {}          # mode -> (word, target)
        words = {}
        for i, a in enumerate(self.legal):
            words.setdefault(a[0], []).append(i)
            w = a[0]
            if w in ("discover", "develop", "build"):
                self.modes[f"con:{a[1]}"] = (w, a[1])
            elif w == "prepare":
                self.modes[f"prep:{a[1]}"] = (w, a[1])
            elif w in ("trade", "unblock"):
                self.modes[f"{w}:{a[1]}"] = (w, a[1])
            elif w in OPS or w == "faction":
                self.modes[w] = (w, None)
        if not self.after and self.legal:
            # every card under construction can be chosen: if the cards cannot pay for it,
            # the engine's reason says so (a construction that is legal is listed anyway)
            for c, _r in self.seat["under"]:
                self.modes.setdefault(f"con:{c}", (VERB[C.KIND[c]], c))
        self.words = words
        self._pay = {}

    # payments -------------------------------------------------------------------------
    def mode(self, sel):
        m = next((x for x in sel if isinstance(x, str) and x.startswith("m:")), None)
        return m[2:] if m and m[2:] in self.modes else None

    def side(self, sel):
        s = next((x for x in sel if isinstance(x, str) and x.startswith("side:")), None)
        return s[5:] if s else None

    @staticmethod
    def res(sel):
        return [x for x in sel if isinstance(x, int)]

    def pay(self, mode):
        if mode not in self._pay:
            word, target = self.modes[mode]
            word = "prepare" if word == "prepare" else word
            self._pay[mode] = self.query("pay", word, target) if target is not None or \
                word in OPS or word == "faction" else self.query("pay", word)
        return self._pay[mode] or {}

    def icons(self, mode, sel) -> int:
        src = self.pay(mode).get("sources", {})
        return sum(src.get(r, 0) for r in self.res(sel))

    def toggle(self, sel, kind, key):
        if kind == "pick" and isinstance(key, str):
            if key.startswith("m:"):
                if key[2:] not in self.modes:
                    return sel
                return [] if self.mode(sel) == key[2:] else [key]
            if key.startswith("side:") and (self.mode(sel) or "").startswith("con:"):
                return [x for x in sel if not (isinstance(x, str) and x.startswith("side:"))] \
                    + [key]
            return sel
        if kind == "card" and isinstance(key, int):
            if key not in self.hand_acts(sel):
                return sel
            if key in sel:
                return [x for x in sel if x != key]
            return sel + [key]
        return sel

    def build(self, sel):
        res = tuple(sorted(self.res(sel)))
        if self.after:
            return ("end", res) if "end" in self.words else None
        mode = self.mode(sel)
        if mode is None:
            return None
        word, target = self.modes[mode]
        if word in ("discover", "develop", "build"):
            side = self.side(sel)
            return (word, target, side, res) if side else None
        if not res:
            return None
        if word in OPS or word == "faction":
            return (word, res)
        return (word, target, res)

    def incomplete(self, sel):
        if self.after:
            return _("Select cards to discard, or none, then end the turn.")
        mode = self.mode(sel)
        if mode is None:
            return _("Choose an action first.")
        if mode.startswith("con:") and not self.side(sel):
            return _("Choose the side: Logistics or Operational.")
        return _("Select the resource cards that pay.")

    def has_confirm(self, sel):
        return self.after or self.mode(sel) is not None

    @property
    def confirm_label(self):
        return _("End the turn") if self.after else _("Confirm")

    def hand_acts(self, sel):
        if self.after:
            return {r: {"act": f"card:{r}", "selected": r in sel, "note": _("discard")}
                    for r in self.hand}
        mode = self.mode(sel)
        if mode is None:
            return {}
        src = self.pay(mode).get("sources", {})
        return {r: {"act": f"card:{r}", "selected": r in sel, "note": f"+{n}"}
                for r, n in src.items()}

    def status(self, sel):
        if self.after:
            n = len(self.res(sel))
            return (_.n("{n} card to discard", "{n} cards to discard", n) if n
                    else _("Keep every card"))
        mode = self.mode(sel)
        if mode is None:
            return ""
        info = self.pay(mode)
        got, picked = self.icons(mode, sel), len(self.res(sel))
        color = T.word(T.COLOR_WORD, info.get("color")) if info.get("color") else ""
        gold = _(" (gold counts)") if info.get("gold") and info.get("color") != "Y" else ""
        need = info.get("need", 0)
        word = self.modes[mode][0]
        if word == "trade":
            gain = got + info.get("bonus", 0) if picked else 0
            head = _("Pays {got} {color}{gold} → {credits}", color=color, gold=gold, got=got,
                     credits=_.n("{n} credit", "{n} credits", gain))
        elif word == "prepare":
            head = _("Prepares {got} of the {need} {color} still needed{gold}", color=color,
                     gold=gold, got=got, need=need)
        else:
            head = _("Pays {got} of {need} {color}{gold}", color=color, gold=gold, got=got,
                     need=need)
        return _.n("{head} · {picked} of {n} card (assembly limit)",
                   "{head} · {picked} of {n} cards (assembly limit)", info.get("limit", 2),
                   head=head, picked=picked)

    # drawing ---------------------------------------------------------------------------
    def body(self, sel):
        parts = []
        mode = self.mode(sel)
        if mode is not None:
            # the chosen action alone, so its payment and Confirm stay close (Clear goes back)
            return self._mode_panel(mode, sel)
        first = [not self.after]

        def opt(i, label=None):
            f = first[0]
            first[0] = False
            return self.opt(i, label, first=f)

        if not self.after:
            parts.append(self._actions(sel, opt))
        for w in ("artifact", "bonus", "unlock"):
            idx = self.words.get(w, [])
            if w == "artifact" and idx:
                parts.append(tag("div", text("h3", _(FREE_TITLE[w])) + tag(
                    "div", "".join(artifact_face(self.legal[i][1], act=f"opt:{i}")
                                   for i in idx), cls="opts aa-cards", role="group",
                    aria_label=_(FREE_TITLE[w])), cls="aa-sec"))
            elif idx:
                parts.append(self.group(_(FREE_TITLE[w]), "".join(
                    opt(i, self._free_label(self.legal[i])) for i in idx)))
        if "pass" in self.words:
            parts.append(self.group(_("No action is possible"), opt(self.words["pass"][0])))
        return "".join(parts)

    def _free_label(self, action) -> str:
        c = action[1]
        if action[0] == "bonus":
            return f"{C.NAME[c]}: " + "; ".join(T.effect_words(pw[1:]) for pw in C.POWER[c]
                                                 if pw[0] == "additionally")
        tokens = next((t for card, _s, t, _r in self.seat["empire"] if card == c), 0)
        return _.n("Pay {n} credit to use {card} this turn",
                   "Pay {n} credits to use {card} this turn", tokens, card=C.NAME[c])

    def _mode_button(self, mode, label, sel) -> str:
        on = self.mode(sel) == mode
        return text("button", label, type="button", cls="opt" + (" sel" if on else ""),
                    data_act=f"pick:m:{mode}", aria_pressed="true" if on else "false")

    def _actions(self, sel, opt) -> str:
        out = []
        con = [m for m in self.modes if m.startswith("con:")]
        if con:
            out.append(self.group(_("Construct (a card under construction, paid in full)"),
                                  "".join(self._mode_button(m, self._construct_label(m), sel)
                                          for m in con)))
        buys = self.words.get("buy", [])
        if buys:
            out.append(self.group(_("Buy a card (5 credits, +1 per extra card looked at)"),
                                  "".join(opt(i) for i in buys)))
        prep = [m for m in self.modes if m.startswith("prep:")]
        if prep:
            out.append(self.group(_("Prepare resources under a card"), "".join(
                self._mode_button(m, _("Prepare under {card}", card=C.NAME[self.modes[m][1]]),
                                  sel)
                for m in prep)))
        trade = [m for m in self.modes if m.startswith("trade:")]
        if trade:
            out.append(self.group(_("Trade resources of one colour for credits"), "".join(
                self._mode_button(m, _("Trade: {color}",
                                       color=T.word(T.COLOR_WORD, self.modes[m][1])), sel)
                for m in trade)))
        unb = [m for m in self.modes if m.startswith("unblock:")]
        if unb:
            out.append(self.group(_("Remove blockades (2 icons of the row's colour a token)"),
                                  "".join(self._mode_button(
                                      m, _(UNBLOCK_ROW[self.modes[m][1]]), sel)
                                      for m in unb)))
        ops = [m for m in ("offensive", "revenue", "mining") if m in self.modes]
        if ops:
            out.append(self.group(_("Operational actions (5 icons, no gold)"), "".join(
                self._mode_button(m, _ops(m), sel) for m in ops)))
        if "faction" in self.modes:
            f = C.FACTION[self.seat["faction"]]
            out.append(self.group(_("Faction action"), self._mode_button(
                "faction", f"{f['name']}: " + T.faction_action_line(self.seat["faction"]), sel)))
        uses = self.words.get("use", [])
        if uses:
            out.append(self.group(_("Card Actions (instead of the turn's action)"), "".join(
                opt(i, f"{C.NAME[self.legal[i][1]]}: " + "; ".join(
                    T.power_line(pw) for pw in C.POWER[self.legal[i][1]]
                    if pw[0] == "action")) for i in uses)))
        return "".join(out)

    def _construct_label(self, m) -> str:
        word, card = self.modes[m]
        return _({"discover": N_("Discover {card} ({n} green)"),
                  "develop": N_("Develop {card} ({n} blue)"),
                  "build": N_("Build {card} ({n} red)")}[word], card=C.NAME[card],
                 n=self.query("cost", card))

    def _mode_title(self, word, target) -> str:
        if word == "prepare":
            return _("Prepare resources under {card}", card=C.NAME[target])
        if word == "trade":
            return _("Trade: {color} (1 credit per icon)", color=T.word(T.COLOR_WORD, target))
        if word == "unblock":
            return _(UNBLOCK_YOURS[target])
        if word in OPS:
            return _ops(word)
        return _("Faction action: {action}", action=T.faction_action_line(self.seat["faction"]))

    def _mode_panel(self, mode, sel) -> str:
        word, target = self.modes[mode]
        info = self.pay(mode)
        lines = []
        if word in ("discover", "develop", "build"):
            side = self.side(sel)
            sides = "".join(
                tag("button", text("b", T.word(T.SIDE_NAME, s)) + text(
                    "span", "; ".join(T.side_lines(target, s))), type="button",
                    cls="opt aa-sidebtn" + (" sel" if side == s else ""),
                    data_act=f"pick:side:{s}", aria_pressed="true" if side == s else "false",
                    data_autofocus="1" if s == "L" else None)
                for s in ("L", "O"))
            title = _({"discover": N_("Discover {card} ({n} green to pay): choose the side"),
                       "develop": N_("Develop {card} ({n} blue to pay): choose the side"),
                       "build": N_("Build {card} ({n} red to pay): choose the side")}[word],
                      card=C.NAME[target], n=info.get("need", 0))
            lines.append(tag("div", text("h3", title)
                             + tag("div", sides, cls="opts aa-sides", role="group",
                                   aria_label=_("Side")), cls="aa-sec"))
        else:
            lines.append(text("h3", self._mode_title(word, target)))
        need = info.get("need", 0)
        color = info.get("color")
        if color:
            if word in ("discover", "develop", "build") and need == 0:
                msg = _("Fully prepared: nothing more to pay.")
            else:
                msg = " ".join((
                    _("Select cards from your hand or your planets: each shows what it pays.")
                    if info.get("planets") else
                    _("Select cards from your hand: each shows what it pays."),
                    _("Gold icons count.") if info.get("gold") else _("No gold."),
                    _.n("At most {n} card.", "At most {n} cards.", info.get("limit", 2))))
            lines.append(tag("p", color_icon(color) + esc(" " + msg), cls="help aa-payhelp"))
            if not info.get("sources") and need:
                lines.append(text("p", _("None of your cards has these icons."), cls="why"))
        return tag("div", "".join(lines), cls="aa-mode")


# --- follow-up decisions ---------------------------------------------------------------------------
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
         "target": TargetWidget, "defend": DefendWidget, "blockade": BlockadeWidget}


def for_decision(view: dict, player: int, legal: list, query: Callable | None = None):
    """The widget for `player`'s decision now (unknown kinds: one button per action)."""
    kind = (view.get("decision") or {}).get("kind")
    cls = KINDS.get(kind, Widget)
    w = cls(view, player, legal, query)
    if cls is Widget:
        w.body = lambda sel: w.group(_("Choices"), "".join(w.opt(i, first=i == 0)
                                                         for i in range(len(legal))))
    return w
