"""Race for the Galaxy's rules reference (`REFERENCE`, read by the table kit through
GameUI.reference): the entries (reference_entries.py, reference_powers.py) and the engine's
words tied to them.

Card keywords are Race's own ids, taken from the card data (game/rftg/carddata.py):
- `power:<phase>:<code>` for each power (e.g. "power:3:EXTRA_MILITARY|RARE");
- `world`, `development` (the type), `military`, `production`, `windfall` (a world's kind);
- `good:<kind>` (novelty, rare, gene, alien), `flag:<FLAG>` (START, ALIEN, REBEL, ...);
- `scoring:<TYPE>` for each end-of-game line of a 6-cost development.
`power_keyword(phase, code)` and `card_keywords(design)` name them; the enlarged card links
each to its entry (cardview.large).

    >>> REFERENCE.for_keyword("power:3:EXTRA_MILITARY|RARE")
    'p_military'
    >>> REFERENCE.for_kind("explore_keep")
    'explore'
"""
from __future__ import annotations

from typing import Optional

from game.rftg.carddata import DESIGNS

from ui.table.rules_ref import Reference, link
from ui.table.html import esc

from .reference_entries import ENTRIES
from .reference_powers import END_ENTRIES, POWER_ENTRIES

KINDS = {
    "initial_discard": "setup", "action": "action", "explore_keep": "explore",
    "develop": "develop", "develop_pay": "paying", "settle": "settle",
    "settle_method": "conquest", "settle_pay": "paying", "trade": "trade",
    "consume": "consume", "windfall": "produce", "discard": "hand_limit",
}

REFUSALS = {     # the engine's message ids (game/rftg/*.py), exactly as written
    "discard exactly {cards}; you selected {n}": "setup",
    "choose exactly {cards}": "action",
    "choose {actions}": "action",
    "choose two different action cards (there are two Develop and two Settle cards)":
        "advanced",
    "keep exactly {cards}; you selected {n}": "explore",
    "{card} is not a development": "development",
    "you already have {card} in your tableau": "development",
    "{card} costs {cards} but you have only {other}": "paying",
    "this costs {cards}; you selected {n}": "paying",
    "pay with {names}": "paying",
    "{card} is not a world": "world",
    "{card} has defense {defense}; your Military against it is {military} and you cannot "
    "pay for it": "conquest",
    "you must still use your consume powers that can consume goods (they are mandatory)":
        "consume",
    "{card}: {what}": "consume",
    "{good} on {card}": "goods",
    "this power takes only {kind} goods": "p_consume",
    "this power must consume {goods}; you selected {n}": "p_consume",
    "this power consumes exactly 2 goods; you selected {n}": "p_consume",
    "this power consumes exactly 3 goods of 3 different kinds": "p_consume",
    "this power consumes all your goods": "p_consume",
    "this power sells exactly 1 good": "p_consume_sell",
    "discard 1 to {most} cards from your hand; you selected {n}": "p_consume_hand",
    "name a number from 1 to 7": "p_consume_draw",
    "there is no card left to reveal": "p_consume_draw",
    "this power takes no goods": "p_consume_draw",
    "discard {cards} to keep 10 (in one go or several); you selected {n}": "hand_limit",
    "card {c} is already chosen for discarding": "hand_limit",
}

FLAGS = {"START": "start_world", "ALIEN": "alien", "REBEL": "rebel", "UPLIFT": "family",
         "CHROMO": "family", "IMPERIUM": "family", "TERRAFORMING": "family"}


def power_keyword(phase: int, code: str) -> str:
    """The keyword id of a power of the card data: "power:<phase>:<code>"."""
    return f"power:{phase}:{code}"


def power_entry(phase: int, code: str) -> Optional[str]:
    """The entry explaining a power (by its phase and codes), None for a power we do not
    explain (the reference test then names it)."""
    codes = set(code.split("|"))
    first = code.split("|")[0]
    by_phase = {
        1: {"DRAW": "p_explore_see", "KEEP": "p_explore_keep"},
        2: {"REDUCE": "p_develop_cheaper", "DRAW": "p_develop_draw",
            "DRAW_AFTER": "p_develop_draw"},
        3: {"EXTRA_MILITARY": "p_military", "REDUCE": "p_settle_cheaper",
            "DRAW_AFTER": "p_settle_draw", "PAY_MILITARY": "p_pay_military"},
        5: {"PRODUCE": "p_produce"},
    }
    if phase == 3 and "DISCARD" in codes:
        return {"EXTRA_MILITARY": "p_temp_military",
                "REDUCE_ZERO": "p_free_world"}.get(code.split("|")[1])
    if phase == 4:
        if "TRADE_ACTION" in codes:
            return "p_consume_sell"
        if first.startswith("TRADE_"):
            return "p_trade"
        if first.startswith("CONSUME_"):
            return "p_consume"
        return {"DISCARD_HAND": "p_consume_hand", "DRAW": "p_consume_draw",
                "DRAW_LUCKY": "p_consume_draw"}.get(first)
    if phase == 5 and first.startswith("WINDFALL_"):
        return "p_produce_windfall"
    if phase == 5 and first.startswith("DRAW"):
        return "p_produce_draw"
    return by_phase.get(phase, {}).get(first)


def card_keywords(design: dict) -> list:
    """The keyword ids of one design of the card data, in the order the large card shows
    them (type and kind, goods, flags, powers, scoring)."""
    out = [design["type"]]
    if design["type"] == "world":
        if design["military"]:
            out.append("military")
        if design["good"]:
            out += [f"good:{design['good']}",
                    "windfall" if design["windfall"] else "production"]
    out += [f"flag:{f}" for f in design["flags"]]
    out += [power_keyword(p["phase"], p["code"]) for p in design["powers"]]
    out += [f"scoring:{s['type']}" for s in design["scoring"]]
    return out


def _keywords() -> dict:
    out = {"world": "world", "development": "development", "military": "military",
           "production": "production", "windfall": "windfall"}
    for d in DESIGNS:
        for word in card_keywords(d):
            if word.startswith("good:"):
                out[word] = "goods"
            elif word.startswith("flag:") and word[5:] in FLAGS:
                out[word] = FLAGS[word[5:]]
            elif word.startswith("scoring:"):
                out[word] = "six_dev"
        for p in d["powers"]:
            entry = power_entry(p["phase"], p["code"])
            if entry:
                out[power_keyword(p["phase"], p["code"])] = entry
    return out


REFERENCE = Reference("rftg", ENTRIES + POWER_ENTRIES + END_ENTRIES, kinds=KINDS,
                      refusals=REFUSALS, keywords=_keywords())


def keyword_link(keyword: str, label: str) -> str:
    """`label` as a link to the entry of a card keyword (plain text when it has none)."""
    key = REFERENCE.for_keyword(keyword)
    return link(REFERENCE, key, label, cls="tk-ref rf-ref") if key else esc(label)
