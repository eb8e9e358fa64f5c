"""A boardgamers.space Gaia Project game as a Galaxy Table record (the lobby's Import).

Two shapes of file are read, both as boardgamers.space gives them:
- the move log as text, its first line `init <players> <seed>` (the setup follows from the seed,
  as there); sector rotations and the faction auction are read as `notation.replay` reads them;
- a game's JSON with its `moveHistory` (a list of those lines) and its setup, either resolved
  (`setupFromSeed`) or as the engine keeps it (`options.map`, `tiles`, `players`); a document
  wrapping the engine's data under "data" is read too.

    >>> recognizes("init 2 my-seed\\np1 faction terrans")
    True
    >>> recognizes('{"format": "galaxy-table/save"}')
    False

`to_record(text)` replays the whole log with our engine and returns the Record, the seat names
(faction names) and a name for the save; a line our engine refuses raises ImportError_ naming it.
"""
import json
from typing import Optional

from game.core.record import Record

from .notation import ImportError_, replay

DESCRIPTION = "a boardgamers.space Gaia Project game (its move log or its JSON with moveHistory)"


def _document(text: str) -> Optional[dict]:
    """The game document in a JSON text, or None when the text is not one."""
    if not text.lstrip().startswith("{"):
        return None
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if isinstance(doc, dict) and isinstance(doc.get("data"), dict) and "moveHistory" in doc["data"]:
        doc = doc["data"]
    if isinstance(doc, dict) and isinstance(doc.get("moveHistory"), list):
        return doc
    return None


def recognizes(text: str) -> bool:
    """True when the text looks like a boardgamers.space Gaia Project log or game JSON."""
    if not isinstance(text, str):
        return False
    head = text.lstrip()[:200]
    if head.startswith("init "):
        words = head.split("\n", 1)[0].split()
        return len(words) >= 2 and words[1].isdigit()
    return _document(text) is not None


def record_of(setup: Optional[dict], moves: str) -> tuple:
    """(Record, seat names, final state) of a log replayed from setup data (None: from the
    log's init line); raises ImportError_ with the reason when the log cannot be replayed."""
    try:
        state = replay(setup, moves)
    except ImportError_:
        raise
    except (ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
        raise ImportError_(f"the log could not be replayed ({type(exc).__name__}: {exc})") from None
    record = Record("gaia", state.players, state.options, state.seed, list(state.history))
    return record, [pl.f["name"] for pl in state.pl], state


def to_record(text: str) -> tuple:
    """(Record, seat names, save name) of the game in `text`; raises ImportError_ with the
    reason (the line our engine refuses, a missing setup) when it cannot be replayed."""
    doc = _document(text)
    if doc is None:
        if not recognizes(text):
            raise ImportError_("not a boardgamers.space Gaia Project log")
        setup, moves = None, text
    else:
        lines = doc["moveHistory"]
        if not all(isinstance(x, str) for x in lines):
            raise ImportError_("moveHistory must be a list of text lines")
        setup, moves = doc, "\n".join(lines)
    record, names, _ = record_of(setup, moves)
    first = moves.lstrip().split("\n", 1)[0].split()
    title = doc.get("gameId") if doc else (first[2] if len(first) > 2 else None)
    return record, names, f"Recorded game {title}" if title else "Recorded game"
