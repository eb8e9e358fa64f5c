"""Alien Artifacts on the table kit: each empire laid out like the physical game, the common
area (alien systems, decks, round marker, blockade tokens), the resource hand, the side
panel's scores and help, the enlarged card, the end and replay boards (pure Python).

Everything comes from the engine's view(player) and its documented queries
(docs/artifacts-design.md, section 5); card faces are drawn from the card data
(game/artifacts/cards.py tables). No rule module is imported here.
"""
from __future__ import annotations

from game.artifacts import cards as C
from game.core.i18n import N_, domain

from ui.table import GameUI
from ui.table.html import tag, text

from . import cardtext as T
from . import faces as F
from .recent import moves as moves_since
from .widgets import for_decision

_ = domain("artifacts")

ROWS = (("planet", N_("Planets")), ("tech", N_("Technologies")), ("ship", N_("Ships")))

HELP = [
    (N_("A turn"), N_("Exactly one action: buy a card, discover a planet, develop a technology, build a "
               "ship, prepare resources, trade resources, remove blockades, an operational "
               "action (offensive, revenue, mining), your faction action or a card's Action. "
               "Artifacts, Additionally bonuses and paying for a blockaded card are free, before "
               "or after it. Then discard any resource cards and refill your hand to 3; a hand "
               "still above 3 (cards drawn during the turn) discards down to 3.")),
    (N_("Paying"), N_("Planets cost green, technologies blue, ships red: 5 icons plus 1 per card of "
               "that kind in your empire, less what is prepared under it. A card from your hand "
               "pays with its better half; a card tucked under a usable operational planet "
               "with its visible half. Gold is universal for basic actions only. At most 2 "
               "cards per action (the assembly limit) unless cards raise it.")),
    (N_("Sides"), N_("Logistics: the card's lasting power. Operational: a planet produces 3 at once "
              "and 1 in each Mining; a technology scores at once, in each Revenue and at the "
              "end; a ship attacks at once and in each Offensive.")),
    (N_("Attacks"), N_("Choose one target: an alien system of the row or another empire (its owner "
                "picks the basic plan or a defense plan they hold, in secret). Each ship draws "
                "the top resource card: its number plus the ship's bonuses (1 to 4) picks the "
                "row of results. Blockade tokens make a card empty until its owner pays 1 "
                "credit per token for the turn.")),
    (N_("The end"), N_("Each time the resource deck runs out the round marker moves down; when it runs "
                "out with the marker at 1, the round is played out so everyone has had the same "
                "number of turns. Score: the VP track + 1 per empire card + each operational "
                "technology's end row + the faction's scoring. A blockaded card counts its 1 VP; "
                "before the scoring you may pay 1 credit per token for it to count fully (rows, "
                "faction, conditions). Ties: credits, then empire cards.")),
    (N_("Icons"), N_("Colours have shapes: red a triangle, blue a circle, green a square, gold a star. "
              "4X types: explore an arrow, expand a hexagon, exploit a diamond, exterminate a "
              "crosshair. The number in the shield is the card's attack number. An octagon with "
              "a cross is a blockade token.")),
    (N_("The log"), N_("Grouped by rounds of turns (a round: every player has one turn), newest "
                "round first. This is not the round marker, which moves only when the resource "
                "deck runs out.")),
    (N_("Keys"), N_("Arrow keys move between the choices and the cards of your hand, Enter or Space "
             "selects, C confirms, Escape clears, Ctrl+Z undoes (against the computer).")),
]


def count(x) -> int:
    return x if isinstance(x, int) else len(x)


# --- parts of the board ---------------------------------------------------------------------------
def marker_track(view: dict) -> str:
    """The round marker: it starts at the player count and moves down to 1."""
    top = view["players"]
    steps = "".join(text("span", n, cls="aa-step" + (" on" if n == view["marker"] else "") +
                         (" past" if n > view["marker"] else ""))
                    for n in range(top, 0, -1))
    final = text("span", _("final round"), cls="aa-finalround") if view.get("final") else ""
    label = (_("Round marker at {marker} of {top}, final round", marker=view["marker"], top=top)
             if view.get("final") else
             _("Round marker at {marker} of {top}", marker=view["marker"], top=top))
    return tag("span", text("span", _("Round marker"), cls="lbl") + steps + final,
               cls="stat aa-marker", aria_label=label)


def common_area(view: dict) -> str:
    """Alien systems of the row, the decks with their sizes, the marker and the tokens."""
    aliens = "".join(F.target_card(a) for a in view["alien_row"]) or text(
        "p", _("No alien systems left."))
    decks = view["decks"]
    backs = "".join(
        tag("span", F.back(k, decks.get(k, 0)) + text("span", _(label), cls="lbl"), cls="aa-deck")
        for k, label in (("planet", N_("Planets")), ("tech", N_("Technologies")),
                         ("ship", N_("Ships")), ("alien", N_("Alien systems")),
                         ("plan", N_("Defense plans")), ("artifact", N_("Artifacts"))))
    res = (tag("span", F.back("resource", view["resource_deck"]) +
               text("span", _("Resource deck"), cls="lbl"), cls="aa-deck") +
           tag("span", F.back("discard", view["resource_discard"]) +
               text("span", _("Resource discard"), cls="lbl"), cls="aa-deck"))
    tokens = tag("span", F._token() + text("b", view["tokens"]) +
                 text("span", _("Blockade tokens"), cls="lbl"), cls="aa-deck aa-supply")
    return tag("section", text("h2", _("Alien systems and decks")) +
               tag("div", aliens, cls="aa-row aa-aliens", aria_label=_("Alien systems")) +
               tag("div", res + backs + tokens, cls="aa-decks") + marker_track(view),
               cls="panel aa-common", aria_label=_("Alien systems and decks"))


def _seat_stats(seat: dict, p: int, view: dict) -> str:
    parts = seat.get("score_parts") or {}
    items = [(_("Credits"), seat["credits"]), (_("VP track"), seat["vp"]),
             (_("Score now"), sum(parts.values()) if parts else view["scores"][p]),
             (_("Hand"), count(seat["hand"])), (_("Defense plans"), count(seat["plans"])),
             (_("Artifacts"), count(seat["artifacts"])),
             (_("Artifacts used"), seat["artifacts_used"]), (_("Turns"), seat["turns"])]
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
               (text("span", _("their turn") if not me else _("your turn"), cls="badge aa-now")
                if current else "") +
               (text("span", _("thinking…"), cls="badge") if thinking else ""),
               cls="aa-seathead")
    under = "".join(F.card(c, None, tucked=[tuple(x) for x in res], small=True)
                    for c, res in seat["under"]) or text("p", _("Nothing under construction."),
                                                         cls="help")
    rows = []
    unlocked = set(seat.get("unlocked", ()))
    for kind, label in ROWS:
        cards = [(c, side, tok, res) for c, side, tok, res in seat["empire"]
                 if C.KIND[c] == kind]
        inner = "".join(F.card(c, side, tokens=tok, tucked=[tuple(x) for x in res],
                               unlocked=c in unlocked, small=True)
                        for c, side, tok, res in cards) or text("span", "—", cls="help")
        rows.append(tag("div", text("h3", _("{row} ({n})", row=_(label), n=len(cards))) +
                        tag("div", inner, cls="aa-row"), cls=f"aa-erow aa-erow-{kind}"))
    area = tag("div",
               tag("div", text("h3", _("Under construction")) + tag("div", under, cls="aa-row"),
                   cls="aa-under") +
               tag("div", "".join(rows), cls="aa-empire", aria_label=_("Empire")),
               cls="aa-area")
    return tag("section", head + _seat_stats(seat, p, view) +
               tag("div", F.faction(seat["faction"], view.get("edition")) + area,
                   cls="aa-seatbody"),
               cls="panel aa-seat" + (" me" if me else "") + (" now" if current else ""),
               aria_label=_("Empire of {name}", name=names[p]), data_seat=str(p))


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

    cards = "".join(res(r) for r in hand) or text("p", _("No resource cards."), cls="help")
    tucked = []
    for c, side, tok, rs in seat["empire"]:
        for r, h in rs:
            if r in acts:
                tucked.append(tag("span", res(r, h) + text("span", _("on {card}", card=C.NAME[c]),
                                                           cls="lbl"),
                                  cls="aa-onplanet"))
    plans = "".join(F.target_card(d) for d in seat["plans"]) if isinstance(seat["plans"], list) \
        else ""
    arts = "".join(F.artifact(a) for a in seat["artifacts"]) \
        if isinstance(seat["artifacts"], list) else ""
    extra = ""
    if plans:
        extra += tag("div", text("h3", _("Your defense plans (secret)")) +
                     tag("div", plans, cls="aa-row"), cls="aa-sec")
    if arts:
        extra += tag("div", text("h3", _("Your artifacts")) + tag("div", arts, cls="aa-row"),
                     cls="aa-sec")
    return tag("section", text("h2", _("Your resource hand ({n})", n=len(hand))) +
               tag("div", cards, cls="aa-hand", role="group", aria_label=_("Resource hand")) +
               (tag("div", text("h3", _("Resources on your planets")) +
                    tag("div", "".join(tucked), cls="aa-hand"), cls="aa-sec") if tucked else "")
               + extra + F.legend(),
               cls="panel tk-hand-zone aa-handzone", aria_label=_("Your resource hand"))


def _score_columns() -> tuple:
    return (_("VP track"), _("Empire cards"), _("Technologies"), _("Faction"), _("Total"),
            _("Credits"))


def score_side(view: dict, names: list) -> str:
    """The scores for the narrow side panel: one row per kind of points, one column per
    player (so that 5 players fit 330 px without a sideways scroll)."""
    head = tag("tr", text("th", "", scope="col") +
               "".join(text("th", n, scope="col") for n in names[:view["players"]]))
    rows = []
    keys = ("track", "cards", "techs", "faction", None, "credits")
    for title, key in zip(_score_columns(), keys):
        cells = []
        for q, seat in enumerate(view["seats"]):
            if key is None:
                cells.append(tag("td", text("b", view["scores"][q])))
            elif key == "credits":
                cells.append(text("td", seat["credits"]))
            else:
                cells.append(text("td", (seat.get("score_parts") or {}).get(key, 0)))
        rows.append(tag("tr", text("th", title, scope="row") + "".join(cells),
                        cls="total" if key is None else None))
    return tag("div", tag("table", tag("thead", head) + tag("tbody", "".join(rows)),
                          cls="aa-scores aa-scores-side"), cls="aa-tablewrap")


def score_rows(view: dict, names: list, winners=()) -> str:
    head = tag("tr", "".join(text("th", h) for h in (_("Player"),) + _score_columns()))
    rows = []
    for q, seat in enumerate(view["seats"]):
        parts = seat.get("score_parts") or {}
        total = view["scores"][q]
        rows.append(tag("tr", text("td", names[q] + (" ★" if q in winners else "")) +
                        "".join(text("td", parts.get(k, 0), data_vp_part=parts.get(k, 0))
                                for k in ("track", "cards", "techs", "faction")) +
                        tag("td", text("b", total), data_vp_total=total) +
                        text("td", seat["credits"]), data_score_seat=q))
    return tag("div", tag("table", tag("thead", head) + tag("tbody", "".join(rows)),
                          cls="aa-scores"), cls="aa-tablewrap")


class ArtifactsUI(GameUI):
    game_id = "artifacts"
    title = "Alien Artifacts"
    css = "assets/artifacts.css"
    root_class = "aa"
    help_topics = HELP
    default_names = ("Alex", "Ada", "Bruno", "Chen", "Dana")
    stats_group = "faction"

    def __init__(self):
        self.names: list = []     # the seat names, remembered from the last board drawn

    def _named(self, view: dict) -> dict:
        if len(self.names) == view["players"]:
            view = dict(view, names=self.names)
        return view

    def widget(self, view, player, legal, query):
        if hasattr(query, "names"):
            self.names = list(query.names())
        return for_decision(self._named(view), player, legal, query)

    def status_items(self, view, names):
        self.names = list(names)
        cur = view["current"]
        items = [marker_track(view),
                 text("span", _("Turn: {name}", name=names[cur]) if not view["over"]
                      else _("Game over"), cls="stat stage"),
                 text("span", _("Resource deck {n}", n=view["resource_deck"]), cls="stat"),
                 text("span", _("Blockade tokens {n}", n=view["tokens"]), cls="stat")]
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
        return score_side(view, names)

    def recent_moves(self, recent):
        return moves_since(recent)

    def clears_marks(self, action):
        return action[0] != "defend"        # a defense: the attacker's turn stays marked

    def help_extra(self):
        return F.legend()

    def zoom_html(self, key, view, query):
        from .reference import keyword_links  # lazy: read only once a card is enlarged
        key = str(key)
        if key.startswith("r") and key[1:].isdigit():
            return F.large(int(key[1:]), refs=keyword_links(int(key[1:])))
        if not key.isdigit() or int(key) >= C.N:
            return ""
        cid = int(key)
        side = None
        for seat in view["seats"]:
            for c, s, _t, _r in seat["empire"]:
                if c == cid:
                    side = s
        return F.large(cid, side, refs=keyword_links(cid, side))

    def score_sources(self, view, names):
        labels = _score_columns()
        return [[(labels[i], (seat.get("score_parts") or {}).get(k, 0))
                 for i, k in enumerate(("track", "cards", "techs", "faction"))]
                for seat in view["seats"]]

    def tie_note(self, view, names):
        scores = view["scores"]
        top = max(scores)
        tied = [q for q, s in enumerate(scores) if s == top]
        if len(tied) < 2:
            return ""
        detail = ", ".join(
            _("{name} {credits}, {cards}", name=names[q],
              credits=_.n("{n} credit", "{n} credits", view["seats"][q]["credits"]),
              cards=_.n("{n} empire card", "{n} empire cards", len(view["seats"][q]["empire"])))
            for q in tied)
        return _("Tie on {vp} VP, broken by credits, then empire cards: {detail}.", vp=top,
                 detail=detail)

    def end_details(self, view, names, winners):
        return (tag("section", text("h2", _("Final scores")) + score_rows(view, names, winners) +
                    text("p", _("VP track: points scored during the game. Empire cards: 1 VP "
                                "each. Technologies: the end row of each operational "
                                "technology. Faction: the faction card's end scoring."),
                         cls="help"),
                    cls="panel aa-final", aria_label=_("Final scores")) +
                tag("div", "".join(empire_panel(view, q, names) for q in range(view["players"])),
                    cls="aa-others"))

    def replay_board(self, view, names, hands):
        status = self.status_panel(view, names)
        seats = []
        for q in range(view["players"]):
            html = empire_panel(view, q, names)
            if hands is not None and hands[q] is not None:
                shown = hands[q] if isinstance(hands[q], list) else []
                html += tag("div", text("h3", _("Hand of {name}", name=names[q])) + tag(
                    "div", "".join(F.resource(r) for r in shown), cls="aa-hand"),
                    cls="panel aa-sec")
            seats.append(html)
        return status + common_area(view) + tag("div", "".join(seats), cls="aa-others")

    def stats_group_of(self, view, player):
        return C.NAME[view["seats"][player]["faction"]]
