"""The Gaia Project decision widgets (pure Python): one widget serves every decision kind,
grouping the legal actions into sections and linking the map to them.

A widget reads only the view (its "decision": kind and prompt), the legal actions and
`query(name, *args)` ("label" for words, "federations" for proposals). It never judges
legality: the kit's controller asks the engine about the action `build(sel)` returns and
shows the engine's reason while Confirm stays disabled.

The selection is a list of picks: hex labels, "fed" (federation mode: hexes are then
toggled one by one), "tile:<fed>" (the federation token) and "prop:<i>" (take proposal i).
Option buttons are keyed by the action's index in the legal list, so they send at once.
"""
from __future__ import annotations

from typing import Callable

from game.core.i18n import N_, domain
from ui.table.html import esc, tag, text

from .factions import faction_choice_html

_ = domain("gaia")
# titles are English msgids, shown with _(title)
SECTIONS = (("build", N_("Build on the map")), ("up", N_("Research (4 knowledge)")),
            ("action", N_("Power and QIC actions")), ("special", N_("Special actions")),
            ("federation", N_("Federations")), ("spend", N_("Free conversions")),
            ("burn", N_("Burn power")), ("brainstone", N_("Brainstone")), ("pass", N_("Pass")),
            ("endturn", N_("End the turn")))
HEX_KINDS = ("build", "lostPlanet", "swap-PI")
HELP = {
    "turn": N_("Pick a hex on the map (highlighted ones can be built on) or choose an action "
            "below. Free conversions come before your action, or after it when “Stop for "
            "free actions after my main action” is on (Help tab)."),
    "charge": N_("Charging moves power tokens up your bowls; it costs VP (one less than the "
              "power charged)."),
    "setup": N_("Click a highlighted planet of your home type on the map, then Confirm."),
    "faction": N_("Each faction plays by a few rules of its own. The ones marked \"Good for a "
                  "first game\" add no exception to the usual rules."),
    "booster": N_("A booster gives income and an effect for the round."),
    "income": N_("Power tokens and charges are both due: choose which comes first."),
}


CHARGE_PREFS = (("ask", N_("Ask me every time")), ("free", N_("Accept free charges")),
                ("upto-1", N_("Accept up to 1 VP, decline above")),
                ("upto-2", N_("Accept up to 2 VP, decline above")),
                ("upto-3", N_("Accept up to 3 VP, decline above")))


def charge_auto(view: dict, legal: list, pref: str):
    """The answer a standing charge preference gives to the offer now, or None (ask)."""
    pending = view.get("pending") or {}
    if pending.get("kind") != "charge" or pref in ("", "ask", None):
        return None
    accept = next((a for a in legal if a[0] == "charge"), None)
    vps = pending.get("offer_vp") or [0]
    cost = min(vps)
    if pref == "free":
        return accept if cost == 0 else None
    if pref.startswith("upto-") and pref[5:].isdigit():
        return accept if cost <= int(pref[5:]) else ("decline",)
    return None


STOP_FREE = "gaia_stop_free"        # the device setting (ui/table/prefs.py, GaiaUI.switches)
SWITCHES = ((STOP_FREE, N_("Stop for free actions after my main action"),
             N_("Off: your turn ends with your main action whenever only free actions (conversions, "
                "burning power) would be left. On: you end the turn yourself.")),)
FREE_KINDS = ("spend", "burn", "brainstone")


def end_turn_auto(legal: list, prefs: dict):
    """("endturn",) when the decision offers nothing but optional free actions and the end of
    the turn (the main action is made) and the player has not asked to stop for free actions;
    else None. Any other choice (a charge, a tech tile, a lost planet ...) is asked."""
    if prefs.get(STOP_FREE) or ("endturn",) not in legal:
        return None
    if all(a[0] in FREE_KINDS or a == ("endturn",) for a in legal):
        return ("endturn",)
    return None


def auto_answer(view: dict, legal: list, prefs: dict):
    """The seat's standing answers: its charge preference, then the end of the turn."""
    return charge_auto(view, legal, prefs.get("charge", "ask")) or end_turn_auto(legal, prefs)


def charge_prefs_html(open_: bool = False) -> str:
    """Buttons that set this seat's standing answer to charge offers."""
    buttons = "".join(text("button", _(label), type="button", cls="opt",
                           data_act=f"pref:charge={k}") for k, label in CHARGE_PREFS)
    return tag("details", text("summary", _("Charge offers from now on…")) +
               text("p", _("A standing answer is kept with the game for this seat; offers it "
                           "covers are answered for you."), cls="help") +
               tag("div", buttons, cls="opts", role="group",
                   aria_label=_("Charge preference")),
               cls="ga-sec ga-prefs", open=True if open_ else None)


def _no_query(name, *args):
    return None


class GaiaWidget:
    title = N_("Your decision")

    def __init__(self, view: dict, player: int, legal: list, query: Callable | None = None):
        self.view, self.p, self.legal = view, player, list(legal)
        self.query = query or _no_query
        dec = view.get("decision") or {}
        self.kind = dec.get("kind", "")
        self.title = dec.get("prompt") or _(self.title)
        self.by_hex = {}
        for i, a in enumerate(self.legal):
            if a[0] in HEX_KINDS and len(a) >= 2:
                self.by_hex.setdefault(a[-1], []).append(i)
        self.feds = [i for i, a in enumerate(self.legal) if a[0] == "federation"]
        self.fed_tiles = sorted({self.legal[i][2] for i in self.feds})
        props = []
        for i in self.feds:
            hexes = self.legal[i][1]
            if hexes not in props:
                props.append(hexes)
        self.proposals = props
        self.all_hexes = [c["label"] for c in view["map"]["hexes"]]
        self._labels = {}

    # --- words ---------------------------------------------------------------------------
    def label(self, i: int) -> str:
        if i not in self._labels:
            words = self.query("label", self.legal[i])
            self._labels[i] = words or " ".join(str(x) for x in self.legal[i])
        return self._labels[i]

    # --- selection ---------------------------------------------------------------------------
    @staticmethod
    def fed_mode(sel) -> bool:
        return "fed" in sel

    @staticmethod
    def hexes(sel) -> list:
        return [x for x in sel if x != "fed" and not str(x).startswith(("tile:", "prop:"))]

    def toggle(self, sel, kind, key):
        key = str(key)
        if key == "fed":
            return [] if self.fed_mode(sel) else ["fed"] + (
                [f"tile:{self.fed_tiles[0]}"] if len(self.fed_tiles) == 1 else [])
        if key.startswith("tile:"):
            return [x for x in sel if not str(x).startswith("tile:")] + [key]
        if key.startswith("prop:"):
            i = int(key[5:])
            if 0 <= i < len(self.proposals):
                tiles = [x for x in sel if str(x).startswith("tile:")]
                return ["fed"] + tiles + self.proposals[i].split(",")
            return sel
        if self.fed_mode(sel):
            if key not in self.all_hexes:
                return sel
            return [x for x in sel if x != key] if key in sel else sel + [key]
        if key in self.by_hex:
            return [] if sel == [key] else [key]
        return sel

    def single_choice(self, sel, kind, key):
        """A hex with one action answers the decision (a double click on it builds)."""
        key = str(key)
        if kind != "pick" or self.fed_mode(sel) or len(self.by_hex.get(key, ())) != 1:
            return None
        return [key]

    def build(self, sel):
        if self.fed_mode(sel):
            hexes = self.hexes(sel)
            tile = next((x[5:] for x in sel if str(x).startswith("tile:")), None)
            if not hexes or tile is None:
                return None
            return ("federation", ",".join(sorted(hexes)), tile)
        hexes = self.hexes(sel)
        if len(hexes) == 1 and len(self.by_hex.get(hexes[0], ())) == 1:
            return self.legal[self.by_hex[hexes[0]][0]]
        return None

    def incomplete(self, sel) -> str:
        if self.fed_mode(sel):
            if not self.hexes(sel):
                return _("Select the buildings and satellite hexes of the federation on the "
                         "map.")
            return _("Choose the federation token.")
        hexes = self.hexes(sel)
        if hexes and hexes[0] in self.by_hex:
            return _("Choose what to build there (buttons below).")
        return _("Select a highlighted hex on the map, or choose an action.")

    def option_by_key(self, key: str):
        if key.isdigit() and int(key) < len(self.legal):
            return self.legal[int(key)]
        return None

    def hand_acts(self, sel) -> dict:
        """The map's pickable hexes: {label: {"act", "selected", "note"}}."""
        picked = set(self.hexes(sel))
        if self.fed_mode(sel):
            return {h: {"act": f"pick:{h}", "selected": h in picked} for h in self.all_hexes}
        return {h: {"act": f"pick:{h}", "selected": h in picked} for h in self.by_hex}

    # --- drawing -------------------------------------------------------------------------------
    def _button(self, i: int, first: bool = False) -> str:
        return text("button", self.label(i), type="button", cls="opt", data_act=f"opt:{i}",
                    data_autofocus="1" if first else None)

    def _has_confirm(self, sel) -> bool:
        return bool(self.by_hex) or bool(self.feds)

    def render(self, sel, reason: str, can_confirm: bool) -> str:
        parts = [text("h2", self.title, id="tk-decide-title", tabindex="-1")]
        help_text = HELP.get(self.kind)
        if help_text:
            parts.append(text("p", _(help_text), cls="help"))
        first = [not self._has_confirm(sel)]

        def buttons(indices):
            out = []
            for i in indices:
                out.append(self._button(i, first[0]))
                first[0] = False
            return "".join(out)

        picked = self.hexes(sel)
        if self.fed_mode(sel):
            parts.append(self._federation_panel(sel))
        elif picked and picked[0] in self.by_hex:
            choices = self.by_hex[picked[0]]
            parts.append(tag("div", text("h3", _("On {where}", where=picked[0])) +
                             tag("div", buttons(choices), cls="opts", role="group",
                                 aria_label=_("Choices on {where}", where=picked[0])),
                             cls="ga-sec"))
        groups = {}
        for i, a in enumerate(self.legal):
            groups.setdefault(a[0], []).append(i)
        known = {k for k, _ in SECTIONS}
        for key, title in SECTIONS:
            idx = groups.get(key)
            if not idx:
                continue
            title = _(title)
            if key == "federation":
                if not self.fed_mode(sel):
                    parts.append(tag("div", text("h3", title) + tag(
                        "div", text("button", _("Form a federation on the map…"), type="button",
                                    cls="opt", data_act="pick:fed"), cls="opts"), cls="ga-sec"))
                continue
            body = buttons(idx)
            parts.append(tag("details" if key in ("build", "spend", "burn") and len(idx) > 6
                             else "div",
                             (text("summary", f"{title} ({len(idx)})") if key in (
                                 "build", "spend", "burn") and len(idx) > 6 else
                              text("h3", title)) +
                             tag("div", body, cls="opts", role="group", aria_label=title),
                             cls="ga-sec", open=True if key != "build" else None))
        other = [i for i, a in enumerate(self.legal) if a[0] not in known]
        if self.kind == "faction" and any(a[0] == "faction" for a in self.legal):
            parts.append(faction_choice_html(self.legal, self.query))
            other = [i for i in other if self.legal[i][0] != "faction"]
        if other:
            parts.append(tag("div", buttons(other), cls="opts", role="group",
                             aria_label=_("Choices")))
        if self.kind in ("charge", "turn"):
            parts.append(charge_prefs_html(open_=self.kind == "charge"))
        if self._has_confirm(sel):
            parts.append(tag("div", tag("button", esc(_("Confirm")) + "<kbd>C</kbd>",
                                        type="button",
                                        cls="btn primary", data_act="confirm",
                                        aria_disabled="false" if can_confirm else "true",
                                        aria_describedby="tk-why", aria_keyshortcuts="C") +
                             (tag("button", esc(_("Clear")) + "<kbd>Esc</kbd>", type="button",
                                  cls="btn",
                                  data_act="clear") if sel else ""), cls="acts"))
        if not reason and self._has_confirm(sel) and self.build(sel) is None and sel:
            reason = self.incomplete(sel)
        parts.append(text("p", reason, cls="why", id="tk-why", role="status"))
        return tag("section", "".join(parts), cls="tk-decide panel ga-decide",
                   aria_labelledby="tk-decide-title")

    def _federation_panel(self, sel) -> str:
        chosen = sorted(self.hexes(sel))
        tile = next((x[5:] for x in sel if str(x).startswith("tile:")), None)
        words = self.view.get("words", {})
        props = "".join(
            text("button", _("Proposal {n}: {hexes}", n=n + 1, hexes=p.replace(',', ', ')),
                 type="button",
                 cls="opt", data_act=f"pick:prop:{n}",
                 aria_pressed="true" if sorted(p.split(",")) == chosen else "false")
            for n, p in enumerate(self.proposals))
        tiles = "".join(
            text("button", f"{words.get(t, t)}", type="button", cls="opt",
                 data_act=f"pick:tile:{t}", aria_pressed="true" if t == tile else "false")
            for t in self.fed_tiles)
        return tag("div",
                   text("h3", _("Form a federation")) +
                   text("p", _("Click your buildings and the empty hexes for satellites on the "
                               "map (or take a proposal), then the token. The engine checks the "
                               "power value, the fewest buildings and the fewest satellites."),
                        cls="help") +
                   text("p", _("Selected: {hexes}", hexes=", ".join(chosen) or _("nothing yet")),
                        cls="small") +
                   text("h3", _("Proposals")) + tag("div", props, cls="opts", role="group",
                                                    aria_label=_("Proposals")) +
                   text("h3", _("Federation token")) +
                   tag("div", tiles, cls="opts", role="group",
                       aria_label=_("Federation tokens")) +
                   tag("div", text("button", _("Leave federation mode"), type="button",
                                   cls="btn", data_act="pick:fed"), cls="acts"),
                   cls="ga-sec ga-fed")


def for_decision(view: dict, player: int, legal: list, query: Callable | None = None):
    """The widget for `player`'s decision now."""
    return GaiaWidget(view, player, legal, query)
