"""Placing a building on the board: paying for it, counting it, its slot's rewards, joining a
federation it touches, the triggers it sets off and the charges it offers.

`Placing` is a part of GaiaState (state.py): its methods read and write the state's fields."""
from . import factions
from . import scoring
from .build import building_of
from .effects import parse_effect, parse_rewards, scaled
from .federation import building_group


class Placing:
    """GaiaState's building placement."""

    def place(self, seat, b, h, cost, steps, phase_move=True):
        pl = self.pl[seat]
        self.pay(seat, cost, "build")
        old = building_of(self, seat, h)
        is_lost = self.planet[h] == "l" and h not in self.bld
        guest = old is None and h in self.bld and b == "m"
        if b != "gf" and h not in pl.occupied:
            pl.occupied.append(h)
        if is_lost:
            pl.lost_planet += 1
        else:
            pl.buildings[b] += 1
        if old is not None:
            pl.buildings[old] -= 1
        if guest:
            self.guest[h] = seat
            if "pi-guest-2k" in pl.abilities and pl.has_pi():
                self.gain(seat, parse_rewards("2k"), "lantids")
        else:
            self.bld[h] = [seat, b]
        spawned = len(self._new_pending)
        if b != "gf" and not is_lost:
            slots = pl.f["buildings"][b]["slots"] if b in pl.f["buildings"] else []
            idx = pl.buildings[b] - 1
            if 0 <= idx < len(slots):
                for spec in slots[idx]:
                    e = parse_effect(spec)
                    if e.op in ("", ">"):
                        self.gain(seat, scaled(e.rewards, scoring.count(self, seat, e.cond)), b)
        if b != "gf" and h not in self.fed_hexes[seat]:
            if any(n in self.fed_hexes[seat] for n in self.map.neigh[h]):
                for x in building_group(self, seat, h):
                    self.fed_hexes[seat].add(x)
        # triggers
        planet = self.planet[h]
        for src, e in self.effects(seat, ">>"):
            c = e.cond
            hit = (c == "m" and b == "m") or (c == "mg" and b == "m" and planet == "g" and not guest) \
                or (not guest and ((c == "ts" and b == "ts") or (c == "lab" and b == "lab")
                                   or (c == "PA" and b in ("PI", "ac1", "ac2"))))
            if hit:
                self.gain(seat, e.rewards, src)
        if steps:
            self.trigger(seat, "step", steps)
        factions.after_placing(self, seat, b, h, planet, guest)
        if phase_move and b != "gf":
            # like the reference engine, the building asks for charges only after everything it
            # set off (tech tile, research step, lost planet) has been placed
            if len(self._new_pending) > spawned:
                self._new_pending.append({"p": seat, "kind": "leech-mark", "src": (seat, h)})
            else:
                self.leech_sources.insert(0, (seat, h))
