"""Prepare resources (basic action 5): choose one row of the cards under construction
(planets, technologies or ships) and tuck resource cards of the row's colour (gold allowed)
under one or several cards of it, within the row's assembly limit. They pay for the card later
and do not count toward the assembly limit when it is built.

The action is flat: ("prepare", card, (resource cards...), card, (resource cards...), ...), so
a preparation under one card, ("prepare", card, (resources...)), is also edition 0's, which
allowed only that (editions.py). The listing offers every subset of the 5 richest sources
under each card, richest first, and splits of them over two or more of the row's 3 cards
closest to completion that put no card beyond what it still needs (at most MAX_SPLITS a row,
the richest first); any valid preparation is accepted.
"""
from itertools import product

from game.core.i18n import domain
from game.core.seats import seat

from . import cards as C
from . import payment
from .basic import cost
from .decisions import register, is_int
from .editions import old_rules

_ = domain("artifacts")

MAX_SPLITS = 24      # splits listed a row (the richest first)
SPLIT_CARDS = 3      # splits are listed over the 3 cards of the row closest to completion


def _row_legal(state, p, kind: str) -> list:
    need = {c: cost(state, p, c) for c in state.under[p] if C.KIND[c] == kind}
    cards = [c for c, n in need.items() if n > 0]
    if not cards:
        return []
    src = payment.sources(state, p, C.KIND_COLOR[kind], True)
    icons = dict(src)
    subs = [(sum(icons[r] for r in sub), sub)
            for sub in payment.listed_subsets(src, state.limit(p, kind))]
    subs.sort(key=lambda x: (-x[0], len(x[1]), x[1]))
    out = [("prepare", card, sub) for card in cards for _n, sub in subs]
    if len(cards) < 2 or old_rules(state):
        return out
    # splits over the SPLIT_CARDS cards closest to completion, richest first
    near = sorted(cards, key=lambda c: (need[c], cards.index(c)))[:SPLIT_CARDS]
    near.sort(key=cards.index)
    splits: list = []
    for _total, sub in subs:
        if len(sub) < 2:
            continue
        if len(splits) >= MAX_SPLITS:
            break
        for owners in product(near, repeat=len(sub)):
            if len(set(owners)) < 2:
                continue                  # under one card: listed above
            groups = {c: tuple(r for r, o in zip(sub, owners) if o == c) for c in near}
            if any(g and sum(icons[r] for r in g) - min(icons[r] for r in g) >= need[c]
                   for c, g in groups.items()):
                continue                  # a card given more than it still needs
            parts: list = ["prepare"]
            for c in near:
                if groups[c]:
                    parts += [c, groups[c]]
            splits.append(tuple(parts))
    return out + splits[:MAX_SPLITS]


def _prepare_legal(state, p, dec):
    out = []
    for kind in C.BUILT_KINDS:
        out.extend(_row_legal(state, p, kind))
    return out


def pairs(action: tuple) -> list:
    """[(card, (resource cards...))] of a prepare action."""
    return list(zip(action[1::2], action[2::2]))


def _prepare_check(state, p, dec, action):
    if len(action) < 3 or len(action) % 2 == 0:
        return _("prepare with ('prepare', card under construction, (resource cards...)), "
                 "and more cards of the same row with their resource cards if you like")
    if old_rules(state) and len(action) > 3:
        return _("in this game (an older edition of the rules) a preparation goes under one "
                 "card")
    kind = None
    for card, res in pairs(action):
        if not is_int(card) or card not in state.under[p]:
            return _("that card is not under construction in your area")
        if kind is None:
            kind = C.KIND[card]
        elif C.KIND[card] != kind:
            return _("prepare under the cards of one row only: planets, technologies or ships")
        if not isinstance(res, tuple) or not res:
            return _("choose at least one resource card to prepare")
    cards = action[1::2]
    if len(set(cards)) != len(cards):
        return _("name each card under construction once")
    every = tuple(r for _c, res in pairs(action) for r in res)
    return payment.check(state, p, every, C.KIND_COLOR[kind], True, state.limit(p, kind), 0)


def _prepare_apply(state, p, dec, action):
    for card, res in pairs(action):
        color = C.KIND_COLOR[C.KIND[card]]
        for r in res:
            if r in state.hand[p]:
                state.hand[p].remove(r)
                half = 0 if C.half_icons(r, 0, color, True) >= C.half_icons(r, 1, color,
                                                                             True) else 1
            else:
                for lst in state.on_planet[p].values():
                    hit = [x for x in lst if x[0] == r]
                    if hit:
                        lst.remove(hit[0])
                        half = hit[0][1]
                        break
            state.under[p][card].append((r, half))
        state.note(_.nmsg("{player}: prepares {n} resource card under {card}.",
                          "{player}: prepares {n} resource cards under {card}.", len(res),
                          player=seat(p), card=C.NAME[card]))


register("prepare", _prepare_legal, _prepare_check, _prepare_apply)
