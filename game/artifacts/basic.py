"""The basic actions: buy a card (and keep one of those looked at), discover a planet /
develop a technology / build a ship, trade resources, remove blockades; and automatic
construction (a card placed for free from under construction). Prepare resources, the fifth
basic action, is in prepare.py."""

from game.core.i18n import N_, domain
from game.core.seats import seat

from . import cards as C
from . import payment
from .decisions import register, is_int
from .editions import old_rules
from .keywords import place, remove_tokens

_ = domain("artifacts")

BUY_COST = 5
OLD_MAX_EXTRA_LOOK = 3   # edition 0 only (editions.py): the seed sets no maximum


# --- buy a card ------------------------------------------------------------------------------
def max_extra(state, p: int, kind: str) -> int:
    """The most extra cards p may look at when buying from `kind`'s deck now (credits and the
    deck's size; -1 if p cannot buy from it). Edition 0 capped it at 3."""
    n = min(len(state.decks[kind]) - 1, state.credits[p] - BUY_COST)
    return min(n, OLD_MAX_EXTRA_LOOK) if old_rules(state) else n


def _buy_legal(state, p, dec):
    out = []
    if state.credits[p] < BUY_COST:
        return out
    for kind in C.BUILT_KINDS:         # one action per number of cards looked at
        for extra in range(0, max_extra(state, p, kind) + 1):
            out.append(("buy", kind, extra))
    return out


def _buy_check(state, p, dec, action):
    if len(action) != 3 or action[1] not in C.BUILT_KINDS or not is_int(action[2]):
        return _("buy with ('buy', planet|tech|ship, extra cards to look at)")
    kind, extra = action[1], action[2]
    if extra < 0:
        return _("the number of extra cards to look at cannot be negative")
    if old_rules(state) and extra > OLD_MAX_EXTRA_LOOK:
        return _("you may look at 0 to {n} extra cards", n=OLD_MAX_EXTRA_LOOK)
    if not state.decks[kind]:
        return _({"planet": N_("the planet deck is empty"),
                  "tech": N_("the technology deck is empty"),
                  "ship": N_("the ship deck is empty")}[kind])
    if extra + 1 > len(state.decks[kind]):
        n = len(state.decks[kind])
        if kind == "planet":
            return _.n("the planet deck has only {n} card", "the planet deck has only {n} cards", n)
        if kind == "tech":
            return _.n("the technology deck has only {n} card",
                       "the technology deck has only {n} cards", n)
        return _.n("the ship deck has only {n} card", "the ship deck has only {n} cards", n)
    if state.credits[p] < BUY_COST + extra:
        return _("this costs {cost} credits; you have {have}", cost=BUY_COST + extra,
                 have=state.credits[p])
    return None


def _buy_apply(state, p, dec, action):
    kind, extra = action[1], action[2]
    state.credits[p] -= BUY_COST + extra
    seen = tuple(state.decks[kind].pop() for _i in range(extra + 1))
    if extra == 0:
        state.under[p][seen[0]] = []
        state.note(_.msg("{player}: buys {card}.", player=seat(p), card=C.NAME[seen[0]]))
    else:
        state.note(_.msg({"planet": N_("{player}: buys a planet, looking at {n} cards."),
                          "tech": N_("{player}: buys a technology, looking at {n} cards."),
                          "ship": N_("{player}: buys a ship, looking at {n} cards.")}[kind],
                         player=seat(p), n=extra + 1))
        state.pose(p, "keep", kind, seen)


register("buy", _buy_legal, _buy_check, _buy_apply)


def _keep_legal(state, p, dec):
    return [("keep", c) for c in dec[3]]


def _keep_check(state, p, dec, action):
    if len(action) != 2 or action[1] not in dec[3]:
        return _("keep one of the cards you looked at")
    return None


def _keep_apply(state, p, dec, action):
    card = action[1]
    state.under[p][card] = []
    for c in dec[3]:
        if c != card:
            state.decks[dec[2]].insert(0, c)
    state.note(_.msg("{player}: keeps {card}; the others go under the deck.", player=seat(p),
                     card=C.NAME[card]))


register("keep", _keep_legal, _keep_check, _keep_apply)


# --- discover / develop / build --------------------------------------------------------------
def cost(state, p: int, card: int) -> int:
    """Icons still to pay for a card under construction: 5 + cards of its kind in the empire,
    minus Ongoing discounts and the icons prepared under it."""
    kind = C.KIND[card]
    base = 5 + state.count_kind(p, kind)
    for x in state.ongoing(p, "discount"):
        if x[0] == kind:
            base -= x[1]
    return max(0, base - prepared(state, p, card))


def prepared(state, p: int, card: int) -> int:
    color = C.KIND_COLOR[C.KIND[card]]
    return sum(C.half_icons(r, h, color, True) for r, h in state.under[p][card])


def _make_legal(verb):
    kind = C.VERB_KIND[verb]
    color = C.KIND_COLOR[kind]

    def legal(state, p, dec):
        out = []
        lim = state.limit(p, kind)
        for card in state.under[p]:
            if C.KIND[card] != kind:
                continue
            for pay in payment.payments(state, p, color, True, lim, cost(state, p, card)):
                out.append((verb, card, "L", pay))
                out.append((verb, card, "O", pay))
        return out
    return legal


def _make_check(verb):
    kind = C.VERB_KIND[verb]

    def check(state, p, dec, action):
        if len(action) != 4 or not is_int(action[1]) or action[2] not in ("L", "O"):
            return _("{verb} with ('{verb}', card, 'L' or 'O', (resource cards...))", verb=verb)
        card = action[1]
        if card not in state.under[p]:
            return _("that card is not under construction in your area")
        if C.KIND[card] != kind:
            return _({"planet": N_("{card} is not a planet; choose the action of its kind"),
                      "tech": N_("{card} is not a technology; choose the action of its kind"),
                      "ship": N_("{card} is not a ship; choose the action of its kind")}[kind],
                     card=C.NAME[card])
        return payment.check(state, p, action[3], C.KIND_COLOR[kind], True,
                             state.limit(p, kind), cost(state, p, card))
    return check


def _construct_apply(state, p, dec, action):
    payment.spend(state, p, action[3])
    place(state, p, action[1], action[2])


for _verb in ("discover", "develop", "build"):
    register(_verb, _make_legal(_verb), _make_check(_verb), _construct_apply)


# --- automatic construction --------------------------------------------------------------------
def _auto_legal(state, p, dec):
    kind = dec[2]
    out = []
    for card in state.under[p]:
        if C.KIND[card] == kind:
            out.append(("auto", card, "L"))
            out.append(("auto", card, "O"))
    return out + [("skip",)] if out else []


def _auto_check(state, p, dec, action):
    if action == ("skip",):
        return None
    if action[0] != "auto" or len(action) != 3 or action[2] not in ("L", "O"):
        return _("choose ('auto', card, 'L' or 'O') or ('skip',)")
    if action[1] not in state.under[p] or C.KIND[action[1]] != dec[2]:
        return _({"planet": N_("choose a planet under construction in your area"),
                  "tech": N_("choose a technology under construction in your area"),
                  "ship": N_("choose a ship under construction in your area")}[dec[2]])
    return None


def _auto_apply(state, p, dec, action):
    if action[0] == "skip":
        return
    place(state, p, action[1], action[2])


register("auto", _auto_legal, _auto_check, _auto_apply)
register("skip", lambda s, p, d: [], _auto_check, _auto_apply)


# --- trade resources ---------------------------------------------------------------------------
def _trade_legal(state, p, dec):
    out = []
    lim = state.limit(p)
    for color in C.COLORS:
        src = payment.sources(state, p, color, True, planets=False)
        for sub in payment.listed_subsets(src, lim):
            out.append(("trade", color, sub))
    return out


def _trade_check(state, p, dec, action):
    if len(action) != 3 or action[1] not in C.COLORS:
        return _("trade with ('trade', R|B|G|Y, (resource cards from your hand...))")
    if not action[2]:
        return _("choose at least one resource card to trade")
    return payment.check(state, p, action[2], action[1], True, state.limit(p), 0, planets=False)


def trade_value(state, p: int, color: str, res: tuple) -> int:
    return (payment.icons_of(state, p, res, color, True, planets=False)
            + state.ongoing_sum(p, "trade"))


def _trade_apply(state, p, dec, action):
    gain = trade_value(state, p, action[1], action[2])
    payment.spend(state, p, action[2])
    state.credits[p] += gain
    state.note(_.nmsg("{player}: trades {n} resource card ({color}) for {credits}.",
                      "{player}: trades {n} resource cards ({color}) for {credits}.",
                      len(action[2]), player=seat(p), color=_color(action[1]),
                      credits=_.nmsg("{n} credit", "{n} credits", gain)))


register("trade", _trade_legal, _trade_check, _trade_apply)


# --- remove blockades --------------------------------------------------------------------------
def _row_tokens(state, p, kind):
    return sum(t for c, t in state.blocks[p].items() if C.KIND[c] == kind)


def _unblock_legal(state, p, dec):
    out = []
    for kind in C.BUILT_KINDS:
        if not _row_tokens(state, p, kind):
            continue
        src = payment.sources(state, p, C.KIND_COLOR[kind], True)
        have = dict(src)
        for sub in payment.listed_subsets(src, state.limit(p)):
            if sum(have[c] for c in sub) >= 2:
                out.append(("unblock", kind, sub))
    return out


def _unblock_check(state, p, dec, action):
    if len(action) != 3 or action[1] not in C.BUILT_KINDS:
        return _("remove blockades with ('unblock', planet|tech|ship, (resource cards...))")
    kind = action[1]
    if not _row_tokens(state, p, kind):
        return _({"planet": N_("there is no blockade token on your planet row"),
                  "tech": N_("there is no blockade token on your technology row"),
                  "ship": N_("there is no blockade token on your ship row")}[kind])
    return payment.check(state, p, action[2], C.KIND_COLOR[kind], True, state.limit(p), 2)


def _unblock_apply(state, p, dec, action):
    kind, res = action[1], action[2]
    n = payment.icons_of(state, p, res, C.KIND_COLOR[kind], True) // 2
    payment.spend(state, p, res)
    removed = 0
    for c in [c for c in state.blocks[p] if C.KIND[c] == kind]:
        take = min(n - removed, state.blocks[p][c])
        remove_tokens(state, p, c, take)
        removed += take
    if kind == "planet":
        msg = _.nmsg("{player}: removes {n} blockade token from the planet row.",
                     "{player}: removes {n} blockade tokens from the planet row.", removed,
                     player=seat(p))
    elif kind == "tech":
        msg = _.nmsg("{player}: removes {n} blockade token from the technology row.",
                     "{player}: removes {n} blockade tokens from the technology row.", removed,
                     player=seat(p))
    else:
        msg = _.nmsg("{player}: removes {n} blockade token from the ship row.",
                     "{player}: removes {n} blockade tokens from the ship row.", removed,
                     player=seat(p))
    state.note(msg)

def _color(color: str):
    """A colour's name, kept as a message (it follows the language of the log)."""
    return _.msg({"R": N_("red"), "B": N_("blue"), "G": N_("green"), "Y": N_("gold")}[color])


register("unblock", _unblock_legal, _unblock_check, _unblock_apply)
