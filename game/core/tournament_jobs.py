"""Running a tournament, or any seeded games, over several processes (command lines only,
never in the page).

Games are dealt to workers by index; each game depends only on (seed, index), so the result
list (sorted by index) equals a sequential run. `make_state` and `make_agent` (and the `fn`
of `each_in_processes`) must be module-level functions so they can be sent to worker
processes.
"""
from typing import Callable, Iterable, Iterator, Optional

from . import tournament


def _chunk(args: tuple) -> list:
    make_state, make_agent, specs, seed, indices = args
    return tournament.run(make_state, make_agent, specs, len(indices), seed, indices=indices)


def run_parallel(make_state: Callable, make_agent: Callable, specs: list, games: int, seed: int,
                 jobs: int = 1, progress: Optional[Callable] = None) -> list:
    """Like tournament.run, over `jobs` processes (jobs <= 1: in this process)."""
    if jobs <= 1 or games < 2:
        return tournament.run(make_state, make_agent, specs, games, seed, progress=progress)
    import multiprocessing   # only when processes are used (the page has none)

    jobs = min(jobs, games)
    size = max(1, min(8, games // (jobs * 4) or 1))
    chunks = [list(range(i, min(i + size, games))) for i in range(0, games, size)]
    results = []
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        for part in pool.imap_unordered(
                _chunk, [(make_state, make_agent, specs, seed, c) for c in chunks]):
            results.extend(part)
            if progress:
                for r in part:
                    progress(r)
    results.sort(key=lambda r: r.index)
    return results


def each_in_processes(fn: Callable, items: Iterable, jobs: int = 1) -> Iterator:
    """`fn(item)` for each item: in this process and in order when jobs <= 1, else in `jobs`
    worker processes as they finish (the same results, in any order)."""
    if jobs <= 1:
        yield from map(fn, items)
        return
    import multiprocessing   # only when processes are used (the page has none)
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap_unordered(fn, items)
