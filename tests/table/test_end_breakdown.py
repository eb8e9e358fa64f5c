"""Every game's end screen shows each seat's score breakdown, and the parts add up to the total
the table names (and to the engine's score): Race for the Galaxy, Gaia Project, Alien
Artifacts and Three Epochs of Space, after random games at two player counts.

The end screens mark what they show (docs/table-kit.md, "End screen"): each seat's breakdown
is inside an element with `data-score-seat`, its parts carry `data-vp-part`, its total
`data-vp-total`."""
import re

import pytest

from game.core import Record, registry
from game.core.random_play import random_policy
from game.core.rng import Rng
from tests.saves import save_of
from ui.gaia.board import GaiaUI
from ui.artifacts.board import ArtifactsUI
from ui.epochs.board import EpochsUI
from ui.rftg.board import RaceUI
from ui.table import screens as SC
from ui.table.session import Session

UIS = {"rftg": RaceUI, "gaia": GaiaUI, "artifacts": ArtifactsUI, "epochs": EpochsUI}


def breakdowns(html: str) -> dict:
    """{seat: (parts, totals)} read from the marks of an end screen."""
    out = {}
    chunks = re.split(r'data-score-seat="(\d+)"', html)
    for seat, chunk in zip(chunks[1::2], chunks[2::2]):
        parts = [int(x) for x in re.findall(r'data-vp-part="(-?\d+)"', chunk)]
        totals = [int(x) for x in re.findall(r'data-vp-total="(-?\d+)"', chunk)]
        out[int(seat)] = (parts, totals)
    return out


def end_screen(game_id: str, players: int, seed: int) -> tuple[str, list]:
    spec = registry.game(game_id)
    record = Record(game_id, players, spec.default_options(), seed, []).upgraded()
    st = record.start()
    choose = random_policy(Rng(seed))
    actions = []
    while not st.is_over():
        p = st.deciders()[0]
        a = choose(st, p)
        st.apply(p, a)
        actions.append((p, a))
    names = ("Ann", "Bob", "Cy", "Di", "Eve")[:players]
    s = Session(save_of(Record(game_id, players, record.options, seed, actions), names,
                        ["human"] + ["ai"] * (players - 1)))
    return SC.end(s, UIS[game_id](), 0), s.scores()


CASES = [(g, n) for g in UIS for n in sorted({min(registry.game(g).player_counts),
                                               max(registry.game(g).player_counts)})]


@pytest.mark.parametrize("game_id,players", CASES)
def test_the_shown_breakdown_adds_up_to_the_total(game_id, players):
    html, scores = end_screen(game_id, players, 11)
    shown = breakdowns(html)
    assert sorted(shown) == list(range(players))
    for seat, (parts, totals) in shown.items():
        assert totals == [scores[seat]], (seat, totals, scores)
        assert parts, seat
        assert sum(parts) == scores[seat], (seat, parts, scores[seat])


def test_gaia_names_the_ten_starting_vp():
    html, scores = end_screen("gaia", 2, 11)
    assert html.count(">start: 10 VP<") == 2
