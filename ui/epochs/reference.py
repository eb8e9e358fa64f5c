"""The Three Epochs of Space rules reference (ui/table/rules_ref.py): the entries
(reference_entries.py) and the engine's words tied to them.

- `kinds`: the engine's decision kinds (turn, pay, research, nudge);
- `refusals`: every refusal message id of game/epochs, exactly as written there;
- `keywords`: the ids of what a card carries, prefixed by what they are: "kind:<card kind>",
  "effect:<effect code>", "object:<space object>", "res:<resource letter>",
  "quarter:white|edge|printed" and "colour:<colour letter>" (`card_keywords` gives a card's,
  for the zoom's links; tests/epochs_ui/test_reference.py enumerates them from the card
  data).
"""
from __future__ import annotations

from ui.table.rules_ref import Reference

from .reference_entries import ENTRIES

KINDS = {"turn": "turn", "pay": "pay", "research": "research", "nudge": "nudge"}

REFUSALS = {
    # a turn (game/epochs/turn.py)
    "pass takes nothing more": "pass",
    "say which offer slots to take, e.g. ('take', 0, 2)": "take",
    "there is no card in offer slot {i}": "take",
    "you named the same offer slot twice": "take",
    "your hand is full (7 cards): you cannot take cards": "hand_limit",
    "with 6 cards in hand you may take only one card": "hand_limit",
    "those cards are worth {total}; you may take cards worth at most 3": "take",
    "take two cards worth 1, a card worth 1 and one worth 2, or one card worth 3"
    " (less only once the epoch's deck is empty)": "take",
    "unknown move {word}: take, play, colonize, ship or pass": "turn",
    "that card is not in your hand": "play",
    "('play', card) takes one card": "play",
    "{card} is a colonisation card: place it on a planet with 'colonize'": "colony",
    "{card} is a colony ship: send it to a colonised planet with 'ship'": "ship",
    "{card} is not a colonisation card": "colony",
    "('colonize', card, planet, quarter)": "colony",
    "that is not one of your planets": "colony",
    "a planet has quarters 0 to 3": "quarters",
    "that quarter of {planet} is printed: nothing is placed there": "quarters",
    "that quarter of {planet} is already colonised": "quarters",
    "that quarter of {planet} takes an {colour} card; {card} is {other}": "quarters",
    "{card} is not a colony ship": "ship",
    "('ship', card, planet)": "ship",
    "a colony ship goes only to one of your fully colonised planets": "ship",
    "{planet} already has a colony ship": "ship",
    "you cannot pay for {card} ({cost})": "pay",
    # paying (paying.py, proposal.py)
    "pay with ('pay', card), ('pay', 'token') or ('pay', (card, 'token', ...))": "pay",
    "you have no universal token left": "token",
    "pay with a card of your hand or 'token'": "pay",
    "science cards never pay for epoch cards": "science_card",
    "{card} shows no science symbol: it pays only when your production covers the whole "
    "cost": "research",
    "name at least one card or token to pay with": "pay",
    "pay with cards of your hand or 'token'": "pay",
    "{card} is named twice": "pay",
    "you have only {n} universal token": "token",
    "you have only {n} universal tokens": "token",
    "that is not enough for {card}: {what} still to pay, or {n} more card or token of any "
    "kind": "two_for_one",
    "that is not enough for {card}: {what} still to pay, or {n} more cards or tokens of any "
    "kind": "two_for_one",
    "{item} is more than needed: the other items already pay for {card}": "proposal",
    # the epoch end (epoch_end.py)
    "research with ('research', science card) or ('skip',)": "research",
    "that science card is not in your hand": "research",
    "{card} can only be researched at the end of epoch 1 or 2": "eff_early",
    "you cannot pay {cost} for {card}": "research",
    "move the marker one step with ('nudge', 'mil') or ('nudge', 'trade')": "nudge",
}

KEYWORDS = {
    "kind:station": "station", "kind:shuttle": "shuttle", "kind:planet": "planet",
    "kind:colony": "colony", "kind:ship": "ship", "kind:science": "science_card",
    "effect:vp": "eff_vp", "effect:income": "eff_income", "effect:prod": "eff_prod",
    "effect:token": "eff_token", "effect:mil": "eff_mil", "effect:trade": "eff_trade",
    "effect:dip": "eff_dip", "effect:science": "eff_science", "effect:end": "eff_end",
    "effect:early": "eff_early",
    "object:ship": "objects", "object:shuttle": "objects", "object:station": "objects",
    "res:E": "resources", "res:F": "resources", "res:M": "resources", "res:S": "resources",
    "quarter:white": "quarters", "quarter:edge": "quarters", "quarter:printed": "quarters",
    "colour:I": "quarters", "colour:L": "quarters", "colour:O": "quarters",
    "colour:J": "quarters",
}

REFERENCE = Reference("epochs", ENTRIES, kinds=KINDS, refusals=REFUSALS, keywords=KEYWORDS)


def quarter_keyword(slot: object) -> str:
    """The keyword of a planet's printed quarter: None, "*" or a colour letter."""
    return "quarter:printed" if slot is None else "quarter:white" if slot == "*" else \
        "quarter:edge"
