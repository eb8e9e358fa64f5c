"""What the table shows and what a click does, without the DOM (pure Python, testable).

Every clickable element carries a `data-act` string; page.py passes it to `click(act)` and
then carries out the returned effects (a set of words):

- "render": draw again;       - "autosave": store the save;     - "ai": run the AI seats;
- "lobby": back to the lobby; - "export": offer the save as a file; - "rematch": new game
  with the same seats; - "stats": a game just ended (page records local statistics).

Acts: "pick:<i>" toggles choice i of the decision, "card:<cid>" toggles a card of the
decision, "confirm" sends the built action, "opt:<i>" sends option i at once, "reveal" lifts
the hotseat curtain, "undo", "redo", "panel:<name>", "replay:<n>", "lobby", "export",
"rematch".
"""
from game.core import IllegalAction

from . import viewmodel as VM
from . import widgets
from .html import tag, text, esc


class Controller:
    def __init__(self, session):
        self.session = session
        self.viewer = None          # seat whose private view is shown (None: spectator)
        self.curtain = None         # seat the device must be passed to, or None
        self.sel = []               # selected items of the current decision (cards or picks)
        self.reason = ""            # why the last attempt was refused
        self.panel = "log"          # side panel: log | score | help
        self.replay_at = None       # action index shown by the replay viewer, or None
        self._sel_key = None
        self.stats_done = bool(session.save.get("meta", {}).get("stats_recorded"))
        self._choose_viewer()

    # --- who looks at the table ---------------------------------------------------------
    def _choose_viewer(self):
        s = self.session
        humans = s.humans()
        p = s.human_to_decide()
        if not s.hotseat:
            self.viewer = humans[0] if humans else None
            self.curtain = None
            return
        if p is None:
            if s.state.is_over():
                self.viewer, self.curtain = None, None
            return
        if p != self.viewer:
            self.viewer = None
            self.curtain = p

    def decider(self):
        """The seat whose decision the table offers now (the viewer, if they must decide)."""
        p = self.session.human_to_decide()
        if p is not None and p == self.viewer and self.curtain is None:
            key = (p, len(self.session.record.actions), self.session.state.decision[p])
            if key != self._sel_key:      # a new decision: forget the old selection
                self._sel_key, self.sel, self.reason = key, [], ""
            return p
        return None

    # --- clicks -----------------------------------------------------------------------------
    def click(self, act):
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
        if name == "lobby":
            return {"lobby"}
        if name == "export":
            return {"export"}
        if name == "rematch":
            return {"rematch"}
        if name == "replay":
            return self._replay(arg)
        if name == "undo":
            if s.undo():
                self.sel, self.reason = [], ""
                self._choose_viewer()
                return {"render", "autosave", "ai"}
            return set()
        if name == "redo":
            if s.redo():
                self.sel, self.reason = [], ""
                self._choose_viewer()
                return {"render", "autosave", "ai"}
            return set()
        p = self.decider()
        if p is None:
            return set()
        w = self.widget()
        if name in ("pick", "card"):
            key = int(arg) if arg.lstrip("-").isdigit() else arg
            self.sel = w.toggle(self.sel, name, key)
            self.reason = ""
            return {"render"}
        if name == "clear":
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

    def _send(self, p, action):
        try:
            self.session.apply(p, action)
        except IllegalAction as exc:
            self.reason = exc.reason[:1].upper() + exc.reason[1:]
            return {"render"}
        self.sel, self.reason = [], ""
        self._choose_viewer()
        out = {"render", "autosave", "ai"}
        if self.session.state.is_over() and not self.stats_done:
            out.add("stats")
        return out

    def after_ai(self):
        """Called by the page after AI decisions: pick the viewer and curtain again."""
        self._choose_viewer()
        out = set()
        if self.session.state.is_over() and not self.stats_done:
            out.add("stats")
        return out

    def _replay(self, arg):
        n = len(self.session.record.actions)
        if arg == "close":
            self.replay_at = None
        elif arg == "open":
            self.replay_at = 0
        else:
            step = {"first": -n, "prev": -1, "next": 1, "last": n}.get(arg, 0)
            self.replay_at = max(0, min(n, (self.replay_at or 0) + step))
        return {"render"}

    # --- what to draw ----------------------------------------------------------------------
    def widget(self):
        p = self.decider()
        s = self.session
        return widgets.for_decision(s.state.view(p), p, list(s.state.legal_actions(p)), VM.face,
                                    lambda name, *a: s.state.query(p, name, *a))

    def live_reason(self, w):
        """The engine's verdict on the action the current selection would send."""
        action = w.build(self.sel)
        if action is None:
            return None
        return self.session.explain(self.decider(), action)

    def render(self, thinking=None, parts=False):
        """The screen's HTML. With `parts`, the table comes as a list of region strings
        (other screens are always one string)."""
        s = self.session
        if self.replay_at is not None:
            return VM.render_replay(s, self.replay_at, self.viewer)
        if self.curtain is not None:
            return curtain_html(s.name(self.curtain))
        if s.state.is_over():
            return VM.render_end(s, self.viewer)
        p = self.decider()
        panel = None
        if p is not None:
            w = self.widget()
            live = self.live_reason(w)
            panel = w.render(self.sel, self.reason or live or "", can_confirm=(live is None
                                                                             and w.build(self.sel) is not None))
        return VM.render_table(s, self.viewer, panel, thinking=thinking, side=self.panel,
                               selection=(self.sel, self.widget() if p is not None else None),
                               parts=parts)


def curtain_html(name):
    return tag("div", text("h2", f"Pass the device to {name}") +
               text("p", "The other players should look away: the next screen shows "
                         f"{name}'s hand.") +
               tag("button", f"I am {esc(name)}: show my cards", type="button",
                   cls="btn primary", data_act="reveal", data_autofocus="1"),
               cls="curtain", role="dialog", aria_modal="true",
               aria_label=f"Pass the device to {name}")
