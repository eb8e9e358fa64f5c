"""A fifth measure of a card's effect, by intervention: the win rate when played, against the
same position where its owner may not play it (paired forks of self-play games).

The four measures of card_effects.py compare different games, so who can afford a card and who
is ahead enter them (card_effects.py says how). This one compares one position twice:

1. a trunk game is played at `level` against itself (the same games as `balance --level`);
2. at a decision where a player chooses to play card X (a station, shuttle or planet, a
   colonisation card, a colony ship or a science card researched), the state is copied;
3. branch "played": the chosen action is applied and the game is played out;
   branch "not played": X leaves its owner's hand for the discard pile and the owner gets a
   universal token instead (worth about one card paid as a resource, the seed's other use of
   a card), then decides that turn again; everything else is the same. (Forbidding X while
   leaving it in hand was tried first: the AI, which does not know of the ban, kept planning
   with X and lost by 40 VP where the played branch won: a measure of the ban, not of X.)
   Both branches are played by fresh agents whose random numbers depend only on the
   seat, its turn count since the fork and the step within the turn (common random numbers:
   see `play_out`), so the two differ mostly where the decision made them differ;
4. the card's effect = mean over its forks of (win when played) - (win when not played), for
   the player who played it, with a 95 % half-width from the paired differences (1.96 *
   their standard deviation / sqrt(n)); with `replicates` a fork's branches are played out
   several times and it weighs more (`replicate_weight` in fork_summary.py; see fork_record);
5. all judged cards together (`card_spread` in fork_summary.py, with game/core/effects.py):
   with ~100 cards and 20-50 forks each, the raw effects spread far wider than the true ones
   and a few land beyond any line by chance, so a random-effects model estimates how much the
   true effects differ (tau, with its interval), and gives each card its effect shrunk toward
   the mean and the probability that it lies beyond 10 points; their sum is the number of
   cards expected beyond 10. It assumes the true effects are roughly normal around their
   mean, so it sits beside the raw intervals, not in their place.

So "changing the win rate by more than 10 points when played" is measured as it reads: what
playing the card changes, for the player who chose to, at the moments the strongest AI chose
it. Costly (two play-outs per fork), so `cards` can restrict the forks to the cards the other
measures flag, and `per_game` caps the forks taken from one trunk game.

    python3 -m game.epochs balance --level hard --fork-games 300 --fork-cards "Ore Smelter,..."
        --games 0 --strategy-games 0 --seed 91 --jobs 2 --out forks.jsonl
    python3 -m game.epochs balance --from forks.jsonl

`--fork-cards "Sylva=6,Thalassa=0.5"` weighs the cards' chances of being among the forks
kept of a trunk game (`per_game`), to spend a run on the cards that still need forks. The
summary's `forks_wanted` says which ones (`fork_weights`): every card not yet shown within
the limit by its own interval, weighed by the forks it still needs over the forks it has,
ready to pass as `--fork-cards`.

A science card comes into play only when its owner holds it and has the science to research
it, so a random deal gives it a fork in about one trunk game of a hundred. `--fork-dealt
"Fusion Theory,Stellar Atlas"` plays only the trunk games whose starting deal gives a seat
one of the named science cards (`dealt_indices`): ordinary games, the ones a random deal
brings them into, so the forks are taken as before, at the moments the AI chose to play. Such
records carry `dealt_for` and stay out of the first player's rate.
"""
import itertools
import math
import time
from typing import Iterable, Iterator, Optional

from game.core import tournament
from game.core.cli import read_saved
from game.core.rng import Rng
from game.core.tournament_jobs import each_in_processes

from . import cards as C
from .ai import make_agent
from .balance import dealt_of, play

PLAY_WORDS = ("play", "colonize", "ship", "research")
SEED_PART = 1000        # fork k's random numbers: mix(seed, index, SEED_PART + k, ...)


def played_card(action) -> Optional[int]:
    """The card an action chooses to play (turn and research decisions), else None."""
    if action and action[0] in PLAY_WORDS and len(action) >= 2 and type(action[1]) is int:
        return action[1]
    return None


def withhold(s, p: int, card: int) -> None:
    """Branch "not played": the card goes from p's hand to the discard pile and p gets a
    universal token for it (the value of one card paid as a resource)."""
    hand = s.sci[p] if card in s.sci[p] else s.hand[p]
    hand.remove(card)
    s.secret[p].discard(card)
    s.discard.append(card)
    s.tokens[p] += 1


def play_out(s, agents: list, base: int, forced: Optional[int] = None):
    """Play state s to its end with `agents`. Returns s.

    Each decision's agent randomness is drawn afresh from (base, player, the player's turn
    count since the fork, the decision's place in that turn), so two branches that reach
    similar positions decide them with the same random numbers instead of drifting apart
    from the first difference on. `forced` = the player whose turn 0 was already taken (the
    played branch: the fork's action was applied before)."""
    turns = [0, 0]                    # turn and research decisions taken since the fork
    sub = [0, 0]                      # decisions since the player's last turn decision
    if forced is not None:
        turns[forced] = 1
    while not s.over:
        p = s.current
        if s.decision[0] in ("turn", "research"):
            turns[p] += 1
            sub[p] = 0
        else:
            sub[p] += 1
        agents[p].rng = Rng(tournament.mix(base, p, turns[p], sub[p]))
        s.apply(p, agents[p].choose(s.view(p), s.legal_actions(p), p))
    return s


def shuffle_unseen(s, rng: Rng) -> None:
    """Put the epoch decks and the science deck of s in a new random order: the cards that
    neither player has seen and whose order nobody knows (hands, tableaux and discards stay)."""
    for e in (1, 2, 3):
        rng.shuffle(s.decks[e])
    rng.shuffle(s.science_deck)


def _branch_pair(state, p: int, action, card: int, level: str, base: int,
                 shuffled: Optional[Rng]) -> list:
    """[[win, margin] played, [win, margin] not played] of one play-out pair from `state`;
    with `shuffled`, both branches first take the same new order of the unseen decks."""
    results = []
    for withheld in (False, True):
        branch = state.clone()
        if shuffled is not None:
            shuffle_unseen(branch, shuffled.copy())
        fresh = [make_agent(level, 0) for _q in (0, 1)]
        if withheld:
            withhold(branch, p, card)
        else:
            branch.apply(p, action)
        play_out(branch, fresh, base, None if withheld else p)
        vp = branch.scores()
        results.append([branch.outcome()[p], vp[p] - vp[1 - p]])
    return results


def fork_record(level: str, seed: int, index: int, cards=None, per_game: int = 0,
                dealt_for: tuple = (), replicates: int = 1) -> dict:
    """Trunk game `index` of `level` self-play (as balance.game_record plays it) and its forks:
    {"fork_level", "seed", "index", "starter", "outcome", "forks": [{"card", "player", "epoch",
    "played": [win, margin], "not_played": [win, margin]}, ...], "seconds"}. `cards` (names)
    limits where forks are taken; `per_game` > 0 keeps that many of them, chosen at random.
    `cards` may also be a dict {name: weight > 0}: then the `per_game` kept are drawn one by
    one with chances in proportion to their cards' weights (to spend the forks on the cards
    that still need them), instead of all alike. `dealt_for` (science card names): the
    trunk game was chosen for its deal (`dealt_indices`); the record says so.

    `replicates` > 1 plays each fork's pair of branches that many times: the first as
    always (the trunk's own deck order), each further pair after a new order of the decks
    that nobody has seen (`shuffle_unseen`, the same order in both branches) and with other
    random numbers for the agents; a fork then records the means of its pairs (win rates
    between 0 and 1), "replicates" and "pair_wins" (each pair's two results, the trunk
    game's own deck order first, so that the new orders can be checked against it). The
    question asked is the same, the win rate played against not played at that position,
    now averaged over more of the futures the players could not know; the pairs of one fork
    differ mostly by chance, so their mean is a steadier number (a science card met in one
    trunk game of a dozen gets more out of each trunk game)."""
    t0 = time.perf_counter()
    events = []

    def watch(state, p: int, action) -> None:
        card = played_card(action)
        if card is not None and (cards is None or C.NAME[card] in cards):
            events.append((state.clone(), p, action, card))

    s, _seats = play([level, level], seed, index, watch=watch)
    if per_game and len(events) > per_game:
        rng = Rng(tournament.mix(seed, index, SEED_PART - 1))
        if isinstance(cards, dict):
            events = _weighted_draw(events, [cards[C.NAME[e[3]]] for e in events], per_game,
                                    rng)
        else:
            rng.shuffle(events)
            events = events[:per_game]
    forks = []
    for k, (state, p, action, card) in enumerate(events):
        pairs = [_branch_pair(state, p, action, card, level,
                              tournament.mix(seed, index, SEED_PART + k), None)]
        for r in range(1, replicates):
            base = tournament.mix(seed, index, SEED_PART + k, r)
            pairs.append(_branch_pair(state, p, action, card, level, base, Rng(base ^ 1)))
        fork = {"card": C.NAME[card], "player": p, "epoch": state.epoch,
                "played": _mean_pair(pairs, 0), "not_played": _mean_pair(pairs, 1)}
        if replicates > 1:
            fork["replicates"] = replicates
            fork["pair_wins"] = [[q[0][0], q[1][0]] for q in pairs]   # played, not played
        forks.append(fork)
    out = {"fork_level": level, "seed": seed, "index": index, "starter": s.starter,
           "outcome": s.outcome(), "forks": forks, "seconds": round(time.perf_counter() - t0, 3)}
    if dealt_for:
        out["dealt_for"] = sorted(dealt_for)
    return out


def _mean_pair(pairs: list, side: int) -> list:
    """[win, margin] of one side over the play-out pairs of a fork: the values themselves for
    one pair (as records have always had them), else their means."""
    if len(pairs) == 1:
        return pairs[0][side]
    n = len(pairs)
    return [round(sum(q[side][0] for q in pairs) / n, 4),
            round(sum(q[side][1] for q in pairs) / n, 3)]


def _weighted_draw(items: list, weights: list, k: int, rng: Rng) -> list:
    """k of `items` drawn without replacement, each draw choosing among those left with
    chances in proportion to `weights` (positive); the drawn ones in the order of `items`."""
    left = list(range(len(items)))
    chosen = []
    for _ in range(min(k, len(items))):
        r = rng.random() * sum(weights[i] for i in left)
        at = len(left) - 1
        for j, i in enumerate(left):
            r -= weights[i]
            if r < 0:
                at = j
                break
        chosen.append(left.pop(at))
    return [items[i] for i in sorted(chosen)]


def parse_cards(text: str):
    """Card names to fork at, given as "A,B" or with weights as "A=3,B=0.5" (a name without
    one weighs 1): None for no names, a frozenset for names only, else a dict name -> weight.
    Raises ValueError for an unknown card or a weight that is not a positive number."""
    out = {}
    for part in text.split(","):
        name, eq, w = part.partition("=")
        name = name.strip()
        if not name:
            continue
        try:
            weight = float(w) if eq else 1.0
        except ValueError:
            weight = float("nan")
        if not weight > 0 or not math.isfinite(weight):
            raise ValueError(f"weight of {name} must be a positive number: {w.strip()!r}")
        out[name] = weight
    unknown = sorted(set(out) - set(C.NAME))
    if unknown:
        raise ValueError("unknown card: " + ", ".join(unknown))
    if not out:
        return None
    if all(v == 1.0 for v in out.values()) and "=" not in text:
        return frozenset(out)
    return out


def _fork_args(args: tuple) -> dict:
    return fork_record(*args)


def dealt_indices(seed: int, start: int, dealt: Iterable[str]) -> Iterator[int]:
    """The trunk game indices from `start` on whose starting deal gives some seat one of the
    science cards `dealt` (names), in order: a natural event of ordinary games (each science
    card is dealt to one of the two seats in 2 games of 15), so the games kept are ordinary
    games, chosen for a card that a random deal seldom brings into play."""
    want = set(dealt)
    unknown = sorted(want - set(C.NAME))
    if unknown:
        raise ValueError("unknown card: " + ", ".join(unknown))
    not_science = sorted(k for k in want if C.KIND[C.NAME.index(k)] != "science")
    if not_science:
        raise ValueError("not a science card: " + ", ".join(not_science))

    def found() -> Iterator[int]:
        i = start
        while True:
            first, second = dealt_of({"seed": seed, "index": i})   # the game's starting hands
            if want.intersection(first + second):
                yield i
            i += 1
    return found()


def fork_records(level: str, games: int, seed: int = 1, start: int = 0, jobs: int = 1,
                 cards=None, per_game: int = 0, dealt: Iterable[str] = (),
                 replicates: int = 1) -> Iterator[dict]:
    """fork_record of trunk games start..start+games-1 (`jobs` processes, any order);
    `cards`: names, or a dict of names and weights (see fork_record). With `dealt` (science
    card names), the `games` trunk games are the first from `start` on whose deal gives a
    seat one of them (`dealt_indices`). `replicates`: play-out pairs per fork (fork_record).
    ValueError for an unknown card or fewer than one replicate."""
    if replicates < 1:
        raise ValueError(f"replicates must be 1 or more: {replicates}")
    if isinstance(cards, dict):
        chosen = dict(cards) if cards else None
    else:
        chosen = frozenset(cards) if cards else None
    if chosen:
        unknown = sorted(set(chosen) - set(C.NAME))
        if unknown:
            raise ValueError("unknown card: " + ", ".join(unknown))
    dealt = tuple(dealt)
    if dealt:
        indices = itertools.islice(dealt_indices(seed, start, dealt), games)
    else:
        indices = iter(range(start, start + games))
    args = ((level, seed, i, chosen, per_game, dealt, replicates) for i in indices)
    yield from each_in_processes(_fork_args, args, jobs)


# the fields that name a fork trunk game (a game saved twice counts once)
FORK_KEY = ("fork_level", "seed", "index")


def read_fork_records(paths: Iterable[str]) -> list:
    """The fork records saved with `balance --fork-games ... --out` (other records in the
    same files are left out); a trunk game saved twice counts once."""
    return [r for r in read_saved(paths, FORK_KEY) if "fork_level" in r]


def with_older_forks(records: list, older: list, changed: Iterable[str]) -> list:
    """`records` (fork records of the current cards) and, from `older` (fork records of an
    earlier edition), the forks at every card the current edition did not change: such a card
    is the same card, and its earlier forks judge it too, as closely as the changed cards left
    the games around it alone (an assumption, said with the numbers it gives). The older trunk
    games lose their starter, so the first player's rate stays that of the current games; a
    trunk game found in both lists counts once, as a current one. ValueError names a changed
    card that does not exist."""
    changed = set(changed)
    unknown = sorted(changed - set(C.NAME))
    if unknown:
        raise ValueError("unknown card: " + ", ".join(unknown))
    pooled = list(records)
    current = {tuple(r.get(k) for k in FORK_KEY) for r in records}
    for r in older:
        if tuple(r.get(k) for k in FORK_KEY) in current:
            continue
        kept = {k: v for k, v in r.items() if k != "starter"}
        kept["forks"] = [f for f in r["forks"] if f["card"] not in changed]
        pooled.append(kept)
    return pooled
