"""Our own SVG icons and HTML card faces for Alien Artifacts (pure Python, escaped HTML).

Icons differ by shape, not only by colour: the resource colours are a triangle (red,
military), a circle (blue, research), a square (green, discovery) and a star (gold, any
colour); the 4X types are an arrow (explore), a hexagon (expand), a diamond (exploit) and a
crosshair (exterminate). Card faces: a resource card shows both halves (icons, type) and its
attack number in a shield; planets, technologies and ships show their name, kind, type and the
side in play with its effect; alien systems and defense plans list their results by attack
value; artifacts and factions say what they do.
"""
from __future__ import annotations

from game.artifacts import cards as C
from game.core.i18n import N_, domain

from ui.table.html import esc, tag, text

from . import cardtext as T

_ = domain("artifacts")

COLOR_CLASS = {"R": "red", "B": "blue", "G": "green", "Y": "gold"}
COLOR_LABEL = {"R": N_("red"), "B": N_("blue"), "G": N_("green"), "Y": N_("gold")}
_SHAPES = {
    "R": '<path d="M6 1 L11 11 L1 11 Z"/>',
    "B": '<circle cx="6" cy="6" r="5"/>',
    "G": '<rect x="1.5" y="1.5" width="9" height="9"/>',
    "Y": '<path d="M6 .5 L7.6 4.3 L11.7 4.6 L8.6 7.3 L9.6 11.3 L6 9.1 L2.4 11.3 L3.4 7.3 '
         'L.3 4.6 L4.4 4.3 Z"/>',
}
_TYPES = {
    "explore": '<path d="M2 10 L10 2 M5 2 H10 V7" fill="none"/>',
    "expand": '<path d="M6 1 L10.5 3.5 V8.5 L6 11 L1.5 8.5 V3.5 Z" fill="none"/>',
    "exploit": '<path d="M6 1 L11 6 L6 11 L1 6 Z" fill="none"/>',
    "exterminate": '<circle cx="6" cy="6" r="4" fill="none"/><path d="M6 0 V12 M0 6 H12" '
                   'fill="none"/>',
}
KIND_SHAPE = {   # the deck's corner mark: planet a disc with a ring, tech a gear-square, ship a dart
    "planet": '<circle cx="8" cy="8" r="5"/><ellipse cx="8" cy="8" rx="7.5" ry="2.2" '
              'fill="none"/>',
    "tech": '<rect x="3" y="3" width="10" height="10" rx="2"/><path d="M8 0 V3 M8 13 V16 '
            'M0 8 H3 M13 8 H16" fill="none"/>',
    "ship": '<path d="M8 1 L14 15 L8 11 L2 15 Z"/>',
}
KIND_TITLE = {"planet": N_("Planet"), "tech": N_("Technology"), "ship": N_("Ship"),
              "alien": N_("Alien system"), "plan": N_("Defense plan"), "artifact": N_("Artifact"),
              "faction": N_("Faction")}
DECK_TITLE = {"planet": N_("Planet deck"), "tech": N_("Technology deck"), "ship": N_("Ship deck"),
              "alien": N_("Alien system deck"), "plan": N_("Defense plan deck"),
              "artifact": N_("Artifact deck"), "resource": N_("Resource deck"),
              "discard": N_("Resource discard")}


def _color(color: str) -> str:
    return _(COLOR_LABEL[color])


def color_icon(color: str, n: int | None = None) -> str:
    """A colour icon (shape by colour), with the count beside it when given."""
    label = _color(color) + (f" ×{n}" if n is not None else "")
    svg = (f'<svg class="aa-ic aa-c-{COLOR_CLASS[color]}" viewBox="0 0 12 12" role="img" '
           f'aria-label="{esc(label)}">{_SHAPES[color]}</svg>')
    return svg if n is None else tag("span", svg + text("b", n), cls="aa-icn")


def icons(color: str, n: int) -> str:
    """n icons of a colour drawn side by side (the way a card shows them)."""
    one = (f'<svg class="aa-ic aa-c-{COLOR_CLASS[color]}" viewBox="0 0 12 12" aria-hidden="true">'
           f'{_SHAPES[color]}</svg>')
    return tag("span", one * n, cls="aa-icons", role="img",
               aria_label=f"{n} {_color(color)}")


def type_icon(kind: str | None) -> str:
    if not kind:
        return ""
    return (f'<svg class="aa-ic aa-t" viewBox="0 0 12 12" role="img" '
            f'aria-label="{esc(T.word(T.TYPE_WORD, kind))}"><title>{esc(T.word(T.TYPE_WORD, kind))}</title>'
            f'{_TYPES[kind]}</svg>')


def kind_icon(kind: str) -> str:
    if kind not in KIND_SHAPE:
        return ""
    return (f'<svg class="aa-ic aa-k aa-k-{kind}" viewBox="0 0 16 16" aria-hidden="true">'
            f'{KIND_SHAPE[kind]}</svg>')


def legend() -> str:
    """The icon legend (help tab and the hand)."""
    cols = "".join(tag("span", color_icon(c) + esc(_color(c)), cls="aa-lg")
                   for c in ("R", "B", "G", "Y"))
    types = "".join(tag("span", type_icon(t) + esc(T.word(T.TYPE_WORD, t)), cls="aa-lg")
                    for t in C.TYPES)
    return tag("div", cols + types, cls="aa-legend", aria_label=_("Icons"))


# --- resource cards ------------------------------------------------------------------------------
def half_html(res: int, i: int, dim: bool = False) -> str:
    color, n, kind = C.HALVES[res][i]
    return tag("span", icons(color, n) + type_icon(kind),
               cls=f"aa-half aa-bg-{COLOR_CLASS[color]}" + (" dim" if dim else ""))


def res_words(res: int) -> str:
    (c1, n1, t1), (c2, n2, t2) = C.HALVES[res]
    return _("{n1} {color1} ({type1}) | {n2} {color2} ({type2}), attack {number}", n1=n1,
             color1=_color(c1), type1=T.word(T.TYPE_WORD, t1), n2=n2, color2=_color(c2),
             type2=T.word(T.TYPE_WORD, t2), number=C.NUMBER[res])


def resource(res: int, act: dict | None = None, shown: int | None = None, note: str = "",
             focus: bool = False) -> str:
    """A resource card: both halves (or, tucked, the shown half bright and the other dim) and
    the attack number. `act` ({"act", "selected", "note"}) makes it a selectable button."""
    halves = half_html(res, 0, shown == 1) + half_html(res, 1, shown == 0)
    body = (halves + tag("span", text("span", C.NUMBER[res]), cls="aa-num",
                         title=_("attack number")) + (" " + text("span", note, cls="aa-note")
                                                   if note else ""))
    words = res_words(res)
    if act:
        sel = bool(act.get("selected"))
        extra = act.get("note")
        return tag("button", body + (" " + text("span", extra, cls="aa-pay") if extra else ""),
                   type="button", cls="aa-res" + (" sel" if sel else "") + " can",
                   data_act=act["act"], aria_pressed="true" if sel else "false",
                   aria_label=words + "".join(f", {t}" for t in (note, extra) if t),
                   data_card=f"r{res}",     # the name holds every visible word, in order
                   data_autofocus="1" if focus else None)
    return tag("span", body, cls="aa-res" + (" tucked" if shown is not None else ""),
               role="img", aria_label=words, data_card=f"r{res}")


def tucked_chip(res: int, shown: int) -> str:
    """A resource card tucked under a card: only its visible half shows (the way it sticks
    out from under the card at the table)."""
    color, n, kind = C.HALVES[res][shown]
    return tag("span", icons(color, n) + type_icon(kind),
               cls=f"aa-chip aa-bg-{COLOR_CLASS[color]}", data_card=f"r{res}",
               title=_("{n} {color} ({type}) showing", n=n, color=_color(color),
                       type=T.word(T.TYPE_WORD, kind)))


def back(kind: str, n: int | str = "") -> str:
    """A face-down card (a deck, an opponent's hand)."""
    return tag("span", kind_icon(kind) + (text("b", n) if n != "" else ""),
               cls=f"aa-back aa-kind-{kind}", title=T.word(DECK_TITLE, kind))


# --- construction cards ----------------------------------------------------------------------------
def card(cid: int, side: str | None = None, *, tokens: int = 0, tucked=(), act: str | None = None,
         selected: bool = False, small: bool = False, extra: str = "", unlocked: bool = False,
         ) -> str:
    """A planet, technology or ship: in the empire with its side in play (`side` L/O), or
    under construction (side None) with both sides summarised and the prepared resources."""
    kind = C.KIND[cid]
    marks = type_icon(C.TYPE[cid])
    if kind == "ship" and C.BONUS[cid]:
        marks += text("span", f"+{C.BONUS[cid]}", cls="aa-bonus", title=_("attack bonus"))
    head = (kind_icon(kind) + text("span", C.NAME[cid], cls="aa-name") +
            tag("span", marks, cls="aa-marks"))
    if side is None:
        body = (tag("div", text("b", _("Logistics")) + _lines(T.logistics_lines(cid)),
                    cls="aa-side aa-L") +
                tag("div", text("b", _("Operational")) + _lines(T.operational_lines(cid)),
                    cls="aa-side aa-O"))
    else:
        body = tag("div", text("b", T.word(T.SIDE_NAME, side)) + _lines(T.side_lines(cid, side)),
                   cls=f"aa-side aa-{side}")
    if tokens:
        body += tag("div", "".join(_token() for _k in range(tokens)) +
                    text("span", _("blockaded ×{n} (paid this turn)", n=tokens) if unlocked
                         else _("blockaded ×{n}", n=tokens), cls="aa-tokword"),
                    cls="aa-tokens")
    if tucked:
        body += tag("div", "".join(tucked_chip(r, h) for r, h in tucked), cls="aa-tucked",
                    aria_label=_.n("{n} resource card tucked under it",
                                   "{n} resource cards tucked under it", len(tucked)))
    body += extra
    cls = (f"aa-card aa-kind-{kind}" + (f" aa-side-{side}" if side else " aa-build") +
           (" blocked" if tokens and not unlocked else "") + (" small" if small else "") +
           (" sel" if selected else "") + (" can" if act else ""))
    inner = tag("div", head, cls="aa-head") + body
    if act:
        return tag("button", inner, type="button", cls=cls, data_act=act, data_card=str(cid),
                   aria_pressed="true" if selected else "false")
    return tag("div", inner, cls=cls, data_card=str(cid))


def _token() -> str:
    return ('<svg class="aa-token" viewBox="0 0 12 12" aria-hidden="true"><path d="M3 1 H9 '
            'L11 3 V9 L9 11 H3 L1 9 V3 Z"/><path d="M3.5 3.5 L8.5 8.5 M8.5 3.5 L3.5 8.5"/></svg>')


def _lines(lines) -> str:
    return tag("ul", "".join(text("li", ln) for ln in lines), cls="aa-lines")


def results_table(cid: int, bonus_note: str = "") -> str:
    """An alien system's or defense plan's results per attack value 1..4."""
    rows = "".join(tag("tr", text("th", v) + text("td", words))
                   for v, words in T.results_lines(cid))
    return tag("table", tag("tbody", rows), cls="aa-results",
               aria_label=_("Results of {card} by attack value", card=C.NAME[cid]))


def target_card(cid: int, act: str | None = None, selected: bool = False) -> str:
    """An alien system or defense plan with its results by attack value."""
    kind = C.KIND[cid]
    inner = (tag("div", _mark(kind) + text("span", C.NAME[cid], cls="aa-name"), cls="aa-head") +
             results_table(cid))
    cls = f"aa-card aa-kind-{kind}" + (" sel" if selected else "") + (" can" if act else "")
    if act:
        return tag("button", inner, type="button", cls=cls, data_act=act, data_card=str(cid),
                   aria_pressed="true" if selected else "false")
    return tag("div", inner, cls=cls, data_card=str(cid))


def _mark(kind: str) -> str:
    shapes = {"alien": '<path d="M8 1 C13 1 15 6 12 10 L8 15 L4 10 C1 6 3 1 8 1 Z"/>'
                       '<circle cx="6" cy="6.5" r="1.3" fill="#111"/><circle cx="10" cy="6.5" '
                       'r="1.3" fill="#111"/>',
              "plan": '<path d="M8 1 L14 3 V8 C14 12 11 14 8 15 C5 14 2 12 2 8 V3 Z"/>',
              "artifact": '<path d="M8 1 L13 6 L8 15 L3 6 Z"/><path d="M3 6 H13" fill="none"/>',
              "faction": '<path d="M2 2 H14 V10 L8 15 L2 10 Z"/>'}
    return (f'<svg class="aa-ic aa-k aa-k-{kind}" viewBox="0 0 16 16" aria-hidden="true">'
            f'{shapes.get(kind, "")}</svg>')


def artifact(cid: int, act: str | None = None) -> str:
    inner = (tag("div", _mark("artifact") + text("span", C.NAME[cid], cls="aa-name"),
                 cls="aa-head") + text("p", T.artifact_line(cid), cls="aa-eff"))
    if act:
        return tag("button", inner, type="button", cls="aa-card aa-kind-artifact can",
                   data_act=act, data_card=str(cid))
    return tag("div", inner, cls="aa-card aa-kind-artifact small", data_card=str(cid))


def faction(cid: int, edition: int | None = None) -> str:
    """A faction card (its start under the game's edition of the rules; None: the newest)."""
    f = C.FACTION[cid]
    return tag("div", tag("div", _mark("faction") + text("span", f["name"], cls="aa-name"),
                          cls="aa-head") + _lines(T.faction_lines(cid, edition)),
               cls="aa-card aa-kind-faction", data_card=str(cid))


def large(cid: int, side: str | None = None, refs: str = "") -> str:
    """The enlarged card (hover, focus, long press); `refs`, the rules links of its keywords
    (reference.keyword_links), goes under the card."""
    kind = C.KIND[cid]
    more = tag("p", refs, cls="aa-refs", aria_label=_("Rules")) if refs else ""
    if kind == "resource":
        return tag("div", resource(cid) + text("p", res_words(cid)) + more,
                   cls="aa-zoom aa-zoom-res")
    if kind in ("alien", "plan"):
        face = target_card(cid)
    elif kind == "artifact":
        face = artifact(cid)
    elif kind == "faction":
        face = faction(cid)
    else:
        face = card(cid, side)
    return tag("div", face + more, cls="aa-zoom")
