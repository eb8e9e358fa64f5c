"""Local statistics of finished games, per game (pure Python; the page keeps them in
localStorage under `key(game_id)`).

    >>> s = update(empty(), {"players": 2, "won": True, "score": 31, "start_world": "Old Earth"})
    >>> s["played"], s["won"], s["best_by_start"]
    (1, 1, {'Old Earth': 31})

`best_by_start` groups best scores by what the game names (Race: the start world); the name
is kept from the first version of these statistics so nothing stored is lost.
"""
import json

from game.core import safe_json

from game.core.i18n import domain, in_domain

_ = domain("app")

VERSION = 1


def key(game_id: str) -> str:
    """The storage key of a game's statistics."""
    return f"galaxy-table/{game_id}-stats"


KEY = key("rftg")


def empty() -> dict:
    return {"version": VERSION, "played": 0, "won": 0, "best_by_start": {}, "by_players": {}}


def load(text: str | None) -> dict:
    """Stats from stored JSON; anything unreadable gives fresh stats (the caller keeps the text)."""
    try:
        data = safe_json.loads(text, max_bytes=200_000) if text else None
    except ValueError:
        return empty()
    if not isinstance(data, dict) or data.get("version") != VERSION:
        return empty()
    out = empty()
    for key in ("played", "won"):
        if isinstance(data.get(key), int) and data[key] >= 0:
            out[key] = data[key]
    for key in ("best_by_start", "by_players"):
        if isinstance(data.get(key), dict):
            out[key] = {str(k): v for k, v in data[key].items() if isinstance(v, (int, dict))}
    return out


def update(stats: dict, result: dict) -> dict:
    """Add one finished game for the local human: players, won, score, start_world."""
    stats = dict(stats, best_by_start=dict(stats["best_by_start"]),
                 by_players=dict(stats["by_players"]))
    stats["played"] += 1
    stats["won"] += 1 if result["won"] else 0
    world = result.get("start_world") or "?"
    best = stats["best_by_start"].get(world)
    if best is None or result["score"] > best:
        stats["best_by_start"][world] = result["score"]
    key = str(result["players"])
    row = dict(stats["by_players"].get(key) or {"played": 0, "won": 0})
    row["played"] += 1
    row["won"] += 1 if result["won"] else 0
    stats["by_players"][key] = row
    return stats


def dump(stats: dict) -> str:
    return json.dumps(stats, sort_keys=True)


def summary(stats: dict, group_label: str = "", game_id: str = "") -> str:
    """One sentence for the end screen and the new-game form ("" before the first game).
    The groups are kept as the game's view names them (English data, so a change of
    language does not split them) and shown in the game's own domain (`in_domain`)."""
    if not stats["played"]:
        return ""
    out = _("Your games here: {played} played, {won} won.", played=stats["played"],
            won=stats["won"])
    best = ", ".join(f"{in_domain(game_id, w)} {v}"
                     for w, v in sorted(stats["best_by_start"].items()) if w)
    if best and group_label:
        out += " " + _("Best score by {group}: {best}.", group=group_label, best=best)
    return out
