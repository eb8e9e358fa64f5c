"""Research: whether a seat may advance on a track, the step itself with its rewards, and the
federation token of the terraforming track's top level.

`Research` is a part of GaiaState (state.py): its methods read and write the state's fields."""
from . import data
from . import scoring
from .effects import parse_effect, parse_rewards, scaled


class Research:
    """GaiaState's research steps."""

    def can_advance(self, seat, track):
        pl = self.pl[seat]
        lvl = pl.research[track]
        if lvl >= 5:
            return False
        if lvl + 1 == 5:
            if not pl.has_green_fed():
                return False
            if any(p and p.research[track] == 5 for p in self.pl):
                return False
        if track == "nav" and "nav-needs-pi" in pl.abilities and not pl.has_pi():
            return False
        return True

    def advance(self, seat, track, source, checks=False, area_phase=False):
        pl = self.pl[seat]
        if checks and not self.can_advance(seat, track):
            return
        pl.research[track] += 1
        lvl = pl.research[track]
        for spec in data.board()["tracks"][track][lvl]:
            e = parse_effect(spec)
            if e.op in ("", ">"):
                self.gain(seat, scaled(e.rewards, scoring.count(self, seat, e.cond)), track)
        if lvl == 5:
            pl.flip_green()
        self.trigger(seat, "a")
        if area_phase and lvl == 5:
            if track == "terra" and self.terra_fed:
                fed, self.terra_fed = self.terra_fed, None
                self.gain_fed_token(seat, fed)
            elif track == "nav":
                self._push(seat, "lost")

    def gain_fed_token(self, seat, fed):
        b = data.board()["federations"][fed]
        self.pl[seat].feds.append({"tile": fed, "green": b["green"]})
        self.gain(seat, parse_rewards(b["reward"]), "federation")
        self.trigger(seat, "fed")
