"""The AI levels for Race: easy, normal, hard (and the hidden test levels policy and random).

`LEVELS` maps each key to a game.core.agents.Level (label, a blurb for the lobby, hidden or not).

Every level sees only view(player) and the legal actions. It determinizes the view (samples
the hidden cards with its own seeded RNG) to get a state it may play on:

- easy: the heuristic policy with noise — sensible play with human-like slips on close calls;
- normal: the heuristic policy, plus a short IS-MCTS (to the end of the round, 16 iterations,
  the policy's 3 best candidates) for the choice of action cards;
- hard: IS-MCTS (200 iterations, the policy's 6 best candidates) for action cards,
  explore keeps, developments, worlds, the opening discard and consume choices, simulating
  to the end of the next round with the policy as rollout, scored by the hand-tuned
  evaluation and the learned position value averaged (leaf.Blended, `HARD_BLEND`, since
  2026-12-02; model.py, trained by train.py; the hand-tuned evaluation alone where no weights
  are shipped); while it holds 4 cards or more, Explore is not among its own action-card
  candidates (`explore_cap`), and its rollouts, opponent model and candidates rate the action
  cards by the tuned ratings (policy.P1; the easy and normal levels keep policy.PLAIN); the
  other seats' action cards are drawn from the call model (opponent.CallModel: the ratings
  blended with each seat's earlier calls), their other decisions follow the policy; payments,
  settle methods, trades and windfalls follow the policy;
- hard_handtuned (hidden): the hard level until the evening of 2026-12-02 (the hand-tuned
  evaluation alone at the leaves);
- hard_nocalls (hidden): the hard level until 2026-12-02 (the policy as the opponent model);
- hard_uncapped (hidden): the hard level until 2026-12-01 (no explore cap, plain ratings);
- hard_noexp (hidden): that level with the explore cap alone;
- hard_p2 (hidden): hard_nocalls with the ratings policy.P2 instead of P1 (no better against
  Keldon's AI, docs/rftg-ai.md "P2");
- hard_learned (hidden, experimental): the uncapped search scored by the learned position value
  relative to the root (leaf.RootRelative; model.py, trained by train.py) where a weights
  file is shipped for the player count and variant (2, 3 and 4 players, the advanced 2-player
  game: every set-up since 2026-12-02), else by the hand-tuned evaluation. Not the default:
  in its first measurement it did not beat hard (docs/rftg-ai.md);
- hard_centred (hidden, experimental): the uncapped search scored by the hand-tuned evaluation
  centred on the root (leaf.CentredClassic): 51.5 % against hard over 100 games, so not the
  default either.

Levels are defined by iteration budgets, so a tournament replays identically; `max_time` is only
a safety cap for the page. Every agent's `think` yields every ~20 ms.
"""
from game.core.agents import Agent, Level, RANDOM_LEVEL, SampledPolicyAgent, levels_dict, named
from game.core.agents import make_agent as _make_agent
from game.core.search import ISMCTS, SearchModel, unchecked_step

from . import policy
from .opponent import CallModel
from .leaf import Blended, CentredClassic, RootRelative, learned_evaluate
from .sampling import sample_state
from .values import evaluate
from game.core.i18n import N_

# decision kinds searched by the levels (the rest follow the policy)
BIG_KINDS = frozenset(("action", "develop", "settle", "explore_keep", "initial_discard"))
NORMAL_KINDS = frozenset(("action",))
# and the hard level (payments, settle methods, trades and windfall choices follow the policy)
HARD_KINDS = BIG_KINDS | {"consume"}
# hard leaves Explore out of its own action-card candidates while it holds this many cards
# (against Keldon's AI, docs/rftg-ai.md "Explore capped and the tuned ratings, shipped")
HARD_EXPLORE_CAP = 4
# the hard search's call model: temperature of the ratings (VP) and their weight in rounds
# (docs/rftg-ai.md "The call model")
HARD_CALLS = {"temperature": 2.0, "prior_weight": 4.0}
# where all of hard's root values lie within this of a win, or all within this of a loss (its
# leaves saturate), it follows the policy (docs/rftg-ai.md "A game that never ends, again")
HARD_FLAT = 0.01
# the weight of the learned value in hard's leaves (leaf.Blended; docs/rftg-ai.md "The blended
# leaf")
HARD_BLEND = 0.5


def _round_horizon(extra_rounds):
    """Simulate to the end of the round and `extra_rounds` rounds further."""
    def horizon(state, view):
        return state.round > max(1, view["round"]) + extra_rounds
    return horizon


def is_explore(action) -> bool:
    """An action-card choice that includes an Explore card (either one, or a pair with one)."""
    return action[0] == "action" and any(str(x).startswith("explore") for x in action[1:])


def make_model(candidates=6, extra_rounds=0, rollout_noise=0.3, opponent_noise=0.3,
               leaf=evaluate, explore_cap=None, ratings=None, calls=None):
    """The search model of Race with the given pruning width, horizon, policy noise and leaf
    evaluation (`leaf(state, player)`; the hand-tuned one by default). With `explore_cap` N,
    the searcher's own action-card candidates leave out Explore while it holds N cards or
    more (unless nothing else is legal); the opponent model and the rollouts are unchanged.
    `ratings` are the policy's action-card ratings in the rollouts, the opponent model and
    the candidates (policy.PLAIN by default). `calls` (an opponent.CallModel, optional) is the
    opponent model instead of the policy: the other seats' action cards drawn from a blend of
    the ratings and their earlier calls."""
    def rollout(state, p, rng):
        return policy.choose(state, p, rng, rollout_noise, ratings)

    def opponent(state, p, rng):
        return policy.choose(state, p, rng, opponent_noise, ratings)
    if calls is not None:
        opponent = calls  # noqa: F811

    def prune(state, p, legal):
        if (explore_cap is not None and legal and legal[0][0] == "action"
                and len(state.hand[p]) >= explore_cap):
            legal = [a for a in legal if not is_explore(a)] or legal
        return policy.rank(state, p, legal, candidates, ratings)

    return SearchModel(sample_state=sample_state,
                       evaluate=leaf,
                       rollout_policy=rollout,
                       opponent_policy=opponent, candidates=prune,
                       horizon=_round_horizon(extra_rounds), step=unchecked_step)


def PolicyAgent(seed: int = 0, noise: float = 0.0) -> SampledPolicyAgent:
    """Plays the heuristic policy on a determinization of its view (easy: with noise)."""
    return SampledPolicyAgent(
        sample_state, lambda state, p, legal, rng, slips: policy.choose(state, p, rng, slips),
        seed, noise)


class SearchLevel(Agent):
    """IS-MCTS for the decision kinds in `kinds` (all if None); the policy for the others."""

    name = "search"

    def __init__(self, seed=0, iterations=100, kinds=None, max_time=None, candidates=6,
                 extra_rounds=0, slice_ms=20.0, learned=False, explore_cap=None,
                 ratings=None, calls=None, flat=None):
        super().__init__(seed)
        self.kinds = kinds
        # with `flat` set, a search whose root values all lie within `flat` of a win or all
        # within `flat` of a loss (the leaves saturate: the search cannot tell its options
        # apart) follows the policy's best root candidate instead of an arbitrary one
        self.flat = flat
        self.ratings = ratings
        # learned: False (hand-tuned evaluation), "absolute" (leaf.learned_evaluate),
        # True / "relative" (leaf.RootRelative, hard_learned) or "centred" (the hand-tuned
        # evaluation centred on the root, leaf.CentredClassic, hard_centred)
        self.relative = RootRelative() if learned in (True, "relative") else None
        self.centred = CentredClassic() if learned == "centred" else None
        leaf = (self.relative or self.centred
                or (learned_evaluate if learned == "absolute" else
                    Blended(HARD_BLEND) if learned == "blend" else evaluate))
        self.search = ISMCTS(make_model(candidates=candidates, extra_rounds=extra_rounds,
                                        leaf=leaf, explore_cap=explore_cap,
                                        ratings=ratings, calls=calls),
                             iterations=iterations, max_time=max_time, slice_ms=slice_ms)

    def think(self, view, legal, player):
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        kind = (view.get("decision") or {}).get("kind")
        if self.kinds is not None and kind not in self.kinds:
            state = sample_state(view, player, self.rng)
            action = policy.choose(state, player, self.rng, 0.0)
            return action if action in legal else legal[0]
        if self.relative is not None:
            self.relative.set_root(view)
        if self.centred is not None:  # a sample of the root, without using up the agent's draws
            self.centred.set_root(sample_state(view, player, self.rng.copy()), player)
        action = yield from self.search.run(view, legal, player, self.rng)
        if self.flat is not None:
            action = self._unless_flat(view, player, action)
        return action

    def _unless_flat(self, view, player, action):
        """The policy's best root candidate where every root value is a near-certain win or
        every one a near-certain loss."""
        root = self.search.stats.root or {}
        means = [m for n, m in root.values() if n]
        if len(means) < 2 or (min(means) < 1.0 - self.flat and max(means) > self.flat):
            return action
        state = sample_state(view, player, self.rng)
        return policy.rank(state, player, list(root), 1, self.ratings)[0]


def _search(seed, max_time, name, **params):
    agent = named(SearchLevel(seed, **params), name)
    if max_time is not None:
        agent.search.max_time = max_time
    return agent


def _hard_search(name, shipped=True, **params):
    """A level factory for the hard search (200 iterations over the policy's 6 best
    candidates, to the end of the next round) named `name`: with `shipped`, the hard level's
    explore cap, P1 ratings, call model and flat-root rule; `params` on top."""
    def build(seed, max_time):
        options = dict(iterations=200, kinds=HARD_KINDS, candidates=6, extra_rounds=1)
        if shipped:
            options.update(explore_cap=HARD_EXPLORE_CAP, ratings=policy.P1,
                           calls=CallModel(policy.P1, **HARD_CALLS), flat=HARD_FLAT)
        options.update(params)
        return _search(seed, max_time, name, **options)
    return build


LEVELS = levels_dict((
    # labels and blurbs in English, marked; the new-game form shows them translated
    Level("easy", N_("Easy"),
          N_("Plays sensible cards by rules of thumb but often slips on close calls."),
          lambda seed, max_time: named(PolicyAgent(seed, noise=1.2), "easy")),
    Level("normal", N_("Normal"),
          N_("Plays by rules of thumb and thinks a little ahead when choosing its action "
             "cards."),
          lambda seed, max_time: _search(seed, max_time, "normal", iterations=16,
                                         kinds=NORMAL_KINDS, candidates=3, extra_rounds=0)),
    Level("hard", N_("Hard"),
          N_("Thinks two rounds ahead about its action cards, cards to keep, worlds and "
             "developments; takes a moment per move."),
          _hard_search("hard", learned="blend")),
    Level("hard_handtuned", "Hard with the hand-tuned leaf alone (comparison)",
          "The hard search scoring positions by the hand-tuned evaluation only.",
          _hard_search("hard_handtuned"),
          hidden=True),
    Level("hard_nocalls", "Hard without the call model (comparison)",
          "The hard search with the policy as the other seats' opponent model.",
          _hard_search("hard_nocalls", shipped=False, explore_cap=HARD_EXPLORE_CAP,
                       ratings=policy.P1),
          hidden=True),
    Level("hard_learned", "Hard with the learned evaluation (experimental)",
          "The hard search scoring positions by the learned value; under test.",
          _hard_search("hard_learned", shipped=False, learned=True),
          hidden=True),
    Level("hard_centred", "Hard with the evaluation centred on the root (experimental)",
          "The hard search scoring positions by their projected lead relative to the root's.",
          _hard_search("hard_centred", shipped=False, learned="centred"),
          hidden=True),
    Level("hard_uncapped", "Hard without the explore cap (comparison)",
          "The hard search with Explore among its action cards whatever its hand.",
          _hard_search("hard_uncapped", shipped=False),
          hidden=True),
    Level("hard_noexp", "Hard with the explore cap alone (comparison)",
          "The uncapped hard search with the explore cap, plain action-card ratings.",
          _hard_search("hard_noexp", shipped=False, explore_cap=HARD_EXPLORE_CAP),
          hidden=True),
    Level("hard_p2", "Hard with the P2 action-card ratings (comparison)",
          "The hard search with policy.P2 in its rollouts, opponent model and candidates.",
          _hard_search("hard_p2", shipped=False, explore_cap=HARD_EXPLORE_CAP,
                       ratings=policy.P2),
          hidden=True),
    Level("policy", "Rules of thumb (test)",
          "The easy level's rules of thumb without slips: a baseline for tests.",
          lambda seed, max_time: named(PolicyAgent(seed, noise=0.0), "policy"), hidden=True),
    RANDOM_LEVEL,
))


def make_agent(level, seed=0, max_time=None):
    """An Agent of the given level ('easy', 'normal', 'hard'; also 'policy' and 'random').

    `max_time` (seconds, optional) caps each search decision: a safety net for slow devices in
    the page; with it a decision may differ from the iteration-budget result.
    """
    return _make_agent(LEVELS, level, seed, max_time)
