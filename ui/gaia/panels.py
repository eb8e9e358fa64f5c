"""The Gaia Project boards beside the map: each player's board, the research board, the scoring
tiles and the power/QIC action spaces (pure Python, HTML from ui/table/html.py).

Every number and every tile's words come from the view (`words`, `levels`,
`final_standing`, players' `income`, `buildings_left`, `next_income`)."""
from __future__ import annotations

from game.core.i18n import N_, domain
from ui.table.html import esc, tag, text

from .mapview import seat_colour

_ = domain("gaia")
# English msgids, shown with _(name)
TRACK_NAMES = {"terra": N_("Terraforming"), "nav": N_("Navigation"), "int": N_("AI"),
               "gaia": N_("Gaia"), "eco": N_("Economy"), "sci": N_("Science")}
BUILD_ROW = (("m", N_("Mines")), ("ts", N_("Trading st.")), ("lab", N_("Labs")),
             ("PI", N_("PI")), ("ac1", N_("Academy K")), ("ac2", N_("Academy Q")))
FINAL_NAMES = {"structure": N_("Structures"), "structureFed": N_("Structures in federations"),
               "planetType": N_("Planet types"), "gaia": N_("Gaia planets"),
               "sector": N_("Sectors"), "satellite": N_("Satellites")}
BRAINSTONE = {1: N_("bowl I"), 2: N_("bowl II"), 3: N_("bowl III"), "g": N_("Gaia area")}


def amount(n: int, k: str) -> str:
    """n of a resource in words: '3 credits', '1 QIC', '2 power' (plural forms)."""
    if k == "c":
        return _.n("{n} credit", "{n} credits", n)
    if k == "o":
        return _.n("{n} ore", "{n} ore", n)
    if k == "k":
        return _.n("{n} knowledge", "{n} knowledge", n)
    if k == "q":
        return _.n("{n} QIC", "{n} QIC", n)
    if k == "vp":
        return _.n("{n} VP", "{n} VP", n)
    if k == "pw":
        return _.n("{n} power", "{n} power", n)
    if k == "t":
        return _.n("{n} token", "{n} tokens", n)
    if k == "t->tg":
        return _.n("{n} token to the Gaia area", "{n} tokens to the Gaia area", n)
    return f"{n} {k}"


def words(view: dict, tile: str) -> str:
    return view.get("words", {}).get(tile, tile)


def tile_name(tile: str) -> str:
    """'booster3' -> 'Booster 3', 'adv-terra' stays, 'fed4' -> 'Federation 4'."""
    for prefix, name in (("booster", N_("Booster {n}")), ("advtech", N_("Adv. tech {n}")),
                         ("tech", N_("Tech {n}")), ("score", N_("Round goal {n}")),
                         ("fed", N_("Federation {n}")), ("power", N_("Power {n}")),
                         ("qic", N_("QIC {n}"))):
        if tile.startswith(prefix) and tile[len(prefix):].isdigit():
            return _(name, n=tile[len(prefix):])
    if tile == "gleens":
        return _("the Gleens' federation token")
    return tile


def income_text(items: list) -> str:
    return ", ".join("+" + amount(n, k) for n, k in items) or _("none")


def chip(label: str, value, cls: str = "") -> str:
    return tag("span", text("span", label, cls="k") + text("b", value),
               cls=f"chip {cls}".strip())


def player_panel(view: dict, seat: int, names: list, me: bool = False,
                 thinking: bool = False) -> str:
    pl = view["players"][seat]
    name = names[seat]
    colour = seat_colour(view, seat)
    if pl.get("faction") is None:
        return tag("section", text("h3", _("{name}: choosing a faction", name=name)), cls="panel ga-player")
    pw = pl["power"]
    head = (tag("span", "", cls="dot", style=f"background:{colour}") +
            text("span", f"{name} · {_(pl['name'])}", cls="nm") +
            text("b", _.n("{n} VP", "{n} VP", pl["vp"]), cls="vp"))
    flags = []
    if view.get("current") == seat and view.get("phase") == "actions":
        flags.append(_("to play"))
    if pl.get("passed"):
        flags.append(_("passed"))
    if thinking:
        flags.append(_("thinking…"))
    head += "".join(text("span", f, cls="flag") for f in flags)
    res = (chip(_("Credits"), pl["credits"], "c") + chip(_("Ore"), pl["ore"], "o") +
           chip(_("Knowledge"), pl["knowledge"], "k") + chip(_("QIC"), pl["qic"], "q"))
    bs = pw.get("brainstone")
    bowls = "".join(
        tag("span", text("span", label, cls="k") + text("b", n) +
            (text("i", "+B", title=_("the brainstone is here")) if bs == key else ""),
            cls="bowl", title=_.n("{label}: {n} token", "{label}: {n} tokens", n, label=label))
        for label, n, key in (("I", pw["bowl1"], 1), ("II", pw["bowl2"], 2),
                              ("III", pw["bowl3"], 3), (_("Gaia"), pw["gaia"], "g")))
    power = tag("div", text("span", _("Power"), cls="lbl") + bowls, cls="bowls")
    left = "".join(
        tag("span", text("span", _(label), cls="k") + text("b", pl["buildings_left"][b]),
            cls="left", title=_("next one uncovers: {words}", words=pl["next_income"][b])
            if pl["next_income"][b] else _("none left"))
        for b, label in BUILD_ROW)
    nxt = pl["next_income"]
    uncover = "; ".join(f"{_(label)}: {nxt[b]}" for b, label in BUILD_ROW[:3] if nxt[b])
    techs = "".join(
        text("span", f"{tile_name(t['tile'])}: {words(view, t['tile'])}",
             cls="tile" + ("" if t["enabled"] else " covered"),
             title=_("covered") if not t["enabled"] else None)
        for t in pl["techs"]) or text("span", _("no tech tiles"), cls="muted")
    feds = "".join(
        text("span", _("{tile} (green)", tile=tile_name(f['tile'])) if f["green"] else
             _("{tile} (used)", tile=tile_name(f['tile'])),
             cls="tile fed" + (" green" if f["green"] else ""), title=words(view, f["tile"]))
        for f in pl["federations"]) or text("span", _("no federations"), cls="muted")
    booster = pl.get("booster")
    facts = [_("Range {n}", n=pl['range']),
             _("Terraform cost {n} ore/step", n=3 - pl['terraforming_discount']),
             _("Gaiaformers {n}", n=pl['gaiaformers']), _("Satellites {n}", n=pl['satellites'])]
    if bs is not None:
        facts.append(_("Brainstone: {where}",
                       where=_(BRAINSTONE[bs]) if bs in BRAINSTONE else _("gone")))
    body = (tag("div", head, cls="head") + tag("div", res, cls="res") + power +
            tag("div", text("span", _("Buildings left"), cls="lbl") + left, cls="lefts") +
            (text("p", _("Next building uncovers: {words}", words=uncover), cls="small")
             if uncover else "") +
            text("p", _("Income next round: {words}", words=income_text(pl.get("income") or [])),
                 cls="small inc") +
            text("p", " · ".join(facts), cls="small") +
            (text("p", _("Booster: {tile} — {words}", tile=tile_name(booster),
                         words=words(view, booster)), cls="small")
             if booster else "") +
            tag("div", techs, cls="tiles") + tag("div", feds, cls="tiles") +
            (text("p", _("Faction board: {words}", words=pl["abilities_text"]),
                  cls="small muted")
             if pl.get("abilities_text") else "") +
            _abilities(pl))
    return tag("section", body, cls="panel ga-player" + (" me" if me else ""),
               style=f"--pc:{colour}", aria_label=_("{name}'s board", name=name))


def _abilities(pl: dict) -> str:
    items = []
    # sorted: the engine keeps abilities in a set, whose order changes from one start to the next
    for a in sorted(pl.get("abilities") or [], key=lambda a: a["text"]):
        note = ""
        if a["needs_pi"]:
            note = " " + (_("(with the PI: active)") if a["active"] else
                          _("(once the PI is built)"))
        items.append(text("li", a["text"] + note, cls="" if a["active"] else "muted"))
    return tag("ul", "".join(items), cls="small abilities") if items else ""


def research_board(view: dict, names: list) -> str:
    tracks = view["tracks"]
    levels = view.get("levels", {})
    head = "".join(text("th", _(TRACK_NAMES[t]), scope="col") for t in tracks)
    rows = []
    for lvl in range(5, -1, -1):
        cells = []
        for t in tracks:
            marks = "".join(
                tag("span", esc(names[p["seat"]][:1]), cls="mk",
                    style=f"background:{seat_colour(view, p['seat'])}",
                    title=_("{name} at level {n}", name=names[p['seat']], n=lvl))
                for p in view["players"] if p.get("faction") and p["research"][t] == lvl)
            extra = ""
            if lvl == 5 and t == "terra":
                tf = view.get("terraforming_federation")
                if tf:
                    extra = text("span", tile_name(tf), cls="tile fed green",
                                 title=words(view, tf))
            if lvl == 5 and t == "nav" and not view.get("lost_planet_taken"):
                extra = text("span", _("Lost planet"), cls="tile lost")
            reward = (levels.get(t) or [""] * 6)[lvl]
            cells.append(tag("td", text("span", reward, cls="rw") + extra + marks,
                             cls=f"lv{lvl}"))
        rows.append(tag("tr", text("th", lvl, scope="row") + "".join(cells)))
    techs = view["techs"]
    std = []
    adv = []
    for t in tracks:
        for pos, out in ((f"adv-{t}", adv), (t, std)):
            tile = techs.get(pos)
            if tile and tile["count"] > 0:
                out.append(tag("td", text("span", words(view, tile["tile"]), cls="tile",
                                          title=tile_name(tile["tile"]))))
            else:
                out.append(tag("td", text("span", "—", cls="muted")))
    free = "".join(text("span", f"{words(view, techs[p]['tile'])} ×{techs[p]['count']}",
                        cls="tile") for p in ("free1", "free2", "free3") if p in techs)
    table = tag("table", tag("thead", tag("tr", text("th", "") + head)) +
                tag("tbody", "".join(rows) +
                    tag("tr", text("th", _("Adv.")) + "".join(adv), cls="techrow") +
                    tag("tr", text("th", _("Tech")) + "".join(std), cls="techrow")),
                cls="ga-research")
    # the table scrolls sideways in its frame on a phone: the frame takes the keyboard focus
    scroll = tag("div", table, cls="scroll", tabindex="0", role="group", aria_label=_("Research"))
    return tag("section", text("h2", _("Research")) + scroll +
               tag("div", text("span", _("Other tech tiles:"), cls="lbl") + free, cls="tiles"),
               cls="panel ga-research-panel", aria_label=_("Research board"))


def scoring_panel(view: dict, names: list) -> str:
    rnd = view.get("round", 0)
    rounds = "".join(
        tag("li", text("b", _("R{n}", n=i + 1)) + " " + esc(words(view, t)),
            cls="now" if i + 1 == rnd else ("done" if i + 1 < rnd else ""),
            aria_current="step" if i + 1 == rnd else None)
        for i, t in enumerate(view["round_scoring"]))
    finals = []
    for f in view.get("final_standing", []):
        standing = ", ".join(f"{names[s]} {n}" for s, n in enumerate(f["counts"]))
        if f.get("neutral") is not None:
            standing += ", " + _("neutral {n}", n=f['neutral'])
        finals.append(tag("li", text("b", _(FINAL_NAMES[f["tile"]]) if f["tile"] in FINAL_NAMES
                                      else f["tile"]) + ": " +
                          esc(standing)))
    used = set(view.get("board_actions_used", []))
    actions = "".join(
        tag("li", text("b", tile_name(a)) + " " + esc(words(view, a)) +
            (text("span", " " + _("taken"), cls="taken") if a in used else ""),
            cls="taken-row" if a in used else "")
        for a in view.get("board_actions", []))
    boosters = "".join(text("li", f"{tile_name(b)}: {words(view, b)}")
                       for b in view.get("boosters_available", []))
    vps = " · ".join(f"{names[p['seat']]} {p.get('vp', 10)}" for p in view["players"])
    return tag("section",
               text("h2", _("Scoring")) + text("p", _("VP: {scores}", scores=vps), cls="small") +
               text("h3", _("Round goals")) + tag("ol", rounds, cls="ga-rounds") +
               text("h3", _("Final goals (18/12/6 VP)")) + tag("ul", "".join(finals)) +
               text("h3", _("Power and QIC actions")) + tag("ul", actions, cls="ga-actions") +
               text("h3", _("Boosters on offer")) + tag("ul", boosters),
               cls="panel ga-scoring", aria_label=_("Scoring and board actions"))
