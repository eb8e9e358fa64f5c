"""Words for any table: the prompt of the decision now, an action's label, progress, queries.

Queries (state.query(player, name, *args)):
  "cost" card -> the cost per resource after player's production {"E": n, ...}
  "affordable" card -> bool
  "slot_value" i -> what offer slot i is worth (1, 2 or 3)
  "payment" -> during a "pay" decision, where the payment stands and the proposal
              (payment_state below); None at other times
"""
from game.core.i18n import domain

from . import cards as C
from .offer import SLOT_VALUE
from .paying import affordable, item_actions, item_mask, need_of, paid_words
from .payment import cover, pays
from .proposal import proposal

_ = domain("epochs")


def prompt(s, p) -> str:
    kind = s.decision[0] if s.decision else None
    if kind == "turn":
        return _("Epoch {epoch}: take cards from the offer (worth 3), play a card, or pass",
                 epoch=s.epoch)
    if kind == "pay":
        pend = s.pending
        need = ", ".join(C.amount(r, n) for r, n in zip(C.RESOURCES, pend["need"]) if n)
        return _("Pay for {card}: {need} (two cards for any one)", card=C.NAME[pend["card"]],
                 need=need or _("one card or token of any kind"))
    if kind == "research":
        return _("Research: play one science card, paid in science, or skip")
    if kind == "nudge":
        return _("You lead diplomacy by 1: move the marker one step on an axis of your choice")
    return _("Waiting")


def label(s, p, a) -> str:
    try:
        word = a[0]
        if word == "pass":
            return _("Pass for the rest of the epoch")
        if word == "take":
            return _("Take {cards}", cards=_(" and ").join(
                _("{card} (worth {n})", card=C.NAME[s.offer[i]], n=SLOT_VALUE[i])
                for i in a[1:]))
        if word == "play":
            return _("Play {card} ({cost})", card=C.NAME[a[1]], cost=C.cost_text(a[1], s.k.edition))
        if word == "colonize":
            slot = s.quarters[a[2]][a[3]]
            where = _("white") if slot == "*" else C.COLOURS.get(slot, "?")
            return _("Colonise {planet} ({colour} quarter) with {card}", planet=C.NAME[a[2]],
                     colour=where, card=C.NAME[a[1]])
        if word == "ship":
            return _("Land {card} on {planet}", card=C.NAME[a[1]], planet=C.NAME[a[2]])
        if word == "pay":
            if isinstance(a[1], tuple):
                return _("Pay with {items}", items=paid_words(a[1]))
            if a[1] == "token":
                return _("Pay a universal token")
            return _("Pay {card} ({res})", card=C.NAME[a[1]], res=C.res_text(a[1], s.k.edition))
        if word == "research":
            return _("Research {card} ({cost})", card=C.NAME[a[1]], cost=C.cost_text(a[1], s.k.edition))
        if word == "skip":
            return _("Research nothing")
        if word == "nudge":
            return (_("One step on the military axis") if a[1] == "mil" else
                    _("One step on the trade axis"))
    except (IndexError, KeyError, TypeError):
        pass
    return " ".join(str(x) for x in a) if isinstance(a, tuple) else str(a)


def progress(s) -> str:
    if s.over:
        return _("Game over")
    kind = s.decision[0] if s.decision else ""
    stage = {"turn": _("turns"), "pay": _("paying"), "research": _("research"),
             "nudge": _("superiority")}.get(kind, kind)
    return _("Epoch {epoch} · {stage}", epoch=s.epoch, stage=stage)


def query(s, p, name, *args):
    if name == "cost":
        return dict(zip(C.RESOURCES, need_of(s, p, args[0])))
    if name == "affordable":
        return affordable(s, p, args[0])
    if name == "slot_value":
        return SLOT_VALUE[args[0]]
    if name == "payment":
        return payment_state(s, p)
    raise KeyError(f"Three Epochs of Space has no query {name!r}")


def payment_state(s, p):
    """Where the card being paid for stands, for a payment widget:

    {"card", "mode", "cost", "discount", "need" (each {"E": n, ...}: printed cost, what
    production takes off, what is left to pay), "paid" (items so far), "left" ({"E": n, ...}
    still uncovered by items that pay alone), "spare" (items paid that count only in pairs),
    "any_more" (how many more items of any kind would finish the payment), "items" ([[item,
    "full" | "half", finishes]] for each legal item: "full" pays one needed unit alone,
    "half" counts only as half of a two-for-one), "proposal" (the items of the cheapest
    payment that finishes it, tokens as "token" once each: fewest items, then the least
    worth, a token least, cards by printed cost; proposal.py; the legal action ("pay",
    tuple(proposal)))}. None unless p is paying now.
    """
    if not s.decision or s.decision[0] != "pay" or p != s.current or s.pending is None:
        return None
    pend = s.pending
    need, mode = tuple(pend["need"]), pend["mode"]
    paid = [item_mask(s, x, mode) for x in pend["paid"]]
    masks = [m for m, _ in paid]
    left, spare = cover(need, masks)
    n, k = sum(need), sum(need) - sum(left)
    pairable = sum(1 for _, ok in paid if ok)
    any_more = max(1 - len(paid), 0) if n == 0 else max(0, 2 * n - k - pairable)
    items = []
    for a in item_actions(s, p):
        m = item_mask(s, a[1], mode)
        after, _ = cover(need, masks + [m[0]])
        full = sum(after) < sum(left) or (n == 0)
        items.append([a[1], "full" if full else "half", pays(need, paid + [m])])
    cost = s.k.COST[pend["card"]]
    return {"card": pend["card"], "mode": mode,
            "cost": dict(zip(C.RESOURCES, cost)),
            "discount": {r: c - x for r, c, x in zip(C.RESOURCES, cost, need)},
            "need": dict(zip(C.RESOURCES, need)), "paid": list(pend["paid"]),
            "left": dict(zip(C.RESOURCES, left)), "spare": spare, "any_more": any_more,
            "items": items, "proposal": proposal(s, p)}
