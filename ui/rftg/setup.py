"""The new-game form for Race for the Galaxy: HTML and the parsing of its values (pure Python).

The options come from the engine's GameInfo (so a new engine option shows up by itself);
AI levels from game.rftg.ai when it exists. `parse_form(values, info)` turns the raw form
values (name -> str) into the settings the app shell expects, or raises ValueError with a
sentence for the player.
"""
from .html import esc, tag, text

DEFAULT_NAMES = ["Alex", "Ada", "Bruno", "Chen"]
MAX_SEED = 2**31 - 1


def ai_levels():
    try:
        from game.rftg.ai import LEVELS
        return list(LEVELS)
    except ImportError:
        return ["random"]


def _option_row(spec, players):
    if spec.kind != "bool":
        return ""
    note = text("small", spec.help, cls="help") if spec.help else ""
    return tag("label", f'<input type="checkbox" name="opt-{esc(spec.key)}"'
               f'{" checked" if spec.default else ""}><span>{esc(spec.label)}</span>{note}',
               cls="opt-row", data_opt=spec.key)


def seat_row(i, players, levels, kind=None, name=None):
    kind = kind or ("human" if i == 0 else "ai")
    name = name or DEFAULT_NAMES[i]
    default = "normal" if "normal" in levels else levels[len(levels) // 2]
    level_opts = "".join(f'<option value="{esc(lv)}"{" selected" if lv == default else ""}>'
                         f'{esc(lv.capitalize())}</option>' for lv in levels)
    hidden = i >= players
    return tag("fieldset", (
        text("legend", f"Seat {i + 1}") +
        tag("label", f'Name <input name="name-{i}" value="{esc(name)}" maxlength="20" '
            f'autocomplete="off">') +
        tag("label", f'Played by <select name="kind-{i}">'
            f'<option value="human"{" selected" if kind == "human" else ""}>a person</option>'
            f'<option value="ai"{" selected" if kind == "ai" else ""}>the computer</option>'
            '</select>') +
        tag("label", f'Level <select name="level-{i}">{level_opts}</select>', cls="lvl")),
        cls="seat-row", data_seat=i, hidden=hidden)


def form_html(info, players=2):
    levels = ai_levels()
    count = "".join(f'<option value="{n}"{" selected" if n == players else ""}>{n} players</option>'
                    for n in range(info.min_players, info.max_players + 1))
    seats = "".join(seat_row(i, players, levels) for i in range(info.max_players))
    options = "".join(_option_row(o, players) for o in info.options)
    return tag("form", (
        tag("label", f'Players <select name="players" data-act="players">{count}</select>') +
        tag("div", seats, cls="seats") +
        tag("div", options, cls="options") +
        tag("label", 'Seed (optional) <input name="seed" inputmode="numeric" '
            'pattern="[0-9]*" placeholder="random" autocomplete="off">') +
        text("p", "", cls="why", role="alert", id="rf-setup-why") +
        tag("button", "Start the game", type="submit", cls="btn primary")),
        cls="rf-setup panel", aria_label="New Race for the Galaxy game")


def parse_form(values, info, random_seed):
    """Settings for the shell's on_start from raw form values; ValueError on bad input."""
    try:
        players = int(values.get("players", "2"))
    except ValueError:
        raise ValueError("choose the number of players") from None
    if not info.min_players <= players <= info.max_players:
        raise ValueError(f"Race for the Galaxy takes {info.min_players}-{info.max_players} players")
    seats = []
    for i in range(players):
        name = (values.get(f"name-{i}") or "").strip()[:20] or f"Player {i + 1}"
        kind = values.get(f"kind-{i}", "ai")
        if kind not in ("human", "ai"):
            raise ValueError(f"seat {i + 1}: choose a person or the computer")
        level = values.get(f"level-{i}") if kind == "ai" else None
        if kind == "ai" and level not in ai_levels():
            level = ai_levels()[0]
        seats.append({"name": name, "kind": kind, "level": level})
    if not any(s["kind"] == "human" for s in seats):
        raise ValueError("at least one seat must be played by a person")
    options = {}
    for spec in info.options:
        if spec.kind == "bool":
            options[spec.key] = values.get(f"opt-{spec.key}") in ("on", "true", True)
    raw = (values.get("seed") or "").strip()
    if raw:
        if not raw.isdigit() or int(raw) > MAX_SEED:
            raise ValueError(f"the seed must be a whole number from 0 to {MAX_SEED}")
        seed = int(raw)
    else:
        seed = random_seed
    try:   # the package's own check knows cross-option rules (advanced: 2 players only)
        from game.rftg import check_options
    except ImportError:
        check_options = info.check_options
    options = check_options(players, options)
    return {"players": players, "options": options, "seed": seed, "seats": seats}
