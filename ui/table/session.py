"""A game in progress at the table: record, state, seats, AI turns, undo/redo (pure Python).

The table kit's page owns one Session and asks it what to show; the Session never touches
the page. It is the one place of ui/ that holds an engine state: game UIs see only what it
hands out (`view`, `legal`, `decision`, `query`, `explain`, `log`, `label`). It works for any
game of the core protocol::

    s = Session(save)
    s.human_to_decide()      # a human seat that must decide now, or None
    s.apply(p, action)       # IllegalAction -> nothing changes
    s.ai_step(budget_ms)     # run the pending AI decision for up to budget_ms; True when done

AI seats get a fresh agent per decision, seeded from the game seed, the seat, the number of
actions so far and the save's undo salt: the same position always gets the same AI answer, so
a reloaded save continues exactly as it would have. (A search that hits the page's time cap,
AI_TIME_CAP_S, answers with what it has by then; the record keeps the answer given, so
replays are exact regardless.)

For the marks of the other seats' moves (ui/table/recent.py) the session notes each human
seat's view as it makes a decision that clears them (`clears_marks`, the game's
`GameUI.clears_marks`), and finds it again in the replay of a load or an undo; `recent(p)`
gives that view, p's view now and the moves since.

Undo against the AI never reveals a secret: in a simultaneous step (Race's action choice,
develop and settle) an AI seat may have decided before the human. Undoing the human's choice
takes back every AI choice of that same step too (they were hidden when the human decided,
but were revealed since), bumps the save's undo salt and lets the AI decide again with a new
seed, so it does not simply repeat what the player saw.
"""
from __future__ import annotations

import time
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, Callable, Generator

from game.core import Record, IllegalAction
from game.core.errors import BadRecord
from game.core.i18n import domain, language

from .levels import make_agent
from .recent import Recent
from .snapshot import Snapshot

if TYPE_CHECKING:  # annotations only
    from game.core.agents import Agent
    from game.core.protocol import Decision, GameState

_ = domain("app")


def now_iso() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


AI_TIME_CAP_S = 4.0   # the longest any AI decision may take in the page (wall clock)


def level_factory(game_id: str) -> Callable:
    """An agent factory (level, seed) -> Agent from the game's AI levels (ui/table/levels.py)."""

    def make(level: str | None, seed: int) -> Agent:
        return make_agent(game_id, level, seed, max_time=AI_TIME_CAP_S)
    return make


def default_agent_factory(level: str | None, seed: int) -> Agent:
    """Race's agents (kept for tools and tests that predate the kit)."""
    return level_factory("rftg")(level, seed)


class Session:
    def __init__(self, save: dict, agent_factory: Callable | None = None,
                 clock: Callable[[], float] = time.perf_counter,
                 clears_marks: Callable[[Any], bool] | None = None) -> None:
        self.save = save
        # a save from before its game's content changed: the edition it was played with
        self.record = Record.from_dict(save["record"]).upgraded(save.get("created"))
        self.seats = save.get("seats") or []
        if len(self.seats) != self.record.players:
            raise BadRecord("the save's seats do not match its player count")
        # which decisions end the window of the marks (GameUI.clears_marks), and per human
        # seat (index of that decision, the seat's view as it made it): see recent()
        self.clears_marks = clears_marks or (lambda action: True)
        self._bases: dict[int, tuple[int, dict]] = {}
        self.state = self._replay(self.record)
        self.agent_factory = agent_factory or level_factory(self.record.game)
        self.clock = clock
        self.redo_stack: list[tuple[int, Any]] = []   # human actions undone, most recent last
        # (player, position, generator) of the AI decision under way
        self._thinking: tuple[int, int, Generator] | None = None
        # player -> view of the current state (one redraw asks often)
        self._views: dict[int | None, dict] = {}
        self._views_of: tuple | None = None  # (state, number of actions) those views were made for
        self._snap: tuple | None = None     # ((n, moves), Snapshot) of the last `at`

    @property
    def game(self) -> str:
        return self.record.game

    # --- seats -----------------------------------------------------------------------------
    def is_human(self, p: int) -> bool:
        return self.seats[p].get("kind") == "human"

    def is_friend(self, p: int) -> bool:
        """A seat played on another device (ui/net): neither this device's human nor AI."""
        return self.seats[p].get("kind") == "friend"

    def humans(self) -> list[int]:
        return [p for p in range(self.record.players) if self.is_human(p)]

    @property
    def hotseat(self) -> bool:
        return len(self.humans()) > 1

    def name(self, p: int) -> str:
        return self.seats[p].get("name") or _("Player {n}", n=p + 1)

    def names(self) -> list[str]:
        return [self.name(p) for p in range(self.record.players)]

    # --- what the table may ask (the state itself never leaves the session) -------------------
    def view(self, p: int | None) -> dict:
        """The state's view for `p`, kept until the state or the language changes (a view
        may hold texts, e.g. a prompt, in the language it was made in; treat it as
        read-only)."""
        of = (self.state, self.moves(), language())
        if self._views_of is None or self._views_of[0] is not of[0] or self._views_of[1:] != of[1:]:
            self._views, self._views_of = {}, of
        if p not in self._views:
            self._views[p] = self.state.view(p)
        return self._views[p]

    def legal(self, p: int) -> list:
        return list(self.state.legal_actions(p))

    def decision(self, p: int) -> Decision | None:
        return self.state.decision_now(p)

    def decision_kind(self, p: int) -> str | None:
        return self.state.decision_kind(p)

    def query(self, p: int, name: str, *args: Any) -> Any:
        return self.state.query(p, name, *args)

    def log(self, p: int | None) -> list:
        return self.state.log(p)

    def label(self, p: int, action: Any) -> str:
        return self.state.label(p, action)

    def is_over(self) -> bool:
        return self.state.is_over()

    def scores(self) -> list:
        return list(self.state.scores())

    def winners(self) -> list:
        return list(self.state.winners())

    def moves(self) -> int:
        return len(self.record.actions)

    def moves_by(self, p: int) -> int:
        return sum(1 for q, _ in self.record.actions if q == p)

    def progress(self) -> str:
        """Where the game stands, in a line (the engine's words)."""
        return self.state.progress()

    def status(self) -> dict:
        """What the lobby lists for this save (kept in save["meta"]["status"]); `lang` is
        the language the progress line is written in."""
        return {"progress": self.progress(), "scores": self.scores(),
                "over": self.state.is_over(), "lang": language()}

    def at(self, n: int) -> "Snapshot":
        """The game after its first `n` actions, for the replay viewer."""
        rec = self.record
        key = (n, len(rec.actions))
        if self._snap is not None and self._snap[0] == key:    # asked twice by one redraw
            return self._snap[1]
        state = Record(rec.game, rec.players, rec.options, rec.seed, rec.actions[:n]).replay()
        self._snap = (key, Snapshot(state))
        return self._snap[1]

    # --- who decides -----------------------------------------------------------------------
    def deciders(self) -> list[int]:
        return [] if self.state.is_over() else list(self.state.deciders())

    def human_to_decide(self) -> int | None:
        """The first human seat (in seat order) that must decide now, or None."""
        for p in self.deciders():
            if self.is_human(p):
                return p
        return None

    def ai_to_decide(self) -> int | None:
        for p in self.deciders():
            if not self.is_human(p) and not self.is_friend(p):
                return p
        return None

    # --- acting ----------------------------------------------------------------------------
    def _append(self, player: int, action: Any) -> None:
        self.state.apply(player, action)  # raises IllegalAction, state unchanged
        self.record.actions.append(self.state.history[-1])
        self._touch()
        self._thinking = None

    def _touch(self) -> None:
        self._snap = None       # the record changed: a past position may differ now
        self.save["record"] = self.record.to_dict()
        self.save["updated"] = now_iso()
        self.save.setdefault("meta", {})["status"] = self.status()

    def apply_friend(self, player: int, action: Any) -> None:
        """A friend's decision, come from their device (ui/net/referee.py checks the message):
        IllegalAction if the seat is not a friend's or the action is refused."""
        if not self.is_friend(player):
            raise IllegalAction(_("{name} is not played on another device",
                                  name=self.name(player)), player, action)
        self._append(player, action)

    def apply(self, player: int, action: Any) -> None:
        """A human's decision. Clears the redo list unless it is the action redo would play."""
        if not self.is_human(player):
            raise IllegalAction(_("{name} is played by the computer", name=self.name(player)),
                                player, action)
        base = (self.moves(), self.view(player))
        self._append(player, action)
        if self.clears_marks(action):
            self._bases[player] = base
        if self.redo_stack and self.redo_stack[-1] == self.record.actions[-1]:
            self.redo_stack.pop()
        else:
            self.redo_stack.clear()

    def hinter(self, p: int, seed: int = 0) -> Generator | None:
        """The game's hinter (GAME.hints) started on `p`'s view and legal actions (never the
        state), or None for a game without hints."""
        from game.core import registry  # lazy: the hints' modules only when a hint is asked
        spec = registry.game(self.game)
        if spec.hints is None:
            return None
        return spec.hints()(self.view(p), self.legal(p), p, seed)

    def sampled_views(self, p: int, action: Any, seed: int = 0,
                      shows: Callable[[dict], bool] | None = None) -> tuple | None:
        """`hints.sampled_views` of `action` now."""
        from .hints import sampled_views  # lazy: only for a hint's reason
        return sampled_views(self.game, self.state, p, action, seed, shows)

    def explain(self, player: int, action: Any) -> str | None:
        """Why `action` would be refused now, or None (the engine decides, never the UI)."""
        return self.state.explain_illegal(player, action)

    def _salt(self) -> int:
        salt = self.save.get("meta", {}).get("undo_salt", 0)
        return salt if isinstance(salt, int) and not isinstance(salt, bool) else 0

    def ai_step(self, budget_ms: float = 8.0) -> bool:
        """Advance the AI decision under way for about `budget_ms`. True once it has acted
        (or when no AI must decide); False while still thinking."""
        p = self.ai_to_decide()
        if p is None:
            return True
        position = len(self.record.actions)
        if self._thinking is None or self._thinking[:2] != (p, position):
            seat = self.seats[p]
            seed = (self.record.seed * 1_000_003 + p * 7919 + position
                    + self._salt() * 104_729) & ((1 << 63) - 1)
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

    def run_ai(self) -> None:
        """Let every AI decide until a human must (or the game ends). For tests and tools."""
        while self.ai_to_decide() is not None:
            self.ai_step(1000.0)

    # --- undo / redo (one human against AI) ---------------------------------------------------
    def can_undo(self) -> bool:
        humans = self.humans()
        if any(self.is_friend(p) for p in range(self.record.players)):
            return False        # a friend's device has seen the moves: nothing is taken back
        return len(humans) == 1 and any(p == humans[0] for p, _ in self.record.actions)

    def undo(self) -> bool:
        """Take back the human's last decision, every AI decision after it, and the AI
        decisions of the same simultaneous step made before it (see the module docstring)."""
        if not self.can_undo():
            return False
        me = self.humans()[0]
        actions = list(self.record.actions)
        while actions:
            p, a = actions.pop()
            if p == me:
                self.redo_stack.append((p, a))
                break
        secret = self._same_step_ai(actions, me)
        if secret:
            del actions[len(actions) - secret:]
            meta = self.save.setdefault("meta", {})
            meta["undo_salt"] = self._salt() + 1
        self._reset(actions)
        return True

    def _same_step_ai(self, actions: list, me: int) -> int:
        """How many of the last `actions` are AI choices made while `me` was deciding too
        (a simultaneous step whose choices were hidden from `me` when they were made)."""
        rec = self.record
        state = Record(rec.game, rec.players, rec.options, rec.seed, []).replay()
        pending = []       # for each action: was `me` a decider just before it?
        for p, a in actions:
            pending.append(me in state.deciders())
            state.apply(p, a)
        n = 0
        for (p, _), me_deciding in zip(reversed(actions), reversed(pending)):
            if p == me or not me_deciding:
                break
            n += 1
        return n

    # --- what the other seats did since a seat's last decision (ui/table/recent.py) ----------
    def _replay(self, record: Record) -> GameState:
        """`record` replayed (BadRecord on an illegal action, as Record.replay), noting on the
        way each human seat's view as it made its last decision that clears the marks (at
        the start for a seat that made none)."""
        last = {p: 0 for p in self.humans()}
        for i, (p, a) in enumerate(record.actions):
            if p in last and self.clears_marks(a):
                last[p] = i
        self._bases = {}
        state = record.start()
        for i, (p, a) in enumerate(record.actions):
            for q, at in last.items():
                if at == i and q not in self._bases:
                    self._bases[q] = (i, state.view(q))
            try:
                state.apply(p, a)
            except IllegalAction as exc:
                raise BadRecord(f"action {i + 1} ({a!r}) is illegal: {exc.reason}") from None
        for q in last:
            self._bases.setdefault(q, (0, state.view(q)))   # no action at all yet
        return state

    def recent(self, p: int) -> Recent:
        """Since `p`'s last decision (that clears the marks): p's view as it made it, p's view
        now and the moves from that decision on."""
        if p not in self._bases:        # not a human seat: from the start
            self._bases[p] = (0, self.record.start().view(p))
        at, before = self._bases[p]
        return Recent(p, before, self.view(p), tuple(self.record.actions[at:]),
                      tuple(self.names()))

    def can_redo(self) -> bool:
        return bool(self.redo_stack) and self.human_to_decide() == self.redo_stack[-1][0]

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        p, a = self.redo_stack[-1]
        if self.state.explain_illegal(p, a):
            self.redo_stack.clear()
            return False
        self.apply(p, a)
        return True

    def _reset(self, actions: list) -> None:
        self.record = Record(self.record.game, self.record.players, dict(self.record.options),
                             self.record.seed, actions)
        self.state = self._replay(self.record)
        self._touch()
        self._thinking = None
