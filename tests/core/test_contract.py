"""The contract every registered game keeps (in the spirit of OpenSpiel's random_sim_test).

It runs over every game's `GAME` (game/core/contract.py) as the registry gives it, and over the
toy Nim of tests/fixtures/nim (registered here as a test registers a game), reading nothing but
`GAME`. A few games per game, at small player counts, so it stays fast:

- the declaration: every piece is there and fits (`GAME.missing()` names what is wrong; a
  package without GAME, or a GAME without a piece, fails with a message naming it);
- one random legal game to the end at the smallest player count, checked at sampled points:
  decision_now(p) lists exactly the legal actions with labels; listed actions apply to a clone;
  junk actions, another player's actions and actions of a player with nothing to decide raise
  IllegalAction and change nothing anyone can see; views and logs are JSON;
  `determinize(state, p, rng)` keeps view(p) and log(p) identical (so a view holds nothing
  hidden from p) and, in a game with hidden information, varies what the others see;
- its Record round-trips through JSON and replays bit for bit (the same views and logs after
  every action replayed); a finished game refuses everything; another seed deals another game;
- the largest player count and every non-default option value: a start of a game with the same
  checks.
"""
import json

import pytest

from game.core import IllegalAction, Record, i18n, registry
from game.core.contract import GameSpec
from game.core.protocol import Decision
from game.core.rng import Rng
from tests.fixtures import nim

GAMES = registry.available() + [nim.GAME.id]
SEED = 1
MAX_STEPS = 5000          # a random game of any registered game ends well within this
PREFIX = 60               # decisions played at the other setups (checked at 0 and 30)
CHECK_EVERY = 11          # sample points: every 11th decision (and the first)
MAX_TRIED = 12            # listed actions applied to clones per sampled point
JUNK = ("", "no such move", 987654321, -1, True, ("nonsense",), ("pass", "pass", "pass", 0),
        ((("deep",),),))


@pytest.fixture
def spec(request, monkeypatch):
    """The GAME of the test's game (Nim registered, with its text domain, for the test)."""
    game_id = request.param
    if game_id == nim.GAME.id:
        monkeypatch.setattr(i18n, "DOMAINS", i18n.DOMAINS + (nim.GAME.i18n_domain,))
        registry.register(nim.GAME)
        request.addfinalizer(lambda: registry.unregister(nim.GAME.id))
    return registry.game(game_id)


def by_game(test):
    return pytest.mark.parametrize("spec", GAMES, indirect=True)(test)


def other_setups(spec):
    """(players, options) of the short games: the largest count, then every non-default
    bool/choice option value at the first player count that accepts it."""
    info = spec.info
    out = [(info.max_players, {})] if info.max_players != info.min_players else []
    for option in info.options:
        values = {"bool": [True], "choice": [c for c in option.choices if c != option.default]}
        for value in values.get(option.kind, []):
            for n in info.player_counts:
                try:
                    spec.check_options(n, {option.key: value})
                except ValueError:
                    continue
                out.append((n, {option.key: value}))
                break
    return out


def snapshot(state):
    """Everything anyone may see, as one JSON text (views, logs, deciders, history length)."""
    seats = list(range(state.players))
    return json.dumps({"spectator": state.view(None), "views": [state.view(p) for p in seats],
                       "logs": [state.log(p) for p in seats], "deciders": state.deciders(),
                       "moves": len(state.history), "over": state.is_over()},
                      sort_keys=True, allow_nan=False)


def play(spec, players, options, seed, visit=None, steps=MAX_STEPS, trail=True):
    """Random legal play from a new game, `visit(state, step)` before every decision. Returns
    the state and the snapshot after every step (with `trail`; else the last one only)."""
    state = spec.new_game(players, options, seed)
    rng = Rng(seed * 7919 + 3)
    trail = [snapshot(state)] if trail else None
    for step in range(steps):
        if state.is_over():
            return state, trail or [snapshot(state)]
        if visit:
            visit(state, step)
        deciders = state.deciders()
        assert deciders, "a live state has no decider"
        player = deciders[rng.below(len(deciders))]
        legal = state.legal_actions(player)
        assert legal, f"player {player} decides but has no legal action"
        state.apply(player, legal[rng.below(len(legal))])
        if trail is not None:
            trail.append(snapshot(state))
    if steps == MAX_STEPS:
        pytest.fail(f"{spec.id}: a random game did not end within {MAX_STEPS} decisions")
    return state, trail or [snapshot(state)]


# --- the checks at a sampled point ----------------------------------------------------------------
def check_decisions(state):
    """decision_now agrees with deciders/legal_actions; labels and progress are words."""
    deciders = state.deciders()
    for p in range(state.players):
        decision = state.decision_now(p)
        if p not in deciders:
            assert decision is None, f"player {p} does not decide but got {decision}"
            continue
        assert isinstance(decision, Decision) and decision.player == p
        assert decision.kind and decision.prompt.strip()
        assert [c.action for c in decision.choices] == list(state.legal_actions(p))
        for choice in decision.choices:
            assert isinstance(choice.label, str) and choice.label.strip(), choice
    progress = state.progress()
    assert isinstance(progress, str) and progress.strip()


def check_listed_actions_apply(state, rng):
    """Every listed action (up to MAX_TRIED per decider, sampled) applies to a clone."""
    for p in state.deciders():
        legal = list(state.legal_actions(p))
        tried = legal if len(legal) <= MAX_TRIED else [
            legal[rng.below(len(legal))] for _ in range(MAX_TRIED)]
        for action in tried:
            trial = state.clone()
            try:
                trial.apply(p, action)
            except Exception as exc:  # noqa: BLE001 - any failure breaks the contract
                pytest.fail(f"listed action {action!r} of player {p} does not apply: "
                            f"{type(exc).__name__}: {exc}")
            json.dumps(trial.view(p), allow_nan=False)


def check_refusals(state):
    """Junk, another player's action and a non-decider's action change nothing."""
    before = snapshot(state)
    deciders = state.deciders()
    idle = [p for p in range(state.players) if p not in deciders]
    tried = []

    def refused(player, action):
        with pytest.raises(IllegalAction):
            state.apply(player, action)
        tried.append((player, action))

    for p in deciders:
        legal = state.legal_actions(p)
        for junk in JUNK:
            if junk not in legal:
                refused(p, junk)
        refused(p, [["not", {"a": "value"}]])
    if deciders:
        action = state.legal_actions(deciders[0])[0]
        for q in idle:                       # an action someone else may take now
            refused(q, action)
    for seat in (-1, state.players, "0", None):
        refused(seat, state.legal_actions(deciders[0])[0] if deciders else "x")
    assert snapshot(state) == before, f"one of the refused (player, action) {tried} changed " \
        "what a player sees"


class Redeals:
    """determinize(state, p, rng) at sampled points: view(p) and log(p) stay; counts how often
    the others' views differed (a game with hidden information must redeal something)."""

    def __init__(self, spec):
        self.spec, self.compared, self.differed = spec, 0, 0

    def check(self, state, step):
        hidden = self.spec.info.hidden_information
        for p in range(state.players):
            before = snapshot(state)
            redealt = self.spec.determinize(state, p, Rng(step * 31 + p + 1))
            assert snapshot(state) == before, "determinize changed the state it was given"
            assert isinstance(redealt, type(state)) and redealt is not state
            if not hidden:
                assert snapshot(redealt) == before, \
                    f"{self.spec.id} has no hidden information but determinize changed a view"
                continue
            if redealt.view(None) != state.view(None):
                # the redeal also changed public facts (e.g. withdrew another player's secret
                # choice, who must choose again): not a state that differs in hidden parts only
                continue
            self.compared += 1
            assert redealt.view(p) == state.view(p), \
                f"view({p}) shows a part hidden from it (step {step}): determinize changed it"
            assert redealt.log(p) == state.log(p), f"log({p}) shows a hidden part (step {step})"
            if any(redealt.view(q) != state.view(q) for q in range(state.players) if q != p):
                self.differed += 1


def sampled_checks(spec, redeals, every=CHECK_EVERY):
    rng = Rng(17)

    def visit(state, step):
        if step % every:
            return
        check_decisions(state)
        check_refusals(state)
        check_listed_actions_apply(state, rng)
        redeals.check(state, step)
    return visit


# --- the tests ----------------------------------------------------------------------------------
@by_game
def test_the_game_declares_every_piece(spec):
    assert isinstance(spec, GameSpec)
    assert spec.missing() == [], f"{spec.id}: " + "; ".join(spec.missing())
    assert spec.id == spec.info.id and spec.table and spec.icon.startswith("assets/")
    assert (spec.info.min_players, spec.info.max_players) == spec.listing.players
    checked = spec.check_options(spec.info.min_players, {})
    assert checked == spec.default_options()
    state = spec.new_game(spec.info.min_players, {}, SEED)
    assert Record.of(state).game == spec.id
    assert spec.upgrade_options(Record.of(state), None) == state.options


@by_game
def test_a_random_game_to_the_end_keeps_the_contract(spec):
    redeals = Redeals(spec)
    players = spec.info.min_players
    state, trail = play(spec, players, {}, SEED, sampled_checks(spec, redeals))
    # the end: scores, outcome, nobody decides, everything refused
    assert state.deciders() == [] and len(state.scores()) == players
    outcome = state.outcome()
    assert abs(sum(outcome) - 1.0) < 1e-9 and all(s >= 0 for s in outcome)
    for p in range(players):
        assert state.decision_now(p) is None
        with pytest.raises(IllegalAction, match="over"):
            state.apply(p, JUNK[1])
    assert snapshot(state) == trail[-1]
    assert state.progress().strip()
    # the record: JSON round trip, a bit-for-bit replay after every action, undo
    record = Record.of(state)
    text = record.to_json()
    back = Record.from_json(text)
    assert back == record and back.to_json() == text
    replayed = back.start()
    assert snapshot(replayed) == trail[0]
    for i, (player, action) in enumerate(back.actions):
        replayed.apply(player, action)
        assert snapshot(replayed) == trail[i + 1], f"the replay differs after action {i + 1}"
    assert snapshot(back.undo().replay()) == trail[-2]
    assert back.upgraded() == back
    # hidden parts redealt: compared often, and something hidden did vary
    if spec.info.hidden_information:
        assert redeals.compared >= 10 and redeals.differed > 0, \
            f"{spec.id}: determinize redealt nothing the other players see"
    # another seed deals another game
    starts = {snapshot(spec.new_game(players, {}, seed)) for seed in range(1, 7)}
    assert len(starts) > 1, "the seed changes nothing"


@by_game
def test_other_counts_and_options_start_and_keep_the_contract(spec):
    setups = other_setups(spec)
    if not setups:
        pytest.skip(f"{spec.id} has one player count and no option values to try")
    for players, options in setups:
        redeals = Redeals(spec)
        state, trail = play(spec, players, options, SEED, sampled_checks(spec, redeals, 30),
                            steps=PREFIX, trail=False)
        assert state.players == players
        assert snapshot(Record.from_json(Record.of(state).to_json()).replay()) == trail[-1]


def test_a_package_without_game_or_a_game_without_a_piece_is_named(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "nogame", "tests.fixtures")
    with pytest.raises(TypeError, match=r"tests.fixtures must define GAME = GameSpec"):
        registry.game("nogame")
    with pytest.raises(TypeError, match="determinize"):
        GameSpec(listing=nim.LISTING, info=nim.INFO, new_game=nim.new_game, levels=nim._levels,
                 i18n_domain="nim")
    broken = GameSpec(listing=nim.LISTING, info=nim.INFO, new_game=nim.new_game,
                      levels=lambda: {}, determinize=nim.no_hidden_information,
                      i18n_domain="nim-unknown")
    assert broken.missing() == [
        "i18n_domain 'nim-unknown' is not one of game.core.i18n.DOMAINS",
        "levels() gives no AI level (use random_only)"]
    with pytest.raises(ValueError, match="the catalogue says"):
        GameSpec(listing=nim.LISTING._replace(max_players=3), info=nim.INFO,
                 new_game=nim.new_game, levels=nim._levels,
                 determinize=nim.no_hidden_information, i18n_domain="nim")
