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

from ui.table.html import esc, tag, text

from . import cardtext as T
from .faces import card as card_face, color_icon, target_card, artifact as artifact_face

VERB = {"planet": "discover", "tech": "develop", "ship": "build"}
VERB_KIND = {v: k for k, v in VERB.items()}
PAID_WORDS = ("discover", "develop", "build", "prepare", "trade", "unblock", "offensive",
              "revenue", "mining", "faction")
OPS = {"offensive": ("Offensive", "every operational ship attacks", "R"),
       "revenue": ("Revenue", "every operational technology scores", "B"),
       "mining": ("Mining", "every operational planet produces 1", "G")}
FREE_TITLE = {"artifact": "Artifacts (free, any time in your turn)",
              "bonus": "Additionally bonuses (free, once a turn each)",
              "unlock": "Pay to use a blockaded card this turn (free action)"}


def _no_query(name, *args):
    return None


def _n(n, word):
    return f"{n} {word}" + ("" if n == 1 else "s")


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


class Widget:
    """Base: option buttons (one per listed action) sent at once; a Confirm when it selects."""
    title = "Your decision"
    help = ""
    confirm_label = "Confirm"

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

    # the duck-typed widget API ---------------------------------------------------------
    def toggle(self, sel, kind, key):
        return sel

    def build(self, sel):
        return None

    def incomplete(self, sel) -> str:
        return "Choose first."

    def option_by_key(self, key: str):
        if key.isdigit() and int(key) < len(self.legal):
            return self.legal[int(key)]
        return None

    def hand_acts(self, sel) -> dict:
        return {}

    def has_confirm(self, sel) -> bool:
        return False

    def body(self, sel) -> str:
        return ""

    def status(self, sel) -> str:
        return ""

    def render(self, sel, reason: str, can_confirm: bool) -> str:
        parts = [text("h2", self.title, id="tk-decide-title", tabindex="-1")]
        if self.help:
            parts.append(text("p", self.help, cls="help"))
        parts.append(self.body(sel))
        if self.has_confirm(sel):
            parts.append(tag("div", tag("button", esc(self.confirm_label) + "<kbd>C</kbd>",
                                        type="button", cls="btn primary", data_act="confirm",
                                        aria_disabled="false" if can_confirm else "true",
                                        aria_describedby="tk-why", aria_keyshortcuts="C") +
                             (tag("button", "Clear<kbd>Esc</kbd>", type="button", cls="btn",
                                  data_act="clear", aria_keyshortcuts="Escape") if sel else "") +
                             tag("span", self.status(sel), cls="stat aa-paying"), cls="acts"))
        if not reason and sel and self.has_confirm(sel) and self.build(sel) is None:
            reason = self.incomplete(sel)
        parts.append(text("p", reason, cls="why", id="tk-why", role="status"))
        return tag("section", "".join(parts), cls="tk-decide panel aa-decide",
                   aria_labelledby="tk-decide-title")

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
        self.title = ("Free actions, then end your turn" if self.after else
                      "Your turn: choose one action")
        self.help = ("Play artifacts or bonuses if you like; select resource cards to discard "
                     "(optional), then end the turn: your hand is refilled to the limit."
                     if self.after else
                     "Pick an action, then the resource cards that pay for it (your hand "
                     "is below). Buying, card Actions, artifacts and bonuses act at once.")
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
            for c, _ in self.seat["under"]:
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
            return "Select cards to discard, or none, then end the turn."
        mode = self.mode(sel)
        if mode is None:
            return "Choose an action first."
        if mode.startswith("con:") and not self.side(sel):
            return "Choose the side: Logistics or Operational."
        return "Select the resource cards that pay."

    def has_confirm(self, sel):
        return self.after or self.mode(sel) is not None

    @property
    def confirm_label(self):
        return "End the turn" if self.after else "Confirm"

    def hand_acts(self, sel):
        if self.after:
            return {r: {"act": f"card:{r}", "selected": r in sel, "note": "discard"}
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
            return f"{_n(n, 'card')} to discard" if n else "Keep every card"
        mode = self.mode(sel)
        if mode is None:
            return ""
        info = self.pay(mode)
        got, picked = self.icons(mode, sel), len(self.res(sel))
        color = T.COLOR_WORD.get(info.get("color"), "")
        gold = " (gold counts)" if info.get("gold") and info.get("color") != "Y" else ""
        need = info.get("need", 0)
        word = self.modes[mode][0]
        if word == "trade":
            gain = got + info.get("bonus", 0) if picked else 0
            head = f"Pays {got} {color}{gold} → {gain} credits"
        elif word == "prepare":
            head = f"Prepares {got} of the {need} {color} still needed{gold}"
        else:
            head = f"Pays {got} of {need} {color}{gold}"
        return f"{head} · {picked} of {info.get('limit', 2)} cards (assembly limit)"

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
                parts.append(tag("div", text("h3", FREE_TITLE[w]) + tag(
                    "div", "".join(artifact_face(self.legal[i][1], act=f"opt:{i}")
                                   for i in idx), cls="opts aa-cards", role="group",
                    aria_label=FREE_TITLE[w]), cls="aa-sec"))
            elif idx:
                parts.append(self.group(FREE_TITLE[w], "".join(
                    opt(i, self._free_label(self.legal[i])) for i in idx)))
        if "pass" in self.words:
            parts.append(self.group("No action is possible", opt(self.words["pass"][0])))
        return "".join(parts)

    def _free_label(self, action) -> str:
        c = action[1]
        if action[0] == "bonus":
            return f"{C.NAME[c]}: " + "; ".join(T.effect_words(pw[1:]) for pw in C.POWER[c]
                                                 if pw[0] == "additionally")
        tokens = next((t for card, _, t, _ in self.seat["empire"] if card == c), 0)
        return f"Pay {_n(tokens, 'credit')} to use {C.NAME[c]} this turn"

    def _mode_button(self, mode, label, sel) -> str:
        on = self.mode(sel) == mode
        return text("button", label, type="button", cls="opt" + (" sel" if on else ""),
                    data_act=f"pick:m:{mode}", aria_pressed="true" if on else "false")

    def _actions(self, sel, opt) -> str:
        out = []
        con = [m for m in self.modes if m.startswith("con:")]
        if con:
            out.append(self.group("Construct (a card under construction, paid in full)", "".join(
                self._mode_button(m, f"{cap(self.modes[m][0])} {C.NAME[self.modes[m][1]]}"
                                     f" ({self.query('cost', self.modes[m][1])} "
                                     f"{T.COLOR_WORD[C.KIND_COLOR[C.KIND[self.modes[m][1]]]]})",
                                  sel) for m in con)))
        buys = self.words.get("buy", [])
        if buys:
            out.append(self.group("Buy a card (5 credits, +1 per extra card looked at)",
                                  "".join(opt(i) for i in buys)))
        prep = [m for m in self.modes if m.startswith("prep:")]
        if prep:
            out.append(self.group("Prepare resources under a card", "".join(
                self._mode_button(m, f"Prepare under {C.NAME[self.modes[m][1]]}", sel)
                for m in prep)))
        trade = [m for m in self.modes if m.startswith("trade:")]
        if trade:
            out.append(self.group("Trade resources of one colour for credits", "".join(
                self._mode_button(m, f"Trade {T.COLOR_WORD[self.modes[m][1]]}", sel)
                for m in trade)))
        unb = [m for m in self.modes if m.startswith("unblock:")]
        if unb:
            out.append(self.group("Remove blockades (2 icons of the row's colour a token)",
                                  "".join(self._mode_button(
                                      m, f"Unblock the {T.KIND_WORD[self.modes[m][1]]} row",
                                      sel) for m in unb)))
        ops = [m for m in ("offensive", "revenue", "mining") if m in self.modes]
        if ops:
            out.append(self.group("Operational actions (5 icons, no gold)", "".join(
                self._mode_button(m, f"{OPS[m][0]}: {OPS[m][1]}", sel) for m in ops)))
        if "faction" in self.modes:
            f = C.FACTION[self.seat["faction"]]
            out.append(self.group("Faction action", self._mode_button(
                "faction", f"{f['name']}: " + T.faction_lines(self.seat["faction"])[0], sel)))
        uses = self.words.get("use", [])
        if uses:
            out.append(self.group("Card Actions (instead of the turn's action)", "".join(
                opt(i, f"{C.NAME[self.legal[i][1]]}: " + "; ".join(
                    T.power_line(pw) for pw in C.POWER[self.legal[i][1]]
                    if pw[0] == "action")) for i in uses)))
        return "".join(out)

    def _mode_title(self, word, target) -> str:
        if word == "prepare":
            return f"Prepare resources under {C.NAME[target]}"
        if word == "trade":
            return f"Trade {T.COLOR_WORD[target]}: 1 credit per icon"
        if word == "unblock":
            return f"Remove blockades from your {T.KIND_WORD[target]} row"
        if word in OPS:
            return f"{OPS[word][0]}: {OPS[word][1]}"
        return "Faction action: " + T.faction_lines(self.seat["faction"])[0]

    def _mode_panel(self, mode, sel) -> str:
        word, target = self.modes[mode]
        info = self.pay(mode)
        lines = []
        if word in ("discover", "develop", "build"):
            side = self.side(sel)
            sides = "".join(
                tag("button", text("b", T.SIDE_NAME[s]) + text(
                    "span", "; ".join(T.side_lines(target, s))), type="button",
                    cls="opt aa-sidebtn" + (" sel" if side == s else ""),
                    data_act=f"pick:side:{s}", aria_pressed="true" if side == s else "false",
                    data_autofocus="1" if s == "L" else None)
                for s in ("L", "O"))
            lines.append(tag("div", text("h3", f"{cap(word)} {C.NAME[target]} "
                                             f"({info.get('need', 0)} "
                                             f"{T.COLOR_WORD.get(info.get('color'), '')} to pay)"
                                             f": choose the side")
                             + tag("div", sides, cls="opts aa-sides", role="group",
                                   aria_label="Side"), cls="aa-sec"))
        else:
            lines.append(text("h3", self._mode_title(word, target)))
        need = info.get("need", 0)
        color = info.get("color")
        where = "your hand" + (" or your planets" if info.get("planets") else "")
        if color:
            if word in ("discover", "develop", "build") and need == 0:
                msg = "Fully prepared: nothing more to pay."
            else:
                msg = (f"Select cards from {where}: each shows what it pays. "
                       + ("Gold icons count. " if info.get("gold") else "No gold. ")
                       + f"At most {info.get('limit', 2)} cards.")
            lines.append(tag("p", color_icon(color) + esc(" " + msg), cls="help aa-payhelp"))
            if not info.get("sources") and need:
                lines.append(text("p", "None of your cards has these icons.", cls="why"))
        return tag("div", "".join(lines), cls="aa-mode")


# --- follow-up decisions ---------------------------------------------------------------------------
class KeepWidget(Widget):
    def __init__(self, *a):
        super().__init__(*a)
        self.title = "Keep one of the cards you looked at"
        self.help = "It goes under construction; the others go under their deck."

    def body(self, sel):
        return tag("div", "".join(card_face(a[1], act=f"opt:{i}") for i, a in
                                  enumerate(self.legal)), cls="opts aa-cards", role="group",
                   aria_label="Cards looked at")


class AutoWidget(Widget):
    def __init__(self, *a):
        super().__init__(*a)
        kind = self.dec.get("deck", "planet")
        self.title = f"Automatic construction: place a {T.KIND_WORD.get(kind, kind)} for free"
        self.help = "Choose the card and its side, or skip."

    def body(self, sel):
        out = []
        for i, a in enumerate(self.legal):
            if a[0] == "auto":
                out.append(text("button", f"{C.NAME[a[1]]}: {T.SIDE_NAME[a[2]]} — " +
                                "; ".join(T.side_lines(a[1], a[2])), type="button", cls="opt",
                                data_act=f"opt:{i}", data_autofocus="1" if i == 0 else None))
            else:
                out.append(self.opt(i, "Skip"))
        return tag("div", "".join(out), cls="opts", role="group", aria_label="Choices")


class TargetWidget(Widget):
    """Attack: one target (an alien system of the row or another empire) and the ships."""

    def __init__(self, *a):
        super().__init__(*a)
        self.title = "Attack: choose one target"
        self.help = ("Each ship attacks on its own: the top resource card's number plus the "
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
        return "Choose a target." if self.target(sel) is None else "Choose at least one ship."

    def has_confirm(self, sel):
        return True

    confirm_label = "Attack"

    def status(self, sel):
        return f"{_n(len(self.chosen_ships(sel)), 'ship')} attacking"

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
                held = (f"{_n(plans, 'defense plan')} held: they choose the basic plan or one "
                        f"of them" if plans else "no defense plan held: the basic plan defends")
                empires.append(text("button", f"The empire of {names[i]} ({held})",
                                    type="button", cls="opt" + (" sel" if on else ""),
                                    data_act=f"pick:t:empire:{i}",
                                    aria_pressed="true" if on else "false"))
        defender = t[1] if t and t[0] == "empire" else None
        ships = "".join(
            text("button", f"{C.NAME[s]}: attack = card number "
                           f"{self._bonus_words(s, defender)}", type="button",
                 cls="opt" + (" sel" if s in self.chosen_ships(sel) else ""),
                 data_act=f"pick:ship:{s}",
                 aria_pressed="true" if s in self.chosen_ships(sel) else "false")
            for s in self.usable)
        out = [tag("div", text("h3", "Alien systems (results by attack value)") +
                   tag("div", "".join(aliens), cls="opts aa-cards", role="group",
                       aria_label="Alien systems"), cls="aa-sec") if aliens else "",
               self.group("Another empire", "".join(empires)),
               self.group("Ships (click to leave one out)", ships)]
        if self.hold is not None:
            out.append(self.group("Or", self.opt(self.hold, "Do not attack")))
        return "".join(out)

    def _bonus_words(self, ship, defender):
        b = self.query("attack_bonus", ship, defender)
        if b is None:
            b = C.BONUS[ship]
        return (f"+ {b}" if b >= 0 else f"− {-b}") + " (counts 1 to 4)"


class DefendWidget(Widget):
    """The defender chooses the basic plan or a held one; each shows its results by value."""

    def __init__(self, *a):
        super().__init__(*a)
        att = self.dec.get("attacker", 0)
        names = self.names
        self.title = f"{names[att]} attacks you: choose your defense plan"
        ships = self.dec.get("ships", [])
        words = []
        for s in ships:
            b = self.query("attack_bonus", s, self.p, att)
            b = C.BONUS[s] if b is None else b
            words.append(f"{C.NAME[s]} (attack = card number {'+' if b >= 0 else '−'} "
                         f"{abs(b)})")
        self.help = ("Attacking ships: " + ", ".join(words) + ". Each draws the top resource "
                     "card; its attack value (1 to 4) picks a row of your plan. A row is what "
                     "happens to the attacker: the damaged or destroyed ship is theirs, VP and "
                     "blockade tokens (placed on your cards) go to them, unless it says the "
                     "defender scores. Plans you hold stay with you.")

    def body(self, sel):
        return tag("div", "".join(
            target_card(a[1], act=f"opt:{i}") for i, a in enumerate(self.legal)),
            cls="opts aa-cards", role="group", aria_label="Defense plans")


class BlockadeWidget(Widget):
    def __init__(self, *a):
        super().__init__(*a)
        q = self.dec.get("defender", 0)
        names = self.names
        self.title = f"Place a blockade token on a card of {names[q]}"
        self.help = "A blockaded card is empty for its owner until they pay 1 credit per token."
        self.emp = {c: (side, tok) for c, side, tok, _ in self.view["seats"][q]["empire"]}

    def body(self, sel):
        out = []
        for i, a in enumerate(self.legal):
            side, tok = self.emp.get(a[1], ("L", 0))
            out.append(card_face(a[1], side, tokens=tok, act=f"opt:{i}", small=True))
        return tag("div", "".join(out), cls="opts aa-cards", role="group", aria_label="Cards")


KINDS = {"main": TurnWidget, "after": TurnWidget, "keep": KeepWidget, "auto": AutoWidget,
         "target": TargetWidget, "defend": DefendWidget, "blockade": BlockadeWidget}


def for_decision(view: dict, player: int, legal: list, query: Callable | None = None):
    """The widget for `player`'s decision now (unknown kinds: one button per action)."""
    kind = (view.get("decision") or {}).get("kind")
    cls = KINDS.get(kind, Widget)
    w = cls(view, player, legal, query)
    if cls is Widget:
        w.body = lambda sel: w.group("Choices", "".join(w.opt(i, first=i == 0)
                                                         for i in range(len(legal))))
    return w
