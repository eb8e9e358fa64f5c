"""What a player gains and pays, the effects active for a player (faction board, buildings,
research, tech tiles, booster, round tile), income, special actions, triggers and the charges
offered to neighbours.

`Economy` is a part of GaiaState (state.py): its methods read and write the state's fields."""
from . import data
from .effects import parse_effect, scaled

GAIN_CAPS = data.CAPS


class Economy:
    """GaiaState's gains, payments, effects and income."""

    def has_passive_pa4(self, seat):
        pl = self.pl[seat]
        return any(t["enabled"] and parse_effect(self._tile_spec(t["tile"])).op == "PA->4pw"
                   for t in pl.techs)

    @staticmethod
    def _tile_spec(tile):
        b = data.board()
        return b["techs"].get(tile) or b["advtechs"][tile]

    def gain(self, seat, rewards, source):
        for n, k in rewards:
            self.gain_one(seat, n, k, source)

    def gain_one(self, seat, n, k, source):
        pl = self.pl[seat]
        if n == 0:
            return
        if k == "q" and n > 0 and "qic-as-ore" in pl.abilities and source != "beginGame" \
                and pl.buildings["ac2"] == 0:
            k = "o"
        if k in GAIN_CAPS:
            setattr(pl, k, min(GAIN_CAPS[k], getattr(pl, k) + n))
        elif k == "q":
            pl.q += n
        elif k == "vp":
            pl.add_vp(n, source)
        elif k == "pw":
            if n > 0:
                pl.charge(n)
            else:
                pl.spend_power(-n)
        elif k == "t":
            if n > 0:
                pl.p[0] += n
                pl.tokens_made += n
            else:
                pl.move_tokens(-n, False)
        elif k == "t->tg":
            pl.move_tokens(n, True)
        elif k == "tg":
            if n > 0:
                pl.pg += n
                pl.tokens_made += n
            elif "gaia-to-bowl2" in pl.abilities:
                pl.pg += n
                pl.p[0] -= n
                pl.charge(-n)
            else:
                pl.pg += n
                pl.tokens_made += n
        elif k == "t-a3":
            if n < 0:
                pl.p[2] += n
                pl.pg -= n
        elif k == "gf":
            if n > 0:
                pl.gf_total += n
            else:
                pl.gf_in_gaia -= n
        elif k == "d":
            pl.discount += n
        elif k == "r":
            pl.range += n
        elif k == "step":
            pl.temp_step += n
            self._push(seat, "mine", gf=False)
        elif k == "range":
            pl.temp_range += n
            self._push(seat, "mine", gf=True)
        elif k == "tech":
            self._push(seat, "tech")
        elif k == "fed":
            self._push(seat, "fedtile")
        elif k.startswith("up-") and k != "up-lowest":
            for _ in range(n):
                self.advance(seat, k[3:], source, checks=True)
        elif k == "up-lowest":
            self._push(seat, "up", lowest=True, optional=False)
        elif k == "space-station":
            self._push(seat, "sp")
        elif k == "swap-PI":
            self._push(seat, "swap")
        elif k == "down-lab":
            self._push(seat, "downlab")
            self._push(seat, "up", optional=True)
        elif k == "brainstone":
            if pl.bs is None:
                pl.tokens_made += 1
            pl.bs = 1
        # ship-range and other expansion codes do nothing in the base game

    def pay(self, seat, rewards, source):
        for n, k in rewards:
            self.gain_one(seat, -n, k, source) if k != "t->tg" else self.gain_one(seat, n, k, source)

    def _push(self, seat, kind, **kw):
        item = {"p": seat, "kind": kind}
        item.update(kw)
        self._new_pending.append(item)

    # --- effects of a player -------------------------------------------------------------------
    def effects(self, seat, op=None):
        """(source, Effect) pairs currently active for a player, filtered by operator."""
        pl = self.pl[seat]
        b = data.board()
        out = []
        for spec in pl.f["board"]:
            out.append(("board", parse_effect(spec)))
        for bname in ("m", "ts", "lab", "PI", "ac1", "ac2"):
            slots = pl.f["buildings"][bname]["slots"]
            for i in range(min(pl.buildings[bname], len(slots))):
                for spec in slots[i]:
                    out.append((bname, parse_effect(spec)))
        for t in data.TRACKS:
            lvl = pl.research[t]
            for spec in b["tracks"][t][lvl]:
                e = parse_effect(spec)
                if e.op == "+":
                    out.append((t, e))
        for tech in pl.techs:
            if tech["enabled"]:
                out.append((("tech-" if not tech["pos"].startswith("adv") else "") + tech["pos"],
                            parse_effect(self._tile_spec(tech["tile"]))))
        if pl.booster:
            for spec in b["boosters"][pl.booster]:
                out.append((pl.booster, parse_effect(spec)))
        if self.phase in ("income", "gaia", "actions") and 1 <= self.round <= 6:
            tile = self.round_tiles[self.round - 1]
            out.append((f"round{self.round}", parse_effect(b["round_scoring"][tile])))
        if op is not None:
            out = [(s, e) for s, e in out if e.op == op]
        return out

    def specials(self, seat):
        """Special actions (key, reward text) available now (not used this round)."""
        pl = self.pl[seat]
        out = []
        for src, e in self.effects(seat, "=>"):
            key = src
            if key in pl.specials_used:
                continue
            kinds = [k for _, k in e.rewards]
            if "down-lab" in kinds and (pl.buildings["lab"] == 0 or pl.buildings["ts"] >= 4):
                continue
            if "swap-PI" in kinds and pl.buildings["m"] == 0:
                continue
            if "space-station" in kinds and pl.buildings["sp"] >= 6:
                continue
            out.append((key, e))
        return out

    def trigger(self, seat, cond, times=1):
        for src, e in self.effects(seat, ">>"):
            if e.cond == cond:
                self.gain(seat, scaled(e.rewards, times), src)

    def income_items(self, seat):
        pl = self.pl[seat]
        items = [(s, e.rewards) for s, e in self.effects(seat, "+")]
        taken = list(pl.income_taken)
        out = []
        for it in items:
            if it in taken:
                taken.remove(it)
            else:
                out.append(it)
        return out

    def income_choice_needed(self, seat):
        items = self.income_items(seat)
        has_t = any(any(k == "t" for _, k in r) for _, r in items)
        has_pw = any(any(k == "pw" for _, k in r) for _, r in items)
        return has_t and has_pw

    def charge_offers(self, item):
        seat = item["p"]
        pl = self.pl[seat]
        possible = item["power"]
        def mx(extra):
            return min(possible, pl.charge_amount(possible) + (2 if extra else 0), pl.vp + 1)
        if "pi-charge-token" in pl.abilities and pl.has_pi():
            early, late = mx(False), mx(True)
            return [(f"{early}pw,1t", max(early - 1, 0)), (f"1t,{late}pw", max(late - 1, 0))]
        m = mx(False)
        return [(f"{m}pw", max(m - 1, 0))]
