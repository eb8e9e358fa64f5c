"""Race for the Galaxy on the table kit: the board, the side panel's scores and help, the end
and replay boards and the enlarged card (pure Python, tested in CPython).

Everything comes from the engine's view(player) and its documented queries (docs/rftg-
engine.md, "Queries"): scores, military and what happened this round are in the view; the
points a 6-cost development would score come from the query "six_dev_score". Card faces are
built from the card data (names, costs, texts), never from rule functions.
"""
from __future__ import annotations

from game.core.i18n import N_, domain, language
from game.rftg import cards as C
from game.rftg import words as W
from game.rftg.carddata import DESIGNS

from ui.table import GameUI
from ui.table.html import tag, text

from . import table as T
from .cardview import large
from . import widgets
from .faces import face_from_design
from .recent import moves as moves_since

_ = domain("rftg")
PHASE_OF_STAGE = {"explore": "1", "develop": "2", "settle": "3", "consume": "4", "produce": "5"}
PHASE_OF_ACTION = {"explore5": "1", "explore11": "1", "develop": "2", "develop2": "2",
                   "settle": "3", "settle2": "3", "trade": "4", "vp2": "4", "produce": "5"}
ACTION_EXTRA = {"explore5": "+5", "explore11": "+1/+1", "trade": N_("Trade"), "vp2": "2×VP"}

_FACES = {}


def face(cid):
    """The face of physical card `cid` in the current language (cached per language: faces
    never change within one)."""
    key = (language(), cid)
    f = _FACES.get(key)
    if f is None:
        f = _FACES[key] = face_from_design(DESIGNS[C.DESIGN[cid]])
    return f


def breakdown(seat: dict) -> dict:
    """{cards, chips, bonus, total, six: {cid: points}} of a seat of the view."""
    parts = seat["score_parts"]
    return {"cards": parts["cards"], "chips": parts["chips"], "bonus": parts["bonus"],
            "total": parts["total"], "six": {int(c): v for c, v in parts["six"]}}


# --- the table model ------------------------------------------------------------------------
def table_model(view: dict, names: list, kinds: list, thinking=None) -> dict:
    stage = view["phase"]
    chosen = set()
    for s in view["seats"]:
        for a in s["actions"]:
            chosen.add(PHASE_OF_ACTION[a])
    now = PHASE_OF_STAGE.get(stage)
    order = ["1", "2", "3", "4", "5"]
    phases = []
    for k in order:
        done = now is not None and order.index(k) < order.index(now) or stage in ("discard",
                                                                                   "end_round")
        phases.append({"key": k, "label": T.phase_short(k), "chosen": k in chosen,
                       "now": k == now, "done": bool(done and k in chosen)})
    seats = []
    me = view["me"]
    for s in view["seats"]:
        p = s["seat"]
        goods = {g["world"]: g["kind"] for g in s["goods"]}
        bd = breakdown(s)
        recent = s.get("recent") or {}
        placed, produced = set(recent.get("placed", ())), set(recent.get("produced", ()))
        consumed = set(recent.get("consumed", ()))
        tableau = []
        for c in s["tableau"]:
            note = _("scores {n}", n=bd["six"][c]) if c in bd["six"] else None
            tableau.append({"cid": c, "good": goods.get(c), "note": note, "new": c in placed,
                            "produced": c in produced and c in goods,
                            "consumed": c in consumed and c not in goods})
        if stage == "action" and s["deciding"]:
            ch = None
        elif stage == "action":
            ch = "hidden"
        else:
            ch = [(PHASE_OF_ACTION[a], _(ACTION_EXTRA[a]) if a in ACTION_EXTRA else "")
                  for a in s["actions"]] or None
        seats.append({
            "p": p, "name": names[p], "is_me": p == me, "kind": kinds[p], "hand": s["hand_size"],
            "chips": s["vp_chips"], "score": bd["total"], "military": s["military"]["general"],
            "mil_notes": list(s["military"]["notes"]), "choices": ch, "deciding": s["deciding"],
            "thinking": thinking == p, "tableau": tableau, "breakdown": bd,
            "recent": recent,
        })
    if me is not None:   # the viewer's own seat is drawn first (after the hand)
        seats = [s for s in seats if s["p"] == me] + [s for s in seats if s["p"] != me]
    pool = view.get("vp_pool_shown", max(0, view["vp_pool"]))
    return {"round": view["round"], "stage": stage, "phases": phases, "pool": pool,
            "deck": view["deck_size"], "discard": view["discard_size"], "me": me,
            "hand": view["hand"], "seats": seats, "over": view["over"]}


HELP = [
    (N_("How a round works"),
     N_("Everyone secretly chooses an action card; only the chosen phases happen, in order "
     "I Explore, II Develop, III Settle, IV Consume, V Produce. Whoever chose a phase also "
     "gets its bonus.")),
    (N_("Phase bonuses"),
     N_("Explore +5: draw 5 more, keep 1. Explore +1/+1: draw 1 more and keep 1 more. Develop: "
     "pay 1 card less. Settle: draw a card after placing a world. Consume Trade: sell one "
     "good first. Consume 2×VP: goods you consume this phase give double VP (cards "
     "discarded from hand for VP are not doubled). Produce: one extra good on a windfall "
     "world.")),
    (N_("Cards"),
     N_("Worlds are circles, developments diamonds; the number is the cost in cards. A red "
     "number is a military world's defence: conquer it with Military instead of paying. The "
     "hexagon shows the VP (\"?\" for 6-cost developments that score at the end).")),
    (N_("Goods and their colours"),
     N_("Novelty goods are light blue, Rare brown, Genes green, Alien yellow. A ring around a "
     "world's circle: a windfall world (it gets a good only when placed or from powers). A "
     "filled circle: a production world (a good every Produce phase). A small square on a "
     "card is a good waiting to be consumed or traded.")),
    (N_("Trade values"),
     N_("Trading sells one good for cards: Novelty 2, Rare 3, Genes 4, Alien 5, plus the bonuses "
     "of your trade powers.")),
    (N_("VP chips"),
     N_("The yellow round chip counts VP chips earned by consuming. When the pool of chips runs "
     "out the game ends after that round (chips still go to players after it shows 0).")),
    (N_("Controls"),
     N_("Green outlined cards in your hand can be placed now; the green number is what you "
     "would pay. Hover, focus or long-press a card to read it in full. Arrow keys move between "
     "the cards of the current choice, Enter or Space selects, C confirms, Escape clears, "
     "Ctrl+Z undoes.")),
    (N_("The end"),
     N_("The game ends after a round in which someone has 12 cards in their tableau or the VP "
     "chips run out. Highest total of card VP, chips and 6-cost bonuses wins; ties go to "
     "more cards in hand plus goods.")),
]


class RaceUI(GameUI):
    game_id = "rftg"
    title = "Race for the Galaxy"
    css = "assets/rftg.css"
    root_class = "rf"
    help_topics = HELP
    default_names = ("Alex", "Ada", "Bruno", "Chen")

    @property
    def stats_group(self):      # what best scores are grouped by, in the player's language
        return _("start world")

    def widget(self, view, player, legal, query):
        return widgets.for_decision(view, player, legal, face, query)

    def status_items(self, view, names):
        tm = table_model(view, names, [None] * len(names))
        return (T.stat(_("Round"), tm["round"]) + T.phase_track(tm) +
                text("span", W.phase(tm["stage"]), cls="stat stage") +
                T.stat(_("VP pool"), tm["pool"], "pool") + T.stat(_("Deck"), tm["deck"]) +
                T.stat(_("Discards"), tm["discard"]))

    def board(self, view, ctx):
        tm = table_model(view, ctx["names"], ctx["kinds"], ctx["thinking"])
        hand = T.hand_panel(tm, face, ctx["hand_acts"], focus_first=ctx["focus_hand"])
        mine = [s for s in tm["seats"] if s["is_me"]]
        opps = [s for s in tm["seats"] if not s["is_me"]]
        me_html = tag("div", "".join(T.seat_panel(s, face) for s in mine), cls="rf-me")
        opp_html = tag("div", "".join(T.seat_panel(s, face) for s in opps), cls="rf-opps")
        return [r for r in (hand, me_html, opp_html) if r]

    def recent_moves(self, recent):
        return moves_since(recent, lambda cid: face(cid)["name"])

    def score_panel(self, view, names):
        tm = table_model(view, names, [None] * len(names))
        ordered = sorted(tm["seats"], key=lambda s: s["p"])
        rows = [dict(s["breakdown"], name=s["name"]) for s in ordered]
        mil = "".join(text("li", _("{name}: Military {n}", name=s["name"], n=s["military"]) +
                           (f" ({', '.join(s['mil_notes'])})" if s["mil_notes"] else ""))
                      for s in ordered)
        return T.score_table(rows) + text("h3", _("Military"), cls="stat") + tag("ul", mil,
                                                                                  cls="log")

    def zoom_html(self, key, view, query):
        try:
            cid = int(key)
        except (TypeError, ValueError):
            return ""
        scores_now = None
        if C.SCORING[cid]:
            for s in view["seats"]:
                parts = dict((int(c), v) for c, v in s["score_parts"]["six"])
                if cid in parts:
                    scores_now = parts[cid]
            if scores_now is None and query is not None:
                scores_now = query("six_dev_score", cid)
        return large(face(cid), scores_now=scores_now)

    def tie_note(self, view, names):
        totals = [s["score_parts"]["total"] for s in view["seats"]]
        top = max(totals)
        tied = [s for s in view["seats"] if s["score_parts"]["total"] == top]
        if len(tied) < 2:
            return ""
        detail = ", ".join(f"{names[s['seat']]} {s['tiebreak']}" for s in tied)
        return _("Tie on {n} VP, broken by cards in hand plus goods: {detail}.", n=top,
                 detail=detail)

    def end_details(self, view, names, winners):
        tm = table_model(view, names, [None] * len(names))
        ordered = sorted(tm["seats"], key=lambda s: s["p"])
        rows = [dict(s["breakdown"], name=s["name"]) for s in ordered]
        seats = "".join(T.seat_panel(s, face) for s in ordered)
        reason = text("p", W.end_reason(view["end"], names), cls="rf-end-reason") \
            if view.get("end") else ""      # why the game ended, after how many rounds
        return (tag("section", text("h2", _("Final scores")) + reason +
                    T.score_table(rows, winners),
                    cls="panel rf-final", aria_label=_("Final scores")) +
                tag("div", seats, cls="rf-opps"))

    def replay_board(self, view, names, hands):
        tm = table_model(view, names, [None] * len(names))
        status = tag("div", self.status_items(view, names), cls="panel rf-replay-status",
                     aria_label=_("Round and phases"))
        seats = []
        for s in sorted(tm["seats"], key=lambda s: s["p"]):
            html = T.seat_panel(s, face)
            if hands is not None and hands[s["p"]] is not None:
                html += T.revealed_hand(s["name"], hands[s["p"]], face)
            seats.append(html)
        return status + tag("div", "".join(seats), cls="rf-opps")

    def stats_group_of(self, view, player):
        start = view["seats"][player]["start_world"]
        return C.NAME[start] if start is not None and start >= 0 else "?"
