"""A host's page and friends' pages joined in one process (tests of ui/net): the host's
Session with its Referee, one RemoteSession per friend seat, and the messages between them
carried by lists instead of data channels (`pump` delivers until nothing is in flight)."""
from __future__ import annotations

import random

from game.core import Record
from game.core.agents import RandomAgent
from ui.net.referee import Referee
from ui.net.remote import RemoteSession
from ui.table.session import Session


class Table:
    def __init__(self, game: str, kinds: tuple, seed: int = 3, langs: dict | None = None,
                 options: dict | None = None) -> None:
        rec = Record(game, len(kinds), options or {}, seed, [])
        save = {"game": game, "record": rec.to_dict(), "meta": {},
                "seats": [{"name": f"S{i}", "kind": k, "level": "random"}
                          for i, k in enumerate(kinds)]}
        self.host = Session(save, lambda lv, sd: RandomAgent(sd))
        self.ref = Referee(self.host)
        self.to_host: list[tuple[int, str]] = []
        self.to_friend: dict[int, list[str]] = {}
        self.sent: dict[int, list[str]] = {}      # every message the host sent to a seat
        self.friends: dict[int, RemoteSession] = {}
        for p in self.ref.friends():
            self.connect(p, (langs or {}).get(p, "en"))

    def connect(self, p: int, lang: str = "en", save: dict | None = None) -> RemoteSession:
        """Seat p's device connects (again): a new link, a hello, the state back."""
        self.ref.open(p)
        self.to_friend[p] = []
        save = save if save is not None else (
            self.friends[p].save if p in self.friends else {"game": self.host.game,
                                                            "net": {"seat": p}})
        rs = RemoteSession(save, lambda text, p=p: self.to_host.append((p, text)))
        self.friends[p] = rs
        rs.hello(lang)
        self.pump()
        return rs

    def drop(self, p: int) -> None:
        self.ref.close(p)
        self.to_friend[p] = []

    def _to(self, p: int, text: str) -> None:
        self.sent.setdefault(p, []).append(text)
        if p in self.ref.links:
            self.to_friend[p].append(text)

    def pump(self) -> None:
        """Deliver every message in flight, the host's AI moves and the states after a move."""
        while True:
            if self.to_host:
                p, text = self.to_host.pop(0)
                replies, moved = self.ref.handle(p, text)
                for r in replies:
                    self._to(p, r)
                if moved:
                    self.after_move()
            elif any(self.to_friend.values()):
                for p, queue in self.to_friend.items():
                    while queue:
                        self.friends[p].receive(queue.pop(0))
            else:
                return

    def after_move(self) -> None:
        self.host.run_ai()
        for q in self.ref.connected():
            self._to(q, self.ref.state(q))

    def play(self, rnd: random.Random, max_moves: int = 3000) -> None:
        """Every friend plays random legal moves on its own page until the game ends."""
        self.host.run_ai()
        for q in self.ref.connected():
            self._to(q, self.ref.state(q))
        self.pump()
        for _ in range(max_moves):
            if self.host.is_over():
                return
            movers = [p for p, rs in self.friends.items() if rs.human_to_decide() is not None]
            assert movers, "a friend must decide but no page lets it"
            rs = self.friends[rnd.choice(movers)]
            p = rs.seat     # the friend's page asks its mirror what the host's state says
            assert rs.legal(p) == self.host.legal(p)
            assert rs.decision_kind(p) == self.host.decision_kind(p)
            assert rs.decision(p).choices == self.host.decision(p).choices
            rs.apply(rs.seat, rnd.choice(rs.legal(rs.seat)))
            self.pump()
        raise AssertionError("the game did not end")
