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

from game.core.i18n import domain

from . import cards as C
from . import words as W
from .consume import gain, trade_value, C_LUCKY, C_DRAW, C_HAND, C_TRADE
from .words import a_good, cards, name as N, names as _names

_ = domain("rftg")
STAGE_WORDS = W.STAGE_NAMES       # English; W.phase(stage) says it in the player's language


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
        return _("Discard {cards} from your opening hand", cards=cards(dec[1]))
    if kind == "action":
        return _("Choose two actions") if state.advanced else _("Choose your action")
    if kind == "explore_keep":
        return _.n("Explore: keep {keep} of the {n} card you drew",
                   "Explore: keep {keep} of the {n} cards you drew", len(dec[1]), keep=dec[2])
    if kind == "develop":
        return _("Develop: choose a development or pass")
    if kind == "develop_pay":
        return _("Pay {cards} for {card}", cards=cards(dec[2]), card=N(dec[1]))
    if kind == "settle":
        return _("Settle: choose a world or pass")
    if kind == "settle_method":
        return _("Choose how to place {card}", card=N(dec[1]))
    if kind == "settle_pay":
        return _("Pay {cards} for {card}", cards=cards(dec[3]), card=N(dec[1]))
    if kind == "trade":
        return _("Trade: choose a good to sell")
    if kind == "consume":
        if _x2(state, p):
            return _("Consume: use each of your powers once, in any order (2×VP: VP from "
                     "goods count double)")
        return _("Consume: use each of your powers once, in any order")
    if kind == "windfall":
        return _("Produce: choose an empty windfall world for each windfall power")
    if kind == "discard":
        return _("Hand limit: discard {cards}", cards=cards(dec[1]))
    return _("Your decision")


# --- labels ---------------------------------------------------------------------------------
def gives(vp: int, cards: int, doubled: bool, x2: bool = False) -> str:
    """'2 VP (doubled)', '1 VP (not doubled) and 2 cards', '3 cards', 'nothing'.
    '(not doubled)' is said only when 2×VP is on (`x2`) and these VP do not double."""
    out = []
    if vp:
        if doubled:
            out.append(_("{n} VP (doubled)", n=vp))
        elif x2:
            out.append(_("{n} VP (not doubled)", n=vp))
        else:
            out.append(W.vp(vp))
    if cards:
        out.append(W.cards(cards))
    return W.both(out) or _("nothing")


def _good_on(w) -> str:
    return _("the {kind} good on {card}", kind=W.kind(C.KIND_NAME[C.GOOD[w]]), card=N(w))


def _method(m, world, cost) -> str:
    w = N(world) if world is not None else _("the world")
    texts = {
        "pay": lambda: _("pay {cards} for {card}", cards=cards(cost), card=w),
        "colony_ship": lambda: _("place {card} for free by discarding {ship}", card=w,
                                 ship=_("Colony Ship")),
        "conquer": lambda: _("conquer {card} with your Military", card=w),
        "conquer_tactics": lambda: _("conquer {card} by discarding {tactics} (+3 Military)",
                                     card=w, tactics=_("New Military Tactics")),
        "contact": lambda: _("pay {cards} for {card} with {contact}", cards=cards(cost),
                             card=w, contact=_("Contact Specialist")),
        "contact_colony_ship": lambda: _("place {card} for free with {contact} and {ship}",
                                         card=w,
                                         contact=_("Contact Specialist"),
                                         ship=_("Colony Ship")),
    }
    return texts[m]() if m in texts else _("place {card}: {method}", card=w, method=m)


def _consume(state, p, a) -> str:
    card, idx, arg = a[1], a[2], a[3]
    name = N(card)
    pw = next((x for x in C.CONSUME[card] if x[0] == idx), None)
    ctype = pw[1] if pw else None
    got = gain(state, p, a) if isinstance(p, int) and 0 <= p < state.players else None
    x2 = _x2(state, p)
    if ctype == C_LUCKY:
        return _("{card}: gamble on {n} (you keep the revealed card if it costs {n})",
                 card=name, n=arg)
    if ctype == C_DRAW:
        return _("{card}: draw {cards}", card=name, cards=cards(pw[3]))
    if ctype == C_HAND:
        what = _("discard {cards} ({names})", cards=cards(len(arg)), names=_names(arg))
    elif ctype == C_TRADE:
        what = _("trade {good}", good=_good_on(arg[0]))
        if got:
            return _("{card}: {what} for {gets}", card=name, what=what, gets=cards(got[1]))
        return _("{card}: {what}", card=name, what=what)
    else:
        what = _("consume {goods}", goods=W.both(_good_on(w) for w in arg))
    if got is None:
        return _("{card}: {what}", card=name, what=what)
    return _("{card}: {what} for {gets}", card=name, what=what,
             gets=gives(got[0], got[1], got[2], x2))


def label(state, p: int, action) -> str:
    """`action` (of seat p, at p's current decision) in words with card names."""
    a = action if is_action(action) else freeze(action)
    if not isinstance(a, tuple) or not a:
        return str(action)
    head = a[0]
    dec = _dec(state, p)
    kind = dec[0] if dec else None
    if head == "action":
        words = [W.action(x) for x in a[1:]]
        if len(words) == 2 and words[0] == words[1]:
            return _("choose {action} twice", action=words[0])
        return _("choose {actions}", actions=W.both(words))
    if head == "pass":
        if kind == "develop":
            return _("pass (develop nothing)")
        if kind == "settle":
            return _("pass (settle nothing)")
        return _("pass")
    if head == "done":
        return _("stop consuming (the powers left are optional)")
    if head == "discard":
        return _("discard {names}", names=_names(a[1]))
    if head == "keep":
        return _("keep {names}", names=_names(a[1]))
    if head == "pay":
        if kind in ("develop_pay", "settle_pay"):
            return _("pay {names} for {card}", names=_names(a[1]), card=N(dec[1]))
        return _("pay with {names}", names=_names(a[1]))
    if head == "develop":
        return _("develop {card}", card=N(a[1]))
    if head == "settle":
        return _("settle {card}", card=N(a[1]))
    if head == "method":
        if kind == "settle_method":
            return _method(a[1], dec[1], dict(dec[2]).get(a[1], 0))
        return _method(a[1], None, 0)
    if head == "trade":
        w = a[1]
        if kind == "trade" and w in state.goods[p]:
            return _("trade {good} for {cards}", good=_good_on(w),
                     cards=cards(trade_value(state, p, w)))
        return _("trade {good}", good=_good_on(w))
    if head == "windfall":
        if a[1] < 0:
            return _("produce {good} on {card} (Produce bonus)", good=a_good(C.GOOD[a[2]]),
                     card=N(a[2]))
        return _("produce {good} on {card} (with {source})", good=a_good(C.GOOD[a[2]]),
                 card=N(a[2]), source=N(a[1]))
    if head == "consume":
        return _consume(state, p, a)
    return " ".join(str(x) for x in a)


# --- progress -------------------------------------------------------------------------------
def progress(state) -> str:
    """'Round 4 · Settle' ('Settle (2nd)' for the advanced game's second one), 'Opening
    discard' before round 1, 'Game over' at the end."""
    if state.over:
        return W.phase("over")
    if state.stage in ("setup", "initial_discard"):
        return W.phase(state.stage)
    word = W.phase(state.stage)
    if state.instance == 2 and state.stage in ("develop", "settle"):
        word = _("{phase} (2nd)", phase=word)
    return _("Round {n} · {phase}", n=state.round, phase=word)
