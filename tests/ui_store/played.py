"""Real saves for the store tests: random legal games of the registered engines."""
from game.core.record import Record
from game.core.rng import Rng
from ui import store as S


def played_record(game="rftg", players=2, seed=7, moves=30, policy_seed=1):
    """A record of `moves` random legal actions (fewer if the game ends first)."""
    record = Record(game, players, {}, seed, [])
    state = record.start()
    rng = Rng(policy_seed)
    actions = []
    while len(actions) < moves and not state.is_over():
        player = state.deciders()[0]
        action = rng.choice(state.legal_actions(player))
        state.apply(player, action)
        actions.append((player, action))
    return Record(game, players, dict(state.options), seed, actions)


def played_save(name="Played", game="rftg", players=2, seed=7, moves=30, policy_seed=1,
                status=None):
    record = played_record(game, players, seed, moves, policy_seed)
    seats = [{"name": "Ada", "kind": "human", "level": None}]
    seats += [{"name": f"Bot {i}", "kind": "ai", "level": "normal"} for i in range(1, players)]
    meta = {"status": status} if status is not None else {}
    return S.new_save(game, name, record, seats, meta,
                      clock=lambda: "2026-11-26T06:12:00+00:00")
