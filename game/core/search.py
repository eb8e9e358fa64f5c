"""Information-set Monte Carlo tree search (IS-MCTS) for any game of the core protocol.

The searcher never sees the true state. Each iteration it asks the game's *model* for a
determinization — a full GameState consistent with what the searching player may see —
then plays it forward:

- the searching player's own decisions follow a tree (nodes keyed by the player's action
  sequence since the root, children chosen by UCB1 with availability counts, because the
  actions legal at a node differ between determinizations: "subset-armed" bandits);
- other players' decisions come from an opponent model (a policy), so simultaneous choices
  need no special handling;
- after the tree is left, a rollout policy plays up to `rollout_depth` more decisions and the
  model's evaluation scores the reached state in [0, 1] for the searching player.

The search is a generator (`run`) that yields None every `slice_ms` so a page can run it in
slices through `Agent.think`. Budgets are iteration counts (reproducible) and optionally a
wall-clock cap (`max_time`, only a safety net: a capped search is no longer reproducible).

    >>> model = SearchModel(sample_state=..., evaluate=..., rollout_policy=...)  # doctest: +SKIP
    >>> agent = SearchAgent(model, iterations=400, seed=3)                         # doctest: +SKIP
"""
import math
import time
from dataclasses import dataclass

from typing import Any, Callable, Generator, Optional

from .agents import Agent
from .errors import IllegalAction
from .protocol import GameState
from .rng import Rng


def unchecked_step(state: GameState, player: int, action: Any) -> None:
    """A `SearchModel.step` for a game whose `_apply` needs no other bookkeeping: the action
    applied without validating it again (it came from the legal actions)."""
    state._apply(player, action)


@dataclass
class SearchModel:
    """What the search needs to know about a game.

    sample_state(view, player, rng) -> GameState consistent with `view` (hidden parts sampled).
    evaluate(state, player) -> float in [0, 1]: how good `state` is for `player` (a win estimate).
    rollout_policy(state, player, rng) -> action: fast play for the searcher after the tree.
    opponent_policy(state, player, rng) -> action: how the others play (default: rollout_policy).
    candidates(state, player, legal) -> list: actions worth searching (default: all of `legal`);
      used to prune very wide decisions. Must return a non-empty subset of `legal`.
    horizon(state, view) -> bool: stop the simulation here and evaluate (default: never; the
      search's rollout_depth still applies). `view` is the searcher's view at the root.
    step(state, player, action): apply an action known to be legal (default: state.apply,
      which validates); the searcher's root action always goes through state.apply.
    """
    sample_state: Callable[[dict, int, Rng], GameState]
    evaluate: Callable[[GameState, int], float]
    rollout_policy: Callable[[GameState, int, Rng], Any]
    opponent_policy: Optional[Callable[[GameState, int, Rng], Any]] = None
    candidates: Optional[Callable[[GameState, int, list], list]] = None
    horizon: Optional[Callable[[GameState, dict], bool]] = None
    step: Optional[Callable[[GameState, int, Any], None]] = None

    def play(self, state: GameState, player: int, action: Any) -> None:
        """Apply an action inside a simulation (`step` may skip validation for speed)."""
        if self.step is None:
            state.apply(player, action)
        else:
            self.step(state, player, action)

    def opponent(self, state: GameState, player: int, rng: Rng) -> Any:
        """The opponent model's action for `player` (rollout_policy if none is given)."""
        policy = self.opponent_policy or self.rollout_policy
        return policy(state, player, rng)

    def prune(self, state: GameState, player: int, legal: list) -> list:
        """The actions worth searching (all of `legal` without `candidates`)."""
        if self.candidates is None:
            return list(legal)
        out = self.candidates(state, player, legal)
        return list(out) if out else list(legal)


class Node:
    """A decision of the searching player: statistics of the actions tried from here."""

    __slots__ = ("visits", "total", "avail", "children")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.children: dict[Any, Node] = {}

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass
class SearchStats:
    """What the last search did (for benchmarks and tests)."""
    iterations: int = 0
    determinization_errors: int = 0
    seconds: float = 0.0
    root: Optional[dict] = None  # action -> (visits, mean)


class ISMCTS:
    """The search itself. Construct once per agent; call `run` per decision."""

    def __init__(self, model: SearchModel, iterations: Optional[int] = 200,
                 max_time: Optional[float] = None, rollout_depth: Optional[int] = None,
                 tree_depth: Optional[int] = None, exploration: float = 0.7,
                 slice_ms: float = 20.0) -> None:
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        if iterations is None and max_time is None:
            raise ValueError("a search needs an iteration budget or a time budget")
        self.model = model
        self.iterations = iterations
        self.max_time = max_time
        self.rollout_depth = rollout_depth
        self.tree_depth = tree_depth
        self.exploration = exploration
        self.slice_s = slice_ms / 1000.0
        self.stats = SearchStats()

    # --- one search --------------------------------------------------------------------
    def run(self, view: dict, legal: list, player: int, rng: Rng) -> Generator[None, None, Any]:
        """Generator: yields None between slices, returns the chosen action."""
        legal = list(legal)
        if not legal:
            raise ValueError("nothing to choose from")
        start = last = time.perf_counter()
        self.stats = SearchStats()
        if len(legal) == 1:
            self.stats.root = {legal[0]: (0, 0.0)}
            return legal[0]
        root_actions = legal
        if self.model.candidates is not None:
            probe = self.model.sample_state(view, player, rng)
            root_actions = [a for a in self.model.prune(probe, player, legal) if a in legal]
            root_actions = root_actions or legal
            if len(root_actions) == 1:
                self.stats.root = {root_actions[0]: (0, 0.0)}
                return root_actions[0]
        root = Node()
        done = 0
        while True:
            if self.iterations is not None and done >= self.iterations:
                break
            now = time.perf_counter()
            if self.max_time is not None and now - start >= self.max_time and done > 0:
                break
            if now - last >= self.slice_s:
                yield None
                last = time.perf_counter()
            self._slice_end = last + self.slice_s
            yield from self._iterate(root, view, root_actions, player, rng)
            last = self._slice_end - self.slice_s
            done += 1
        self.stats.iterations = done
        self.stats.seconds = time.perf_counter() - start
        self.stats.root = {a: (n.visits, n.mean()) for a, n in root.children.items()}
        return self._best(root, root_actions)

    def _best(self, root: Node, legal: list) -> Any:
        best, key = legal[0], None
        for action in legal:
            child = root.children.get(action)
            if child is None:
                continue
            k = (child.visits, child.mean())
            if key is None or k > key:
                best, key = action, k
        return best

    def _select(self, node: Node, actions: list, rng: Rng) -> tuple[Any, Node, bool]:
        """UCB1 over `actions` (those available in this determinization); expand untried ones."""
        children = node.children
        untried = [a for a in actions if a not in children or not children[a].visits]
        for a in actions:
            child = children.get(a)
            if child is not None:
                child.avail += 1
        if untried:
            action = untried[rng.below(len(untried))]
            child = children.get(action)
            if child is None:
                child = children[action] = Node()
                child.avail = 1
            return action, child, True
        best, best_score = None, -1.0
        c = self.exploration
        for a in actions:
            child = node.children[a]
            score = child.mean() + c * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best, best_score = a, score
        return best, node.children[best], False

    def _iterate(self, root: Node, view: dict, root_actions: list, player: int,
                 rng: Rng) -> Generator[None, None, None]:
        """One iteration (a generator: a long simulation also pauses at slice ends)."""
        clock = time.perf_counter
        model = self.model
        state = model.sample_state(view, player, rng)
        path = []
        node = root
        in_tree = True
        tree_steps = 0
        rollout_steps = 0
        first = True
        while not state.is_over():
            deciders = state.deciders()
            if not deciders:
                raise RuntimeError("a live state has no decider")
            if first and player not in deciders:
                # the determinization disagrees with the real view: drop this iteration
                self.stats.determinization_errors += 1
                return
            mover = player if player in deciders else deciders[0]
            if mover != player:
                action = model.opponent(state, mover, rng)
                if not in_tree:
                    rollout_steps += 1
            elif in_tree and (self.tree_depth is None or tree_steps < self.tree_depth):
                actions = root_actions if first else model.prune(state, player, state.legal_actions(player))
                action, child, expanded = self._select(node, actions, rng)
                path.append(child)
                node = child
                tree_steps += 1
                if expanded:
                    in_tree = False
            else:
                in_tree = False
                action = model.rollout_policy(state, player, rng)
                rollout_steps += 1
            try:
                if first and mover == player:
                    state.apply(mover, action)
                else:
                    model.play(state, mover, action)
            except IllegalAction:
                if first and mover == player:
                    # the determinization disagrees with the real view: drop this iteration
                    self.stats.determinization_errors += 1
                    for n in path:
                        n.avail -= 1
                    return
                raise
            if mover == player:
                first = False
            if clock() >= self._slice_end:
                yield None
                self._slice_end = clock() + self.slice_s
            if self.rollout_depth is not None and rollout_steps >= self.rollout_depth:
                break
            if model.horizon is not None and not first and model.horizon(state, view):
                break
        value = model.evaluate(state, player)
        root.visits += 1
        root.total += value
        for n in path:
            n.visits += 1
            n.total += value


class SearchAgent(Agent):
    """An Agent that decides by IS-MCTS: see ISMCTS for the parameters."""

    name = "ismcts"

    def __init__(self, model: SearchModel, seed: int = 0, **search_options: Any) -> None:
        super().__init__(seed)
        self.search = ISMCTS(model, **search_options)

    def think(self, view: dict, legal: list, player: int) -> Generator[None, None, Any]:
        return (yield from self.search.run(view, legal, player, self.rng))


def outcome_value(state: GameState, player: int) -> float:
    """Evaluation of a finished state: the player's win share (ties split)."""
    return state.outcome()[player]


def sigmoid(x: float) -> float:
    """Logistic function, safe for large |x|."""
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)


def random_rollout(state: GameState, player: int, rng: Rng) -> Any:
    """The simplest rollout policy: a uniformly random legal action."""
    return rng.choice(state.legal_actions(player))

