"""Agents: anything that picks an action from what a player may see, and the AI levels.

An agent never gets the state: only `view` (state.view(player)) and the legal actions.
`think` is a generator so a page can run an agent in slices (one `next()` per slice, a
few ms each) without freezing; it yields None while working and returns the action::

    action, slices = run_to_end(agent.think(view, legal, player))

`choose` runs `think` to the end.

A game's AI levels are data: each game's `ai` package has `LEVELS: dict[str, Level]`, which
its `GAME.levels` loads (`registry.game(game_id).ai_levels()` for any game)::

    >>> level = RANDOM_LEVEL
    >>> level.key, level.hidden
    ('random', True)
    >>> agent = level.make_agent(seed=3)
    >>> agent.choose({}, ["a", "b"], 0) in ("a", "b")
    True
"""
from dataclasses import dataclass
from typing import Any, Callable, Generator, Iterable, Optional

from .rng import Rng


def run_to_end(gen: Generator) -> tuple:
    """Run a `think` generator to the end: (the action it returns, how many times it yielded)."""
    slices = 0
    try:
        while True:
            next(gen)
            slices += 1
    except StopIteration as done:
        return done.value, slices


class Agent:
    """Base agent. Subclasses override `think` (or `choose`, for agents that never pause)."""

    name = "agent"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def think(self, view: dict, legal: list, player: int) -> Generator[None, None, Any]:
        """A generator: yields None between slices of work, returns the chosen action."""
        return self.choose(view, legal, player)
        yield  # pragma: no cover - makes this a generator

    def choose(self, view: dict, legal: list, player: int) -> Any:
        """The chosen action (runs `think` to the end)."""
        return run_to_end(self.think(view, legal, player))[0]


class SampledPolicyAgent(Agent):
    """A game's heuristic policy played on a state sampled from the view (the hidden parts
    dealt with the agent's own seeded RNG); `noise` is the policy's slips (0: none).

    A game gives two functions: `sample_state(view, player, rng)` -> a state consistent with
    the view, and `policy_action(state, player, legal, rng, noise)` -> the policy's action
    (called in that order, both drawing from the agent's RNG). A single legal action is
    returned at once; an action the policy names outside `legal` falls back to the first
    legal one.
    """

    name = "policy"

    def __init__(self, sample_state: Callable, policy_action: Callable, seed: int = 0,
                 noise: float = 0.0) -> None:
        super().__init__(seed)
        self.sample_state = sample_state
        self.policy_action = policy_action
        self.noise = noise

    def choose(self, view: dict, legal: list, player: int) -> Any:
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        state = self.sample_state(view, player, self.rng)
        action = self.policy_action(state, player, legal, self.rng, self.noise)
        return action if action in legal else legal[0]


def named(agent: Agent, name: str) -> Agent:
    """`agent` with its `name` set to a level's key (what tournament tables show)."""
    agent.name = name
    return agent


class RandomAgent(Agent):
    """Uniformly random legal play: the baseline and the placeholder opponent."""

    name = "random"

    def choose(self, view: dict, legal: list, player: int) -> Any:
        return self.rng.choice(list(legal))


@dataclass(frozen=True)
class Level:
    """One AI level of a game, as the lobby offers it and tournaments name it.

    key:    the name in saves, tournaments and command lines ("normal");
    label:  the name a player reads ("Normal");
    blurb:  one sentence for the lobby on what this level does;
    build:  build(seed, max_time) -> Agent; max_time (seconds or None) caps one decision
            where the level searches (a safety net for slow devices), else it is ignored;
    hidden: True for test and baseline levels (random play, a bare policy) that the lobby
            does not offer to players.
    """
    key: str
    label: str
    blurb: str
    build: Callable[[int, Optional[float]], Agent]
    hidden: bool = False

    def make_agent(self, seed: int = 0, max_time: Optional[float] = None) -> Agent:
        """A new Agent of this level, seeded with `seed`."""
        if max_time is not None and not max_time > 0:
            raise ValueError("max_time must be a positive number of seconds")
        agent = self.build(seed, max_time)
        if not isinstance(agent, Agent):
            raise TypeError(f"level {self.key!r} built {agent!r}, not an Agent")
        return agent


RANDOM_LEVEL = Level(
    "random", "Random", "Plays any legal move at random: a baseline for tests, not an opponent.",
    lambda seed, max_time: RandomAgent(seed), hidden=True)


def levels_dict(levels: Iterable[Level]) -> dict:
    """{key: Level} in the given order; refuses two levels with one key."""
    out: dict[str, Level] = {}
    for level in levels:
        if level.key in out:
            raise ValueError(f"two AI levels are named {level.key!r}")
        out[level.key] = level
    return out


def offered(levels: dict) -> dict:
    """The levels a lobby offers players: every level that is not hidden."""
    return {key: level for key, level in levels.items() if not level.hidden}


def make_agent(levels: dict, level: str, seed: int = 0, max_time: Optional[float] = None) -> Agent:
    """An Agent of `levels[level]`; ValueError naming the known levels if there is none."""
    if level not in levels:
        raise ValueError(f"unknown AI level {level!r}; one of: {', '.join(levels)}")
    return levels[level].make_agent(seed, max_time)
