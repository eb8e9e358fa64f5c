"""The protocol every game implements (in the spirit of OpenSpiel and boardgame.io).

A game package exposes `INFO` (a GameInfo) and `new_game(players, options, seed)`, which
returns a GameState. A state answers:

- `deciders()`: the players who must decide now (several at once for simultaneous choices,
  e.g. Race for the Galaxy's action selection; one for sequential games like Gaia Project);
- `legal_actions(player)`: that decider's legal actions (small immutable values, see actions.py);
- `apply(player, action)`: validate, then perform; an illegal action raises IllegalAction and
  changes nothing;
- `is_over()`, `scores()` and `outcome()` (win shares, ties split after the game's tie-break);
- `view(player)`: JSON-able data with exactly what that player may see (player=None: a spectator);
- `clone()`: an independent copy, for search.

A state also describes itself for any table (the table kit in ui/table never reads a state):

- `decision_now(player)`: a `Decision` (who decides, its kind, a prompt, the legal actions with
  labels) or None; games override `_decision_kind`, `_prompt` and `label` for better words;
- `label(player, action)`: an action in words, e.g. for the log and the replay viewer;
- `progress()`: a short line for save lists ("Round 4 · Settle");
- `query(player, name, *args)`: the game's documented questions a widget may ask (a cost after
  discounts, a trade value ...), named in the game's docs; unknown names raise KeyError.

Randomness comes only from the state's seeded `Rng`, so seed + options + actions (a Record)
replays bit for bit. `history` is that action list.
"""
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Optional

from .actions import freeze, is_action, action_text
from .errors import IllegalAction
from .i18n import domain, in_domain

_ = domain("app")


OPTION_KINDS = ("bool", "choice", "int", "data")


def _is_json_data(value: object, depth: int = 0) -> bool:
    """True if `value` is plain JSON data (None, bool, int, float, str, lists and str-keyed dicts)."""
    if depth > 32:
        return False
    if value is None or isinstance(value, (bool, int, float, str)):
        return True
    if isinstance(value, (list, tuple)):
        return all(_is_json_data(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and _is_json_data(v, depth + 1) for k, v in value.items())
    return False


@dataclass(frozen=True)
class OptionSpec:
    """One game option as the lobby shows it.

    kind is one of OPTION_KINDS:
      'bool'   true or false;
      'choice' one of `choices`;
      'int'    an integer, within `min`..`max` when they are given;
      'data'   game-specific JSON data (e.g. Gaia's setup), checked here only for being JSON;
               the game checks its meaning in a cross-check (GameInfo.cross_checks).

    >>> OptionSpec("rounds", "Rounds", "int", 3, min=1, max=9).check(12)
    Traceback (most recent call last):
    ...
    ValueError: option rounds (Rounds) must be at most 9, not 12
    """
    key: str
    label: str
    kind: str = "bool"
    default: object = False
    choices: tuple = ()
    help: str = ""
    min: Optional[int] = None
    max: Optional[int] = None

    def __post_init__(self) -> None:
        if self.kind not in OPTION_KINDS:
            raise ValueError(f"option {self.key}: unknown kind {self.kind!r}; "
                             f"one of {', '.join(OPTION_KINDS)}")
        if self.kind == "choice" and not self.choices:
            raise ValueError(f"option {self.key}: a choice option needs choices")

    def check(self, value: object) -> object:
        """Return `value` if it fits this option, else raise ValueError with a readable sentence."""
        name = f"option {self.key} ({self.label})"
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"{name} must be true or false, not {value!r}")
        elif self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"{name} must be a whole number, not {value!r}")
            if self.min is not None and value < self.min:
                raise ValueError(f"{name} must be at least {self.min}, not {value}")
            if self.max is not None and value > self.max:
                raise ValueError(f"{name} must be at most {self.max}, not {value}")
        elif self.kind == "choice":
            if value not in self.choices:
                raise ValueError(f"{name} must be one of {', '.join(map(str, self.choices))}, "
                                 f"not {value!r}")
        elif self.kind == "data":
            if not _is_json_data(value):
                raise ValueError(f"{name} must be plain JSON data (objects, lists, text, numbers)")
        return value


@dataclass(frozen=True)
class Choice:
    """One legal action of a decision with its label in words."""
    action: object
    label: str


@dataclass(frozen=True)
class Decision:
    """The decision now, as any table shows it: who decides, what kind, a prompt, the choices.

    >>> Decision(0, "action", "Choose your action", (Choice(("action", "settle"), "Settle"),))
    ... # doctest: +ELLIPSIS
    Decision(player=0, kind='action', ...)
    """
    player: int
    kind: str
    prompt: str
    choices: tuple = ()

    def labels(self) -> list[str]:
        """The choices' labels, in order."""
        return [c.label for c in self.choices]


CrossCheck = Callable[[int, dict], Optional[str]]


@dataclass(frozen=True)
class GameInfo:
    """What a game is, for the lobby, the AI and the record loader.

    `cross_checks` are the game's rules that involve several options or the player count:
    each is called as `check(players, options)` with complete, kind-checked options and
    returns None if fine, else the refusal as a sentence a player can read. For example
    Race's advanced variant::

        def _advanced_is_for_two(players, options):
            if options["advanced"] and players != 2:
                return "the advanced variant is for 2 players only"

    >>> info = GameInfo("toy", "Toy", 2, 3)
    >>> info.player_counts
    (2, 3)
    >>> info.check_options(4, {})
    Traceback (most recent call last):
    ...
    ValueError: Toy takes 2-3 players, not 4
    """
    id: str
    name: str
    min_players: int
    max_players: int
    options: tuple = field(default_factory=tuple)
    simultaneous: bool = False
    hidden_information: bool = False
    description: str = ""
    cross_checks: tuple = field(default_factory=tuple)

    @property
    def player_counts(self) -> tuple:
        """Every allowed player count, smallest first, e.g. (2, 3, 4)."""
        return tuple(range(self.min_players, self.max_players + 1))

    def option(self, key: str) -> OptionSpec:
        """The OptionSpec named `key` (KeyError if the game has none)."""
        for spec in self.options:
            if spec.key == key:
                return spec
        raise KeyError(f"{self.name} has no option {key!r}")

    def default_options(self) -> dict:
        """Every option at its default."""
        return {o.key: o.default for o in self.options}

    def check_options(self, players: int, options: Optional[dict]) -> dict:
        """Return complete options (defaults filled in); raise ValueError with a readable reason.

        Checks the player count, that every key is known, each value against its OptionSpec,
        then the game's `cross_checks`.
        """
        if not isinstance(players, int) or isinstance(players, bool):
            raise ValueError(f"the player count must be a whole number, not {players!r}")
        if not self.min_players <= players <= self.max_players:
            raise ValueError(_("{title} takes {lo}-{hi} players, not {n}",
                               title=in_domain("app", self.name), lo=self.min_players,
                               hi=self.max_players, n=players))
        if options is not None and not isinstance(options, dict):
            raise ValueError(f"options must be an object of option: value, not {options!r}")
        options = dict(options or {})
        known = {o.key: o for o in self.options}
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise ValueError(f"unknown option(s) for {self.name}: {', '.join(map(str, unknown))}")
        out = self.default_options()
        for key, value in options.items():
            out[key] = known[key].check(value)
        for check in self.cross_checks:
            reason = check(players, out)
            if reason:
                raise ValueError(reason)
        return out


class GameState(ABC):
    """Base class for a game's state. Subclasses implement the underscored hooks and queries.

    Subclass contract:
      deciders() -> list[int]; legal_actions(player) -> list; _apply(player, action);
      is_over() -> bool; scores() -> list[int]; view(player) -> dict; clone().
    Optional: explain_illegal(player, action) -> str|None (faster/more helpful than the
      default membership test); tiebreak(player) -> comparable (for outcome());
      log(player) -> list of event dicts that player may see.
    """

    info: ClassVar[GameInfo] = None  # type: ignore[assignment]  # each game's class sets it

    def __init__(self, players: int, options: dict, seed: int) -> None:
        self.players = players
        self.options = options
        self.seed = seed
        self.history: list[tuple[int, Any]] = []  # [(player, action)] in the order applied

    # --- queries every game implements -------------------------------------------------
    @abstractmethod
    def deciders(self) -> list[int]:
        """See the class docstring."""

    @abstractmethod
    def legal_actions(self, player: int) -> list:
        """See the class docstring."""

    @abstractmethod
    def is_over(self) -> bool:
        """See the class docstring."""

    @abstractmethod
    def scores(self) -> list[int]:
        """See the class docstring."""

    @abstractmethod
    def view(self, player: Optional[int]) -> dict:
        """See the class docstring."""

    @abstractmethod
    def clone(self) -> "GameState":
        """See the class docstring."""

    @abstractmethod
    def _apply(self, player: int, action: Any) -> None:
        """See the class docstring."""

    # --- provided ------------------------------------------------------------------------
    def explain_illegal(self, player: int, action: Any) -> Optional[str]:
        """Why `action` is illegal for `player` now, or None if it is legal."""
        if action in self.legal_actions(player):
            return None
        return _("{action} is not a legal choice now", action=str(action_text(action)))

    def may_decide(self, player: int) -> bool:
        """True if `player` has a decision pending now (games may override with a faster test)."""
        return player in self.deciders()

    def apply(self, player: int, action: Any) -> None:
        """Validate and perform one decision. Raises IllegalAction (state unchanged) if refused.

        >>> state.apply(0, ("bid", 9))                     # doctest: +SKIP
        Traceback (most recent call last):
        game.core.errors.IllegalAction: bid 9 is not a legal choice now
        """
        if type(player) is not int:
            raise IllegalAction(f"player must be a seat number, not {player!r}", player, action)
        if self.is_over():
            raise IllegalAction("the game is over", player, action)
        if not 0 <= player < self.players:
            raise IllegalAction(f"there is no player {player}", player, action)
        if not self.may_decide(player):
            raise IllegalAction(f"player {player} has nothing to decide now", player, action)
        if not is_action(action):
            try:
                action = freeze(action)
            except IllegalAction as exc:
                raise IllegalAction(exc.reason, player, action) from None
        reason = self.explain_illegal(player, action)
        if reason:
            raise IllegalAction(reason, player, action)
        self._apply(player, action)
        self.history.append((player, action))

    def tiebreak(self, player: int) -> Any:
        """A value compared among players tied on score (higher wins); default: no tie-break."""
        return 0

    def outcome(self) -> list[float]:
        """Win shares per player (sum 1): best score, then tiebreak; a remaining tie is shared."""
        scores = self.scores()
        keys = [(scores[p], self.tiebreak(p)) for p in range(self.players)]
        best = max(keys)
        winners = [p for p in range(self.players) if keys[p] == best]
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(self.players)]

    def winners(self) -> list[int]:
        """The seats with a share of the win."""
        return [p for p, share in enumerate(self.outcome()) if share > 0]

    def log(self, player: Optional[int]) -> list[dict]:
        """Events `player` may see, oldest first (dicts with at least a 'text' key)."""
        return []

    # --- describing the state for a table --------------------------------------------------
    def decision_now(self, player: int) -> Optional[Decision]:
        """The decision `player` faces now as a Decision, or None if they have none."""
        if self.is_over() or not self.may_decide(player):
            return None
        legal = list(self.legal_actions(player))
        return Decision(player, self._decision_kind(player), self._prompt(player),
                        tuple(Choice(a, self.label(player, a)) for a in legal))

    def decision_kind(self, player: int) -> Optional[str]:
        """The kind of `player`'s decision now (as `decision_now(player).kind`, without
        labelling every choice), or None if they have none."""
        if self.is_over() or not self.may_decide(player):
            return None
        return self._decision_kind(player)

    def _decision_kind(self, player: int) -> str:
        return "choose"

    def _prompt(self, player: int) -> str:
        return _("Your decision")

    def label(self, player: Optional[int], action: Any) -> str:
        """`action` in words (default: its text form)."""
        return str(action_text(action))

    def progress(self) -> str:
        """A short line on how far the game is, for save lists ("Round 4 · Settle")."""
        if self.is_over():
            return _("Game over")
        return _.n("{n} move", "{n} moves", len(self.history))

    def query(self, player: int, name: str, *args: Any) -> Any:
        """Answer one of the game's documented questions (see its docs); KeyError if unknown."""
        raise KeyError(f"{type(self).__name__} has no query {name!r}")
