"""Helpers for the epochs tests: card ids by name and a state set up by hand."""
from game.epochs import new_game
from game.epochs import cards as C

BY_NAME = {name: i for i, name in enumerate(C.NAME)}


def cid(name: str) -> int:
    return BY_NAME[name]


def fresh(seed: int = 1, first: str = "player 1", edition: int | None = None):
    """A new game where player 1 starts (seat 0); of an older `edition` when one is named."""
    options = {"first": first} if edition is None else {"first": first, "edition": edition}
    return new_game(2, options, seed)


def clear_hands(s) -> None:
    """Empty both hands (to the discard pile): tests then give the cards they need."""
    for p in (0, 1):
        s.discard.extend(s.hand[p])
        s.discard.extend(s.sci[p])
        s.hand[p] = []
        s.sci[p] = []
        s.secret[p] = set()
        s.tokens[p] = 0


def give(s, p: int, *names: str) -> list:
    """Move the named cards (from wherever they are) into p's hand (science to sci)."""
    out = []
    for name in names:
        c = cid(name)
        take_out(s, c)
        (s.sci[p] if C.KIND[c] == "science" else s.hand[p]).append(c)
        out.append(c)
    return out


def take_out(s, c: int) -> None:
    for e in (1, 2, 3):
        if c in s.decks[e]:
            s.decks[e].remove(c)
    if c in s.science_deck:
        s.science_deck.remove(c)
    if c in s.discard:
        s.discard.remove(c)
    if c in s.offer:
        from game.epochs.turn import refill
        s.offer[s.offer.index(c)] = -1
        refill(s)
    for p in (0, 1):
        if c in s.hand[p]:
            s.hand[p].remove(c)
            s.secret[p].discard(c)
        if c in s.sci[p]:
            s.sci[p].remove(c)


def place(s, p: int, name: str) -> int:
    """Put a card straight into p's universe (a planet gets its printed quarters)."""
    c = cid(name)
    take_out(s, c)
    s.tableau[p].append(c)
    if C.KIND[c] == "planet":
        s.quarters[c] = list(C.QUARTERS[c])
    return c


def pay_all(s, p: int, items) -> None:
    for x in items:
        s.apply(p, ("pay", x))


def all_cards(s) -> list:
    """Every card id wherever it is (for conservation checks)."""
    out = []
    for e in (1, 2, 3):
        out += s.decks[e]
    out += s.science_deck + s.discard + [c for c in s.offer if c >= 0]
    for p in (0, 1):
        out += s.hand[p] + s.sci[p] + s.tableau[p] + s.researched[p]
    for pl, qs in s.quarters.items():
        out += [q for q in qs if type(q) is int]
    if s.pending:
        out.append(s.pending["card"])
        out += [x for x in s.pending["paid"] if x != "token" and x not in s.discard]
    return out
