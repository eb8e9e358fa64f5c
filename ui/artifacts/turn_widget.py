"""The Alien Artifacts turn widget (the "main" and "after" decisions): one action, free
actions, then discard and refill. widgets.py says how a widget works and which one answers
each decision kind."""
from __future__ import annotations

from game.artifacts import cards as C
from game.core.i18n import N_, domain

from ui.table.html import esc, tag, text

from . import cardtext as T
from .faces import artifact as artifact_face, color_icon
from .turn_panels import BUY_DECK, buy_panel, prepare_targets
from .widget_base import FREE_TITLE, OPS, UNBLOCK_ROW, UNBLOCK_YOURS, VERB, Widget, _ops

_ = domain("artifacts")


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
                       "is below), or how many cards a buy looks at. Card Actions, artifacts "
                       "and bonuses act at once."))
        self.modes = {}          # mode -> (word, target)
        self.most = {}           # deck -> the most cards a buy may look at
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
            elif w == "buy":
                self.modes[f"buy:{a[1]}"] = (w, a[1])
                self.most[a[1]] = max(self.most.get(a[1], 1), a[2] + 1)
        # the turn's actions closed now (a buy, an operational or faction action, completing a
        # card, unblocking a row): shown disabled with the engine's reason ('unavailable')
        self.closed = {} if self.after or not self.legal else \
            {k: v for k, v in (self.query("unavailable") or {}).items() if k not in self.modes}
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
    def looks(sel) -> int:
        """How many cards the buy looks at (1 until a count is picked). The pick's key is
        "look:<extra cards>", the number the action carries, so that a hint row or a lesson
        step finds the control of its move (ui/table/hints.py `find_selection`)."""
        n = next((x for x in sel if isinstance(x, str) and x.startswith("look:")), None)
        return int(n[5:]) + 1 if n else 1

    @staticmethod
    def res(sel):
        return [x for x in sel if isinstance(x, int)]

    def row_cards(self, mode) -> list:
        """The cards under construction in the row of a prepare mode's card."""
        kind = C.KIND[self.modes[mode][1]]
        return [c for c, _r in self.seat["under"] if C.KIND[c] == kind]

    def assigned(self, mode, sel) -> list:
        """[(card, [resource cards])] of a preparation: each resource card goes under the card
        picked last before it ("to:<card>"; at first the mode's card), in that order."""
        target = self.modes[mode][1]
        out: dict = {target: []}
        for x in sel:
            if isinstance(x, str) and x.startswith("to:"):
                target = int(x[3:])
                out.setdefault(target, [])
            elif isinstance(x, int):
                out[target].append(x)
        return [(c, rs) for c, rs in out.items() if rs]

    def target(self, mode, sel) -> int:
        to = [x for x in sel if isinstance(x, str) and x.startswith("to:")]
        return int(to[-1][3:]) if to else self.modes[mode][1]

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
                if self.side(sel) == key[5:]:       # already chosen: nothing changes
                    return sel
                return [x for x in sel if not (isinstance(x, str) and x.startswith("side:"))] \
                    + [key]
            if key.startswith("to:") and (self.mode(sel) or "").startswith("prep:"):
                if int(key[3:]) not in self.row_cards(self.mode(sel)):
                    return sel
                last = sel[-1] if sel else None
                keep = sel[:-1] if isinstance(last, str) and last.startswith("to:") else sel
                return keep + [key]
            if key.startswith("look:") and (self.mode(sel) or "").startswith("buy:"):
                if key in sel:
                    return sel
                return [x for x in sel if not (isinstance(x, str) and x.startswith("look:"))] \
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
        if word == "buy":
            return ("buy", target, self.looks(sel) - 1)
        if word == "prepare":
            parts: list = ["prepare"]
            for card, rs in self.assigned(mode, sel):
                parts += [card, tuple(sorted(rs))]
            return tuple(parts) if len(parts) > 1 else None
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
        if mode is None or mode.startswith("buy:"):
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
        if mode.startswith("buy:"):
            n = self.looks(sel)
            return _.n("Costs {credits} credits: look at {n} card and keep it",
                       "Costs {credits} credits: look at {n} cards and keep one", n,
                       credits=4 + n)
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
        elif word == "prepare" and len(self.assigned(mode, sel)) > 1:
            head = _.n("Prepares {got} {color}{gold} under {n} card",
                       "Prepares {got} {color}{gold} under {n} cards",
                       len(self.assigned(mode, sel)), color=color, gold=gold, got=got)
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
        """The button choosing an action; disabled, with the engine's reason below its label,
        if the action is closed now."""
        if mode in self.closed:
            return tag("button", esc(label) + text("small", self.closed[mode], cls="aa-why"),
                       type="button", cls="opt aa-off", aria_disabled="true")
        on = self.mode(sel) == mode
        return text("button", label, type="button", cls="opt" + (" sel" if on else ""),
                    data_act=f"pick:m:{mode}", aria_pressed="true" if on else "false")

    def _actions(self, sel, opt) -> str:
        out = []
        under = [f"con:{c}" for c, _r in self.seat["under"]]
        groups = (
            (_("Construct (a card under construction, paid in full)"), under,
             self._construct_label),
            (_("Buy a card (5 credits, +1 per extra card looked at)"),
             [f"buy:{k}" for k in BUY_DECK], lambda m: _(BUY_DECK[m[4:]])),
            (_("Prepare resources under a card"), [m for m in self.modes if m.startswith("prep:")],
             lambda m: _("Prepare under {card}", card=C.NAME[self.modes[m][1]])),
            (_("Trade resources of one colour for credits"),
             [m for m in self.modes if m.startswith("trade:")],
             lambda m: _("Trade: {color}", color=T.word(T.COLOR_WORD, self.modes[m][1]))),
            (_("Remove blockades (2 icons of the row's colour a token)"),
             [f"unblock:{k}" for k in UNBLOCK_ROW], lambda m: _(UNBLOCK_ROW[m[8:]])),
            (_("Operational actions (5 icons, no gold)"), list(OPS), _ops),
            (_("Faction action"), ["faction"], lambda m: f"{self._faction_name()}: "
             + T.faction_action_line(self.seat["faction"])),
        )
        closed = []
        for title, keys, label in groups:
            out.append(self.group(title, "".join(self._mode_button(k, label(k), sel)
                                                 for k in keys if k in self.modes)))
            closed += [self._mode_button(k, label(k), sel) for k in keys if k in self.closed]
        uses = self.words.get("use", [])
        if uses:
            out.append(self.group(_("Card Actions (instead of the turn's action)"), "".join(
                opt(i, f"{C.NAME[self.legal[i][1]]}: " + "; ".join(
                    T.power_line(pw) for pw in C.POWER[self.legal[i][1]]
                    if pw[0] == "action")) for i in uses)))
        # what cannot be done now comes last, each with the engine's reason
        out.append(self.group(_("Not possible now"), "".join(closed)))
        return "".join(out)

    def _faction_name(self) -> str:
        return C.FACTION[self.seat["faction"]]["name"]

    def _construct_label(self, m) -> str:
        card = int(m[4:])
        word = VERB[C.KIND[card]]
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
        if word == "buy":
            return buy_panel(self, target, sel)
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
        if word == "prepare" and len(self.row_cards(mode)) > 1:
            lines.append(prepare_targets(self, mode, sel))
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
