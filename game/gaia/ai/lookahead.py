"""LookaheadAgent (the normal level): tries each legal action on a copy of the position rebuilt
from the view, settles its own follow-up decisions (tech tile, cover, research step, mine ...)
the same way, and keeps the action whose result is worth most by ai/evaluate.py.

Before its main action it also tries the free conversions that make a new main action possible
(ore or credits for a build, QIC for range, power burnt for a power action) followed by that
action. Factions are chosen by ai/factions.py. `think` yields between candidates so a page
stays responsive. `max_time` (seconds) stops trying candidates once it has passed: a safety
net for slow devices (a capped choice may differ from the uncapped one).

`rank_turn(state, player, legal)` is the one-ply judgement itself: every candidate as
(value, [actions to apply]); the hard level builds on it."""
import time
from typing import Optional

from game.core.agents import Agent

from .. import data
from ..build import Refused
from ..effects import parse_rewards
from .evaluate import action_bonus, rewards_worth, worth
from .factions import pick_faction
from .funding import convert, funded_actions, payable_after
from .position import play, state_from_view

FREE = ("spend", "burn", "brainstone", "bowls")
FED_SETS = 2            # federations tried: the first few building choices (with every token)
MAX_FOLLOW = 6          # own follow-up decisions settled after an action
MAX_OPTIONS = 30        # options of one follow-up decision tried
MAX_FREES = 12          # free conversions tried before a main action
PASS_PENALTY = 2.0      # passing gives up the rest of the round
FREE_PENALTY = 0.2      # a conversion first must be clearly better
GREEN = 2.0             # a green federation token: advanced tiles, the top of a track


def fewer_federations(actions, keep=FED_SETS):
    """The actions with federations cut to the first `keep` choices of hexes (the engine lists
    every valid choice; trying them all on copies would be slow)."""
    seen = []
    out = []
    for a in actions:
        if a[0] == "federation":
            if a[1] not in seen:
                if len(seen) >= keep:
                    continue
                seen.append(a[1])
        out.append(a)
    return out


def token_worth(token: str) -> float:
    """A federation token's reward in VP-equivalents (green ones open more)."""
    spec = data.board()["federations"][token]
    return rewards_worth(parse_rewards(spec["reward"])) + (GREEN if spec["green"] else 0.0)


def settle(trial, player, limit=MAX_FOLLOW, style=None):
    """Answer the player's own pending follow-ups on `trial`, each by the best result."""
    for _ in range(limit):
        if trial.is_over() or not trial.pending or trial.deciders() != [player]:
            return
        opts = trial.legal_actions(player)
        if not opts:
            return
        best, best_value = None, None
        for o in opts[:MAX_OPTIONS]:
            t2 = trial.clone()
            play(t2, player, o)
            v = worth(t2, player, style) + action_bonus(trial, o, style)
            if best_value is None or v > best_value:
                best, best_value = o, v
        play(trial, player, best)


def value_after(st, player, actions, style=None) -> float:
    """The worth for `player` after applying `actions` to a copy and settling follow-ups."""
    trial = st.clone()
    for a in actions:
        play(trial, player, a)
    settle(trial, player, style=style)
    return worth(trial, player, style) + sum(action_bonus(st, a, style) for a in actions)


def mains_without_federations(st, player):
    """The legal actions of `player` with federations left out (a conversion first hardly ever
    opens a federation, and listing them is the slowest part of the rules)."""
    supply = st.fed_supply
    st.fed_supply = {}
    try:
        return st.legal_actions(player)
    finally:
        st.fed_supply = supply
        st._legal_cache = None


def is_main_turn(st, player) -> bool:
    """Is `player` to choose the main action of a turn (no follow-up pending)?"""
    return (st.phase == "actions" and not st.pending and not st.main_done
            and st.deciders() == [player])


def rank_turn(st, player, legal, frees=True, deadline=None, style=None, funded=False):
    """Every candidate as (value, [actions]), best first: each non-free action, and (on a main
    turn) each free conversion followed by a main action that it makes possible.
    A generator: yields None between candidates; returns the sorted list. With `deadline` (a
    time.perf_counter() value) it stops trying candidates once that time has passed (the
    actions not tried are left out, but at least one is always tried). With `funded` (and
    `frees`) it also tries the main actions that several conversions pay for
    (ai/funding.py), each after its conversions (also with `frees` off: then the
    single conversions are not tried)."""
    out = []
    mains = fewer_federations([a for a in legal if a[0] not in FREE])
    late = st.round >= 6
    tried = {}
    for a in mains:
        if deadline is not None and out and time.perf_counter() > deadline:
            break
        if a[0] == "federation" and a[1] in tried:
            # the same buildings with another token: the difference is the token's worth
            v0, token0 = tried[a[1]]
            v = v0 - token_worth(token0) + token_worth(a[2])
        else:
            v = value_after(st, player, [a], style)
            if a[0] == "federation":
                tried[a[1]] = (v, a[2])
        if a[0] == "pass" and not late:
            v -= PASS_PENALTY
        out.append((v, [a]))
        yield None
    if (frees or funded) and is_main_turn(st, player):
        before = set(mains)
        for f in [a for a in legal if a[0] in ("spend", "burn") and frees][:MAX_FREES]:
            if deadline is not None and time.perf_counter() > deadline:
                break
            trial = st.clone()
            play(trial, player, f)
            for a in mains_without_federations(trial, player):
                if a[0] in FREE or a[0] == "pass" or a in before:
                    continue
                out.append((value_after(trial, player, [a], style) - FREE_PENALTY, [f, a]))
            yield None
        if funded:
            seen = {tuple(acts) for _, acts in out}
            for acts, cost in funded_actions(st, player, before, mains_without_federations):
                if deadline is not None and time.perf_counter() > deadline:
                    break
                if tuple(acts) in seen:
                    continue
                trial = st.clone()
                if not all(convert(trial, player, c) for c in acts[:-1]):
                    continue
                if not payable_after(trial, player, acts, cost):
                    continue
                try:
                    v = value_after(trial, player, acts[-1:], style)
                except Refused:      # a condition beyond the cost (a step action's target)
                    continue
                out.append((v - FREE_PENALTY, acts))
                yield None
    out.sort(key=lambda x: -x[0])
    return out


class LookaheadAgent(Agent):
    """The one-ply player: every candidate tried on a copy, the best result kept."""

    name = "lookahead"

    def __init__(self, seed: int = 0, max_time: Optional[float] = None):
        super().__init__(seed)
        self.max_time = max_time

    def think(self, view, legal, player):
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        if all(a[0] == "faction" for a in legal):
            return pick_faction(view, legal)
        deadline = None if self.max_time is None else time.perf_counter() + self.max_time
        st = state_from_view(view)
        ranked = yield from rank_turn(st, player, legal, deadline=deadline)
        return self.pick(ranked, legal)

    def pick(self, ranked, legal):
        """The best candidate's first action (ties broken by a tiny seeded noise)."""
        if not ranked:
            return legal[0]
        top = ranked[0][0]
        close = [acts[0] for v, acts in ranked if v >= top - 1e-9]
        return close[0] if len(close) == 1 else close[self.rng.below(len(close))]
