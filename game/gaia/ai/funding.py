"""Funded main actions: the main actions a player cannot pay now but could after a few free
conversions (power to QIC, knowledge, ore or credits; burning power first if bowl III is short;
surplus QIC to ore, ore or knowledge to credits), each with the conversions that pay for it.

The one-ply ranking (ai/lookahead.rank_turn) tries one conversion before a main action; people
chain several (two ore and three credits for a lab out of bowl III). `funded_actions(st,
player, before, mains_of)` finds them: it lists the main actions of a copy given every resource the power
and the surplus could buy (a superset), and for each one not already legal works out the
shortfall from the action's cost and a plan of unit conversions that covers it (most power
first, then the surplus), checked on a copy. Only the standard conversions are planned (the
factions' own conversions are tried by the one-conversion candidates).

    >>> from game.gaia.ai.funding import plan_conversions
    >>> plan_conversions({"o": 1, "c": 2}, have={"c": 0, "o": 1, "k": 0, "q": 0}, power=6, burnable=0)
    [('spend', '3pw', '1o'), ('spend', '1pw', '1c'), ('spend', '1pw', '1c')]
"""
from typing import Optional

from .. import data
from ..build import Refused, build_check, building_of, can_pay
from ..effects import parse_rewards
from .position import play

PW_FOR = {"q": 4, "k": 4, "o": 3, "c": 1}
MAX_FUNDED = 20          # candidates kept: upgrades, research, power actions, then new buildings
MAX_STEPS = 8            # conversions in one plan at most


def action_cost(st, player: int, action) -> Optional[dict]:
    """What a main action costs in c, o, k, q and pw (None when it is not known here or the
    player cannot pay it on `st`: pass a copy with resources to spare)."""
    kind = action[0]
    if kind == "up":
        return {"k": 4}
    if kind == "action":
        cost = parse_rewards(data.board()["actions"][action[1]]["cost"])
    elif kind == "build":
        try:
            cost, _ = build_check(st, player, action[1], _hex(st, action[2]), afford=False)
        except Refused:
            return None
    else:
        return None
    out = {}
    for n, k in cost:
        if k in ("c", "o", "k", "q", "pw"):
            out[k] = out.get(k, 0) + n
    return out


def _hex(st, label):
    return st.map.parse(label)


def plan_conversions(short: dict, have: dict, power: int, burnable: int,
                     reserve_pw: int = 0) -> Optional[list]:
    """Unit conversions (and a burn first if needed) that cover `short` (resource -> units
    missing), or None. `have` is what is held after the action's own cost (the surplus that
    may be converted), `power` the spendable power, `reserve_pw` power the action itself
    spends."""
    short = {k: n for k, n in short.items() if n > 0}
    surplus = {k: max(n, 0) for k, n in have.items()}
    steps = []
    pw_need = 0
    # power first; surplus QIC (for ore) and ore or knowledge (for credits) only when the
    # power is short, and a burn only when that is not enough
    for k in ("q", "k", "o", "c"):
        pw_need += PW_FOR[k] * short.get(k, 0)
    pw_have = power - reserve_pw
    plan_short = dict(short)
    while pw_need > pw_have and plan_short.get("o", 0) > 0 and surplus.get("q", 0) > 0:
        surplus["q"] -= 1
        plan_short["o"] -= 1
        pw_need -= PW_FOR["o"]
        steps.append(("spend", "1q", "1o"))
    for k in ("o", "k"):
        while pw_need > pw_have and plan_short.get("c", 0) > 0 and surplus.get(k, 0) > 0:
            surplus[k] -= 1
            plan_short["c"] -= 1
            pw_need -= 1
            steps.append(("spend", f"1{k}", "1c"))
    burn = 0
    if pw_need > pw_have:
        burn = pw_need - pw_have
        if burn > burnable:
            return None
    for k in ("q", "k", "o", "c"):
        for _ in range(plan_short.get(k, 0)):
            steps.append(("spend", f"{PW_FOR[k]}pw", f"1{k}"))
    if burn:
        steps.insert(0, ("burn", burn))
    if not steps or len(steps) > MAX_STEPS:
        return None
    return steps


def funded_actions(st, player: int, before: set, mains_of) -> list:
    """(conversions + [action]) lists for main actions that become payable by conversions.
    `before` holds the actions already legal; `mains_of(state, player)` lists main actions."""
    pl = st.pl[player]
    power = pl.spendable_power()
    burnable = pl.burnable()
    total = power + burnable
    if total <= 0 and pl.q <= 0 and pl.o <= 0 and pl.k <= 0:
        return []
    rich = st.clone()
    rp = rich.pl[player]
    rp.o += total // 3 + pl.q
    rp.c += total + pl.o + pl.k
    rp.k += total // 4
    rp.q += total // 4
    rp.p[2] += burnable
    rich._legal_cache = None
    have0 = {"c": pl.c, "o": pl.o, "k": pl.k, "q": pl.q}
    out = []
    for a in mains_of(rich, player):
        if a in before or a[0] not in ("build", "up", "action"):
            continue
        cost = action_cost(rich, player, a)
        if not cost:
            continue
        short = {k: cost.get(k, 0) - have0[k] for k in have0}
        if all(n <= 0 for n in short.values()) and cost.get("pw", 0) <= power:
            continue
        have = {k: have0[k] - cost.get(k, 0) for k in have0}
        steps = plan_conversions(short, have, power, burnable, reserve_pw=cost.get("pw", 0))
        if steps is None:
            continue
        new = a[0] == "build" and building_of(st, player, _hex(st, a[2])) is None
        out.append((new, len(steps), steps + [a], cost))
    # upgrades, research and power actions first (few), then new mines by the fewest steps
    out.sort(key=lambda x: (x[0], x[1]))
    return [(acts, cost) for _, _, acts, cost in out[:MAX_FUNDED]]


def payable_after(st, player: int, acts, cost: dict) -> bool:
    """Can `player` make the last of `acts` on `st` (the copy the conversions were applied
    to)? Builds are checked again by the rules (burning removes tokens a Gaia project needs)."""
    action = acts[-1]
    if action[0] == "build":
        try:
            build_check(st, player, action[1], _hex(st, action[2]))
        except Refused:
            return False
        return True
    need = tuple((n, k) for k, n in cost.items() if n > 0)
    return can_pay(st.pl[player], need)


def convert(st, player: int, action) -> bool:
    """Apply a planned conversion to `st` if the player can make it (False if not)."""
    pl = st.pl[player]
    if action[0] == "burn":
        if not 1 <= action[1] <= pl.burnable():
            return False
    elif not can_pay(pl, parse_rewards(action[1])):
        return False
    play(st, player, action)
    return True
