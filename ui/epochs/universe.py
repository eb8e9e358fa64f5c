"""A player's universe on the epochs table: production and influence tracks, planets with
their quarters, stations, shuttles, colony ships, space-object tokens, universal tokens,
science researched; and the hand (pure Python, HTML from the view only).
"""
from __future__ import annotations

from ui.table.html import classes, tag, text

from . import cardinfo as I
from .cardview import card, obj_icon, pip

TRACK_SHOWN = 6      # boxes drawn per track (a higher level is written as a number)


def track(label_html: str, level: int, cls: str, title: str) -> str:
    boxes = "".join(tag("i", "", cls="on" if i < level else "") for i in range(TRACK_SHOWN))
    more = text("span", f"+{level - TRACK_SHOWN}", cls="more") if level > TRACK_SHOWN else ""
    return tag("div", tag("span", label_html, cls="tl") + tag("span", boxes + more, cls="tb") +
               text("b", str(level), cls="tn"), cls=f"ep-track {cls}", title=title,
               aria_label=f"{title}: {level}")


def tracks(pv: dict, other: dict | None) -> str:
    prod = "".join(track(pip(r), pv["production"][r], f"t-{r}",
                         f"{I.RES_NAME[r].capitalize()} production (discount on {I.RES_NAME[r]})")
                   for r in I.RESOURCES)
    infl = []
    for key in ("mil", "trade", "dip"):
        mine = pv["influence"][key]
        lead = ""
        if other is not None:
            d = mine - other["influence"][key]
            lead = f" (leads by {d})" if d > 0 else ""
        infl.append(track(text("span", I.INFLUENCE_NAME[key][:3], cls="ep-inf i-" + key),
                          mine, f"t-{key}", I.INFLUENCE_NAME[key].capitalize() + lead))
    return tag("div", text("h4", "Production") + prod, cls="ep-tracks") + \
        tag("div", text("h4", "Influence") + "".join(infl), cls="ep-tracks")


def counters(pv: dict, tableau_kinds: dict) -> str:
    objs = "".join(
        tag("span", obj_icon(k) + text("b", f"×{pv['objects'][k]}"), cls="ep-count",
            title=f"{I.OBJECT_NAME[k]} tokens: {pv['objects'][k]} "
                  f"({tableau_kinds.get(k, 0)} such cards in play)")
        for k in ("ship", "shuttle", "station"))
    return tag("div",
               tag("span", text("span", "U", cls="ep-tok", aria_hidden="true") +
                   text("b", f"×{pv['tokens']}"),
                   cls="ep-count", title=f"Universal tokens: {pv['tokens']} (pay energy, "
                                         "food or metal)") +
               tag("span", text("span", "+", cls="ep-inc") + text("b", str(pv["income"])),
                   cls="ep-count", title=f"Permanent income: {pv['income']} VP every epoch end")
               + text("span", "Objects:", cls="small") + objs,
               cls="ep-counters")


def kinds_in_play(pv: dict) -> dict:
    """How many stations, shuttles and colony ships are in play (cards of the tableau)."""
    out = {"ship": 0, "shuttle": 0, "station": 0}
    for c in pv["tableau"]:
        k = I.kind(c)
        if k in out:
            out[k] += 1
    return out


def planet_block(pl: dict, acts: dict) -> str:
    c = pl["card"]
    ship = pl.get("ship")
    target = acts.get(f"s:{c}")
    extra = ""
    if ship is not None:
        extra = tag("div", obj_icon("ship") + text("span", I.name(ship)), cls="ep-landed",
                    data_card=f"c:{ship}")
    elif target:
        extra = text("div", "Land the colony ship here", cls="ep-landed pick" +
                     (" sel" if target.get("selected") else ""), data_act=target["act"],
                     role="button", tabindex="0",
                     aria_pressed="true" if target.get("selected") else "false")
    status = "fully colonised" if pl["colonised"] else "being colonised"
    target = any(k.startswith(f"q:{c}:") for k in acts if isinstance(k, str))
    hint = text("div", "Click a highlighted quarter", cls="ep-hint") if target else ""
    return tag("div", card(c, slots=pl["quarters"], quarter_acts=acts,
                           extra_cls="done" if pl["colonised"] else "",
                           note=status) + hint + extra,
               cls="ep-planet" + (" target" if target else ""))


def universe(view: dict, p: int, names: list, acts: dict, me: bool = False,
             thinking: bool = False) -> str:
    """The whole universe of seat p as one panel."""
    pv = view["players"][p]
    other = view["players"][1 - p]
    head = [text("h3", names[p] + (" (you)" if me else "")),
            text("span", f"{pv['vp']} VP", cls="badge ep-vp")]
    if view.get("current") == p and not view.get("over"):
        head.append(text("span", "to play", cls="badge ep-turn"))
    if pv["passed"]:
        head.append(text("span", "passed", cls="badge ep-passed"))
    if thinking:
        head.append(text("span", "thinking…", cls="badge thinking"))
    hand_words = f"{pv['hand_count']} cards in hand, {pv['science_count']} science"
    head.append(text("span", hand_words, cls="small"))
    kinds = kinds_in_play(pv)
    planets = "".join(planet_block(pl, acts) for pl in pv["planets"])
    others = [c for c in pv["tableau"] if I.kind(c) in ("station", "shuttle")]
    ships = [c for c in pv["tableau"] if I.kind(c) == "ship"]
    groups = [tag("div", "".join(head), cls="ep-uhead"),
              tag("div", tracks(pv, other) + counters(pv, kinds), cls="ep-ustats")]
    groups.append(tag("div", text("h4", f"Planets ({len(pv['planets'])})") +
                      (tag("div", planets, cls="ep-row") if planets else
                       text("p", "No planet yet.", cls="small")), cls="ep-ugroup"))
    if others:
        groups.append(tag("div", text("h4", f"Stations and shuttles ({len(others)})") +
                          tag("div", "".join(card(c, extra_cls="mini") for c in others),
                              cls="ep-row"), cls="ep-ugroup"))
    if ships:
        groups.append(tag("div", text("h4", "Colony ships") +
                          tag("div", "".join(card(c, extra_cls="mini") for c in ships),
                              cls="ep-row"), cls="ep-ugroup"))
    if pv["researched"]:
        groups.append(tag("div", text("h4", "Science researched") +
                          tag("div", "".join(card(c, extra_cls="mini") for c in pv["researched"]),
                              cls="ep-row"), cls="ep-ugroup"))
    if not me and pv.get("known_hand"):
        groups.append(tag("div", text("h4", "Cards they took from the offer") +
                          tag("div", "".join(card(c, extra_cls="mini")
                                             for c in pv["known_hand"]), cls="ep-row"),
                          cls="ep-ugroup"))
    return tag("section", "".join(groups),
               cls=classes("panel ep-universe", f"seat{p}", me=me, tk_hand_zone=me),
               aria_label=f"Universe of {names[p]}")


def hand(view: dict, p: int, acts: dict, focus_first: bool = False) -> str:
    """The player's hand: epoch cards, then science cards (keyboard: a choice zone)."""
    pv = view["players"][p]
    cards = pv.get("hand") or []
    sci = pv.get("science") or []
    first = [focus_first]

    def face(c):
        a = acts.get(c)
        html = card(c, act=a, extra_cls="" if a else "idle")
        if a and first[0]:
            html = html.replace("<div ", "<div data-autofocus=\"1\" ", 1)
            first[0] = False
        return html

    body = tag("div", "".join(face(c) for c in cards) or
               text("p", "No epoch cards.", cls="small"), cls="ep-row ep-handrow")
    sci_html = ""
    if sci:
        sci_html = text("h4", f"Science cards ({len(sci)}, not counted in the hand limit)") + \
            tag("div", "".join(face(c) for c in sci), cls="ep-row ep-handrow")
    title = f"Your hand ({len(cards)} of {I.HAND_LIMIT})"
    return tag("section", text("h2", title) + body + sci_html,
               cls="panel ep-hand tk-hand-zone", aria_label="Your hand")
