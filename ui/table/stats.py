"""Local statistics of finished games, per game (pure Python; the page keeps them in
localStorage under `key(game_id)`).

    >>> s = update(empty(), {"players": 2, "won": True, "score": 31, "start_world": "Old Earth",
    ...                      "level": "hard", "margin": 4})
    >>> s["played"], s["won"], s["best_by_start"], s["by_level"]["hard|2"]["best"]
    (1, 1, {'Old Earth': 31}, 31)

`best_by_start` groups best scores by what the game names (Race: the start world); the name
is kept from the first version of these statistics so nothing stored is lost. Version 2 adds
`by_level`: per opponents' AI level ("hotseat" without AI, "mixed" for several levels) and
player count, {played, won, scored, score_sum, best, margin_sum} (margin: own score minus
the best other score). Version 1's data converts without loss: its counts stay, and its games
by player count become the level "earlier" (played and won, no score known).
`rows(by_game)` gives the lobby's statistics table and `csv_text` its CSV download.
"""
import json

from game.core import safe_json

from game.core.i18n import N_, domain, in_domain

_ = domain("app")

VERSION = 2
EARLIER = "earlier"     # the level of games recorded before levels were (version 1)
LEVEL_WORDS = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"),
               "random": N_("Random"), "mixed": N_("Mixed levels"),
               "hotseat": N_("No AI (hotseat)"), EARLIER: N_("Level not recorded")}
CSV_HEADER = ("game", "level", "players", "played", "won", "average score", "best score",
              "average margin")
_ROW_KEYS = ("played", "won", "scored", "score_sum", "best", "margin_sum")


def key(game_id: str) -> str:
    """The storage key of a game's statistics."""
    return f"galaxy-table/{game_id}-stats"


KEY = key("rftg")


def empty() -> dict:
    return {"version": VERSION, "played": 0, "won": 0, "best_by_start": {}, "by_players": {},
            "by_level": {}}


def _count(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _level_row(row: object) -> dict | None:
    """A stored by_level row checked: counts are counts, sums and best are ints (best may be
    None: no score known); None if it is not a row."""
    if not isinstance(row, dict) or not _count(row.get("played")):
        return None
    out: dict = {"played": row["played"], "won": 0, "scored": 0, "score_sum": 0, "best": None,
                 "margin_sum": 0}
    for k in ("won", "scored"):
        if _count(row.get(k)):
            out[k] = min(row[k], row["played"])
    for k in ("score_sum", "margin_sum", "best"):
        v = row.get(k)
        if isinstance(v, int) and not isinstance(v, bool):
            out[k] = v
    if not out["scored"]:
        out["best"] = None
    return out


def load(text: str | None) -> dict:
    """Stats from stored JSON (version 1 converted); anything unreadable gives fresh stats
    (the caller keeps the text)."""
    try:
        data = safe_json.loads(text, max_bytes=200_000) if text else None
    except ValueError:
        return empty()
    if not isinstance(data, dict) or data.get("version") not in (1, VERSION):
        return empty()
    out = empty()
    for k in ("played", "won"):
        if _count(data.get(k)):
            out[k] = data[k]
    for k in ("best_by_start", "by_players"):
        if isinstance(data.get(k), dict):
            out[k] = {str(g): v for g, v in data[k].items() if isinstance(v, (int, dict))}
    if data.get("version") == 1:        # its games by player count: level not recorded
        for n, row in out["by_players"].items():
            checked = _level_row(row)
            if checked and checked["played"]:
                out["by_level"][f"{EARLIER}|{n}"] = checked
    elif isinstance(data.get("by_level"), dict):
        for g, row in data["by_level"].items():
            checked = _level_row(row)
            if checked is not None and isinstance(g, str) and "|" in g:
                out["by_level"][g] = checked
    return out


def unreadable(text: str | None) -> bool:
    """True for stored text that `load` cannot read (it then gives fresh statistics): the
    page sets such text aside (`damaged_key`) before it writes new statistics over it."""
    if not text:
        return False
    try:
        data = safe_json.loads(text, max_bytes=200_000)
    except ValueError:
        return True
    return not isinstance(data, dict) or data.get("version") not in (1, VERSION)


def damaged_key(game_id: str) -> str:
    """Where unreadable statistics are kept (once: the first such text is never replaced)."""
    return key(game_id) + "-damaged"


def opponents_level(seats: list, player: int) -> str:
    """The level a seat played against: the other seats' AI level, "mixed" for several
    levels or AI with other humans, "hotseat" when every other seat is human."""
    others = [s for q, s in enumerate(seats) if q != player and isinstance(s, dict)]
    ai = {str(s.get("level") or "?") for s in others if s.get("kind") == "ai"}
    if not ai:
        return "hotseat"
    if len(ai) == 1 and all(s.get("kind") == "ai" for s in others):
        return ai.pop()
    return "mixed"


def update(stats: dict, result: dict) -> dict:
    """Add one finished game for the local human: players, won, score, start_world and
    (version 2) level and margin."""
    stats = dict(stats, best_by_start=dict(stats["best_by_start"]),
                 by_players=dict(stats["by_players"]),
                 by_level=dict(stats.get("by_level") or {}))
    stats["played"] += 1
    stats["won"] += 1 if result["won"] else 0
    world = result.get("start_world") or "?"
    best = stats["best_by_start"].get(world)
    if best is None or result["score"] > best:
        stats["best_by_start"][world] = result["score"]
    n = str(result["players"])
    row = dict(stats["by_players"].get(n) or {"played": 0, "won": 0})
    row["played"] += 1
    row["won"] += 1 if result["won"] else 0
    stats["by_players"][n] = row
    group = f"{result.get('level') or 'mixed'}|{n}"
    lv = dict(stats["by_level"].get(group) or dict(dict.fromkeys(_ROW_KEYS, 0), best=None))
    lv["played"] += 1
    lv["won"] += 1 if result["won"] else 0
    lv["scored"] += 1
    lv["score_sum"] += result["score"]
    lv["margin_sum"] += result.get("margin", 0)
    lv["best"] = result["score"] if lv["best"] is None else max(lv["best"], result["score"])
    stats["by_level"][group] = lv
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


def _avg(total: int, n: int) -> float | None:
    return round(total / n, 1) if n else None


def rows(by_game: list) -> list:
    """The statistics table: [(game id, level, players, played, won, average score, best
    score, average margin)] for `by_game` = [(game id, stats)], each game's levels in order
    (averages None where no score is known)."""
    order = list(LEVEL_WORDS)
    out = []
    for game_id, stats in by_game:
        groups = sorted(stats.get("by_level", {}).items(), key=lambda kv: (
            order.index(kv[0].split("|")[0]) if kv[0].split("|")[0] in order else -1,
            kv[0].split("|")[0], kv[0].split("|")[1]))
        for group, r in groups:
            level, n = group.split("|", 1)
            out.append((game_id, level, n, r["played"], r["won"],
                        _avg(r["score_sum"], r["scored"]), r["best"],
                        _avg(r["margin_sum"], r["scored"])))
    return out


def level_word(level: str) -> str:
    """A level key in the player's language (an unknown key as it is)."""
    return _(LEVEL_WORDS[level]) if level in LEVEL_WORDS else level


def _cell(v: object) -> str:
    s = "" if v is None else str(v)
    if any(c in s for c in ',"\n\r') or s[:1] in ("=", "+", "-", "@") and not \
            s.lstrip("-").replace(".", "", 1).isdigit():
        s = '"' + s.replace('"', '""') + '"'
    return s


def csv_text(table: list, titles: dict | None = None) -> str:
    """The statistics as CSV (comma separated, a header row, CRLF line ends); `titles` maps a
    game id to the name written in the game column (by default the id)."""
    lines = [",".join(CSV_HEADER)]
    for game_id, *rest in table:
        lines.append(",".join(_cell(v) for v in [(titles or {}).get(game_id, game_id)] + rest))
    return "\r\n".join(lines) + "\r\n"
