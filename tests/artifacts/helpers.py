"""Building exact situations for rule tests: a fresh game whose cards are moved around by key
(resources 'r0'.., planets 'p0'.., technologies 't0'.., ships 's0'..), never created or lost."""
from game.artifacts import new_game, cards as C


def cid(key: str) -> int:
    return C.BY_KEY[key]


def _take(s, card: int) -> None:
    """Remove `card` from wherever it lies (so the test can put it somewhere else)."""
    for lst in [s.res_deck, s.res_discard, s.art_discard, s.alien_row, *s.decks.values(),
                *s.hand, *s.plans, *s.arts]:
        if card in lst:
            lst.remove(card)
            return
    for q in range(s.players):
        if card in s.under[q]:
            for r, _ in s.under[q].pop(card):
                s.res_deck.insert(0, r)
            return
        if card in s.empire[q]:
            del s.empire[q][card]
            for r, _ in s.on_planet[q].pop(card, ()):
                s.res_deck.insert(0, r)
            return
        for lst in list(s.under[q].values()) + list(s.on_planet[q].values()):
            for x in lst:
                if x[0] == card:
                    lst.remove(x)
                    return
    raise AssertionError(f"card {card} not found")


def game(players: int = 2, seed: int = 0, factions=None, edition=None):
    """A new game with empty hands, nothing under construction, no credits and no VP, player
    0 to act (the current edition of the rules unless `edition` names another)."""
    options = {"factions": factions or [f"f{i}" for i in range(players)]}
    if edition is not None:
        options["edition"] = edition
    s = new_game(players, options, seed)
    for q in range(players):
        for c in list(s.hand[q]):
            _take(s, c)
            s.res_deck.insert(0, c)
        for c in list(s.under[q]):
            _take(s, c)
            s.decks[C.KIND[c]].insert(0, c)
        for c in list(s.plans[q]):
            _take(s, c)
            s.decks["plan"].insert(0, c)
        for c in list(s.arts[q]):
            _take(s, c)
            s.decks["artifact"].insert(0, c)
        s.credits[q] = 0
        s.vp[q] = 0
    return s


def hand(s, p: int, *keys: str) -> list:
    ids = [cid(k) for k in keys]
    for c in ids:
        _take(s, c)
    s.hand[p].extend(ids)
    return ids


def top(s, *keys: str) -> None:
    """Put resource cards on top of the resource deck, the first listed drawn first."""
    for k in reversed(keys):
        _take(s, cid(k))
        s.res_deck.append(cid(k))


def under(s, p: int, key: str, prepared=()) -> int:
    c = cid(key)
    _take(s, c)
    s.under[p][c] = []
    color = C.KIND_COLOR[C.KIND[c]]
    for k in prepared:
        r = cid(k)
        _take(s, r)
        half = 0 if C.half_icons(r, 0, color, True) >= C.half_icons(r, 1, color, True) else 1
        s.under[p][c].append((r, half))
    return c


def empire(s, p: int, key: str, side: str = "L", resources=()) -> int:
    c = cid(key)
    _take(s, c)
    s.empire[p][c] = side
    for k, half in resources:
        r = cid(k)
        _take(s, r)
        s.on_planet[p].setdefault(c, []).append((r, half))
    return c


def all_cards(s) -> list:
    """Every card id in every place of the state (for conservation checks)."""
    out = list(s.res_deck) + s.res_discard + s.art_discard + s.alien_row
    for d in s.decks.values():
        out += d
    for q in range(s.players):
        out += s.hand[q] + s.plans[q] + s.arts[q] + list(s.empire[q]) + list(s.under[q])
        out += [s.faction[q]]
        for lst in list(s.under[q].values()) + list(s.on_planet[q].values()):
            out += [r for r, _ in lst]
    if s.dec and s.dec[1] == "keep":
        out += list(s.dec[3])
    for d in s.todo:
        if d[1] == "keep":
            out += list(d[3])
    return out
