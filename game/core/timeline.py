"""Points by round: a played record replayed and every player's public score sampled at each
round boundary (pure Python; the charts of the end screen and the replay draw it).

What a round is comes from the game's `GAME.round_of(state)` (an int that grows as the game
goes on: Race's and Gaia's round, Three Epochs' epoch, Alien Artifacts' full turns of the
table); a game without the hook counts full turns of the table (every seat has made one more
decision). The samples are the scores at the start (round 0) and at the end of each round;
the last sample is the final score. `state.scores()` is public in every game (each shows it
in its view's score panel), so a chart never reveals what a player cannot see.

    >>> from game.core.record import Record              # doctest: +SKIP
    >>> t = points_by_round(Record("rftg", 2, {}, 7, actions))   # doctest: +SKIP
    >>> t.rounds, t.points[-1] == t.final                        # doctest: +SKIP
    ([0, 1, 2, ...], True)
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, NamedTuple, Optional

from . import registry
from .errors import BadRecord, IllegalAction

if TYPE_CHECKING:                        # only for the annotations
    from .protocol import GameState
    from .record import Record

RoundOf = Callable[["GameState"], int]


class Timeline(NamedTuple):
    """`rounds[k]` ended after `steps[k]` actions with the scores `points[k]` (one per seat);
    `rounds[0]` is 0, the start. `unit` is "round" (the game's own) or "turn" (the
    default: full turns of the table)."""
    unit: str
    rounds: list[int]
    steps: list[int]
    points: list[list[int]]
    final: list[int]
    over: bool

    def upto(self, step: int, scores: Optional[list[int]] = None) -> "Timeline":
        """The timeline as it stood after `step` actions (the replay's position): the
        samples up to it, then `scores` (the position's) as the round under way."""
        keep = [k for k, s in enumerate(self.steps) if s <= step] or [0]
        rounds = [self.rounds[k] for k in keep]
        steps = [self.steps[k] for k in keep]
        points = [list(self.points[k]) for k in keep]
        if scores is not None and steps[-1] < step:
            rounds.append(rounds[-1] + 1)
            steps.append(step)
            points.append(list(scores))
        return Timeline(self.unit, rounds, steps, points, list(points[-1]),
                        self.over and step >= self.steps[-1])


def points_by_round(record: "Record", round_of: Optional[RoundOf] = None) -> Timeline:
    """Replay `record` (upgraded by the caller if it needs to be) and sample `scores()` at each
    round boundary. `round_of` defaults to the game's `GAME.round_of`; BadRecord (from the
    replay) for a record that does not replay."""
    if round_of is None:
        round_of = registry.game(record.game).round_of
    state = record.start()
    rounds, steps, points = [0], [0], [list(state.scores())]
    made = dict.fromkeys(range(record.players), 0)      # decisions per seat (the default)
    current = round_of(state) if round_of else 0
    for i, (player, action) in enumerate(record.actions):
        try:
            state.apply(player, action)
        except IllegalAction as exc:
            raise BadRecord(f"action {i + 1} ({action!r}) is illegal: {exc.reason}") from None
        made[player] = made.get(player, 0) + 1
        now = round_of(state) if round_of else min(made.values())
        if now != current and not state.is_over():
            if current >= 1 or not round_of:     # a game's round 0 is its setup
                # the round `current` ended with this action (its scoring included)
                rounds.append(max(current, rounds[-1] + 1))
                steps.append(i + 1)
                points.append(list(state.scores()))
            current = now
    final = list(state.scores())
    if len(record.actions) > steps[-1] or state.is_over():
        rounds.append(max(current, rounds[-1] + 1))
        steps.append(len(record.actions))
        points.append(final)
    return Timeline("round" if round_of else "turn", rounds, steps, points, final,
                    state.is_over())
