"""A card's keywords as links to the rules reference (ui/epochs/reference.py) for the enlarged
card: its kind, each effect, when it acts, what it pays as, its quarters and object symbols.
Each link is a `rules_ref.link` button (act "ref:<entry>") that opens the entry in the side
panel's Rules tab, with the entry's text as its tooltip.

    >>> 'data-act="ref:station"' in kind_link(0)
    True
"""
from __future__ import annotations

from typing import Callable

from game.core.i18n import domain
from ui.table.html import esc
from ui.table.rules_ref import link

from . import cardinfo as I
from .reference import REFERENCE, quarter_keyword

_ = domain("epochs")


def keyword_link(keyword: str, label: str) -> str:
    """`label` as a link to the entry of card keyword `keyword` (plain text if none)."""
    key = REFERENCE.for_keyword(keyword)
    return link(REFERENCE, key, label) if key else esc(label)


def kind_link(card: int) -> str:
    return keyword_link("kind:" + I.kind(card), I.KIND_NAME[I.kind(card)])


def effects_links(card: int) -> str:
    """Each effect in words, linked to its entry, separated by commas."""
    return ", ".join(keyword_link("effect:" + code[0], I.effect_text(code))
                     for code in I.effect_codes(card)) or esc(I.effects(card))


def when_link(card: int) -> str:
    """When the card acts; for a planet acting when fully colonised, linked to that entry."""
    words = I.when_text(card)
    if I.kind(card) == "planet" and I.epoch(card) != 3:
        return link(REFERENCE, "colonised", words)
    return esc(words)


def res_links(card: int) -> str:
    """What the card pays as when paid away, each resource linked."""
    letters = I.res(card)
    if not letters:
        return esc(I.res_text(card))
    return esc(_(" or ")).join(
        keyword_link("res:" + r, I.RES_NAME[r]) for r in letters)


def quarter_links(card: int, words: Callable[[object], str]) -> str:
    """The planet's quarters in words (`words(slot)`), each linked to the quarters entry."""
    return ", ".join(keyword_link(quarter_keyword(q), words(q)) for q in I.quarters(card))


def object_links(card: int) -> str:
    return ", ".join(keyword_link("object:" + o, I.OBJECT_NAME[o]) for o in I.objects(card))


def fill(sentence: Callable[..., str], **html: str) -> str:
    """A translated sentence with HTML in its {placeholders}: `sentence(**marks)` makes the
    sentence (e.g. `lambda **m: _("Effect {when}: {effects}", **m)`); its own words are
    escaped, the given pieces put in as they are (they are markup already)."""
    marks = {k: f"\x00{i}\x00" for i, k in enumerate(html)}
    out = esc(sentence(**marks))
    for k, mark in marks.items():
        out = out.replace(mark, html[k])
    return out
