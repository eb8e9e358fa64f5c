"""What the table shows and what a click does, for any game, without the DOM (pure Python).

Every clickable element carries a `data-act` string; the page passes it to `click(act)` and
then carries out the returned effects (a set of words):

- "render": draw again;       - "autosave": store the save;     - "ai": run the AI seats;
- "lobby": back to the lobby; - "export": offer the save as a file; - "rematch": new game
  with the same seats; - "stats": a game just ended (the page records local statistics).

Acts: "pick:<i>" / "card:<key>" toggle an item of the decision's selection, "confirm" sends
the built action, "clear" empties the selection, "opt:<key>" sends an option at once,
"reveal" lifts the hotseat curtain, "undo", "redo", "panel:<name>", "replay:<step>",
"lobby", "export", "rematch", "view:<arg>" (the game's own view controls, e.g. map zoom:
`GameUI.view_click`), "pref:<key>=<value>" (a standing answer of the deciding seat, kept in
the save's meta; `GameUI.auto_action` then answers such decisions for that seat),
"review:start|close|mark:<k>" (the review of a finished game, ui/table/review_view.py: the
effect "review" asks the page to run it), "playon" (effect "playon": a new game from the
replay's position), "setting:<key>" (flips a switch of the device's settings, prefs.py: the effect "settings"
asks the page to store them), "dbl:<pick|card>:<key>" (a double click or double tap on an
item: when the widget's `single_choice` says that item alone answers the decision, it is
selected and confirmed at once, or only selected under the "Confirm every choice" setting;
otherwise it is an ordinary click).

The game's look comes from its `GameUI` (ui/table/gameui.py); the controller only asks the
`Session` for views, legal actions, labels and the engine's verdicts.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from game.core import IllegalAction
from game.core.i18n import language

from . import hints as HI
from .hint_control import HintControl
from .learn_control import LearnControl
from . import learn_view as LV
from . import prefs as PR
from . import recent as RC
from . import review_view as RV
from . import screens as SC
from .gameui import GameUI
from .html import tag
from .session import Session

if TYPE_CHECKING:
    from game.core.protocol import Decision


class Controller(HintControl, LearnControl):
    def __init__(self, session: Session, game: GameUI, settings: dict | None = None) -> None:
        self.session = session
        self.game = game
        # the device's settings (prefs.py; the page loads and stores them)
        self.settings: dict = {**PR.DEFAULTS, **game.switch_defaults(), **(settings or {})}
        self.viewer: int | None = None          # seat whose private view is shown (None: spectator)
        self.curtain: int | None = None         # seat the device must be passed to, or None
        self.sel: Any = []               # selected items of the current decision (cards or picks)
        self.reason = ""            # why the last attempt was refused
        self.panel = "log"          # side panel: log | logall | score | help
        self.replay_at: int | None = None       # action index shown by the replay viewer, or None
        self.review_open: int | None = None     # the review mark whose box is open, or None
        self.reviewing = False                  # the page runs the review (review_view.py)
        self.playon_level = RV.PLAY_ON_LEVEL    # the level "Play on from here" offers
        self._sel_key: tuple | None = None
        self._moves: tuple | None = None        # (viewer, moves, language) -> the moves shown
        self.stats_done = bool(session.save.get("meta", {}).get("stats_recorded"))
        self.hint: HI.HintRun | None = None     # the hint asked for at this decision
        self.auto_answer()
        self._choose_viewer()

    # --- who looks at the table ---------------------------------------------------------
    def _choose_viewer(self) -> None:
        s = self.session
        humans = s.humans()
        p = s.human_to_decide()
        if not s.hotseat:
            self.viewer = humans[0] if humans else None
            self.curtain = None
            return
        if p is None:
            if s.is_over():
                self.viewer, self.curtain = None, None
            return
        if p != self.viewer:
            self.viewer = None
            self.curtain = p

    def decider(self) -> int | None:
        """The seat whose decision the table offers now (the viewer, if they must decide)."""
        p = self.session.human_to_decide()
        if p is not None and p == self.viewer and self.curtain is None:
            key = (p, self.session.moves_by(p))
            if key != self._sel_key:      # a new decision: the widget's first selection
                self._sel_key, self.sel, self.reason = key, None, ""
            return p
        return None

    # --- clicks -----------------------------------------------------------------------------
    def click(self, act: str) -> set:
        s = self.session
        name, _, arg = act.partition(":")
        if name == "reveal":
            if self.curtain is not None:
                self.viewer, self.curtain = self.curtain, None
                self.sel, self.reason = [], ""
            return {"render"}
        if name == "panel":
            self.panel = arg
            return {"render"}
        if name in ("lobby", "export", "rematch"):
            return {name}
        if name == "view":          # the game's own view controls (zoom ...): no game state
            return self.game.view_click(arg)
        if name == "pref":          # a seat's standing answer ("charge=free"): kept in the save
            return self._pref(arg)
        if name == "setting":       # a switch of this device's settings
            if arg not in self.settings:
                return set()
            self.settings[arg] = not self.settings[arg]
            return {"render", "settings"}
        if name == "replay":
            return self._replay(arg)
        if name == "hint":
            return self._hint(arg)
        if name == "review":
            return self._review(arg)
        if name == "ref":
            return self._ref(arg)
        if name == "lesson":
            return self._lesson(arg) | self.lesson_tick()
        if name == "learn":
            return self._learn(arg)
        if name == "playon":         # a new save from the replay's position (the page makes it)
            return {"playon"} if self.replay_at is not None else set()
        if name in ("undo", "redo"):
            if s.undo() if name == "undo" else s.redo():
                self.sel, self.reason = [], ""
                self.lesson_undone()
                self._choose_viewer()
                return {"render", "autosave", "ai"}
            return set()
        p = self.decider()
        if p is None:
            return set()
        w = self.widget()
        if name == "dbl":
            return self._double(w, arg)
        if name in ("pick", "card"):
            key = int(arg) if arg.lstrip("-").isdigit() else arg
            self.sel = w.toggle(self.sel, name, key)
            self.reason = ""
            return {"render"}
        if name == "clear":
            if not self.sel and not self.reason:
                return set()
            self.sel, self.reason = [], ""
            return {"render"}
        if name == "opt":
            action = w.option_by_key(arg)
            if action is None:
                return set()
            return self._send(p, action)
        if name == "confirm":
            action = w.build(self.sel)
            if action is None:
                self.reason = w.incomplete(self.sel)
                return {"render"}
            return self._send(p, action)
        return set()

    def _double(self, w: Any, act: str) -> set:
        """A double activation of the item `act` ("card:<key>" / "pick:<key>")."""
        kind, _, raw = act.partition(":")
        if kind not in ("pick", "card"):
            return set()
        key = int(raw) if raw.lstrip("-").isdigit() else raw
        single = getattr(w, "single_choice", None)
        one = single(self.sel, kind, key) if single is not None else None
        if one is None:         # not a complete answer alone: an ordinary click
            return self.click(act)
        self.sel, self.reason = one, ""
        if self.settings.get(PR.CONFIRM_EVERY):
            return {"render"}
        return self.click("confirm")

    def _send(self, p: int, action: Any) -> set:
        before, expected = self.session.moves(), self.lesson_expected(p)
        try:
            self.session.apply(p, action)
        except IllegalAction as exc:
            self.reason = exc.reason[:1].upper() + exc.reason[1:]
            return {"render"}
        self.sel, self.reason = [], ""
        self.lesson_moved(p, action, before, expected)
        self.auto_answer()
        self._choose_viewer()
        out = {"render", "autosave", "ai"} | self.lesson_tick()
        if self.session.is_over() and not self.stats_done:
            out.add("stats")
        return out

    def after_ai(self) -> set:
        """Called by the page after AI decisions: pick the viewer and curtain again."""
        out = {"autosave", "ai"} if self.auto_answer() else set()
        self._choose_viewer()
        out |= self.lesson_tick()
        if self.session.is_over() and not self.stats_done:
            out.add("stats")
        return out

    # --- standing answers (a seat's preferences, e.g. Gaia's charge offers) --------------------
    def prefs(self, p: int) -> dict:
        """Seat `p`'s preferences, kept in the save's meta ("prefs": {seat: {key: value}})."""
        return dict(self.session.save.get("meta", {}).get("prefs", {}).get(str(p), {}))

    def _pref(self, arg: str) -> set:
        p = self.decider()
        key, _, value = arg.partition("=")
        if p is None or not key:
            return set()
        meta = self.session.save.setdefault("meta", {})
        meta.setdefault("prefs", {}).setdefault(str(p), {})[key] = value
        self.auto_answer()
        self._choose_viewer()
        return {"render", "autosave", "ai"}

    def auto_answer(self) -> bool:
        """Make the decisions human seats answer by a standing preference
        (`GameUI.auto_action`, given the seat's preferences over the device's settings); True
        if any was made."""
        s = self.session
        made = False
        if type(self.game).auto_action is GameUI.auto_action:
            return False        # the game has no standing answers
        for _ in range(50):
            p = s.human_to_decide()
            if p is None:
                break
            prefs = {**self.settings, **self.prefs(p)}
            action = self.game.auto_action(s.view(p), p, s.legal(p), prefs)
            if action is None:
                break
            try:
                s.apply(p, action)
            except IllegalAction:
                break
            made = True
        return made

    def _replay(self, arg: str) -> set:
        n = self.session.moves()
        self.review_open = None
        if arg == "close":
            self.replay_at = None
        elif arg == "open":
            self.replay_at = 0
        else:
            step = {"first": -n, "prev": -1, "next": 1, "last": n}.get(arg, 0)
            self.replay_at = max(0, min(n, (self.replay_at or 0) + step))
        return {"render"}

    def _review(self, arg: str) -> set:
        """The acts "review:start" (the page runs it), "review:mark:<k>" (the replay at the
        k-th biggest loss, its box open) and "review:close"."""
        if arg == "start":
            return {"review"} if self.session.is_over() and not self.reviewing else set()
        if arg == "close":
            self.review_open = None
            return {"render"}
        key = arg.partition(":")[2]
        found = RV.marks(self.session)
        if not key.isdigit() or int(key) >= len(found):
            return set()
        self.review_open = int(key)
        self.replay_at = found[self.review_open]["at"]
        return {"render"}

    # --- what to draw ----------------------------------------------------------------------
    def widget(self) -> Any:
        p = cast(int, self.decider())     # asked only while a seat decides
        s = self.session
        w = self.game.widget(s.view(p), p, s.legal(p), Ask(s, p))
        if self.sel is None:            # a new decision starts from the widget's selection
            init = getattr(w, "initial_selection", None)
            self.sel = init() if init is not None else []
        return w

    def live_reason(self, w: Any) -> str | None:
        """The engine's verdict on the action the current selection would send."""
        action = w.build(self.sel)
        if action is None:
            return None
        return self.session.explain(cast(int, self.decider()), action)

    def render(self, thinking: int | None = None, parts: bool = False,
               hints: bool = True) -> str | list[str]:
        """The screen's HTML. With `parts`, the table comes as a list of region strings
        (other screens are always one string); `hints` False leaves the hint out."""
        s = self.session
        if self.replay_at is not None:
            return SC.replay(s, self.game, self.replay_at, self.viewer,
                             RV.replay_part(s, self.replay_at, self.review_open, self.reviewing,
                                            self.playon_level, self.game))
        if self.curtain is not None:
            return SC.curtain(s.name(self.curtain))
        if s.is_over():
            return SC.end(s, self.game, self.viewer,
                          self.lesson_end() + RV.end_part(s, self.reviewing))
        p = self.decider()
        names = s.names()
        view = s.view(self.viewer)
        widget = self.widget() if p is not None else None
        if widget is not None:
            live = self.live_reason(widget)
            panel = widget.render(self.sel, self.reason or live or "",
                                  can_confirm=live is None and widget.build(self.sel) is not None)
            panel = self.with_rules_links(panel, cast(int, p), self.reason or live or "")
            run = self.current_hint() if hints else None
            if hints and self.hint_offered():
                at = panel.rfind("</section>")
                at = at if at >= 0 else len(panel)
                panel = panel[:at] + HI.panel(run, True) + panel[at:]
        else:
            panel = SC.waiting(s, thinking)
        panel = self.with_offer(panel)
        moves = self.recent_moves()
        marks = RC.marks_of(moves, names)
        ctx = {"names": names, "kinds": [x.get("kind") for x in s.seats], "thinking": thinking,
               "hand_acts": widget.hand_acts(self.sel) if widget is not None else {},
               "focus_hand": widget is not None and "data-autofocus" not in panel,
               "query": Ask(s, self.viewer) if self.viewer is not None else None,
               "marks": marks}
        bar = SC.bar(self.game.status_items(view, names), SC.tools(s))
        board = [RC.mark(region, marks) for region in self.game.board(view, ctx)]
        if widget is not None and self.lesson_at() is not None:
            panel, acts = self.lesson_part(panel, widget, cast(int, p),
                                           HI.items_of(panel + "".join(board)))
            board = [LV.mark_targets(b, acts) for b in board]
        run = self.hint if hints and widget is not None else None
        if run is not None and run.rows:
            badges = HI.badges_of(run.rows)
            panel, board = HI.mark(panel, badges), [HI.mark(b, badges) for b in board]
        regions = [bar, RC.with_summary(panel, RC.summary(moves, names))] + board + [
            SC.side(s, self.game, self.viewer, view, self.panel, self.settings,
                    self.rules_tab())]
        if parts:
            return regions
        return tag("div", "".join(regions), cls="tk-table")

    def recent_moves(self) -> list:
        """What the other seats did since the viewer's last decision (GameUI.recent_moves on
        the session's Recent), kept until a move is made or the language changes."""
        s = self.session
        if self.viewer is None or s.is_over():
            return []
        key = (self.viewer, s.moves(), language())
        if self._moves is None or self._moves[0] != key:
            self._moves = (key, list(self.game.recent_moves(s.recent(self.viewer))))
        return self._moves[1]

    def zoom(self, key: str) -> str:
        s = self.session
        q = Ask(s, self.viewer) if self.viewer is not None else None
        return self.game.zoom_html(key, s.view(self.viewer), q)

    def focus_key(self) -> tuple:
        """Changes whenever the focus should move to the new decision or screen."""
        s = self.session
        return (s.moves(), self.curtain, self.decider(), self.replay_at, s.is_over())


class Ask:
    """The engine's questions for one seat, as widgets and boards may ask them:
    `ask(name, *args)` is the game's documented query; `ask.decision()` the core Decision
    (prompt and labelled choices) of that seat now; `ask.names()` the seat names."""

    def __init__(self, session: Session, player: int) -> None:
        self._session, self.player = session, player

    def __call__(self, name: str, *args: Any) -> Any:
        return self._session.query(self.player, name, *args)

    def decision(self) -> Decision | None:
        return self._session.decision(self.player)

    def names(self) -> list:
        """The seat names (for a widget's sentences such as "Ann attacks you")."""
        return self._session.names()
