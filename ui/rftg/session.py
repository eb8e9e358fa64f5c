"""A game in progress at the table: record, state, seats, AI turns, undo/redo (pure Python).

The DOM layer (page.py) owns one Session and asks it what to show; the Session never touches
the page. It works for any game of the core protocol::

    s = Session(save, make_agent)
    s.human_to_decide()      # a human seat that must decide now, or None
    s.apply(p, action)       # IllegalAction -> nothing changes
    s.ai_step(budget_ms)     # run the pending AI decision for up to budget_ms; True when done

AI seats get a fresh agent per decision, seeded from the game seed, the seat and the number
of actions so far: the same position always gets the same AI answer, so undo then redo
replays the same game, and a reloaded save continues exactly as it would have. (One exception:
a search that hits the page's time cap, AI_TIME_CAP_S, answers with what it has by then; on
our test machine no decision comes near it. The record keeps the answer given, so replays
are exact regardless.)
"""
import time
from datetime import datetime, timezone

from game.core import Record, IllegalAction
from game.core.errors import BadRecord


def now_iso():
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


AI_TIME_CAP_S = 4.0   # the longest any AI decision may take in the page (wall clock)


def default_agent_factory(level, seed):
    """The best available agent: game.rftg.ai when it exists, else RandomAgent."""
    try:
        from game.rftg.ai import make_agent, LEVELS
    except ImportError:
        from game.core.agents import RandomAgent
        return RandomAgent(seed)
    if level not in LEVELS:        # e.g. a save from a build with other level names
        level = "normal" if "normal" in LEVELS else next(iter(LEVELS))
    return make_agent(level, seed, max_time=AI_TIME_CAP_S)


class Session:
    def __init__(self, save, agent_factory=default_agent_factory, clock=time.perf_counter):
        self.save = save
        self.record = Record.from_dict(save["record"])
        self.seats = save.get("seats") or []
        if len(self.seats) != self.record.players:
            raise BadRecord("the save's seats do not match its player count")
        self.state = self.record.replay()
        self.agent_factory = agent_factory
        self.clock = clock
        self.redo_stack = []      # human actions undone, most recent last
        self._thinking = None     # (player, position, generator) of the AI decision under way

    # --- seats -----------------------------------------------------------------------------
    def is_human(self, p):
        return self.seats[p].get("kind") == "human"

    def humans(self):
        return [p for p in range(self.record.players) if self.is_human(p)]

    @property
    def hotseat(self):
        return len(self.humans()) > 1

    def name(self, p):
        return self.seats[p].get("name") or f"Player {p + 1}"

    # --- who decides -----------------------------------------------------------------------
    def deciders(self):
        return [] if self.state.is_over() else list(self.state.deciders())

    def human_to_decide(self):
        """The first human seat (in seat order) that must decide now, or None."""
        for p in self.deciders():
            if self.is_human(p):
                return p
        return None

    def ai_to_decide(self):
        for p in self.deciders():
            if not self.is_human(p):
                return p
        return None

    # --- acting ----------------------------------------------------------------------------
    def _append(self, player, action):
        self.state.apply(player, action)  # raises IllegalAction, state unchanged
        self.record.actions.append(self.state.history[-1])
        self.save["record"] = self.record.to_dict()
        self.save["updated"] = now_iso()
        self._thinking = None

    def apply(self, player, action):
        """A human's decision. Clears the redo list unless it is the action redo would play."""
        if not self.is_human(player):
            raise IllegalAction(f"{self.name(player)} is played by the computer", player, action)
        self._append(player, action)
        if self.redo_stack and self.redo_stack[-1] == self.record.actions[-1]:
            self.redo_stack.pop()
        else:
            self.redo_stack.clear()

    def explain(self, player, action):
        """Why `action` would be refused now, or None (the engine decides, never the UI)."""
        return self.state.explain_illegal(player, action)

    def ai_step(self, budget_ms=8.0):
        """Advance the AI decision under way for about `budget_ms`. True once it has acted
        (or when no AI must decide); False while still thinking."""
        p = self.ai_to_decide()
        if p is None:
            return True
        position = len(self.record.actions)
        if self._thinking is None or self._thinking[:2] != (p, position):
            seat = self.seats[p]
            seed = (self.record.seed * 1_000_003 + p * 7919 + position) & ((1 << 63) - 1)
            agent = self.agent_factory(seat.get("level"), seed)
            gen = agent.think(self.state.view(p), list(self.state.legal_actions(p)), p)
            self._thinking = (p, position, gen)
        gen = self._thinking[2]
        end = self.clock() + budget_ms / 1000.0
        try:
            while True:
                next(gen)
                if self.clock() >= end:
                    return False
        except StopIteration as done:
            action = done.value
        self._thinking = None
        self._append(p, action)
        return True

    def run_ai(self):
        """Let every AI decide until a human must (or the game ends). For tests and tools."""
        while self.ai_to_decide() is not None:
            self.ai_step(1000.0)

    # --- undo / redo (one human against AI) ---------------------------------------------------
    def can_undo(self):
        humans = self.humans()
        return len(humans) == 1 and any(p == humans[0] for p, _ in self.record.actions)

    def undo(self):
        """Take back the human's last decision (and every AI decision after it)."""
        if not self.can_undo():
            return False
        me = self.humans()[0]
        actions = list(self.record.actions)
        while actions:
            p, a = actions.pop()
            if p == me:
                self.redo_stack.append((p, a))
                break
        self._reset(actions)
        return True

    def can_redo(self):
        return bool(self.redo_stack) and self.human_to_decide() == self.redo_stack[-1][0]

    def redo(self):
        if not self.can_redo():
            return False
        p, a = self.redo_stack[-1]
        if self.state.explain_illegal(p, a):
            self.redo_stack.clear()
            return False
        self.apply(p, a)
        return True

    def _reset(self, actions):
        self.record = Record(self.record.game, self.record.players, dict(self.record.options),
                             self.record.seed, actions)
        self.state = self.record.replay()
        self.save["record"] = self.record.to_dict()
        self.save["updated"] = now_iso()
        self._thinking = None
