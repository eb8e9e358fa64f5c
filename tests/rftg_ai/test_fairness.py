"""Fairness: the AI decides from view(player) only.

For sampled decision points of real games, every card the deciding player cannot see
(opponents' hands and explore draws, the draw pile, the discard pile, face-down goods) is
permuted among those hidden places. The player's view stays the same, and so must the AI's
choice when its RNG is seeded the same — for every level.
"""
import pytest

from game.core import Rng
from game.core.bench import decision_positions
from game.rftg import new_game
from game.rftg.ai import make_agent
from tests.rftg_ai.test_levels import small


def hidden_permutation(state, player, rng):
    """A copy of `state` with the cards `player` cannot see permuted consistently."""
    s = state.clone()
    hidden = []
    for q in range(s.players):
        if q != player:
            hidden.extend(s.hand[q])
            dec = s.decision[q]
            if dec is not None and dec[0] == "explore_keep":
                hidden.extend(dec[1])
    hidden.extend(s.deck)
    hidden.extend(s.discard)
    for goods in s.goods:
        hidden.extend(goods.values())
    shuffled = hidden[:]
    rng.shuffle(shuffled)
    m = dict(zip(hidden, shuffled))

    def mp(x):
        if isinstance(x, int) and not isinstance(x, bool) and x in m:
            return m[x]
        if isinstance(x, tuple):
            return tuple(mp(y) for y in x)
        return x

    for q in range(s.players):
        if q != player:
            s.hand[q] = [m[c] for c in s.hand[q]]
            dec = s.decision[q]
            if dec is not None and dec[0] == "explore_keep":
                s.decision[q] = (dec[0], mp(dec[1]), dec[2])
                s.work[q] = {"seen": mp(dec[1])}
            if s.held[q] is not None and s.held[q][0] in ("discard", "keep"):
                s.held[q] = (s.held[q][0], tuple(sorted(mp(s.held[q][1]))))
            elif s.held[q] is not None and s.held[q][0] in ("develop", "settle"):
                s.held[q] = (s.held[q][0], mp(s.held[q][1]))
    s.deck = [m[c] for c in s.deck]
    s.discard = [m[c] for c in s.discard]
    s.goods = [{w: m[g] for w, g in goods.items()} for goods in s.goods]
    s._legal = {}
    s._ver += 1
    return s, hidden != shuffled


def decision_points(players, advanced, seed, every):
    """(state, player) at every `every`-th decision of a game played by the policy level."""
    agents = [make_agent("policy", seed * 10 + p) for p in range(players)]
    for state, p in decision_positions(new_game(players, {"advanced": advanced}, seed), agents,
                                       every):
        yield state.clone(), p


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
@pytest.mark.parametrize("level", ["easy", "normal", "hard", "hard_learned", "hard_centred"])
@pytest.mark.parametrize("players,advanced", [(2, False), (2, True), (3, False), (4, False)])
def test_hidden_cards_do_not_change_the_choice(level, players, advanced):
    rng = Rng(99)
    checked = changed = 0
    for state, p in decision_points(players, advanced, seed=players * 7 + advanced, every=9):
        other, moved = hidden_permutation(state, p, rng)
        assert other.view(p) == state.view(p)
        assert other.legal_actions(p) == state.legal_actions(p)
        a = small(level, 5).choose(state.view(p), state.legal_actions(p), p)
        b = small(level, 5).choose(other.view(p), other.legal_actions(p), p)
        assert a == b
        checked += 1
        changed += moved
    assert checked >= 5 and changed >= 5


def test_permutation_really_moves_hidden_cards():
    state = new_game(2, {}, 3)
    other, moved = hidden_permutation(state, 0, Rng(1))
    assert moved and other.hand[1] != state.hand[1] or other.deck != state.deck
    assert other.hand[0] == state.hand[0]
    assert other.view(0) == state.view(0)
