"""What the table keeps in the browser's storage besides saves: the local statistics of
finished games and the device's settings (runs only in the browser: `js`)."""
from __future__ import annotations

from typing import Any

import js

from . import prefs as PR
from . import stats as ST
from .gameui import GameUI


# --- statistics ---------------------------------------------------------------------------
def keep_unreadable_stats(game_id: str) -> None:
    """Stored statistics that cannot be read are copied aside before new ones are written."""
    try:
        raw = js.localStorage.getItem(ST.key(game_id))
        if isinstance(raw, str) and ST.unreadable(raw) and \
                not isinstance(js.localStorage.getItem(ST.damaged_key(game_id)), str):
            js.localStorage.setItem(ST.damaged_key(game_id), raw)
    except Exception:  # storage blocked or full: statistics are a nicety
        pass


def load_stats(game_id: str) -> dict:
    try:
        return ST.load(js.localStorage.getItem(ST.key(game_id)))
    except Exception:  # storage blocked: statistics are a nicety, never an error
        return ST.empty()


def record_stats(session: Any, game: GameUI) -> None:
    scores = session.scores()
    winners = session.winners()
    view = session.view(None)
    keep_unreadable_stats(game.game_id)
    stats = load_stats(game.game_id)
    seats = session.save.get("seats") or []
    for p in session.humans():
        best_other = max((s for q, s in enumerate(scores) if q != p), default=scores[p])
        stats = ST.update(stats, {"players": session.record.players, "won": p in winners,
                                  "score": scores[p],
                                  "start_world": game.stats_group_of(view, p),
                                  "level": ST.opponents_level(seats, p),
                                  "margin": scores[p] - best_other})
    try:
        js.localStorage.setItem(ST.key(game.game_id), ST.dump(stats))
    except Exception:
        pass


# --- the device's settings (prefs.py) ------------------------------------------------------
def load_settings() -> dict:
    try:
        return PR.load(js.localStorage.getItem(PR.KEY))
    except Exception:  # storage blocked: the defaults
        return dict(PR.DEFAULTS)


def store_settings(settings: dict) -> None:
    try:
        js.localStorage.setItem(PR.KEY, PR.dump(settings))
    except Exception:  # storage blocked or full: the switch still holds for this table
        pass
