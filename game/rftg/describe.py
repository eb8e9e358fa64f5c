"""The state in words for any table: the decision's prompt, each action's label with card
names and what it gives, and a one-line progress ("Round 4 · Settle").

These back `RftgState._prompt`, `label` and `progress` (so `decision_now(player)` carries
them). A label reads as what the player does, in lower case, so a table can write
"Ada: settle Earth's Lost Colony" or "step 12: Ada — keep Gambling World"::

    >>> from game.rftg import new_game
    >>> s = new_game(2, {"first_game": True}, 1)
    >>> s.label(0, ("action", "settle"))
    'choose Settle'
    >>> s.progress()
    'Round 1 · Choosing actions'
"""
from game.core.actions import freeze, is_action

from . import cards as C
from .constants import ACTION_TEXT
from .consume import gain, trade_value, C_LUCKY, C_DRAW, C_HAND, C_TRADE
from .decisions import plural, a_good

STAGE_WORDS = {"setup": "Setup", "initial_discard": "Opening discard",
               "action": "Choosing actions", "explore": "Explore", "develop": "Develop",
               "settle": "Settle", "consume": "Consume", "produce": "Produce",
               "discard": "Hand limit", "end_round": "End of round", "over": "Game over"}


def _names(ids) -> str:
    return ", ".join(C.NAME[c] for c in ids) or "nothing"


def _dec(state, p):
    if isinstance(p, int) and 0 <= p < state.players:
        return state.decision[p]
    return None


def _x2(state, p) -> bool:
    w = state.work[p] if isinstance(p, int) and 0 <= p < state.players else None
    return bool(w and w.get("x2"))


# --- prompts --------------------------------------------------------------------------------
def prompt(state, p: int) -> str:
    """The current decision of seat p as a short instruction ("" if none)."""
    dec = _dec(state, p)
    if dec is None:
        return ""
    kind = dec[0]
    if kind == "initial_discard":
        return f"Discard {plural(dec[1], 'card')} from your opening hand"
    if kind == "action":
        return "Choose two actions" if state.advanced else "Choose your action"
    if kind == "explore_keep":
        return f"Explore: keep {dec[2]} of the {plural(len(dec[1]), 'card')} you drew"
    if kind == "develop":
        return "Develop: choose a development or pass"
    if kind == "develop_pay":
        return f"Pay {plural(dec[2], 'card')} for {C.NAME[dec[1]]}"
    if kind == "settle":
        return "Settle: choose a world or pass"
    if kind == "settle_method":
        return f"Choose how to place {C.NAME[dec[1]]}"
    if kind == "settle_pay":
        return f"Pay {plural(dec[3], 'card')} for {C.NAME[dec[1]]}"
    if kind == "trade":
        return "Trade: choose a good to sell"
    if kind == "consume":
        return ("Consume: use each of your powers once, in any order"
                + (" (2×VP: VP from goods count double)" if _x2(state, p) else ""))
    if kind == "windfall":
        return "Produce: choose an empty windfall world for each windfall power"
    if kind == "discard":
        return f"Hand limit: discard {plural(dec[1], 'card')}"
    return "Your decision"


# --- labels ---------------------------------------------------------------------------------
def gives(vp: int, cards: int, doubled: bool, x2: bool = False) -> str:
    """'2 VP (doubled)', '1 VP (not doubled) and 2 cards', '3 cards', 'nothing'.
    '(not doubled)' is said only when 2×VP is on (`x2`) and these VP do not double."""
    out = []
    if vp:
        note = " (doubled)" if doubled else (" (not doubled)" if x2 else "")
        out.append(f"{vp} VP{note}")
    if cards:
        out.append(plural(cards, "card"))
    return " and ".join(out) or "nothing"


def _good_on(w) -> str:
    return f"the {C.KIND_NAME[C.GOOD[w]]} good on {C.NAME[w]}"


def _method(m, world, cost) -> str:
    w = C.NAME[world] if world is not None else "the world"
    return {
        "pay": f"pay {plural(cost, 'card')} for {w}",
        "colony_ship": f"place {w} for free by discarding Colony Ship",
        "conquer": f"conquer {w} with your Military",
        "conquer_tactics": f"conquer {w} by discarding New Military Tactics (+3 Military)",
        "contact": f"pay {plural(cost, 'card')} for {w} with Contact Specialist",
        "contact_colony_ship": f"place {w} for free with Contact Specialist and Colony Ship",
    }.get(m, f"place {w}: {m}")


def _consume(state, p, a) -> str:
    card, idx, arg = a[1], a[2], a[3]
    name = C.NAME[card]
    pw = next((x for x in C.CONSUME[card] if x[0] == idx), None)
    ctype = pw[1] if pw else None
    got = gain(state, p, a) if isinstance(p, int) and 0 <= p < state.players else None
    x2 = _x2(state, p)
    if ctype == C_LUCKY:
        return f"{name}: gamble on {arg} (you keep the revealed card if it costs {arg})"
    if ctype == C_DRAW:
        return f"{name}: draw {plural(pw[3], 'card')}"
    if ctype == C_HAND:
        what = f"discard {plural(len(arg), 'card')} ({_names(arg)})"
    elif ctype == C_TRADE:
        what = f"trade {_good_on(arg[0])}"
        return f"{name}: {what}" + (f" for {plural(got[1], 'card')}" if got else "")
    else:
        what = "consume " + " and ".join(_good_on(w) for w in arg)
    if got is None:
        return f"{name}: {what}"
    return f"{name}: {what} for {gives(got[0], got[1], got[2], x2)}"


def label(state, p: int, action) -> str:
    """`action` (of seat p, at p's current decision) in words with card names."""
    a = action if is_action(action) else freeze(action)
    if not isinstance(a, tuple) or not a:
        return str(action)
    head = a[0]
    dec = _dec(state, p)
    kind = dec[0] if dec else None
    if head == "action":
        words = [ACTION_TEXT.get(x, str(x)) for x in a[1:]]
        if len(words) == 2 and words[0] == words[1]:
            return f"choose {words[0]} twice"
        return "choose " + " and ".join(words)
    if head == "pass":
        return {"develop": "pass (develop nothing)",
                "settle": "pass (settle nothing)"}.get(kind, "pass")
    if head == "done":
        return "stop consuming (the powers left are optional)"
    if head in ("discard", "keep"):
        return f"{head} {_names(a[1])}"
    if head == "pay":
        if kind in ("develop_pay", "settle_pay"):
            return f"pay {_names(a[1])} for {C.NAME[dec[1]]}"
        return f"pay with {_names(a[1])}"
    if head in ("develop", "settle"):
        return f"{head} {C.NAME[a[1]]}"
    if head == "method":
        if kind == "settle_method":
            return _method(a[1], dec[1], dict(dec[2]).get(a[1], 0))
        return _method(a[1], None, 0)
    if head == "trade":
        w = a[1]
        if kind == "trade" and w in state.goods[p]:
            return f"trade {_good_on(w)} for {plural(trade_value(state, p, w), 'card')}"
        return f"trade {_good_on(w)}"
    if head == "windfall":
        src = "Produce bonus" if a[1] < 0 else f"with {C.NAME[a[1]]}"
        return f"produce {a_good(C.GOOD[a[2]])} on {C.NAME[a[2]]} ({src})"
    if head == "consume":
        return _consume(state, p, a)
    return " ".join(str(x) for x in a)


# --- progress -------------------------------------------------------------------------------
def progress(state) -> str:
    """'Round 4 · Settle' ('Settle (2nd)' for the advanced game's second one), 'Opening
    discard' before round 1, 'Game over' at the end."""
    if state.over:
        return "Game over"
    if state.stage in ("setup", "initial_discard"):
        return STAGE_WORDS[state.stage]
    word = STAGE_WORDS.get(state.stage, state.stage)
    if state.instance == 2 and state.stage in ("develop", "settle"):
        word += " (2nd)"
    return f"Round {state.round} · {word}"
