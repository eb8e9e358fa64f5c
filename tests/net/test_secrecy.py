"""What the host sends a friend's seat never depends on what that seat cannot see
(ui/net/referee.py `seat_state` is the only game data a friend's device receives). Along
random games of every game, for each seat p:

- hidden cards: the message for p is the same for the true state and for the game's redeal of
  everything hidden from p (GAME.determinize). A card of another hand, of a deck or face down
  that reached the message would make them differ. (Race's redeal also withdraws a choice an
  opponent made, or began, in secret in a simultaneous step; such positions are checked by
  the next point instead.)
- secret choices: where another seat q has just decided in a simultaneous step and p still
  decides (Race's action cards, develop, settle ...), the message for p is the same whichever
  of its legal choices q made."""
import json
import random

import pytest

from game.core import Record, Rng, registry
from ui.net.referee import seat_state

GAMES = ("rftg", "epochs", "artifacts", "gaia")


class _Table:
    """A state as the host's Session answers (seat_state asks only these)."""

    def __init__(self, state):
        self.s, self.game = state, state.info.id

    def is_over(self):
        return self.s.is_over()

    def deciders(self):
        return [] if self.s.is_over() else list(self.s.deciders())

    def names(self):
        return ["A", "B"]

    def moves(self):
        return len(self.s.history)

    def moves_by(self, p):
        return sum(1 for q, _a in self.s.history if q == p)

    def view(self, p):
        return self.s.view(p)

    def log(self, p):
        return self.s.log(p)

    def legal(self, p):
        return list(self.s.legal_actions(p))

    def progress(self):
        return self.s.progress()

    def scores(self):
        return list(self.s.scores())

    def winners(self):
        return list(self.s.winners())


def _message(state, p):
    return json.dumps(seat_state(_Table(state), p, ["friend", "friend"]), sort_keys=True)


def _games(game, n=3, moves=600):
    """(record so far, state) along `n` random games."""
    for g in range(n):
        rec = Record(game, 2, {}, 40 + g, [])
        state = rec.replay()
        rnd = random.Random(g)
        for _ in range(moves):
            if state.is_over():
                break
            yield rec, state
            p = list(state.deciders())[0]
            a = rnd.choice(list(state.legal_actions(p)))
            state.apply(p, a)
            rec.actions.append((p, a))


def _secret_under_way(state, p):
    """Whether another seat holds a secret choice, whole or begun (Race: `held`, or cards
    picked so far to discard down to 10), which the redeal withdraws: the copy then differs
    from the true state in what p sees of it (that it chose, how many it has left)."""
    held = getattr(state, "held", None)
    work = getattr(state, "work", None)
    return any(held is not None and held[q] is not None or
               work is not None and (work[q] or {}).get("picked")
               for q in range(2) if q != p)


@pytest.mark.parametrize("game", GAMES)
def test_a_seats_messages_are_the_same_whatever_cards_it_cannot_see(game):
    spec = registry.game(game)
    checked = redealt = 0
    for i, (rec, state) in enumerate(_games(game)):
        if i % 3:
            continue
        for p in range(2):
            other = spec.determinize(state, p, Rng(i * 2 + p + 1))
            if _secret_under_way(state, p):
                continue                # the redeal withdraws it: see the next test
            assert _message(other, p) == _message(state, p), (game, len(rec.actions), p)
            checked += 1
            redealt += other.view(1 - p) != state.view(1 - p)
    assert checked > 100
    if game != "gaia":         # the redeal really changed what the other seat holds
        assert redealt > checked // 2, (redealt, checked)


# the decisions a seat makes in secret while others still decide (Race: revealed together;
# consuming, trading and the rest are done in the open); the other games take turns
SECRET = {"rftg": {"action", "develop", "settle", "initial_discard", "explore_keep", "discard"}}


@pytest.mark.parametrize("game", sorted(SECRET))
def test_a_seats_messages_are_the_same_whichever_secret_choice_another_made(game):
    checked = 0
    for rec, state in _games(game, n=2, moves=300):
        if not rec.actions:
            continue
        q, done = rec.actions[-1]
        before = Record(rec.game, rec.players, rec.options, rec.seed, rec.actions[:-1]).replay()
        if before.decision_kind(q) not in SECRET[game]:
            continue
        for p in set(before.deciders()) & set(state.deciders()) - {q}:
            mine = _message(state, p)
            for other in list(before.legal_actions(q))[:4]:
                if other == done:
                    continue
                alt = before.clone()
                alt.apply(q, other)
                if p in alt.deciders():
                    assert _message(alt, p) == mine, (len(rec.actions), p, done, other)
                    checked += 1
    assert checked > 50, checked
