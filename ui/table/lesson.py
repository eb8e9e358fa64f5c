"""A guided first game as data, and where a lesson in progress stands (pure Python).

Each game writes its lesson in `ui/<id>/lesson.py` as one `Lesson`: a fixed deal (players,
options, seed) against the easy computer, then one `Step` per decision of the learner: the
move the lesson expects (an engine action, checked by the engine like any move) and one or
two sentences saying what to do and why, marked with `N_` and translated in the game's domain.
The table highlights the controls that make the step's move (found as a hint row finds them,
ui/table/hints.py `find_selection`), so a lesson never names a control by hand.

A lesson in progress is a save like any other, with its place in the save's meta::

    "lesson": {"step": 3, "mode": "guided",           # doing step 3 (0-based); the
               "done": [0, 5, 9]}                      # move counts before steps 0-2
    "lesson": {"step": 3, "mode": "free", "at": 41,    # left the script at step 3 (41 moves
               "chose": "...", "expected": "...",      # were made before it): what was
               "seen": false}                          # chosen, what the step asked
    "lesson": {"step": 14, "mode": "free", "seen": false}  # every step done

so a reload resumes at its step. Free mode is a normal game with the coach's hints shown at
each of the learner's decisions; the end screen adds the lesson's summary of the scoring.
The lesson's words use only what the learner can see: a step speaks of their own cards and of
what is on the table, never of a hidden card (its author's rule; the table shows nothing more).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from game.core.actions import freeze


@dataclass(frozen=True)
class Step:
    """One decision of the learner: the expected `action`, what to do (`say`) and why
    (`why`), message ids of the game's domain; `ref` an entry of the game's reference."""
    action: Any
    say: str
    why: str = ""
    ref: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "action", freeze(self.action))


@dataclass(frozen=True)
class Lesson:
    """A game's guided first game. `seat` is the learner's seat; the others are the
    computer at `level`. `intro` opens the lesson, `finish` is said when the steps are done,
    `summary` (paragraphs) on the end screen."""
    players: int
    seed: int
    steps: tuple
    intro: str
    finish: str
    summary: tuple
    options: dict = field(default_factory=dict)
    seat: int = 0
    level: str = "easy"

    def settings(self, names: tuple) -> dict:
        """The new-game settings of this lesson (ui/app.py `start_game`), `names` the seat
        names to use (the learner's first)."""
        others = iter(names[1:])
        seats = [{"name": names[0], "kind": "human", "level": self.level} if p == self.seat
                 else {"name": next(others, f"AI {p + 1}"), "kind": "ai", "level": self.level}
                 for p in range(self.players)]
        return {"players": self.players, "options": dict(self.options), "seed": self.seed,
                "seats": seats, "meta": {"lesson": {"step": 0, "mode": "guided"}}}


def progress(save: dict) -> Optional[dict]:
    """The lesson's place in `save` (its meta's "lesson"), or None for an ordinary game or a
    damaged entry (an ordinary game then)."""
    at = save.get("meta", {}).get("lesson") if isinstance(save.get("meta"), dict) else None
    if not isinstance(at, dict) or at.get("mode") not in ("guided", "free"):
        return None
    step = at.get("step")
    if type(step) is not int or step < 0:
        return None
    return at


def current(lesson: Lesson, at: Optional[dict]) -> Optional[Step]:
    """The step to do now, or None (no lesson, free play, or every step done)."""
    if at is None or at.get("mode") != "guided" or at["step"] >= len(lesson.steps):
        return None
    return lesson.steps[at["step"]]


def after_move(lesson: Lesson, at: dict, same: bool, moves_before: int,
               chose: str = "", expected: str = "") -> None:
    """Update `at` after the learner's move in guided mode: `same` when it was the step's
    move (the next step, or free play after the last one; the move count before it is kept in
    "done" so an undo can go back a step); otherwise the lesson turns to free play and notes
    the step left, the move count before it and both moves' labels."""
    if at.get("mode") != "guided":
        return
    if same:
        at.setdefault("done", []).append(moves_before)
        at["step"] += 1
        if at["step"] >= len(lesson.steps):
            at.update(mode="free", seen=False)
        return
    at.update(mode="free", at=moves_before, chose=chose, expected=expected, seen=False)


def lost(at: dict) -> None:
    """The game went another way than the lesson's (its step's move is not legal when the
    learner decides, e.g. after an undo the computer chose differently): free play."""
    at.update(mode="free", seen=False, lost=True)


def sync(at: dict, moves: int) -> bool:
    """After an undo to `moves` moves: back to the step made at or after that point (a
    deviation undone is the step it left). True if `at` changed."""
    changed = False
    if at.get("mode") == "free" and type(at.get("at")) is int and moves <= at["at"]:
        for key in ("at", "chose", "expected", "seen", "lost"):
            at.pop(key, None)
        at["mode"] = "guided"
        changed = True
    done = at.get("done")
    while isinstance(done, list) and done and type(done[-1]) is int and moves <= done[-1]:
        done.pop()
        at["step"] = max(0, at["step"] - 1)
        for key in ("seen", "lost"):
            at.pop(key, None)
        at["mode"] = "guided"
        changed = True
    return changed


def restart_at(at: dict) -> Optional[int]:
    """The move count to undo to for "Restart this step" (None without a step left); the
    undo's `sync` then makes the lesson guided again."""
    if at.get("mode") != "free" or type(at.get("at")) is not int:
        return None
    return at["at"]
