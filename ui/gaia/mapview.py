"""The Gaia Project map as our own SVG: hexes coloured and lettered by planet type, buildings
by shape in their faction's colour, satellites, federation outlines (pure Python).

Reads only the view's "map" and "players"; which hexes can be picked now and which are
selected come from the decision widget (`acts`: {label: {"act", "selected", "note"}}).
"""
from __future__ import annotations

import math
from functools import lru_cache

from game.core.i18n import N_, domain
from ui.table.html import esc, tag, text

_ = domain("gaia")

SIZE = 20.0
SQ3 = math.sqrt(3)

# planet type -> (fill colour, symbol letters, name): colour AND symbol for colour-blind play
# (names are English msgids, shown with _(name); the letters stay as the map's symbols)
PLANETS = {
    "r": ("#3f7fd8", "Te", N_("Terra")), "o": ("#d2452f", "Ox", N_("Oxide")),
    "v": ("#ee8a22", "Vo", N_("Volcanic")), "d": ("#e8cf3a", "De", N_("Desert")),
    "s": ("#8a5a2b", "Sw", N_("Swamp")), "t": ("#8d8f96", "Ti", N_("Titanium")),
    "i": ("#e9f2f7", "Ic", N_("Ice")), "g": ("#3aa35b", "Ga", N_("Gaia")),
    "m": ("#7a4fc0", "Tr", N_("Transdim")), "l": ("#f5f0d8", "Lo", N_("Lost planet")),
    "e": ("#0f1830", "", N_("Empty space")),
}
BUILDING_NAMES = {"m": N_("mine"), "ts": N_("trading station"), "lab": N_("research lab"),
                  "PI": N_("planetary institute"), "ac1": N_("academy"), "ac2": N_("academy"),
                  "gf": N_("gaiaformer"), "sp": N_("space station")}
BUILDING_CAPS = {"m": N_("Mine"), "ts": N_("Trading station"), "lab": N_("Research lab"),
                 "PI": N_("Planetary institute"), "ac1": N_("Academy"), "ac2": N_("Academy"),
                 "gf": N_("Gaiaformer"), "sp": N_("Space station")}


def seat_colour(view: dict, seat: int) -> str:
    """A faction's colour is its home planet's colour (grey before factions are chosen)."""
    pl = view["players"][seat]
    planet = pl.get("planet")
    return PLANETS.get(planet, ("#bbbbbb",))[0] if planet else "#bbbbbb"


def centre(q: int, r: int) -> tuple:
    return SIZE * SQ3 * (q + r / 2.0), SIZE * 1.5 * r


_CORNERS = tuple((math.cos(math.radians(60 * i - 30)), math.sin(math.radians(60 * i - 30)))
                 for i in range(6))


def hex_points(x: float, y: float, s: float = SIZE) -> str:
    return " ".join(f"{x + s * cx:.1f},{y + s * cy:.1f}" for cx, cy in _CORNERS)


def building_shape(b: str, x: float, y: float, colour: str) -> str:
    """A building by shape: mine house, trading station square, lab circle, PI big block,
    academy diamond, gaiaformer ring, space station star."""
    st = f'fill="{colour}" stroke="#0b0f1c" stroke-width="1.6"'
    if b == "m":
        return (f'<polygon points="{x-6:.1f},{y+6:.1f} {x+6:.1f},{y+6:.1f} {x+6:.1f},{y-1:.1f} '
                f'{x:.1f},{y-7:.1f} {x-6:.1f},{y-1:.1f}" {st}/>')
    if b == "ts":
        return f'<rect x="{x-7:.1f}" y="{y-7:.1f}" width="14" height="14" {st}/>'
    if b == "lab":
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="8" {st}/>'
    if b == "PI":
        return (f'<rect x="{x-10:.1f}" y="{y-8:.1f}" width="20" height="16" rx="3" {st}/>'
                f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="#0b0f1c"/>')
    if b in ("ac1", "ac2"):
        return (f'<polygon points="{x:.1f},{y-10:.1f} {x+10:.1f},{y:.1f} {x:.1f},{y+10:.1f} '
                f'{x-10:.1f},{y:.1f}" {st}/>')
    if b == "gf":
        return (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="7" fill="none" stroke="{colour}" '
                f'stroke-width="4"/><circle cx="{x:.1f}" cy="{y:.1f}" r="9" fill="none" '
                f'stroke="#0b0f1c" stroke-width="1"/>')
    if b == "sp":
        pts = []
        for i in range(10):
            rad = 8 if i % 2 == 0 else 3.5
            a = math.radians(36 * i - 90)
            pts.append(f"{x + rad * math.cos(a):.1f},{y + rad * math.sin(a):.1f}")
        return f'<polygon points="{" ".join(pts)}" {st}/>'
    return ""


def hex_title(cell: dict, names: list) -> str:
    planet = _(PLANETS[cell["planet"]][2]) if cell["planet"] in PLANETS else "?"
    out = f"{cell['label']}: {planet}"
    if cell.get("building"):
        b = cell["building"]
        out += ", " + _("{building} of {name}", name=names[cell['owner']],
                        building=_(BUILDING_NAMES[b]) if b in BUILDING_NAMES else b)
    return out


def map_svg(view: dict, names: list, acts: dict | None = None,
            marks: dict | None = None) -> str:
    """The whole map as one SVG element."""
    acts = acts or {}
    marks = marks or {}         # the others' recent moves: {"hex:<label>": seat name}
    cells = view["map"]["hexes"]
    if not cells:
        return ""
    xs, ys = zip(*(centre(c["q"], c["r"]) for c in cells))
    pad = SIZE + 4
    x0, y0 = min(xs) - pad, min(ys) - pad
    w, h = max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad
    colours = tuple(seat_colour(view, p["seat"]) for p in view["players"])
    aria = _.n("The map: {n} hex", "The map: {n} hexes", len(cells))
    space, planets = [], []
    for c in cells:
        act = acts.get(c["label"])
        owner = c.get("owner")
        key = (c["q"], c["r"], c["label"], c["planet"], c.get("building"), owner,
               c.get("guest"), tuple(c.get("federation_of") or ()),
               act["act"] if act else None, bool(act and act.get("selected")),
               (act or {}).get("note"),
               hex_title(c, names), colours, marks.get(f'hex:{c["label"]}'))
        group = _cell(*key)
        (space if c["planet"] == "e" and not act and not key[-1] else planets).append(group)
    return (f'<svg class="ga-map" viewBox="{x0:.0f} {y0:.0f} {w:.0f} {h:.0f}" '
            f'role="group" aria-label="{esc(aria)}" '
            f'preserveAspectRatio="xMidYMid meet">{"".join(space)}{"".join(planets)}</svg>')


@lru_cache(maxsize=4096)
def _cell(q, r, label, planet, building, owner, guest, feds, act, selected, note, title,
          colours, mark=None) -> str:
    """One hex's SVG (cached: most hexes do not change between two redraws); `mark`: the name
    of the seat whose recent move it is (the kit outlines it; a badge with the initial here,
    as CSS cannot add one inside an SVG)."""
    x, y = centre(q, r)
    fill, sym, _ = PLANETS.get(planet, PLANETS["e"])
    cls = ["hx", f"pl-{planet}"]
    if act:
        cls.append("can")
        if selected:
            cls.append("sel")
    focusable = bool(act) or planet != "e"      # empty space is not a tab stop of its own
    attrs = {"cls": " ".join(cls), "data_card": f"hex:{label}",
             "tabindex": "0" if focusable else None,
             "role": "button" if act else "img",
             "aria_label": f"{title}, {note}" if note else title}
    if act:
        attrs["data_act"] = act
        attrs["aria_pressed"] = "true" if selected else "false"
    inner = f'<polygon points="{hex_points(x, y, SIZE - 0.6)}" class="hxbg"/>'
    # The planet's symbol ("Te") and the note are drawn over the hex, outside its element
    # (and hidden from assistive technology, not hit by the pointer): the hex's name says
    # them in words and starts with its one visible text, the label "4B0" (WCAG 2.5.3).
    over = ""
    cy = y - 2.5            # the planet sits a little high: its label goes below it
    if planet != "e":
        inner += (f'<circle cx="{x:.1f}" cy="{cy:.1f}" r="{SIZE * 0.56:.1f}" fill="{fill}" '
                  f'class="planet"/>')
        if not building:
            dark = planet in ("i", "d", "l")
            over += (f'<text x="{x:.1f}" y="{cy + 3.6:.1f}" class="sym" '
                     f'fill="{"#1b1b1b" if dark else "#ffffff"}">{esc(sym)}</text>')
    for s in feds:
        colour = colours[s]
        inner += (f'<polygon points="{hex_points(x, y, SIZE - 3)}" fill="none" '
                  f'stroke="{colour}" stroke-width="2.5" stroke-dasharray="4 2" class="fed"/>')
        if owner != s and planet == "e" and not building:
            inner += (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="5" fill="{colour}" '
                      f'stroke="#0b0f1c" class="sat"/>')
    if building:
        inner += building_shape(building, x, cy, colours[owner])
    if guest is not None:
        inner += building_shape("m", x + 9, cy - 8, colours[guest])
    if note:
        over += f'<text x="{x:.1f}" y="{y + SIZE - 4:.1f}" class="note">{esc(note)}</text>'
    if planet != "e" or act:
        inner += f'<text x="{x:.1f}" y="{y + SIZE - 2.5:.1f}" class="lbl">{esc(label)}</text>'
    if mark:            # another seat's recent move: a badge with its initial, over the hex
        bx, by = x + SIZE * 0.58, y - SIZE * 0.6
        over += (f'<g class="tk-badge"><circle cx="{bx:.1f}" cy="{by:.1f}" r="8.5"/>'
                 f'<text x="{bx:.1f}" y="{by + 4:.1f}">{esc(mark[:1])}</text></g>')
    # always there, empty or not: the map keeps one child per hex and per overlay, so a move
    # updates it in place (ui/table/morph.py replaces an element whose child count changed)
    return tag("g", inner, **attrs) + f'<g class="sym-over" aria-hidden="true">{over}</g>'


def legend() -> str:
    items = "".join(
        tag("span", f'<svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">'
                    f'<circle cx="10" cy="10" r="9" fill="{fill}"/></svg>' +
            text("b", sym) + " " + esc(_(name)), cls="lg")
        for key, (fill, sym, name) in PLANETS.items() if key != "e")
    shapes = "".join(
        tag("span", f'<svg viewBox="-12 -12 24 24" width="18" height="18" aria-hidden="true">'
                    f'{building_shape(b, 0, 0, "#ddd")}</svg>' + esc(_(name)), cls="lg")
        for b, name in (("m", N_("mine")), ("ts", N_("trading station")), ("lab", N_("lab")),
                        ("PI", N_("PI")), ("ac1", N_("academy")), ("gf", N_("gaiaformer")),
                        ("sp", N_("space station"))))
    return tag("div", items + shapes, cls="ga-legend")
