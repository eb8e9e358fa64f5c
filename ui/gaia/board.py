"""Gaia Project on the table kit: the map, the players' boards, the research board, scoring,
the side panel's scores and help, the enlarged hex, the end and replay boards (pure Python).

Everything comes from the engine's view(player) and its documented queries
(docs/gaia-engine.md, "Queries"): no rule module is imported here.
"""
from __future__ import annotations

from game.core.i18n import N_, domain
from ui.table import GameUI
from ui.table.html import esc, tag, text

from . import drawn as D
from . import panels as P
from . import recent as R
from .mapview import BUILDING_CAPS, PLANETS, legend, map_columns, map_svg, seat_colour
from .widgets import SWITCHES, auto_answer, for_decision

_ = domain("gaia")

HELP = [
    (N_("A round"), N_("Income, then the Gaia phase (Gaia projects finish), then actions: one main "
                "action per turn until everyone has passed. Whoever passes first starts the "
                "next round (the pass-order variant is an option).")),
    (N_("The map"), N_("Each planet shows its type by colour and by two letters (Te Terra, Ox Oxide, "
                "Vo Volcanic, De Desert, Sw Swamp, Ti Titanium, Ic Ice, Ga Gaia, Tr Transdim). "
                "Buildings have shapes: a house is a mine, a square a trading station, a circle "
                "a research lab, a block the planetary institute, a diamond an academy, a ring a "
                "gaiaformer, a star a space station. Dots are satellites; dashed outlines are "
                "federations. Hover or focus a hex for its cost to you.")),
    (N_("Building"), N_("A mine costs 2 credits and 1 ore plus 3 ore per terraforming step (less with "
                 "research), and 1 QIC per 2 hexes beyond your range. Gaia planets cost a QIC.")),
    (N_("Power"), N_("Charging moves tokens from bowl I to II, then II to III; spend from bowl III. "
              "When a neighbour builds within 2 hexes you may charge, paying VP.")),
    (N_("Federations"), N_("Buildings worth 7 power value (mine 1, station and lab 2, PI and academy 3), "
                    "connected with satellites (one power token each). Use no building it does "
                    "not need and the fewest satellites.")),
    (N_("Keys"), N_("Arrow keys move between the buttons of the decision, Enter selects, C confirms, "
             "Escape clears, Ctrl+Z undoes.")),
]


SOURCE_WORDS = {"final1": N_("final goal 1"), "final2": N_("final goal 2"),
                "spend": N_("resources left"), "charge": N_("charging"),
                "federation": N_("federations"), "beginGame": N_("start"),
                "terra": N_("Terraforming track"), "nav": N_("Navigation track"),
                "int": N_("AI track"), "gaia": N_("Gaia track"), "eco": N_("Economy track"),
                "sci": N_("Science track"), "bid": N_("bids"),
                "gleens": N_("Gleens' ability"), "geodens": N_("Geodens' ability"),
                "lantids": N_("Lantids' ability")}


def source_words(key: str, view: dict | None = None) -> str:
    """A VP source of the view ('round3', 'tech-nav', 'qic3', 'booster10') in words: the
    names the board shows ('Booster 10', 'QIC 3', 'Tech 4'), never the engine's key."""
    if key in SOURCE_WORDS:
        return _(SOURCE_WORDS[key])
    if key.startswith("round") and key[5:].isdigit():
        return _("round goal {x}", x=key[5:])
    if key.startswith("tech-"):
        place = (view or {}).get("techs", {}).get(key[5:])
        if place:
            return P.tile_name(place["tile"])
        return _("tech tile")
    name = P.tile_name(key)
    return name if name != key else _("other")


def vp_sources(src: dict, view: dict | None = None) -> str:
    """'Start: 10 VP; Booster 9: 8 VP; …', the largest first."""
    return "; ".join(tag("span", esc(_("{source}: {vp}", source=source_words(k, view),
                                       vp=P.amount(v, "vp"))), data_vp_part=v)
                     for k, v in sorted(src.items(), key=lambda x: -x[1]))


def who_html(view: dict, seat: int, names: list) -> str:
    """A player's name after a dot of the faction's colour (the faction's name as its
    tooltip)."""
    pl = view["players"][seat] if seat < len(view.get("players", [])) else {}
    faction = _(pl["name"]) if pl.get("name") else None
    return tag("span", tag("span", "", cls="dot", style=f"background:{seat_colour(view, seat)}",
                           aria_hidden="true") + text("b", names[seat]),
               cls="ga-who", title=faction)


class GaiaUI(GameUI):
    game_id = "gaia"
    title = "Gaia Project"
    css = "assets/gaia.css"
    root_class = "ga"
    help_topics = HELP
    default_names = ("Alex", "Ada", "Bruno", "Chen")
    stats_group = "faction"
    ZOOMS = (1.0, 1.5, 2.0, 3.0)

    def __init__(self):
        self.zoom = 0            # index into ZOOMS: how large the map is drawn (pan by scrolling)
        self.open_boards: set = set()
        self.names: list = []           # the seats' names of the last board drawn (for zooms)   # seats whose whole board (faction texts) is shown

    switches = SWITCHES

    def auto_action(self, view, player, legal, prefs):
        """Charge offers answered by the seat's standing answer: 'free' accepts offers that cost
        no VP, 'upto-N' accepts those costing at most N VP and declines the others; the turn
        ends after the main action when only free actions are left (unless the device's
        setting "Stop for free actions after my main action" is on)."""
        return auto_answer(view, legal, prefs)

    def recent_moves(self, recent):
        return R.moves(recent)

    def clears_marks(self, action):
        return R.clears(action)

    def view_click(self, arg):
        if arg.startswith("board-") and arg[6:].isdigit():
            self.open_boards ^= {int(arg[6:])}
            return {"render"}
        n = {"zoom-in": self.zoom + 1, "zoom-out": self.zoom - 1, "zoom-fit": 0}.get(arg)
        if n is None:
            return set()
        n = max(0, min(len(self.ZOOMS) - 1, n))
        if n == self.zoom:
            return set()
        self.zoom = n
        return {"render"}

    def zoom_bar(self) -> str:
        z = self.ZOOMS[self.zoom]
        btn = lambda act, label, aria, off: text(  # noqa: E731
            "button", label, type="button", cls="btn btn-small", data_act=f"view:{act}",
            aria_label=aria, aria_disabled="true" if off else "false")
        return tag("div", btn("zoom-out", "−", _("Zoom out"), self.zoom == 0) +
                   text("span", f"{int(z * 100)}%", cls="zl") +
                   btn("zoom-in", "+", _("Zoom in"), self.zoom == len(self.ZOOMS) - 1) +
                   btn("zoom-fit", _("Fit"), _("Fit the map"), self.zoom == 0),
                   cls="ga-zoombar", role="group", aria_label=_("Map zoom"))

    def widget(self, view, player, legal, query):
        return for_decision(view, player, legal, query)

    def status_items(self, view, names):
        items = [text("span", view.get("progress", ""), cls="stat stage")]
        cur = view.get("current")
        if view.get("phase") == "actions" and cur is not None:
            items.append(tag("span", esc(_("Turn: {name}", name="\0")).replace(
                "\0", who_html(view, cur, names)), cls="stat"))
        order = view.get("turn_order") or []
        if order:
            items.append(text("span", _("Order: {names}", names=", ".join(names[s] for s in order)),
                              cls="stat"))
        return "".join(items)

    def log_html(self, entry, names, view=None):
        """'Ann: built …' with the player's name beside the faction's colour (the status bar
        and the players' boards name players the same way)."""
        line = self.log_text(entry["text"], names)
        seat = entry.get("player")
        if view is None or not isinstance(seat, int) or not 0 <= seat < len(names) or \
                not line.startswith(names[seat] + ": "):
            return esc(line)
        return who_html(view, seat, names) + esc(line[len(names[seat]):])

    def board(self, view, ctx):
        names = self.names = ctx["names"]
        me = view.get("me")
        acts = ctx.get("hand_acts") or {}
        z = self.ZOOMS[self.zoom]
        # --cols: the map's width in hexes (a phone's zoomed map keeps hexes >= 46 px wide)
        mapp = tag("section", text("h2", _("Map"), cls="visually-hidden") + self.zoom_bar() +
                   tag("div", tag("div", map_svg(view, names, acts, ctx.get("marks")),
                                  cls="ga-zoomed",
                                  style=f"--z:{z};--cols:{map_columns(view):.1f}"),
                       cls="ga-mapwrap", tabindex="0", data_zoomable="1",
                       data_zoomed="1" if self.zoom else None,
                       aria_label=_("Map (+ and −, Ctrl+wheel or a pinch zoom it; once "
                                    "zoomed, the wheel zooms and dragging pans)")) +
                   legend(), cls="panel ga-map-panel", aria_label=_("The map"))
        seats = [p["seat"] for p in view["players"]]
        others = [s for s in seats if s != me]
        thinking = ctx.get("thinking")
        dash = ((P.player_panel(view, me, names, me=True, full=me in self.open_boards)
                 if me is not None else "") +
                P.research_board(view, names) + P.scoring_panel(view, names))
        top = tag("div", mapp + tag("div", dash, cls="ga-dash"), cls="ga-top")
        opps = D.opponents(view, others, names, self.open_boards, thinking,
                           lambda s: P.player_panel(view, s, names, thinking=thinking == s,
                                                    full=True))
        return [top] + ([opps] if opps else []) + [P.actions_panel(view, names)]

    def score_panel(self, view, names):
        rows = []
        for p in view["players"]:
            src = p.get("vp_by_source") or {}
            top = vp_sources(dict(sorted(src.items(), key=lambda x: -x[1])[:5]), view)
            rows.append(tag("tr", text("td", names[p["seat"]]) + text("td", p.get("vp", 10)) +
                            tag("td", top, cls="small")))
        return tag("table", tag("tbody", "".join(rows)), cls="ga-scores")

    def zoom_html(self, key, view, query):
        if key.startswith("bld:"):
            return D.building_zoom(view, key)
        if key.startswith("tile:"):
            return D.tile_zoom(view, key, P.tile_name(key[5:]) if not key.startswith("tile:score")
                               else _("Round goal"))
        if key.startswith(("track:", "tech:")):
            return P.research_zoom(view, key, self.names)
        if not key.startswith("hex:"):
            return ""
        label = key[4:]
        cell = next((c for c in view["map"]["hexes"] if c["label"] == label), None)
        if cell is None:
            return ""
        planet = _(PLANETS[cell["planet"]][2]) if cell["planet"] in PLANETS else "?"
        lines = [text("h3", f"{label}: {planet}")]
        if cell.get("building"):
            owner = view["players"][cell["owner"]]
            lines.append(text("p", _("{building} of the {faction}",
                                     building=_(BUILDING_CAPS[cell['building']]),
                                     faction=_(owner.get('name') or 'player'))))
        if cell.get("federation_of"):
            lines.append(text("p", _("In a federation")))
        info = query("hex", label) if query is not None else None
        if info:
            if info.get("distance") is not None:
                lines.append(text("p", _("Distance from your planets: {n}",
                                         n=info['distance'])))
            if info.get("steps"):
                lines.append(text("p", _("Terraforming steps: {n}", n=info['steps'])))
            if info.get("cost") is not None:
                cost = ", ".join(P.amount(n, k) for n, k in info["cost"])
                line = _("Gaia project here costs you: {cost}", cost=cost) \
                    if info["build"] == "gf" else _("Mine here costs you: {cost}", cost=cost)
                lines.append(text("p", line, cls="cost"))
            elif info.get("cost_unaffordable") is not None:
                cost = ", ".join(P.amount(n, k) for n, k in info["cost_unaffordable"])
                line = _("A Gaia project here would cost you {cost}: you cannot pay it now",
                         cost=cost) if info["build"] == "gf" else \
                    _("A mine here would cost you {cost}: you cannot pay it now", cost=cost)
                lines.append(text("p", line, cls="why"))
            elif info.get("reason"):
                lines.append(text("p", _("Cannot build here now: {reason}",
                                         reason=info['reason']), cls="why"))
        return tag("div", "".join(lines), cls="ga-zoom panel")

    def end_details(self, view, names, winners):
        rows = []
        for p in sorted(view["players"], key=lambda p: -p.get("vp", 0)):
            detail = vp_sources(p.get("vp_by_source") or {}, view)
            rows.append(tag("tr", text("td", names[p["seat"]] +
                                       (" ★" if p["seat"] in winners else "")) +
                            text("td", _(p["name"]) if p.get("name") else "") +
                            text("td", p.get("vp", 0), data_vp_total=p.get("vp", 0)) +
                            tag("td", detail, cls="small"), data_score_seat=p["seat"]))
        table = tag("table", tag("thead", tag("tr", text("th", _("Player")) +
                                              text("th", _("Faction")) + text("th", _("VP")) +
                                              text("th", _("From")))) +
                    tag("tbody", "".join(rows)), cls="ga-final")
        return (tag("section", text("h2", _("Final scores")) + table, cls="panel",
                    aria_label=_("Final scores")) +
                tag("section", tag("div", map_svg(view, names), cls="ga-mapwrap"),
                    cls="panel ga-map-panel"))

    def replay_board(self, view, names, hands):
        status = self.status_panel(view, names)
        return (status + tag("section", tag("div", map_svg(view, names), cls="ga-mapwrap"),
                             cls="panel ga-map-panel") +
                tag("div", "".join(P.player_panel(view, p["seat"], names)
                                   for p in view["players"]), cls="ga-players"))

    def stats_group_of(self, view, player):
        return view["players"][player].get("name") or "?"
