"""Playing a game at the kit's controller until the table marks another seat's moves: the
games' mark tests (tests/<id>_ui/test_recent.py) share it."""
import random
import re

from game.core import Record, registry
from tests.saves import save_of
from tests.table.turns import human_turns
from ui.table.controller import Controller
from ui.table.session import Session


def until_marked(game: str, ui, players: int, want: str, seed: int = 3, options=None,
                 limit: int = 400):
    """(controller, html) at the first human decision whose summary line contains `want`;
    the human seat 0 decides at random, the others are easy AI seats."""
    options = dict(options or {})
    registry.game(game).new_game(players, options, seed)
    save = save_of(Record(game, players, options, seed, []), ("Ann", "Bot", "Cy", "Di"),
                   ("human",) + ("ai",) * (players - 1), "easy")
    s = Session(save, clears_marks=ui.clears_marks)
    ctl = Controller(s, ui)
    rng = random.Random(seed)
    for _ in human_turns(ctl, limit, to_end=False):
        html = "".join(ctl.render(parts=True))
        line = re.search(r'<p class="tk-recent">(.*?)</p>', html)
        if line and want in line.group(1):
            return ctl, html
        p = s.human_to_decide()
        s.apply(p, rng.choice(s.legal(p)))
    raise AssertionError(f"no summary with {want!r}")


def marked(html: str) -> dict:
    """{data-card: badge} of the marked elements."""
    out = {}
    for start in re.findall(r"<[^<>]*\btk-mark\b[^<>]*>", html):
        card = re.search(r'data-card="([^"]*)"', start)
        badge = re.search(r'data-mark="([^"]*)"', start)
        if card and badge:
            out[card.group(1)] = badge.group(1)
    return out
