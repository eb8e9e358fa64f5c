"""Words for the table: the prompt of each decision, every action as a line, the progress."""
from . import cards as C
from .decisions import plural

PROMPT_SHORT = {
    "main": "choose your action for this turn",
    "after": "use free actions or end your turn",
    "keep": "keep one of the cards you looked at",
    "auto": "choose a card to construct automatically",
    "target": "choose the target of your attack",
    "defend": "choose your defense plan",
    "blockade": "place a blockade token",
}


def prompt(state, p: int) -> str:
    dec = state.dec
    if dec is None or dec[0] != p:
        return "Wait for the other players"
    k = dec[1]
    if k == "keep":
        return f"Keep one of the {plural(len(dec[3]), C.KIND_WORD[dec[2]])} you looked at"
    if k == "auto":
        return f"Automatic construction: place a {C.KIND_WORD[dec[2]]} for free, or skip"
    if k == "target":
        return "Attack: choose one target (an alien system or an empire) and the ships"
    if k == "defend":
        return f"P{dec[2] + 1} attacks you: choose the basic defense or a defense plan"
    if k == "blockade":
        return f"Place a blockade token on a card of P{dec[2] + 1}'s empire"
    if k == "after":
        return "Free actions, or end your turn (discard any resource cards, then refill)"
    return "Your turn: choose one action (artifacts and bonuses are free)"


def _cards(res) -> str:
    return ", ".join(C.NAME[r] for r in res) if res else "nothing"


def _res(res) -> str:
    if not res:
        return "no cards"
    return ", ".join(_res_name(r) for r in res)


def _res_name(r: int) -> str:
    (c1, n1, _), (c2, n2, _) = C.HALVES[r]
    return f"{C.KEY[r]}[{n1}{c1}|{n2}{c2}]"


def label(state, p, action) -> str:
    if not isinstance(action, tuple) or not action:
        return str(action)
    w = action[0]
    try:
        if w == "buy":
            extra = action[2]
            return (f"Buy a {C.KIND_WORD[action[1]]} ({5 + extra} credits"
                    + (f", look at {extra + 1})" if extra else ")"))
        if w in ("discover", "develop", "build"):
            kind = C.KIND[action[1]]
            return (f"{w.capitalize()} {C.NAME[action[1]]}: {C.SIDE_WORD[kind][action[2]]}, "
                    f"paying {_res(action[3])}")
        if w == "prepare":
            return f"Prepare {_res(action[2])} under {C.NAME[action[1]]}"
        if w == "trade":
            return f"Trade {_res(action[2])} as {C.COLOR_NAME[action[1]]}"
        if w == "unblock":
            return f"Remove blockades from the {C.KIND_WORD[action[1]]} row with {_res(action[2])}"
        if w in ("offensive", "revenue", "mining"):
            what = {"offensive": "Start an offensive", "revenue": "Gain revenue",
                    "mining": "Mine the planets"}[w]
            return f"{what}, paying {_res(action[1])}"
        if w == "faction":
            return f"Faction action, paying {_res(action[1])}"
        if w == "use":
            return f"Action of {C.NAME[action[1]]}"
        if w == "artifact":
            return f"Play the artifact {C.NAME[action[1]]}"
        if w == "bonus":
            return f"Bonus of {C.NAME[action[1]]}"
        if w == "unlock":
            return f"Pay to use the blockaded {C.NAME[action[1]]}"
        if w == "end":
            return "End the turn" + (f", discarding {_res(action[1])}" if action[1] else "")
        if w == "keep":
            return f"Keep {C.NAME[action[1]]}"
        if w == "auto":
            kind = C.KIND[action[1]]
            return f"Place {C.NAME[action[1]]} for free: {C.SIDE_WORD[kind][action[2]]}"
        if w == "skip":
            return "Skip the automatic construction"
        if w == "attack":
            ships = _cards(action[3])
            if action[1] == "alien":
                return f"Attack {C.NAME[state.alien_row[action[2]]]} with {ships}"
            return f"Attack the empire of P{action[2] + 1} with {ships}"
        if w == "hold":
            return "Do not attack"
        if w == "defend":
            return f"Defend with {C.NAME[action[1]]}"
        if w == "blockade":
            return f"Blockade {C.NAME[action[1]]}"
        if w == "pass":
            return "Pass (no action is possible)"
    except (IndexError, KeyError, TypeError):
        pass
    return " ".join(map(str, action))


def progress(state) -> str:
    if state.over:
        return "Game over"
    turn = state.turns[state.current] + 1
    end = " · final round" if state.final else ""
    return f"Marker {state.marker} · turn {turn} · P{state.current + 1}{end}"
