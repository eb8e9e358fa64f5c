"""Game records: seed + options + actions. Replaying a record rebuilds the state bit for bit.

    >>> rec = Record("rftg", players=2, options={}, seed=1, actions=[])   # doctest: +SKIP
    >>> state = rec.replay()                                              # doctest: +SKIP
    >>> Record.from_json(rec.to_json()) == rec                            # doctest: +SKIP
    True

Undo is `rec.undo()` (the same record minus its last action), replayed.
"""
import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Optional

from . import registry
from .actions import freeze, thaw
from .errors import BadRecord, IllegalAction

if TYPE_CHECKING:  # the protocol is imported with a game's package, not by this module
    from .protocol import GameState

FORMAT = "galaxy-table/record"
VERSION = 1
MAX_ACTIONS = 100_000


@dataclass
class Record:
    """One game as data: game id, players, options, seed and the [(player, action)] applied."""
    game: str
    players: int
    options: dict
    seed: int
    actions: list = field(default_factory=list)  # [(player, action)]

    @classmethod
    def of(cls, state: "GameState") -> "Record":
        """The record of a live state."""
        return cls(state.info.id, state.players, dict(state.options), state.seed,
                   list(state.history))

    def start(self) -> "GameState":
        """The initial state of this record."""
        try:
            return registry.new_game(self.game, self.players, self.options, self.seed)
        except ValueError as exc:
            raise BadRecord(str(exc)) from None

    def upgraded(self, created: Optional[str] = None) -> "Record":
        """This record with the options its game needs to replay it today: a game whose
        content changed over time (its module has `upgrade_options(record, created)`, e.g.
        epochs' card editions) names in the options the edition an older record was played
        with. `created` is when the save was made (ISO time), a hint for that choice."""
        hook = getattr(registry.module(self.game), "upgrade_options", None)
        if hook is None:
            return self
        options = hook(self, created)
        if options == self.options:
            return self
        return Record(self.game, self.players, options, self.seed, list(self.actions))

    def replay(self, upto: Optional[int] = None) -> "GameState":
        """The state after the first `upto` actions (all by default)."""
        state = self.start()
        for i, (player, action) in enumerate(self.actions[:upto]):
            try:
                state.apply(player, action)
            except IllegalAction as exc:
                raise BadRecord(f"action {i + 1} ({action!r}) is illegal: {exc.reason}") from None
        return state

    def undo(self) -> "Record":
        """The same record without its last action."""
        return Record(self.game, self.players, dict(self.options), self.seed, self.actions[:-1])

    # --- JSON -----------------------------------------------------------------------------
    def to_dict(self) -> dict:
        """Plain JSON data (the save format's "record")."""
        return {"format": FORMAT, "version": VERSION, "game": self.game,
                "players": self.players, "options": self.options, "seed": self.seed,
                "actions": [[p, thaw(a)] for p, a in self.actions]}

    def to_json(self) -> str:
        """Compact JSON text with sorted keys (equal records give equal texts)."""
        return json.dumps(self.to_dict(), separators=(",", ":"), sort_keys=True)

    @classmethod
    def from_dict(cls, data: object) -> "Record":
        """Validate plain data; raise BadRecord with a readable reason on anything wrong."""
        if not isinstance(data, dict):
            raise BadRecord("a game record must be a JSON object")
        if data.get("format") != FORMAT:
            raise BadRecord("not a Galaxy Table game record")
        if data.get("version") != VERSION:
            raise BadRecord(f"unsupported record version {data.get('version')!r}")
        game = data.get("game")
        if game not in registry.GAMES:
            raise BadRecord(f"unknown game: {game!r}")
        players, seed, options = data.get("players"), data.get("seed"), data.get("options")
        if not isinstance(players, int) or isinstance(players, bool):
            raise BadRecord("players must be an integer")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise BadRecord("seed must be an integer")
        if not isinstance(options, dict):
            raise BadRecord("options must be an object")
        raw = data.get("actions")
        if not isinstance(raw, list) or len(raw) > MAX_ACTIONS:
            raise BadRecord("actions must be a list of [player, action] pairs")
        actions = []
        for i, item in enumerate(raw):
            if (not isinstance(item, list) or len(item) != 2 or not isinstance(item[0], int)
                    or isinstance(item[0], bool)):
                raise BadRecord(f"action {i + 1} is not a [player, action] pair")
            try:
                actions.append((item[0], freeze(item[1])))
            except IllegalAction as exc:
                raise BadRecord(f"action {i + 1}: {exc.reason}") from None
        return cls(game, players, options, seed, actions)

    @classmethod
    def from_json(cls, text: str) -> "Record":
        """A record from JSON text; BadRecord with a readable reason if it is not one."""
        try:
            data = json.loads(text)
        except (ValueError, TypeError) as exc:
            raise BadRecord(f"not valid JSON: {exc}") from None
        return cls.from_dict(data)


SAVE_FORMAT = "galaxy-table/save"


def read_record_file(path: str, game: Optional[str] = None) -> Record:
    """The Record in a JSON file: a record, or a save exported from the page (its record).

    With `game`, a record of another game is refused. The record comes `upgraded` (an old
    record of a game whose content changed names its edition). Raises OSError, ValueError (not JSON)
    or BadRecord, each with a message for the command line.
    """
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    created = None
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        created = data.get("created")
        data = data.get("record")       # an exported save wraps its record
    rec = Record.from_dict(data)
    if game is not None and rec.game != game:
        name = registry.catalogue_entry(game)
        raise BadRecord(f"this is a {rec.game!r} game, not {name.title if name else game}")
    return rec.upgraded(created)
