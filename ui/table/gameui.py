"""What a game's UI supplies to the table kit: its board, its decision widgets and its texts.

A game UI package (ui/<id>/__init__.py) defines one subclass of `GameUI` and exposes
`new_game_form` and `mount` made by `ui.table.entry_points(TheGameUI())`. The kit draws
everything else (seats form, status bar tools, decision frame, side panel, curtain, replay
viewer, end screen, notices, keyboard, statistics). Every hook is pure Python returning HTML
text built with ui.table.html (escaped), and reads only the view and what the session offers
(`query`, `label`, `log`): never the engine state, never a rule function.

Widgets (returned by `widget`) are objects with this duck-typed API (see ui/rftg/widgets.py):
`toggle(sel, kind, key) -> sel`, `build(sel) -> action|None`, `incomplete(sel) -> str`,
`option_by_key(key) -> action|None`, `hand_acts(sel) -> {cid: {...}}`,
`render(sel, reason, can_confirm) -> html` (a section with the title `#tk-decide-title` and
the reason `#tk-why`).
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Callable

from game.core import seats
from game.core.i18n import N_, in_domain

from .html import esc, tag, text
from .recent import Recent
from .widget import Buttons


@lru_cache(maxsize=32)
def _seat_pattern(token: str) -> re.Pattern:
    head, _n, tail = token.partition("{n}")
    return re.compile(("(?<!\\w)" if head[:1].isalnum() else "") + re.escape(head) + r"(\d+)" +
                      re.escape(tail) + ("(?!\\w)" if not tail or tail[-1:].isalnum() else ""))


def seat_names(line: str, names: list, token: str | None = None) -> str:
    """`line` with the seat token every engine writes (game/core/seats.py: "Player {n}" in the
    current language, unless `token` says otherwise) replaced by the seat names; a number
    beyond the seats is left as it is.

    >>> seat_names("Player 2 buys; Player 1 passes; Player 7", ["Ann", "Bob"])
    'Bob buys; Ann passes; Player 7'
    >>> seat_names("2. játékos passzol", ["Ann", "Bob"], "{n}. játékos")
    'Bob passzol'
    """
    token = token or seats.token()
    return _seat_pattern(token).sub(lambda m: names[int(m.group(1)) - 1]
                                    if 0 < int(m.group(1)) <= len(names) else m.group(0), line)


class GameUI:
    """Base class: override what your game needs; the defaults give a plain but playable table."""

    game_id: str = ""
    title: str = ""
    css: str | None = None          # the game's stylesheet (assets/<id>.css), loaded once
    root_class: str = ""            # a class on the table's root for the game's CSS
    default_names: tuple = ("Alex", "Ada", "Bruno", "Chen", "Dana")
    stats_group: str = ""           # what best scores are grouped by ("start world"), or ""
    round_word: str = N_("Round")   # the log's group heading ("Round 3", "Epoch 2"); a game
                                    # with its own word makes this a property translating it
    help_topics: tuple = ()         # the Help tab: (heading, paragraph) pairs marked with N_,
                                    # translated in the game's domain
    switches: tuple = ()            # the game's device settings, shown in the Help tab after
                                    # the kit's: (key, label, help) marked with N_, translated
                                    # in the game's domain; each off by default (ui/table/prefs.py)

    # --- learning: the rules reference and the guided first game (data of ui/<id>/) ---------
    def reference(self) -> Any:
        """The game's rules reference (`REFERENCE` of ui/<game_id>/reference.py, a
        ui/table/rules_ref.py Reference), or None when the game has none."""
        return _module_attr(f"ui.{self.game_id}.reference", "REFERENCE")

    def lesson(self) -> Any:
        """The game's guided first game (`LESSON` of ui/<game_id>/lesson.py, a
        ui/table/lesson.py Lesson), or None when the game has none."""
        return _module_attr(f"ui.{self.game_id}.lesson", "LESSON")

    # --- the decision ----------------------------------------------------------------------
    def widget(self, view: dict, player: int, legal: list, query: Callable) -> Any:
        """The widget for `player`'s decision now. `query(name, *args)` asks the engine its
        documented questions; `query.decision()` is the core Decision (prompt, labelled
        choices). The default: one button per choice with the engine's labels."""
        decision = query.decision() if hasattr(query, "decision") else None
        if decision is None:
            return Buttons(view, player, legal, query)
        return Buttons(view, player, [c.action for c in decision.choices], query,
                       labels=decision.labels(), prompt=decision.prompt)

    def hint_facts(self, view: dict, player: int) -> list:
        """What a hint's reason compares before and after a move (ui/table/hints.py): the
        player's facts in `view` as (label, value) pairs, each label marked with N_ and
        translated in the game's domain; a value is a number ("VP": its change is said) or
        a collection of names (the new ones are said). Never name a card the player cannot
        see (a card drawn in the sampled state is a redealt one: count it). By default the
        game's ui/<id>/hints.py `facts(view, player)`, imported when a hint is first shown;
        [] for a game without that module."""
        import importlib    # lazy: the game's hint part only when a hint is shown
        try:
            module = importlib.import_module(f"ui.{self.game_id}.hints")
        except ImportError:
            return []
        return list(module.facts(view, player))

    # --- the table -------------------------------------------------------------------------
    def status_items(self, view: dict, names: list) -> str:
        """HTML of the status bar items (round, phase, pools...) before the kit's tools."""
        return ""

    def board(self, view: dict, ctx: dict) -> list:
        """The board's regions (each one HTML element), in reading order for a phone.

        ctx: names, kinds, thinking (seat or None), hand_acts ({key: {...}} from the widget),
        focus_hand (True when the decision is made in the hand), query (or None), marks
        ({data-card key: badge} of the others' recent moves: the kit marks those elements
        itself; a board draws a badge only where CSS cannot, e.g. in an SVG)."""
        return []

    def recent_moves(self, recent: Recent) -> list:
        """What the other seats did since the viewer's last decision, as `Move`s (seat, a
        phrase without the subject, the data-card keys of the board elements it touched):
        the kit marks those elements and shows a summary line near the decision
        (ui/table/recent.py). Read only `recent.before`/`after` (the viewer's views) and
        the moves' public parts; never name a card the viewer cannot see."""
        return []

    def clears_marks(self, action: Any) -> bool:
        """Whether the viewer making `action` ends the marks of the others' moves (default:
        every decision does; answers made in another seat's turn may keep them)."""
        return True

    def score_panel(self, view: dict, names: list) -> str:
        """The side panel's "Scores" tab."""
        return ""

    def help_html(self) -> str:
        """The side panel's "Help" tab: `help_topics` as headings and paragraphs, then
        `help_extra()`, in a div of class "<root_class>-help" ("" when there are none)."""
        if not self.help_topics:
            return ""
        body = "".join(text("h3", in_domain(self.game_id, heading)) +
                       text("p", in_domain(self.game_id, paragraph))
                       for heading, paragraph in self.help_topics)
        return tag("div", body + self.help_extra(), cls=f"{self.root_class}-help")

    def switch_defaults(self) -> dict:
        """The game's switches, each off (False) until the player turns it on."""
        return {key: False for key, _label, _help in self.switches}

    def help_extra(self) -> str:
        """HTML the Help tab shows after the topics (e.g. a legend of the board's icons)."""
        return ""

    def log_text(self, text: str, names: list) -> str:
        """A log line as shown: the engines' seat token ("Player 2", game/core/seats.py)
        replaced by the seat name."""
        return seat_names(text, names)

    def log_html(self, entry: dict, names: list, view: dict | None = None) -> str:
        """A log entry as HTML (escaped `log_text` by default; a game may mark who acted,
        e.g. Gaia's player name beside the faction's colour). `view` is the table's view."""
        return esc(self.log_text(entry["text"], names))

    def round_of(self, entry: dict) -> object:
        """The log entry's round (log lines are grouped by it), or None."""
        return entry.get("round")

    def zoom_html(self, key: str, view: dict, query: Callable | None) -> str:
        """The enlarged version of the element with data-card=`key` (hover, focus, long press)."""
        return ""

    def auto_action(self, view: dict, player: int, legal: list, prefs: dict) -> Any:
        """The action a human seat's standing preferences (`prefs`, set by "pref:" acts) choose
        for its decision now, or None to ask the player."""
        return None

    def view_click(self, arg: str) -> set:
        """A click on one of the board's own view controls (data-act="view:<arg>", e.g. a map
        zoom): change only how the board looks and return {"render"}, or set()."""
        return set()

    # --- the end and the replay -------------------------------------------------------------
    def end_details(self, view: dict, names: list, winners: list) -> str:
        """The end screen's scoring breakdown and final tableaux."""
        return ""

    def score_sources(self, view: dict, names: list) -> list:
        """The final score by source for the charts' stacked bar: per seat [(source, points)],
        the sources named as end_details names them and the points adding up to the seat's
        score; [] draws no bar."""
        return []

    def chart_colours(self, view: dict, players: int) -> list:
        """Each seat's colour in the charts (by default the kit's palette, charts.PALETTE)."""
        return []

    def tie_note(self, view: dict, names: list) -> str:
        """A sentence on how a tie was broken, or ""."""
        return ""

    def status_panel(self, view: dict, names: list) -> str:
        """The status bar items in a panel, for the top of a replay or end board."""
        return tag("div", self.status_items(view, names), cls="panel")

    def replay_board(self, view: dict, names: list, hands: list | None) -> str:
        """The replay viewer's board at one step; `hands` (each seat's) once the game is over."""
        return self.status_items(view, names)

    # --- statistics ---------------------------------------------------------------------------
    def stats_group_of(self, view: dict, player: int) -> str:
        """The group of the player's result for the best-score table (e.g. the start world)."""
        return ""


def _module_attr(module: str, name: str) -> Any:
    """`name` of `module`, or None when the module does not exist. Imported here, on first
    use (lazy: a lesson or reference is not needed at page start)."""
    import importlib  # lazy (page start-up): a lesson or reference only when asked for
    import importlib.util  # lazy, as above
    try:
        if importlib.util.find_spec(module) is None:
            return None
    except (ImportError, ValueError):
        return None
    return getattr(importlib.import_module(module), name, None)
