"""LookaheadAgent: tries each legal action on a copy of the game (rebuilt from the view's public
snapshot), settles its own follow-up decisions greedily, and keeps the action whose result is
worth most (ai/evaluate.py). Before its main action it may also try one free conversion followed
by each main action, so it can raise ore, credits or QIC for a build. Runs in slices: `think`
yields between candidates so a page stays responsive."""
from game.core.agents import Agent

from ..snapshot import restore
from .evaluate import worth

FREE = ("spend", "burn", "brainstone", "bowls")
FED_SETS = 2            # federations tried: the first few building choices (with every token)


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
MAX_FOLLOW = 6
PASS_PENALTY = 2.5      # passing gives up the rest of the round


class LookaheadAgent(Agent):
    name = "lookahead"

    def think(self, view, legal, player):
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        if all(a[0] == "faction" for a in legal):
            # one ply cannot judge a faction: any of them, by chance
            return self.rng.choice(legal)
        st = restore(view["snapshot"])
        base = None
        best, best_val = None, None
        mains = fewer_federations([a for a in legal if a[0] not in FREE])
        for a in mains:
            v = self._value_after(st, player, [a])
            if a[0] == "pass" and st.round < 6:
                v -= PASS_PENALTY
            yield None
            v += self.rng.random() * 0.05
            if best_val is None or v > best_val:
                best, best_val = a, v
        if st.phase == "actions" and not st.main_done and not st.pending:
            frees = [a for a in legal if a[0] in ("spend", "burn")]
            for f in frees[:12]:
                trial = st.clone()
                try:
                    trial.apply(player, f)
                except Exception:
                    continue
                for a in fewer_federations(trial.legal_actions(player)):
                    if a[0] in FREE or a[0] == "pass":
                        continue
                    v = self._value_after(trial, player, [a]) - 0.3
                    if v > best_val:
                        best, best_val = f, v
                yield None
        if best is None:
            best = legal[0]
        del base
        return best

    def _value_after(self, st, player, actions):
        trial = st.clone()
        for a in actions:
            trial.apply(player, a)
        for _ in range(MAX_FOLLOW):
            if trial.is_over() or trial.deciders() != [player] or not trial.pending:
                break
            opts = trial.legal_actions(player)
            if not opts:
                break
            scored = []
            for o in opts[:30]:
                t2 = trial.clone()
                t2.apply(player, o)
                scored.append((worth(t2, player), o))
            trial.apply(player, max(scored, key=lambda x: x[0])[1])
        return worth(trial, player)
