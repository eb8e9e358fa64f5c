"""A player's universe on the epochs table: production and influence tracks, planets with
their quarters, stations, shuttles, colony ships, space-object tokens, universal tokens,
science researched; and the hand (pure Python, HTML from the view only).
"""
from __future__ import annotations

from game.core.i18n import N_, domain

from ui.table.html import classes, tag, text

from . import cardinfo as I
from .cardview import card, obj_icon, pip

_ = domain("epochs")

TRACK_SHOWN = 6      # boxes drawn per track (a higher level is written as a number)


def track(label_html: str, level: int, cls: str, title: str) -> str:
    boxes = "".join(tag("i", "", cls="on" if i < level else "") for i in range(TRACK_SHOWN))
    more = text("span", f"+{level - TRACK_SHOWN}", cls="more") if level > TRACK_SHOWN else ""
    return tag("div", tag("span", label_html, cls="tl") + tag("span", boxes + more, cls="tb") +
               text("b", str(level), cls="tn"), cls=f"ep-track {cls}", title=title,
               role="img", aria_label=f"{title}: {level}")


def tracks(pv: dict, other: dict | None) -> str:
    prod = "".join(track(pip(r), pv["production"][r], f"t-{r}",
                         _({"E": N_("Energy production (discount on energy)"),
                            "F": N_("Food production (discount on food)"),
                            "M": N_("Metal production (discount on metal)"),
                            "S": N_("Science production (discount on science)")}[r]))
                   for r in I.RESOURCES)
    infl = []
    for key in ("mil", "trade", "dip"):
        mine = pv["influence"][key]
        lead = ""
        if other is not None:
            d = mine - other["influence"][key]
            lead = _(" (leads by {n})", n=d) if d > 0 else ""
        infl.append(track(text("span", I.INFLUENCE_NAME[key][:3], cls="ep-inf i-" + key),
                          mine, f"t-{key}", I.INFLUENCE_NAME[key].capitalize() + lead))
    return tag("div", text("h4", _("Production")) + prod, cls="ep-tracks") + \
        tag("div", text("h4", _("Influence")) + "".join(infl), cls="ep-tracks")


def counters(pv: dict, tableau_kinds: dict) -> str:
    objs = "".join(
        tag("span", obj_icon(k) + text("b", f"×{pv['objects'][k]}"), cls="ep-count",
            title=_("{object} tokens: {n} ({cards} such cards in play)",
                    object=I.OBJECT_NAME[k], n=pv["objects"][k],
                    cards=tableau_kinds.get(k, 0)))
        for k in ("ship", "shuttle", "station"))
    return tag("div",
               tag("span", text("span", "U", cls="ep-tok", aria_hidden="true") +
                   text("b", f"×{pv['tokens']}"),
                   cls="ep-count", title=_("Universal tokens: {n} (pay energy, food or metal)",
                                           n=pv["tokens"])) +
               tag("span", text("span", "+", cls="ep-inc") + text("b", str(pv["income"])),
                   cls="ep-count", title=_("Permanent income: {n} VP every epoch end",
                                           n=pv["income"]))
               + text("span", _("Objects:"), cls="small") + objs,
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
        extra = text("div", _("Land the colony ship here"), cls="ep-landed pick" +
                     (" sel" if target.get("selected") else ""), data_act=target["act"],
                     role="button", tabindex="0",
                     aria_pressed="true" if target.get("selected") else "false")
    status = _("fully colonised") if pl["colonised"] else _("being colonised")
    target = any(k.startswith(f"q:{c}:") for k in acts if isinstance(k, str))
    hint = text("div", _("Click a highlighted quarter"), cls="ep-hint") if target else ""
    return tag("div", card(c, slots=pl["quarters"], quarter_acts=acts,
                           extra_cls="done" if pl["colonised"] else "",
                           note=status) + hint + extra,
               cls="ep-planet" + (" target" if target else ""))


def universe(view: dict, p: int, names: list, acts: dict, me: bool = False,
             thinking: bool = False) -> str:
    """The whole universe of seat p as one panel."""
    pv = view["players"][p]
    other = view["players"][1 - p]
    head = [text("h3", _("{name} (you)", name=names[p]) if me else names[p]),
            text("span", _("{n} VP", n=pv["vp"]), cls="badge ep-vp")]
    if view.get("current") == p and not view.get("over"):
        head.append(text("span", _("to play"), cls="badge ep-turn"))
    if pv["passed"]:
        head.append(text("span", _("passed"), cls="badge ep-passed"))
    if thinking:
        head.append(text("span", _("thinking…"), cls="badge thinking"))
    hand_words = _.n("{n} card in hand, {science} science", "{n} cards in hand, {science} science",
                     pv["hand_count"], science=pv["science_count"])
    head.append(text("span", hand_words, cls="small"))
    kinds = kinds_in_play(pv)
    planets = "".join(planet_block(pl, acts) for pl in pv["planets"])
    others = [c for c in pv["tableau"] if I.kind(c) in ("station", "shuttle")]
    ships = [c for c in pv["tableau"] if I.kind(c) == "ship"]
    groups = [tag("div", "".join(head), cls="ep-uhead"),
              tag("div", tracks(pv, other) + counters(pv, kinds), cls="ep-ustats")]
    groups.append(tag("div", text("h4", _("Planets ({n})", n=len(pv["planets"]))) +
                      (tag("div", planets, cls="ep-row") if planets else
                       text("p", _("No planet yet."), cls="small")), cls="ep-ugroup"))
    if others:
        groups.append(tag("div", text("h4", _("Stations and shuttles ({n})", n=len(others))) +
                          tag("div", "".join(card(c, extra_cls="mini") for c in others),
                              cls="ep-row"), cls="ep-ugroup"))
    if ships:
        groups.append(tag("div", text("h4", _("Colony ships")) +
                          tag("div", "".join(card(c, extra_cls="mini") for c in ships),
                              cls="ep-row"), cls="ep-ugroup"))
    if pv["researched"]:
        groups.append(tag("div", text("h4", _("Science researched")) +
                          tag("div", "".join(card(c, extra_cls="mini") for c in pv["researched"]),
                              cls="ep-row"), cls="ep-ugroup"))
    if not me and pv.get("known_hand"):
        groups.append(tag("div", text("h4", _("Cards they took from the offer")) +
                          tag("div", "".join(card(c, extra_cls="mini")
                                             for c in pv["known_hand"]), cls="ep-row"),
                          cls="ep-ugroup"))
    return tag("section", "".join(groups),
               cls=classes("panel ep-universe", f"seat{p}", me=me, tk_hand_zone=me),
               aria_label=_("Universe of {name}", name=names[p]))


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
               text("p", _("No epoch cards."), cls="small"), cls="ep-row ep-handrow")
    sci_html = ""
    if sci:
        sci_html = text("h4", _("Science cards ({n}, not counted in the hand limit)",
                                n=len(sci))) + \
            tag("div", "".join(face(c) for c in sci), cls="ep-row ep-handrow")
    title = _("Your hand ({n} of {limit})", n=len(cards), limit=I.HAND_LIMIT)
    return tag("section", text("h2", title) + body + sci_html,
               cls="panel ep-hand tk-hand-zone", aria_label=_("Your hand"))
