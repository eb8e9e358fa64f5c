"""Card faces in our own design, as HTML/SVG strings (pure Python, no publisher art).

A *face* is a plain dict the view-model builds from the engine's card data:
``{"name", "kind": "world"|"development", "cost", "military": bool, "vp": int|None (None: "?"),
"good": "novelty"|"rare"|"genes"|"alien"|None, "windfall": bool, "keywords": [str],
"powers": [(phase, text)] (phase "1".."5" or "$"), "mil": int (general military printed),
"scoring": [str] (6-cost developments), "lines": [(phase, short text)] (the small card's
power lines, see faces.short_line)}``.

Shapes: a world is a circle, a development a diamond; the number inside is the cost, or the
defence in red for a military world. A world's good kind colours the circle: filled for a
production world, a ring for a windfall world. VP sit in a hexagon chip ("?" when variable).

A small card (`mini`) shows the full name (it wraps, long words get a smaller font, it is never
cut) and one line per power: a phase badge and a few words ("−1 cost", "+2 Military"). Each
phase badge has its own colour, numeral and shape (I an arrow, II a diamond, III an oval, IV a
square, $ a cut-corner tag, V a hexagon), so colour is never the only cue. On narrow screens the
CSS keeps the badges and one line (`c-one`) with the main power, cut with an ellipsis; the large
card (`large`, on hover, focus, long-press or a tap on the card's "enlarge" button, the kit's
html.with_zoom) has everything in words. A good on a world sits in the top row between the cost and the VP chip.
"""
import re

from game.core.i18n import N_, domain
from ui.table.html import breakable, soft_hyphen, esc, tag, text, classes, with_zoom

_ = domain("rftg")

GOODS = ("novelty", "rare", "genes", "alien")
GOOD_LABEL = {"novelty": N_("Novelty"), "rare": N_("Rare"), "genes": N_("Genes"),
              "alien": N_("Alien")}     # English, marked: shown with _()
PHASE_LABEL = {"1": "I", "2": "II", "3": "III", "4": "IV", "5": "V", "$": "$"}
PHASE_NAME = {"1": N_("Explore"), "2": N_("Develop"), "3": N_("Settle"), "4": N_("Consume"),
              "5": N_("Produce"), "$": N_("Trade")}


def phase_name(key: str) -> str:
    """The name of phase "1".."5" (or "$", trade) in the player's language."""
    return _(PHASE_NAME[key])


def shape_svg(face: dict, cost=None) -> str:
    """The type shape with the cost (or red defence) inside; `cost` overrides the printed one."""
    number = face["cost"] if cost is None else cost
    good = face.get("good")
    mil = face.get("military")
    if face["kind"] == "world":
        if good and face.get("windfall"):
            body = (f'<circle cx="20" cy="20" r="15.5" class="g-ring {good}"/>'
                    f'<circle cx="20" cy="20" r="11" class="w-core"/>')
        elif good:
            body = f'<circle cx="20" cy="20" r="17" class="g-fill {good}"/>'
        else:
            body = '<circle cx="20" cy="20" r="17" class="w-plain"/>'
        if mil:
            body += '<circle cx="20" cy="20" r="18.5" class="mil-edge"/>'
    else:
        body = '<polygon points="20,1.5 38.5,20 20,38.5 1.5,20" class="d-shape"/>'
    num_cls = "num mil" if mil else "num"
    body += f'<text x="20" y="21" class="{num_cls}">{esc(number)}</text>'
    return f'<svg class="shape" viewBox="0 0 40 40" aria-hidden="true">{body}</svg>'


def vp_svg(vp) -> str:
    """VP hexagon chip: a number, or "?" for variable (6-cost development) VP."""
    label = "?" if vp is None else str(vp)
    return ('<svg class="vp" viewBox="0 0 40 40" aria-hidden="true">'
            '<polygon points="20,2 36,11 36,29 20,38 4,29 4,11" class="vp-hex"/>'
            f'<text x="20" y="21" class="num">{esc(label)}</text></svg>')


def mil_icon(value: int) -> str:
    """A shield with the military value (+2, -1)."""
    sign = "+" if value >= 0 else "−"
    cls = "mil-icon neg" if value < 0 else "mil-icon"
    return (f'<span class="{cls}" title="Military {sign}{abs(value)}">'
            '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2 20 5v6c0 5-3.6 9-8 11'
            '-4.4-2-8-6-8-11V5z"/></svg>'
            f'<b>{sign}{abs(value)}</b></span>')


def phase_badge(phase: str) -> str:
    """The badge of a phase ("1".."5", "$"): numeral in a coloured shape, named in `title`."""
    return text("span", PHASE_LABEL[phase], cls=f"ph ph{'t' if phase == '$' else phase}",
                title=phase_name(phase))


PHASE_ORDER = ("1", "2", "3", "$", "4", "5")


def phase_strip(face: dict) -> str:
    """The distinct phase badges of a card's powers, in phase order."""
    seen = []
    for phase, _line in face.get("powers", ()):
        if phase not in seen:
            seen.append(phase)
    return "".join(phase_badge(p) for p in sorted(seen, key=PHASE_ORDER.index))


_GLUE = re.compile(r"(?<=\d) (?=VP|cards?\b|cost|Military)|(?<=\bdraw) (?=\d)"
                   r"|(?<=\+) (?=\d)| (?=×)")


def keep_together(words: str) -> str:
    """No-break spaces inside "1 VP", "+2 cards", "draw 1", "VP ×2", so short lines wrap
    between their parts, not inside one."""
    return _GLUE.sub("\u00a0", words)


def power_lines(face: dict) -> str:
    """The small card's power lines: a badge and a few words per power, in phase order."""
    lines = face.get("lines")
    if lines is None:       # a face built elsewhere: fall back on the long texts
        lines = sorted(face.get("powers", ()), key=lambda ln: PHASE_ORDER.index(ln[0]))
    rows = "".join(f'<span class="pw">{phase_badge(ph)}'
                   f'{text("span", keep_together(words), cls="pw-t")}</span>' for ph, words in lines)
    # the card's accessible name says them in words (powers_words)
    return tag("span", rows, cls="c-pw", aria_hidden="true") if rows else ""


def powers_words(face: dict) -> str:
    """The small card's power lines for its accessible name: "Develop: draw 1 after; ..."."""
    lines = face.get("lines")
    if lines is None:
        lines = sorted(face.get("powers", ()), key=lambda ln: PHASE_ORDER.index(ln[0]))
    return "; ".join(f"{phase_name(ph)}: {words}" for ph, words in lines)


breakable_name = breakable     # the kit's: a soft hyphen inside each very long word


def name_class(name: str) -> str:
    """A size class for the name by its longest word (long words get a smaller font so that
    the name wraps between words and is never cut)."""
    words = re.split(r"[\s-]+", str(name))
    longest = max((len(w) for w in words), default=0)
    size = "n-xxl" if longest >= 12 else "n-xl" if longest >= 11 else "n-l" if longest >= 9 else ""
    shy = "n-shy" if any(soft_hyphen(w) != w for w in words) else ""    # has a soft hyphen
    return classes("c-name", size, shy)


def describe(face: dict) -> str:
    """One-line accessible description of a card."""
    parts = [face["name"]]
    if face["kind"] == "world":
        good, mil = face.get("good"), face.get("military")
        if good and face.get("windfall"):
            kind = (_("{good} windfall military world", good=_(GOOD_LABEL[good])) if mil else
                    _("{good} windfall world", good=_(GOOD_LABEL[good])))
        elif good:
            kind = (_("{good} production military world", good=_(GOOD_LABEL[good])) if mil
                    else _("{good} production world", good=_(GOOD_LABEL[good])))
        else:
            kind = _("military world") if mil else _("world")
        parts.append(kind)
        parts.append(_("defence {n}", n=face["cost"]) if mil else _("cost {n}", n=face["cost"]))
    else:
        parts.append(_("development, cost {n}", n=face["cost"]))
    parts.append(_("VP ?") if face.get("vp") is None else _("{n} VP", n=face["vp"]))
    return ", ".join(parts)


def good_token(good) -> str:
    """A good sitting on a world: a small square in the good's colour."""
    label = _("{kind} good", kind=_(GOOD_LABEL[good])) if good else _("good")
    return f'<span class="{classes("good-tok", good)}" title="{esc(label)}"></span>'


_MINI = {}


def mini(face: dict, **kw) -> str:
    """A small card (see _mini); memoised per face object and options, as tableaux and hands
    are redrawn after every decision with mostly the same cards."""
    key = (id(face), tuple(sorted(kw.items())))
    hit = _MINI.get(key)
    if hit is not None and hit[0] is face:
        return hit[1]
    html = _mini(face, **kw)
    if len(_MINI) > 4000:
        _MINI.clear()
    _MINI[key] = (face, html)
    return html


def _mini(face, *, card_id=None, act=None, selected=False, disabled=False, playable=False,
         cost=None, has_good=False, note=None, label=None, extra_cls="", autofocus=False):
    """A small card for a tableau or a hand. With `act` it is a button sending data-act.

    `cost` shows an effective cost in a corner flag; `has_good` puts a good on the world;
    `note` is a short line under the name (e.g. "scores 7 now").
    """
    cls = classes("card", face["kind"], extra_cls, face.get("good") or "",
                  mil=face.get("military"), windfall=face.get("windfall"), sel=selected,
                  playable=playable, dim=disabled)
    good = good_token(face.get("good")) if has_good else ""
    aria = label or describe(face)
    if cost is not None:
        aria += _(", you pay {n}", n=cost)
    if has_good:
        aria += _(", holds a good")
    if note:
        aria += f" ({note})"
    powers = powers_words(face)
    if powers:
        aria += f". {powers}"
    # A card that is a button is named by its content (WCAG 2.5.3 Label in Name: the name
    # starts with the visible name, every visible text is in it): the name, then the rest of
    # the description in words for assistive technology only; the face's symbols, numbers and
    # short power lines, which that description says, are hidden from it. A card that is no
    # control is an image named by the whole description.
    button = act is not None
    named = aria.startswith(face["name"])
    name = tag("span", breakable_name(face["name"]), cls=name_class(face["name"]),
               aria_hidden="true" if button and not named else None)
    if button:      # the rest of the name, after the visible name
        name += text("span", aria[len(face["name"]):] if named else aria, cls="visually-hidden")
    hide = ' aria-hidden="true"' if button else ""
    inner = (f'<span class="c-top"{hide}>{shape_svg(face)}{good}{vp_svg(face.get("vp"))}</span>'
             f'{name}{power_lines(face)}'
             f'<span class="c-ph" aria-hidden="true">{phase_strip(face)}'
             f'{mil_icon(face["mil"]) if face.get("mil") else ""}</span>')
    one = main_line(face)
    if one:     # narrow screens: the main power on one line (cut with "…"; the zoom has all)
        inner += text("span", one, cls="c-one", aria_hidden="true")
    if note:
        inner += text("span", note, cls="c-note", aria_hidden="true")
    if cost is not None:
        inner += text("span", cost, cls="c-eff", title=_("cost for you now"), aria_hidden="true")
    if button:
        html = tag("button", inner, type="button", data_act=act, cls=cls, data_card=card_id,
                   data_autofocus="1" if autofocus else None,
                   aria_pressed=("true" if selected else "false"),
                   aria_disabled=("true" if disabled else None))
    else:
        html = tag("div", inner, tabindex="0", role="img", cls=cls, data_card=card_id,
                   aria_label=aria)
    return with_zoom(html, face["name"]) if card_id is not None else html


def chip(face: dict, *, card_id: int, has_good: bool = False, note=None,
         extra_cls: str = "") -> str:
    """A card as one compact line (another seat's tableau): the cost shape, the name (cut with
    "…" when long), the good on it and the VP chip; an image named by the whole description.
    The large card opens from it as from a small card (hover, focus, long press, the
    "enlarge" button on phones). Memoised like `mini`."""
    key = ("chip", id(face), card_id, has_good, note, extra_cls)
    hit = _MINI.get(key)
    if hit is not None and hit[0] is face:
        return hit[1]
    aria = describe(face) + (_(", holds a good") if has_good else "")
    if note:
        aria += f" ({note})"
    cls = classes("cchip", face["kind"], extra_cls, mil=face.get("military"))
    good = good_token(face.get("good")) if has_good else ""
    inner = (shape_svg(face) + text("span", face["name"], cls="cc-name", aria_hidden="true") +
             good + vp_svg(face.get("vp")))
    html = with_zoom(tag("div", inner, tabindex="0", role="img", cls=cls, data_card=card_id,
                         aria_label=aria), face["name"])
    _MINI[key] = (face, html)
    return html


def main_line(face: dict) -> str:
    """The card's main power in a few words (its first short line in phase order), for the
    one compact line a narrow screen shows ("" without powers)."""
    lines = face.get("lines")
    if lines is None:
        lines = sorted(face.get("powers", ()), key=lambda ln: PHASE_ORDER.index(ln[0]))
    return keep_together(lines[0][1]) if lines else ""


def large(face: dict, *, scores_now=None, cost=None) -> str:
    """The big card shown on hover, focus or long-press: everything in words, each card
    keyword (the kind of card, its good, its marks, each power, each scoring line) a link to
    its entry of the rules reference (ui/rftg/reference.py)."""
    # imported here: the reference's entries are needed only once a card is enlarged
    from .reference import REFERENCE, keyword_link
    described = describe(face).split(", ", 1)[1]
    kind_words, rest = (described.split(", ", 1) + [""])[:2]
    types = _type_keywords(face)
    kind = keyword_link(types[0], kind_words) + (esc(", " + rest) if rest else "")
    tags = [keyword_link(f"good:{_DATA_GOOD[face['good']]}", _(GOOD_LABEL[face["good"]]))] \
        if face.get("good") else []
    tags += [keyword_link(k, REFERENCE.title(REFERENCE.for_keyword(k) or ""))
             for k in types[1:]]
    tags += [keyword_link(k, w) for k, w in zip(face.get("flag_keys", ()), face["keywords"])]
    rows = []
    keys = face.get("power_keys") or [""] * len(face.get("powers", ()))
    for (phase, line), key in zip(face.get("powers", ()), keys):
        rows.append(f'<li>{phase_badge(phase)}<span>{keyword_link(key, line)}</span></li>')
    powers = tag("ul", "".join(rows), cls="big-powers") if rows else \
        text("p", _("No powers."), cls="big-none")
    scoring = ""
    if face.get("scoring"):
        keys = list(face.get("scoring_keys", ()))
        items = "".join(tag("li", keyword_link(keys[i], s) if i < len(keys) else esc(s))
                        for i, s in enumerate(face["scoring"]))
        scoring = tag("div", text("h4", _("End of game")) + tag("ul", items), cls="big-score")
        if scores_now is not None:
            scoring += text("p", _("Would score {n} VP now", n=scores_now), cls="big-now")
    keywords = tag("p", " · ".join(tags), cls="big-kw") if tags else ""
    extra = text("p", _("You would pay {n}", n=cost), cls="big-now") if cost is not None else ""
    cls = classes("bigcard", face["kind"], face.get("good") or "", mil=face.get("military"))
    return tag("div",
               f'<div class="big-head">{shape_svg(face)}'
               f'<div class="big-title">{text("h3", face["name"])}{tag("p", kind)}</div>'
               f'{vp_svg(face.get("vp"))}</div>{keywords}{powers}{scoring}{extra}',
               cls=cls)


_DATA_GOOD = {"novelty": "novelty", "rare": "rare", "genes": "gene", "alien": "alien"}


def _type_keywords(face: dict) -> list:
    """The card-type keyword ids of a face, the most specific first (the one its kind's words
    link to): military, then production or windfall, then world; or development."""
    if face["kind"] != "world":
        return ["development"]
    out = ["military"] if face.get("military") else []
    if face.get("good"):
        out.append("windfall" if face.get("windfall") else "production")
    return out or ["world"]
