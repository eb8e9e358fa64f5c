"""Card faces of the epochs table as HTML (our own CSS art, assets/epochs.css): cost pips,
the payment symbol, kind band, effect words, a planet's quarters and object symbols.

    >>> 'data-card="c:0"' in card(0)
    True
"""
from __future__ import annotations

from ui.table.html import classes, esc, tag, text

from game.core.i18n import domain

from . import cardinfo as I

_ = domain("epochs")

OBJ_SVG = {   # our own little symbols for the three kinds of space object
    "ship": '<path d="M8 1l5 13-5-3-5 3z"/>',
    "shuttle": '<path d="M8 1l6 7-6 7-6-7z"/>',
    "station": '<path d="M8 1l6 3.5v7L8 15l-6-3.5v-7z M8 5.5a2.5 2.5 0 1 0 0.01 0z"/>',
}


def obj_icon(kind: str, cls: str = "") -> str:
    """The symbol of a space-object kind (colony ship, shuttle, station), with its name."""
    label = I.OBJECT_NAME[kind]
    return (f'<svg class="{esc(classes("ep-obj", "o-" + kind, cls))}" viewBox="0 0 16 16" '
            f'width="14" height="14" role="img" aria-label="{esc(label)}">'
            f'<title>{esc(label)}</title>{OBJ_SVG[kind]}</svg>')


def pip(r: str, n: int | None = None, cls: str = "") -> str:
    """A resource pip: the letter on the resource's colour (n > 1 drawn as "2E")."""
    label = I.amount(r, n) if n else I.RES_NAME[r]
    shown = f"{n}{r}" if n and n > 1 else r
    return text("span", shown, cls=classes("ep-pip", "r-" + r, cls), title=label,
                role="img", aria_label=label)


def cost_pips(costs: dict, cls: str = "") -> str:
    out = "".join(pip(r, n) for r, n in costs.items() if n)
    return tag("span", out or text("span", _("free"), cls="ep-free"),
               cls=classes("ep-cost", cls))


def pays_as(card: int) -> str:
    """The card's payment symbol(s): what it is worth when paid away."""
    letters = I.res(card)
    if not letters:
        return text("span", "–", cls="ep-pays none", title=_("Pays nothing"),
                    role="img", aria_label=_("Pays nothing"))
    return tag("span", "".join(pip(r) for r in letters), cls="ep-pays",
               title=_("Pays as {res}", res=I.res_text(card)))


def quarter_cell(slot, planet: int, q: int, act: dict | None = None) -> str:
    """One quarter: printed (None), white ("*"), white-edged colour, or a placed card."""
    if slot is None:
        cls, label, shown = "qp", _("printed (nothing is placed here)"), ""
    elif slot == "*":
        cls, label, shown = "qw", _("white quarter: any colonisation card"), ""
    elif isinstance(slot, str):
        cls, label, shown = (f"qe c-{slot}",
                             _("{colour} quarter (white edge)", colour=I.COLOURS[slot]), "")
    else:
        col = I.colour(slot) or ""
        cls, label, shown = (f"qc c-{col}", _("colonised by {card}", card=I.name(slot)),
                             I.name(slot)[:1])
    attrs = {"role": "img"}      # a symbol named by its label (a span may not be named alone)
    if act:
        attrs = {"data_act": act["act"], "role": "button", "tabindex": "0",
                 "aria_pressed": "true" if act.get("selected") else "false"}
        cls += " pick" + (" sel" if act.get("selected") else "")
        label = _("place here: {what}", what=label)
    if isinstance(slot, int):
        attrs["data_card"] = f"c:{slot}"
    return text("span", shown, cls=f"ep-q {cls}", title=label, aria_label=label, **attrs)


def quarters_row(card: int, slots=None, acts: dict | None = None) -> str:
    slots = list(I.quarters(card)) if slots is None else slots
    acts = acts or {}
    cells = "".join(quarter_cell(s, card, q, acts.get(f"q:{card}:{q}"))
                    for q, s in enumerate(slots))
    return tag("span", cells, cls="ep-quarters", role="group", aria_label=_("Quarters"))


def objects_row(card: int) -> str:
    objs = I.objects(card)
    if not objs:
        return ""
    return tag("span", "".join(obj_icon(o) for o in objs), cls="ep-objs")


def card(cid: int, act: dict | None = None, extra_cls: str = "", note: str = "",
         slots=None, quarter_acts: dict | None = None) -> str:
    """A card face. `act`: {"act", "selected", "note"} makes it a choice of the decision: a
    button named by its content (WCAG 2.5.3 Label in Name: the name starts with the visible
    name), the card's name and then its description in words for assistive technology only;
    the face's other texts, which the description says, are hidden from it. Otherwise a group
    named by the whole description."""
    k = I.kind(cid)
    col = I.colour(cid)
    selected = bool(act and act.get("selected"))
    hide = {"aria_hidden": "true"} if act else {}
    label = _("{card}: {kind}, costs {cost}, pays as {res}; {effects}", card=I.name(cid),
              kind=I.KIND_NAME[k].lower(), cost=I.cost_text(cid), res=I.res_text(cid),
              effects=I.effects(cid))
    note = note or (act or {}).get("note", "")
    if note:
        label = f"{label} ({note})"
    named = label.startswith(I.name(cid))
    name = text("div", I.name(cid), cls="ep-name", **(hide if not named else {}))
    if act:     # the rest of the name, after the visible name
        name += text("span", label[len(I.name(cid)):] if named else label,
                     cls="visually-hidden")
    body = [tag("div", cost_pips(I.cost(cid)) + pays_as(cid), cls="ep-top", **hide), name,
            text("div", I.KIND_NAME[k] + (f" · {I.COLOURS[col]}" if col else "") +
                 (f" · E{I.epoch(cid)}" if I.epoch(cid) else ""), cls="ep-kind", **hide)]
    if k == "planet":
        body.append(tag("div", quarters_row(cid, slots, quarter_acts) + objects_row(cid),
                        cls="ep-planet-row", **hide))
    elif k == "colony":
        body.append(tag("div", objects_row(cid), cls="ep-planet-row", **hide))
    body.append(text("div", I.effects(cid) + (f" ({I.when_text(cid)})" if k == "planet"
                                             else ""), cls="ep-eff", **hide))
    if note:
        body.append(text("div", note, cls="ep-note", **hide))
    attrs = {"data_card": f"c:{cid}", "role": "group", "aria_label": label}
    if act:
        attrs = dict(data_card=f"c:{cid}", data_act=act["act"], role="button", tabindex="0",
                     aria_pressed="true" if selected else "false")
    return tag("div", "".join(body),
               cls=classes("ep-card", "k-" + k, "c-" + col if col else "", extra_cls,
                           pick=bool(act), sel=selected), **attrs)


def back(label: str, count: int | None = None) -> str:
    """A face-down card or pile."""
    inner = text("span", label, cls="ep-back-l") + (
        text("span", str(count), cls="ep-back-n") if count is not None else "")
    return tag("div", inner, cls="ep-card ep-back", role="img", aria_label=f"{label}"
               + (f": {count}" if count is not None else ""))
