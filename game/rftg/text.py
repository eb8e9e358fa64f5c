"""Readable English for actions and decisions, for buttons, prompts and logs.

    >>> action_label(("action", "explore5"))
    'Explore +5'
    >>> action_label(("pass",))
    'Pass'
"""
from . import cards as C
from .constants import ACTION_TEXT

# a settle method as a button says it (without the world: see describe.label for that)
METHOD_LABEL = {
    "pay": "Pay for it",
    "colony_ship": "Discard Colony Ship to place it for free",
    "conquer": "Conquer it",
    "conquer_tactics": "Discard New Military Tactics (+3 Military) and conquer it",
    "contact": "Pay for it as a non-military world (Contact Specialist)",
    "contact_colony_ship": "Place it for free with Contact Specialist and Colony Ship",
}

PROMPTS = {
    "initial_discard": "Choose {count} cards to discard from your opening hand.",
    "action": "Choose your action card(s) for this round.",
    "explore_keep": "Choose {keep} of the explored cards to keep.",
    "develop": "Choose a development to place, or pass.",
    "develop_pay": "Pay {cost} cards for your development.",
    "settle": "Choose a world to place, or pass.",
    "settle_method": "Choose how to place your world.",
    "settle_pay": "Pay {cost} cards for your world.",
    "trade": "Choose a good to sell.",
    "consume": "Use your consume powers one at a time, in the order you like.",
    "windfall": "Choose an empty windfall world for each windfall production.",
    "discard": "Discard {count} more cards down to 10.",
}


def prompt(decision):
    """A sentence for a view's `decision` dict."""
    if not decision:
        return ""
    return PROMPTS[decision["kind"]].format(**{k: v for k, v in decision.items()
                                               if isinstance(v, (int, str))})


def _names(ids):
    return ", ".join(C.NAME[c] for c in ids)


def action_label(action):
    """A short label for an action tuple (or JSON list)."""
    a = tuple(action)
    head = a[0]
    if head == "action":
        return " + ".join(ACTION_TEXT[x] for x in a[1:])
    if head == "pass":
        return "Pass"
    if head == "done":
        return "Done"
    if head in ("discard", "keep", "pay"):
        verb = {"discard": "Discard", "keep": "Keep", "pay": "Pay with"}[head]
        return f"{verb} {_names(a[1])}" if a[1] else verb
    if head in ("develop", "settle"):
        return f"{head.capitalize()} {C.NAME[a[1]]}"
    if head == "method":
        return METHOD_LABEL.get(a[1], str(a[1]))
    if head == "trade":
        return f"Sell the good on {C.NAME[a[1]]}"
    if head == "windfall":
        src = "Produce bonus" if a[1] < 0 else C.NAME[a[1]]
        return f"{src}: produce on {C.NAME[a[2]]}"
    if head == "consume":
        name = C.NAME[a[1]]
        arg = a[3]
        if isinstance(arg, int):
            return f"{name}: gamble on {arg}"
        if not arg:
            return f"{name}: use"
        hand = any(pw[0] == a[2] and pw[1] == C.C_HAND for pw in C.CONSUME[a[1]])
        if hand:
            return f"{name}: discard {_names(arg)} from your hand"
        return f"{name}: consume the goods on {_names(arg)}"
    return " ".join(str(x) for x in a)
