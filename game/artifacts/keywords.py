"""The keywords of the seed as functions: Score, Search, placing a card in the empire (with its
side's keyword) and the effect codes of artifacts, alien systems and factions (Produce, with
its choice of the half, is in produce.py)."""
from game.core.i18n import N_, domain
from game.core.seats import seat

from . import cards as C
from .conditions import tech_value
from .produce import produce

_ = domain("artifacts")


def score(state, p: int, tech: int) -> int:
    """Score: reveal the top resource card; if a half shows the technology's type, gain its
    best during-game row."""
    r = state.draw_top()
    if r is None:
        return 0
    state.res_discard.append(r)
    if C.TYPE[tech] not in (C.HALVES[r][0][2], C.HALVES[r][1][2]):
        state.note(_.msg("{player} {card} scores nothing (no {type} icon).",
                         player=_who(state, p), card=C.NAME[tech], type=_type(C.TYPE[tech])))
        return 0
    vp = tech_value(state, p, tech, "game")
    state.vp[p] += vp
    state.note(_.msg("{player} {card} scores {vp} VP.", player=_who(state, p),
                     card=C.NAME[tech], vp=vp))
    return vp


def search(state, p: int, kind: str) -> None:
    """Search a deck for a card whose type p's empire lacks (else the top card): it goes
    under construction; the cards looked at go under the deck."""
    deck = state.decks[kind]
    have = {C.TYPE[c] for c in state.empire[p]}
    seen = []
    found = None
    while deck:
        c = deck.pop()
        if C.TYPE[c] not in have:
            found = c
            break
        seen.append(c)
    if found is None and seen:
        found = seen.pop(0)
    for c in seen:
        deck.insert(0, c)
    if found is not None:
        state.under[p][found] = []
        state.note(_.msg({"planet": N_("{player} searches the planet deck: {card} goes under "
                                       "construction."),
                          "tech": N_("{player} searches the technology deck: {card} goes under "
                                     "construction."),
                          "ship": N_("{player} searches the ship deck: {card} goes under "
                                     "construction.")}[kind],
                         player=_who(state, p), card=C.NAME[found]))


def operational(state, p: int, kind: str) -> list:
    """p's usable operational cards of a kind, in empire order."""
    emp = state.empire[p]
    return [c for c in emp if emp[c] == "O" and C.KIND[c] == kind and state.usable(p, c)]


def effects(state, p: int, codes, source: str = "") -> None:
    """Apply effect codes for player p (attack results are handled in attack.py)."""
    for code in codes:
        what = code[0]
        if what == "vp":
            state.vp[p] += code[1]
        elif what == "credits":
            state.credits[p] += code[1]
        elif what == "draw":
            state.draw_hand(p, code[1])
        elif what == "artifact":
            for _i in range(code[1]):
                a = state.draw_from("artifact")
                if a is not None:
                    state.arts[p].append(a)
                    state.note(_.msg("You gain the artifact {card}.", card=C.NAME[a]), p)
        elif what == "plan":
            for _i in range(code[1]):
                d = state.draw_from("plan")
                if d is not None:
                    state.plans[p].append(d)
                    state.note(_.msg("You take the defense plan {card}.", card=C.NAME[d]), p)
        elif what == "limit":
            state.extra_limit[p] += code[1]
        elif what == "unblock":
            left = code[1]
            for c in list(state.blocks[p]):
                take = min(left, state.blocks[p][c])
                _remove_tokens(state, p, c, take)
                left -= take
        elif what == "search":
            search(state, p, code[1])
        elif what == "auto":
            state.pose(p, "auto", code[1])
        elif what == "mine":
            for planet in operational(state, p, "planet"):
                produce(state, p, planet, 1)
        elif what == "produce_best":
            ops = operational(state, p, "planet")
            if ops:
                produce(state, p, min(ops, key=lambda c: len(state.on_planet[p].get(c, ()))),
                        code[1])
        elif what == "score":
            ops = operational(state, p, "tech")
            if ops:
                score(state, p, max(ops, key=lambda c: tech_value(state, p, c, "game")))
        else:
            raise KeyError(f"unknown effect {code!r}")


def _remove_tokens(state, p: int, card: int, n: int) -> None:
    if n <= 0:
        return
    left = state.blocks[p][card] - n
    state.tokens += n
    if left > 0:
        state.blocks[p][card] = left
    else:
        del state.blocks[p][card]


def remove_tokens(state, p: int, card: int, n: int) -> None:
    """Take n blockade tokens off p's card back to the supply."""
    _remove_tokens(state, p, card, n)


def place(state, p: int, card: int, side: str) -> None:
    """Put a card from under construction into p's empire on a side, with what follows:
    Logistics: its placement powers (and a defense plan for an Exploit ship);
    Operational: Produce 3 (planet), Score (technology), an Attack now (ship)."""
    tucked = state.under[p].pop(card)
    for r, _h in tucked:
        state.res_discard.append(r)
    state.empire[p][card] = side
    kind = C.KIND[card]
    state.note(_.msg(_PLACED[kind, side], player=_who(state, p), card=C.NAME[card]))
    if side == "L":
        effects(state, p, C.powers(card, "place"))
        if kind == "ship" and C.TYPE[card] == "exploit":
            effects(state, p, (("plan", 1),))
        return
    if kind == "planet":
        produce(state, p, card, 3)
    elif kind == "tech":
        score(state, p, card)
    else:
        state.pose(p, "target", (card,))


def _who(state, p: int):
    return _.msg("{player}:", player=seat(p))


def _type(kind: str):
    """A 4X type's name, kept as a message (it follows the language of the log)."""
    return _.msg({"explore": N_("Explore"), "expand": N_("Expand"), "exploit": N_("Exploit"),
                  "exterminate": N_("Exterminate")}.get(kind, kind))


_PLACED = {
    ("planet", "L"): N_("{player} discovers {card} (settle)."),
    ("planet", "O"): N_("{player} discovers {card} (exploit)."),
    ("tech", "L"): N_("{player} develops {card} (deploy)."),
    ("tech", "O"): N_("{player} develops {card} (sell to a corporation)."),
    ("ship", "L"): N_("{player} builds {card} (join the fleet)."),
    ("ship", "O"): N_("{player} builds {card} (go on a mission)."),
}
