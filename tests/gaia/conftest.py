"""Helpers for the Gaia engine tests: games with chosen factions on the fixed first-game map,
an emptied board for scenario tests, and the recorded games and reference facts the tests read
(copies in tests/data/gaia, so the tests need nothing outside the repository)."""
from pathlib import Path

import pytest

from game.gaia import new_game

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "data" / "gaia"
CORPUS = DATA / "corpus"          # recorded games shipped with the tests (see tests/data/gaia/README.md)
REFERENCE = DATA / "reference"    # the extracted facts tools/gaia_convert_data.py reads


def game(factions, seed=1, **setup):
    """A new game with these factions (seat order) on the first-game map."""
    return new_game(len(factions), {"map": "first-game", "setup": {"factions": list(factions), **setup}},
                    seed)


def advance(st, until=lambda s: s.phase == "actions" and not s.pending):
    """Apply the first legal action until `until(state)` holds."""
    for _ in range(500):
        if until(st):
            return st
        seat = st.deciders()[0]
        st.apply(seat, st.legal_actions(seat)[0])
    raise AssertionError("did not reach the wanted state")


def blank(factions, seed=1, **setup):
    """A game in round 1's action phase with every building removed (scenario tests put their own)."""
    st = advance(game(factions, seed, **setup))
    st.bld.clear()
    st.guest.clear()
    for pl in st.pl:
        pl.occupied = []
        for b in pl.buildings:
            pl.buildings[b] = 0
    return st


def put(st, seat, b, label):
    """Place a building without cost or charging (scenario set-up)."""
    st.place(seat, b, st.map.coord[label], (), 0, phase_move=False)


def rich(pl, c=30, o=15, k=15, q=5, power=(0, 0, 10)):
    pl.c, pl.o, pl.k, pl.q = c, o, k, q
    pl.p = list(power)


def hexes(st, planet):
    return [st.map.label[h] for h in st.map.hexes if st.planet[h] == planet]


@pytest.fixture
def corpus():
    if not (CORPUS / "deep-mind-2.json").exists():
        pytest.fail(f"recorded games not found at {CORPUS}")
    return CORPUS
