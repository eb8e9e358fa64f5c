"""The controller's part of the hints (ui/table/hints.py): when a Hint is offered, starting
and stepping the game's hinter on the deciding seat's view, and the rows it shows.

`HintControl` is a part of Controller (controller.py): its methods use the controller's
session, game, decider, widget, render, sel and reason. Acts: "hint" starts a hint, "hint:cancel"
stops it (the search's generator closed), "hint:<rank>" selects that row's move in the widget
without sending it (and asks the page to focus its item, `hint_focus`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from . import hints as HI

if TYPE_CHECKING:   # what they use of Controller, for the type check only
    from .gameui import GameUI
    from .session import Session


class HintControl:
    """Controller's hint methods and their data."""

    hint: HI.HintRun | None = None      # the hint asked for at this decision
    hint_focus: str | None = None       # the data-act a hint row asks the page to focus

    if TYPE_CHECKING:
        session: Session
        game: GameUI
        sel: Any
        reason: str

        def decider(self) -> int | None: ...

        def widget(self) -> Any: ...

        def render(self, thinking: int | None = None, parts: bool = False,
                   hints: bool = True) -> str | list[str]: ...

    def hint_offered(self) -> bool:
        """A Hint button is offered: a human seat decides on this device now (in hotseat
        only the seat on turn, never behind the curtain) and the game has hints."""
        from game.core import registry  # lazy: the registry's spec, no engine import
        return self.decider() is not None and registry.game(self.session.game).hints is not None

    def _hint_key(self) -> tuple:
        p = self.decider()
        return (p, self.session.moves_by(p) if p is not None else -1)

    def current_hint(self) -> HI.HintRun | None:
        """The hint of this decision (one of an earlier decision is dropped, its search
        closed)."""
        if self.hint is not None and (self.hint.key != self._hint_key() or
                                      self.decider() is None):
            self.hint.cancel()
            self.hint = None
        return self.hint

    def _hint(self, arg: str) -> set:
        run = self.current_hint()
        if arg == "cancel":
            if run is not None and run.running:
                run.cancel()
                self.hint = None
                return {"render"}
            return set()
        if arg.isdigit():           # a row: its move selected in the widget, not sent
            row = next((r for r in (run.rows if run else []) if r.rank == int(arg)), None)
            if row is None or self.decider() is None:
                return set()
            self.hint_focus = row.acts[-1] if row.acts else None
            if row.sel is not None:
                self.sel, self.reason = row.sel, ""
            return {"render"}
        if not self.hint_offered() or (run is not None and run.running):
            return set()
        p = cast(int, self.decider())
        s = self.session
        seed = (s.record.seed * 1_000_003 + p * 7919 + s.moves()) & ((1 << 63) - 1)
        gen = s.hinter(p, seed)
        if gen is None:
            return set()
        self.hint = HI.HintRun(self._hint_key(), gen)
        return {"render", "hint"}

    def hint_step(self, budget_ms: float) -> bool:
        """Advance the hint under way (the page calls it between frames); True when there is
        nothing more to do (done, cancelled or the decision changed). Its rows are made
        when the search returns."""
        run = self.current_hint()
        if run is None or not run.running:
            return True
        if not run.step(budget_ms):
            return False
        self._hint_rows(run)
        return True

    def _hint_rows(self, run: HI.HintRun) -> None:
        s = self.session
        p = cast(int, self.decider())
        w = self.widget()
        items = HI.items_of("".join(cast(list, self.render(parts=True, hints=False))))
        start: Any = getattr(w, "initial_selection", lambda: [])()

        def items_at(sel: Any) -> list:      # what the table offers once `sel` is selected
            return HI.items_of(w.render(sel, "", False)) + \
                [f"card:{k}" for k in w.hand_acts(sel)] + items
        best = run.rated[0].worth if run.rated else 0.0
        rows = []
        for rank, r in enumerate(run.rated, 1):
            label = "; ".join(self.game.log_text(s.label(p, a), s.names())
                              for a in (r.action,) + tuple(r.then))
            reason = HI.move_reason(lambda v: self.game.hint_facts(v, p),
                                    self.game.hint_facts(s.view(p), p),
                                    lambda *a: s.sampled_views(p, *a), r.action, rank,
                                    self.game.game_id)
            sel, acts = HI.find_selection(w, r.action, items, start, items_at)
            rows.append(HI.HintRow(rank, label, HI.worth_text(r.worth, r.unit, best), reason,
                                   sel, acts, r.action))
        run.rows = rows
