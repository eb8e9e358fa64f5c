"""The controller's part of learning (ui/table/learn_view.py draws it): the rules reference's
acts and links, and a lesson in progress (lesson.py) at each of the learner's decisions.

`LearnControl` is a part of Controller (controller.py), as HintControl is. Acts:
"ref:<key>" opens an entry in the side panel's Rules tab ("ref:" the list; the effect "ref"
asks the page to bring the entry into view), "lesson:restart" undoes back to the step the
learner left, "lesson:ok" closes the lesson's message. The lesson's progress lives in the
save's meta (lesson.py), so autosave keeps it and a reload resumes it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from . import hints as HI
from . import learn_view as LV
from . import lesson as LE

if TYPE_CHECKING:   # what they use of Controller, for the type check only
    from .gameui import GameUI
    from .session import Session


class LearnControl:
    """Controller's reference and lesson methods and their data."""

    ref_key: Optional[str] = None       # the entry open in the Rules tab
    ref_query: str = ""                 # the Rules tab's search, as typed

    if TYPE_CHECKING:
        session: Session
        game: GameUI
        sel: Any
        reason: str
        panel: str
        settings: dict
        hint: Any

        def decider(self) -> int | None: ...

        def current_hint(self) -> Any: ...

        def _hint(self, arg: str) -> set: ...

    # --- the reference ---------------------------------------------------------------------
    def reference(self) -> Any:
        return self.game.reference()

    def _ref(self, arg: str) -> set:
        ref = self.reference()
        if ref is None:
            return set()
        self.panel = "rules"
        self.ref_key = arg if ref.entry(arg) is not None else None
        return {"render", "ref"}

    def rules_tab(self) -> Optional[str]:
        """The Rules tab's HTML when it is shown, "" when another tab is, None without a
        reference (no tab)."""
        ref = self.reference()
        if ref is None:
            return None
        return LV.rules_panel(ref, self.ref_key, self.ref_query) if self.panel == "rules" else ""

    def with_rules_links(self, panel: str, p: int, reason: str) -> str:
        """The decision panel with its Rules links (learn_view.decision_links)."""
        ref = self.reference()
        if ref is None:
            return panel
        return LV.decision_links(panel, ref, self.session.decision_kind(p), reason)

    # --- the first visit's offer of the lesson ----------------------------------------------
    def offer_key(self) -> str:
        return f"learn_offered:{self.game.game_id}"

    def learn_offered(self) -> bool:
        """Is the lesson offered on this table (the game's first table on this device, not a
        lesson itself, not yet answered)?"""
        return (not self.settings.get(self.offer_key()) and self.lesson_at() is None and
                not self.session.is_over() and self.game.lesson() is not None)

    def _learn(self, arg: str) -> set:
        """"learn:start" (effect "learn": the page starts the lesson) or "learn:no"; either
        way the offer is not made again on this device."""
        if arg not in ("start", "no"):
            return set()
        self.settings[self.offer_key()] = True
        return {"render", "settings"} | ({"learn"} if arg == "start" else set())

    def with_offer(self, panel: str) -> str:
        if not self.learn_offered():
            return panel
        return LV.insert_after_title(panel, LV.offer(_title(self.game.game_id)))

    # --- the lesson --------------------------------------------------------------------------
    def lesson_at(self) -> Optional[dict]:
        """The lesson's progress in this save (None: not a lesson, or the game has none)."""
        at = LE.progress(self.session.save)
        return at if at is not None and self.game.lesson() is not None else None

    def _lesson(self, arg: str) -> set:
        at = self.lesson_at()
        if at is None:
            return set()
        if arg == "ok":
            at["seen"] = True
            return {"render", "autosave"}
        if arg == "restart":
            to = LE.restart_at(at)
            s = self.session
            if to is None:
                return set()
            while s.moves() > to and s.undo():
                pass
            LE.sync(at, s.moves())
            self.sel, self.reason = [], ""
            return {"render", "autosave", "ai"}
        return set()

    def lesson_undone(self) -> None:
        """After an undo or redo: the lesson back at the step of that position."""
        at = self.lesson_at()
        if at is not None:
            LE.sync(at, self.session.moves())

    def lesson_moved(self, p: int, action: Any, before: int, expected: str) -> None:
        """The learner `p` made `action` at move count `before` (`expected`: the step's move
        in words, said before the move): the next step, or free play after a deviation."""
        at = self.lesson_at()
        lesson = self.game.lesson()
        step = LE.current(lesson, at) if at is not None else None
        if at is None or step is None or p != lesson.seat:
            return
        same = HI.same_move(action, step.action)
        chose = "" if same else self.game.log_text(self.session.label(p, action),
                                                   self.session.names())
        LE.after_move(lesson, at, same, before, chose, expected)

    def lesson_expected(self, p: int) -> str:
        """The current step's move in words (before the learner moves), or ""."""
        at = self.lesson_at()
        step = LE.current(self.game.lesson(), at) if at is not None else None
        if step is None or p != self.game.lesson().seat:
            return ""
        try:
            return self.game.log_text(self.session.label(p, step.action), self.session.names())
        except Exception:  # noqa: BLE001 - a step that does not fit this position
            return ""

    def lesson_tick(self) -> set:
        """In free play, the coach's hint is asked at each of the learner's decisions."""
        at = self.lesson_at()
        if at is None or at["mode"] != "free":
            return set()
        p = self.decider()
        if p is None or p != self.game.lesson().seat:
            return set()
        if self.current_hint() is not None:
            return set()
        return self._hint("")

    def lesson_part(self, panel: str, w: Any, p: int, items: list) -> tuple:
        """(the decision panel with the lesson's box and, in guided mode, the step's controls
        marked; those controls' data-acts, to mark on the board too); `items` are the
        table's data-acts (decision and board)."""
        at = self.lesson_at()
        if at is None or p != self.game.lesson().seat:
            return panel, set()
        lesson = self.game.lesson()
        step = LE.current(lesson, at)
        acts: set = set()
        if step is not None:
            if step.action not in self.session.legal(p):
                LE.lost(at)
                step = None
            else:
                acts = self.step_acts(w, step.action, items)
        box = LV.bubble(lesson, at, self.game.game_id, self.reference())
        if box:
            panel = LV.insert_after_title(panel, box)
        return (LV.mark_targets(panel, acts) if acts else panel), acts

    def step_acts(self, w: Any, action: Any, items: list) -> set:
        """The data-acts that make `action` from the selection now: the items to toggle
        (from here, or from a fresh start with Clear first), or Confirm once it is built."""
        try:
            if self.sel is not None and HI.same_move(w.build(self.sel), action):
                return {"confirm"}
        except Exception:  # noqa: BLE001 - a widget may refuse an odd selection
            pass

        def items_at(sel: Any) -> list:
            return HI.items_of(w.render(sel, "", False)) + \
                [f"card:{k}" for k in w.hand_acts(sel)] + items
        start = self.sel if self.sel is not None else []
        _sel, acts = HI.find_selection(w, action, items, start, items_at)
        if acts:
            return set(acts)
        init: Any = getattr(w, "initial_selection", lambda: [])()
        _sel, acts = HI.find_selection(w, action, items, init, items_at)
        return set(acts) | ({"clear"} if acts and self.sel else set())

    def lesson_end(self) -> str:
        """The end screen's lesson summary, or ""."""
        if self.lesson_at() is None:
            return ""
        return LV.summary(self.game.lesson(), self.game.game_id)


def _title(game_id: str) -> str:
    """The game's title in the current language."""
    from ui import games  # lazy: the lobby's catalogue, only for the offer's sentence
    entry = games.entry(game_id)
    return games.title(entry) if entry is not None else game_id
