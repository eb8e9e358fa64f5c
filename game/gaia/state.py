"""GaiaState: the whole game as a sequential decision process (game/core protocol).

Phases: faction choice, starting mines, starting boosters, then 6 rounds of income, Gaia phase,
actions and clean-up, then final scoring. Every decision is one command (see actions.py for the
forms); a turn is free actions, one main action with its follow-up decisions, free actions, then
("endturn",). Follow-ups (tech tile, research step, a mine after a step action, ...) and charge
offers to other players are queued as pending decisions of the player concerned.
"""
from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.core.i18n import domain
from game.core.protocol import GameState
from game.core.rng import Rng

from . import data
from .build import Refused
from .describe import decision_kind, label, progress, prompt
from .economy import Economy
from .legal import legal_actions
from .log import log
from .placing import Placing
from .player import PlayerState
from .queries import query
from .research import Research
from .setup import Setup
from .turns import TurnFlow
from .view import view

if TYPE_CHECKING:        # annotations only
    from game.core.protocol import GameInfo

_ = domain("gaia")


class GaiaState(Setup, Economy, Research, Placing, TurnFlow, GameState):
    """The game: its fields (map, buildings, players, phase, turn, pending follow-ups) and the
    protocol; the rules are in its parts (setup.py, economy.py, research.py, placing.py,
    turns.py) and in commands.py and legal.py."""
    info: "GameInfo | None" = None  # set in __init__.py

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
        return log(self, player)

    def view(self, player=None):
        return view(self, player)

    # --- words and questions for a table (describe.py, queries.py) --------------------------
    def _decision_kind(self, player):
        return decision_kind(self, player)

    def _prompt(self, player):
        return prompt(self, player)

    def label(self, player, action):
        return str(self._label_later(player, action))

    def _label_later(self, player, action):
        """The label kept as message ids and parameters (the log draws it in the language
        of the moment)."""
        try:
            return label(self, player, tuple(action))
        except (KeyError, IndexError, ValueError, TypeError, AttributeError):
            return " ".join(str(x) for x in action)

    def progress(self):
        return progress(self)

    def query(self, player, name, *args):
        return query(self, player, name, *args)

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
