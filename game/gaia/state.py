"""GaiaState: the whole game as a sequential decision process (game/core protocol).

Phases: faction choice, starting mines, starting boosters, then 6 rounds of income, Gaia phase,
actions and clean-up, then final scoring. Every decision is one command (see actions.py for the
forms); a turn is free actions, one main action with its follow-up decisions, free actions, then
("endturn",). Follow-ups (tech tile, research step, a mine after a step action, ...) and charge
offers to other players are queued as pending decisions of the player concerned.
"""
from game.core.errors import IllegalAction
from game.core.i18n import domain
from game.core.protocol import GameState
from game.core.rng import Rng

from . import data
from .build import Refused, building_of, value
from .effects import parse_effect, parse_rewards, scaled
from .hexmap import SpaceMap, first_game, random_map
from .player import PlayerState
from . import scoring

GAIN_CAPS = data.CAPS
_ = domain("gaia")


class GaiaState(GameState):
    info = None  # set in __init__.py

    def __init__(self, players, options, seed, _blank=False):
        super().__init__(players, options, seed)
        if _blank:
            return
        self.rng = Rng(seed)
        setup = options.get("setup") or {}
        if not isinstance(setup, dict):
            raise ValueError("setup must be an object")
        self._init_tiles(setup)
        self.planet = dict(self.map.planet)
        self.bld = {}            # hex -> [seat, building]
        self.guest = {}          # hex -> seat (Lantids guest mine)
        self.fed_hexes = [set() for _ in range(players)]
        self.pl = [None] * players
        self.factions = [None] * players
        self.round = 0
        self.phase = "faction"
        self.turn_order = list(range(players))
        self.passed = []
        self.current = None
        self.main_done = False
        self.pending = []
        self.leech_sources = []
        self.used_actions = set()
        self.queue = []          # seats still to act in income / gaia / setup phases
        self.itars_declined = False
        self.vp_timeline = []
        self.bids = list(setup.get("bids") or [0] * players)
        fixed = setup.get("factions") or options.get("factions")
        if options.get("variant") == "first-game" and not fixed:
            fixed = data.mapdata()["first_game_factions"][str(max(players, 2))][:players]
        if fixed:
            known = data.factions()
            if (not isinstance(fixed, (list, tuple)) or len(fixed) != players
                    or any(f not in known for f in fixed) or len(set(fixed)) != players):
                raise ValueError(f"factions must name {players} different known factions")
            for seat, f in enumerate(fixed):
                self._choose_faction(seat, f)
            self._begin_setup_mines()

    # --- setup --------------------------------------------------------------------------
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

    # --- protocol -------------------------------------------------------------------------
    def deciders(self):
        if self.phase == "end":
            return []
        if self.pending:
            return [self.pending[0]["p"]]
        if self.phase == "faction":
            return [self.factions.index(None)]
        if self.phase in ("setup", "booster", "income", "gaia"):
            return [self.queue[0]]
        return [self.current]

    def is_over(self):
        return self.phase == "end"

    def scores(self):
        return [pl.vp if pl else 10 for pl in self.pl]

    def tiebreak(self, player):
        return 0

    def clone(self):
        st = GaiaState(self.players, self.options, self.seed, _blank=True)
        st.history = list(self.history)
        st.rng = self.rng.copy()
        st.map = self.map
        st.planet = dict(self.planet)
        st.bld = {h: list(v) for h, v in self.bld.items()}
        st.guest = dict(self.guest)
        st.fed_hexes = [set(x) for x in self.fed_hexes]
        st.pl = [_copy_player(p) for p in self.pl]
        for name in ("factions", "turn_order", "passed", "queue", "boosters", "round_tiles",
                     "final_tiles"):
            setattr(st, name, list(getattr(self, name)))
        st.vp_timeline = [list(x) for x in self.vp_timeline]
        st.words_log = self.words_log
        st.bids = list(self.bids)
        st.pending = [dict(x) for x in self.pending]
        st.leech_sources = list(self.leech_sources)
        st.used_actions = set(self.used_actions)
        st.techs = {k: dict(v) for k, v in self.techs.items()}
        st.fed_supply = dict(self.fed_supply)
        for name in ("round", "phase", "current", "main_done", "terra_fed", "itars_declined",
                     "_turn_closing", "_closing_mover", "_resume", "_after_passed"):
            setattr(st, name, getattr(self, name))
        return st

    def legal_actions(self, player):
        from .legal import legal_actions
        if self.phase == "end" or player not in self.deciders():
            return []
        acts = legal_actions(self, player)
        self._legal_cache = (len(self.history), player, frozenset(acts))
        return acts

    def explain_illegal(self, player, action):
        cache = self._legal_cache
        if cache and cache[0] == len(self.history) and cache[1] == player and action in cache[2]:
            return None
        trial = self.clone()
        try:
            trial._do(player, action)
        except (Refused, IllegalAction) as exc:
            return getattr(exc, "reason", None) or str(exc) or "illegal"
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            return _("malformed or impossible action: {error}", error=str(exc))
        return None

    def _apply(self, player, action):
        words = self._label_later(player, action)   # before it happens (costs, levels)
        round_ = self.round
        self._do(player, action)
        self.words_log = list(self.words_log) + [(round_, words)]

    words_log = ()

    def log(self, player=None):
        """Every decision so far in our words, with its round (0: setup; all public):
        {player, round, text, notation}."""
        from .export import _command_text
        out = []
        words = list(self.words_log)
        for i, (seat, action) in enumerate(self.history):
            pl = self.pl[seat]
            who = _(pl.f["name"]) if pl is not None else _("Player {n}", n=seat + 1)
            rnd, said = words[i] if i < len(words) else (None, None)
            note = _command_text(action) or "endturn"
            out.append({"player": seat, "round": rnd or 0,
                        "text": _("{who}: {text}", who=who, text=str(said or note)),
                        "notation": note})
        return out

    def view(self, player=None):
        from .view import view
        return view(self, player)

    # --- words and questions for a table (describe.py) --------------------------------------
    def _decision_kind(self, player):
        from .describe import decision_kind
        return decision_kind(self, player)

    def _prompt(self, player):
        from .describe import prompt
        return prompt(self, player)

    def label(self, player, action):
        return str(self._label_later(player, action))

    def _label_later(self, player, action):
        """The label kept as message ids and parameters (the log draws it in the language
        of the moment)."""
        from .describe import label
        try:
            return label(self, player, tuple(action))
        except (KeyError, IndexError, ValueError, TypeError, AttributeError):
            return " ".join(str(x) for x in action)

    def progress(self):
        from .describe import progress
        return progress(self)

    def query(self, player, name, *args):
        from .describe import query
        return query(self, player, name, *args)

    # --- gains ------------------------------------------------------------------------------
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

    # --- research ---------------------------------------------------------------------------
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

    # --- building -------------------------------------------------------------------------
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
                from .federation import building_group
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
        # faction reactions to building
        if b == "m" and planet == "g" and "gaia-mine-2vp" in pl.abilities:
            self.gain(seat, parse_rewards("2vp"), "gleens")
        if b == "m" and "pi-new-type-3k" in pl.abilities and pl.has_pi() and not guest:
            if not any(x != h and self.planet[x] == planet for x in pl.occupied
                       if building_of(self, seat, x) not in (None, "sp")):
                self.gain(seat, parse_rewards("3k"), "geodens")
        if b == "PI":
            if "pi-gleens-fed" in pl.abilities:
                self.gain_fed_token(seat, "gleens")
            if "pi-double-power" in pl.abilities:
                pl.token_mod = 2
        if phase_move and b != "gf":
            # like the reference engine, the building asks for charges only after everything it
            # set off (tech tile, research step, lost planet) has been placed
            if len(self._new_pending) > spawned:
                self._new_pending.append({"p": seat, "kind": "leech-mark", "src": (seat, h)})
            else:
                self.leech_sources.insert(0, (seat, h))

    # --- phases ---------------------------------------------------------------------------
    def _start_round(self):
        self.vp_timeline.append([p.vp for p in self.pl])
        self.round += 1
        self.turn_order = self._next_order()
        self.passed = []
        self.phase = "income"
        self.queue = list(self.turn_order)
        for pl in self.pl:
            pl.income_taken = []
        self._run_income()

    def _next_order(self):
        """The coming round's turn order: the printed rule (the first to pass starts, then
        clockwise) or, with the option turn_order 'pass-order', the order of passing."""
        if not self.passed:
            return list(range(self.players))
        if self.options.get("turn_order") == "pass-order":
            return list(self.passed)
        first = self.passed[0]
        return [(first + i) % self.players for i in range(self.players)]

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

    def _run_income(self):
        while self.queue:
            seat = self.queue[0]
            if self.income_choice_needed(seat):
                return
            for src, rewards in self.income_items(seat):
                self.gain(seat, rewards, src)
            self.pl[seat].income_taken = []
            self.queue.pop(0)
        self._start_gaia()

    def _start_gaia(self):
        self.phase = "gaia"
        for h, (seat, b) in self.bld.items():
            if b == "gf" and self.planet[h] == "m":
                self.planet[h] = "g"
        self.queue = list(self.turn_order)
        self.itars_declined = False
        self._run_gaia()

    def gaia_choice(self, seat):
        pl = self.pl[seat]
        if "pi-gaia-convert" in pl.abilities and pl.has_pi() and pl.pg > 0:
            return "terrans"
        if "pi-gaia-tech" in pl.abilities and pl.has_pi() and pl.pg >= 4 and not self.itars_declined:
            return "itars"
        return None

    def _run_gaia(self):
        while self.queue:
            seat = self.queue[0]
            if self.gaia_choice(seat):
                return
            pl = self.pl[seat]
            if pl.bs == "g":
                pl.bs = 1
            if pl.pg > 0:
                n = pl.pg
                pl.pg = 0
                pl.p[0] += n
                if "gaia-to-bowl2" in pl.abilities:
                    pl.charge(n)
            pl.gf_in_gaia = 0
            self.itars_declined = False
            self.queue.pop(0)
        self.phase = "actions"
        self.current = self.turn_order[0]
        self.main_done = False

    def _cleanup(self):
        for pl in self.pl:
            pl.specials_used = set()
        self.used_actions = set()
        if self.round >= 6:
            self.vp_timeline.append([p.vp for p in self.pl])
            scoring.final_scoring(self)
            self.phase = "end"
            self.current = None
        else:
            self._start_round()

    def _queue_leech(self):
        while self.leech_sources and not self.pending:
            seat, h = self.leech_sources.pop(0)
            if self.bld.get(h, [None])[0] != seat and self.guest.get(h) != seat:
                continue
            if value(self, seat, h) == 0:        # gaiaformers and space stations
                continue
            for k in range(1, self.players):
                other = (seat + k) % self.players
                opl = self.pl[other]
                possible = 0
                for x in self.map.within2(h):
                    v = value(self, other, x)
                    if v > possible:
                        possible = v
                if possible <= 0:
                    continue
                taklons = "pi-charge-token" in opl.abilities and opl.has_pi()
                if taklons or opl.charge_amount(1) > 0:
                    self.pending.append({"p": other, "kind": "charge", "power": possible})

    def _next_player(self, mover):
        if self.phase != "actions":
            return
        if not self.turn_order:
            self._cleanup()
            return
        order = self.turn_order
        if mover in order:
            i = order.index(mover)
            self.current = order[(i + 1) % len(order)]
        else:
            self.current = self._after_passed
        self.main_done = False

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

    # --- the dispatcher ---------------------------------------------------------------------
    def _do(self, seat, action):
        from .commands import perform
        self._new_pending = []
        perform(self, seat, action)
        self.pending = self._new_pending + self.pending
        self._new_pending = []
        self._settle()

    def _settle(self):
        """Skip pending follow-ups that have no possible choice; resume phases and turns."""
        from .legal import pending_has_choice
        while True:
            while self.pending and not pending_has_choice(self, self.pending[0]):
                item = self.pending.pop(0)
                if item["kind"] == "leech-mark":
                    self.leech_sources.insert(0, item["src"])
            if self.pending:
                return
            if self.phase == "actions" and self._turn_closing:
                if self.leech_sources:
                    self._queue_leech()
                    continue
                self._turn_closing = False
                self._next_player(self._closing_mover)
                return
            if self.phase == "income" and self._resume == "income":
                self._resume = None
                self._run_income()
            elif self.phase == "gaia" and self._resume == "gaia":
                self._resume = None
                self._run_gaia()
            return

    _legal_cache = None
    _new_pending = ()
    _turn_closing = False
    _closing_mover = None
    _resume = None
    _after_passed = None


def _copy_player(p):
    if p is None:
        return None
    q = PlayerState.__new__(PlayerState)
    q.__dict__.update(p.__dict__)
    q.p = list(p.p)
    q.research = dict(p.research)
    q.buildings = dict(p.buildings)
    q.techs = [dict(t) for t in p.techs]
    q.feds = [dict(f) for f in p.feds]
    q.occupied = list(p.occupied)
    q.specials_used = set(p.specials_used)
    q.income_taken = list(p.income_taken)
    q.vp_sources = dict(p.vp_sources)
    q.bs_dest = list(p.bs_dest)
    return q
