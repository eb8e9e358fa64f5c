"""Three Epochs of Space on the table kit: the offer, the decks, the influence board, both
universes, the hand, the epoch end step by step, the side panel's scores and help, the
enlarged card, the end screen and the replay board (pure Python, tested in CPython).

Everything comes from the engine's view(player), the legal actions and its documented
queries ("cost", "payment", "label"; docs/epochs-ui.md); card facts come from the card data
(cardinfo.py), never from a rule module.
"""
from __future__ import annotations

from game.core.i18n import N_, domain

from ui.table import GameUI
from ui.table.html import esc, tag, text

from . import cardinfo as I
from . import cardlinks as L
from . import epochend as E
from . import universe as U
from .cardview import back, card, obj_icon, pip
from .influence import board_svg, describe
from .recent import moves as moves_since
from .widgets import for_decision

_ = domain("epochs")

HELP = [
    (N_("A turn"), N_("Do exactly one thing: take cards worth 3 from the offer (rows worth 1, 2 and 3: "
               "two cards worth 1, one worth 1 and one worth 2, or one worth 3), play one card "
               "from your hand, or pass. Once you pass you are out until the epoch ends; your "
               "hand stays. Hand limit 7 (science cards do not count): with 6 cards you take "
               "one. When the epoch's deck runs out the offer is no longer refilled and you may "
               "take less.")),
    (N_("Paying"), N_("Every card is either played or paid away. A card paid away is worth the "
               "resource symbol in its top right corner (one of two, if it shows two); any two "
               "cards pay for one resource of any kind; a universal token (the gold U) pays "
               "energy, food or metal. Each level of a production track takes one off that "
               "resource's cost, but you always pay at least one card or token.")),
    (N_("Cards"), N_("Production stations raise a production track; shuttles raise military, trade "
              "or diplomacy. Planets have four quarters: white takes any colonisation card, a "
              "coloured one with a white edge only that colour, a dark one nothing. A "
              "colonisation card acts when placed; epoch 1 and 2 planets act when fully "
              "colonised (epoch 3 planets at once). A colony ship lands on a fully colonised "
              "planet, one per planet.")),
    (N_("Space-object tokens"), N_("Placing a colonisation card gains, for each object symbol on it, "
                            "one token per such symbol already visible on that planet. At the "
                            "end each token is worth points by how many cards of its kind you "
                            "have in play (see the end screen).")),
    (N_("End of an epoch"), N_("1) Research: each player may research one science card, paid in "
                        "science, the first to pass first. 2) The influence marker moves: the "
                        "military difference vertically, trade horizontally, toward the leader; "
                        "a diplomacy lead of 1 moves it one step on the leader's chosen axis, 2 "
                        "or more one step diagonally plus VP. A step past the edge gives 2 VP. "
                        "3) The military leader scores the row's value, the trade leader the "
                        "column's value per planet, plus the quadrant bonus. 4) Income.")),
    (N_("End of the game"), N_("After epoch 3: the scoring tiles (most production of a resource), "
                        "space-object tokens, 2 VP per fully colonised planet. A tie goes to "
                        "more colonised planets.")),
    (N_("Keys"), N_("Arrow keys move between the choices, Enter or Space selects, C confirms, Escape "
             "clears, Ctrl+Z undoes (against the computer).")),
]


def offer_panel(view: dict, acts: dict) -> str:
    """The 3 x 2 offer by row value, the epoch's deck and the other piles."""
    offer = view["offer"]
    rows = []
    for value in (1, 2, 3):
        cells = []
        for i in (2 * value - 2, 2 * value - 1):
            c = offer[i]
            if c < 0:
                cells.append(text("div", _("empty"), cls="ep-card ep-empty"))
            else:
                cells.append(card(c, act=acts.get(f"o{i}")))
        rows.append(tag("div", text("span", _("worth {n}", n=value), cls="ep-rowval") +
                        tag("div", "".join(cells), cls="ep-offercards"),
                        cls="ep-offerrow", role="group",
                        aria_label=_("Offer row worth {n}", n=value)))
    e = view["epoch"]
    piles = back(_("Epoch {n} deck", n=e), view["deck_left"][e - 1])
    later = ", ".join(_("epoch {n}: {cards}", n=x, cards=view["deck_left"][x - 1])
                      for x in (1, 2, 3) if x > e)
    extra = (text("p", _("Later decks (cards) — {later}", later=later), cls="small")
             if later else "") + \
        text("p", _("Science deck: {n} cards; discard pile: {discard}", n=view["science_left"],
                    discard=len(view["discard"])), cls="small")
    if not view["deck_left"][e - 1]:
        extra += text("p", _("The deck is empty: the offer is not refilled and you may take "
                             "less than 3."), cls="small ep-warn")
    return tag("section", text("h2", _("Offer (epoch {n})", n=e)) +
               tag("div", tag("div", "".join(rows), cls="ep-offer") +
                   tag("div", piles + extra, cls="ep-piles"), cls="ep-offerwrap"),
               cls="panel ep-offerpanel tk-hand-zone", aria_label=_("The offer"))


def influence_panel(view: dict, names: list) -> str:
    tiles = "".join(tag("li", pip(t[0]) + text("span", I.tile_text(t)))
                    for t in view.get("tiles") or [])
    dip = I.DIPLOMACY_VP
    dip_text = _("Diplomacy lead: 1 → one step (leader's choice of axis); 2 or more → one "
                 "diagonal step and {low}–{high} VP. A step past the edge: {edge} VP.",
                 low=dip[2], high=dip[-1], edge=I.OFF_BOARD_VP)
    legend = text("p", _("Rows: military VP to the leader; columns: trade VP per planet; "
                         "+N: bonus for holding your own quadrant."), cls="small")
    return tag("section", text("h2", _("Influence board")) +
               tag("div", board_svg(view["marker"], names), cls="ep-ib") +
               text("p", describe(view["marker"], names), cls="ep-ibtext") + legend +
               text("p", dip_text, cls="small") +
               text("h3", _("Scoring tiles (end of game)")) + tag("ul", tiles, cls="ep-tiles"),
               cls="panel ep-influence", aria_label=_("Influence board and scoring tiles"))


def fresh_end(view: dict) -> bool:
    """Whether the latest epoch end just happened (under way, or early in the next epoch)."""
    ends = view.get("epoch_ends") or []
    if not ends:
        return False
    last = ends[-1]["epoch"]
    if last == view["epoch"]:
        return True          # research or the marker's moves are under way
    e = view["epoch"]
    return last == e - 1 and not any(p["passed"] for p in view["players"]) and \
        view["deck_left"][e - 1] >= 18


class EpochsUI(GameUI):
    game_id = "epochs"
    title = "Three Epochs of Space"
    css = "assets/epochs.css"
    root_class = "ep"
    help_topics = HELP
    default_names = ("Alex", "Ada")
    round_word = "Epoch"


    def __init__(self):
        self.end_run = 0         # bumped by "Play the steps again": the panel is drawn anew

    def recent_moves(self, recent):
        I.use(recent.after)
        return moves_since(recent)

    def view_click(self, arg):
        if arg == "end-again":
            self.end_run += 1
            return {"render"}
        return set()

    def widget(self, view, player, legal, query):
        I.use(view)
        return for_decision(view, player, legal, query)

    def status_items(self, view, names):
        I.use(view)
        items = [text("span", _("Epoch {n} of 3", n=view["epoch"]), cls="stat stage")]
        cur = view.get("current")
        if cur is not None and not view.get("over"):
            kind = (view.get("decision") or {}).get("kind", "")
            what = {"turn": _("turn"), "pay": _("paying"), "research": _("research"),
                    "nudge": _("diplomacy step")}.get(kind, kind)
            items.append(text("span", f"{names[cur]}: {what}", cls="stat"))
        items.append(tag("span", " · ".join(
            f"{esc(names[p])} <b>{view['players'][p]['vp']}</b>" for p in (0, 1)) + " " +
            esc(_("VP")), cls="stat"))
        e = view["epoch"]
        items.append(text("span", _("Deck: {n} cards", n=view["deck_left"][e - 1]), cls="stat"))
        return "".join(items)

    def board(self, view, ctx):
        I.use(view)
        names = ctx["names"]
        me = view.get("you")
        acts = ctx.get("hand_acts") or {}
        thinking = ctx.get("thinking")
        regions = []
        fresh = fresh_end(view)
        if fresh:
            regions.append(E.panel(view, names, fresh=True, run=self.end_run))
        if me is not None:
            regions.append(U.hand(view, me, acts, focus_first=ctx.get("focus_hand", False)))
        regions.append(tag("div", offer_panel(view, acts) + influence_panel(view, names),
                           cls="ep-middle"))
        order = [me, 1 - me] if me is not None else [0, 1]
        regions.append(tag("div", "".join(
            U.universe(view, p, names, acts if p == me else {}, me=p == me,
                       thinking=thinking == p) for p in order), cls="ep-universes"))
        if not fresh and view.get("epoch_ends"):
            regions.append(tag("details", text("summary", _("The last epoch end, step by step")) +
                               E.panel(view, names, animate=False), cls="panel ep-lastend"))
        return regions

    def score_panel(self, view, names):
        I.use(view)
        rows = []
        for p in (0, 1):
            pv = view["players"][p]
            colonised = sum(1 for pl in pv["planets"] if pl["colonised"])
            rows.append(tag("tr", text("td", names[p]) + text("td", pv["vp"]) +
                            text("td", f"+{pv['income']}") + text("td", pv["tokens"]) +
                            text("td", f"{colonised}/{len(pv['planets'])}")))
        head = tag("tr", "".join(text("th", h) for h in
                                 (_("Player"), _("VP"), _("Income"), _("Tokens"),
                                  _("Colonised"))))
        return tag("table", tag("thead", head) + tag("tbody", "".join(rows)),
                   cls="score-table") + \
            tag("ul", "".join(text("li", I.tile_text(t)) for t in view.get("tiles") or []),
                cls="ep-tiles small")

    def round_of(self, entry):
        return entry.get("epoch")

    def zoom_html(self, key, view, query):
        I.use(view)
        if not key.startswith("c:") or not key[2:].isdigit():
            return ""
        c = int(key[2:])
        k = I.kind(c)
        kind = L.kind_link(c)
        lines = [text("h3", I.name(c)),
                 tag("p", L.fill(lambda **m: _("{kind}, epoch {n}", **m), kind=kind,
                                 n=esc(str(I.epoch(c)))) if I.epoch(c) else kind),
                 tag("p", esc(_("Cost:")) + " " + (" ".join(pip(r, n) for r, n in
                                                            I.cost(c).items() if n)
                                                   or esc(_("free")))),
                 tag("p", L.fill(lambda **m: _("Paid away it is worth: {res}", **m),
                                 res=L.res_links(c))),
                 tag("p", L.fill(lambda **m: _("Effect {when}: {effects}", **m),
                                 when=L.when_link(c), effects=L.effects_links(c)))]
        if k == "planet":
            lines.append(tag("p", L.fill(lambda **m: _("Quarters: {quarters}", **m),
                                         quarters=L.quarter_links(c, lambda q: (
                                             _("printed") if q is None else _("white")
                                             if q == "*" else _("{colour} (white edge)",
                                                                colour=I.COLOURS[q]))))))
        if k == "colony" and I.colour(c):
            lines.append(tag("p", L.fill(lambda **m: _("Colour: {colour}", **m),
                                         colour=L.keyword_link("colour:" + I.colour(c),
                                                               I.COLOURS[I.colour(c)]))))
        if I.objects(c):
            lines.append(tag("p", esc(_("Object symbols:")) + " " +
                             " ".join(obj_icon(o) for o in I.objects(c)) + " " +
                             L.object_links(c)))
        if query is not None and k != "science":
            try:
                left = query("cost", c)
            except Exception:
                left = None
            if left:
                words = ", ".join(I.amount(r, n) for r, n in left.items() if n)
                lines.append(text("p", _("After your production you pay: {what}",
                                         what=words or _("any one card or token")),
                                  cls="cost"))
        return tag("div", card(c, extra_cls="big") + tag("div", "".join(lines)),
                   cls="ep-zoom panel")

    def end_details(self, view, names, winners):
        I.use(view)
        return (E.final_table(view, names, winners) +
                tag("section", text("h2", _("The epoch ends")) + E.history(view, names),
                    cls="panel ep-history") +
                tag("div", "".join(U.universe(view, p, names, {}) for p in (0, 1)),
                    cls="ep-universes"))

    def score_sources(self, view, names):
        I.use(view)
        out = []
        for p in range(len(names)):
            rows = E.final_rows(view, p)
            if not rows:
                return []
            n = len(view["final_detail"][p]["science"])     # the last rows: one per card
            main = rows[:len(rows) - n]
            out.append([(label, vp) for label, _d, vp in main] +
                       [(_("Science cards"), sum(vp for _l, _d, vp in rows[len(main):]))])
        return out

    def tie_note(self, view, names):
        I.use(view)
        s = view["scores"]
        if s[0] != s[1]:
            return ""
        col = [sum(1 for pl in view["players"][p]["planets"] if pl["colonised"]) for p in (0, 1)]
        if col[0] == col[1]:
            return _("A tie on points and on colonised planets: both players share the win.")
        p = 0 if col[0] > col[1] else 1
        return _("A tie on points: {name} wins with more fully colonised planets.",
                 name=names[p])

    def replay_board(self, view, names, hands):
        I.use(view)
        status = self.status_panel(view, names)
        hand_html = ""
        if hands:
            hand_html = tag("section", text("h2", _("Hands")) + "".join(
                tag("div", text("h3", names[p]) + tag("div", "".join(
                    card(c, extra_cls="mini") for c in (hands[p] or [])), cls="ep-row"))
                for p in (0, 1)), cls="panel")
        return (status + tag("div", offer_panel(view, {}) + influence_panel(view, names),
                             cls="ep-middle") +
                tag("div", "".join(U.universe(view, p, names, {}) for p in (0, 1)),
                    cls="ep-universes") + hand_html)
