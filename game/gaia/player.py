"""One player's board: resources, the power bowls (with Taklons' brainstone and Nevlas' double
tokens), research levels, buildings in stock, tiles taken. Pure bookkeeping: what a rule means is
decided in rules.py."""
from . import data

BS_SPOTS = (1, 2, 3, "g")
BS_DESTS = ("area1", "area2", "area3", "gaia", "discard")


def _area(bs):
    return {1: "area1", 2: "area2", 3: "area3", "g": "gaia", None: "discard"}[bs]


class PlayerState:
    def __init__(self, seat, faction):
        self.seat = seat
        self.faction = faction
        self.f = data.factions()[faction]
        self.abilities = frozenset(self.f["abilities"])
        self.planet = self.f["planet"]
        self.c = self.o = self.k = self.q = 0
        self.vp = 10
        self.p = [0, 0, 0]          # bowls I, II, III
        self.pg = 0                 # tokens in the Gaia area
        self.bs = None              # brainstone: None, 1, 2, 3 or "g"
        self.research = {t: 0 for t in data.TRACKS}
        self.buildings = {b: 0 for b in data.BUILDINGS}
        self.lost_planet = 0
        self.gf_total = 0           # gaiaformers gained from the Gaia track
        self.gf_in_gaia = 0         # Bal T'aks gaiaformers parked in the Gaia area
        self.discount = 0           # terraforming discount
        self.range = 1
        self.temp_step = 0
        self.temp_range = 0
        self.token_mod = 1          # Nevlas PI: 2
        self.booster = None
        self.techs = []             # [{"tile", "pos", "enabled"}]
        self.feds = []              # [{"tile", "green"}]
        self.satellites = 0
        self.fed_count = 0
        self.occupied = []          # hexes with one of our buildings (not gaiaformers), in order
        self.specials_used = set()  # special-action keys used this round
        self.income_taken = []      # income items already chosen this income phase
        self.vp_sources = {}
        self.bs_dest = []           # Taklons: brainstone destinations for the next choices
        self.tokens_made = 0        # power tokens gained minus tokens removed from the game

    # --- power ---------------------------------------------------------------------------
    def charge_amount(self, power, heuristics=True):
        """How much `power` charges now (without applying)."""
        return self._charge(power, heuristics, apply=False)

    def charge(self, power, heuristics=True):
        if self.bs in (1, 2) and power > 0:
            with_h = self._outcome(power, True)
            without = self._outcome(power, False)
            if with_h != without and self.bs_dest:
                heuristics = _area(with_h) == self.bs_dest.pop(0)
        return self._charge(power, heuristics, apply=True)

    def _outcome(self, power, heuristics):
        saved = (list(self.p), self.bs)
        self._charge(power, heuristics, apply=True)
        out = self.bs
        self.p, self.bs = saved
        return out

    def _charge(self, power, heuristics, apply):
        if power <= 0:
            return 0
        used_bs = 0
        bs = self.bs
        p1, p2 = self.p[0], self.p[1]
        if bs == 1 and (heuristics or p1 < power):
            used_bs += 1
            power -= 1
            bs = 2
        up1 = min(power, p1)
        power -= up1
        if bs == 2 and power > 0 and (heuristics or p2 + up1 < power):
            used_bs += 1
            power -= 1
            bs = 3
        up2 = min(power, p2 + up1)
        if apply:
            self.p[0] -= up1
            self.p[1] += up1 - up2
            self.p[2] += up2
            self.bs = bs
        return up1 + up2 + used_bs

    def spendable_power(self):
        return self.p[2] * self.token_mod + (3 if self.bs == 3 else 0)

    def spend_power(self, power):
        if self.bs == 3:
            need = self.p[2] * self.token_mod < power
            use = need or power >= 3
            if (need and power < 3 or not need and power >= 3) and self.bs_dest:
                dest = self.bs_dest.pop(0)
                use = dest == "area1" if not need else True
            if use:
                self.bs = 1
                power = max(power - 3, 0)
        n = -(-power // self.token_mod)
        self.p[2] -= n
        self.p[0] += n

    def token_count(self):
        return sum(self.p) + (1 if self.bs in (1, 2, 3) else 0)

    def all_tokens(self):
        """Every power token this player has: bowls, Gaia area, the brainstone anywhere."""
        return sum(self.p) + self.pg + (1 if self.bs is not None else 0)

    bowl_order = (0, 1, 2)      # the bowls tokens leave from, first to last (the player's choice)
    bowls_declared = False      # a bowl order was declared this turn

    def move_tokens(self, n, to_gaia):
        """Discard n tokens (or move them to the Gaia area): from the bowls in the declared
        order (bowl I first, then II, then III unless the player chose otherwise)."""
        if not to_gaia:
            self.tokens_made -= n
        if self.bs in (1, 2, 3):
            move = self.token_count() == n
            below = sum(self.p[:self.bs])
            if not move and (to_gaia or below < n) and self.bs_dest:
                move = self.bs_dest.pop(0) in ("gaia", "discard")
            if move:
                self.bs = "g" if to_gaia else None
                n -= 1
        moved = 0
        for i in self.bowl_order:
            take = min(n, self.p[i])
            self.p[i] -= take
            n -= take
            moved += take
        if to_gaia:
            self.pg += moved
        self.bowl_order = (0, 1, 2)

    def burnable(self):
        return (self.p[1] + (1 if self.bs == 2 else 0)) // 2

    def burn(self, n):
        self.tokens_made -= n
        if self.bs == 2 and n > 0:
            self.bs = 3
            n -= 1
            self.p[1] -= 1
            self.p[1] -= 2 * n
            self.p[2] += n
            return
        self.p[1] -= 2 * n
        self.p[2] += n

    # --- queries ----------------------------------------------------------------------------
    def has_pi(self):
        return self.buildings["PI"] > 0

    def has_green_fed(self):
        return any(f["green"] for f in self.feds)

    def flip_green(self):
        for f in self.feds:
            if f["green"]:
                f["green"] = False
                return

    def gf_available(self):
        return self.gf_total - self.gf_in_gaia - self.buildings["gf"]

    def has_tech(self, tile):
        return any(t["tile"] == tile for t in self.techs)

    def add_vp(self, n, source):
        self.vp += n
        if n:
            self.vp_sources[source] = self.vp_sources.get(source, 0) + n

    def resources(self):
        return {"c": self.c, "o": self.o, "k": self.k, "q": self.q, "vp": self.vp,
                "power": list(self.p), "gaia": self.pg, "brainstone": self.bs}
