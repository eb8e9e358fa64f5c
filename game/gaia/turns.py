"""Turn flow: rounds (income, Gaia phase, actions, clean-up), whose turn is next, the charges a
building offers queued for the other players, and the dispatcher that performs one command and
then settles what follows (skipped follow-ups, resumed phases, the next player).

`TurnFlow` is a part of GaiaState (state.py): its methods read and write the state's fields."""
from . import factions
from . import scoring
from .build import value
from .commands import perform
from .legal import pending_has_choice


class TurnFlow:
    """GaiaState's rounds, phases and turns."""

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
        return factions.gaia_choice(self, seat)

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

    # --- the dispatcher ---------------------------------------------------------------------
    def _do(self, seat, action):
        self._new_pending = []
        perform(self, seat, action)
        self.pending = self._new_pending + self.pending
        self._new_pending = []
        self._settle()

    def _settle(self):
        """Skip pending follow-ups that have no possible choice; resume phases and turns."""
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
