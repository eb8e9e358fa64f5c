"""Alien Artifacts' guided first game (ui/artifacts/lesson.py): every step's move is legal
when its turn comes, with the easy computer answering as it does in the page; the game
reaches its end afterwards; the texts are translated and name only cards the learner can
see at that step."""
import re

from game.artifacts import cards as C
from game.core import Record
from tests.table import lesson_walk
from tests.table.reference_cover import lesson_texts, untranslated_texts
from ui.artifacts.board import ArtifactsUI
from ui.artifacts.lesson import LESSON
from ui.artifacts.reference import REFERENCE
from ui.save_format import new_save
from ui.table.session import Session

NAMES = sorted({C.NAME[c] for c in range(C.N) if C.KIND[c] != "resource"} |
               {C.FACTION[c]["name"] for c in C.FACTIONS}, key=len, reverse=True)


def lesson_session() -> Session:
    """The lesson's game as the app starts it (ui/app.py start_game) from its settings."""
    settings = LESSON.settings(("Ann", "Robo"))
    record = Record("artifacts", settings["players"], dict(settings["options"]),
                    settings["seed"], [])
    state = record.start()
    record = Record("artifacts", settings["players"], dict(state.options), settings["seed"],
                    [])
    save = new_save("artifacts", "lesson", record, settings["seats"], settings["meta"])
    return Session(save)


def visible_names(view: dict) -> set:
    """The names of every card the learner sees: each empire and its cards under
    construction, the alien row, the learner's plans and artifacts, the cards looked at."""
    me = view["seats"][view["you"]]
    cards = set(view["alien_row"]) | set(me["plans"]) | set(me["artifacts"])
    for seat in view["seats"]:
        cards.add(seat["faction"])
        cards |= {c for c, _t in seat["under"]} | {c for c, *_r in seat["empire"]}
    cards |= set((view.get("decision") or {}).get("seen", ()))
    return {C.FACTION[c]["name"] if C.FACTION[c] else C.NAME[c] for c in cards}


def named_cards(text: str) -> set:
    found = set()
    for name in NAMES:                      # the longest first: "Ore Belt Prime" before "Ore"
        if re.search(r"\b" + re.escape(name) + r"\b", text):
            found.add(name)
            text = text.replace(name, " ")
    return found


def walk():
    """Follow the lesson: yields (step, the learner's view) at each step, then plays the
    rest of the game with the learner's first legal move; returns the session."""
    s = lesson_session()
    s.run_ai()
    for step in LESSON.steps:
        assert s.human_to_decide() == LESSON.seat
        yield step, s.view(LESSON.seat), s.legal(LESSON.seat)
        s.apply(LESSON.seat, step.action)
        s.run_ai()
    moves = 0
    while not s.is_over() and moves < 400:
        p = s.human_to_decide()
        s.apply(p, s.legal(p)[0])
        s.run_ai()
        moves += 1
    yield None, s.view(LESSON.seat), []


def test_every_step_is_legal_and_the_game_ends():
    kinds = []
    last = None
    for step, view, legal in walk():
        if step is None:
            last = view
            break
        assert step.action in legal, (step.action, view["decision"])
        kinds.append(view["decision"]["kind"])
    assert last is not None and last["over"]
    assert len(kinds) == len(LESSON.steps) >= 12
    assert {"main", "after", "produce", "target", "keep"} <= set(kinds)


def test_the_table_marks_each_step_and_a_player_clicking_them_follows_it():
    s, c = lesson_walk.start(ArtifactsUI())
    clicks = lesson_walk.walk(c)
    at = c.lesson_at()
    assert at["mode"] == "free" and at["step"] == len(LESSON.steps)
    assert len(at["done"]) == len(LESSON.steps)             # every step by its own move
    assert "pick:look:1" in clicks and "pick:t:alien:1" in clicks
    lesson_walk.play_out(c)
    assert s.is_over()


def test_the_lesson_is_the_guided_start_of_a_two_player_game():
    assert (LESSON.players, LESSON.seat, LESSON.level) == (2, 0, "easy")
    assert all(REFERENCE.entry(step.ref) for step in LESSON.steps)
    assert all(step.say for step in LESSON.steps) and 2 <= len(LESSON.summary) <= 4
    assert ArtifactsUI().lesson() is LESSON and ArtifactsUI().reference() is REFERENCE


def test_the_lesson_texts_are_translated():
    assert untranslated_texts("artifacts", lesson_texts(LESSON)) == []


def test_no_step_names_a_hidden_card():
    for step, view, _legal in walk():
        if step is None:
            break
        named = named_cards(step.say + " " + step.why)
        assert named <= visible_names(view), (step.say, named - visible_names(view))
    assert named_cards(LESSON.intro) <= {"Verdant Concord", "Iron Armada"}
