"""End-of-game scoring: VP chips + card VP + the 6-cost developments' bonus lines (for each
card of the owner's tableau, the first matching line of a development scores)."""
from game.core.i18n import N_, domain

from . import cards as C

_ = domain("rftg")

_KIND = {"NOVELTY": C.NOVELTY, "RARE": C.RARE, "GENE": C.GENE, "ALIEN": C.ALIEN}


def _match(kind, name, card):
    w = C.IS_WORLD[card]
    if kind.endswith("_PRODUCTION"):
        return w and not C.WINDFALL[card] and C.GOOD[card] == _KIND[kind[:-11]]
    if kind.endswith("_WINDFALL"):
        return w and C.WINDFALL[card] and C.GOOD[card] == _KIND[kind[:-9]]
    if kind == "DEVEL_EXPLORE":
        return not w and C.HAS_EXPLORE[card]
    if kind == "WORLD_EXPLORE":
        return w and C.HAS_EXPLORE[card]
    if kind == "DEVEL_TRADE":
        return not w and C.HAS_TRADE_BONUS[card]
    if kind == "WORLD_TRADE":
        return w and C.HAS_TRADE_BONUS[card]
    if kind == "DEVEL_CONSUME":
        return not w and C.HAS_CONSUME[card]
    if kind == "WORLD_CONSUME":
        return w and C.HAS_CONSUME[card]
    if kind == "SIX_DEVEL":
        return not w and C.COST[card] == 6
    if kind == "DEVEL":
        return not w
    if kind == "WORLD":
        return w
    if kind == "ALIEN_FLAG":
        return C.ALIEN_FLAG[card]
    if kind == "MILITARY":
        return C.MILITARY[card]
    if kind == "REBEL_MILITARY":
        return C.MILITARY[card] and C.REBEL[card]
    if kind == "NAME":
        return C.NAME[card] == name
    raise ValueError(f"unknown scoring type {kind}")


def total_military(tableau) -> int:
    """Military of a tableau against any world (specialised extras not counted)."""
    return sum(C.S_MIL[c] for c in tableau)


def six_dev_bonus(tableau, chips, dev):
    """VP of 6-cost development `dev` in `tableau` (with `chips` VP chips)."""
    pts = 0
    lines = []
    for points, kind, name in C.SCORING[dev]:
        if kind == "THREE_VP":
            pts += chips // 3
        elif kind == "TOTAL_MILITARY":
            pts += total_military(tableau)
        else:
            lines.append((points, kind, name))
    for card in tableau:
        for points, kind, name in lines:
            if _match(kind, name, card):
                pts += points
                break
    return pts


def score(state, p):
    tab = state.tableau[p]
    chips = state.vp[p]
    total = chips
    for c in tab:
        total += C.VP[c]
        if C.SCORING[c]:
            total += six_dev_bonus(tab, chips, c)
    return total


def parts(tableau, chips: int) -> dict:
    """A seat's score in parts: {"cards", "chips", "bonus", "total", "six": [[cid, points]]}
    (card VP, VP chips, the 6-cost developments' bonuses, their sum; each 6-cost development
    of the tableau with what it scores)."""
    vp = C.VP
    cards = 0
    six = []
    bonus = 0
    for c in tableau:
        cards += vp[c]
        if C.SCORING[c]:
            pts = six_dev_bonus(tableau, chips, c)
            six.append([c, pts])
            bonus += pts
    return {"cards": cards, "chips": chips, "bonus": bonus, "total": cards + chips + bonus,
            "six": six}


_MIL_KINDS = ((C.RARE, N_("Rare")), (C.ALIEN, N_("Alien")), (C.GENE, N_("Genes")),
              (C.NOVELTY, N_("Novelty")))     # English, marked; the notes say them with _()
_HAS_MIL = tuple(bool(C.S_MIL[c] or any(C.S_MIL_KIND[c]) or C.S_MIL_REBEL[c] or C.S_TACTICS[c])
                 for c in range(C.NUM_CARDS))


def military(tableau) -> dict:
    """{"general": Military against any world, "notes": ["+2 vs Rare", "+1 vs Rebel",
    "+3 once (Tactics)", ...]} of a tableau (the specialised and one-shot extras)."""
    general = rebel = tactics = 0
    kinds = None
    for c in tableau:
        if not _HAS_MIL[c]:
            continue
        general += C.S_MIL[c]
        rebel += C.S_MIL_REBEL[c]
        tactics += C.S_TACTICS[c]
        smk = C.S_MIL_KIND[c]
        if any(smk):
            kinds = [a + b for a, b in zip(kinds, smk)] if kinds else list(smk)
    notes = []
    if kinds:
        notes = [_("+{n} vs {kind}", n=kinds[k], kind=_(label)) for k, label in _MIL_KINDS
                 if kinds[k]]
    if rebel:
        notes.append(_("+{n} vs Rebel", n=rebel))
    if tactics:
        notes.append(_("+{n} once (Tactics)", n=tactics))
    return {"general": general, "notes": notes}
