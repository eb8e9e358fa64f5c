"""BeamAgent (the hard level): a beam over its own turns.

On a main turn it ranks every candidate one ply deep (ai/lookahead.rank_turn; with `funded`,
also the main actions that several free conversions pay for, ai/funding.py), keeps the best
`width`, and plays each on a copy of the position rebuilt from the view: its own follow-ups
settled, the turn ended, then the other seats' moves by the easy level's rules of thumb
(ai/greedy.py, from what they see of the copy) and its own charge and income answers by the
evaluation, up to its next main turn. There it ranks its candidates again (`depth` turns in
all, the best `next_width` of each followed further) and the best value found is the
candidate's value. A pass is followed through the end of the round, so the booster and the
turns given up are judged by what they lead to, and the round's remaining actions by what the
others leave open.

With `horizon="round"` every root candidate is judged at the same point instead: our first
main turn of the next round, after its income (or the game's end). `horizon_players` limits
that to some player counts: the hard level uses it at 4 players only (issue 13's seventeenth
pass: +1.5 VP a seat for 4 hard seats with the learned value, where the third pass, without
it, measured no gain; docs/gaia-ai.md). Our later turns of this round are played by the one-ply
ranking (the best `next_width` followed at the first of them, then the best), so acting and
passing are compared after the same income phase. Judged after one more own turn, a pass
crossed the income and a build did not, and the evaluation is not neutral across an income
phase, which made passing look better than it is. With `sim_federations` (the hard level: 1)
our later turns in that simulation may also form a federation (the engine's greedy search), so a
build that opens a federation this round is judged with it formed (issue 13's twenty-sixth
pass: +2.0 VP a seat for 4 hard seats over 80 games).

Every other decision (charges, tech tiles, covers, research steps, income order, setup mines,
boosters) is the one-ply judgement of the normal level; the faction comes from
ai/factions.py. Budgets are counts (`width`, `depth`), so tournaments replay identically;
`max_time` only stops the beam early (the candidates not yet followed keep their one-ply
value). `think` yields between candidates and during the simulations.

The other seats in a simulation see what they would see (`light_view`: the parts of their view
the easy level reads) and do not form federations (listing those is the slowest part of the
rules); at its own later turns the engine's full list of federations is not asked for either
(its federations now are tried; later ones are valued by the evaluation's power outside
federations, and, with `sim_federations`, the first ones the engine's cheaper greedy search
finds are tried at its later turns of the round)."""
import time
from typing import Optional

from game.core.agents import Agent
from game.core.rng import Rng

from ..federation_choices import federation_candidates

from .evaluate import HARD_STYLE, action_bonus, worth
from .factions import pick_faction
from .greedy import GreedyAgent
from .lookahead import (PASS_PENALTY, is_main_turn, mains_without_federations, rank_turn,
                        settle)
from .position import play, state_from_view

MAX_SIM_STEPS = 120       # decisions simulated between two own turns at most
OPPONENT_SEED = 7         # the opponent model's noise is seeded per decision, not per game


def light_view(st, seat: int) -> dict:
    """The parts of view(seat) the easy level reads, without the rest (a simulation makes
    many of them). Only what every seat sees."""
    players = []
    for pl in st.pl:
        players.append({"research": dict(pl.research), "qic": pl.q, "ore": pl.o,
                        "credits": pl.c, "power": {"bowl1": pl.p[0], "bowl2": pl.p[1],
                                                   "bowl3": pl.p[2]}})
    pending = st.pending[0] if st.pending else None
    return {"round": st.round, "players": players, "techs": st.techs,
            "pending": None if pending is None else {"kind": pending["kind"]}}


class BeamAgent(Agent):
    """Beam search over its own turns, with the easy level as the model of the others."""

    name = "beam"

    def __init__(self, seed: int = 0, width: int = 5, depth: int = 2, next_width: int = 2,
                 max_time: Optional[float] = None, funded: bool = True,
                 horizon: Optional[str] = None, max_turns: int = 8,
                 horizon_players: Optional[tuple] = None, sim_federations: int = 0):
        super().__init__(seed)
        self.sim_federations = sim_federations
        self.width, self.depth, self.next_width = width, depth, next_width
        self.horizon, self.max_turns = horizon, max_turns
        self.horizon_players = horizon_players
        self.max_time = max_time
        self.funded = funded
        self.style = HARD_STYLE
        self.stats = {}

    def think(self, view, legal, player):
        legal = list(legal)
        self.stats = {"followed": 0, "candidates": 0, "stopped": False}
        self.rated = []         # (value, [actions]) of the candidates judged, for hints
        if len(legal) == 1:
            return legal[0]
        if all(a[0] == "faction" for a in legal):
            return pick_faction(view, legal)
        start = time.perf_counter()
        deadline = None if self.max_time is None else start + self.max_time
        st = state_from_view(view)
        ranked = yield from rank_turn(st, player, legal, deadline=deadline, style=self.style,
                                      funded=self.funded)
        if not ranked:
            return legal[0]
        if not is_main_turn(st, player) or self.depth < 2:
            self.rated = list(ranked)
            return ranked[0][1][0]
        self.stats["candidates"] = len(ranked)
        best, best_value = ranked[0][1][0], None
        to_round = self.horizon == "round" and (self.horizon_players is None
                                                 or st.players in self.horizon_players)
        for v1, acts in ranked[:self.width]:
            if deadline is not None and time.perf_counter() > deadline and best_value is not None:
                self.stats["stopped"] = True
                break
            if to_round:
                value = yield from self._to_next_round(st, player, acts, deadline)
            else:
                value = yield from self._follow(st, player, acts, self.depth - 1, deadline)
            self.stats["followed"] += 1
            self.rated.append((value, acts))
            if best_value is None or value > best_value:
                best, best_value = acts[0], value
        return best

    def _follow(self, st, player, acts, depth, deadline):
        """The value of playing `acts` now: the best found at the next own main turns."""
        trial = st.clone()
        self._play_turn(trial, player, acts)
        yield None
        yield from self._until_my_turn(trial, player, deadline)
        if trial.is_over() or not is_main_turn(trial, player):
            return worth(trial, player, self.style)
        # federations are not listed here: the engine's list of them grows steeply with the
        # buildings (seconds late in a 4-player game); the evaluation values the power outside
        # federations instead
        ranked = yield from rank_turn(trial, player, mains_without_federations(trial, player),
                                      frees=False, deadline=deadline, style=self.style)
        if not ranked:
            return worth(trial, player, self.style)
        if depth <= 1:
            v, first = ranked[0]
            return v + (PASS_PENALTY if first[0][0] == "pass" and trial.round < 6 else 0.0)
        best = None
        for v, nxt in ranked[:self.next_width]:
            value = yield from self._follow(trial, player, nxt, depth - 1, deadline)
            best = value if best is None else max(best, value)
        return best

    def _to_next_round(self, st, player, acts, deadline, turns=0):
        """The value of playing `acts` now, judged where every candidate is judged alike: at
        our first main turn of the next round (after its income), or at the end of the game.
        Our later turns of this round are played by the one-ply ranking; at the first of
        them the best `next_width` are each followed, later only the best."""
        round_now = st.round
        trial = st.clone()
        self._play_turn(trial, player, acts)
        yield None
        while True:
            yield from self._until_my_turn(trial, player, deadline)
            if trial.is_over() or not is_main_turn(trial, player) or trial.round > round_now:
                return self._leaf(trial, player)
            ranked = yield from rank_turn(trial, player, self._sim_mains(trial, player),
                                          frees=False, deadline=deadline, style=self.style)
            if not ranked:
                return self._leaf(trial, player)
            turns += 1
            if turns >= self.max_turns or (deadline is not None
                                           and time.perf_counter() > deadline):
                return ranked[0][0]
            if turns == 1 and self.next_width > 1:
                best = None
                for _, nxt in ranked[:self.next_width]:
                    value = yield from self._to_next_round(trial, player, nxt, deadline, turns)
                    best = value if best is None else max(best, value)
                return best
            self._play_turn(trial, player, ranked[0][1])
            yield None

    def _sim_mains(self, trial, player) -> list:
        """Our main actions at a later turn of a simulation to the round horizon: the legal
        ones without the engine's federations, plus (with `sim_federations` = n) the first n
        federations the engine's greedy search finds, each with every token in supply. So a
        build that makes a federation possible this round is judged with it formed."""
        legal = mains_without_federations(trial, player)
        if self.sim_federations <= 0:
            return legal
        tokens = [f for f in sorted(trial.fed_supply) if trial.fed_supply[f] > 0]
        if not tokens:
            return legal
        for hexes in federation_candidates(trial, player, limit=self.sim_federations):
            key = ",".join(sorted(trial.map.label[h] for h in hexes))
            legal.extend(("federation", key, f) for f in tokens)
        return legal

    def _leaf(self, trial, player) -> float:
        """The worth of a simulated position where a candidate's path ends."""
        return worth(trial, player, self.style)

    def _play_turn(self, trial, player, acts) -> None:
        """Play `acts` (a main action after its conversions) on `trial`, answer their
        follow-ups by the one-ply judgement and end the turn if it is still ours."""
        for a in acts:
            play(trial, player, a)
        settle(trial, player, style=self.style)
        self._end_turn(trial, player)

    @staticmethod
    def _end_turn(trial, player):
        """After the main action and its follow-ups: end the turn if it is still ours."""
        if (not trial.is_over() and trial.phase == "actions" and trial.main_done
                and not trial.pending and trial.deciders() == [player]):
            play(trial, player, ("endturn",))

    def _until_my_turn(self, trial, player, deadline=None):
        """Play the others (easy level) and our own small answers up to our next main turn
        (a generator: yields after every decision). Past the deadline it stops where it is."""
        model = GreedyAgent(OPPONENT_SEED)
        for _ in range(MAX_SIM_STEPS):
            if trial.is_over() or is_main_turn(trial, player):
                return
            if deadline is not None and time.perf_counter() > deadline:
                self.stats["stopped"] = True
                return
            seat = trial.deciders()[0]
            if seat != player and is_main_turn(trial, seat):
                legal = mains_without_federations(trial, seat)
            else:
                legal = trial.legal_actions(seat)
            if not legal:
                return
            if seat == player:
                action = self._own_answer(trial, player, legal)
            elif len(legal) == 1:
                action = legal[0]
            else:
                model.rng = Rng(OPPONENT_SEED + len(legal))
                action = model.choose(light_view(trial, seat), legal, seat)
            play(trial, seat, action)
            yield None

    def _own_answer(self, trial, player, legal):
        """Our own decision inside a simulation (a charge, the income order, a follow-up)."""
        if len(legal) == 1:
            return legal[0]
        if ("endturn",) in legal:
            return ("endturn",)
        best, best_value = legal[0], None
        for a in legal[:12]:
            t2 = trial.clone()
            play(t2, player, a)
            v = worth(t2, player, self.style) + action_bonus(trial, a, self.style)
            if best_value is None or v > best_value:
                best, best_value = a, v
        return best
