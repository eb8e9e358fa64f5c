"""HTML of Race's board from a table model (pure Python): status items, seats with tableaux,
the hand, the score table.

The table model is built by board.py from the engine's view; this module only draws it.
Cards are drawn by cardview.py from faces looked up by card id (`face(cid)`).
"""
from game.core.i18n import domain, format_number

from .cardview import chip, mini, phase_name
from ui.table.html import esc, tag, text, classes

_ = domain("rftg")
PHASE_KEYS = ("1", "2", "3", "4", "5")
ROMAN = {"1": "I", "2": "II", "3": "III", "4": "IV", "5": "V"}


def phase_short(key: str) -> str:
    """'I Explore' ... 'V Produce' in the player's language."""
    return f"{ROMAN[key]} {phase_name(key)}"


def phase_track(tm):
    steps = []
    for ph in tm["phases"]:
        cls = classes("ph-step", f"p{ph['key']}", on=ph["chosen"], now=ph["now"], done=ph["done"])
        state = _("chosen") if ph["chosen"] else _("not chosen")
        if ph["now"]:
            state = _("{state}, now", state=state)
        roman, word = ROMAN[ph["key"]], phase_name(ph["key"])
        label = _("{phase}: {state}", phase=word, state=state)
        steps.append(tag("span", f'{esc(roman)}<span class="ph-name"> {esc(word)}</span>',
                         cls=cls, title=label, role="listitem", aria_label=label))
    return tag("div", "".join(steps), cls="track", role="list",
               aria_label=_("Phases this round"))


def stat(label, value, cls=""):
    shown = format_number(value) if isinstance(value, int) else value
    return tag("span", f"{esc(label)} <b>{esc(shown)}</b>", cls=classes("stat", cls))


def choice_chips(seat):
    if seat["choices"] is None or seat["thinking"]:
        return ""
    if seat["choices"] == "hidden":
        return text("span", _("chose ✓"), cls="done-mark")
    return "".join(text("span", phase_name(k) + (f" {extra}" if extra else ""),
                        cls=f"choice-chip ac{k}") for k, extra in seat["choices"])


def seat_panel(seat, face, help_costs=None, compact=False):
    """A seat: its name, score, VP chips, hand size, military and choices, then its tableau
    as small cards, or with `compact` (the other seats at the table) as one line per card
    (`cardview.chip`)."""
    name = _("{name} (you)", name=seat["name"]) if seat["is_me"] else seat["name"]
    head = [text("h2", name),
            stat(_("Score"), seat["score"]),
            tag("span", f'<span class="chip" title="{esc(_("VP chips"))}">{seat["chips"]}</span>',
                cls="stat", aria_label=_.n("{n} VP chip", "{n} VP chips", seat["chips"])),
            stat(_("Hand"), seat["hand"]),
            stat(_("Military"), seat["military"]) if not seat.get("mil_notes") else
            tag("span", f'{esc(_("Military"))} <b>{esc(seat["military"])}</b> '
                        f'<small>({esc(", ".join(seat["mil_notes"]))})</small>', cls="stat")]
    head.append(choice_chips(seat))
    if seat["thinking"]:
        head.append(text("span", _("thinking…"), cls="deciding"))
    elif seat["deciding"]:
        head.append(text("span", _("deciding"), cls="deciding"))
    draw = chip if compact else mini
    cards = "".join(
        draw(face(c["cid"]), card_id=c["cid"], has_good=c.get("good") is not None,
             note=c.get("note"),
             extra_cls=classes("face-down" if c.get("good") == "?" else "",
                               is_new=c.get("new"), new_good=c.get("produced"),
                               tk_fresh=c.get("new") or c.get("produced"),
                               was_consumed=c.get("consumed")))
        for c in seat["tableau"])
    recent = recent_line(seat, face)
    return tag("section", tag("div", "".join(head), cls="seat-head") + recent +
               tag("div", cards or text("span", _("No cards yet."), cls="stat"),
                   cls=classes("tableau", chips=compact),
                   aria_label=_.n("{name}: tableau of {n} card", "{name}: tableau of {n} cards",
                                  len(seat["tableau"]), name=seat["name"])),
               cls=classes("seat panel", me=seat["is_me"], active=seat["deciding"],
                           compact=compact),
               aria_label=f'{seat["name"]}', data_seat=seat["p"])


def recent_line(seat, face):
    """What the seat did this round, in words (the cards themselves are highlighted too)."""
    r = seat.get("recent") or {}
    bits = []
    placed = [c["cid"] for c in seat["tableau"] if c.get("new")]
    if placed:
        bits.append(_("placed {names}", names=", ".join(face(c)["name"] for c in placed)))
    made = len(r.get("produced", ()))
    if made:
        bits.append(_.n("produced {n} good", "produced {n} goods", made))
    used = len(r.get("consumed", ()))
    if used:
        bits.append(_.n("used {n} good", "used {n} goods", used))
    if not bits:
        return ""
    return text("p", _("This round: {what}.", what="; ".join(bits)), cls="recent")


def revealed_hand(name, hand, face):
    """A seat's hand, shown in the replay once the game is over."""
    cards = "".join(mini(face(c), card_id=c) for c in hand)
    return tag("div", text("h3", _("{name}'s hand", name=name)) +
               tag("div", cards or text("span", _("Empty."), cls="stat"), cls="hand"),
               cls="panel rf-revealed", aria_label=_("{name}'s hand", name=name))


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
    return tag("section", text("h2", _("Your hand ({n})", n=len(tm["hand"]))) +
               tag("div", "".join(cards) or text("span", _("Your hand is empty."), cls="stat"),
                   cls="hand"),
               cls="rf-hand tk-hand-zone panel", aria_label=_("Your hand"))


def score_table(rows, winners=()):
    """rows: [{name, cards, chips, bonus, total}]."""
    head = "<tr>" + "".join(text("th", w) for w in (_("Player"), _("Cards"), _("Chips"),
                                                     _("6-dev"), _("Total"))) + "</tr>"
    body = "".join(
        tag("tr", text("td", r["name"]) +
            "".join(text("td", r[k], data_vp_part=r[k]) for k in ("cards", "chips", "bonus")) +
            tag("td", f"<b>{esc(r['total'])}</b>", data_vp_total=r["total"]),
            cls="win" if i in winners else None, data_score_seat=i)
        for i, r in enumerate(rows))
    return tag("table", f"<thead>{head}</thead><tbody>{body}</tbody>", cls="score-table")
