"""Glue between the round flow and the phase modules: bonuses, the phase queue, phase starts."""
from . import selection, explore, develop, settle, consume, produce  # noqa: F401 (register kinds)

START = {
    "explore": explore.start,
    "develop": develop.start,
    "settle": settle.start,
    "consume": consume.start,
    "produce": produce.start,
}
produce_end = produce.finish


def count_cards(chosen, phase):
    """How many of the chosen action cards call `phase` (advanced: up to 2 for develop/settle)."""
    from .state import ACTION_PHASE
    return sum(1 for a in chosen if ACTION_PHASE[a] == phase)


def has_bonus(state, p, phase, instance):
    """Does player p get the bonus of this phase instance? In the advanced 2-player game the
    second of two Develop/Settle phases only rewards a player who chose both cards."""
    return count_cards(state.chosen[p], phase) >= instance


def build_queue(state):
    """The phases of this round in order: each chosen phase once (advanced: twice for a
    player who chose both Develop or both Settle cards)."""
    queue = []
    for phase in ("explore", "develop", "settle", "consume", "produce"):
        most = max(count_cards(ch, phase) for ch in state.chosen)
        if phase not in ("develop", "settle"):
            most = min(most, 1)
        for inst in range(1, most + 1):
            queue.append((phase, inst))
    return queue
