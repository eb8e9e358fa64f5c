"""The messages of a game played with friends (issue 80): what a friend's device sends to the
host and what the host answers, as JSON text over a data channel (pure Python).

A friend sends (every message carries `seq`, 1, 2, 3 ... in order; the host refuses a number it
has seen or one that skips ahead):

    {"t": "hello", "seq": 1, "v": 1, "lang": "pl"}        # first message: the friend's language
    {"t": "act", "seq": 2, "at": 17, "action": [...]}     # a decision; `at` = moves seen
    {"t": "sync", "seq": 3}                                # send the state again

The host sends:

    {"t": "state", ...}        # what the seat sees now (ui/net/referee.py `state`)
    {"t": "refused", "ref": 2, "why": "It is not your turn."}   # nothing changed

`envelope` then `check` (or `parse`, both) are the one door for a friend's text: anything
malformed raises `BadMessage` with a sentence the friend's table shows; nothing else is ever
raised. A friend asks nothing else of the host: its page answers its table's questions from
the view (ui/net/remote.py).
"""
from __future__ import annotations

import json
from typing import Any

from game.core.i18n import domain

_ = domain("app")

VERSION = 1
MAX_IN = 16_384          # bytes a friend's message may have (an action or a query is small)
KINDS = ("hello", "act", "sync")
_FIELDS = {"hello": {"v", "lang"}, "act": {"at", "action"}, "sync": set()}


class BadMessage(ValueError):
    """A friend's message the host refuses; `ref` is its seq when it had a readable one."""

    def __init__(self, why: str, ref: int | None = None) -> None:
        super().__init__(why)
        self.why, self.ref = why, ref


def dump(message: dict) -> str:
    """A message as compact JSON text."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def envelope(text: Any) -> dict:
    """A friend's message as a JSON object with a sequence number (`seq` >= 1); BadMessage
    otherwise. Its kind and fields are checked by `check`, once its number is in order."""
    if not isinstance(text, str):
        raise BadMessage(_("The message is not text."))
    if len(text.encode("utf-8", "replace")) > MAX_IN:
        raise BadMessage(_("The message is too long ({n} bytes at most).", n=MAX_IN))
    try:
        msg = json.loads(text)
    except (ValueError, RecursionError):
        raise BadMessage(_("The message is not JSON.")) from None
    if not isinstance(msg, dict):
        raise BadMessage(_("The message is not a JSON object."))
    seq = msg.get("seq")
    if not isinstance(seq, int) or isinstance(seq, bool) or seq < 1:
        raise BadMessage(_("The message has no sequence number."))
    return msg


def check(msg: dict) -> dict:
    """`msg` (an envelope) if its kind and fields are right; BadMessage otherwise."""
    ref, kind = msg["seq"], msg.get("t")
    if kind not in KINDS:
        raise BadMessage(_("Unknown message kind: {kind}.", kind=str(kind)[:40]), ref)
    extra = set(msg) - _FIELDS[kind] - {"t", "seq"}
    if extra:
        raise BadMessage(_("Unexpected fields: {names}.",
                           names=", ".join(sorted(str(k)[:20] for k in extra))), ref)
    if kind == "hello" and (msg.get("v") != VERSION or not isinstance(msg.get("lang"), str)):
        raise BadMessage(_("This page speaks another version of the game's messages: "
                           "reload both pages."), ref)
    if kind == "act" and (not _int(msg.get("at")) or "action" not in msg):
        raise BadMessage(_("A move needs the number of moves seen and the action."), ref)
    return msg


def parse(text: Any) -> dict:
    """`check(envelope(text))`: a friend's message checked for its shape (not yet for the
    game or its order)."""
    return check(envelope(text))


def refusal(why: str, ref: int | None) -> str:
    return dump({"t": "refused", "ref": ref, "why": why})
