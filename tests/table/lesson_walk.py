"""Follow a game's lesson through the table kit's controller as a player does, in CPython:
at each of the learner's decisions, click the first control the table marks
`data-lesson="1"`, until the guided steps end; then, optionally, finish the game.

    s, c = start(game_ui)          # a Session and Controller on the lesson's save
    walk(c)                        # every step followed; returns the clicks made
    play_out(c)                    # the rest of the game, the first legal move each time

Each game's tests/<id>_ui/test_lesson.py uses these; tests/table/test_learn.py checks the
kit with a toy lesson.
"""
from __future__ import annotations

import re
from typing import Any

from game.core import Record
from ui.save_format import new_save
from ui.table.controller import Controller
from ui.table.session import Session

_MARKED = re.compile(r'<[a-z][a-z0-9]*\b[^>]*\bdata-act="([^"]*)"[^>]*\bdata-lesson="1"[^>]*>')


def start(game: Any, names: tuple = ("Learner", "Computer", "AI 3", "AI 4", "AI 5"),
          settings: dict | None = None) -> tuple[Session, Controller]:
    """A session and controller on a new save of `game`'s lesson."""
    settings = settings or game.lesson().settings(names)
    record = Record(game.game_id, settings["players"], settings["options"], settings["seed"], [])
    record = Record(game.game_id, settings["players"], dict(record.start().options),
                    settings["seed"], [])
    save = new_save(game.game_id, "Lesson", record, settings["seats"], settings["meta"])
    s = Session(save)
    return s, Controller(s, game)


def html(c: Controller) -> str:
    out = c.render(parts=True)
    return "".join(out) if isinstance(out, list) else out


def marked(c: Controller) -> list[str]:
    """The data-acts the table marks for the lesson's step, in page order."""
    return _MARKED.findall(html(c))


def settle(c: Controller) -> None:
    """Let the computer seats move until the learner decides or the game ends."""
    s = c.session
    for _ in range(10_000):
        if s.ai_to_decide() is None:
            break
        s.run_ai()
        c.after_ai()
    c.decider()


def walk(c: Controller, max_clicks: int = 2000) -> list[str]:
    """Click the first marked control until the lesson leaves guided mode; returns the
    clicks. Fails (AssertionError) if a step marks nothing while the learner decides."""
    clicks: list[str] = []
    at = c.lesson_at()
    assert at is not None, "not a lesson"
    for _ in range(max_clicks):
        settle(c)
        if at["mode"] != "guided" or c.session.is_over():
            return clicks
        acts = marked(c)
        if at["mode"] != "guided":      # the step's move was not legal: the lesson is lost
            raise AssertionError(f"step {at['step']}'s move is not legal when it comes")
        assert acts, f"step {at['step']} marks no control"
        clicks.append(acts[0])
        c.click(acts[0])
    raise AssertionError("the lesson did not end")


def play_out(c: Controller, max_moves: int = 5000) -> None:
    """Finish the game: the learner's first legal move at each decision."""
    s = c.session
    for _ in range(max_moves):
        settle(c)
        if s.is_over():
            return
        p = c.decider()
        assert p is not None, "nobody decides"
        c._send(p, s.legal(p)[0])
    raise AssertionError("the game did not end")
