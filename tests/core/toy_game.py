"""A tiny simultaneous hidden-choice game used to test game/core without any real game.

Each round both players secretly bid 1-3; the higher bid scores the round's prize (drawn
from the seeded RNG), a tie scores nothing. Three rounds.
"""
from game.core import GameInfo, GameState, Rng
from game.core.contract import GameSpec, random_only
from game.core.protocol import OptionSpec
from game.core.registry import CatalogueEntry

def _short_games_have_no_bonus(players, options):
    if options["bonus"] and options["rounds"] < 2:
        return "the bonus round needs at least 2 rounds"
    return None


INFO = GameInfo(id="toy", name="Toy Bids", min_players=2, max_players=2,
                options=(OptionSpec("rounds", "Rounds", "int", 3, min=1, max=9),
                         OptionSpec("bonus", "Bonus round", "bool", False),
                         OptionSpec("pace", "Pace", "choice", "calm", ("calm", "fast")),
                         OptionSpec("notes", "Notes", "data", None)),
                simultaneous=True, hidden_information=True,
                cross_checks=(_short_games_have_no_bonus,))


class ToyState(GameState):
    info = INFO

    def __init__(self, players, options, seed):
        super().__init__(players, options, seed)
        self.rng = Rng(seed)
        self.round = 0
        self.points = [0, 0]
        self.pending = {}
        self.prize = 1 + self.rng.below(5)

    def deciders(self):
        return [] if self.is_over() else [p for p in range(2) if p not in self.pending]

    def legal_actions(self, player):
        return [("bid", n) for n in (1, 2, 3)]

    def _apply(self, player, action):
        self.pending[player] = action[1]
        if len(self.pending) == 2:
            a, b = self.pending[0], self.pending[1]
            if a != b:
                self.points[0 if a > b else 1] += self.prize
            self.pending = {}
            self.round += 1
            self.prize = 1 + self.rng.below(5)

    def is_over(self):
        return self.round >= self.options["rounds"]

    def scores(self):
        return list(self.points)

    def view(self, player):
        return {"round": self.round, "points": list(self.points), "prize": self.prize,
                "my_bid": self.pending.get(player), "waiting": sorted(self.pending)}

    def clone(self):
        c = ToyState.__new__(ToyState)
        c.__dict__.update(self.__dict__)
        c.rng, c.points, c.pending = self.rng.copy(), list(self.points), dict(self.pending)
        c.history = list(self.history)
        return c


def new_game(players, options, seed):
    return ToyState(players, INFO.check_options(players, options), seed)


def determinize(state, player, rng):
    """The other player's pending bid redealt (the only secret)."""
    redealt = state.clone()
    other = 1 - player
    if other in redealt.pending:
        redealt.pending[other] = 1 + rng.below(3)
    return redealt


# the e2e tests copy this file to game/e2e_toy/__init__.py (tests/e2e/fake_game.py)
LISTING = CatalogueEntry("toy", "Toy Bids (test only)", "A test-only game of the end-to-end tests.",
                         "assets/icons/game-epochs.svg", __name__, "ui.e2e_toy", 2, 2)
GAME = GameSpec(listing=LISTING, info=INFO, new_game=new_game, levels=random_only,
                determinize=determinize, i18n_domain="app")
