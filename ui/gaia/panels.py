"""The Gaia Project boards beside the map: each player's board, the research board, the scoring
tiles and the power/QIC action spaces (pure Python, HTML from ui/table/html.py).

Every number and every tile's words come from the view (`words`, `levels`,
`final_standing`, players' `income`, `buildings_left`, `next_income`)."""
from __future__ import annotations

from ui.table.html import esc, tag, text

from .mapview import seat_colour

TRACK_NAMES = {"terra": "Terraforming", "nav": "Navigation", "int": "AI",
               "gaia": "Gaia", "eco": "Economy", "sci": "Science"}
RES_SHORT = {"c": "credits", "o": "ore", "k": "knowledge", "q": "QIC", "pw": "power",
             "t": "tokens", "vp": "VP"}
BUILD_ROW = (("m", "Mines"), ("ts", "Trading st."), ("lab", "Labs"), ("PI", "PI"),
             ("ac1", "Academy K"), ("ac2", "Academy Q"))
FINAL_NAMES = {"structure": "Structures", "structureFed": "Structures in federations",
               "planetType": "Planet types", "gaia": "Gaia planets", "sector": "Sectors",
               "satellite": "Satellites"}
BRAINSTONE = {1: "bowl I", 2: "bowl II", 3: "bowl III", "g": "Gaia area"}


def words(view: dict, tile: str) -> str:
    return view.get("words", {}).get(tile, tile)


def tile_name(tile: str) -> str:
    """'booster3' -> 'Booster 3', 'adv-terra' stays, 'fed4' -> 'Federation 4'."""
    for prefix, name in (("booster", "Booster "), ("advtech", "Adv. tech "), ("tech", "Tech "),
                         ("score", "Round goal "), ("fed", "Federation "), ("power", "Power "),
                         ("qic", "QIC ")):
        if tile.startswith(prefix) and tile[len(prefix):].isdigit():
            return name + tile[len(prefix):]
    return tile


def income_text(items: list) -> str:
    return ", ".join(f"+{n} {RES_SHORT.get(k, k)}" for n, k in items) or "none"


def chip(label: str, value, cls: str = "") -> str:
    return tag("span", text("span", label, cls="k") + text("b", value),
               cls=f"chip {cls}".strip())


def player_panel(view: dict, seat: int, names: list, me: bool = False,
                 thinking: bool = False) -> str:
    pl = view["players"][seat]
    name = names[seat]
    colour = seat_colour(view, seat)
    if pl.get("faction") is None:
        return tag("section", text("h3", f"{name}: choosing a faction"), cls="panel ga-player")
    pw = pl["power"]
    head = (tag("span", "", cls="dot", style=f"background:{colour}") +
            text("span", f"{name} · {pl['name']}", cls="nm") + text("b", f"{pl['vp']} VP", cls="vp"))
    flags = []
    if view.get("current") == seat and view.get("phase") == "actions":
        flags.append("to play")
    if pl.get("passed"):
        flags.append("passed")
    if thinking:
        flags.append("thinking…")
    head += "".join(text("span", f, cls="flag") for f in flags)
    res = (chip("Credits", pl["credits"], "c") + chip("Ore", pl["ore"], "o") +
           chip("Knowledge", pl["knowledge"], "k") + chip("QIC", pl["qic"], "q"))
    bs = pw.get("brainstone")
    bowls = "".join(
        tag("span", text("span", label, cls="k") + text("b", n) +
            (text("i", "+B", title="the brainstone is here") if bs == key else ""),
            cls="bowl", title=f"{label}: {n} tokens")
        for label, n, key in (("I", pw["bowl1"], 1), ("II", pw["bowl2"], 2),
                              ("III", pw["bowl3"], 3), ("Gaia", pw["gaia"], "g")))
    power = tag("div", text("span", "Power", cls="lbl") + bowls, cls="bowls")
    left = "".join(
        tag("span", text("span", label, cls="k") + text("b", pl["buildings_left"][b]),
            cls="left", title=("next one uncovers: " + pl["next_income"][b])
            if pl["next_income"][b] else "none left")
        for b, label in BUILD_ROW)
    nxt = pl["next_income"]
    uncover = "; ".join(f"{label}: {nxt[b]}" for b, label in BUILD_ROW[:3] if nxt[b])
    techs = "".join(
        text("span", f"{tile_name(t['tile'])}: {words(view, t['tile'])}",
             cls="tile" + ("" if t["enabled"] else " covered"),
             title="covered" if not t["enabled"] else None)
        for t in pl["techs"]) or text("span", "no tech tiles", cls="muted")
    feds = "".join(
        text("span", f"{tile_name(f['tile'])}" + (" (green)" if f["green"] else " (used)"),
             cls="tile fed" + (" green" if f["green"] else ""), title=words(view, f["tile"]))
        for f in pl["federations"]) or text("span", "no federations", cls="muted")
    booster = pl.get("booster")
    facts = [f"Range {pl['range']}", f"Terraform cost {3 - pl['terraforming_discount']} ore/step",
             f"Gaiaformers {pl['gaiaformers']}", f"Satellites {pl['satellites']}"]
    if bs is not None:
        facts.append(f"Brainstone: {BRAINSTONE.get(bs, 'gone')}")
    body = (tag("div", head, cls="head") + tag("div", res, cls="res") + power +
            tag("div", text("span", "Buildings left", cls="lbl") + left, cls="lefts") +
            (text("p", "Next building uncovers: " + uncover, cls="small") if uncover else "") +
            text("p", "Income next round: " + income_text(pl.get("income") or []), cls="small inc") +
            text("p", " · ".join(facts), cls="small") +
            (text("p", f"Booster: {tile_name(booster)} — {words(view, booster)}", cls="small")
             if booster else "") +
            tag("div", techs, cls="tiles") + tag("div", feds, cls="tiles") +
            (text("p", "Faction board: " + pl["abilities_text"], cls="small muted")
             if pl.get("abilities_text") else "") +
            _abilities(pl))
    return tag("section", body, cls="panel ga-player" + (" me" if me else ""),
               style=f"--pc:{colour}", aria_label=f"{name}'s board")


def _abilities(pl: dict) -> str:
    items = []
    # sorted: the engine keeps abilities in a set, whose order changes from one start to the next
    for a in sorted(pl.get("abilities") or [], key=lambda a: a["text"]):
        note = ""
        if a["needs_pi"]:
            note = " (with the PI: active)" if a["active"] else " (once the PI is built)"
        items.append(text("li", a["text"] + note, cls="" if a["active"] else "muted"))
    return tag("ul", "".join(items), cls="small abilities") if items else ""


def research_board(view: dict, names: list) -> str:
    tracks = view["tracks"]
    levels = view.get("levels", {})
    head = "".join(text("th", TRACK_NAMES[t], scope="col") for t in tracks)
    rows = []
    for lvl in range(5, -1, -1):
        cells = []
        for t in tracks:
            marks = "".join(
                tag("span", esc(names[p["seat"]][:1]), cls="mk",
                    style=f"background:{seat_colour(view, p['seat'])}",
                    title=f"{names[p['seat']]} at level {lvl}")
                for p in view["players"] if p.get("faction") and p["research"][t] == lvl)
            extra = ""
            if lvl == 5 and t == "terra":
                tf = view.get("terraforming_federation")
                if tf:
                    extra = text("span", tile_name(tf), cls="tile fed green",
                                 title=words(view, tf))
            if lvl == 5 and t == "nav" and not view.get("lost_planet_taken"):
                extra = text("span", "Lost planet", cls="tile lost")
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
                    tag("tr", text("th", "Adv.") + "".join(adv), cls="techrow") +
                    tag("tr", text("th", "Tech") + "".join(std), cls="techrow")),
                cls="ga-research")
    return tag("section", text("h2", "Research") + tag("div", table, cls="scroll") +
               tag("div", text("span", "Other tech tiles:", cls="lbl") + free, cls="tiles"),
               cls="panel ga-research-panel", aria_label="Research board")


def scoring_panel(view: dict, names: list) -> str:
    rnd = view.get("round", 0)
    rounds = "".join(
        tag("li", text("b", f"R{i + 1}") + " " + esc(words(view, t)),
            cls="now" if i + 1 == rnd else ("done" if i + 1 < rnd else ""),
            aria_current="step" if i + 1 == rnd else None)
        for i, t in enumerate(view["round_scoring"]))
    finals = []
    for f in view.get("final_standing", []):
        standing = ", ".join(f"{names[s]} {n}" for s, n in enumerate(f["counts"]))
        if f.get("neutral") is not None:
            standing += f", neutral {f['neutral']}"
        finals.append(tag("li", text("b", FINAL_NAMES.get(f["tile"], f["tile"])) + ": " +
                          esc(standing)))
    used = set(view.get("board_actions_used", []))
    actions = "".join(
        tag("li", text("b", tile_name(a)) + " " + esc(words(view, a)) +
            (text("span", " taken", cls="taken") if a in used else ""),
            cls="taken-row" if a in used else "")
        for a in view.get("board_actions", []))
    boosters = "".join(text("li", f"{tile_name(b)}: {words(view, b)}")
                       for b in view.get("boosters_available", []))
    vps = " · ".join(f"{names[p['seat']]} {p.get('vp', 10)}" for p in view["players"])
    return tag("section",
               text("h2", "Scoring") + text("p", "VP: " + vps, cls="small") +
               text("h3", "Round goals") + tag("ol", rounds, cls="ga-rounds") +
               text("h3", "Final goals (18/12/6 VP)") + tag("ul", "".join(finals)) +
               text("h3", "Power and QIC actions") + tag("ul", actions, cls="ga-actions") +
               text("h3", "Boosters on offer") + tag("ul", boosters),
               cls="panel ga-scoring", aria_label="Scoring and board actions")
