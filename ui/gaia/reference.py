"""Gaia Project's rules reference (issue 79): the entries of reference_entries.py and the
engine's words tied to them: every decision kind, every refusal message (by its English
message id, exactly as game/gaia writes it) and every tile keyword (game/gaia/words.py
`tile_keywords`: the view's "keywords"). tests/gaia_ui/test_reference.py checks that nothing
is missing."""
from __future__ import annotations

from ui.table.rules_ref import Reference, link

from .reference_entries import ENTRIES

KINDS = {
    "faction": "factions", "setup": "setup", "booster": "booster", "income": "income",
    "gaia-terrans": "gaia-choice", "gaia-itars": "gaia-choice", "turn": "turn",
    "tech": "tech", "cover": "advtech", "research": "research", "mine": "mine",
    "station": "space-station", "swap": "swap", "downlab": "downlab",
    "lost-planet": "lost-planet", "fedtile": "fed-tokens", "charge": "charge",
}

REFUSALS = {
    # building and the map
    "a gaiaformer goes on a transdim planet": "gaia-project",
    "a guest mine cannot be upgraded": "factions",
    "a guest mine needs no terraforming step": "factions",
    "a space station needs an empty space outside your federation": "space-station",
    "a starting building goes on a free planet of your home type": "setup",
    "a transdim planet needs a gaiaformer first": "transdim",
    "a {old} cannot become a {new}": "upgrade",
    "cannot build a {building} on an empty planet": "upgrade",
    "cannot pay {cost}": "resources",
    "no gaiaformer available": "gaia-project",
    "no mine left on your board": "mine",
    "no planet there": "mine",
    "no space station left": "space-station",
    "no {building} left on your board": "upgrade",
    "not a space on the map": "mine",
    "not enough QIC for the range": "range",
    "not enough power tokens for a Gaia project": "gaia-project",
    "place a {building} in setup": "setup",
    "terraforming steps cannot be used on a Gaia planet": "gaia-planets",
    "that action would have nothing to build or choose": "power-actions",
    "that planet is not colonized yet": "upgrade",
    "that planet is taken": "mine",
    "the free terraforming step would not be used": "terraforming",
    "the gaiaformer's planet is not a Gaia planet yet": "gaia-phase",
    "the lost planet cannot be upgraded": "lost-planet",
    "the lost planet goes on an empty space within range": "lost-planet",
    "the range bonus would not be used": "range",
    "this action builds a mine": "mine",
    "this action builds a new mine": "mine",
    # federations
    "not enough power tokens (or QIC) for the satellites": "satellites",
    "the Ivits extend their one federation": "factions",
    "the federation does not need the building on {names}: leave it out": "federation",
    "the federation has satellites it does not need: {fewest} would connect its buildings, "
    "not {count}": "federation",
    "the federation's power value {power} is below {need}": "power-value",
    "the hexes of a federation must be connected": "federation",
    "{where} cannot be part of a new federation": "federation",
    "list the federation's hexes": "federation",
    "no {tile} token left": "fed-tokens",
    # turns, phases and follow-ups
    "malformed or impossible action: {error}": "turn",
    "the game is over": "end",
    "not your turn": "actions-phase",
    "take a main action first": "actions-phase",
    "you already took your main action; end the turn": "actions-phase",
    "that faction is taken": "factions",
    "that home planet type is taken": "factions",
    "{booster} is not available": "booster",
    "no booster is taken in the last round": "pass",
    "pass and take an available booster": "pass",
    "no income choice is needed": "income",
    "{item} is not one of your income items": "income",
    "no tech tile to take": "gaia-choice",
    "nothing to convert": "gaia-choice",
    "not enough tokens in the Gaia area": "gaia-choice",
    "a research step costs 4 knowledge": "research",
    "you cannot advance on that track": "research",
    "{space} was taken this round": "power-actions",
    "{space} costs {cost}": "power-actions",
    "you have no federation token to score again": "fed-tokens",
    "score one of your federation tokens": "fed-tokens",
    "no tech tile is available to you": "tech",
    "tech tile at {pos} is not available to you": "tech",
    "cover one of your uncovered standard tiles": "advtech",
    "no special action {what} available": "special",
    "swap with one of your mines": "swap",
    "no planetary institute to swap": "swap",
    "downgrade one of your research labs": "downlab",
    "the offer is {offers}": "charge",
    # free actions
    "that conversion is not allowed": "free-actions",
    "you cannot pay that": "free-actions",
    "you can burn 1 to {most} power": "burn",
    "the bowl order was already chosen this turn": "power-tokens",
}

# the tile keywords of game/gaia/words.py (tile_keywords) -> entry
KEYWORDS = {
    "type:booster": "booster", "type:tech": "tech", "type:advtech": "advtech",
    "type:round-goal": "round-goals", "type:federation": "fed-tokens",
    "type:final-goal": "final-goals", "type:board-action": "power-actions",
    "when:income": "when-income", "when:action": "special", "when:pass": "when-pass",
    "when:each-time": "when-each", "when:now": "when-now", "when:now-per": "when-now-per",
    "when:power-value-4": "power-value",
    "per:m": "mine", "per:ts": "ts", "per:lab": "lab", "per:PA": "big-buildings",
    "per:a": "research", "per:step": "terraforming", "per:g": "gaia-planets",
    "per:mg": "gaia-planets", "per:pt": "planet-types", "per:s": "sectors",
    "per:sat": "satellites", "per:fed": "federation", "per:st": "final-goals",
    "per:stfed": "final-goals",
    "gain:c": "resources", "gain:o": "resources", "gain:k": "resources", "gain:q": "resources",
    "gain:vp": "vp", "gain:pw": "power", "gain:t": "power-tokens", "gain:step": "terraforming",
    "gain:range": "range", "gain:tech": "tech", "gain:>fed": "fed-tokens",
    "pay:pw": "power-actions", "pay:q": "qic-actions",
}

REFERENCE = Reference("gaia", ENTRIES, kinds=KINDS, refusals=REFUSALS, keywords=KEYWORDS)


def keyword_links(keywords: list) -> str:
    """The links of a tile's keywords to their entries, each entry once, in order (the
    zoom of a tile shows them under its words)."""
    seen: list = []
    for word in keywords or ():
        key = REFERENCE.for_keyword(word)
        if key and key not in seen:
            seen.append(key)
    return " ".join(link(REFERENCE, k) for k in seen)
