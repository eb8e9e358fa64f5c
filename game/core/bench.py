"""Decision-time benchmark of any game's AI levels: the same code in CPython and in the page
(Pyodide, through tools/ai_bench_page.py).

Decision points come from seeded games played by one agent (every few decisions with more than
one legal action); each level then decides each point once, running `think` in slices as the
page does. A game's `ai/bench.py` says which games and which agent make the points and which
level to time; the timings are in milliseconds::

    points = decision_points(lambda s: new_game(2, {}, s), lambda s: make_agent("easy", s),
                             count=40, seed=1, players=2, every=4)
    time_level(lambda s: make_agent("hard", s), points)
    # {'decisions': 40, 'p50': ..., 'p95': ..., 'max': ..., 'max_slice': ...}
"""
from __future__ import annotations

import copy
import time
from typing import Callable, Iterator

from .agents import Agent
from .protocol import GameState
from .tournament import percentile


def decision_positions(state: GameState, agents: list, every: int) -> Iterator[tuple]:
    """(state, player) at every `every`-th decision with more than one legal action while
    `agents[seat]` play `state` to the end. The state is live: it moves on when the next
    position is asked for (clone it, or copy its view, to keep one)."""
    k = 0
    while not state.is_over():
        p = state.deciders()[0]
        legal = state.legal_actions(p)
        if len(legal) > 1:
            k += 1
            if k % every == 0:
                yield state, p
        state.apply(p, agents[p].choose(state.view(p), legal, p))


def decision_points(new_state: Callable[[int], GameState], make_agent: Callable[[int], Agent],
                    count: int, seed: int, players: int, every: int) -> list:
    """[(view, legal, player)] from games `new_state(seed * 1000 + game)` played by agents
    `make_agent(seed * 1000 + game * 10 + seat)`, until `count` points are collected."""
    out: list[tuple[dict, list, int]] = []
    game = 0
    while len(out) < count:
        agents = [make_agent(seed * 1000 + game * 10 + p) for p in range(players)]
        for state, p in decision_positions(new_state(seed * 1000 + game), agents, every):
            # a copy: a view may share some lists with the live state
            out.append((copy.deepcopy(state.view(p)), state.legal_actions(p), p))
            if len(out) == count:
                break
        game += 1
    return out


def time_level(make_agent: Callable[[int], Agent], points: list, seed: int = 0,
               cpu: bool = False) -> dict:
    """Timings (ms) of the agents `make_agent(seed + i)` over the points: decisions, p50, p95,
    max, max_slice (wall clock, or this process's CPU time with `cpu`: on a loaded machine the
    wall clock also counts the time other programs had the processor)."""
    clock = time.process_time if cpu else time.perf_counter
    totals, worst_slice = [], 0.0
    for i, (view, legal, p) in enumerate(points):
        gen = make_agent(seed + i).think(view, legal, p)
        start = clock()
        while True:
            t0 = clock()
            try:
                next(gen)
            except StopIteration as done:
                worst_slice = max(worst_slice, clock() - t0)
                assert done.value in legal
                break
            worst_slice = max(worst_slice, clock() - t0)
        totals.append(clock() - start)
    ms = [1000 * t for t in totals]
    return {"decisions": len(ms), "p50": round(percentile(ms, 0.5), 1),
            "p95": round(percentile(ms, 0.95), 1), "max": round(max(ms), 1),
            "max_slice": round(1000 * worst_slice, 1)}
