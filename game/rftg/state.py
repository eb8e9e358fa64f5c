"""The Race for the Galaxy game state: data, cheap clone, the core protocol, and round flow.

A state is plain lists of ints (hands, tableaux, goods, deck...) plus the current decision of
every player. Rules of each phase live in their own modules (explore.py ... produce.py); they
register decision handlers in `decisions.HANDLERS`. See docs/rftg-engine.md.
"""
from typing import Optional, TYPE_CHECKING

from game.core import GameState, Rng
from game.core.handler import refusal
from game.core.i18n import domain

from . import cards as C
from .decisions import HANDLERS, HELD_KINDS
from . import phases

from .constants import (HAND_LIMIT, END_TABLEAU, CHIPS_PER_PLAYER, ACTIONS,  # noqa: F401
                        ACTIONS_ADVANCED, ACTION_PHASE, PHASES)
from .describe import label, progress, prompt
from .queries import query
from .scoring import score
from .view import log, view

if TYPE_CHECKING:        # annotations only
    from game.core.protocol import GameInfo

_ = domain("rftg")

NO_RECENT = ((), (), (), 0)   # nothing placed, produced, consumed or drawn this round


class RftgState(GameState):
    """See the module docstring. Build one with setup.new_game or setup.build_state."""

    info: "GameInfo | None" = None  # set by the package (INFO)

    # --- data -------------------------------------------------------------------------
    def _init_empty(self, players, options):
        n = players
        self.advanced = bool(options.get("advanced"))
        self.rng = Rng(self.seed)
        self.deck = []            # top of the draw pile is the END of the list
        self.discard = []
        self.hand = [[] for _ in range(n)]
        self.tableau = [[] for _ in range(n)]
        self.goods = [{} for _ in range(n)]   # world card id -> card id lying on it as good
        self.vp = [0] * n
        self.pool = CHIPS_PER_PLAYER * n
        self.start = [-1] * n
        self.order = list(range(n))
        self.round = 0
        self.stage = "setup"
        self.phase_queue = []     # [(phase, instance)] still to run this round
        self.instance = 0         # 1 or 2 (advanced double phases)
        self.chosen = [()] * n    # revealed action cards of this round
        self.calls = ((),) * n    # per seat, the action cards it revealed in each round so
        #                           far (public; tuples, so clones share them)
        self.bonus = [False] * n  # does the player get this phase's bonus
        self.decision = [None] * n
        self.held = [None] * n    # private choice waiting for the others
        self.active = [()] * n    # tableau snapshot at the start of the phase
        self.work = [None] * n    # per-player scratch of the running phase
        self.events = []          # (visible_to or None, round, text)
        self.recent = [NO_RECENT] * n  # per seat: (placed, produced, consumed, drew) this round
        self.logging = True
        self.over = False
        self._ver = 0
        self._legal_ver = [-1] * n     # legal_actions cache: valid while _ver is unchanged
        self._legal_list = [None] * n

    def clone(self):
        c = RftgState.__new__(RftgState)
        d = c.__dict__
        d.update(self.__dict__)
        c.rng = self.rng.copy()
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.hand = [h[:] for h in self.hand]
        c.tableau = [t[:] for t in self.tableau]
        c.goods = [g.copy() for g in self.goods]
        c.vp = self.vp[:]
        c.start = self.start[:]
        c.order = self.order[:]
        c.phase_queue = self.phase_queue[:]
        c.chosen = self.chosen[:]
        c.bonus = self.bonus[:]
        c.decision = self.decision[:]
        c.held = self.held[:]
        c.active = self.active[:]
        c.work = [w.copy() if w is not None else None for w in self.work]
        c.events = self.events[:]
        c.recent = self.recent[:]
        c.history = self.history[:]
        c._legal_ver = [-1] * self.players
        c._legal_list = [None] * self.players
        return c

    # --- protocol -----------------------------------------------------------------------
    def deciders(self):
        held = self.held
        return [p for p, d in enumerate(self.decision) if d is not None and held[p] is None]

    def is_over(self):
        return self.over

    def legal_actions(self, player):
        if type(player) is not int or not 0 <= player < self.players:
            return []
        lv = self._legal_ver
        if lv[player] == self._ver:
            return self._legal_list[player]
        dec = self.decision[player]
        if dec is None or self.held[player] is not None or self.over:
            out = []
        else:
            out = HANDLERS[dec[0]].legal(self, player, dec)
        lv[player] = self._ver
        self._legal_list[player] = out
        return out

    def explain_illegal(self, player, action) -> Optional[str]:
        return refusal(self, player, action, lambda act: self._check(player, act))

    def _check(self, player: int, action: tuple) -> Optional[str]:
        """The decision's own rule (after core's shared refusal checks)."""
        if not _is_frozen(action) and _has_bool(action):
            return f"malformed action {action!r}: true/false is not a card or a number here"
        dec = self.decision[player]
        return HANDLERS[dec[0]].check(self, player, dec, action)

    def may_decide(self, player):
        return self.decision[player] is not None and self.held[player] is None

    def _apply(self, player, action):
        self._ver += 1
        dec = self.decision[player]
        HANDLERS[dec[0]].apply(self, player, dec, action)
        self._ver += 1
        self._advance()

    def scores(self):
        return [score(self, p) for p in range(self.players)]

    def tiebreak(self, player):
        """Cards in hand plus goods: the higher total wins a tie on score."""
        return len(self.hand[player]) + len(self.goods[player])

    def view(self, player):
        return view(self, player)

    def log(self, player):
        return log(self, player)

    # --- describing the state for any table (see docs/rftg-engine.md) ---------------------
    def _decision_kind(self, player: int) -> str:
        dec = self.decision[player]
        return dec[0] if dec is not None else "none"

    def _prompt(self, player: int) -> str:
        return prompt(self, player)

    def label(self, player: int, action) -> str:
        """`action` of `player` in words with card names, e.g. "settle Earth's Lost Colony"."""
        return label(self, player, action)

    def progress(self) -> str:
        """ "Round 4 · Settle", "Opening discard" or "Game over"."""
        return progress(self)

    def query(self, player: int, name: str, *args):
        """One of the documented questions (docs/rftg-engine.md, "Queries"); KeyError if unknown."""
        return query(self, player, name, *args)

    # --- flow ---------------------------------------------------------------------------
    def _advance(self):
        """Auto-play forced personal steps (one legal action) and end empty ones (none);
        when nobody must decide, move the game on."""
        while not self.over:
            forced = False
            for p in self.order:
                dec = self.decision[p]
                if dec is not None and self.held[p] is None and dec[0] not in HELD_KINDS:
                    legal = self.legal_actions(p)
                    if not legal:                 # a personal step with nothing left to do
                        self.decision[p] = None
                        self._ver += 1
                        forced = True
                    elif len(legal) == 1:
                        HANDLERS[dec[0]].apply(self, p, dec, legal[0])
                        self._ver += 1
                        forced = True
            if forced:
                continue
            for d in self.decision:
                if d is not None:
                    return
            self._ver += 1
            self._stage_done()

    def _all_held(self):
        held = self.held
        for p, d in enumerate(self.decision):
            if d is not None and held[p] is None:
                return False
        return True

    def _stage_done(self):
        stage = self.stage
        if stage == "initial_discard" or stage == "end_round":
            if stage == "end_round" and self._game_ends():
                self.over = True
                self.stage = "over"
                self._log(None, ("over",))
                return
            self.start_round()
        elif stage == "produce":
            phases.produce_end(self)
            self.next_phase()
        elif stage == "discard":
            self.stage = "end_round"
        else:
            self.next_phase()

    def start_round(self):
        self.round += 1
        self.stage = "action"
        self.chosen = [()] * self.players
        self.decision = [("action",)] * self.players
        self.held = [None] * self.players
        self.recent = [NO_RECENT] * self.players
        self._log(None, ("round", self.round))

    def next_phase(self):
        n = self.players
        self.work = [None] * n
        self.held = [None] * n
        self.decision = [None] * n
        if not self.phase_queue:
            self.stage = "discard"
            self.active = [()] * n
            for p in range(n):
                extra = len(self.hand[p]) - HAND_LIMIT
                if extra > 0:
                    self.decision[p] = ("discard", extra)
                    self.work[p] = {"picked": ()}
            return
        phase, self.instance = self.phase_queue.pop(0)
        self.stage = phase
        self.active = [tuple(t) for t in self.tableau]
        for p in range(n):
            self.bonus[p] = phases.has_bonus(self, p, phase, self.instance)
        phases.START[phase](self)

    def _game_ends(self):
        return self.pool <= 0 or any(len(t) >= END_TABLEAU for t in self.tableau)

    # --- small operations ---------------------------------------------------------------
    def _log(self, vis, text):
        """Record an event: text, or a (code, args) tuple rendered later by view.log."""
        if self.logging:
            self.events.append((vis, self.round, text))

    def draw_card(self):
        """Take the top card of the draw pile (reshuffling the discards if needed); -1 if none."""
        if not self.deck:
            if not self.discard:
                return -1
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            self._log(None, ("reshuffle",))
        return self.deck.pop()

    def draw(self, p, n, why=""):
        got = []
        for _ in range(n):
            c = self.draw_card()
            if c < 0:
                break
            got.append(c)
        if got:
            self.hand[p].extend(got)
            self.note_drew(p, len(got))
            if self.logging:
                r = self.round
                self.events.append((None, r, ("draw", p, len(got), why)))
                self.events.append((p, r, ("drew", got, why)))
        return got

    def discard_from_hand(self, p, cards):
        hand = self.hand[p]
        for c in cards:
            hand.remove(c)
        self.discard.extend(cards)

    def gain_vp(self, p, n):
        if n > 0:
            self.vp[p] += n
            self.pool -= n

    def add_good(self, p, world):
        """Put a face-down card from the deck on `world` as its good. False if no card left."""
        c = self.draw_card()
        if c < 0:
            return False
        self.goods[p][world] = c
        r = self.recent[p]
        self.recent[p] = (r[0], r[1] + (world,), r[2], r[3])
        return True

    def remove_good(self, p, world):
        self.discard.append(self.goods[p].pop(world))
        r = self.recent[p]
        self.recent[p] = (r[0], r[1], r[2] + (world,), r[3])

    def note_placed(self, p, card):
        """Remember for this round's highlights that p placed `card`."""
        r = self.recent[p]
        self.recent[p] = (r[0] + (card,), r[1], r[2], r[3])

    def note_drew(self, p, n):
        """Remember for this round's highlights that p took n cards into hand."""
        r = self.recent[p]
        self.recent[p] = (r[0], r[1], r[2], r[3] + n)

    def remove_from_tableau(self, p, card):
        self.tableau[p].remove(card)
        self.active[p] = tuple(c for c in self.active[p] if c != card)
        self.discard.append(card)


def _is_frozen(action):
    """True for the usual shapes: a tuple of str/int and tuples of ints."""
    if type(action) is not tuple:
        return False
    for x in action:
        t = type(x)
        if t is str or t is int:
            continue
        if t is tuple:
            for y in x:
                if type(y) is not int:
                    return False
            continue
        return False
    return True


def _has_bool(action):
    if isinstance(action, bool):
        return True
    if isinstance(action, tuple):
        return any(_has_bool(a) for a in action)
    return False
