"""The table kit's learning parts with a toy lesson and reference on Nim: the Rules links and
tab, the lesson's marked controls, a deviation and "Restart this step", an undo, a reload,
the end summary and the first visit's offer (ui/table/learn_control.py, learn_view.py)."""
from __future__ import annotations

import json

import pytest

from game.core import i18n, registry
from tests.fixtures import nim
from tests.fixtures.nim.table import NimUI
from ui.table import lesson as LE
from ui.table.controller import Controller
from ui.table.lesson import Lesson, Step
from ui.table.rules_ref import Entry, Reference
from ui.table.session import Session

from . import lesson_walk as W

REF = Reference("nim", (
    Entry("turn", "Your turn", "Take one to three counters from one pile.", group="Play"),
    Entry("end", "End of the game", "Whoever takes the last counter wins.", group="Play",
          see=("turn",)),
), kinds={"choose": "turn"}, refusals={"{action} is not a legal choice now": "turn"},
    keywords={"pile": "turn"})


def _seed_where_learner_starts() -> int:
    return next(s for s in range(50) if nim.new_game(2, {}, s).turn == 0)


LESSON = Lesson(players=2, seed=_seed_where_learner_starts(), steps=(
    Step(("take", 2, 1), "Take one counter from the last pile.", "Leave 3, 4 and 4.",
         ref="turn"),
    Step(("take", 1, 1), "Take one from the middle pile.", "Keep the piles apart.", ref="end"),
), intro="Nim is a race to the last counter.", finish="Now finish the game.",
    summary=("The last counter wins.",), level="easy")


class LearnNim(NimUI):
    def reference(self):
        return REF

    def lesson(self):
        return LESSON


@pytest.fixture(autouse=True)
def nim_registered(monkeypatch):
    monkeypatch.setattr(i18n, "DOMAINS", i18n.DOMAINS + ("nim",))
    registry.register(nim.GAME)
    yield
    registry.unregister(nim.GAME.id)


def test_the_reference_searches_and_maps_refusals_kinds_and_keywords():
    assert [e.key for e in REF.search("LAST counter")] == ["end"]
    assert REF.search("") == list(REF.entries)
    assert REF.for_refusal("('take', 9, 9) is not a legal choice now") == "turn"
    assert REF.for_refusal("something else") is None
    with pytest.raises(ValueError, match="name no entry"):
        Reference("nim", REF.entries, kinds={"x": "missing"})


def test_a_decision_has_a_rules_link_and_the_tab_opens_its_entry():
    s, c = W.start(LearnNim())
    W.settle(c)
    page = W.html(c)
    assert 'data-act="ref:turn"' in page and 'class="tk-ref tk-ref-kind"' in page
    assert c.click("ref:end") == {"render", "ref"}
    page = W.html(c)
    assert 'id="tk-ref-title"' in page and "Whoever takes the last counter wins." in page
    assert 'data-act="panel:rules"' in page and 'data-ref-search="1"' in page
    assert "See also" in page and 'data-act="ref:turn"' in page


def test_following_the_marked_controls_plays_the_steps_then_free_play_and_the_summary():
    s, c = W.start(LearnNim())
    W.settle(c)
    page = W.html(c)
    assert 'id="tk-lesson"' in page and 'data-step="0"' in page
    assert "Nim is a race to the last counter." in page
    i = s.legal(0).index(("take", 2, 1))
    assert W.marked(c) == [f"opt:{i}"]
    clicks = W.walk(c)
    assert len(clicks) == 2
    at = c.lesson_at()
    assert at["mode"] == "free" and at["step"] == 2 and len(at["done"]) == 2
    W.settle(c)
    if not s.is_over():
        assert "Now finish the game." in W.html(c)
        c.click("lesson:ok")
        assert 'id="tk-lesson"' not in W.html(c)
    W.play_out(c)
    assert 'id="tk-lesson-summary"' in W.html(c) and "The last counter wins." in W.html(c)


def test_a_deviation_says_what_changed_and_restart_goes_back_to_the_step():
    s, c = W.start(LearnNim())
    W.settle(c)
    other = next(i for i, a in enumerate(s.legal(0)) if a != ("take", 2, 1))
    before = s.moves()
    c.click(f"opt:{other}")
    at = c.lesson_at()
    assert at["mode"] == "free" and at["at"] == before and at["chose"]
    W.settle(c)
    page = W.html(c)
    if c.decider() is not None:
        assert 'data-act="lesson:restart"' in page and "the lesson suggested" in page
        assert 'data-lesson="1"' not in page
    c.click("lesson:restart")
    assert s.moves() == before and c.lesson_at()["mode"] == "guided"
    assert c.lesson_at()["step"] == 0 and W.marked(c)


def test_undo_in_a_lesson_goes_back_a_step_and_a_reload_resumes_it():
    s, c = W.start(LearnNim())
    W.settle(c)
    c.click(W.marked(c)[0])
    W.settle(c)
    assert c.lesson_at()["step"] == 1
    saved = json.loads(json.dumps(s.save))
    c2 = Controller(Session(saved), LearnNim())
    W.settle(c2)
    assert c2.lesson_at()["step"] == 1 and 'data-step="1"' in W.html(c2)
    c.click("undo")
    assert c.lesson_at()["step"] == 0 and c.lesson_at()["done"] == []


def test_a_damaged_lesson_entry_is_an_ordinary_game():
    assert LE.progress({"meta": {"lesson": {"step": -1, "mode": "guided"}}}) is None
    assert LE.progress({"meta": {"lesson": "x"}}) is None
    assert LE.progress({"meta": []}) is None


def test_the_first_table_offers_the_lesson_once():
    s, c = W.start(LearnNim())
    s.save["meta"].pop("lesson")
    W.settle(c)
    assert 'id="tk-learn-offer"' in W.html(c)
    assert c.click("learn:no") == {"render", "settings"}
    assert c.settings["learn_offered:nim"] is True
    assert 'id="tk-learn-offer"' not in W.html(c)
    c2 = Controller(s, LearnNim(), {"learn_offered:nim": True})
    assert 'id="tk-learn-offer"' not in W.html(c2)
    assert "learn" in Controller(Session(s.save), LearnNim()).click("learn:start")
