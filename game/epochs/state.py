"""The Three Epochs of Space game state: plain data, a cheap clone, the core protocol, flow.

One player decides at a time: `decision` is (kind, *params) for `current`. Rules live in
turn.py (take, play, pass), paying.py (paying a card item by item), colonies.py (effects,
colonising, space objects), epoch_end.py (research, space superiority, income, next epoch)
and scoring.py (final scoring). See docs/epochs-design.md.
"""
from typing import Optional, TYPE_CHECKING

from game.core import GameState, Rng
from game.core.handler import refusal
from game.core.i18n import domain

from . import cards as C
from . import carddata as D
from .decisions import HANDLERS
from .describe import label, progress, prompt, query
from .view import log, view
from .words import player as player_name

if TYPE_CHECKING:        # annotations only
    from game.core.protocol import GameInfo

_ = domain("epochs")


class EpochsState(GameState):
    """See the module docstring. Built by setup.new_game."""

    info: "GameInfo | None" = None  # set by the package (INFO)

    def _init_empty(self) -> None:
        self.k = C.CURRENT                   # the edition's content (setup sets the game's)
        self.rng = Rng(self.seed)
        self.decks = {1: [], 2: [], 3: []}   # top of a deck is the END of its list
        self.science_deck = []
        self.discard = []
        self.offer = [-1] * 6                # slots 0,1 worth 1; 2,3 worth 2; 4,5 worth 3
        self.epoch = 1
        self.hand = [[], []]                 # epoch cards
        self.sci = [[], []]                  # science cards in hand
        self.secret = [set(), set()]         # hand cards the other player has not seen
        self.tokens = [0, 0]
        self.vp = [0, 0]
        self.income = [0, 0]
        self.prod = [[0, 0, 0, 0], [0, 0, 0, 0]]
        self.infl = [{"mil": 0, "trade": 0, "dip": 0}, {"mil": 0, "trade": 0, "dip": 0}]
        self.tableau = [[], []]              # stations, shuttles, planets, ships in play order
        self.quarters = {}                   # planet -> list of 4: None, "*", colour, or card
        self.ship_on = {}                    # planet -> colony ship card on it
        self.colonised = [[], []]            # fully colonised planets
        self.objects = [{"ship": 0, "shuttle": 0, "station": 0} for _ in range(2)]
        self.researched = [[], []]           # science cards played
        self.passed = [False, False]
        self.first_passer = None
        self.starter = 0
        self.current = 0
        self.decision = None                 # for self.current
        self.pending = None                  # the card being paid for: see paying.py
        self.research_queue = []
        self.marker = [0, 0]                 # (trade x, military y); + toward seat 0
        self.tiles = []
        self.events = []                     # (visible_to or None, epoch, text)
        self.logging = True
        self.over = False
        self.final = None                    # final scoring breakdown per player
        self.final_detail = None             # the same, item by item (scoring.detail)
        self.stage = None                    # the epoch-end step under way (epoch_end.py)
        self.steps = []                      # public epoch-end events: see view "epoch_ends"

    def clone(self) -> "EpochsState":
        c = EpochsState.__new__(EpochsState)
        d = c.__dict__
        d.update(self.__dict__)
        c.rng = self.rng.copy()
        c.decks = {e: v[:] for e, v in self.decks.items()}
        c.science_deck = self.science_deck[:]
        c.discard = self.discard[:]
        c.offer = self.offer[:]
        c.hand = [h[:] for h in self.hand]
        c.sci = [h[:] for h in self.sci]
        c.secret = [set(s) for s in self.secret]
        c.tokens = self.tokens[:]
        c.vp = self.vp[:]
        c.income = self.income[:]
        c.prod = [p[:] for p in self.prod]
        c.infl = [dict(i) for i in self.infl]
        c.tableau = [t[:] for t in self.tableau]
        c.quarters = {k: v[:] for k, v in self.quarters.items()}
        c.ship_on = dict(self.ship_on)
        c.colonised = [t[:] for t in self.colonised]
        c.objects = [dict(o) for o in self.objects]
        c.researched = [t[:] for t in self.researched]
        c.passed = self.passed[:]
        c.pending = None if self.pending is None else dict(self.pending, paid=list(
            self.pending["paid"]))
        c.research_queue = self.research_queue[:]
        c.marker = self.marker[:]
        c.events = self.events[:]
        c.steps = self.steps[:]
        c.history = self.history[:]
        return c

    # --- protocol -----------------------------------------------------------------------
    def deciders(self) -> list:
        return [] if self.over or self.decision is None else [self.current]

    def is_over(self) -> bool:
        return self.over

    def may_decide(self, player: int) -> bool:
        return not self.over and self.decision is not None and player == self.current

    def legal_actions(self, player: int) -> list:
        if not self.may_decide(player):
            return []
        return HANDLERS[self.decision[0]].legal(self, player, self.decision)

    def explain_illegal(self, player: int, action) -> Optional[str]:
        return refusal(self, player, action, lambda act: HANDLERS[self.decision[0]].check(
            self, player, self.decision, act))

    def _apply(self, player: int, action) -> None:
        HANDLERS[self.decision[0]].apply(self, player, self.decision, action)

    def scores(self) -> list:
        return self.vp[:]

    def tiebreak(self, player: int):
        """More fully colonised planets wins a tie on points (seed 004, end of game)."""
        return len(self.colonised[player])

    def view(self, player: Optional[int]) -> dict:
        return view(self, player)

    def log(self, player: Optional[int]) -> list:
        return log(self, player)

    def _decision_kind(self, player: int) -> str:
        return self.decision[0] if self.decision else "none"

    def _prompt(self, player: int) -> str:
        return prompt(self, player)

    def label(self, player: Optional[int], action) -> str:
        return label(self, player, action)

    def progress(self) -> str:
        return progress(self)

    def query(self, player: int, name: str, *args):
        return query(self, player, name, *args)

    # --- small operations ----------------------------------------------------------------
    def say(self, text, to: Optional[int] = None) -> None:
        """Log an event (to=None: everyone sees it; else only that player): a Msg, put
        into words in the language of the moment by log() and view()."""
        if self.logging:
            self.events.append((to, self.epoch, text))
            if self.stage is not None and to is None:
                self.steps.append((self.epoch, self.stage, text, tuple(self.vp),
                                   tuple(self.marker)))

    def gain_vp(self, p: int, n: int, why: str = "") -> None:
        if n:
            self.vp[p] += n
            if why:
                self.say(_.msg("{player} scores {n} VP {why}.", player=self.name(p), n=n,
                               why=why))

    def name(self, p: int):
        return player_name(p)

    def draw_science(self, p: int, n: int) -> int:
        """Draw up to n science cards into p's hand; returns how many."""
        got = 0
        for _i in range(n):
            if not self.science_deck:
                break
            c = self.science_deck.pop()
            self.sci[p].append(c)
            got += 1
            self.say(_.msg("You draw the science card {card}.", card=C.NAME[c]), to=p)
        if got:
            self.say(_.nmsg("{player} draws {n} science card.",
                            "{player} draws {n} science cards.", got, player=self.name(p)))
        return got

    def hand_room(self, p: int) -> int:
        return D.HAND_LIMIT - len(self.hand[p])
