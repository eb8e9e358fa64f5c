"""Deck statistics by the categories of seed 001's card table (computed from the card data)."""
from collections import Counter

from . import cards as C

_KN = {C.NOVELTY: "novelty", C.RARE: "rare", C.GENE: "gene", C.ALIEN: "alien"}


def _bonus_hist(ids, table):
    h = Counter(f"{table[c]:+d}" for c in ids if table[c] > 0)
    return dict(sorted(h.items()))


def deck_stats():
    ids = range(C.NUM_CARDS)
    start = [c for c in ids if C.START_NUM[c] >= 0]
    worlds = [c for c in ids if C.IS_WORLD[c]]
    devs = [c for c in ids if C.IS_DEV[c]]
    mil = [c for c in worlds if C.MILITARY[c]]
    out = {"total": C.NUM_CARDS}
    out["start_worlds"] = {"total": len(start),
                           "non_military": sum(1 for c in start if not C.MILITARY[c]),
                           "military": sum(1 for c in start if C.MILITARY[c])}
    out["other_military_worlds"] = sum(1 for c in mil if c not in start)
    out["other_non_military_worlds"] = sum(1 for c in worlds if not C.MILITARY[c] and c not in start)
    out["six_cost_developments"] = sum(1 for c in devs if C.COST[c] == 6)
    other = [c for c in devs if C.COST[c] != 6]
    out["other_developments"] = {"cards": len(other),
                                 "designs": len({C.DESIGN[c] for c in other})}
    by_def = {}
    for d in range(1, 8):
        at = [c for c in mil if C.COST[c] == d]
        by_def[str(d)] = {"total": len(at), "rebel": sum(1 for c in at if C.REBEL[c]),
                          "alien": sum(1 for c in at if C.GOOD[c] == C.ALIEN),
                          "start": sum(1 for c in at if c in start)}
    out["military_worlds"] = {"total": len(mil), "by_defense": by_def,
                              "contact_specialist_excluded": sum(1 for c in mil
                                                                 if C.GOOD[c] == C.ALIEN)}
    out["military_bonus"] = {
        "developments": _bonus_hist(devs, C.S_MIL),
        "temporary_developments": _bonus_hist(devs, C.S_TACTICS),
        "military_worlds": _bonus_hist([c for c in mil if c not in start], C.S_MIL),
        "non_military_worlds": _bonus_hist([c for c in worlds if not C.MILITARY[c]
                                            and c not in start], C.S_MIL),
        "start_worlds": _bonus_hist(start, C.S_MIL),
        "against_rebel": {"cards": sum(1 for c in ids if C.S_MIL_REBEL[c]),
                          "targets": sum(1 for c in mil if C.REBEL[c])},
        "against_alien": {"developments": sum(1 for c in devs if C.S_MIL_KIND[c][C.ALIEN]),
                          "worlds": sum(1 for c in worlds if C.S_MIL_KIND[c][C.ALIEN]),
                          "targets": sum(1 for c in mil if C.GOOD[c] == C.ALIEN)},
        "against_rare": {"cards": sum(1 for c in ids if C.S_MIL_KIND[c][C.RARE]),
                         "targets": sum(1 for c in mil if C.GOOD[c] == C.RARE)},
        "minus_one": sum(1 for c in ids if C.S_MIL[c] < 0),
    }
    paid = [c for c in ids if not C.MILITARY[c]]
    out["placed_by_paying"] = {"total": len(paid), "by_cost": {
        str(k): {"developments": sum(1 for c in paid if C.COST[c] == k and C.IS_DEV[c]),
                 "worlds": sum(1 for c in paid if C.COST[c] == k and C.IS_WORLD[c])}
        for k in range(7)}}
    for label, test in (("windfall_worlds", lambda c: C.WINDFALL[c]),
                        ("production_worlds", lambda c: C.GOOD[c] and not C.WINDFALL[c])):
        sel = [c for c in worlds if test(c)]
        entry = {"total": len(sel)}
        for k, name in _KN.items():
            of = [c for c in sel if C.GOOD[c] == k]
            entry[name] = {"total": len(of),
                           "non_military": sum(1 for c in of if not C.MILITARY[c]),
                           "military": sum(1 for c in of if C.MILITARY[c])}
        out[label] = entry
    out["windfall_producers"] = {
        "developments_of_a_kind": sum(1 for c in devs if any(C.P_WINDFALL[c])),
        "worlds_of_a_kind": sum(1 for c in worlds if any(C.P_WINDFALL[c])),
        "worlds_any_kind": sum(1 for c in worlds if 0 in C.P_WINDFALL[c]),
    }
    goods_types = (C.C_GOODS, C.C_TWO, C.C_3DIFF, C.C_ALL, C.C_TRADE)
    eats = [c for c in ids if any(pw[1] in goods_types for pw in C.CONSUME[c])]
    out["consume_goods"] = {
        "total": len(eats),
        "non_military_worlds": sum(1 for c in eats if C.IS_WORLD[c] and not C.MILITARY[c]),
        "of_which_start_worlds": sum(1 for c in eats if c in start),
        "military_worlds": sum(1 for c in eats if C.IS_WORLD[c] and C.MILITARY[c]),
        "developments": sum(1 for c in eats if C.IS_DEV[c]),
    }
    hand = [c for c in ids if any(pw[1] == C.C_HAND for pw in C.CONSUME[c])]
    out["consume_hand_cards"] = {"developments": sum(1 for c in hand if C.IS_DEV[c]),
                                 "worlds": sum(1 for c in hand if C.IS_WORLD[c])}
    return out
