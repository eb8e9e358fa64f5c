"""The game's setup: the map and the tiles of this game (from the setup data or the seed), a
faction taken up by its seat, and the order in which the starting mines are placed.

`Setup` is a part of GaiaState (state.py): its methods read and write the state's fields."""
from . import data
from .effects import parse_rewards
from .hexmap import SpaceMap, first_game, random_map
from .player import PlayerState


class Setup:
    """GaiaState's setup steps."""

    def _init_tiles(self, setup):
        b = data.board()
        rng = self.rng
        players = self.players
        if setup.get("map"):
            self.map = SpaceMap(setup["map"])
        elif self.options.get("map") == "first-game" or self.options.get("variant") == "first-game":
            self.map = first_game(players)
        else:
            method = {"random-1": 1, "random-2": 2}.get(self.options.get("map"), 3)
            self.map = random_map(players, rng, method)
        boosters = setup.get("boosters")
        if not boosters:
            pool = sorted(b["boosters"], key=lambda x: int(x[7:]))
            rng.shuffle(pool)
            boosters = sorted(pool[:players + 3], key=lambda x: int(x[7:]))
        self.boosters = list(boosters)
        techs = setup.get("techs")
        if not techs:
            std = sorted(b["techs"], key=lambda x: int(x[4:]))
            adv = sorted(b["advtechs"], key=lambda x: int(x[7:]))
            rng.shuffle(std)
            rng.shuffle(adv)
            techs = dict(zip(data.TECH_POSITIONS, std))
            techs.update(zip(data.ADV_POSITIONS, adv))
        self.techs = {pos: {"tile": t, "count": 1 if pos.startswith("adv") else players}
                      for pos, t in techs.items()}
        rounds = setup.get("round_scoring")
        if not rounds:
            pool = sorted(b["round_scoring"], key=lambda x: int(x[5:]))
            rng.shuffle(pool)
            rounds = pool[:6]
        self.round_tiles = list(rounds)
        finals = setup.get("final_scoring")
        if not finals:
            pool = list(data.FINAL_TILES)
            rng.shuffle(pool)
            finals = pool[:2]
        self.final_tiles = list(finals)
        self.fed_supply = {f: 3 for f in b["federations"] if f != "gleens"}
        terra = setup.get("terra_fed")
        if not terra:
            terra = rng.choice(sorted(self.fed_supply))
        self.terra_fed = terra
        if setup.get("fed_supply"):
            self.fed_supply = dict(setup["fed_supply"])
        else:
            self.fed_supply[terra] -= 1
        for name, val in (("boosters", self.boosters), ("round tiles", self.round_tiles)):
            for x in val:
                if x not in b["boosters"] and x not in b["round_scoring"]:
                    raise ValueError(f"unknown {name} entry {x!r}")

    def _choose_faction(self, seat, faction):
        pl = PlayerState(seat, faction)
        self.pl[seat] = pl
        self.factions[seat] = faction
        pl.p = list(pl.f["power"])
        if pl.f["brainstone"]:
            pl.bs = 1
        self.gain(seat, parse_rewards(pl.f["start"]), "beginGame")

    def _begin_setup_mines(self):
        self.phase = "setup"
        order = [s for s in range(self.players) if "pi-at-setup" not in self.pl[s].abilities]
        self.queue = order + order[::-1]
        self.queue += [s for s in range(self.players) if "third-mine" in self.pl[s].abilities]
        self.queue += [s for s in range(self.players) if "pi-at-setup" in self.pl[s].abilities]
        self._skip_stuck_setup()

    def _skip_stuck_setup(self):
        while self.queue and not self._setup_spots(self.queue[0]):
            self.queue.pop(0)
        if not self.queue:
            self.phase = "booster"
            self.queue = list(range(self.players))[::-1]

    def _setup_spots(self, seat):
        pl = self.pl[seat]
        return [h for h in self.map.hexes if self.planet[h] == pl.planet and h not in self.bld]
