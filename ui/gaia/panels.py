"""The Gaia Project boards beside the map: each player's board, the research board, the scoring
tiles and the power/QIC action spaces (pure Python, HTML from ui/table/html.py).

Every number and every tile's words come from the view (`words`, `levels`,
`final_standing`, players' `income`, `buildings_left`, `next_income`)."""
from __future__ import annotations

from game.core.i18n import N_, domain
from ui.table.html import breakable, esc, tag, text

from . import drawn as D
from .mapview import seat_colour

_ = domain("gaia")
# English msgids, shown with _(name)
TRACK_NAMES = {"terra": N_("Terraforming"), "nav": N_("Navigation"), "int": N_("AI"),
               "gaia": N_("Gaia"), "eco": N_("Economy"), "sci": N_("Science")}
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


def player_panel(view: dict, seat: int, names: list, me: bool = False,
                 thinking: bool = False, full: bool = False) -> str:
    """A player's board drawn (ui/gaia/drawn.py): resources, power bowls, buildings left,
    income, tiles; `full` adds the faction board's texts and abilities. Mine (`me`) has a
    button that opens them."""
    pl = view["players"][seat]
    name = names[seat]
    colour = seat_colour(view, seat)
    if pl.get("faction") is None:
        return tag("section", text("h3", _("{name}: choosing a faction", name=name)),
                   cls="panel ga-player")
    head = (tag("span", "", cls="dot", style=f"background:{colour}") +
            text("span", f"{name} · {_(pl['name'])}", cls="nm") + D.res_item("vp", pl["vp"]))
    head += "".join(text("span", f, cls="flag") for f in D.status_flags(view, seat, thinking))
    if me:
        head += text("button", _("Faction board"), type="button", cls="btn btn-small more",
                     data_act=f"view:board-{seat}", aria_expanded="true" if full else "false")
    bs = pl["power"].get("brainstone")
    facts = [_("Range {n}", n=pl['range']),
             _("Terraform cost {n} ore/step", n=3 - pl['terraforming_discount']),
             _("Gaiaformers {n}", n=pl['gaiaformers']), _("Satellites {n}", n=pl['satellites'])]
    if bs is not None:
        facts.append(_("Brainstone: {where}",
                       where=_(BRAINSTONE[bs]) if bs in BRAINSTONE else _("gone")))
    booster = pl.get("booster")
    tiles = ([D.tile_chip(booster, tile_name(booster), words(view, booster), "boost")]
             if booster else [])
    tiles += [D.tile_chip(t["tile"], tile_name(t["tile"]), words(view, t["tile"]),
                          "" if t["enabled"] else "covered") for t in pl["techs"]]
    tiles += [D.tile_chip(f["tile"], _("{tile} (green)", tile=tile_name(f['tile'])) if f["green"]
                          else _("{tile} (used)", tile=tile_name(f['tile'])), words(view, f["tile"]),
                          "fed" + (" green" if f["green"] else ""))
              for f in pl["federations"]]
    body = (tag("div", head, cls="head") +
            tag("div", tag("div", D.resources(pl), cls="res") + D.bowls(pl["power"]),
                cls="ga-row") +
            D.buildings_left(pl, colour, seat) +
            tag("p", text("span", _("Income next round:"), cls="lbl") +
                D.income(pl.get("income") or [], amount) + " " +
                text("span", " · ".join(facts), cls="facts", title=" · ".join(facts)),
                cls="small inc") +
            (tag("div", "".join(tiles), cls="tiles") if tiles else ""))
    if full:
        body += ((text("p", _("Faction board: {words}", words=pl["abilities_text"]),
                       cls="small muted") if pl.get("abilities_text") else "") +
                 _abilities(pl))
    return tag("section", body, cls="panel ga-player" + (" me" if me else "") +
               (" full" if full else ""),
               style=f"--pc:{colour}", aria_label=_("{name}'s board", name=name),
               data_seat=seat)


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


def _markers(view: dict, names: list, t: str, lvl: int) -> str:
    return "".join(
        tag("span", esc(names[p["seat"]][:1]), cls="mk",
            style=f"background:{seat_colour(view, p['seat'])}",
            title=_("{name} at level {n}", name=names[p['seat']], n=lvl))
        for p in view["players"] if p.get("faction") and p["research"][t] == lvl)


def _tech_cell(view: dict, pos: str) -> str:
    """A tech tile's place: its words (cut to two lines; the whole text and its name in the
    enlarged view on hover or keyboard focus), or a dash once taken."""
    tile = view["techs"].get(pos)
    if not tile or tile["count"] <= 0:
        return tag("td", text("span", "—", cls="muted"))
    return tag("td", text("span", words(view, tile["tile"]), cls="tt", tabindex="0",
                          data_card=f"tech:{pos}", title=tile_name(tile["tile"])))


def research_board(view: dict, names: list) -> str:
    """The research board as on the table: 6 tracks by levels 0-5 with every player's marker,
    the advanced and standard tech tiles under it, the other tech tiles beside; a track's
    rewards and a tile's text in the enlarged view (hover or keyboard focus)."""
    tracks = view["tracks"]
    levels = view.get("levels", {})
    head = "".join(tag("th", text("span", _(TRACK_NAMES[t]), tabindex="0",
                                  data_card=f"track:{t}"), scope="col") for t in tracks)
    rows = []
    for lvl in range(5, -1, -1):
        cells = []
        for t in tracks:
            extra = ""
            if lvl == 5 and t == "terra" and view.get("terraforming_federation"):
                tf = view["terraforming_federation"]
                extra = text("span", "F", cls="tok fed", title=tile_name(tf) + ": " + words(view, tf))
            if lvl == 5 and t == "nav" and not view.get("lost_planet_taken"):
                extra = text("span", "Lo", cls="tok lost", title=_("Lost planet"))
            reward = (levels.get(t) or [""] * 6)[lvl]
            cells.append(tag("td", extra + _markers(view, names, t, lvl), cls=f"lv{lvl}",
                             title=reward or None))
        rows.append(tag("tr", text("th", lvl, scope="row") + "".join(cells)))
    adv = "".join(_tech_cell(view, f"adv-{t}") for t in tracks)
    std = "".join(_tech_cell(view, t) for t in tracks)
    free = "".join(tag("td", text("span", f"{words(view, view['techs'][p]['tile'])} "
                                          f"×{view['techs'][p]['count']}",
                                  cls="tt", tabindex="0", data_card=f"tech:{p}"), colspan="2")
                   for p in ("free1", "free2", "free3") if p in view["techs"])
    table = tag("table", tag("thead", tag("tr", text("th", "") + head)) +
                tag("tbody", "".join(rows) +
                    tag("tr", text("th", _("Adv.")) + adv, cls="techrow") +
                    tag("tr", text("th", _("Tech")) + std, cls="techrow") +
                    (tag("tr", text("th", "+", title=_("Other tech tiles:")) + free,
                         cls="techrow free") if free else "")),
                cls="ga-research")
    return tag("section", text("h2", _("Research"), cls="visually-hidden") + table,
               cls="panel ga-research-panel", aria_label=_("Research board"))


def research_zoom(view: dict, key: str, names: list) -> str:
    """The enlarged view of a track ('track:terra': each level's reward and who is there) or
    of a tech tile's place ('tech:nav', 'tech:adv-nav', 'tech:free1')."""
    kind, _sep, pos = key.partition(":")
    if kind == "track" and pos in TRACK_NAMES:
        rewards = view.get("levels", {}).get(pos) or [""] * 6
        items = []
        for lvl in range(5, -1, -1):
            who = ", ".join(names[p["seat"]] for p in view["players"]
                            if p.get("faction") and p["research"][pos] == lvl)
            items.append(tag("li", text("b", lvl) + " " + esc(rewards[lvl] or "—") +
                             (text("span", f" ({who})", cls="muted") if who else "")))
        return tag("div", text("h3", _(TRACK_NAMES[pos])) + tag("ul", "".join(items)),
                   cls="ga-zoom panel")
    tile = view.get("techs", {}).get(pos) if kind == "tech" else None
    if not tile:
        return ""
    return tag("div", text("h3", tile_name(tile["tile"])) +
               text("p", words(view, tile["tile"])) +
               text("p", _("{n} left", n=tile["count"]), cls="muted") +
               D.keyword_row(view, tile["tile"]), cls="ga-zoom panel")


def scoring_panel(view: dict, names: list) -> str:
    """The round goals (this round's marked, past ones dimmed) and the final goals with each
    player's count."""
    rnd = view.get("round", 0)
    rounds = "".join(
        tag("li", text("b", _("R{n}", n=i + 1)) + " " + breakable(words(view, t)),
            tabindex="0", data_card=f"tile:{t}",
            cls="now" if i + 1 == rnd else ("done" if i + 1 < rnd else ""),
            aria_current="step" if i + 1 == rnd else None)
        for i, t in enumerate(view["round_scoring"]))
    finals = []
    for f in view.get("final_standing", []):
        standing = ", ".join(f"{names[s]} {n}" for s, n in enumerate(f["counts"]))
        if f.get("neutral") is not None:
            standing += ", " + _("neutral {n}", n=f['neutral'])
        finals.append(tag("li", text("b", _(FINAL_NAMES[f["tile"]]) if f["tile"] in FINAL_NAMES
                                      else f["tile"]) + ": " + esc(standing)))
    return tag("section",
               text("h2", _("Scoring"), cls="visually-hidden") +
               text("h3", _("Round goals"), cls="visually-hidden") +
               tag("ol", rounds, cls="ga-rounds") +
               text("h3", _("Final goals (18/12/6 VP)")) + tag("ul", "".join(finals),
                                                              cls="ga-finals"),
               cls="panel ga-scoring", aria_label=_("Scoring tiles"))


def actions_panel(view: dict, names: list) -> str:
    """The power and QIC action spaces (taken ones struck) and the boosters on offer."""
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
               text("p", _("VP: {scores}", scores=vps), cls="small") +
               tag("div", tag("div", text("h3", _("Power and QIC actions")) +
                              tag("ul", actions, cls="ga-actions")) +
                   tag("div", text("h3", _("Boosters on offer")) + tag("ul", boosters)),
                   cls="cols"),
               cls="panel ga-scoring ga-acts", aria_label=_("Scoring and board actions"))
