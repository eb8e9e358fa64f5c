"""Which phases run this round and who gets each phase's bonus (incl. advanced doubles)."""
from .constants import ACTION_PHASE, PHASES

_COUNTS = {}


def count_cards(chosen, phase):
    """How many of the chosen action cards call `phase` (advanced: up to 2 for develop/settle)."""
    key = (chosen, phase)
    got = _COUNTS.get(key)
    if got is None:
        got = _COUNTS[key] = sum(1 for a in chosen if ACTION_PHASE[a] == phase)
    return got


def has_bonus(state, p, phase, instance):
    """Does player p get the bonus of this phase instance? In the advanced 2-player game the
    second of two Develop/Settle phases only rewards a player who chose both cards."""
    return count_cards(state.chosen[p], phase) >= instance


_QUEUES = {}


def build_queue(state):
    key = tuple(state.chosen)
    got = _QUEUES.get(key)
    if got is None:
        got = _QUEUES[key] = tuple(_build_queue(state))
    return list(got)


def _build_queue(state):
    """The phases of this round in order: each chosen phase once (advanced: twice for a
    player who chose both Develop or both Settle cards)."""
    queue = []
    for phase in PHASES:
        most = max(count_cards(ch, phase) for ch in state.chosen)
        if phase not in ("develop", "settle"):
            most = min(most, 1)
        for inst in range(1, most + 1):
            queue.append((phase, inst))
    return queue
