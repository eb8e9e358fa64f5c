"""HTML of the table from a table model (pure Python): bar, seats with tableaux, hand, side.

The table model is built by viewmodel.py from the engine's view; this module only draws it.
Cards are drawn by cardview.py from faces looked up by card id (`face(cid)`).
"""
from .cardview import mini, PHASE_NAME
from .html import esc, tag, text, classes

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


def bar(tm, tools):
    parts = [stat("Round", tm["round"]), phase_track(tm),
             stat("VP pool", tm["pool"], "pool"), stat("Deck", tm["deck"]),
             stat("Discards", tm["discard"])]
    return tag("header", "".join(parts) + tag("div", tools, cls="bar-tools"),
               cls="rf-bar panel", aria_label="Game status")


def choice_chips(seat):
    if seat["choices"] is None:
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
             note=c.get("note"), extra_cls="face-down" if c.get("good") == "?" else "")
        for c in seat["tableau"])
    return tag("section", tag("div", "".join(head), cls="seat-head") +
               tag("div", cards or text("span", "No cards yet.", cls="stat"), cls="tableau",
                   aria_label=f'{seat["name"]}: tableau of {len(seat["tableau"])} cards'),
               cls=classes("seat panel", me=seat["is_me"], active=seat["deciding"]),
               aria_label=f'{seat["name"]}', data_seat=seat["p"])


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
               cls="rf-hand panel", aria_label="Your hand")


def score_table(rows, winners=()):
    """rows: [{name, cards, chips, bonus, total}]."""
    head = "<tr><th>Player</th><th>Cards</th><th>Chips</th><th>6-dev</th><th>Total</th></tr>"
    body = "".join(
        tag("tr", text("td", r["name"]) + text("td", r["cards"]) + text("td", r["chips"]) +
            text("td", r["bonus"]) + tag("td", f"<b>{esc(r['total'])}</b>"),
            cls="win" if i in winners else None)
        for i, r in enumerate(rows))
    return tag("table", f"<thead>{head}</thead><tbody>{body}</tbody>", cls="score-table")


def log_list(entries, limit=200):
    """The newest events first (readable without scrolling)."""
    items = []
    for e in reversed(entries[-limit:]):
        items.append(text("li", e["text"], cls="round" if e.get("kind") == "round" else None))
    return tag("ol", "".join(items), cls="log", aria_label="Game log", aria_live="polite")
