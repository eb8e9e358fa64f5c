"""Hints at the table (ui/table/hints.py, hint_control.py): the rows made from the hinter's
Rated values (labels, worth in both units, the reason), their marks and selection, the search
run in slices on the deciding seat's view and cancelled at once, and who is offered a hint
(the human seat on turn; in hotseat only behind no curtain; never an AI seat)."""
import importlib

import pytest

from game.core import Record, registry
from game.core.hints import Rated
from game.core.random_play import random_policy
from game.core.rng import Rng
from tests.saves import save_of
from ui.table import hints as HI
from ui.table.controller import Controller
from ui.table.session import Session

UIS = {"rftg": "RaceUI", "gaia": "GaiaUI", "artifacts": "ArtifactsUI", "epochs": "EpochsUI"}


def game_ui(game):
    return getattr(importlib.import_module(f"ui.{game}.board"), UIS[game])()


def table(game, kinds=("human", "ai"), moves=10, seed=3, kind=None):
    """A controller at a decision of seat 0 (of that `kind`) after about `moves` random
    moves."""
    state = registry.game(game).new_game(2, {}, seed)
    choose = random_policy(Rng(1))
    for n in range(400):
        p = state.deciders()[0]
        if n >= moves and p == 0 and kind in (None, (state.view(0).get("decision") or {})
                                                  .get("kind")):
            save = save_of(Record.of(state), ["Ann", "Bob"], list(kinds))
            ui = game_ui(game)
            c = Controller(Session(save, clears_marks=ui.clears_marks), ui)
            if c.curtain is not None:
                c.click("reveal")
            if c.decider() == 0:
                return c
        state.apply(p, choose(state, p))
    raise AssertionError("no decision of seat 0")


def run_hint(c):
    assert c.click("hint") == {"render", "hint"}
    for _ in range(10_000):
        if c.hint_step(5.0):
            return c.hint
    raise AssertionError("the hint never ended")


def test_worth_in_both_units():
    assert HI.worth_text(0.537, "win", 0.9) == "win chance 54 %"
    assert HI.worth_text(12.0, "vp", 12.0) == "best"
    assert HI.worth_text(9.5, "vp", 12.0) == "−2.5 VP"


def test_reason_says_what_changes_numbers_and_new_names():
    before = [("VP", 3), ("cards in hand", 5), ("Tableau", ["Old Earth"])]
    after = [("VP", 5), ("cards in hand", 4), ("Tableau", ["Old Earth", "Gambling World"])]
    assert HI.reason_text(before, after, "rftg") == \
        "VP +2, cards in hand −1, Tableau: + Gambling World"
    assert HI.reason_text(before, before, "rftg") == "No change now: it prepares a later turn."


def test_rows_from_rated_values_with_labels_worth_reason_marks_and_selection(monkeypatch):
    c = table("artifacts")
    s = c.session
    legal = s.legal(0)
    picked = [a for a in legal if a[0] in ("discover", "develop", "build")][:2] or legal[:2]
    seen = {}

    def fake_hinter(self, p, seed=0):
        seen["view"] = self.view(p)
        yield None
        yield None
        return [Rated(picked[0], 7.0, 4, "vp"), Rated(picked[-1], 4.5, 4, "vp")]
    monkeypatch.setattr(Session, "hinter", fake_hinter)
    run = run_hint(c)
    assert seen["view"] == s.view(0)            # the hinter got the seat's view, not the state
    rows = run.rows
    assert [r.rank for r in rows] == [1, 2]
    assert rows[0].label == c.game.log_text(s.label(0, picked[0]), s.names())
    assert rows[0].worth == "best" and (rows[1].worth == "−2.5 VP" or picked[0] == picked[-1])
    assert all(r.reason for r in rows)
    html = "".join(c.render(parts=True))
    assert html.count('class="tk-hint-row"') == len(rows) and "tk-hinted" in html
    assert 'data-hint="1' in html
    c.click("hint:1")                           # selects the move, does not send it
    assert s.moves_by(0) == 0 or c.decider() == 0
    assert c.widget().build(c.sel) == picked[0]
    assert c.hint is not None and c.hint.rows   # still shown until the decision changes


def test_a_real_hint_of_epochs_gives_three_rows_in_win_chances():
    c = table("epochs", moves=6)
    run = run_hint(c)
    assert 1 <= len(run.rows) <= 3
    legal = c.session.legal(0)
    assert all(r.action in legal for r in run.rows)
    assert all(r.worth.startswith("win chance") or len(legal) == 1 for r in run.rows)
    assert all(r.acts for r in run.rows)        # each move's item is marked on the table


def test_the_hint_goes_when_the_decision_changes():
    c = table("epochs", moves=6, kind="turn")
    run_hint(c)
    row = c.hint.rows[0]
    c.click("hint:1")
    if row.sel is not None:
        c.click("confirm")
    else:
        c.click(row.acts[0])
    assert c.current_hint() is None
    assert "tk-hint-row" not in "".join(c.render(parts=True))


def test_cancel_closes_the_search_at_once(monkeypatch):
    c = table("epochs", moves=6)
    closed = []

    def slow_hinter(self, p, seed=0):
        try:
            while True:
                yield None
        finally:
            closed.append(True)
    monkeypatch.setattr(Session, "hinter", slow_hinter)
    c.click("hint")
    assert not c.hint_step(1.0)
    html = "".join(c.render(parts=True))
    assert 'data-act="hint:cancel"' in html and "<progress" in html
    assert c.click("hint:cancel") == {"render"}
    assert closed == [True] and c.hint is None
    assert c.hint_step(1.0)
    assert 'data-act="hint"' in "".join(c.render(parts=True))


def _play_the_best_hint(c) -> None:
    """Ask for a hint, wait for it, and play its best move (seat 0's decision)."""
    c.click("hint")
    while not c.hint_step(5.0):
        pass
    row = c.hint.rows[0]
    c.click(row.acts[0] if row.sel is None else "hint:1")
    if c.decider() == 0:
        c.click("confirm")


def test_hotseat_offers_a_hint_only_to_the_seat_on_turn_behind_no_curtain():
    c = table("epochs", kinds=("human", "human"), moves=6, kind="turn")
    assert c.decider() == 0 and c.hint_offered()
    assert 'data-act="hint"' in "".join(c.render(parts=True))
    _play_the_best_hint(c)
    assert c.curtain == 1 and c.decider() is None      # passed to the other seat
    assert not c.hint_offered() and c.click("hint") == set()
    assert 'data-act="hint"' not in c.render()
    c.click("reveal")
    assert c.decider() == 1 and c.hint_offered() and c.hint is None


def test_no_hint_while_an_ai_seat_decides():
    c = table("epochs", moves=6, kind="turn")
    state_moves = c.session.moves()
    _play_the_best_hint(c)
    assert c.session.moves() > state_moves
    assert c.session.ai_to_decide() == 1 and c.decider() is None
    assert not c.hint_offered() and c.click("hint") == set()
    assert 'data-act="hint"' not in "".join(c.render(parts=True))


def test_a_game_without_hints_offers_no_button(toy_registered):
    from tests.table.test_kit import ToyUI, toy_session
    c = Controller(toy_session(), ToyUI())
    assert c.decider() is not None and not c.hint_offered()
    assert 'data-act="hint"' not in "".join(c.render(parts=True))


@pytest.mark.parametrize("game", ["rftg", "gaia", "artifacts", "epochs"])
def test_each_game_names_its_facts_for_the_reason(game):
    c = table(game, moves=4) if game != "gaia" else None
    ui = game_ui(game)
    if c is None:
        state = registry.game(game).new_game(2, {"variant": "first-game"}, 3)
        view = state.view(0)
    else:
        view = c.session.view(0)
    facts = ui.hint_facts(view, 0)
    assert facts and facts[0][0] == "VP"
