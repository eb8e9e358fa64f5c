"""The players' boards drawn as on the table (pure Python, HTML and small inline SVG): the
three power bowls as circles with their token counts (the brainstone in its bowl, the Gaia
area beside them), ore, credits, knowledge, QIC and VP as icon + number, the buildings still on
the faction board per kind as shapes in the faction's colour with the number left and what
the next one uncovers; the other players as a compact strip, each one's whole board on demand.

Everything comes from view(player): players' `power`, `buildings_left`, `next_income`,
`income`, `techs`, `federations`, `booster`, `abilities`."""
from __future__ import annotations

from typing import Callable

from game.core.i18n import N_, domain
from ui.table.html import esc, tag, text

from .mapview import building_shape, seat_colour

_ = domain("gaia")

# resource -> (English msgid, inline SVG drawing in a 16x16 box)
RES = {
    "c": (N_("Credits"), '<circle cx="8" cy="8" r="6.4" fill="#f2c14e" stroke="#8a6a12" '
                         'stroke-width="1.4"/><circle cx="8" cy="8" r="3" fill="none" '
                         'stroke="#8a6a12" stroke-width="1.2"/>'),
    "o": (N_("Ore"), '<polygon points="8,1.5 14,4.8 14,11.2 8,14.5 2,11.2 2,4.8" fill="#b9773f" '
                     'stroke="#4a2a10" stroke-width="1.2"/><polyline points="2,4.8 8,8 14,4.8" '
                     'fill="none" stroke="#4a2a10" stroke-width="1"/><line x1="8" y1="8" '
                     'x2="8" y2="14.5" stroke="#4a2a10" stroke-width="1"/>'),
    "k": (N_("Knowledge"), '<rect x="2.5" y="1.5" width="11" height="13" rx="2" fill="#4da3ff" '
                           'stroke="#123a66" stroke-width="1.2"/><path d="M5 5h6M5 8h6M5 11h4" '
                           'stroke="#123a66" stroke-width="1.2"/>'),
    "q": (N_("QIC"), '<polygon points="8,1 14.5,8 8,15 1.5,8" fill="#3fbf6a" stroke="#0f4a24" '
                     'stroke-width="1.2"/><polyline points="1.5,8 8,10 14.5,8" fill="none" '
                     'stroke="#0f4a24" stroke-width="1"/>'),
    "pw": (N_("Power charges"), '<circle cx="8" cy="8" r="5.5" fill="none" stroke="#b98cff" '
                                'stroke-width="2.4"/><path d="M8 4.5v7M4.5 8h7" stroke="#b98cff" '
                                'stroke-width="1.6"/>'),
    "t": (N_("Power tokens"), '<circle cx="8" cy="8" r="5.8" fill="#8f6ad8" stroke="#2a1550" '
                              'stroke-width="1.2"/>'),
    "vp": (N_("Victory points"), '<polygon points="8,1 10,6 15,6.2 11,9.4 12.4,14.6 8,11.6 '
                                 '3.6,14.6 5,9.4 1,6.2 6,6" fill="#ffcc4d" stroke="#6b5200" '
                                 'stroke-width="1"/>'),
}
RES_KEYS = {"c": "credits", "o": "ore", "k": "knowledge", "q": "qic", "vp": "vp"}
LEFT_KINDS = (("m", N_("Mines")), ("ts", N_("Trading stations")), ("lab", N_("Research labs")),
              ("PI", N_("Planetary institute")), ("ac1", N_("Academy (knowledge)")),
              ("ac2", N_("Academy (QIC)")))


def ink_on(colour: str) -> str:
    """Black or white, whichever reads better on `colour` ('#rrggbb')."""
    try:
        rgb = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    except ValueError:
        return "#000"
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    lum = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    return "#000" if (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) else "#fff"


def icon(kind: str, size: int = 16) -> str:
    """A resource's icon (decorative: the text beside it names the resource)."""
    return (f'<svg class="ga-ic" width="{size}" height="{size}" viewBox="0 0 16 16" '
            f'aria-hidden="true" focusable="false">{RES[kind][1]}</svg>')


def res_item(kind: str, n: int) -> str:
    """Icon + number; the resource's name for screen readers and as the tooltip."""
    name = _(RES[kind][0])
    if kind == "vp":            # "27 VP" says itself
        return tag("span", icon(kind) + text("b", _.n("{n} VP", "{n} VP", n)),
                   cls="ga-res r-vp", title=name)
    return tag("span", icon(kind) + text("span", name + " ", cls="visually-hidden") +
               text("b", n), cls=f"ga-res r-{kind}", title=name)


def income(items: list, amount) -> str:
    """Next round's income as '+4 [ore] +6 [credits] …' (`amount(n, kind)`: the words a
    screen reader says and the tooltip), or 'none'."""
    out = []
    for n, k in items:
        said = "+" + amount(n, k)
        if k in RES:
            out.append(tag("span", icon(k, 14) + text("span", said, cls="visually-hidden") +
                           text("b", f"+{n}", aria_hidden="true"), cls="ga-inc", title=said))
        else:
            out.append(text("span", said, cls="ga-inc"))
    return "".join(out) or text("span", _("none"), cls="muted")


def resources(pl: dict, vp: bool = False) -> str:
    kinds = ("c", "o", "k", "q") + (("vp",) if vp else ())
    return "".join(res_item(k, pl[RES_KEYS[k]]) for k in kinds)


def bowls(power: dict, small: bool = False) -> str:
    """The three power bowls as circles with their counts, the brainstone (B) in its bowl and
    the Gaia area (green) beside them."""
    bs = power.get("brainstone")
    out = []
    for label, key, where in (("I", "bowl1", 1), ("II", "bowl2", 2), ("III", "bowl3", 3),
                              (_("Gaia"), "gaia", "g")):
        n = power[key]
        stone = bs == where
        said = (_.n("Bowl {label}: {n} token", "Bowl {label}: {n} tokens", n, label=label)
                if where != "g" else _.n("Gaia area: {n} token", "Gaia area: {n} tokens", n))
        if stone:
            said += " " + _("and the brainstone")
        inner = (text("i", label, aria_hidden="true") + text("b", n, aria_hidden="true") +
                 (text("span", "B", cls="bs", aria_hidden="true") if stone else "") +
                 text("span", said, cls="visually-hidden"))
        out.append(tag("span", inner, cls=f"ga-bowl w-{where}" + (" stone" if stone else ""),
                       title=said, data_n=n))
    return tag("span", "".join(out), cls="ga-bowls" + (" small" if small else ""), role="group",
               aria_label=_("Power"))


def building_icon(b: str, colour: str, size: int = 20) -> str:
    return (f'<svg class="ga-bi" width="{size}" height="{size}" viewBox="-12 -12 24 24" '
            f'aria-hidden="true" focusable="false">{building_shape(b, 0, 0, colour)}</svg>')


def buildings_left(pl: dict, colour: str, seat: int) -> str:
    """Per kind: its shape in the faction's colour, how many are left on the faction board and
    what the next one uncovers (the whole text in the enlarged view on hover or focus)."""
    left = pl["buildings_left"]
    nxt = pl.get("next_income") or {}
    cells = []
    for b, label in LEFT_KINDS:
        n = left.get(b, 0)
        unc = nxt.get(b) or ""
        said = _("{kind}: {n} left", kind=_(label), n=n)
        cells.append(tag(
            "div", building_icon(b, colour) + text("b", f"×{n}", aria_hidden="true") +
            text("span", said, cls="visually-hidden") +
            (text("span", unc, cls="unc") if unc and n else ""),
            cls="ga-left" + ("" if n else " none"), data_left=n, data_card=f"bld:{seat}:{b}",
            tabindex="0", title=said + (" — " + _("next one uncovers: {words}", words=unc)
                                        if unc and n else "")))
    return tag("div", "".join(cells), cls="ga-lefts", role="group", aria_label=_("Buildings left"))


def building_zoom(view: dict, key: str) -> str:
    """The enlarged view of a building kind on a board: 'bld:<seat>:<kind>'."""
    try:
        _bld, seat_s, b = key.split(":")
        pl = view["players"][int(seat_s)]
    except (ValueError, IndexError):
        return ""
    label = dict(LEFT_KINDS).get(b)
    if label is None or "buildings_left" not in pl:
        return ""
    n = pl["buildings_left"].get(b, 0)
    unc = (pl.get("next_income") or {}).get(b) or ""
    lines = [text("h3", _(label)), text("p", _("{kind}: {n} left", kind=_(label), n=n))]
    if unc and n:
        lines.append(text("p", _("next one uncovers: {words}", words=unc)))
    return tag("div", "".join(lines), cls="ga-zoom panel")


def status_flags(view: dict, seat: int, thinking: bool) -> list[str]:
    """A seat's flags beside its name: to play, passed, thinking."""
    pl = view["players"][seat]
    flags = []
    if view.get("current") == seat and view.get("phase") == "actions":
        flags.append(_("to play"))
    if pl.get("passed"):
        flags.append(_("passed"))
    if thinking:
        flags.append(_("thinking…"))
    return flags


def opponent_row(view: dict, seat: int, names: list, is_open: bool, thinking: bool) -> str:
    """One line of the strip: the name in the faction's colour, VP, resources, the bowls
    small, and a button that opens the whole board."""
    pl = view["players"][seat]
    colour = seat_colour(view, seat)
    name = names[seat]
    flags = status_flags(view, seat, thinking)
    if pl.get("faction") is None:
        who = text("span", _("{name}: choosing a faction", name=name), cls="nm")
        return tag("div", who, cls="ga-opp", style=f"--pc:{colour}")
    who = (tag("span", "", cls="dot", style=f"background:{colour}") +
           text("b", name, cls="nm", style=f"background:{colour};color:{ink_on(colour)}") +
           text("span", _(pl["name"]), cls="fac"))
    btn = text("button", _("Board"), type="button", cls="btn btn-small",
               data_act=f"view:board-{seat}", aria_expanded="true" if is_open else "false",
               aria_label=_("{name}'s whole board", name=name))
    return tag("div", tag("span", who, cls="who") + res_item("vp", pl["vp"]) +
               "".join(text("span", f, cls="flag") for f in flags) + btn +
               tag("span", resources(pl), cls="rs") + bowls(pl["power"], small=True),
               cls="ga-opp", style=f"--pc:{colour}", data_seat=seat)


def opponents(view: dict, seats: list, names: list, open_seats: set, thinking: int | None,
              board_of: Callable[[int], str]) -> str:
    """The other players as a compact strip; the boards of those opened below it
    (`board_of(seat)`: the whole drawn board)."""
    if not seats:
        return ""
    rows = "".join(opponent_row(view, s, names, s in open_seats, thinking == s) for s in seats)
    boards = "".join(board_of(s) for s in seats if s in open_seats)
    return tag("section", text("h2", _("Other players"), cls="visually-hidden") +
               tag("div", rows, cls="ga-opprows") +
               (tag("div", boards, cls="ga-players") if boards else ""),
               cls="panel ga-opps", aria_label=_("Other players"))


def tile_chip(tile: str, label: str, words: str, cls: str = "") -> str:
    """A tile a player holds: its name and words on one line (the whole text in the enlarged
    view on hover or keyboard focus, key 'tile:<id>')."""
    return tag("span", text("b", label) + " " + esc(words), cls=f"tile {cls}".strip(),
               tabindex="0", data_card=f"tile:{tile}")


def tile_zoom(view: dict, key: str, name: str) -> str:
    """The enlarged view of a tile: its name and words, and its keywords linked to the rules
    reference."""
    tile = key.partition(":")[2]
    said = view.get("words", {}).get(tile)
    if not said:
        return ""
    return tag("div", text("h3", name) + text("p", said) + keyword_row(view, tile),
               cls="ga-zoom panel")


def keyword_row(view: dict, tile: str) -> str:
    """A tile's keywords as links to their entries of the rules reference ("" if none)."""
    # the reference is read when a card is enlarged, not when the table is first drawn
    from .reference import keyword_links
    links = keyword_links((view.get("keywords") or {}).get(tile) or [])
    return tag("p", links, cls="ga-refs small", aria_label=_("Rules")) if links else ""
