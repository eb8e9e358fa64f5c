"""The rules reference of Alien Artifacts (ui/table/rules_ref.py `Reference`): its entries
(reference_rules.py, reference_cards.py) and what links the engine's words to them: every
decision kind, every refusal message id of game/artifacts, and every card keyword.

Card keywords are ids built from the card data (game/artifacts/cards.py):
`power:<keyword>` (ongoing, additionally, action, place), `effect:<code>` (the code of a
power or of an effect of an artifact, alien system, defense plan or faction action),
`type:<4X type>`, `color:<R|B|G|Y>`, `kind:<card kind>` and `side:<L|O>`. `card_keywords`
lists those of one card, for the links of its enlarged view (faces.py).

    >>> REFERENCE.for_keyword("power:ongoing"), REFERENCE.for_kind("target")
    ('ongoing', 'attack')
    >>> card_keywords(C.BY_KEY["t0"], "L")
    ['kind:tech', 'type:explore', 'side:L', 'power:ongoing', 'effect:limit']
"""
from __future__ import annotations

from game.artifacts import cards as C

from ui.table.rules_ref import Reference, link

from . import reference_cards, reference_rules

KINDS = {"main": "turn", "after": "end_turn", "keep": "buy", "auto": "auto",
         "target": "attack", "defend": "defense_plans", "blockade": "blockade",
         "discard": "discard", "produce": "produce", "final": "final_pay"}

_BY_ENTRY = {
    "turn": ("malformed action {action}", "there is no action called {word}",
             "you cannot {word} now: {prompt}", "you may pass only when no action is possible",
             "the {what} must be a list of card numbers",
             "the {what} must be card numbers, not {value}"),
    "buy": ("buy with ('buy', planet|tech|ship, extra cards to look at)",
            "the number of extra cards to look at cannot be negative",
            "you may look at 0 to {n} extra cards", "this costs {cost} credits; you have {have}",
            "the planet deck has only {n} card", "the technology deck has only {n} card",
            "the ship deck has only {n} card", "the planet deck is empty",
            "the technology deck is empty", "the ship deck is empty",
            "keep one of the cards you looked at"),
    "sides": ("{verb} with ('{verb}', card, 'L' or 'O', (resource cards...))",),
    "under_construction": ("that card is not under construction in your area",),
    "discover": ("{card} is not a planet; choose the action of its kind",),
    "develop": ("{card} is not a technology; choose the action of its kind",),
    "build": ("{card} is not a ship; choose the action of its kind",),
    "auto": ("choose ('auto', card, 'L' or 'O') or ('skip',)",
             "choose a planet under construction in your area",
             "choose a technology under construction in your area",
             "choose a ship under construction in your area"),
    "trade": ("trade with ('trade', R|B|G|Y, (resource cards from your hand...))",
              "choose at least one resource card to trade"),
    "unblock": ("remove blockades with ('unblock', planet|tech|ship, (resource cards...))",
                "there is no blockade token on your planet row",
                "there is no blockade token on your technology row",
                "there is no blockade token on your ship row"),
    "prepare": ("prepare with ('prepare', card under construction, (resource cards...)), and "
                "more cards of the same row with their resource cards if you like",
                "in this game (an older edition of the rules) a preparation goes under one card",
                "name each card under construction once",
                "choose at least one resource card to prepare",
                "prepare under the cards of one row only: planets, technologies or ships"),
    "offensive": ("{word} with ('{word}', (resource cards...))",
                  "you have no usable operational ship"),
    "revenue": ("you have no usable operational technology",),
    "mining": ("you have no usable operational planet",),
    "faction_action": ("use your faction action with ('faction', (resource cards...))",),
    "action": ("use a card with ('use', card)", "that card is not in your empire",
               "{card} has no Action on the side it shows"),
    "additionally": ("use a bonus with ('bonus', card)",
                     "that card gives you no Additionally bonus",
                     "you already used the bonus of {card} this turn"),
    "artifacts": ("play an artifact you hold with ('artifact', card)",),
    "blockade": ("{card} is blockaded: pay to use it first",
                 "pay for a blockaded card with ('unlock', card)",
                 "that card of yours carries no blockade token",
                 "you already paid for {card} this turn",
                 "using {card} costs {cost} credits; you have {have}",
                 "place the blockade token on a card of the empire of {player}",
                 "no blockade tokens are left"),
    "attack": ("attack with ('attack', 'alien' or 'empire', index or seat, (ships...)) or "
               "('hold',)", "choose an alien system in the row or another player's empire",
               "choose at least one ship", "only the ships this attack allows may join it"),
    "defense_plans": ("defend with ('defend', plan)", "that defense plan is not in your hand"),
    "produce": ("choose the half with ('show', resource card, 0 or 1)",
                "choose the half of {card}",
                "that half may not show: only a half of the planet's type, or the half with "
                "fewer icons"),
    "end_turn": ("end the turn with ('end', (resource cards to discard...))",
                 "{card} is not in your hand"),
    "discard": ("discard with ('discard', (resource cards...))",
                "your hand is over the limit: discard exactly {n} resource card"),
    "final_pay": ("pay for a blockaded card with ('redeem', card)",
                  "you already paid for {card}",
                  "paying for {card} costs {cost} credits; you have {have}",
                  "go to the final scoring with ('finish',)"),
    "assembly_limit": ("your assembly limit is {n} card per action; you chose {chosen}",
                       "your cards give at most {best} of the {need} {color} icons ({n} card "
                       "an action)"),
    "colors": ("these cards give {n} {color} icon; {need} are needed",
               "{card} is not a card in your hand or on your usable planets with {color} icons",
               "{card} is not a card in your hand with {color} icons",
               "none of the cards in your hand has {color} icons",
               "none of your cards in hand or on usable planets has {color} icons"),
    "gold": ("{card} is not a card in your hand or on your usable planets with {color} icons "
             "(or gold)", "{card} is not a card in your hand with {color} icons (or gold)",
             "none of the cards in your hand has {color} or gold icons",
             "none of your cards in hand or on usable planets has {color} or gold icons"),
}
REFUSALS = {message: key for key, messages in _BY_ENTRY.items() for message in messages}

KEYWORDS = {
    "power:ongoing": "ongoing", "power:additionally": "additionally", "power:action": "action",
    "power:place": "placed",
    "effect:limit": "assembly_limit", "effect:discount": "discount",
    "effect:attack": "attack_bonus", "effect:hunt": "attack_bonus",
    "effect:defense": "attack_bonus", "effect:raid": "attack_bonus",
    "effect:trade": "trade_bonus", "effect:hand": "hand_limit", "effect:credits": "gain",
    "effect:draw": "gain", "effect:vp": "gain", "effect:mine": "mining",
    "effect:search": "search", "effect:score": "score", "effect:artifact": "artifacts",
    "effect:plan": "defense_plans", "effect:def_vp": "defense_plans", "effect:auto": "auto",
    "effect:unblock": "blockade", "effect:blockade": "blockade",
    "effect:produce_best": "produce", "effect:damaged": "damaged",
    "effect:destroyed": "damaged",
    "color:R": "colors", "color:B": "colors", "color:G": "colors", "color:Y": "gold",
    "kind:resource": "resource_cards", "kind:planet": "discover", "kind:tech": "develop",
    "kind:ship": "build", "kind:alien": "alien_systems", "kind:plan": "defense_plans",
    "kind:artifact": "artifacts", "kind:faction": "faction",
    "side:L": "sides", "side:O": "sides",
    **{f"type:{t}": "types" for t in C.TYPES},
}

REFERENCE = Reference("artifacts", reference_rules.ENTRIES + reference_cards.ENTRIES,
                      kinds=KINDS, refusals=REFUSALS, keywords=KEYWORDS)

# what a card's Operational side does, by kind (the keyword of the rules it follows)
OPERATIONAL_ENTRY = {"planet": "produce", "tech": "score", "ship": "attack"}


def card_keywords(cid: int, side: str | None = None) -> list:
    """The keyword ids of card `cid` (on `side`, or both sides when under construction), in
    the order its face shows them, each once."""
    kind = C.KIND[cid]
    out = [f"kind:{kind}"]
    if kind == "resource":
        out += [f"color:{c}" for c, _n, _t in C.HALVES[cid]]
        out += [f"type:{t}" for _c, _n, t in C.HALVES[cid]]
    elif C.TYPE[cid]:
        out.append(f"type:{C.TYPE[cid]}")
    if kind in C.BUILT_KINDS:
        out += [f"side:{s}" for s in (("L", "O") if side is None else (side,))]
        if side in (None, "L"):
            for power in C.POWER[cid]:
                out += [f"power:{power[0]}", f"effect:{power[1]}"]
            if kind == "ship" and C.TYPE[cid] == "exploit":
                out.append("effect:plan")
    codes = list(C.EFFECT[cid]) + [c for row in (C.RESULTS[cid] or ()) for c in row]
    if kind == "faction":
        codes += list(C.FACTION[cid]["action"]["effect"])
        out.append("color:" + C.FACTION[cid]["action"]["cost"][0])
    out += [f"effect:{code[0]}" for code in codes]
    return list(dict.fromkeys(out))


def keyword_links(cid: int, side: str | None = None) -> str:
    """The rules links of a card's keywords (its enlarged view): one button per entry, named
    by the entry's title, each entry once. The enlarged card is a picture for assistive
    technology (aria-hidden) that the pointer passes through (table.css), so its links are
    out of the tab order; the Rules tab has the same entries."""
    keys = []
    for word in card_keywords(cid, side):
        key = REFERENCE.for_keyword(word)
        if key and key not in keys:
            keys.append(key)
    if C.KIND[cid] in OPERATIONAL_ENTRY and side in (None, "O"):
        extra = OPERATIONAL_ENTRY[C.KIND[cid]]
        if extra not in keys:
            keys.append(extra)
    return " ".join(link(REFERENCE, key).replace("<button ", '<button tabindex="-1" ', 1)
                    for key in keys)
