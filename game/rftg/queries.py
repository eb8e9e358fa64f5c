"""The questions a table may ask the engine for one player (`state.query(player, name, *args)`),
answered from what that player knows: their own hand and tableau and the public table.

A widget never applies a rule itself; it asks here (docs/rftg-engine.md, "Queries")::

    >>> from game.rftg import new_game, cards as C
    >>> s = new_game(2, {"first_game": True}, 1)
    >>> s.query(0, "develop_cost", C.card_ids("Space Marines")[0])
    2
"""
from game.core.actions import freeze, is_action

from . import cards as C
from .consume import gain, trade_value
from .develop import cost as develop_cost, cost_with
from .scoring import six_dev_bonus
from .settle import cheapest


def _card(cid) -> int:
    if type(cid) is not int or not 0 <= cid < C.NUM_CARDS:
        raise ValueError(f"{cid!r} is not a card id (0..{C.NUM_CARDS - 1})")
    return cid


def q_develop_cost(state, p: int, cid: int):
    """Cards p would pay for development `cid`: in the Develop phase exactly what the engine
    charges (active powers, Develop bonus); at other times with the discounts of p's whole
    tableau and no bonus. None if `cid` is not a development."""
    if not C.IS_DEV[_card(cid)]:
        return None
    if state.stage == "develop":
        return develop_cost(state, p, cid)
    return cost_with(state.tableau[p], False, cid)


def q_settle_cost(state, p: int, cid: int):
    """The fewest cards p would pay to place world `cid` by any method p has (0 for a conquest
    or a free placement), counting the hand p could pay from; None if `cid` is not a world or
    p cannot place it. In the Settle phase the active powers count, else the whole tableau."""
    if not C.IS_WORLD[_card(cid)]:
        return None
    room = len(state.hand[p]) - (1 if cid in state.hand[p] else 0)
    powers = None if state.stage == "settle" else state.tableau[p]
    return cheapest(state, p, cid, room, powers)


def q_trade_value(state, p: int, world: int) -> int:
    """Cards p would get for selling a good on `world` (with p's trade bonuses; in the Consume
    phase the active powers, else the whole tableau). 0 for a card without a good kind."""
    if not C.GOOD[_card(world)]:
        return 0
    powers = None if state.stage == "consume" else state.tableau[p]
    return trade_value(state, p, world, powers=powers)


def q_six_dev_score(state, p: int, cid: int):
    """What 6-cost development `cid` scores now: in the tableau it lies in, or else as if p
    placed it in theirs. None if `cid` is not a 6-cost development."""
    if not C.SCORING[_card(cid)]:
        return None
    for q in range(state.players):
        if cid in state.tableau[q]:
            return six_dev_bonus(state.tableau[q], state.vp[q], cid)
    return six_dev_bonus(state.tableau[p] + [cid], state.vp[p], cid)


def q_consume_gain(state, p: int, action):
    """{"vp", "cards", "doubled"} that trade/consume action `action` of p gives now (doubled:
    the 2×VP bonus doubled the VP); None if it is not one of p's trade or consume actions."""
    a = action if is_action(action) else freeze(action)
    got = gain(state, p, a) if isinstance(a, tuple) else None
    if got is None:
        return None
    return {"vp": got[0], "cards": got[1], "doubled": got[2]}


def q_label(state, p: int, action) -> str:
    """`action` of p in words (as `state.label`)."""
    return state.label(p, action)


QUERIES = {
    "develop_cost": q_develop_cost,
    "settle_cost": q_settle_cost,
    "trade_value": q_trade_value,
    "six_dev_score": q_six_dev_score,
    "consume_gain": q_consume_gain,
    "label": q_label,
}


def query(state, p: int, name: str, *args):
    """Answer query `name` for seat p. KeyError for an unknown name, ValueError for a bad
    seat or card id."""
    fn = QUERIES.get(name)
    if fn is None:
        raise KeyError(f"Race for the Galaxy has no query {name!r}; known: {', '.join(QUERIES)}")
    if type(p) is not int or not 0 <= p < state.players:
        raise ValueError(f"there is no player {p!r}")
    return fn(state, p, *args)
