"""GreedyAgent: a fast rule-of-thumb player that sees only the public view and the legal
actions (the game/core Agent contract). It scores each candidate by simple preferences (form
federations, take free special actions, grow the economy early and mines/VP late, charge power
when cheap) with a little seeded noise, so games vary. A baseline far stronger than random play.
Factions come from ai/factions.py with noise."""
from game.core.agents import Agent

from .factions import pick_faction

FACTION_NOISE = 4.0     # the easy level picks among the stronger factions by chance

MAIN_SCORE = {
    ("federation",): 100, ("special",): 70, ("build", "PI"): 62, ("build", "ac1"): 55,
    ("build", "ac2"): 52, ("action", "qic1"): 58, ("action", "qic3"): 50, ("action", "qic2"): 48,
    ("build", "lab"): 46, ("build", "ts"): 44, ("build", "m"): 40, ("build", "gf"): 33,
    ("up",): 36, ("action", "power1"): 34, ("action", "power2"): 38, ("action", "power3"): 35,
    ("action", "power4"): 33, ("action", "power5"): 30, ("action", "power6"): 37,
    ("action", "power7"): 20,
}
TECH_PREF = ["advtech4", "advtech12", "advtech9", "advtech10", "advtech8", "advtech14",
             "advtech3", "advtech11", "advtech13", "advtech15", "advtech2", "advtech1",
             "advtech5", "advtech7", "advtech6", "tech4", "tech5", "tech8", "tech6", "tech9",
             "tech1", "tech3", "tech7", "tech2"]
TRACK_PREF = ["terra", "nav", "eco", "sci", "gaia", "int"]


class GreedyAgent(Agent):
    name = "greedy"

    def choose(self, view, legal, player):
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        if all(a[0] == "faction" for a in legal):
            return pick_faction(view, legal, noise=lambda: self.rng.random() * FACTION_NOISE)
        me = view["players"][player]
        best, best_score = None, None
        for a in legal:
            s = self.score(view, me, a) + self.rng.random()
            if best_score is None or s > best_score:
                best, best_score = a, s
        return best

    def score(self, view, me, a):
        kind = a[0]
        rnd = view["round"]
        if kind == "charge":
            power = sum(int(p[:-2]) for p in a[1].split(",") if p.endswith("pw"))
            cost = max(power - 1, 0)
            if rnd >= 6 and cost:
                return -5
            return 10 - 4 * cost + power
        if kind == "decline":
            return 5
        if kind == "brainstone":
            return -50
        if kind == "tech":
            tile = view["techs"][a[1]]["tile"]
            return 50 - TECH_PREF.index(tile) if tile in TECH_PREF else 10
        if kind == "up":
            lvl = me["research"][a[1]]
            base = MAIN_SCORE[("up",)] if view["pending"] is None else 40
            return base + lvl * 2 + (6 - TRACK_PREF.index(a[1])) * 0.5
        if kind in ("faction", "booster", "income", "cover", "lostPlanet", "swap-PI", "fedtile"):
            return 1
        if kind == "endturn":
            return 30
        if kind == "pass":
            return 2 if len(a) == 1 else 2 + self._booster_value(a[1], rnd)
        if kind == "burn":
            p = me["power"]
            return 25 if p["bowl3"] < 4 and p["bowl2"] >= 4 else -20
        if kind == "spend":
            return self._spend_value(me, a)
        if kind == "build" and view["pending"] is not None:
            return 10
        key = (kind, a[1]) if (kind, a[1]) in MAIN_SCORE else (kind,)
        s = MAIN_SCORE.get(key, 0)
        if kind == "build" and a[1] == "m":
            s += 4 if rnd >= 4 else 0
        if kind == "build" and a[1] in ("ts", "lab", "PI") and rnd >= 6:
            s -= 15
        return s

    @staticmethod
    def _booster_value(booster, rnd):
        return {"booster3": 3, "booster9": 2.5, "booster4": 2, "booster5": 2, "booster2": 1.5,
                "booster1": 1.5, "booster6": 1, "booster7": 1, "booster8": 1,
                "booster10": 1}.get(booster, 0)

    @staticmethod
    def _spend_value(me, a):
        cost, gain = a[1], a[2]
        if gain.endswith("q") and me["qic"] < 2 and cost.endswith("pw"):
            return 22
        if gain.endswith("o") and me["ore"] < 3 and not cost.endswith("q"):
            return 21
        if gain.endswith("c") and me["credits"] < 4 and cost.endswith("pw"):
            return 19
        return -10
