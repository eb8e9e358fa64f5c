"""Alien Artifacts on the table kit: each empire laid out like the physical game, the common
area (alien systems, decks, round marker, blockade tokens), the resource hand, the side
panel's scores and help, the enlarged card, the end and replay boards (pure Python).

Everything comes from the engine's view(player) and its documented queries
(docs/artifacts-design.md, section 5); card faces are drawn from the card data
(game/artifacts/cards.py tables). No rule module is imported here.
"""
from __future__ import annotations

import re

from game.artifacts import cards as C

from ui.table import GameUI
from ui.table.html import tag, text

from . import cardtext as T
from . import faces as F

ROWS = (("planet", "Planets"), ("tech", "Technologies"), ("ship", "Ships"))

HELP = [
    ("A turn", "Exactly one action: buy a card, discover a planet, develop a technology, build a "
               "ship, prepare resources, trade resources, remove blockades, an operational "
               "action (offensive, revenue, mining), your faction action or a card's Action. "
               "Artifacts, Additionally bonuses and paying for a blockaded card are free, before "
               "or after it. Then discard any resource cards and refill your hand to 3."),
    ("Paying", "Planets cost green, technologies blue, ships red: 5 icons plus 1 per card of "
               "that kind in your empire, less what is prepared under it. A card from your hand "
               "pays with its better half; a card tucked under a usable operational planet "
               "with its visible half. Gold is universal for basic actions only. At most 2 "
               "cards per action (the assembly limit) unless cards raise it."),
    ("Sides", "Logistics: the card's lasting power. Operational: a planet produces 3 at once "
              "and 1 in each Mining; a technology scores at once, in each Revenue and at the "
              "end; a ship attacks at once and in each Offensive."),
    ("Attacks", "Choose one target: an alien system of the row or another empire (its owner "
                "picks the basic plan or a defense plan they hold, in secret). Each ship draws "
                "the top resource card: its number plus the ship's bonuses (1 to 4) picks the "
                "row of results. Blockade tokens make a card empty until its owner pays 1 "
                "credit per token for the turn."),
    ("The end", "Each time the resource deck runs out the round marker moves down; when it runs "
                "out with the marker at 1, the round is played out so everyone has had the same "
                "number of turns. Score: the VP track + 1 per empire card + each operational "
                "technology's end row + the faction's scoring. Ties: credits, then empire cards."),
    ("Icons", "Colours have shapes: red a triangle, blue a circle, green a square, gold a star. "
              "4X types: explore an arrow, expand a hexagon, exploit a diamond, exterminate a "
              "crosshair. The number in the shield is the card's attack number. An octagon with "
              "a cross is a blockade token."),
    ("The log", "Grouped by rounds of turns (a round: every player has one turn), newest "
                "round first. This is not the round marker, which moves only when the resource "
                "deck runs out."),
    ("Keys", "Arrow keys move between the choices and the cards of your hand, Enter or Space "
             "selects, C confirms, Escape clears, Ctrl+Z undoes (against the computer)."),
]


def names_fix(line: str, names: list) -> str:
    """The engine's "P2" replaced by the seat name."""
    return re.sub(r"\bP(\d)\b", lambda m: names[int(m.group(1)) - 1]
                  if 0 < int(m.group(1)) <= len(names) else m.group(0), line)


def _n(n, word):
    return f"{n} {word}" + ("" if n == 1 else "s")


def count(x) -> int:
    return x if isinstance(x, int) else len(x)


# --- parts of the board ---------------------------------------------------------------------------
def marker_track(view: dict) -> str:
    """The round marker: it starts at the player count and moves down to 1."""
    top = view["players"]
    steps = "".join(text("span", n, cls="aa-step" + (" on" if n == view["marker"] else "") +
                         (" past" if n > view["marker"] else ""))
                    for n in range(top, 0, -1))
    final = text("span", "final round", cls="aa-finalround") if view.get("final") else ""
    return tag("span", text("span", "Round marker", cls="lbl") + steps + final,
               cls="stat aa-marker", aria_label=f"Round marker at {view['marker']} of {top}"
               + (", final round" if view.get("final") else ""))


def common_area(view: dict) -> str:
    """Alien systems of the row, the decks with their sizes, the marker and the tokens."""
    aliens = "".join(F.target_card(a) for a in view["alien_row"]) or text("p", "No alien "
                                                                            "systems left.")
    decks = view["decks"]
    backs = "".join(
        tag("span", F.back(k, decks.get(k, 0)) + text("span", label, cls="lbl"), cls="aa-deck")
        for k, label in (("planet", "Planets"), ("tech", "Technologies"), ("ship", "Ships"),
                         ("alien", "Alien systems"), ("plan", "Defense plans"),
                         ("artifact", "Artifacts")))
    res = (tag("span", F.back("resource", view["resource_deck"]) +
               text("span", "Resource deck", cls="lbl"), cls="aa-deck") +
           tag("span", F.back("discard", view["resource_discard"]) +
               text("span", "Resource discard", cls="lbl"), cls="aa-deck"))
    tokens = tag("span", F._token() + text("b", view["tokens"]) +
                 text("span", "Blockade tokens", cls="lbl"), cls="aa-deck aa-supply")
    return tag("section", text("h2", "Alien systems and decks") +
               tag("div", aliens, cls="aa-row aa-aliens", aria_label="Alien systems") +
               tag("div", res + backs + tokens, cls="aa-decks") + marker_track(view),
               cls="panel aa-common", aria_label="Alien systems and decks")


def _seat_stats(seat: dict, p: int, view: dict) -> str:
    parts = seat.get("score_parts") or {}
    items = [("Credits", seat["credits"]), ("VP track", seat["vp"]),
             ("Score now", sum(parts.values()) if parts else view["scores"][p]),
             ("Hand", count(seat["hand"])), ("Defense plans", count(seat["plans"])),
             ("Artifacts", count(seat["artifacts"])), ("Artifacts used", seat["artifacts_used"]),
             ("Turns", seat["turns"])]
    return tag("div", "".join(tag("span", text("span", k, cls="lbl") + text("b", v),
                                  cls="aa-stat") for k, v in items), cls="aa-stats")


def empire_panel(view: dict, p: int, names: list, *, me: bool = False, thinking: bool = False,
                 acts: dict | None = None) -> str:
    """One player's area: faction card, cards under construction (left) with the resources
    prepared under them, the empire in rows (right) with sides, tokens and tucked resources."""
    seat = view["seats"][p]
    current = view["current"] == p and not view["over"]
    head = tag("div", text("h2", names[p]) +
               text("span", C.NAME[seat["faction"]], cls="badge") +
               (text("span", "their turn" if not me else "your turn", cls="badge aa-now")
                if current else "") +
               (text("span", "thinking…", cls="badge") if thinking else ""),
               cls="aa-seathead")
    under = "".join(F.card(c, None, tucked=[tuple(x) for x in res], small=True)
                    for c, res in seat["under"]) or text("p", "Nothing under construction.",
                                                         cls="help")
    rows = []
    unlocked = set(seat.get("unlocked", ()))
    for kind, label in ROWS:
        cards = [(c, side, tok, res) for c, side, tok, res in seat["empire"]
                 if C.KIND[c] == kind]
        inner = "".join(F.card(c, side, tokens=tok, tucked=[tuple(x) for x in res],
                               unlocked=c in unlocked, small=True)
                        for c, side, tok, res in cards) or text("span", "—", cls="help")
        rows.append(tag("div", text("h3", f"{label} ({len(cards)})") +
                        tag("div", inner, cls="aa-row"), cls=f"aa-erow aa-erow-{kind}"))
    area = tag("div",
               tag("div", text("h3", "Under construction") + tag("div", under, cls="aa-row"),
                   cls="aa-under") +
               tag("div", "".join(rows), cls="aa-empire", aria_label="Empire"),
               cls="aa-area")
    return tag("section", head + _seat_stats(seat, p, view) +
               tag("div", F.faction(seat["faction"]) + area, cls="aa-seatbody"),
               cls="panel aa-seat" + (" me" if me else "") + (" now" if current else ""),
               aria_label=f"Empire of {names[p]}", data_seat=str(p))


def hand_panel(view: dict, p: int, acts: dict, focus_first: bool) -> str:
    """The viewer's resource hand (both halves of each card), their secret defense plans and
    artifacts; resources on planets join it while they can pay for the chosen action."""
    seat = view["seats"][p]
    hand = seat["hand"] if isinstance(seat["hand"], list) else []
    first = [focus_first]

    def res(r, shown=None):
        act = acts.get(r)
        f = bool(act) and first[0]
        if f:
            first[0] = False
        return F.resource(r, act=act, shown=shown, focus=f)

    cards = "".join(res(r) for r in hand) or text("p", "No resource cards.", cls="help")
    tucked = []
    for c, side, tok, rs in seat["empire"]:
        for r, h in rs:
            if r in acts:
                tucked.append(tag("span", res(r, h) + text("span", f"on {C.NAME[c]}", cls="lbl"),
                                  cls="aa-onplanet"))
    plans = "".join(F.target_card(d) for d in seat["plans"]) if isinstance(seat["plans"], list) \
        else ""
    arts = "".join(F.artifact(a) for a in seat["artifacts"]) \
        if isinstance(seat["artifacts"], list) else ""
    extra = ""
    if plans:
        extra += tag("div", text("h3", "Your defense plans (secret)") +
                     tag("div", plans, cls="aa-row"), cls="aa-sec")
    if arts:
        extra += tag("div", text("h3", "Your artifacts") + tag("div", arts, cls="aa-row"),
                     cls="aa-sec")
    return tag("section", text("h2", f"Your resource hand ({len(hand)})") +
               tag("div", cards, cls="aa-hand", role="group", aria_label="Resource hand") +
               (tag("div", text("h3", "Resources on your planets") +
                    tag("div", "".join(tucked), cls="aa-hand"), cls="aa-sec") if tucked else "")
               + extra + F.legend(),
               cls="panel tk-hand-zone aa-handzone", aria_label="Your resource hand")


def score_rows(view: dict, names: list, winners=()) -> str:
    head = tag("tr", "".join(text("th", h) for h in ("Player", "VP track", "Empire cards",
                                                     "Technologies", "Faction", "Total",
                                                     "Credits")))
    rows = []
    for q, seat in enumerate(view["seats"]):
        parts = seat.get("score_parts") or {}
        total = view["scores"][q]
        rows.append(tag("tr", text("td", names[q] + (" ★" if q in winners else "")) +
                        "".join(text("td", parts.get(k, 0))
                                for k in ("track", "cards", "techs", "faction")) +
                        tag("td", text("b", total)) + text("td", seat["credits"])))
    return tag("div", tag("table", tag("thead", head) + tag("tbody", "".join(rows)),
                          cls="aa-scores"), cls="aa-tablewrap")


class ArtifactsUI(GameUI):
    game_id = "artifacts"
    title = "Alien Artifacts"
    css = "assets/artifacts.css"
    root_class = "aa"
    default_names = ("Alex", "Ada", "Bruno", "Chen", "Dana")
    stats_group = "faction"

    def __init__(self):
        self.names: list = []     # the seat names, remembered from the last board drawn

    def _named(self, view: dict) -> dict:
        if len(self.names) == view["players"]:
            view = dict(view, names=self.names)
        return view

    def widget(self, view, player, legal, query):
        from .widgets import for_decision
        if hasattr(query, "names"):
            self.names = list(query.names())
        return for_decision(self._named(view), player, legal, query)

    def status_items(self, view, names):
        self.names = list(names)
        cur = view["current"]
        items = [marker_track(view),
                 text("span", f"Turn: {names[cur]}" if not view["over"] else "Game over",
                      cls="stat stage"),
                 text("span", f"Resource deck {view['resource_deck']}", cls="stat"),
                 text("span", f"Blockade tokens {view['tokens']}", cls="stat")]
        return "".join(items)

    def board(self, view, ctx):
        names = ctx["names"]
        self.names = list(names)
        me = view.get("you")
        acts = ctx.get("hand_acts") or {}
        regions = []
        if me is not None:
            regions.append(hand_panel(view, me, acts, ctx.get("focus_hand", False)))
            regions.append(empire_panel(view, me, names, me=True))
        regions.append(common_area(view))
        others = [q for q in range(view["players"]) if q != me]
        regions.append(tag("div", "".join(
            empire_panel(view, q, names, thinking=ctx.get("thinking") == q) for q in others),
            cls="aa-others"))
        return regions

    def score_panel(self, view, names):
        return score_rows(view, names)

    def help_html(self):
        return tag("div", "".join(text("h3", h) + text("p", p) for h, p in HELP) + F.legend(),
                   cls="aa-help")

    def log_text(self, line, names):
        return names_fix(line, names)

    def zoom_html(self, key, view, query):
        key = str(key)
        if key.startswith("r") and key[1:].isdigit():
            return F.large(int(key[1:]))
        if not key.isdigit() or int(key) >= C.N:
            return ""
        cid = int(key)
        side = None
        for seat in view["seats"]:
            for c, s, _, _ in seat["empire"]:
                if c == cid:
                    side = s
        return F.large(cid, side)

    def tie_note(self, view, names):
        scores = view["scores"]
        top = max(scores)
        tied = [q for q, s in enumerate(scores) if s == top]
        if len(tied) < 2:
            return ""
        detail = ", ".join(f"{names[q]} {view['seats'][q]['credits']} credits, "
                           f"{_n(len(view['seats'][q]['empire']), 'empire card')}" for q in tied)
        return f"Tie on {top} VP, broken by credits, then empire cards: {detail}."

    def end_details(self, view, names, winners):
        return (tag("section", text("h2", "Final scores") + score_rows(view, names, winners) +
                    text("p", "VP track: points scored during the game. Empire cards: 1 VP "
                              "each. Technologies: the end row of each operational technology. "
                              "Faction: the faction card's end scoring.", cls="help"),
                    cls="panel aa-final", aria_label="Final scores") +
                tag("div", "".join(empire_panel(view, q, names) for q in range(view["players"])),
                    cls="aa-others"))

    def replay_board(self, view, names, hands):
        status = tag("div", self.status_items(view, names), cls="panel")
        seats = []
        for q in range(view["players"]):
            html = empire_panel(view, q, names)
            if hands is not None and hands[q] is not None:
                shown = hands[q] if isinstance(hands[q], list) else []
                html += tag("div", text("h3", f"Hand of {names[q]}") + tag(
                    "div", "".join(F.resource(r) for r in shown), cls="aa-hand"),
                    cls="panel aa-sec")
            seats.append(html)
        return status + common_area(view) + tag("div", "".join(seats), cls="aa-others")

    def stats_group_of(self, view, player):
        return C.NAME[view["seats"][player]["faction"]]
