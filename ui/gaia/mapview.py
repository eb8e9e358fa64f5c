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


# Drawn sizes (map units; a hex is SIZE from its centre to a corner). Inside each hex the
# planet sits high, the building over it, the hex's label low: each stays inside its own hex,
# so no two labels ever meet (tests/gaia/test_mapview.py checks every setup's map).
PLANET_DY, PLANET_R = -6.0, 10.0
LABEL_DY, LABEL_FONT, LABEL_MAXW = 12.6, 10.5, 23.6
BUILD_K = 1.6           # buildings on the map, against the legend's (1.0)


def label_font(label: str) -> float:
    """A hex label's font size: smaller for four characters or more ("10A8")."""
    return LABEL_FONT if len(label) <= 3 else LABEL_FONT - 1.3


def label_width(label: str) -> float:
    """The drawn width of a hex label (0.74 em a character, a wide bold font's digit: 0.72
    measured in Chromium with DejaVu Sans); four characters or more are squeezed to
    LABEL_MAXW by textLength."""
    return LABEL_MAXW if len(label) > 3 else 0.74 * label_font(label) * len(label)


def label_box(label: str, x: float, y: float) -> tuple:
    """(left, top, right, bottom) of the label of the hex centred at (x, y)."""
    w = label_width(label)
    base = y + LABEL_DY
    font = label_font(label)
    return x - w / 2, base - 0.76 * font, x + w / 2, base + 0.05 * font


def _outline(b: str, x: float, y: float, k: float) -> list:
    """The shape of building `b` centred at (x, y), `k` times the legend's size, as open
    SVG elements (the caller adds the paint)."""
    if b == "m":
        pts = ((-6, 6), (6, 6), (6, -1), (0, -7), (-6, -1))
    elif b == "ts":
        pts = ((-6.5, -6.5), (6.5, -6.5), (6.5, 6.5), (-6.5, 6.5))
    elif b in ("ac1", "ac2"):
        pts = ((0, -6.8), (9, 0), (0, 6.8), (-9, 0))
    elif b == "sp":
        pts = tuple(((7 if i % 2 == 0 else 3.2) * math.cos(math.radians(36 * i - 90)),
                     (7 if i % 2 == 0 else 3.2) * math.sin(math.radians(36 * i - 90)))
                    for i in range(10))
    elif b == "lab":
        return [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{6.8 * k:.1f}"']
    elif b == "PI":
        return [f'<rect x="{x - 8.5 * k:.1f}" y="{y - 6.5 * k:.1f}" width="{17 * k:.1f}" '
                f'height="{13 * k:.1f}" rx="{2.5 * k:.1f}"']
    elif b == "gf":
        return [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{6 * k:.1f}"']
    else:
        return []
    return ['<polygon points="' + " ".join(f"{x + px * k:.1f},{y + py * k:.1f}"
                                           for px, py in pts) + '"']


def building_shape(b: str, x: float, y: float, colour: str, k: float = 1.0) -> str:
    """A building by shape: mine house, trading station square, lab circle with a ring, PI big rounded
    block with a dot, academy wide diamond, gaiaformer ring, space station star; in the
    faction's colour, outlined dark inside a light rim so it stands out on its own planet's
    colour and on dark space alike."""
    parts = _outline(b, x, y, k)
    if not parts:
        return ""
    ring = b == "gf"
    width = 3.2 * k if ring else 0
    halo = "".join(f'{p} fill="none" stroke="#f4f6ff" stroke-width="{width + 3.4:.1f}" '
                   f'stroke-linejoin="round"/>' for p in parts)
    dark = "".join(f'{p} fill="none" stroke="#0b0f1c" stroke-width="{width + 1.6:.1f}" '
                   f'stroke-linejoin="round"/>' for p in parts) if ring else ""
    paint = (f'fill="none" stroke="{colour}" stroke-width="{width:.1f}"' if ring else
             f'fill="{colour}" stroke="#0b0f1c" stroke-width="1.5" stroke-linejoin="round"')
    out = halo + dark + "".join(f"{p} {paint}/>" for p in parts)
    if b == "PI":
        out += f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{2.6 * k:.1f}" fill="#0b0f1c"/>'
    elif b == "lab":        # a window ring: not taken for a bare planet of the same colour
        out += (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{2.6 * k:.1f}" fill="none" '
                f'stroke="#0b0f1c" stroke-width="1.5"/>')
    return f'<g class="bld">{out}</g>'


def hex_title(cell: dict, names: list) -> str:
    planet = _(PLANETS[cell["planet"]][2]) if cell["planet"] in PLANETS else "?"
    out = f"{cell['label']}: {planet}"
    if cell.get("building"):
        b = cell["building"]
        out += ", " + _("{building} of {name}", name=names[cell['owner']],
                        building=_(BUILDING_NAMES[b]) if b in BUILDING_NAMES else b)
    return out


def map_columns(view: dict) -> float:
    """How many hexes wide the map is drawn (its viewBox's width over a hex's)."""
    xs = [centre(c["q"], c["r"])[0] for c in view["map"]["hexes"]] or [0.0]
    return (max(xs) - min(xs) + 2 * (SIZE + 4)) / (SIZE * SQ3)


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
    cy = y + PLANET_DY      # the planet sits high: its label goes below it
    if planet != "e":
        inner += (f'<circle cx="{x:.1f}" cy="{cy:.1f}" r="{PLANET_R:.1f}" fill="{fill}" '
                  f'class="planet"/>')
        if not building:
            dark = planet in ("i", "d", "l")
            over += (f'<text x="{x:.1f}" y="{cy + 3.8:.1f}" class="sym" '
                     f'fill="{"#1b1b1b" if dark else "#ffffff"}">{esc(sym)}</text>')
    for s in feds:
        colour = colours[s]
        inner += (f'<polygon points="{hex_points(x, y, SIZE - 3)}" fill="none" '
                  f'stroke="{colour}" stroke-width="2.5" stroke-dasharray="4 2" class="fed"/>')
        if owner != s and planet == "e" and not building:
            inner += (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="5" fill="{colour}" '
                      f'stroke="#0b0f1c" class="sat"/>')
    if building:
        inner += building_shape(building, x, cy - 1, colours[owner], BUILD_K)
    if guest is not None:       # the Lost Planet's mine beside another building
        inner += building_shape("m", x + 10, cy - 7, colours[guest], 1.0)
    if note:
        over += f'<text x="{x:.1f}" y="{y - 13:.1f}" class="note">{esc(note)}</text>'
    if planet != "e" or act:
        font = label_font(label)
        squeeze = (f' textLength="{LABEL_MAXW:g}" lengthAdjust="spacingAndGlyphs"'
                   if len(label) > 3 else "")
        size = f' style="font-size:{font:g}px"' if font != LABEL_FONT else ""
        inner += (f'<text x="{x:.1f}" y="{y + LABEL_DY:.1f}" class="lbl"{size}{squeeze}>'
                  f'{esc(label)}</text>')
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
                    f'{building_shape(b, 0, 0, "#ddd", 1.2)}</svg>' + esc(_(name)), cls="lg")
        for b, name in (("m", N_("mine")), ("ts", N_("trading station")), ("lab", N_("lab")),
                        ("PI", N_("PI")), ("ac1", N_("academy")), ("gf", N_("gaiaformer")),
                        ("sp", N_("space station"))))
    # one row that scrolls sideways on a phone (assets/gaia.css): a tab stop to scroll it by keys
    return tag("div", items + shapes, cls="ga-legend", tabindex="0", role="group",
               aria_label=_("Map legend"))
