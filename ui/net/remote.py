"""A friend's side of a game played with friends (issue 80): `RemoteSession` answers the table
kit as a Session does, from the host's state messages for this device's seat alone
(ui/net/referee.py `seat_state`), so every game's table works unchanged (pure Python).

    rs = RemoteSession(save, send)      # send(text) puts a message on the data channel
    rs.hello("pl")                      # the first message: this device's language
    rs.receive(text)                    # a message from the host: True when the table changes

The view, the log, who decides and the legal actions come from the host. Prompts, labels,
queries and refusals come from a state the game builds from that view alone (its `mirror`):
it agrees with the true state in everything this seat may ask, and knows nothing else.
A decision is sent with the number of moves seen; until the host's next state arrives the
seat does not decide again. The friend keeps the states received in its save (`net.states`,
the view-only copy of the game so far: the newest ones up to KEEP_BYTES); nothing here runs
a computer player, undoes or reviews, but the coach's hints work as on any table (they use
only this seat's view). `friend_save` makes the save a friend's page starts with.
"""
from __future__ import annotations

import json
from typing import Any, Callable

from game.core import IllegalAction, Record, registry
from game.core.actions import freeze, thaw
from game.core.i18n import domain

from . import messages as M
from ..table.recent import Recent

_ = domain("app")

KEEP_STATES = 400         # the states a friend's save keeps (the newest; older ones are dropped)
KEEP_BYTES = 1_000_000    # and their size at most (a save is at most 2 MB: ui/save_format.py)


def friend_save(game: str, players: int, seat: int, host: str, name: str,
                save_id: str | None = None) -> dict:
    """A new friend's save (ui/save_format.py): an empty record of the game (its moves stay
    with the host) and the net part (ui/net/saved.py) naming the host's save and the seat."""
    from ui.save_format import new_save  # lazy: only a friend's page makes one

    seats = [{"name": "", "kind": "human" if p == seat else "friend"} for p in range(players)]
    save = new_save(game, name, Record(game, players, {}, 0, []), seats, save_id=save_id)
    save["net"] = {"role": "friend", "seat": seat, "host": host, "states": []}
    return save


class RemoteSession:
    remote = True
    hotseat = False

    def __init__(self, save: dict, send: Callable[[str], None]) -> None:
        self.save = save
        self.send = send
        net = save.setdefault("net", {})
        self.seat: int = net["seat"]
        states = net.setdefault("states", [])
        self.last: dict | None = states[-1] if states else None
        self._sizes = [len(M.dump(x)) for x in states]
        self.seq = 0
        self.pending = False            # a decision sent, the host's answer not yet here
        self.refusal = ""               # the host's last refusal, shown by the table
        self._mirror: tuple[int, Any] | None = None

    @property
    def record(self) -> Record:
        """An empty record of the game (the moves stay on the host): its players only."""
        return Record(self.game, int((self.last or {}).get("players") or 2), {}, 0, [])

    # --- messages -----------------------------------------------------------------------
    def _out(self, message: dict) -> None:
        self.seq += 1
        self.send(M.dump({**message, "seq": self.seq}))

    def hello(self, lang: str) -> None:
        """Start (or restart, on a new connection) the conversation with the host."""
        self.seq, self.pending = 0, False
        self._out({"t": "hello", "v": M.VERSION, "lang": lang})

    def sync(self) -> None:
        self._out({"t": "sync"})

    def receive(self, text: str) -> bool:
        """A message from the host; True when what the table shows changed. A malformed one
        is ignored (the host is trusted but the channel may carry anything)."""
        try:
            msg = json.loads(text)
        except (TypeError, ValueError):
            return False
        if not isinstance(msg, dict):
            return False
        if msg.get("t") == "refused":
            self.pending = False
            self.refusal = str(msg.get("why") or "")
            return True
        if not self._sound(msg):
            return False
        self.pending = False
        if self.last is None or msg.get("moves") != self.last.get("moves"):
            self.refusal = ""
        self.last = msg
        self._keep(msg)
        self.save["seats"] = [{"name": n, "kind": "human" if p == self.seat else "friend"}
                              for p, n in enumerate(self._names())]
        self.save.setdefault("meta", {})["status"] = self.status()
        return True

    def _sound(self, msg: dict) -> bool:
        """Whether a state message is one this table can show: this seat's and game's, its
        fields of the right kinds, a view the game builds its mirror from, the legal actions
        well formed. Anything else is dropped: the table and the save keep what they had."""
        names, players = msg.get("names"), msg.get("players")
        ints = (msg.get("moves"), players, *(msg.get("deciders") or [None]))
        if msg.get("t") != "state" or msg.get("seat") != self.seat or \
                msg.get("game") != self.game or not isinstance(msg.get("view"), dict) or \
                not all(isinstance(x, int) and not isinstance(x, bool) for x in ints[:2]) or \
                not isinstance(msg.get("deciders"), list) or \
                not all(isinstance(x, int) for x in msg["deciders"]) or \
                not isinstance(names, list) or len(names) != players or \
                not all(isinstance(n, str) for n in names) or \
                not isinstance(msg.get("log"), list) or not isinstance(msg.get("legal"), list):
            return False
        try:
            [freeze(a) for a in msg["legal"]]
            spec = registry.game(self.game)
            if spec.mirror is not None:
                spec.mirror(msg["view"], self.seat, 1)
        except Exception:       # noqa: BLE001 - a view the game cannot read: not shown
            return False
        return True

    def _keep(self, msg: dict) -> None:
        """Into the save's copy: the newest state whole, the older ones without their log
        and legal actions (a replay shows views), the oldest dropped past KEEP_BYTES."""
        states = self.save["net"]["states"]
        if states and states[-1].get("moves") == msg.get("moves"):
            states.pop()
            self._sizes[-1:] = []
        elif states:
            states[-1] = {k: v for k, v in states[-1].items() if k not in ("log", "legal")}
            self._sizes[-1] = len(M.dump(states[-1]))
        states.append(msg)
        self._sizes.append(len(M.dump(msg)))
        while len(states) > 1 and (len(states) > KEEP_STATES or sum(self._sizes) > KEEP_BYTES):
            del states[0], self._sizes[0]

    # --- seats --------------------------------------------------------------------------------
    @property
    def game(self) -> str:
        return self.save["game"]

    def _names(self) -> list[str]:
        return list((self.last or {}).get("names") or [])

    @property
    def seats(self) -> list[dict]:
        """The seats as the host says (this device's seat is its human; the others are the
        host's people, computer players or other friends)."""
        kinds = list((self.last or {}).get("kinds") or [])
        return [{"name": n, "kind": "human" if p == self.seat else
                 (kinds[p] if p < len(kinds) else "friend")}
                for p, n in enumerate(self._names())]

    def is_human(self, p: int) -> bool:
        return p == self.seat

    def is_friend(self, p: int) -> bool:
        return False

    def humans(self) -> list[int]:
        return [self.seat]

    def name(self, p: int) -> str:
        names = self._names()
        return names[p] if 0 <= p < len(names) else _("Player {n}", n=p + 1)

    def names(self) -> list[str]:
        return self._names()

    # --- what the table may ask -------------------------------------------------------------
    def view(self, p: int | None) -> dict:
        """This seat's view (the only one this device has), for any `p`."""
        return (self.last or {}).get("view") or {}

    def mirror(self) -> Any:
        """The game's state built from this seat's view (GameSpec.mirror)."""
        moves = self.moves()
        if self._mirror is None or self._mirror[0] != moves:
            spec = registry.game(self.game)
            if spec.mirror is None:
                raise ValueError(f"{self.game} cannot be played over the network")
            self._mirror = (moves, spec.mirror(self.view(self.seat), self.seat, moves + 1))
        return self._mirror[1]

    def legal(self, p: int) -> list:
        if p != self.seat or self.pending or self.last is None:
            return []
        return [freeze(a) for a in self.last.get("legal") or []]

    def decision(self, p: int) -> Any:
        return self.mirror().decision_now(p) if self.legal(p) else None

    def decision_kind(self, p: int) -> str | None:
        return self.mirror().decision_kind(p) if self.legal(p) else None

    def query(self, p: int, name: str, *args: Any) -> Any:
        return self.mirror().query(self.seat, name, *args)

    def log(self, p: int | None) -> list:
        return list((self.last or {}).get("log") or [])

    def label(self, p: int, action: Any) -> str:
        return self.mirror().label(p, action)

    def explain(self, player: int, action: Any) -> str | None:
        """Why `action` would be refused: not this seat's decision now, or the rules (on the
        mirror: an action need not be listed to be legal, e.g. a whole payment at once);
        the host checks it again."""
        if player != self.seat or not self.legal(player):
            return _("It is not your turn.")
        return self.mirror().explain_illegal(player, action)

    def is_over(self) -> bool:
        return bool((self.last or {}).get("over"))

    def scores(self) -> list:
        return list((self.last or {}).get("scores") or [])

    def winners(self) -> list:
        return list((self.last or {}).get("winners") or [])

    def moves(self) -> int:
        return int((self.last or {}).get("moves") or 0)

    def moves_by(self, p: int) -> int:
        """This seat's decisions so far (the host counts them); 0 for the others."""
        return int((self.last or {}).get("mine") or 0) if p == self.seat else 0

    def status(self) -> dict:
        last = self.last or {}
        return {"progress": last.get("progress", ""), "scores": self.scores(),
                "over": self.is_over(), "lang": ""}

    def deciders(self) -> list[int]:
        return list((self.last or {}).get("deciders") or [])

    def human_to_decide(self) -> int | None:
        return self.seat if self.legal(self.seat) else None

    def ai_to_decide(self) -> int | None:
        return None             # the host runs the computer players

    def at(self, n: int) -> "PastView":
        """The replay at step n: the newest kept state from before it (a friend keeps the
        positions it was sent, not every move)."""
        states = self.save["net"]["states"] or [self.last or {}]
        best = max((x for x in states if int(x.get("moves") or 0) <= n),
                   key=lambda x: int(x.get("moves") or 0), default=states[0])
        return PastView(best, self.seat)

    # --- acting -------------------------------------------------------------------------------
    def apply(self, player: int, action: Any) -> None:
        """Send this seat's decision to the host (IllegalAction if it is not one of the
        legal actions the host listed: then nothing is sent)."""
        why = self.explain(player, action)
        if why:
            raise IllegalAction(why, player, action)
        self.refusal = ""
        self._out({"t": "act", "at": self.moves(), "action": thaw(action)})
        self.pending = True

    def ai_step(self, budget_ms: float = 8.0) -> bool:
        return True

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    def hinter(self, p: int, seed: int = 0) -> Any:
        """The game's hinter on this seat's view and legal actions, as on any table (hints
        use only what the seat sees)."""
        spec = registry.game(self.game)
        if spec.hints is None or p != self.seat:
            return None
        return spec.hints()(self.view(p), self.legal(p), p, seed)

    def sampled_views(self, p: int, action: Any, seed: int = 0,
                      shows: Callable[[dict], bool] | None = None) -> tuple | None:
        """`hints.sampled_views` of `action` on the mirror (built from this seat's view)."""
        from ..table.hints import sampled_views  # lazy: only for a hint's reason
        return sampled_views(self.game, self.mirror(), p, action, seed, shows)

    def recent(self, p: int) -> Recent:
        """No marks of the others' moves (their actions stay on the host)."""
        view = self.view(p)
        return Recent(p, view, view, (), tuple(self.names()))


class PastView:
    """A kept state as the replay viewer asks it (Session.at's Snapshot): this seat's view
    only (another seat's is empty), its log when kept, its progress and scores."""

    def __init__(self, state: dict, seat: int) -> None:
        self._state, self._seat = state, seat

    def view(self, p: int | None) -> dict:
        return self._state.get("view") or {} if p in (None, self._seat) else {}

    def log(self, p: int | None) -> list:
        return list(self._state.get("log") or [])

    def progress(self) -> str:
        return str(self._state.get("progress") or "")

    def scores(self) -> list:
        return list(self._state.get("scores") or [])

    def moves(self) -> int:
        return int(self._state.get("moves") or 0)

    def sampled_views(self, *args: Any, **kw: Any) -> None:
        return None

    def label(self, p: int, action: Any) -> str:
        return ""
