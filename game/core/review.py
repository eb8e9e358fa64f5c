"""The review of a finished game: every decision of the human seats rated by the game's hinter
(game.core.hints) against the AI's best move, from that player's view only.

    points = decision_points(record, humans)        # the record's indices to rate
    gen = review(record, humans, hinter, items)     # a generator: yields between slices
    ...                                             # items grows by one dict per decision

A decision is rated when a human seat decides with more than one legal action. Each item is
plain JSON data (kept in the save, ui/save_format.py):

    {"at": index in the record, "player": p, "played": action, "best": action,
     "best_worth": float, "played_worth": float or None, "unit": "win" | "vp",
     "loss": float or None}

`played_worth` is None when the hinter did not rate the move played ("not among the moves the
AI considered"), and so is `loss`. `loss` is the best move's worth minus the played move's,
never below 0: in percentage points of win chance for unit "win", in points for "vp". Each
decision's hinter is seeded from the record's seed and the decision's index, so a review that
stops after k decisions and resumes from its items gives the same result as one run at once.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Generator

from .actions import freeze, thaw

if TYPE_CHECKING:   # annotations only: the lobby checks a stored review (`clean`) without
    from .hints import Hinter, Rated    # importing the search the hints use
    from .record import Record

VERSION = 1
MAX_ITEMS = 5000
UNITS = ("win", "vp")
TOP = 5                     # the biggest losses marked on the replay's timeline


def decision_points(record: Record, humans: list[int]) -> list[int]:
    """The indices of the record's actions that are decisions of a seat in `humans` with more
    than one legal action."""
    state = record.start()
    points = []
    for i, (p, a) in enumerate(record.actions):
        if p in humans and len(state.legal_actions(p)) > 1:
            points.append(i)
        state.apply(p, a)
    return points


def seed_of(record: Record, at: int) -> int:
    """The hinter's seed for the decision at index `at` (the same on every run)."""
    return (record.seed * 1_000_033 + at * 7_927 + 17) & ((1 << 63) - 1)


def _loss(best: float, played: float, unit: str) -> float:
    scale = 100.0 if unit == "win" else 1.0
    return round(max(0.0, (best - played) * scale), 2)


def rate(rated: list[Rated], at: int, player: int, played: Any) -> dict:
    """One review item from the hinter's answer (best first) and the move played."""
    best = rated[0]
    mine = next((r for r in rated if r.action == played), None)
    worth = None if mine is None else float(mine.worth)
    return {"at": at, "player": player, "played": thaw(played), "best": thaw(best.action),
            "best_worth": float(best.worth), "played_worth": worth, "unit": best.unit,
            "loss": None if worth is None else _loss(best.worth, worth, best.unit)}


def review(record: Record, humans: list[int], hinter: Hinter, items: list[dict],
           points: list[int] | None = None) -> Generator[None, None, list[dict]]:
    """Rate the decisions of `humans` not yet in `items` (the first len(items) decision points
    are taken as done), appending one item per decision; yields between slices of work (the
    hinter's and after each decision). Returns `items`."""
    points = decision_points(record, humans) if points is None else points
    todo = points[len(items):]
    if not todo:
        return items
    state = record.start()
    done = 0
    for at in todo:
        while done < at:
            p, a = record.actions[done]
            state.apply(p, a)
            done += 1
        player, played = record.actions[at]
        legal = list(state.legal_actions(player))
        rated = yield from hinter(state.view(player), legal, player, seed_of(record, at))
        if not rated:                   # the hinter had nothing to say: the move stands
            from .hints import Rated  # lazy: the lobby imports this module to check saves
            rated = [Rated(played, 0.0, 0)]
        items.append(rate(list(rated), at, player, played))
        yield None
    return items


def biggest(items: list[dict], top: int = TOP) -> list[dict]:
    """The `top` items with the largest losses (above 0), in the record's order."""
    lost = [it for it in items if it.get("loss")]
    lost.sort(key=lambda it: (-it["loss"], it["at"]))
    return sorted(lost[:top], key=lambda it: it["at"])


def costly(items: list[dict], win_points: float = 5.0, vp: float = 3.0) -> int:
    """How many decisions lost more than `win_points` percentage points (unit "win") or
    more than `vp` points (unit "vp")."""
    return sum(1 for it in items if it.get("loss") is not None and
               it["loss"] > (win_points if it["unit"] == "win" else vp))


# --- the review as stored in a save ---------------------------------------------------------
def new(humans: list[int], total: int) -> dict:
    """An empty review of `total` decisions of the seats `humans`."""
    return {"version": VERSION, "seats": list(humans), "total": total, "items": []}


def _num(value: object, nullable: bool = False) -> bool:
    if value is None:
        return nullable
    return isinstance(value, (int, float)) and not isinstance(value, bool) and \
        math.isfinite(value) and abs(value) < 1e9


def clean(data: object, record: Record) -> dict:
    """A stored review checked against its save's record; ValueError saying what is wrong.
    (The text was parsed by game.core.safe_json with the rest of the save.)"""
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise ValueError("not a review of this version")
    seats, total, items = data.get("seats"), data.get("total"), data.get("items")
    if not isinstance(seats, list) or not seats or not all(
            isinstance(p, int) and not isinstance(p, bool) and 0 <= p < record.players
            for p in seats):
        raise ValueError("the review's seats are not seats of this game")
    if not isinstance(total, int) or isinstance(total, bool) or not \
            0 <= total <= min(MAX_ITEMS, len(record.actions)):
        raise ValueError("the review's number of decisions is wrong")
    if not isinstance(items, list) or len(items) > total:
        raise ValueError("the review has more items than decisions")
    out, last = [], -1
    for it in items:
        if not isinstance(it, dict):
            raise ValueError("a review item is not an object")
        at, player = it.get("at"), it.get("player")
        if not isinstance(at, int) or isinstance(at, bool) or not last < at < len(record.actions):
            raise ValueError("a review item points outside the record")
        if record.actions[at][0] != player or player not in seats:
            raise ValueError("a review item names the wrong seat")
        if it.get("unit") not in UNITS or not _num(it.get("best_worth")) or \
                not _num(it.get("played_worth"), True) or not _num(it.get("loss"), True) or \
                (it.get("loss") is not None and it["loss"] < 0):
            raise ValueError("a review item's numbers are wrong")
        try:
            played, best = freeze(it.get("played")), freeze(it.get("best"))
        except Exception:       # IllegalAction: not an action's shape
            raise ValueError("a review item's moves are not moves") from None
        if played != record.actions[at][1]:
            raise ValueError("a review item's move is not the one in the record")
        out.append({"at": at, "player": player, "played": thaw(played), "best": thaw(best),
                    "best_worth": float(it["best_worth"]),
                    "played_worth": None if it["played_worth"] is None
                    else float(it["played_worth"]), "unit": it["unit"],
                    "loss": None if it["loss"] is None else float(it["loss"])})
        last = at
    return {"version": VERSION, "seats": list(seats), "total": total, "items": out}
