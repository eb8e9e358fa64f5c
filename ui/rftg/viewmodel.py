"""From the engine's view(player) to what the table shows (pure Python, testable in CPython).

`table_model(view, names, ...)` turns the view into the table model drawn by table.py;
`render_table`, `render_end` and `render_replay` produce the HTML of the three screens.
Score breakdowns and military use game.rftg's own functions: the UI never re-implements rules.
"""
import re

from game.rftg import cards as C
from game.rftg import scoring as S

from . import table as T
from .cardview import large
from .faces import face_from_design
from .html import tag, text

PHASE_OF_STAGE = {"explore": "1", "develop": "2", "settle": "3", "consume": "4", "produce": "5"}
PHASE_OF_ACTION = {"explore5": "1", "explore11": "1", "develop": "2", "develop2": "2",
                   "settle": "3", "settle2": "3", "trade": "4", "vp2": "4", "produce": "5"}
ACTION_EXTRA = {"explore5": "+5", "explore11": "+1/+1", "trade": "Trade", "vp2": "2×VP"}
STAGE_TEXT = {"setup": "Setup", "initial_discard": "Opening discard", "action": "Choosing actions",
              "explore": "Explore", "develop": "Develop", "settle": "Settle", "consume": "Consume",
              "produce": "Produce", "discard": "Hand limit", "end_round": "End of round",
              "over": "Game over"}

_FACES = {}
LOG_SHOWN = 80      # events drawn in the side log (the replay viewer shows the whole game)


def face(cid):
    """The face of physical card `cid` (cached: faces never change)."""
    f = _FACES.get(cid)
    if f is None:
        from game.rftg.carddata import DESIGNS
        f = _FACES[cid] = face_from_design(DESIGNS[C.DESIGN[cid]])
    return f


def names_fix(textline, names):
    """Replace the engine's "Player N" with the seat names."""
    return re.sub(r"Player (\d+)", lambda m: names[int(m.group(1)) - 1]
                  if 0 < int(m.group(1)) <= len(names) else m.group(0), textline)


# --- scoring and military ------------------------------------------------------------------
def breakdown(seat):
    """{cards, chips, bonus, total, six: {cid: points}} of a seat of the view."""
    tab, chips = seat["tableau"], seat["vp_chips"]
    cards = sum(C.VP[c] for c in tab)
    six = {c: S.six_dev_bonus(tab, chips, c) for c in tab if C.SCORING[c]}
    bonus = sum(six.values())
    return {"cards": cards, "chips": chips, "bonus": bonus, "total": cards + chips + bonus,
            "six": six}


def military(tab):
    """(general military, [specialised notes]) from the tableau."""
    general = S.total_military(tab)
    notes = []
    kinds = {C.RARE: "Rare", C.ALIEN: "Alien", C.GENE: "Genes", C.NOVELTY: "Novelty"}
    for k, label in kinds.items():
        extra = sum(C.S_MIL_KIND[c][k] for c in tab)
        if extra:
            notes.append(f"+{extra} vs {label}")
    rebel = sum(C.S_MIL_REBEL[c] for c in tab)
    if rebel:
        notes.append(f"+{rebel} vs Rebel")
    tactics = sum(C.S_TACTICS[c] for c in tab)
    if tactics:
        notes.append(f"+{tactics} once (Tactics)")
    return general, notes


# --- the table model ------------------------------------------------------------------------
def table_model(view, names, kinds, thinking=None):
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
        phases.append({"key": k, "label": T.PHASE_SHORT[k], "chosen": k in chosen,
                       "now": k == now, "done": bool(done and k in chosen)})
    seats = []
    me = view["me"]
    for s in view["seats"]:
        p = s["seat"]
        goods = {g["world"]: g["kind"] for g in s["goods"]}
        bd = breakdown(s)
        gen, notes = military(s["tableau"])
        tableau = []
        for c in s["tableau"]:
            note = f"scores {bd['six'][c]}" if c in bd["six"] else None
            tableau.append({"cid": c, "good": goods.get(c), "note": note})
        if stage == "action" and s["deciding"]:
            ch = None
        elif stage == "action":
            ch = "hidden"
        else:
            ch = [(PHASE_OF_ACTION[a], ACTION_EXTRA.get(a, "")) for a in s["actions"]] or None
        seats.append({
            "p": p, "name": names[p], "is_me": p == me, "kind": kinds[p], "hand": s["hand_size"],
            "chips": s["vp_chips"], "score": bd["total"], "military": gen,
            "mil_notes": notes, "choices": ch, "deciding": s["deciding"],
            "thinking": thinking == p, "tableau": tableau, "breakdown": bd,
        })
    if me is not None:   # the viewer's own seat is drawn last, next to the hand
        seats = [s for s in seats if s["p"] != me] + [s for s in seats if s["p"] == me]
    return {"round": view["round"], "stage": stage, "phases": phases, "pool": view["vp_pool"],
            "deck": view["deck_size"], "discard": view["discard_size"], "me": me,
            "hand": view["hand"], "seats": seats, "over": view["over"]}


def _names(session):
    return [session.name(p) for p in range(session.record.players)]


def _kinds(session):
    return [session.seats[p].get("kind") for p in range(session.record.players)]


def tools_html(session, in_game=True):
    b = []
    if in_game and not session.hotseat and session.humans():
        b.append(text("button", "Undo", type="button", cls="btn", data_act="undo",
                      aria_disabled="false" if session.can_undo() else "true",
                      aria_keyshortcuts="Control+Z"))
        b.append(text("button", "Redo", type="button", cls="btn", data_act="redo",
                      aria_disabled="false" if session.can_redo() else "true"))
    b.append(text("button", "Export", type="button", cls="btn", data_act="export"))
    b.append(text("button", "Replay", type="button", cls="btn", data_act="replay:open"))
    b.append(text("button", "Lobby", type="button", cls="btn", data_act="lobby"))
    return "".join(b)


def side_html(session, viewer, tm, panel):
    tabs = "".join(text("button", label, type="button", cls="btn", data_act=f"panel:{key}",
                        aria_pressed="true" if panel == key else "false")
                   for key, label in (("log", "Log"), ("score", "Scores"), ("help", "Help")))
    if panel == "score":
        rows = [dict(s["breakdown"], name=s["name"]) for s in sorted(tm["seats"],
                                                                     key=lambda s: s["p"])]
        mil = "".join(text("li", f"{s['name']}: Military {s['military']}" +
                           (f" ({', '.join(s['mil_notes'])})" if s["mil_notes"] else ""))
                      for s in sorted(tm["seats"], key=lambda s: s["p"]))
        body = (T.score_table(rows) + text("h3", "Military", cls="stat") +
                tag("ul", mil, cls="log"))
    elif panel == "help":
        body = help_html()
    else:
        names = _names(session)
        events = session.state.log(viewer)
        whole = panel == "logall"
        entries = []
        for e in (events if whole else events[-LOG_SHOWN:]):
            t = names_fix(e["text"], names)
            kind = "round" if t.startswith("Round ") else None
            entries.append({"text": t, "kind": kind})
        body = T.log_list(entries, limit=len(entries))
        if len(events) > LOG_SHOWN:
            body += text("button", "Show recent events only" if whole else
                         f"Show all {len(events)} events", type="button", cls="btn",
                         data_act="panel:log" if whole else "panel:logall")
    return tag("aside", tag("div", tabs, cls="acts", role="group", aria_label="Side panel") +
               body, cls="rf-side panel", aria_label="Log and scores")


def help_html():
    items = [
        "Each round everyone secretly chooses an action; only the chosen phases happen, "
        "in order I → V, and whoever chose a phase gets its bonus.",
        "Worlds are circles (red number: defence, conquer with Military), developments are "
        "diamonds; the number is the cost in cards.",
        "A ring around a world's circle: windfall (gets one good when placed). "
        "A filled circle: production (makes a good each Produce phase).",
        "Green outlined cards in your hand can be placed now; the green number is what "
        "you would pay.",
        "Hover, focus or long-press a card to read it in full.",
        "The game ends after a round in which someone has 12 cards in their tableau or "
        "the VP chips run out.",
    ]
    return tag("ul", "".join(text("li", i) for i in items), cls="log")


def render_table(session, viewer, panel_html, thinking=None, side="log", selection=None,
                 parts=False):
    """The table's HTML; with `parts`, the list of its regions (each one element) so the page
    can replace only the regions that changed."""
    view = session.state.view(viewer)
    tm = table_model(view, _names(session), _kinds(session), thinking)
    sel, widget = selection or ([], None)
    hand_acts = widget.hand_acts(sel) if widget is not None else {}
    stage = text("span", STAGE_TEXT.get(tm["stage"], tm["stage"]), cls="stat")
    bar = T.bar(tm, tools_html(session)).replace("</header>", "") + "</header>"
    bar = bar.replace('<div class="bar-tools">', stage + '<div class="bar-tools">', 1)
    opps = [s for s in tm["seats"] if not s["is_me"]]
    mine = [s for s in tm["seats"] if s["is_me"]]
    opp_html = tag("div", "".join(T.seat_panel(s, face) for s in opps), cls="rf-opps")
    me_html = tag("div", "".join(T.seat_panel(s, face) for s in mine), cls="rf-me")
    if panel_html is None:
        waiting = [session.name(p) for p in session.deciders()]
        msg = ("Waiting for " + ", ".join(waiting) + "…") if waiting else "…"
        panel_html = tag("section", text("h2", msg, id="rf-decide-title", tabindex="-1") +
                         (text("p", f"{session.name(thinking)} is thinking…", cls="thinking")
                          if thinking is not None else ""),
                         cls="rf-decide panel", aria_labelledby="rf-decide-title",
                         aria_live="polite")
    hand = T.hand_panel(tm, face, hand_acts,
                        focus_first="data-autofocus" not in (panel_html or ""))
    regions = [r for r in (bar, opp_html, me_html, panel_html, hand,
                           side_html(session, viewer, tm, side)) if r]
    if parts:
        return regions
    return tag("div", "".join(regions), cls="rf-table")


def final_rows(session):
    view = session.state.view(None)
    rows = []
    for s in view["seats"]:
        bd = breakdown(s)
        rows.append(dict(bd, name=session.name(s["seat"]), p=s["seat"],
                         tiebreak=session.state.tiebreak(s["seat"])))
    return rows


def render_end(session, viewer):
    rows = final_rows(session)
    winners = session.state.winners()
    names = [session.name(p) for p in winners]
    top = max(r["total"] for r in rows)
    tied = [r for r in rows if r["total"] == top]
    if len(winners) == 1:
        title = f"{names[0]} wins with {top} VP!"
    else:
        title = f"Shared victory: {' and '.join(names)} ({top} VP)"
    notes = []
    if len(tied) > 1:
        detail = ", ".join(f"{r['name']} {r['tiebreak']}" for r in tied)
        notes.append(text("p", f"Tie on {top} VP, broken by cards in hand plus goods: {detail}.",
                          cls="help"))
    view = session.state.view(viewer)
    tm = table_model(view, _names(session), _kinds(session))
    seats = "".join(T.seat_panel(s, face) for s in sorted(tm["seats"], key=lambda s: s["p"]))
    buttons = (text("button", "Rematch", type="button", cls="btn primary", data_act="rematch",
                    data_autofocus="1") +
               text("button", "Replay the game", type="button", cls="btn",
                    data_act="replay:open") +
               text("button", "Export", type="button", cls="btn", data_act="export") +
               text("button", "Back to the lobby", type="button", cls="btn", data_act="lobby"))
    return tag("div", tag("section", text("h2", title, id="rf-end-title", tabindex="-1") +
                          "".join(notes) + T.score_table(rows, winners) +
                          tag("div", buttons, cls="acts"),
                          cls="end panel", aria_labelledby="rf-end-title") +
               tag("div", seats, cls="rf-opps"), cls="rf-table rf-endscreen")


def render_replay(session, at, viewer):
    from game.core import Record
    rec = session.record
    n = len(rec.actions)
    state = Record(rec.game, rec.players, rec.options, rec.seed, rec.actions[:at]).replay()
    view = state.view(None)
    names = _names(session)
    tm = table_model(view, names, _kinds(session))
    seats = "".join(T.seat_panel(s, face) for s in sorted(tm["seats"], key=lambda s: s["p"]))
    log = [e for e in state.log(None)][-8:]
    last = ""
    if at:
        p, a = rec.actions[at - 1]
        # other seats' choices stay secret until the game is over
        shown = session.state.is_over() or p == viewer
        last = f"Step {at}: {names[p]} " + (f"chose {readable(a)}." if shown else "decided.")
    nav = "".join(text("button", label, type="button", cls="btn", data_act=f"replay:{key}",
                       data_autofocus="1" if key == "next" else None)
                  for key, label in (("first", "⏮ Start"), ("prev", "◀ Back"),
                                     ("next", "Next ▶"), ("last", "End ⏭"),
                                     ("close", "Close replay")))
    head = tag("section", text("h2", f"Replay: step {at} of {n}", id="rf-replay-title",
                               tabindex="-1") +
               text("p", f"Round {view['round']} · {STAGE_TEXT.get(view['phase'], '')}. " + last,
                    cls="help") + tag("div", nav, cls="acts") +
               T.log_list([{"text": names_fix(e["text"], names)} for e in log]),
               cls="rf-decide panel", aria_labelledby="rf-replay-title")
    return tag("div", head + tag("div", seats, cls="rf-opps"), cls="rf-table rf-replay")


def readable(action):
    """An action in words, card ids as names: ('develop', 12) -> 'develop Space Marines'."""
    kind = action[0]
    if kind in ("discard", "keep", "pay"):
        return f"{kind} " + (", ".join(C.NAME[c] for c in action[1]) or "nothing")
    if kind in ("develop", "settle", "trade"):
        return f"{kind} {C.NAME[action[1]]}"
    if kind == "windfall":
        return f"windfall on {C.NAME[action[2]]}"
    if kind == "consume":
        arg = action[3]
        what = f"number {arg}" if isinstance(arg, int) else \
            ", ".join(C.NAME[c] for c in arg) or "no goods"
        return f"consume with {C.NAME[action[1]]} ({what})"
    if kind == "action":
        return " and ".join(a for a in action[1:])
    return " ".join(str(x) for x in action)


def zoom_html(cid, viewer_seat=None, session=None):
    """The large card for card id `cid`, with its current points if it is a 6-cost dev."""
    scores_now = None
    if session is not None and C.SCORING[cid]:
        view = session.state.view(viewer_seat)
        for s in view["seats"]:
            if cid in s["tableau"]:
                scores_now = S.six_dev_bonus(s["tableau"], s["vp_chips"], cid)
        if scores_now is None and viewer_seat is not None:
            seat = view["seats"][viewer_seat]
            scores_now = S.six_dev_bonus(seat["tableau"] + [cid], seat["vp_chips"], cid)
    return large(face(cid), scores_now=scores_now)
