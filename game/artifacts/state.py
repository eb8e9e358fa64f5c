"""The Alien Artifacts game state: plain data, a cheap clone, the core protocol and turn flow.

One player acts at a time (the defender of an attack answers in the attacker's turn). A turn
is a "main" decision (one action, plus free actions), the follow-up decisions the action asks
for (cards to keep, attack targets, defense plans, blockades, automatic construction, the
visible half of a produced card), then an "after" decision (free actions, then discard and
refill to the hand limit, and a discard down to the limit if the hand is still above it).
When the game ends, each player with blockaded cards decides which to pay for, then final
scoring. Rules live in basic.py, prepare.py, operational.py, attack.py, free.py, produce.py,
turn_end.py and keywords.py; they register their action words in decisions.ACTIONS. A game
keeps the edition of the rules it started with (editions.py). See docs/artifacts-design.md.
"""
from typing import Optional, TYPE_CHECKING

from game.core import GameState, Rng
from game.core.handler import refusal
from game.core.i18n import domain, render
from game.core.seats import seat

from . import cards as C
from .decisions import ACTIONS, KINDS
from .editions import CURRENT, old_rules
from .scoring import finish, pay_for_technologies, score
from .text import PROMPT_SHORT, label, progress, prompt
from .view import query, view

if TYPE_CHECKING:        # annotations only
    from game.core.protocol import GameInfo

HAND_LIMIT = 3
ASSEMBLY_LIMIT = 2
ALIEN_ROW = 2
BLOCKADE_TOKENS = 38
FREE_WORDS = ("artifact", "bonus", "unlock")
MAX_TURNS = 60          # a safety net: no sensible game comes near it (see the design doc)

_ = domain("artifacts")


class ArtifactsState(GameState):
    """See the module docstring. Build one with setup.new_game."""

    info: "GameInfo | None" = None

    def _init_empty(self, players: int) -> None:
        n = players
        self.rng = Rng(self.seed)
        self.res_deck: list = []        # top of every deck is the END of its list
        self.res_discard: list = []
        self.decks = {k: [] for k in ("planet", "tech", "ship", "alien", "plan", "artifact")}
        self.art_discard: list = []
        self.alien_row: list = []
        self.faction = [-1] * n
        self.hand = [[] for _ in range(n)]
        self.plans = [[] for _ in range(n)]
        self.arts = [[] for _ in range(n)]
        self.under = [{} for _ in range(n)]       # card -> [(resource, half shown)]
        self.empire = [{} for _ in range(n)]      # card -> "L" | "O"
        self.blocks = [{} for _ in range(n)]      # card -> blockade tokens
        self.on_planet = [{} for _ in range(n)]   # planet -> [(resource, half shown)]
        self.credits = [0] * n
        self.vp = [0] * n
        self.arts_used = [0] * n
        self.bonus_used = [[] for _ in range(n)]  # cards whose Additionally was used this turn
        self.unlocked = [[] for _ in range(n)]    # blockaded cards paid for this turn
        self.extra_limit = [0] * n                # assembly limit added this turn (artifacts)
        self.tokens = BLOCKADE_TOKENS
        self.current = 0
        self.turns = [0] * n
        self.marker = n
        self.final = False
        self.stage = "main"
        self.dec: Optional[tuple] = None
        self.todo: list = []                      # decisions still to pose this turn
        self.events: list = []                    # (visible_to or None, Msg, round of turns)
        self.over = False
        self.final_scores: Optional[list] = None
        self.edition = self.options.get("edition", CURRENT)   # of the rules (editions.py)

    def clone(self) -> "ArtifactsState":
        c = ArtifactsState.__new__(ArtifactsState)
        d = c.__dict__
        d.update(self.__dict__)
        c.rng = self.rng.copy()
        c.res_deck = self.res_deck[:]
        c.res_discard = self.res_discard[:]
        c.decks = {k: v[:] for k, v in self.decks.items()}
        c.art_discard = self.art_discard[:]
        c.alien_row = self.alien_row[:]
        c.faction = self.faction[:]
        c.hand = [h[:] for h in self.hand]
        c.plans = [h[:] for h in self.plans]
        c.arts = [h[:] for h in self.arts]
        c.under = [{k: v[:] for k, v in u.items()} for u in self.under]
        c.empire = [e.copy() for e in self.empire]
        c.blocks = [b.copy() for b in self.blocks]
        c.on_planet = [{k: v[:] for k, v in u.items()} for u in self.on_planet]
        c.credits = self.credits[:]
        c.vp = self.vp[:]
        c.arts_used = self.arts_used[:]
        c.bonus_used = [b[:] for b in self.bonus_used]
        c.unlocked = [b[:] for b in self.unlocked]
        c.extra_limit = self.extra_limit[:]
        c.turns = self.turns[:]
        c.todo = self.todo[:]
        c.events = self.events[:]
        c.history = self.history[:]
        c.final_scores = None if self.final_scores is None else self.final_scores[:]
        return c

    # --- protocol -----------------------------------------------------------------------
    def deciders(self) -> list:
        return [] if self.over or self.dec is None else [self.dec[0]]

    def may_decide(self, player: int) -> bool:
        return not self.over and self.dec is not None and self.dec[0] == player

    def is_over(self) -> bool:
        return self.over

    def legal_actions(self, player: int) -> list:
        if not self.may_decide(player):
            return []
        dec = self.dec
        out = []
        for word in KINDS[dec[1]]:
            out.extend(ACTIONS[word].legal(self, player, dec))
        if dec[1] == "main" and not any(a[0] not in FREE_WORDS for a in out):
            out.append(("pass",))
        return out

    def explain_illegal(self, player, action) -> Optional[str]:
        return refusal(self, player, action, lambda act: self._check(player, act))

    def _check(self, player: int, action: tuple) -> Optional[str]:
        """The decision's own rule (after core's shared refusal checks)."""
        dec = self.dec
        word = action[0]
        if action == ("pass",) and dec[1] == "main":
            if ("pass",) in self.legal_actions(player):
                return None
            return _("you may pass only when no action is possible")
        if word not in ACTIONS:
            return _("there is no action called {word}", word=repr(word))
        if word not in KINDS[dec[1]]:
            return _("you cannot {word} now: {prompt}", word=word,
                     prompt=_(PROMPT_SHORT[dec[1]]) if dec[1] in PROMPT_SHORT else dec[1])
        try:
            return ACTIONS[word].check(self, player, dec, action)
        except (TypeError, ValueError, IndexError, KeyError):
            return _("malformed action {action}", action=repr(action))

    def _apply(self, player: int, action) -> None:
        dec = self.dec
        if dec[1] == "main" and action[0] not in FREE_WORDS:
            self.stage = "after"            # the turn's one action is taken
        if action[0] == "pass":
            self.note(_.msg("{player}: cannot act and passes.", player=seat(player)))
        else:
            ACTIONS[action[0]].apply(self, player, dec, action)
        self._advance()

    def scores(self) -> list:
        if self.final_scores is not None:
            return self.final_scores[:]
        return [score(self, p) for p in range(self.players)]

    def tiebreak(self, player: int):
        """Ties: credits in the bank, then cards in the empire."""
        return (self.credits[player], len(self.empire[player]))

    def view(self, player: Optional[int]) -> dict:
        return view(self, player)

    def log(self, player: Optional[int]) -> list:
        return [{"text": render(t), "round": r} for who, t, r in self.events
                if who is None or who == player]

    def _decision_kind(self, player: int) -> str:
        return self.dec[1] if self.may_decide(player) else "none"

    def _prompt(self, player: int) -> str:
        return prompt(self, player)

    def label(self, player, action) -> str:
        return label(self, player, action)

    def progress(self) -> str:
        return progress(self)

    def query(self, player: int, name: str, *args):
        return query(self, player, name, *args)

    # --- flow ---------------------------------------------------------------------------
    def pose(self, player: int, kind: str, *data) -> None:
        """Queue a follow-up decision of this turn (posed once the current one is answered)."""
        self.todo.append((player, kind) + data)

    def _advance(self) -> None:
        """After an answer: pose the next queued decision (one without a legal answer is
        skipped), else the turn's main/after decision again; at the end of the game, when the
        last payment decision is answered, final scoring."""
        self.dec = None
        if self.over:
            return
        while self.todo:
            dec = self.todo.pop(0)
            if ACTIONS_FOR(self, dec):
                self.dec = dec
                return
        if self.stage == "final":
            finish(self)
            return
        self.dec = (self.current, self.stage)

    def end_turn(self, p: int) -> None:
        """Refill the hand to the limit; a hand still above it (draw effects) is brought back
        to the limit by the player's discard decision (turn_end.py), then `next_turn`."""
        limit = self.hand_limit(p)
        need = limit - len(self.hand[p])
        if need > 0:
            self.draw_hand(p, need)
        if len(self.hand[p]) > limit and not old_rules(self):
            self.todo = [(p, "discard", len(self.hand[p]) - limit)]
            return
        self.next_turn(p)

    def next_turn(self, p: int) -> None:
        """p's turn is over: the next player's turn, or the end of the game (each player with
        blockaded cards to pay for decides first, then final scoring)."""
        self.turns[p] += 1
        self.bonus_used[p] = []
        self.unlocked[p] = []
        self.extra_limit[p] = 0
        self.todo = []
        last = p == self.players - 1
        if (self.final and last) or (last and self.turns[p] >= MAX_TURNS):
            if old_rules(self):
                pay_for_technologies(self)
                finish(self)
                return
            self.stage = "final"
            self.todo = [(q, "final") for q in range(self.players)]
            return
        self.current = (p + 1) % self.players
        self.stage = "main"

    # --- helpers the rules share ----------------------------------------------------------
    def note(self, text, to: Optional[int] = None) -> None:
        """Log a line (a Msg, rendered in the language of the moment by log())."""
        # the round of turns (everyone plays once a round); 0 while the game is set up
        rnd = self.turns[self.current] + 1 if self.history or self.dec else 0
        self.events.append((to, text, rnd))

    def draw_top(self) -> Optional[int]:
        """The top resource card (reshuffling the discard, moving the round marker, or
        triggering the end when the deck runs out), or None if none is left anywhere."""
        if not self.res_deck:
            self.deck_ran_out()
            if not self.res_deck:
                return None
        return self.res_deck.pop()

    def deck_ran_out(self) -> None:
        if self.marker > 1:
            self.marker -= 1
            self.note(_.msg("The resource deck runs out: the round marker moves to {n}.",
                            n=self.marker))
        elif not self.final:
            self.final = True
            self.note(_.msg("The resource deck runs out with the marker at 1: the game ends "
                            "once every player has had the same number of turns."))
        self.res_deck = self.res_discard
        self.res_discard = []
        self.rng.shuffle(self.res_deck)

    def draw_hand(self, p: int, n: int) -> int:
        got = 0
        for _ in range(n):
            c = self.draw_top()
            if c is None:
                break
            self.hand[p].append(c)
            got += 1
        return got

    def draw_from(self, kind: str) -> Optional[int]:
        """The top card of a planet/tech/ship/alien/plan/artifact deck (artifacts reshuffle)."""
        deck = self.decks[kind]
        if not deck and kind == "artifact" and self.art_discard:
            self.decks[kind] = deck = self.art_discard
            self.art_discard = []
            self.rng.shuffle(deck)
            self.note(_.msg("The artifact deck is reshuffled."))
        return deck.pop() if deck else None

    def usable(self, p: int, card: int) -> bool:
        """A card without blockade tokens, or one paid for this turn."""
        return not self.blocks[p].get(card) or card in self.unlocked[p]

    def ongoing(self, p: int, code: str) -> list:
        """The Ongoing powers `code` of p's usable Logistics cards, e.g. [('planet', 1)]."""
        out = []
        blocks, unlocked = self.blocks[p], self.unlocked[p]
        for card, side in self.empire[p].items():
            if side != "L" or (blocks.get(card) and card not in unlocked):
                continue
            for pw in C.POWER[card]:
                if pw[0] == "ongoing" and pw[1] == code:
                    out.append(pw[2:])
        return out

    def ongoing_sum(self, p: int, code: str) -> int:
        return sum(x[-1] for x in self.ongoing(p, code))

    def limit(self, p: int, kind: Optional[str] = None) -> int:
        """The assembly limit of p for an action about `kind` (planet/tech/ship) or any."""
        n = ASSEMBLY_LIMIT + self.extra_limit[p]
        for x in self.ongoing(p, "limit"):
            if x[0] == "all" or x[0] == kind:
                n += x[1]
        return n

    def hand_limit(self, p: int) -> int:
        return HAND_LIMIT + self.ongoing_sum(p, "hand")

    def count_kind(self, p: int, kind: str) -> int:
        return sum(1 for c in self.empire[p] if C.KIND[c] == kind)


def ACTIONS_FOR(state: ArtifactsState, dec: tuple) -> bool:
    """True if the decision `dec` has at least one legal answer."""
    for word in KINDS[dec[1]]:
        if ACTIONS[word].legal(state, dec[0], dec):
            return True
    return False
