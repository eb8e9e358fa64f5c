"""The epochs guided first game (ui/epochs/lesson.py), in CPython: each step's move is legal
when its turn comes (the easy computer answering as in the page) and is what the table's
controls make (a payment step is the payment widget's proposal, confirmed); the game then
reaches its end; the texts are translated and name no card the learner cannot see."""
import re

import pytest

from game.core import Record
from game.epochs import cards as C
from tests.table import lesson_walk
from tests.table.reference_cover import lesson_texts, untranslated_texts
from ui.epochs.board import EpochsUI
from ui.epochs.lesson import LESSON
from ui.epochs.reference import REFERENCE
from ui.epochs.widgets import Pay
from ui.save_format import new_save
from ui.table.session import Session


def lesson_session() -> Session:
    """The lesson's game as the page starts it (ui/app.py start_game with Lesson.settings)."""
    settings = LESSON.settings(("Ann", "Bot"))
    record = Record("epochs", LESSON.players, dict(LESSON.options), LESSON.seed, [])
    record = Record("epochs", LESSON.players, dict(record.start().options), LESSON.seed, [])
    return Session(new_save("epochs", "lesson", record, settings["seats"], settings["meta"]))


def visible_cards(view: dict) -> set:
    """The cards the learner sees: their hand and science cards, the card they are paying for,
    the offer, the discard pile, both universes (planets with their quarters and ships) and the other's cards known from
    the offer."""
    me, other = view["players"][LESSON.seat], view["players"][1 - LESSON.seat]
    out = set(me["hand"]) | set(me["science"]) | set(view["offer"]) | set(view["discard"])
    for pv in (me, other):
        out |= set(pv["tableau"]) | set(pv["researched"]) | set(pv["known_hand"])
        for pl in pv["planets"]:
            out |= {q for q in pl["quarters"] if isinstance(q, int)}
            out |= {pl["ship"]} if pl["ship"] is not None else set()
    if view["pending"]:                    # the card being paid for
        out.add(view["pending"]["card"])
    return out - {-1}


def named_cards(text: str) -> set:
    return {c for c, name in enumerate(C.NAME) if re.search(rf"\b{re.escape(name)}\b", text)}


def walk(check=None) -> Session:
    """Follow the lesson: the computer moves, then each step's move; `check(s, step)` runs
    before each step. Returns the session after the last step (and the computer's answer)."""
    s = lesson_session()
    for step in LESSON.steps:
        s.run_ai()
        assert s.human_to_decide() == LESSON.seat
        if check:
            check(s, step)
        s.apply(LESSON.seat, step.action)
    s.run_ai()
    return s


@pytest.fixture(scope="module")
def walked():
    seen = []

    def check(s, step):
        seen.append((s.view(LESSON.seat), list(s.legal(LESSON.seat)), s.state.decision[0]))
    s = walk(check)
    return s, seen


def test_every_step_is_legal_and_the_game_then_ends(walked):
    s, seen = walked
    assert len(seen) == len(LESSON.steps) >= 12
    for (view, legal, kind), step in zip(seen, LESSON.steps):
        assert step.action in legal or step.action[0] == "pay", step
    assert s.view(LESSON.seat)["epoch"] == 2 and not s.is_over()
    s.seats[LESSON.seat] = dict(s.seats[LESSON.seat], kind="ai")   # the rest by the computer
    s.run_ai()
    assert s.is_over()


def test_a_payment_step_is_the_proposal_the_table_selects():
    def check(s, step):
        if s.state.decision[0] != "pay":
            return
        me = LESSON.seat
        widget = Pay(s.view(me), me, s.legal(me), lambda name, *a: s.query(me, name, *a))
        assert widget.build(widget.initial_selection()) == step.action, step
    walk(check)


def test_the_steps_cover_the_common_decisions(walked):
    _s, seen = walked
    assert {kind for _v, _l, kind in seen} == {"turn", "pay", "research"}
    assert {step.action[0] for step in LESSON.steps} >= {
        "take", "play", "colonize", "ship", "pass", "pay", "research"}


def test_the_steps_name_only_cards_the_learner_sees(walked):
    _s, seen = walked
    for (view, _legal, _kind), step in zip(seen, LESSON.steps):
        hidden = named_cards(step.say + " " + step.why) - visible_cards(view)
        assert not hidden, (step.say, [C.NAME[c] for c in hidden])
    for text in (LESSON.intro, LESSON.finish, *LESSON.summary):
        assert not named_cards(text), text


def test_steps_link_reference_entries_and_texts_are_translated():
    assert all(REFERENCE.entry(step.ref) for step in LESSON.steps)
    assert untranslated_texts("epochs", lesson_texts(LESSON)) == []
    assert LESSON.seat == 0 and LESSON.level == "easy" and LESSON.players == 2


def test_the_table_marks_each_steps_controls_to_the_end():
    """Through the kit's controller, clicking the first control marked for the step each
    time (tests/table/lesson_walk.py): every step followed, then the game finished."""
    s, c = lesson_walk.start(EpochsUI())
    clicks = lesson_walk.walk(c)
    at = c.lesson_at()
    assert at["step"] == len(LESSON.steps) and "at" not in at, at    # never left the script
    assert len(clicks) >= len(LESSON.steps)
    assert s.view(LESSON.seat)["epoch"] == 2
    lesson_walk.play_out(c)
    assert s.is_over()
