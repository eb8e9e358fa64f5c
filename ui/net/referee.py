"""The host's side of a game with friends (issue 80): the host's page holds the one true game
(its Session) and is the referee; each friend's device gets only what their seat may see and
sends decisions that pass the same checks as a click on the host's table (pure Python).

    ref = Referee(session)              # seats of kind "friend" are played on other devices
    ref.open(seat)                      # a data channel to that seat's device opened
    replies, moved = ref.handle(seat, text)   # a message from that device
    for seat in ref.connected(): send(seat, ref.state(seat))   # after any move

What a seat receives is `seat_state`: its view, its log lines, who decides, its legal actions
(when it decides) and, at the end, the scores. Texts in it are written in the friend's
language (their hello says which). The friend's device builds everything else its table asks
(prompts, labels, queries, refusals) from that view alone: the game's `mirror`
(game/core/contract.py). tests/net/test_secrecy.py checks that a seat's messages are the same
whatever the cards it cannot see are.

A bad message (ui/net/messages.py: not JSON, unknown kind, out of order or replayed, another
seat's, not their turn, a stale position, an illegal action, too long) is answered with a
refusal and changes nothing; `handle` raises nothing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import IllegalAction
from game.core.actions import freeze, thaw
from game.core.i18n import domain, speaking

from . import messages as M

if TYPE_CHECKING:
    from ui.table.session import Session

_ = domain("app")


def seat_state(table: "Session", seat: int, kinds: list[str]) -> dict:
    """The state message for `seat` (in the current language), from what the table kit may
    ask a Session: nothing the seat may not see (`mine`: how many decisions the seat has
    made, so its table keeps a selection under way while the others move)."""
    over = table.is_over()
    deciders = table.deciders()
    names = table.names()
    msg = {"t": "state", "game": table.game, "seat": seat, "players": len(names),
           "moves": table.moves(), "names": names, "kinds": list(kinds),
           "view": table.view(seat), "log": table.log(seat), "deciders": deciders,
           "legal": [thaw(a) for a in table.legal(seat)] if seat in deciders else [],
           "progress": table.progress(), "over": over, "mine": table.moves_by(seat)}
    if over:
        msg["scores"], msg["winners"] = table.scores(), table.winners()
    return msg


class _Link:
    """One friend device's connection to a seat: its language and the last seq accepted."""

    def __init__(self) -> None:
        self.lang: str | None = None
        self.seq = 0


class Referee:
    def __init__(self, session: "Session") -> None:
        self.session = session
        self.links: dict[int, _Link] = {}

    def friends(self) -> list[int]:
        """The seats played on other devices."""
        return [p for p in range(len(self.session.seats)) if self.session.is_friend(p)]

    def open(self, seat: int) -> None:
        """A (new) connection to `seat`'s device: it numbers its messages from 1 again."""
        if seat not in self.friends():
            raise ValueError(f"seat {seat} is not a friend's")
        self.links[seat] = _Link()

    def close(self, seat: int) -> None:
        self.links.pop(seat, None)

    def connected(self) -> list[int]:
        """The friend seats whose device has said hello on an open connection."""
        return sorted(p for p, link in self.links.items() if link.lang is not None)

    def state(self, seat: int) -> str:
        """The state message for `seat`, in its device's language."""
        s = self.session
        kinds = [seat_kind.get("kind", "ai") for seat_kind in s.seats]
        with speaking(self.links[seat].lang or "en"):
            return M.dump(seat_state(s, seat, kinds))

    def handle(self, seat: int, text: Any) -> tuple[list[str], bool]:
        """The replies to a message from `seat`'s device, and whether the game moved (then
        every connected seat should get its `state`). Never raises."""
        link = self.links.get(seat)
        if link is None:
            return [M.refusal(_("This seat has no open connection."), None)], False
        try:
            msg = M.envelope(text)
            ref = msg["seq"]
            if ref <= link.seq:
                raise M.BadMessage(_("Message {n} was already received.", n=ref), ref)
            if ref != link.seq + 1:
                raise M.BadMessage(_("A message before number {n} is missing.", n=ref), ref)
            link.seq = ref              # in order: its number is used, whatever it says
            M.check(msg)
            if link.lang is None and msg["t"] != "hello":
                raise M.BadMessage(_("The first message must be a hello."), ref)
            if msg["t"] == "hello":
                link.lang = msg["lang"]
                return [self.state(seat)], False
            if msg["t"] == "sync":
                return [self.state(seat)], False
            return self._act(seat, link, msg)
        except M.BadMessage as bad:
            return [M.refusal(bad.why, bad.ref)], False

    def _act(self, seat: int, link: _Link, msg: dict) -> tuple[list[str], bool]:
        s, ref = self.session, msg["seq"]
        with speaking(link.lang or "en"):
            if s.is_over():
                why = _("The game is over.")
            elif seat not in s.deciders():
                why = _("It is not your turn.")
            elif msg["at"] != s.moves():
                why = _("The game has moved on since: here is where it stands now.")
            else:
                try:        # a refusal is written in the friend's language
                    s.apply_friend(seat, freeze(msg["action"]))
                    why = ""
                except IllegalAction as refused:
                    why = str(refused) or _("That move is not possible now.")
                except Exception:   # noqa: BLE001 - a value the rules cannot read (nested
                    # past Python's recursion limit, odd types): refused before any change
                    why = _("That move is not possible now.")
        if not why:
            s.save.setdefault("meta", {})["status"] = s.status()    # in the host's language
            return [], True
        return [M.refusal(why, ref), self.state(seat)], False
