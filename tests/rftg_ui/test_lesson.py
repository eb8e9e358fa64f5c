"""Race's guided first game (ui/rftg/lesson.py): every step's move is legal when its turn comes,
with the easy computer at the other seat exactly as the page runs it (ui/table/session.py);
the game then reaches its end; the steps cover the common decision kinds; every text is
translated; no text names a card the learner cannot see at that step.

The legality test follows the lesson through the kit's controller by clicking the controls
it highlights (tests/table/lesson_walk.py); the other checks walk the kit's Session directly
(the learner's move at each step, the computer's moves by `run_ai`, as the page runs them)
to look at what the learner sees at each step."""
from __future__ import annotations

import re

import pytest

from game.core import Record
from game.core.i18n import set_language
from game.rftg import cards as C
from tests.table import lesson_walk as LW
from tests.table.reference_cover import lesson_texts, untranslated_texts
from ui.rftg.board import RaceUI
from ui.rftg.lesson import LESSON
from ui.rftg.reference import REFERENCE
from ui.save_format import new_save
from ui.table.session import Session

NAMES = sorted(set(C.NAME), key=len, reverse=True)     # the longest first: no name inside one


def lesson_session() -> Session:
    """A Session of the lesson's game, set up as the app starts it (Lesson.settings)."""
    settings = LESSON.settings(("Ada", "Robo"))
    record = Record("rftg", settings["players"], settings["options"], settings["seed"], [])
    record = Record("rftg", record.players, dict(record.start().options), record.seed, [])
    return Session(new_save("rftg", "lesson", record, settings["seats"], settings["meta"]))


def walk(on_step=None) -> Session:
    """Play the lesson's steps (the computer between them); `on_step(i, session)` is called
    at each step before its move. Returns the session after the last step."""
    s = lesson_session()
    for i, step in enumerate(LESSON.steps):
        s.run_ai()
        assert s.human_to_decide() == LESSON.seat, f"step {i}: the learner does not decide"
        if on_step:
            on_step(i, s)
        legal = s.legal(LESSON.seat)
        assert step.action in legal, f"step {i}: {step.action!r} is not legal: {legal}"
        s.apply(LESSON.seat, step.action)
    return s


def named_cards(text: str) -> set[int]:
    """The card ids (one per name) whose names the text says."""
    found = set()
    for name in NAMES:
        if re.search(rf"(?<![\w']){re.escape(name)}(?![\w])", text):
            found.add(C.NAME.index(name))
            text = text.replace(name, " ")
    return found


def in_view(s: Session, p: int) -> set[str]:
    """The names of the cards the learner sees now: hand, tableaux, the cards offered."""
    v = s.view(p)
    ids = set(v["hand"]) | {c for seat in v["seats"] for c in seat["tableau"]}

    def cards(x):
        if isinstance(x, int) and not isinstance(x, bool):
            yield x
        elif isinstance(x, (tuple, list)):
            for y in x:
                yield from cards(y)
    for a in s.legal(p):
        ids |= {c for c in cards(a[1:]) if 0 <= c < len(C.NAME)}
    return {C.NAME[c] for c in ids}


def test_every_step_is_legal_and_the_game_reaches_its_end():
    s, c = LW.start(RaceUI())
    clicks = LW.walk(c)
    at = c.lesson_at()
    assert at["mode"] == "free" and at["step"] == len(LESSON.steps) and "at" not in at
    assert len(clicks) >= len(LESSON.steps) >= 12 and s.view(0)["round"] >= 5
    mine = walk().save["record"]["actions"]        # the same game as our own loop's
    assert s.save["record"]["actions"][:len(mine)] == mine
    LW.play_out(c)
    assert s.is_over() and len(s.scores()) == 2


def test_the_steps_cover_the_common_decisions_and_name_entries():
    kinds = []
    walk(lambda i, s: kinds.append(s.state._decision_kind(LESSON.seat)))
    assert {"initial_discard", "action", "explore_keep", "develop", "develop_pay", "settle",
            "settle_pay", "trade", "consume"} <= set(kinds)
    for step in LESSON.steps:
        assert REFERENCE.entry(step.ref) is not None, step.ref


def test_no_step_names_a_card_the_learner_cannot_see():
    set_language("en")
    hidden = []

    def check(i, s):
        step = LESSON.steps[i]
        seen = in_view(s, LESSON.seat)
        for cid in named_cards(step.say + " " + step.why):
            if C.NAME[cid] not in seen:
                hidden.append((i, C.NAME[cid]))
    walk(check)
    assert hidden == []


def test_the_texts_name_cards_the_finder_knows():
    """The finder of the test above sees the names of the steps' own cards."""
    assert {C.NAME[c] for c in named_cards(LESSON.steps[0].say)} == {
        "The Last of the Uplift Gnarssh", "Alien Robot Scout Ship"}


def test_the_lesson_texts_are_translated():
    assert untranslated_texts("rftg", lesson_texts(LESSON)) == []


@pytest.mark.parametrize("text", ["intro", "finish"])
def test_intro_and_finish_are_short(text):
    words = getattr(LESSON, text).split()
    assert 10 <= len(words) <= 70
