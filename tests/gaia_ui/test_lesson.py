"""Gaia Project's guided first game (ui/gaia/lesson.py): each step's move is legal when its
decision comes (the computer and the table's automatic answers playing as on the page), the
game then reaches its end (followed through the kit's controller by its highlighted
controls, tests/table/lesson_walk.py), the steps cover the common decisions, every text is translated and
no text names a tile or hex the learner cannot see at that step."""
import re

from game.core import Record
from game.core.i18n import SOURCE, set_language
from game.gaia import words as W
from tests.table import lesson_walk as LW
from tests.table.reference_cover import lesson_texts, untranslated_texts
from ui.gaia.board import GaiaUI
from ui.gaia.lesson import LESSON
from ui.gaia.reference import REFERENCE
from ui.save_format import new_save
from ui.table.session import Session

UI = GaiaUI()


def lesson_session() -> Session:
    settings = LESSON.settings(("Learner", "Computer"))
    record = Record("gaia", settings["players"], settings["options"], settings["seed"], [])
    return Session(new_save("gaia", "Lesson", record, settings["seats"], settings["meta"]))


def settle(s: Session) -> int | None:
    """The computer's moves and the table's standing answers (the end of a turn with only
    free actions left) until the learner must decide: the learner's seat, or None at the
    end."""
    while True:
        s.run_ai()
        p = s.human_to_decide()
        if p is None:
            return None
        auto = UI.auto_action(s.view(p), p, s.legal(p), {})
        if auto is None:
            return p
        s.apply(p, auto)


def walk():
    """Follow every step; yields (step, the learner's view, legal actions) before each."""
    s = lesson_session()
    for step in LESSON.steps:
        p = settle(s)
        assert p == LESSON.seat
        view, legal = s.view(p), s.legal(p)
        yield s, step, view, legal
        s.apply(p, step.action)


def test_the_lesson_is_followed_through_the_table_and_the_game_then_ends():
    """As a player clicking the highlighted controls (tests/table/lesson_walk.py): one click
    per step, every step's move legal when it comes, then the game is finished."""
    s, c = LW.start(UI)
    clicks = LW.walk(c)
    at = c.lesson_at()
    assert len(clicks) == len(LESSON.steps) and at["step"] == len(LESSON.steps)
    assert at["mode"] == "free" and "chose" not in at
    LW.play_out(c)
    assert s.is_over()


def test_the_steps_cover_the_common_decisions_and_the_easy_computer_can_finish():
    kinds = []
    s = None
    for s, step, view, legal in walk():
        assert step.action in legal, (step.action, view["decision"])
        kinds.append(view["decision"]["kind"])
    assert s is not None
    assert {"setup", "booster", "turn", "charge", "mine", "tech", "research"} <= set(kinds)
    assert 12 <= len(LESSON.steps) <= 40
    # the learner's seat finished by the easy computer, as a learner with the hints might
    s.seats[0] = dict(s.seats[0], kind="ai", level="easy")
    s.run_ai()
    assert s.is_over()


def test_the_steps_link_entries_and_the_texts_are_translated():
    for step in LESSON.steps:
        assert REFERENCE.entry(step.ref) is not None, step.ref
        assert step.say and step.why
    assert untranslated_texts("gaia", lesson_texts(LESSON)) == []


def test_no_step_names_a_tile_or_hex_the_learner_cannot_see():
    """Gaia hides nothing, but a text must still speak of what is on the table: every
    booster, tech tile and hex it names is in the learner's view at that step."""
    set_language(SOURCE)
    for _s, step, view, _legal in walk():
        said = f"{step.say} {step.why}"
        for n in re.findall(r"Booster (\d+)", said):
            assert f"booster{n}" in view["boosters_available"] + \
                [p["booster"] for p in view["players"]], (n, said)
        for label in re.findall(r"\b\d+[AB]\d+\b", said):
            assert label in {h["label"] for h in view["map"]["hexes"]}, (label, said)
        if step.action[0] == "tech":
            tile = view["techs"][step.action[1]]["tile"]
            assert str(W.tile_words(tile)).split(": ")[-1] in said, said
