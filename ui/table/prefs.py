"""The player's settings on this device, for every game's table (pure Python; the page keeps
them in localStorage under `KEY` as one JSON object).

    >>> load('{"confirm_every": true}')["confirm_every"]
    True
    >>> load("not json") == DEFAULTS
    True

Each setting is a switch (a bool): the kit's own "Confirm every choice" (a double click or a
double tap on an item then only selects it) and the switches a game declares
(`GameUI.switches`, e.g. Gaia's "Stop for free actions after my main action"). Anything
unreadable, an unknown key or a value that is not a bool gives the defaults for it.
"""
from __future__ import annotations

import json

from game.core import safe_json
from game.core.i18n import N_

KEY = "galaxy-table/prefs"
CONFIRM_EVERY = "confirm_every"
DEFAULTS: dict = {CONFIRM_EVERY: False}
# the kit's switches: (key, label, help), marked, translated in the app's domain
KIT_SWITCHES = ((CONFIRM_EVERY, N_("Confirm every choice"),
                 N_("Off: a double click or a double tap on a card or an action commits it at "
                    "once. On: it only selects, and Confirm sends it.")),)


def load(text: str | None) -> dict:
    """The settings stored as `text` (None: nothing stored); bad text means the defaults."""
    out = dict(DEFAULTS)
    try:
        data = safe_json.loads(text, max_bytes=20_000) if text else None
    except ValueError:
        return out
    if isinstance(data, dict):
        for key, value in data.items():
            if isinstance(key, str) and isinstance(value, bool) and len(key) <= 60:
                out[key] = value
    return out


def dump(settings: dict) -> str:
    """The text stored for `settings` (switches only)."""
    return json.dumps({k: v for k, v in settings.items() if isinstance(v, bool)},
                      sort_keys=True)
