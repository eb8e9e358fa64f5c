"""HTML of Race's board from a table model (pure Python): status items, seats with tableaux,
the hand, the score table.

The table model is built by board.py from the engine's view; this module only draws it.
Cards are drawn by cardview.py from faces looked up by card id (`face(cid)`).
"""
from .cardview import mini, PHASE_NAME
from ui.table.html import esc, tag, text, classes

PHASE_KEYS = ("1", "2", "3", "4", "5")
PHASE_SHORT = {"1": "I Explore", "2": "II Develop", "3": "III Settle", "4": "IV Consume",
               "5": "V Produce"}


def phase_track(tm):
    steps = []
    for ph in tm["phases"]:
        cls = classes("ph-step", f"p{ph['key']}", on=ph["chosen"], now=ph["now"], done=ph["done"])
        state = "chosen" if ph["chosen"] else "not chosen"
        if ph["now"]:
            state += ", now"
        roman, _, word = ph["label"].partition(" ")
        steps.append(tag("span", f'{esc(roman)}<span class="ph-name"> {esc(word)}</span>',
                         cls=cls, title=f"{PHASE_NAME[ph['key']]}: {state}",
                         aria_label=f"{PHASE_NAME[ph['key']]}: {state}"))
    return tag("div", "".join(steps), cls="track", role="list", aria_label="Phases this round")


def stat(label, value, cls=""):
    return tag("span", f"{esc(label)} <b>{esc(value)}</b>", cls=classes("stat", cls))


def choice_chips(seat):
    if seat["choices"] is None or seat["thinking"]:
        return ""
    if seat["choices"] == "hidden":
        return text("span", "chose ✓", cls="done-mark")
    return "".join(text("span", PHASE_NAME[k] + (f" {extra}" if extra else ""),
                        cls=f"choice-chip ac{k}") for k, extra in seat["choices"])


def seat_panel(seat, face, help_costs=None):
    head = [text("h2", seat["name"] + (" (you)" if seat["is_me"] else "")),
            stat("Score", seat["score"]), tag("span", f'<span class="chip" '
                                             f'title="VP chips">{seat["chips"]}</span>',
                                             cls="stat", aria_label=f'{seat["chips"]} VP chips'),
            stat("Hand", seat["hand"]),
            stat("Military", seat["military"]) if not seat.get("mil_notes") else
            tag("span", f'Military <b>{esc(seat["military"])}</b> '
                        f'<small>({esc(", ".join(seat["mil_notes"]))})</small>', cls="stat")]
    head.append(choice_chips(seat))
    if seat["thinking"]:
        head.append(text("span", "thinking…", cls="deciding"))
    elif seat["deciding"]:
        head.append(text("span", "deciding", cls="deciding"))
    cards = "".join(
        mini(face(c["cid"]), card_id=c["cid"], has_good=c.get("good") is not None,
             note=c.get("note"),
             extra_cls=classes("face-down" if c.get("good") == "?" else "",
                               is_new=c.get("new"), new_good=c.get("produced"),
                               tk_fresh=c.get("new") or c.get("produced"),
                               was_consumed=c.get("consumed")))
        for c in seat["tableau"])
    recent = recent_line(seat, face)
    return tag("section", tag("div", "".join(head), cls="seat-head") + recent +
               tag("div", cards or text("span", "No cards yet.", cls="stat"), cls="tableau",
                   aria_label=f'{seat["name"]}: tableau of {len(seat["tableau"])} cards'),
               cls=classes("seat panel", me=seat["is_me"], active=seat["deciding"]),
               aria_label=f'{seat["name"]}', data_seat=seat["p"])


def recent_line(seat, face):
    """What the seat did this round, in words (the cards themselves are highlighted too)."""
    r = seat.get("recent") or {}
    bits = []
    placed = [c["cid"] for c in seat["tableau"] if c.get("new")]
    if placed:
        bits.append("placed " + ", ".join(face(c)["name"] for c in placed))
    made = len(r.get("produced", ()))
    if made:
        bits.append(f"produced {made} good" + ("" if made == 1 else "s"))
    used = len(r.get("consumed", ()))
    if used:
        bits.append(f"used {used} good" + ("" if used == 1 else "s"))
    if not bits:
        return ""
    return text("p", "This round: " + "; ".join(bits) + ".", cls="recent")


def revealed_hand(name, hand, face):
    """A seat's hand, shown in the replay once the game is over."""
    cards = "".join(mini(face(c), card_id=c) for c in hand)
    return tag("div", text("h3", f"{name}'s hand") +
               tag("div", cards or text("span", "Empty.", cls="stat"), cls="hand"),
               cls="panel rf-revealed", aria_label=f"{name}'s hand")


def hand_panel(tm, face, hand_acts, focus_first=False):
    """The viewer's hand; `hand_acts` maps cid -> dict(act, selected, disabled, playable, cost).
    With `focus_first` the first clickable card takes the focus (the decision is in the hand)."""
    if tm["me"] is None:
        return ""
    cards = []
    first = focus_first
    for cid in tm["hand"]:
        opts = hand_acts.get(cid, {})
        auto = first and bool(opts.get("act"))
        first = first and not auto
        cards.append(mini(face(cid), card_id=cid, act=opts.get("act"), autofocus=auto,
                          selected=opts.get("selected", False),
                          disabled=opts.get("disabled", False),
                          playable=opts.get("playable", False), cost=opts.get("cost"),
                          note=opts.get("note")))
    return tag("section", text("h2", f"Your hand ({len(tm['hand'])})") +
               tag("div", "".join(cards) or text("span", "Your hand is empty.", cls="stat"),
                   cls="hand"),
               cls="rf-hand tk-hand-zone panel", aria_label="Your hand")


def score_table(rows, winners=()):
    """rows: [{name, cards, chips, bonus, total}]."""
    head = "<tr><th>Player</th><th>Cards</th><th>Chips</th><th>6-dev</th><th>Total</th></tr>"
    body = "".join(
        tag("tr", text("td", r["name"]) + text("td", r["cards"]) + text("td", r["chips"]) +
            text("td", r["bonus"]) + tag("td", f"<b>{esc(r['total'])}</b>"),
            cls="win" if i in winners else None)
        for i, r in enumerate(rows))
    return tag("table", f"<thead>{head}</thead><tbody>{body}</tbody>", cls="score-table")
